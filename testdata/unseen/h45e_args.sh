#### getopts loop with required argument
parse() {
  local OPTIND opt verbose=0 output= count=1
  while getopts ":vo:n:" opt; do
    case $opt in
      v) verbose=1 ;;
      o) output=$OPTARG ;;
      n) count=$OPTARG ;;
      :) echo "option -$OPTARG requires an argument" >&2; return 2 ;;
      \?) echo "unknown option -$OPTARG" >&2; return 2 ;;
    esac
  done
  shift $((OPTIND - 1))
  echo "verbose=$verbose output=$output count=$count rest=[$*]"
}
parse -v -o out.txt -n 3 a b
parse -n
echo "rc=$?"
parse -x
echo "rc=$?"
parse -vo file -- -z
#### getopts without leading colon prints bash errors
while getopts "ab:" o -a -c -b; do
  echo "opt=$o arg=${OPTARG-unset}"
done
echo "OPTIND=$OPTIND"
#### long options with while and case
set -- --name=web --port 8080 -v --dry-run file1 file2
name= port= verbose=0 dry=0
while [[ $# -gt 0 ]]; do
  case $1 in
    --name=*) name=${1#*=}; shift ;;
    --port) port=${2:?--port needs value}; shift 2 ;;
    -v|--verbose) verbose=1; shift ;;
    --dry-run) dry=1; shift ;;
    --) shift; break ;;
    -*) echo "unknown: $1" >&2; exit 64 ;;
    *) break ;;
  esac
done
printf 'name=%s port=%s verbose=%d dry=%d\n' "$name" "$port" "$verbose" "$dry"
printf 'positional: %s\n' "$@"
#### unknown long option exits with usage
usage() { echo "usage: tool [--help] [--level N]" >&2; }
set -- --level 3 --bogus
while (( $# )); do
  case $1 in
    --help) usage; exit 0 ;;
    --level) level=$2; shift 2 ;;
    *) echo "tool: unrecognized option '$1'" >&2; usage; exit 2 ;;
  esac
done
#### script with positional args via bash -c
cat > tool.sh <<'EOF'
#!/bin/bash
if [[ $# -lt 2 ]]; then
  echo "usage: $(basename "$0") SRC DST" >&2
  exit 1
fi
src=$1 dst=$2
echo "copy $src -> $dst (total args: $#)"
EOF
chmod +x tool.sh
./tool.sh a
echo "rc=$?"
./tool.sh a b c
bash tool.sh "x y" z
#### shift with count and error
set -- a b c
shift 2
echo "left: $*"
shift 5
echo "rc=$? left: $*"
shift
echo "rc=$? left: [$*]"
#### combined short flags manual parsing
set -- -abc -d val rest
flags=()
while [[ $1 == -* ]]; do
  opt=${1#-}
  if [[ $opt == d ]]; then flags+=("d=$2"); shift 2; continue; fi
  for ((i=0; i<${#opt}; i++)); do flags+=("${opt:i:1}"); done
  shift
done
echo "flags: ${flags[*]}; rest: $*"
#### getopts with OPTARG containing spaces
set -- -m "hello world" -m second -q
msgs=()
while getopts "m:q" o; do
  case $o in
    m) msgs+=("$OPTARG") ;;
    q) quiet=1 ;;
  esac
done
printf '[%s]\n' "${msgs[@]}"
echo "quiet=${quiet:-0} OPTIND=$OPTIND"
#### default values from environment
: "${LOG_LEVEL:=info}"
: "${RETRIES:=3}"
export LOG_LEVEL
echo "level=$LOG_LEVEL retries=$RETRIES"
LOG_LEVEL=debug bash -c 'echo "child sees $LOG_LEVEL"'
echo "parent still $LOG_LEVEL"
unset RETRIES
echo "retries=${RETRIES-unset} ${RETRIES:-fallback}"
#### subcommand dispatch with functions
cmd_add() { echo "adding $*"; }
cmd_list() { echo "listing"; }
dispatch() {
  local sub=${1:-help}; shift || true
  if declare -F "cmd_$sub" >/dev/null; then
    "cmd_$sub" "$@"
  else
    echo "unknown command: $sub" >&2
    return 127
  fi
}
dispatch add x y
dispatch list
dispatch remove z
echo "rc=$?"
#### all args quoted preserved through function
show() { printf '%d:' "$#"; printf ' <%s>' "$@"; echo; }
wrap() { show "$@"; show $*; show "$*"; }
wrap "a b" c "" d
#### validate numeric argument
validate() {
  local n=$1
  if ! [[ $n =~ ^[0-9]+$ ]]; then
    echo "error: '$n' is not a number" >&2; return 1
  fi
  if (( n < 1 || n > 10 )); then
    echo "error: $n out of range 1-10" >&2; return 1
  fi
  echo "ok: $n"
}
for v in 5 0 12 abc 10; do validate "$v"; done
#### set -- rebuilds args from array
args=(--flag "with space" plain)
set -- "${args[@]}"
echo "count=$#"
for a; do echo "arg: $a"; done
set --
echo "now $#"
