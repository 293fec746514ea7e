#### nginx access log top IPs
cat > access.log <<'EOF'
10.0.0.1 - - [07/Dec/2026:10:00:01 +0000] "GET /index.html HTTP/1.1" 200 512
10.0.0.2 - - [07/Dec/2026:10:00:02 +0000] "GET /api/users HTTP/1.1" 200 1024
10.0.0.1 - - [07/Dec/2026:10:00:03 +0000] "POST /api/login HTTP/1.1" 401 64
10.0.0.3 - - [07/Dec/2026:10:00:04 +0000] "GET /index.html HTTP/1.1" 304 0
10.0.0.1 - - [07/Dec/2026:10:00:05 +0000] "GET /missing HTTP/1.1" 404 153
10.0.0.2 - - [07/Dec/2026:10:00:06 +0000] "GET /api/users HTTP/1.1" 500 20
EOF
awk '{print $1}' access.log | sort | uniq -c | sort -rn | head -3
#### status code histogram with awk
printf '%s\n' 'GET / 200' 'GET /a 404' 'POST /b 200' 'GET /c 500' 'GET /d 200' > req.log
awk '{c[$3]++} END {for (s in c) printf "%s %d\n", s, c[s]}' req.log | sort
echo "exit=$?"
#### grep -E count errors and warnings
cat > app.log <<'EOF'
2026-12-07 10:00:00 INFO start
2026-12-07 10:00:01 WARN disk 85%
2026-12-07 10:00:02 ERROR db timeout
2026-12-07 10:00:03 ERROR db timeout
2026-12-07 10:00:04 INFO done
EOF
echo "errors: $(grep -c ' ERROR ' app.log)"
echo "warn+err: $(grep -cE ' (WARN|ERROR) ' app.log)"
grep -E 'ERROR|WARN' app.log | cut -d' ' -f3- | sort | uniq -c
#### grep -o extract ids
printf 'req id=abc123 ok\nreq id=def456 fail\nno id here\nreq id=abc123 retry\n' > r.log
grep -o 'id=[a-z0-9]*' r.log | cut -d= -f2 | sort -u
echo "exit=$?"
#### bytes served per path
cat > a.log <<'EOF'
/a 100
/b 250
/a 300
/c 5
/b 50
EOF
awk '{sum[$1]+=$2} END {for (p in sum) print sum[p], p}' a.log | sort -rn
#### response time percentile-ish
seq 1 20 | awk '{print $1*13 % 97}' > times.txt
sort -n times.txt | awk '{a[NR]=$1} END {print "min", a[1]; print "max", a[NR]; print "p50", a[int(NR*0.5)]; print "p90", a[int(NR*0.9)]}'
echo "exit=$?"
#### errors per hour
cat > svc.log <<'EOF'
2026-12-07T09:15:00 ERROR x
2026-12-07T09:45:00 ERROR y
2026-12-07T10:05:00 INFO z
2026-12-07T10:10:00 ERROR w
2026-12-07T11:00:00 ERROR v
EOF
grep ERROR svc.log | cut -c12-13 | sort | uniq -c | awk '{printf "%s:00 %d\n", $2, $1}'
#### sed -E rewrite timestamps
printf '07/12/2026 start\n08/12/2026 stop\n' > d.log
sed -E 's#([0-9]{2})/([0-9]{2})/([0-9]{4})#\3-\2-\1#' d.log
echo "exit=$?"
#### tail and head window of log
seq -f 'line %g' 1 30 > big.log
tail -n +25 big.log | head -n 3
head -n -27 big.log | tail -1
#### grep context lines
printf 'a\nb\nERROR here\nc\nd\ne\nERROR again\nf\n' > ctx.log
grep -n -B1 -A1 ERROR ctx.log
echo "exit=$?"
#### count unique users from auth log
cat > auth.log <<'EOF'
Dec  7 10:00:01 host sshd[1]: Failed password for root from 1.2.3.4
Dec  7 10:00:02 host sshd[2]: Accepted password for alice from 5.6.7.8
Dec  7 10:00:03 host sshd[3]: Failed password for invalid user bob from 1.2.3.4
Dec  7 10:00:04 host sshd[4]: Failed password for root from 9.9.9.9
EOF
grep 'Failed password' auth.log | grep -oE 'from [0-9.]+' | awk '{print $2}' | sort | uniq -c | sort -k1,1nr -k2
grep -oP 'for (invalid user )?\K\w+' auth.log | sort | uniq -c
#### log level ratio with awk
printf 'INFO\nINFO\nERROR\nINFO\nWARN\n' > lv.log
awk '{n[$1]++; t++} END {for (k in n) printf "%-5s %3d %5.1f%%\n", k, n[k], 100*n[k]/t}' lv.log | sort
echo "exit=$?"
#### slow requests filter
printf 'GET /a 120ms\nGET /b 1500ms\nGET /c 980ms\nGET /d 2300ms\n' > lat.log
awk '{ms=$3; sub(/ms$/, "", ms); if (ms+0 > 1000) print $2, ms}' lat.log
echo "exit=$?"
#### journal style dedupe consecutive
printf 'x\nx\nx\ny\nx\ny\ny\n' > rep.log
uniq -c rep.log | awk '{print $2 " repeated " $1 " times"}'
echo "exit=$?"
#### tr squeeze and word frequency
cat > words.txt <<'EOF'
The quick brown fox. The lazy dog!
the FOX jumps; the dog sleeps.
EOF
tr -cs 'A-Za-z' '\n' < words.txt | tr 'A-Z' 'a-z' | grep -v '^$' | sort | uniq -c | sort -k1,1rn -k2 | head -4
#### grep -v filter comments and blanks
printf '# header\n\nkeep 1\n  # indented\nkeep 2\n' > f.txt
grep -vE '^\s*(#|$)' f.txt
echo "exit=$?"
#### extract json-ish fields with sed
printf '{"level":"error","msg":"disk full"}\n{"level":"info","msg":"ok"}\n' > j.log
sed -nE 's/.*"level":"error","msg":"([^"]*)".*/\1/p' j.log
echo "exit=$?"
#### multiple logs with grep -H and -c
printf 'ERROR\nok\n' > one.log; printf 'ok\n' > two.log; printf 'ERROR\nERROR\n' > three.log
grep -c ERROR *.log
grep -l ERROR *.log
grep -L ERROR *.log
#### combine logs sorted by timestamp
printf '10:02 b2\n10:00 b0\n' > b.log
printf '10:01 a1\n10:03 a3\n' > a.log
sort -m <(sort a.log) <(sort b.log)
#### cut field ranges from log
echo 'a:b:c:d:e' > c.txt
cut -d: -f2-4 c.txt
cut -d: -f1,5 c.txt
cut -d: --complement -f3 c.txt
#### awk between markers
printf 'pre\nBEGIN\none\ntwo\nEND\npost\n' > m.txt
awk '/^BEGIN$/{f=1;next} /^END$/{f=0} f' m.txt
sed -n '/^BEGIN$/,/^END$/p' m.txt | wc -l
#### grep -w and -x differences
printf 'error\nerrors\nan error occurred\nERROR\n' > w.txt
grep -w error w.txt
echo ---
grep -x error w.txt
echo ---
grep -ic error w.txt
#### awk NR FNR two files
printf 'a\nb\n' > x1
printf 'c\n' > x2
awk '{print FILENAME, NR, FNR, $0}' x1 x2
#### top N longest lines
printf 'short\na much longer line here\nmid length\n' > l.txt
awk '{print length, $0}' l.txt | sort -rn | head -2 | cut -d' ' -f2-
echo "exit=$?"
#### paste columns from logs
printf 'host1\nhost2\nhost3\n' > hosts
printf '200\n500\n200\n' > codes
paste hosts codes
paste -d, hosts codes
paste -s -d' ' hosts
#### error rate over threshold exits 1
printf 'ok\nfail\nok\nfail\nfail\n' > res.txt
total=$(wc -l < res.txt); fails=$(grep -c fail res.txt)
rate=$(( fails * 100 / total ))
echo "rate=$rate%"
if (( rate > 50 )); then echo "ALERT: failure rate $rate%" >&2; exit 1; fi
#### zgrep-free compressed log search
printf 'INFO a\nERROR b\n' > old.log; gzip old.log
gzip -dc old.log.gz | grep -c ERROR
zcat old.log.gz | wc -l
ls
#### wc on several logs
printf 'a b\nc\n' > w1.log; printf 'x y z\n' > w2.log
wc w1.log w2.log
wc -l *.log | tail -1
#### awk printf aligned report
printf 'alice 3 120.5\nbob 10 8.25\ncarol 7 1000\n' > u.txt
awk 'BEGIN{printf "%-8s %5s %10s\n","USER","N","TOTAL"} {printf "%-8s %5d %10.2f\n",$1,$2,$3; s+=$3} END{printf "%-8s %5s %10.2f\n","SUM","",s}' u.txt
echo "exit=$?"
#### sed delete ranges and line numbers
seq 10 > n.txt
sed '3,7d' n.txt | tr '\n' ' '; echo
sed -n '$=' n.txt
sed -n '2~3p' n.txt | paste -sd+ | bc
#### grep -E alternation with anchors on log levels
printf '[ERROR] a\n[WARN] b\nERROR c\n[INFO] d\n' > lv.txt
grep -E '^\[(ERROR|WARN)\]' lv.txt
grep -F '[INFO]' lv.txt
#### awk split on multiple separators
echo 'k1=v1; k2=v2 ;k3=v3' > kv.txt
awk -F' *; *' '{for (i=1;i<=NF;i++) {split($i, p, "="); print p[1] "->" p[2]}}' kv.txt
echo "exit=$?"
#### uniq -d and -u on sorted log
printf 'b\na\nc\na\nb\nd\n' | sort > s.txt
echo dup: $(uniq -d s.txt)
echo once: $(uniq -u s.txt)
#### sort by multiple keys
cat > svc.tsv <<'EOF'
web	3	high
db	1	low
web	1	low
cache	2	high
db	5	high
EOF
sort -t$'\t' -k3,3 -k2,2n svc.tsv
#### rotating log names with loop
for i in 3 2 1; do printf 'gen %d\n' "$i" > "app.log.$i"; done
for f in app.log.*; do printf '%s: %s\n' "$f" "$(cat "$f")"; done
ls app.log.* | sort -t. -k3,3n | tail -1
#### grep -n with line range via awk
printf 'x\nERROR 1\ny\nERROR 2\n' > e.log
grep -n ERROR e.log | cut -d: -f1 | tr '\n' ',' | sed 's/,$/\n/'
echo "exit=$?"
#### count lines matching per file in loop
printf 'a\nERR\n' > f1.log
printf 'ERR\nERR\n' > f2.log
for f in f*.log
do n=$(grep -c ERR "$f")
printf '%-8s %2d\n' "$f" "$n"
done
#### find max value in column
printf 'cpu 12\ncpu 87\ncpu 45\nmem 99\n' > m.txt
awk '$1=="cpu" && $2>max {max=$2} END {print "max cpu:", max}' m.txt
sort -k2,2n m.txt | tail -1
#### grep -o count occurrences not lines
echo 'foo bar foo baz foo' > o.txt
grep -c foo o.txt
grep -o foo o.txt | wc -l
#### awk gsub to mask secrets
printf 'user=bob password=hunter2 token=abc\n' > s.log
awk '{gsub(/password=[^ ]*/, "password=***"); gsub(/token=[^ ]*/, "token=***"); print}' s.log
sed -E 's/(password|token)=[^ ]*/\1=REDACTED/g' s.log
#### extract url paths and query strings
printf 'GET /search?q=cats&page=2\nGET /home\nGET /search?q=dogs\n' > u.log
awk '{print $2}' u.log | sed -E 's/\?.*//' | sort | uniq -c
grep -oE 'q=[^&]+' u.log | cut -d= -f2
#### tac and rev on logs
printf '1 first\n2 second\n3 third\n' > t.log
tac t.log | head -1
rev t.log | head -1
#### column -t formatting a report
printf 'name count\nalpha 1\nbeta 22\ngamma 333\n' > c.txt
column -t c.txt
echo "exit=$?"
#### sum durations HH:MM:SS
printf '00:01:30\n00:10:00\n01:00:05\n' > dur.txt
awk -F: '{s+=$1*3600+$2*60+$3} END {printf "%02d:%02d:%02d\n", s/3600, s%3600/60, s%60}' dur.txt
echo "exit=$?"
#### grep -c with no match exit status
printf 'ok\n' > g.log
grep -c ERROR g.log; echo "status=$?"
n=$(grep -c ERROR g.log || true); echo "n=$n"
#### awk unique first-seen order
printf 'b\na\nb\nc\na\n' > o.txt
awk '!seen[$0]++' o.txt | paste -sd,
echo "exit=$?"
#### sed in-place add line numbers to log copy
printf 'alpha\nbeta\n' > n.log
cp n.log n2.log
sed -i = n2.log
sed -i 'N;s/\n/: /' n2.log
cat n2.log
#### nl numbering a log
printf 'a\n\nb\n' > nl.txt
nl nl.txt
nl -ba -w3 -s'| ' nl.txt
