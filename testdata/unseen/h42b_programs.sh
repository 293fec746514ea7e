#### recursive factorial and fibonacci with memo
fact() { if (( $1 <= 1 )); then echo 1; else echo $(( $1 * $(fact $(( $1 - 1 ))) )); fi; }
echo "10! = $(fact 10)"
declare -A memo=([0]=0 [1]=1)
fib() {
  local n=$1
  if [[ -z ${memo[$n]+x} ]]; then
    fib $((n-1)); fib $((n-2))
    memo[$n]=$(( memo[$((n-1))] + memo[$((n-2))] ))
  fi
}
fib 50
echo "fib(50) = ${memo[50]}"
#### function returning via global and printf -v
to_upper() { printf -v "$1" '%s' "${2^^}"; }
to_upper result "hello"
echo "$result"
split_kv() { KEY=${1%%=*}; VAL=${1#*=}; }
split_kv "name=value=more"
echo "KEY=$KEY VAL=$VAL"
max() { local -n _out=$1; shift; _out=$1; local x; for x; do (( x > _out )) && _out=$x; done; }
max biggest 3 17 5 42 8
echo "biggest=$biggest"
#### tree walk over files recursive
mkdir -p proj/src/lib proj/docs proj/src/empty
touch proj/README proj/src/main.sh proj/src/lib/util.sh proj/docs/guide.md
walk() {
  local dir=$1 indent=$2 entry
  for entry in "$dir"/*; do
    [[ -e $entry ]] || continue
    if [[ -d $entry ]]; then
      echo "${indent}${entry##*/}/"
      walk "$entry" "$indent  "
    else
      echo "${indent}${entry##*/}"
    fi
  done
}
walk proj ""
#### count files by extension recursively with globstar
mkdir -p w/a/b
touch w/x.sh w/a/y.sh w/a/b/z.md w/a/b/q.txt w/r.md
shopt -s globstar nullglob
declare -A ext
for f in w/**/*.*; do
  [[ -f $f ]] || continue
  e=${f##*.}
  (( ext[$e]++ ))
done
for e in $(printf '%s\n' "${!ext[@]}" | sort); do echo "$e: ${ext[$e]}"; done
#### retry loop with counter and backoff
attempts=0
flaky() { (( ++attempts < 3 )) && { echo "attempt $attempts failed" >&2; return 1; }; echo "attempt $attempts ok"; }
retry() {
  local max=$1 delay=0 n=1; shift
  until "$@"; do
    if (( n >= max )); then echo "giving up after $n" >&2; return 1; fi
    (( n++ ))
    delay=$(( delay * 2 + 1 ))
    echo "retrying in ${delay}s" >&2
  done
}
retry 5 flaky 2>&1
attempts=-5
retry 2 flaky 2>&1; echo "st=$?"
#### progress bar loop with carriage returns
progress() {
  local cur=$1 total=$2 width=20
  local filled=$(( cur * width / total ))
  local bar
  printf -v bar '%*s' "$filled" ''
  bar=${bar// /#}
  printf '\r[%-*s] %3d%%' "$width" "$bar" $(( cur * 100 / total ))
}
for i in 0 5 10 15 20; do progress "$i" 20; done
echo
progress 7 20 | od -c | head -3
#### logging helpers with levels and colors
readonly RED=$'\e[31m' YELLOW=$'\e[33m' RESET=$'\e[0m'
LOG_LEVEL=${LOG_LEVEL:-1}
declare -A LEVELS=([DEBUG]=0 [INFO]=1 [WARN]=2 [ERROR]=3)
log() {
  local level=$1; shift
  (( LEVELS[$level] < LOG_LEVEL )) && return 0
  local color=""
  case $level in WARN) color=$YELLOW ;; ERROR) color=$RED ;; esac
  printf '%s%-5s%s %s\n' "$color" "$level" "${color:+$RESET}" "$*" >&2
}
log DEBUG "hidden"
log INFO "starting"
log WARN "careful"
log ERROR "boom" 2>&1 | od -An -c | head -2
#### templating with indirect expansion
render() {
  local tmpl=$1 out="" rest=$1
  while [[ $rest =~ ^([^$]*)\$\{([A-Za-z_][A-Za-z0-9_]*)\}(.*)$ ]]; do
    out+=${BASH_REMATCH[1]}
    local var=${BASH_REMATCH[2]}
    out+=${!var-"<$var?>"}
    rest=${BASH_REMATCH[3]}
  done
  printf '%s\n' "$out$rest"
}
user=alice host=example.org
render 'Hello ${user}@${host}, bye ${user}. Missing: ${nope}!'
#### heredoc template with command substitution and arithmetic
name=report items=3
cat <<END
# ${name^}
Generated for: ${USER_NAME:-unknown}
Items: $items, doubled: $(( items * 2 ))
List: $(for i in $(seq 1 $items); do printf 'i%d ' $i; done)
Literal: \$HOME and \`cmd\`
END
cat <<'END'
No $expansion here: $(date) ${x}
END
#### here-string and heredoc into read and mapfile
read -r first rest <<< "alpha beta gamma"
echo "first=$first rest=$rest"
mapfile -t lines <<END
one
two

four
END
echo "${#lines[@]}: ${lines[*]}"
printf '[%s]' "${lines[@]}"; echo
#### mapfile options skip count origin delimiter
printf '%s\n' h1 h2 a b c d e > data.txt
mapfile -t -s 2 -n 3 rows < data.txt
declare -p rows
mapfile -t -O 10 rows < <(printf 'x\ny\n')
declare -p rows
mapfile -d ',' -t csv <<< "a,b,,c"
declare -p csv
printf 'p\0q\0' | { mapfile -d '' -t z; declare -p z; }
#### readarray with callback every line
readarray -t -C 'printf "cb %s:%s\n"' -c 1 arr < <(printf 'x\ny\nz\n')
declare -p arr
#### read -r -a and IFS tricks
IFS=, read -r -a cols <<< "a,b,,d,"
echo "${#cols[@]}"; printf '<%s>' "${cols[@]}"; echo
IFS=$' \t' read -r -a ws <<< $'  lead\t tab  trail  '
echo "${#ws[@]}"; printf '<%s>' "${ws[@]}"; echo
IFS= read -r raw <<< "  keep  spaces  "
echo "[$raw]"
read -r trimmed <<< "  strip  spaces  "
echo "[$trimmed]"
IFS=: read -r user _ uid _ <<< "root:x:0:0:root:/root:/bin/bash"
echo "$user $uid"
#### IFS newline array from command output
IFS=$'\n' read -r -d '' -a items < <(printf 'one two\nthree\n\nfour\n') || true
echo "${#items[@]}"
printf '<%s>' "${items[@]}"; echo
old=$IFS; IFS=$'\n'; arr=($(printf 'a b\nc\n')); IFS=$old
echo "${#arr[@]} ${arr[0]}"
#### namerefs for nested data structures
declare -A person_alice=([age]=30 [city]=Paris)
declare -A person_bob=([age]=25 [city]=Rome)
people=(alice bob)
for p in "${people[@]}"; do
  declare -n rec="person_$p"
  printf '%-6s %3s %s\n' "$p" "${rec[age]}" "${rec[city]}"
  unset -n rec
done
add_person() {
  local -n _p="person_$1"
  declare -gA "person_$1"
  _p[age]=$2; _p[city]=$3
}
add_person carol 41 Oslo
declare -p person_carol
#### nameref to array element and circular errors
arr=(zero one two)
declare -n el='arr[1]'
echo "$el"
el=ONE
echo "${arr[*]}"
declare -n self=self 2>&1; echo "st=$?"
declare -n a=b; declare -n b=a; echo "${a-x}" 2>&1; echo "st=$?"
#### stack and queue with arrays
stack=()
push() { stack+=("$1"); }
pop() { local -n _r=$1; _r=${stack[-1]}; unset 'stack[-1]'; }
push a; push b; push c
pop top; echo "popped $top, left ${stack[*]}"
queue=(1 2 3 4)
head=${queue[0]}; queue=("${queue[@]:1}")
echo "dequeued $head, left ${queue[*]} (${#queue[@]})"
#### array slicing sparse and reindex
a=([2]=b [5]=e [9]=i)
echo "${!a[@]}"
echo "${a[@]:1}"
b=("${a[@]}")
echo "${!b[@]}"
unset 'b[1]'
b=("${b[@]}")
declare -p b
echo "${a[@]: -1}"
#### array contains and index of
arr=(red green "light blue" yellow)
contains() { local x; for x in "${@:2}"; do [[ $x == "$1" ]] && return 0; done; return 1; }
contains "light blue" "${arr[@]}" && echo "has light blue"
contains blue "${arr[@]}" || echo "no blue"
index_of() { local i; for i in "${!arr[@]}"; do [[ ${arr[i]} == "$1" ]] && { echo "$i"; return; }; done; echo -1; }
index_of yellow; index_of purple
#### sort array with readarray and sort
arr=(banana Apple cherry apple 10 9)
readarray -t sorted < <(printf '%s\n' "${arr[@]}" | sort)
echo "${sorted[*]}"
readarray -t nsorted < <(printf '%s\n' 10 9 100 1 | sort -n)
echo "${nsorted[*]}"
readarray -t uniq < <(printf '%s\n' b a b c a | sort -u)
echo "${uniq[*]}"
#### bubble sort in pure bash
arr=(5 3 8 1 9 2)
n=${#arr[@]}
for ((i=0; i<n; i++)); do
  for ((j=0; j<n-i-1; j++)); do
    if (( arr[j] > arr[j+1] )); then
      tmp=${arr[j]}; arr[j]=${arr[j+1]}; arr[j+1]=$tmp
    fi
  done
done
echo "${arr[*]}"
#### reverse array and join
arr=(1 2 3 "four five")
rev=()
for ((i=${#arr[@]}-1; i>=0; i--)); do rev+=("${arr[i]}"); done
printf '%s|' "${rev[@]}"; echo
(IFS=-; echo "${rev[*]}")
#### case with extglob patterns
shopt -s extglob
classify() {
  case $1 in
    +([0-9])) echo "$1: integer" ;;
    ?(-)+([0-9]).+([0-9])) echo "$1: decimal" ;;
    @(yes|no|y|n)) echo "$1: answer" ;;
    *.@(jpg|png|gif)) echo "$1: image" ;;
    !(*[!a-z]*)) echo "$1: lowercase word" ;;
    *) echo "$1: other" ;;
  esac
}
for x in 42 -3.5 yes photo.png hello Hello ""; do classify "$x"; done
#### extglob in parameter expansion and matching
shopt -s extglob
s="   trim me   "
echo "[${s##+([[:space:]])}]"
echo "[${s%%+([[:space:]])}]"
f="file.tar.gz.bak"
echo "${f%.@(bak|tmp)}"
path="a//b///c"
echo "${path//+(\/)//}"
[[ abc123 == +([a-z])+([0-9]) ]] && echo "pattern ok"
#### counter loops and arithmetic idioms
total=0
for ((i=1; i<=10; i++)); do (( total += i )); done
echo "sum=$total"
i=0; while (( i < 5 )); do ((i++)); done; echo "i=$i"
n=7; (( n % 2 )) && echo odd || echo even
echo $(( 2**10 )) $(( 17 / 5 )) $(( 17 % 5 )) $(( -17 / 5 )) $(( -17 % 5 ))
x=5; (( x *= 3, x -= 1 )); echo "x=$x"
echo $(( x > 10 ? 1 : 0 )) $(( (x & 6) | 1 )) $(( x << 2 )) $(( ~x ))
#### bit flags and hex formatting
flags=0
READ=1 WRITE=2 EXEC=4
(( flags |= READ | EXEC ))
for p in READ WRITE EXEC; do
  (( flags & ${!p} )) && echo "$p on" || echo "$p off"
done
printf 'flags=%d hex=0x%02X oct=%o\n' $flags $flags $flags
echo $(( 16#ff )) $(( 8#17 )) $(( 2#1010 )) $(( 36#z ))
