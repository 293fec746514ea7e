#### strict mode with EXIT trap and failing command
set -euo pipefail
cleanup() { echo "cleanup (status $?)"; }
trap cleanup EXIT
echo "step 1"
false
echo "never"
#### ERR trap reports line number
set -eE
trap 'echo "error on line $LINENO: $BASH_COMMAND" >&2' ERR
step() { echo "running $1"; }
step one
ls /nonexistent_dir_h45e >/dev/null 2>&1
step two
#### unset variable under set -u
set -u
greet() { echo "hello ${1:-world}"; }
greet
greet bob
echo "value: $UNDEFINED_VAR_X"
echo "after"
#### var :? message error
deploy() {
  local env=${1:?usage: deploy ENV}
  echo "deploying to $env"
}
deploy prod
deploy
echo "unreached"
#### pipefail changes pipeline status
false | true
echo "without pipefail: $?"
set -o pipefail
false | true
echo "with pipefail: $?"
true | (exit 3) | true
echo "mid: $?"
#### or true keeps errexit script going
set -e
grep -q needle /dev/null || true
count=$(grep -c x /dev/null || true)
echo "count=$count"
rm nosuch_file 2>/dev/null || echo "rm failed, continuing"
if ! grep -q x /dev/null; then echo "not found, handled"; fi
echo end
#### function returning status used in if
is_even() { (( $1 % 2 == 0 )); }
for n in 1 2 3 4; do
  if is_even "$n"; then echo "$n even"; else echo "$n odd"; fi
done
check() { [[ -n $1 ]] || return 3; echo "got $1"; }
check "" ; echo "rc=$?"
check val ; echo "rc=$?"
#### set -e does not trigger inside condition contexts
set -e
f() { false; echo "f continues"; }
if f; then echo "f ok"; fi
f && echo "and ok"
! f
echo "still alive"
f
echo "not reached"
#### trap on EXIT after error in subshell
set -e
trap 'echo "exit trap: $?"' EXIT
( echo "in subshell"; exit 4 )
echo "not reached"
#### errexit in command substitution
set -e
x=$(echo start; false; echo more)
echo "x=$x"
#### local variable status masking
set -e
f() {
  local out=$(false)
  echo "local masks: ok"
  local out2
  out2=$(false)
  echo "not reached"
}
f
#### die helper with exit codes
die() { local code=$1; shift; printf 'fatal: %s\n' "$*" >&2; exit "$code"; }
need_file() { [[ -f $1 ]] || die 2 "missing file: $1"; }
touch present.txt
need_file present.txt && echo "present ok"
need_file absent.txt
echo never
#### trap multiple signals and cleanup temp dir
set -euo pipefail
workdir=$(mktemp -d)
trap 'rm -rf "$workdir"; echo "removed workdir"' EXIT
echo data > "$workdir/file"
[[ -f $workdir/file ]] && echo "wrote file"
n=$(find "$workdir" -type f | wc -l)
echo "files: $n"
#### nounset with arrays and defaults
set -u
arr=()
echo "len=${#arr[@]}"
echo "items: ${arr[@]+"${arr[@]}"}"
declare -A m=()
echo "m has ${#m[@]}"
echo "${m[missing]:-none}"
echo "${arr[0]}"
echo after
#### ERR trap inherited by functions with errtrace
set -o errtrace
trap 'echo "ERR at line $LINENO (status $?)"' ERR
inner() { return 7; }
outer() { inner; echo "after inner"; }
outer
false
echo done
#### return status of last command in function
f() { grep -q pattern <<< "no match here"; }
f; echo "f=$?"
g() { f || return 9; }
g; echo "g=$?"
h() { return; }
false; h; echo "h=$?"
