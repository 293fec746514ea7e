#### head tail -n +N and negative
seq 10 > f; head -n 3 f; head -n -7 f; tail -n 2 f; tail -n +9 f; tail -n -1 f; head -3 f | tail -1
#### head tail -c
printf 'abcdefghij' > f; head -c 3 f; echo; head -c -7 f; echo; tail -c 3 f; echo; tail -c +8 f; echo
#### head tail multiple files headers
printf '1\n2\n' > a; printf '3\n' > b; head -n1 a b; tail -n1 a b; head -q -n1 a b; tail -v -n1 a
#### head tail errors
head -n x f; echo "st=$?"; tail nosuch; echo "st=$?"; head -c 1Q /dev/null; echo "st=$?"
#### head with size suffixes and zero
seq 100 | head -c 1K | wc -c; seq 5 | head -n 0; seq 5 | tail -n 0; echo end
#### tail of line without trailing newline
printf 'a\nb' | tail -n1; echo; printf 'a\nb' | head -n1; printf 'x' | tail -c 1; echo
#### tail -z and head -z
printf 'a\0b\0c\0' | tail -z -n1 | od -c; printf 'a\0b\0c\0' | head -z -n2 | tr '\0' ' '; echo
#### wc all flags
printf 'hello world\nfoo\n' > f; wc f; wc -l f; wc -w f; wc -c f; wc -m f; wc -L f; wc -lwc < f
#### wc multiple files totals
printf 'a\nb\n' > a; printf 'ccc\n' > b; wc a b; wc -l a b nosuch; echo "st=$?"; wc --total=never -l a b; wc --total=only -c a b
#### wc utf8 and no trailing newline
printf 'héllo' | wc -c; printf 'héllo' | wc -m; printf 'a b' | wc -l; printf '\tx  y\n' | wc -w
#### wc from stdin with dash
printf 'x\n' > f; printf 'yy\n' | wc -c - f
#### xargs basic -n -I
printf 'a b c d e\n' | xargs -n 2 echo; printf '1\n2\n' | xargs -I{} echo 'item {} done'; printf 'x y\n' | xargs echo pre
#### xargs -0 -d -L
printf 'a b\0c\0' | xargs -0 -n1 echo; printf 'a,b,c' | xargs -d, -n1 echo; printf 'a b\nc\nd e f\n' | xargs -L 2 echo
#### xargs -r empty and no -r
printf '' | xargs echo none; printf '' | xargs -r echo none; echo "st=$?"
#### xargs exit status 123
printf 'a\nb\n' | xargs -n1 sh -c 'test "$0" = a'; echo "st=$?"
#### xargs exit status 124 255
printf 'a\nb\n' | xargs -n1 sh -c 'exit 255'; echo "st=$?"
#### xargs exit 127 and 126
echo x | xargs nosuchcmd_zz; echo "st=$?"; printf 'echo no\n' > np; chmod -x np; echo x | xargs ./np; echo "st=$?"
#### xargs quotes and backslashes
printf '"a b" c\n' | xargs -n1 echo; printf "it's\n" | xargs echo; echo "st=$?"
#### xargs -P1 -t and -p absent
printf '1\n2\n' | xargs -P1 -t -n1 echo
#### xargs -s and -x
printf 'aaa bbb ccc\n' | xargs -s 12 echo; echo "st=$?"
#### xargs -I with multiple placeholders and -i
printf 'f1\nf2\n' | xargs -I % echo % %.bak; printf 'z\n' | xargs -i echo '[{}]'
#### xargs -a file and --arg-file
printf 'p\nq\n' > args; xargs -a args echo; xargs --arg-file=args -n1 echo
#### xargs -E eof string
printf 'a\nEND\nb\n' | xargs -E END echo
#### xargs with sh -c and positional
printf 'x\ny\n' | xargs sh -c 'for a; do echo "<$a>"; done' sh
#### find -name -iname -type
mkdir -p t/a/b t/c; touch t/x.txt t/a/Y.TXT t/a/b/z.md t/c/w.txt
find t -name '*.txt' | sort; find t -iname '*.txt' | sort; find t -type d | sort; find t -type f -name 'z*'
#### find -maxdepth -mindepth
mkdir -p t/a/b; touch t/1 t/a/2 t/a/b/3; find t -maxdepth 1 | sort; find t -mindepth 2 | sort; find t -mindepth 1 -maxdepth 1 -type f
#### find -path and -prune
mkdir -p t/src t/node_modules/x t/src/node_modules; touch t/src/a.js t/node_modules/x/b.js t/src/node_modules/c.js
find t -path '*/node_modules' -prune -o -name '*.js' -print | sort; find t -path 't/src/*' -name '*.js'
#### find -empty and -size
mkdir -p t/e; touch t/zero; printf 'abc' > t/three; head -c 2000 /dev/zero > t/big
find t -empty | sort; find t -size +1k | sort; find t -size -2c -type f | sort; find t -size 3c
#### find -print0 and -printf
mkdir -p t/d; printf 'abcd' > t/d/f1; find t -type f -print0 | tr '\0' '\n'; find t -printf '%p|%f|%h|%d|%y\n' | sort; find t -type f -printf '%s %P\n'
#### find -printf with mtime
mkdir t; touch -d '2021-03-04 05:06:07 UTC' t/f; TZ=UTC find t/f -printf '%TY-%Tm-%Td %TH:%TM %t\n'; find t/f -printf '%m %M %n\n'
#### find -exec semicolon and plus
mkdir t; printf '1\n' > t/a; printf '22\n' > t/b; find t -type f -exec wc -c {} \; | sort; find t -type f -exec cat {} + | sort
#### find -exec status and false
mkdir t; touch t/a; find t -type f -exec false \; ; echo "st=$?"; find t -type f -exec false {} + ; echo "st=$?"
#### find -delete
mkdir -p t/keep t/gone; touch t/gone/x t/keep/y t/z.tmp; find t -name '*.tmp' -delete; find t -path t/gone -prune -exec rm -r {} + ; find t | sort
#### find -regex and -regextype
mkdir t; touch t/a1.log t/b22.log t/c.txt; find t -regex '.*/[a-z][0-9]+\.log' | sort; find t -regextype posix-extended -regex '.*/[a-z][0-9]+\.log' | sort
#### find -newer
mkdir t; touch -d '2020-01-01' t/old; touch -d '2022-01-01' t/ref; touch -d '2023-01-01' t/new; find t -newer t/ref -type f
#### find errors
find nosuch; echo "st=$?"; find . -bogus; echo "st=$?"; find . -maxdepth; echo "st=$?"
#### find -not -o grouping
mkdir t; touch t/a.c t/b.h t/c.o; find t -type f \( -name '*.c' -o -name '*.h' \) | sort; find t -type f ! -name '*.o' | sort; find t -not -type d -name 'c*'
#### find -quit and -print order
mkdir t; touch t/a; find t -name a -print -quit; find t -name a -printf 'found %f\n' -quit
#### find with -links -perm
mkdir t; touch t/a; chmod 640 t/a; find t -type f -perm 640; find t -type f -perm -u=r -printf '%f\n'; find t -perm /o=w
#### find dot and relative output
mkdir -p t/u; touch t/u/v; cd t; find . | sort; find u; find . -name v -printf '%P\n'
#### stat -c formats
printf 'abc' > f; touch -d '2020-02-03 04:05:06 UTC' f; chmod 644 f; TZ=UTC stat -c '%n %s %a %A %F %y %Y' f; mkdir d; stat -c '%F %a' d
#### stat errors and -L
stat nosuch; echo "st=$?"; printf x > f; ln -s f l; stat -c '%N %F' l; stat -L -c '%F %s' l
#### touch -d and date -r
touch -d '2019-12-31 23:59:59 UTC' f; date -u -r f '+%Y-%m-%d %T'; touch -d '@86400' g; date -u -r g +%F
#### realpath readlink dirname basename
mkdir -p a/b; touch a/b/f; ln -s a/b lnk; realpath a/b/../b/f | sed "s|$PWD|PWD|"; readlink lnk; readlink -f lnk/f | sed "s|$PWD|PWD|"; realpath -m x/../y/z | sed "s|$PWD|PWD|"
dirname /a/b/c; dirname a; dirname /; dirname a/b/; basename /a/b/c.txt .txt; basename -s .txt x.txt y.txt; basename -a p/q r/s; basename /
#### realpath relative-to and missing
mkdir -p a/b; realpath --relative-to=a a/b; realpath nosuch/x; echo "st=$?"; readlink -e nosuch; echo "st=$?"; readlink notalink; echo "st=$?"
#### tee -a and multiple
echo one | tee f g >/dev/null; echo two | tee -a f; cat f g; echo x | tee; echo three | tee /nosuchdir/f; echo "st=$?"
#### split by lines and bytes
seq 7 > f; split -l 3 f; ls x*; cat xab; split -b 4 -d f part; ls part*; split -n 2 f half; wc -c half*
#### split suffixes and additional suffix
seq 4 > f; split -l 1 -a 3 --additional-suffix=.txt f s_; ls s_*
#### csplit by pattern
printf 'a\n---\nb\nc\n---\nd\n' > f; csplit f '/---/' '{*}'; head xx*; csplit -s -f sec f 3; ls sec*
#### md5sum sha256sum and -c
printf 'abc' > f; md5sum f; sha256sum f; sha256sum f > sums; sha256sum -c sums; printf 'x' > f; sha256sum -c sums; echo "st=$?"
#### sha1sum stdin and --quiet
printf 'hello\n' | sha1sum; printf 'x' > a; md5sum a > s; md5sum --quiet -c s; echo "st=$?"; md5sum -c nosuch; echo "st=$?"
#### tar gzip round trip
mkdir -p src/sub; printf 'one\n' > src/a; printf 'two\n' > src/sub/b
tar -cf t.tar src/a src/sub/b; tar -tf t.tar; mkdir out; tar -xf t.tar -C out; cat out/src/sub/b; gzip -k t.tar; gzip -dc t.tar.gz | tar -t; tar -czf t.tgz src/a; tar -xzOf t.tgz src/a
#### gzip and gunzip files
printf 'data\n' > f; gzip f; ls f*; gunzip f.gz; cat f; echo hi | gzip | gzip -d; gzip -d nosuch.gz; echo "st=$?"; printf 'x' > g.gz; gzip -t g.gz; echo "st=$?"
#### zcat and gzip -c -l
printf 'abc\n' | gzip -c > a.gz; zcat a.gz; gzip -cd a.gz | wc -c
#### diff -u of two files
printf 'a\nb\nc\nd\n' > x; printf 'a\nB\nc\nd\ne\n' > y; diff -u x y | tail -n +3; echo "st=${PIPESTATUS[0]}"; diff x y; diff -q x y; echo "st=$?"
#### diff -u with fixed times
printf '1\n2\n' > x; printf '1\n3\n' > y; touch -d '2020-01-01 00:00:00 UTC' x y; TZ=UTC diff -u x y; echo "st=$?"
#### diff identical and missing
printf 'a\n' > x; cp x y; diff x y; echo "st=$?"; diff x nosuch; echo "st=$?"; diff -s x y
#### diff -r directories
mkdir -p d1 d2; printf 'a\n' > d1/f; printf 'b\n' > d2/f; printf 'x\n' > d1/only; diff -r d1 d2; echo "st=$?"; diff -rq d1 d2
#### diff -c and -y and -w -i -B
printf 'a\nb\n' > x; printf 'a\nc\n' > y; diff -c x y | tail -n +3; printf 'a  b\nX\n' > p; printf 'a b\nx\n' > q; diff -w -i p q; echo "st=$?"; diff -y -W 20 x y
#### diff no newline at end
printf 'a' > x; printf 'a\n' > y; diff x y; diff -u x y | tail -n +3
