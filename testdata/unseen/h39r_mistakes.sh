#### typo in command name 127
ehco hello
echo "rc=$?"
echo "exit=$?"
#### typo mid pipeline
printf 'a\nb\n' | sortt | wc -l
echo "rc=$? ${PIPESTATUS[*]}"
echo "exit=$?"
#### cat missing file in pipeline
cat missing.log | grep ERROR | wc -l
echo "${PIPESTATUS[@]}"
echo "exit=$?"
#### grep missing file with -s and without
grep foo nofile.txt
echo "rc=$?"
grep -s foo nofile.txt
echo "rc=$?"
#### grep bad regex
echo abc | grep -E 'a(b'
echo "rc=$?"
echo abc | grep 'a\{1'
echo "rc=$?"
#### sed unterminated s command
echo hello | sed 's/hello/bye'
echo "rc=$?"
echo "exit=$?"
#### sed unknown command
echo hello | sed 'k'
echo "rc=$?"
echo "exit=$?"
#### sed -i on missing file
sed -i 's/a/b/' nosuch.conf
echo "rc=$?"
echo "exit=$?"
#### sed missing -E for groups
echo 'abc123' | sed 's/([a-z]+)([0-9]+)/\2\1/'
echo 'abc123' | sed 's/([a-z]+)([0-9]+)/\2/'
echo "rc=$?"
#### awk syntax error
echo 'a b' | awk '{print $1'
echo "rc=$?"
echo "exit=$?"
#### awk uses shell variable wrongly quoted
x=5
echo 'line' | awk "{print \"x is $x\"}"
echo 'line' | awk '{print "x is $x"}'
#### unquoted variable with spaces in test
f="my file.txt"; touch "$f"
[ -f $f ] && echo found; echo "rc=$?"
[ -f "$f" ] && echo found-quoted
#### unquoted var with spaces in cat
name="report final.txt"; echo content > "$name"
cat $name; echo "rc=$?"
cat "$name"
#### rm with unquoted glob-ish variable safe
touch 'a b' a b
f='a b'
rm $f
ls
#### wrong option to ls
ls --nosuchoption
echo "rc=$?"
echo "exit=$?"
#### wrong option to sort and head
seq 3 | sort -Q
echo "rc=$?"
seq 3 | head -n abc
echo "rc=$?"
#### cut without field list
echo a,b | cut -d,
echo "rc=$?"
echo a,b | cut -f1 -d
echo "rc=$?"
#### mkdir without -p on nested
mkdir a/b/c
echo "rc=$?"
echo "exit=$?"
#### cd then relative path mistake
mkdir -p sub
echo x > sub/file
cd sub
cat sub/file
echo "rc=$?"
cat file
#### missing then in if
bash -c 'if true; echo x; fi'
echo "rc=$?"
echo "exit=$?"
#### unclosed quote in bash -c
bash -c 'echo "unterminated'
echo "rc=$?"
echo "exit=$?"
#### missing done in loop
bash -c 'for i in 1 2; do echo $i'
echo "rc=$?"
echo "exit=$?"
#### spaces around assignment
cat > s.sh <<'EOF'
name = value
echo "name=[$name]"
count=3
EOF
bash s.sh; echo "rc=$?"
#### test bracket spacing mistake
x=1
[$x -eq 1] && echo yes; echo "rc=$?"
[ $x -eq 1] ; echo "rc=$?"
#### integer expression expected
v=abc
[ "$v" -gt 3 ] && echo big; echo "rc=$?"
[[ $v -gt 3 ]] && echo big; echo "rc=$?"
#### arithmetic with invalid number
n=08
echo $(( n + 1 ))
echo "rc=$?"
echo "after"
#### arithmetic syntax error in let
let 'x = 5 +'
echo "rc=$?"
(( 3 + ))
echo "rc=$?"
#### bad substitution
s=hello
echo "${s:bad}"
echo "${s/}"
echo "rc=$?"
#### bad substitution aborts line
s=abc
echo "${s^^^}"
echo "line after"
#### executing non executable file
printf 'echo hi\n' > script.sh
./script.sh; echo "rc=$?"
bash script.sh
#### running a directory
mkdir tools
./tools
echo "rc=$?"
#### command not found with path
./nosuch.sh
echo "rc=$?"
/usr/bin/nosuch_h39r
echo "rc=$?"
#### redirect to directory
mkdir outdir
echo x > outdir
echo "rc=$?"
#### redirect into missing directory
echo x > nodir/file.txt
echo "rc=$?"
echo "exit=$?"
#### ambiguous redirect
f="a b"
echo hi > $f
echo "rc=$?"
unset g
echo hi > $g
echo "rc=$?"
#### reading from missing file redirect
while read -r l
do echo "$l"
done < nofile.txt
echo "rc=$?"
#### heredoc missing terminator
bash -c 'cat <<EOF
line one
EOFX'; echo "rc=$?"
#### jq on non json input
echo 'not json' | jq .
echo "rc=$?"
echo "exit=$?"
#### jq wrong path on array
echo '[1,2]' | jq '.name'
echo "rc=$?"
echo '"str"' | jq '.[0]'
echo "rc=$?"
#### tar extract missing archive
tar -xf nosuch.tar
echo "rc=$?"
echo "exit=$?"
#### wc on missing and existing files
echo a > ok.txt
wc -l ok.txt nosuch.txt
echo "rc=$?"
#### sort -n on mixed data
set -o pipefail
printf '10\nabc\n2\n-1\n1e2\n' | sort -n
echo "exit=$?"
#### head on directory
mkdir d
head d
echo "rc=$?"
#### cp missing source and cp dir without -r
cp nosuch dst
echo "rc=$?"
mkdir src
cp src dst2
echo "rc=$?"
#### mv onto itself
touch same
mv same same
echo "rc=$?"
#### chmod invalid mode
touch f
chmod 999 f
echo "rc=$?"
chmod u+q f
echo "rc=$?"
#### using = instead of == in arithmetic
x=3
if (( x = 5 ))
then echo "assigned x=$x"
fi
#### forgetting to export var to child
VAR=local_only
bash -c 'echo "child: [${VAR:-unset}]"'
export VAR
bash -c 'echo "child: [${VAR:-unset}]"'
#### pipe into while loses variables
count=0
printf 'a\nb\n' | while read -r l
do count=$((count+1))
done
echo "count=$count"
count=0
while read -r l
do count=$((count+1))
done < <(printf 'a\nb\n')
echo "count=$count"
#### local outside function
local x=1
echo "rc=$?"
echo "exit=$?"
#### return outside function
return 3
echo "rc=$?"
echo "exit=$?"
#### break outside loop
break
echo "rc=$?"
echo "exit=$?"
#### unset readonly
readonly R=1
unset R
echo "rc=$?"
#### misspelled variable is empty
filename=data.txt
echo hi > data.txt
cat "$fileName"
echo "rc=$?"
#### typo in function name
greet() { echo hi; }
gret
echo "rc=$?"
#### xargs with no input runs command once
printf '' | xargs echo "ran:"
printf '' | xargs -r echo "ran:"
echo "rc=$?"
#### find wrong predicate
find . -nam '*.txt'
echo "rc=$?"
echo "exit=$?"
#### find missing starting point
find nosuchdir -name x
echo "rc=$?"
echo "exit=$?"
#### date bad format option
date -d 2026-01-01 --bogus
echo "rc=$?"
echo "exit=$?"
#### seq bad argument
seq 1 x
echo "rc=$?"
echo "exit=$?"
#### printf with too few args and bad number
printf '%s %s\n' only
printf '%d\n' notnum
echo "rc=$?"
#### read from empty input returns 1
read -r line < /dev/null
echo "rc=$? [$line]"
echo "exit=$?"
#### array index mistake with spaces
arr=(a b c)
echo $arr
echo ${arr[3]}x
echo "${arr}"
#### set -e stops at first failure in script file
cat > job.sh <<'EOF'
set -e
echo step1
cp nosuch.file dest
echo step2
EOF
bash job.sh; echo "rc=$?"
#### set -u catches typo
cat > u.sh <<'EOF'
set -u
target=prod
echo "deploying to $tagret"
EOF
bash u.sh; echo "rc=$?"
#### pipefail catches upstream failure
cat > p.sh <<'EOF'
set -eo pipefail
cat nosuch.txt | sort
echo unreachable
EOF
bash p.sh; echo "rc=$?"
#### mixing up > and < destroys file
printf 'keep\n' > important.txt
sort > important.txt < /dev/null
wc -c < important.txt
#### sed -i with empty backup suffix on mac style
printf 'a\n' > m.txt
sed -i '' 's/a/b/' m.txt
echo "rc=$?"
cat m.txt
#### grep -P with lookbehind and grep -E mistake
echo 'price: $42' | grep -oP '(?<=\$)\d+'
echo 'price: $42' | grep -oE '(?<=\$)[0-9]+'
echo "rc=$?"
#### exit with out of range and string
bash -c 'exit 300'
echo "rc=$?"
bash -c 'exit abc'
echo "rc=$?"
#### cd with too many arguments
mkdir a b
cd a b
echo "rc=$?"
#### declare assoc without -A
m[key]=value
echo "${m[key]} ${m[0]}"
declare -A n
n[key]=value
echo "${n[key]}"
#### command substitution trailing newlines and quotes
out=$(printf 'a\n\n\n')
echo "[$out]"
lines=$(printf 'x y\nz')
echo $lines
echo "$lines"
