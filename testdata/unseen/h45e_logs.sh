#### generate access log and top ips
for i in $(seq 1 30); do
  ip="10.0.0.$(( i % 4 + 1 ))"
  code=$(( i % 7 == 0 ? 500 : (i % 5 == 0 ? 404 : 200) ))
  printf '%s - - "GET /page%d HTTP/1.1" %d %d\n' "$ip" $(( i % 3 )) "$code" $(( i * 10 ))
done > access.log
wc -l < access.log
echo "== top ips"
awk '{print $1}' access.log | sort | uniq -c | sort -rn | head -3
echo "== status codes"
awk '{print $(NF-1)}' access.log | sort | uniq -c | sort -k2n
echo "== bytes total"
awk '{s+=$NF} END {print s}' access.log
#### grep -E count and -o extraction
cat > app.log <<'EOF'
2024-01-01 10:00:01 INFO  start service=api
2024-01-01 10:00:02 WARN  slow request id=17 ms=1200
2024-01-01 10:00:03 ERROR failed id=18 code=E42
2024-01-01 10:00:04 INFO  request id=19 ms=30
2024-01-01 10:00:05 ERROR failed id=20 code=E17
2024-01-01 10:00:06 INFO  stop service=api
EOF
echo "errors: $(grep -c ERROR app.log)"
echo "warn+error: $(grep -cE 'WARN|ERROR' app.log)"
grep -oE 'code=E[0-9]+' app.log | cut -d= -f2
grep -oE 'ms=[0-9]+' app.log | awk -F= '{t+=$2; n++} END {printf "avg %.1f ms over %d\n", t/n, n}'
grep -n ERROR app.log | cut -d: -f1 | paste -sd, -
#### sed -n ranges between markers
{
  echo "preamble"
  echo "BEGIN REPORT"
  seq 3 | sed 's/^/row /'
  echo "END REPORT"
  echo "trailer"
} > report.txt
sed -n '/BEGIN REPORT/,/END REPORT/p' report.txt
echo ---
sed -n '/BEGIN REPORT/,/END REPORT/{//!p}' report.txt
echo ---
sed -n '2,4p;$p' report.txt
#### errors per hour with awk arrays
for h in 08 08 09 09 09 10 11 11; do
  echo "2024-03-05T$h:15:00 ERROR disk"
done > err.log
echo "2024-03-05T09:20:00 INFO ok" >> err.log
awk '$2=="ERROR" { split($1, t, "T"); hour=substr(t[2],1,2); c[hour]++ }
  END { for (h in c) print h, c[h] }' err.log | sort
echo ---
awk '$2=="ERROR"{n++} END{print n+0, NR}' err.log
#### tail and head windows of a log
seq -f 'event %03g' 1 50 > events.log
head -n 3 events.log
echo ...
tail -n 2 events.log
echo ---
tail -n +48 events.log
head -n -47 events.log | tail -1
sed -n '10p' events.log
#### uniq -c with multiple fields and sort -k
cat > hits.txt <<'EOF'
/home GET
/api POST
/home GET
/api GET
/api POST
/login POST
/api POST
EOF
sort hits.txt | uniq -c | sort -k1,1nr -k2,2 | awk '{printf "%-8s %-5s %d\n", $2, $3, $1}'
echo ---
cut -d' ' -f2 hits.txt | sort | uniq -c
#### find the slowest requests
cat > timing.log <<'EOF'
req=a took=120ms
req=b took=45ms
req=c took=980ms
req=d took=300ms
req=e took=75ms
EOF
sed -E 's/req=([a-z]+) took=([0-9]+)ms/\2 \1/' timing.log | sort -rn | head -2
awk -F'[= ]' '{gsub("ms","",$4); if ($4+0 > max) {max=$4; who=$2}} END {print "max", who, max}' timing.log
#### grep context and invert
printf '%s\n' ok ok fail ok ok ok fail ok > results.txt
grep -n -A1 fail results.txt
echo ---
grep -c -v fail results.txt
grep -B1 -m1 fail results.txt
#### log rotation simulation with numbered files
echo current > app.log
for i in 3 2 1; do
  [[ -f app.log.$i ]] && mv "app.log.$i" "app.log.$((i+1))"
done
echo one > app.log.1
echo two > app.log.2
for i in 2 1; do mv "app.log.$i" "app.log.$((i+1))"; done
mv app.log app.log.1
: > app.log
ls app.log*
head -v app.log.* | grep -v '^$'
#### parse key value pairs per line
cat > kv.log <<'EOF'
user=bob action=login ok=1
user=amy action=upload ok=0 size=12
user=bob action=upload ok=1 size=7
user=amy action=login ok=1
EOF
while read -r line; do
  declare -A rec=()
  for pair in $line; do rec[${pair%%=*}]=${pair#*=}; done
  [[ ${rec[action]} == upload ]] && echo "${rec[user]} uploaded ${rec[size]} (ok=${rec[ok]})"
  unset rec
done < kv.log
#### zcat of compressed log
printf 'a 1\nb 2\na 3\n' > old.log
gzip old.log
ls
zcat old.log.gz | awk '$1=="a"{s+=$2} END{print s}'
gzip -dc old.log.gz | wc -l
gunzip old.log.gz && cat old.log
#### grep -E alternation with word boundaries
cat > msgs <<'EOF'
error in module
errors were found
no error
terror alert
ERROR upper
EOF
grep -w error msgs
echo ---
grep -iwc error msgs
grep -E '^(no|terror) ' msgs
#### awk report with printf header
cat > sales.log <<'EOF'
north 120
south 80
north 30
east 55
south 20
EOF
awk '{t[$1]+=$2; all+=$2}
END {
  printf "%-6s %5s %5s\n", "region", "total", "pct"
  n = asorti(t, keys)
  for (i = 1; i <= n; i++) printf "%-6s %5d %4.1f%%\n", keys[i], t[keys[i]], 100*t[keys[i]]/all
}' sales.log
#### sed extract and reformat timestamps
cat > ts.log <<'EOF'
[2024-05-01 12:30:45] start
[2024-05-01 12:31:02] step one
[2024-05-02 08:00:00] done
EOF
sed -E 's/^\[([0-9]{4})-([0-9]{2})-([0-9]{2}) ([0-9:]+)\] (.*)/\3.\2.\1 \4 | \5/' ts.log
cut -c2-11 ts.log | sort -u
