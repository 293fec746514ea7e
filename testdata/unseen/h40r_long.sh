#### long inventory pipeline with functions csv json and report
set -euo pipefail
cat > stock.csv <<'EOF'
sku,name,category,qty,price
A100,Hammer,tools,12,9.99
A101,Wrench,tools,0,14.50
B200,Glue,supplies,40,2.25
B201,Tape,supplies,3,1.75
C300,Ladder,equipment,2,89.00
EOF
low_stock() { awk -F, -v min="$1" 'NR>1 && $4 < min {print $1}' stock.csv; }
value_by_cat() {
  awk -F, 'NR>1 {v[$3] += $4 * $5} END {for (c in v) printf "%s,%.2f\n", c, v[c]}' stock.csv | sort
}
to_json() {
  awk -F, 'NR==1 {for (i=1;i<=NF;i++) h[i]=$i; next}
    {printf "%s{", (NR>2 ? "," : "[")
     for (i=1;i<=NF;i++) { v=$i; if (v !~ /^[0-9.]+$/) v="\"" v "\""; printf "%s\"%s\":%s", (i>1?",":""), h[i], v }
     printf "}"}
    END {print "]"}' stock.csv
}
echo "== low stock (<5)"
low_stock 5 | paste -sd' '
echo "== value by category"
value_by_cat
echo "== json check"
to_json > stock.json
jq -r 'map(select(.qty == 0)) | .[].name' stock.json
jq -r 'group_by(.category) | map("\(.[0].category)=\(map(.qty) | add)") | join(" ")' stock.json
total=$(jq '[.[] | .qty * .price] | add | . * 100 | round / 100' stock.json)
echo "total value: $total"
python3 -c 'import json; d=json.load(open("stock.json")); print(len(d), sorted({r["category"] for r in d}))'
#### long log analyzer script with getopts and summaries
cat > analyze.sh <<'EOF'
#!/bin/bash
set -euo pipefail
level=ERROR top=3
while getopts 'l:n:' o; do
  case $o in l) level=$OPTARG ;; n) top=$OPTARG ;; *) exit 2 ;; esac
done
shift $((OPTIND - 1))
[[ $# -ge 1 ]] || { echo "usage: analyze.sh [-l LEVEL] [-n N] LOG..." >&2; exit 2; }
declare -A per_file
total=0
for f in "$@"; do
  if [[ ! -f $f ]]; then echo "skip missing $f" >&2; continue; fi
  n=$(grep -c " $level " "$f" || true)
  per_file[$f]=$n
  total=$((total + n))
done
echo "level=$level total=$total"
for f in $(printf '%s\n' "${!per_file[@]}" | sort); do printf '  %-8s %d\n' "$f" "${per_file[$f]}"; done
cat "$@" 2>/dev/null | grep " $level " | cut -d' ' -f4- | sort | uniq -c | sort -k1,1rn -k2 | head -n "$top"
EOF
cat > a.log <<'EOF'
2024-01-01 00:00:01 ERROR disk full
2024-01-01 00:00:02 INFO ok
2024-01-01 00:00:03 ERROR timeout
2024-01-01 00:00:04 WARN slow
EOF
cat > b.log <<'EOF'
2024-01-02 00:00:01 ERROR disk full
2024-01-02 00:00:02 ERROR disk full
2024-01-02 00:00:03 WARN slow
EOF
bash analyze.sh a.log b.log
bash analyze.sh -l WARN -n 1 a.log b.log missing.log
bash analyze.sh -l INFO; echo "rc=$?"
bash analyze.sh -x a.log; echo "rc=$?"
#### long release script with dry run and version files
set -euo pipefail
printf '1.9.9\n' > VERSION
printf '# Changelog\n\n## 1.9.9\n- old\n' > CHANGELOG.md
DRY=${DRY:-0}
run() { if (( DRY )); then echo "DRY: $*"; else "$@"; fi; }
bump() {
  local v=$1 part=$2 ma mi pa
  IFS=. read -r ma mi pa <<< "$v"
  case $part in
    major) echo "$((ma + 1)).0.0" ;;
    minor) echo "$ma.$((mi + 1)).0" ;;
    patch) echo "$ma.$mi.$((pa + 1))" ;;
    *) echo "bad part $part" >&2; return 1 ;;
  esac
}
release() {
  local part=$1 cur new
  cur=$(< VERSION)
  new=$(bump "$cur" "$part")
  echo "release $cur -> $new"
  run sed -i "3i ## $new\n- $part release\n" CHANGELOG.md
  run sh -c "echo $new > VERSION"
}
DRY=1 release minor
cat VERSION
release minor
release major
cat VERSION
cat CHANGELOG.md
bump 1.2.3 micro || echo "bump failed rc=$?"
#### long data cleaning job with temp files and validation
set -euo pipefail
work=$(mktemp -d -p .)
trap 'rm -rf "$work"' EXIT
cat > raw.txt <<'EOF'
  Alice Smith , alice@EXAMPLE.com , 34
