#### comm with an output delimiter and totals
printf 'a\nb\nc\n' > x; printf 'b\nc\nd\n' > y
comm --output-delimiter=' | ' x y
comm --total -3 x y
#### join case insensitive and with a header line
printf 'ID NAME\nA ann\nb bob\n' > l
printf 'ID ROLE\na admin\nB dev\n' > r
join -i --header l r
#### uniq group separators
printf 'a\na\nb\nc\nc\n' | uniq --group
printf 'a\na\nb\n' | uniq --all-repeated=separate
#### split by number of chunks and with a suffix
seq 1 10 > ten
split -n l/3 ten chunk.
wc -l chunk.* | head -3
split -l 4 --additional-suffix=.txt ten p_
ls p_*
#### tar strip components and transform
mkdir -p pkg-1.0/bin && echo tool > pkg-1.0/bin/t
tar -czf pkg.tgz pkg-1.0
mkdir out && tar -xzf pkg.tgz -C out --strip-components=1
find out -type f
tar -tzf pkg.tgz --transform 's/^pkg-1.0/pkg/' 2>/dev/null | sort || true
#### zcat -f reads plain and compressed files
echo plain > p.txt
echo packed | gzip > c.txt.gz
zcat -f p.txt c.txt.gz
gzip -dc c.txt.gz
gzip -l c.txt.gz | awk 'NR == 2 { print $2, $4 }'
#### diff -e produces an ed script
printf 'a\nb\nc\n' > o; printf 'a\nB\nc\nd\n' > n
diff -e o n
(diff -e o n; echo w) | ed -s o; cat o
#### patch -b keeps an original copy
printf 'x\ny\n' > f; printf 'x\nY\n' > g
diff -u f g > d.patch
patch -b f < d.patch
cat f f.orig
#### sed -s and -n with F and line numbers per file
printf 'a\nb\n' > one; printf 'c\nd\n' > two
sed -n '$=' one two
sed -s -n '$=' one two
sed -n '1F' one two
#### sort with field and character positions
printf 'x:b2\ny:a9\nz:a1\n' | sort -t: -k2.2,2.2n
printf 'aaa 3\nbb 10\nc 2\n' | sort -k2n -k1,1
printf 'b\nB\na\nA\n' | sort
printf 'b\nB\na\nA\n' | LC_ALL=C sort
#### sort -R is not used but shuf with a seed file is stable
seq 5 > s
shuf --random-source=s s | wc -l
sort -u -r s | head -2
#### cut with complement and only delimited
printf 'a,b,c\nnodelim\n' | cut -d, --complement -f2
printf 'a,b,c\nnodelim\n' | cut -d, -s -f1
#### date with custom formats and relative words
export TZ=UTC
date -d '2024-06-15 13:45:00' '+%I:%M %p|%e|%-d|%b|%s'
date -d '2024-06-15 yesterday' +%F
date -d 'next monday 2024-06-15' +%F 2>/dev/null || date -d '2024-06-15 next monday' +%F
date -d '2024-06-15' -R
date -d @0 --iso-8601=seconds
#### xargs with -0 -n and -L
printf 'a b\0c\0' | xargs -0 -n1 echo item:
printf 'l1 a\nl2 b\nl3\n' | xargs -L2 echo
echo 'one two three' | xargs -n2 -t echo 2>&1
#### find with -printf depth and type letters
mkdir -p t/d && touch t/f && ln -s f t/l
find t -printf '%d %y %p\n' | sort
find t -mindepth 1 -printf '%y:%f\n' | sort
#### awk asort and sorted traversal in gawk
gawk 'BEGIN { a["x"] = 3; a["y"] = 1; a["z"] = 2; n = asort(a, b); for (i = 1; i <= n; i++) printf "%s ", b[i]; print "" }'
gawk 'BEGIN { PROCINFO["sorted_in"] = "@val_num_desc"; a["x"] = 3; a["y"] = 1; a["z"] = 2; for (k in a) printf "%s ", k; print "" }'
#### stat with several format fields and printf
printf 'abc' > f
touch -d '2022-02-02 02:02:02' f
TZ=UTC stat --printf='%n|%s|%y\n' f
stat -c '%s' f f
#### ls with classify and one per line
mkdir -p d && touch f && ln -s f link && touch x.sh && chmod +x x.sh
ls -F
ls -1p
ls -d d/ */
#### column with a table and custom separators
printf 'name;age\nann;3\nbartholomew;45\n' | column -s ';' -t -o ' | '
printf 'a b\nc d e\n' | column -t -N X,Y,Z
