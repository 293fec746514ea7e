#### set -euo pipefail with trap ERR reporting line and command
set -Eeuo pipefail
trap 'echo "ERR at line $LINENO: $BASH_COMMAND (rc=$?)" >&2' ERR
trap 'echo "exit status $?" >&2' EXIT
mkdir -p work
cd work
echo "step 1"
printf 'a\nb\n' > list.txt
count=$(wc -l < list.txt)
echo "count $count"
grep -q zzz list.txt || echo "no zzz (handled)"
echo "step 2"
grep zzz list.txt | sort
echo "never printed"
#### pipefail makes a failing middle stage fail the pipeline
set -o pipefail
printf 'x\ny\n' | grep nothing | wc -l
echo "rc=$? ps=${PIPESTATUS[*]}"
set +o pipefail
printf 'x\ny\n' | grep nothing | wc -l
echo "rc=$? ps=${PIPESTATUS[*]}"
set -o pipefail
if ! printf 'a\n' | grep -q b; then echo "not found branch"; fi
false | true; echo "false|true rc=$?"
true | (exit 3) | true; echo "middle rc=$?"
#### set -e not triggered in conditions and && lists
set -e
check() { return 1; }
if check; then echo yes; else echo "if else ok"; fi
check || echo "or ok"
check && echo never
echo "after and-list (rc=$?)"
! check
echo "after negation"
while check; do :; done
echo "after while"
x=$(false; echo still-runs)
echo "subst: $x"
check
echo "not reached"
#### trap EXIT cleanup of temp dir even on failure
set -euo pipefail
tmpdir=$(mktemp -d -p .)
trap 'rm -rf "$tmpdir"; echo "removed tmp: $([[ -e $tmpdir ]] && echo no || echo yes)"' EXIT
echo data > "$tmpdir/file"
ls "$tmpdir"
process() {
  local f=$1
  [[ -s $f ]] || return 1
  tr a-z A-Z < "$f"
}
process "$tmpdir/file"
process "$tmpdir/missing"
echo "unreachable"
#### unbound variable midway under set -u
set -u
name=app
echo "deploying $name"
version=${VERSION:-dev}
echo "version $version"
echo "${OPTIONAL-}[empty ok]"
arr=()
echo "array size ${#arr[@]}"
echo "build dir: $BUILD_DIR"
echo "not reached"
#### unbound variable inside function reports and stops
set -u
f() {
  local a=1
  echo "a=$a"
  echo "b=$b"
  echo "after"
}
f
echo "top after f: rc=$?"
#### set -u with empty arrays and defaulting
set -u
list=()
for x in "${list[@]}"; do echo "item $x"; done
echo "loop done"
echo "count ${#list[@]}"
echo "star: '${list[*]}'"
declare -A m=()
echo "keys: ${!m[*]}"
echo "${list[0]:-no first}"
echo "${list[0]}"
echo unreachable
#### trap ERR with functions needs errtrace
trap 'echo "ERR trap: $BASH_COMMAND"' ERR
inner() { false; echo "inner continues"; }
inner
set -E
inner2() { false; echo "inner2 continues"; }
inner2
echo done
#### exit codes from subshells and command substitution
( exit 42 ); echo "subshell rc=$?"
v=$(exit 7); echo "cmdsub rc=$?"
v=$(echo out; exit 5) && echo "no" || echo "cmdsub failed rc=$? v=$v"
local_rc() { local v; v=$(exit 9); echo "local then assign rc=$?"; local w=$(exit 9); echo "local combined rc=$?"; }
local_rc
bash -c 'exit 300'; echo "wrapped rc=$?"
bash -c 'kill -s TERM $$'; echo "signal rc=$?"
#### error handler function with context and custom exit
die() { echo "fatal: $*" >&2; exit "${EXIT_CODE:-1}"; }
warn() { echo "warning: $*" >&2; }
require() { command -v "$1" >/dev/null 2>&1 || die "missing command: $1"; }
require sort
require awk
warn "low disk (simulated)"
[[ -f config.yml ]] || warn "no config, using defaults"
EXIT_CODE=3
require definitely-not-installed-h40r
echo unreachable
#### set -e inside function called in if does not abort
set -e
step() { echo "step $1 start"; false; echo "step $1 end (set -e ignored in condition)"; }
if step A; then echo "A ok"; fi
step B || echo "B failed"
step C
echo unreachable
#### pipeline failure captured with PIPESTATUS array
printf 'b\na\nc\n' | sort | grep -v zz | head -n 5
status=("${PIPESTATUS[@]}")
echo "statuses: ${status[*]}"
cat missing-file 2>/dev/null | sort | uniq -c
status=("${PIPESTATUS[@]}")
echo "statuses: ${status[*]}"
for i in "${!status[@]}"; do (( status[i] )) && echo "stage $i failed with ${status[i]}"; done
#### or true and colon for optional commands under set -e
set -euo pipefail
rm nonexistent.txt 2>/dev/null || true
grep -c foo /dev/null || :
n=$(grep -c x <<< 'abc' || true)
echo "n=$n"
mkdir -p out; mkdir out 2>/dev/null || echo "exists already"
((count=0)) || true
echo "count=$count"
((count++)) || true
echo "count=$count"
((count++))
echo "count=$count"
let "z = 0" || echo "let returned 1"
echo end
#### arithmetic on empty strings and non numbers
empty=""
echo $(( empty + 1 ))
unset nothing; echo $(( nothing * 2 ))
word=abc; abc=5; echo $(( word + 1 ))
num="12 "; echo $(( num + 1 ))
echo $(( "" + 3 )) 2>&1 || true
bad="3x"; echo $(( bad + 1 )); echo "after bad rc=$?"
echo "still running"
[[ "" -eq 0 ]] && echo "empty -eq 0 true"
[ "" -eq 0 ] 2>&1; echo "test rc=$?"
#### cd into missing directory then continuing
mkdir -p app/logs
echo log1 > app/logs/a.log
cd app/log 2>&1
[[ $PWD == "$OLDPWD" || -d app ]] && echo "still in the top folder"
ls
cd app/logs && ls
cd ../../nonexistent || echo "cd failed, staying in $(basename "$PWD")"
set -e
cd /nonexistent-h40r-dir
echo unreachable
#### local outside a function and other builtin misuse
local x=1
echo "rc=$?"
return 2>&1
echo "return rc=$?"
shift 3
echo "shift rc=$?"
break
echo "break rc=$?"
declare -r ro=1
ro=2
echo "ro=$ro"
unset ro; echo "unset rc=$?"
#### missing fi syntax error with line number
echo before
if [ -f x ]; then
  echo yes
