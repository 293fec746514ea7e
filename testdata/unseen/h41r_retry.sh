#### retry loop with attempt counter and return code
attempt_file=attempts
: > "$attempt_file"
flaky() {
  echo x >> "$attempt_file"
  local n; n=$(wc -l < "$attempt_file")
  (( n >= 3 )) && { echo "succeeded on try $n"; return 0; }
  echo "try $n failed" >&2; return 7
}
retry() {
  local max=$1; shift
  local i rc
  for ((i = 1; i <= max; i++)); do
    "$@" && return 0
    rc=$?
    echo "attempt $i/$max exited $rc" >&2
  done
  return "$rc"
}
retry 5 flaky 2>&1; echo "rc=$?"
: > "$attempt_file"
retry 2 flaky 2>&1; echo "rc=$?"
#### until loop with a backoff that does not sleep
delay=1 tries=0
until [[ -f ready ]]; do
  tries=$((tries + 1))
  echo "waiting ${delay}s (try $tries)"
  (( tries == 3 )) && touch ready
  delay=$((delay * 2))
done
echo "ready after $tries tries, next delay would be $delay"
#### timeout wraps a slow command
timeout 5 true; echo "rc=$?"
timeout 5 false; echo "rc=$?"
timeout 5 sh -c 'exit 3'; echo "rc=$?"
timeout 0.1 sleep 2; echo "rc=$?"
#### retry with while read from a list of hosts
cat > hosts <<'END'
good1
bad
good2
END
ping_host() { [[ $1 == good* ]]; }
ok=0 failed=()
while IFS= read -r h; do
  if ping_host "$h"; then ok=$((ok+1)); else failed+=("$h"); fi
done < hosts
echo "ok=$ok failed=${failed[*]}"
#### option parsing with while case shift and values
cat > run.sh <<'END'
verbose=0 retries=3 out=- positional=()
while [[ $# -gt 0 ]]; do
  case $1 in
    -v|--verbose) verbose=$((verbose+1)); shift ;;
    -r|--retries) retries=${2:?-r needs a value}; shift 2 ;;
    --retries=*) retries=${1#*=}; shift ;;
    -o) out=$2; shift 2 ;;
    -vv) verbose=$((verbose+2)); shift ;;
    --) shift; positional+=("$@"); break ;;
    -*) echo "run.sh: unknown option: $1" >&2; exit 2 ;;
    *) positional+=("$1"); shift ;;
  esac
done
echo "verbose=$verbose retries=$retries out=$out args=${#positional[@]}: ${positional[*]}"
END
bash run.sh a -v b --retries=5 -o file -- -x -y
bash run.sh -vv -v -r 9
bash run.sh -z; echo "rc=$?"
bash run.sh -r 2>&1 | sed "s/line [0-9]*/line N/"; echo "rc=${PIPESTATUS[0]}"
#### shift past the end of the arguments
set -- a b
shift 3; echo "rc=$? left=$#"
shift 2; echo "rc=$? left=$#"
shift; echo "rc=$? left=$#"
#### function return codes above 255 wrap
f() { return "$1"; }
f 256; echo $?
f 257; echo $?
f -1; echo $?
#### pipeline status array after a failing middle step
false | true | true; echo "${PIPESTATUS[*]}"
true | (exit 4) | true; echo "${PIPESTATUS[*]}"
set -o pipefail
true | (exit 4) | true; echo "rc=$?"
#### errexit ignored in conditions and functions called from if
set -e
check() { false; echo "after false in check"; }
if check; then echo "check passed"; fi
check && echo "and passed"
check || true
echo "still running"
#### retry with exponential delays computed not slept
delays=()
d=1
for i in 1 2 3 4 5 6; do delays+=("$d"); d=$(( d * 2 > 30 ? 30 : d * 2 )); done
echo "${delays[*]}"
#### wait for a file with a counter and a deadline
deadline=5
for ((t = 0; t < deadline; t++)); do
  [[ -e done.flag ]] && break
  (( t == 2 )) && touch done.flag
done
if [[ -e done.flag ]]; then echo "found at t=$t"; else echo "timed out"; fi
#### collecting failures and a final exit status
results=()
run() { "$@" >/dev/null 2>&1; results+=("$*:$?"); }
run true
run false
run ls /definitely/not/here
run sh -c 'exit 9'
printf '%s\n' "${results[@]}"
fails=0; for r in "${results[@]}"; do [[ ${r##*:} == 0 ]] || fails=$((fails+1)); done
echo "$fails failed"
#### trap on ERR reports the failing command line
cat > t.sh <<'END'
trap 'echo "error at line $LINENO: exit $?" >&2' ERR
echo start
false
echo middle
ls /nonexistent-dir 2>/dev/null
echo end
END
bash t.sh 2>&1
#### set -u catches a typo in a variable name
cat > u.sh <<'END'
set -u
retries=3
echo "retrying $retires times"
echo unreachable
END
bash u.sh 2>&1; echo "rc=$?"
#### command not found in a retry list
for cmd in true nosuchcmd_zz false; do
  "$cmd" 2>/dev/null; echo "$cmd -> $?"
done
nosuchcmd_zz 2>&1 | sed 's/^bash: line [0-9]*: /bash: /'
#### return from a sourced file
cat > lib.sh <<'END'
echo "lib loading"
[[ -n ${SKIP:-} ]] && return 5
echo "lib loaded"
END
source lib.sh; echo "rc=$?"
SKIP=1 source lib.sh; echo "rc=$?"
#### loop with break and continue levels
for i in 1 2 3; do
  for j in a b c; do
    [[ $j == b ]] && continue
    [[ $i == 2 ]] && continue 2
    [[ $i == 3 && $j == c ]] && break 2
    echo "$i$j"
  done
done
#### getopts in a function with local OPTIND
parse() {
  local OPTIND opt
  while getopts 'ab:' opt; do
    case $opt in a) echo "flag a" ;; b) echo "b=$OPTARG" ;; ?) echo "bad" ;; esac
  done
  shift $((OPTIND - 1)); echo "rest: $*"
}
parse -a -b 1 x
parse -b2 -a y z
parse -c 2>&1
#### exit status of a negated pipeline and of a subshell
! false; echo $?
! true; echo $?
(exit 42); echo $?
( false ); echo $?
$(exit 3); echo $?
#### retry until output matches a pattern
n=0
next_status() { n=$((n+1)); case $n in 1) echo pending ;; 2) echo running ;; *) echo "done: ok" ;; esac; }
while :; do
  next_status > s.out; s=$(<s.out)
  echo "status: $s"
  [[ $s == done:* ]] && break
done
echo "n=$n"
