#### grep -rn with --include and --exclude-dir sorted
mkdir -p app/vendor/lib app/pkg docs
printf 'package main\n// TODO: wire flags\nfunc main() {}\n' > app/main.go
printf 'package pkg\n// TODO: cache\n' > app/pkg/cache.go
printf '// TODO: vendored\n' > app/vendor/lib/lib.go
printf 'TODO: docs\n' > docs/notes.md
printf '# TODO python\n' > app/tool.py
grep -rn TODO . --include='*.go' | sort
echo --
grep -rn TODO . --include='*.go' --exclude-dir=vendor | sort
echo --
grep -rn TODO --include=*.{go,py} app | sort
#### grep -l piped to xargs sed -i
mkdir src
printf 'uses oldName here\n' > src/a.txt
printf 'nothing\n' > src/b.txt
printf 'oldName twice oldName\n' > src/c.txt
grep -rl oldName src | sort | xargs sed -i 's/oldName/newName/g'
grep -rc newName src | sort
grep -rL newName src
#### grep -rn context output with separators
printf '%s\n' one two match three four five match six > f.txt
grep -n -C1 match f.txt
echo ==
grep -n -A1 -B0 match f.txt
#### grep statuses and messages
printf 'abc\n' > f
grep -q abc f; echo "found=$?"
grep -q xyz f; echo "missing=$?"
grep abc nofile; echo "err=$?"
grep -s abc nofile; echo "silent=$?"
grep -q abc nofile f; echo "q-with-err=$?"
#### grep -o -w -i -x -v -c combinations
printf 'Error: disk\nerror: net\nterror\nERROR\n' > log
grep -ic error log
grep -iw error log
grep -x ERROR log
grep -vc -i '^error' log
grep -oi 'err[a-z]*' log
#### grep -e several patterns and -f pattern file and -F specials
printf 'a.b\naxb\n[x]\nplain\n' > in
grep -F 'a.b' in
grep -e 'a.b' -e plain in
printf '[x]\nplain\n' > pats
grep -F -f pats in
grep -c -F -x -f pats in
#### grep -H -h and standard input label
printf 'k=1\n' > one; printf 'k=2\n' > two
grep -h k= one two
grep -H k= one
echo 'k=3' | grep -H k=
echo 'k=3' | grep --label=stdin -H k=
grep -m1 -n k= one two
#### grep -rn output sorted by line number with sort -t: -k
printf 'x\nhit\nx\nx\nhit\n' > b.txt
printf 'hit\nx\nx\nhit\nhit\nx\nx\nx\nx\nhit\n' > a.txt
grep -n hit a.txt b.txt | sort -t: -k2,2n -k1,1
echo --
grep -c hit a.txt b.txt | sort -t: -k2nr
#### find by name with or and parentheses
mkdir -p p/q
touch p/a.go p/b_test.go p/q/c.go p/q/d.py p/README
find p \( -name '*.go' -o -name '*.py' \) -type f | sort
find p -name '*.go' ! -name '*_test.go' | sort
find p -iname 'readme' 
#### find -newer with fixed mtimes
export TZ=UTC
touch -d '2024-01-01 00:00' old1 old2
touch -d '2024-06-01 00:00' stamp
touch -d '2024-12-01 00:00' new1 new2
find . -type f -newer stamp | sort
find . -type f ! -newer stamp | sort
[[ new1 -nt old1 ]] && echo newer
[[ old1 -ot stamp ]] && echo older
#### find -size and -empty
printf 'x' > one_byte
head -c 2048 /dev/zero > two_k
: > empty
mkdir emptydir full; touch full/f
find . -type f -size +1k
find . -type f -size -2c | sort
find . -empty | sort
find . -type f -size 2k
#### find -perm after chmod
umask 022
touch run.sh lib.sh data.txt
chmod 755 run.sh; chmod 700 lib.sh; chmod 600 data.txt
find . -type f -perm -u+x | sort
find . -type f -perm 600
find . -type f -perm /o+r
stat -c '%a %n' run.sh lib.sh data.txt
#### find -print0 into xargs -0 wc -l
mkdir d; printf 'a\nb\n' > 'd/with space.txt'; printf 'c\n' > d/plain.txt
find d -type f -print0 | sort -z | xargs -0 wc -l
find d -name '*.txt' -print0 | xargs -0 cat | sort
#### find -exec with plus and semicolon
mkdir t; printf 'alpha\n' > t/1; printf 'beta\n' > t/2; printf 'alpha beta\n' > t/3
find t -type f -exec grep -l alpha {} + | sort
find t -type f -name 2 -exec cat {} \;
find t -type f -exec sh -c 'printf "%s:%s\n" "$1" "$(wc -c < "$1")"' _ {} \; | sort
#### find -path prune and maxdepth mindepth
mkdir -p r/.git/objects r/src/deep/er r/node_modules/x
touch r/.git/HEAD r/src/a r/src/deep/b r/src/deep/er/c r/node_modules/x/y
find r \( -name .git -o -name node_modules \) -prune -o -type f -print | sort
find r -maxdepth 2 -type d | sort
find r -mindepth 3 -type f | sort
#### find -delete of backups and empty dirs
mkdir -p w/a w/b/c
touch w/x.bak w/a/y.bak w/a/keep
find w -name '*.bak' -delete
find w -type d -empty -delete
find w | sort
#### find -printf sizes and names sorted
printf 'hello' > a; printf 'hi' > b; mkdir sub; printf '123456789' > sub/c
find . -type f -printf '%s %p\n' | sort -n
find . -type f -printf '%f\n' | sort
find . -type f -printf '%s\n' | awk '{s+=$1} END{print "total", s}'
#### sizes summed with stat and wc -c
printf 'abc' > f1; printf 'defgh' > f2; printf '' > f3
stat -c '%s' f1 f2 f3 | paste -sd+ | bc
wc -c f1 f2 f3
cat f1 f2 f3 | wc -c
for f in f*; do printf '%s %d\n' "$f" "$(wc -c < "$f")"; done
#### wc -l totals and single file forms
printf 'a\nb\n' > x; printf 'c\n' > y; printf 'no newline' > z
wc -l x y z
wc -l < x
wc -lw x
cat x y | wc -l
wc -l x y | tail -1 | awk '{print $1}'
#### mapfile from find and iteration
mkdir -p m/a m/b; touch m/a/1.txt m/b/2.txt m/b/3.log
mapfile -t files < <(find m -type f -name '*.txt' | sort)
echo "${#files[@]} files"
for f in "${files[@]}"; do echo "file: ${f#m/}"; done
#### read -d '' loop over find -print0
mkdir z; touch 'z/a b' z/c 'z/d
e'
n=0
while IFS= read -r -d '' f; do n=$((n+1)); printf '<%q>\n' "$f"; done < <(find z -type f -print0 | sort -z)
echo "n=$n"
#### printf with NUL separators through xargs -0
printf '%s\0' 'a b' c 'd"e' | xargs -0 printf '[%s]\n'
printf '%s\0' x y z | xargs -0 -n2 echo
printf '%s\n' 1 2 3 4 5 | xargs -n2 -P1 echo pair
#### xargs -I replace and -r on empty input
printf 'a\nb\n' | xargs -I{} echo 'item {} done'
printf '' | xargs -r echo never; echo "st=$?"
printf '' | xargs echo ran
echo 'x y' | xargs -n1
#### xargs status 123 when a command fails
printf '1\n2\n3\n' | xargs -n1 sh -c 'test "$0" != 2'; echo "st=$?"
printf 'a\n' | xargs false; echo "st=$?"
printf 'a\n' | xargs nosuchcmd_h19w 2>/dev/null; echo "st=$?"
#### grep counts per file ranked with uniq -c
printf 'foo\nbar\nfoo\n' > a; printf 'foo\n' > b; printf 'bar\nbar\nbar\n' > c
grep -rn '' . | cut -d: -f1 | sort | uniq -c | sort -k1,1rn -k2
grep -o 'foo\|bar' a b c | sort | uniq -c
#### set -euo pipefail with ERR trap reporting the line
set -euo pipefail
trap 'echo "error on line $LINENO: status $?" >&2' ERR
echo start
ok() { return 0; }
ok
false
echo never
#### ERR trap in a function with FUNCNAME and BASH_LINENO
set -E
trap 'echo "ERR in ${FUNCNAME[0]:-main} at $LINENO called from ${BASH_LINENO[0]}"' ERR
step() {
  echo "step $1"
  [[ $1 -lt 2 ]]
}
step 1
step 3
echo "after"
#### set -u unbound variable aborts the script
set -u
echo "before"
echo "value: $undefined_thing"
echo "never"
#### pipefail status and PIPESTATUS
false | true; echo "no pipefail=$?"
set -o pipefail
false | true; echo "pipefail=$?"
true | (exit 3) | true; echo "st=$? ps=${PIPESTATUS[*]}"
set +o pipefail
grep -q x /dev/null | cat; echo "ps=${PIPESTATUS[*]}"
#### EXIT trap cleans a mktemp dir and sees the exit status
out=$( bash -c '
  tmp=$(mktemp -d)
  trap '\''rm -rf "$tmp"; echo "cleanup status $?"'\'' EXIT
  echo data > "$tmp/f"
  [[ -f $tmp/f ]] && echo "made file"
  printf "%s\n" "$tmp" > where
  exit 3
'; echo "outer=$?" )
echo "$out"
if [[ -e $(cat where) ]]; then echo still there; else echo removed; fi
#### mktemp names follow the template and stay out of output
t=$(mktemp)
d=$(mktemp -d)
f=$(mktemp -p . build.XXXXXX)
[[ -f $t && -d $d && -f $f ]] && echo "all exist"
[[ $f == ./build.?????? ]] && echo "template kept"
case $(mktemp -u XXXX.tmp) in ????.tmp) echo "dry run ok";; esac
rm -rf "$t" "$d" "$f"
ls | wc -l
#### functions returning statuses checked many ways
is_even() { (( $1 % 2 == 0 )); }
check() { local n=$1; if is_even "$n"; then return 0; fi; return 3; }
for n in 1 2 3 4; do check "$n"; echo "$n -> $?"; done
check 5 || echo "failed with $?"
if ! check 7; then echo negated; fi
rc=0; check 9 || rc=$?; echo "rc=$rc"
#### command -v and type for present and missing tools
command -v sed >/dev/null && echo "have sed"
command -v no_such_tool_h19w >/dev/null || echo "no tool"
command -v no_such_tool_h19w; echo "st=$?"
f() { :; }
command -v f
type -t f cd sed
need() { for c in "$@"; do command -v "$c" >/dev/null 2>&1 || { echo "missing: $c" >&2; return 1; }; done; }
need sort awk && echo "deps ok"
need sort zz_missing_h19w; echo "st=$?"
#### test and [[ on files
mkdir dir; printf 'x' > full; : > empty; ln -s full link
[[ -d dir && ! -f dir ]] && echo "dir is a directory"
for p in full empty link nope; do
  printf '%s:' "$p"
  [[ -e $p ]] && printf ' e'
  [[ -f $p ]] && printf ' f'
  [[ -d $p ]] && printf ' d'
  [[ -s $p ]] && printf ' s'
  [[ -L $p ]] && printf ' L'
  [ -r "$p" ] && printf ' r'
  echo
