#### csv with quoted fields parsed by awk FPAT
cat > people.csv <<'EOF'
name,city,note
"Lee, Ann",Berlin,"likes ""tea"""
Bob,"New York",plain
"Ray, Cy","Paris",
EOF
gawk -v FPAT='([^,]*)|("([^"]|"")*")' 'NR>1 {
  for (i = 1; i <= NF; i++) { f=$i; if (f ~ /^"/) { f=substr(f, 2, length(f)-2); gsub(/""/, "\"", f) }; printf "%s%s", (i>1 ? " | " : ""), f }
  print ""
}' people.csv
echo "rows: $(($(wc -l < people.csv) - 1))"
#### join two csv files on key with sort
cat > users.csv <<'EOF'
3,carol
1,alice
2,bob
4,dave
EOF
cat > orders.csv <<'EOF'
1,book,12.50
3,pen,1.20
1,lamp,30.00
5,cup,4.00
EOF
sort -t, -k1,1 users.csv > u.sorted
sort -t, -k1,1 orders.csv > o.sorted
join -t, u.sorted o.sorted
echo "-- left outer"
join -t, -a1 -e NONE -o 0,1.2,2.2 u.sorted o.sorted
echo "-- unmatched orders"
join -t, -v2 u.sorted o.sorted
echo "-- totals"
join -t, u.sorted o.sorted | awk -F, '{t[$2]+=$4} END{for (n in t) printf "%s %.2f\n", n, t[n]}' | sort
#### sort by multiple keys numeric and reverse
cat > scores.tsv <<'EOF'
team	player	points
red	ann	30
blue	bob	25
red	cy	30
blue	di	40
red	ed	5
EOF
tail -n +2 scores.tsv | sort -t$'\t' -k1,1 -k3,3nr -k2,2 | column -t -s$'\t'
echo ---
tail -n +2 scores.tsv | sort -t$'\t' -k3,3n | head -n 2 | cut -f2
tail -n +2 scores.tsv | awk -F'\t' '{s[$1]+=$3; n[$1]++} END{for (t in s) printf "%s avg=%.1f\n", t, s[t]/n[t]}' | sort
#### numfmt sizes and printf formatting
for n in 0 999 1000 1024 1536 1048576 123456789; do
  printf '%12d %8s %8s\n' "$n" "$(numfmt --to=iec "$n")" "$(numfmt --to=si "$n")"
done
numfmt --from=iec 4K 1M 2G
echo '1234567.891' | numfmt --grouping 2>/dev/null || echo '1234567.891'
printf '%08.3f|%-6s|%+d|%x|%o|%e\n' 3.14159 ab 42 255 8 12345.678
printf '%s\n' 10 2 33 | numfmt --format='%6f'
#### date arithmetic on fixed dates with TZ UTC
export TZ=UTC
d=2024-02-27
for i in 0 1 2 3; do date -d "$d + $i day" +%F; done
date -d '2024-01-31 + 1 month' +%F
date -d '2024-03-10 12:00 - 36 hours' '+%F %H:%M'
start=$(date -d 2024-01-01 +%s); end=$(date -d 2024-12-25 +%s)
echo "days until xmas: $(( (end - start) / 86400 ))"
date -d @0 '+%Y-%m-%d %A'
date -d '2024-07-04' '+week %V day %j %a'
#### log parsing with date ranges and counts per hour
cat > access.log <<'EOF'
2024-05-01T10:01:22Z GET /index 200 512
2024-05-01T10:15:03Z GET /api/x 500 12
2024-05-01T11:00:00Z POST /api/y 201 88
2024-05-01T11:59:59Z GET /index 200 512
2024-05-01T13:30:00Z GET /api/x 404 0
EOF
echo "per hour:"
cut -c12-13 access.log | sort | uniq -c | awk '{printf "%s:00 %d\n", $2, $1}'
echo "status classes:"
awk '{print substr($4,1,1) "xx"}' access.log | sort | uniq -c | sort -rn
echo "bytes: $(awk '{s+=$5} END{print s}' access.log)"
awk '$4 >= 400 {print $1, $3}' access.log
first=$(head -1 access.log | cut -d' ' -f1); last=$(tail -1 access.log | cut -d' ' -f1)
echo "span minutes: $(( ($(TZ=UTC date -d "$last" +%s) - $(TZ=UTC date -d "$first" +%s)) / 60 ))"
#### python3 reads csv written by shell and writes json for jq
printf 'sku,qty,price\nA1,2,3.50\nB2,1,10.00\nC3,5,0.20\n' > items.csv
python3 -c '
import csv, json
with open("items.csv") as f:
    rows = list(csv.DictReader(f))
