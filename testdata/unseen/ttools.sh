#### seq -w -s -f floats
seq -w 8 11; seq -s, 5; seq -f '%03g' 3; seq 0 0.25 1; seq 1.5 3; seq 5 -2 1; seq -s ' ' -w -1 1
#### seq errors and empty
seq 3 1; echo "st=$?"; seq x; echo "st=$?"; seq 1 0 5; echo "st=$?"; seq -f '%d' 2; echo "st=$?"
#### seq large and exponents
seq 1e2 1e2; seq 999999 1000001; seq -f %.1e 1 2
#### printf numbers
printf '%d %i %o %x %X %u\n' 255 -3 8 255 255 7; printf '%5.2f|%-8.3e|%g|%G\n' 3.14159 1234.5 0.0001 1e-10
printf '%#x %#o %+d % d %05.1f\n' 255 8 5 5 2.25; printf '%s\n' 0x1f 010; printf '%d\n' 0x1f 010 "'A"
#### printf errors and partial numbers
printf '%d\n' abc; echo "st=$?"; printf '%d\n' 12abc; echo "st=$?"; printf '%f\n' 1.5x; echo "st=$?"
#### printf reuse and escapes
printf '%s=%s\n' a 1 b 2 c; printf '%b\n' 'a\tb\n1'; printf 'x\x41\101\n'; printf '%q\n' "a b'c"; printf '%%\n'
#### printf widths from args and big numbers
printf '%*s|%-*s|\n' 6 ab 4 c; printf '%.3s\n' abcdef; printf '%d\n' 9223372036854775807; printf '%d\n' 9223372036854775808; echo "st=$?"
#### nl numbering styles
printf 'a\n\nb\n' > f; nl f; nl -ba f; nl -w3 -s: -nrz f; nl -v10 -i5 f; nl -nln f
#### nl pattern and sections
printf 'x1\ny\nx2\n' | nl -bp'^x'; printf 'a\nb\n' | nl -s ' ' -w1
#### fold widths and -s
echo 'the quick brown fox jumps' | fold -w 10; echo 'the quick brown fox jumps' | fold -s -w 10; echo 'abcdef' | fold -w2 -b
#### fmt width and prefix
printf 'one two three four five six seven eight nine ten\n' | fmt -w 20; printf 'a\nb\n\nc\n' | fmt; printf '> x y z w\n' | fmt -w 6 -p '>'
#### fmt -u -s
printf 'a  b.   c\n' | fmt -u; printf 'long line here\nnext\n' | fmt -s -w 8
#### column -t and -s
printf 'name age\nalice 30\nbob 4\n' | column -t; printf 'a:b:c\ndd:e:f\n' | column -t -s:; printf 'a,b\nc,d\n' | column -s, -t -o ' | '
#### column -t with -N and -R
printf 'a 1\nbb 22\n' | column -t -N X,Y -R 2
#### expand unexpand
printf 'a\tb\tc\n' | expand; printf 'a\tb\n' | expand -t 4 | od -c | head -2; printf '        x\n' | unexpand | od -c | head -1; printf 'a       b\n' | unexpand -a | od -c | head -1
#### expand tab lists
printf '\ta\tb\tc\n' | expand -t 2,6,9; printf 'ab\tc\n' | expand -t 4 -i
#### rev tac
printf 'abc\nhéllo\n' | rev; printf '1\n2\n3\n' | tac; printf 'a,b,c,' | tac -s ,; echo; printf 'x\ny' | tac; echo
#### od -c and -An -tx1
printf 'ab\n\t\001' | od -c; printf 'AB' | od -An -tx1; printf 'hello' | od -An -c -w4; printf '\377' | od -b
#### od -t formats
printf '\001\002\003\004' | od -An -tu2; printf '\001\002\003\004' | od -An -tx4; printf 'abc' | od -Ax -tx1z; printf '\000\000\000\000\001' | od -v -tx1
#### od duplicates collapse
head -c 64 /dev/zero | od -tx1; head -c 64 /dev/zero | od -An -v -tx1 | wc -l
#### base64 encode decode
printf 'hello world' | base64; printf 'hello world' | base64 | base64 -d; echo; head -c 100 /dev/zero | base64 -w 40; printf 'x' | base64 -w0; echo
#### base64 invalid input
echo 'aGVsbG8=====' | base64 -d; echo "st=$?"; echo '!!!' | base64 -d; echo "st=$?"; echo 'aGVs bG8=' | base64 -d; echo; echo 'aGV' | base64 -di; echo " st=$?"
#### base32 roundtrip
printf 'abc' | base32; printf 'abc' | base32 | base32 -d; echo
#### numfmt to and from
numfmt --to=si 1500 1000000; numfmt --to=iec 1024 1536; numfmt --from=iec 1K 2M; numfmt --from=auto 3Ki; numfmt --to=iec-i 2048
#### numfmt fields padding and errors
printf 'a 1024\nb 2048\n' | numfmt --field=2 --to=iec; numfmt --padding=8 42; numfmt --format='%.2f' 3.14159; numfmt abc; echo "st=$?"; numfmt --to=si --round=down 1999
#### numfmt suffix and header
printf 'SIZE\n1000\n2000\n' | numfmt --header --to=si --suffix=B
#### date -d fixed dates
date -u -d '2021-02-03 04:05:06' '+%Y-%m-%d %H:%M:%S %a %b %j %u %s'; date -u -d @0; date -u -d '2020-02-28 + 1 day' +%F; date -u -d '2024-01-31 +1 month' +%F
#### date formats and padding
date -u -d '2021-01-05 07:08:09' '+%e|%-d|%_m|%0k|%I %p|%y|%C|%G-W%V|%Z|%z|%:z'; date -u -d '2000-01-01' +%s%N | cut -c1-10
#### date -I and -R
date -u -d '2021-06-07 08:09:10' -I; date -u -d '2021-06-07 08:09:10' -Iseconds; date -u -d '2021-06-07 08:09:10' -R; date -u -d '2021-06-07 08:09:10' --rfc-3339=seconds
#### date invalid
date -d 'not a date'; echo "st=$?"; date -u -d '2021-13-01'; echo "st=$?"
#### date relative words
date -u -d '2021-03-10 12:00 yesterday' +%F; date -u -d '2021-03-10 next monday' +%F; date -u -d '2021-03-10 3 weeks ago' +%F
#### date TZ variable
TZ=America/New_York date -d '2021-07-01 12:00 UTC' '+%H:%M %Z'; TZ=Asia/Tokyo date -d @0 '+%F %T %z'
#### jq basics
echo '{"a":1,"b":[1,2,3],"c":{"d":"x"}}' > j.json
jq .a j.json; jq -c .b j.json; jq -r .c.d j.json; jq '.b | length' j.json; jq -c 'keys' j.json; jq '.b[] * 2' j.json
#### jq filters and map select
echo '[{"n":"a","v":3},{"n":"b","v":1},{"n":"c","v":2}]' | jq -c 'map(select(.v > 1)) | sort_by(.v) | map(.n)'
echo '[1,2,3]' | jq 'add'; echo '{"a":1}' | jq '.a += 1 | .b = "x"' -c; echo '"a,b"' | jq -c 'split(",")'
#### jq -n --arg and --argjson
jq -n --arg x hi --argjson y '{"z":1}' '{x: $x, y: $y.z}' -c; jq -n '[range(3)]' -c; jq -rn '"a\tb"'
#### jq parse error
echo '{' | jq .; echo "st=$?"; echo '1 {' | jq -c .; echo "st=$?"
#### jq errors
echo '1' | jq '.a'; echo "st=$?"; jq -n 'error("boom")'; echo "st=$?"
#### jq -e and empty
echo 'null' | jq -e .; echo "st=$?"; echo '{"a":false}' | jq -e .a; echo "st=$?"; echo '[]' | jq '.[]'; echo "st=$?"
#### jq string interpolation and formats
echo '{"n":"x y","v":[1,2]}' | jq -r '"\(.n)=\(.v | join(","))"'; echo '["a","b c"]' | jq -r '@csv'; echo '["a","b c"]' | jq -r '@sh'; echo '"<&>"' | jq -r '@html'
#### jq to_entries group_by unique
echo '{"b":2,"a":1}' | jq -c 'to_entries'; echo '[3,1,3,2]' | jq -c 'unique, (group_by(. % 2))'; echo '{"a":1}' | jq -c 'with_entries(.value += 10)'
#### jq slurp and raw input
printf '1\n2\n3\n' | jq -s 'add'; printf 'x\ny\n' | jq -R . ; printf 'x\ny\n' | jq -Rs .
#### jq --tab --indent -S
echo '{"b":1,"a":[1]}' | jq -S .; echo '{"a":[1]}' | jq --indent 1 .; echo '{"a":1}' | jq --tab .
