#### syntax check of a generated script with bash -n
cat > good.sh <<'EOF'
for i in 1 2; do echo $i; done
EOF
cat > bad.sh <<'EOF'
echo start
if [ -f x ]; then
  echo yes
fi
for i in 1 2; do
  echo $i
EOF
bash -n good.sh && echo "good.sh ok"
bash -n bad.sh; echo "bad.sh rc=$?"
bash bad.sh; echo "run rc=$?"
#### source a library file with functions and error
cat > lib.sh <<'EOF'
greet() { echo "hello $1"; }
LIB_LOADED=1
return 0
echo "not printed"
EOF
source ./lib.sh && echo "loaded=$LIB_LOADED"
greet world
source ./missing_lib.sh
echo "rc=$?"
. nosuch_lib_h45e.sh
echo "dot rc=$?"
#### eval syntax error and recovery
eval 'echo ok; if then'
echo "rc=$?"
eval 'x=$(( 1 + ))'
echo "rc=$?"
eval 'for'; echo "rc=$?"
echo "still running"
#### find print0 read loop with d empty
mkdir -p data/sub
touch "data/a b.txt" data/sub/c.txt "data/new
line.txt"
count=0
while IFS= read -r -d '' f; do
  (( count++ ))
  printf '%q\n' "${f#data/}"
done < <(find data -type f -print0 | sort -z)
echo "count=$count"
#### globstar nullglob dotglob
mkdir -p g/a/b g/.hid
touch g/x.txt g/a/y.txt g/a/b/z.txt g/.hid/h.txt g/.dot.txt
shopt -s globstar
echo g/**/*.txt
shopt -s dotglob
echo g/**/*.txt
shopt -u dotglob
shopt -s nullglob
arr=(g/*.nomatch)
echo "nomatch count=${#arr[@]}"
shopt -u nullglob
echo g/*.nomatch
#### file descriptors with exec and named fd
exec 3> out.txt
echo "line one" >&3
echo "line two" >&3
exec 3>&-
cat out.txt
exec {fd}< out.txt
read -r first <&$fd
read -r second <&$fd
exec {fd}<&-
echo "first=[$first] second=[$second]"
echo hi >&3
echo "rc=$?"
#### redirect function output and stderr ordering
noisy() { echo "out1"; echo "err1" >&2; echo "out2"; }
noisy > o.txt 2> e.txt
echo "stdout:"; cat o.txt
echo "stderr:"; cat e.txt
noisy 2>&1 >/dev/null | sed 's/^/captured: /'
{ noisy; } &> both.txt
wc -l < both.txt
#### trap listing and reset
trap 'echo bye' EXIT
trap 'echo int' INT
trap -p
trap - INT
trap -p INT
echo "listed"
trap - EXIT
echo "no exit trap"
#### read with defaults and prompts from here string
read -r name age <<< "Alice 30"
echo "name=$name age=$age"
read -r a b c <<< "one two three four"
echo "c=[$c]"
read -r -n 3 part <<< "abcdef"
echo "part=$part"
read -r -d , field <<< "x,y,z"
echo "field=$field"
IFS= read -r keep <<< "  spaced  "
echo "[$keep]"
read -r strip <<< "  spaced  "
echo "[$strip]"
#### ls listings without times
mkdir -p L/sub
touch L/b.txt L/a.sh L/.hidden
chmod +x L/a.sh
ln -s a.sh L/link
ls L
ls -a L
ls -1F L
ls -d L/*/
ls -R L
#### wc on several files and totals
printf 'a b\nc\n' > w1
printf 'one two three\n' > w2
printf 'no newline' > w3
wc w1 w2 w3
wc -l w1 w2
wc -c < w3
wc -m w1
#### find -printf and depth controls
mkdir -p p/q/r
touch p/f1 p/q/f2 p/q/r/f3
find p -mindepth 2 -type f | sort
find p -maxdepth 1 | sort
find p -type f -printf '%d %f %h\n' | sort
find p -depth -type d
#### compgen and declare -F listings
build() { :; }
build_docs() { :; }
test_all() { :; }
compgen -A function | sort
declare -F | grep build
compgen -v BASH_VERS
compgen -W "start stop status restart" -- st
#### printf with arrays into table
names=(alice bob "carol ann")
scores=(93 7 100)
printf '%-10s|%5s\n' NAME SCORE
for i in "${!names[@]}"; do printf '%-10s|%5d\n' "${names[i]}" "${scores[i]}"; done
printf '%s=%s\n' a 1 b 2 c
printf '%3d%%\n' 50
printf '%s\n'
#### variable attribute transformations
s="it's a \"test\""
echo "${s@Q}"
arr=(x "y z")
echo "${arr[@]@Q}"
declare -i n=7
echo "${n@A}"
u=hello
echo "${u@U} ${u@u}"
#### set -x with functions and pipes
set -x
f() { echo "$1" | tr a-z A-Z; }
f hello
x=$(( 2 + 3 ))
[[ $x -eq 5 ]] && echo five
set +x
#### PS4 customization in trace
PS4='+ ${FUNCNAME[0]:-main}:${LINENO}: '
set -x
helper() {
  local v=1
  echo "v=$v"
}
helper
set +x
#### getopts error messages from a script file
cat > opts.sh <<'EOF'
while getopts "f:v" o; do
  case $o in
    f) echo "file=$OPTARG" ;;
    v) echo verbose ;;
    *) echo "usage: opts.sh [-v] [-f file]" >&2; exit 2 ;;
  esac
