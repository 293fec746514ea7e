#### xtrace quoting of special words
set -x
msg="hello world"
echo "$msg" 'single quoted' "it's" $'tab\there' ""
arr=(a "b c")
declare -A m=([k]="v w")
[[ $msg == hello* ]] && echo match
: "${msg// /_}"
x=$(printf '%s' "a'b")
set +x
#### bulk rename extensions with safe mv
touch IMG_1.JPG IMG_2.JPG "holiday pic.JPG" -dash.JPG
for f in ./*.JPG; do
  mv -- "$f" "${f%.JPG}.jpg"
done
ls -- *.jpg
rm -- -dash.jpg
ls
#### find exec sh loop rename with plus
mkdir logs
touch logs/a.log logs/b.log logs/c.txt
find logs -name '*.log' -exec sh -c 'for f; do mv "$f" "${f%.log}.log.old"; done' sh {} +
ls logs
find logs -name '*.old' -print0 | sort -z | xargs -0 -I{} sh -c 'echo "would delete {}"'
#### readarray from find print0
mkdir -p tree/x tree/y
touch "tree/x/1 a" tree/x/2 "tree/y/3 c"
readarray -d '' -t files < <(find tree -type f -print0 | sort -z)
echo "${#files[@]} files"
for f in "${files[@]}"; do echo "-> $f"; done
printf '%s\0' "${files[@]}" | xargs -0 -n1 basename
#### dash leading arguments handled with double dash
printf 'x\n' > -weird
cat -- -weird
grep -c -- x -weird
echo -n; echo "-n printed via printf:"; printf '%s\n' -n
grep -e -weird <<< "a -weird b"
rm -- -weird && ls
#### bash -c positional zero and args
bash -c 'echo "0=$0 1=$1 #=$#"' myname a b
bash -c 'echo "$@"' -- x y
bash -c 'exit $1' _ 5; echo "rc=$?"
bash -c 'echo ${1:?need arg}' prog
echo "rc=$?"
#### arithmetic overflow and shifts
echo $(( 2**63 ))
echo $(( 2**63 - 1 ))
echo $(( 1 << 63 )) $(( 1 << 64 ))
echo $(( -9223372036854775807 - 1 ))
echo $(( 7 / -2 )) $(( -7 % 3 ))
echo $(( 2 ** -1 ))
echo "after"
#### let and arithmetic command statuses
let x=0; echo "let 0 rc=$?"
let x=5; echo "let 5 rc=$?"
(( y = 0 )); echo "rc=$?"
(( z = 3 - 3 )) || echo "zero result is false"
i=0; while (( i++ < 3 )); do printf '%d ' "$i"; done; echo
#### pattern in variable quoted vs unquoted
pat="*.txt"
f=notes.txt
[[ $f == $pat ]] && echo "unquoted pattern matches"
[[ $f == "$pat" ]] || echo "quoted pattern is literal"
case $f in $pat) echo "case matches pattern" ;; esac
case $f in "$pat") echo no ;; *) echo "case quoted literal" ;; esac
re='^[a-z]+\.txt$'
[[ $f =~ $re ]] && echo "regex var matches"
[[ $f =~ "$re" ]] || echo "quoted regex literal"
#### read last line without trailing newline
printf 'a\nb\nc' > nonl.txt
while IFS= read -r l; do echo "[$l]"; done < nonl.txt
echo ---
while IFS= read -r l || [[ -n $l ]]; do echo "[$l]"; done < nonl.txt
wc -l < nonl.txt
#### IFS trailing separators and empty fields
IFS=, read -r a b c <<< "1,,3,"
echo "a=$a b=$b c=$c"
IFS=, read -r -a arr <<< "x,,y,,"
echo "${#arr[@]}: ${arr[*]}"
IFS=' ' read -r -a w <<< "  lead  mid   trail  "
echo "${#w[@]}: ${w[*]}"
IFS=: ; set -- $(echo "a::b:"); unset IFS
echo "$# args"
#### awk strnum comparisons from input
printf '10 9\n2 10\nabc 5\n' | awk '{print ($1 < $2 ? "lt" : "ge"), ($1"" < $2"" ? "slt" : "sge")}'
awk 'BEGIN {x = "10"; y = "9"; print (x < y), (x+0 < y+0)}'
echo "3.0 3" | awk '{print ($1 == $2)}'
awk 'BEGIN {print u + 0, "[" u "]", length(u)}'
#### printf precision on strings and widths from args
printf '%-5.3s|\n' abcdef xy
printf '%*d|%-*d|\n' 5 42 4 7
printf '%.2s\n' "héllo"
printf '%5s|%-5s|\n' é é
printf '%c%c\n' hello world
#### sort with tab separator and key
printf 'b\t2\na\t10\nc\t1\n' > t.tsv
sort -t $'\t' -k2,2n t.tsv
sort -t $'\t' -k1,1r t.tsv | cut -f1 | paste -sd' '
sort -t '\t' -k2 t.tsv 2>&1 | head -2
#### sed extended regex groups alternation
echo "aaa bbb abab" | sed -E 's/(a|b)+/X/g'
echo "key = value" | sed -E 's/^([^=]+[^ ])\s*=\s*(.*)$/\1:\2/'
echo "CamelCaseName" | sed -E 's/([a-z])([A-Z])/\1_\2/g; s/.*/\L&/'
echo "snake_case_name" | sed -E 's/_(.)/\U\1/g'
echo "path/to/file" | sed 's|/|\\|g'
#### LINENO inside substitutions and heredocs
echo "line $LINENO"
x=$(echo "sub line $LINENO")
echo "$x"
cat <<EOF
heredoc line $LINENO
EOF
f() {
  echo "func line $LINENO"
}
f
echo "end line $LINENO"
#### ERR trap line numbers in loop and function
trap 'echo "ERR line $LINENO rc=$?"' ERR
for i in 1 2; do
  [[ $i == 2 ]] && false
  test $i = 1
