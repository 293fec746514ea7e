#### agent config parse loop
cat > app.conf <<'EOF'
# comment
name = demo
port=8080
  debug = true  
empty =
EOF
declare -A cfg
while IFS='=' read -r k v; do
  k="${k//[[:space:]]/}"; [[ -z $k || $k == \#* ]] && continue
  v="${v#"${v%%[![:space:]]*}"}"; v="${v%"${v##*[![:space:]]}"}"
  cfg[$k]=$v
done < app.conf
for k in name port debug empty; do printf '%s=[%s]\n' "$k" "${cfg[$k]}"; done
#### agent retry loop with function
attempt=0; try() { attempt=$((attempt+1)); (( attempt >= 3 )); }
until try; do echo "retry $attempt"; done; echo "ok after $attempt"
#### agent parse args with case and shift
set -- -v --name=foo -o out.txt file1 -- -notopt
verbose=0; while (( $# )); do case $1 in -v) verbose=1;; --name=*) name=${1#*=};; -o) out=$2; shift;; --) shift; break;; -*) echo "bad $1";; *) files+=("$1");; esac; shift; done
echo "$verbose $name $out ${files[*]} rest=$*"
#### agent tempfile and trap cleanup
tmp=$(mktemp -d); trap 'rm -rf "$tmp"; echo cleaned' EXIT; echo data > "$tmp/f"; cat "$tmp/f"
#### agent error handling with set -e and or
set -e; f() { return 3; }; f || echo "f failed with $?"; echo continuing
#### agent set -euo pipefail typical
set -euo pipefail; arr=(); echo "count ${#arr[@]}"; x=${UNSET_VAR:-default}; echo $x; grep -q nomatch <<< "text" || echo "no match"
#### agent array of files with spaces
touch 'a b.txt' 'c.txt'; files=(*.txt); for f in "${files[@]}"; do echo "[$f]"; done; echo "${#files[@]}"
#### agent string manipulation path parts
p=/var/log/app/server.log.1; dir=${p%/*}; base=${p##*/}; ext=${base##*.}; stem=${base%%.*}; echo "$dir $base $ext $stem"
#### agent join array with IFS
arr=(a b c); (IFS=,; echo "${arr[*]}"); joined=$(IFS=/; echo "${arr[*]}"); echo $joined
#### agent split string into array
s='k1=v1;k2=v2;k3'; IFS=';' read -ra pairs <<< "$s"; for p in "${pairs[@]}"; do echo "${p%%=*} -> ${p#*=}"; done
#### agent here-doc generating script then run
cat > gen.sh <<EOF
#!/bin/bash
echo "generated with \$# args: \$*"
EOF
chmod +x gen.sh; ./gen.sh a b
#### agent counting with assoc
declare -A count; for w in a b a c b a; do (( count[$w]++ )); done; for k in a b c; do echo "$k ${count[$k]}"; done
#### agent check command exists
if command -v sed >/dev/null 2>&1; then echo have-sed; fi; if ! command -v nope_h38x >/dev/null; then echo no-nope; fi
#### agent read file into array and reverse
printf '1\n2\n3\n' > nums; mapfile -t n < nums; for ((i=${#n[@]}-1; i>=0; i--)); do echo ${n[i]}; done
#### agent numeric validation regex
for v in 12 -3 4.5 abc ''; do if [[ $v =~ ^-?[0-9]+$ ]]; then echo "$v int"; else echo "[$v] not"; fi; done
#### agent default and error messages
f() { local name=${1:?name required}; echo "hi $name"; }; f bob; ( f ) 2>&1; echo st=$?
#### agent printf table
printf '%-6s|%5s|%-3s\n' name size ok a 10 y bbbbbbb 2000 n
#### agent version compare with sort -V
printf '%s\n' 1.10.0 1.2.3 1.9 | sort -V | tail -1
#### agent json-like output with escaping
s='say "hi"'; printf '{"msg": "%s"}\n' "${s//\"/\\\"}"
#### agent loop with continue and counters
ok=0 bad=0; for f in a.txt b.log c.txt; do [[ $f == *.txt ]] || { bad=$((bad+1)); continue; }; ok=$((ok+1)); done; echo "$ok $bad"
#### agent subshell cd preserves cwd
mkdir -p sub; (cd sub && pwd | sed 's|.*/||'); pwd | sed 's|.*/||' | grep -vq sub && echo back
#### agent heredoc with command substitution and arithmetic
n=3; cat <<EOF
Total: $((n * 2)) items
Date-free: $(echo static)
EOF
#### agent nested function with local arrays
collect() { local -a out=(); local x; for x in "$@"; do [[ $x == *e* ]] && out+=("$x"); done; printf '%s\n' "${out[@]}"; }; collect one two three four
#### agent exit code propagation through pipeline and PIPESTATUS
false | true | (exit 2); ps=("${PIPESTATUS[@]}"); echo "${ps[*]}"
#### agent while read with here-string variable
data=$'a 1\nb 2'; while read -r k v; do echo "$k=$v"; done <<< "$data"
#### agent trap ERR with set -e
set -e; trap 'echo "failed at line $LINENO: $BASH_COMMAND"' ERR; true; false; echo never
#### agent grep count and arithmetic
printf 'ERROR a\nINFO b\nERROR c\n' > log; n=$(grep -c ERROR log); (( n > 1 )) && echo "many errors: $n"
#### agent string repeat and padding
printf -v line '%*s' 10 ''; echo "[${line// /-}]"; printf '%05d|%-5s|%x\n' 42 ab 255
#### agent case-insensitive compare
a=YES; if [[ ${a,,} == yes ]]; then echo yes; fi; shopt -s nocasematch; [[ $a == yes ]] && echo nocase
#### agent find and loop with null delimiter
mkdir -p t; touch 't/x 1' t/y; find t -type f -print0 | sort -z | while IFS= read -r -d '' f; do echo "<$f>"; done
