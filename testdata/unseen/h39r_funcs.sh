#### getopts mini tool with usage
tool() {
  local OPTIND opt verbose=0 out=- n=1
  while getopts ':vo:n:h' opt; do
    case $opt in
      v) verbose=1 ;;
      o) out=$OPTARG ;;
      n) n=$OPTARG ;;
      h) echo "usage: tool [-v] [-o file] [-n N] args"; return 0 ;;
      :) echo "tool: -$OPTARG needs an argument" >&2; return 2 ;;
      \?) echo "tool: unknown option -$OPTARG" >&2; return 2 ;;
    esac
  done
  shift $((OPTIND-1))
  echo "v=$verbose out=$out n=$n args=$*"
}
tool -v -n 3 a b; tool -o x.txt; tool -x; echo "rc=$?"; tool -n; echo "rc=$?"; tool -h
#### getopts without leading colon error messages
f() { local OPTIND o; while getopts 'ab:' o; do echo "opt=$o arg=${OPTARG-}"; done; }
f -a -b
f -z
#### getopts combined flags and double dash
g() { local OPTIND o; while getopts 'xyz:' o; do printf '%s' "$o"; done; shift $((OPTIND-1)); echo " rest=$*"; }
g -xy -z val -- -x file
g -xzval more
#### function return codes and if
is_even() { (( $1 % 2 == 0 )); }
for n in 1 2 7 10
do if is_even "$n"
then echo "$n even"
else echo "$n odd"
fi
done
#### local scoping dynamic
x=global
inner() { echo "inner sees $x"; }
outer() { local x=outer; inner; }
outer; inner
#### function returning values via echo and status
parse_port() { [[ $1 =~ ^[0-9]+$ ]] && (( $1 < 65536 )) || { echo "invalid port: $1" >&2; return 1; }; echo "$1"; }
p=$(parse_port 8080) && echo "port $p"
p=$(parse_port 99999) || echo "failed rc=$?"
p=$(parse_port abc 2>&1) || echo "msg: $p"
#### set -e with function in condition
set -e
check() { false; echo "still runs in condition context"; }
if check; then echo ok; fi
check || true
echo end
#### set -u unbound variable error
set -u
echo "start"
echo "value: $undefined_var"
echo "not reached"
#### set -u with default expansion is fine
set -u
echo "${maybe:-fallback} ${maybe-}x"
arr=(); echo "n=${#arr[@]}"
#### pipefail exit status
set -o pipefail
false | true; echo "rc=$?"
set +o pipefail
false | true; echo "rc=$?"
#### trap EXIT runs on error exit
trap 'echo "cleanup (rc=$?)"' EXIT
set -e
echo working
ls /nonexistent_h39r_dir >/dev/null
echo unreachable
#### trap ERR reports line
trap 'echo "ERR at line $LINENO" >&2' ERR
true
false
echo after
#### die helper with exit code
die() { printf 'fatal: %s\n' "$1" >&2; exit "${2:-1}"; }
[ -r config.yml ] || die "config.yml not found" 3
echo never
#### error to stderr and stdout separation
log() { echo "[info] $*"; }
err() { echo "[error] $*" >&2; }
log starting; err "bad thing"; log done
#### fallback chain with or
val=$(cat missing.txt 2>/dev/null || echo default)
echo "$val"
command -v nosuch_h39r >/dev/null || command -v cat >/dev/null && echo "found alternative"
#### recursive function factorial
fact() { if (( $1 <= 1 )); then echo 1; else echo $(( $1 * $(fact $(( $1 - 1 ))) )); fi; }
fact 5
fact 10
#### function with nameref output
split_kv() { local -n _k=$2 _v=$3; _k=${1%%=*}; _v=${1#*=}; }
split_kv 'host=example.com' key val
echo "$key | $val"
#### function args with spaces preserved
show() { echo "$# args"; for a in "$@"; do echo "[$a]"; done; }
show "a b" c "" 'd  e'
show $(echo "a b" c)
#### return value limits
r() { return $1; }
r 256
echo $?
r 257
echo $?
r 255
echo $?
#### subshell exit does not exit script
( exit 3 )
echo "sub rc=$?"
( set -e; false; echo no )
echo "after rc=$?"
#### errexit ignored in && chains
set -e
false && echo no
echo "survived && (rc was nonzero)"
true && false || echo "rescued"
#### trap multiple signals and reset
trap 'echo int' INT; trap 'echo term' TERM
trap -p INT TERM
trap - INT; trap -p INT; echo "reset done"
#### kill self with trapped signal
trap 'echo got USR1' USR1
kill -USR1 $$
echo after
#### function overriding command
ls() { echo "wrapped ls: $*"; }
ls -la
command ls -d . 
unset -f ls; type -t ls
#### FUNCNAME and caller
a() { b; }
b() { echo "${FUNCNAME[*]}"; }
a
#### getopts in script style positional
set -- -f input.txt -q extra
while getopts 'f:q' opt; do case $opt in f) file=$OPTARG;; q) quiet=1;; esac; done
shift $((OPTIND - 1)); echo "file=$file quiet=${quiet:-0} rest=$*"
#### long option parsing manual
set -- --verbose --output=out.txt --level 3 file
while [[ $# -gt 0 ]]; do
  case "$1" in
    --verbose) v=1; shift ;;
    --output=*) out="${1#*=}"; shift ;;
    --level) level="$2"; shift 2 ;;
    --*) echo "unknown $1"; exit 1 ;;
    *) args+=("$1"); shift ;;
  esac
