#### heredoc two on one command last wins
cat << END1 << END2
hi
END1
there
END2
#### heredoc quoted delimiter keeps backslash newline
a=foo
cat << 'END'
hi\
there$a
stuff
EN\
D
END
#### heredoc simple
cat << END
hi
there
END
#### heredoc missing delimiter at end of input
cat << END
hi
there
#### heredoc missing body entirely
cat << END
#### heredoc missing delimiter with noexec
set -n
cat << END
hi
#### heredoc backslash escapes in unquoted body
a=BAD
b=ok
cat << END
h\${a}i
h\\${b}i
th\`echo not-run\`ere
th\\`echo is-run`ere
fol\\ks
more\\
last \
line
END
#### heredoc delimiter continued by backslash newline is unquoted
a=i
cat << EN\
D
h$a
there
END
#### heredoc quoted delimiter with dollar not expanded
a=b
cat << "E$a"
hi
h$a
hb
E$a
echo done
#### heredoc delimiter with escaped dollar
a=b
cat << "E\$a"
hi
h$a
h\$a
hb
h\b
E$a
echo done
#### here-string basic forms
bar="bar
	baz"
tr abcdefghijklmnopqrstuvwxyz nopqrstuvwxyzabcdefghijklm <<<foo
bash -c "tr abcdefghijklmnopqrstuvwxyz nopqrstuvwxyzabcdefghijklm <<<foo"
tr abcdefghijklmnopqrstuvwxyz nopqrstuvwxyzabcdefghijklm <<<"$bar"
tr abcdefghijklmnopqrstuvwxyz nopqrstuvwxyzabcdefghijklm <<<'$bar'
tr abcdefghijklmnopqrstuvwxyz nopqrstuvwxyzabcdefghijklm <<<\$bar
tr abcdefghijklmnopqrstuvwxyz nopqrstuvwxyzabcdefghijklm <<<-foo
#### here-string with comsub and unquoted variable
tr a-z A-Z <<<"$(echo "foo bar")"
tr a-z A-Z <<<"A $(echo "foo bar") B"
bar=x
tr a-z A-Z <<<\$b\$b$bar
fnord=42
bar="bar
	 \$fnord baz"
tr a-z A-Z <<<$bar
tr a-z A-Z <<< bar
echo $(tr r z <<<'bar' 2>/dev/null)
cat <<< "$(  :                                                             )aa"
#### here-string with arrays and IFS newline
IFS=$'\n'
x=(a "b c")
tr ac 12 <<< ${x[*]}
tr ac 34 <<< "${x[*]}"
tr ac 56 <<< ${x[@]}
tr ac 78 <<< "${x[@]}"
#### here-string unquoted glob and spaces not split
: > afile
cat <<< a*
v='x   y'
cat <<< $v
#### heredoc dollar star and at with IFS default
set -- a b
cat <<END
foo $* foo
bar "$*" bar
baz $@ baz
bla "$@" bla
END
#### heredoc dollar star and at with IFS colon
set -- a b
IFS=":"
cat <<END
foo $* foo
bar "$*" bar
baz $@ baz
bla "$@" bla
END
#### heredoc dollar star and at with IFS empty
set -- a b
IFS=
cat <<END
foo $* foo
bar "$*" bar
baz $@ baz
bla "$@" bla
END
#### heredoc on several fds in function
foo() {
	echo "got $(cat) on stdin"
	echo "got $(cat <&4) on fd#4"
	echo "got $(cat <&5) on fd#5"
}
bar() {
	foo 4<<-a <<-b 5<<-c
	four
	a
	zero
	b
	five
	c
}
x=$(declare -f bar)
eval "$x"
y=$(declare -f bar)
[[ $x = "$y" ]]; echo $?
declare -f bar
bar
#### heredoc with non-ascii delimiter
u=ä
tr a-z A-Z <<-…
	m${u}h
…
echo ok
#### heredoc in comsub closed by paren after delimiter
text=$(cat <<END
here is the text
END
)
echo = $text =
#### heredoc in comsub delimiter followed by paren
text=$(cat <<END
here is the text
END)
echo = $text = $?
#### heredoc in comsub with unbalanced paren
unbalanced=$(cat <<END
this paren ) is a problem
END
)
echo = $unbalanced =
#### heredoc in comsub with balanced and escaped parens
balanced=$(cat <<END
these parens ( ) are not a problem
END
)
echo = $balanced =
balanced=$(cat <<END
these parens \( ) are a problem
END
)
echo = $balanced =
#### heredoc in comsub sharing delimiter with outer
prefix() { sed -e "s/^/$1:/"; }
XXX() { echo x-en; }
YYY() { echo y-es; }

prefix A <<XXX && echo "$(prefix B <<XXX
echo line 1
XXX
echo line 2)" && prefix C <<YYY
echo line 3
XXX
echo line 4)"
echo line 5
YYY
XXX
#### heredoc in subshell closed by paren on next line
(cat <<END
some text
END
)
echo end
#### heredoc in subshell with semicolon and paren
(cat <<END; )
some text
END
echo end
#### heredoc in subshell delimiter then paren
(cat <<END
some text
END)
echo end $?
#### heredoc backslash newline joins delimiter line
cat <<END
hello
END\
END
END
echo end
#### heredoc delimiter with spaces quoted
cat <<'    END    '
hello
    END    
echo end
#### heredoc body line backslash newline before delimiter
cat <<END
hello\
END
END
echo end
#### heredoc escaped delimiter text in body
cat <<END
hello
\END
END
echo end
#### heredoc in eval loop and function repeated
eval '
	cat <<- END
	hi
	END
	for i in a b ; do
		cat <<- END
		more
		END
	done
    '
foo() {
	cat <<- END
	hi $1
	END
}
foo 1
foo 2
#### heredoc function redefined in loop
foo() {
	cat <<- END
	hi
	END
}
for i in a b; do
	foo
	foo() {
		cat <<- END
		folks $i
		END
	}
done
foo
#### heredoc in background then wait
cat <<- END &
	bg hi
	END
wait
echo after
#### heredoc quoted marker no substitution
foo=bar
cat <<-'END'
	x " \" \ \\ $ \$ `echo baz` \`echo baz\` $foo \$foo x
END
#### heredoc unquoted marker substitution
foo=bar
cat <<-END
	x " \" \ \\ $ \$ `echo baz` \`echo baz\` $foo \$foo x
END
#### heredoc tab stripping only leading tabs
cat <<-END
	one
		two
    four spaces
	END
#### heredoc single quotes in braces in body
foo=1
cat <<EOM
${foo:+'blah  $foo'}
EOM
#### heredoc single quotes in nested braces in body
foo=1
cat <<EOM
${foo:+${foo:+'blah  $foo'}}
EOM
#### heredoc trims with quotes in body
x=notOK
cat <<END
1: ${x#not} ${x:+${x#not}}
2: ${x#\n\o\t} ${x:+${x#\n\o\t}}
3: ${x#"not"} ${x:+${x#"not"}}
4: ${x#'not'} ${x:+${x#'not'}}
5: ${x#$'not'} ${x:+${x#$'not'}}
END
#### heredoc double quotes inside body braces
x=v
cat <<END
"${x}" "${x:+"q"}" ${x:-"no"}
END
#### heredoc two heredocs on separate commands same line
cat <<A; cat <<B
first
A
second
B
#### heredoc in pipeline and while loop
while read l; do echo "<$l>"; done <<END | tr a-z A-Z
x y
 z
END
#### heredoc with empty delimiter
cat <<''
body

echo after
#### heredoc with dollar-single-quoted delimiter
cat <<$'E\x4eD'
a $HOME
END
echo st=$?
