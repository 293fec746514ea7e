#### getopts CLI with long-option fallback and usage errors
prog() {
  local OPTIND opt verbose=0 out=- n=1
  while getopts ':vo:n:-:' opt; do
    case $opt in
      v) ((verbose++)) ;;
      o) out=$OPTARG ;;
      n) [[ $OPTARG =~ ^[0-9]+$ ]] || { echo "bad -n: $OPTARG" >&2; return 2; }; n=$OPTARG ;;
      -) case $OPTARG in verbose) ((verbose++));; *) echo "unknown --$OPTARG" >&2; return 2;; esac ;;
      :) echo "-$OPTARG needs a value" >&2; return 2 ;;
      \?) echo "unknown -$OPTARG" >&2; return 2 ;;
    esac
  done
  shift $((OPTIND-1))
  echo "v=$verbose out=$out n=$n rest=[$*]"
}
prog -vv -o file -n 3 a b; prog --verbose x; prog -n x; echo st=$?; prog -o; echo st=$?; prog -q; echo st=$?; prog --nope; echo st=$?
#### ini file parser into an associative array
cat > cfg.ini <<'E'
; comment
[server]
host = example.org
port=8080

[client]
retries = 3
name = "quoted value"
E
declare -A cfg; section=
while IFS= read -r line || [[ -n $line ]]; do
  line=${line%%;*}; [[ $line =~ ^[[:space:]]*$ ]] && continue
  if [[ $line =~ ^\[(.*)\]$ ]]; then section=${BASH_REMATCH[1]}; continue; fi
  key=${line%%=*}; val=${line#*=}
  key=${key//[[:space:]]/}; val=${val#"${val%%[![:space:]]*}"}; val=${val%\"}; val=${val#\"}
  cfg[$section.$key]=$val
done < cfg.ini
for k in $(printf '%s\n' "${!cfg[@]}" | sort); do printf '%s=%s\n' "$k" "${cfg[$k]}"; done
#### CSV with quoted fields via gawk FPAT
printf 'id,name,note\n1,"Smith, J","said ""hi"""\n2,Doe,plain\n' > q.csv
gawk -v FPAT='([^,]*)|("([^"]|"")*")' 'NR>1 { n=$2; gsub(/^"|"$/, "", n); print $1 ": " n " (" NF ")" }' q.csv
#### word frequency top-N with ties broken alphabetically
printf 'the cat and the dog and the bird\nA cat, a DOG!\n' > t.txt
tr '[:upper:]' '[:lower:]' < t.txt | tr -cs '[:alpha:]' '\n' | grep -v '^$' | sort | uniq -c | sort -k1,1nr -k2,2 | head -4
#### date arithmetic with fixed dates in UTC
export TZ=UTC
d=2024-02-27; for i in 0 1 2 3; do date -d "$d + $i day" +%F; done
date -d '2024-03-31 - 1 month' +%F; date -d @86400 '+%Y-%m-%d %H:%M:%S %Z'
echo $(( ( $(date -d 2024-12-25 +%s) - $(date -d 2024-01-01 +%s) ) / 86400 ))
date -u -d '2000-01-01T12:00:00Z' +'%A %j %U %V %u'
#### jq reshape: group, count and sort
cat > ev.json <<'E'
[{"user":"a","type":"click","ms":10},{"user":"b","type":"view","ms":5},{"user":"a","type":"view","ms":7},{"user":"a","type":"click","ms":3}]
E
jq -c 'group_by(.user) | map({user: .[0].user, n: length, total: (map(.ms) | add)})' ev.json
jq -r '.[] | select(.type=="click") | "\(.user)\t\(.ms)"' ev.json
jq '[.[] | .ms] | {min: min, max: max, avg: (add/length)}' ev.json
jq -r 'map(.type) | unique | join(",")' ev.json
#### template rendering with parameter expansion and a here-doc
name=World items=(apple "big pear" fig)
render() { cat <<E
Hello, ${name}!
You have ${#items[@]} items: ${items[*]}
First: ${items[0]^}, last upper: ${items[-1]^^}
$(for i in "${!items[@]}"; do printf '  %d. %s\n' $((i+1)) "${items[i]}"; done)
E
}
render
#### batch rename with parameter expansion and collision check
mkdir ren && cd ren && touch 'IMG 001.JPG' 'IMG 002.JPG' notes.TXT
for f in *; do
  base=${f%.*} ext=${f##*.}; new=${base// /_}.${ext,,}
  [[ -e $new && $new != "$f" ]] && { echo "skip $f"; continue; }
  mv -- "$f" "$new"
done; ls
#### set -euo pipefail with a trap reporting the failing line
cat > s.sh <<'E'
set -euo pipefail
trap 'echo "failed at line $LINENO: $BASH_COMMAND (status $?)" >&2' ERR
f() { false | true; echo "pipe ok?"; }
echo start
f
echo never
E
bash s.sh; echo "st=$?"
#### retry loop with backoff counter and final failure
attempt=0
try() { (( ++attempt < 3 )) && { echo "try $attempt fails" >&2; return 1; }; echo "try $attempt ok"; }
until try; do sleep 0; done; echo "after $attempt"
n=0; while false; do :; done; for ((;;)); do ((++n >= 4)) && break; done; echo n=$n
#### mapfile with a callback and quantum
printf 'l%s\n' {1..7} > m.txt
cb() { echo "cb at $1: $2"; }
mapfile -t -C cb -c 3 arr < m.txt; echo "${#arr[@]} ${arr[6]}"
mapfile -t -s 2 -n 3 part < m.txt; declare -p part
#### sort by multiple keys, version sort, and stable ordering
printf 'b 2 v1.10\na 2 v1.9\nb 1 v1.2\na 10 v1.10a\n' > s.txt
sort -k2,2n -k1,1 s.txt; echo --; sort -V -k3,3 s.txt; echo --; sort -s -k1,1 s.txt; echo --; sort -t' ' -k3.2,3.3 s.txt
#### column and paste to build a table
printf 'name\tage\ncarol\t31\nbob\t4\n' | column -t -s $'\t'
paste -d'|' <(printf '1\n2\n3\n') <(printf 'a\nb\n') <(printf 'x\n')
printf 'a b c d e f g\n' | tr ' ' '\n' | paste - - -
#### checksums and verification
printf 'hello\n' > h1; printf 'world\n' > h2
sha256sum h1 h2 > sums; sha256sum -c sums; echo changed > h2; sha256sum -c --quiet sums; echo st=$?
md5sum h1 | cut -c1-8; printf 'hello\n' | sha1sum
#### seq formats and arithmetic sums
seq -w 8 11 | tr '\n' ' '; echo; seq -s, 1 3 10; seq 1 0.5 3 | paste -sd' '; seq -f 'n%03g' 3
total=0; for n in $(seq 1 100); do (( total += n )); done; echo $total
#### string manipulation toolkit
s='  Hello, World  '
trim=${s#"${s%%[![:space:]]*}"}; trim=${trim%"${trim##*[![:space:]]}"}; echo "[$trim]"
echo "${trim//[aeiou]/}" "${trim,,}" "${#trim}" "${trim:7}" "${trim: -5:3}" "${trim/World/There}"
rev <<<"$trim"; printf '%s\n' "$trim" | cut -d, -f2 | sed 's/^ //'
[[ $trim == *World* ]] && echo contains; [[ $trim =~ ^H(.*)o, ]] && echo "${BASH_REMATCH[1]}"
#### process substitution with diff and comm
printf 'a\nb\nc\n' > one; printf 'b\nc\nd\n' > two
diff <(sort one) <(sort two); echo st=$?
comm -3 one two; comm -12 one two
diff -u one two | tail -n +3
#### tee into multiple files and a pipeline
printf 'x\ny\n' | tee f1 f2 | wc -l; cat f1 f2 | sort | uniq -c
echo app | tee -a f1 >/dev/null; tail -1 f1
#### find with prune, newer and size tests
mkdir -p pr/keep pr/skip/deep; echo aaaa > pr/keep/a; echo b > pr/skip/b; : > pr/empty
find pr -path pr/skip -prune -o -type f -print | sort
find pr -type f -empty; find pr -type f -size -2c | sort; find pr -mindepth 2 -type d | sort
#### arithmetic: integer division, modulo of negatives, exponent, shifts
echo $(( -7 / 2 )) $(( -7 % 2 )) $(( 2 ** 10 )) $(( 1 << 40 )) $(( -1 >> 1 )) $(( 7 & 3 | 8 ^ 1 ))
x=5; (( x += 3, x *= 2 )); echo $x $(( x > 10 ? 1 : 0 )) $(( !x )) $(( ~x ))
echo $(( 9223372036854775807 + 1 )) $(( 3 / 0 )) 2>&1; echo after
#### here-string, read -a and IFS splitting of fields
IFS=: read -r -a parts <<<"root:x:0:0:root:/root:/bin/bash"; echo "${#parts[@]} ${parts[5]} ${parts[-1]}"
IFS=, read -r a b c <<<"1,2,3,4,5"; echo "$a|$b|$c"
read -r -d '' multi <<'E'
line one
line two
E
echo "${multi//$'\n'/ / }"
#### case statement dispatcher with patterns and fallthrough
classify() { case $1 in
  [0-9]|[1-9][0-9]) echo "small number" ;;&
  *[0-9]*) echo "has digit" ;;
  [a-z]*) echo "lower word"; ;&
  ?) echo "(or one char)" ;;
  '') echo empty ;;
  *) echo other ;;