done
echo "v=$v out=$out level=$level args=${args[*]}"
#### unknown long option exits
set -- --bogus
case $1 in --help) echo help;; *) echo "error: unknown option '$1'" >&2; exit 64;; esac
echo "exit=$?"
#### validate required args
main() { if [ $# -lt 2 ]; then echo "usage: main SRC DST" >&2; return 2; fi; echo "copy $1 -> $2"; }
main a
echo "rc=$?"
main a b
#### function with default args
greet() { local name=${1:-world} punct=${2:-!}; echo "hello, $name$punct"; }
greet
greet Ann
greet Bob '?'
#### trap EXIT in subshell
( trap 'echo sub-exit' EXIT; echo in-sub )
echo main
echo "exit=$?"
#### set -e exits in command substitution assignment
set -e
x=$(false)
echo "never printed $x"
#### set -e does not stop on local with failing subst
set -e
f() { local v=$(false); echo "local masked status"; }
f
#### retry function with backoff counter
retry() { local n=0 max=$1; shift; until "$@"; do n=$((n+1)); if (( n >= max )); then echo "giving up after $n" >&2; return 1; fi; echo "retry $n"; done; }
i=0; flaky() { i=$((i+1)); (( i >= 3 )); }
retry 5 flaky && echo "ok after $i"
retry 2 false; echo rc=$?
#### ERR trap inherited with set -E
set -E
trap 'echo "trap in ${FUNCNAME[0]:-main}"' ERR
f() { false; echo "f continues"; }
f
#### exit status of last command in function
f() { grep -q x <<< abc; }
f; echo "rc=$?"
g() { grep -q a <<< abc; }
g && echo found
#### wait for background jobs and collect status
( sleep 0.1; exit 4 ) & p1=$!
( exit 0 ) & p2=$!
wait $p1; echo "p1=$?"; wait $p2; echo "p2=$?"
#### arithmetic error in function
calc() { echo $(( $1 / $2 )); }
calc 10 2
calc 1 0
echo "rc=$?"
#### shift too far
set -- a b
shift 3; echo "rc=$? n=$#"
shift 2; echo "rc=$? n=$#"
#### read with timeout default from heredoc
read -r -p 'Name? ' name <<< 'Zoe'
echo "hi $name"
read -r a b rest <<< 'one two three four'
echo "$a|$b|$rest"
#### confirm prompt with case
confirm() { local reply; read -r reply; case ${reply,,} in y|yes) return 0;; *) return 1;; esac; }
confirm <<< YES && echo accepted
confirm <<< nah || echo declined
#### exit in function exits the script
f() { echo in-f; exit 7; }
f
echo not-here
#### trap on EXIT shows final status
trap 'echo "exiting with $?"' EXIT
false
echo "exit=$?"
#### declare -f prints function
hello() { echo "hi $1"; }
declare -f hello
declare -F | grep -c hello
#### local -r readonly local
f() { local -r k=1; k=2; echo "k=$k"; }
f
echo "rc=$?"
#### readonly variable assignment error
readonly VERSION=1.0
VERSION=2.0
echo "still $VERSION"
#### main function pattern with BASH_SOURCE guard
main() { echo "main called with $#"; }
if [[ "${BASH_SOURCE[0]}" == "$0" ]]
then main "$@"
else echo sourced
fi
#### source a library file
cat > lib.sh <<'EOF'
lib_add() { echo $(( $1 + $2 )); }
LIB_LOADED=yes
EOF
. ./lib.sh; lib_add 2 3; echo "$LIB_LOADED"
source ./nolib.sh; echo "rc=$?"