for r in rows:
    r["qty"] = int(r["qty"]); r["price"] = float(r["price"])
with open("items.json", "w") as f:
    json.dump(rows, f, sort_keys=True)
print(len(rows), "rows")
'
jq -r '.[] | "\(.sku) \(.qty * .price)"' items.json
jq '[.[] | .qty * .price] | add' items.json
#### python3 and awk agree on aggregates
seq 1 50 | awk '{print $1, ($1 * 7) % 13}' > pairs.txt
awk '{s+=$2; if ($2>m) m=$2} END{print s, m, s/NR}' pairs.txt
python3 -c '
vals = [int(l.split()[1]) for l in open("pairs.txt")]
print(sum(vals), max(vals), sum(vals)/len(vals))
'
python3 -c 'import sys; print(sorted(set(int(l.split()[1]) for l in sys.stdin))[:5])' < pairs.txt
#### paste and cut to build report columns
printf 'alice\nbob\ncarol\n' > names
printf '30\n25\n41\n' > ages
printf 'NY\nLA\nSF\n' > cities
paste -d, names ages cities > merged.csv
cat merged.csv
cut -d, -f1,3 merged.csv
paste -s -d: names
paste - - < <(seq 1 6)
cut -c1-3 names | tr a-z A-Z
#### uniq -c and sort for duplicate detection
cat > emails.txt <<'EOF'
Ann@Example.com
bob@example.com
ann@example.com
carol@ex.org
BOB@example.com
dave@ex.org
EOF
tr 'A-Z' 'a-z' < emails.txt | sort | uniq -d
tr 'A-Z' 'a-z' < emails.txt | sort | uniq -c | awk '$1>1{print $2" x"$1}'
sort -f emails.txt | uniq -i -c | sort -k1,1nr -k2 | head -n 3
cut -d@ -f2 emails.txt | tr 'A-Z' 'a-z' | sort | uniq -c | sort -rn
#### bc and awk for floating point with printf rounding
for x in 1.005 2.675 0.125 10; do
  printf '%s -> %.2f | %s\n' "$x" "$x" "$(echo "scale=3; $x * 3" | bc)"
done
echo "scale=4; 22/7" | bc
echo '2^10; sqrt(2)' | bc -l | sed 's/0*$//'
awk 'BEGIN{printf "%.3f %d %s\n", 2/3, 7/2, 1e3}'
#### histogram with awk and printf repeat
printf '%s\n' 3 7 1 7 3 3 9 1 3 > vals.txt
sort -n vals.txt | uniq -c | while read -r c v; do
  bar=$(printf '%*s' "$c" '' | tr ' ' '#')
  printf '%2d | %-5s (%d)\n' "$v" "$bar" "$c"
done
awk '{c[$1]++} END{for (v in c) if (c[v] > max) {max=c[v]; mode=v}; print "mode", mode}' vals.txt
#### sqlite-free group by with sort and awk on csv
cat > sales.csv <<'EOF'
date,region,amount
2024-01-03,east,100
2024-01-03,west,50
2024-01-04,east,25
2024-02-01,west,75
2024-02-11,east,10
EOF
tail -n +2 sales.csv | awk -F, '{m=substr($1,1,7); k=m","$2; s[k]+=$3} END{for (k in s) print k "," s[k]}' | sort
echo "--"
tail -n +2 sales.csv | sort -t, -k3,3nr | head -n1
tail -n +2 sales.csv | cut -d, -f2 | sort -u | wc -l
#### csv to markdown table
cat > t.csv <<'EOF'
lang,year,typed
Go,2009,static
Python,1991,dynamic
Rust,2010,static
EOF
{
  head -n1 t.csv | sed 's/,/ | /g; s/^/| /; s/$/ |/'
  head -n1 t.csv | awk -F, '{s="|"; for(i=1;i<=NF;i++) s=s "---|"; print s}'
  tail -n +2 t.csv | sed 's/,/ | /g; s/^/| /; s/$/ |/'
} > t.md
cat t.md
grep -c '^|' t.md
#### numeric formatting of durations
fmt_dur() {
  local s=$1
  printf '%02d:%02d:%02d\n' $((s / 3600)) $((s % 3600 / 60)) $((s % 60))
}
for s in 0 59 61 3600 3661 86399 90061; do
  printf '%6d ' "$s"; fmt_dur "$s"
