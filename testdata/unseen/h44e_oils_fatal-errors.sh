#### unbound variable exits shell
set -u
echo $undefined_var
echo not reached
#### unbound in subshell does not exit parent
set -u
( echo $undefined_var ) 2>/dev/null
echo parent st=$?
#### unbound in command sub
set -u
x=$(echo $undef) 2>/dev/null
echo st=$?
#### arith error exits non-interactive shell
echo $(( 1 / 0 ))
echo not reached
#### arith error in dparen does not exit
(( 1 / 0 ))
echo st=$?
#### arith error in if condition
if (( 1 / 0 )); then echo t; else echo f; fi
echo next
#### bad substitution exits
echo ${x!}
echo not reached
#### bad substitution in function exits script
f() { echo ${a b}; echo in f; }
f
echo not reached
#### parameter null error exits
x=
echo ${x:?empty}
echo not reached
#### readonly assignment non-fatal in bash
readonly r=1
r=2
echo reached st=$?
#### readonly assignment prefix on command
readonly r=1
r=2 echo hi
echo reached st=$?
#### redirect failure non-fatal
echo hi > /nonexistent/dir/f
echo reached st=$?
#### redirect failure on special builtin posix
set -o posix
: > /nonexistent/dir/f
echo reached
#### command not found status
nonexistent_cmd_xyz 2>/dev/null
echo st=$?
#### exec nonexistent exits
exec nonexistent_cmd_xyz 2>/dev/null
echo not reached
#### exec nonexistent with execfail
shopt -s execfail
exec nonexistent_cmd_xyz 2>/dev/null
echo reached st=$?
#### errexit in function
set -e
f() { false; echo after false; }
f
echo not reached
#### errexit ignored in condition function
set -e
f() { false; echo after false; }
if f; then echo ok; fi
#### array index bad subscript
a=(1 2)
echo ${a[@]:x:}
echo after
#### negative subscript assignment
a=(1)
a[-2]=x 2>&1 | sed 's/.*line [0-9]*: //'
echo after
#### nested function error exits all
set -u
f() { g; echo in f; }
g() { echo $nope; echo in g; }
f
echo top
#### syntax error in eval continues
eval 'echo (' 2>/dev/null
echo st=$?
#### syntax error later in script stops
echo first
if then
echo never
#### fatal error exit status
bash -c 'echo ${x:?}' 2>/dev/null
echo st=$?
#### set -u message format
set -u
echo $nope 2>&1
#### unbound message with array element
set -u
a=(1)
echo ${a[3]}
echo not reached
#### unbound message for positional
set -u
echo $3
echo not reached
#### unbound for dollar at with index
set -u
echo ${@:2}
echo reached
#### bad substitution message unfiltered
x=1
echo ${x^^^}
echo not reached
#### arith syntax error message
echo $(( 1 + + ))
echo $(( 2 * ))
echo not reached
#### arith error message in let
let '1 +'
echo st=$?
#### arith error in array index
a=(1 2)
echo ${a[1+]}
echo not reached
#### bad array subscript message
a=(1)
echo ${a[-5]}
echo reached
#### invalid arithmetic base message
echo $(( 1#1 ))
echo not reached
#### value too great for base message
echo $(( 8#9 ))
echo not reached
#### division by zero message in dparen
(( x = 5 / 0 ))
echo st=$?
#### recursion level message
x=x
echo $(( x + 1 ))
echo after
#### readonly in for loop var
readonly i=1
for i in a b; do echo $i; done
echo after st=$?
#### readonly in read
readonly r=1
echo x | read r
echo st=$?
#### exit in trap exit
trap 'echo trapped; exit 3' EXIT
exit 1
#### error in EXIT trap keeps status
trap 'false' EXIT
exit 4
