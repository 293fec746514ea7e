#### stat -c size type and perms of made files
cd "$(mktemp -d)"; printf 'abcde' > f; mkdir d; ln -s f l; chmod 640 f
stat -c '%n|%s|%F|%a|%A' f d l; stat -L -c '%n|%s|%F' l
#### stat -c %N %h and escapes
cd "$(mktemp -d)"; printf 'x' > 'a b'; ln -s 'a b' l; ln 'a b' h; stat -c '%N %h' 'a b' l; stat -c '%%|%n%%' h
#### stat --printf without newline and backslash escapes
cd "$(mktemp -d)"; printf 'xyz' > f; stat --printf '%n\t%s\n' f; stat --printf '%s' f; echo; stat --printf '\x41\101\\%n\n' f
#### stat missing file and -c on mixed list
cd "$(mktemp -d)"; printf '' > f; stat -c %s f nosuch f; echo "st=$?"
#### stat -c %t %T %d shape of plain file
cd "$(mktemp -d)"; printf 'a' > f; stat -c '%t %T' f; stat -c '%X' f | grep -c '^[0-9][0-9]*$'
#### truncate relative sizes
cd "$(mktemp -d)"; printf '0123456789' > f; truncate -s +5 f; stat -c %s f; truncate -s -3 f; stat -c %s f; truncate -s %8 f; stat -c %s f; truncate -s /5 f; stat -c %s f
#### truncate at most and at least
cd "$(mktemp -d)"; printf '0123456789' > f; truncate -s '<4' f; stat -c %s f; truncate -s '<20' f; stat -c %s f; truncate -s '>12' f; stat -c %s f; truncate -s '>2' f; stat -c %s f
#### truncate creates and -c does not
cd "$(mktemp -d)"; truncate -s 3 new; stat -c %s new; od -c new; truncate -c -s 3 none; ls none; echo "st=$?"
#### truncate sizes with suffixes and errors
cd "$(mktemp -d)"; truncate -s 1K a; truncate -s 1KB b; truncate -s 2b c; stat -c '%n %s' a b c; truncate -s 1X d; echo "st=$?"; truncate f; echo "st=$?"
#### truncate -r reference and -o io blocks shape
cd "$(mktemp -d)"; printf '12345' > ref; truncate -r ref x; stat -c %s x; truncate -r ref -s +2 y; stat -c %s y
#### dd skip and count with bs 1
printf '0123456789' | dd bs=1 skip=2 count=3 status=none; echo
#### dd conv ucase lcase and swab
printf 'Hello World' | dd conv=ucase status=none; echo; printf 'Hello World' | dd conv=lcase,swab status=none; echo
#### dd seek with notrunc into existing file
cd "$(mktemp -d)"; printf 'abcdefgh' > f; printf 'XY' | dd of=f bs=1 seek=3 conv=notrunc status=none; cat f; echo; printf 'XY' | dd of=f bs=1 seek=3 status=none; cat f; echo
#### dd seek past end pads with zeros
cd "$(mktemp -d)"; printf 'Q' | dd of=g bs=4 seek=1 status=none; od -c g
#### dd conv sync pads blocks
printf 'abcde' | dd bs=4 conv=sync status=none | od -c
#### dd byte flags for skip and count
printf '0123456789' | dd iflag=skip_bytes,count_bytes skip=3 count=4 bs=2 status=none; echo
#### dd cbs block and unblock
printf 'ab\ncdef\n' | dd cbs=4 conv=block status=none | od -c; printf 'ab  cd  ' | dd cbs=4 conv=unblock status=none | od -c
#### dd bad operands
dd foo=1 </dev/null; echo "st=$?"; dd bs=0 </dev/null; echo "st=$?"; dd conv=nope </dev/null; echo "st=$?"
#### dd count 0 and ibs obs
printf 'abc' | dd count=0 status=none; echo "st=$?"; printf 'abcdef' | dd ibs=2 obs=4 count=2 status=none; echo
#### install -D -m creates parents
cd "$(mktemp -d)"; printf 'x' > src; install -D -m 640 src a/b/c/dst; stat -c '%a %s' a/b/c/dst; stat -c %a a/b
#### install -d -m and existing
cd "$(mktemp -d)"; install -d -m 700 p/q; stat -c %a p p/q; install -d p/q; echo "st=$?"
#### install -t directory with several files and -v
cd "$(mktemp -d)"; printf 'a' > a; printf 'b' > b; mkdir dir; install -v -m 600 -t dir a b; stat -c '%n %a' dir/a dir/b
#### install -T and -C
cd "$(mktemp -d)"; printf 'a' > a; mkdir d; install -T a d; echo "st=$?"; install -T a e; cat e; echo; install -C -v a e; echo "st=$?"
#### install errors
install; echo "st=$?"; install onlyone; echo "st=$?"; cd "$(mktemp -d)"; mkdir d; install d x; echo "st=$?"; install -m 999 /dev/null x; echo "st=$?"
#### ln -sr computes relative target
cd "$(mktemp -d)"; mkdir -p a/b c; printf 'x' > a/b/f; ln -sr a/b/f c/l; readlink c/l; cat c/l; echo; ln -sr c/l a/l2; readlink a/l2
#### ln -sfn replaces link to directory
cd "$(mktemp -d)"; mkdir d1 d2; ln -s d1 cur; ln -sf d2 cur; readlink cur; ls d1; ln -sfn d2 cur; readlink cur
#### ln -T and exists errors
cd "$(mktemp -d)"; printf 'x' > f; mkdir d; ln -s f d; ls d; ln -sT f d; echo "st=$?"; ln f g; ln f g; echo "st=$?"
#### ln -v and -b backups
cd "$(mktemp -d)"; printf 'x' > f; printf 'y' > g; ln -v -s f l; ln -sfbv g l; ls | sort; readlink l l~
#### ln hard link to directory and missing target
cd "$(mktemp -d)"; mkdir d; ln d e; echo "st=$?"; ln nosuch x; echo "st=$?"; ln -s nosuch dang; ls -l dang | cut -c1; test -e dang; echo "e=$?"
#### realpath --relative-to and --relative-base
cd "$(mktemp -d)"; mkdir -p a/b c; realpath --relative-to=c a/b; realpath --relative-to=a/b a c; realpath --relative-base=a a/b c | sed "s|$PWD|P|"
#### readlink -f through chains and dotdot
cd "$(mktemp -d)"; mkdir -p x/y; ln -s x/y l1; ln -s l1 l2; readlink -f l2/../y | sed "s|$PWD|P|"; readlink l2; readlink -f l2 | sed "s|$PWD|P|"
#### readlink -e -m on missing parts
cd "$(mktemp -d)"; readlink -m no/such/../x | sed "s|$PWD|P|"; readlink -e no/x; echo "st=$?"; readlink -f no/x; echo "st=$?"; readlink -f nosuch | sed "s|$PWD|P|"
#### readlink on non link and -n -z
cd "$(mktemp -d)"; printf '' > f; ln -s f l; readlink f; echo "st=$?"; readlink -n l; echo '|'; readlink -z l | od -c
#### realpath -s -L -P with dotdot through link
cd "$(mktemp -d)"; mkdir -p r/s t; ln -s ../r/s t/l; realpath -s t/l/.. | sed "s|$PWD|P|"; realpath -L t/l/.. | sed "s|$PWD|P|"; realpath -P t/l/.. | sed "s|$PWD|P|"
#### realpath -q and -e missing
cd "$(mktemp -d)"; realpath -q a/b; echo "st=$?"; realpath -e a; echo "st=$?"; realpath -m a/./b/../c | sed "s|$PWD|P|"
#### basename -a -s and -z
basename -a /x/y.c z.c; basename -s .c /x/y.c /w/v.c; basename -z a/b | od -c | head -1; basename -a; echo "st=$?"
#### basename odd names
basename //; basename /; basename ''; basename a/b/ b; basename a.c .c; basename .c .c; basename x 'x'
#### dirname odd names
dirname //; dirname a//b//; dirname ///x; dirname ''; dirname -z a/b x | od -c | head -1; dirname; echo "st=$?"
#### mktemp -p with template hides random part
cd "$(mktemp -d)"; mkdir t; f=$(mktemp -p t fooXXXXXX); echo "${f%??????}"; ls t | wc -l; stat -c %a "$f"
#### mktemp --suffix and -d mode
cd "$(mktemp -d)"; f=$(mktemp --suffix=.txt -p . abcXXX); case $f in ./abc???.txt) echo ok;; *) echo "$f";; esac; d=$(mktemp -d -p .); stat -c '%a %F' "$d"
#### mktemp -u does not create
cd "$(mktemp -d)"; f=$(mktemp -u -p . zzXXXX); test -e "$f"; echo "exists=$?"; ls | wc -l
#### mktemp template errors
cd "$(mktemp -d)"; mktemp -p . aXX; echo "st=$?"; f=$(mktemp -p . aXXXbc); echo "st=$?"; case $f in ./a???bc) echo ok;; *) echo "bad $f";; esac; mktemp -p . a/XXXX; echo "st=$?"; mktemp -p nodir XXXX; echo "st=$?"
#### mktemp -t uses TMPDIR
cd "$(mktemp -d)"; mkdir tt; f=$(TMPDIR=$PWD/tt mktemp -t qqXXXX); case $f in "$PWD"/tt/qq????) echo ok;; *) echo "bad $f";; esac
#### touch -d fixed date and stat -c %y %Y
cd "$(mktemp -d)"; touch -d '2020-01-02 03:04:05' f; stat -c '%y|%Y' f; touch -d '@86400' g; stat -c %Y g
#### touch -t formats and ls --time-style
cd "$(mktemp -d)"; touch -t 202001020304.05 a; touch -t 01020304 b; touch -t 9901020304 c; ls -l --time-style=+%F_%T a c | awk '{print $6, $7}'; date -r b +%m-%d_%H:%M
#### touch -r and -a -m separately
cd "$(mktemp -d)"; touch -d '2001-02-03 04:05:06' ref; touch -r ref f; stat -c '%X %Y' f; touch -m -d '2010-01-01' f; stat -c '%X %Y' f; touch -a -d '2011-01-01' f; stat -c '%X %Y' f
#### touch -d relative to a date and invalid
cd "$(mktemp -d)"; touch -d '2020-01-31 12:00 +1 day' f; date -r f '+%F %T'; touch -d 'bogus date' g; echo "st=$?"
#### touch -c and -h on symlink
cd "$(mktemp -d)"; touch -c none; ls; touch -d '2000-01-01' t; ln -s t l; touch -h -d '2005-05-05' l; date -r t +%F; stat -c %y l | cut -c1-10
#### ls -lt ordering by fixed times
cd "$(mktemp -d)"; touch -d 2001-01-01 a; touch -d 2003-01-01 b; touch -d 2002-01-01 c; ls -t; ls -tr; ls -l --time-style=long-iso | awk 'NR>1{print $6, $8}'
#### ls --full-time and time styles
cd "$(mktemp -d)"; touch -d '2020-03-04 05:06:07.5' f; ls -l --time-style=full-iso f | awk '{print $6, $7, $8}'; ls -l --time-style=iso f | awk '{print $6, $7}'
#### du -b and --apparent-size of files
cd "$(mktemp -d)"; printf '12345' > a; head -c 3000 /dev/zero > b; du -b a b; du -cb a b; du --apparent-size --block-size=1 a
#### du -b of sparse file
cd "$(mktemp -d)"; truncate -s 100000 s; du -b s; du --apparent-size -k s
#### split -n into byte chunks
cd "$(mktemp -d)"; seq 10 > f; split -n 3 f p; for x in p*; do printf '%s:' "$x"; od -An -c "$x" | tr -s ' ' | tr -d '\n'; echo; done
#### split -n l/2 and r/3 to stdout
cd "$(mktemp -d)"; seq 7 > f; split -n l/2/2 f; echo --; split -n r/2/3 f; echo --; split -n r/3 f q; head q*
#### split --additional-suffix and numeric start
cd "$(mktemp -d)"; seq 5 > f; split -l 2 --numeric-suffixes=5 --additional-suffix=.txt f part_; ls; split -l 2 -x f h; ls h*
#### split -a 1 exhausted and -l 0
cd "$(mktemp -d)"; seq 30 > f; split -a 1 -l 1 f s; echo "st=$?"; ls s* | wc -l; split -l 0 f; echo "st=$?"
#### split -t separator and -C line bytes
cd "$(mktemp -d)"; printf 'a,b,c,d,e' > f; split -t, -l 2 f s; head s*; printf 'aa\nbbbbb\nc\n' > g; split -C 4 g c; for x in c?*; do printf '%s=' $x; od -An -c $x | tr -d ' \n'; echo; done
#### split -e with more chunks than bytes
cd "$(mktemp -d)"; printf 'ab' > f; split -n 4 f x; ls x* | wc -l; rm x*; split -e -n 4 f y; ls y*
#### csplit repeat star and counts
cd "$(mktemp -d)"; printf 'a\n--\nb\nc\n--\nd\n' > f; csplit -f p f '/--/' '{*}'; head p*
#### csplit -z -k and -n -b format
cd "$(mktemp -d)"; printf 'x\ny\nx\n' > f; csplit -z -n 1 -b '%02d.part' f '/x/' '{*}'; ls
#### csplit percent skip and -s
cd "$(mktemp -d)"; seq 10 > f; csplit -s f '%4%' '/7/'; head xx*
#### csplit line number out of range and -k
cd "$(mktemp -d)"; seq 5 > f; csplit f 3 10; echo "st=$?"; ls; csplit -k f 3 10; echo "st=$?"; ls
#### csplit repeat count too large
cd "$(mktemp -d)"; seq 6 > f; csplit f 2 '{5}'; echo "st=$?"; ls | wc -l; csplit -k f '/1/' '{9}'; echo "st=$?"
#### csplit offsets after pattern
cd "$(mktemp -d)"; seq 8 > f; csplit f '/3/+2' '/7/-1'; head xx*
#### tac -s separator and -b before
printf 'a,b,c,' | tac -s,; echo; printf 'a,b,c,' | tac -b -s,; echo; printf 'a,b,c' | tac -s,; echo
#### tac -r regex separator
printf 'x1y22z333' | tac -r -s '[0-9]+'; echo; printf 'one\ntwo\n' | tac -r -s 'o'; echo
#### tac multiple files and missing newline
cd "$(mktemp -d)"; printf '1\n2' > a; printf '3\n4\n' > b; tac a b | od -c
#### head -c and -n negative
printf '123456789' | head -c -3; echo; seq 5 | head -n -2; seq 3 | head -n -5; echo "st=$?"
#### head and tail size suffixes
head -c 1K /dev/zero | wc -c; head -c 2b /dev/zero | wc -c; head -c 1kB /dev/zero | wc -c; seq 2000 | tail -n 1K | head -1
#### tail -n +N and -c +N
seq 5 | tail -n +3; printf 'abcdef' | tail -c +3; echo; seq 3 | tail -n +0 | head -1; seq 3 | tail -n 0; echo "st=$?"
#### head tail obsolete numeric options
seq 10 | head -3; seq 10 | tail -2; seq 5 | tail +4
#### head -v -q headers with files
cd "$(mktemp -d)"; seq 3 > a; seq 4 6 > b; head -n 1 a b; head -q -n 1 a b; head -v -n 1 a; tail -n 1 a b
#### head -z and tail -z records
printf 'a\0b\0c\0' | head -z -n 2 | od -c; printf 'a\0b\0c\0' | tail -z -n 1 | od -c
#### head tail invalid counts
head -n x /dev/null; echo "st=$?"; tail -c 1Q /dev/null; echo "st=$?"; head -n -1x /dev/null; echo "st=$?"
#### tail of missing file and multiple
cd "$(mktemp -d)"; seq 2 > a; tail -n 1 a nosuch; echo "st=$?"; head nosuch a; echo "st=$?"
#### tee -a appends and multiple outputs
cd "$(mktemp -d)"; echo one > f; echo two | tee -a f g >/dev/null; cat f; cat g; echo three | tee f f; cat f
#### tee to missing directory continues
cd "$(mktemp -d)"; echo hi | tee no/x y; echo "st=$?"; cat y
#### sort per key options
printf 'a 10\nb 9\nA 10\nc 9\n' | sort -k2,2nr -k1,1f; echo --; printf 'x 2\nx 10\ny 1\n' | sort -k1,1r -k2n
#### sort -k with b on start char
printf 'a   x2\nb y1\nc  z3\n' | sort -k2.2b; echo --; printf 'a   x2\nb y1\nc  z3\n' | sort -k2.2
#### sort --debug of a numeric key
printf '10 b\n2 a\n' | sort --debug -k1,1n
#### sort --debug of a whole line
printf 'b\na\n' | sort --debug; printf 'x  y\n' | sort --debug -k2
#### sort -u with numeric key merges equal numbers
printf '1\n01\n1.0\n2\n' | sort -n -u; printf 'a 1\nb 01\n' | sort -k2,2n -u
#### sort -h -r and -g with nan inf
printf '2K\n1M\n3\n' | sort -hr; printf 'inf\nnan\n-inf\n1\n' | sort -g
#### sort -M reversed and -V with letters
printf 'FEB\njan\nDec\n' | sort -Mr; printf 'a10b\na9b\na10a\n' | sort -V
#### sort -z records and -t errors
printf 'b\0a\0c\0' | sort -z | od -c; sort -t '' /dev/null; echo "st=$?"; sort -t ab /dev/null; echo "st=$?"
#### sort -c messages name file and line
cd "$(mktemp -d)"; printf 'a\nc\nb\n' > f; sort -c f; echo "st=$?"; printf 'a\na\n' | sort -cu; echo "st=$?"
#### sort incompatible options
sort -n -g /dev/null; echo "st=$?"; sort -k1,1nM /dev/null; echo "st=$?"; sort -c -o x /dev/null; echo "st=$?"
#### uniq -f -s -w combined
printf 'x aab\ny aac\nz bab\n' | uniq -f 1 -w 2; echo --; printf 'x aab\ny aac\nz bab\n' | uniq -f 1 -s 1 -w 1 -c
#### uniq -D and --all-repeated methods
printf 'a\na\nb\nc\nc\nc\n' | uniq -D; echo --; printf 'a\na\nb\nc\nc\n' | uniq --all-repeated=separate; echo --; printf 'a\na\nb\nc\nc\n' | uniq --all-repeated=prepend
#### uniq --group methods
for m in separate prepend append both; do printf 'a\na\nb\n' | uniq --group=$m | tr '\n' '|'; echo; done
#### uniq -c -i and -u -d together
printf 'A\na\nb\nB\nc\n' | uniq -ci; printf 'a\na\nb\n' | uniq -u -d; echo "st=$?"
#### uniq -z and output file
cd "$(mktemp -d)"; printf 'a\0a\0b\0' | uniq -z | od -c; printf 'x\nx\n' > in; uniq in out; cat out
#### uniq --group with -c is an error
printf 'a\n' | uniq --group -c; echo "st=$?"; printf 'a\n' | uniq -D -c; echo "st=$?"
#### wc -L with tabs and wide characters
printf 'a\tb\n' | wc -L; printf 'héllo\n' | wc -L; printf '日本\n' | wc -L; printf 'ab\rc\n' | wc -L
#### wc -m -c in utf8 and invalid bytes
printf 'héllo\n' | wc -mc; printf '\377\376a\n' | wc -m
#### wc --files0-from list
cd "$(mktemp -d)"; printf 'a b\n' > x; printf 'c\nd\n' > y; printf 'x\0y\0' > list; wc --files0-from=list; printf 'x\0' | wc -l --files0-from=-
#### wc files0-from with bad entries
cd "$(mktemp -d)"; printf 'a\n' > x; printf 'x\0\0nosuch\0' > list; wc -l --files0-from=list; echo "st=$?"; wc --files0-from=list x; echo "st=$?"
#### wc widths with several files and stdin
cd "$(mktemp -d)"; seq 1000 > a; printf 'x\n' > b; wc a b; wc -l < a; wc -w - < b
