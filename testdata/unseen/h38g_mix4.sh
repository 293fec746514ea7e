#### agent mix4 1
echo 'aGVsbG8gd29ybGQ' | base64 -d; echo " st=$?"; printf 'hi' | base64 | base64 -d; echo; base64 -w 4 <<< 'abcdef'
#### agent mix4 2
cd "$(mktemp -d)"; echo a > f; sha256sum f | sed 's/f$/g/' > s; sha256sum -c s; echo st=$?; printf 'bad line\n' > t; sha256sum -c t; echo st=$?
#### agent mix4 3
cd "$(mktemp -d)"; echo a > f; md5sum f > m; md5sum --check m; md5sum -c --strict m; sha1sum -c m; echo st=$?
#### agent mix4 4
cd "$(mktemp -d)"; printf 'a\nb\nc\nd\ne\nf\ng\n' > x; printf 'a\nb\nC\nd\ne\nf\nG\n' > y; diff -u x y | tail -n +3; diff -U1 x y | tail -n +3
#### agent mix4 5
cd "$(mktemp -d)"; printf 'a\n' > x; : > y; diff -u x y | tail -n +3; diff x y; diff y x
#### agent mix4 6
cd "$(mktemp -d)"; mkdir a b; echo 1 > a/f; echo 1 > b/f; mkdir a/sub; diff -r a b; echo st=$?; diff -rq a b; diff -rN a b | head -3
#### agent mix4 7
cd "$(mktemp -d)"; printf 'l1\nl2\nl3\n' > f; printf 'l1\nl2 changed\nl3\nl4\n' > g; diff -u f g > p; patch --dry-run -p0 < p; patch -p0 -o out f < p; cat out
#### agent mix4 8
cd "$(mktemp -d)"; printf 'a\n' > f; printf -- '--- f\n+++ f\n@@ -1 +1,2 @@\n a\n+b\n' > p; patch < p; cat f; patch < p; echo st=$?
#### agent mix4 9
cd "$(mktemp -d)"; printf -- '--- /dev/null\n+++ new.txt\n@@ -0,0 +1 @@\n+created\n' > p; patch -p0 < p; cat new.txt
#### agent mix4 10
echo '{"a":[1,2,{"b":"c"}]}' | jq '.a[2].b, .a[-1], .a[:2]' -c; echo '[1,2]' | jq 'length, add/length'
#### agent mix4 11
echo '{"users":[{"n":"a","age":3},{"n":"b","age":5}]}' | jq -r '.users[] | select(.age>4) | .n'; echo '{}' | jq '.missing.deep'
#### agent mix4 12
echo '[{"k":"a","v":1},{"k":"b","v":2}]' | jq -c 'from_entries? // map({(.k): .v}) | add'; jq -n '{} | .a.b.c = 1' -c
#### agent mix4 13
echo '"2024-01-02T03:04:05Z"' | jq 'fromdateiso8601'; jq -n '1704164645 | strftime("%Y-%m-%d")'; jq -n '"a,b" | split(",") | join("-")'
#### agent mix4 14
jq -n '[1,2,3] | map(select(. != 2)) | any(. > 2), all(. > 0)'; jq -n '"abc" | ascii_downcase | ltrimstr("a") | rtrimstr("c")'
#### agent mix4 15
echo '{"a":1}' | jq --arg k a '.[$k]'; echo '[3,1,2]' | jq -c 'sort, min, max, reverse'; jq -n '$ENV | type'
#### agent mix4 17
jq -r '.[] | "\(.a)\t\(.b)"' <<< '[{"a":1,"b":"x"}]'; jq -r 'to_entries[] | "\(.key)=\(.value)"' <<< '{"x":1,"y":"z"}'
#### agent mix4 18
jq '.a |= . + 1 | .b //= 5' -c <<< '{"a":1}'; jq 'del(.[] | select(. == 2))' -c <<< '[1,2,3]'; jq 'indices(1)' -c <<< '[1,2,1]'
#### agent mix4 19
jq -e 'has("a")' <<< '{"a":null}'; jq 'type' <<< 'null'; jq '.[0]' <<< '"str"'; echo "st=$?"
#### agent mix4 20
jq --slurp -c 'map(.x)' <<< '{"x":1} {"x":2}'; jq -c 'limit(2; .[])' <<< '[5,6,7]'; jq -c 'to_entries | map(.key)' <<< '{"b":1,"a":2}'
#### agent mix4 21
TZ=UTC date -d '2024-03-10 02:30' +%s; TZ=America/New_York date -d '2024-03-10 12:00' '+%Z %z'; TZ=UTC date -d 'last day' +%F >/dev/null; echo $?
#### agent mix4 22
TZ=UTC date -d '2024-01-01 08:00:00 +0530' '+%F %T'; TZ=UTC date -d 'Mon Jan  1 00:00:00 UTC 2024' +%s; TZ=UTC date --date='@1e3' 2>&1; echo st=$?
#### agent mix4 23
TZ=UTC date -d '2024-05-05' '+%U %W %V %G %g %w %u'; TZ=UTC date -d '2024-05-05 13:00' '+%r %R %T %D %x %X %c'
#### agent mix4 24
printf '%s %s %s\n' a b; printf '[%3s][%-3s][%.1s]\n' x y zz; printf '%i\n' 0x10 010; printf '%.0f %.0f\n' 0.5 1.5
#### agent mix4 25
printf '%b' 'a\x41\0101\n'; printf '\u00e9\n'; printf 'a%sb\n'; printf '%05.1f\n' -2.3
#### agent mix4 26
seq 0.1 0.1 0.5; seq -w -5 5 | head -3; seq 1e2 1e2 3e2
#### agent mix4 27
expr substr 'hello' 0 2; echo st=$?; expr index abc d; expr 'abc' : 'x'; echo st=$?; expr -5 % 3; expr 5 - -3
#### agent mix4 28
gzip -c <<< 'x' | gzip -d | od -c | head -1; printf '' | gzip | wc -c; gzip -cd /dev/null; echo st=$?
#### agent mix4 29
cd "$(mktemp -d)"; echo a > f; gzip f; gzip f.gz; echo st=$?; gunzip -c f.gz; gzip -d -k f.gz; gzip -d f.gz; echo st=$?
#### agent mix4 30
cd "$(mktemp -d)"; echo x > a; tar czf - a | tar tzvf - | awk '{print $1, $3, $6}'; tar cf - a | gzip -9 > b.tgz; tar xzf b.tgz -O
#### gzip reads a device only to stdout test or list
gzip -c /dev/null | od -c | head -2; gzip -cd /dev/null; echo "st=$?"; gzip -t /dev/null; echo "st=$?"; gzip -l /dev/null; echo "st=$?"; gzip -k /dev/null; echo "st=$?"
