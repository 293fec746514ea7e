#### python project scaffolded tested and fixed
mkdir -p calc tests
cat > calc/__init__.py <<'END'
def add(a, b):
    return a - b
END
cat > tests/test_calc.py <<'END'
import sys
sys.path.insert(0, ".")
from calc import add
assert add(2, 3) == 5, f"add(2, 3) = {add(2, 3)}"
print("tests passed")
END
python3 tests/test_calc.py 2>&1 | tail -1; echo "rc=${PIPESTATUS[0]}"
sed -i 's/return a - b/return a + b  # fixed/' calc/__init__.py
python3 tests/test_calc.py; echo "rc=$?"
#### node style package scripts listed with jq
cat > package.json <<'END'
{"name": "web", "scripts": {"build": "tsc", "test": "jest", "lint": "eslint ."}, "dependencies": {"react": "^18.2.0", "zod": "3.22.4"}}
END
jq -r '.scripts | to_entries[] | "\(.key): \(.value)"' package.json
jq -r '.dependencies | keys | join(" ")' package.json
jq -r '.dependencies | to_entries[] | select(.value | startswith("^")) | .key' package.json
#### todo comments collected into a report file
mkdir -p src
printf 'a()\n// TODO(ann): refactor\nb()\n' > src/one.js
printf '# TODO: tests\n# FIXME(bob): leak\n' > src/two.py
grep -rnE '(TODO|FIXME)(\([a-z]+\))?:' src | sort | while IFS=: read -r file line rest; do
  owner=$(sed -nE 's/.*(TODO|FIXME)\(([a-z]+)\).*/\2/p' <<< "$rest")
  printf '%-12s %3s  %-5s %s\n' "$file" "$line" "${owner:--}" "${rest#*: }"
done
#### go style module tree inspected with find and grep
mkdir -p cmd/app internal/store
printf 'package main\n\nimport "example.test/app/internal/store"\n\nfunc main() { store.Open() }\n' > cmd/app/main.go
printf 'package store\n\nfunc Open() {}\nfunc close() {}\n' > internal/store/store.go
printf 'module example.test/app\n\ngo 1.22\n' > go.mod
find . -name '*.go' | sort
grep -h '^package' $(find . -name '*.go' | sort) | sort -u
grep -rhoE '^func [A-Z][A-Za-z]*' --include='*.go' . | sort
awk '/^module/ { print $2 }' go.mod
#### dockerfile generated and linted with grep
cat > Dockerfile <<'END'
FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install -r requirements.txt
COPY . .
USER app
CMD ["python", "main.py"]
END
grep -c '^COPY' Dockerfile
grep -q '^USER' Dockerfile && echo "runs as non-root"
grep -n 'latest' Dockerfile || echo "no latest tag"
awk '$1 == "FROM" { split($2, a, ":"); print "base:", a[1], "tag:", a[2] }' Dockerfile
#### requirements file normalised and deduplicated
cat > requirements.txt <<'END'
Flask==3.0.0
requests>=2.31
flask==3.0.0
# dev
pytest
requests>=2.31
END
grep -v '^#' requirements.txt | tr 'A-Z' 'a-z' | sort -u
grep -v '^#' requirements.txt | sed -E 's/[<>=].*//' | tr 'A-Z' 'a-z' | sort | uniq -c | awk '$1 > 1 { print "duplicate:", $2 }'
#### makefile parsed for targets with awk
cat > Makefile <<'END'
.PHONY: all test
all: build test

build:
	go build ./...

test: build
	go test ./...
END
awk -F: '/^[a-z][a-z-]*:/ { print $1 }' Makefile
grep -E '^test:' Makefile | cut -d: -f2 | xargs
#### editing a json config with python3 and reading it back
cat > settings.json <<'END'
{"debug": false, "port": 8000, "hosts": ["a"]}
END
python3 - <<'END'
import json
with open("settings.json") as f:
    s = json.load(f)
s["debug"] = True
s["hosts"].append("b")
with open("settings.json", "w") as f:
    json.dump(s, f, indent=2, sort_keys=True)
    f.write("\n")
