#### set -u unbound variable message and status
set -u
echo "start"
echo "$undefined_var"
echo "not reached"
#### set -u unbound in function with line number
set -u
f() {
  local x=1
  echo "x=$x"
  echo "y=$y"
}
f
echo after
#### set -u positional parameter unbound
set -u
f() { echo "first=$1"; }
f a
f 2>&1
echo "status=$?"
#### set -u default expansions are safe
set -u
echo "[${UNSET:-default}]" "[${UNSET-}]" "[${UNSET:+alt}]"
: "${CONFIG_DIR:=/etc/app}"
echo "$CONFIG_DIR"
arr=()
echo "count=${#arr[@]}"
for x in "${arr[@]}"; do echo never; done
echo "[${arr[@]}]"
echo "[${arr[*]:-empty}]"
#### set -u empty array element and assoc missing key
set -u
arr=(a b)
echo "${arr[5]-none}"
( echo "${arr[5]}" ) 2>&1; echo st=$?
declare -A m=([k]=v)
( echo "${m[missing]}" ) 2>&1; echo st=$?
echo "${#arr[@]} ${arr[@]: -1}"
#### set -u with $@ and $# when no args
set -u
echo "n=$#"
echo "all=[$@]"
echo "star=[$*]"
( echo "$1" ) 2>&1; echo st=$?
#### set -u unbound in arithmetic
set -u
( echo $(( nope + 1 )) ) 2>&1; echo st=$?
( (( nope2 > 0 )) ) 2>&1; echo st=$?
n=3; echo $(( n * 2 ))
#### colon question mark error messages
f() { local name=${1:?usage: f NAME}; echo "hi $name"; }
f bob
( f ) 2>&1; echo st=$?
( : "${REQUIRED_VAR?must be set}" ) 2>&1; echo st=$?
( : "${EMPTY_VAR:?}" ) 2>&1; echo st=$?
EMPTY_VAR=""
( : "${EMPTY_VAR?}" ) 2>&1; echo st=$?
#### set -e stops at failing command
set -e
echo one
false
echo two
#### set -e not triggered in conditions
set -e
if false; then echo no; fi
false || echo "or-branch"
! true
echo "after negation"
while false; do :; done
false && echo no
echo "survived"
f() { false; echo "in f after false"; }
f || echo "f failed"
echo end
#### set -e function failure at end of function
set -e
check() { [[ $1 -gt 5 ]]; }
check 10 && echo big
check 1
echo unreachable
#### set -e with command substitution assignment
set -e
x=$(false)
echo "unreachable x"
#### set -e local masks command substitution failure
set -e
f() {
  local v=$(false)
  echo "local masked: v=[$v]"
  local w
  w=$(exit 3) || echo "caught $?"
  w=$(exit 4)
  echo "not here"
}
f
echo "nor here"
#### set -e in subshell exits subshell only
set -e
( false; echo inside ) || echo "subshell failed $?"
echo outside
#### inherit_errexit in command substitution
set -e
out=$(false; echo "printed without inherit")
echo "[$out]"
shopt -s inherit_errexit
out=$(false; echo "printed with inherit") || echo "failed st=$?"
echo "[$out]"
#### pipefail status
false | true; echo "no pipefail: $?"
set -o pipefail
false | true; echo "pipefail: $?"
(exit 3) | (exit 0) | (exit 5) | true; echo "rightmost nonzero: $?"
true | (exit 2) | true; echo "$? ${PIPESTATUS[*]}"
#### pipefail with set -e and grep no match
set -eo pipefail
printf 'a\nb\n' | grep -q b && echo found
count=$(printf 'a\nb\n' | grep -c zzz || true)
echo "count=$count"
printf 'a\n' | grep zzz | wc -l
echo unreachable
#### PIPESTATUS array after various pipelines
true | false | true
echo "${PIPESTATUS[@]}"
(exit 7)
echo "${PIPESTATUS[@]}"
! false | true
echo "st=$? ${PIPESTATUS[@]}"
echo x | { read -r v; exit 9; }
echo "${PIPESTATUS[@]}"
#### trap EXIT runs on normal exit and on error
set -e
cleanup() { echo "cleanup: status=$?"; }
trap cleanup EXIT
echo working
false
echo never
#### trap EXIT with explicit exit code
trap 'echo "exiting with $?"' EXIT
f() { return 4; }
f || exit 42
#### trap ERR reports line and command
trap 'echo "ERR at line $LINENO: $BASH_COMMAND (status $?)"' ERR
echo start
false
ls /nonexistent-dir-zz >/dev/null 2>&1
x=$(exit 3)
echo end
#### trap ERR not inherited by functions without errtrace
trap 'echo "ERR trapped: $BASH_COMMAND"' ERR
f() { false; echo "f continues"; }
f
set -o errtrace
g() { false; echo "g continues"; }
g
#### trap ERR with set -e and exit status
set -eE
on_err() { local s=$?; echo "error $s at line $1" >&2; }
trap 'on_err $LINENO' ERR
step() { echo "step $1"; [[ $1 != 2 ]]; }
step 1
step 2
step 3
#### error handler with FUNCNAME BASH_LINENO stack
set -E
trap 'err_report' ERR
err_report() {
  local i
  echo "error in ${FUNCNAME[1]}"
  for ((i=1; i<${#FUNCNAME[@]}; i++)); do
    echo "  at ${FUNCNAME[i]} line ${BASH_LINENO[i-1]}"
  done
}
inner() { false; }
outer() { inner; }
outer
echo done
#### caller builtin in functions
f() { caller; caller 0; }
g() { f; }
g
caller; echo "top st=$?"
#### readonly assignment errors
readonly PI=3.14
PI=3 2>&1
echo "st=$?"
echo "$PI"
readonly -a RA=(1 2)
RA[0]=5 2>&1; echo "st=$?"
RA+=(3) 2>&1; echo "st=$?"
unset PI 2>&1; echo "st=$?"
f() { local PI=1; }
f 2>&1; echo "st=$?"
#### readonly in script with set -e stops
set -e
readonly X=1
X=2
echo "not printed"
#### declare -r and readonly -p
declare -r A=1
readonly B=two
readonly -p | grep -E '^declare -r (A|B)='
declare -p A B
#### bad array subscript errors
arr=(a b c)
echo "${arr[-1]} ${arr[-3]}"
echo "${arr[-4]}" 2>&1; echo "st=$?"
arr[-4]=x 2>&1; echo "st=$?"
unset 'arr[-5]' 2>&1; echo "st=$?"
declare -p arr
#### negative index assignment and unset
arr=(a b c d)
arr[-1]=D
unset 'arr[-2]'
declare -p arr
arr[-1]+=!
echo "${arr[@]}"
#### arithmetic errors messages
echo $(( 1 / 0 )) 2>&1
echo "st=$?"
( echo $(( 5 % 0 )) ) 2>&1
( (( x = 1 + )) ) 2>&1; echo "st=$?"
( echo $(( 2 ** -1 )) ) 2>&1
( let "a = 09" ) 2>&1; echo "st=$?"
echo $(( 0x1F + 010 + 2#101 ))
#### test builtin errors a script hits
n="abc"
[ "$n" -gt 5 ] 2>&1; echo "st=$?"
[ 1 2 3 ] 2>&1; echo "st=$?"
v=""
[ $v = x ] 2>&1; echo "st=$?"
[[ $n -gt 5 ]] 2>&1; echo "st=$?"
[[ 1a -eq 1 ]] 2>&1; echo "st=$?"
#### command not found and exit 127 126
nonexistent_cmd_zz 2>&1; echo "st=$?"
printf 'echo hi\n' > noexec.sh
./noexec.sh 2>&1; echo "st=$?"
chmod +x noexec.sh; ./noexec.sh; echo "st=$?"
#### set -e with arithmetic zero result
set -e
i=0
(( i++ )) || true
echo "i=$i"
(( i++ ))
echo "i=$i"
let "i = i - 2" || echo "let returned $?"
(( i-- ))
echo "unreachable $i"
#### set -euo pipefail script template
#!/usr/bin/env bash
set -euo pipefail
IFS=$'\n\t'
readonly SCRIPT_NAME="demo"
main() {
  local input=${1:-}
  if [[ -z $input ]]; then
    echo "$SCRIPT_NAME: missing input" >&2
    return 2
  fi
  echo "processing $input"
}
main "alpha"
main || echo "main failed with $?"
main
echo never
#### shift errors and counts
set -- a b c
shift 2; echo "$# $*"
shift 5; echo "st=$? $#"
shift -1 2>&1; echo "st=$?"
shift x 2>&1; echo "st=$?"
#### return outside function and bad exit values
return 2>&1; echo "st=$?"
f() { return 300; }; f; echo "st=$?"
g() { return -1; }; g; echo "st=$?"
( exit 257 ); echo "st=$?"
h() { return abc; }; h 2>&1; echo "st=$?"
#### local outside function error
local x=1 2>&1; echo "st=$?"
#### set -e and failing command in && list last
set -e
f() { true && false; }
f || echo "f returned $?"
true && false
echo "this does not print"
#### ERR trap and EXIT trap ordering with set -e
set -e
trap 'echo "EXIT trap"' EXIT
trap 'echo "ERR trap $?"' ERR
echo begin
(exit 5)
echo unreachable
#### trap -p listing and reset
trap 'echo bye' EXIT
trap 'echo int' INT
trap -p
trap - INT
trap -p INT; echo "st=$?"
trap -p EXIT
trap - EXIT
#### exit in subshell trap
( trap 'echo "sub exit $?"' EXIT; exit 3 ); echo "parent sees $?"
x=$( trap 'echo in-trap' EXIT; echo body )
echo "[$x]"
#### errexit ignored in function called in condition
set -e
f() {
  false
  echo "f continued despite false"
  return 0
}
if f; then echo "f ok"; fi
f
echo "end not reached?"
#### unset variable vs empty with -v and -z
unset a; b=""
[[ -v a ]] && echo a-set || echo a-unset
[[ -v b ]] && echo b-set || echo b-unset
[[ -z ${a-} ]] && echo a-empty
declare -p a 2>&1; echo "st=$?"
declare -p b
#### nounset with declare without value
set -u
declare x
echo "${x-unset-but-declared}"
( echo "$x" ) 2>&1; echo "st=$?"
declare -a arr
( echo "${arr[0]}" ) 2>&1; echo "st=$?"
echo "n=${#arr[@]}"