done
test -f full -a -s full && echo both
[ ! -e nope ] && echo "nope absent"
#### retry loop with attempts and backoff counter
attempt=0
flaky() { attempt=$((attempt+1)); [[ $attempt -ge 3 ]]; }
for i in 1 2 3 4 5; do
  if flaky; then echo "succeeded on try $i"; break; fi
  echo "try $i failed, retrying"
done
until [[ -f ready ]]; do n=$((n+1)); [[ $n -eq 2 ]] && touch ready; echo "waiting $n"; done
#### timeout statuses
timeout 0.2 sleep 5; echo "timed out=$?"
timeout 5 true; echo "ok=$?"
timeout 5 bash -c 'exit 7'; echo "passthrough=$?"
timeout 0.2 bash -c 'sleep 5'; echo "bash=$?"
timeout 5 nosuch_h19w; echo "missing=$?"
#### tee -a log and tee to several files
log=build.log
echo "step 1" | tee -a "$log"
echo "step 2" | tee -a "$log" > /dev/null
echo "both" | tee one two
cat "$log"; cat one two
#### logging function writes to fd 3 appended log
exec 3>>run.log
log() { printf '[%s] %s\n' "$1" "$2" >&3; }
log INFO start
log WARN "slow step"
exec 3>&-
cat run.log
wc -l < run.log
#### background job statuses with wait
(exit 3) & p1=$!
(exit 0) & p2=$!
wait $p1; echo "p1=$?"
wait $p2; echo "p2=$?"
for i in 1 2 3; do (exit $i) & done; wait; echo "all done=$?"
#### set -e does not stop in conditions and || lists
set -e
f() { false; echo "after false in f"; }
if f; then echo "f ok"; fi
f || echo never
false || echo "recovered"
! false
echo "still running"
( false ); echo "unreached"
#### trap on EXIT keeps the exit status
trap 'echo "exiting with $?"' EXIT
echo work
(exit 4)
exit $?
#### subshell errexit and status capture
set -e
status=0
( set -e; echo in; false; echo not ) || status=$?
echo "sub=$status"
out=$(echo text; exit 5) || echo "capture failed: $? ($out)"
#### read config with defaults and validation errors
printf 'name=svc\nport=80a\n' > env.conf
while IFS='=' read -r k v; do
  case $k in
    name) NAME=$v ;;
    port) [[ $v =~ ^[0-9]+$ ]] || { echo "bad port: $v" >&2; PORT=8080; continue; }; PORT=$v ;;
  esac
