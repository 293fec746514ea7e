#### date -d fixed -u format
date -u -d '2021-03-04 05:06:07' '+%Y-%m-%d %H:%M:%S %a %b %j %u %w'
#### date -d epoch
date -u -d @0; date -u -d @1700000000 +%s
#### date -I forms
date -u -d '2021-03-04 05:06:07' -I; date -u -d '2021-03-04 05:06:07' -Iseconds; date -u -d '2021-03-04 05:06:07' -Iminutes; date -u -d '2021-03-04 05:06:07' --iso-8601=ns
#### date -R and --rfc-3339
date -u -d '2021-03-04 05:06:07' -R; date -u -d '2021-03-04 05:06:07' --rfc-3339=seconds; date -u -d '2021-03-04' --rfc-3339=date
#### date invalid date
date -d 'bogus thing' 2>&1; echo status=$?
#### date invalid -I argument
date -I=foo 2>&1 | head -3; echo status=$?
#### date relative to fixed base
date -u -d '2021-03-04 12:00 +2 days' +%F; date -u -d '2021-03-04 1 week ago' +%F; date -u -d '2021-01-31 +1 month' +%F
#### date next weekday from a fixed date
date -u -d '2021-03-04 next monday' +%F 2>&1
#### date yesterday tomorrow with base
date -u -d '2021-03-04 12:00 yesterday' +%F; date -u -d '2021-03-04 12:00 tomorrow' +%F
#### date padding modifiers
date -u -d '2021-03-04 05:06:07' '+%-d|%_m|%e|%-H|%I|%p|%P|%y|%C|%G-%V|%U|%W'
#### date %N %z %Z
date -u -d '2021-03-04 05:06:07.123456789' '+%N %3N %z %:z %Z'
#### date TZ conversion
TZ=America/New_York date -d '2021-07-01 12:00 UTC' '+%F %T %Z %z'
#### date -d with TZ in string
date -u -d 'TZ="Asia/Tokyo" 2021-03-04 09:00' '+%F %T'
#### date extra operand
date -u +%F +%T 2>&1; echo status=$?
#### date format without plus
date -u -d @0 %F 2>&1; echo status=$?
#### date -r file
touch -d '2015-06-07 08:09:10' f; TZ=UTC date -r f '+%F %T'
#### date -r missing
date -r nosuch 2>&1; echo status=$?
#### date -f file of dates
printf '2020-01-01\n2021-02-03\n' > d; date -u -f d +%j
#### date -f with a bad line
printf '2020-01-01\nxx\n' > d; date -u -f d +%F 2>&1; echo status=$?
#### date leap and ends of months
date -u -d '2024-02-29 +1 year' +%F; date -u -d '2023-02-28 +1 day' +%F
#### date %s of date with zone offset
date -d '2021-03-04T05:06:07+02:00' +%s
#### date --date= long form and --utc
date --utc --date='1999-12-31 23:59:59 +1 second' '+%F %T'
#### date %% and literal text
date -u -d @86400 '+day %d%%'
#### diff identical
echo a > x; echo a > y; diff x y; echo status=$?
#### diff normal format
printf 'a\nb\nc\n' > x; printf 'a\nB\nc\nd\n' > y; diff x y; echo status=$?
#### diff -u labels fixed
printf 'a\nb\n' > x; printf 'a\nc\n' > y; diff -u --label X --label Y x y; echo status=$?
#### diff -c labels fixed
printf 'a\nb\n' > x; printf 'a\nc\n' > y; diff -c --label X --label Y x y
#### diff -q
echo a > x; echo b > y; diff -q x y; echo status=$?
#### diff missing file
echo a > x; diff x nosuch 2>&1; echo status=$?
#### diff no newline at end
printf 'a' > x; printf 'a\n' > y; diff x y; echo status=$?
#### diff -u no newline at end
printf 'a\nb' > x; printf 'a\nc' > y; diff -u --label x --label y x y
#### diff -w -b -B -i
printf 'a  b\n' > x; printf 'a b\n' > y; diff -b x y; echo b=$?; printf 'ab\n' > z; diff -w x z; echo w=$?; printf 'A\n' > p; printf 'a\n' > q; diff -i p q; echo i=$?; printf 'a\n\nb\n' > m; printf 'a\nb\n' > n; diff -B m n; echo B=$?
#### diff -y side by side
printf 'a\nb\nc\n' > x; printf 'a\nB\nc\n' > y; diff -y -W 20 x y; echo status=$?
#### diff -y --suppress-common-lines
printf 'a\nb\n' > x; printf 'a\nc\n' > y; diff -y -W 20 --suppress-common-lines x y
#### diff -r directories
mkdir -p a/s b/s; echo 1 > a/f; echo 2 > b/f; echo x > a/only; echo y > a/s/g; echo y > b/s/g; diff -r a b; echo status=$?
#### diff -rN new file
mkdir a b; echo x > a/f; diff -rN a b; echo status=$?
#### diff -q -r
mkdir a b; echo 1 > a/f; echo 2 > b/f; diff -qr a b; echo status=$?
#### diff file and directory
mkdir d; echo a > d/f; echo b > f; diff f d; echo status=$?
#### diff stdin dash
echo a > x; echo b | diff x -; echo status=$?
#### diff binary files
printf 'a\0b' > x; printf 'a\0c' > y; diff x y; echo status=$?
#### diff invalid option
diff --bogus x y 2>&1; echo status=$?
#### diff missing operand
diff x 2>&1; echo status=$?
#### diff --brief --report-identical
echo a > x; cp x y; diff -s x y; echo status=$?
#### diff -e ed script
printf 'a\nb\nc\n' > x; printf 'a\nc\nd\n' > y; diff -e x y
#### diff -U0 and --unified=1
printf '1\n2\n3\n4\n5\n' > x; printf '1\n2\nX\n4\n5\n' > y; diff -U0 --label a --label b x y; diff --unified=1 --label a --label b x y
#### diff --color-free -t and --normal
printf 'a\tb\n' > x; printf 'a\tc\n' > y; diff -t x y
#### cmp identical and differ
echo abc > x; echo abd > y; cmp x x; echo s=$?; cmp x y; echo s=$?
#### cmp -s and -l
echo abc > x; echo aXY > y; cmp -s x y; echo s=$?; cmp -l x y
#### cmp EOF on shorter
printf 'ab' > x; printf 'abc' > y; cmp x y 2>&1; echo s=$?
#### cmp -b print bytes
printf 'a' > x; printf 'b' > y; cmp -b x y
#### cmp missing file
cmp x nosuch 2>&1; echo s=$?
#### cmp -n limit and skip
printf 'abcX' > x; printf 'abcY' > y; cmp -n 3 x y; echo s=$?; cmp -i 1 x y; echo s=$?
#### cmp empty file EOF message
: > e; printf 'a' > x; cmp e x 2>&1; echo s=$?
#### cmp line count
printf 'a\nb\nc\n' > x; printf 'a\nb\nd\n' > y; cmp x y
#### readlink -f -e -m
mkdir -p a/b; touch a/b/f; ln -s a/b l; readlink -f l/f; readlink -e l/nosuch; echo s=$?; readlink -m l/nosuch/x | sed "s|$PWD|P|"
#### readlink on non-link
touch f; readlink f; echo s=$?
#### readlink -n multiple
ln -s t1 a; ln -s t2 b; readlink a b; readlink -n a; echo
#### readlink -f loop
ln -s y x; ln -s x y; readlink -f x; echo s=$?; readlink -e x 2>&1; echo s=$?
#### readlink -v error
touch f; readlink -v f 2>&1; echo s=$?
#### realpath basics
mkdir -p a/b; realpath a/b/.. | sed "s|$PWD|P|"; realpath nosuch 2>&1 | sed "s|$PWD|P|"; echo s=$?
#### realpath -m and -e
realpath -m x/../y | sed "s|$PWD|P|"; realpath -e x 2>&1; echo s=$?
#### realpath --relative-to and --relative-base
mkdir -p a/b c; realpath --relative-to=c a/b; realpath --relative-to=a/b c; realpath --relative-base=a a/b c | sed "s|$PWD|P|"
#### realpath -s keeps links
mkdir d; ln -s d l; realpath -s l | sed "s|$PWD|P|"; realpath l | sed "s|$PWD|P|"
#### realpath through file
touch f; realpath f/x 2>&1 | sed "s|$PWD|P|"; echo s=$?
#### basename forms
basename /a/b/c.txt; basename /a/b/c.txt .txt; basename -s .txt a.txt b.txt; basename -a x/y z/w; basename /; basename a/
#### basename suffix equal to name
basename .txt .txt; basename a.txt a.txt
#### basename -z
basename -z a/b | od -c | head -1
#### basename missing operand and extra
basename 2>&1; echo s=$?; basename a b c 2>&1; echo s=$?
#### dirname forms
dirname /a/b/c; dirname a; dirname /; dirname a/b/; dirname //a; dirname a b/c
#### dirname missing operand
dirname 2>&1; echo s=$?
#### dirname -z
dirname -z a/b c | od -c | head -1
