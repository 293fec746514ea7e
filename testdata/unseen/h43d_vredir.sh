#### vredir exec assigns fd variable in function
bar()
{
exec {v}>tf
echo $v
}
bar
echo foo 1 >&$v
echo foo 2 >&$v
cat tf
#### vredir function printed with fd variable
bar()
{
exec {v}>tf
echo $v
}
type bar
#### vredir close by variable
exec {v}>tf
echo a >&$v
exec {v}>&-
echo b >&$v
echo "status $?"
cat tf
#### vredir readonly variable fails
readonly v=42
exec {v}>tf
echo "status $?"
echo $v
#### vredir heredoc into variable fd
bar()
{
exec {v}<<END
line 1
line 2
line 3
END
echo $v
}
bar
cat <&$v
type bar
#### vredir dup stdout into variable and close
exec {v}>&1
echo $v
echo foo 1 >&$v
echo foo 2 >&$v
oclosev() { exec {v}>&-; }
oclosev
type oclosev
#### vredir read loop from variable fd
printf '%s\n' /bin/bash /bin/csh /bin/sh > shells
exec {v}<shells
echo $v
while read line <&$v
do
	echo $line
done
iclosev() { exec {v}<&-; }
iclosev
type iclosev
#### vredir on loop redirection
printf '%s\n' one two > shells
while read -r -u ${fd}
do
	echo $REPLY
done {fd}<shells
echo "fd after: ${fd-unset}"
#### vredir close unset variable with nounset
unset v
set -u
exec {v}>&-
echo "after $?"
#### vredir close unset variable
unset v
exec {v}>&-
echo "after $?"
#### vredir dup from variable fd numbers
swizzle()
{
fd0=0
fd1=1
exec {stdin}<&$fd0
exec {stdout}>&$fd1
}
swizzle
echo $stdin $stdout
echo hello >&$stdout
type swizzle
#### vredir read from dup of heredoc stdin
exec {stdin}<&0
read line <&$stdin <<END
a
END
echo $line
#### vredir move fds with dash
swizzle()
{
exec {fd0}<&0
exec {fd1}>&1
exec {stdin}<&$fd0-
exec {stdout}>&$fd1-
}
swizzle
echo $stdin $stdout
echo x >&$stdout
echo y >&$fd1
echo "status $?"
type swizzle
#### vredir fd number at least ten
exec {v}</dev/null
if (( v >= 10 )); then echo ok 1; else echo bad 1; fi
exec {v}<&-
#### vredir array element as fd variable
swizzle()
{
exec {fd[0]}<&0
exec {fd[1]}>&1
exec {stdin}<&${fd[0]}-
exec {stdout}>&${fd[1]}-
}
swizzle
echo $stdin $stdout
echo via >&$stdout
type swizzle
#### vredir on simple command leaves fd open
: {fd}<>/dev/null
echo redir 1 >&$fd
echo "status $?"
exec {fd}>&-
#### vredir varredir_close closes after command
shopt -s varredir_close
: {fd}>tf
echo redir 2 >&$fd
echo "status $?"
#### vredir two variables get different fds
exec {a}>f1 {b}>f2
[ "$a" != "$b" ] && echo different
echo A >&$a; echo B >&$b
exec {a}>&- {b}>&-
cat f1 f2
#### vredir invalid variable name
exec {1x}>f1
echo "status $?"
#### vredir brace word not a name is a normal argument
echo {a b}>f1
cat f1
echo {}>f2
cat f2
#### vredir append and read write forms
echo one > tf
exec {w}>>tf
echo two >&$w
exec {w}>&-
exec {rw}<>tf
read -u $rw first
echo "$first"
exec {rw}<&-
cat tf
