#### generate a script with a here-doc then run it with arguments
cat > gen.sh <<'EOS'
#!/bin/bash
echo "args: $#"
for a in "$@"; do printf '[%s]' "$a"; done; echo
echo "name: ${0##*/}"
exit 3
EOS
chmod +x gen.sh; ./gen.sh one 'two three' ''; echo "st=$?"
bash gen.sh x; echo "st=$?"
#### source a generated file of functions and variables
printf 'greet() { echo "hi $1 from ${BASH_SOURCE[0]##*/}"; }\nVERSION=2.1\n' > lib.sh
source ./lib.sh; greet you; echo "$VERSION"
. lib.sh extra arg; echo "$#"
#### bash -c with positional parameters and $0
bash -c 'echo "$0|$1|$#|$*"' prog a b c
bash -c 'shift; echo "$@"' p x y z
bash -c 'exit 5'; echo "st=$?"
#### sed hold space: reverse lines and join paragraphs
printf 'a\nb\nc\n' | sed -n '1!G;h;$p'
printf 'p1 l1\np1 l2\n\np2 l1\n' | sed -e '/./{H;$!d;}' -e 'x;s/\n/ /g;s/^ //'
printf 'k: v1\n  cont\nk2: v2\n' | sed -e ':a' -e 'N;$!ba' -e 's/\n  / /g'
#### awk join two files on a key
printf '1 alice\n2 bob\n3 carol\n' > users; printf '2 50\n1 10\n2 5\n4 99\n' > orders
awk 'NR==FNR {name[$1]=$2; next} {sum[$1]+=$2} END {for (k in sum) print k, (k in name ? name[k] : "?"), sum[k]}' users orders | sort
join <(sort users) <(sort orders)
#### awk report with printf, arrays and sorting via sort
printf 'eng,alice,100\nops,bob,80\neng,carol,120\nops,dan,90\nhr,eve,70\n' > staff.csv
awk -F, '{n[$1]++; s[$1]+=$3; if ($3 > m[$1]) {m[$1]=$3; who[$1]=$2}} END {for (d in n) printf "%-4s n=%d avg=%.1f top=%s\n", d, n[d], s[d]/n[d], who[d]}' staff.csv | sort
#### printf -v to build strings and arrays
printf -v line '%-5s|%5s' ab cd; echo "[$line]"
printf -v 'arr[2]' '%03d' 7; declare -p arr
declare -A h; printf -v 'h[key one]' '%s' val; echo "${h[key one]}"
printf -v n '%d' 0x1f; echo $n
#### while loop reading two files in parallel with fds
printf 'a\nb\nc\n' > L; printf '1\n2\n' > R
while IFS= read -r l <&3; do IFS= read -r r <&4 || r='-'; echo "$l$r"; done 3<L 4<R
#### exec to redirect the rest of a script and restore
exec 3>&1 >out.txt; echo into-file; echo more; exec 1>&3 3>&-; echo back; cat out.txt
#### subshell vs group variable scoping
x=1; (x=2; echo "in sub $x"); echo "after sub $x"; { x=3; echo "in group $x"; }; echo "after group $x"
echo a | read -r y; echo "y=${y-unset}"; shopt -s lastpipe; set +m; echo b | read -r z; echo "z=$z"
#### functions recursion with local and return value via echo
fib() { local n=$1; (( n < 2 )) && { echo "$n"; return; }; echo $(( $(fib $((n-1))) + $(fib $((n-2))) )); }
fib 10; fact() { (( $1 <= 1 )) && echo 1 || echo $(( $1 * $(fact $(( $1 - 1 ))) )); }; fact 12
#### find with -exec and -printf formatting
mkdir -p fe/a fe/b; echo 1 > fe/a/x.txt; echo 22 > fe/b/y.txt; echo 333 > fe/z.log
find fe -type f -name '*.txt' -exec wc -c {} + | sort
find fe -type f -printf '%f %s %d\n' | sort
find fe -mindepth 1 -maxdepth 1 -type d -exec sh -c 'echo "dir: $1"' _ {} \; | sort
#### xargs batching and placeholders
printf '%s\n' a b c d e | xargs -n 2 echo
printf '%s\n' 1 2 3 | xargs -I{} echo 'item-{}-end'
printf 'x y\nz\n' | xargs echo; echo 'a b c' | xargs -n1 | wc -l
#### numeric formatting and bases in shell
printf '%x %o %X %#x %e %.3g\n' 255 8 3054 16 12345.678 0.000123456
echo $(( 16#ff )) $(( 8#17 )) $(( 2#1010 )) $(( 36#zz )) $(( 0x10 + 010 ))
printf '%5.2f|%-8.3s|%+d|% d\n' 3.14159 abcdef 5 7
#### string padding and truncation utilities
pad() { local s=$1 w=$2; printf '%-*s|\n' "$w" "$s"; }
pad abc 6; pad toolongvalue 4
s=abcdefghij; echo "${s:0:4}... ${s: -3} ${#s}"; printf '%.5s\n' "$s"
#### validate inputs with regex and BASH_REMATCH
for e in user@example.com bad@ x.y@z.org; do
  if [[ $e =~ ^([^@]+)@([^@]+\.[a-z]+)$ ]]; then echo "ok ${BASH_REMATCH[1]} at ${BASH_REMATCH[2]}"; else echo "bad $e"; fi
done
v=v1.22.3; [[ $v =~ ^v([0-9]+)\.([0-9]+)\.([0-9]+)$ ]] && echo "major=${BASH_REMATCH[1]} minor=${BASH_REMATCH[2]} patch=${BASH_REMATCH[3]}"
#### semantic version compare with sort -V
printf '%s\n' 1.10.0 1.2.0 1.2.10 1.2.9 2.0.0-rc1 2.0.0 | sort -V
vercmp() { [[ $1 == "$2" ]] && { echo eq; return; }; [[ $(printf '%s\n' "$1" "$2" | sort -V | head -1) == "$1" ]] && echo lt || echo gt; }
vercmp 1.2.3 1.10.0; vercmp 2.0 2.0; vercmp 3.1 3.0.9
#### dedupe files by checksum
mkdir -p dd; echo same > dd/a; echo same > dd/b; echo other > dd/c
md5sum dd/* | sort | awk '{ if ($1 in seen) print "dup:", $2, "of", seen[$1]; else seen[$1]=$2 }'
#### line counting per file type
mkdir -p lc; printf '1\n2\n' > lc/a.py; printf '1\n' > lc/b.py; printf '1\n2\n3\n' > lc/c.sh
for ext in py sh; do n=$(cat lc/*."$ext" | wc -l); echo "$ext $n"; done
wc -l lc/* | sort -k2
#### trap EXIT ordering with functions and exit codes
( cleanup() { echo "cleanup st=$?"; }; trap cleanup EXIT; echo work; exit 4 ); echo "outer=$?"
( trap 'echo one' EXIT; trap 'echo two' EXIT; true )
#### read with timeout-free prompts and defaults
read -r -p 'ignored prompt: ' ans <<<"yes"; echo "ans=$ans"
ans=''; : "${ans:=default}"; echo "$ans"; unset u; echo "${u:-fallback} ${u-unset} [${u:+alt}]"
#### nested arrays emulation with assoc keys
declare -A grid; for r in 0 1; do for c in 0 1 2; do grid[$r,$c]=$((r*3+c)); done; done
for r in 0 1; do row=''; for c in 0 1 2; do row+="${grid[$r,$c]} "; done; echo "${row% }"; done
echo "${#grid[@]}"
#### indirect variable names and dynamic assignment
for i in 1 2 3; do declare "var_$i=value$i"; done; for i in 1 2 3; do n=var_$i; echo "${!n}"; done
eval "dyn_x=42"; echo "$dyn_x"; printf -v "p_$((1+1))" '%s' two; echo "$p_2"
#### wc, head, tail on generated data
seq 1 100 > hundred; head -3 hundred | paste -sd+ | bc; tail -n 2 hundred; sed -n '50p;51p' hundred | tr '\n' ' '; echo
awk 'NR % 25 == 0' hundred | xargs; wc -l < hundred
#### tr based rot13 and character counts
echo 'Hello World' | tr 'A-Za-z' 'N-ZA-Mn-za-m'
echo 'banana' | fold -w1 | sort | uniq -c | awk '{printf "%s=%s ", $2, $1} END {print ""}'
#### cut and paste columns reorder
printf 'a:b:c\nd:e:f\n' | cut -d: -f3,1 ; printf 'a:b:c\n' | awk -F: -v OFS=: '{print $3,$2,$1}'
paste -d, <(printf '1\n2\n') <(printf 'x\ny\n') <(printf 'p\nq\n')
#### case conversion and title case
s='the quick brown fox'; out=''; for w in $s; do out+="${w^} "; done; echo "${out% }"
echo "${s^^[aeiou]}"; echo "$s" | sed 's/\b\(.\)/\u\1/g'
#### arithmetic loop with continue and break levels
for i in 1 2 3; do for j in 1 2 3; do (( j == 2 )) && continue; (( i == 3 )) && break 2; echo "$i$j"; done; done
i=0; while :; do (( ++i > 5 )) && break; (( i % 2 )) || continue; echo odd $i; done
#### select-free menu parsing from stdin
while read -r choice; do case $choice in 1) echo start;; 2) echo stop;; q) echo bye; break;; *) echo "invalid: $choice";; esac; done <<<$'1\n5\n2\nq\n1'
#### test file attributes in a loop
touch f1; mkdir d1; ln -s f1 l1; printf x > f2
for p in f1 f2 d1 l1 missing; do printf '%s:' "$p"; [[ -e $p ]] && printf e; [[ -f $p ]] && printf f; [[ -d $p ]] && printf d; [[ -L $p ]] && printf L; [[ -s $p ]] && printf s; echo; done
#### simple template rendering with sed and variables
printf 'Hello {{name}}, you owe {{amount}}.\n' > tpl
name='Ann & Co' amount='$5/mo'
esc() { printf '%s' "$1" | sed -e 's/[\/&]/\\&/g'; }
sed -e "s/{{name}}/$(esc "$name")/g" -e "s/{{amount}}/$(esc "$amount")/g" tpl
#### environment passing to child processes
export E1=exported; N1=notexported
bash -c 'echo "E1=${E1-unset} N1=${N1-unset}"'
E2=prefix bash -c 'echo "E2=$E2"'; echo "E2 after=${E2-unset}"
env -i PATH=/usr/bin:/bin bash -c 'echo "E1=${E1-unset}"'
#### mktemp files and directory cleanup count
d=$(mktemp -d); for i in 1 2 3; do mktemp "$d/tmp.XXXXXX" >/dev/null; done; ls "$d" | wc -l; rm -r "$d"; [[ -e $d ]] || echo removed
#### sort unique by field and keep first occurrence
printf 'b,2\na,1\nb,3\nc,1\na,9\n' | awk -F, '!seen[$1]++'
printf 'b,2\na,1\nb,3\nc,1\na,9\n' | sort -t, -k1,1 -u
