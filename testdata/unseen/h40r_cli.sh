#### getopts cli script file called with several argument sets
cat > tool.sh <<'EOF'
#!/bin/bash
set -euo pipefail
usage() { echo "usage: tool.sh [-v] [-n NUM] [-o FILE] WORD..." >&2; exit 2; }
verbose=0 num=1 out=
while getopts ':vn:o:h' opt; do
  case $opt in
    v) verbose=1 ;;
    n) [[ $OPTARG =~ ^[0-9]+$ ]] || { echo "tool.sh: -n needs a number: $OPTARG" >&2; exit 2; }; num=$OPTARG ;;
    o) out=$OPTARG ;;
    h) usage ;;
    :) echo "tool.sh: -$OPTARG needs an argument" >&2; usage ;;
    *) echo "tool.sh: unknown option -$OPTARG" >&2; usage ;;
  esac
done
shift $((OPTIND - 1))
(( $# )) || usage
for w in "$@"; do
  for ((i = 0; i < num; i++)); do
    line="$w"
    (( verbose )) && line="[$i] $line"
    if [[ -n $out ]]; then echo "$line" >> "$out"; else echo "$line"; fi
  done
done
EOF
chmod +x tool.sh
./tool.sh hello; echo "rc=$?"
./tool.sh -v -n 2 a b; echo "rc=$?"
./tool.sh -n x a; echo "rc=$?"
./tool.sh -q a; echo "rc=$?"
./tool.sh -n; echo "rc=$?"
./tool.sh; echo "rc=$?"
./tool.sh -o out.txt -n 3 z; echo "rc=$? $(wc -l < out.txt)"
bash tool.sh -vn1 -- -dash; echo "rc=$?"
#### long options parsed with while case shift
cat > deploy.sh <<'EOF'
env=staging dry_run=false tags=()
while (( $# )); do
  case $1 in
    --env) env=${2:?--env needs a value}; shift 2 ;;
    --env=*) env=${1#*=}; shift ;;
    --dry-run) dry_run=true; shift ;;
    -t|--tag) tags+=("$2"); shift 2 ;;
    --) shift; break ;;
    -*) echo "unknown option: $1" >&2; exit 64 ;;
    *) break ;;
  esac
done
echo "env=$env dry_run=$dry_run tags=${tags[*]:-none} rest=$*"
EOF
bash deploy.sh
bash deploy.sh --env prod --dry-run -t a --tag b svc1 svc2
bash deploy.sh --env=qa -- --not-an-option
bash deploy.sh --bogus; echo "rc=$?"
bash deploy.sh --env 2>&1 | sed 's/line [0-9]*/line N/'; echo "rc=${PIPESTATUS[0]}"
#### subcommand dispatcher with functions
cat > cli.sh <<'EOF'
cmd_add() { echo "$1" >> todo.txt; echo "added: $1"; }
cmd_list() { [[ -s todo.txt ]] || { echo "nothing to do"; return; }; nl -w1 -s'. ' todo.txt; }
cmd_done() {
  local n=${1:?which item?}
  local total; total=$(wc -l < todo.txt)
  (( n >= 1 && n <= total )) || { echo "no item $n" >&2; return 1; }
  sed -i "${n}d" todo.txt && echo "done: $n"
}
cmd_help() { echo "commands: $(declare -F | awk '{print $3}' | grep '^cmd_' | sed 's/^cmd_//' | tr '\n' ' ')"; }
sub=${1:-help}; shift || true
if declare -F "cmd_$sub" >/dev/null; then "cmd_$sub" "$@"; else echo "unknown command: $sub" >&2; cmd_help; exit 1; fi
EOF
bash cli.sh list
bash cli.sh add "buy milk"
bash cli.sh add "write report"
bash cli.sh add "call bob"
bash cli.sh list
bash cli.sh done 2
bash cli.sh done 9; echo "rc=$?"
bash cli.sh list
bash cli.sh frob; echo "rc=$?"
bash cli.sh
#### getopts with repeated option accumulating into array
collect() {
  local OPTIND=1 opt includes=() excludes=()
  while getopts 'i:e:' opt; do
    case $opt in
      i) includes+=("$OPTARG") ;;
      e) excludes+=("$OPTARG") ;;
      *) return 1 ;;
    esac
  done
  shift $((OPTIND - 1))
  echo "include(${#includes[@]}): ${includes[*]:-}"
  echo "exclude(${#excludes[@]}): ${excludes[*]:-}"
  echo "paths: $*"
}
collect -i '*.go' -i '*.py' -e vendor src lib
collect -e 'node_modules' .
collect -z 2>&1; echo "rc=$?"
#### script with usage heredoc and version flag
cat > app <<'EOF'
#!/bin/bash
VERSION=1.2.3
usage() {
  cat <<USAGE
Usage: ${0##*/} [options] <input>

Options:
  -h, --help       show this help
  -V, --version    print version ($VERSION)
USAGE
}
case ${1:-} in
  -h|--help) usage ;;
  -V|--version) echo "${0##*/} $VERSION" ;;
  '') usage >&2; exit 1 ;;
  *) echo "processing $1" ;;