done
TZ=UTC date -d @90061 -u +%T
#### transpose a matrix with awk
printf '1 2 3\n4 5 6\n' > m.txt
awk '{for (i=1; i<=NF; i++) a[i, NR]=$i; if (NF>nf) nf=NF} END{for (i=1; i<=nf; i++) {row=""; for (j=1; j<=NR; j++) row=row (j>1?" ":"") a[i,j]; print row}}' m.txt
awk '{for(i=1;i<=NF;i++) s+=$i} END{print "sum", s}' m.txt
#### date formatting table for a week
export TZ=UTC
for i in $(seq 0 6); do
  date -d "2024-12-30 +$i days" '+%a %d %b %Y (%U/%V)'
done | column -t
date -d '2024-02-29 + 1 year' +%F
date -d 'next monday' +%F >/dev/null && echo ok
#### split a csv by column value into files
cat > all.csv <<'EOF'
id,type,val
1,a,x
2,b,y
3,a,z
4,c,w
EOF
tail -n +2 all.csv | awk -F, '{print > ("type_" $2 ".csv")}'
for f in type_*.csv; do echo "$f: $(wc -l < "$f") $(cut -d, -f1 "$f" | paste -sd+ | bc)"; done
head -n1 all.csv > header
for f in type_*.csv; do cat header "$f" > "with_$f"; done
cat with_type_a.csv
#### python3 json roundtrip with sort keys and jq compare
cat > in.json <<'EOF'
{"b": [3, 1, 2], "a": {"y": 1, "x": 2}, "c": "text"}
EOF
python3 -c 'import json; d=json.load(open("in.json")); d["b"].sort(); json.dump(d, open("out.json","w"), sort_keys=True, indent=2)'
cat out.json
jq -S . in.json | jq '.b |= sort' > jq.json
diff <(jq -c . out.json) <(jq -c . jq.json) && echo equal
#### aggregate with associative array in bash
declare -A total count
while IFS=, read -r name dept salary; do
  [[ $name == name ]] && continue
  total[$dept]=$(( ${total[$dept]:-0} + salary ))
  count[$dept]=$(( ${count[$dept]:-0} + 1 ))
done <<'EOF'
name,dept,salary
ann,eng,100
bob,ops,80
cy,eng,120
di,ops,60
ed,hr,70
EOF
for d in $(printf '%s\n' "${!total[@]}" | sort); do
  printf '%-4s n=%d total=%d avg=%d\n' "$d" "${count[$d]}" "${total[$d]}" $(( total[$d] / count[$d] ))
done
#### seq and printf to generate fixture data then validate
for i in $(seq -w 1 12); do
  printf 'id-%s,%d,%s\n' "$i" $(( 10#$i * 37 % 100 )) "$( (( 10#$i % 3 == 0 )) && echo y || echo n)"
done > fixture.csv
head -n 3 fixture.csv
awk -F, '$3=="y"' fixture.csv | wc -l
awk -F, '{ if ($2 < 0 || $2 > 99) bad++ } END{ print (bad ? "invalid" : "valid") }' fixture.csv
sort -t, -k2,2n fixture.csv | sed -n '1p;$p'
#### comm and sort for set operations on ids
printf '%s\n' 5 3 9 1 7 > a.ids
printf '%s\n' 3 4 5 6 > b.ids
sort a.ids > a.s; sort b.ids > b.s
echo "both: $(comm -12 a.s b.s | paste -sd,)"
echo "a only: $(comm -23 a.s b.s | paste -sd,)"
echo "union: $(sort -u a.s b.s | sort -n | paste -sd,)"
echo "sym diff: $(comm -3 a.s b.s | tr -d '\t' | sort -n | paste -sd,)"
#### tsv pivot with awk
cat > p.tsv <<'EOF'
q1	east	10
q1	west	20
q2	east	15
q3	west	5
EOF
awk -F'\t' '{v[$1,$2]=$3; q[$1]; r[$2]} END{
  printf "region"; n=asorti(q, qs); for (i=1;i<=n;i++) printf "\t%s", qs[i]; print ""
  m=asorti(r, rs); for (j=1;j<=m;j++) { printf "%s", rs[j]; for (i=1;i<=n;i++) printf "\t%s", ((qs[i],rs[j]) in v ? v[qs[i],rs[j]] : 0); print "" }
}' p.tsv
