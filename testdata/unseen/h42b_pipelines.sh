#### awk word count for-in order
echo "the quick brown fox jumps over the lazy dog the end" | awk '{for(i=1;i<=NF;i++) c[$i]++} END{for(w in c) print w, c[w]}'
#### awk count by method and path for-in order
printf 'GET /a 200\nPOST /b 404\nGET /c 200\nPUT /a 500\nDELETE /d 204\nGET /a 304\n' |
awk '{m[$1]++; p[$2]++; s[$3]++} END{for(k in m) print "method", k, m[k]; for(k in p) print "path", k, p[k]; for(k in s) print "status", k, s[k]}'
#### awk many string keys order after growth
seq 1 60 | awk '{a["item" $1] = $1 * 2} END{for (k in a) printf "%s=%s ", k, a[k]; print ""}'
#### awk delete during build then for-in
seq 1 30 | awk '{a["k" $1]; if ($1 % 4 == 0) delete a["k" ($1 - 1)]} END{for (k in a) printf "%s ", k; print ""}'
#### awk delete all then refill keeps new order
awk 'BEGIN{a["one"];a["two"];a["three"]; delete a; a["z"]; a["y"]; a["x"]; for (k in a) print k}'
#### awk string array with later numeric keys
awk 'BEGIN{a["x"]=1; a[2]=2; a["y"]; a[10]; a[-1]; for (k in a) print k}'
#### awk numeric keys ascending for-in
printf '%s\n' 404 200 500 200 301 404 | awk '{c[$1]++} END{for (k in c) print k, c[k]}'
#### awk group by with arrays of names
printf 'alice dev\nbob ops\ncarol dev\ndave qa\neve ops\n' | awk '{team[$2] = team[$2] (team[$2] ? "," : "") $1} END{for (t in team) print t ": " team[t]}'
#### awk csv columns sum by key
printf 'region,amount\nnorth,10\nsouth,5\neast,7\nnorth,3\nwest,1\nsouth,2\n' | awk -F, 'NR>1{sum[$1]+=$2} END{for (r in sum) printf "%-6s %3d\n", r, sum[r]}'
#### awk unicode keys order
printf '%s\n' café naïve über café zoë ångström | awk '{n[$1]++} END{for (k in n) print k, n[k]}'
#### awk uniq preserving first seen and for-in contrast
printf '%s\n' pear apple pear fig apple kiwi | awk '!seen[$0]++'
printf '%s\n' pear apple pear fig apple kiwi | awk '{seen[$0]++} END{for (k in seen) print k}'
#### awk function filling array by reference
awk 'function add(arr, k) { arr[k] = length(k) } BEGIN{split("red green blue cyan magenta yellow black white", w, " "); for (i = 1; i in w; i++) add(m, w[i]); for (k in m) print k, m[k]}'
#### sort uniq count top words
printf 'b a c a b a d\n' | tr ' ' '\n' | sort | uniq -c | sort -rn | head -3
#### sort by numeric column descending with ties
printf 'x 3\ny 10\nz 3\nw 1\n' | sort -k2,2nr -k1,1
#### sort version numbers
printf '%s\n' 1.10.0 1.2.0 1.2.10 1.2.9 1.0.0 2.0 0.9.9 | sort -V
printf '%s\n' v1.2 v1.10 v1.9 | sort -V -r
#### semver compare in pure bash
semver_cmp() {
  local IFS=.
  local -a a=($1) b=($2)
  local i
  for ((i=0; i<3; i++)); do
    (( ${a[i]:-0} > ${b[i]:-0} )) && { echo 1; return; }
    (( ${a[i]:-0} < ${b[i]:-0} )) && { echo -1; return; }
  done
  echo 0
}
for pair in "1.2.3 1.2.3" "1.10.0 1.9.9" "2.0 2.0.1" "0.1.0 0.0.9"; do
  set -- $pair
  echo "$1 vs $2: $(semver_cmp "$1" "$2")"
done
#### version compare with sort -V in function
version_ge() { [[ "$(printf '%s\n' "$2" "$1" | sort -V | head -n1)" == "$2" ]]; }
for v in 1.2.3 1.10 0.9; do
  if version_ge "$v" 1.2; then echo "$v >= 1.2"; else echo "$v < 1.2"; fi
done
#### sed and awk inside a loop over files
mkdir -p logs
printf 'INFO start\nERROR disk\nINFO ok\nERROR net\n' > logs/a.log
printf 'WARN slow\nERROR disk\n' > logs/b.log
for f in logs/*.log; do
  n=$(grep -c '^ERROR' "$f")
  printf '%s: %d errors\n' "${f##*/}" "$n"
done
cat logs/*.log | awk '$1=="ERROR"{print $2}' | sort | uniq -c | sort -rn
sed -n 's/^ERROR //p' logs/a.log
#### find print0 xargs0 with spaces
mkdir -p tree/sub "tree/with space"
touch tree/a.txt tree/sub/b.txt "tree/with space/c d.txt" tree/e.log
find tree -name '*.txt' -print0 | sort -z | xargs -0 -n1 printf '<%s>\n'
find tree -type f -print0 | xargs -0 ls -1 | sort | sed 's|.*/||'
find tree -name '*.txt' -print0 | xargs -0 grep -L x | wc -l
#### while read with last line lacking newline
printf 'line1\nline2\nlast-no-newline' > f.txt
n=0
while IFS= read -r line || [[ -n $line ]]; do
  n=$((n+1))
  printf '%d: %s\n' "$n" "$line"
