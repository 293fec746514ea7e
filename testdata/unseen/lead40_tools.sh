#### tar czf then list sorted
mkdir -p src/a src/b; echo one > src/a/1.txt; echo two > src/b/2.txt
tar czf out.tgz src
tar tzf out.tgz | sort
echo "rc=$?"

#### tar extract strip components into dir
mkdir -p p/q/r; echo data > p/q/r/f
tar cf x.tar p
mkdir dest; tar xf x.tar -C dest --strip-components=2
find dest | sort; cat dest/r/f

#### tar extract missing member
mkdir d; echo a > d/a; tar cf t.tar d
tar xf t.tar d/nope; echo "rc=$?"

#### tar list of not an archive
echo hello > notar
tar tf notar; echo "rc=$?"

#### gzip keep and decompress to stdout
printf 'line1\nline2\n' > f.txt
gzip -k f.txt; ls f.txt*
gzip -dc f.txt.gz | wc -l
zcat f.txt.gz | head -1

#### gzip on missing file
gzip nofile; echo "rc=$?"

#### gunzip bad data
echo notgz > b.gz; gunzip b.gz; echo "rc=$?"; ls b*

#### base64 wrap and decode round trip
printf '%s' "$(seq 1 40 | tr -d '\n')" | base64 -w 20
printf 'aGVsbG8gd29ybGQ=' | base64 -d; echo

#### base64 invalid input
printf 'not base64!!' | base64 -d; echo "rc=$?"

#### xxd plain and reverse
printf 'AB\n' | xxd -p
printf '414243' | xxd -r -p; echo

#### cmp differing files
printf 'abc\n' > a; printf 'abd\n' > b
cmp a b; echo "rc=$?"
cmp -s a b; echo "rc=$?"
cmp -l a b

#### cmp eof on shorter
printf 'abc' > a; printf 'ab' > b
cmp a b; echo "rc=$?"

#### diff recursive brief
mkdir -p x y; echo 1 > x/f; echo 2 > y/f; echo 3 > x/only
diff -rq x y; echo "rc=$?"

#### diff unified with labels
printf 'a\nb\nc\n' > old; printf 'a\nB\nc\nd\n' > new
diff -u --label old --label new old new; echo "rc=$?"

#### patch from heredoc
printf 'alpha\nbeta\ngamma\n' > file.txt
patch -p0 <<'P'
--- file.txt
+++ file.txt
@@ -1,3 +1,3 @@
 alpha
-beta
+BETA
 gamma
P
echo "rc=$?"; cat file.txt

#### patch that does not apply
printf 'x\ny\n' > f
patch f <<'P'
--- f
+++ f
@@ -1,2 +1,2 @@
 q
-r
+s
P
echo "rc=$?"; cat f; ls

#### install -D creates dirs
echo hi > src.txt
install -D -m 644 src.txt deep/a/b/dst.txt
cat deep/a/b/dst.txt; stat -c '%a' deep/a/b/dst.txt

#### realpath relative-to
mkdir -p a/b c
realpath --relative-to=c a/b
realpath -m --relative-to=a/b c/x/y

#### basename and dirname many
basename -a /x/y.txt /z/w.txt
basename -s .txt /x/y.txt /z/w.txt
dirname /a/b/ c /d// ''

#### stat sizes and types
printf '12345' > f; mkdir d; ln -s f l
stat -c '%n %s %F' f d l | sed 's/ [0-9]* directory/ N directory/'

#### touch -d and date -r
touch -d '2020-03-04 05:06:07 UTC' f
TZ=UTC date -r f '+%F %T'
touch -r f g; TZ=UTC date -r g +%s

#### split by lines and chunks
seq 10 > n
split -l 4 n part_; ls part_*; cat part_ac
split -n 3 n c_; wc -c c_* | tail -1

#### expr regex and length
expr 'abc123' : '[a-z]*'
expr 'abc123' : '\([a-z]*\)'
expr length 'hello'
expr 5 + 3 \* 2
expr 1 / 0; echo "rc=$?"

#### factor and seq formats
factor 60 97 1001
seq -f '%03g' 3
seq -s, -w 8 11
seq 1 0.5 2

#### env printf vs builtin
env printf '%s|%d\n' a 5
env printf '%d\n' x; echo "rc=$?"
printf '%d\n' x; echo "rc=$?"

#### tee append and multiple
echo one | tee a b > /dev/null
echo two | tee -a a >/dev/null
cat a; cat b

#### timeout statuses
timeout 1 sleep 3; echo "rc=$?"
timeout 5 true; echo "rc=$?"
timeout 5 false; echo "rc=$?"
{ timeout -s KILL 1 sleep 3; } 2>/dev/null; echo "rc=$?"

#### sha256sum check with failure
echo a > a; echo b > b
sha256sum a b > sums
echo changed > b
sha256sum -c sums; echo "rc=$?"
sha256sum --quiet -c sums; echo "rc=$?"

#### md5sum tag and cksum
printf 'abc' > f
md5sum --tag f
cksum f
b2sum -l 64 f

#### comm and join
printf 'a\nb\nd\n' > x; printf 'b\nc\nd\n' > y
comm -3 x y
comm -12 x y
printf '1 a\n2 b\n' > j1; printf '1 X\n3 Z\n' > j2
join -a1 -e NONE -o 0,1.2,2.2 j1 j2

#### paste serial and column
printf '1\n2\n3\n' > f
paste -sd, f
paste -d: f f
printf 'a b c\nlong x y\n' | column -t

#### rev tac nl
printf 'abc\ndef\n' | rev
printf 'a\nb\nc\n' | tac
printf 'a\n\nb\n' | nl -ba
printf 'a,b,c' | tac -s,; echo

