#### strict mode script with cleanup trap
set -euo pipefail
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"; echo cleaned' EXIT
echo data > "$tmp/f"
wc -l < "$tmp/f"
#### die function pattern
die() { echo "error: $*" >&2; exit 1; }
[ -f nosuch ] || die "missing file nosuch"
echo never
#### usage function with heredoc
usage() {
  cat <<EOF
Usage: ${0##*/} [-v] file
  -v  verbose
EOF
}
usage | sed 's/^Usage: [^ ]*/Usage: S/'
#### parse args with case and shift
set -- -v --name=bob -o out.txt rest1 rest2
verbose=0 name= out=
while [ $# -gt 0 ]; do
  case $1 in
    -v) verbose=1 ;;
    --name=*) name=${1#*=} ;;
    -o) out=$2; shift ;;
    --) shift; break ;;
    -*) echo "bad $1"; exit 2 ;;
    *) break ;;
  esac
  shift
done
echo "$verbose $name $out rest=$*"
#### require command check
if ! command -v nosuch_tool_h >/dev/null 2>&1; then echo "nosuch_tool_h not found"; fi
command -v printf >/dev/null && echo "printf ok"
#### counting words with assoc array
declare -A count
for w in apple banana apple cherry banana apple; do count[$w]=$(( ${count[$w]:-0} + 1 )); done
for k in "${!count[@]}"; do echo "$k ${count[$k]}"; done | sort
#### retry loop with attempts
attempt=0
until [ $attempt -ge 3 ]; do attempt=$((attempt+1)); echo "try $attempt"; [ $attempt -eq 2 ] && break; done
echo "done after $attempt"
#### read config file key value
cat > cfg <<'EOF'
# comment
name = demo
port=8080

debug = true
EOF
while IFS='=' read -r key val; do
  key=${key%% }; key=${key## }; val=${val## }
  [[ -z $key || $key == \#* ]] && continue
  echo "[$key]=[$val]"
done < cfg
#### join array with delimiter function
join_by() { local IFS="$1"; shift; echo "$*"; }
join_by , a b c; join_by '' x y; join_by ', ' p q
#### trim whitespace function
trim() { local s=$1; s="${s#"${s%%[![:space:]]*}"}"; s="${s%"${s##*[![:space:]]}"}"; printf '[%s]\n' "$s"; }
trim '   hello world  '; trim ''; trim 'x'
#### string contains and prefix checks
s=hello_world
[[ $s == *_* ]] && echo has-underscore
[[ $s == hello* ]] && echo prefix
case $s in *world) echo suffix;; esac
#### file processing with find-like glob loop
mkdir -p src/sub; touch src/a.txt src/b.log src/sub/c.txt
shopt -s globstar nullglob
for f in src/**/*.txt; do echo "${f#src/}"; done
#### numeric validation with regex
for v in 42 -7 3.5 abc ''; do if [[ $v =~ ^-?[0-9]+$ ]]; then echo "$v int"; else echo "[$v] not"; fi; done
#### temp file with mktemp and cleanup
f=$(mktemp); echo hi > "$f"; cat "$f"; rm -f "$f"; [ -e "$f" ] || echo removed
#### printf table formatting
printf '%-10s|%5s\n' name qty apple 3 banana 12
#### arithmetic loop sum and average
nums=(4 8 15 16 23 42); sum=0; for n in "${nums[@]}"; do ((sum+=n)); done; echo "sum=$sum avg=$((sum/${#nums[@]}))"
#### here string into read array
read -ra parts <<< "a b  c"; echo "${#parts[@]} ${parts[-1]}"
#### lowercase and uppercase conversions
s='Hello World'; echo "${s,,}" "${s^^}"; declare -l lo=ABC; echo $lo
#### subshell cd does not leak
mkdir -p inner; ( cd inner && pwd | sed 's#.*/##' ); pwd | sed "s#$PWD#here#"
#### function with local array and return via global
split() { local IFS=:; read -ra RESULT <<< "$1"; }; split 'a:b:c'; echo "${RESULT[1]} ${#RESULT[@]}"
#### exit code capture with if and $?
run() { return 3; }
if run; then echo ok; else rc=$?; echo "failed rc=$rc"; fi
run || echo "or rc=$?"
#### set -e with command in if and failing pipeline
set -e
if grep -q x <<< "abc"; then echo found; else echo notfound; fi
echo "abc" | grep -q b && echo has-b
echo end
#### error to stderr and status
{ echo "warn" >&2; exit 4; }; echo never
#### seq and brace loops equivalence
for i in $(seq 1 3); do printf '%s ' $i; done; echo; for i in {1..3}; do printf '%s ' $i; done; echo
#### while read with process substitution keeps vars
n=0; while read -r l; do ((n++)); done < <(printf 'a\nb\nc\n'); echo $n
#### default variables from environment
: "${MODE:=fast}" "${LEVEL:-3}"; echo "$MODE ${LEVEL-unset}"
#### indirect variable by name
for v in HOME_X PATH_X; do declare "$v=val_$v"; done; n=HOME_X; echo "${!n}"
#### script path helpers
p=/a/b/c.tar.gz; echo "${p%/*} ${p##*/} ${p##*.} ${p%%.*}"; dirname "$p"; basename "$p" .gz
#### checking exit statuses in array
cmds=(true false true); for c in "${cmds[@]}"; do $c; echo "$c -> $?"; done
#### printf repeat char line
printf '%.0s-' {1..10}; echo
#### date fixed formatting
TZ=UTC date -d @0 '+%Y-%m-%d %H:%M'
#### sort numbers in array
a=(10 2 33 4); IFS=$'\n' sorted=($(sort -n <<< "${a[*]}")); unset IFS; echo "${sorted[*]}"
#### mapfile lines and iterate with index
mapfile -t L <<< $'x\ny\nz'; for i in "${!L[@]}"; do echo "$i:${L[i]}"; done