esac; }
for w in 7 42 abc x '' 'A!' 123; do echo "-- $w"; classify "$w"; done
#### wc, head, tail with byte and line counts
printf 'one\ntwo\nthree\nfour\nfive\n' > n.txt
wc -l < n.txt; wc -c n.txt; wc -w -m n.txt; head -n -2 n.txt | tail -n 1; tail -n +4 n.txt; head -c 6 n.txt; echo; tail -c 5 n.txt
#### functions returning arrays by nameref
split_words() { local -n _out=$1; local IFS=$2; read -r -a _out <<<"$3"; }
split_words W , 'a,b,,c'; declare -p W
sum() { local -n _a=$1; local t=0 v; for v in "${_a[@]}"; do ((t+=v)); done; echo $t; }
nums=(1 2 3 40); sum nums
#### awk state machine over sections
printf 'BEGIN a\nx 1\nx 2\nEND\nnoise\nBEGIN b\nx 5\nEND\n' > sec.txt
awk '$1=="BEGIN"{name=$2; in_=1; next} $1=="END"{print name, sum+0; sum=0; in_=0; next} in_{sum+=$2}' sec.txt
awk '/^BEGIN/,/^END/ {c++} END {print c}' sec.txt
#### sed in-place edits with backup and address ranges
printf 'a=1\nb=2\n# c=3\nd=4\n' > conf
sed -i.bak -e 's/^b=.*/b=20/' -e '/^#/d' -e '$a e=5' conf; cat conf; cat conf.bak | wc -l
sed -n '/b=/,/d=/p' conf; sed '2q' conf; sed -n '$=' conf
#### printf with arrays and reuse of the format
arr=(a 1 b 2 c 3); printf '%s=%s\n' "${arr[@]}"; printf '[%5s]' x y z; echo
printf '%s\n' "${arr[@]:2:2}"; printf '%q ' 'a b' "it's" $'tab\there'; echo
#### cut and tr for field extraction
echo 'user:x:1000:1000:User Name:/home/user:/bin/sh' | cut -d: -f1,5-6 --output-delimiter=' | '
echo 'abcdefghij' | cut -c2-4,8-; echo 'a  b   c' | tr -s ' ' | cut -d' ' -f2
echo 'Hello World' | tr 'a-zA-Z' 'n-za-mN-ZA-M'; echo 'x1y22z333' | tr -d '0-9'; echo 'aabbcc' | tr -s 'a-c'
#### xargs -0 with find -print0 and names with spaces
mkdir sp; touch 'sp/a b' 'sp/c' $'sp/new\nline'
find sp -type f -print0 | sort -z | xargs -0 -n1 printf '<%s>\n'
find sp -type f -name '* *' -print0 | xargs -0 rm --; ls sp | wc -l
#### nested data with associative arrays of "objects"
declare -A user_age user_city
add() { user_age[$1]=$2; user_city[$1]=$3; }
add ann 30 Oslo; add bo 25 Rome; add cy 35 Oslo
for u in $(printf '%s\n' "${!user_age[@]}" | sort); do echo "$u ${user_age[$u]} ${user_city[$u]}"; done
declare -A by_city; for u in "${!user_city[@]}"; do by_city[${user_city[$u]}]+="$u "; done
for c in Oslo Rome; do echo "$c: $(tr ' ' '\n' <<<"${by_city[$c]}" | sort | xargs)"; done
#### error messages of common failures
cat missing.txt; echo st=$?
cd /nonexistent; echo st=$?
ls -d nothere 2>&1; echo st=$?
mkdir x; mkdir x; echo st=$?; rmdir x y 2>&1; echo st=$?
cp; echo st=$?
#### trap EXIT in subshells and functions
( trap 'echo sub exit' EXIT; echo in sub; exit 3 ); echo "st=$?"
f() { trap 'echo ret trap' RETURN; echo in f; }; f; trap - RETURN
bash -c 'trap "echo bye \$?" EXIT; false'; echo "st=$?"
#### here-doc with tabs stripped and quoted delimiter
if true; then
	cat <<-E
	indented $HOME_NOT_SET line
		double tab
	E
	cat <<-'E'
	literal $x `y`
	E
fi
#### numeric sort of version-like strings and dedupe keeping first
printf '1.2.10\n1.2.9\n1.10.0\n1.2.9\n' | sort -t. -k1,1n -k2,2n -k3,3n | uniq
printf 'b 1\na 2\nb 3\na 4\n' | awk '!seen[$1]++'
printf 'x\ny\nx\nz\ny\n' | sort | uniq -d; printf 'x\ny\nx\n' | sort -u | wc -l
