#### cd without HOME
( unset HOME ; cd ; echo $? )
#### cd to HOME that does not exist
( HOME=./xyz.bash ; cd ; echo $? )
#### cd - without OLDPWD
unset OLDPWD
cd -
echo $?
#### cd to a file
touch afile
cd afile
echo $?
#### cd - to a missing OLDPWD
OLDPWD=./cd-notthere
cd -
echo $?
#### dot and source without filename
.
echo $?
source
echo $?
#### dot with an invalid option
. -i /dev/tty
echo $?
#### set with an invalid option
set -q
echo $?
#### enable of non-builtins
enable sh bash
echo $?
#### shopt -s -u together
shopt -s -u checkhash
echo $?
#### read invalid timeout and invalid name
read -t var < /dev/null
echo $?
read /bin/sh < /dev/null
echo $?
#### read into a readonly variable
VAR=4
readonly VAR
read VAR < /dev/null
echo $?
#### readonly invalid option
readonly -x foo
echo $?
#### eval and command with invalid options
eval -i "echo hi"
echo $?
command -i "echo hi"
echo $?
#### arithmetic syntax error with a path
eval echo \$[/bin/sh + 0]
echo $?
eval echo '$((/bin/sh + 0))'
echo $?
#### trap with unknown signal and bad option
trap -p NOSIG
echo $?
trap -p -s NOSIG
echo $?
#### return outside a function
return 2
echo $?
#### break 0 and continue 0
for z in 1 2 3; do
	break 0
	echo $z
done
echo $?
for z in 1 2; do
	continue 0
	echo $z
done
#### builtin of a non-builtin
builtin bash
echo $?
#### bg and fg without job control
bg
echo $?
fg
echo $?
#### kill argument errors
kill -s
echo $?
kill -S
echo $?
kill -INT ''
echo $?
kill -INT
echo $?
#### set -o with unknown option name
set -o trackall
echo $?
#### arithmetic assignment to readonly
readonly xx=5
echo $((xx=5))
echo $?
#### dot with invalid option in a file
. -i /dev/tty
echo next
#### return with a negative status
f() { return -1; }
f
echo $?
f() { return -25; }
f
echo $?
#### shift and break with negative counts
set -- a b c
shift -4
echo $?
for f in 1 2 3; do
	break -1
done
echo $?
#### exit with a negative status
exit -25
#### bad substitution under set -e runs the exit trap
set -e
trap 'echo $?' EXIT
echo ${$NO_SUCH_VAR}
echo not reached
#### exec redirection failure is not fatal outside posix mode
exec 9<no_such_file || echo TEST
echo after
#### exec redirection failure is fatal in posix mode
set -o posix
exec 9<no_such_file || echo TEST
echo after
#### readonly assignment in a loop aborts the loop
var=foo
readonly var
for num in 1 2 3 4 5; do
	if [ $num -eq 3 ]; then
		var=bar
	fi
	echo $num
done
echo after readonly assignment
#### break with non-numeric argument
for f in 1 2 3 4 5
do
	break x
done
echo after loop $?
#### posix mode readonly assignment in a loop exits
set -o posix
var=foo
readonly var
for num in 1 2 3; do
	if [ $num -eq 2 ]; then var=bar; fi
	echo $num
done
echo not reached
#### set -u with arrays without element 0
array[1]=one
array[2]=two
set -u
( echo ${#array} )
( echo ${array} )
( echo ${array[7]} )
echo $?
#### set -u with unset positional parameters
set -u
set -- 1 2 3
( echo ${#7} )
( echo ${7} )
echo $?
#### bad substitutions in -c scripts stop the script
bash -c 'echo ${x!y} second
echo after 1: $?' 2>/dev/null
echo $?
bash -c 'echo ${#+} second
echo after 2: $?' 2>/dev/null
bash -c 'echo ${#foo%} second
echo after 3: $?' 2>/dev/null
#### blank subscripts evaluate to zero
b[0]=4 ; echo ${b[   ]}
echo array after 1: $?
typeset -A v ; v["0"]=one ; echo "[${v[   ]}]"
echo array after 2: $?
#### question mark expansion of unset and empty
bash -c 'echo ${uvar?}' ./errors6.sub
bash -c 'echo ${uvar:?}' ./errors6.sub
export uvar=
bash -c 'echo ${uvar?}' ./errors6.sub
bash -c 'echo ${uvar:?}' ./errors6.sub
#### bad substitution with a negative number name
echo "${-3:-${-3}}"
echo next
#### indirect expansion of invalid names
x=-3; echo ${!x}
echo after indir: $?
#### indirect expansion of unset and invalid values
foo=bar
echo ${!foo}
echo ${!foo:-unset}
echo ${!var:-unset}
echo ${!var+unset}
foo=invalid-ident
echo ${!foo}
echo ${!foo:-unset}
echo ${!foo+unset}
echo end
#### readonly with temp assignment before a command
readonly x=4
x=8 notthere
echo after no such command: $?
x=8 echo echo builtin
echo after non-special builtin: $?
#### readonly temp assignment before special builtin in subshell
readonly x=4
( x=8 : nosuchdir
echo after special builtin: $? )
echo $?
( x=8 $nocmd
echo after assignment error: $? )
echo $?
( x=8
echo after assignment statement error: $? )
echo $?
#### posix command prevents special builtin errors from exiting
set -o posix
readonly v
command eval '( ' || echo ok 1
command export v=foo || echo ok 2
command readonly v=foo || echo ok 3
command shift 12 || echo ok 4
command set -o notanoption || echo ok 6
#### command return outside a function
command return 16 || echo ok 5
#### conditional and arithmetic syntax errors
[[ ++ -gt 3 ]]
echo $?
(( -- ))
echo $?
#### arithmetic for with bad expressions
for (( -- ; ++; -- ))
do
	echo bogus
done
echo $?
#### return in -c outside a function
bash -c 'return ; echo after return' bash
echo $?
bash -o posix -c 'return ; echo after return' bash
echo $?
#### function named with bangs in posix mode
set -o posix
function !! () { echo bang; }
echo $?
set +o posix
#### many heredocs on one command
cat <<A <<B <<C
a
A
b
B
c
C
echo after
#### deep nesting of for loops
for x1 in ; do : ; for x2 in ; do : ; for x3 in ; do :
done; done; done
echo ok
#### function named with equals sign
function foo=bar
{
	echo equals-1
}
export -f 'foo=bar'
echo status: $?
foo\=bar
#### function named like a path
function /bin/echo
{
	echo bad echo
}
/bin/echo foo
