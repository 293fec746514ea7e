#### getopts basic flags and args
parse() {
  local OPTIND=1 opt verbose=0 out=- level=1
  while getopts "vo:l:" opt; do
    case $opt in
      v) verbose=1 ;;
      o) out=$OPTARG ;;
      l) level=$OPTARG ;;
      *) echo "usage error" >&2; return 2 ;;
    esac
  done
  shift $((OPTIND-1))
  echo "verbose=$verbose out=$out level=$level rest=[$*] OPTIND=$OPTIND"
}
parse -v -o file.txt a b
parse -vl3 -ofoo -- -x y
parse
parse -q 2>&1; echo "st=$?"
parse -o 2>&1; echo "st=$?"
#### getopts silent mode reports
while getopts ":ab:" opt -a -z -b; do
  case $opt in
    a) echo "a" ;;
    b) echo "b=$OPTARG" ;;
    \?) echo "invalid: -$OPTARG" ;;
    :) echo "missing arg for -$OPTARG" ;;
  esac
done
echo "OPTIND=$OPTIND"
#### getopts OPTERR zero suppresses messages
OPTERR=0
while getopts "a:" opt -x -a; do
  echo "opt=$opt OPTARG=${OPTARG-unset}"
done
#### getopts stops at first non-option
set -- -a file -b
while getopts "ab" o; do echo "got $o"; done
echo "OPTIND=$OPTIND remaining: ${*:OPTIND}"
#### getopts with long options via dash colon trick
args=(--name=alice -v --count 3 --flag pos1)
set -- "${args[@]}"
while getopts ":v-:" opt; do
  case $opt in
    v) echo "short v" ;;
    -)
      case $OPTARG in
        name=*) echo "name=${OPTARG#*=}" ;;
        count) echo "count=${!OPTIND}"; OPTIND=$((OPTIND+1)) ;;
        flag) echo "flag set" ;;
        *) echo "unknown --$OPTARG" ;;
      esac ;;
  esac
