#### project scaffold then tree listing with find and sort
mkdir -p proj/{src/{core,util},tests,docs}
for f in src/core/{a,b}.go src/util/c.go tests/a_test.go docs/README.md; do printf 'package x\n// %s\n' "$f" > "proj/$f"; done
find proj -type f | sort
find proj -mindepth 1 -type d -printf '%d %p\n' | sort
find proj -name '*.go' -newer proj/docs/README.md | wc -l
#### rename extension in bulk with parameter expansion
mkdir -p ren && cd ren && touch one.txt two.txt 'three four.txt' keep.md
for f in *.txt; do mv -- "$f" "${f%.txt}.log"; done
printf '%s\n' * | sort
ls -1 | sed -n '/\.log$/p' | wc -l
#### config file key update with sed -i and verification
cat > app.conf <<'CONF'
# app settings
port = 8080
host = localhost
debug = false
CONF
sed -i -E 's/^(port[[:space:]]*=[[:space:]]*).*/\19090/; s/^(debug = ).*/\1true/' app.conf
cat app.conf
grep -E '^[a-z]+ = ' app.conf | cut -d' ' -f1 | paste -sd,
#### parse key=value lines into an associative array
declare -A cfg
while IFS='=' read -r k v; do
  [[ -z $k || $k == \#* ]] && continue
  k=${k//[[:space:]]/}; v=${v#"${v%%[![:space:]]*}"}
  cfg[$k]=$v
done <<'EOT'
# comment
name = demo
 version= 1.2.3
empty=
EOT
for k in $(printf '%s\n' "${!cfg[@]}" | sort); do printf '%s=[%s]\n' "$k" "${cfg[$k]}"; done
#### log summary by level and hour with awk
cat > app.log <<'LOG'
2024-05-01T10:01:02 INFO start
2024-05-01T10:15:00 WARN disk 80%
2024-05-01T11:00:01 ERROR failed: timeout
2024-05-01T11:30:45 INFO retry
2024-05-01T11:31:00 ERROR failed: refused
2024-05-01T12:00:00 INFO done
LOG
awk '{split($1,t,"T"); h=substr(t[2],1,2); c[$2" "h]++} END {for (k in c) print k, c[k]}' app.log | sort
awk '$2=="ERROR" {sub(/^[^:]*: /,""); print}' app.log
grep -c ERROR app.log; grep -n 'WARN' app.log | cut -d: -f1
#### csv with quoted fields via awk FPAT-free splitting
printf 'id,name,amount\n1,"Smith, J",10.5\n2,Lee,3\n3,"O""Neil",7.25\n' > data.csv
tail -n +2 data.csv | awk -F, '{ s += $NF } END { printf "total=%.2f rows=%d\n", s, NR }'
while IFS=, read -r id rest; do echo "$id:${rest%,*}"; done < <(tail -n +2 data.csv)
#### retry loop with counter and backoff arithmetic
attempt=0; max=4; delay=1
until (( attempt >= max )); do
  (( attempt++ ))
  if (( attempt == 3 )); then echo "ok on $attempt"; break; fi
  echo "attempt $attempt failed; next delay $delay"; (( delay *= 2 ))
done
echo "attempts=$attempt delay=$delay"
#### getopts option parser with usage errors
parse() {
  local OPTIND opt v=0 out=- ; 
  while getopts ':vo:h' opt; do
    case $opt in
      v) ((v++));; o) out=$OPTARG;; h) echo usage; return 0;;
      :) echo "missing arg for -$OPTARG" >&2; return 2;;
      \?) echo "bad option -$OPTARG" >&2; return 2;;
    esac
  done
  shift $((OPTIND-1)); echo "v=$v out=$out rest=$*"
}
parse -vv -o file a b; parse -x 2>&1; echo "st=$?"; parse -o 2>&1; echo "st=$?"; parse -- -v
#### long options by hand with case and shift
set -- --name=alpha --count 3 -q --tag x --tag y file1 -- -notopt
tags=(); quiet=0
while (( $# )); do
  case $1 in
    --name=*) name=${1#*=};; --count) count=$2; shift;; -q|--quiet) quiet=1;;
    --tag) tags+=("$2"); shift;; --) shift; break;; -*) echo "unknown $1"; exit 2;; *) pos+=("$1");;
  esac; shift