done
EOF
bash opts.sh -v -f data
bash opts.sh -x
echo "rc=$?"
bash opts.sh -f
echo "rc=$?"
#### line numbers in errors from a sourced script
cat > inc.sh <<'EOF'
echo "in inc"
nosuchcommand_h45e
f() {
  undefined_fn_h45e arg
}
f
EOF
source inc.sh
bash inc.sh
#### command not found and permission denied
./nosuch_script
echo "rc=$?"
printf 'echo hi\n' > noexec.sh
./noexec.sh
echo "rc=$?"
mkdir adir
./adir
echo "rc=$?"
nosuchcmd_h45e --flag
echo "rc=$?"
#### hash and type -a and command -V
type -a echo | head -1
command -V cd
command -V nosuch_h45e
echo "rc=$?"
type -P sed >/dev/null && echo "sed is a file"
#### arithmetic for loop with multiple variables and steps
for (( i=0, j=10; i < j; i+=3, j-=2 )); do
  echo "i=$i j=$j"
done
for (( k=5; k>0; k-- )); do printf '%d ' "$k"; done; echo
#### brace expansion for batch names
echo file{1..3}.txt
echo {a,b}{1,2}
echo {01..10..3}
echo {z..w}
mkdir -p batch/{in,out}/{2023,2024}
find batch -mindepth 2 | sort
echo pre{,-fix}post
#### nested arrays simulation with assoc keys
declare -A grid
for r in 0 1 2; do
  for c in 0 1 2; do grid[$r,$c]=$(( r * 3 + c )); done
done
for r in 0 1 2; do
  row=""
  for c in 0 1 2; do row+=" ${grid[$r,$c]}"; done
  echo "row $r:$row"
done
echo "keys: ${#grid[@]}"
unset 'grid[1,1]'
echo "after unset: ${#grid[@]} ${grid[1,1]:-gone}"
#### array slicing and manipulation
a=(zero one two three four five)
echo "${a[@]:2:3}"
echo "${a[@]: -2}"
a+=(six)
unset 'a[1]'
echo "${#a[@]} indexes: ${!a[*]}"
a=("${a[@]}")
echo "reindexed: ${!a[*]}"
b=("${a[@]/o/0}")
echo "${b[*]}"
echo "${a[@]^}"
#### sleep and timeout behaviour
timeout 1 sleep 0.1; echo "fast rc=$?"
timeout 0.2 sleep 5; echo "slow rc=$?"
timeout 0.2 bash -c 'exit 7'; echo "exit rc=$?"
#### xargs error status codes
printf 'a\nb\n' | xargs -n1 false; echo "rc=$?"
printf 'a\n' | xargs nosuch_cmd_h45e; echo "rc=$?"
printf 'a\n' | xargs sh -c 'exit 255'; echo "rc=$?"
#### sed line and regex addressing counts
seq 20 > n
sed -n '0~5p' n | paste -sd,
sed -n '3,+2p' n | paste -sd,
sed -n '/^1/p' n | paste -sd,
sed '5,$d' n | paste -sd,
sed -n '$=' n
sed '1~3!d' n | paste -sd,
#### awk field separator and OFS rebuild
echo "a:b:c" | awk -F: -v OFS=- '{$1=$1; print}'
echo "a b c" | awk '{$2=""; print}'
echo "a b c" | awk '{NF=2; print}'
printf 'x=1\ny=2\n' | awk -F= '{printf "%s is %s\n", $1, $2}'
echo "  lead  trail  " | awk '{print NF, "[" $1 "]"}'
#### head and tail on multiple files
seq 3 > h1
seq 4 6 > h2
head -n1 h1 h2
tail -n1 h1 h2
head -q -n1 h1 h2
tail -n2 nosuch_h45e h1
echo "rc=$?"
#### env and printenv in a child
export APP_MODE=test
env | grep '^APP_MODE='
printenv APP_MODE
env -u APP_MODE bash -c 'echo "mode=${APP_MODE:-unset}"'
env X=1 Y=2 bash -c 'echo "$X$Y"'
printenv NOSUCH_VAR_H45E; echo "rc=$?"
#### uniq options on sorted log levels
printf 'INFO\nINFO\nWARN\nERROR\nERROR\nERROR\ninfo\n' > lv
uniq lv
uniq -c lv
uniq -i -c lv
uniq -d lv
uniq -u lv
#### column and paste formatting of key value output
printf 'name=web\nport=80\nprotocol=http\n' | column -t -s=
printf 'a\nb\nc\nd\ne\n' | paste - - 
printf 'a\nb\nc\nd\ne\n' | paste -d: - - -
printf 'one two\nthree four five\n' | column -t
#### case fallthrough and multiple patterns
for x in 1 2 3 4; do
  case $x in
    1) echo "one";;&
    [12]) echo "one or two";;
    3) echo "three";&
    4) echo "three or four";;
  esac
done
#### string comparisons with locale and sort
printf '%s\n' B a C b A c | sort
printf '%s\n' B a C b A c | LC_ALL=C sort
printf '%s\n' file10 file2 file1 | sort -V
printf '%s\n' item-2 item_1 item.3 | sort