#### pr two columns
seq 6 | pr -2 -t
seq 3 | pr -t -n

#### fmt and fold
echo 'the quick brown fox jumps over the lazy dog' | fmt -w 15
echo 'abcdefghij' | fold -w 3
echo 'aaa bbb ccc' | fold -s -w 5

#### csplit by regex
printf 'a\n--\nb\n--\nc\n' > f
csplit -s f '/--/' '{*}'; ls xx*; cat xx01

#### tr classes and squeeze
echo 'Hello   World 123' | tr -s ' '
echo 'Hello World' | tr '[:lower:]' '[:upper:]'
echo 'a1b2c3' | tr -d '[:digit:]'
echo 'aabbcc' | tr -s 'a-c'
echo abc | tr -c 'a' 'x'; echo

#### cut fields and complement
echo 'a:b:c:d' | cut -d: -f2-3
echo 'a:b:c:d' | cut -d: --complement -f1
echo 'abcdef' | cut -c2-4,6
echo 'a b' | cut -d: -f2 -s; echo "rc=$?"

#### sort keys numeric reverse unique
printf 'b 2\na 10\nc 2\n' | sort -k2,2n -k1,1
printf '3\n1\n3\n2\n' | sort -nru
printf '1.5K\n200\n2M\n' | sort -h
printf 'b\nA\na\n' | sort -f

#### uniq counts and duplicates
printf 'a\na\nb\nc\nc\nc\n' | uniq -c
printf 'a\na\nb\n' | uniq -d
printf 'a\na\nb\n' | uniq -u
printf 'x a\ny a\n' | uniq -f1 -c

#### wc on several files with total
printf 'a b\nc\n' > f1; printf 'xyz' > f2
wc f1 f2
wc -l < f1

#### head and tail variants
seq 10 > n
head -n -7 n
tail -n +9 n
tail -c 4 n
head -c 3 n; echo

#### find with multiple conditions
mkdir -p t/a t/b; touch t/a/x.txt t/b/y.log t/a/z.txt
find t -name '*.txt' -type f | sort
find t -type d | sort
find t -name '*.log' -o -name 'x*' | sort
find t -path '*/a/*' -print | sort

#### find exec and xargs
mkdir t; touch t/a t/b 't/c d'
find t -type f -print0 | sort -z | xargs -0 -n1 echo got
find t -type f -exec basename {} \; | sort

#### xargs replace and max args
printf 'a\nb\nc\n' | xargs -I{} echo '<{}>'
printf '1 2 3 4 5' | xargs -n 2
echo | xargs -r echo nothing; echo "rc=$?"

#### date formats fixed
TZ=UTC date -d '2024-02-29 13:45:00' '+%Y-%m-%d %H:%M %A %j %U'
TZ=UTC date -d '2024-02-29 +1 day' +%F
TZ=UTC date -d @86400 -u +%FT%TZ
date -d 'not a date'; echo "rc=$?"

#### numfmt conversions
numfmt --to=iec 1048576 1536
numfmt --from=iec 1K 2M
numfmt --to=si --suffix=B 1500000

#### od formats
printf 'AB\n' | od -c
printf 'AB' | od -An -tx1
printf '\x01\x02\x03\x04' | od -An -tu4

#### mktemp in dir with template pattern
d=$(mktemp -d ./tmp.XXXXXX); [ -d "$d" ] && echo dir ok
f=$(mktemp ./file.XXXX); [ -f "$f" ] && echo file ok
mktemp ./bad; echo "rc=$?"

#### ln and readlink
echo x > target; ln -s target link; ln target hard
readlink link; readlink -f link | sed 's|.*/||'
ls -l link | awk '{print $NF}'
stat -c %h target

#### cp and mv verbose
mkdir d; echo a > f
cp -v f d/
mv -v d/f d/g
cp f d/g; cp -n f d/g; echo "rc=$?"
cp missing d/; echo "rc=$?"

#### rm variants
mkdir -p d/e; touch d/e/f
rm d; echo "rc=$?"
rmdir d; echo "rc=$?"
rm -rv d | sort

#### chmod symbolic
touch f; chmod 600 f; chmod u+x,g+r f; stat -c %a f
chmod a-w,o+r f; stat -c %A f
chmod 999 f; echo "rc=$?"

#### du apparent bytes
mkdir d; printf '%100s' x > d/a; printf '%50s' y > d/b
du -b d/a d/b
du -sb d

#### awk csv report
printf 'name,qty,price\napple,3,0.5\npear,2,1.25\n' > f.csv
awk -F, 'NR>1 {t += $2*$3; printf "%-6s %5.2f\n", $1, $2*$3} END {printf "total %.2f\n", t}' f.csv

#### sed multiple expressions in place with backup
printf 'foo=1\nbar=2\n' > cfg
sed -i.bak -e 's/^foo=.*/foo=9/' -e '/^bar/d' cfg
cat cfg; cat cfg.bak

#### grep context and counts
printf 'a\nERR 1\nb\nc\nERR 2\nd\n' > log
grep -n -A1 ERR log
grep -c ERR log
grep -B1 -m1 ERR log
grep -v -c ERR log

#### grep recursive include and files-with-matches
mkdir -p s/sub; echo 'TODO x' > s/a.py; echo 'TODO y' > s/sub/b.js; echo 'TODO z' > s/c.txt
grep -rl TODO s --include='*.py' --include='*.js' | sort
grep -rn TODO s --exclude='*.txt' | sort
grep -rL TODO s; echo "rc=$?"