done
echo "name=$name count=$count quiet=$quiet tags=${tags[*]} pos=${pos[*]} rest=$*"
#### jq transform of an inventory document
cat > inv.json <<'J'
{"items":[{"name":"bolt","qty":10,"price":0.5},{"name":"nut","qty":0,"price":0.2},{"name":"gear","qty":3,"price":12}]}
J
jq -r '.items[] | select(.qty>0) | "\(.name)\t\(.qty*.price)"' inv.json
jq '[.items[].qty] | add' inv.json
jq -c '.items | map({(.name): .qty}) | add' inv.json
jq -r '.items | sort_by(-.price) | .[0].name' inv.json
#### diff of two versions and patch apply round trip
printf 'a\nb\nc\nd\n' > v1; printf 'a\nB\nc\nd\ne\n' > v2
diff -u v1 v2 | tail -n +3
diff -u v1 v2 > ch.patch; cp v1 v3; patch -s v3 < ch.patch; cmp v2 v3 && echo same
diff v1 v2; echo "st=$?"
#### tee to several files and checksum comparison
seq 1 5 | tee s1 s2 >/dev/null; md5sum s1 s2 | awk '{print $1}' | uniq | wc -l
printf 'x\n' | tee -a s1 | wc -c; tail -1 s1
#### temporary directory with trap cleanup in a subshell
( tmp=$(mktemp -d); trap 'rm -rf "$tmp"; echo cleaned' EXIT; echo data > "$tmp/f"; cat "$tmp/f" )
echo after
#### function library with local, return codes and output capture
is_int() { [[ $1 =~ ^-?[0-9]+$ ]]; }
max() { local m=$1 x; shift; for x; do (( x > m )) && m=$x; done; echo "$m"; }
for v in 12 -3 x 4.5 ''; do if is_int "$v"; then echo "$v int"; else echo "[$v] not"; fi; done
m=$(max 3 9 -1 7); echo "max=$m"; max; echo "st=$?"
#### here-doc template with variables and escaped dollar
name=svc port=81
cat <<EOT
[Unit]
Description=$name on ${port}
ExecStart=/bin/run --port=\$PORT --name="$name"
Cost: \$5 ${missing:-none}
EOT
cat <<'EOT' | sed 's/^/> /'
literal $name $(date)
EOT
#### column-aligned report with printf widths
printf '%-8s %5s %7s\n' NAME QTY PRICE
while read -r n q p; do printf '%-8s %5d %7.2f\n' "$n" "$q" "$p"; done <<'T'
bolt 10 0.5
washer 250 0.015
gear 3 12
T
printf '%s\n' '' | awk '{printf "%-5s|%5s|\n", "ab", "cd"}'
#### find files by size and content with xargs -0
mkdir -p fx; printf 'TODO one\n' > fx/a.txt; printf 'nothing\n' > fx/b.txt; printf 'TODO two\nTODO three\n' > 'fx/c d.txt'
find fx -type f -print0 | xargs -0 grep -l TODO | sort
find fx -type f -print0 | xargs -0 grep -c TODO | sort
find fx -type f -size -12c | sort
#### mapfile lines, filter, and join with IFS
mapfile -t lines < <(printf '%s\n' banana apple '' cherry apple)
uniq_sorted=$(printf '%s\n' "${lines[@]}" | grep -v '^$' | sort -u)
mapfile -t u <<<"$uniq_sorted"
(IFS=,; echo "${u[*]}"); echo "${#lines[@]} ${#u[@]}"
#### string manipulation toolkit
s='  Hello, World  '
t=${s#"${s%%[![:space:]]*}"}; t=${t%"${t##*[![:space:]]}"}
echo "[$t] ${#t} ${t,,} ${t^^} ${t/World/There} ${t:7} ${t: -5:3}"
path=/usr/local/lib/libfoo.so.1.2
echo "${path##*/} ${path%/*} ${path##*.} ${path%%.*}"
csv='a,b,,d'; IFS=, read -ra parts <<<"$csv"; echo "${#parts[@]}:${parts[2]}:${parts[3]}"
#### arithmetic for percentages and integer rounding
total=7; done_=3
pct=$(( done_ * 100 / total )); rpct=$(( (done_ * 1000 / total + 5) / 10 ))
echo "$pct% $rpct%"; printf '%.1f%%\n' "$(echo "scale=3; $done_*100/$total" | bc)"
echo $(( 2**31 )) $(( -7 / 2 )) $(( -7 % 2 )) $(( 7 / -2 ))
#### sort multiple keys and uniq counts
printf 'b 2\na 10\nb 1\na 2\nc 5\n' | sort -k1,1 -k2,2n
printf 'x\ny\nx\nz\nx\ny\n' | sort | uniq -c | sort -k1,1nr -k2,2
printf 'a,3\nb,1\nc,2\n' | sort -t, -k2 -r | head -2
#### while read with line numbers and last line without newline
printf 'one\ntwo\nthree' | { n=0; while IFS= read -r line || [[ -n $line ]]; do ((n++)); echo "$n:$line"; done; }
#### set -euo pipefail script with guarded failures
( set -euo pipefail
  x=$(echo ok); echo "$x"
  if ! grep -q nothere <<<"abc"; then echo "not found handled"; fi
  count=$(grep -c z <<<"abc" || true); echo "count=$count"
  false | true; echo unreachable ) ; echo "st=$?"
#### arrays: slice, remove element, unique preserving order
a=(c a b a c d)
echo "${a[@]:1:3}"; unset 'a[1]'; echo "${!a[@]} / ${a[*]}"; a=("${a[@]}"); echo "${!a[@]}"
declare -A seen; out=(); for x in "${a[@]}"; do [[ -n ${seen[$x]} ]] || { seen[$x]=1; out+=("$x"); }; done; echo "${out[*]}"
#### date arithmetic with fixed dates in UTC
export TZ=UTC
date -d '2024-02-28 +1 day' +%F; date -d '2024-03-01 -1 day' +%F
date -d @86400 '+%Y-%m-%d %H:%M'; date -d '2024-01-15' +%s
echo $(( ($(date -d 2024-12-25 +%s) - $(date -d 2024-01-01 +%s)) / 86400 ))
#### tr and sed character cleanup pipeline
printf 'Hello,\tWorld!  Foo__Bar\r\n' | tr -d '\r' | tr -s ' \t' ' ' | tr '[:upper:]' '[:lower:]' | sed 's/[^a-z ]/_/g'
echo 'a-b_c d' | tr -c '[:alnum:]\n' '.'
#### process substitution compare of sorted lists
comm -3 <(printf '%s\n' a b c e | sort) <(printf '%s\n' b c d | sort)
diff <(seq 3) <(seq 4) ; echo "st=$?"
paste -d: <(seq 3) <(printf 'x\ny\nz\n')
#### case with patterns, fallthrough and classes
for w in apple Banana 42 x-y '' 'a b'; do
  case $w in
    [aeiou]*) echo "$w vowel";;&
    [[:upper:]]*) echo "$w upper";;
    *[0-9]*) echo "$w digits";;
    *-*) echo "$w dash";&
    'a b') echo "$w fell";;
    '') echo empty;;
    *) echo "$w other";;
  esac
