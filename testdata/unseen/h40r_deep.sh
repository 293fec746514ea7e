#### stack trace on error with caller and FUNCNAME
set -Eeo pipefail
trace() {
  local rc=$? i
  echo "error rc=$rc in ${FUNCNAME[1]} at line ${BASH_LINENO[0]}: $BASH_COMMAND" >&2
  for ((i = 1; i < ${#FUNCNAME[@]}; i++)); do
    echo "  at ${FUNCNAME[i]} (line ${BASH_LINENO[i-1]})" >&2
  done
}
trap trace ERR
load() { parse "$1"; }
parse() {
  local f=$1
  [[ -f $f ]] || return 4
  cat "$f"
}
main() {
  echo "start"
  load config.txt
  echo "not reached"
}
main
#### xtrace with PS4 showing line and function
PS4='+ ${FUNCNAME[0]:-main}:${LINENO}: '
greet() {
  local who=$1
  echo "hi $who"
}
set -x
n=2
greet "the world"
(( n > 1 )) && echo many
set +x
echo done
#### printf %q and @Q for safe command logging
args=("file with spaces.txt" "it's" 'a"b' '$HOME' '' 'tab	here')
printf '%q ' "${args[@]}"; echo
echo "${args[@]@Q}"
cmd=(grep -rn "TODO: fix" --include='*.py' .)
echo "running: ${cmd[*]@Q}"
printf -v logged '%q ' "${cmd[@]}"
echo "logged: ${logged% }"
eval "set -- $logged"
echo "$# args, third=[$3]"
#### declare -p round trip of arrays to a state file
declare -a list=(one "two words" three)
declare -A map=([k1]=v1 ["key two"]="val 2")
count=3
declare -p list map count > state.sh
unset list map count
source state.sh
echo "${#list[@]} ${list[1]}"
echo "${map[key two]} ${map[k1]}"
echo "count=$count"
grep -c '^declare' state.sh
#### background jobs writing results then wait
for n in 1 2 3; do
  ( r=$(( n * n )); echo "$n $r" > "res.$n" ) &
done
wait
cat res.* | sort -n
for n in 4 5; do { echo "job $n" > "job.$n"; exit $((n - 4)); } & pids+=($!); done
rcs=()
for p in "${pids[@]}"; do wait "$p"; rcs+=($?); done
echo "statuses: ${rcs[*]}"; cat job.4 job.5
#### gawk inplace edit of several files
printf 'a=1\nb=2\n' > one.conf
printf 'b=5\nc=6\n' > two.conf
gawk -i inplace -F= -v OFS== '$1 == "b" { $2 = $2 * 10 } { print }' one.conf two.conf
cat one.conf two.conf
gawk -i inplace 'FNR == 1 { print "# managed" } { print }' one.conf
head -n 2 one.conf
#### sed -z and null separated lists
printf 'a b\0c\0d e\0' > list.bin
sed -z 's/ /_/g' list.bin | tr '\0' '\n'
tr '\0' '\n' < list.bin | wc -l
sort -z -r list.bin | xargs -0 printf '[%s]\n'
printf 'line1\nline2\nline3\n' | sed -z 's/\n/,/g; s/,$/\n/'
#### printf time format with fixed epoch and TZ
export TZ=UTC
printf '%(%Y-%m-%d %H:%M:%S)T\n' 0
printf '%(%F)T %(%a)T\n' 86400 86400
printf -v stamp '%(%Y%m%d)T' 1700000000
echo "backup-$stamp.tar"
date -u -d @1700000000 '+%s %Z %z'
#### sort stability and key types on mixed data
cat > d.txt <<'EOF'
b,2,x
a,10,y
b,1,z
a,2,w
c,10,v
EOF
sort -t, -k2,2n -s d.txt | paste -sd' '
sort -t, -k1,1 -k2,2nr d.txt | paste -sd' '
sort -t, -k2 d.txt | paste -sd' '
sort -t, -u -k1,1 d.txt | paste -sd' '
sort -t, -k3r d.txt | head -n 2 | paste -sd' '
#### uniq with skip fields and counts on logs
cat > ev.txt <<'EOF'
10:00 login ann
10:01 login ann
10:02 logout ann
10:03 login bob
10:04 login bob
EOF
uniq -f1 ev.txt
uniq -f1 -c ev.txt | awk '{print $1, $3, $4}'
uniq -f1 -d ev.txt | cut -d' ' -f2-
cut -d' ' -f2 ev.txt | uniq -c
#### column output with separators and alignment
printf 'name,size,kind\nalpha,10,file\nbeta-long,2000,dir\n' > t.csv
column -s, -t t.csv
column -s, -t -o ' | ' t.csv
column -s, -t -R 2 t.csv 2>/dev/null || column -s, -t t.csv
#### numfmt suffixes padding and fields
printf 'file1 1024\nfile2 1536000\nfile3 12\n' > sizes.txt
numfmt --field=2 --to=iec-i --suffix=B < sizes.txt
numfmt --field=2 --to=si --padding=8 < sizes.txt
numfmt --from=auto 1.5K 2Mi 3G
numfmt --to=iec --round=down 1536 1023 1025
#### jq tab indent input and @json
echo '{"a":{"b":[1,2]},"c":"d"}' > x.json
jq --tab . x.json | cat -A | head -n 4
jq -r '@json' x.json
jq -r '.a | @json "payload=\(.)"' x.json
jq -n 'input | .c' x.json
jq -r 'tojson | fromjson | .c' x.json
#### python3 writes binary and shell inspects with od and xxd
python3 -c 'import sys; sys.stdout.buffer.write(bytes(range(0, 256, 17)))' > b.bin
od -An -tx1 b.bin
xxd b.bin
wc -c < b.bin
python3 -c 'print(open("b.bin","rb").read()[::-1].hex())'
xxd -p b.bin | rev
#### read with timeout zero and file descriptors
exec 3< <(printf 'x\ny\n')
read -r -u 3 a; read -r -u 3 b
echo "$a $b"
read -r -u 3 c || echo "eof on fd 3 rc=$?"
exec 3<&-
exec 4> out.txt
echo first >&4
echo second >&4
exec 4>&-
cat out.txt
{ read -r l1; read -r l2; } < out.txt; echo "$l2 $l1"
#### set -x trace of a loop with redirections
{
set -x
for f in a b; do
  echo "$f" > "$f.txt"
done
cat a.txt b.txt | sort -r > all.txt
set +x
cat all.txt
} 2>trace.txt; sort trace.txt
#### declare -g and local arrays inside functions
init() {
  declare -g -A registry=()
  declare -g counter=0
  local -a tmp=(x y)
  registry[first]=${tmp[0]}
}
register() { registry[$1]=$2; (( ++counter )); }
init
register web 8080
register db 5432
echo "counter=$counter keys=$(printf '%s\n' "${!registry[@]}" | sort | paste -sd,)"
echo "tmp=${tmp[*]-unset}"
declare -p counter
#### arrays slicing negative indices and sparse
a=(zero one two three four five)
echo "${a[@]:2:2} | ${a[@]: -2} | ${a[-1]} | ${a[@]:1:1}"
unset 'a[2]' 'a[4]'
echo "${#a[@]} elements, indices ${!a[*]}"
a+=(six)
echo "last index ${!a[*]}"
b=("${a[@]}")
echo "repacked indices ${!b[*]}"
echo "${a[@]/#/-}"
echo "${a[@]^}"
#### substring replacement anchored and case modification
f=report_2024_final_FINAL.txt
echo "${f/final/draft}"
echo "${f//final/draft}"
echo "${f/#report/summary}"
echo "${f/%.txt/.md}"
echo "${f,,}"
echo "${f^^[aeiou]}"
x=aaa; echo "${x/a/b} ${x//a/b} ${x/#a/b} ${x/%a/b}"
path=/a/b/c/; echo "${path%/}" "${path%%/*}x" "${path#*/b}"
#### here-doc to python with shell interpolation and escaping
name="O'Brien" n=3
python3 <<EOF
name = """$name"""
n = $n
print(f"{name} x{n}", "\$HOME-literal" if True else "")
print("tab\\there")
EOF
#### complex find with prune and or groups
mkdir -p p/{.git/objects,node_modules/x,src/lib,build}
touch p/.git/objects/o p/node_modules/x/m.js p/src/a.js p/src/lib/b.ts p/build/out.js p/README.md
find p \( -name .git -o -name node_modules -o -name build \) -prune -o -type f \( -name '*.js' -o -name '*.ts' \) -print | sort
find p -path '*/node_modules' -prune -o -name '*.js' -print | sort
find p -type f -not -path '*/.git/*' | wc -l
find p -maxdepth 1 -mindepth 1 -type d -printf '%f\n' | sort | paste -sd' '
#### xargs with replace and max args and exit codes
printf 'a\nb\nc\n' | xargs -I% sh -c 'echo start %; [ % != b ]'
echo "rc=$?"
printf '1 2 3 4 5' | xargs -n2 sh -c 'echo $(($1 + ${2:-0}))' _
printf 'x y\n' | xargs -t echo 2>&1
echo | xargs -r echo nothing; echo "r rc=$?"
printf 'f1\nf2\n' | xargs -L1 -I{} echo "file={}"
#### tar with exclude and transform listing
mkdir -p proj/{src,tmp,.cache}
echo a > proj/src/a.c; echo t > proj/tmp/x; echo c > proj/.cache/y; echo r > proj/README
tar --exclude='tmp' --exclude='.cache' -czf proj.tgz proj
tar -tzf proj.tgz | sort
tar -xzf proj.tgz -O proj/README
mkdir out && tar -xzf proj.tgz -C out --strip-components=1 && find out -type f | sort
#### ERR trap with subshells pipelines and functions under set -E
set -E
trap 'echo "ERR($?) line $LINENO: $BASH_COMMAND"' ERR
f() { false; echo "f continues"; }
f
( false ) || echo handled
echo x | grep -q y
v=$(false) || true
g() { return 2; }
g
echo end
#### unset -f and command builtin to bypass functions
ls() { echo "wrapped ls"; }
mkdir -p d; touch d/f
ls d
command ls d
unset -f ls
ls d
echo() { builtin echo "[$*]"; }
echo hello
unset -f echo
echo plain
type -t ls echo cd
#### case fallthrough and pattern lists
for v in start stop restart status reload bogus; do
  case $v in
    start) echo "$v: starting" ;&
    restart) echo "$v: (re)started" ;;
    stop|halt) echo "$v: stopping" ;;
    status) echo "$v: checking" ;;&
    stat*|rel*) echo "$v: second match" ;;
    *) echo "$v: unknown" ;;
  esac
