#### status code histogram from an access log
cat > access.log <<'END'
1.1.1.1 GET /a 200 512
2.2.2.2 GET /b 404 0
1.1.1.1 POST /a 200 128
3.3.3.3 GET /c 500 0
2.2.2.2 GET /a 200 512
1.1.1.1 GET /b 404 0
END
awk '{ print $4 }' access.log | sort | uniq -c | sort -k1,1nr -k2,2n | awk '{ printf "%s %s %s\n", $2, $1, substr("##########", 1, $1) }'
#### bytes per client sorted and totals
cat > access.log <<'END'
1.1.1.1 GET /a 200 512
2.2.2.2 GET /b 404 0
1.1.1.1 POST /a 200 128
3.3.3.3 GET /c 500 70
END
awk '{ b[$1] += $5 } END { for (c in b) print b[c], c }' access.log | sort -k1,1nr | head -2
awk '{ s += $5 } END { print "total", s }' access.log
#### slowest requests from a timing log
cat > timing.log <<'END'
req=1 path=/a ms=120
req=2 path=/b ms=5
req=3 path=/a ms=980
req=4 path=/c ms=45
END
sed -E 's/.*path=([^ ]+) ms=([0-9]+)/\2 \1/' timing.log | sort -k1,1nr | head -2
grep -oE 'ms=[0-9]+' timing.log | cut -d= -f2 | sort -n | tail -1
#### errors per hour from timestamps
cat > app.log <<'END'
2024-05-01T10:01:02 ERROR a
2024-05-01T10:15:00 INFO b
2024-05-01T10:59:59 ERROR c
2024-05-01T11:00:00 ERROR d
2024-05-01T12:30:00 WARN e
END
grep ERROR app.log | cut -c1-13 | uniq -c
awk '$2 == "ERROR" { h = substr($1, 12, 2); n[h]++ } END { for (x in n) print x ":00", n[x] }' app.log | sort
#### unique visitors per day with sort -u on two keys
printf '2024-01-01 ann\n2024-01-01 bob\n2024-01-01 ann\n2024-01-02 ann\n' > visits
sort -u visits | cut -d' ' -f1 | uniq -c
#### top level directories by file count
mkdir -p src/a src/b docs tests
touch src/a/1 src/a/2 src/b/3 docs/x tests/t1 tests/t2 tests/t3
find . -type f | cut -d/ -f2 | sort | uniq -c | sort -k1,1nr -k2
#### longest lines in files
printf 'short\na much longer line here\nmid length\n' > f
awk '{ print length, $0 }' f | sort -k1,1nr | head -1 | cut -d' ' -f2-
wc -L f
#### word frequency excluding stop words
cat > t.txt <<'END'
The cat sat on the mat. The cat was happy!
A dog and a cat.
END
tr -cs '[:alpha:]' '\n' < t.txt | tr '[:upper:]' '[:lower:]' | grep -vxE 'the|a|and|on|was' | grep -v '^$' | sort | uniq -c | sort -k1,1nr -k2 | head -3
#### tee into a file while counting
seq 1 5 | tee nums.txt | awk '{ s += $1 } END { print "sum", s }'
wc -l < nums.txt
#### xargs batching and sorting of results
seq 1 7 | xargs -n 3 | awk '{ print NF ": " $0 }'
seq 1 7 | xargs -n 3 echo | tac
#### pipeline with grep no match under pipefail
set -o pipefail
printf 'a\nb\n' | grep z | wc -l; echo "rc=$?"
printf 'a\nb\n' | { grep z || true; } | wc -l; echo "rc=$?"
#### process substitution comparing sorted outputs
printf 'b\na\nc\n' > one; printf 'c\nb\na\n' > two
diff <(sort one) <(sort two) && echo "same content"
cmp <(sort one) <(sort -r two) > /dev/null || echo "different order"
#### multi stage awk report with header and footer
printf 'x,3\ny,5\nz,2\n' | awk -F, 'BEGIN { print "item  qty"; print "----  ---" } { printf "%-5s %3d\n", $1, $2; t += $2 } END { print "----  ---"; printf "%-5s %3d\n", "total", t }'
#### sort by multiple columns with mixed order
printf 'b 2 x\na 2 y\nc 1 z\na 1 w\n' | sort -k2,2n -k1,1r
#### join log lines with user table via awk
printf 'u1 ann\nu2 bob\n' > users
printf 'u2 login\nu1 login\nu3 login\nu2 logout\n' > events
awk 'FNR == NR { n[$1] = $2; next } { print $0, ($1 in n ? n[$1] : "?") }' users events
#### reverse lines and fields
printf '1 2 3\n4 5 6\n' | tac | awk '{ for (i = NF; i > 0; i--) printf "%s%s", $i, (i > 1 ? " " : "\n") }'
#### count lines matching several patterns in one pass
printf 'GET /a\nPOST /b\nGET /c\nDELETE /d\n' | awk '/^GET/ { g++ } /^POST/ { p++ } END { printf "GET=%d POST=%d OTHER=%d\n", g, p, NR - g - p }'
#### head of each group after sort
printf 'a 3\na 1\nb 2\nb 9\nc 5\n' | sort -k1,1 -k2,2nr | awk '!seen[$1]++'
#### rolling average with awk
seq 1 6 | awk '{ v[NR] = $1; if (NR >= 3) printf "%d %.2f\n", NR, (v[NR] + v[NR-1] + v[NR-2]) / 3 }'
#### sed and sort to normalise then dedupe emails
printf 'Ann@Example.com\nbob@x.org \n ann@example.com\nBOB@X.ORG\n' | sed -E 's/^ +| +$//g' | tr 'A-Z' 'a-z' | sort -u
