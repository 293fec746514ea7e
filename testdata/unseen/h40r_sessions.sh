#### agent session fix failing test by editing source
set -u
# (CPython checks a cached module by its source's size and mtime in whole
# seconds: the same-size edit below, in the same second, would race)
export PYTHONDONTWRITEBYTECODE=1
mkdir -p proj && cd proj
cat > mathlib.py <<'EOF'
def add(a, b):
    return a - b

def mul(a, b):
    return a * b
EOF
cat > test_mathlib.py <<'EOF'
from mathlib import add, mul
failures = 0
for name, got, want in [("add", add(2, 3), 5), ("mul", mul(2, 3), 6)]:
    if got != want:
        print(f"FAIL {name}: got {got}, want {want}")
        failures += 1
    else:
        print(f"ok {name}")
raise SystemExit(failures)
EOF
python3 test_mathlib.py; echo "rc=$?"
grep -n 'return a - b' mathlib.py
sed -i 's/return a - b/return a + b/' mathlib.py
python3 test_mathlib.py; echo "rc=$?"
#### agent session inspect unknown repo
mkdir -p r/{cmd,pkg/store,pkg/api,scripts}
printf 'package main\nfunc main() {}\n' > r/cmd/main.go
printf 'package store\n// Store keeps things\ntype Store struct{}\nfunc New() *Store { return nil }\n' > r/pkg/store/store.go
printf 'package api\nimport "r/pkg/store"\nfunc Serve(s *store.Store) {}\n' > r/pkg/api/api.go
printf '#!/bin/sh\ngo build ./...\n' > r/scripts/build.sh
printf 'module r\n\ngo 1.22\n' > r/go.mod
cd r
echo "== layout"; find . -type f | sort
echo "== module"; head -1 go.mod
echo "== packages"; grep -rh '^package ' --include='*.go' . | sort | uniq -c
echo "== exported funcs"; grep -rnE '^func [A-Z]' --include='*.go' . | sed 's/(.*//' | sort
echo "== imports of store"; grep -rl '"r/pkg/store"' . 
echo "== size"; find . -name '*.go' | xargs cat | wc -l
#### agent session log triage across rotated files
mkdir logs
printf '2024-05-01 10:00:00 INFO start\n2024-05-01 10:00:05 ERROR db connection refused\n2024-05-01 10:00:09 WARN retrying\n' > logs/app.log.2
printf '2024-05-02 09:00:00 INFO start\n2024-05-02 09:01:00 ERROR db connection refused\n2024-05-02 09:02:00 ERROR disk full\n' > logs/app.log.1
printf '2024-05-03 08:00:00 INFO start\n2024-05-03 08:00:30 INFO healthy\n' > logs/app.log
gzip logs/app.log.2
ls logs
echo "== errors all files"
{ zcat logs/*.gz; cat logs/app.log.1 logs/app.log; } | grep ERROR | cut -d' ' -f4- | sort | uniq -c | sort -rn
echo "== first error"
zgrep -h ERROR logs/* | sort | head -n 1
echo "== per day"
zcat -f logs/* | awk '{d[$1]++; if ($3=="ERROR") e[$1]++} END{for (k in d) printf "%s %d lines %d errors\n", k, d[k], e[k]+0}' | sort
#### agent session write script run it fix shellcheck-ish issues
cat > backup.sh <<'EOF'
#!/bin/bash
src=$1
dest=backup-$(basename $src).tar
tar -cf $dest $src
echo "wrote $dest"
EOF
mkdir -p "my data"; echo x > "my data/f"
bash backup.sh "my data" 2>&1 | sed 's/^tar: /tar: /'; echo "rc=${PIPESTATUS[0]}"
ls
sed -i -e 's/basename \$src/basename "$src"/' -e 's/tar -cf \$dest \$src/tar -cf "$dest" "$src"/' backup.sh
cat backup.sh
bash backup.sh "my data"
tar -tf "backup-my data.tar"
#### agent session rename function across codebase
mkdir -p src
cat > src/util.js <<'EOF'
function fetchData(url) { return url; }
module.exports = { fetchData };
EOF
cat > src/app.js <<'EOF'
const { fetchData } = require("./util");
console.log(fetchData("a"));
// fetchDataLater is different
EOF
grep -rnw fetchData src | sort
grep -rlw fetchData src | xargs sed -i 's/\bfetchData\b/loadData/g'
grep -rn 'Data' src | sort
grep -rcw loadData src | sort
#### agent session count and fix missing newline at eof
printf 'a\nb' > no_nl.txt
printf 'c\n' > nl.txt
printf '' > empty.txt
for f in *.txt; do
  if [[ -s $f && $(tail -c1 "$f" | od -An -c | tr -d ' ') != '\n' ]]; then
    echo "$f: missing newline"
    echo >> "$f"
  fi
done
for f in *.txt; do printf '%s %s\n' "$f" "$(wc -c < "$f")"; done
tail -c1 no_nl.txt | od -An -tx1
#### agent session build log summarize warnings
cat > build.log <<'EOF'
[1/4] compiling a.c
a.c:10:5: warning: unused variable 'x' [-Wunused-variable]
a.c:22:1: warning: control reaches end of non-void function [-Wreturn-type]
[2/4] compiling b.c
b.c:3:10: error: 'foo.h' file not found
[3/4] compiling c.c
c.c:7:2: warning: unused variable 'y' [-Wunused-variable]
[4/4] linking
build failed: 1 error(s)
EOF
echo "errors: $(grep -c ': error:' build.log)"
echo "warnings: $(grep -c ': warning:' build.log)"
grep -o '\[-W[a-z-]*\]' build.log | sort | uniq -c | sort -rn
grep ': warning:' build.log | cut -d: -f1 | sort | uniq -c
awk -F: '/: error:/ {printf "%s line %s:%s\n", $1, $2, $5}' build.log
grep -q 'build failed' build.log && echo "status: FAILED"
#### agent session make a changelog from structured commits file
cat > commits.txt <<'EOF'
a1b2c3 feat(api): add pagination
d4e5f6 fix(db): close rows
a7b8c9 chore: bump deps
0a1b2c feat(ui): dark mode
3d4e5f fix(api): handle empty body
6a7b8c docs: readme typo
EOF
for type in feat fix; do
  case $type in feat) title=Features ;; fix) title="Bug Fixes" ;; esac
  echo "## $title"
  grep -E "^[0-9a-f]+ $type(\(|:)" commits.txt | sed -E "s/^([0-9a-f]+) $type(\(([^)]*)\))?: (.*)/- \4 (\3) [\1]/; s/ \(\) / /"
done
echo "other: $(grep -vcE '^[0-9a-f]+ (feat|fix)' commits.txt)"
#### agent session environment check before running
check() {
  local name=$1; shift
  if "$@" >/dev/null 2>&1; then printf '%-12s ok\n' "$name"; else printf '%-12s MISSING\n' "$name"; missing=$((missing + 1)); fi
}
missing=0
check awk command -v awk
check jq command -v jq
check python3 command -v python3
check sed-inplace sh -c 'echo a > t.txt && sed -i s/a/b/ t.txt && grep -q b t.txt'
check nope-tool command -v nope-tool-h40r
check writable test -w .
echo "missing=$missing"
(( missing == 0 )) || echo "some checks failed"
#### agent session progressive edits with verification after each
printf 'name: demo\nreplicas: 1\nimage: demo:0.1\nports:\n  - 80\n' > deploy.yml
verify() { grep -q "$1" deploy.yml && echo "ok: $1" || { echo "FAILED: $1"; return 1; }; }
sed -i 's/^replicas: .*/replicas: 3/' deploy.yml && verify 'replicas: 3'
sed -i 's/^image: demo:.*/image: demo:0.2/' deploy.yml && verify 'image: demo:0.2'
sed -i '/^ports:/a\  - 443' deploy.yml && verify '  - 443'
sed -i 's/^name: demo2/name: x/' deploy.yml && verify 'name: x'
echo "rc=$?"
cat deploy.yml
#### agent session find duplicate files by checksum
mkdir -p d/{a,b}
echo same > d/a/1.txt; echo same > d/b/2.txt; echo diff > d/b/3.txt; echo same > d/4.txt
find d -type f -exec md5sum {} + | sort | awk '{if ($1 == prev) {print prevf " == " $2} prev=$1; prevf=$2}'
echo "--"
find d -type f -exec md5sum {} + | awk '{c[$1]++; f[$1]=f[$1] " " $2} END{for (h in c) if (c[h] > 1) print c[h] " copies:" f[h]}' | tr ' ' '\n' | grep -c '^d/'
#### agent session port config across formats
cat > conf.ini <<'EOF'
[server]
host=0.0.0.0
port=8080
[log]
level=debug
EOF
awk -F= '/^\[/{sec=substr($0,2,length($0)-2); next} NF==2{printf "%s_%s=%s\n", toupper(sec), toupper($1), $2}' conf.ini > conf.env
cat conf.env
awk -F= '/^\[/{sec=substr($0,2,length($0)-2); next} NF==2{print sec "\t" $1 "\t" $2}' conf.ini | jq -R -s -c 'split("\n") | map(select(. != "") | split("\t")) | reduce .[] as [$s,$k,$v] ({}; .[$s][$k] = $v)'
#### agent session diff two versions of a generated report
gen() { for i in 1 2 3 4 5; do echo "item$i $(( i * $1 ))"; done; }
gen 10 > report_v1.txt
gen 10 | sed 's/^item3 .*/item3 99/' > report_v2.txt
echo "item6 60" >> report_v2.txt
diff report_v1.txt report_v2.txt
echo "rc=$?"
diff --unchanged-line-format='' --old-line-format='- %L' --new-line-format='+ %L' report_v1.txt report_v2.txt
join <(sort report_v1.txt) <(sort report_v2.txt) | awk '$2 != $3 {print $1 ": " $2 " -> " $3}'
#### agent session scaffold then run tests in loop and count
mkdir -p tests
for n in 1 2 3 4; do
  if (( n == 3 )); then body='exit 1'; else body='exit 0'; fi
  printf '#!/bin/bash\n# test %d\n%s\n' "$n" "$body" > "tests/t$n.sh"
done
pass=0 fail=0 failed=()
for t in tests/t*.sh; do
  if bash "$t"; then ((pass++)) || true; else ((fail++)) || true; failed+=("${t##*/}"); fi
done
echo "pass=$pass fail=$fail"
(( fail )) && printf 'failed: %s\n' "${failed[@]}"
exit $(( fail > 0 ))
#### agent session extract todo list with owners and dates
mkdir code
cat > code/a.py <<'EOF'
# TODO(ann, 2024-06-01): remove legacy path
x = 1  # TODO(bob): rename
EOF
cat > code/b.go <<'EOF'
// TODO(ann, 2024-05-15): add tests
// FIXME: leaks
EOF
grep -rnoE '(TODO|FIXME)(\([^)]*\))?:.*' code | sort | while IFS=: read -r file line rest; do
  owner=$(sed -nE 's/^[A-Z]+\(([a-z]+).*/\1/p' <<< "$rest")
  due=$(grep -oE '[0-9]{4}-[0-9]{2}-[0-9]{2}' <<< "$rest" || true)
  printf '%-10s %3s %-5s %-10s %s\n' "$file" "$line" "${owner:-?}" "${due:--}" "${rest#*: }"
done
#### agent session generate html index of files
mkdir -p pub
for p in intro setup faq; do echo "<h1>$p</h1>" > "pub/$p.html"; done
{
  echo '<ul>'
  for f in pub/*.html; do
    n=$(basename "$f" .html)
    printf '  <li><a href="%s">%s</a></li>\n' "${f#pub/}" "${n^}"
  done
  echo '</ul>'
} > pub/index.html
cat pub/index.html
grep -c '<li>' pub/index.html
grep -o 'href="[^"]*"' pub/index.html | cut -d'"' -f2 | while read -r h; do [[ -f pub/$h ]] && echo "link ok: $h"; done
#### agent session measure sizes before and after compression
mkdir assets
seq 1 2000 > assets/big.txt
printf 'tiny\n' > assets/small.txt
for f in assets/*.txt; do
  before=$(wc -c < "$f")
  gzip -k -9 "$f"
  after=$(wc -c < "$f.gz")
  printf '%-18s %6d -> %s\n' "$f" "$before" "$( (( after < before )) && echo smaller || echo larger)"
done
gunzip -c assets/big.txt.gz | tail -n 1
ls assets | sort
#### agent session use xargs parallel-free batch rename
mkdir imgs; for i in 3 1 2; do touch "imgs/IMG_000$i.JPG"; done
ls imgs | sort | awk '{printf "imgs/%s imgs/photo-%02d.jpg\n", $0, NR}' | xargs -n2 mv
ls imgs
ls imgs | xargs -I{} echo "uploaded {}" | tail -n 1
#### agent session check json files and report invalid ones
mkdir data
echo '{"ok": 1}' > data/a.json
echo '[1, 2,]' > data/b.json
echo '"str"' > data/c.json
echo '' > data/d.json
for f in data/*.json; do
  if python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$f" 2>/dev/null; then
    echo "valid   $f ($(jq -r type "$f"))"
  else
    echo "INVALID $f"
  fi
done
#### agent session inventory dependencies from several manifests
mkdir -p svc/{a,b,c}
printf 'requests==2.31.0\nflask==3.0.0\n' > svc/a/requirements.txt
printf 'requests==2.28.0\nnumpy==1.26.0\n' > svc/b/requirements.txt
printf 'flask==3.0.0\n# comment\n\n' > svc/c/requirements.txt
cat svc/*/requirements.txt | grep -v '^#' | grep . | sort | uniq -c | sort -k2
echo "== conflicting versions"
cat svc/*/requirements.txt | grep '==' | awk -F== '{v[$1]=v[$1] " " $2} END{for (p in v) {n=split(v[p], a, " "); u=0; delete seen; for (i=1;i<=n;i++) if (!(a[i] in seen)) {seen[a[i]]; u++}; if (u>1) print p ":" v[p]}}'
echo "== who uses flask"; grep -l '^flask' svc/*/requirements.txt | cut -d/ -f2
