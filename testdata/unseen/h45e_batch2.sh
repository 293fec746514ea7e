#### common file operation errors in a setup script
mkdir work
cat work
rm work
cp work copy
mv nosuch dest
ln -s target work/l; ln -s target work/l
mkdir work
rmdir nosuch
touch work/f; rmdir work
echo "end"
#### tool argument errors an agent triggers
head -n x /dev/null
tail -c abc /dev/null
sort -k 0 /dev/null
seq 1 x
wc nosuch_h45e
cut -f /dev/null
echo "end"
#### grep sed awk error messages
echo abc | grep -E 'a(b'
echo "grep rc=$?"
echo abc | sed 's/a/b'
echo "sed rc=$?"
echo abc | awk '{print $1'
echo "awk rc=$?"
echo abc | sed -n '/x/{p'
echo "rc=$?"
#### declare -p of script state
declare -a list=(one "two words" three)
declare -A map=([k1]=v1)
declare -i num=5+5
declare -r CONST=fixed
export EXPORTED=yes
declare -p list map num CONST EXPORTED
num+=3; echo "num=$num"
CONST=other
echo "rc=$?"
#### readonly and unset errors
readonly VERSION=1.0
VERSION=2.0
echo "after assign: $VERSION"
unset VERSION
echo "after unset rc=$?"
f() { local VERSION=3; echo "local $VERSION"; }
f
echo "end"
#### printf %q for safe command building
args=("file name.txt" "it's" 'a$b' "tab	here" "")
for a in "${args[@]}"; do printf '%q\n' "$a"; done
cmd=$(printf '%q ' rm -f "${args[@]:0:2}")
echo "cmd: $cmd"
#### set -x trace of a small deploy script
set -x
target=prod
files=(a.txt "b c.txt")
for f in "${files[@]}"; do
  [[ -n $f ]] && echo "upload $f to $target"
