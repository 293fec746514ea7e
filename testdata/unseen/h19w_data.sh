#### CSV totals per group with awk -F and sorted report
cat > sales.csv <<'EOF'
region,product,units,price
north,apple,10,3
south,pear,4,5
north,pear,2,5
east,apple,7,3
south,apple,1,3
EOF
awk -F, 'NR>1{units[$1]+=$3; rev[$1]+=$3*$4} END{for (r in units) printf "%s,%d,%d\n", r, units[r], rev[r]}' sales.csv | sort -t, -k3,3nr
#### TSV with awk -F tab and OFS tab then cut
printf 'name\tlang\tstars\nfoo\tgo\t120\nbar\tpython\t80\nbaz\tgo\t15\n' > repos.tsv
awk -F'\t' -v OFS='\t' 'NR==1{print $0, "tier"; next} {print $0, ($3>=100 ? "A" : "B")}' repos.tsv
cut -f1,3 repos.tsv | tail -n +2 | sort -t$'\t' -k2,2n
#### column -t aligns a report
printf 'NAME STATUS AGE\nweb Running 3d\ndatabase-primary Pending 12m\n' | column -t
printf 'a,b,c\n1,22,333\n' | column -t -s,
printf 'x\ty\nlonger\tz\n' | column -t -s $'\t'
#### join two sorted files on a key
printf '1 alice\n2 bob\n3 carol\n' > users
printf '1 admin\n3 dev\n4 ghost\n' > roles
join users roles
join -a1 users roles
join -v2 users roles
join -a1 -a2 -e NONE -o 0,1.2,2.2 users roles
#### join with -t and different key fields
printf 'alice,1\nbob,2\ncarol,3\n' | sort -t, -k2,2 > names
printf '1,paris\n2,rome\n' > cities
join -t, -1 2 -2 1 names cities
join -t, -1 2 -2 1 -o 1.1,2.2 names cities
#### sort -u -k keeps the first of each key
printf 'b 2\na 1\nb 9\na 5\nc 3\n' > pairs
sort -u -k1,1 pairs
sort -k2,2n pairs | head -2
sort -k1,1 -k2,2nr pairs
sort -s -k1,1 pairs
#### uniq -c sorted by count then name
printf 'GET /a\nGET /b\nPOST /a\nGET /a\nGET /c\nGET /b\nGET /a\n' > access
awk '{print $2}' access | sort | uniq -c | sort -k1,1rn -k2
cut -d' ' -f1 access | sort | uniq -c
sort access | uniq -d
sort access | uniq -u
#### jq selects and prints raw fields
cat > items.json <<'EOF'
{"items":[{"name":"a","ok":true,"size":3},{"name":"b","ok":false,"size":10},{"name":"c","ok":true,"size":7}]}
EOF
jq -r '.items[] | select(.ok) | .name' items.json
jq '[.items[] | .size] | add' items.json
jq -c '.items | map(select(.size > 5)) | map(.name)' items.json
jq '.items | length' items.json
#### jq group_by and counts
cat > events.json <<'EOF'
[{"type":"click","user":"u1"},{"type":"view","user":"u2"},{"type":"click","user":"u2"},{"type":"view","user":"u1"},{"type":"click","user":"u1"}]
EOF
jq -c 'group_by(.type) | map({type: .[0].type, n: length})' events.json
jq -r 'group_by(.user)[] | "\(.[0].user) \(length)"' events.json
jq -c '[.[] | .user] | unique' events.json
#### jq @tsv and @csv output
cat > rows.json <<'EOF'
[{"id":1,"name":"x y","tags":["a","b"]},{"id":2,"name":"q\"r","tags":[]}]
EOF
jq -r '.[] | [.id, .name, (.tags | join(";"))] | @tsv' rows.json
jq -r '.[] | [.id, .name] | @csv' rows.json
#### jq --arg and --argjson updates with -S and -c
echo '{"b":1,"a":{"z":2,"y":3}}' > cfg.json
jq -S . cfg.json
jq -c --arg env prod --argjson n 5 '.env = $env | .a.n = $n' cfg.json
jq -c 'del(.a.z) | .b += 10' cfg.json
#### jq to_entries with_entries and keys
echo '{"port":80,"host":"h","debug":false}' > c.json
jq -r 'to_entries[] | "\(.key)=\(.value)"' c.json
jq -c 'with_entries(select(.value != false))' c.json
jq -c 'keys, keys_unsorted' c.json
jq -c 'to_entries | map({(.key): .value}) | add' c.json
#### jq slurps NDJSON and sorts
printf '{"n":"b","v":2}\n{"n":"a","v":9}\n{"n":"c","v":1}\n' > log.ndjson
jq -s -c 'sort_by(.v) | map(.n)' log.ndjson
jq -s 'map(.v) | add' log.ndjson
jq -c 'select(.v > 1)' log.ndjson
jq -s -c 'max_by(.v), min_by(.v)' log.ndjson
#### jq -e exit statuses
echo '{"a":null,"b":false,"c":1}' > e.json
jq -e .c e.json >/dev/null; echo "c=$?"
jq -e .a e.json >/dev/null; echo "a=$?"
jq -e .b e.json >/dev/null; echo "b=$?"
jq -e .missing e.json; echo "missing=$?"
#### jq -n builds JSON from shell values
names=(alpha beta "gam ma")
printf '%s\n' "${names[@]}" | jq -R . | jq -s -c .
jq -n -c --arg a 1 --arg b two '{a: $a, b: $b, list: [$a, $b]}'
jq -n -c '[range(0; 5)] | map(. * 2)'
jq -n -r '"line1\nline2"'
#### jq paths getpath and leaf values
echo '{"a":{"b":[10,20],"c":"x"},"d":true}' > p.json
jq -c '[paths]' p.json
jq -c '[leaf_paths]' p.json
jq -c 'getpath(["a","b",1])' p.json
jq -c '[paths(type == "number")]' p.json
#### jq strings with test split and ascii_downcase
echo '["Main.go","util_test.go","README.md","Notes.TXT"]' > f.json
jq -r '.[] | select(test("_test\\.go$") | not)' f.json
jq -c 'map(ascii_downcase)' f.json
jq -c 'map(split(".") | .[-1])' f.json
jq -c 'map(select(startswith("R") or endswith(".go")))' f.json
#### jq @base64 and @base64d
jq -rn '"hello world" | @base64'
jq -rn '"aGVsbG8gd29ybGQ=" | @base64d'
echo -n 'hello world' | base64
#### jq raw input lines to array
printf 'one\ntwo\nthree\n' | jq -R -s -c 'split("\n") | map(select(length > 0))'
printf 'k1=v1\nk2=v2\n' | jq -R -c 'split("=") | {(.[0]): .[1]}' | jq -s -c add
#### jq reduce and any all
echo '[3,5,8,1]' > n.json
jq 'reduce .[] as $x (0; . + $x)' n.json
jq 'any(. > 7), all(. > 0)' n.json
jq -c 'map(select(. % 2 == 1))' n.json
jq -c 'sort | reverse' n.json
jq 'length, min, max' n.json
#### jq --tab and --indent output forms
echo '{"a":[1,{"b":2}]}' | jq --tab .
echo '{"a":[1,{"b":2}]}' | jq --indent 1 .
echo '{"a":[1,2]}' | jq -j '.a[]'; echo
#### base64 round trip and wrapping
head -c 100 /dev/zero | tr '\0' 'x' > x.txt
base64 x.txt | head -1
base64 -w0 x.txt | wc -c
base64 x.txt | base64 -d | cmp - x.txt && echo "round trip"
printf '\x00\xff\x10' | base64
printf 'AP8Q' | base64 -d | od -An -tx1
#### sha256sum manifest and check
printf 'a\n' > one; printf 'b\n' > two
sha256sum one two > SHA256SUMS
cat SHA256SUMS
sha256sum -c SHA256SUMS; echo "st=$?"
printf 'B\n' > two
sha256sum -c SHA256SUMS; echo "st=$?"
sha256sum --quiet -c SHA256SUMS; echo "st=$?"
#### md5sum and sha1sum of stdin
printf 'hello\n' | md5sum
printf 'hello\n' | sha1sum
printf 'hello\n' | sha256sum | cut -d' ' -f1
printf '' | sha256sum
#### sha256sum -c with a missing file
printf 'x\n' > x
sha256sum x > sums
echo "0000000000000000000000000000000000000000000000000000000000000000  gone" >> sums
sha256sum -c sums; echo "st=$?"
sha256sum -c --ignore-missing sums; echo "st=$?"
#### tar czf then listing sorted
mkdir -p proj/src proj/docs
echo main > proj/src/main.go; echo doc > proj/docs/a.md; echo x > proj/.hidden
tar czf proj.tgz proj
tar tzf proj.tgz | sort
tar tf proj.tgz >/dev/null && echo "tar auto-detects gzip"
#### tar round trip into another folder and diff -r
mkdir -p data/sub; printf '1\n' > data/a; printf '2\n' > data/sub/b
tar czf d.tgz -C data .
mkdir out && tar xzf d.tgz -C out
diff -r data out && echo same
tar tzf d.tgz | sort
#### tar with --exclude and selected members
mkdir -p site/cache site/pages
echo c > site/cache/tmp; echo p > site/pages/index.html; echo s > site/style.css
tar cf site.tar --exclude=cache site
tar tf site.tar | sort
mkdir x && tar xf site.tar -C x site/style.css
find x -type f
#### date -d with fixed dates in UTC
export TZ=UTC
date -d '2024-02-28 +1 day' +%F
date -d '2024-02-28 +2 days' +%F
date -d '2024-03-10 12:30:00' '+%Y-%m-%dT%H:%M:%S %a %j'
date -d @0 +%F
date -d '2024-01-01' +%s
date -u -d '2024-06-15 08:00' '+%A %B %d %Y week %V'
#### date arithmetic in a loop over days
export TZ=UTC
d=2024-12-29
for i in 0 1 2 3 4; do date -d "$d +$i day" '+%F %a'; done
start=$(date -d 2024-01-01 +%s); end=$(date -d 2024-03-01 +%s)
echo "days: $(( (end - start) / 86400 ))"
#### date formats an agent uses in file names
export TZ=UTC
stamp=$(date -d '2024-07-04 09:05:03' +%Y%m%d-%H%M%S)
echo "backup-$stamp.tar.gz"
date -d '2024-07-04' '+%d/%m/%y'
date -d '2024-07-04 13:00' '+%I %p'
date -R -d '2024-07-04 13:00'
date -d '2024-07-04 13:00' --iso-8601=seconds
#### awk stats min max mean with printf
printf '12\n7\n30\n1\n' > nums
awk 'NR==1{min=max=$1} {s+=$1; if($1<min)min=$1; if($1>max)max=$1} END{printf "n=%d min=%d max=%d mean=%.2f\n", NR, min, max, s/NR}' nums
sort -n nums | awk '{a[NR]=$1} END{print "median", (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'
#### paste sums and joins columns
printf '1\n2\n3\n' > a; printf 'x\ny\nz\n' > b
paste -sd+ a | bc
paste -d, a b
paste -s -d' ' b
paste a b | awk '{print $2 $1}'
#### cut fields and characters
printf 'a:b:c:d\n1:2:3:4\n' > t
cut -d: -f2- t
cut -d: -f1,3 t
cut -c1-3 t
cut -d: -f2 --complement t
cut -d: -f1,4 --output-delimiter=' | ' t
#### tr classes squeeze and delete
echo 'Hello,   World!!  42' | tr -s ' '
echo 'Hello World' | tr '[:lower:]' '[:upper:]'
echo 'a1b2c3' | tr -d '[:digit:]'
echo 'path/to/file' | tr / '\n'
echo 'aabbcc' | tr -s 'a-c'
#### split by lines and count pieces
seq 1 25 > big
split -l 10 big part.
ls part.* | sort
wc -l part.* | tail -1
cat part.* | cmp - big && echo "reassembled"
#### od and xxd dumps of small data
printf 'AB\n\t' | od -c
printf 'AB\n\t' | od -An -tx1
printf 'hello' | xxd
printf 'hi' | xxd -p
#### seq formats
seq -w 8 10
seq -s, 1 5
seq 5 -2 0
seq -f 'item-%03g' 3
#### awk string functions gsub sprintf toupper substr
echo 'the quick brown fox' | awk '{n=gsub(/o/, "0"); print n, $0}'
echo 'hello' | awk '{print toupper(substr($0,1,1)) substr($0,2), length($0)}'
awk 'BEGIN{s=sprintf("%-5s|%5s|%05d", "ab", "cd", 42); print s}'
echo 'a,b;c d' | awk '{n=split($0, p, /[,; ]/); for(i=n;i>0;i--) printf "%s%s", p[i], (i>1?"-":"\n")}'
#### CSV with quoted fields using gawk FPAT
printf 'id,name,note\n1,"Smith, J","said ""hi"""\n2,Lee,plain\n' > q.csv
awk -v FPAT='([^,]*)|("[^"]*")+' 'NR>1{print $1 " | " $2 " | " $3}' q.csv
#### sort numeric and version and human
printf '10\n9\n100\n-1\n' | sort -n | tr '\n' ' '; echo
printf 'v1.10\nv1.9\nv1.2.3\n' | sort -V
printf '2K\n1M\n512\n3G\n' | sort -h
printf 'b\nB\na\nA\n' | sort -f
#### sort -t, by several columns with reverse
printf 'ann,sales,300\nbob,eng,500\ncid,sales,450\ndee,eng,500\n' > staff
sort -t, -k2,2 -k3,3nr staff
sort -t, -k3,3nr -k1,1 staff | head -2
sort -t, -k2,2 -u staff
#### uniq with -i -c and -f
printf 'Apple\napple\nBanana\nbanana\nbanana\n' | uniq -ic
printf 'x a\ny a\nz b\n' | uniq -f1
printf 'a\na\nb\n' | uniq -c | awk '{print $2 ": " $1}'
#### comm with process substitution over unsorted input
printf 'c\na\nb\n' > left; printf 'b\nd\nc\n' > right
comm <(sort left) <(sort right)
comm -3 <(sort left) <(sort right) | tr -d '\t'
#### column -t of key value pairs from a loop
declare -A port=([web]=80 [api]=8080 [db]=5432)
for k in "${!port[@]}"; do printf '%s %s\n' "$k" "${port[$k]}"; done | sort | column -t
printf 'SERVICE PORT\n%s\n' "$(for k in web db; do echo "$k ${port[$k]}"; done)" | column -t
#### wc counts words characters and bytes of UTF-8
printf 'héllo wörld\nsecond line\n' > u.txt
wc -w u.txt
wc -m u.txt
wc -c u.txt
wc -L u.txt
#### gzip round trip and test
printf 'payload\n%.0s' {1..50} > p.txt
gzip -c p.txt > p.txt.gz
gzip -t p.txt.gz && echo "gzip ok"
gzip -dc p.txt.gz | cmp - p.txt && echo "same bytes"
zcat p.txt.gz | wc -l
gzip -k p.txt 2>/dev/null || echo exists; ls | sort
#### jq over a generated JSON listing of files
mkdir -p tree/a; printf '12345' > tree/a/x; printf '12' > tree/y
find tree -type f | sort | while read -r f; do printf '{"path":"%s","size":%d}\n' "$f" "$(wc -c < "$f")"; done | jq -s -c '{files: map(.path), total: (map(.size) | add)}'
#### jq if then else and alternative operator
echo '[{"n":"a","v":0},{"n":"b"},{"n":"c","v":null},{"n":"d","v":4}]' > v.json
jq -r '.[] | "\(.n): \(.v // "default")"' v.json
jq -c 'map(if .v == null then .v = -1 else . end)' v.json
jq -c 'map(has("v"))' v.json
#### jq string interpolation and tostring tojson
echo '{"a":[1,2],"b":{"c":"d"}}' | jq -r '"a=\(.a) b=\(.b)"'
echo '{"a":[1,2]}' | jq -c '.a | tostring, tojson'
echo '"[1,2]"' | jq -c 'fromjson'
#### jq input and inputs from several documents
printf '1\n2\n3\n' | jq -n '[inputs] | add'
printf '1\n2\n3\n' | jq -n 'input'
printf '{"a":1}\n{"a":2}\n' | jq -c -n 'reduce inputs as $x ({}; .sum += $x.a)'
#### date parsing from a log then seconds between events
export TZ=UTC
printf '2024-05-01 10:00:00 start\n2024-05-01 10:02:30 stop\n' > ev
t0=$(date -d "$(sed -n 1p ev | cut -d' ' -f1,2)" +%s)
t1=$(date -d "$(sed -n 2p ev | cut -d' ' -f1,2)" +%s)
echo "elapsed $((t1 - t0))s"
#### printf number formats in a report
printf '%5.1f%%\n' 12.345 99.95
printf '%x %o %X %#x\n' 255 8 3054 255
printf '%-8s|%8s|\n' left right
printf '%03d-%s\n' 7 seven 42 forty-two
printf '%e\n' 12345.678
#### numfmt human sizes
numfmt --to=iec 1023 1024 1536 1048576
numfmt --to=si 1000 1500000
numfmt --from=iec 1K 2M
echo '2048 file' | numfmt --to=iec --field=1
#### expand and unexpand tabs in a table
printf 'a\tbb\tccc\n' | expand -t 4 | cat -A
printf '        x\n' | unexpand -a | cat -A
#### CSV to JSON with awk and jq
printf 'name,qty\nnut,3\nbolt,12\n' > parts.csv
awk -F, 'NR>1{printf "{\"name\":\"%s\",\"qty\":%s}\n", $1, $2}' parts.csv | jq -s -c 'sort_by(-.qty)'
jq -r -n --rawfile c parts.csv '$c | split("\n")[1:] | map(select(. != "") | split(",")[0]) | join(" ")'
#### nl numbering and fold wrapping
printf 'one\n\ntwo\nthree\n' | nl
printf 'one\n\ntwo\n' | nl -ba -w2 -s': '
echo 'the quick brown fox jumps over the lazy dog' | fold -w 12
echo 'the quick brown fox jumps over the lazy dog' | fold -s -w 12
#### tac rev and head tail ranges
seq 1 10 > s
tac s | head -3 | tr '\n' ' '; echo
echo 'abc def' | rev
tail -n +8 s | tr '\n' ' '; echo
head -n -7 s | tr '\n' ' '; echo
sed -n '4,6p' s | paste -sd' '
#### sum of column with awk over TSV with a header and empty fields
printf 'k\tv\na\t1\nb\t\nc\t4\n' > t.tsv
awk -F'\t' 'NR>1 && $2!=""{s+=$2; n++} END{print s, n}' t.tsv
awk -F'\t' 'NR>1{print ($2==""?"(empty)":$2)}' t.tsv
#### base64 decode errors and ignore garbage
printf 'aGk=\n' | base64 -d; echo
printf 'a#Gk=\n' | base64 -d -i; echo
printf 'a#Gk=\n' | base64 -d; echo " st=$?"
#### jq update nested arrays with map and |=
echo '{"users":[{"name":"a","age":30},{"name":"b","age":20}]}' > u.json
jq -c '.users |= map(.age += 1)' u.json
jq -c '.users[] |= (.adult = (.age >= 21))' u.json
jq -c '.users |= sort_by(.age) | [.users[].name]' u.json
#### jq unique_by and indices and contains
echo '[{"k":"a","v":1},{"k":"b","v":2},{"k":"a","v":3}]' > d.json
jq -c 'unique_by(.k)' d.json
jq -c '[.[].k] | indices("a")' d.json
jq -c 'map(select(.k | contains("b")))' d.json
jq -c '{"a":[1,2,3]} | contains({"a":[2]})' d.json
#### jq --slurp with files and length of objects
echo '{"a":1}' > one.json; echo '{"b":2}' > two.json
jq -s -c 'add' one.json two.json
jq -c -s 'map(keys[0])' one.json two.json
jq -c '. * {"c":3}' one.json
#### jq type and arrays of mixed values
echo '[1,"a",null,true,[2],{"x":1}]' | jq -c 'map(type)'
echo '[1,"a",null,true]' | jq -c 'map(select(type == "string" or type == "number"))'
echo '[[1,2],[3]]' | jq -c 'flatten, add, (map(length))'
#### join -t tab on unsorted input after sort
printf 'b\t2\na\t1\n' | sort > l.tsv
printf 'a\tX\nb\tY\n' | sort > r.tsv
join -t $'\t' l.tsv r.tsv
join -t $'\t' -o 1.2,2.2 l.tsv r.tsv | column -t
#### awk report with header and footer from CSV
printf 'item,cost\npen,1.50\nbook,12.25\nbag,30\n' > c.csv
awk -F, 'NR==1{printf "%-6s %8s\n", toupper($1), toupper($2); next} {printf "%-6s %8.2f\n", $1, $2; t+=$2} END{printf "%-6s %8.2f\n", "TOTAL", t}' c.csv
#### sort and uniq over words in a text
printf 'the cat and the dog and the bird\n' > w
tr -s ' ' '\n' < w | sort | uniq -c | sort -k1,1nr -k2 | head -3
tr ' ' '\n' < w | sort -u | wc -l
#### date with TZ names and offsets
TZ=UTC date -d '2024-01-15 12:00 +0200' '+%F %T %z'
TZ=UTC date -d '2024-01-15T12:00:00Z' '+%s'
TZ=UTC date -d 'Mon, 15 Jan 2024 12:00:00 +0000' +%F
TZ=UTC date -d '2024-01-31 +1 month' +%F
#### tar listing of an archive with verbose-free member selection
mkdir -p r/a r/b; echo 1 > r/a/x.txt; echo 2 > r/b/y.log; echo 3 > r/b/z.txt
tar cf r.tar r
tar tf r.tar --wildcards '*.txt' | sort
tar tf r.tar r/b | sort
tar xOf r.tar r/a/x.txt
#### sha256sum -c from stdin and binary mode marker
printf 'q\n' > q
sha256sum -b q
sha256sum q | sha256sum -c -
sha256sum --tag q
#### jq string functions sub gsub capture scan
echo '"2024-01-15 error: disk full"' > s.json
jq -r 'sub("error"; "ERR")' s.json
jq -r 'gsub("[0-9]"; "#")' s.json
jq -c 'capture("(?<date>[0-9-]+) (?<level>[a-z]+)")' s.json
jq -c '[scan("[0-9]+")]' s.json
jq -c 'split(" ") | map(ltrimstr("error")) | map(rtrimstr(":"))' s.json
#### jq walk recurse and numbers streams
echo '{"a":{"b":1,"c":[2,{"d":3}]},"e":"x"}' > t.json
jq -c '[.. | numbers]' t.json
jq -c 'walk(if type == "number" then . * 10 else . end)' t.json
jq -c '[recurse | objects | keys[]]' t.json
jq -c '[tostream] | length' t.json
#### jq dates with fromdate todate strftime
jq -n '"2024-01-02T03:04:05Z" | fromdate'
jq -rn '1704164645 | todate'
jq -rn '1704164645 | strftime("%Y/%m/%d %H:%M")'
jq -rn '"2024-03-01T00:00:00Z" | fromdateiso8601 - 86400 | todate'
#### jq @sh and @text and @json and @html
jq -rn '["a b", "it'"'"'s"] | @sh'
jq -rn '{"a":"<b>"} | @json'
jq -rn '"<x & y>" | @html'
jq -rn '[1,"a"] | @text'
#### jq slices index and map_values
echo '[10,20,30,40,50]' > a.json
jq -c '.[1:3], .[-2:], .[:1]' a.json
jq -c 'index(30), (map(tostring) | join("-"))' a.json
echo '{"a":1,"b":2}' | jq -c 'map_values(. + 1)'
echo '"hello"' | jq -c '.[1:3], explode[0:2], ascii_upcase'
#### jq transpose combinations and in has
jq -nc '[[1,2],[3,4]] | transpose'
jq -nc '[[1,2],["a","b"]] | [combinations]'
jq -nc '"a" | in({"a":1})'
jq -nc '{"a":null} | has("a"), has("b")'
jq -nc '[3,1,2] | sort | first, last'
#### jq tonumber tostring on CSV fields
printf 'a,3\nb,10\nc,2\n' | jq -R -c 'split(",") | {k: .[0], v: (.[1] | tonumber)}' | jq -s -c 'sort_by(.v) | map(.k)'
jq -nc '["1","2","x"] | map(tonumber? // null)'
#### jq --arg in select and string multiplication and join
printf '[{"u":"ann","r":"dev"},{"u":"bob","r":"ops"}]' > u.json
jq -r --arg r ops '.[] | select(.r == $r) | .u' u.json
jq -rn '"ab" * 3'
jq -rn '[.[]?] | length'
jq -c --argjson keep '["ann"]' 'map(select(.u as $u | $keep | index($u)))' u.json
#### awk paragraph mode and regex record separator
printf 'name: a\nage: 1\n\nname: b\nage: 2\n' > recs
awk 'BEGIN{RS=""; FS="\n"} {print NR": "$1" / "$2}' recs
printf 'a;b;;c' | awk 'BEGIN{RS=";"} {print NR":"$0}'
printf 'x1y22z' | awk 'BEGIN{RS="[0-9]+"} {print $0 "|" RT}'
#### awk getline pipes close and system status
printf 'b\na\nc\n' > in
awk '{ print | "sort" } END { close("sort"); print "after sort" }' in
awk 'BEGIN { while (("printf \"1\\n2\\n\"" | getline line) > 0) s += line; print s }'
awk 'BEGIN { r = system("exit 3"); print "status", r }'
awk 'BEGIN { while ((getline l < "in") > 0) n++; print n }'
#### gawk features asort gensub PROCINFO sorted_in strftime
awk 'BEGIN{ a["x"]=3; a["y"]=1; a["z"]=2; n=asort(a, b); for(i=1;i<=n;i++) printf "%s ", b[i]; print "" }'
echo 'John Smith' | awk '{ print gensub(/(\w+) (\w+)/, "\\2, \\1", "g") }'
awk 'BEGIN{ PROCINFO["sorted_in"]="@ind_str_asc"; m["b"]; m["a"]; m["c"]; for (k in m) printf "%s", k; print "" }'
TZ=UTC awk 'BEGIN{ print strftime("%Y-%m-%d %H:%M", 86400*365) }'
echo 'a1b22c333' | awk '{ n = patsplit($0, p, /[0-9]+/); print n, p[1], p[3] }'
#### awk match with array and RSTART and field rebuild
echo 'id=42 name=x' | awk '{ if (match($0, /id=([0-9]+)/, m)) print m[1], RSTART, RLENGTH }'
echo '  a   b  c ' | awk '{ $1 = $1; print "[" $0 "]" }'
echo 'a b c d' | awk '{ NF = 2; print; print $NF, $(NF-1) }'
echo 'a:b:c' | awk -F: -v OFS=- '{ $2 = "X" } 1'
#### awk number formatting OFMT CONVFMT and integers
awk 'BEGIN { x = 0.1 + 0.2; print x; OFMT = "%.2f"; print x; y = 3.0; print y; print 1e6, 1e20, 2^53 }'
awk 'BEGIN { CONVFMT = "%.3g"; a = 3.14159; b = a ""; print b; print int(-3.7), int("12abc") }'
awk 'BEGIN { printf "%d %i %c %c\n", 3.99, -2.5, 65, "hello" }'
#### awk errors division and syntax
awk 'BEGIN { print 1/0 }'; echo "st=$?"
awk '{ print $1 '; echo "st=$?"
awk -f nosuch.awk; echo "st=$?"
#### sort checks and months and general numbers
printf 'a\nc\nb\n' | sort -c; echo "st=$?"
printf 'a\nb\n' | sort -c && echo sorted
printf 'Mar\nJan\nFeb\n' | sort -M | tr '\n' ' '; echo
printf '1e3\n5\n0x10\n2.5\n' | sort -g | tr '\n' ' '; echo
printf 'b1\na2\nc0\n' | sort -k1.2n | tr '\n' ' '; echo
printf 'x\n' > o; printf 'c\na\n' > in; sort -o o in; cat o
#### head and tail byte and negative counts over several files
printf '1\n2\n3\n' > a; printf 'x\ny\n' > b
head -n1 a b
tail -n1 -q a b
head -c -2 a | od -c | head -1
tail -c 3 a | od -c | head -1
tail -n +2 b
#### split numeric suffixes and csplit by pattern
seq 1 7 > s
split -d -a 3 -l 3 s chunk_
ls chunk_*
printf 'h1\na\nh2\nb\nc\nh3\n' > doc
csplit -s -f sec doc '/^h/' '{*}'
for f in sec*; do printf '%s:%s\n' "$f" "$(tr '\n' , < "$f")"; done
#### tar transform strip and errors
mkdir -p pkg-1.0/bin; echo x > pkg-1.0/bin/tool; echo r > pkg-1.0/README
tar czf pkg.tgz pkg-1.0
mkdir o && tar xzf pkg.tgz -C o --strip-components=1 && find o | sort
tar czf t.tgz --transform 's,^pkg-1.0,pkg,' pkg-1.0 && tar tzf t.tgz | sort
tar xzf pkg.tgz pkg-1.0/nope; echo "st=$?"
#### tar append and update listing
echo a > a; echo b > b
tar cf x.tar a
tar rf x.tar b
tar tf x.tar
tar --delete -f x.tar a && tar tf x.tar
#### gzip errors on wrong input
printf 'plain\n' > p
gzip -d p; echo "st=$?"
gzip -dc < p; echo "st=$?"
cp p p.gz; gunzip p.gz; echo "st=$?"
#### date invalid input and relative words with a fixed base
export TZ=UTC
date -d 'not a date'; echo "st=$?"
date -d '2024-05-15 next monday' +%F
date -d '2024-05-15 last friday' +%F
date -d '2024-05-15 -3 weeks' +%F
date -d '2024-05-15 12:00 tomorrow' '+%F %R'
#### date in another zone from tzdata
TZ=America/New_York date -d '2024-07-01 12:00 UTC' '+%F %T %Z %z'
TZ=Europe/Berlin date -d '2024-01-01 00:00 UTC' '+%F %T %Z'
TZ=Asia/Kolkata date -d @0 '+%F %T %z'
#### stat formats for type size and mode
umask 022
mkdir dir; printf 'abc' > f; : > e; ln -s f l
stat -c '%n|%F|%s|%a|%A' f e dir l | sed 's/|[0-9]*|\([0-7]*\)|d/|N|\1|d/'
stat -L -c '%F' l
stat nope; echo "st=$?"
#### ls sorted by time and extension with fixed dates
export TZ=UTC
touch -d '2024-01-03' b.txt; touch -d '2024-01-01' a.md; touch -d '2024-01-02' c.go
ls -t
ls -tr | tr '\n' ' '; echo
ls -X
ls -1p; mkdir d; ls -p | tr '\n' ' '; echo
ls -lgG --time-style=long-iso a.md c.go
#### column with named columns and right alignment and json
printf 'a 1\nbb 22\n' | column -t -N NAME,N -R N
printf 'a,1\nbb,22\n' | column -s, -t -o ' | '
printf 'a 1\nbb 22\n' | column -t -N name,n -J
#### checksums b2sum cksum and base32
printf 'data\n' > d
cksum d
b2sum d
b2sum -l 128 d
printf 'hi\n' | base32
printf 'NBUQU===\n' | base32 -d
