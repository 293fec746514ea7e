#### agent mix 1 echo x | sed 'w /dev/stdout'
echo x | sed 'w /dev/stdout'
#### agent mix 2 printf 'a\nb\n' | sed -n '/a/{n
printf 'a\nb\n' | sed -n '/a/{n;p}'
#### agent mix 3 echo 'abc' | grep -P '^\p{Ll}+$'
echo 'abc' | grep -P '^\p{Ll}+$'; echo "st=$?"
#### agent mix 4 printf 'a\nb\n' | grep -P '(?i)A'
printf 'a\nb\n' | grep -P '(?i)A'
#### agent mix 5 TZ=UTC date -d 'tomorrow' +%F >/dev/null
TZ=UTC date -d 'tomorrow' +%F >/dev/null; echo $?; TZ=UTC date -d '2024-02-30' +%F; echo "st=$?"
#### agent mix 6 TZ=UTC date -d '1 Jan 2020 + 3 weeks' +%F
TZ=UTC date -d '1 Jan 2020 + 3 weeks' +%F; TZ=UTC date -d '2020-01-01 UTC' +%s; TZ=UTC date -d 'Wed, 01 Jan 2020 10:00:00 +0000' +%s
#### agent mix 7 numfmt --to=iec 1048576 123456789
numfmt --to=iec 1048576 123456789; numfmt --from=iec 1K 2M; numfmt --to=si --suffix=B 1500
#### agent mix 8 printf "%'d\n" 1234567
printf "%'d\n" 1234567; printf '%10.3s|\n' abcdef; printf '%#x %#o\n' 255 8
#### agent mix 9 seq -s ' ' -w 1 3 10
seq -s ' ' -w 1 3 10; seq 1.5 3; seq -f '%e' 1 2
#### agent mix 10 echo 'a b c' | awk '{$1=$1
echo 'a b c' | awk '{$1=$1; NF=2; print}'; echo 'a,b' | awk -F, '{print NF}' OFS=:
#### agent mix 11 echo a > f
cd "$(mktemp -d)"; echo a > f; cp -i f g </dev/null; cp -i f g </dev/null; echo "st=$?"
#### agent mix 12 mkdir -p a/b
cd "$(mktemp -d)"; mkdir -p a/b; echo x > a/b/c; cp -rT a z; find z | sort; cp -r a/. y; find y | sort
#### agent mix 13 touch a
cd "$(mktemp -d)"; touch a; ln -s a b; cp -P b c; cp -L b d; stat -c '%n %F' c d
#### agent mix 14 mkdir d
cd "$(mktemp -d)"; mkdir d; touch d/x; rm -r d/; ls; rm -rf ./nope/ ; echo $?
#### agent mix 15 touch f
cd "$(mktemp -d)"; touch f; chmod u=rwx,g=rx,o= f; stat -c %A f; chmod -x f; stat -c %a f; chmod 4755 f; stat -c %A f; chmod =r f; stat -c %a f
#### agent mix 16 umask 022
cd "$(mktemp -d)"; umask 022; mkdir -m u=rwx,go= x; stat -c %a x; touch f; chmod +w f; stat -c %a f; umask 077; chmod +r f; stat -c %a f
#### agent mix 17 printf 'a\nb\n' > f
cd "$(mktemp -d)"; printf 'a\nb\n' > f; sed -n -i.b '1p' f; ls; sed -i -s '$s/$/!/' f; cat f
#### agent mix 18 printf '3\n1\n2\n' | sort -n | head -1
printf '3\n1\n2\n' | sort -n | head -1; printf 'b 2\na 2\n' | sort -k2,2 -k1,1r
#### agent mix 19 echo '{"a":[{"b":1},{"b":2}]}' | jq '.a[].b'
echo '{"a":[{"b":1},{"b":2}]}' | jq '.a[].b' ; echo '{"a":"x"}' | jq -r '.a | ascii_upcase'; jq -n '"abc" | .[1:]'; jq -n '[1,2] | first, last'
#### agent mix 20 jq -n 'now | type'
jq -n 'now | type'; jq -n '"2015-03-05T23:51:47Z" | fromdate'; jq -n '1425599507 | todate'; jq -n '[.[]?]'
#### agent mix 21 echo '{"a":1,"b":null}' | jq 'paths' -c
echo '{"a":1,"b":null}' | jq 'paths' -c; echo '{"a":{"b":2}}' | jq -c 'leaf_paths'; echo '[1,[2]]' | jq -c flatten
#### agent mix 22 echo '[1,2,3]' | jq 'map(.*2) | @json'
echo '[1,2,3]' | jq 'map(.*2) | @json'; echo '"a b"' | jq -r '@uri'; echo '"<&>"' | jq -r @html; echo '"aGk="' | jq -r '@base64d'
#### agent mix 23 printf 'x y\n' | while read a b
printf 'x y\n' | while read a b; do echo "$b $a"; done; printf '%s\n' a b | paste -sd' '
#### agent mix 24 printf 'line1\nline2\n' > f
cd "$(mktemp -d)"; printf 'line1\nline2\n' > f; head -c 3 f; tail -n1 f; tail -c 6 f
#### agent mix 26 printf 'a\nb\n' > x
cd "$(mktemp -d)"; printf 'a\nb\n' > x; printf 'a\nc\n' > y; diff -y x y; diff --brief x y; diff -c x y | tail -n +4
#### agent mix 27 tar cf - --files-from /dev/null | tar tf -
cd "$(mktemp -d)"; tar cf - --files-from /dev/null | tar tf -; echo st=$?; echo a > f; tar -cf t.tar f && tar --list -f t.tar; tar -tvf t.tar | awk '{print $3, $6}'
#### agent mix 28 echo a > f
cd "$(mktemp -d)"; echo a > f; gzip -9 -c f > f.gz; gzip -dk f.gz; echo $?; gzip -f f; ls
#### agent mix 29 printf 'héllo wörld\n' | cut -c1-4
printf 'héllo wörld\n' | cut -c1-4; printf 'héllo\n' | tr 'é' 'e'; printf 'ab\n' | fold -w1
#### agent mix 31 echo "a b" | xargs -n1 -I{} echo "[{}]"
echo "a b" | xargs -n1 -I{} echo "[{}]"; echo a | xargs -I{} -n1 echo {} 
#### agent mix 32 touch 1 2 3
cd "$(mktemp -d)"; touch 1 2 3; ls | xargs -P2 -n1 echo | sort
#### agent mix 33 mkdir -p d
cd "$(mktemp -d)"; mkdir -p d; touch d/a; find d -newer d/a; find d -type f -name a -printf '%f\n' -quit; find d -name '*' -type f -size -1c
#### agent mix 34 touch f
cd "$(mktemp -d)"; touch f; find . -maxdepth 1 -type f -printf '%M %n %s %p\n'; find . -printf '%y%y\n' | sort | uniq -c
#### agent mix 35 stat -c '%n' /
stat -c '%n' /; stat -c %F /dev/null; stat --format='%s' /dev/null
#### agent mix 36 expr "x$a" = x
expr "x$a" = x; expr '(' 2 + 3 ')' \* 4; expr 5 \> 3 \& 2 \< 1; expr "" \| 0; echo $?
#### agent mix 37 basename ''
basename ''; dirname ''; basename //; dirname //a//b//; basename -z a/b | od -c | head -1
#### agent mix 38 printf '%s\n' c b a | sort | comm - <(printf 'a\nd
printf '%s\n' c b a | sort | comm - <(printf 'a\nd\n')
#### agent mix 39 awk 'BEGIN{printf "%5.2f%%\n", 12.345
awk 'BEGIN{printf "%5.2f%%\n", 12.345; printf "%c%c\n", 65, "BC"; print substr("hello", 0, 2), index("abc","c")}'
#### agent mix 40 awk 'BEGIN{ "date +%Y" | getline y
awk 'BEGIN{ "date +%Y" | getline y; close("date +%Y"); print (y > 2000) }'; awk 'BEGIN{while (("echo a; echo b" | getline l) > 0) n++; print n}'
#### agent mix 41 printf 'x' > a
cd "$(mktemp -d)"; printf 'x' > a; printf 'y\n' > b; cat a b; wc -l a b; cat -n b; cat -A a; echo
#### agent mix 42 printf 'b\na\n' > /dev/null
printf 'b\na\n' > /dev/null; printf 'k v\n' | column -t -R 1; printf 'a b c\n1 2 3\n' | column -t -H 2
#### agent mix 43 seq 100 > f
cd "$(mktemp -d)"; seq 100 > f; split -l 30 -d -a 1 f s; wc -l s*; split -C 20 f t; ls t* | head -3
#### agent mix 44 printf 'a\nb\n' | csplit - 2 -f pre -b '%02d.txt'
cd "$(mktemp -d)"; printf 'a\nb\n' | csplit - 2 -f pre -b '%02d.txt'; ls; csplit -k f 1 2>&1; echo st=$?
#### agent mix 45 sha256sum /dev/null
sha256sum /dev/null; echo | md5sum -b; printf x | sha256sum - | cut -c 1-10
#### agent mix 46 printf 'a  f\n' > bad
cd "$(mktemp -d)"; printf 'a  f\n' > bad; sha256sum -c bad; echo st=$?; sha256sum -c nosuch; echo st=$?
#### agent mix 47 base64 /dev/null
base64 /dev/null; echo st=$?; printf 'YQ' | base64 -d; echo " st=$?"; printf '\xff\xfe' | base64; printf 'a' | base32
#### agent mix 48 mkdir d
cd "$(mktemp -d)"; mkdir d; touch -d '2020-01-01' d/a; touch d/b; ls -t d; ls -r d; ls -1 d; ls -A d
#### agent mix 49 touch .h a
cd "$(mktemp -d)"; touch .h a; mkdir s; ls -a; ls -F; ls -p; ls -d */; ls nosuch; echo st=$?
#### agent mix 50 touch a
cd "$(mktemp -d)"; touch a; ln -s a b; readlink -f b | sed "s|$PWD|P|"; realpath --relative-to=/usr /usr/bin/x 2>&1; realpath -s /usr/../tmp
