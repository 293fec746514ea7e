#### heredoc strip tabs keeps spaces
cat <<-END
	tab
    spaces
		two tabs
	END
#### heredoc quoted delimiter no expansion
x=1; cat <<'E'
$x `echo hi` $(echo no) \t
E
#### heredoc backslash quoted delimiter
x=1; cat <<\E
$x
E
#### heredoc in loop
for i in 1 2; do
cat <<EOF
iter $i
EOF
done
#### heredoc in function called twice
f() {
  cat <<-EOF
	hello $1
	EOF
}
f a; f b
#### heredoc with escapes
cat <<EOF
a\$b \`c\` \\d \e "q" 'sq'
EOF
#### heredoc and pipeline and redirect
cat <<EOF | wc -l
1
2
EOF
#### heredoc to fd
cat 3<<EOF <&3
fd three
EOF
#### heredoc in command substitution
x=$(cat <<EOF
inside
EOF
); echo "[$x]"
#### two heredocs on one command
paste - /dev/fd/3 <<A 3<<B
a1
a2
A
b1
b2
B
#### heredoc delimiter with dash and digits
cat <<END-1
x
END-1
#### heredoc with arithmetic and parameter ops
n=3; cat <<EOF
$((n*2)) ${n:-z} ${#n}
EOF
#### heredoc delimiter must be alone on line
cat <<EOF
EOF trailing
 EOF
EOF
#### heredoc with read loop
while read -r a b; do echo "$b-$a"; done <<EOF
1 one
2 two
EOF
#### heredoc inside if and while
if true; then cat <<X
in if
X
fi
#### heredoc empty body
cat <<EOF
EOF
echo st=$?
#### heredoc unterminated warning
cat <<EOF
body
#### heredoc with trailing backslash line join
cat <<EOF
a \
b
EOF
#### heredoc quoted with tabs strip
cat <<-'EOF'
	$keep
	EOF
#### heredoc with variable delimiter literal
cat <<$x
hi
$x
#### heredoc to while in subshell
( cat <<EOF
sub
EOF
)
#### here-string adds newline
cat <<< x | od -c | head -1
#### heredoc with single quote inside quoted delim
cat <<'E'
it's "fine"
E
#### heredoc in eval
eval 'cat <<EOF
ev $((1+1))
EOF'
