#### diff -y side by side default width
cd "$(mktemp -d)"; printf 'a\nb\nc\n' > x; printf 'a\nB\nc\nd\n' > y; diff -y x y; echo "st=$?"
#### diff -y -W and suppress common and left column
cd "$(mktemp -d)"; printf 'a\nb\nc\n' > x; printf 'a\nB\nc\nd\n' > y; diff -y -W 30 x y; diff -y -W 30 --suppress-common-lines x y; diff -y -W 30 --left-column x y
#### diff -U0 and --unified=1 hunks
cd "$(mktemp -d)"; seq 10 > x; seq 10 | sed 's/^3$/three/; s/^8$/eight/' > y; diff -U0 --label a --label b x y; diff --unified=1 --label a --label b x y
#### diff -C1 context
cd "$(mktemp -d)"; seq 6 > x; seq 6 | sed 's/4/four/' > y; diff -C1 --label a --label b x y
#### diff --ifdef output
cd "$(mktemp -d)"; printf 'a\nb\nc\n' > x; printf 'a\nB\nc\n' > y; diff -D NEW x y
#### diff line format options
cd "$(mktemp -d)"; printf 'a\nb\nc\n' > x; printf 'a\nB\nc\n' > y; diff --old-line-format='-%L' --new-line-format='+%L' --unchanged-line-format=' %L' x y; diff --line-format='%L' x y | head -2
#### diff -N new file and -r with exclusion
cd "$(mktemp -d)"; mkdir a b; echo 1 > a/f; echo 1 > b/f; echo n > b/new; echo skip > b/s.o; diff -rN a b; echo "st=$?"; diff -r -x '*.o' a b; echo "st=$?"
#### diff of directory and file and stdin
cd "$(mktemp -d)"; mkdir d; printf 'x\n' > d/f; printf 'y\n' > f; diff d f; echo "st=$?"; printf 'x\n' | diff - d/f; echo "st=$?"
#### diff binary files and --text
cd "$(mktemp -d)"; printf 'a\0b\n' > x; printf 'a\0c\n' > y; diff x y; echo "st=$?"; diff -a x y | od -c | head -3
#### diff missing file and trouble status
cd "$(mktemp -d)"; touch x; diff x nosuch; echo "st=$?"; diff; echo "st=$?"
#### diff --from-file with several
cd "$(mktemp -d)"; echo a > x; echo a > y; echo b > z; diff --from-file=x y z; echo "st=$?"
#### diff -t expand tabs and -T initial tab
cd "$(mktemp -d)"; printf 'a\tb\n' > x; printf 'a\tc\n' > y; diff -t x y | cat -A; diff -T x y | cat -A
#### diff --brief -s report identical
cd "$(mktemp -d)"; echo a > x; echo a > y; diff -s x y; diff -qs x y; echo "st=$?"
#### diff -e and -n rcs formats
cd "$(mktemp -d)"; printf 'a\nb\nc\nd\n' > x; printf 'a\nx\nc\n' > y; diff -e x y; echo --; diff -n x y
#### diff -I regex ignores lines
cd "$(mktemp -d)"; printf 'a\n# c1\nb\n' > x; printf 'a\n# c2\nb\n' > y; diff -I '^#' x y; echo "st=$?"
#### diff --ignore-trailing-space and -E tab expansion
cd "$(mktemp -d)"; printf 'a  \nb\tc\n' > x; printf 'a\nb       c\n' > y; diff -Z x y; echo "st=$?"; diff -Z -E x y; echo "st=$?"
#### cmp -l with more differences and --bytes
cd "$(mktemp -d)"; printf 'abcd' > a; printf 'wxyz' > b; cmp -l a b; cmp --bytes=2 -l a b; echo "st=$?"
#### cmp skip with suffixes and print bytes
cd "$(mktemp -d)"; printf 'xxab' > a; printf 'yab' > b; cmp a b 2 1; echo "st=$?"; cmp -b a b; echo "st=$?"
#### patch apply unified diff
cd "$(mktemp -d)"; printf 'a\nb\nc\n' > f; printf 'a\nB\nc\n' > g; diff -u f g > p; patch f < p; cat f
#### patch -R reverse and --dry-run
cd "$(mktemp -d)"; printf 'a\nb\nc\n' > f; printf 'a\nB\nc\n' > g; diff -u f g > p; patch --dry-run f < p; cat f; cp g h; patch -R h < p; cat h
#### patch already applied detection
cd "$(mktemp -d)"; printf 'a\nb\nc\n' > f; printf 'a\nB\nc\n' > g; diff -u f g > p; patch -f g < p; echo "st=$?"; ls | sort
#### patch with offset and fuzz
cd "$(mktemp -d)"; seq 10 > f; seq 10 | sed 's/^5$/five/' > g; diff -u f g > p; { echo extra; echo extra2; seq 10; } > h; patch h < p; echo "st=$?"; grep -n five h
#### patch -p1 with headers and -b backup
cd "$(mktemp -d)"; mkdir -p a b; printf '1\n2\n' > a/f; printf '1\nTWO\n' > b/f; diff -u a/f b/f > p; mkdir w; cp a/f w/f; cd w; patch -p1 -b < ../p; cat f f.orig
#### patch rejects hunk
cd "$(mktemp -d)"; printf 'a\nb\nc\n' > f; printf 'a\nB\nc\n' > g; diff -u f g > p; printf 'x\ny\nz\n' > f; patch f < p; echo "st=$?"; cat f.rej | tail -4
#### patch normal diff and ed style
cd "$(mktemp -d)"; printf 'a\nb\n' > f; printf 'a\nc\n' > g; diff f g > p; patch f p; cat f; printf 'a\nb\n' > f2; diff -e f2 g > e; patch -e f2 e 2>&1; cat f2
#### gzip roundtrip and -c -d -k
cd "$(mktemp -d)"; printf 'hello\n' > f; gzip -k f; ls | sort; gzip -dc f.gz; rm f; gunzip f.gz; cat f; ls
#### gzip errors and suffix
cd "$(mktemp -d)"; printf 'x' > f; gzip nosuch; echo "st=$?"; gzip -d f; echo "st=$?"; gzip -S .z f; ls; zcat f.z; echo
#### gzip -t on corrupt and -l shape
cd "$(mktemp -d)"; printf 'hello' | gzip > g.gz; gzip -t g.gz; echo "st=$?"; printf 'notgzip' > b.gz; gzip -t b.gz; echo "st=$?"
#### zcat of concatenated members
cd "$(mktemp -d)"; { printf 'a\n' | gzip; printf 'b\n' | gzip; } > c.gz; zcat c.gz; gzip -dc < c.gz | wc -l
#### tar create list extract roundtrip
cd "$(mktemp -d)"; mkdir -p src/d; printf 'x' > src/a; printf 'yy' > src/d/b; tar -cf t.tar src; tar -tf t.tar | sort; mkdir out; tar -xf t.tar -C out; find out -type f | sort; cat out/src/d/b; echo
#### tar -z and -C and single member
cd "$(mktemp -d)"; mkdir s; printf 'q' > s/f; printf 'r' > s/g; tar -czf t.tgz -C s f g; tar -tzf t.tgz; tar -xzf t.tgz -O g; echo; tar -xzf t.tgz f; cat f; echo
#### tar errors on missing member and file
cd "$(mktemp -d)"; printf 'x' > f; tar -cf t.tar f; tar -xf t.tar nosuch; echo "st=$?"; tar -cf u.tar nosuch; echo "st=$?"; tar -tf nosuch.tar; echo "st=$?"
#### tar -v listing names and --exclude
cd "$(mktemp -d)"; mkdir s; touch s/a.c s/b.o; tar -cvf t.tar --exclude='*.o' s | sort; tar -tf t.tar | sort
#### tar append and update
cd "$(mktemp -d)"; printf '1' > a; printf '2' > b; tar -cf t.tar a; tar -rf t.tar b; tar -tf t.tar; printf '3' > a; tar -rf t.tar a; tar -tf t.tar; tar -xOf t.tar a; echo
#### zip and unzip listing names
cd "$(mktemp -d)"; mkdir d; printf 'x' > d/f; printf 'y' > g; zip -q -r z.zip d g; unzip -Z1 z.zip | sort; mkdir o; unzip -q z.zip -d o; cat o/d/f o/g; echo
#### xxd -r -c and plain with offsets
printf 'hello world' | xxd -p | xxd -r -p; echo; printf 'hello' | xxd -c 2 -g 1
#### xxd -s negative and -l zero
cd "$(mktemp -d)"; printf 'abcdefgh' > f; xxd -s -3 f; xxd -l 0 f; echo "st=$?"; xxd -s 100 f; echo "st=$?"
#### xxd -C capitalize -i names and -n
cd "$(mktemp -d)"; printf 'A' > a.b; xxd -i -C a.b; xxd -i -n myname a.b
#### hexdump -e with byte counts and skips
printf 'ABCDEFGHIJ' | hexdump -e '"%_ad: " 4/1 "%02x " "\n"'; printf 'AB' | hexdump -e '1/1 "%_c" "\n"'
#### hexdump -d -o -x two byte forms odd length
printf 'ABC' | hexdump -d; printf 'ABC' | hexdump -o; printf 'ABC' | hexdump -x
#### strings on binary with encodings
printf 'a\0b\0c\0d\0\0\0xyzw\n' | strings -e l; printf 'a\0b\0c\0d\0\0\0xyzw\n' | strings
#### sort -R absent: shuf with -i and -n from fixed source
cd "$(mktemp -d)"; head -c 4096 /dev/zero > src; shuf -i 1-5 --random-source=src | sort -n | paste -s; shuf -n 0 -i 1-3; echo "st=$?"; shuf -e; echo "st=$?"
#### shuf -i errors and -r with -n
shuf -i 5-1; echo "st=$?"; shuf -i a-b; echo "st=$?"; shuf -r -n 3 -i 7-7
