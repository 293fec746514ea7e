#### declare -f prints reformatted functions
deploy() {
  local env=${1:-dev} i
  for i in 1 2; do echo "$env $i"; done
  if [[ $env == prod ]]; then echo careful; elif [ -z "$env" ]; then :; else echo ok; fi
  case $env in dev|test) echo low ;; *) echo high ;; esac
  while false; do break; done
  { echo grouped; } > /dev/null 2>&1
  ( cd / && pwd )
  echo "$(( 1 + 2 ))" $(echo sub) `echo bt`
  cat <<EOF
heredoc $env
EOF
}
declare -f deploy
type deploy | head -3
#### builtin misuse errors
return 1
echo "after return rc=$?"
local x=1
echo "rc=$?"
break
echo "after break"
shift abc
echo "rc=$?"
cd /tmp/unseen /tmp
echo "rc=$?"
#### cd dash pushd popd
mkdir -p one/two three
cd one
cd two
cd - >/dev/null
pwd | sed "s|^$HOME|~|"
cd "$HOME"
pushd one >/dev/null
pushd ../three >/dev/null
dirs | sed "s|$HOME|H|g"
popd >/dev/null
pwd | sed "s|^$HOME|~|"
popd >/dev/null
popd
echo "rc=$?"
#### errexit with inherit_errexit in substitutions
set -e
shopt -s inherit_errexit
out=$(echo first; false; echo second) || echo "substitution failed: $?"
echo "out=[$out]"
val=$(set +e; false; echo recovered)
echo "val=$val"
false
echo unreachable
#### exit inside exit trap and status propagation
trap 'echo "trap sees $?"; exit 9' EXIT
(exit 4)
echo "status before end: $?"
exit 2
#### set -u with arrays and empty expansions
set -u
declare -a empty=()
echo "n=${#empty[@]}"
for x in "${empty[@]}"; do echo "x=$x"; done
echo "all: [${empty[*]}]"
unset nothere
echo "${nothere[@]}"
echo after
#### unset functions and variables
f() { echo f; }
v=1
unset -f f
f
echo "rc=$?"
unset -v v
echo "v=${v-unset}"
g() { echo g; }
unset g
g
#### declare -g from function and global scope
setup() {
  declare -g CONFIG_DIR=/etc/app
  declare -gA LIMITS=([cpu]=2 [mem]=512)
  local tmp=local_only
}
setup
echo "$CONFIG_DIR ${LIMITS[cpu]} ${LIMITS[mem]} ${tmp-no tmp}"
declare -p LIMITS
#### heredoc inside command substitution and function
make_conf() {
  local name=$1
  cat <<EOF
[$name]
enabled = true
EOF
}
conf=$(make_conf web; make_conf db)
echo "$conf" | grep -c enabled
lines=$(cat <<'EOF'
literal $HOME
EOF
)
echo "$lines"
#### ERR trap with or and pipeline
trap 'echo "ERR: $BASH_COMMAND ($?)"' ERR
false || echo "handled"
false | true
true | false
if false; then :; fi
! true
(false)
echo end
#### function with multiple return paths and output capture
classify() {
  local n=$1
  (( n < 0 )) && { echo negative; return 2; }
  (( n == 0 )) && { echo zero; return 1; }
  echo positive
}
for n in -5 0 7; do
  r=$(classify "$n"); rc=$?
  printf '%3d -> %-8s rc=%d\n' "$n" "$r" "$rc"
