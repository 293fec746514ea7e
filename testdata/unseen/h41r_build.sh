#### build script checks its tools with command -v
cat > build.sh <<'END'
#!/usr/bin/env bash
set -euo pipefail
need() {
  local missing=()
  for t in "$@"; do
    command -v "$t" >/dev/null 2>&1 || missing+=("$t")
  done
  if ((${#missing[@]})); then
    printf 'missing tool: %s\n' "${missing[@]}" >&2
    return 1
  fi
}
need cat sed sort && echo "tools ok"
need cat no-such-tool-x also-missing-y || echo "cannot build (rc=$?)"
END
bash build.sh; echo "rc=$?"
#### build only stale outputs using -nt
mkdir -p src out
printf 'alpha\n' > src/a.txt
printf 'beta\n' > src/b.txt
touch -d '2024-01-01 00:00:00' src/a.txt src/b.txt
build() {
  local s o n=0
  for s in src/*.txt; do
    o=out/$(basename "${s%.txt}").up
    if [[ ! -e $o || $s -nt $o ]]; then
      tr a-z A-Z < "$s" > "$o"; echo "built $o"; n=$((n+1))
    else
      echo "up to date: $o"
    fi
  done
  echo "$n rebuilt"
}
build
touch -d '2024-01-02 00:00:00' out/*.up
build
touch -d '2024-01-03 00:00:00' src/b.txt
build
cat out/*.up
#### dependency order with a manual topological sort
declare -A deps=([app]="lib util" [lib]="util" [util]="" [docs]="app")
declare -A done=()
order=()
visit() {
  local n=$1 d
  [[ -n ${done[$n]:-} ]] && return
  for d in ${deps[$n]}; do visit "$d"; done
  done[$n]=1
  order+=("$n")
}
for t in docs app lib util; do visit "$t"; done
echo "build order: ${order[*]}"
#### dependency order with tsort
cat > deps.txt <<'END'
util lib
lib app
util app
app docs
config app
END
tsort deps.txt | paste -sd' '
echo "cycle check:"
printf 'a b\nb a\n' | tsort 2>&1 | sed 's/^tsort: -: /tsort: /'; echo "rc=${PIPESTATUS[1]}"
#### compile step collects errors per file
mkdir -p src
printf 'int main() { return 0; }\n' > src/main.c
printf 'int f( { return 1 }\n' > src/bad.c
printf 'int g() { return 2; }\n' > src/util.c
check() {
  # fake compiler: a line with "( {" is a syntax error
  if grep -n '( {' "$1" >/dev/null; then
    echo "$1:$(grep -n '( {' "$1" | cut -d: -f1): error: expected ')'" >&2
    return 1
  fi
  echo "compiled $1"
}
fails=0
for f in src/*.c; do
  check "$f" || fails=$((fails+1))
done 2>&1
echo "failures: $fails"
#### build with version stamp and file list
mkdir -p src dist
for n in one two three; do echo "module $n" > "src/$n.sh"; done
VERSION=1.4.2
{
  echo "# build $VERSION"
  for f in src/*.sh; do
    echo "## $(basename "$f")"
    cat "$f"
  done
} > "dist/bundle-$VERSION.sh"
wc -l < "dist/bundle-$VERSION.sh"
grep -c '^## ' dist/bundle-*.sh
ls dist
#### clean target removes generated files only
mkdir -p build/obj build/keep
touch build/obj/a.o build/obj/b.o build/keep/notes.md build/app
clean() {
  find build -type f \( -name '*.o' -o -name app \) -print -delete | sort
}
clean
echo "left:"; find build | sort
#### targets dispatched by case with unknown target
cat > make.sh <<'END'
set -e
target=${1:-all}
case $target in
  all) echo "building all"; bash "$0" test ;;
  test) echo "running tests" ;;
  clean) echo "cleaning" ;;
  *) echo "make.sh: no rule to make target '$target'" >&2; exit 2 ;;
esac
END
bash make.sh; echo "rc=$?"
bash make.sh clean; echo "rc=$?"
bash make.sh install; echo "rc=$?"
#### version check compares with sort -V
ver_ge() { [[ $(printf '%s\n' "$2" "$1" | sort -V | head -n1) == "$2" ]]; }
for have in 1.9.0 1.10.0 2.0 1.10.0-rc1 0.99; do
  if ver_ge "$have" 1.10.0; then echo "$have ok"; else echo "$have too old"; fi
done
#### parallel-looking build keeps output ordered
mkdir -p src
for i in 3 1 2; do echo "part $i" > "src/p$i.txt"; done
results=()
for f in src/p*.txt; do
  results+=("$(basename "$f"): $(wc -c < "$f") bytes")
done
printf '%s\n' "${results[@]}"
printf '%s\n' src/p*.txt | xargs -n1 basename | sort -r
#### build log with tee and pipefail status
set -o pipefail
step() { echo "step $1"; [[ $1 != bad ]]; }
step ok | tee build.log; echo "rc=$?"
step bad | tee -a build.log; echo "rc=$?"
cat build.log
#### dependency checker reports python modules via fake import list
have_mods="json os sys re"
for m in json yaml re requests; do
  case " $have_mods " in
    *" $m "*) echo "ok: $m" ;;
    *) echo "missing python module: $m" ;;
  esac
done
#### stamp files record successful steps
mkdir -p .stamps
run_once() {
  local name=$1; shift
  if [[ -f .stamps/$name ]]; then echo "skip $name"; return 0; fi
  "$@" && touch ".stamps/$name" && echo "done $name"
}
run_once fetch echo fetching
run_once fetch echo fetching
run_once compile false || echo "compile failed rc=$?"
ls .stamps
#### build matrix over two arrays
oses=(linux darwin)
arches=(amd64 arm64)
for os in "${oses[@]}"; do
  for arch in "${arches[@]}"; do
    [[ $os/$arch == darwin/amd64 ]] && { echo "skip $os/$arch"; continue; }
    printf 'build %-7s %-6s -> dist/app-%s-%s\n' "$os" "$arch" "$os" "$arch"
  done
done
#### errexit stops the build at the first failing step
cat > b.sh <<'END'
set -e
echo "configure"
mkdir out
echo "compile"
false
echo "link"
END
bash b.sh; echo "rc=$?"
ls -d out
#### required env vars with parameter expansion errors
cat > rel.sh <<'END'
: "${RELEASE_TAG:?RELEASE_TAG must be set}"
echo "releasing $RELEASE_TAG"
END
bash rel.sh 2>&1; echo "rc=$?"
RELEASE_TAG=v2.0.1 bash rel.sh; echo "rc=$?"
#### generated header from a list of sources
mkdir -p src
printf 'void alpha(void) {}\nvoid beta(int x) {}\n' > src/a.c
printf 'int gamma(char *s) { return 0; }\nstatic void hidden(void) {}\n' > src/b.c
{
  echo '#ifndef GEN_H'
  echo '#define GEN_H'
  grep -h -E '^[a-z]+ \**[a-z_]+\(' src/*.c | grep -v '^static' | sed -E 's/ *\{.*$/;/'
  echo '#endif'
} > gen.h
cat gen.h
#### copy assets with cp -r and list with find
mkdir -p assets/img assets/css
echo x > assets/img/logo.png; echo y > assets/css/site.css; echo z > assets/.hidden
mkdir -p public
cp -r assets/. public/
find public -type f | sort
cp -r assets public/again
find public/again -type f | sort
#### checking the exit code of a build function in if
compile() { [[ -f $1 ]] || { echo "no such source: $1" >&2; return 3; }; echo "ok $1"; }
touch main.go
if compile main.go; then echo "first ok"; fi
if ! compile lib.go 2>/dev/null; then echo "second failed"; fi
compile lib.go; rc=$?; echo "rc=$rc"
#### make-like variables overridden from the command line
cat > mk.sh <<'END'
CC=${CC:-gcc}
CFLAGS=${CFLAGS:--O2 -Wall}
for arg; do
  case $arg in
    *=*) declare "${arg%%=*}=${arg#*=}" ;;
  esac
done
echo "$CC $CFLAGS -o app main.c"
END
bash mk.sh
bash mk.sh CC=clang "CFLAGS=-g -O0"
CC=tcc bash mk.sh
