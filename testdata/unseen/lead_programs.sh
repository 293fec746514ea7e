#### log analyzer with associative counts and sorted report
cd "$(mktemp -d)"
cat > app.log <<'LOG'
2024-01-01 10:00:01 INFO  api   request ok id=1
2024-01-01 10:00:02 WARN  db    slow query ms=350
2024-01-01 10:00:03 ERROR api   timeout id=2
2024-01-01 10:00:04 INFO  web   page served
2024-01-01 10:00:05 ERROR db    deadlock id=3
2024-01-01 10:00:06 ERROR api   timeout id=4
LOG
declare -A by_level by_comp
while read -r d t level comp msg; do
  (( by_level[$level]++ ))
  [[ $level == ERROR ]] && by_comp[$comp]=$(( ${by_comp[$comp]:-0} + 1 ))
done < app.log
for k in "${!by_level[@]}"; do printf '%-6s %d\n' "$k" "${by_level[$k]}"; done | sort
for k in $(printf '%s\n' "${!by_comp[@]}" | sort); do echo "errors in $k: ${by_comp[$k]}"; done
#### getopts-based CLI with usage and shift
usage() { echo "usage: $0 [-v] [-n N] [-o file] args..." >&2; return 2; }
main() {
  local verbose=0 n=1 out= OPTIND=1 opt
  while getopts ":vn:o:" opt; do
    case $opt in
      v) verbose=$((verbose+1)) ;;
      n) [[ $OPTARG =~ ^[0-9]+$ ]] || { echo "bad -n: $OPTARG" >&2; return 2; }; n=$OPTARG ;;
      o) out=$OPTARG ;;
      :) echo "option -$OPTARG needs an argument" >&2; usage; return ;;
      \?) echo "unknown option -$OPTARG" >&2; usage; return ;;
    esac
  done
  shift $((OPTIND-1))
  echo "verbose=$verbose n=$n out=${out:-none} rest=$# [$*]"
}
main -vv -n 3 -o x.txt a b c; echo st=$?
main -n abc; echo st=$?
main -x; echo st=$?
main -o; echo st=$?
main -- -v; echo st=$?
#### long option parser with case and =
parse() {
  local name= count=0 dry=false
  while (( $# )); do
    case $1 in
      --name=*) name=${1#*=} ;;
      --name) shift; name=${1-} ;;
      --count=*) count=${1#--count=} ;;
      --dry-run) dry=true ;;
      --) shift; break ;;
      -*) echo "unknown: $1" >&2; return 1 ;;
      *) break ;;
    esac
    shift
  done
  printf 'name=%q count=%d dry=%s rest=%s\n' "$name" "$count" "$dry" "$*"
}
parse --name='a b' --count=7 --dry-run -- x y
parse --name "c'd" z
parse --bogus; echo st=$?
#### CSV processing with IFS and arrays
cd "$(mktemp -d)"
printf 'name,age,city\nann,31,paris\nbob,27,berlin\ncid,45,"new york"\n' > people.csv
{
  read -r header
  IFS=, read -ra cols <<< "$header"
  echo "columns: ${#cols[@]} (${cols[*]})"
  total=0; n=0
  while IFS=, read -r name age city; do
    city=${city//\"/}
    printf '%-5s|%3d|%s\n' "$name" "$age" "${city^}"
    (( total += age, n++ ))
  done
  echo "avg: $(( total / n )) ($total/$n)"
} < people.csv
#### key=value config parser with comments and defaults
cd "$(mktemp -d)"
cat > app.conf <<'EOF2'
# comment
host = example.org
port=8080
  name = "my app"   # trailing
empty =
EOF2
declare -A conf=([port]=80 [timeout]=30)
while IFS= read -r line || [[ -n $line ]]; do
  line=${line%%#*}
  [[ $line =~ ^[[:space:]]*([A-Za-z_]+)[[:space:]]*=[[:space:]]*(.*[^[:space:]])?[[:space:]]*$ ]] || continue
  key=${BASH_REMATCH[1]} val=${BASH_REMATCH[2]}
  val=${val#\"}; val=${val%\"}
  conf[$key]=$val
done < app.conf
for k in $(echo "${!conf[@]}" | tr ' ' '\n' | sort); do echo "$k=[${conf[$k]}]"; done
#### recursive directory walk without find
cd "$(mktemp -d)"
mkdir -p a/b/c a/d e; touch a/1.txt a/b/2.txt a/b/c/3.md a/d/4.txt e/5.txt .hidden
walk() {
  local dir=$1 depth=$2 f
  for f in "$dir"/*; do
    [[ -e $f ]] || continue
    printf '%*s%s%s\n' $((depth*2)) '' "${f##*/}" "$([[ -d $f ]] && echo /)"
    [[ -d $f ]] && walk "$f" $((depth+1))
  done
}
walk . 0
shopt -s globstar nullglob
txt=(**/*.txt); echo "${#txt[@]} txt: ${txt[*]}"
#### string utility functions
trim() { local s=$1; s=${s#"${s%%[![:space:]]*}"}; s=${s%"${s##*[![:space:]]}"}; printf '%s' "$s"; }
repeat() { local s; printf -v s '%*s' "$2" ''; printf '%s' "${s// /$1}"; }
join_by() { local IFS=$1; shift; printf '%s' "$*"; }
reverse() { local s=$1 r= i; for ((i=${#s}-1; i>=0; i--)); do r+=${s:i:1}; done; printf '%s' "$r"; }
echo "[$(trim '   hello world  ')]"
echo "[$(repeat '-=' 5)]"
echo "[$(join_by , a b 'c d')]"
echo "[$(reverse 'abc def')]"
s="Hello, World"; echo "${s,,} ${s^^} ${#s} ${s:7} ${s: -5:3} ${s/o/0} ${s//o/0}"
#### stack and queue with arrays
stack=(); push() { stack+=("$1"); }; pop() { local n=${#stack[@]}; ((n)) || return 1; REPLY=${stack[n-1]}; unset 'stack[n-1]'; }
push a; push 'b c'; push d
while pop; do echo "popped: $REPLY (left ${#stack[@]})"; done
queue=(1 2 3); while ((${#queue[@]})); do x=${queue[0]}; queue=("${queue[@]:1}"); echo "got $x"; ((x < 3)) && queue+=($((x+10))); done
#### retry with backoff and failure counting
attempts=0
flaky() { (( ++attempts < 3 )) && { echo "attempt $attempts failed" >&2; return 1; }; echo "attempt $attempts ok"; }
retry() { local n=$1 delay=0; shift; local i; for ((i=1; i<=n; i++)); do "$@" && return 0; delay=$((delay*2+1)); echo "retrying in ${delay}s" >&2; done; return 1; }
retry 5 flaky 2>&1; echo "st=$? attempts=$attempts"
attempts=-10; retry 2 flaky 2>&1; echo "st=$?"
#### error handling with set -e, trap ERR and cleanup
cd "$(mktemp -d)"
( set -eE
  cleanup() { echo "cleanup (status $?)"; }
  trap cleanup EXIT
  trap 'echo "error at line $LINENO: $BASH_COMMAND" >&2' ERR
  step() { echo "step $1"; }
  step 1
  false || echo "handled"
  step 2
  grep -q nothing /dev/null
  step 3
) 2>&1; echo "subshell st=$?"
#### here-doc templating with variables and command substitution
name=World; items=(apple banana "cherry pie")
cat <<EOT
Hello, $name!
You have ${#items[@]} items:
$(for i in "${!items[@]}"; do printf '  %d. %s\n' $((i+1)) "${items[i]}"; done)
Literal: \$name \`date\` $((2**10))
EOT
cat <<'EOT'
Not expanded: $name $(date)
EOT
cat <<-EOT
	tab-stripped $name
		still one tab less
	EOT
#### simple calculator with arithmetic validation
calc() {
  local expr=$1
  [[ $expr =~ ^[0-9+*/%()\ -]+$ ]] || { echo "invalid: $expr"; return 1; }
  echo "$expr = $(( expr ))"
}
calc '2 + 3 * 4'; calc '(2 + 3) * 4'; calc '17 % 5'; calc '2 ** 3'; calc 'rm -rf'; calc '7 / 2'
( calc '1 / 0' ) 2>&1; echo st=$?
#### word frequency with tr sort uniq and a function
cd "$(mktemp -d)"
cat > text.txt <<'T'
The quick brown fox jumps over the lazy dog. The dog sleeps;
the fox runs! A quick fox.
T
freq() { tr -cs '[:alpha:]' '\n' < "$1" | tr '[:upper:]' '[:lower:]' | grep -v '^$' | sort | uniq -c | sort -k1,1nr -k2 | head -n "${2:-3}"; }
freq text.txt 4
echo "words: $(tr -cs '[:alpha:]' '\n' < text.txt | grep -c .)"
#### processing command output with mapfile and process substitution
mapfile -t nums < <(seq 10 -3 -5)
echo "${#nums[@]}: ${nums[*]}"
sum=0; for n in "${nums[@]}"; do (( sum += n )); done; echo "sum=$sum"
mapfile -t -d , parts <<< "a,b,,c"; declare -p parts
readarray -t lines < <(printf 'x\ny\n'); printf '<%s>' "${lines[@]}"; echo
#### semver comparison
vercmp() {
  local IFS=. i a=($1) b=($2)
  for ((i=0; i<3; i++)); do
    (( ${a[i]:-0} > ${b[i]:-0} )) && { echo ">"; return; }
    (( ${a[i]:-0} < ${b[i]:-0} )) && { echo "<"; return; }
  done
  echo "="
}
for p in "1.2.3 1.2.10" "2.0 1.9.9" "1.0.0 1" "0.10.1 0.9.12"; do set -- $p; echo "$1 $(vercmp $1 $2) $2"; done
printf '%s\n' 1.10.0 1.2.0 1.9.3 1.2.10 | sort -V | paste -sd' '
#### file batch rename with parameter expansion
cd "$(mktemp -d)"
touch 'IMG 001.JPG' 'img_002.jpeg' 'notes.TXT' 'x.tar.gz'
for f in *; do
  base=${f%.*} ext=${f##*.}
  ext=${ext,,}; [[ $ext == jpeg ]] && ext=jpg
  new=${base// /_}; new=${new,,}.$ext
  [[ $f != "$new" ]] && mv -- "$f" "$new" && echo "$f -> $new"
done
ls
#### counting lines per extension with find and a loop
cd "$(mktemp -d)"
mkdir -p src/lib; printf 'a\nb\n' > src/a.sh; printf 'x\n' > src/lib/b.sh; printf '1\n2\n3\n' > src/c.py; printf '' > src/lib/empty.py
declare -A lines files
while IFS= read -r -d '' f; do
  ext=${f##*.}; n=$(wc -l < "$f")
  (( lines[$ext] += n, files[$ext]++ ))
done < <(find src -type f -print0)
for e in $(printf '%s\n' "${!lines[@]}" | sort); do echo "$e: ${files[$e]} files, ${lines[$e]} lines"; done
#### menu dispatch with functions and declare -F
cmd_hello() { echo "hello ${1:-there}"; }
cmd_add() { echo $(( $1 + $2 )); }
cmd_help() { echo "commands:"; declare -F | awk '{print $3}' | grep '^cmd_' | sed 's/^cmd_/  /'; }
dispatch() { local c=cmd_$1; shift; if declare -F "$c" >/dev/null; then "$c" "$@"; else echo "no such command: ${c#cmd_}" >&2; return 127; fi; }
dispatch hello; dispatch hello you; dispatch add 2 40; dispatch help; dispatch nope 2>&1; echo st=$?
#### JSON-ish output escaping in pure bash
json_escape() { local s=$1; s=${s//\\/\\\\}; s=${s//\"/\\\"}; s=${s//$'\n'/\\n}; s=${s//$'\t'/\\t}; printf '"%s"' "$s"; }
to_json() { local -n m=$1; local k sep= out='{'; for k in $(printf '%s\n' "${!m[@]}" | sort); do out+="$sep$(json_escape "$k"):$(json_escape "${m[$k]}")"; sep=,; done; echo "$out}"; }
declare -A obj=([name]='Ann "A"' [path]='C:\dir' [text]=$'line1\nline2\tx')
to_json obj
#### timer-free progress loop with printf \r and modulo
for ((i=1; i<=10; i++)); do
  (( i % 3 == 0 )) && printf 'fizz'
  (( i % 5 == 0 )) && printf 'buzz'
  (( i % 3 && i % 5 )) && printf '%d' "$i"
  printf '\n'
done | paste -sd, -
#### dependency ordering (topological sort) with associative arrays
declare -A deps=([app]="lib util" [lib]="util core" [util]="core" [core]="" [tests]="app")
declare -A done_=()
order=()
visit() { local n=$1 d; [[ ${done_[$n]-} ]] && return; done_[$n]=1; for d in ${deps[$n]}; do visit "$d"; done; order+=("$n"); }
for n in $(printf '%s\n' "${!deps[@]}" | sort); do visit "$n"; done
echo "${order[*]}"
#### parsing key=value args into variables safely
for arg in user=ann 'msg=hello world' 'bad-key=x' n=5 'x=$(echo no)'; do
  key=${arg%%=*} val=${arg#*=}
  if [[ $key =~ ^[a-zA-Z_][a-zA-Z0-9_]*$ ]]; then printf -v "$key" '%s' "$val"; else echo "skip $key" >&2; fi
done 2>&1
echo "user=$user msg=$msg n=$n x=$x"
#### diffing two lists with comm and arrays
a=(pear apple fig kiwi); b=(fig plum apple)
comm -23 <(printf '%s\n' "${a[@]}" | sort) <(printf '%s\n' "${b[@]}" | sort) | paste -sd' '
comm -13 <(printf '%s\n' "${a[@]}" | sort) <(printf '%s\n' "${b[@]}" | sort) | paste -sd' '
comm -12 <(printf '%s\n' "${a[@]}" | sort) <(printf '%s\n' "${b[@]}" | sort) | paste -sd' '
#### string formatting table with column widths computed
rows=("name|size|kind" "readme.md|1204|file" "src|-|dir" "a-very-long-name.tar.gz|88211|archive")
w=(); for r in "${rows[@]}"; do IFS='|' read -ra f <<< "$r"; for i in "${!f[@]}"; do (( ${#f[i]} > ${w[i]:-0} )) && w[i]=${#f[i]}; done; done
for r in "${rows[@]}"; do IFS='|' read -ra f <<< "$r"; printf "%-${w[0]}s  %${w[1]}s  %s\n" "${f[@]}"; done
#### subshell isolation and exported variables
x=outer; export E=1
( x=inner; E=2; echo "in: $x $E"; bash -c 'echo "child: $E"' )
echo "out: $x $E"
f() { local x=func; g; }; g() { echo "g sees $x"; }; f; g
v=$(x=cmdsub; echo $x); echo "$v $x"
#### traps in functions and RETURN
f() { trap 'echo "leaving f"' RETURN; echo "in f"; return 3; }
f; echo st=$?
g() { local tmp=/tmp/x$$; trap "echo cleanup" RETURN; echo work; }
g; g
trap - RETURN; echo done
#### reading fixed-width records with read -n and substrings
data='0001Alice     NY0002Bob       CA0003Carol     TX'
while [[ -n $data ]]; do rec=${data:0:16}; data=${data:16}; id=$((10#${rec:0:4})); name=${rec:4:10}; st=${rec:14:2}; printf '%d:%s:%s\n' "$id" "${name%% *}" "$st"; done
printf 'abcdefgh' | { read -n 3 a; read -n 3 b; read c; echo "$a|$b|$c"; }
#### number formatting and base conversion
for n in 0 7 255 4096 65535; do printf '%5d %5o %4x %#x %s\n' $n $n $n $n "$(echo "obase=2; $n" | bc)"; done
echo $((2#1011)) $((8#17)) $((16#ff)) $((36#zz)) $((0x1F)) $((010))
printf '%.2f %.0f %e %g\n' 3.14159 2.5 12345.678 0.0001
#### while loop with complex conditions and continue/break levels
for i in 1 2 3; do
  for j in a b c; do
    [[ $j == b && $i == 2 ]] && continue 2
    [[ $i == 3 ]] && break 2
    echo "$i$j"
  done
done
n=0; until (( n >= 5 )) || [[ $n == 3 ]]; do ((n++)); done; echo n=$n
#### case with patterns, classes and fallthrough
classify() {
  case $1 in
    '') echo empty ;;
    *[!0-9]*) case $1 in [A-Z]*) echo "word (capital)" ;;& *.txt) echo "text file" ;; *) echo word ;; esac ;;
    0) echo zero ;&
    [1-9]|[1-9][0-9]) echo "small number" ;;
    *) echo "big number" ;;
  esac
}
for x in '' abc Abc a.txt 0 7 42 1000; do printf '%-5s: ' "$x"; classify "$x"; done
#### PIPESTATUS and pipefail combinations
true | false | true; echo "${PIPESTATUS[*]}"
set -o pipefail; false | true; echo "st=$? ${PIPESTATUS[*]}"
{ echo a; exit 3; } | cat; echo "st=$? ${PIPESTATUS[*]}"
set +o pipefail; (exit 2) | (exit 0); echo "st=$?"
x=$(false | true); echo "cmdsub st=$?"
#### printf -v building strings and arrays
printf -v line '%s-' {1..5}; echo "${line%-}"
printf -v 'arr[2]' '%03d' 7; declare -p arr
printf -v pad '%-10s|' left; echo "$pad"
printf '%s=%s\n' a 1 b 2 c
#### random-free shuffle using sort keys and arrays
items=(delta alpha charlie bravo echo)
IFS=$'\n' sorted=($(sort <<< "${items[*]}")); unset IFS
echo "${sorted[*]}"
IFS=$'\n' rsorted=($(sort -r <<< "${items[*]}")); unset IFS
echo "${rsorted[@]:1:3}"
#### heredoc feeding a while loop with line numbers
n=0
while IFS= read -r line; do
  ((n++))
  [[ -z $line ]] && { echo "$n: <blank>"; continue; }
  [[ $line == \#* ]] && continue
  echo "$n: ${line^}"
done <<'EOF3'
first line
# a comment

  indented
last
EOF3
