#### ls missing file
ls nosuch 2>&1; echo status=$?
#### ls missing among existing
touch a; ls a nosuch 2>&1; echo status=$?
#### ls -a and -A
touch .h v; ls -a; echo --; ls -A
#### ls -d dir
mkdir d; touch d/x; ls -d d; ls -d
#### ls -F classify
mkdir d; touch f x; chmod +x x; ln -s f l; mkfifo p; ls -F
#### ls -p slash only
mkdir d; touch f; ls -p
#### ls -1 with dirs header
mkdir a b; touch a/x b/y; ls -1 a b
#### ls -R
mkdir -p d/e; touch d/f d/e/g; ls -R d
#### ls -r reverse
touch a b c; ls -r
#### ls -t by time
touch -d '2001-01-01' old; touch -d '2003-01-01' new; touch -d '2002-01-01' mid; ls -t; ls -tr
#### ls -S by size
printf 1 > s1; printf 123 > s3; printf 12 > s2; ls -S; ls -Sr
#### ls -X by extension
touch b.c a.h c a.c z.a; ls -X
#### ls -v version sort
touch f10 f2 f1 f1.10 f1.9; ls -v
#### ls C.UTF-8 sort is bytewise
touch B a _x .y Z 1; ls -A
#### ls -l fixed time
touch -d '2020-03-04 05:06' f; chmod 644 f; TZ=UTC ls -l f | awk '{print $1, $5, $6, $7, $8, $9}'
#### ls -l old year shows year
touch -d '2001-03-04 05:06' f; TZ=UTC ls -l f | awk '{print $6, $7, $8, $9}'
#### ls --full-time
TZ=UTC touch -d '2020-03-04 05:06:07' f; TZ=UTC ls --full-time f | awk '{print $6, $7, $8, $9}'
#### ls --time-style long-iso and iso
TZ=UTC touch -d '2001-03-04 05:06:07' f; TZ=UTC ls -l --time-style=long-iso f | awk '{print $6, $7, $8}'; TZ=UTC ls -l --time-style=iso f | awk '{print $6, $7, $8}'
#### ls --time-style plus format
TZ=UTC touch -d '2001-03-04 05:06:07' f; TZ=UTC ls -l --time-style=+%Y/%j f | awk '{print $6, $7}'
#### ls --time-style invalid
ls -l --time-style=bogus 2>&1 | head -3; echo status=$?
#### ls -h sizes
head -c 1536 /dev/zero > a; head -c 2000000 /dev/zero > b; ls -lh a b | awk '{print $5, $9}'
#### ls -s-free -n numeric ids absent -g -o
touch f; ls -o f | awk '{print NF}'; ls -g f | awk '{print NF}'
#### ls -l symlink arrow
touch t; ln -s t l; ls -l l | awk '{print $1, $9, $10, $11}' | cut -c1-1,11-
#### ls -L on dangling
ln -s nowhere l; ls -L l 2>&1; echo status=$?
#### ls -l directory total
mkdir d; head -c 5000 /dev/zero > d/f; ls -l d | head -1 | cut -c1-5
#### ls invalid option
ls -j 2>&1; echo status=$?
#### ls --sort word
touch a.b b.a; ls --sort=extension; ls --sort=none >/dev/null; ls --sort=bogus 2>&1 | head -2
#### ls -m comma list
touch a b c; ls -m
#### ls -Q quoting
touch 'a b' c; ls -Q
#### ls quoting style for spaces default
touch 'a b' "it's" c; ls
#### ls -b escapes
touch "$(printf 'a\tb')"; ls -b; ls --quoting-style=literal | od -c | head -1
#### ls -i-free -U directory order not used -x
touch a b c d; ls -x -w 10
#### ls -C with width
touch aa bb cc dd ee; ls -C -w 8
#### ls --group-directories-first
mkdir zd; touch af; ls --group-directories-first
#### ls -l mode of dir and setuid
mkdir d; chmod 1777 d; touch s; chmod 4755 s; ls -ld d s | cut -c1-10
#### ls -ld with trailing slash on symlink
mkdir d; ln -s d l; ls -d l/ l
#### ls --indicator-style
mkdir d; touch x; chmod +x x; ls --indicator-style=file-type; ls --indicator-style=slash
#### stat -c basic
printf hello > f; chmod 640 f; stat -c '%n %s %a %A %F' f
#### stat -c dir and link
mkdir d; ln -s d l; stat -c '%n %F' d l; stat -L -c '%n %F' l
#### stat %N quoting
ln -s 'tar get' l; stat -c %N l
#### stat --printf escapes without newline
printf ab > f; stat --printf '%s\t%n\n' f
#### stat -c adds newline printf does not
touch f; stat -c %n f f; stat --printf '%n' f f; echo
#### stat missing file
stat nosuch 2>&1; echo status=$?
#### stat missing and existing
touch f; stat -c %n f nosuch 2>&1; echo status=$?
#### stat times fixed
TZ=UTC touch -d '2019-12-31 23:59:58' f; TZ=UTC stat -c '%y|%Y|%W' f | sed 's/|[0-9]*$/|W/' | sed 's/\.0*//'
#### stat -c %x %w-free
TZ=UTC touch -a -d '2010-01-01 00:00:00' f; TZ=UTC stat -c %X f
#### stat unknown directive
touch f; stat -c '%Q' f 2>&1; echo status=$?
#### stat -c width flags
printf abc > f; stat -c '[%5s] [%-5s] [%05s]' f
#### stat -L dangling
ln -s nowhere l; stat -L l 2>&1; echo status=$?
#### stat no operand
stat 2>&1; echo status=$?
#### stat -c %h links
touch a; ln a b; stat -c %h a
#### stat -c mode octal for dir
mkdir d; chmod 2755 d; stat -c '%a %f' d
#### stat -t terse shape
printf x > f; stat -t f | awk '{print $1, $2, NF}'
#### du -b file and dir
mkdir d; printf 12345 > d/a; printf 123 > d/b; du -b d/a; du -sb d | cut -f1
#### du --apparent-size -c
printf 1234 > a; printf 12 > b; du -c -b a b
#### du missing
du nosuch 2>&1; echo status=$?
#### du -s multiple
mkdir x y; printf 1 > x/f; du -sb x y | sort -k2 | awk '{print $2}'
#### du -a depth
mkdir -p d/e; printf 1 > d/e/f; du -ab d | awk '{print $2}'
#### du --max-depth
mkdir -p d/e/g; du -b --max-depth=1 d | awk '{print $2}'
#### df missing file
df nosuch 2>&1; echo status=$?
#### ls sorting with non-ASCII names
touch é z a É 'a b' A; ls
#### ls -v with leading zeros and dots
touch a01 a1 a001 a.10 a.9 a-2 a~; ls -v
#### ls -X with dotfiles and no extension
touch .a.z b.a c .hidden d.; ls -AX
#### ls -lS with equal sizes and directories
mkdir d; printf 123 > a; printf 123 > b; ls -S a b d
#### ls -lh directory total with -s-free --si
head -c 3000 /dev/zero > a; ls -lh --si a | awk '{print $5}'
#### ls -l dangling symlink
ln -s nowhere dl; ls -l dl | awk '{print substr($1,1,1), $9, $10, $11}'
#### ls -lL dangling symlink error
ln -s nowhere dl; ls -lL dl 2>&1; echo status=$?
#### ls quoting styles
touch "x'y" 'p q'; ls --quoting-style=shell-always; ls --quoting-style=c; ls --quoting-style=escape; ls -N
#### ls --quoting-style invalid
ls --quoting-style=bogus 2>&1 | head -2; echo status=$?
#### ls -w invalid
ls -w x 2>&1; echo status=$?
#### ls --time-style posix-iso and locale
TZ=UTC touch -d '2001-03-04 05:06:07' f; TZ=UTC ls -l --time-style=posix-long-iso f | awk '{print $6, $7}'; TZ=UTC ls -l --time-style=locale f | awk '{print $6, $7, $8}'
#### ls -l --time-style two formats
TZ=UTC touch -d '2001-03-04 05:06:07' f; TZ=UTC ls -l '--time-style=+%Y
%m' f | awk '{print $6}'
#### ls -R with empty subdir
mkdir -p a/b; ls -R a
#### ls -d multiple with trailing slash
mkdir a b; ls -d a/ b//
#### stat -c %s of symlink vs -L
printf abcdef > t; ln -s t l; stat -c %s l; stat -L -c %s l
#### stat --printf backslash unknown escape
touch f; stat --printf 'a\qb\n' f 2>&1
#### stat -c with precision on times
TZ=UTC touch -d '2001-03-04 05:06:07.123456789' f; TZ=UTC stat -c '%.3Y|%.9Y|%.Y' f
#### stat -c %N with -L
touch t; ln -s t l; stat -L -c %N l
#### du -b hard links counted once
printf 12345 > a; ln a b; du -b -s . | cut -f1 | sed 's/^/x/' | head -0; du -cb a b | tail -1
#### du -s conflicts with -a
mkdir d; du -s -a d 2>&1; echo status=$?
#### du --max-depth with -s
mkdir d; du -s --max-depth=1 d 2>&1; echo status=$?
#### stat --printf unknown escape for two files
touch f g; stat --printf '<\q>\n' f g 2>&1
#### stat %.W-free precision forms
TZ=UTC touch -d '2001-03-04 05:06:07.5' f; TZ=UTC stat -c '%.0Y|%.1Y|%.Y|%12.2Y|' f
