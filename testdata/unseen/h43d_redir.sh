#### redir noclobber refuses existing file
echo abc > rt
cat rt
set -o noclobber
echo def > rt
echo "status $?"
cat rt
echo def > rt2
cat rt2
echo def >| rt
cat rt
#### redir noclobber allows dev null and append
set -C
echo x > f
echo y >> f
echo z > /dev/null
cat f
#### redir filename with space from unquoted variable is ambiguous
z="a b"
cat < $z
echo "status $?"
#### redir ambiguous glob and empty target
touch g1 g2
echo hi > g*
echo "status $?"
e=
echo hi > $e
echo "status $?"
#### redir exec opens fds for the shell
exec 4>fa
exec 5>fb
echo to a 1>&4
echo to b 1>&5
cat fa
cat fb
exec 11</dev/null
echo to a 1>&4
cat fa
exec 11<&-
exec 4>&- 5>&-
#### redir read write fd
exec 6<>fc
echo to c 1>&6
cat fc
exec 6<&-
#### redir exec of stdin in script being read from stdin
echo this is first
exec 0< /dev/null
echo BUG: after exec
#### redir exec swaps stdin between files
printf 'l1\nl2\nl3\n' > in1
printf 'm1\nm2\n' > in2
exec < in1
read line1; echo read line1 \"$line1\"
exec 4<in2
exec 5<&0
exec 0<&4
read line2; echo read line2 \"$line2\"
exec 0<&5
read line3; echo read line3 \"$line3\"
exec 0<&4
read line4; echo read line4 \"$line4\"
exec 4<&- 5<&-
#### redir dup and close with variable fd and minus
printf 'aa\n' > in
exec < in
minus=-
fd=0
exec 3<&$fd
read line <&3
echo from stdin: $line
exec 3<&${minus}
fd=1
exec 4>&$fd
echo to stdout >&4
exec 4>&$minus
echo to closed >&4
echo "status $?"
#### redir dup from unset variable is an error
unset fd
exec 3<&$fd
echo "status $?"
#### redir greater ampersand filename redirects both
exec 3>&1 4>&2
exec >&eo
echo to stdout
echo to stderr >&2
exec 1>&3 2>&4
echo err-and-out:
cat eo
fd=eo2
exec >&$fd
echo again
exec 1>&3
cat eo2
#### redir null redirections create files
> na
[ -f na ] && echo a
$EXIT > nb
[ -f nb ] && echo b
( > nc )
[ -f nc ] && echo c
$EXIT > nd &
wait
[ -f nd ] && echo d
#### redir null command in pipeline
exit 3 | $EXIT > ne
echo $? -- ${PIPESTATUS[@]}
[ -f ne ] && echo e
exit 4 | > nf
echo $? -- ${PIPESTATUS[@]}
[ -f nf ] && echo f
#### redir background null redirect and exec
> ng &
wait
[ -f ng ] && echo g
exec >nh &
wait
[ -f nh ] && echo h
#### redir heredoc shared by background groups in loop
for x in 1 2 3; do
	{ read line ; echo $line ; } &
	wait
	{ read line ; echo $line ; } &
	wait
done << END
ab
cd
ef
gh
ij
kl
END
#### redir while loop heredoc keeps variables
while read line; do
	echo $line
	l2=$line
