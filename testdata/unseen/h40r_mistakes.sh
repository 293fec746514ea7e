#### heredoc with unquoted delimiter expands variables unexpectedly
price=5
cat > script.sh <<EOF
total=\$((price * 2))
echo "price \$price total \$total"
echo "expanded now: $price"
echo "literal: \$HOME_NOT_SET"
EOF
cat script.sh
price=7 bash script.sh
cat > lit.sh <<'EOF'
echo "$price"
EOF
cat lit.sh
#### sed -i with wrong delimiter on paths
printf 'root=/var/www/html\n' > site.conf
sed -i 's/\/var\/www\/html/\/srv\/site/' site.conf; cat site.conf
sed -i 's/\/srv\/site/\/opt/new/' site.conf 2>&1; echo "rc=$?"
sed -i 's|/srv/site|/opt/new|' site.conf; cat site.conf
#### grep with pattern starting with dash
printf -- '-v flag\n--help text\nnormal\n' > opts.txt
grep -v opts.txt 2>&1 | head -n 2; echo "rc=${PIPESTATUS[0]}"
grep -e '-v' opts.txt
grep -- '--help' opts.txt
grep -c -- - opts.txt
#### word splitting of command output in variable
files="a.txt b.txt"
touch a.txt b.txt "c d.txt"
ls $files
ls "$files" 2>&1; echo "rc=$?"
list=$(ls)
for f in $list; do echo "[$f]"; done | wc -l
IFS=$'\n'; for f in $list; do echo "[$f]"; done; unset IFS
#### comparison operators mistakes in test
a=10 b=9
[ $a > $b ] && echo "string redirect made a file named: $(ls)"
rm -f 9
[[ $a > $b ]] && echo "lexical: 10 > 9 is false so not printed"
[[ $a -gt $b ]] && echo "numeric: 10 -gt 9"
(( a > b )) && echo "arith: a > b"
[ "$a" = 10 ] && echo "single = ok in test"
[ "$a" == 10 ] && echo "== also ok in bash test"
[ $a -gt ] 2>&1; echo "rc=$?"
#### array mistakes scalar vs element
arr=(one two three)
echo "$arr"
echo "${arr}"
echo "$arr[1]"
echo "${arr[1]}"
echo "${#arr}"
echo "${#arr[@]}"
arr=four
declare -p arr
#### read without -r mangles backslashes
printf 'C:\\Users\\ann\npath\\with\\tab\n' > paths.txt
while read line; do echo "no -r: $line"; done < paths.txt
while read -r line; do echo "with -r: $line"; done < paths.txt
printf 'last line without newline' > nonl.txt
while read -r l; do echo "got: $l"; done < nonl.txt
echo "--- fixed:"
while read -r l || [[ -n $l ]]; do echo "got: $l"; done < nonl.txt
#### redirect order mistakes with stderr
f() { echo out; echo err >&2; }
f 2>&1 >/dev/null
echo ---
f >/dev/null 2>&1
echo "---"
f > both.log 2>&1; cat both.log
f 2>&1 > only-out.log; echo "file:"; cat only-out.log
#### overwriting input file with redirect truncates it
printf 'b\na\nc\n' > data.txt
sort data.txt > data.txt
echo "size after: $(wc -c < data.txt)"
printf 'b\na\nc\n' > data.txt
sort -o data.txt data.txt; cat data.txt
printf 'x\ny\n' > f.txt
sed 's/x/X/' f.txt > f.tmp && mv f.tmp f.txt; cat f.txt
#### cp and mv directory mistakes
mkdir src; echo 1 > src/a
cp src dst 2>&1; echo "rc=$?"
cp -r src dst && ls dst
cp -r src dst && ls dst
mv nosuch target 2>&1; echo "rc=$?"
mkdir -p x; mv src x/; ls x
rmdir x 2>&1; echo "rc=$?"
#### integer overflow and division by zero in arithmetic
echo $(( 2**63 ))
echo $(( 2**63 - 1 ))
echo $(( 9223372036854775807 + 1 ))
echo $(( 7 / 0 ))
echo "after div rc=$?"
x=0
(( 10 / x )) 2>&1
echo "still here rc=$?"
echo $(( 10 % 3 )) $(( -10 / 3 )) $(( 10 ** -1 )) 2>&1
#### forgetting to export variables for child processes
MYVAR=visible
bash -c 'echo "child sees: [${MYVAR:-}]"'
export MYVAR
bash -c 'echo "child sees: [${MYVAR:-}]"'
ONE_SHOT=yes bash -c 'echo "one shot: $ONE_SHOT"'
echo "parent one shot: [${ONE_SHOT:-}]"
(FOO=sub; echo "subshell FOO=$FOO"); echo "parent FOO=[${FOO:-}]"
#### test -z -n with unquoted empty variable
empty=
[ -n $empty ] && echo "-n unquoted empty is TRUE (bug)"
[ -n "$empty" ] || echo "-n quoted empty is false"
[ -z $empty ] && echo "-z unquoted ok"
spaced="a b"
[ -z $spaced ] 2>&1; echo "rc=$?"
[[ -n $empty ]] || echo "[[ ]] handles it"
#### glob that matches nothing stays literal
for f in *.log; do echo "processing $f"; done
shopt -s nullglob
for f in *.log; do echo "processing $f"; done
echo "nullglob: no iterations"
shopt -u nullglob
ls *.none 2>&1; echo "rc=$?"
shopt -s failglob
echo *.none 2>&1
echo "failglob rc=$?"
#### while loop reading file and ssh-like stdin stealing
printf 'h1\nh2\nh3\n' > hosts
while read -r h; do
  echo "host $h"
  cat > /dev/null
done < hosts
echo "--- fixed with -n style redirect"
while read -r h; do
  echo "host $h"
  cat > /dev/null < /dev/null
done < hosts
#### printf format with fewer or more arguments
printf '%s=%s\n' a 1 b 2 c
printf '%d\n' 12abc 2>&1; echo "rc=$?"
printf '%d %d\n' 1
printf 'no newline'; echo
printf '%s\n'
printf -- '-%s-\n' x
printf '%5.2f|%-5d|%05d\n' 3.14159 42 42
#### using echo -e and escape surprises
echo 'a\tb'
echo -e 'a\tb'
echo -n "no newline"; echo " then newline"
echo -e 'c:\new\folder'
printf '%s\n' 'c:\new\folder'
echo "-n"
echo -- -n
x='-e'; echo "$x"; echo $x hi
#### unterminated if inside function body error line
ok() { echo fine; }
ok
broken() {
  if true; then
    echo inside
}
echo "never parsed"
#### misplaced then and fi typos
x=1
if [ $x -eq 1 ]
  echo one
fi
echo after
#### case missing double semicolon
v=b
case $v in
  a) echo A
  b) echo B ;;
esac
echo done
#### here-doc delimiter with trailing space never closes
cat <<EOF
line one
EOF 
line two
echo after
#### assignment with spaces around equals
name = value
echo "rc=$?"
name= value
echo "rc=$? name=[$name]"
name =value 2>&1
echo "rc=$?"
name=value; echo "name=$name"
#### function defined after use in script
greet world
greet() { echo "hello $1"; }
greet world
#### double quoting arrays and star vs at
args=("a b" c)
printf '[%s]\n' $args
printf '[%s]\n' "${args[*]}"
printf '[%s]\n' "${args[@]}"
printf '[%s]\n' ${args[@]}
n=("${args[@]/#/--}"); printf '%s\n' "${n[@]}"