done < f.txt
n=0; while read -r line; do n=$((n+1)); done < f.txt; echo "without guard: $n"
#### while read preserves leading spaces and backslashes
printf '  indented\\n text  \n\tTab\n' > g.txt
while IFS= read -r l; do printf '[%s]\n' "$l"; done < g.txt
while read -r l; do printf '[%s]\n' "$l"; done < g.txt
while read l; do printf '[%s]\n' "$l"; done < g.txt
#### pipeline into while loses variables unless lastpipe
count=0
printf 'a\nb\nc\n' | while read -r x; do count=$((count+1)); done
echo "subshell count=$count"
shopt -s lastpipe
printf 'a\nb\nc\n' | while read -r x; do count=$((count+1)); done
echo "lastpipe count=$count"
count=0
while read -r x; do count=$((count+1)); done < <(printf 'a\nb\n')
echo "procsub count=$count"
#### tee and process substitution
printf 'one\ntwo\nthree\n' | tee >(wc -l > count.txt) | grep -c o
sleep 0.2
cat count.txt
diff <(printf 'a\nb\n') <(printf 'a\nc\n'); echo "st=$?"
#### column and paste formatting
printf 'name age\nalice 30\nbob 4\n' | column -t
paste -d, <(printf '1\n2\n3\n') <(printf 'a\nb\nc\n')
printf 'a\nb\nc\nd\n' | paste -sd+
seq 1 5 | paste -sd+ | bc
#### cut tr and rev in pipeline
echo "user:x:1000:1000:User Name:/home/user:/bin/bash" | cut -d: -f1,5,7
echo "Hello World" | tr 'a-z' 'A-Z' | rev
echo "a,b;c d" | tr ',;' '  ' | tr -s ' ' '\n'
echo "hello" | tr -d 'l'
echo "aabbcc" | tr -s 'a-c'
#### head tail and line ranges
seq 1 10 > nums
head -n 3 nums | tr '\n' ' '; echo
tail -n 2 nums | tr '\n' ' '; echo
tail -n +8 nums | tr '\n' ' '; echo
head -n -7 nums | tr '\n' ' '; echo
sed -n '4,6p' nums | tr '\n' ' '; echo
awk 'NR>=4 && NR<=6' nums | tr '\n' ' '; echo
#### jq free json building with printf
json_escape() {
  local s=$1
  s=${s//\\/\\\\}; s=${s//\"/\\\"}; s=${s//$'\n'/\\n}; s=${s//$'\t'/\\t}
  printf '"%s"' "$s"
}
items=("plain" 'with "quotes"' $'multi\nline' 'back\slash')
printf '{"items":['
for i in "${!items[@]}"; do
  (( i > 0 )) && printf ','
  json_escape "${items[i]}"
done
printf '],"count":%d}\n' "${#items[@]}"
#### json object from assoc array sorted
declare -A cfg=([host]=localhost [port]=8080 [debug]=true [name]='my app')
out="{"
first=1
for k in $(printf '%s\n' "${!cfg[@]}" | sort); do
  v=${cfg[$k]}
  [[ $v =~ ^[0-9]+$|^(true|false)$ ]] || v="\"$v\""
  (( first )) || out+=","
  out+="\"$k\":$v"; first=0
done
echo "$out}"
#### xargs with -P 1 and -I replace
printf '%s\n' a b c | xargs -I{} sh -c 'echo "item {}"'
printf '%s\n' 3 1 2 | xargs -n1 -P1 expr 10 +
echo 'one two three' | xargs -n 2
printf 'x\0y z\0' | xargs -0 -I@ echo '[@]'
#### sort unique and comm set operations
printf '%s\n' c a b a > s1
printf '%s\n' b d c > s2
sort -u s1 > s1s; sort -u s2 > s2s
echo "common: $(comm -12 s1s s2s | tr '\n' ' ')"
echo "only1: $(comm -23 s1s s2s | tr '\n' ' ')"
echo "only2: $(comm -13 s1s s2s | tr '\n' ' ')"
sort s1 s2 | uniq -d | tr '\n' ' '; echo
sort s1 s2 | uniq -u | tr '\n' ' '; echo
#### ini parser with sections into assoc
cat > app.ini <<'END'
; comment
[server]
host = example.org
port=8080

[database]
user = admin
pass = "s3cr3t"
# another
[empty]
END
declare -A ini
section=""
while IFS= read -r line || [[ -n $line ]]; do
  line="${line%%[;#]*}"
  line="${line#"${line%%[![:space:]]*}"}"
  line="${line%"${line##*[![:space:]]}"}"
  [[ -z $line ]] && continue
  if [[ $line =~ ^\[(.+)\]$ ]]; then section=${BASH_REMATCH[1]}; continue; fi
  key=${line%%=*}; val=${line#*=}
  key=${key%"${key##*[![:space:]]}"}; val=${val#"${val%%[![:space:]]*}"}
  val=${val#\"}; val=${val%\"}
  ini[$section.$key]=$val
done < app.ini
for k in "${!ini[@]}"; do echo "$k=${ini[$k]}"; done | sort
echo "${ini[server.port]}"
#### env file loader with export and defaults
cat > .env <<'END'
# settings
APP_NAME=demo
APP_PORT=3000
export APP_MODE=production
QUOTED="hello world"
EMPTY=
END
while IFS='=' read -r k v; do
  [[ $k =~ ^[[:space:]]*# || -z $k ]] && continue
  k=${k#export }
  v=${v%\"}; v=${v#\"}
  printf -v "$k" '%s' "$v"
  export "$k"
done < .env
echo "$APP_NAME:$APP_PORT:$APP_MODE:$QUOTED:[${EMPTY}]"
: "${APP_TIMEOUT:=30}"
echo "timeout=$APP_TIMEOUT"
env | grep '^APP_' | sort