else
  echo no
echo after
#### missing done in loop syntax error
for i in 1 2 3; do
  echo "i=$i"
  if (( i == 2 )); then
    echo two
  fi
echo end
#### unexpected token and unclosed quote errors
echo start
x=$(echo "unterminated)
echo next
#### bash -n syntax check of generated scripts
printf 'for f in *; do\n  echo "$f"\ndone\n' > good.sh
printf 'while true; do\n  echo x\n' > nodone.sh
printf 'case $1 in\n a) echo a ;;\n' > noesac.sh
printf 'f() {\n echo x\n' > nobrace.sh
printf 'echo $((1 + ))\n' > arith.sh
for s in good.sh nodone.sh noesac.sh nobrace.sh arith.sh; do
  if out=$(bash -n "$s" 2>&1); then echo "$s: ok"; else echo "$s: $out"; fi
done
#### quoting bug with spaces in filenames in a for loop
mkdir docs
touch "docs/annual report.txt" "docs/notes.txt" "docs/q1 q2 summary.txt"
echo "wrong:"
for f in $(ls docs); do echo "  [$f]"; done
echo "right:"
for f in docs/*; do echo "  [${f#docs/}]"; done
echo "wc wrong:"
wc -l $(find docs -name '*report*') 2>&1
echo "wc right:"
find docs -name '*report*' -exec wc -l {} +
#### errexit in subshell and command substitution inherit
set -e
out=$(set -e; echo one; false; echo two)
echo "out=[$out] (not reached)"
#### inherit_errexit makes cmdsub stop at first failure
set -e
shopt -s inherit_errexit
r=$(echo first; false; echo second) || echo "failed rc=$?"
echo "r=[$r]"
shopt -u inherit_errexit
r=$(echo first; false; echo second)
echo "r=[$r]"
#### trap on multiple signals and EXIT ordering
trap 'echo "got TERM"' TERM
trap 'echo "got USR1"' USR1
trap 'echo "exiting rc=$?"' EXIT
kill -s USR1 $$
echo "after usr1"
kill -TERM $$
echo "after term"
trap -p USR1 | sed 's/ *$//'
trap - USR1
trap -p USR1 | wc -l
exit 4
#### errexit with failing command in a pipeline last stage
set -eo pipefail
echo "a b c" | tr ' ' '\n' | while read -r w; do echo "word $w"; done
printf '1\n2\n' | awk '{s+=$1} END{exit s>2}' 
echo "unreachable, awk exit 1 ended script"
#### nounset with parameter expansions of positional args
set -u
f() {
  echo "count=$#"
  echo "first=${1:-none}"
  echo "all=[${*:-}]"
  echo "second=$2"
}
f a b
f a
echo unreached
#### trap DEBUG counting commands
count=0
trap '(( count++ )) || true' DEBUG
a=1
b=2
c=$((a + b))
trap - DEBUG
echo "c=$c commands=$count"
