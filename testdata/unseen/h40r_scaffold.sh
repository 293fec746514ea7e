#### scaffold polyglot repo and count lines by extension
set -euo pipefail
mkdir -p repo/{src/{py,go,js},tests,docs}
cat > repo/src/py/app.py <<'EOF'
import sys

def main(argv):
    # TODO: parse args
    print("hello", argv)
    return 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
EOF
cat > repo/src/go/main.go <<'EOF'
package main

import "fmt"

func main() {
	// TODO: flags
	fmt.Println("hi")
}
EOF
cat > repo/src/js/index.js <<'EOF'
const x = 1;
// FIXME: remove
module.exports = { x };
EOF
printf '# Repo\n\nSome docs.\n' > repo/docs/README.md
printf 'def test_ok():\n    assert True\n' > repo/tests/test_app.py
echo "== files by extension"
find repo -type f | sed 's/.*\.//' | sort | uniq -c | sort -rn -k1,1 -k2
echo "== lines per ext"
for ext in py go js md; do
  n=$(find repo -name "*.$ext" -exec cat {} + | wc -l)
  printf '%-4s %3d\n' "$ext" "$n"
done
echo "== todo markers"
grep -rn --include='*.py' --include='*.go' -E 'TODO|FIXME' repo | sort
grep -rn --include='*.js' FIXME repo
#### find newer than a stamp file
set -eu
mkdir -p build src
for f in a b c d; do echo "src $f" > "src/$f.c"; done
touch -d '2024-01-01 00:00:00' src/a.c src/b.c
touch -d '2024-06-01 00:00:00' build/.stamp
touch -d '2024-09-01 00:00:00' src/c.c
echo "changed since last build:"
find src -name '*.c' -newer build/.stamp | sort
echo "stale objects:"
for c in src/*.c; do
  o="build/$(basename "${c%.c}").o"
  if [[ ! -e $o || $c -nt $o ]]; then
    echo "  rebuild $o"
    echo "obj of $c" > "$o"
  fi
done
touch -d '2024-10-01' build/*.o
ls build
find src -newer build/a.o | wc -l
#### tree-like listing via find and sed
mkdir -p proj/{app/{models,views},config,static/css}
touch proj/app/models/user.rb proj/app/views/index.erb proj/config/routes.rb proj/static/css/site.css proj/Gemfile
find proj | sort | sed -e 's|[^/]*/|  |g' -e 's|^  ||'
echo "--- dirs only"
find proj -mindepth 1 -type d | sort | awk -F/ '{ printf "%*s%s/\n", (NF-2)*2, "", $NF }'
echo "--- count"
printf '%d directories, %d files\n' "$(find proj -mindepth 1 -type d | wc -l)" "$(find proj -type f | wc -l)"
#### wc totals and sizes with apparent size
mkdir -p data
printf '%s\n' one two three > data/a.txt
seq 1 100 > data/nums.txt
printf 'x%.0s' $(seq 1 250) > data/blob.bin
wc -l data/*.txt
wc -c data/* | sort -n
du -b --apparent-size data/blob.bin data/nums.txt
total=0
for f in data/*; do
  s=$(stat -c %s "$f")
  total=$((total + s))
done
echo "total bytes: $total"
find data -type f -size +200c -printf '%f %s\n' | sort
#### grep -rn include exclude and count per file
mkdir -p svc/{api,worker,vendor/lib}
cat > svc/api/handler.go <<'EOF'
package api
func Handle() error {
	log.Println("handle")
	return nil
}
func helper() { log.Println("x") }
EOF
cat > svc/worker/job.py <<'EOF'
import logging
log = logging.getLogger()
def run():
    log.info("run")
EOF
echo 'log.Println("vendored")' > svc/vendor/lib/lib.go
echo "== go log lines outside vendor"
grep -rn --include='*.go' --exclude-dir=vendor 'log\.' svc | sort
echo "== count per file"
grep -rc 'log' svc --include='*.go' --include='*.py' | sort
echo "== files without return"
grep -rL 'return' svc --include='*.go' | sort
echo "== only names"
grep -rl log svc | sort | xargs -n1 basename
#### sort uniq -c top words in docs
mkdir docs
cat > docs/a.md <<'EOF'
The shell reads the script.
The shell runs the command.
EOF
cat > docs/b.md <<'EOF'
A command is a word.
The word is split.
EOF
cat docs/*.md | tr -cs 'A-Za-z' '\n' | tr 'A-Z' 'a-z' | grep -v '^$' | sort | uniq -c | sort -k1,1rn -k2 | head -n 5
echo "---"
cat docs/*.md | wc -w
grep -o -w 'the' -i docs/*.md | cut -d: -f1 | uniq -c
#### scaffold python package with init files and manifest
set -euo pipefail
pkg=mytool
mkdir -p "$pkg/$pkg/sub" "$pkg/tests"
for d in "$pkg/$pkg" "$pkg/$pkg/sub" "$pkg/tests"; do
  : > "$d/__init__.py"
done
cat > "$pkg/pyproject.toml" <<EOF
[project]
name = "$pkg"
version = "0.1.0"
dependencies = [
  "requests>=2",
  "click",
]
EOF
cat > "$pkg/$pkg/cli.py" <<'EOF'
def main():
    return "ok"
EOF
cd "$pkg"
find . -name '__init__.py' | sort
echo "packages: $(find . -name __init__.py -printf '%h\n' | sort | tr '\n' ' ')"
sed -n '/^dependencies/,/^]/p' pyproject.toml | grep -o '"[^"]*"' | tr -d '"'
grep -E '^(name|version)' pyproject.toml | sed 's/ = /=/'
python3 -c 'import sys; sys.path.insert(0, "."); from mytool.cli import main; print(main())'
#### find exec with plus and wc total line
mkdir -p lib
for i in 1 2 3; do seq 1 $((i * 4)) > "lib/m$i.txt"; done
find lib -name '*.txt' -exec wc -l {} + | sort -k2
find lib -name '*.txt' -exec wc -l {} + | awk '$2=="total"{print "sum:", $1}'
find lib -type f -name 'm[12].txt' -exec sh -c 'echo "$1 has $(wc -l < "$1") lines"' _ {} \; | sort
#### list largest files from generated sizes
mkdir -p out
for n in 10 300 45 2000 7; do
  head -c "$n" /dev/zero > "out/f$n.dat"
done
echo "largest 3:"
find out -type f -printf '%s\t%p\n' | sort -rn | head -n 3
echo "human:"
find out -type f -printf '%s %f\n' | sort -n | while read -r size name; do
  printf '%-10s %s\n' "$name" "$(numfmt --to=iec "$size")"
done
du -cb --apparent-size out/*.dat | tail -n1
#### gitignore-like filtering of a file list
mkdir -p p/{node_modules/x,dist,src}
touch p/node_modules/x/i.js p/dist/bundle.js p/src/a.js p/src/a.test.js p/.env p/README.md
cat > p/.ignore <<'EOF'
node_modules/
dist/
*.test.js
.env
EOF
cd p
find . -type f ! -name .ignore | sed 's|^\./||' | sort > all.txt
pattern=$(sed -e 's/\./\\./g' -e 's/\*/.*/g' -e 's|/$|/.*|' -e 's/^/^/' -e 's/$/$/' .ignore | paste -sd'|')
echo "regex: $pattern"
grep -Ev "$pattern" all.txt | grep -v '^all.txt$'
#### inspect shebangs and make scripts executable
mkdir bin
printf '#!/bin/sh\necho a\n' > bin/a
printf '#!/usr/bin/env python3\nprint("b")\n' > bin/b
printf 'no shebang\n' > bin/c
printf '#!/bin/bash\necho d\n' > bin/d.sh
for f in bin/*; do
  first=$(head -n1 "$f")
  case $first in
    '#!'*sh) kind=shell ;;
    '#!'*python*) kind=python ;;
    *) kind=data ;;
  esac
  printf '%-9s %s\n' "$f" "$kind"
  [[ $kind != data ]] && chmod +x "$f"
done
find bin -type f -perm -u+x | sort
./bin/a; ./bin/d.sh
#### compare two trees with diff -r and comm
mkdir -p v1/src v2/src
printf 'a\nb\n' > v1/src/x.txt; printf 'a\nB\n' > v2/src/x.txt
echo same > v1/src/same.txt; echo same > v2/src/same.txt
echo old > v1/src/gone.txt; echo new > v2/src/added.txt
diff -rq v1 v2 | sort
echo "rc=$?"
(cd v1 && find . -type f | sort) > l1
(cd v2 && find . -type f | sort) > l2
echo "only v1:"; comm -23 l1 l2
echo "only v2:"; comm -13 l1 l2
echo "both:"; comm -12 l1 l2
diff -u v1/src/x.txt v2/src/x.txt | tail -n +3
#### makefile generation and grep targets
cat > Makefile <<'EOF'
.PHONY: all build test clean

all: build test

build: main.o util.o
	cc -o app main.o util.o

test: build
	./app --selftest

clean:
	rm -f *.o app
EOF
echo "targets:"
grep -E '^[a-zA-Z_.-]+:' Makefile | cut -d: -f1 | grep -v '^\.' | sort
echo "recipes have tabs: $(grep -c $'^\t' Makefile)"
awk -F': *' '/^[a-z]+:/ && $2 != "" {print $1 " <- " $2}' Makefile
sed -n 's/^\.PHONY: //p' Makefile | tr ' ' '\n' | wc -l
#### count lines of code excluding blanks and comments
mkdir -p code
cat > code/a.py <<'EOF'
# header comment

import os
def f():
    # inner
    return os.sep


x = f()
EOF
cat > code/b.sh <<'EOF'
#!/bin/bash
# comment
echo hi

  # indented comment
echo bye
EOF
for f in code/*; do
  total=$(wc -l < "$f")
  blank=$(grep -c '^[[:space:]]*$' "$f")
  comment=$(grep -c '^[[:space:]]*#' "$f")
  printf '%-10s total=%d blank=%d comment=%d code=%d\n' "$f" "$total" "$blank" "$comment" $((total - blank - comment))
done
awk 'FNR==1{n++} !/^[[:space:]]*(#|$)/{c++} END{print n " files, " c " code lines"}' code/*
#### rename files to kebab case in a tree
mkdir -p assets/Images
touch 'assets/Images/My Photo.PNG' 'assets/Images/Other_File.png' 'assets/Read Me.TXT'
find assets -depth -mindepth 1 | sort -r | while IFS= read -r path; do
  dir=$(dirname "$path"); base=$(basename "$path")
  new=$(printf '%s' "$base" | tr 'A-Z _' 'a-z--')
  if [[ $base != "$new" ]]; then
    mv -- "$path" "$dir/$new"
    echo "renamed: $base -> $new"
  fi
done
find assets | sort
#### find by mtime ranges with touch -d
mkdir logs
touch -d '2024-03-01 12:00' logs/march.log
touch -d '2024-03-15 12:00' logs/mid.log
touch -d '2024-04-02 12:00' logs/april.log
touch -d '2024-03-10 00:00' start; touch -d '2024-04-01 00:00' end
echo "in range:"
find logs -newer start ! -newer end | sort
echo "before start:"
find logs -type f ! -newer start
stat -c '%n %y' logs/*.log | sort | cut -c1-30 | sed 's/ 12:00:00.*//'
#### package.json scripts inspection with jq
cat > package.json <<'EOF'
{
  "name": "web",
  "version": "2.3.1",
  "scripts": {"build": "tsc", "test": "jest", "lint": "eslint ."},
  "dependencies": {"react": "^18.2.0", "lodash": "4.17.21"},
  "devDependencies": {"jest": "^29.0.0", "typescript": "~5.1.0"}
}
EOF
jq -r '.scripts | keys[]' package.json
jq -r '.dependencies + .devDependencies | to_entries[] | "\(.key)@\(.value)"' package.json | sort
jq -r '[.dependencies, .devDependencies] | map(length) | add' package.json
IFS=. read -r major minor patch <<< "$(jq -r .version package.json)"
echo "next minor: $major.$((minor + 1)).0"
#### generate modules from a list and verify imports
mods=(core utils net)
mkdir -p pkg
for m in "${mods[@]}"; do
  cat > "pkg/$m.py" <<EOF
