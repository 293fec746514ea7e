#### stat -c many directives fixed file
cd "$(mktemp -d)"; printf 'hello' > f; chmod 640 f; touch -d '2021-02-03 04:05:06.5 UTC' f; TZ=UTC stat -c '%n|%N|%s|%a|%A|%f|%F|%h|%Y|%y|%X|%Z' f | cut -d'|' -f1-10
#### stat --printf escapes and no newline
cd "$(mktemp -d)"; printf 'ab' > f; stat --printf='%s\t%n\n' f; stat --printf='%s' f; echo; stat --printf='a\x41\101\\n\n' f
#### stat -c on directory and symlink %N quoting
cd "$(mktemp -d)"; mkdir d; ln -s d l; ln -s "it's" q; stat -c '%F|%N' d l q
#### stat -L and -c %F for types
cd "$(mktemp -d)"; mkdir d; : > e; ln -s e l; stat -c '%F' d e l; stat -L -c '%F' l
#### stat multiple files one missing
cd "$(mktemp -d)"; : > a; stat -c '%n %s' a nosuch a; echo "st=$?"
#### stat -c %W %w birth unknown shape
cd "$(mktemp -d)"; : > f; stat -c '%s%%' f
#### stat -c with width and precision
cd "$(mktemp -d)"; printf 'abc' > f; stat -c '[%10s][%-6n][%.2Y]' f | sed 's/\]\[[0-9.]*\]$/][T]/'
#### stat -t terse shape
cd "$(mktemp -d)"; printf 'abc' > f; stat -t f | awk '{print $1, $2, NF}'
#### date -d many input forms
for d in '2024-02-29' '2024-02-29 13:45' '2024-02-29T13:45:10Z' '29 Feb 2024' 'Feb 29 2024 1pm' '2024/02/29' '20240229' '@0' '@1700000000' '2024-02-29 +1 day' '2024-02-29 12:00 -0500' 'next year' ; do TZ=UTC date -d "$d" '+%F %T' 2>&1 | sed 's/^20[2-9][0-9]-[0-9-]* [0-9:]*$/&/'; done 2>&1 | head -11
#### date -d relative to fixed base
TZ=UTC date -d '2020-01-31 + 1 month' +%F; TZ=UTC date -d '2020-03-01 - 1 day' +%F; TZ=UTC date -d '2020-01-01 3 weeks ago' +%F; TZ=UTC date -d '2020-01-01 +36 hours' '+%F %H'
#### date -d weekday names relative to fixed
TZ=UTC date -d '2021-06-15 next monday' +%F 2>&1; TZ=UTC date -d 'monday 2021-06-15' +%F 2>&1; echo
#### date format directives full
TZ=UTC date -d '2009-02-13 23:31:30' '+%a %A %b %B %c|%C %d %D %e %F %g %G %h %H %I %j %k %l %m %M %n%p %P %r %R %s %S %t%T %u %U %V %w %W %x %X %y %Y %z %:z %::z %Z %%'
#### date format padding modifiers
TZ=UTC date -d '2009-02-03 04:05:06' '+%-d|%_d|%0e|%-H|%_m|%^a|%#b|%10Y|%-j|%^B|%5d|%-I'
#### date -u -R -I variants
TZ=UTC date -d '2010-10-10 10:10:10' -R; TZ=UTC date -d '2010-10-10 10:10:10' -Iseconds; TZ=UTC date -d '2010-10-10 10:10:10' -Ihours; TZ=UTC date -d '2010-10-10 10:10:10' --iso-8601=minutes; TZ=UTC date -d '2010-10-10' --rfc-3339=date
#### date TZ conversions
TZ=America/New_York date -d '2020-07-01 12:00 UTC' '+%F %T %Z %z'; TZ=Asia/Tokyo date -d '2020-01-01 00:00 UTC' '+%F %T %Z'; TZ=UTC date -d 'TZ="Europe/Paris" 2020-06-01 12:00' '+%T'
#### date invalid inputs and status
TZ=UTC date -d 'not a date'; echo "st=$?"; TZ=UTC date -d '2020-13-01'; echo "st=$?"; TZ=UTC date -d '2021-02-29'; echo "st=$?"; date +%Q -d @0 -u; echo "st=$?"
#### date -f file of dates
cd "$(mktemp -d)"; printf '2020-01-01\n@86400\n2020-02-30\n' > dates; TZ=UTC date -f dates +%F; echo "st=$?"
#### date +%s and %N with fixed input
TZ=UTC date -d '1970-01-02' +%s; TZ=UTC date -d '@1.5' '+%s %N %3N'; TZ=UTC date -d '1969-12-31 23:59:59' +%s
#### date -r reference file and --date with epoch fraction
cd "$(mktemp -d)"; touch -d '2015-05-05 05:05:05 UTC' f; TZ=UTC date -r f; TZ=UTC date -r f +%s
#### date -d with 12 hour clock forms
TZ=UTC date -d '2020-01-01 12am' +%H; TZ=UTC date -d '2020-01-01 12pm' +%H; TZ=UTC date -d '2020-01-01 3:30 pm' +%H:%M
#### date -d ordinal words and today tomorrow
TZ=UTC date -d '2020-05-05 tomorrow' +%F; TZ=UTC date -d '2020-05-05 yesterday' +%F; TZ=UTC date -d '2020-05-05 next week' +%F; TZ=UTC date -d '2020-05-05 last month' +%F
#### date -d UTC offsets in input
TZ=UTC date -d '2020-01-01T00:00:00+05:30' '+%F %T'; TZ=UTC date -d '2020-01-01 00:00 PST' '+%F %T'; TZ=UTC date -d '2020-01-01 00:00Z' '+%F %T'
#### split -l -d -a and numeric suffix start
cd "$(mktemp -d)"; seq 5 > f; split -l 2 -d -a 3 f p_; ls; split -l 2 --numeric-suffixes=7 f q; ls q*
#### split -n l/N and r/N
cd "$(mktemp -d)"; seq 10 > f; split -n l/3 f a; wc -l a*; split -n r/3 f r; cat raa
#### split -b with K suffix and --verbose
cd "$(mktemp -d)"; head -c 2500 /dev/zero > f; split -b 1K --verbose f s; wc -c s* | head -3
#### split -t separator and -e elide
cd "$(mktemp -d)"; printf 'a;b;c;d' > f; split -t ';' -l 2 f x; cat xaa; echo; cat xab; echo; printf 'abc' > g; split -n 5 -e g e; ls e*
#### split suffix exhausted error
cd "$(mktemp -d)"; seq 30 > f; split -l 1 -a 1 f z; echo "st=$?"; ls z* | wc -l
#### split from stdin with dash and prefix
cd "$(mktemp -d)"; seq 4 | split -l 2 - part.; ls; cat part.ab
#### csplit regex offsets suppress and prefix digits
cd "$(mktemp -d)"; printf 'h1\na\nb\nh2\nc\nh3\nd\n' > f; csplit -f sec -n 3 f '/^h/' '{*}'; ls sec*; cat sec001
#### csplit skip to pattern with percent
cd "$(mktemp -d)"; printf 'junk\nSTART\nx\ny\n' > f; csplit -s f '%START%' ; cat xx00
#### csplit line numbers and repeat count
cd "$(mktemp -d)"; seq 10 > f; csplit f 3 '{2}'; ls xx*; cat xx03
#### csplit pattern not found error
cd "$(mktemp -d)"; seq 3 > f; csplit f '/nope/'; echo "st=$?"; ls xx* 2>&1
#### csplit -z elide empty and -b format
cd "$(mktemp -d)"; printf 'A\nb\nA\nc\n' > f; csplit -z -b '%02d.txt' f '/A/' '{*}'; ls xx*
#### tee with multiple files and -a append
cd "$(mktemp -d)"; echo first > a; echo 1 | tee -a a b > /dev/null; echo 2 | tee a c | cat; cat a b c
#### tee to unwritable continues others
cd "$(mktemp -d)"; mkdir ro; echo data | tee ro ok; echo "st=$?"; cat ok
#### head -c -n with multiple files and -q -v
cd "$(mktemp -d)"; printf '1\n2\n3\n' > a; printf 'x\ny\n' > b; head -n -1 a b; head -c 2 -v a; echo; head -q -c 1 a b; echo
#### head -n with suffixes and huge
seq 3 | head -n 1kB | wc -l; seq 3 | head -n 99999999999999999999; seq 3 | head -c 0; echo end
#### tail -n +0 and -c +0 and -n 0
seq 3 | tail -n +0; seq 3 | tail -c +0 | wc -c; seq 3 | tail -n 0; echo end
#### tail multiple files and -q
cd "$(mktemp -d)"; seq 3 > a; seq 4 6 > b; tail -n 1 a b; tail -q -n 1 a b; tail -n 1 a nosuch; echo "st=$?"
#### tail -r absent: tac of tail and tail old style
seq 10 | tail -3; seq 10 | tail +9; seq 5 | tail -n2 | tac
#### tail -c with suffix and beyond size
printf 'abcdef' | tail -c 1K; echo; printf 'abcdef' | tail -c 2; echo; printf 'abcdef' | head -c -10; echo end
#### wc on multiple files with errors and dirs
cd "$(mktemp -d)"; printf 'a b\n' > x; mkdir d; wc x d nosuch x; echo "st=$?"
#### wc column width with large counts
cd "$(mktemp -d)"; seq 100000 > big; printf 'x\n' > s; wc big s; wc -l s; wc -c < big
#### wc --files0-from
cd "$(mktemp -d)"; printf 'a\n' > x; printf 'b c\n' > y; printf 'x\0y\0' > list; wc --files0-from=list; printf 'x\0' | wc -l --files0-from=-
#### wc -m -c on invalid utf8 and -L
printf '\xff\xfeab\n' | wc -m; printf 'abc\ndefgh\n' | wc -L; printf 'ab\tc\n' | wc -L
#### xargs -n with -I conflict and -L
printf 'a b\nc d\n' | xargs -L1 -I{} echo '[{}]'; printf 'a\nb\nc\n' | xargs -n2 -t echo 2>&1
#### xargs -0 -I with spaces
printf 'a b\0c\0' | xargs -0 -I X echo 'X!'
#### xargs --null with -n and trailing
printf 'a\0b\0c' | xargs --null -n 2 echo
#### xargs -d newline keeps quotes and spaces
printf "it's a b\nx\n" | xargs -d '\n' -n1 echo
#### xargs default quoting errors
printf 'a "b\n' | xargs echo; echo "st=$?"; printf "a 'b\n" | xargs echo; echo "st=$?"
#### xargs -E and -e with -n
printf 'a b STOP c\n' | xargs -E STOP -n1 echo; printf 'x\n_\ny\n' | xargs -e echo
#### xargs --max-procs 1 and --verbose
printf 'p q\n' | xargs --max-procs=1 --verbose -n1 echo 2>&1
#### xargs command not found and exit 255 stops
echo a | xargs nosuch_cmd_h19t; echo "st=$?"; printf 'a\nb\n' | xargs -n1 sh -c 'echo $0; exit 255'; echo "st=$?"
#### xargs with env and no command defaults echo
printf 'a\nb\n' | xargs; printf '' | xargs; echo "[$?]"
#### xargs -I replace in middle of word and repeated
printf 'f\n' | xargs -I@ echo pre@post @ @@
#### realpath -s -e -m and --relative-base
cd "$(mktemp -d)"; mkdir -p a/b; ln -s a/b lk; realpath -s --relative-to=. lk; realpath --relative-to=. lk; realpath -e --relative-to=. nosuch; echo "st=$?"; realpath -m --relative-to=. x/../y
#### realpath relative-to up levels
cd "$(mktemp -d)"; mkdir -p a/b c/d; realpath --relative-to=c/d a/b; realpath --relative-to=a a/b/x -m; realpath --relative-base=a --relative-to=a a/b
#### readlink -f -e -m and no option on file
cd "$(mktemp -d)"; mkdir d; ln -s d l1; ln -s l1 l2; readlink l2; readlink -f l2 | sed "s|$PWD|P|"; readlink -m l2/x/../y | sed "s|$PWD|P|"; readlink d; echo "st=$?"; readlink -n l1; echo
#### readlink loop
cd "$(mktemp -d)"; ln -s a b; ln -s b a; readlink -f a; echo "st=$?"; readlink -e a; echo "st=$?"; cat a; echo "st=$?"
#### dirname basename edge cases
dirname //; dirname a//b//; dirname ./x; dirname ''; basename ''; basename //; basename a/b/ b; basename -z x | od -c | head -1; basename x.tar.gz .gz; basename .gz .gz
#### basename and dirname multiple args
dirname a/b c/d/e f; basename -a -s .c x.c y/z.c; basename --suffix=.h --multiple a.h b.h
#### mktemp templates and errors
cd "$(mktemp -d)"; f=$(mktemp tmp.XXXXXX); echo "${#f} ${f%??????}"; d=$(mktemp -d dirXXX); test -d "$d" && echo dir ok; mktemp fooXX; echo "st=$?"; mktemp -u xXXXXXy | sed 's/x.*y/shape/'
#### mktemp -p and --suffix and -t
cd "$(mktemp -d)"; mkdir sub; f=$(mktemp -p sub aXXXX); echo "${f%????}"; g=$(mktemp --suffix=.txt bXXXX); echo "${g#b????}"; mktemp -p nosuchdir; echo "st=$?"
#### install -m -d -D and -v
cd "$(mktemp -d)"; printf 'x' > src; install -m 600 src dst; stat -c '%a' dst; install -d -m 750 a/b/c; stat -c '%a' a/b/c; install -D src deep/er/file; cat deep/er/file; echo; install -v src v2
#### install errors
cd "$(mktemp -d)"; install nosuch dst; echo "st=$?"; install; echo "st=$?"; mkdir d; install d e; echo "st=$?"
#### cp -r -v -n -i and messages
cd "$(mktemp -d)"; mkdir -p s/sub; printf 1 > s/a; printf 2 > s/sub/b; cp -rv s t | sort; cp -n s/a t/a; echo "st=$?"; cp s t2; echo "st=$?"; cp -r s/sub s/sub/x 2>&1; echo "st=$?"
#### cp to existing directory and trailing slash
cd "$(mktemp -d)"; mkdir d; printf a > f; cp f d; cp f d/g; ls d; cp f nosuchdir/; echo "st=$?"; cp f f; echo "st=$?"
#### cp -a preserves mode and -p
cd "$(mktemp -d)"; printf a > f; chmod 751 f; touch -d '2001-01-01 UTC' f; cp -p f g; TZ=UTC stat -c '%a %y' g; cp f h; stat -c '%a' h
#### cp -t -T and -b backups
cd "$(mktemp -d)"; mkdir d; printf 1 > a; printf 2 > b; cp -t d a b; ls d; printf 3 > c; cp -b c a; ls a*; cp --backup=numbered c a; cp --backup=numbered c a; ls a*
#### cp -u update and -l -s links
cd "$(mktemp -d)"; printf new > n; touch -d '2000-01-01' old; cp -u n old; cat old; echo; cp -s n sl; readlink sl; cp -l n hl; stat -c '%h' n
#### mv messages and -n -v -b
cd "$(mktemp -d)"; printf 1 > a; printf 2 > b; mv -v a c; mv -n b c; cat c; echo; mv nosuch x; echo "st=$?"; mv -b b c; ls
#### mv into subdirectory of itself and same file
cd "$(mktemp -d)"; mkdir d; mv d d/sub; echo "st=$?"; printf x > f; mv f f; echo "st=$?"; mv f ./f; echo "st=$?"
#### mv -t and -T directory
cd "$(mktemp -d)"; mkdir d e; touch a b; mv -t d a b; ls d; mv -T e d 2>&1; echo "st=$?"; rmdir e 2>/dev/null; mkdir f; mv -T d f 2>&1; echo "st=$?"
#### ln -s -f -n -v and relative -r
cd "$(mktemp -d)"; mkdir -p a/b; touch a/b/t; ln -sv a/b/t l1; ln -s x l1; echo "st=$?"; ln -sf a/b/t l1; readlink l1; ln -sr a/b/t a/rel; readlink a/rel
#### ln hard link errors and -T
cd "$(mktemp -d)"; mkdir d; ln d dl; echo "st=$?"; ln nosuch x; echo "st=$?"; touch f; ln f d; ls d; ln -s f d2; ln -sfn f d2; readlink d2
#### rm messages -r -f -v -d -i absent
cd "$(mktemp -d)"; mkdir -p d/e; touch d/f; rm d; echo "st=$?"; rm -d d/e; rm -v d/f; rm -f nosuch; echo "st=$?"; rm nosuch; echo "st=$?"; rm -rv d
#### rm refuses dot and slash
cd "$(mktemp -d)"; mkdir x; rm -r .; echo "st=$?"; rm -r x/..; echo "st=$?"; rm -rf /; echo "st=$?"
#### rmdir -p and non-empty and --ignore
cd "$(mktemp -d)"; mkdir -p a/b/c; rmdir -p a/b/c; ls; mkdir -p x/y; touch x/f; rmdir x; echo "st=$?"; rmdir --ignore-fail-on-non-empty x; echo "st=$?"; rmdir -pv x/y 2>&1; echo "st=$?"
#### mkdir -p -v -m messages
cd "$(mktemp -d)"; mkdir -pv a/b/c; mkdir a; echo "st=$?"; mkdir -m 700 m; stat -c '%a' m; mkdir -m u=rwx,g=rx,o= s; stat -c '%a' s; mkdir x/y; echo "st=$?"
#### chmod symbolic modes sequence
cd "$(mktemp -d)"; touch f; chmod 000 f; for m in u+r u+w,g+r a+x o-x g=u u-w,o+t +w a=r ug=rw,o= 'u=rwx,go=u-w' g+s; do chmod "$m" f; printf '%s %s\n' "$m" "$(stat -c %A f)"; done
#### chmod octal and X and -R
cd "$(mktemp -d)"; mkdir -p d/s; touch d/f d/s/g; chmod 644 d/f d/s/g; chmod -R a+X d; stat -c '%n %a' d/f d/s d/s/g; chmod 2755 d; stat -c '%a %A' d
#### chmod -v -c and errors
cd "$(mktemp -d)"; touch f; chmod 644 f; chmod -v 600 f; chmod -c 600 f; chmod -c 644 f; chmod 9 f; echo "st=$?"; chmod u+q f; echo "st=$?"; chmod 644 nosuch; echo "st=$?"
#### chmod --reference and =
cd "$(mktemp -d)"; touch a b; chmod 751 a; chmod --reference=a b; stat -c '%a' b; chmod = b; stat -c '%a' b
#### ls -l mode column and names
cd "$(mktemp -d)"; touch f; chmod 640 f; mkdir d; chmod 755 d; ln -s f l; ls -l | awk 'NR>1{print $1, $NF}'; ls -ld d | cut -c1-10
#### ls -F -p -1 -A -r -S
cd "$(mktemp -d)"; mkdir d; printf 'xx' > b; printf 'x' > a; ln -s a l; touch .h; chmod +x a; ls -F; ls -p; ls -A; ls -r; ls -S
#### ls -R and -d and nonexistent
cd "$(mktemp -d)"; mkdir -p d/e; touch d/f d/e/g; ls -R d; ls -d d; ls nosuch d/f; echo "st=$?"
#### ls -1 sorting with dots and case in C.UTF-8
cd "$(mktemp -d)"; touch B a _c .d 10 9 Ab; ls -1; ls -1 -a | head -3
#### ls -l size and symlink arrow
cd "$(mktemp -d)"; printf '12345' > f; ln -s f link; ls -l f link | awk '{print $5, $9, $10, $11}'
#### ls -i -s shape and -m -x -Q
cd "$(mktemp -d)"; touch a 'b c'; ls -m; ls -Q; ls -x; ls -w 10 -C
#### ls -t with fixed times and -u absent
cd "$(mktemp -d)"; touch -d '2001-01-01' a; touch -d '2003-01-01' b; touch -d '2002-01-01' c; ls -t; ls -tr; ls -l --time-style=+%Y c | awk '{print $6, $7}'
#### ls --full-time with fixed times
cd "$(mktemp -d)"; touch -d '2001-02-03 04:05:06 UTC' a; TZ=UTC ls -l --time-style=long-iso a | awk '{print $6, $7, $8}'; TZ=UTC ls -l --time-style=full-iso a | awk '{print $6, $7, $9}'
#### touch -d -t forms and -r
cd "$(mktemp -d)"; TZ=UTC touch -t 199901021230 a; TZ=UTC touch -t 01021230.15 b 2>/dev/null; TZ=UTC stat -c '%y' a; touch -d '@100' c; TZ=UTC stat -c '%y' c; touch -d 'bad date' d; echo "st=$?"
#### truncate -s forms
cd "$(mktemp -d)"; printf 'abcdef' > f; truncate -s 3 f; cat f; echo; truncate -s +2 f; wc -c < f; truncate -s %4 f; wc -c < f; truncate -s '<2' f; wc -c < f; truncate -c -s 5 nosuch; ls nosuch 2>&1
#### tar c with -C and t listing order
cd "$(mktemp -d)"; mkdir -p src/a/b; printf 1 > src/a/f; printf 2 > src/a/b/g; tar -cf x.tar -C src a; tar -tf x.tar | sort; tar -tvf x.tar | awk '{print $1, $3, $NF}' | sort -k3
#### tar x --strip-components and member selection
cd "$(mktemp -d)"; mkdir -p p/q/r; printf 1 > p/q/r/f; printf 2 > p/q/g; tar -cf t.tar p; mkdir o; tar -xf t.tar -C o --strip-components=2; find o | sort; mkdir o2; tar -xf t.tar -C o2 p/q/g; find o2 -type f
#### tar --exclude and -T file list
cd "$(mktemp -d)"; mkdir d; touch d/a.txt d/b.log d/c.txt; tar -cf t.tar --exclude='*.log' d; tar -tf t.tar | sort; printf 'd/a.txt\n' > list; tar -cf u.tar -T list; tar -tf u.tar
#### tar -r append and -u absent: -x -O to stdout
cd "$(mktemp -d)"; printf 'one\n' > a; printf 'two\n' > b; tar -cf t.tar a; tar -rf t.tar b; tar -tf t.tar; tar -xOf t.tar b
#### tar z and j roundtrip listing
cd "$(mktemp -d)"; mkdir d; printf 'x' > d/f; tar -czf t.tgz d; tar -tzf t.tgz; tar -xzf t.tgz -O d/f; echo; tar -tf t.tgz
#### tar errors missing file and not found in archive
cd "$(mktemp -d)"; touch a; tar -cf t.tar a nosuch; echo "st=$?"; tar -tf t.tar; tar -xf t.tar zzz; echo "st=$?"
#### tar absolute path member name stripping
cd "$(mktemp -d)"; mkdir d; printf x > d/f; tar -cf t.tar "$PWD/d/f" 2>&1 | sed "s|$PWD|P|"; tar -tf t.tar | sed 's|.*/d/f|STRIPPED d/f|'
#### gzip -c -d -k -f and suffix
cd "$(mktemp -d)"; printf 'hello\n' > f; gzip -k f; ls; gzip f; echo "st=$?"; gzip -f f; ls; gzip -dc f.gz; gunzip -S .gz f.gz; cat f
#### gzip -t on good and corrupt and stdin
cd "$(mktemp -d)"; printf 'x\n' | gzip > ok.gz; gzip -t ok.gz; echo "st=$?"; printf 'notgzip' > bad.gz; gzip -t bad.gz; echo "st=$?"; gzip -d < ok.gz
#### gzip -r directory and already has suffix
cd "$(mktemp -d)"; mkdir d; printf a > d/x; printf b > d/y; gzip -r d; ls d; gzip d/x.gz; echo "st=$?"; gunzip -r d; ls d
#### zcat multiple and concatenated gzip streams
cd "$(mktemp -d)"; printf 'a\n' | gzip > a.gz; printf 'b\n' | gzip > b.gz; zcat a.gz b.gz; cat a.gz b.gz | gzip -d
#### chained pipeline sort uniq head
printf 'b\na\nb\nc\nb\na\n' | sort | uniq -c | sort -k1,1nr -k2 | head -2
#### pipeline cut sort join
cd "$(mktemp -d)"; printf 'u1,alice\nu2,bob\n' > users; printf 'u2,10\nu1,5\nu1,7\n' > orders; sort -t, -k1,1 orders > o; join -t, users o
#### pipeline find xargs grep
cd "$(mktemp -d)"; mkdir -p src/x; printf 'TODO a\n' > src/a.c; printf 'none\n' > src/x/b.c; printf 'TODO b\n' > src/x/c.h; find src -name '*.c' -print0 | xargs -0 grep -l TODO; find src -type f | sort | xargs grep -c TODO
#### pipeline awk sort numeric report
printf 'x 3\ny 10\nx 4\nz 1\n' | awk '{s[$1]+=$2} END{for(k in s) printf "%-3s %5d\n", k, s[k]}' | sort -k2,2nr
#### pipeline tr sort uniq word freq
printf 'The cat. the Dog, the cat!\n' | tr 'A-Z' 'a-z' | tr -cs 'a-z' '\n' | sort | uniq -c | sort -rn | head -3
#### pipeline sed awk csv
printf 'name,qty\n"a",2\n"b",3\n' | sed 1d | tr -d '"' | awk -F, '{t+=$2} END{print t}'
#### pipeline paste seq bc absent: awk sum
seq 10 | paste -sd+ | awk '{n=split($0,a,"+"); s=0; for(i=1;i<=n;i++) s+=a[i]; print $0 "=" s}'
#### pipeline head tail middle lines
seq 20 | head -n 12 | tail -n 3; seq 20 | sed -n '10,12p'; seq 20 | awk 'NR>=10 && NR<=12'
#### pipeline column format of ls like data
printf 'name size\nalpha 10\nb 2000\n' | column -t; printf 'name size\nalpha 10\nb 2000\n' | column -t -R 2
#### pipeline od hexdump compare
printf 'AB\n' | od -An -tx1 | tr -s ' '; printf 'AB\n' | xxd -p; printf 'AB\n' | hexdump -v -e '/1 "%02x"'; echo
#### envsubst and printenv
X=val Y=2 envsubst <<< 'a=$X b=${Y} c=$Z'; X=1 envsubst '$X' <<< '$X $HOME_NOPE'; FOO=bar printenv FOO; printenv NOPE_H19T; echo "st=$?"
#### seq and yes head
yes | head -3; yes ab c | head -2; seq -s ' ' 3 -1 1
#### iconv basic conversions
printf 'caf\xe9\n' | iconv -f latin1 -t utf-8; printf 'café\n' | iconv -f utf-8 -t ascii//TRANSLIT 2>&1; printf 'café\n' | iconv -f utf-8 -t ascii; echo "st=$?"
#### file command on simple types
cd "$(mktemp -d)"; printf 'hello\n' > t.txt; printf '#!/bin/sh\necho\n' > s.sh; : > e; printf '{"a":1}\n' > j.json; file t.txt e j.json; file -b s.sh
#### du -s -b -a on fixed sizes
cd "$(mktemp -d)"; mkdir d; printf '12345' > d/a; printf '123' > d/b; du -ab d | sort -k2; du -sb d
#### cat -v -e -t -n -b -s combos
printf 'a\tb\001\n\n\n\xc3\xa9\n' | cat -vet; printf 'a\n\n\nb\n' | cat -sn; printf 'a\n\nb\n' | cat -b
#### env -i -u and env command status
env -i A=1 sh -c 'echo "$A:$HOME"'; B=2 env -u B sh -c 'echo "[$B]"'; env nosuch_cmd_h19t; echo "st=$?"
#### timeout status and -s
timeout 5 sh -c 'exit 3'; echo "st=$?"; timeout 0.1 sleep 2; echo "st=$?"; timeout -s KILL 0.1 sleep 2; echo "st=$?"
#### nproc and true false status
true; echo $?; false; echo $?; nproc | grep -c '^[0-9][0-9]*$'
#### sort uniq on big generated data
seq 1 3000 | awk '{print $1 % 97}' | sort -n | uniq -c | sort -k1,1nr -k2,2n | head -3
#### grep sed awk on generated csv
seq 1 50 | awk '{printf "id%03d,%d,%s\n", $1, $1*7%13, ($1%3?"x":"y")}' > /tmp/h19t_gen.$$; grep -c ',y$' /tmp/h19t_gen.$$; sort -t, -k2,2n -k1,1r /tmp/h19t_gen.$$ | head -3; rm /tmp/h19t_gen.$$
