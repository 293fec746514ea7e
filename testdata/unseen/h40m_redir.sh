#### redir varname open write close
exec {fd}>out; echo one >&$fd; echo two >&$fd; exec {fd}>&-; cat out
#### redir varname fd number at least 10
exec {fd}>out; (( fd >= 10 )) && echo big; exec {fd}>&-
#### redir varname two distinct fds
exec {a}>x {b}>y; [[ $a != "$b" ]] && echo distinct; echo A >&$a; echo B >&$b; exec {a}>&- {b}>&-; cat x y
#### redir varname read
printf 'l1\nl2\n' > in; exec {r}<in; read -u $r x; read -u $r y; exec {r}<&-; echo "$x $y"
#### redir varname on command keeps fd open
: {fd}>out; echo later >&$fd; cat out
#### redir varname readonly var error
readonly fd=5; exec {fd}>out; echo st=$?
#### redir varname invalid name
exec {1x}>out; echo st=$?
#### redir varname close with unset var
exec {nofd}>&-; echo st=$?
#### redir varname close with bad value
v=abc; exec {v}>&-; echo st=$?
#### redir varname dup
exec {d}>&1; echo via >&$d; exec {d}>&-
#### redir varname append
echo a > out; exec {fd}>>out; echo b >&$fd; exec {fd}>&-; cat out
#### redir varname read write
echo abc > f; exec {fd}<>f; read -n 1 c <&$fd; echo "$c"; exec {fd}>&-
#### redir clobber greater pipe
set -C; echo a > f; echo b >| f; cat f
#### redir noclobber error message
set -C; echo a > f; echo b > f; echo st=$?; cat f
#### redir noclobber append allowed
set -C; echo a > f; echo b >> f; cat f
#### redir noclobber dev null allowed
set -C; echo a > /dev/null; echo st=$?
#### redir noclobber ampersand greater
set -C; echo a > f; echo b &> f; echo st=$?
#### redir noclobber read write allowed
set -C; echo a > f; echo b 1<> f; cat f
#### redir noclobber off again
set -C; echo a > f; set +C; echo b > f; cat f
#### redir noclobber in subshell inherited
set -C; echo a > f; ( echo b > f ); echo st=$?
#### redir read write creates file
: <> newf; ls newf
#### redir read write does not truncate
echo abcdef > f; echo XY 1<> f; cat f
#### redir read write on fd 3
echo hello > f; exec 3<>f; read -r w <&3; echo "$w"; echo more >&3; exec 3>&-; cat f
#### redir amp greater append both
{ echo out; echo err >&2; } &>> f; { echo o2; echo e2 >&2; } &>> f; cat f
#### redir amp greater truncates
echo old > f; { echo out; echo err >&2; } &> f; cat f
#### redir greater amp word form
{ echo out; echo err >&2; } >& f; cat f
#### redir greater amp number form not file
{ echo out; echo err >&2; } >&1 2>/dev/null
#### redir move fd n>&m-
exec 3>f; exec 4>&3-; echo moved >&4; echo st3 >&3; echo st=$?; exec 4>&-; cat f
#### redir move input fd
echo data > f; exec 3<f; exec 5<&3-; read x <&5; echo "$x"; read y <&3; echo st=$?
#### redir move fd on one command
echo hi > f; exec 3<f; cat <&3-; read z <&3; echo st=$?
#### redir dash close stdout
echo gone >&-; echo st=$?
#### redir close stdin for cat
cat <&-; echo st=$?
#### redir dup bad fd
echo x >&7; echo st=$?
#### redir dup input bad fd
read v <&8; echo st=$?
#### redir dup not a number
echo x >&abc; echo st=$?
#### redir dup fd too big
echo x >&99999999999; echo st=$?
#### redir heredoc dash strips tabs
cat <<-END
	a
		b
	END
#### redir heredoc dash keeps spaces
cat <<-END
  spaced
	END
#### redir heredoc dash delimiter with tabs
cat <<-'X'
	$v
		X
