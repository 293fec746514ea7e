#### truncate -s sets size
printf 'hello' > f; truncate -s 2 f; cat f; echo; truncate -s 5 f; od -c f
#### truncate relative sizes
printf '123456789' > f; truncate -s -3 f; wc -c < f; truncate -s +2 f; wc -c < f
#### truncate round up and down
printf '1234567' > f; truncate -s %4 f; wc -c < f; truncate -s /3 f; wc -c < f
#### truncate -c no create
truncate -c -s 3 nofile; echo "st=$?"; ls
#### truncate creates file
truncate -s 3 new; od -c new
#### truncate -r reference
printf 'abcdef' > ref; : > g; truncate -r ref g; wc -c < g
#### truncate missing size
truncate f; echo "st=$?"
#### truncate invalid size
truncate -s abc f; echo "st=$?"
#### truncate with K suffix
truncate -s 1K f; wc -c < f
#### stat --format size name type
printf 'abc' > f; mkdir d; stat --format='%n %s %F' f d
#### stat -c mode and octal perms
printf 'x' > f; chmod 640 f; stat -c '%a %A' f
#### stat -c empty file and symlink
: > e; ln -s e l; stat -c '%s %F' e; stat -c '%N %F' l
#### stat -L follows link
printf 'abcd' > t; ln -s t l; stat -L -c '%s %F' l
#### stat missing file
stat nosuch; echo "st=$?"; stat -c %s; echo "st=$?"
#### stat --printf escapes
printf 'ab' > f; stat --printf='%n\t%s\n' f
#### stat -c with %% and unknown
printf 'ab' > f; stat -c '%%|%s' f
#### basename basic
basename /a/b/c.txt; basename /a/b/c.txt .txt; basename /a/b/; basename /
#### basename -a and -s
basename -a /x/y /p/q; basename -s .c a.c b/d.c
#### basename suffix equal to name
basename .txt .txt; basename a.txt a.txt
#### basename -z
basename -z /a/b | od -c
#### basename missing operand
basename; echo "st=$?"
#### dirname forms
dirname /a/b/c; dirname a; dirname /; dirname a/; dirname //a//b//
#### dirname multiple and -z
dirname a/b c/d; dirname -z x/y | od -c
#### dirname missing operand
dirname; echo "st=$?"
#### realpath of relative paths
mkdir -p a/b; realpath a/b/../b . | sed "s|$PWD|PWD|"
#### realpath -m missing components
realpath -m x/y/../z | sed "s|$PWD|PWD|"; realpath nosuch/x; echo "st=$?"
#### realpath --relative-to
mkdir -p a/b c; realpath --relative-to=c a/b; realpath --relative-to=a/b a
#### realpath -s no symlink resolution
mkdir real; ln -s real link; realpath link | sed "s|$PWD|PWD|"; realpath -s link | sed "s|$PWD|PWD|"
#### realpath -e on missing
realpath -e nosuch; echo "st=$?"
#### readlink of symlink
ln -s target l; readlink l; readlink nosuch; echo "st=$?"
#### readlink -f and -e
mkdir d; ln -s d l; readlink -f l | sed "s|$PWD|PWD|"; readlink -e nope; echo "st=$?"
#### readlink -n and non link
ln -s tgt l; readlink -n l; echo; : > f; readlink f; echo "st=$?"
#### readlink -m
readlink -m a/../b/c | sed "s|$PWD|PWD|"
#### mktemp in dir with pattern length
f=$(mktemp -p . fooXXXXXX); echo "${#f}"; case $f in ./foo??????) echo ok;; esac; test -f "$f" && echo file
#### mktemp -d directory
d=$(mktemp -d -p . dXXX); test -d "$d" && echo dir; stat -c %a "$d"
#### mktemp -u dry run
f=$(mktemp -u -p . zzXXXX); test -e "$f" || echo absent
#### mktemp too few Xs
mktemp -p . abXX; echo "st=$?"
#### mktemp --suffix
f=$(mktemp -p . --suffix=.txt aXXXXX); case $f in ./a?????.txt) echo ok;; esac
#### mktemp file permissions
f=$(mktemp -p .); stat -c %a "$f"
#### mktemp -t with TMPDIR
export TMPDIR=$PWD/t; mkdir t; f=$(mktemp -t qXXXX); case $f in "$PWD"/t/q????) echo ok;; esac
#### date -u -d fixed epoch
date -u -d @0; date -u -d @86400 +%F
#### date -d with format
TZ=UTC date -d '2024-02-29 13:05:09' '+%Y-%m-%d %H:%M:%S %j %a %b %u %w'
#### date -d relative items
TZ=UTC date -d '2024-01-31 +1 month' +%F; TZ=UTC date -d '2024-03-01 -1 day' +%F
#### date +%s of fixed date
TZ=UTC date -d '2000-01-01 00:00:00' +%s
#### date -u -d with timezone offset
date -u -d '2024-06-01T12:00:00+02:00' '+%F %T'
#### date invalid date
date -d 'not a date'; echo "st=$?"
#### date -I and -R
TZ=UTC date -d '2024-05-06 07:08:09' -I; TZ=UTC date -d '2024-05-06 07:08:09' -Iseconds; TZ=UTC date -d '2024-05-06 07:08:09' -R
#### date format padding flags
TZ=UTC date -d '2024-01-05 03:04:05' '+%-d|%_H|%e|%I %p|%y|%C|%G-%V'
#### date --rfc-3339
TZ=UTC date -d '2024-01-05 03:04:05' --rfc-3339=seconds; TZ=UTC date -d '2024-01-05' --rfc-3339=date
#### date -d today midnight words
TZ=UTC date -d '2020-02-02 noon' +%T; TZ=UTC date -d '2020-02-02 midnight' +%T
#### date extra operand
date -u +%s +%s; echo "st=$?"
#### date %N and %z with TZ
TZ=UTC date -d @1.5 '+%s.%N %z %Z'
#### env printf basic formats
env printf '%s-%d-%5.2f|%-4s|\n' ab 42 3.14159 x
#### env printf reuses format
env printf '%s=%s\n' a 1 b 2 c
#### env printf escapes and %b
env printf 'a\tb\x41\101\n'; env printf '%b\n' 'x\ny\c' ; echo
#### env printf numeric conversions
env printf '%x %o %X %e %g\n' 255 8 255 1234.5 0.0001
#### env printf char constant
env printf '%d %d\n' "'A" '"b'
#### env printf invalid number
env printf '%d\n' abc; echo "st=$?"; env printf '%d\n' 12x; echo "st=$?"
#### env printf missing argument defaults
env printf '%s|%d|\n'
#### env printf %q
env printf '%q\n' 'a b' "it's"
#### env printf no format
env printf; echo "st=$?"
#### env printf width star
env printf '%*d|%-*s|\n' 5 42 3 x
#### env printf big and negative
env printf '%d %u\n' -5 18446744073709551615; env printf '%d\n' 99999999999999999999; echo "st=$?"
#### env printf \u unicode
env printf '\u00e9\n' | od -An -tx1
