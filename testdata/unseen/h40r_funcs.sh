#### functions with local nameref arrays and assoc arrays
set -euo pipefail
add_item() {
  local -n _list=$1
  local item=$2
  _list+=("$item")
}
count_by_ext() {
  local -n _files=$1 _out=$2
  local f ext
  for f in "${_files[@]}"; do
    ext=${f##*.}
    _out[$ext]=$(( ${_out[$ext]:-0} + 1 ))
  done
}
files=()
for f in main.go util.go README.md app.py lib.py setup.py; do add_item files "$f"; done
declare -A counts=()
count_by_ext files counts
for k in $(printf '%s\n' "${!counts[@]}" | sort); do
  printf '%s=%d\n' "$k" "${counts[$k]}"
done
echo "total ${#files[@]}, last ${files[-1]}, first two ${files[*]:0:2}"
#### stack and queue implemented with arrays
stack=()
push() { stack+=("$1"); }
pop() {
  local -n _ret=$1
  if (( ${#stack[@]} == 0 )); then echo "empty" >&2; return 1; fi
  _ret=${stack[-1]}
  unset 'stack[-1]'
}
for w in alpha beta gamma; do push "$w"; done
while pop top; do echo "popped $top (left ${#stack[@]})"; done
echo "rc=$?"
queue=(a b c d)
while (( ${#queue[@]} )); do
  head=${queue[0]}; queue=("${queue[@]:1}")
  printf '%s' "$head"
done; echo
#### printf -v and string building in loops
build_row() {
  local -n _row=$1; shift
  local cell out=""
  for cell in "$@"; do
    printf -v out '%s%-8s|' "$out" "$cell"
  done
  _row=$out
}
build_row header name qty unit
echo "$header"
printf -v line '%*s' ${#header} ''
echo "${line// /-}"
for r in "bolt 10 pcs" "oil 2 l" "tape 1 roll"; do
  read -r -a parts <<< "$r"
  build_row row "${parts[@]}"
  echo "$row"
done
printf -v pct '%.1f%%' "$(bc <<< 'scale=3; 7/9*100')"
echo "$pct"
#### string manipulation on paths and names
paths=(/var/log/app/server.log.1 ./src/Main.java "docs/My Notes.txt" archive.tar.gz noext)
for p in "${paths[@]}"; do
  base=${p##*/}
  dir=${p%/*}; [[ $dir == "$p" ]] && dir=.
  stem=${base%%.*}
  ext=${base#"$stem"}
  printf '%-28s dir=%-12s stem=%-10s ext=%s\n' "$p" "$dir" "$stem" "${ext:-none}"
done
s="Hello World From Bash"
echo "${s,,} | ${s^^} | ${s// /_} | ${#s} | ${s:6:5} | ${s: -4}"
words=($s); echo "${#words[@]} words, reversed:"; for ((i=${#words[@]}-1; i>=0; i--)); do printf '%s ' "${words[i]}"; done; echo
#### case with globs to classify inputs
classify() {
  case $1 in
    '') echo empty ;;
    *[!0-9]*) 
      case $1 in
        -[0-9]*) [[ ${1:1} =~ ^[0-9]+$ ]] && echo negative || echo mixed ;;
        *.tar.gz|*.tgz) echo tarball ;;
        [A-Z]*) echo capitalized ;;
        http?(s)://*) echo url ;;
        *) echo word ;;
      esac ;;
    0) echo zero ;;
    *) echo number ;;
  esac
}
shopt -s extglob
for x in "" 42 0 -7 -7a x.tgz a.tar.gz Foo https://a.b http://c bar; do
  printf '%-10s %s\n' "'$x'" "$(classify "$x")"
done
#### while read over process substitution keeps variables
count=0; sum=0
while read -r name size; do
  (( count++ )) || true
  (( sum += size ))
  last=$name
done < <(printf '%s %d\n' a 10 b 20 c 30)
echo "count=$count sum=$sum last=$last"
n=0
printf '%s\n' x y z | while read -r l; do n=$((n+1)); done
echo "pipe subshell n=$n"
shopt -s lastpipe 2>/dev/null
set +m
printf '%s\n' x y z | while read -r l; do n=$((n+1)); done
echo "lastpipe n=$n"
#### mapfile with callback and trimming
printf '  alpha  \nbeta\n\n  gamma\n' > lines.txt
mapfile -t raw < lines.txt
echo "${#raw[@]} raw lines"
clean=()
for l in "${raw[@]}"; do
  l="${l#"${l%%[![:space:]]*}"}"
  l="${l%"${l##*[![:space:]]}"}"
  [[ -n $l ]] && clean+=("$l")
done
printf '[%s]\n' "${clean[@]}"
mapfile -t -s 1 -n 2 part < lines.txt
declare -p part
mapfile -t nums < <(seq 5 -1 1)
echo "${nums[*]}"
#### recursive function with depth and memo
declare -A memo
fib() {
  local n=$1
  if (( n < 2 )); then echo "$n"; return; fi
  if [[ -n ${memo[$n]:-} ]]; then echo "${memo[$n]}"; return; fi
  local a b
  a=$(fib $((n - 1))); b=$(fib $((n - 2)))
  memo[$n]=$((a + b))
  echo $((a + b))
}
for i in 0 1 5 10 12; do printf 'fib(%d)=%s\n' "$i" "$(fib "$i")"; done
walk() {
  local dir=$1 depth=${2:-0}
  local e
  for e in "$dir"/*; do
    [[ -e $e ]] || continue
    printf '%*s%s\n' $((depth * 2)) '' "${e##*/}"
    [[ -d $e ]] && walk "$e" $((depth + 1))
  done
}
mkdir -p t/a/b t/c; touch t/a/b/f t/c/g t/h
walk t
#### here-strings and read with IFS splitting
IFS=: read -r user _ uid gid gecos home shell <<< 'deploy:x:1001:1001:Deploy User,,,:/home/deploy:/bin/bash'
echo "$user $uid $home $shell"
IFS=, read -r -a fields <<< 'a,b,,d'
echo "${#fields[@]} fields: $(printf '<%s>' "${fields[@]}")"
read -r first rest <<< '  leading and   multiple  '
echo "first=[$first] rest=[$rest]"
IFS= read -r whole <<< '  keep spaces  '
echo "[$whole]"
while IFS='=' read -r k v; do printf '%s -> %s\n' "$k" "$v"; done <<< $'a=1\nb=x=y\nc='
#### arithmetic with arrays and loops for stats
data=(12 7 3 25 8 19 4)
min=${data[0]} max=${data[0]} sum=0
for v in "${data[@]}"; do
  (( v < min )) && min=$v
  (( v > max )) && max=$v
  (( sum += v ))
done
n=${#data[@]}
echo "n=$n min=$min max=$max sum=$sum mean=$((sum / n)).$(( (sum * 10 / n) % 10 ))"
sorted=($(printf '%s\n' "${data[@]}" | sort -n))
echo "median=${sorted[n/2]} sorted=${sorted[*]}"
echo "even indices: $(for i in "${!data[@]}"; do (( i % 2 == 0 )) && printf '%s ' "${data[i]}"; done)"
echo $(( 2**10 )) $(( 17 / 5 )) $(( -17 % 5 )) $(( 0x1F )) $(( 8#17 )) $(( 1 << 4 ))
#### function returning status and output separately
parse_port() {
  local s=$1
  if [[ ! $s =~ ^[0-9]+$ ]]; then
    echo "not a number: $s" >&2
    return 2
  fi
  if (( s < 1 || s > 65535 )); then
    echo "out of range: $s" >&2
    return 3
  fi
  echo "$s"
}
for p in 80 0 99999 abc 8080; do
  if port=$(parse_port "$p" 2>&1); then
    echo "ok $port"
  else
    rc=$?
    echo "fail rc=$rc msg=$port"
  fi
done
#### declare -A iteration sorted and delete keys
declare -A cfg=([host]=localhost [port]=5432 [user]=admin [pass]=secret [db]=main)
unset 'cfg[pass]'
for k in $(echo "${!cfg[@]}" | tr ' ' '\n' | sort); do
  echo "$k=${cfg[$k]}"
done
[[ -v cfg[user] ]] && echo "has user"
[[ -v cfg[pass] ]] || echo "no pass"
echo "${#cfg[@]} keys"
cfg+=([timeout]=30 [port]=6543)
echo "port now ${cfg[port]}, timeout ${cfg[timeout]}"
#### getopts style parsing in a function with defaults
run() {
  local OPTIND opt verbose=0 out=- n=1
  while getopts ':vo:n:' opt; do
    case $opt in
      v) verbose=$((verbose + 1)) ;;
      o) out=$OPTARG ;;
      n) n=$OPTARG ;;
      :) echo "missing arg for -$OPTARG"; return 2 ;;
      \?) echo "bad option -$OPTARG"; return 2 ;;
    esac
  done
  shift $((OPTIND - 1))
  echo "verbose=$verbose out=$out n=$n args=[$*]"
}
run a b
run -v -v -o file.txt x
run -vn 3 -- -notopt
run -x
run -o
run -n5 -ofoo last
#### string padding truncation and repeat helpers
pad() { printf "%-${2}.${2}s" "$1"; }
repeat() { local s; printf -v s "%${2}s" ''; echo "${s// /$1}"; }
center() { local w=$2 t=$1; local l=$(( (w - ${#t}) / 2 )); printf '%*s%s%*s\n' $l '' "$t" $((w - l - ${#t})) ''; }
echo "[$(pad hello 3)] [$(pad hi 5)]"
repeat '=' 10
repeat 'ab' 3
center title 11 | cat -A
center x 4 | cat -A
#### trap EXIT in function subshell and RETURN
cleanup() { echo "cleanup: $1"; }
work() (
  trap 'cleanup sub' EXIT
  echo working
  return 3
)
work; echo "rc=$?"
f() { trap 'echo returning from f' RETURN; echo in f; }
f
trap - RETURN
g() { echo in g; }
g
trap 'echo final exit' EXIT
echo end
#### associative array of arrays via prefix naming
declare -A groups=([web]="nginx app1 app2" [db]="pg1 pg2" [cache]="redis")
for g in $(printf '%s\n' "${!groups[@]}" | sort); do
  read -r -a members <<< "${groups[$g]}"
  printf '%-5s (%d): ' "$g" "${#members[@]}"
  printf '%s,' "${members[@]}" | sed 's/,$/\n/'
done
all=()
for g in "${!groups[@]}"; do all+=(${groups[$g]}); done
printf '%s\n' "${all[@]}" | sort | tr '\n' ' '; echo
#### indirect expansion and variable name building
for env in dev prod; do
  declare "url_$env=https://$env.example.com"
  declare "port_$env=$(( env == dev ? 0 : 0 ))"
done
url_dev=http://localhost
for env in dev prod; do
  var="url_$env"
  echo "$env -> ${!var}"
done
echo "vars: $(compgen -v | grep '^url_' | sort | tr '\n' ' ')"
prefix=url_
for name in ${!url_*}; do echo "$name"; done
#### retry loop with counter and backoff without sleeping
attempts=0
flaky() { (( ++attempts < 3 )) && { echo "attempt $attempts failed" >&2; return 1; }; echo "attempt $attempts ok"; }
max=5 delay=1
for ((i = 1; i <= max; i++)); do
  if flaky; then break; fi
  echo "waiting ${delay}s" 
  delay=$((delay * 2))
done 2>&1
(( i <= max )) && echo "succeeded after $i tries" || echo "gave up"
until [[ -f ready ]]; do
  n=$((${n:-0} + 1)); (( n == 2 )) && touch ready
done
echo "ready after $n polls"
#### local shadowing and dynamic scope
x=global
show() { echo "show sees $x"; }
outer() { local x=outer; show; inner; show; }
inner() { x=modified-by-inner; local y=inner-only; }
outer
show
echo "y=${y-unset}"
counter() { local -i c=${c:-0}; c+=1; echo "c=$c"; }
counter; c=10 counter; counter
declare -i total=0; total+=5; total+="3*2"; echo "total=$total"
#### join array elements with custom separators
join_by() { local IFS=$1; shift; echo "$*"; }
join_by_str() { local d=$1 first=$2; shift 2; printf '%s' "$first" "${@/#/$d}"; echo; }
arr=(one "two three" four)
join_by , "${arr[@]}"
join_by_str ' :: ' "${arr[@]}"
join_by_str '-' solo
join_by '' a b c
IFS=+ eval 'echo "$((${arr[*]/*/1}))"'
#### parse key value arguments into assoc array
declare -A opts
parse_kv() {
  local arg
  for arg in "$@"; do
    case $arg in
      --*=*) k=${arg%%=*}; k=${k#--}; opts[$k]=${arg#*=} ;;
      --no-*) opts[${arg#--no-}]=false ;;
      --*) opts[${arg#--}]=true ;;
      *) echo "positional: $arg" ;;
    esac
  done
}
parse_kv --name=web --replicas=3 --debug --no-cache file1 --label=a=b
for k in $(printf '%s\n' "${!opts[@]}" | sort); do echo "$k=${opts[$k]}"; done
#### readarray from command with null delimiter
mkdir d; touch 'd/a b.txt' d/c.txt 'd/new
line.txt'
readarray -d '' -t found < <(find d -type f -print0 | sort -z)
echo "${#found[@]} files"
for f in "${found[@]}"; do printf '<%s>\n' "${f//$'\n'/\\n}"; done
#### simple templating with parameter expansion replace
tpl='Dear {{name}}, your order {{id}} ships on {{date}}.'
declare -A vals=([name]="Ann Lee" [id]=A-17 [date]=2024-05-01)
out=$tpl
for k in "${!vals[@]}"; do out=${out//"{{$k}}"/${vals[$k]}}; done
echo "$out"
[[ $out == *'{{'* ]] && echo "unfilled" || echo "complete"
tpl2='Hi {{who}} and {{missing}}'
declare -A v2=([who]=Bob)
o=$tpl2; for k in "${!v2[@]}"; do o=${o//"{{$k}}"/${v2[$k]}}; done
echo "$o"; grep -o '{{[a-z]*}}' <<< "$o"