done
#### arithmetic for loops with multiple vars and ternary
for ((i = 0, j = 10; i < j; i += 3, j -= 2)); do
  printf '%d:%d ' "$i" "$j"
done; echo
n=17; echo $(( n % 2 ? 3 * n + 1 : n / 2 ))
x=5; (( x += x++ + ++x )); echo "x=$x"
echo $(( (1 << 10) | 3 )) $(( 0xff & ~0x0f )) $(( 5 ^ 3 )) $(( !0 )) $(( 2 > 1 && 3 < 2 ))
printf '%d\n' "'A" "'a"
#### mapfile with callback quantum and origin
seq 1 7 > s.txt
show() { echo "cb at index $1: $2"; }
mapfile -t -C show -c 3 arr < s.txt
echo "${#arr[@]}"
mapfile -t -O 5 arr2 < <(printf 'p\nq\n')
declare -p arr2
mapfile -t -d, parts <<< 'a,b,c'
printf '<%s>' "${parts[@]}"; echo
#### while read with multiple fields and IFS edge cases
printf 'a:b:c\n::x\nonly\n' > f.txt
while IFS=: read -r one two rest; do
  printf '[%s][%s][%s]\n' "$one" "$two" "$rest"
done < f.txt
IFS=: read -r -a arr <<< '::x::'
echo "${#arr[@]}: $(printf '<%s>' "${arr[@]}")"
IFS=' :' read -r a b c <<< ' a : b  c '
printf '[%s][%s][%s]\n' "$a" "$b" "$c"
#### sqlite-free key value store in files with locking
db=kv.d; mkdir -p "$db"
kv_set() { printf '%s' "$2" > "$db/$1.tmp" && mv "$db/$1.tmp" "$db/$1"; }
kv_get() { [[ -f $db/$1 ]] && cat "$db/$1" || { echo "no key $1" >&2; return 1; }; }
kv_del() { rm -f "$db/$1"; }
kv_list() { ls "$db" | sort; }
kv_set name demo; kv_set port 80; kv_set 'with space' 'v v'
kv_get name; echo
kv_get missing; echo "rc=$?"
kv_del port
kv_list
kv_get 'with space'; echo
