#### stat -c name size type
cd "$(mktemp -d)"; printf abcde > f; mkdir d; ln -s f l; stat -c '%n %s %F' f d/ l | sed 's/ [0-9]* directory/ N directory/'
#### stat -c access rights forms
cd "$(mktemp -d)"; : > f; chmod 2751 f; stat -c '%a|%A|%#a' f
#### stat -c %f raw mode hex
cd "$(mktemp -d)"; : > f; chmod 644 f; mkdir d; chmod 755 d; stat -c '%f' f d
#### stat -c %N quoted names
cd "$(mktemp -d)"; : > 'a b'; ln -s 'a b' l; stat -c '%N' 'a b' l
#### stat -c %Y %y fixed mtime
cd "$(mktemp -d)"; : > f; TZ=UTC touch -d '2020-03-04 05:06:07' f; TZ=UTC stat -c '%Y|%y' f
#### stat -c %x %z shape and %W
cd "$(mktemp -d)"; : > f; stat -c '%X %Z' f | grep -cE '^[0-9]+ [0-9]+$'
#### stat --printf escapes
cd "$(mktemp -d)"; printf xy > f; stat --printf '%s\t%n\n' f; stat --printf 'a\\tb\\n\n' f
#### stat -c does not interpret backslashes
cd "$(mktemp -d)"; : > f; stat -c 'a\tb' f
#### stat -c unknown directive
cd "$(mktemp -d)"; : > f; stat -c '%Q|%%|%' f
#### stat -c width and precision
cd "$(mktemp -d)"; printf abc > f; stat -c '[%5s][%-5s][%05s]' f; stat -c '[%10n]' f
#### stat -c %h %i shape
cd "$(mktemp -d)"; : > f; ln f g; stat -c '%h' f
#### stat missing file
stat /nope; echo "st=$?"; stat -c %n; echo "st=$?"
#### stat -L on symlink
cd "$(mktemp -d)"; printf 12345 > f; ln -s f l; stat -c '%s %F' l | sed 's/^[0-9]* /N /'; stat -L -c '%s %F' l
#### stat -t terse shape
cd "$(mktemp -d)"; printf abc > f; stat -t f | awk '{print $1, $2, NF}'
#### stat -c %U %G numeric forms count
cd "$(mktemp -d)"; : > f; stat -c '%u %g' f | grep -cE '^[0-9]+ [0-9]+$'
#### stat -f shape
stat -f -c %n / 
#### du -s -b apparent sizes
cd "$(mktemp -d)"; mkdir d; printf '%100s' > d/a; printf '%50s' > d/b; du -sb d | cut -f1 | awk '{print ($1 >= 150)}'
#### du -ab per file apparent
cd "$(mktemp -d)"; mkdir d; printf '%100s' > d/a; printf '%7s' > d/b; du -ab d | grep -v '	d$' | sort -k2
#### du --apparent-size --block-size=1 files
cd "$(mktemp -d)"; printf '%1234s' > f; du --apparent-size --block-size=1 f; du -b f
#### du -h and --si on apparent
cd "$(mktemp -d)"; printf '%2000000s' > f; du -bh f; du -b --si f
#### du --max-depth prints levels
cd "$(mktemp -d)"; mkdir -p a/b/c; du --max-depth=1 a | awk '{print $2}'; du -d 0 a | awk '{print $2}'; du -d 2 a | awk '{print $2}'
#### du -c grand total
cd "$(mktemp -d)"; printf '%10s' > x; printf '%20s' > y; du -cb x y
#### du missing file
cd "$(mktemp -d)"; du nope; echo "st=$?"
#### du -s and -a conflict
cd "$(mktemp -d)"; mkdir d; du -sa d; echo "st=$?"
#### du -0 separator
cd "$(mktemp -d)"; printf '%10s' > x; du -b0 x | od -c | head -2
#### du --exclude
cd "$(mktemp -d)"; mkdir d; printf 1 > d/a.o; printf 22 > d/b.c; du -ab --exclude='*.o' d | cut -f2 | sort
#### wc -L longest line
printf 'ab\nabcdef\n\nxyz' | wc -L; printf 'a\tb\n' | wc -L; printf '' | wc -L
#### wc -m multibyte
printf 'héllo\n' | wc -m; printf 'héllo\n' | wc -c; printf 'héllo\n' | wc -mc
#### wc -L with wide characters
printf '日本語\nab\n' | wc -L
#### wc --files0-from
cd "$(mktemp -d)"; printf 'a\nb\n' > x; printf 'c\n' > y; printf 'x\0y\0' > list; wc -l --files0-from=list
#### wc --files0-from stdin
cd "$(mktemp -d)"; printf 'a b\n' > x; printf 'x\0' | wc -w --files0-from=-
#### wc --files0-from with missing file
cd "$(mktemp -d)"; printf 'a\n' > x; printf 'x\0nope\0' | wc -l --files0-from=-; echo "st=$?"
#### wc --files0-from with operand
cd "$(mktemp -d)"; : > l; wc --files0-from=l x; echo "st=$?"
#### wc total column widths
cd "$(mktemp -d)"; printf 'a\n' > x; printf '%s\n' 1 2 3 4 5 6 7 8 9 10 11 > y; wc x y
#### wc --total
cd "$(mktemp -d)"; printf 'a\n' > x; printf 'b\nc\n' > y; wc -l --total=only x y; wc -l --total=never x y; wc -l --total=always x
#### head -c with negative
printf 'abcdefgh' | head -c -3; echo; printf 'abcdefgh' | head -c 3; echo
#### head -n negative
printf '1\n2\n3\n4\n5\n' | head -n -2; printf '1\n2\n' | head -n -5; echo end
#### head -c with suffixes
head -c 1k /dev/zero | wc -c; head -c 1KB /dev/zero | wc -c; head -c 2b /dev/zero | wc -c
#### head multiple files headers
cd "$(mktemp -d)"; printf 'a\n' > x; printf 'b\n' > y; head -n1 x y; head -qn1 x y; head -vn1 x
#### head -z
printf 'a\0b\0c\0' | head -z -n 2 | tr '\0' ,; echo
#### head invalid count
head -n x /dev/null; echo "st=$?"; head -c -x /dev/null; echo "st=$?"
#### tail -n +N and -c +N
printf '1\n2\n3\n4\n' | tail -n +3; printf 'abcdef' | tail -c +3; echo; printf 'abcdef' | tail -c 2; echo
#### tail -n 0 and +0
printf '1\n2\n' | tail -n 0; echo x; printf '1\n2\n' | tail -n +0
#### tail old style options
printf '1\n2\n3\n' | tail -2; printf '1\n2\n3\n' | tail +2
#### tail multiple files headers
cd "$(mktemp -d)"; printf 'a\nb\n' > x; printf 'c\n' > y; tail -n1 x y; tail -qn1 x y
#### tail -z
printf 'a\0b\0c\0' | tail -z -n 2 | tr '\0' ,; echo
#### tail no trailing newline
printf 'a\nb' | tail -n 1; echo; printf 'a\nb\n\n' | tail -n 2 | od -c | head -1
#### split -l default names
cd "$(mktemp -d)"; seq 5 | split -l 2; ls; cat xab
#### split -b and -a and -d
cd "$(mktemp -d)"; printf 'abcdefg' | split -b 3 -d -a 3 - p_; ls; cat p_002; echo
#### split -n chunks
cd "$(mktemp -d)"; seq 10 > f; split -n 3 f; wc -c x* | head -3
#### split -n l/2
cd "$(mktemp -d)"; seq 10 > f; split -n l/2 f c; cat caa | tr '\n' ' '; echo; cat cab | tr '\n' ' '; echo
#### split -n r/2 round robin
cd "$(mktemp -d)"; seq 6 > f; split -n r/2 f r; cat raa | tr '\n' ' '; cat rab | tr '\n' ' '; echo
#### split --additional-suffix and -x
cd "$(mktemp -d)"; seq 3 | split -l 1 -x --additional-suffix=.txt; ls
#### split --verbose
cd "$(mktemp -d)"; seq 4 | split -l 2 --verbose
#### split -C line bytes
cd "$(mktemp -d)"; printf 'aaaa\nbb\ncc\nd\n' | split -C 5; for f in x*; do printf '%s:' $f; od -An -c $f | tr -s ' '; done
#### split -n chunk to stdout
cd "$(mktemp -d)"; seq 6 > f; split -n 2/3 f
#### split --numeric-suffixes=FROM
cd "$(mktemp -d)"; seq 3 | split -l 1 --numeric-suffixes=5; ls
#### split suffix exhausted
cd "$(mktemp -d)"; seq 30 | split -l 1 -a 1 -d; echo "st=$?"; ls | wc -l
#### csplit by regex and line number
cd "$(mktemp -d)"; seq 10 > f; csplit f 4 '/7/'; cat xx01
#### csplit repeat and -k
cd "$(mktemp -d)"; printf 'a\n--\nb\n--\nc\n' > f; csplit -s f '/--/' '{*}'; ls; cat xx02
#### csplit -f -n -b
cd "$(mktemp -d)"; seq 4 > f; csplit -s -f part -n 3 f 3; ls; csplit -s -b '%02d.txt' -f q f 2; ls q*
#### csplit offset and skip
cd "$(mktemp -d)"; seq 6 > f; csplit f '/3/+1' ; csplit -s -f s f '%2%' '/5/'; cat s00
#### csplit no match error
cd "$(mktemp -d)"; seq 3 > f; csplit f '/9/'; echo "st=$?"; ls
#### csplit -z elide empty
cd "$(mktemp -d)"; printf 'x\ny\n' > f; csplit -z f '/x/' '/y/'; ls
#### cp -v mv -v rm -v messages
cd "$(mktemp -d)"; : > a; cp -v a b; mv -v b c; rm -v c; mkdir d; rmdir -v d; mkdir -v e; mkdir -pv f/g
#### cp -r -v
cd "$(mktemp -d)"; mkdir -p s/t; : > s/t/f; cp -rv s d
#### ln -v and -sv
cd "$(mktemp -d)"; : > a; ln -v a b; ln -sv a c; ln -sfv b c
#### rm -rv order
cd "$(mktemp -d)"; mkdir -p d/e; : > d/e/f; rm -rv d
#### rm errors
cd "$(mktemp -d)"; mkdir d; rm d; echo "st=$?"; rm nope; echo "st=$?"; rm -f nope; echo "st=$?"; rm; echo "st=$?"
#### rmdir errors and -p
cd "$(mktemp -d)"; mkdir -p a/b; : > a/b/f; rmdir a; echo "st=$?"; rm a/b/f; rmdir -pv a/b; ls
#### rmdir --ignore-fail-on-non-empty
cd "$(mktemp -d)"; mkdir d; : > d/f; rmdir --ignore-fail-on-non-empty d; echo "st=$?"
#### mkdir errors
cd "$(mktemp -d)"; mkdir d; mkdir d; echo "st=$?"; mkdir x/y; echo "st=$?"; mkdir -m 700 -v m; stat -c %a m
#### mv errors
cd "$(mktemp -d)"; mv nope x; echo "st=$?"; mkdir d; mv d d/e; echo "st=$?"; : > f; mv f f; echo "st=$?"
#### cp errors
cd "$(mktemp -d)"; mkdir d; cp d e; echo "st=$?"; cp nope x; echo "st=$?"; : > f; cp f f; echo "st=$?"; cp f; echo "st=$?"
#### cp -n and -i with no
cd "$(mktemp -d)"; echo a > a; echo b > b; cp -n a b; cat b; echo n | cp -i a b; cat b
#### cp -b backup and suffix
cd "$(mktemp -d)"; echo a > a; echo b > b; cp -b a b; ls; cp -b -S .old a b; ls
#### cp --backup=numbered
cd "$(mktemp -d)"; echo 1 > a; echo 2 > b; cp --backup=numbered a b; cp --backup=numbered a b; ls
#### mv -n and -u
cd "$(mktemp -d)"; echo a > a; echo b > b; mv -n a b; cat b; ls
#### cp -t and -T
cd "$(mktemp -d)"; mkdir d; : > a; : > b; cp -t d a b; ls d; mkdir e; cp -T a e; echo "st=$?"
#### ln errors
cd "$(mktemp -d)"; : > a; ln a a; echo "st=$?"; ln -s a b; ln -s a b; echo "st=$?"
#### ln -r relative
cd "$(mktemp -d)"; mkdir -p x/y z; : > x/y/f; ln -sr x/y/f z/l; readlink z/l
#### install -v and -D
cd "$(mktemp -d)"; : > f; install -v f g; install -Dv f a/b/c
#### install -d -v
cd "$(mktemp -d)"; install -dv p/q
#### install errors
cd "$(mktemp -d)"; install nope x; echo "st=$?"; install -m 999 /dev/null x; echo "st=$?"
#### install -t and -m
cd "$(mktemp -d)"; : > a; mkdir d; install -m 600 -t d a; stat -c %a d/a
#### readlink -f -m -e
cd "$(mktemp -d)"; mkdir -p a/b; ln -s a/b l; readlink -f l/../x | sed "s#$PWD#P#"; readlink -m l/nope/../z | sed "s#$PWD#P#"; readlink -e l/nope; echo "st=$?"; readlink -f nope/x; echo "st=$?"
#### readlink without option on non-link
cd "$(mktemp -d)"; : > f; readlink f; echo "st=$?"; ln -s f l; readlink l; readlink -n l; echo
#### readlink multiple and -v
cd "$(mktemp -d)"; ln -s t1 a; ln -s t2 b; readlink a b; readlink -v nope; echo "st=$?"
#### realpath --relative-to
cd "$(mktemp -d)"; mkdir -p a/b c; realpath --relative-to=c a/b; realpath --relative-to=a/b a; realpath --relative-to=/ /usr/bin
#### realpath --relative-base
cd "$(mktemp -d)"; mkdir -p a/b; realpath --relative-base=a a/b | sed "s#$PWD#P#"; realpath --relative-base=a . | sed "s#$PWD#P#"
#### realpath -m -e -s
cd "$(mktemp -d)"; realpath -m x/../y | sed "s#$PWD#P#"; realpath -e x; echo "st=$?"; ln -s /usr l; realpath -s l | sed "s#$PWD#P#"
#### realpath -q and missing
cd "$(mktemp -d)"; realpath nope/x; echo "st=$?"; realpath -q nope/x; echo "st=$?"
#### mktemp templates
cd "$(mktemp -d)"; f=$(mktemp -p . fooXXXX.txt); echo "${#f}"; [[ $f == ./foo????.txt ]] && echo ok; mktemp abc; echo "st=$?"
#### mktemp --suffix and -u
cd "$(mktemp -d)"; f=$(mktemp --suffix=.sh tXXXXX); [[ $f == t?????.sh ]] && echo ok; g=$(mktemp -u qXXX); [ -e "$g" ]; echo "exists=$?"
#### mktemp too few Xs
mktemp XX; echo "st=$?"; mktemp -d --tmpdir=/nope XXXXXX; echo "st=$?"
#### mktemp -t
f=$(TMPDIR=/tmp mktemp -t zzXXXX); [[ $f == /tmp/zz* ]] && echo ok; rm -f "$f"
#### truncate sizes
cd "$(mktemp -d)"; printf abcdef > f; truncate -s 3 f; cat f; echo; truncate -s +2 f; od -c f | head -1; truncate -s -4 f; wc -c < f
#### truncate relative forms
cd "$(mktemp -d)"; printf '%10s' > f; truncate -s '<5' f; wc -c < f; truncate -s '>20' f; wc -c < f; truncate -s '%7' f; wc -c < f; truncate -s '/4' f; wc -c < f
#### truncate -c and -r
cd "$(mktemp -d)"; truncate -c -s 5 nope; ls; printf abc > r; truncate -r r g; wc -c < g
#### truncate errors
cd "$(mktemp -d)"; truncate f; echo "st=$?"; truncate -s x f; echo "st=$?"
#### dd count skip status=none
printf 'abcdefghij' | dd bs=2 skip=1 count=2 status=none; echo
#### dd conv=ucase lcase
printf 'Hello\n' | dd conv=ucase status=none; printf 'Hello\n' | dd conv=lcase 2>/dev/null
#### dd stats line shape
printf 'abc' | dd of=/dev/null 2>&1 | head -2
#### dd ibs obs and seek
cd "$(mktemp -d)"; printf 'XXXXXXXX' > f; printf 'ab' | dd of=f bs=1 seek=3 conv=notrunc status=none; cat f; echo
#### dd conv=swab and sync
printf 'abcd' | dd conv=swab status=none; echo; printf 'ab' | dd bs=4 conv=sync status=none | od -c | head -1
#### dd count_bytes iflag
printf 'abcdefgh' | dd iflag=count_bytes,skip_bytes skip=2 count=3 status=none; echo
#### dd bad operand
dd foo=bar; echo "st=$?"; dd bs=x; echo "st=$?"
#### dd status=noxfer
printf 'ab' | dd status=noxfer of=/dev/null
#### env -i and -u
env -i A=1 env; B=2 env -u B sh -c 'echo ${B-unset}'
#### env -i with command
env -i PATH=/usr/bin:/bin sh -c 'echo $A-$PATH'
#### env -0 and -C
env -i A=1 B=2 env -0 | tr '\0' ,; echo; cd /; env -C /tmp pwd
#### env missing command
env nope; echo "st=$?"; env -u; echo "st=$?"
#### env -S split string
env -S 'echo a  b' ; env -S'printf %s-%s\n x y'
#### printenv forms
A=1 B=2 printenv A B; printenv NOPE; echo "st=$?"; A=x printenv -0 A | od -c | head -1
#### test edge cases
test; echo $?; test ''; echo $?; test -n; echo $?; test ! ; echo $?; test a = a -a b = c; echo $?; test '(' a ')'; echo $?
#### test integer errors
test 1 -eq x; echo $?; test 1 -lt 2 -o x; echo $?; env test 09 -eq 9; echo $?
#### test -ef -nt -ot
cd "$(mktemp -d)"; : > a; ln a b; : > c; touch -d 2000-01-01 c; test a -ef b; echo $?; test a -nt c; echo $?; test c -ot a; echo $?; test a -nt nope; echo $?
#### expr edge cases
expr 5 / 0; echo $?; expr 1 + a; echo $?; expr 0; echo $?; expr '' ; echo $?; expr 3 % -2
#### expr string ops
expr length abc; expr substr hello 2 3; expr index hello l; expr match abc 'a\(.\)'; expr abc : '.*'
#### expr comparison and logic
expr 2 '<' 10; expr a '<' b; expr 0 '|' 3; expr 0 '&' 3; expr '' '|' ''; echo $?
#### expr big numbers
expr 99999999999999999999 + 1; echo $?
