#### bad arithmetic in string
x='1 +'
echo $((x))
echo after
#### array subscript on string var
s=abc
echo "${s[0]} ${s[1]-none}"
#### word splitting of unquoted empty
e=''
set -- $e
echo $#
#### errexit ignored in function called from if
set -e
f() { false; echo continued; }
if f; then echo yes; fi
#### errexit in command substitution default
set -e
echo "$(false; echo sub-continued)"
echo after
#### local assignment masks exit status
f() { local x=$(false); echo $?; }
f
#### declare assignment masks exit status
declare y=$(exit 3)
echo $?
#### plain assignment keeps exit status
z=$(exit 3)
echo $?
#### nullglob off leaves pattern
echo *.nomatch
#### unset variable in arithmetic is zero
echo $(( unsetvar + 2 ))
#### string as number in arithmetic refers to var
a=b; b=7
echo $(( a + 1 ))
#### arithmetic recursion limit
a=a
echo $(( a )) 2>&1 | head -1
echo done
#### compound assignment to scalar
s=x
s+=(y)
declare -p s
#### integer overflow wraps
echo $(( 9223372036854775807 + 1 ))
#### division by zero
echo $(( 1 / 0 ))
echo status=$?
#### command not found status
nosuch_cmd_xyz
echo status=$?
#### shopt -s nounset via set -u and arrays
set -u
a=()
echo "${a[@]-empty}"
#### set -o pipefail with errexit
set -eo pipefail
false | true
echo not reached
#### failed redirection status
echo x > /nonexistent/dir/file
echo status=$?
#### cd to nonexistent status
cd /nonexistent-dir-xyz
echo status=$?
#### for loop over unset array
for x in "${nosuch[@]}"; do echo "got $x"; done
echo done
#### errexit inside trap handler
set -e
trap 'false; echo in-trap' USR1
kill -USR1 $$
echo after
#### errexit with command builtin
set -e
command false
echo not reached
#### errexit in sourced file
echo 'false; echo in-source' > s.sh
set -e
. ./s.sh
echo not reached
#### errexit in source used as condition
echo 'false; echo in-source' > s.sh
set -e
if . ./s.sh; then echo ok; fi
#### errexit lastpipe
set -e
shopt -s lastpipe
echo x | false
echo not reached
#### errexit with time
set -e
{ time false; } 2>/dev/null
echo not reached
#### errexit in process substitution
set -e
cat <(false; echo ps-continues)
echo reached
#### errexit return status in function with set +e inside
set -e
f() { set +e; false; echo "in f $?"; set -e; }
f
echo reached
#### errexit compound command negated
set -e
! { false; }
echo reached
#### errexit for loop last iteration fails
set -e
for i in 1 2; do [ $i = 1 ]; done
echo not reached
#### errexit case no match is success
set -e
case x in y) ;; esac
echo reached
#### errexit with coproc-free background
set -e
false &
wait $!
echo not reached
#### errexit exit status number
bash -c 'set -e; (exit 7); echo no'
echo "status=$?"
#### nounset with parameter length of positional
set -u
echo ${#1}
echo not reached
#### nounset with ${@:2}
set -u
set -- a
echo "[${@:2}]"
echo reached
#### nounset with indirect
set -u
name=nosuch
echo ${!name}
echo not reached
#### nounset in [[ -v ]]
set -u
[[ -v nosuch ]] || echo not-set
#### nounset with ${x+x}
set -u
echo "[${nosuch+set}]"
#### nounset in arithmetic assignment
set -u
(( nosuch2 = 1 ))
echo "$nosuch2"
#### nounset on $1 in function with no args
set -u
f() { echo "$1"; }
f
echo not reached
