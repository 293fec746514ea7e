#### alias and unalias invalid option
alias -x foo=barz
echo $?
unalias -x fooaha
echo $?
#### alias and unalias of unknown names
alias hoowah
echo $?
unalias hoowah
echo $?
#### for loop with a numeric variable name
for 1 in a b c; do echo $1; done
echo $?
#### redefining a readonly function
func() { echo func; }
readonly -f func
declare -Fr
func() { echo bar; }
echo $?
func
#### unset invalid option and readonly function
func() { echo func; }
readonly -f func
unset -x func
echo $?
unset -f func
echo $?
#### declare +r on a readonly function
func() { echo func; }
readonly -f func
declare -fr func
declare -f +r func
echo $?
#### declare -f with -a or -i
a() { echo a; }
declare -f -a a
echo $?
declare -f -i b c
echo $?
#### unset readonly variable
XPATH=/bin
declare -r XPATH
unset -v XPATH
echo $?
#### unset of an invalid name
unset /bin/sh
echo $?
#### unset -f -v together
unset -f -v SHELL
echo $?
#### declare invalid option and invalid names
declare -z
echo $?
declare -- -z
echo $?
declare /bin/sh
echo $?
#### declare -f cannot make functions
declare -f func='() { echo "this is func"; }'
echo $?
#### exec invalid option
exec -i /bin/sh
echo $?
#### export -f of a variable
XPATH=/bin
export -f XPATH
echo $?
#### break and continue outside a loop
break
echo $?
continue
echo $?
#### shift with bad arguments
shift label
echo $?
set -- a b c
shift $# label
echo $?
shift $#
echo $# $?
#### let without arguments
let
echo $?
#### local outside a function
local
echo $?
local x=1
echo $?
#### logout in a non-login shell
logout
echo $?
#### hash of a missing command and bad option
hash notthere
echo $?
hash -v
echo $?
#### hash when hashing is disabled
set +o hashall
hash -p /bin/echo myecho
echo $?
#### export and readonly of subscripted names
export AA[4]
echo $?
readonly AA[4]
echo $?
#### unset of a negative index out of range
declare -a AA
unset AA[-2]
echo $?
#### compound assignment to readonly array
declare -a AA
declare -r AA
AA=( one two three )
echo $?
echo after
#### readonly -n then compound assignment
readonly -n AA
AA=(one two three)
echo $?
#### shift_verbose reports out of range
shopt -s shift_verbose
shift $(( $# + 5 ))
echo $?
shift -2
echo $?
#### shift out of range is silent without shift_verbose
shift 5
echo $?
#### shopt with unknown option
shopt -s no_such_option
echo $?
shopt no_such_option
echo $?
#### umask bad octal and bad symbolic modes
umask 09
echo $?
umask -S u=rwx:g=rwx:o=rx >/dev/null
echo $?
umask -S u:rwx,g:rwx,o:rx >/dev/null
echo $?
#### umask invalid option
umask -i
echo $?
#### umask errors leave the mask unchanged
umask 022
umask g=u
echo $?
umask
#### assignment to readonly before a builtin
VAR=4
readonly VAR
VAR=7 :
echo $?
echo $VAR
#### declare of a readonly variable
VAR=4
readonly VAR
declare VAR=88
echo $?
declare +r VAR
echo $? $VAR
#### declare -p of an unset name
declare -p unset
echo $?
#### for loop with readonly variable
VAR=4
readonly VAR
for VAR in 1 2 3 ; do echo $VAR; done
echo $?
#### syntax errors inside comsub in -c
bash -c ': $( for z in 1 2 3; do )' comsub
bash -c ': $( for z in 1 2 3; done )' comsub
