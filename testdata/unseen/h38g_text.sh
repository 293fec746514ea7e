#### sort -k2,2n -t
printf 'b,3\na,10\nc,2\n' | sort -t, -k2,2n
#### sort -k1,1 -k2nr multi key
printf 'a 1\nb 2\na 3\nb 1\n' | sort -k1,1 -k2,2nr
#### sort -u -f
printf 'B\na\nb\nA\n' | sort -uf
#### sort -h human sizes
printf '1K\n512\n2M\n1G\n3K\n' | sort -h
#### sort -V versions
printf 'v1.10\nv1.2\nv1.9\nv2.0\n' | sort -V
#### sort -r -n with negatives and decimals
printf -- '-1\n2.5\n10\n-3.2\n0\n' | sort -rn
#### sort -s stable with key
printf 'b 1\na 1\nc 0\n' | sort -s -k2,2n
#### sort -c check
printf 'a\nc\nb\n' | sort -c; echo "st=$?"; printf 'a\nb\n' | sort -C; echo "st=$?"
#### sort -o same file
cd "$(mktemp -d)"; printf 'z\na\n' > f; sort -o f f; cat f
#### sort -M months
printf 'Mar\nJan\nFeb\nxyz\n' | sort -M
#### sort -k with char offsets
printf 'xa2\nyb1\nzc3\n' | sort -k1.3n
#### sort -t tab
printf 'a\t3\nb\t1\n' | sort -t "$(printf '\t')" -k2
#### sort -R not checked but -z
printf 'b\0a\0' | sort -z | tr '\0' '\n'
#### sort | uniq -c | sort -rn idiom
printf 'x\ny\nx\nz\nx\ny\n' | sort | uniq -c | sort -rn
#### uniq -d -u -i
printf 'a\na\nb\nC\nc\n' | uniq -d; echo --; printf 'a\na\nb\n' | uniq -u; echo --; printf 'C\nc\n' | uniq -ic
#### uniq -f -s -w
printf '1 a\n2 a\n3 b\n' | uniq -f1; printf 'xxA\nyyA\n' | uniq -s2; printf 'abX\nabY\n' | uniq -w2
#### uniq -D all repeated and --group
printf 'a\na\nb\nc\nc\n' | uniq -D; printf 'a\na\nb\n' | uniq --group
#### cut -d -f ranges
echo 'a:b:c:d:e' | cut -d: -f2-4; echo 'a:b:c' | cut -d: -f1,3; echo 'a:b:c' | cut -d: -f2-
#### cut -c and -b
echo 'hello world' | cut -c1-5; echo 'abcdef' | cut -b3-; echo 'abcdef' | cut -c-2,5
#### cut passwd style
printf 'root:x:0:0:root:/root:/bin/bash\nbin:x:1:1::/bin:/sbin/nologin\n' | cut -d: -f1,7
#### tr -d and -s
echo 'a1b2c3' | tr -d '0-9'; echo 'a   b    c' | tr -s ' '; echo hello | tr a-z A-Z
#### tr newline to space and delete cr
printf 'a\r\nb\r\n' | tr -d '\r' | tr '\n' ' '; echo
#### tr -c complement keep alnum
echo 'a-b_c!d' | tr -c '[:alnum:]\n' '_'
#### paste -sd
seq 5 | paste -sd+; seq 4 | paste -sd, | bc 2>/dev/null || seq 4 | paste -sd,
#### paste two files and dash stdin
cd "$(mktemp -d)"; printf '1\n2\n' > a; printf 'x\ny\n' > b; paste a b; seq 4 | paste - -
#### paste -d multiple delimiters
seq 6 | paste -d ':,' - - -
#### join basic sorted
cd "$(mktemp -d)"; printf '1 a\n2 b\n3 c\n' > l; printf '1 X\n3 Z\n' > r; join l r; join -a1 l r
#### join -t, -1 -2 -o
cd "$(mktemp -d)"; printf 'id,name\n1,ann\n2,bob\n' > u; printf '2,50\n1,30\n' | sort > s; tail -n +2 u > u2; join -t, -o 1.2,2.2 u2 s
#### comm -12 -23 -13
cd "$(mktemp -d)"; printf 'a\nb\nc\n' > x; printf 'b\nc\nd\n' > y; comm -12 x y; echo --; comm -23 x y; echo --; comm -13 x y; echo --; comm x y
#### column -t formatting
printf 'name age\nalice 30\nbob 4\n' | column -t; printf 'a,b\nccc,d\n' | column -t -s,
#### column default fill
seq 1 6 | column -c 20
#### head -n negative and -c
seq 10 | head -n -7; printf 'abcdef' | head -c 3; echo; printf 'abcdef' | head -c -2; echo
#### head multiple files headers and -q
cd "$(mktemp -d)"; seq 3 > a; seq 2 > b; head -n1 a b; head -qn1 a b; head -v -n1 a
#### tail -n plus and -c plus
seq 5 | tail -n +3; printf 'abcdef' | tail -c +4; echo; printf 'abcdef' | tail -c 2; echo
#### tail multiple files headers
cd "$(mktemp -d)"; seq 3 > a; seq 4 > b; tail -n1 a b
#### tail -n 0 and head -n 0
seq 3 | tail -n 0; seq 3 | head -n 0; echo "st=$?"
#### head and tail errors
head -n x; echo "st=$?"; tail -n 1 /nonexistent; echo "st=$?"
#### head -n1 pipeline with sed
seq 100 | sed -n '10,20p' | head -n 3
#### wc flags
printf 'one two\nthree\n' | wc; printf 'one two\nthree\n' | wc -l; printf 'abc' | wc -c; printf 'héllo\n' | wc -m; printf 'a bb ccc\n' | wc -L
#### wc multiple files total
cd "$(mktemp -d)"; printf 'a\nb\n' > x; printf 'c\n' > y; wc -l x y; wc x y
#### wc from stdin spacing
printf 'a\n' | wc -lw; printf 'a b\n' | wc -w
#### wc missing file
wc -l /nonexistent; echo "st=$?"
#### nl default and -ba
printf 'a\n\nb\n' | nl; printf 'a\n\nb\n' | nl -ba
#### nl -w -s -nrz
printf 'x\ny\n' | nl -w3 -s') ' -nrz
#### fold -w and -s
echo 'the quick brown fox jumps over' | fold -w 10; echo 'the quick brown fox jumps over' | fold -sw 10
#### fmt -w
echo 'one two three four five six seven eight nine ten' | fmt -w 20
#### split -l and -b with suffixes
cd "$(mktemp -d)"; seq 10 > f; split -l 4 f part_; ls; cat part_ac; split -b 5 -d f num; ls num*
#### split -n chunks and -a
cd "$(mktemp -d)"; printf 'abcdefgh' > f; split -n 4 -a 3 f c_; ls; cat c_aab; echo
#### split --additional-suffix and numeric
cd "$(mktemp -d)"; seq 6 > f; split -l 2 --numeric-suffixes=1 --additional-suffix=.txt f p; ls
#### csplit by regex
cd "$(mktemp -d)"; printf 'a\n--\nb\n--\nc\n' > f; csplit -s f '/--/' '{*}'; ls; cat xx01
#### csplit by line number with counts
cd "$(mktemp -d)"; seq 10 > f; csplit f 4 8; ls
#### tee -a and multiple
cd "$(mktemp -d)"; echo one | tee a b >/dev/null; echo two | tee -a a; cat a b
#### tee to missing dir
echo x | tee /nonexistent/f; echo "st=$?"
#### nl -v start and -i increment
printf 'a\nb\nc\n' | nl -v 10 -i 5
#### sort -k2 -t with numeric and unique
printf 'x:2\ny:1\nz:2\n' | sort -t: -k2,2n -u
#### sort --debug not used but -b
printf '  b\na\n c\n' | sort -b
#### sort files merge -m
cd "$(mktemp -d)"; printf '1\n3\n' > a; printf '2\n4\n' > b; sort -m a b
#### sort nonexistent file
sort /nonexistent; echo "st=$?"
#### uniq with -c formatting widths
yes a | head -1000 | uniq -c
#### cut -f with missing delimiter lines
printf 'a:b\nnodelim\n' | cut -d: -f2; printf 'a:b\nnodelim\n' | cut -s -d: -f2
#### cut -f 1 default tab
printf 'a\tb\tc\n' | cut -f 2,3
#### tr ranges and escapes
echo 'Hello' | tr '[:lower:]' '[:upper:]'; printf 'a\tb\n' | tr '\t' ' '
#### rev and tac
printf 'abc\ndef\n' | rev; printf '1\n2\n3\n' | tac
#### expand and unexpand default
printf 'a\tb\n' | expand | od -c | head -2; printf '        x\n' | unexpand | od -c | head -2
#### column -t -N headers json off
printf '1 2\n3 4\n' | column -t -N A,B
#### sort -n with leading spaces and text
printf ' 10\n9\nabc\n-\n' | sort -n
#### sort -g general numeric
printf '1e3\n5\n2.5e1\n' | sort -g
#### shuf with seed not used but -n from -e count
shuf -e a b c -n 3 | sort
#### nl -s with tab default width
printf 'a\n' | nl | od -c | head -2
#### paste with missing trailing newline
cd "$(mktemp -d)"; printf 'a' > x; printf 'b\nc\n' > y; paste x y
#### tac -s separator
printf 'a,b,c,' | tac -s ,; echo
#### wc -c on multiple bytes utf8 and -m
printf 'ä€\n' | wc -c; printf 'ä€\n' | wc -m
#### join unpairable -v
cd "$(mktemp -d)"; printf 'a 1\nb 2\n' > l; printf 'b x\nc y\n' > r; join -v1 l r; join -v2 l r
#### column -s with -o
printf 'a:b\ncc:d\n' | column -t -s: -o ' | '
#### head -c with suffix
printf '%02000d' 0 | head -c 1K | wc -c; seq 1000 | head -c 1KB | wc -c
#### tail -c with suffix and -n with b
seq 1000 | tail -c 1k | wc -c