Bob Jones,bob@example.com,notanumber
Carol   King,  carol@example.org,29
,missing@example.com,40
Dan Brown,dan@example.com,51
Alice Smith,alice@example.com,34
EOF
sed -E 's/[[:space:]]*,[[:space:]]*/,/g; s/^[[:space:]]+//; s/[[:space:]]+$//; s/[[:space:]]+/ /g' raw.txt > "$work/trimmed"
awk -F, 'BEGIN{OFS=","} {$2=tolower($2)} 1' "$work/trimmed" > "$work/lower"
good=0 bad=0
: > clean.csv; : > rejects.txt
while IFS=, read -r name email age; do
  reason=
  [[ -z $name ]] && reason="no name"
  [[ $age =~ ^[0-9]+$ ]] || reason="${reason:+$reason; }bad age"
  if [[ -n $reason ]]; then echo "$email: $reason" >> rejects.txt; ((++bad)); continue; fi
  echo "$name,$email,$age" >> clean.csv; ((++good))
done < "$work/lower"
sort -u clean.csv -o clean.csv
echo "good=$good bad=$bad unique=$(wc -l < clean.csv)"
cat clean.csv
cat rejects.txt
awk -F, '{s+=$3} END{printf "avg age %.1f\n", s/NR}' clean.csv
#### long multi stage build simulation with make-like deps
declare -A deps=([app]="lib util" [lib]="util" [util]="" [test]="app")
declare -A built=()
order=()
build() {
  local t=$1 d depth=${2:-0}
  (( depth > 10 )) && { echo "cycle at $t" >&2; return 1; }
  [[ -n ${built[$t]:-} ]] && return 0
  for d in ${deps[$t]}; do build "$d" $((depth + 1)) || return 1; done
  printf '%*sbuild %s\n' $((depth * 2)) '' "$t"
  built[$t]=1; order+=("$t")
}
build test
echo "order: ${order[*]}"
built=(); order=()
deps[util]="test"
build app || echo "failed rc=$?"
printf '%s\n' "app lib" "app util" "lib util" "test app" | tsort | paste -sd' '
#### long report generation to markdown with sections
set -euo pipefail
mkdir -p src tests
for m in auth billing search; do
  lines=$(( ${#m} * 7 ))
  seq 1 "$lines" | sed "s/^/code $m /" > "src/$m.py"
  seq 1 $(( lines / 3 )) | sed "s/^/test $m /" > "tests/test_$m.py"
done
{
  echo "# Code report"
  echo
  echo "| module | src | tests | ratio |"
  echo "|---|---:|---:|---:|"
  for f in src/*.py; do
    m=$(basename "$f" .py)
    s=$(wc -l < "$f"); t=$(wc -l < "tests/test_$m.py")
    printf '| %s | %d | %d | %s |\n' "$m" "$s" "$t" "$(awk -v a="$t" -v b="$s" 'BEGIN{printf "%.2f", a/b}')"
  done
  echo
  echo "Total: $(cat src/*.py | wc -l) src lines, $(cat tests/*.py | wc -l) test lines."
} > REPORT.md
cat REPORT.md
grep -c '^| [a-z]' REPORT.md
#### long state machine parser over a config language
cat > pipeline.conf <<'EOF'
stage build {
  run make
  run make check
}
stage deploy {
  needs build
  run ./deploy.sh prod
}
# trailing comment
stage notify {
  run echo done
}
EOF
state=top stage= nstages=0
declare -A runs needs
lineno=0
while IFS= read -r line; do
  ((++lineno))
  line=${line%%#*}
  read -r kw rest <<< "$line"
  [[ -z $kw ]] && continue
  case $state:$kw in
    top:stage) stage=${rest% \{}; state=in; ((++nstages)) ;;
    in:run) runs[$stage]+="${runs[$stage]:+; }$rest" ;;
    in:needs) needs[$stage]=$rest ;;
    in:'}') state=top ;;
    *) echo "line $lineno: unexpected '$kw' in state $state" ;;
  esac
done < pipeline.conf
echo "$nstages stages"
for s in build deploy notify; do echo "$s: runs=[${runs[$s]}] needs=[${needs[$s]:-}]"; done
#### long csv merge dedupe and summary with python cross check
cat > jan.csv <<'EOF'
id,customer,amount
1,acme,100
2,globex,250
3,acme,75
EOF
cat > feb.csv <<'EOF'
id,customer,amount
3,acme,75
4,initech,300
5,globex,50
EOF
{ head -n1 jan.csv; tail -q -n +2 jan.csv feb.csv | sort -t, -k1,1n -u; } > all.csv
cat all.csv
echo "== per customer (awk)"
awk -F, 'NR>1 {s[$2]+=$3; n[$2]++} END{for (c in s) printf "%s %d %d\n", c, n[c], s[c]}' all.csv | sort
echo "== per customer (python)"
python3 - <<'EOF'
import csv
from collections import defaultdict
s = defaultdict(int); n = defaultdict(int)
for r in csv.DictReader(open("all.csv")):
    s[r["customer"]] += int(r["amount"]); n[r["customer"]] += 1
for c in sorted(s):
    print(c, n[c], s[c])
EOF
echo "== top customer: $(awk -F, 'NR>1{s[$2]+=$3} END{for (c in s) print s[c], c}' all.csv | sort -rn | head -n1 | cut -d' ' -f2)"
#### long directory sync simulation with checksums
mkdir -p src dst
for f in a b c d; do echo "content $f" > "src/$f.txt"; done
echo "content a" > dst/a.txt
echo "stale b" > dst/b.txt
echo "orphan" > dst/z.txt
copied=0 skipped=0 removed=0
for s in src/*; do
  n=${s#src/}
  if [[ -f dst/$n ]] && cmp -s "$s" "dst/$n"; then
    ((++skipped)); continue
  fi
  cp "$s" "dst/$n"; echo "copy $n"; ((++copied))
done
for d in dst/*; do
  n=${d#dst/}
  [[ -e src/$n ]] || { rm "$d"; echo "delete $n"; ((++removed)); }
done
echo "copied=$copied skipped=$skipped removed=$removed"
diff -r src dst && echo "in sync"
#### long interactive-style wizard fed by heredoc
answers=$'myproj\n\ny\npython\n3\n'
ask() { local prompt=$1 def=$2 var=$3 ans; printf '%s [%s]: ' "$prompt" "$def"; IFS= read -r ans || ans=; printf -v "$var" '%s' "${ans:-$def}"; echo; }
{
  ask "project name" demo name
  ask "author" anonymous author
  ask "init git (y/n)" n git
  ask "language" go lang
  ask "number of modules" 1 nmods
} <<< "$answers"
echo "name=$name author=$author git=$git lang=$lang nmods=$nmods"
mkdir -p "$name/src"
for ((i = 1; i <= nmods; i++)); do
  case $lang in python) ext=py ;; go) ext=go ;; *) ext=txt ;; esac
  echo "# module $i by $author" > "$name/src/mod$i.$ext"
done
find "$name" -type f | sort
[[ $git == y ]] && echo "would run git init"
#### long json api response processing with pagination files
for p in 1 2 3; do
  next=$(( p < 3 ? p + 1 : 0 ))
  python3 -c "
import json
page = $p
items = [{'id': page * 10 + i, 'active': (page + i) % 2 == 0, 'score': page * i} for i in range(3)]
print(json.dumps({'page': page, 'next': $next or None, 'items': items}))
" > "page$p.json"
done
page=1 all=()
while [[ $page != null ]]; do
  mapfile -t ids < <(jq -r '.items[] | select(.active) | .id' "page$page.json")
  all+=("${ids[@]}")
  page=$(jq -r '.next' "page$page.json")
done
echo "active ids: ${all[*]}"
jq -s '[.[].items[].score] | add' page*.json
jq -s -r 'map(.items | length) | @csv' page1.json page2.json page3.json
#### long text statistics report over generated corpus
mkdir corpus
cat > corpus/one.txt <<'EOF'
It was the best of times, it was the worst of times.
It was the age of wisdom.
EOF
cat > corpus/two.txt <<'EOF'
Call me Ishmael. Some years ago, never mind how long precisely.
EOF
cat > corpus/three.txt <<'EOF'
In the beginning was the word.
EOF
printf '%-10s %5s %5s %5s %s\n' FILE LINES WORDS CHARS LONGEST
for f in corpus/*.txt; do
  read -r l w c _ < <(wc -lwc "$f")
  longest=$(tr -cs 'A-Za-z' '\n' < "$f" | awk '{ if (length($0) > length(m)) m=$0 } END{print m}')
  printf '%-10s %5d %5d %5d %s\n' "$(basename "$f")" "$l" "$w" "$c" "$longest"
done
echo "== top words overall"
cat corpus/*.txt | tr 'A-Z' 'a-z' | tr -cs 'a-z' '\n' | grep . | sort | uniq -c | sort -k1,1nr -k2 | head -n 4
echo "== sentences: $(cat corpus/*.txt | grep -o '[.!?]' | wc -l)"
#### long user provisioning dry run from csv
cat > users.csv <<'EOF'
username,full name,groups,shell
ann,Ann Lee,dev;docker,/bin/bash
bob,Bob Ray,ops,/bin/zsh
,No Name,dev,/bin/bash
cy,Cy Twombly,dev;ops;admin,
ann,Ann Duplicate,dev,/bin/bash
EOF
declare -A seen
declare -A group_members
lineno=1
tail -n +2 users.csv > body.csv
while IFS=, read -r user full groups shell; do
  ((++lineno))
  if [[ -z $user ]]; then echo "line $lineno: skipped (no username)"; continue; fi
  if [[ -n ${seen[$user]:-} ]]; then echo "line $lineno: duplicate $user (first on line ${seen[$user]})"; continue; fi
  seen[$user]=$lineno
  shell=${shell:-/bin/sh}
  echo "useradd -m -s $shell -c '$full' $user"
  IFS=';' read -r -a gs <<< "$groups"
  for g in "${gs[@]}"; do group_members[$g]+="${group_members[$g]:+,}$user"; done
done < body.csv
for g in $(printf '%s\n' "${!group_members[@]}" | sort); do echo "group $g: ${group_members[$g]}"; done
#### long matrix of test combinations with nested loops
oses=(linux mac) arches=(amd64 arm64) modes=(debug release)
declare -i n=0 skipped=0
results=()
for os in "${oses[@]}"; do
  for arch in "${arches[@]}"; do
    for mode in "${modes[@]}"; do
      if [[ $os == mac && $arch == amd64 && $mode == debug ]]; then ((skipped++)); continue; fi
      n+=1
      name="$os-$arch-$mode"
      status=pass
      [[ $arch == arm64 && $mode == release ]] && status=fail
      results+=("$name:$status")
    done
  done
done
echo "ran $n skipped $skipped"
printf '%s\n' "${results[@]}" | column -t -s:
printf '%s\n' "${results[@]}" | grep -c ':fail$'
printf '%s\n' "${results[@]}" | cut -d: -f2 | sort | uniq -c
#### long semver sort and constraint checking
versions=(1.2.3 1.10.0 1.2.10 2.0.0 0.9.1 1.3.0 2.1.0-beta)
satisfies() {
  local v=${1%%-*} op=$2 want=$3
  local a b
  IFS=. read -r -a a <<< "$v"; IFS=. read -r -a b <<< "$want"
  local i cmp=0
  for i in 0 1 2; do
    if (( a[i] > b[i] )); then cmp=1; break; elif (( a[i] < b[i] )); then cmp=-1; break; fi
  done
  case $op in
    '>=') (( cmp >= 0 )) ;; '<') (( cmp < 0 )) ;; '=') (( cmp == 0 )) ;; '^') (( cmp >= 0 && a[0] == b[0] )) ;;
  esac
}
printf '%s\n' "${versions[@]}" | sort -V | paste -sd' '
for c in '>= 1.3.0' '< 1.2.10' '^ 1.2.0' '= 2.0.0'; do
  read -r op want <<< "$c"
  match=()
  for v in "${versions[@]}"; do satisfies "$v" "$op" "$want" && match+=("$v"); done
  echo "$c: $(printf '%s\n' "${match[@]}" | sort -V | paste -sd' ')"
done
#### long sql-like query engine over tsv with awk
cat > emp.tsv <<'EOF'
id	name	dept	salary	start
1	ann	eng	120	2019-03-01
2	bob	eng	95	2021-07-15
3	cy	ops	80	2018-01-10
4	di	sales	70	2022-02-01
5	ed	ops	85	2020-11-30
EOF
query() {
  local where=$1 cols=$2
  awk -F'\t' -v OFS='\t' -v cols="$cols" -v where="$where" '
    NR==1 { for (i=1;i<=NF;i++) idx[$i]=i; n=split(cols, c, ","); split(where, w, "="); next }
    where == "" || $idx[w[1]] == w[2] { line=""; for (i=1;i<=n;i++) line=line (i>1?OFS:"") $idx[c[i]]; print line }'
    emp.tsv
}
echo "== eng names"; query 'dept=eng' name,salary
echo "== all start dates"; query '' name,start | sort -t$'\t' -k2
echo "== ops count: $(query 'dept=ops' id | wc -l)"
echo "== avg salary by dept"
tail -n +2 emp.tsv | awk -F'\t' '{s[$3]+=$4; n[$3]++} END{for (d in s) printf "%s\t%.1f\n", d, s[d]/n[d]}' | sort -k2,2nr
#### long tenure computation with date and awk
export TZ=UTC
ref=2024-06-30
refs=$(date -d "$ref" +%s)
while IFS=, read -r name start; do
  s=$(date -d "$start" +%s)
  days=$(( (refs - s) / 86400 ))
  years=$(( days / 365 ))
  printf '%-5s %s %5d days %2d years %s\n' "$name" "$start" "$days" "$years" "$(date -d "$start" +%a)"
done <<'EOF' | sort -k4,4nr
ann,2019-03-01
bob,2021-07-15
cy,2018-01-10
di,2024-02-29
EOF
date -d "$ref - 90 days" +%F
date -d "2024-02-29 + 1 year" +%F
#### long key rotation of secrets file with backups and diff
cat > secrets.env <<'EOF'
DB_PASS=old-db
API_KEY=old-api
# not a secret
REGION=eu
EOF
cp secrets.env secrets.env.bak
i=0
while IFS= read -r line; do
  case $line in
    \#*|'') echo "$line" ;;
    *_PASS=*|*_KEY=*) ((++i)); echo "${line%%=*}=rotated-$(printf '%03d' "$i")" ;;
    *) echo "$line" ;;
  esac
done < secrets.env > secrets.new
mv secrets.new secrets.env
diff secrets.env.bak secrets.env | grep '^[<>]' | sed 's/=.*/=***/'
echo "rotated $i secrets"
grep -c rotated secrets.env
#### long checker for naming conventions across files
mkdir -p pkg
touch pkg/good_name.py pkg/BadName.py pkg/also-bad.py pkg/fine2.py pkg/__init__.py 'pkg/space name.py'
bad=0
for f in pkg/*.py; do
  b=${f##*/}; b=${b%.py}
  if [[ $b =~ ^(__init__|[a-z][a-z0-9_]*)$ ]]; then continue; fi
  reason=
  [[ $b =~ [A-Z] ]] && reason+="uppercase "
  [[ $b == *-* ]] && reason+="dash "
  [[ $b == *' '* ]] && reason+="space "
  echo "bad: '$b' (${reason% })"
  ((++bad))
done
echo "$bad bad names"
(( bad == 0 )) || echo "suggest: $(ls pkg | sed 's/\.py$//' | tr 'A-Z -' 'a-z__' | sort -u | paste -sd' ')"
#### long recursive directory stats with functions
mkdir -p t/{a/{x,y},b}
seq 1 5 > t/a/x/f1; seq 1 10 > t/a/x/f2; seq 1 3 > t/a/y/f3; seq 1 7 > t/b/f4; : > t/f5
declare -A dlines dfiles
scan() {
  local dir=$1 e sub=0 files=0
  for e in "$dir"/*; do
    if [[ -d $e ]]; then scan "$e"; sub=$((sub + dlines[$e])); files=$((files + dfiles[$e]))
    elif [[ -f $e ]]; then sub=$((sub + $(wc -l < "$e"))); files=$((files + 1)); fi
  done
  dlines[$dir]=$sub; dfiles[$dir]=$files
}
scan t
for d in $(printf '%s\n' "${!dlines[@]}" | sort); do printf '%-6s files=%d lines=%d\n' "$d" "${dfiles[$d]}" "${dlines[$d]}"; done
#### long yaml-ish parsing with indentation levels
cat > app.yaml <<'EOF'
name: shop
server:
  host: 0.0.0.0
  port: 8080
database:
  primary:
    host: db1
    port: 5432
  replica:
    host: db2
features:
  - cart
  - search
EOF
awk '
/^ *- / { sub(/^ *- /, ""); print path[lvl-1] "[] = " $0; next }
{ match($0, /^ */); lvl = RLENGTH / 2
  split($0, kv, ": *"); key = kv[1]; sub(/^ */, "", key); val = substr($0, index($0, ":") + 1); sub(/^ */, "", val)
  path[lvl] = (lvl ? path[lvl-1] "." : "") key
  if (val != "") print path[lvl] " = " val; else lvl++ }
' app.yaml
yq -r '.database.primary.port' app.yaml 2>/dev/null || echo 5432
#### long git-like snapshot and status with checksums
mkdir -p ws .snap
for f in a b c; do echo "v1 $f" > "ws/$f"; done
snapshot() { (cd ws && find . -type f | sort | xargs sha1sum) > .snap/index; echo "snapshot of $(wc -l < .snap/index) files"; }
status() {
  local cur; cur=$(cd ws && find . -type f | sort | xargs sha1sum)
  join -j2 -a1 -a2 -e MISSING -o 0,1.1,2.1 <(sort -k2 .snap/index) <(sort -k2 <<< "$cur") | while read -r f old new; do
    if [[ $old == MISSING ]]; then echo "added    ${f#./}"
    elif [[ $new == MISSING ]]; then echo "deleted  ${f#./}"
    elif [[ $old != "$new" ]]; then echo "modified ${f#./}"; fi
  done
}
snapshot
echo "v2 b" > ws/b; rm ws/c; echo new > ws/d
status
snapshot
status | wc -l
#### long error accumulation across steps without exiting
errors=()
step() { local name=$1; shift; if out=$("$@" 2>&1); then echo "[ok]   $name"; else errors+=("$name: ${out:-exit $?}"); echo "[fail] $name"; fi; }
step "make dir" mkdir -p build
step "make again" mkdir build
step "write" sh -c 'echo hi > build/x'
step "read missing" cat build/nope
step "grep" grep -q hi build/x
step "false" false
echo "${#errors[@]} errors:"
printf '  %s\n' "${errors[@]}"
exit "${#errors[@]}"
#### long pipeline with tee into several summaries
seq 1 30 | awk '{print $1, ($1 % 3 == 0 ? "fizz" : "-"), ($1 % 5 == 0 ? "buzz" : "-")}' > table.txt
< table.txt tee fizz.tmp buzz.tmp | awk '$2=="fizz" && $3=="buzz" {print "fizzbuzz at", $1}'
grep -c fizz fizz.tmp > fizz.count; grep -c buzz buzz.tmp > buzz.count
echo "fizz=$(cat fizz.count) buzz=$(cat buzz.count)"
awk '{a[$2 $3]++} END{for (k in a) print k, a[k]}' table.txt | sort
#### long parallel-free job scheduler with priorities
cat > jobs.txt <<'EOF'
3 backup nightly
1 deploy web
2 test suite
1 deploy api
5 cleanup tmp
EOF
declare -A byprio
while read -r prio name rest; do byprio[$prio]+="$name:$rest|"; done < jobs.txt
for p in $(printf '%s\n' "${!byprio[@]}" | sort -n); do
  IFS='|' read -r -a js <<< "${byprio[$p]}"
  for j in "${js[@]}"; do
    [[ -z $j ]] && continue
    printf 'prio %d: run %-8s (%s)\n' "$p" "${j%%:*}" "${j#*:}"
  done
done
sort -k1,1n -s jobs.txt | awk '{print NR". "$2" "$3}'
