#### date add days fixed date
export TZ=UTC
date -d '2026-12-07 +10 days' +%F
date -d '2026-02-28 1 day' +%F
date -d '2024-02-28 +1 day' +%F
#### date difference in days
export TZ=UTC
a=$(date -d 2026-01-01 +%s); b=$(date -d 2026-12-25 +%s)
echo "$(( (b - a) / 86400 )) days"
#### date formats from epoch
export TZ=UTC
date -d @0 '+%Y-%m-%d %H:%M:%S %Z'
date -u -d @1700000000 +%A,%j,%U
date -d '@86399' +%T
#### date weekday loop for a week
export TZ=UTC
for i in 0 1 2 3 4 5 6
do date -d "2026-12-07 +$i day" '+%a %d'
done | paste -sd' '
#### date iso and rfc output
export TZ=UTC
date -d '2026-03-15 14:30:00' --iso-8601=seconds
date -d '2026-03-15 14:30:00' -R
date -d '2026-03-15' --iso-8601
#### date invalid input error
export TZ=UTC
date -d 'not a date' +%F
echo "rc=$?"
#### date month end and relative words
export TZ=UTC
date -d '2026-01-31 +1 month' +%F
date -d '2026-03-01 -1 day' +%F
date -d '2026-12-07 next monday' +%F
date -d '2026-12-07 last friday' +%F
#### timestamped backup name from fixed date
export TZ=UTC
stamp=$(date -d '2026-12-07 08:09:10' +%Y%m%d-%H%M%S)
echo data > db.sql; cp db.sql "db-$stamp.sql"; ls
#### elapsed seconds to human
secs=93784
printf '%dd %02dh %02dm %02ds\n' $((secs/86400)) $((secs%86400/3600)) $((secs%3600/60)) $((secs%60))
echo "exit=$?"
#### date from file of dates sorted
export TZ=UTC
printf '2026-03-01\n2025-12-31\n2026-01-15\n' > dates.txt
sort dates.txt | while read -r d; do date -d "$d" '+%d %b %Y'; done
#### date with TZ conversion
TZ=UTC date -d '2026-06-01 12:00 UTC' '+%H:%M %Z'
TZ=America/New_York date -d '2026-06-01 12:00 UTC' '+%H:%M %Z'
TZ=Asia/Tokyo date -d '2026-12-01 00:00 UTC' '+%F %H:%M %z'
#### diff unified of generated files and patch round trip
printf 'line1\nline2\nline3\n' > a.txt
printf 'line1\nline2 changed\nline3\nline4\n' > b.txt
diff -u a.txt b.txt > ab.patch; echo "diff rc=$?"
cp a.txt c.txt; patch -s c.txt < ab.patch; cmp b.txt c.txt && echo patched-equal
#### diff normal format and brief
printf 'a\nb\nc\n' > x
printf 'a\nB\nc\nd\n' > y
diff x y
diff -q x y
echo "rc=$?"
diff x x && echo same
#### diff ignore whitespace and case
printf 'hello  world\n' > p
printf 'hello world\n' > q
printf 'HELLO world\n' > r
diff -q p q >/dev/null || echo differ
diff -w p q && echo ws-same
diff -i q r && echo case-same
#### patch reverse
printf 'v1\n' > f; printf 'v2\n' > g
diff -u f g > fg.diff; patch -s f < fg.diff; cat f
patch -s -R f < fg.diff; cat f
#### diff directories recursive
mkdir -p d1 d2
echo a > d1/same
echo a > d2/same
echo x > d1/only1
echo b > d1/chg
echo c > d2/chg
diff -rq d1 d2 | sort
#### tar create list extract round trip
mkdir -p pkg/sub; echo one > pkg/a.txt; echo two > pkg/sub/b.txt
tar -cf pkg.tar pkg
tar -tf pkg.tar | sort
mkdir out; tar -xf pkg.tar -C out; diff -r pkg out/pkg && echo roundtrip-ok
#### tar gz with -z and strip components
mkdir -p proj/src; echo code > proj/src/m.c
tar -czf proj.tgz proj
mkdir x; tar -xzf proj.tgz -C x --strip-components=1; find x -type f
#### gzip and gunzip keep and test
printf 'hello hello hello\n' > h.txt
gzip -k h.txt; ls h.txt*; gzip -t h.txt.gz && echo valid
gunzip -c h.txt.gz
gzip h.txt; echo "rc=$?"
#### gzip bad file
printf 'not gzip data' > fake.gz
gunzip fake.gz
echo "rc=$?"
#### sha256sum generate and verify
printf 'alpha\n' > f1; printf 'beta\n' > f2
sha256sum f1 f2 > SUMS; cut -c1-16 SUMS
sha256sum -c SUMS
echo tampered > f2; sha256sum -c SUMS; echo "rc=$?"
#### md5sum of strings and check quiet
echo -n abc | md5sum
printf 'x\n' > z
md5sum z > z.md5
md5sum -c --quiet z.md5 && echo quiet-ok
#### cksum and sha1sum base64
printf 'data\n' > d
cksum d
sha1sum d | awk '{print $1}'
base64 d
base64 d | base64 -d
#### seq with steps and negatives
seq 5 -1 1 | paste -sd' '
seq 0.5 0.5 2
seq -s' ' -3 0
#### shuf with random source deterministic
seq 100 > src.bin
seq 10 | shuf --random-source=src.bin | paste -sd' '
shuf -n 3 --random-source=src.bin -e a b c d e | paste -sd' '
#### shuf -i range with source
yes abc | head -c 4000 > rs
shuf -i 1-5 --random-source=rs | sort -n | paste -sd' '
echo "exit=$?"
#### sort -R with random source
yes xyz | head -c 2000 > rs
printf '%s\n' a b c | sort -R --random-source=rs | sort | paste -sd' '
echo "exit=$?"
#### seq and xargs parallel-free
set -o pipefail
seq 3 | xargs -I % sh -c 'echo "job %: $((% * %))"'
echo "exit=$?"
#### od and hexdump style output
printf 'AB\tC\n' | od -c
printf 'ABC' | od -An -tu1
echo "exit=$?"
#### tar list verbose-free with wildcards
mkdir w
touch w/a.log w/b.txt w/c.log
tar -cf w.tar w
tar -tf w.tar --wildcards '*.log' | sort
#### tar append and extract single file
echo 1 > one; echo 2 > two
tar -cf a.tar one; tar -rf a.tar two; tar -tf a.tar
rm one two; tar -xf a.tar two; ls one two 2>&1
#### tar missing file error
tar -cf bad.tar nosuchfile
echo "rc=$?"
echo "exit=$?"
#### zip-free compression ratio check with wc
yes 'repeat line' | head -100 > big.txt
gzip -c big.txt > big.gz
[ $(wc -c < big.gz) -lt $(wc -c < big.txt) ] && echo compressed-smaller
#### cmp byte differences
printf 'abcdef' > c1; printf 'abXdef' > c2
cmp c1 c2; echo "rc=$?"; cmp -l c1 c2
cmp -s c1 c1 && echo identical
#### comm on sorted lists with headers
printf 'apple\nbanana\ncherry\n' > l1
printf 'banana\ncherry\ndate\n' > l2
comm l1 l2
#### date arithmetic on week numbers
export TZ=UTC
date -d 2026-12-31 '+%G-W%V-%u'
date -d 2026-01-01 '+%G-W%V-%u'
#### date -f reading dates from file
export TZ=UTC
printf '2026-01-01\n2026-07-04 12:00\n' > in.txt
date -f in.txt +%s
#### seconds since epoch math with printf %()T
export TZ=UTC
printf '%(%Y-%m-%d)T\n' 86400
printf '%(%H:%M)T\n' 3600
#### expr arithmetic and string
expr 7 + 3
expr 7 \* 3
expr length "hello"
expr substr hello 2 3
expr 5 / 0
echo "rc=$?"
#### factor and numeric tools
factor 84 97
echo '6 * 7' | bc
echo "exit=$?"
#### head -c and tail -c bytes
printf 'abcdefghij' > b.txt
head -c 3 b.txt
echo
tail -c 4 b.txt
echo
#### dd copy bytes
printf '0123456789' > src
dd if=src of=dst bs=1 skip=2 count=5 2>/dev/null
cat dst
echo
#### truncate and file sizes
printf 'hello world' > t
truncate -s 5 t
cat t
echo
truncate -s 8 t
od -c t | head -1
#### sum a column of numbers several ways
seq 1 100 > n
awk '{s+=$1} END{print s}' n
paste -sd+ n | bc
echo $(( $(tr '\n' + < n) 0 ))
#### base64 encode decode file round trip
printf 'bin\x00ary\n' > raw
base64 raw > raw.b64
base64 -d raw.b64 | cmp - raw && echo same
base64 -d <<< 'not valid!!'
echo "rc=$?"
#### tee and checksum of pipeline
seq 5 | tee copy.txt | sha256sum | cut -c1-12
sha256sum copy.txt | cut -c1-12
echo "exit=$?"
#### date relative to file mtime fixed with touch
export TZ=UTC
touch -d '2026-05-05 05:05:05' f
date -r f '+%F %T'
#### printf dates in loop with day of year
export TZ=UTC
for d in 2026-01-01 2026-12-31 2024-12-31
do echo "$d $(date -d "$d" +%j)"
done
