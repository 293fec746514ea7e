#### stat -c format common
cd "$(mktemp -d)"; printf 'abc' > f; mkdir d; stat -c '%n %s %F' f d; stat -c '%a' f
#### stat --printf no newline
cd "$(mktemp -d)"; printf 'xyz' > f; stat --printf='%s:%n' f; echo
#### stat -L symlink size
cd "$(mktemp -d)"; printf '12345' > t; ln -s t l; stat -L -c %s l; stat -c %F l
#### cp -r directory
cd "$(mktemp -d)"; mkdir -p src/sub; echo a > src/sub/f; cp -r src dst; find dst | sort
#### cp -r into existing dir nests
cd "$(mktemp -d)"; mkdir -p src dst; echo a > src/f; cp -r src dst; find dst | sort
#### cp -a preserves mode
cd "$(mktemp -d)"; echo x > f; chmod 600 f; cp -a f g; stat -c %a g; TZ=UTC touch -d '2020-01-01 00:00' f; cp -a f h; TZ=UTC stat -c %y h
#### cp -n no clobber
cd "$(mktemp -d)"; echo new > a; echo old > b; cp -n a b; cat b; echo "st=$?"
#### cp -u update
cd "$(mktemp -d)"; echo src > a; touch -d '2000-01-01' a; echo dst > b; cp -u a b; cat b
#### cp --backup numbered and simple
cd "$(mktemp -d)"; echo 1 > a; echo 2 > b; cp --backup=numbered a b; cp --backup=numbered a b; ls; cp -b a b; ls
#### cp -v verbose
cd "$(mktemp -d)"; echo x > a; cp -v a b; mkdir d; cp -rv d e
#### cp directory without -r
cd "$(mktemp -d)"; mkdir d; cp d e; echo "st=$?"
#### cp missing source and same file
cd "$(mktemp -d)"; cp nosuch x; echo "st=$?"; echo a > f; cp f f; echo "st=$?"
#### cp multiple into non dir
cd "$(mktemp -d)"; touch a b c; cp a b c; echo "st=$?"
#### cp -t target dir
cd "$(mktemp -d)"; touch a b; mkdir d; cp -t d a b; ls d
#### mv rename and into dir
cd "$(mktemp -d)"; echo x > a; mv a b; mkdir d; mv b d/; ls d; mv -v d/b c
#### mv -n and -f and -i without tty
cd "$(mktemp -d)"; echo 1 > a; echo 2 > b; mv -n a b; cat b; ls
#### mv missing and into itself
cd "$(mktemp -d)"; mv nosuch x; echo "st=$?"; mkdir d; mv d d/sub; echo "st=$?"
#### mv --backup
cd "$(mktemp -d)"; echo 1 > a; echo 2 > b; mv --backup=simple --suffix=.orig a b; ls; cat b.orig
#### rm -rf nonexistent silent
rm -rf /tmp/h38g_never_there_x; echo "st=$?"; rm nosuch_h38g; echo "st=$?"
#### rm directory without -r
cd "$(mktemp -d)"; mkdir d; rm d; echo "st=$?"; rm -d d; echo "st=$?"
#### rm -v and -r verbose order
cd "$(mktemp -d)"; mkdir -p d/e; touch d/e/f; rm -rv d
#### rm -r dot and dotdot refused
cd "$(mktemp -d)"; rm -rf .; echo "st=$?"; rm -r ..; echo "st=$?"
#### rm -i without tty
cd "$(mktemp -d)"; touch f; rm -f -i f </dev/null; echo "st=$?"; ls
#### rmdir non empty and -p
cd "$(mktemp -d)"; mkdir -p a/b/c; rmdir a; echo "st=$?"; rmdir -p a/b/c; ls
#### mkdir -p -m and existing
cd "$(mktemp -d)"; mkdir -p -m 700 x/y; stat -c %a x/y x; mkdir x; echo "st=$?"; mkdir -p x; echo "st=$?"
#### mkdir -v and parents verbose
cd "$(mktemp -d)"; mkdir -pv a/b/c; mkdir -v z
#### mkdir missing parent
cd "$(mktemp -d)"; mkdir a/b; echo "st=$?"
#### ln -s and -sf replace
cd "$(mktemp -d)"; touch t u; ln -s t l; readlink l; ln -s u l; echo "st=$?"; ln -sf u l; readlink l
#### ln -s into directory
cd "$(mktemp -d)"; mkdir d; touch f; ln -s ../f d/; ls -l d | awk '{print $NF}'
#### ln hard link and -v
cd "$(mktemp -d)"; echo x > a; ln -v a b; stat -c %h a
#### touch -d and -r
cd "$(mktemp -d)"; touch -d '2019-05-06 07:08:09' a; touch -r a b; TZ=UTC stat -c %y b | cut -c1-19
#### touch -c no create and -t
cd "$(mktemp -d)"; touch -c nofile; ls; TZ=UTC touch -t 202001020304.05 f; TZ=UTC stat -c %y f | cut -c1-19
#### touch -d forms
cd "$(mktemp -d)"; export TZ=UTC; touch -d '@0' a; touch -d '2020-02-29T12:00:00' b; touch -d 'Jan 2 2003' c; stat -c '%n %Y' a b c
#### chmod symbolic modes
cd "$(mktemp -d)"; touch f; chmod 644 f; chmod u+x f; stat -c %a f; chmod go-r f; stat -c %a f; chmod a=rw,u+x f; stat -c %a f; chmod o+t,g+s f; stat -c %A f
#### chmod -R and X
cd "$(mktemp -d)"; mkdir -p d/e; touch d/f; chmod -R 600 d/f; chmod -R a+X d; stat -c '%a %n' d d/e d/f
#### chmod -v -c and reference
cd "$(mktemp -d)"; touch a b; chmod 600 a; chmod 644 b; chmod -v 600 a; chmod -c 600 b; chmod --reference=a b; stat -c %a b
#### chmod invalid mode and missing
chmod xyz /tmp; echo "st=$?"; chmod 644 /nonexistent; echo "st=$?"
#### du -s sizes in bytes apparent
cd "$(mktemp -d)"; mkdir d; printf '%0300d' 0 > d/f; du -sb d; du --apparent-size -sb d/f
#### du -h apparent and max depth
cd "$(mktemp -d)"; mkdir -p a/b; head -c 5000 /dev/zero > a/b/f; du -b --max-depth=1 a; du -hb --apparent-size a/b/f
#### basename and dirname forms
basename /a/b/c.txt; basename /a/b/c.txt .txt; basename -s .go x.go y.go; basename -a a/b c/d; dirname /a/b/; dirname file; dirname /
#### realpath and readlink -f
cd "$(mktemp -d)"; mkdir -p a/b; ln -s a/b l; realpath l | sed "s|$PWD|P|"; readlink -f l/../x | sed "s|$PWD|P|"; readlink -f nosuch/x; echo "st=$?"; readlink l
#### readlink -e and -m
cd "$(mktemp -d)"; readlink -e nosuch; echo "st=$?"; readlink -m a/../b | sed "s|$PWD|P|"
#### mktemp -d in TMPDIR and template
cd "$(mktemp -d)"; d=$(TMPDIR=$PWD mktemp -d); test -d "$d" && echo ok; f=$(mktemp ./fooXXX.txt); echo "${f%???.txt}"; ls | wc -l
#### install -D -m
cd "$(mktemp -d)"; echo x > s; install -D -m 755 s a/b/t; stat -c %a a/b/t; install -v s u
#### tar czf and tzf
cd "$(mktemp -d)"; mkdir -p p/q; echo 1 > p/a; echo 2 > p/q/b; tar czf x.tgz p; tar tzf x.tgz | sort
#### tar -C extract
cd "$(mktemp -d)"; mkdir src out; echo hi > src/f; tar cf a.tar -C src .; tar xf a.tar -C out; cat out/f; tar tf a.tar | sort
#### tar -v listing names
cd "$(mktemp -d)"; echo a > f; tar cvf t.tar f; tar xvf t.tar
#### tar missing file errors
cd "$(mktemp -d)"; tar cf t.tar nosuch; echo "st=$?"; tar xf nosuch.tar; echo "st=$?"
#### tar --exclude and strip components
cd "$(mktemp -d)"; mkdir -p r/s; touch r/s/a.o r/s/b.c; tar cf t.tar --exclude='*.o' r; tar tf t.tar; mkdir o; tar xf t.tar -C o --strip-components=1; find o | sort
#### tar extract single member to stdout
cd "$(mktemp -d)"; echo content > m; tar cf t.tar m; rm m; tar xOf t.tar m
#### tar gzip roundtrip with zcat
cd "$(mktemp -d)"; echo data > d; tar czf t.tar.gz d; gzip -dc t.tar.gz | tar tf -
#### gzip -c -k -d
cd "$(mktemp -d)"; echo hello > f; gzip -k f; ls; gzip -dc f.gz; rm f; gunzip f.gz; cat f; ls
#### gzip to stdout and zcat
echo abc | gzip -c | gunzip -c; echo abc | gzip | zcat
#### gzip errors
cd "$(mktemp -d)"; gzip nosuch; echo "st=$?"; echo notgz > x.gz; gunzip x.gz; echo "st=$?"
#### gzip -l list
cd "$(mktemp -d)"; printf '%01000d' 0 > f; gzip f; gzip -l f.gz | awk 'NR==1{print} NR==2{print $2, $4}'
#### gzip -t test
cd "$(mktemp -d)"; echo a | gzip > a.gz; gzip -t a.gz; echo "st=$?"
#### base64 encode decode wrap
printf 'hello world, this is a longer line to wrap around' | base64; printf 'hello' | base64 -w 0; echo; echo aGVsbG8= | base64 -d; echo
#### base64 -w 10 and invalid
printf 'abcdefghij' | base64 -w 10; echo '!!!' | base64 -d; echo "st=$?"
#### base64 -i ignore garbage
printf 'aGVs\n*bG8=\n' | base64 -di; echo
#### sha256sum and -c
cd "$(mktemp -d)"; echo a > f; echo b > g; sha256sum f g > sums; cat sums; sha256sum -c sums; echo b > f; sha256sum -c sums; echo "st=$?"
#### sha256sum -c --quiet and status
cd "$(mktemp -d)"; echo a > f; sha256sum f > s; sha256sum -c --quiet s; echo "st=$?"; echo z > f; sha256sum --status -c s; echo "st=$?"
#### md5sum stdin and file
echo -n abc | md5sum; cd "$(mktemp -d)"; echo x > f; md5sum f; md5sum nosuch; echo "st=$?"
#### md5sum -c missing file
cd "$(mktemp -d)"; echo 'd41d8cd98f00b204e9800998ecf8427e  gone' > s; md5sum -c s; echo "st=$?"; md5sum -c --ignore-missing s; echo "st=$?"
#### sha1sum and sha512sum tags
echo x | sha1sum; echo x | sha512sum | cut -c1-20; echo x | sha256sum --tag
#### cksum and b2sum
echo x | cksum; echo x | b2sum | cut -c1-16
#### diff -u files
cd "$(mktemp -d)"; printf 'a\nb\nc\n' > x; printf 'a\nB\nc\n' > y; diff -u x y | tail -n +3; echo "st=$?"
#### diff -q and -r
cd "$(mktemp -d)"; mkdir -p l r; echo 1 > l/f; echo 2 > r/f; echo s > l/only; diff -q l r; echo "st=$?"; diff -r l r; echo "st=$?"
#### diff identical and -s
cd "$(mktemp -d)"; echo a > x; cp x y; diff x y; echo "st=$?"; diff -s x y
#### diff normal format add delete
cd "$(mktemp -d)"; printf '1\n2\n3\n' > a; printf '1\n3\n4\n' > b; diff a b
#### diff -u stdin
cd "$(mktemp -d)"; printf 'a\n' > f; printf 'b\n' | diff -u f - | tail -n +3
#### diff -w -B -i
cd "$(mktemp -d)"; printf 'a b\n' > x; printf 'a  b\n' > y; diff -w x y; echo "st=$?"; printf 'A\n' > p; printf 'a\n' > q; diff -i p q; echo "st=$?"
#### diff -u no newline at end
cd "$(mktemp -d)"; printf 'a' > x; printf 'a\n' > y; diff -u x y | tail -n +3
#### patch apply unified diff
cd "$(mktemp -d)"; printf 'a\nb\nc\n' > f; printf 'a\nB\nc\n' > g; diff -u f g > p.diff; patch f < p.diff; cat f
#### patch -p1 from git style
cd "$(mktemp -d)"; mkdir src; printf 'x\ny\n' > src/m; printf -- '--- a/src/m\n+++ b/src/m\n@@ -1,2 +1,2 @@\n x\n-y\n+Y\n' > p; patch -p1 < p; cat src/m
#### patch -R reverse and dry run
cd "$(mktemp -d)"; printf '1\n2\n' > f; printf '1\n3\n' > g; diff -u f g > d; patch f d; patch -R f d; cat f; patch --dry-run f d; cat f
#### patch failing hunk
cd "$(mktemp -d)"; printf 'q\n' > f; printf -- '--- f\n+++ f\n@@ -1 +1 @@\n-zzz\n+y\n' > p; patch f < p; echo "st=$?"; ls
#### patch -b backup
cd "$(mktemp -d)"; printf 'a\n' > f; printf -- '--- f\n+++ f\n@@ -1 +1 @@\n-a\n+b\n' > p; patch -b f p; cat f f.orig
#### tar -T empty list makes an empty archive
cd "$(mktemp -d)"; tar cf - --files-from /dev/null | tar tf -; echo "st=$?"; tar cf e.tar -T /dev/null; wc -c < e.tar; printf 'f\n' > list; echo x > f; tar cf l.tar -T list; tar tf l.tar