NAME = "$m"
def describe():
    return "module " + NAME
EOF
done
{ echo "from pkg import ${mods[0]}"; for m in "${mods[@]:1}"; do echo "from pkg import $m"; done; } > main.py
echo 'for m in (core, utils, net): print(m.describe())' >> main.py
touch pkg/__init__.py
python3 main.py
grep -c '^from' main.py
ls pkg | sed -n '/\.py$/p' | wc -l
#### directory summary report with awk
mkdir -p r/{a,b/c}
printf '1\n2\n' > r/a/one.txt; printf 'x\n' > r/a/two.log
printf 'p\nq\nr\n' > r/b/c/three.txt; printf '' > r/b/empty.txt
find r -type f | sort | while read -r f; do
  printf '%s %s %s\n' "$(dirname "$f")" "${f##*.}" "$(wc -l < "$f")"
done > report.txt
cat report.txt
awk '{lines[$1]+=$3; files[$1]++} END{for (d in lines) print d, files[d], lines[d]}' report.txt | sort
awk '{e[$2]++} END{for (x in e) printf "%s=%d\n", x, e[x]}' report.txt | sort | paste -sd,
#### check for trailing whitespace and tabs across repo
mkdir src
printf 'good line\nbad line   \n\tindented\n' > src/a.txt
printf 'ok\nalso bad \n' > src/b.txt
printf 'clean\n' > src/c.txt
echo "trailing:"
grep -rnE ' +$' src | sort | cat -A | sed 's/\$$//'
echo "tabs:"
grep -rlP '\t' src 2>/dev/null || grep -rl "$(printf '\t')" src
echo "fixing"
sed -i 's/[[:space:]]*$//' src/*.txt
grep -rcE ' +$' src | sort
#### symlink layout and readlink
mkdir -p releases/v1 releases/v2
echo v1 > releases/v1/VERSION; echo v2 > releases/v2/VERSION
ln -s releases/v1 current
cat current/VERSION
ln -sfn releases/v2 current
cat current/VERSION
readlink current
find . -maxdepth 1 -type l
find -L . -name VERSION | sort
[[ -L current && -d current ]] && echo "symlink to dir"
#### env file template rendering with envsubst-free loop
cat > app.env.tmpl <<'EOF'
APP_NAME=${APP_NAME}
PORT=${PORT}
DEBUG=${DEBUG:-false}
EOF
APP_NAME=demo PORT=8080
while IFS= read -r line; do
  eval "printf '%s\n' \"$line\""
done < app.env.tmpl > app.env
cat app.env
grep -c = app.env
export APP_NAME PORT
envsubst < app.env.tmpl
#### manifest with checksums and verify
mkdir files
for n in alpha beta gamma; do echo "$n content" > "files/$n.txt"; done
(cd files && sha256sum *.txt) > MANIFEST
cut -c1-16 MANIFEST
(cd files && sha256sum -c ../MANIFEST)
echo tampered >> files/beta.txt
(cd files && sha256sum -c --quiet ../MANIFEST); echo "rc=$?"
md5sum files/alpha.txt | awk '{print length($1)}'
#### tar archive round trip listing
mkdir -p site/{css,js}
echo 'body{}' > site/css/a.css; echo 'x()' > site/js/a.js; echo '<html>' > site/index.html
tar -cf site.tar site
tar -tf site.tar | sort
mkdir restore && tar -xf site.tar -C restore
diff -r site restore/site && echo identical
tar -czf site.tgz -C site .
tar -tzf site.tgz | sort | sed 's|^\./||' | grep -v '^$'
