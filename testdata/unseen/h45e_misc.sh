#### pipestatus of each stage
true | false | true
echo "${PIPESTATUS[@]}"
grep -q x <<< "abc" | cat
s=("${PIPESTATUS[@]}")
echo "grep=${s[0]} cat=${s[1]}"
(exit 3) | (exit 0)
echo "last=$? first=${PIPESTATUS[0]}"
#### arithmetic expressions and errors
a=7 b=2
echo $(( a / b )) $(( a % b )) $(( a ** b )) $(( -a / b ))
(( c = a * b + 1 ))
echo "c=$c"
(( a > b )) && echo "a bigger"
(( 0 )) ; echo "zero status=$?"
echo $(( 10 / 0 ))
echo "after div by zero"
#### arithmetic syntax error in script
x=5
y=$(( x + ))
echo "y=$y"
echo "not reached?"
#### increment patterns and let
i=0
(( i++ )) ; echo "rc=$? i=$i"
(( ++i )) ; echo "rc=$? i=$i"
let "i += 5" ; echo "i=$i"
let j=i*2 k=j-1 ; echo "j=$j k=$k"
n=0; : $(( n += 3 )); echo "n=$n"
echo $(( 0x1F + 010 + 2#101 ))
#### subshell vs group scoping
x=outer
( x=subshell; echo "in sub: $x" )
echo "after sub: $x"
{ x=group; echo "in group: $x"; }
echo "after group: $x"
echo hi | read -r y
echo "y after pipe read: [${y-}]"
cd /tmp/unseen 2>/dev/null || cd "$HOME"
( cd / && pwd )
pwd | sed "s|$HOME|HOME|"
#### local scoping in recursion
fact() {
  local n=$1
  if (( n <= 1 )); then echo 1; return; fi
  local sub
  sub=$(fact $((n - 1)))
  echo $(( n * sub ))
}
fact 5
fact 10
depth() { local d=$1; (( d == 0 )) && { echo "bottom"; return; }; depth $((d-1)); echo "unwind $d"; }
depth 3
#### dynamic scoping of locals
x=global
show() { echo "show sees $x"; }
f() { local x=from_f; show; }
f
show
g() { x=changed_by_g; }
g
echo "x=$x"
#### command -v and type checks
for c in ls echo nosuch_cmd_h45e cd; do
  if command -v "$c" >/dev/null 2>&1; then
    echo "$c: available ($(type -t "$c"))"
  else
    echo "$c: missing"
  fi
done
type echo
type -t if
myfn() { :; }
type -t myfn
#### require tools or fail
require() {
  local missing=()
  for t in "$@"; do command -v "$t" >/dev/null || missing+=("$t"); done
  if ((${#missing[@]})); then
    echo "missing tools: ${missing[*]}" >&2
    return 1
  fi
  echo "all present"
}
require sed awk grep
require sed fakeTool1 fakeTool2 || echo "rc=$?"
#### process substitution with paste and diff
paste <(seq 3) <(seq 4 6) <(printf 'a\nb\nc\n')
diff <(echo one; echo two) <(echo one; echo three)
echo "rc=$?"
while read -r a b; do echo "$a+$b=$((a+b))"; done < <(paste -d' ' <(seq 1 3) <(seq 10 10 30))
#### wc -l from redirect and variable math
seq 1 120 > nums.txt
lines=$(wc -l < nums.txt)
echo "lines=$lines half=$(( lines / 2 ))"
words=$(wc -w < nums.txt)
[[ $lines -eq $words ]] && echo "one word per line"
echo "sum=$(paste -sd+ nums.txt | bc)"
echo "sum awk=$(awk '{s+=$1} END {print s}' nums.txt)"
#### python one liner reads file written by script
printf 'x,3\ny,4\nz,5\n' > data.csv
python3 -c '
import sys
total = 0
for line in open("data.csv"):
    k, v = line.strip().split(",")
    total += int(v) ** 2
print("sum of squares:", total)
'
echo '{"a": [1, 2, 3]}' > d.json
python3 -c 'import json; d = json.load(open("d.json")); print(sum(d["a"]), len(d))'
python3 -c 'import sys; sys.exit(3)'; echo "py rc=$?"
#### python error traceback status
python3 -c 'open("missing.txt")' 2>&1 | tail -1
echo "rc=${PIPESTATUS[0]}"
python3 -c 'print(1/0)' 2>/dev/null
echo "rc=$?"
#### bash and python agree on word counts
cat > words.txt <<'EOF'
a b c
d e
f
EOF
bash_count=$(wc -w < words.txt)
py_count=$(python3 -c 'print(len(open("words.txt").read().split()))')
if [[ $bash_count == "$py_count" ]]; then echo "agree: $py_count"; else echo "differ: $bash_count vs $py_count"; fi
#### while read loop with counter and break
n=0
while IFS= read -r line; do
  (( n++ ))
  [[ $line == stop ]] && { echo "stopped at $n"; break; }
  echo "got: $line"
done <<'EOF'
alpha
beta
stop
gamma
EOF
echo "n=$n"
#### until loop retry with backoff simulated
attempt=0
until (( attempt >= 3 )) || [[ -f ready ]]; do
  (( attempt++ ))
  echo "attempt $attempt"
  (( attempt == 2 )) && touch ready
done
[[ -f ready ]] && echo "ready after $attempt attempts"
#### exit status of commands and negation
ls nosuch_h45e 2>/dev/null; echo "ls rc=$?"
! true; echo "neg rc=$?"
grep -q a <<< b; echo "grep rc=$?"
cat nosuch_h45e; echo "cat rc=$?"
cd nosuch_dir_h45e; echo "cd rc=$?"
