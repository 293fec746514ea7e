#### stat -c size name type perms
cd "$(mktemp -d)"; printf 'hello' > f; chmod 640 f; mkdir d; chmod 755 d; stat -c '%s %n %F %a %A' f d
#### stat -c %N quoting and symlink
cd "$(mktemp -d)"; : > 'a b'; ln -s 'a b' l; stat -c '%N' 'a b' l; stat -L -c '%F' l; stat -c '%F' l
#### stat -c times with TZ
cd "$(mktemp -d)"; : > f; TZ=UTC touch -d '2020-02-03 04:05:06.5' f; TZ=UTC stat -c '%y|%Y|%X' f
#### stat --printf escapes and no newline
cd "$(mktemp -d)"; printf 'ab' > f; stat --printf '%s\t%n\\n\n' f; stat --printf '[%5s][%-5s]\n' f f
#### stat -c width flags on numbers
cd "$(mktemp -d)"; printf 'abc' > f; stat -c '[%10s][%-10s][%010s]' f; stat -c '%h %%' f
#### stat missing file and mixed
cd "$(mktemp -d)"; : > f; stat -c %n f nosuch f; echo "st=$?"
#### stat -t terse shape
cd "$(mktemp -d)"; printf 'xy' > f; stat -t f | awk '{print $1, $2, NF}'
#### truncate sizes and modifiers
cd "$(mktemp -d)"; printf '0123456789' > f; truncate -s 4 f; cat f; echo; truncate -s +3 f; od -c f; truncate -s -2 f; wc -c < f
#### truncate rounding modifiers
cd "$(mktemp -d)"; printf '12345' > f; truncate -s %4 f; wc -c < f; truncate -s /3 f; wc -c < f; truncate -s '<6' f; wc -c < f; truncate -s '>2' f; wc -c < f
#### truncate -c no create and -r reference
cd "$(mktemp -d)"; truncate -c -s 5 none; ls; printf 'abc' > r; truncate -r r n; wc -c < n; truncate -r r -s +2 n; wc -c < n
#### truncate errors
truncate f; echo "st=$?"; truncate -s x f; echo "st=$?"; truncate -s 1K -r a f; echo "st=$?"
#### dd conv ucase lcase swab
printf 'Hello World\n' | dd conv=ucase status=none; printf 'Hello World\n' | dd conv=lcase 2>/dev/null; printf 'abcd' | dd conv=swab status=none; echo
#### dd bs skip count seek
printf '0123456789' | dd bs=2 skip=1 count=3 status=none; echo; cd "$(mktemp -d)"; printf 'XXXXXX' > o; printf 'ab' | dd of=o bs=1 seek=2 conv=notrunc status=none; cat o; echo
#### dd status noxfer stats shape
printf 'abc' | dd of=/dev/null status=noxfer; printf 'abc' | dd of=/dev/null bs=1 status=noxfer
#### dd conv=block unblock and cbs
printf 'ab\ncdef\n' | dd conv=block cbs=4 status=none | od -c; printf 'ab  cd  ' | dd conv=unblock cbs=4 status=none
#### dd iflag count_bytes skip_bytes
printf '0123456789' | dd iflag=skip_bytes,count_bytes skip=3 count=4 status=none; echo
#### dd conv=sync and excl errors
printf 'abc' | dd bs=5 conv=sync status=none | od -c; cd "$(mktemp -d)"; : > e; echo x | dd of=e conv=excl status=none; echo "st=$?"
#### dd bad operands
dd foo=bar; echo "st=$?"; dd bs=x </dev/null; echo "st=$?"; dd conv=bogus </dev/null; echo "st=$?"
#### dd ibs obs split writes record counts
printf '0123456789' | dd ibs=3 obs=4 2>&1 >/dev/null | head -2
#### ln -r relative symlinks
cd "$(mktemp -d)"; mkdir -p a/b c; : > a/b/f; ln -sr a/b/f c/l; readlink c/l; ln -sr c a/b/up; readlink a/b/up
#### ln -s -f -n and -T
cd "$(mktemp -d)"; mkdir d e; ln -s d l; ln -sfn e l; readlink l; : > f; ln -T f g; ls; ln -s x d/; ls d
#### realpath --relative-to and --relative-base
cd "$(mktemp -d)"; mkdir -p a/b c; realpath --relative-to=a/b c; realpath --relative-to=c a/b; realpath -m --relative-base=a a/b/z c | sed "s|$PWD|P|"
#### realpath -m -e -s
cd "$(mktemp -d)"; mkdir a; ln -s a l; realpath -s l/../x 2>&1 | sed "s|$PWD|P|"; realpath -m l/../x | sed "s|$PWD|P|"; realpath -e nosuch; echo "st=$?"
#### mktemp templates shape
cd "$(mktemp -d)"; f=$(mktemp XXXXXX); echo ${#f}; f=$(mktemp abcXXXXXXXX.txt --suffix=.s 2>&1); echo "$f" | sed 's/X*//; s/[A-Za-z0-9]\{8\}/R/'; mktemp -u XX; echo "st=$?"
#### mktemp -d -p and -t
cd "$(mktemp -d)"; d=$(mktemp -d -p . dXXX); test -d "$d" && echo dir ${#d}; f=$(mktemp -p "$PWD" -t zzXXXXX); case $f in "$PWD"/zz?????) echo ok;; *) echo "bad $f";; esac
#### mktemp bad templates
mktemp -u abc; echo "st=$?"; mktemp -u a/XXX/b; echo "st=$?"; mktemp --suffix=x -u aXXXb; echo "st=$?"
#### install -m -d and -D
cd "$(mktemp -d)"; printf 'x' > s; install -m 600 s t; stat -c '%a %s' t; install -d -m 711 p/q; stat -c %a p/q; install -D s deep/er/t2; ls deep/er
#### install -t and -T and -C
cd "$(mktemp -d)"; : > a; : > b; mkdir dir; install -t dir a b; ls dir; install -T a dir2; ls -d dir2; install -C a dir2; echo "st=$?"
#### install errors
install; echo "st=$?"; install a; echo "st=$?"; cd "$(mktemp -d)"; install nosuch x; echo "st=$?"
#### du apparent sizes in bytes
cd "$(mktemp -d)"; mkdir d; printf '%0100d' 0 > d/a; printf '%020d' 0 > d/b; du -b d; du -ab d | sort; du -sb --apparent-size d
#### du -d max depth and -c total
cd "$(mktemp -d)"; mkdir -p d/e/f; printf 'xx' > d/e/f/g; du -b -d 1 d; du -bc d/e d/e/f | tail -1
#### basenc encodings
printf 'hi!' | basenc --base64; printf 'hi!' | basenc --base64url; printf 'hi' | basenc --base32; printf 'hi' | basenc --base32hex; printf 'hi' | basenc --base16
#### basenc z85 and base2
printf 'abcd' | basenc --z85; printf 'A' | basenc --base2msbf; printf 'A' | basenc --base2lsbf
#### basenc decode and -w
printf 'aGkh' | basenc -d --base64; echo; printf 'hello world' | basenc --base16 -w 6; printf '@' | basenc -d --base64; echo "st=$?"
