#### unset var with set -u is fatal
set -u
echo $nosuch
echo not reached
#### set -u fatal in function ends script
set -u
f() { echo $nosuch; echo in-f; }
f
echo not reached
#### ${x?} fatal in script
echo ${x?oops}
echo not reached
#### ${x?} in subshell only ends subshell
( echo ${x?oops} )
echo "status=$?"
#### bad substitution is fatal
echo ${x!@#}
echo not reached
#### bad substitution in function
f() { echo ${a:b:c:d}; echo in-f; }
f
echo "status=$?"
#### arithmetic syntax error ends command
echo $(( 1 + ))
echo "reached status=$?"
#### arithmetic error in if condition
if (( 1 + )); then echo yes; fi
echo "status=$?"
#### readonly assignment non-fatal in bash mode
readonly r=1
r=2
echo "status=$?"
#### readonly assignment in posix mode is fatal
set -o posix
readonly r=1
r=2
echo not reached
#### divide by zero in $(( )) statement
x=$(( 5 / 0 ))
echo "reached status=$?"
#### divide by zero in let
let 'x = 5 / 0'
echo "status=$?"
#### exit in command substitution
x=$(exit 5)
echo "status=$?"
#### syntax error in eval
eval 'if'
echo "status=$?"
#### syntax error in eval does not end script
eval 'echo (('
echo after
#### error in trap not fatal
trap 'nosuch_cmd_xyz 2>/dev/null' EXIT
echo body
#### exit from a subshell does not exit parent
( exit 3 )
echo "status=$?"
#### bad array subscript
a=(1 2)
echo ${a[x y]}
echo "status=$?"
#### negative array subscript out of range
a=(1 2)
a[-5]=x
echo "status=$?"
#### shift error bash mode
shift 9
echo "status=$?"
#### source nonexistent is not fatal in bash
. ./nosuch-file
echo "status=$?"
#### invalid option to builtin not fatal
declare -Z
echo "status=$?"
#### set -e with subshell failure is fatal
set -e
(exit 4)
echo not reached
#### slice length with colons on set variable
a=hello
echo ${a:1:2:3}
echo "status=$?"
#### slice length with colons out of range offset
a=hello
echo "[${a:9:2:3}] [${a: -9:2:3}]"
echo "status=$?"
#### slice offset error on unset variable not evaluated
echo "[${nosuch:1+:2}]"
echo "status=$?"
#### fatal error in subshell with set -u
set -u
( echo $nosuch )
echo "status=$?"
#### fatal error in command substitution
set -u
x=$(echo $nosuch)
echo "status=$? [$x]"
#### fatal errors in pipelines
set -u
echo $nosuch | cat
echo "status=$?"
#### bad substitution inside double quotes
echo "${x y}"
echo not reached
#### bad substitution in eval continues
eval 'echo ${x y}'
echo "status=$?"
#### invalid arithmetic base
echo $(( 64#@@ + 0 ))
echo $(( 65#1 ))
echo "reached $?"
#### arithmetic error in array index assignment
a[1/0]=x
echo "status=$?"
#### arithmetic error in for loop header
for ((i=0; i<1/0; i++)); do :; done
echo "status=$?"
#### arithmetic error in let aborts line only
let 'a=1/0'; echo same-line
echo next-line
#### exit with code over 255
bash -c 'exit 256'
echo "status=$?"
bash -c 'exit -1'
echo "status=$?"
#### return with code over 255
f() { return 300; }
f
echo "status=$?"
#### return with bad arg
f() { return abc; }
f
echo "status=$?"
#### break with bad arg
for i in 1; do break abc; done
echo "status=$?"
#### special builtin error with command prefix in posix
set -o posix
command set -o nosuch
echo "reached $?"
