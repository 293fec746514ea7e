#### command sub basic
echo $(echo hi)
echo `echo hi`
#### command sub strips trailing newlines
x=$(printf 'a\n\n\n')
echo "[$x]"
y=$(printf '\n\na\n')
echo "[$y]"
#### command sub word splits
argv() { printf '[%s]\n' "$@"; }
argv $(echo 'a b  c')
argv "$(echo 'a b  c')"
#### command sub with glob
touch g1 g2
echo $(echo 'g*')
echo "$(echo 'g*')"
#### nested command sub
echo $(echo $(echo $(echo deep)))
#### nested backticks
echo `echo \`echo inner\``
#### backtick with backslashes
echo `echo \\\\`
echo `echo '\\'`
echo $(echo '\\')
#### backtick with dollar
x=val
echo `echo \$x`
echo `echo $x`
#### quotes inside command sub inside quotes
echo "$(echo "a  b")"
echo "$(echo 'it''s')"
#### command sub exit status
x=$(false); echo $?
x=$(exit 7); echo $?
echo $(exit 7); echo $?
#### command sub in assignment not split
x=$(echo 'a   b')
echo "$x"
#### command sub with case statement
x=$(case a in a) echo matched;; esac)
echo "$x"
#### command sub with paren in case pattern
x=$(case a in (a) echo p1;; esac)
echo "$x"
#### command sub with comment
x=$(echo a # comment )
)
echo "$x"
#### command sub with here doc
x=$(cat <<END2
hello doc
END2
)
echo "$x"
#### command sub of subshell
echo $( (echo sub) )
#### arith vs command sub ambiguity
echo $( (echo one); (echo two) )
#### command sub with variables not leaking
x=1
y=$(x=2; echo $x)
echo $x $y
#### command sub with cd not leaking
cd /tmp
d=$(cd /; pwd)
echo "$d $(pwd)"
#### command sub stderr passes through
x=$(echo err >&2; echo out)
echo "[$x]"
#### command sub with nul byte dropped
x=$(printf 'a\0b')
echo "$x" 2>/dev/null | od -c | head -1
#### command sub empty output
x=$(true)
echo "[$x]" ${#x}
#### command sub in double quotes preserves internal newlines
x="$(printf 'a\nb\n')"
echo "$x"
#### command sub of read from file
printf 'line1\nline2\n' > f.txt
echo "$(< f.txt)"
x=$(<f.txt); echo "${#x}"
#### command sub of missing file
x=$(< nofile_zz); echo st=$?
#### command sub in for list
for w in $(printf '%s\n' c b a); do echo -n "$w "; done; echo
#### command sub with IFS
IFS=:
argv() { printf '[%s]\n' "$@"; }
argv $(echo a:b::c)
#### backticks inside double quotes with escaped quote
echo "`echo \"quoted\"`"
#### command sub with trailing spaces kept
x=$(printf 'a  ')
echo "[$x]"
#### command sub with exit in it
x=$(echo before; exit 3; echo after)
echo "$x st=$?"
#### command sub in here doc
cat <<END2
val=$(echo inner)
END2
#### command sub with set -e failure
set -e
x=$(false; echo still)
echo "[$x]"
#### command sub inherits functions
f() { echo fn; }
echo $(f)
#### dollar paren with keyword and brace group
echo $( { echo a; echo b; } | tr '\n' ' ' )
#### command sub unterminated
bash -c 'echo $(echo x' 2>&1; echo st=$?
#### command sub with single quote in backticks
echo `echo 'a  b'`
#### command sub with backslash newline
x=$(echo a\
b)
echo $x
#### command sub as command name
$(echo echo) hello
#### command sub result word split into command and args
$(echo printf '[%s]\n') a b
#### command sub inside array
a=($(echo x y) z)
echo ${#a[@]}
#### nested double quotes in nested command subs
echo "a$(echo "b$(echo "c")b")a"
#### command sub status with assignment in same command
x=$(exit 2) true; echo st=$?
#### command sub with pipe status
x=$(false | true); echo st=$?
x=$(true | false); echo st=$?
#### backtick with nested double quotes
echo "`echo "in"`"
#### command sub with unbalanced parens in quotes
echo $(echo ")(")
echo $(echo '((')
#### command sub with case missing paren and esac
x=$(case y in y) echo yy;;
esac)
echo $x
#### command sub keeps leading whitespace
x=$(printf '  lead')
echo "[$x]"
#### command sub of function output with local
f() { local a=b; printf %s "$a"; }
echo "[$(f)]"
#### command sub inside arithmetic
echo $(( $(echo 3) * $(echo 4) ))
#### backticks with backslash dollar and backquote
v=val
echo `echo \$v`
echo `echo \`echo x\``
#### deep nesting command sub and arithmetic
echo $(( $(echo $(( 1 + $(echo 2) ))) * 2 ))