done
result=$(echo done | tr a-z A-Z)
set +x
echo "$result"
#### FUNCNAME and caller style stack trace
trace() {
  local i
  for (( i = 1; i < ${#FUNCNAME[@]}; i++ )); do
    echo "  at ${FUNCNAME[i]} (line ${BASH_LINENO[i-1]})"
  done
}
inner() { echo "error in inner"; trace; }
middle() { inner; }
outer() { middle; }
outer
#### RETURN trap and function timing free logging
log_return() { echo "leaving ${FUNCNAME[1]}"; }
work() {
  trap log_return RETURN
  echo "working"
}
work
other() { echo "other"; }
other
#### date with fixed epoch and utc
date -u -d @0 '+%Y-%m-%d %H:%M:%S'
date -u -d '2024-02-28 +1 day' +%F
date -u -d '2024-01-31' '+%A %j %U'
TZ=UTC date -d '@86400' +%s
#### numfmt and human sizes
for n in 512 2048 1048576 1500000000; do
  printf '%12d -> %s\n' "$n" "$(numfmt --to=iec "$n")"
done
numfmt --from=iec 4K 1M
numfmt --to=si --suffix=B 1234567
#### od and xxd inspection of a file
printf 'AB\tC\n\0' > bin.dat
od -c bin.dat
xxd bin.dat
od -An -tx1 bin.dat
#### readlink realpath basename dirname
mkdir -p a/b
touch a/b/file.tar.gz
ln -s a/b/file.tar.gz link
realpath --relative-to=a a/b/file.tar.gz
readlink link
basename a/b/file.tar.gz .gz
basename -s .gz a/b/file.tar.gz link
dirname a/b/file.tar.gz /x /x/ x
readlink -f link | sed "s|^$PWD|.|"
#### seq formats and printf from seq
seq -w 8 11
seq -s, 1 5
seq 0.5 0.5 2
seq -f 'host%02g' 3
printf 'n=%d\n' $(seq 3 -1 1)
#### fold fmt and wrap text
text="The quick brown fox jumps over the lazy dog and keeps running far away"
echo "$text" | fold -w 20
echo ---
echo "$text" | fold -s -w 20
echo ---
echo "$text" | fmt -w 30
#### awk with getline and multiple files
printf 'id1 alice\nid2 bob\n' > names
printf 'id2 50\nid1 20\nid3 5\n' > scores
awk 'NR==FNR {name[$1]=$2; next} {print ($1 in name ? name[$1] : "unknown"), $2}' names scores
awk 'FNR==1 {print "==", FILENAME} {n++} END {print n, "lines"}' names scores
#### awk printf formats and number handling
awk 'BEGIN {
  printf "%5.2f|%-5s|%05d|%x|%o|%e|%c\n", 3.14159, "ab", 42, 255, 8, 12345.678, 65
  print 1/3, 100000 * 100000, 0.1 + 0.2, int(-3.7), 2^10
  print length("héllo"), toupper("abc"), substr("abcdef", 2, 3), index("hello", "ll")
}'
#### awk split gsub match
echo "key1=val1;key2=val2;key3=val3" | awk -F';' '{
  for (i = 1; i <= NF; i++) { split($i, kv, "="); printf "%s -> %s\n", kv[1], kv[2] }
}'
echo "a-b-c" | awk '{n = gsub(/-/, "+"); print n, $0}'
echo "order 12345 shipped" | awk 'match($0, /[0-9]+/) {print substr($0, RSTART, RLENGTH), RSTART, RLENGTH}'
#### sed advanced append insert change and hold
printf 'a\nb\nc\nd\n' > s.txt
sed '2a\
after b' s.txt | paste -sd' '
sed '3i before c' s.txt | paste -sd' '
sed '/b/c replaced' s.txt | paste -sd' '
sed -n '1!G;h;$p' s.txt | paste -sd' '
sed '$!N;s/\n/+/' s.txt
sed = s.txt | sed 'N;s/\n/: /'
#### sort options an agent uses
printf 'b 2\na 10\nc 1\nA 3\nb 1\n' > f
sort f | paste -sd'|'
sort -f f | paste -sd'|'
sort -k2n f | paste -sd'|'
sort -k1,1 -k2,2nr f | paste -sd'|'
sort -u -k1,1 f | paste -sd'|'
sort -c f; echo "sorted rc=$?"
printf '1K\n2M\n512\n' | sort -h | paste -sd' '
#### tr and cut character ranges
echo "Hello, World! 123" | tr -cd '[:alnum:] \n'
echo "hello" | tr 'a-y' 'b-z'
echo "a:b:c:d" | cut -d: -f2-3 --output-delimiter=' '
echo "abcdefgh" | cut -c1-3,6-
echo "path/to/file" | tr '/' '\n' | tail -1
#### here document to a command in a pipeline with loop
cat <<EOF | while read -r name size; do printf '%-10s %4s KB\n' "$name" "$size"; done
alpha 12
beta 345
gamma 6
EOF
#### nested command substitution and quoting
dir="my dir"
mkdir -p "$dir/sub"
echo "x" > "$dir/sub/f.txt"
count=$(find "$dir" -type f | wc -l)
echo "found $count file(s) in '$(basename "$(dirname "$(find "$dir" -name f.txt)")")'"
echo "$(echo "$(echo "deep $(echo nested)")")"
#### case statement with patterns for file types
for f in photo.JPG notes.md archive.tar.gz script.sh Makefile .hidden; do
  case ${f,,} in
    *.jpg|*.jpeg|*.png) kind=image ;;
    *.md|*.txt) kind=text ;;
    *.tar.gz|*.zip) kind=archive ;;
    *.sh) kind=script ;;
    .*) kind=hidden ;;
    *) kind=other ;;
  esac
  printf '%-15s %s\n' "$f" "$kind"
done
#### wait for background jobs collecting status
work() { sleep "0.$1"; return "$1"; }
pids=()
for n in 1 2 3; do work "$n" & pids+=($!); done
codes=()
for p in "${pids[@]}"; do wait "$p"; codes+=($?); done
echo "codes: ${codes[*]}"
wait
echo "all done"
#### background job output collected via files
for n in 3 1 2; do
  ( echo "job $n result" > "out.$n" ) &
