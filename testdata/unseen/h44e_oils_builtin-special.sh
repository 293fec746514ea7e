#### special builtin assignment prefix persists
x=1 : 
echo $x
#### regular builtin assignment prefix does not persist
unset y
y=1 true
echo "[${y-unset}]"
#### assignment before export persists
z=1 export W=2
echo $z $W
#### special builtin error exits in posix mode
set -o posix
readonly r=1
r=2 :
echo not reached
#### special builtin error does not exit in bash mode
readonly r=1
r=2 :
echo reached $?
#### shift error in posix mode
set -o posix
set -- a
shift 5
echo st=$?
#### set bad option exits status
set -Z 2>/dev/null
echo st=$?
#### eval syntax error status
eval 'if' 2>/dev/null
echo st=$?
#### dot nonexistent file
. ./nonexistent 2>/dev/null
echo st=$?
#### dot nonexistent file posix exits
set -o posix
. ./nonexistent 2>/dev/null
echo st=$?
#### function named like special builtin
eval 'break() { echo mine; }' 2>&1 | sed 's/.*line [0-9]*: //'
echo st=$?
#### function named like special builtin posix
set -o posix
eval 'export() { echo mine; }' 2>&1 | sed 's/.*line [0-9]*: //'
echo done
#### command removes special property
readonly r=1
command eval 'r=2' 2>/dev/null
echo still here
#### unset function vs var
f() { echo fn; }
f=var
unset f
echo "[${f-gone}]"
f
#### unset -f
f() { echo fn; }
unset -f f
f 2>/dev/null
echo st=$?
#### unset -v on function name
f() { echo fn; }
unset -v f
f
#### unset readonly
readonly r=1
unset r
echo st=$? $r
#### exit with no arg uses last status
(false; exit); echo $?
#### exit out of range
(exit 256); echo $?
(exit -1); echo $?
#### return outside function
return 2>&1 | sed 's/.*line [0-9]*: //'
echo st=${PIPESTATUS[0]}
#### break outside loop
break 2>&1 | sed 's/.*line [0-9]*: //'
echo after
#### break with zero
for i in 1 2; do break 0; done 2>&1 | sed 's/.*line [0-9]*: //'
#### continue n larger than depth
for i in 1 2; do for j in a b; do echo $i$j; continue 5; done; done
#### colon with args and redirect
: > created
[ -f created ] && echo yes
#### times output format
times | wc -l
#### trap listing
trap 'echo hi' USR1
trap -p USR1
#### export with invalid name
export 'a-b=1'
echo st=$?
#### readonly with invalid name
readonly '1x=1'
echo st=$?
#### assignment prefix to dot
echo 'echo $V' > s.sh
V=inner . ./s.sh
echo "[${V-unset}]"
#### eval with syntax error message
eval 'echo ('
echo st=$?
#### dot with arguments
echo 'echo $# $1' > s.sh
. ./s.sh a b
echo $#
#### dot without args message
.
echo st=$?
#### source nonexistent message
source ./nope.sh
echo st=$?
#### shift bad arg message
shift x
echo st=$?
#### shift too many silent
set -- a
shift 2
echo st=$? $#
#### shift_verbose
shopt -s shift_verbose
set -- a
shift 2
echo st=$?
#### exit bad arg
(exit x)
echo st=$?
#### return bad arg
f() { return x; }
f
echo st=$?
#### break non numeric
for i in 1; do break x; done
echo st=$?
#### continue zero
for i in 1; do continue 0; done
echo st=$?
#### set -- with readonly positional ok
set -- a b
echo $#
#### export -f function
f() { echo exported; }
export -f f
bash -c f
#### readonly -f
f() { :; }
readonly -f f
f() { echo redefined; }
echo st=$?
