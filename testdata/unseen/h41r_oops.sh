#### unquoted variable with spaces splits into two files
file="my report.txt"
echo data > "$file"
cat $file 2>&1; echo "rc=$?"
cat "$file"
ls $file 2>&1 | sort
#### unquoted empty variable vanishes in test
v=
[ -n $v ] && echo "unquoted -n says non-empty"
[ -n "$v" ] || echo "quoted -n says empty"
[ $v = x ] 2>&1; echo "rc=$?"
#### glob in an unquoted variable expands
touch a.txt b.txt
pat="*.txt"
echo $pat
echo "$pat"
set -f; echo $pat; set +f
#### sed -i with no file reads nothing useful
printf 'x\n' | sed -i 's/x/y/' 2>&1; echo "rc=$?"
printf 'a\n' > f
sed -i -e 's/a/b/' f; cat f
#### sed -i with macOS style empty suffix argument
printf 'hello\n' > f.txt
sed -i '' 's/hello/bye/' f.txt 2>&1; echo "rc=$?"
cat f.txt
#### sort without -n puts 10 before 9
printf '9\n10\n100\n2\n' | sort | paste -sd' '
printf '9\n10\n100\n2\n' | sort -n | paste -sd' '
printf '9 x\n10 y\n' | sort -k1 | head -1
#### pipefail hides nothing but errexit exits early
cat > s.sh <<'END'
set -euo pipefail
grep nomatch <<< "some text" | wc -l
echo "not reached"
END
bash s.sh; echo "rc=$?"
#### set -e with a command substitution in local
cat > l.sh <<'END'
set -e
f() { local x=$(false); echo "local hides failure"; }
g() { local x; x=$(false); echo "not printed"; }
f
g
echo "not reached"
END
bash l.sh; echo "rc=$?"
#### arithmetic post increment under set -e
cat > i.sh <<'END'
set -e
n=0
((n++))
echo "n=$n"
END
bash i.sh; echo "rc=$?"
cat > j.sh <<'END'
set -e
n=0
((++n))
echo "n=$n"
END
bash j.sh; echo "rc=$?"
#### reading a missing file in a loop
while read -r l; do echo "$l"; done < missing.txt; echo "rc=$?"
cat missing.txt 2>&1 | head -1
[[ -r missing.txt ]] || echo "check first"
#### cd into a missing directory then rm
mkdir -p safe && touch safe/keep
cd nope 2>/dev/null || echo "cd failed, not removing"
ls safe
(cd nope 2>&1 && echo "never"); echo "rc=$?"
#### variable assigned in a pipeline subshell is lost
total=0
printf '1\n2\n3\n' | while read -r n; do total=$((total + n)); done
echo "total=$total"
total=0
while read -r n; do total=$((total + n)); done <<< $'1\n2\n3'
echo "total=$total"
#### spaces around the equals sign
cat > eq.sh <<'END'
name = value
echo "after"
END
bash eq.sh 2>&1 | sed 's/^eq.sh: line [0-9]*: //'
#### comparing numbers with == in brackets
a=10 b=9
[[ $a > $b ]] && echo "string: 10 > 9" || echo "string: 10 <= 9"
[[ $a -gt $b ]] && echo "numeric: 10 > 9"
[ "$a" -gt "x" ] 2>&1; echo "rc=$?"
#### missing then and fi syntax errors
printf 'if true\necho x\nfi\n' > bad1.sh
bash bad1.sh 2>&1; echo "rc=$?"
printf 'for i in 1 2; do\necho $i\n' > bad2.sh
bash bad2.sh 2>&1; echo "rc=$?"
#### heredoc delimiter with trailing space never ends
printf 'cat <<END\nline\nEND \necho after\n' > hd.sh
bash hd.sh 2>&1; echo "rc=$?"
#### using a variable before it is set in a for loop word
for f in $files; do echo "file $f"; done; echo "loop ran zero times"
files="a b"
for f in "$files"; do echo "file [$f]"; done
#### rm with an empty variable is protected by :?
dir=
rm -rf "${dir:?dir is empty}/build" 2>&1 | sed 's/^bash: line [0-9]*: //'
echo "rc=${PIPESTATUS[0]}"
#### word splitting in command substitution of ls output
touch 'one two.txt' three.txt
for f in $(ls); do echo "[$f]"; done
for f in *; do echo "<$f>"; done
#### grep exits 1 and kills the script under set -e
cat > g.sh <<'END'
set -e
count=$(grep -c needle <<< "haystack")
echo "count=$count"
END
bash g.sh; echo "rc=$?"
cat > g2.sh <<'END'
set -e
count=$(grep -c needle <<< "haystack" || true)
echo "count=$count"
END
bash g2.sh; echo "rc=$?"
#### echo with a variable starting with a dash
v=-n
echo $v hello; echo
echo "$v" hello; echo
printf '%s\n' "$v"
#### tr ranges misused as words
echo hello | tr 'hello' 'HELLO'
echo abc | tr 'a-c' 'x'
echo "a b" | tr -d ' '
#### find with unquoted glob matches in cwd first
mkdir -p sub
touch sub/x.log top.log
find . -name *.log 2>&1 | sort
find . -name '*.log' | sort