echo after
#### redir heredoc quoted no expansion
v=1; cat <<'E'
$v $(echo x) \t
E
#### redir heredoc partially quoted delimiter
v=1; cat <<E"N"D
$v
END
#### redir heredoc backslash newline joined
cat <<E
a\
b
E
#### redir heredoc backslash dollar
v=1; cat <<E
\$v \\ \x
E
#### redir heredoc two on one line
cat <<A; cat <<B
one
A
two
B
#### redir heredoc to fd 3
cat <&3 3<<E
on3
E
#### redir heredoc missing delimiter warning
cat <<E
body
#### redir heredoc in function definition
f() { cat; } <<E
fromdef
E
f
#### redir heredoc in comsub
x=$(cat <<E
in sub
E
); echo "$x"
#### redir herestring adds newline
cat <<< 'abc' | od -c | head -1
#### redir herestring with IFS split read
IFS=: read a b c <<< 'x:y:z w'; echo "$a|$b|$c"
#### redir herestring unquoted no split
v='a   b'; cat <<< $v
#### redir herestring glob not expanded
touch aa; cat <<< a*
#### redir herestring array at
a=(1 2 3); cat <<< "${a[@]}"
#### redir herestring IFS star join
a=(1 2 3); IFS=-; cat <<< "${a[*]}"; cat <<< ${a[*]}
#### redir herestring tilde
HOME=/h; cat <<< ~/x
#### redir herestring empty
cat <<< ''| od -c | head -1
#### redir herestring read -d
read -d , x <<< 'p,q'; echo "$x"
#### redir input missing file message
cat < nofile; echo st=$?
#### redir output to directory message
mkdir d; echo x > d; echo st=$?
#### redir output into missing dir
echo x > nod/f; echo st=$?
#### redir ambiguous redirect
f='a b'; echo x > $f; echo st=$?
#### redir ambiguous redirect glob two
touch a1 a2; echo x > a*; echo st=$?
#### redir glob single match used
touch only1; echo x > only*; cat only1
#### redir empty filename
v=; echo x > $v; echo st=$?
#### redir empty quoted filename
echo x > ""; echo st=$?
#### redir error on special builtin in posix mode exits
set -o posix; : < nofile; echo after
#### redir error on special builtin non posix
: < nofile; echo after st=$?
#### redir error on regular builtin
echo x < nofile; echo after st=$?
#### redir error on compound brace
{ echo in; } < nofile; echo st=$?
#### redir error on while loop
while false; do :; done < nofile; echo st=$?
#### redir error on function call
f() { echo body; }; f < nofile; echo st=$?
#### redir on function definition applied each call
f() { echo x; } > out; f; f; cat out
#### redir on function definition append
f() { echo x; } >> out; f; f; cat out
#### redir on function definition variable expanded at call
f() { echo x; } > "$name"; name=one; f; name=two; f; cat one two
#### redir on function definition shown by declare -f
f() { echo x; } 2>/dev/null; declare -f f
#### redir on if statement
if true; then echo a; echo b >&2; fi > out 2>&1; cat out
#### redir on for loop
for i in 1 2; do echo $i; done > out; cat out
#### redir on case
case x in x) echo matched;; esac > out; cat out
#### redir on subshell
( echo sub; echo e >&2 ) 2> err > out; cat out err
#### redir on arithmetic command
(( 1 )) > out; echo st=$?; cat out
#### redir on cond command
[[ a == a ]] > out; echo st=$?
#### redir order matters
{ echo err >&2; } 2>&1 > /dev/null
#### redir order reversed
{ echo err >&2; } > /dev/null 2>&1; echo none
#### redir stdout to stderr then pipe
{ echo x >&2; } 2>&1 | tr x y
#### redir exec persists
exec 4>&1; exec > out; echo hidden; exec >&4 4>&-; cat out
#### redir exec save and restore stdout
exec 3>&1 > out; echo inside; exec 1>&3 3>&-; echo back; cat out
#### redir exec fd 3 in subshell inherited
exec 3> out; ( echo sub >&3 ); exec 3>&-; cat out
#### redir numbers before word
echo x 2>err >out; cat out; echo 1>&2 err 2>/dev/null
#### redir digits in word not fd
echo a 12>out; cat out
#### redir digit with space is arg
echo 2 >out; cat out
#### redir dev stdout stderr
echo o > /dev/stdout; echo e > /dev/stderr
#### redir dev fd dup
exec 3>out; echo via > /dev/fd/3; exec 3>&-; cat out
#### redir dev stdin
echo in | cat /dev/stdin
#### redir multiple outputs last wins
echo x > a > b; cat a b; echo "[$(cat a)]"
#### redir input and output same file truncates
echo abc > f; cat < f > f; echo "[$(cat f)]"
#### redir here string to while
while read l; do echo "<$l>"; done <<< $'a\nb'
#### redir heredoc with pipe after
cat <<E | tr a b
aaa
E
#### redir heredoc with and list after
cat <<E && echo done
x
E
#### redir heredoc expanding arithmetic
x=abc; cat <<E
$((2*3)) ${#x} $(echo c)
E
#### redir heredoc quoted delimiter with dash and tabs
cat <<-"E"
	$x	t
	E
#### redir tilde in filename
HOME=$PWD; echo t > ~/tf; cat tf
#### redir brace expansion in filename ambiguous
echo x > {a,b}; echo st=$?
#### redir parameter with spaces quoted
f='a b'; echo x > "$f"; cat "a b"
#### redir noclobber with varname
set -C; echo a > f; exec {fd}>f; echo st=$?
#### redir close then use fd 1 in pipeline
{ echo a; echo b >&2; } 2>&1 1>&- | cat
#### redir read from closed fd message
exec 3<&-; cat <&3; echo st=$?
#### redir builtin read from directory
mkdir d; read x < d; echo st=$?
#### redir append creates
echo a >> nf; echo b >> nf; cat nf
#### redir 2 to 1 then exec
exec 2>&1; ls nosuch; echo st=$?
#### redir stderr of comsub
x=$(echo out; echo err >&2) 2>/dev/null; echo "[$x]"
#### redir assignment only redir runs
x=1 > f; ls f; echo "$x"
#### redir alone creates file
> only; ls only
#### redir alone input missing
< missing; echo st=$?
#### redir time applies to pipeline not time
{ time true; } 2>/dev/null; echo ok
#### redir fd 1 closed write error
echo hi >&-; echo st=$?; printf x >&-; echo st=$?
#### redir in loop body each iteration
for i in 1 2 3; do echo $i > f; done; cat f
#### redir compound into pipe with stderr
{ echo o; echo e >&2; } |& sort
#### redir pipe ampersand on function
f() { echo o; echo e >&2; }; f |& cat
#### redir set -C and >> on missing file
set -C; echo x >> newf; cat newf
#### redir less greater on fd 0 default
echo hi > f; cat <> f