esac
EOF
chmod +x app
./app --version
./app -h | head -n 3
./app 2>/dev/null; echo "rc=$?"
./app input.txt
#### shift and positional parameters in nested function calls
outer() {
  echo "outer got $# args: $*"
  inner "$@" extra
  echo "outer after inner still has $#: $1"
}
inner() {
  local first=$1; shift
  echo "inner first=$first rest=$# ($*)"
  set -- reset
  echo "inner after set: $*"
}
outer "a b" c d
set -- x y z
echo "script args: $# $2"
shift 2; echo "after shift: $*"
shift 5 2>/dev/null || echo "shift failed rc=$?"
echo "${@: -1} ${#@}"
#### validate arguments with regex and report all errors
validate() {
  local errors=0
  [[ $1 =~ ^[a-z][a-z0-9-]{2,15}$ ]] || { echo "invalid name: '$1'"; ((errors++)); }
  [[ $2 =~ ^([0-9]{1,3}\.){3}[0-9]{1,3}$ ]] || { echo "invalid ip: '$2'"; ((errors++)); }
  [[ $3 =~ ^[0-9]+[smhd]$ ]] || { echo "invalid ttl: '$3'"; ((errors++)); }
  return $errors
}
validate web-01 10.0.0.1 30s && echo "all valid"
validate Web 10.0.0 5x; echo "errors=$?"
validate ab 1.2.3.4 1d; echo "errors=$?"
if [[ 2024-05-17 =~ ^([0-9]{4})-([0-9]{2})-([0-9]{2})$ ]]; then
  echo "y=${BASH_REMATCH[1]} m=${BASH_REMATCH[2]} d=${BASH_REMATCH[3]} all=${BASH_REMATCH[0]}"
fi
#### menu loop over scripted input without select
choices=$'2\n9\n1\nq\n'
menu() {
  echo "1) status  2) restart  q) quit"
}
while true; do
  menu
  IFS= read -r choice || break
  case $choice in
    1) echo "-> status: running" ;;
    2) echo "-> restarting" ;;
    q|Q) echo "bye"; break ;;
    *) echo "-> invalid choice: $choice" ;;
  esac
done <<< "$choices"
#### config file loaded by script with defaults and override
cat > defaults.conf <<'EOF'
NAME=app
WORKERS=2
LOG=info
EOF
cat > override.conf <<'EOF'
WORKERS=8
# LOG=debug
EXTRA="with spaces"
EOF
load() {
  local f=$1 k v
  while IFS='=' read -r k v; do
    [[ -z $k || $k == \#* ]] && continue
    v=${v%\"}; v=${v#\"}
    printf -v "CFG_$k" '%s' "$v"
  done < "$f"
}
load defaults.conf
load override.conf
for k in NAME WORKERS LOG EXTRA; do var=CFG_$k; echo "$k=${!var}"; done
WORKERS=${CFG_WORKERS:-1}; echo "$(( WORKERS * 2 )) threads"
#### argument with spaces passed through wrapper
cat > inner.sh <<'EOF'
printf 'inner got %d args:' $#
printf ' <%s>' "$@"
echo
EOF
wrap_good() { bash inner.sh "$@"; }
wrap_bad() { bash inner.sh $*; }
wrap_star() { bash inner.sh "$*"; }
wrap_good "a b" c "" d
wrap_bad "a b" c "" d
wrap_star "a b" c "" d
args=(--name "John Smith" --tag '*')
bash inner.sh "${args[@]}"
bash inner.sh ${args[@]}
#### flag combination checks and mutual exclusion
check() {
  local json=false quiet=false verbose=false
  local OPTIND o
  while getopts jqv o; do case $o in j) json=true;; q) quiet=true;; v) verbose=true;; *) return 2;; esac; done
  if $quiet && $verbose; then echo "error: -q and -v conflict" >&2; return 1; fi
  $json && printf '{"quiet":%s,"verbose":%s}\n' "$quiet" "$verbose" || echo "quiet=$quiet verbose=$verbose"
}
check -j
check -qv; echo "rc=$?"
check -jv
check -q -j
check -x; echo "rc=$?"
#### script reads stdin or files like cat
cat > count.sh <<'EOF'
total=0
process() { local n; n=$(grep -c . || true); echo "${1:-stdin}: $n"; total=$((total + n)); }
if (( $# == 0 )); then process; else
  for f in "$@"; do
    if [[ -r $f ]]; then process "$f" < "$f"; else echo "count.sh: $f: not readable" >&2; fi
  done
fi
echo "total: $total"
EOF
printf 'a\nb\n\nc\n' > one.txt
printf 'x\n' > two.txt
bash count.sh one.txt two.txt
printf 'p\nq\n' | bash count.sh
bash count.sh one.txt missing.txt
#### OPTIND reset between getopts loops
parse() {
  while getopts 'ab:' o; do echo "opt $o ${OPTARG:-}"; done
  echo "OPTIND=$OPTIND"
}
parse -a -b 1 rest
parse -a
OPTIND=1
parse -b 2 -a
#### getopts silent error handling reports colon and question
handle() {
  local OPTIND=1 o
  while getopts ':f:' o "$@"; do
    case $o in
      f) echo "file=$OPTARG" ;;
      :) echo "needs value: $OPTARG" ;;
      '?') echo "unknown: $OPTARG" ;;
    esac
  done
}
handle -f x -g -f
handle -ff
echo "noisy:"
noisy() { local OPTIND=1 o; while getopts 'f:' o "$@"; do echo "o=$o"; done; }
noisy -z -f 2>&1
#### batch runner collecting results per input
process() {
  case $1 in
    *.json) python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$1" >/dev/null 2>&1 ;;
    *.sh) bash -n "$1" 2>/dev/null ;;
    *) return 3 ;;
  esac
}
echo '{"a":1}' > ok.json
echo '{bad' > bad.json
echo 'echo fine' > ok.sh
printf 'if true; then\necho x\n' > bad.sh
touch other.txt
declare -A result
for f in *; do
  process "$f"
  result[$f]=$?
done
for f in $(printf '%s\n' "${!result[@]}" | sort); do
  case ${result[$f]} in 0) s=OK ;; 3) s=SKIP ;; *) s="FAIL(${result[$f]})" ;; esac
  printf '%-10s %s\n' "$f" "$s"
done