done < env.conf
echo "${NAME:-none}:${PORT:-0}"
#### grep -P digits and lookahead
printf 'v1.2.3\nbuild 42\nno\n' > f
grep -oP '\d+' f | paste -sd,
grep -P 'build(?= \d)' f
grep -cP '^\D+$' f
#### grep -E alternation with anchors over a tree sorted
mkdir -p s; printf 'import os\nimport sys\nfrom x import y\n' > s/a.py; printf 'import re\n' > s/b.py
grep -rhE '^(import|from) ' s | awk '{print $2}' | sort -u
grep -rE --include='*.py' -l 'import (os|re)$' s | sort
#### find -newer on directories and touch -r copies times
export TZ=UTC
touch -d '2023-03-03 03:03' ref
touch -r ref copy
stat -c '%y %n' ref copy
touch -d '2023-03-04' later
find . -newer copy -type f
#### find results counted per extension
mkdir -p e/x; touch e/a.go e/b.go e/x/c.go e/d.md e/x/e.txt e/Makefile
find e -type f | sed -n 's/.*\.\([^./]*\)$/\1/p' | sort | uniq -c | sort -k1,1nr -k2
find e -type f ! -name '*.*'
#### largest files by wc -c sorted
for i in 1 2 3 4; do head -c $((i * 100)) /dev/zero > "f$i"; done
wc -c f* | sort -rn | head -3
ls -S | head -2
#### stop on write error: yes piped into head
yes line | head -3
yes | head -c 6 | od -c | head -1
seq 1 100000 | grep -m2 5
#### sort -u of grep results across files with sort -t
printf 'b:2\na:1\nb:2\nc:10\n' > x
sort -u x
sort -t: -k2,2n x | uniq
sort -t: -k2n -u x
#### find with -exec bash -c and a count summary
mkdir -p code; printf 'a\nb\nc\n' > code/x.go; printf 'a\n' > code/y.go
find code -name '*.go' -exec bash -c 'for f; do echo "$(wc -l < "$f") $f"; done' _ {} + | sort -k2
find code -name '*.go' -exec cat {} + | wc -l
#### checks that a generated file is up to date
printf 'gen v1\n' > gen.txt
generate() { printf 'gen v%s\n' "$1"; }
if diff -q <(generate 1) gen.txt >/dev/null; then echo "up to date"; fi
if ! diff -q <(generate 2) gen.txt >/dev/null; then echo "stale"; generate 2 > gen.txt; fi
cat gen.txt
diff -q <(generate 1) gen.txt; echo "st=$?"
#### script with usage on missing arguments under set -u
set -u
main() {
  if [[ $# -lt 1 ]]; then echo "usage: main FILE" >&2; return 2; fi
  local file=$1 lines
  [[ -r $file ]] || { echo "cannot read $file" >&2; return 1; }
  lines=$(wc -l < "$file")
  echo "$file has $lines lines"
}
main; echo "st=$?"
main nope; echo "st=$?"
printf 'a\nb\n' > data; main data
#### grep with character classes and counts over a generated tree
for d in a b c; do mkdir -p "$d"; for n in 1 2; do printf 'id=%s%d\nstatus=%s\n' "$d" "$n" "$([[ $n == 1 ]] && echo ok || echo FAIL)" > "$d/$n.txt"; done; done
grep -rl 'status=FAIL' . | sort
grep -rh '^id=[[:alpha:]][[:digit:]]$' . | sort | tr '\n' ' '; echo
grep -r -c FAIL --include='2.txt' . | sort
#### xargs builds command lines with -n and -L
printf 'a b\nc\nd e f\n' | xargs -L1 echo line
printf 'a b c d e\n' | xargs -n 2 echo
printf '%s\n' x y | xargs -t echo 2>&1
#### tee -a in a pipeline with pipefail and PIPESTATUS
set -o pipefail
{ echo out; echo err >&2; exit 3; } 2>&1 | tee -a all.log | sed 's/^/> /'
echo "st=$? ps=${PIPESTATUS[*]}"
cat all.log
#### cleanup trap runs once on error under errexit
set -e
cleanup() { echo "cleanup ($1)"; }
trap 'cleanup $?' EXIT
echo working
false
echo unreachable
#### test arithmetic and string comparisons an agent writes
count=$(printf 'a\nb\nc\n' | wc -l)
[ "$count" -eq 3 ] && echo "three lines"
[[ $count -gt 2 && $count -lt 10 ]] && echo "in range"
ver=1.10.2; min=1.9.0
if [[ $(printf '%s\n' "$min" "$ver" | sort -V | head -1) == "$min" ]]; then echo "$ver >= $min"; fi
[ -z "" ] && [ -n x ] && echo "z and n"
[ abc \< abd ] && echo "string less"
#### grep -rn with line numbers over files with binary content
printf 'text match\n' > t.txt
printf 'bin\0match\n' > b.bin
grep -rn match . | sort
grep -a -c match b.bin
grep -rI -l match . | sort
#### grep -r --exclude and --include patterns with directories given
mkdir -p t/sub; echo hit > t/a.log; echo hit > t/b.txt; echo hit > t/sub/c.log
grep -r --exclude='*.log' hit t
grep -r --include='*.log' -l hit t | sort
grep -r -l hit t/sub t/b.txt | sort
#### grep -n of fixed string with leading dash and -- separator
printf -- '-v flag\nnormal\n--long\n' > opts
grep -n -- -v opts
grep -c -e '--long' opts
grep -F -- '--' opts
#### find -type l and -L and -xtype
touch target; ln -s target good; ln -s missing bad; mkdir d; ln -s d dl
find . -type l | sort
find . -xtype l | sort
find -L . -type d | sort
#### find -name matching with character classes and -not
touch a1 a2 b1 'c 3' .dot
find . -name '[ab][0-9]' | sort
find . -type f -not -name '.*' | sort
find . -name '*[[:space:]]*'
#### find -exec with exit status and -quit
mkdir q; touch q/1 q/2 q/3
find q -type f -name 2 -print -quit
find q -type f -exec false {} \; ; echo "st=$?"
find q -type f -exec false {} + ; echo "st=$?"
find nope 2>&1; echo "st=$?"
#### find -mtime style ranges with fixed dates via -newermt
export TZ=UTC
touch -d '2024-01-10' jan; touch -d '2024-02-10' feb; touch -d '2024-03-10' mar
find . -type f -newermt '2024-02-01' | sort
find . -type f -newermt '2024-01-15' ! -newermt '2024-03-01'
#### grep -r over a tree with counts totalled by awk
mkdir -p g/a g/b
printf 'x\nx\n' > g/a/1; printf 'x\n' > g/a/2; printf 'y\n' > g/b/3
grep -rc x g | sort
grep -rc x g | awk -F: '{s+=$2} END{print "total", s}'
grep -rh x g | wc -l
#### xargs with -d newline and spaces in names
printf 'a b\nc\n' | xargs -d '\n' -n1 printf '<%s>\n'
printf 'one two\n' > 'my file'
printf 'my file\n' | xargs -d '\n' cat
printf 'my file\n' | xargs cat 2>&1; echo "st=$?"
#### ERR trap not run in conditions and pipelines without pipefail
trap 'echo "ERR at $LINENO"' ERR
if false; then :; fi
false || true
false | true
f() { return 2; }
f
echo "end"
#### set -e inside a function called in && list does not exit
set -e
g() { false; echo "g continued"; }
g && echo "and-list"
echo "next"
g
echo "not reached"
#### timeout with signals and kill-after statuses
timeout -s INT 0.2 sleep 3; echo "int=$?"
timeout -k 0.1 0.2 sleep 3; echo "k=$?"
timeout --preserve-status 0.2 sleep 3; echo "preserve=$?"
#### grep -r without a directory prints paths without dot slash
mkdir -p s/t; echo needle > s/t/a; echo needle > b
grep -rn needle | sort
grep -r needle . | sort
grep -rl needle s
#### grep byte offsets null separated names and initial tab
printf 'ab\ncd\nab\n' > f; printf 'ab\n' > g
grep -b ab f
grep -ob b f
grep -lZ ab f g | tr '\0' '\n'
grep -T -n ab f | cat -A
grep -c '' f
#### grep --color=always escapes
printf 'foo bar\n' > f
grep --color=always bar f | cat -v
grep --color=always -n -H bar f | cat -v
#### grep --include applies to command-line files and --exclude-from
printf 'x\n' > a.go; printf 'x\n' > a.md
grep --include='*.go' x a.go a.md
printf '*.go\n' > ex
grep -r --exclude-from=ex x . | sort
#### grep -z and -e empty pattern
printf 'one\0two\0' | grep -z t | tr '\0' '\n'
printf 'a\nb\n' | grep -c -e ''
printf 'a\nb\n' | grep -v -e '' ; echo "st=$?"
#### find warnings agents trigger
mkdir -p a/b; touch a/b/c
find . -name c -maxdepth 2
find . -name 'a/b' ; echo "st=$?"
#### find -printf directives
umask 022
mkdir -p d/e; printf 'abc' > d/e/f; chmod 640 d/e/f; ln -s e/f d/l
find d -printf '%y %m %M %d %P|%h|%f\n' | sort
find d -type f -printf '%s %k\n'
find d -name l -printf '%l\n'
#### find -regex with regextype and -ipath
mkdir -p src/A; touch src/A/x.go src/y.GO src/z.py
find src -regex '.*\.go' | sort
find src -regextype posix-extended -regex '.*\.(go|py)' | sort
find src -iregex '.*\.go' | sort
find src -ipath '*/a/*'
#### find -depth ordering and -samefile
mkdir -p top/mid; touch top/mid/f; ln top/mid/f top/hard
find top -depth | head -3
find top -samefile top/hard | sort
#### xargs failures stop on 255 and report missing commands
printf '1\n2\n3\n' | xargs -n1 sh -c 'echo "run $0"; [ "$0" = 2 ] && exit 255; exit 0'; echo "st=$?"
printf 'a\n' | xargs nosuch_h19w; echo "st=$?"
printf 'a b\n' | xargs -a /dev/null echo none
printf 'x\ny\n' > list; xargs -a list echo got
#### xargs -s and -E end marker
printf 'a\nb\nSTOP\nc\n' | xargs -E STOP echo
printf '%s\n' aaaa bbbb cccc | xargs -s 15 echo
#### associative array iteration order in bash
declare -A deps=([zlib]=1 [openssl]=3 [curl]=2 [libpng]=5 [bzip2]=4 [xz]=6)
for k in "${!deps[@]}"; do printf '%s ' "$k"; done; echo
echo "${deps[@]}"
unset 'deps[curl]'; deps[aaa]=0
echo "${!deps[@]}"
#### arithmetic increment under set -e stops at zero
set -e
count=0
((count++)) || echo "post-increment from zero is status 1"
echo "count=$count"
((count++))
echo "count=$count"
i=0; ((i++)); echo "never $i"
#### ERR trap with BASH_COMMAND and errtrace
set -eE
trap 'echo "failed: [$BASH_COMMAND] at line $LINENO" >&2' ERR
run() { grep -q nomatch /dev/null; }
echo begin
run
echo end
#### caller and FUNCNAME stack in a die function
die() { local line func; read -r line func _ < <(caller 0); echo "die at $line in $func: $*" >&2; exit 1; }
load() { [[ -f $1 ]] || die "missing $1"; }
main() { load conf.txt; }
main
echo unreachable
#### trap listing and reset
trap 'echo bye' EXIT
trap 'echo int' INT
trap -p EXIT INT
trap - INT
trap -p
trap - EXIT
echo done
#### printf -v and time formatting with TZ
export TZ=UTC
printf -v stamp '%(%Y-%m-%d %H:%M:%S)T' 86400
echo "$stamp"
printf '%(%F)T\n' 1700000000
printf -v padded '%05d' 42; echo "$padded"
#### BASH_REMATCH parsing of version strings
for v in v1.2.3 2.10 bad v3.0.0-rc1; do
  if [[ $v =~ ^v?([0-9]+)\.([0-9]+)(\.([0-9]+))?(-(.+))?$ ]]; then
    echo "$v -> major=${BASH_REMATCH[1]} minor=${BASH_REMATCH[2]} patch=${BASH_REMATCH[4]:-0} pre=${BASH_REMATCH[6]:-none}"
  else
    echo "$v -> invalid"
  fi
done
#### globstar nullglob and extglob over a tree
shopt -s globstar nullglob extglob
mkdir -p r/a/b r/vendor; touch r/x.go r/a/y.go r/a/b/z.go r/vendor/v.go r/a/readme.md
printf '%s\n' r/**/*.go
printf '%s\n' r/!(vendor)/**/*.go
for f in r/*.nothing; do echo "never $f"; done
echo r/**/*.@(md|txt)
#### last line without newline read loop
printf 'a\nb\nc' > f
while IFS= read -r line; do echo "[$line]"; done < f
echo --
while IFS= read -r line || [[ -n $line ]]; do echo "[$line]"; done < f
#### source a library with functions and set -u defaults
cat > lib.sh <<'EOF'
: "${LOG_LEVEL:=info}"
log() { echo "[$LOG_LEVEL] $*"; }
readonly LIB_VERSION=2
EOF
set -u
source ./lib.sh
log loaded "v$LIB_VERSION"
LIB_VERSION=3; echo "st=$?"
. ./lib.sh 2>&1; echo "resourced st=$?"
#### division by zero and bad arithmetic messages
echo $(( 1 / 0 )); echo "st=$?"
x=abc; echo $(( x + 1 ))
y='1 +'; (( y )) ; echo "st=$?"
echo "after"
#### redirect whole script output to a log with exec
exec 3>&1 > out.log 2>&1
echo "to log"
ls nope
exec 1>&3 3>&-
echo "back"
sed 's/^/log: /' out.log
