#### command substitution trailing newlines removed only
x=$(printf 'a\n\n\n'); echo "[$x]"; y=$(printf '\n\na'); echo "[$y]"
#### command substitution nested
echo $(echo $(echo $(echo deep)))
#### backticks with escaped dollar
x=1; echo `echo \$x` `echo \\$x`
#### command substitution word splitting
x=$(printf 'a  b\nc'); set -- $x; echo $#; set -- "$x"; echo $#
#### command substitution exit status
x=$(false); echo $?; x=$(true; false; true); echo $?
#### command substitution inside arithmetic
echo $(( $(echo 3) * 2 ))
#### command substitution with heredoc inside
x=$(cat <<EOF
line1
EOF
); echo "$x"
#### command substitution with case and parentheses
x=$(case y in y) echo yes;; esac); echo $x
#### command substitution keeps NUL out
x=$(printf 'a\0b'); echo ${#x}
#### command substitution in double quotes preserves spaces
echo "$(printf 'a   b')"
#### command substitution subshell variables
x=1; y=$(x=2; echo $x); echo $x $y
#### command substitution of function output
f() { echo "from f"; return 2; }; v=$(f); echo "$v $?"
#### dollar paren lt file
echo content > f; x=$(< f); echo "$x"; y=$(< nosuch_h); echo st=$?
#### command substitution with comments
x=$(echo a # comment here
echo b); echo $x
#### arithmetic expansion forms
i=3; echo $((i)) $(( i * 2 )) $((i++)) $i "$((i))" $((-i))
#### arithmetic expansion nested command and param
a=2; echo $(( $(echo 1) + ${a} + a ))
#### process substitution in for loop
for l in $(cat <(echo a b)); do echo $l; done
#### command substitution exit in subshell
x=$(exit 7); echo $?
#### command substitution stderr passes through
x=$(echo err >&2; echo out); echo "[$x]"
#### command substitution of builtin with large output
x=$(for i in {1..1000}; do echo $i; done); echo ${#x}
