#### seq 10 > f; split -n l/3 --filter='wc -l' f
cd "$(mktemp -d)"; seq 10 > f; split -n l/3 --filter='wc -l' f
#### seq 5 | split -l 2 --filter='cat > $FILE.x; echo $FILE' ; ls
cd "$(mktemp -d)"; seq 5 | split -l 2 --filter='cat > $FILE.x; echo $FILE' ; ls
#### printf 'a b\nb c\nc a\n' | tsort; echo st=$?
printf 'a b\nb c\nc a\n' | tsort; echo st=$?
#### printf 'The quick brown Fox\n' | ptx -b <(printf ' ') 2>&1 | head
printf 'The quick brown Fox\n' | ptx -b <(printf ' ') 2>&1 | head
#### printf 'aa bb cc dd ee\nff gg\n' | ptx -R -w 30
printf 'aa bb cc dd ee\nff gg\n' | ptx -R -w 30
#### printf 'x y z\n' | ptx -S '[.]' ; printf 'one. two three.\n' | ptx -M
printf 'x y z\n' | ptx -S '[.]' ; printf 'one. two three.\n' | ptx -M MAC -O
#### printf 'hello there world\n' | ptx -F '...' -w 20
printf 'hello there world\n' | ptx -F '...' -w 20
#### printf 'a\nb\n' > f1; printf 'c\n' > f2; ptx -A f1 f2
cd "$(mktemp -d)"; printf 'a\nb\n' > f1; printf 'c\n' > f2; ptx -A f1 f2
#### printf 'abc def\n' | ptx -t 2>&1 | head -3; printf 'x\n' | ptx -W 'z'
printf 'abc def\n' | ptx -t 2>&1 | head -3; printf 'x\n' | ptx -W 'z'
#### printf 'a\nb\nc\n' > f; csplit f '/b/' '/c/' -s; ls; csplit f '/a/+5';
cd "$(mktemp -d)"; printf 'a\nb\nc\n' > f; csplit f '/b/' '/c/' -s; ls; csplit f '/a/+5'; echo st=$?
#### seq 20 > f; csplit f 5 '{3}'; echo st=$?; ls
cd "$(mktemp -d)"; seq 20 > f; csplit f 5 '{3}'; echo st=$?; ls
#### seq 5 > f; csplit f '/[24]/' '{*}' -b '%x'; ls
cd "$(mktemp -d)"; seq 5 > f; csplit f '/[24]/' '{*}' -b '%x'; ls
#### seq 5 > f; csplit f 2 2; echo st=$?; csplit -b '%d%d' f 2; echo st=$?
cd "$(mktemp -d)"; seq 5 > f; csplit f 2 2; echo st=$?; csplit -b '%d%d' f 2; echo st=$?
#### cksum -a md5 /dev/null; cksum -a sha256 --untagged /dev/null; cksum -a
cksum -a md5 /dev/null; cksum -a sha256 --untagged /dev/null; cksum -a crc /dev/null; cksum -a blake2b -l 128 /dev/null
#### printf 'abc' | cksum -a sha1 --base64; printf 'abc' | b2sum -l 64; pri
printf 'abc' | cksum -a sha1 --base64; printf 'abc' | b2sum -l 64; printf 'abc' | sum -s; printf 'abc' | sum -r
#### printf 'a' > f; md5sum f > s; md5sum -c s; printf 'x' > f; md5sum -c s
cd "$(mktemp -d)"; printf 'a' > f; md5sum f > s; md5sum -c s; printf 'x' > f; md5sum -c s; echo st=$?; md5sum --status -c s; echo st=$?
#### printf 'bad line\n' > s; sha1sum -c s; echo st=$?; sha1sum -c --warn s
cd "$(mktemp -d)"; printf 'bad line\n' > s; sha1sum -c s; echo st=$?; sha1sum -c --warn s; echo st=$?; sha1sum -c --strict s; echo st=$?
#### printf 'a' > 'f\g'; md5sum 'f\g'; md5sum --tag 'f\g'; printf 'a' > 'n
cd "$(mktemp -d)"; printf 'a' > 'f\g'; md5sum 'f\g'; md5sum --tag 'f\g'; printf 'a' > 'n
l'; md5sum 'n
l'; md5sum -z f\\g | od -c | tail -2
#### printf 'a' > f; cksum -a sha256 f > s; cksum -c s; cksum -a sha256 --c
cd "$(mktemp -d)"; printf 'a' > f; cksum -a sha256 f > s; cksum -c s; cksum -a sha256 --check s
#### echo | date -d '1 day ago 2020-01-10' +%F 2>&1; TZ=UTC date -d 'tomorr
echo | date -d '1 day ago 2020-01-10' +%F 2>&1; TZ=UTC date -d 'tomorrow 2020-01-10' +%F 2>&1
#### TZ=UTC date -d '2020-01-10 noon' '+%F %T' ; TZ=UTC date -d '2020-01-10
TZ=UTC date -d '2020-01-10 noon' '+%F %T' ; TZ=UTC date -d '2020-01-10 midnight' '+%F %T'; TZ=UTC date -d '20200110' +%F; TZ=UTC date -d '2020-01-10 1200' '+%T'
#### TZ=UTC date -d 'Jan 10' +%m-%d; TZ=UTC date -d '10 Jan 2020 3:04:05 pm
TZ=UTC date -d 'Jan 10' +%m-%d; TZ=UTC date -d '10 Jan 2020 3:04:05 pm' '+%F %T'; TZ=UTC date -d '2020-01-10 +1 week 2 days' +%F
#### TZ=UTC date -d 'TZ="America/New_York" 2020-06-01 12:00' '+%F %T'; TZ=U
TZ=UTC date -d 'TZ="America/New_York" 2020-06-01 12:00' '+%F %T'; TZ=UTC date -d '2020-06-01 12:00 UTC+2' '+%T'
#### TZ=UTC date -d '2020-06-01 12:00:00.5 +1 sec' '+%T.%N'; TZ=UTC date -d
TZ=UTC date -d '2020-06-01 12:00:00.5 +1 sec' '+%T.%N'; TZ=UTC date -d 'last year 2020-06-01' +%F
#### TZ=UTC date -d '2020-06-01 12:00 first monday' +%F 2>&1; TZ=UTC date -
TZ=UTC date -d '2020-06-01 12:00 first monday' +%F 2>&1; TZ=UTC date -d 'third sunday 2020-06-01' +%F 2>&1
#### TZ=UTC date -d '2020-06-01 12:00 this thursday' +%F; TZ=UTC date -d '@
TZ=UTC date -d '2020-06-01 12:00 this thursday' +%F; TZ=UTC date -d '@1590000000 +1 hour' '+%F %T' 2>&1
#### TZ=UTC date --debug -d '2020-06-01' 2>&1 | head -3
TZ=UTC date --debug -d '2020-06-01' 2>&1 | head -3
#### TZ=UTC date -d '2020-06-01' '+%Ez %Oy %EY %+4Y' 2>&1; TZ=UTC date -d '
TZ=UTC date -d '2020-06-01' '+%Ez %Oy %EY %+4Y' 2>&1; TZ=UTC date -d '20200-01-01' +%Y 2>&1
#### TZ=UTC date -d '2020-06-01' '+%8F|%-10Y|%_3m|%^B|%^#Z|%#p'
TZ=UTC date -d '2020-06-01' '+%8F|%-10Y|%_3m|%^B|%^#Z|%#p'
#### mkfifo p; stat -c '%F %a' p; ln -s nowhere l; stat -c '%N %s %F' l
cd "$(mktemp -d)"; mkfifo p; stat -c '%F %a' p; ln -s nowhere l; stat -c '%N %s %F' l
#### : > 'it'\''s'; stat -c %N "it's"; : > 'a"b'; stat -c %N 'a"b'; : > "$(
cd "$(mktemp -d)"; : > 'it'\''s'; stat -c %N "it's"; : > 'a"b'; stat -c %N 'a"b'; : > "$(printf 't\tb')"; stat -c %N t*
#### printf x > f; stat -c '%q|%Q|%j' f 2>&1; echo st=$?
cd "$(mktemp -d)"; printf x > f; stat -c '%q|%Q|%j' f 2>&1; echo st=$?
#### printf x > f; stat --format='%s\n' f; stat --printf='%s\n' f; stat -c
cd "$(mktemp -d)"; printf x > f; stat --format='%s\n' f; stat --printf='%s\n' f; stat -c '%#a %#o' f 2>&1
#### printf 'abc' | basenc --base64 -w 0; echo; printf '%060d' 0 | basenc -
printf 'abc' | basenc --base64 -w 0; echo; printf '%060d' 0 | basenc --base32 -w 20; printf 'YWJj\n\nZA==' | base64 -d -i; echo
#### printf 'a' | basenc --z85; echo st=$?; printf 'MZXW6===' | basenc -d -
printf 'a' | basenc --z85; echo st=$?; printf 'MZXW6===' | basenc -d --base32; echo; printf '!!' | base64 -d -i | od -c
#### printf '\xff\xfe' | basenc --base2msbf -w 4; printf '0100000' | basenc
printf '\xff\xfe' | basenc --base2msbf -w 4; printf '0100000' | basenc -d --base2msbf; echo st=$?
#### printf 'hello' | base32 | base32 -d; echo; printf 'aGVsbG8' | base64 -
printf 'hello' | base32 | base32 -d; echo; printf 'aGVsbG8' | base64 -d; echo st=$?