done
#### printing script usage with here doc and line count
show_help() {
cat <<HELP
Usage: tool [options] <command>

Commands:
  init      create project
  build     compile
Options:
  -h        help
HELP
}
show_help | head -1
show_help | grep -c '^  '
show_help | sed -n '/^Commands:/,/^Options:/p' | grep -v ':$'
#### kill -l and signal names
kill -l 9
kill -l 15
kill -l TERM
kill -l SIGHUP
trap 'echo got USR1' USR1
kill -USR1 $$
echo "after"
kill -s NOPE $$
echo "rc=$?"
#### process substitution as file arguments
wc -l <(seq 5) | awk '{print $1}'
cat <(echo a) <(echo b) - <<< c
sort -m <(printf '1\n3\n') <(printf '2\n4\n')
join -t, <(printf 'a,1\nb,2\n') <(printf 'a,x\nb,y\n')
#### here string multi line and word splitting
data="l1
l2 with words
l3"
while read -r first rest; do echo "first=$first rest=[$rest]"; done <<< "$data"
wc -l <<< "$data"
set -- $data
echo "words=$#"
#### string padding table from assoc array sorted
declare -A ports=([ssh]=22 [http]=80 [https]=443 [postgres]=5432)
width=0
for k in "${!ports[@]}"; do (( ${#k} > width )) && width=${#k}; done
for k in $(printf '%s\n' "${!ports[@]}" | sort); do
  printf "%-${width}s : %5d\n" "$k" "${ports[$k]}"
done
#### numeric string checks and conversions
for v in 42 -7 3.14 0x1A 1e3 "" abc 007; do
  if [[ $v =~ ^-?[0-9]+$ ]]; then kind=int
  elif [[ $v =~ ^-?[0-9]*\.[0-9]+$ ]]; then kind=float
  else kind=other; fi
  printf '%-5s %s\n' "[$v]" "$kind"
done
echo $(( 10#007 + 1 )) $(( 16#1A ))
printf '%d %d\n' 0x1A 010
printf '%d\n' abc
echo "rc=$?"
#### sorting files by line count
for n in 5 2 9; do seq "$n" > "f$n.txt"; done
wc -l f*.txt | grep -v total | sort -n | awk '{print $2}'
for f in f*.txt; do echo "$(wc -l < "$f") $f"; done | sort -rn | head -1
ls -S f*.txt | head -1
#### assoc array iteration with keys containing spaces
declare -A h
h["new york"]=8
h["los angeles"]=4
h[paris]=2
for k in "${!h[@]}"; do echo "$k=${h[$k]}"; done | sort
[[ -v h["new york"] ]] && echo "has ny"
[[ -v h[berlin] ]] || echo "no berlin"
echo "sum=$(( ${h["new york"]} + ${h[paris]} ))"
#### test command variants and errors
[ -f /etc/nonexistent_h45e ] ; echo "f rc=$?"
[ -n "" ] ; echo "n rc=$?"
[ a ] ; echo "a rc=$?"
[ ] ; echo "empty rc=$?"
[ a = ]; echo "rc=$?"
[ 1 -lt 2 -a 3 -gt 2 ] && echo "and ok"
test ! -d nosuchdir_h45e && echo "not dir"
[ "(" ] ; echo "paren rc=$?"
[ 1 -gt ] ; echo "rc=$?"
#### long pipeline word frequency
cat > text.txt <<'EOF'
The cat sat on the mat. The mat was flat!
A cat, a hat; the end.
EOF
tr '[:upper:]' '[:lower:]' < text.txt | tr -cs '[:alpha:]' '\n' | grep -v '^$' | sort | uniq -c | sort -k1,1nr -k2 | head -5
tr -cs '[:alpha:]' '\n' < text.txt | grep -c .
#### retry loop with continue and nested loops break 2
for i in 1 2 3; do
  for j in a b c; do
    [[ $j == b ]] && continue
    [[ $i == 2 && $j == c ]] && continue 2
    [[ $i == 3 ]] && break 2
    echo "$i$j"
  done
  echo "end $i"
done
echo out
#### config merge with awk and defaults
printf 'port=80\nhost=a\n' > defaults.conf
printf 'host=b\ndebug=1\n' > user.conf
awk -F= '{conf[$1]=$2} END {for (k in conf) print k "=" conf[k]}' defaults.conf user.conf | sort
sort -t= -k1,1 -u <(cat user.conf defaults.conf)
#### exec replacing shell in subshell and exec redirection
( exec echo "exec'd" ; echo "not here" )
echo "rc=$?"
( exec nosuch_h45e_cmd ) ; echo "rc=$?"
exec 2>errs.txt
ls nosuch_h45e
exec 2>&1
cat errs.txt
#### python and jq agree on json sums
cat > nums.json <<'EOF'
{"values": [3, 5, 8, 13]}
EOF
a=$(jq '.values | add' nums.json)
b=$(python3 -c 'import json; print(sum(json.load(open("nums.json"))["values"]))')
c=$(jq -r '.values[]' nums.json | paste -sd+ | bc)
echo "$a $b $c"
[[ $a == "$b" && $b == "$c" ]] && echo "all agree"
#### python script file with arguments and stdin
cat > proc.py <<'EOF'
import sys
prefix = sys.argv[1]
for i, line in enumerate(sys.stdin, 1):
    print(f"{prefix}{i}: {line.rstrip()}")
print("args:", sys.argv[2:], file=sys.stderr)
sys.exit(len(sys.argv) - 2)
EOF
printf 'a\nb\n' | python3 proc.py '> ' x y
echo "rc=$?"
#### yes head and seq in pipelines with pipefail
set -o pipefail
yes | head -3
echo "rc=$?"
seq 100000 | head -1
echo "rc=$?"
yes no | sed 3q