END
cat settings.json
jq -c '.hosts' settings.json
#### test runner script counting passes and failures
cat > run_tests.sh <<'END'
pass=0 fail=0
t_math() { [[ $((2 + 2)) -eq 4 ]]; }
t_string() { [[ ${#1} -eq 3 ]]; }
t_broken() { [[ abc == abd ]]; }
for t in t_math "t_string abc" t_broken "t_string toolong"; do
  if $t; then pass=$((pass+1)); echo "PASS $t"; else fail=$((fail+1)); echo "FAIL $t"; fi
done
echo "$pass passed, $fail failed"
exit $(( fail > 0 ))
END
bash run_tests.sh; echo "rc=$?"
#### changelog section extracted between headings
cat > CHANGELOG.md <<'END'
# Changelog
## 2.0.0
- breaking: new api
- fix: crash
## 1.5.0
- feature: x
## 1.4.0
- old
END
awk '/^## 2.0.0/ { on = 1; next } /^## / { on = 0 } on' CHANGELOG.md
sed -n '/^## 1.5.0/,/^## /{/^## /!p}' CHANGELOG.md
grep -m1 -oE '^## [0-9.]+' CHANGELOG.md | cut -c4-
#### gitignore style patterns checked with case
patterns=('*.log' 'build/*' '.env' 'node_modules/*')
for f in app.log src/a.js build/out.bin .env node_modules/x/y.js README.md; do
  ignored=no
  for p in "${patterns[@]}"; do
    case $f in $p) ignored=yes; break ;; esac
  done
  echo "$f: $ignored"
done
#### license header added to files missing it
mkdir -p src
printf 'package a\n' > src/a.go
printf '// Copyright 2024 Example\npackage b\n' > src/b.go
for f in src/*.go; do
  if ! head -1 "$f" | grep -q Copyright; then
    { echo '// Copyright 2024 Example'; cat "$f"; } > "$f.tmp" && mv "$f.tmp" "$f"
    echo "added header to $f"
  fi
done
head -1 src/*.go
#### csv summary with python3 csv module and sorting by shell
cat > data.csv <<'END'
city,temp
Oslo,4
Rome,18
Oslo,6
Cairo,30
Rome,20
END
python3 -c '
import csv, collections
t = collections.defaultdict(list)
for r in csv.DictReader(open("data.csv")):
    t[r["city"]].append(int(r["temp"]))
for c, v in t.items():
    print(c, sum(v) / len(v))
' | sort -k2,2n
#### environment report of tool availability
for t in bash sed awk jq python3 nonexistent-tool-q; do
  if command -v "$t" >/dev/null; then printf '%-20s yes\n' "$t"; else printf '%-20s no\n' "$t"; fi
done
type -t cd echo ls nonexistent-tool-q; echo "rc=$?"
#### ci script with stages and a summary table
stages=(lint unit integration)
declare -A result
lint() { return 0; }
unit() { echo "  1 test failed" >&2; return 1; }
integration() { return 0; }
for s in "${stages[@]}"; do
  if "$s" 2>/dev/null; then result[$s]=ok; else result[$s]=FAILED; fi
done
for s in "${stages[@]}"; do printf '%-12s %s\n' "$s" "${result[$s]}"; done
[[ " ${result[*]} " == *" FAILED "* ]] && echo "pipeline failed"
#### file inventory grouped by extension
mkdir -p inv/a inv/b
touch inv/a/x.py inv/a/y.py inv/b/z.js inv/b/README inv/w.PY
find inv -type f | sed -n 's/.*\.\([^./]*\)$/\1/p' | tr A-Z a-z | sort | uniq -c | sort -k1,1nr -k2
find inv -type f ! -name '*.*'
#### help checked for several builtins where one name is a typo
help -s echo ecoh cd; echo "rc=$?"
help -d nosuch_a nosuch_b 2>&1 | sed 's/line [0-9]*/line N/'; echo "rc=${PIPESTATUS[0]}"
help -d ecoh read; echo "rc=$?"