done
#### printf %q round trip through eval
for s in 'a b' "it's" $'tab\there' '*' '$x' ''; do q=$(printf '%q' "$s"); eval "r=$q"; [[ $r == "$s" ]] && echo "ok $q"; done
#### grep with context and only-matching in a pipeline
printf 'alpha\nbeta ERROR x\ngamma\ndelta\nERROR two\n' > g.txt
grep -n -B1 -A1 ERROR g.txt
grep -o 'ERROR [a-z]*' g.txt | sort | uniq -c
grep -vc ERROR g.txt; grep -m1 -n a g.txt
#### json-ish output building with printf and escaping
items=(one 'two "quoted"' 'back\slash')
json='['; sep=''
for it in "${items[@]}"; do esc=${it//\\/\\\\}; esc=${esc//\"/\\\"}; json+="$sep\"$esc\""; sep=,; done; json+=']'
echo "$json"; echo "$json" | jq -c .
#### counting words frequency top N
printf 'the cat and the hat and the bat\nThe end\n' | tr -s '[:space:]' '\n' | tr '[:upper:]' '[:lower:]' | sort | uniq -c | sort -k1,1nr -k2 | head -3
#### split file into chunks and reassemble
seq 1 10 > nums; split -l 3 -d nums part_; ls part_* | sort; cat part_* | cmp - nums && echo reassembled; wc -l < part_03
#### archive round trip with tar and listing
mkdir -p arc/sub; echo 1 > arc/a; echo 2 > arc/sub/b
tar -cf arc.tar arc; tar -tf arc.tar | sort; mkdir out; tar -xf arc.tar -C out; diff -r arc out/arc && echo identical
#### trap ERR reporting failing command and line
( set -E; trap 'echo "ERR at line $LINENO: $BASH_COMMAND (st=$?)"' ERR
  f() { false; }
  f; ls /nonexistent >/dev/null 2>&1; echo end )
#### coproc style request response with bc
coproc calc { bc -l; }
echo '2^10' >&"${calc[1]}"; read -r ans <&"${calc[0]}"; echo "ans=$ans"
echo 'scale=2; 10/4' >&"${calc[1]}"; read -r ans <&"${calc[0]}"; echo "ans=$ans"
exec {calc[1]}>&-; wait "$calc_PID" 2>/dev/null; echo "done"
#### readarray from command with delimiter and NUL
printf 'a\0b c\0d\0' | { readarray -d '' -t arr; declare -p arr; }
IFS=: read -ra p <<<"/usr/bin:/bin::/opt/x"; printf '<%s>' "${p[@]}"; echo
#### exit codes of pipelines and PIPESTATUS
true | false | true; echo "${PIPESTATUS[*]}"
set -o pipefail; true | false | true; echo "st=$?"; set +o pipefail
! false; echo "neg=$?"; (exit 7) | (exit 3); echo "${PIPESTATUS[@]}"
#### nested command substitution and quoting
out="$(echo "inner $(echo "deep $(printf '%s' 'x y')")")"; echo "$out"
n=$(( $(echo 3) + $(printf '%d' 4) )); echo $n
echo "$(printf '%s\n' a b)" | wc -l; echo $(printf '%s\n' a b) | wc -l