done
check() {
  grep -q nope /dev/null
}
check
echo done
#### DEBUG trap counting commands
count=0
trap '(( count++ ))' DEBUG
a=1
b=2
echo "x"
trap - DEBUG
echo "count=$count"
#### indirect array access and prefix listing
app_name=web app_port=80 app_env=prod other=1
for v in "${!app_@}"; do printf '%s=%s\n' "$v" "${!v}"; done
arr=(x y z)
ref='arr[1]'
echo "${!ref}"
declare -n r=arr
echo "${r[2]} ${#r[@]}"
#### assoc array append and merge
declare -A base=([a]=1 [b]=2)
declare -A extra=([b]=20 [c]=30)
for k in "${!extra[@]}"; do base[$k]=${extra[$k]}; done
base+=([d]=4 [a]=10)
for k in $(printf '%s\n' "${!base[@]}" | sort); do echo "$k=${base[$k]}"; done
base[a]+=5
echo "a=${base[a]}"
#### string length of multibyte and byte counting
s="naïve café"
echo "${#s}"
printf '%s' "$s" | wc -c
printf '%s' "$s" | wc -m
echo "${s:2:3}"
LC_ALL=C bash -c 's="naïve"; echo ${#s}'
#### cut bytes vs characters and awk length
echo "héllo" | cut -c1-2
echo "héllo" | cut -b1-3 | od -An -c | tr -s ' '
echo "héllo" | awk '{print length($0), substr($0, 2, 1)}'
echo "héllo" | rev
#### file descriptor duplication to capture stderr only
f() { echo "normal"; echo "problem" >&2; return 3; }
err=$(f 2>&1 >/dev/null)
echo "captured: $err"
{ out=$(f 2>/dev/null); } ; echo "out=$out"
exec 3>&1
err2=$(f 2>&1 1>&3)
exec 3>&-
echo "err2=$err2"
#### python heredoc script reading env and files
export THRESH=4
seq 1 8 > vals.txt
python3 - <<'PY'
import os
t = int(os.environ["THRESH"])
vals = [int(x) for x in open("vals.txt")]
big = [v for v in vals if v > t]
print(f"{len(big)} values above {t}: {big}")
PY
echo "rc=$?"
python3 - <<'PY'
raise SystemExit("fatal: bad input")
PY
echo "rc=$?"
#### python writes file that bash processes
python3 -c '
with open("gen.csv", "w") as f:
    f.write("k,v\n")
    for i in range(5):
        f.write(f"key{i},{i*i}\n")
'
tail -n +2 gen.csv | awk -F, '{s+=$2} END {print "sum", s}'
cut -d, -f1 gen.csv | tail -1
#### jq null handling and alternative operator
echo '[{"a":null},{"a":false},{"a":0},{}]' | jq -c 'map(.a // "dflt")'
echo '{"a":null}' | jq -r '.a, (.a | tostring), (.a | length)'
echo '{"list":null}' | jq -c '.list // [] | map(. + 1)'
echo '{}' | jq -c '.x.y.z'
echo '[]' | jq 'first // "empty"'
#### jq exit status with -e and empty output
echo '{"ok":false}' | jq -e '.ok' >/dev/null; echo "false rc=$?"
echo '{"ok":null}' | jq -e '.ok' >/dev/null; echo "null rc=$?"
echo '{"ok":1}' | jq -e '.ok' >/dev/null; echo "1 rc=$?"
echo '{}' | jq -e 'empty'; echo "empty rc=$?"
if jq -e '.items | length > 0' <<< '{"items":[1]}' >/dev/null; then echo "has items"; fi