done << END
ab
cd
END
echo $l2
#### redir nested fd 3 to stdout discarded
( ( echo hello 1>&3 ) 3>&1 ) >/dev/null 2>&1
( ( echo hello 1>&3 ) 3>&1 ) >/dev/null 2>&1 | cat
echo done
#### redir posix mode glob in redirection target
touch rone.x
echo content > rone.x
set -o posix
cat < rone.*
echo "status $?"
#### redir non posix glob in redirection target
echo content > rone.x
cat < rone.*
#### redir exec inside function reads rest
printf 'x1\nx2\n' > src
f()
{
exec 5<src
exec 0<&5-
while read line; do
	echo "$line"
done
}
f
typeset -f f
read -u 5 foo
echo "after read $?"
#### redir read from closed stdin
exec <&-
read abcde
echo "status $?"
#### redir help with closed stdout then pwd
cd /
pwd >&-
echo $?
pwd
#### redir exec in block redirect persists
{
	echo before redir
	exec 10>&1
	echo after redir
} > br
echo after block
cat br
echo to ten >&10
cat br
#### redir fd above nine
exec 10>u
exec 10>&1; echo 'fd 10' >&10
cat u
exec 10>&-
exec 8>u
exec 8>&1; echo 'fd 8' >&8
cat u
#### redir dup input fd to stdin then cat
printf '1\n2\n3\n4\n' > infile
exec 7<&0
exec 10<infile
exec 0<&10; cat <&10
exec 0<&7
exec 7<&-
#### redir fd copy of stdin at end
printf '1\n2\n' > infile
exec 7<&0
exec 0</dev/null
exec 10<infile
exec 10<&0; cat <&10
echo "end"
#### redir command exec redirect of stderr
exec 9>&2
command exec 2>fo
echo whatsis >&2
exec 2>&9
exec 9>&-
cat fo
#### redir ampersand append and truncate
func() { echo "to stdout"; echo "to stderr" >&2; }
echo hey > tf
func &>> tf
cat tf
echo
func &> tf
cat tf
echo
func > tf 2>/dev/null
cat tf
#### redir ampersand append shown by type
logfunc() { echo "$@" &>> log; }
type logfunc
bix() { echo foo |& cat; }
type bix
bix
#### redir pipe ampersand sends stderr
{ echo out; echo err >&2; } |& sed 's/^/> /'
#### redir bad fd from variable message
a=42
echo foo >&$a
echo "status $?"
#### redir temp assignment not used in redirection word
a=42
a=2 echo foo 2>&1 >&$a | sed 's/^.*: //'
#### redir arithmetic in redirection word assigns
unset foo
: <$((foo+=42))
echo $foo
: >$((foo+1))
ls
#### redir temporary env visible in redirection expansion
a=1
a=4 b=7 ss=4 echo $a
foo() { local -i a; a+=3; echo $a; }
a=4 b=7 foo
echo after: $a
#### redir order of dup and file
{ echo out; echo err >&2; } 2>&1 >f1 | sed 's/^/piped: /'
cat f1
{ echo out; echo err >&2; } >f2 2>&1
cat f2
#### redir input from nonexistent file
cat < nosuchfile
echo "status $?"
< nosuchfile
echo "status $?"
#### redir to directory is an error
mkdir d
echo x > d
echo "status $?"
#### redir failed redirect skips command
echo hi > nodir/file
echo "status $?"
{ echo inner; } > nodir/file
echo "status $?"
#### redir failed redirect on special builtin in posix mode
set -o posix
: > nodir/file
echo "still running $?"
#### redir fd move with dash
exec 3>out3
exec 4>&3-
echo to four >&4
echo to three >&3
echo "status $?"
exec 4>&-
cat out3
#### redir here string to specific fd
cat 3<<< "three" <&3
read -u 4 v 4<<< "four"; echo $v
#### redir stdin dup in loop reads all lines
printf 'a\nb\n' > lf
while read -u 3 l; do echo "[$l]"; done 3< lf
#### redir append creates file
echo one >> ap
echo two >> ap
cat ap
#### redir less greater creates file without truncation
echo abcdef > rw
echo XY 1<> rw
cat rw
#### redir redirection before command word
> o1 echo hello
cat o1
2>/dev/null >o2 echo world
cat o2
#### redir on compound commands
if true; then echo in if; fi > c1
for i in 1 2; do echo $i; done > c2
while false; do :; done > c3
case x in x) echo case;; esac > c4
cat c1 c2 c4
[ -f c3 ] && echo c3