done
wait
cat out.1 out.2 out.3
#### trap INT style handler with kill to self
trap 'echo "caught TERM"; exit 143' TERM
echo "before"
kill -TERM $$
echo "after kill"
#### eval built command and arrays of options
opts=(-n)
[[ -n yes ]] && opts+=(-r)
printf '3\n10\n2\n' | sort "${opts[@]}"
cmd="echo one; echo two"
eval "$cmd"
var=name; eval "$var=value"; echo "name=$name"
#### string to lines and back with IFS manipulations
IFS=: read -r -a dirs <<< "/usr/local/bin:/usr/bin:/bin"
echo "${#dirs[@]} dirs"
old=$IFS; IFS=$'\n'; echo "${dirs[*]}"; IFS=$old
printf '%s\n' "${dirs[@]/#//opt}"
echo "${dirs[@]%/bin}"
#### exit codes above 255 and negative
bash -c 'exit 256'; echo "256 -> $?"
bash -c 'exit 257'; echo "257 -> $?"
bash -c 'exit -1'; echo "-1 -> $?"
( exit 300 ); echo "sub 300 -> $?"
f() { return 1000; }; f; echo "return 1000 -> $?"
#### arithmetic with invalid values
n="abc"
echo $(( n + 1 ))
m="3abc"
echo $(( m + 1 ))
echo "next"
declare -i k
k="2 * 3"; echo "k=$k"
k=oops; echo "k=$k"
#### bc floating point calculations
echo "scale=2; 10/3" | bc
echo "scale=4; sqrt(2)" | bc
printf '%.3f\n' "$(echo '22/7' | bc -l)"
total=$(printf '1.5\n2.25\n3\n' | paste -sd+ | bc)
echo "total=$total"
echo "2^10" | bc
#### awk float compare and percentage table
printf 'a 45\nb 30\nc 25\n' | awk '{v[NR]=$2; n[NR]=$1; s+=$2} END {for (i=1;i<=NR;i++) printf "%s %5.1f%% %s\n", n[i], 100*v[i]/s, (v[i]/s > 0.3 ? "HIGH" : "low")}'
#### tee to multiple files and stdout
echo "message" | tee a.log b.log > /dev/null
seq 3 | tee -a a.log | wc -l
cat a.log
tee c.log <<< "via here" 
cat c.log
#### md5sum and cksum of generated content
printf 'abc' > x
md5sum x
cksum x
sha1sum < x
printf 'abc' | sha256sum | cut -c1-16
#### comm and join after sorting on the fly
printf 'bob 2\nann 1\n' > l
printf 'carl 9\nann 7\nbob 8\n' > r
join <(sort l) <(sort r)
join -a2 <(sort l) <(sort r)
comm -3 <(cut -d' ' -f1 l | sort) <(cut -d' ' -f1 r | sort)
#### json produced by printf and checked by python
items=(apple banana "cherry pie")
{
  printf '['
  sep=
  for i in "${items[@]}"; do printf '%s"%s"' "$sep" "$i"; sep=,; done
  printf ']\n'
} > items.json
cat items.json
python3 -c 'import json; d=json.load(open("items.json")); print(len(d), d[-1])'
jq -r '.[] | ascii_upcase' items.json
#### mktemp dir with files and cleanup verification
tmp=$(mktemp -d)
[[ -d $tmp ]] && echo "temp dir exists"
touch "$tmp/a" "$tmp/b"
ls "$tmp" | wc -l
rm -rf "$tmp"
[[ -e $tmp ]] || echo "temp dir removed"
f=$(mktemp --suffix=.json)
[[ $f == *.json ]] && echo "suffix ok"
rm -f "$f"
#### stat of sizes and types
printf '12345' > five
mkdir dd
ln -s five lnk
stat -c '%n %s %F' five dd lnk
stat -L -c '%n %F' lnk
stat -c '%a' five
#### conditional expressions on strings and numbers
a=10 b=9
[[ $a > $b ]] && echo "string: 10 > 9" || echo "string: 10 < 9"
(( a > b )) && echo "numeric: 10 > 9"
[ "$a" -gt "$b" ] && echo "test -gt ok"
[[ -z "" && -n x ]] && echo "z and n"
[ "abc" = abc ] && echo "single bracket equal"
[ 1 -eq one ] 2>&1
[[ 1 -eq one ]]; echo "rc=$?"
