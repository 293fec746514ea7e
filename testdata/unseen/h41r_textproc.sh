#### awk NR==FNR join of two files
printf '1 alice\n2 bob\n' > users
printf '2 login\n1 logout\n3 login\n2 logout\n' > events
awk 'NR == FNR { name[$1] = $2; next } { print ($1 in name ? name[$1] : "unknown"), $2 }' users events
#### sed multi line join with N and hold space
printf 'key1\nvalue1\nkey2\nvalue2\n' | sed 'N;s/\n/=/'
printf 'a\nb\nc\n' | sed -n '1!G;h;$p'
printf 'start\nx\ny\nend\nz\n' | sed -n '/start/,/end/p'
#### fold and fmt wrap long lines
text="The quick brown fox jumps over the lazy dog and keeps running far away"
echo "$text" | fold -w 20
echo "$text" | fold -s -w 20
echo "$text" | fmt -w 25
#### nl numbers non empty lines
printf 'a\n\nb\nc\n' | nl
printf 'a\n\nb\n' | nl -ba -w3 -s': '
#### expand and unexpand tabs
printf 'a\tb\tc\n' | expand -t 4 | cat -A
printf '        x\n' | unexpand | cat -A
#### tac and rev on a file
printf '1\n2\n3\n' | tac
printf 'abc\ndef\n' | rev
#### cut by characters and fields with output delimiter
echo 'abcdefghij' | cut -c2-4,8-
echo 'a:b:c:d' | cut -d: -f2,4 --output-delimiter=' '
echo 'a:b:c:d' | cut -d: -f3-
echo 'no delim here' | cut -d: -f2
echo 'no delim here' | cut -d: -f2 -s; echo "rc=$?"
#### tr squeeze delete and classes
echo 'aaa   bbb    ccc' | tr -s ' '
echo 'Hello, World! 123' | tr -cd '[:alnum:]\n'
echo 'a-b_c' | tr '_-' '  '
echo 'abc' | tr 'a-z' 'A-Z'
#### awk with printf formatting and getline from a command
printf 'x 1.5\ny 22.25\n' | awk '{ printf "%-3s|%8.3f|%5d\n", $1, $2, $2 }'
awk 'BEGIN { while (("printf \"b\\na\\n\" | sort" | getline line) > 0) print "got " line }'
#### awk split substr and index
echo 'path/to/file.tar.gz' | awk '{ n = split($0, p, "/"); print n, p[n]; print substr(p[n], 1, index(p[n], ".") - 1) }'
echo 'k=v;x=y' | awk -F';' '{ for (i = 1; i <= NF; i++) { split($i, kv, "="); print kv[2] "<-" kv[1] } }'
#### awk gsub with special characters and toupper
echo 'a.b.c' | awk '{ gsub(/\./, "/"); print }'
echo 'a.b.c' | awk '{ gsub(".", "-"); print }'
echo 'hello world' | awk '{ print toupper(substr($0,1,1)) substr($0,2) }'
echo 'x&y' | awk '{ sub(/&/, "\\&amp;"); print }'
#### sed address ranges and line deletion
seq 10 > n
sed -n '3,5p' n | paste -sd,
sed '2,8d' n | paste -sd,
sed -n '$p' n
sed '0~3d' n | paste -sd,
sed -n '/4/,+2p' n | paste -sd,
#### sed insert append and change lines
printf 'a\nb\nc\n' > f
sed '2i\inserted' f | paste -sd,
sed '2a appended' f | paste -sd,
sed '/c/c\changed' f | paste -sd,
sed '1d;$d' f
#### sed extended regex with groups and case conversion
echo 'john smith' | sed -E 's/(\w+) (\w+)/\u\1 \U\2/'
echo '2024-03-05' | sed -E 's/([0-9]{4})-([0-9]{2})-([0-9]{2})/\3.\2.\1/'
echo 'aaa' | sed 's/a/b/2'
echo 'CamelCaseName' | sed -E 's/([a-z])([A-Z])/\1_\l\2/g'
#### csplit a file at pattern lines
printf 'head\n--\nsec1\n--\nsec2 a\nsec2 b\n' > doc
csplit -s -f part doc '/^--$/' '{*}'
for f in part*; do echo "$f: $(tr '\n' ' ' < "$f")"; done
#### head and tail with byte and line counts
seq 20 > s
head -n 3 s | paste -sd,
tail -n 3 s | paste -sd,
tail -n +18 s | paste -sd,
head -c 5 s | od -c | head -1
head -n -17 s | paste -sd,
#### wc on several files with total
printf 'a b\nc\n' > one; printf 'x\n' > two
wc one two
wc -l < one
wc -w one
cat one two | wc -lwc
#### grep with -o -E and counting unique matches
cat > access.log <<'END'
10.0.0.1 - - "GET /a HTTP/1.1" 200
10.0.0.2 - - "POST /b HTTP/1.1" 500
10.0.0.1 - - "GET /c HTTP/1.1" 404
10.0.0.3 - - "GET /a HTTP/1.1" 200
END
grep -oE '"[A-Z]+ [^ ]+' access.log | cut -c2- | sort | uniq -c | sort -k1,1nr -k2
awk '$NF >= 400 { print $1, $NF }' access.log
grep -oE '^[0-9.]+' access.log | sort -u | wc -l
#### grep fixed strings with special characters and -e
printf 'a.b\naxb\n[x]\n-v\n' > g
grep -F 'a.b' g
grep 'a.b' g
grep -F '[x]' g
grep -e -v g
grep -- -v g
#### awk field separator edge cases
echo ' a  b ' | awk '{ print NF ":" $1 }'
echo ' a  b ' | awk -F' ' '{ print NF }'
echo 'a,,b,' | awk -F, '{ print NF ":" $3 }'
echo 'a1b2c' | awk -F'[0-9]' '{ print $1 $2 $3, NF }'
#### pr and column for side by side output
seq 6 | pr -2 -t -w 20
seq 6 | paste - - -
printf 'a b c d e f\n' | xargs -n 2
