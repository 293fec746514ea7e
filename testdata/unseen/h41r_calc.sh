#### date arithmetic with fixed dates in UTC
export TZ=UTC
d=2024-02-27
for i in 0 1 2 3; do date -d "$d + $i days" +%F; done
date -d '2024-01-31 + 1 month' +%F
echo $(( ( $(date -d 2024-03-01 +%s) - $(date -d 2024-02-01 +%s) ) / 86400 )) days
#### day of week and iso week for a list of dates
export TZ=UTC
for d in 2024-01-01 2024-12-30 2023-01-01; do date -d "$d" '+%F %a week %V'; done
#### seconds to human duration
fmt_dur() { local s=$1; printf '%dh%02dm%02ds\n' $((s/3600)) $((s%3600/60)) $((s%60)); }
fmt_dur 0; fmt_dur 59; fmt_dur 3661; fmt_dur 86399
#### bc for floating point math
echo 'scale=2; 10/3' | bc
echo '2^10' | bc
echo 'scale=3; sqrt(2)' | bc -l
printf '%.2f\n' "$(echo '1/3' | bc -l)"
echo '5 > 3' | bc
#### awk for floating point averages and rounding
echo '1 2 3 4' | awk '{ s = 0; for (i = 1; i <= NF; i++) s += $i; printf "%.2f\n", s / NF }'
awk 'BEGIN { printf "%.0f %.0f %d %d\n", 2.5, 3.5, 2.9, -2.9 }'
awk 'BEGIN { print 0.1 + 0.2, 1e6, 1e16, 100000 * 100000 }'
#### integer arithmetic edge cases in bash
echo $(( 7 / 2 )) $(( -7 / 2 )) $(( -7 % 3 )) $(( 2 ** 10 ))
echo $(( 0x1F )) $(( 010 )) $(( 2#1010 )) $(( 36#z ))
echo $(( 9223372036854775807 + 1 ))
(( 5 / 0 )) 2>&1 | sed 's/line [0-9]*/line N/'
#### seq with formats and steps
seq -s, 1 5
seq -w 8 11 | paste -sd' '
seq 10 -3 1 | paste -sd' '
seq -f 'item-%03g' 3
seq 0.5 0.5 2
#### percent progress lines computed in a loop
total=4
for ((i = 1; i <= total; i++)); do
  pct=$(( i * 100 / total ))
  bar=$(printf '%*s' $((pct / 10)) '' | tr ' ' '#')
  printf '[%-10s] %3d%%\n' "$bar" "$pct"
done
#### numfmt conversions
numfmt --to=si 1000 1500000
numfmt --from=iec 1K 2M
numfmt --to=iec-i --suffix=B 1048576
echo '2048 file' | numfmt --to=iec --field=1
#### random with a fixed seed in awk and bash
RANDOM=42; a=$RANDOM; RANDOM=42; b=$RANDOM; [[ $a == "$b" ]] && echo "bash seed repeatable"
awk 'BEGIN { srand(1); x = rand(); srand(1); y = rand(); print (x == y) ? "awk seed repeatable" : "differs" }'
shuf -i 1-5 --random-source=/dev/zero | sort -n | paste -sd,
#### factor and expr
factor 84 97
expr 7 + 3
expr length "hello"
expr substr "abcdef" 2 3
expr 5 \> 3
expr 1 / 0 2>&1; echo "rc=$?"
#### hex and octal conversions with printf
printf '%x %X %o %#x %#o\n' 255 255 8 255 8
printf '%d %d\n' 0xff 010
printf '%d\n' "'A"
printf "\\$(printf '%03o' 66)\n"
#### sum a column with paste and bc
printf '1.5\n2.25\n3\n' > col
paste -sd+ col | bc
awk '{ s += $1 } END { print s }' col
#### date parsing of log timestamps into epoch differences
export TZ=UTC
start='2024-05-01T10:00:00Z'; end='2024-05-01T12:34:56Z'
s=$(date -d "$start" +%s); e=$(date -d "$end" +%s)
echo "elapsed $((e - s))s"
date -u -d "@$((e - s))" +%H:%M:%S
#### leap years with a function
is_leap() { local y=$1; (( (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 )); }
for y in 1900 2000 2023 2024; do is_leap "$y" && echo "$y leap" || echo "$y common"; done
#### base conversion function
to_base() { local n=$1 b=$2 digits=0123456789abcdef out=; (( n == 0 )) && { echo 0; return; }; while (( n > 0 )); do out=${digits:n%b:1}$out; n=$((n / b)); done; echo "$out"; }
to_base 255 2; to_base 255 16; to_base 0 8; to_base 100 7
echo "obase=2; 255" | bc
#### let and arithmetic assignment operators
x=5
let x+=3 'y = x * 2'
echo "$x $y"
(( x <<= 2, y %= 7 )); echo "$x $y"
z=$(( x > y ? x : y )); echo "$z"
let 'w = 0'; echo "rc=$?"
#### printf rounding of money values
for v in 1.005 2.675 0.125 10; do printf '%.2f ' "$v"; done; echo
awk 'BEGIN { printf "%.2f %.2f\n", 1.005, 2.675 }'
