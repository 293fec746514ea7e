#### array of records as delimited strings
records=("ann|34|berlin" "bob|27|rome" "cy|41|oslo")
for r in "${records[@]}"; do
  IFS='|' read -r name age city <<< "$r"
  printf '%-4s %3d %s\n' "$name" "$age" "$city"
done
printf '%s\n' "${records[@]}" | sort -t'|' -k2,2n | cut -d'|' -f1 | paste -sd' '
#### parallel arrays and associative records
declare -A age=([ann]=34 [bob]=27) city=([ann]=berlin [bob]=rome)
for n in $(printf '%s\n' "${!age[@]}" | sort); do echo "$n: ${age[$n]} ${city[$n]}"; done
unset 'age[bob]'
echo "keys: ${!age[*]} count: ${#age[@]}"
#### counting words with an associative array
declare -A freq
while read -r -a words; do
  for w in "${words[@]}"; do freq[${w,,}]=$(( ${freq[${w,,}]:-0} + 1 )); done
done <<'END'
The quick fox
the lazy dog The end
END
for w in "${!freq[@]}"; do printf '%d %s\n' "${freq[$w]}" "$w"; done | sort -k1,1nr -k2 | head -3
#### recursive function for factorial and fibonacci
fact() { (( $1 <= 1 )) && { echo 1; return; }; echo $(( $1 * $(fact $(( $1 - 1 ))) )); }
fib() { local n=$1; (( n < 2 )) && { echo "$n"; return; }; echo $(( $(fib $((n-1))) + $(fib $((n-2))) )); }
echo "$(fact 10) $(fib 12)"
#### recursive directory walk without find
mkdir -p tree/a/b tree/c
touch tree/a/b/f1 tree/a/f2 tree/c/f3 tree/top
walk() {
  local dir=$1 indent=$2 e
  for e in "$dir"/*; do
    [[ -e $e ]] || continue
    printf '%s%s\n' "$indent" "${e##*/}"
    [[ -d $e ]] && walk "$e" "$indent  "
  done
}
walk tree ""
#### recursive sum of nested sizes with globals
mkdir -p r/x/y
printf '12345' > r/a; printf '123' > r/x/b; printf '1' > r/x/y/c
total=0
sum_dir() {
  local f
  for f in "$1"/*; do
    if [[ -d $f ]]; then sum_dir "$f"; else total=$(( total + $(wc -c < "$f") )); fi
  done
}
sum_dir r; echo "total=$total"
#### read loop with IFS= preserves leading spaces and backslashes
printf '  indented\n\ttabbed\nback\\slash\n' > raw
while read line; do printf '[%s]\n' "$line"; done < raw
while IFS= read -r line; do printf '[%s]\n' "$line"; done < raw
#### reading a file into an array with mapfile
printf 'l1\nl2\n\nl4\n' > f
mapfile -t lines < f
echo "${#lines[@]} lines; third=[${lines[2]}]"
mapfile -t -s 1 -n 2 part < f; echo "${part[*]}"
readarray -t -O 5 off < f; echo "${!off[*]}"
#### stack and queue operations on arrays
stack=()
push() { stack+=("$1"); }
pop() { local top=${stack[-1]}; unset 'stack[-1]'; echo "$top"; }
push a; push b; push c
pop; pop
echo "left: ${stack[*]}"
queue=(x y z); first=${queue[0]}; queue=("${queue[@]:1}"); echo "$first | ${queue[*]}"
#### sorting an array with sort and mapfile
nums=(10 9 100 1 55)
mapfile -t sorted < <(printf '%s\n' "${nums[@]}" | sort -n)
echo "${sorted[*]}"
mapfile -t wrong < <(printf '%s\n' "${nums[@]}" | sort)
echo "${wrong[*]}"
#### array slicing and deletion leaves gaps
a=(zero one two three four)
unset 'a[2]'
echo "${#a[@]} ${!a[*]}"
echo "${a[@]:1:2}"
a=("${a[@]}"); echo "${!a[*]}"
#### nested data with key prefixes in one associative array
declare -A db
db[u1.name]=ann; db[u1.role]=admin; db[u2.name]=bob; db[u2.role]=dev
for id in u1 u2; do echo "$id: ${db[$id.name]} (${db[$id.role]})"; done
for k in "${!db[@]}"; do [[ $k == *.role ]] && echo "${k%.role}"; done | sort
#### json records read with jq into bash arrays
cat > users.json <<'END'
[{"name":"ann","tags":["a","b"]},{"name":"bob lee","tags":[]}]
END
mapfile -t names < <(jq -r '.[].name' users.json)
echo "${#names[@]}: ${names[1]}"
while IFS=$'\t' read -r n t; do echo "$n => ${t:-none}"; done < <(jq -r '.[] | [.name, (.tags | join(","))] | @tsv' users.json)
#### process substitution feeding a while loop keeps variables
count=0
while read -r _; do count=$((count+1)); done < <(seq 5)
echo "process substitution: $count"
count=0
seq 5 | while read -r _; do count=$((count+1)); done
echo "pipe: $count"
shopt -s lastpipe; set +m
count=0; seq 5 | while read -r _; do count=$((count+1)); done; echo "lastpipe: $count"
#### records from a csv into an associative array keyed by id
cat > items.csv <<'END'
id,name,price
7,pen,1.50
3,book,12.00
9,lamp,30.25
END
declare -A price
{ read -r _; while IFS=, read -r id name p; do price[$name]=$p; done; } < items.csv
for k in pen lamp cup; do echo "$k: ${price[$k]-unknown}"; done
#### local variables in recursion are independent
depth() { local n=$1; if (( n > 0 )); then depth $((n - 1)); fi; echo "unwind $n"; }
depth 3
#### recursion depth with FUNCNEST
f() { f; }
( FUNCNEST=20; f ) 2>&1 | sed 's/line [0-9]*/line N/' | head -2
#### tree printing with indentation from paths
printf '%s\n' a/b/c a/b/d a/e f | sort | awk -F/ '{ for (i = 1; i <= NF; i++) if ($i != prev[i]) { printf "%*s%s\n", (i-1)*2, "", $i; prev[i] = $i; for (j = i+1; j <= 10; j++) prev[j] = "" } }'
#### declare -p shows arrays for debugging
a=(1 "two words" '')
declare -A m=([k]=v)
declare -p a m
i=5; declare -p i
declare -p nosuchvar; echo "rc=$?"