done
shift $((OPTIND-1))
echo "positional: $*"
#### getopts reuse needs OPTIND reset
f() { while getopts "x" o; do echo "x seen"; done; echo "OPTIND=$OPTIND"; }
f -x
f -x
OPTIND=1
f -x
#### getopts error messages on stderr
getopts "a:" opt -a 2>&1; echo "st=$? opt=$opt"
getopts "a" opt -b 2>&1; echo "st=$? opt=$opt"
OPTIND=1
getopts "" opt -c 2>&1; echo "st=$? opt=$opt"
#### manual while case shift parser
usage() { echo "usage: prog [-v] [-o FILE] [--name=N] ARGS..."; }
parse_args() {
  VERBOSE=0 OUTPUT="" NAME="anon" ARGS=()
  while [[ $# -gt 0 ]]; do
    case $1 in
      -h|--help) usage; return 0 ;;
      -v|--verbose) VERBOSE=$((VERBOSE+1)); shift ;;
      -o|--output)
        [[ $# -ge 2 ]] || { echo "error: $1 requires a value" >&2; return 1; }
        OUTPUT=$2; shift 2 ;;
      --output=*) OUTPUT=${1#*=}; shift ;;
      --name=*) NAME=${1#--name=}; shift ;;
      --) shift; ARGS+=("$@"); break ;;
      -?*) echo "error: unknown option $1" >&2; return 1 ;;
      *) ARGS+=("$1"); shift ;;
    esac
  done
  echo "V=$VERBOSE O=$OUTPUT N=$NAME ARGS(${#ARGS[@]})=${ARGS[*]}"
}
parse_args -v -v --output=x.log --name=bob a "b c"
parse_args -o out.txt -- -v --not-an-option
parse_args -o 2>&1; echo "st=$?"
parse_args --bogus 2>&1; echo "st=$?"
parse_args --help
#### combined short flags expansion
expand_flags() {
  local out=() a i
  for a in "$@"; do
    if [[ $a =~ ^-[a-zA-Z]{2,}$ ]]; then
      for ((i=1; i<${#a}; i++)); do out+=("-${a:i:1}"); done
    else
      out+=("$a")
    fi
  done
  printf '%s\n' "${out[@]}"
}
expand_flags -abc --long -x file -yz
#### key value args into assoc
declare -A opts=([color]=auto [width]=80)
for arg in color=never width=120 depth=3 bad; do
  if [[ $arg == *=* ]]; then
    opts[${arg%%=*}]=${arg#*=}
  else
    echo "skip: $arg"
  fi
done
for k in color width depth; do echo "$k=${opts[$k]}"; done
#### positional parameter juggling
set -- one "two three" four
echo "count=$#"
for a; do echo "<$a>"; done
echo "last=${!#} also=${@: -1} first2=${@:1:2}"
set -- "${@:2}"
echo "after drop first: $*"
set -- "$@" five
echo "$# ${*}"
args=("$@")
echo "${args[1]}"
#### quoted at versus star
set -- "a b" c
printf '[%s]' "$@"; echo
printf '[%s]' "$*"; echo
printf '[%s]' $@; echo
printf '[%s]' $*; echo
IFS=,
printf '[%s]' "$*"; echo
IFS=
printf '[%s]' "$*"; echo
unset IFS
printf '[%s]' "$*"; echo
#### shift in loop processing pairs
set -- k1 v1 k2 v2 k3
while (( $# >= 2 )); do
  echo "$1 => $2"
  shift 2
done
echo "leftover: $# ${1-}"
#### default arguments in functions
greet() {
  local name=${1:-World} punct=${2-!}
  echo "Hello, $name$punct"
}
greet
greet Alice
greet Bob ""
greet "" "?"
#### required args check with usage exit
main() {
  if (( $# < 2 )); then
    printf 'usage: %s SRC DST\n' "${FUNCNAME[0]}" >&2
    return 64
  fi
  echo "copy $1 -> $2"
}
main a 2>&1; echo "st=$?"
main a b
#### options after positionals by reordering
args=(file1 -v file2 --out=x file3)
opts=() files=()
for a in "${args[@]}"; do
  case $a in -*) opts+=("$a");; *) files+=("$a");; esac
done
echo "opts: ${opts[*]}"
echo "files: ${files[*]}"
#### getopts numeric option and optarg with spaces
set -- -n 5 -m "hello world" -- rest
while getopts "n:m:" o; do
  case $o in
    n) (( n = OPTARG * 2 )) ;;
    m) msg=$OPTARG ;;
  esac
done
echo "n=$n msg=$msg rest=${*:OPTIND}"
#### getopts invalid optstring char and colon option
while getopts "a:" opt -a -b; do echo "opt=$opt arg=$OPTARG"; done
echo "end OPTIND=$OPTIND"
#### parse subcommands dispatch
cmd_add() { echo "add: $*"; }
cmd_list() { echo "list${1:+ filter=$1}"; }
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
dispatch list foo
dispatch remove 2>&1; echo "st=$?"
#### read options from a here-string config line
line='--port 8080 --host "my host" --debug'
eval "set -- $line"
while (( $# )); do
  case $1 in
    --port) port=$2; shift ;;
    --host) host=$2; shift ;;
    --debug) debug=1 ;;
  esac
  shift
done
echo "port=$port host=[$host] debug=$debug"
#### bash3boilerplate style usage parsing
read -r -d '' __usage <<-'END' || true
  -f --file  [arg] Filename to process. Required.
  -t --temp  [arg] Location of tempfile. Default="/tmp/bar"
  -v               Enable verbose mode
  -h --help        This page
END
while read -r __b3bp_tmp_line; do
  if [[ "${__b3bp_tmp_line}" =~ ^- ]]; then
    __b3bp_tmp_opt="${__b3bp_tmp_line%% *}"
    __b3bp_tmp_opt="${__b3bp_tmp_opt:1}"
    __b3bp_tmp_long="${__b3bp_tmp_line#*--}"
    if [[ "${__b3bp_tmp_line}" == *--* ]]; then __b3bp_tmp_long="${__b3bp_tmp_long%% *}"; else __b3bp_tmp_long=""; fi
    __b3bp_tmp_arg=no
    [[ "${__b3bp_tmp_line}" =~ \[.*\] ]] && __b3bp_tmp_arg=yes
    __b3bp_tmp_def=""
    [[ "${__b3bp_tmp_line}" =~ [Dd]efault=\"([^\"]*)\" ]] && __b3bp_tmp_def=${BASH_REMATCH[1]}
    echo "opt=$__b3bp_tmp_opt long=${__b3bp_tmp_long:-none} arg=$__b3bp_tmp_arg default=${__b3bp_tmp_def:-none}"
  fi
done <<< "${__usage}"
#### argument count validation and arithmetic on args
sum() {
  local total=0 n
  for n; do
    [[ $n =~ ^-?[0-9]+$ ]] || { echo "not a number: $n" >&2; return 1; }
    (( total += n ))
  done
  echo "$total"
}
sum 1 2 3 4
sum 10 -3
sum
sum 1 x 2 2>&1; echo "st=$?"
