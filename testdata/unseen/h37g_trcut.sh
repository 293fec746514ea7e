#### tr classes upper lower
echo 'Hello, World 123' | tr '[:lower:]' '[:upper:]'; echo 'Hello' | tr '[:upper:][:lower:]' '[:lower:][:upper:]'
#### tr classes digit punct space delete
echo 'a1 b2, c3!' | tr -d '[:digit:]'; echo 'a1 b2, c3!' | tr -d '[:punct:][:space:]'; echo; echo 'x	y' | tr '[:blank:]' _
#### tr ranges and repeats
echo 'abcdef' | tr 'a-c' 'A-C'; echo 'abcdef' | tr 'a-f' '[x*]'; echo 'abcdef' | tr 'a-f' 'xy[z*2]'; echo abcdef | tr a-f 'A[-*]'
#### tr squeeze and complement
echo 'aaabbbccc  dd' | tr -s 'a-z'; echo 'a  b   c' | tr -s ' '; echo 'ab12cd' | tr -c 'a-z' '#'; echo 'ab12cd' | tr -cd '0-9'; echo
#### tr -t truncate set1
echo 'abcd' | tr -t 'abcd' 'xy'; echo 'abcd' | tr 'abcd' 'xy'
#### tr escapes and octal
printf 'a\tb\n' | tr '\t' '\n'; echo 'a.b' | tr '.' '\012'; printf 'a\\b\n' | tr '\\' '/'; echo abc | tr 'a' '\101'
#### tr equivalence class and errors
echo 'abc' | tr '[=a=]' 'x'; tr 'z-a' x </dev/null; echo "st=$?"; tr -d; echo "st=$?"; echo a | tr '[:lower:]' '[:digit:]'; echo "st=$?"
#### tr -s with two sets and class in set2
echo 'aabbcc' | tr -s 'ab' 'xy'; echo 'AAbb' | tr -s '[:upper:]' '[:lower:]'
#### cut -b ranges and multibyte
echo 'abcdefgh' | cut -b 2-4,6-; echo 'abcdefgh' | cut -b -3; echo 'héllo' | cut -b 1-2 | od -c | head -1; echo 'héllo' | cut -c 1-2
#### cut --output-delimiter with bytes and fields
echo 'abcdef' | cut -b 1-2,4-5 --output-delimiter=:; echo 'a:b:c:d' | cut -d: -f1,3- --output-delimiter=' | '
#### cut -s only delimited and -f overlap
printf 'a:b\nnodelim\nc:d:e\n' | cut -d: -f2 -s; printf 'a:b:c\n' | cut -d: -f3,1,2-2
#### cut --complement
echo 'abcdef' | cut --complement -c 2-3; echo 'a b c d' | cut -d' ' --complement -f2
#### cut -z and errors
printf 'a:b\0c:d\0' | cut -z -d: -f2 | tr '\0' '\n'; cut -f 0 /dev/null; echo "st=$?"; cut -b 3-1 /dev/null; echo "st=$?"; cut -d ab -f1 /dev/null; echo "st=$?"; cut /dev/null; echo "st=$?"
#### cut -n ignored and -f beyond
echo 'a	b' | cut -f 5; echo 'a	b' | cut -n -b 1
#### sort -k with per key flags
printf 'a 10 x\nb 9 y\nc 10 a\n' | sort -k2,2nr -k3,3; printf 'x B\ny a\nz C\n' | sort -k2,2f
#### sort -k per key b and d and r
printf 'a  2\nb 10\nc   1\n' | sort -k2,2bn; printf 'x -b\ny a\nz .c\n' | sort -k2,2d; printf '1 a\n2 b\n' | sort -k2r
#### sort -t multiple keys and -u
printf 'x:2:b\ny:1:a\nz:2:a\n' | sort -t: -k2,2n -k3,3; printf 'x:2\ny:2\nz:1\n' | sort -t: -k2,2 -u
#### sort -k with char offsets and b
printf 'a   xz\nb  xa\n' | sort -k2.2b,2.2b; printf 'a   xz\nb  xa\n' | sort -k2.2,2.2
#### sort -M -h -V per key
printf '1 Feb\n2 Jan\n3 Dec\n' | sort -k2M; printf 'a 2K\nb 1M\nc 3\n' | sort -k2h; printf 'p v1.10\nq v1.9\n' | sort -k2V
#### uniq -c widths big counts
seq 1 1 | uniq -c; yes a | head -1234 | uniq -c; yes b | head -1234567 | uniq -c
#### uniq -c combined with -f -s -w
printf 'x aa\ny aa\nz ab\n' | uniq -c -f1 -w1; printf '1abc\n2abd\n' | uniq -c -s1 -w2
#### wc -L longest line with tabs and wide
printf 'ab\tc\n' | wc -L; printf 'héllo\n' | wc -L; printf '日本\n' | wc -L; printf 'abc\ndefgh' | wc -L
#### wc -L with several files and other counts
cd "$(mktemp -d)"; printf 'aaaa\n' > a; printf 'bb\nccccccc\n' > b; wc -L a b; wc -lwcL a b
#### wc -m -c multibyte and invalid
printf 'h\xc3\xa9\xff\n' | wc -m; printf 'h\xc3\xa9\xff\n' | wc -c; printf 'a b\n\n c' | wc
#### wc --files0-from and total modes
cd "$(mktemp -d)"; printf 'a\n' > x; printf 'b c\n' > y; printf 'x\0y\0' | wc -l --files0-from=-; wc --total=never x y; wc --total=only -w x y; wc --total=always x
#### shuf -i -n with random source
cd "$(mktemp -d)"; seq 100000 > rs; shuf -i 1-10 --random-source=rs | sort -n | tr '\n' ' '; echo; shuf -n 3 -i 1-1000 --random-source=rs | wc -l
#### shuf -e -r and -z
shuf -e -n 5 -r a | sort | uniq -c; shuf -z -e a b | tr '\0' '\n' | sort
#### shuf errors and edge counts
shuf -i 5-1; echo "st=$?"; shuf -i 1-3 -n 0; echo "st=$?"; shuf -e; echo "st=$?"; shuf -n x; echo "st=$?"; shuf -i 1-2 a; echo "st=$?"
#### shuf -o output and from file
cd "$(mktemp -d)"; seq 5 > in; shuf in -o out; sort -n out | tr '\n' ' '; echo; shuf -n 1 in | grep -c '^[1-5]$'
#### head and tail with byte and line suffixes
seq 2000 | head -c 1K | tail -c 8; seq 3 | head -n -1; seq 5 | tail -n +4; printf 'abcdef' | tail -c +3; echo; printf 'abcdef' | head -c -2; echo
