#### quoting a glob in a for loop prevents expansion
touch a.log b.log
for f in "*.log"; do echo "[$f]"; done
for f in *.log; do echo "<$f>"; done
for f in *.nomatch; do echo "literal: $f"; done
shopt -s nullglob; for f in *.nomatch; do echo "never"; done; echo "nullglob: nothing"
#### arithmetic on a string with a dash or a space
v="12 "; echo $(( v + 1 ))
w="1-2"; echo $(( w ))
x="abc"; echo $(( x + 1 ))
y="3x"; echo $(( y + 1 )) 2>&1 | sed 's/line [0-9]*/line N/'
#### single quotes stop variable expansion in sed
name=world
echo 'hello NAME' | sed 's/NAME/$name/'
echo 'hello NAME' | sed "s/NAME/$name/"
echo 'hello NAME' | sed 's/NAME/'"$name"'/'
#### awk variables are not shell variables
limit=2
printf '1\n2\n3\n' | awk '$1 > $limit'
printf '1\n2\n3\n' | awk -v limit="$limit" '$1 > limit'
printf '1\n2\n3\n' | awk "\$1 > $limit"
#### test with a single equals versus assignment
a=5
[ "$a" = 5 ] && echo "string equal"
[[ $a == 5 ]] && echo "double equal"
[ $a=6 ] && echo "single word is always true"
(( a == 5 )) && echo "arith equal"
#### missing space in test brackets
x=1
[$x = 1] 2>&1 | sed 's/line [0-9]*/line N/'
[ "$x" = 1] 2>&1 | sed 's/line [0-9]*/line N/'
[[ $x == 1 ]]&& echo ok
#### local outside a function and return outside a function
cat > m.sh <<'END'
local x=1
echo "after local rc=$?"
return 2
echo "after return rc=$?"
END
bash m.sh 2>&1 | sed 's/line [0-9]*/line N/'
#### readonly variable reassignment
readonly CONST=1
CONST=2 2>&1 | sed 's/line [0-9]*/line N/'
echo "CONST=$CONST"
( CONST=3 ) 2>&1 | sed 's/line [0-9]*/line N/'; echo "rc=${PIPESTATUS[0]}"
#### calling a function before it is defined
cat > order.sh <<'END'
greet
greet() { echo hello; }
greet
END
bash order.sh 2>&1 | sed 's/line [0-9]*/line N/'
#### array assignment mistakes with spaces
arr=(a b c)
echo "${arr}"
echo "$arr[1]"
echo "${arr[1]}"
arr2=( "x y" z )
echo "${#arr2[@]} ${#arr2}"
#### mkdir without -p for nested paths and rmdir on non empty
mkdir a/b/c 2>&1; echo "rc=$?"
mkdir -p a/b/c && touch a/b/c/f
rmdir a/b/c 2>&1; echo "rc=$?"
rm -r a && echo removed
#### cp of a directory without -r
mkdir -p srcdir && touch srcdir/f
cp srcdir dest 2>&1; echo "rc=$?"
cp -r srcdir dest && ls dest
#### mv onto an existing directory moves inside it
mkdir -p target
echo x > item
mv item target
ls target
mkdir -p d1 d2
mv d1 d2; ls d2
#### rm of missing file with and without -f
rm nope.txt 2>&1; echo "rc=$?"
rm -f nope.txt; echo "rc=$?"
rm -r nodir 2>&1; echo "rc=$?"
#### integer comparison with an empty variable
n=
[ "$n" -gt 0 ] 2>&1 | sed 's/line [0-9]*/line N/'
[[ $n -gt 0 ]] || echo "empty is 0 in [[ ]]"
[ "${n:-0}" -gt 0 ] || echo "defaulted to 0"
#### using exit inside a pipeline subshell does not stop the script
printf 'a\nstop\nb\n' | while read -r l; do [[ $l == stop ]] && exit 3; echo "$l"; done
echo "script continues rc=$?"
#### command substitution strips trailing newlines only
v=$(printf 'a\n\n\n'); echo "[${v}]"
v=$(printf '\n\na'); echo "[${v}]" | od -c | head -1
v="$(printf 'x  y')"; echo [$v] "[$v]"
#### head closing the pipe early under pipefail
set -o pipefail
seq 100000 | head -1; echo "rc=$?"
yes | head -2; echo "rc=$?"
#### wrong variable in a heredoc with set -u
cat > hd.sh <<'END'
set -u
name=app
cat <<EOT
name: $name
port: $port
EOT
echo done
END
bash hd.sh 2>&1 | sed 's/line [0-9]*/line N/'; echo "rc=${PIPESTATUS[0]}"
#### sort -o to the same file versus redirect truncation
printf 'b\na\nc\n' > list
sort list > list; wc -c < list
printf 'b\na\nc\n' > list
sort -o list list; cat list
#### grep regex special characters not escaped
printf 'v1.2\nv102\n(x)\n' > p
grep 'v1.2' p
grep -F 'v1.2' p
grep '(x)' p
grep -E '(x)' p
grep -E '\(x\)' p
