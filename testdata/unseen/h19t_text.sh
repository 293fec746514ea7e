#### sort -k char positions within field
printf 'a:x3b\nb:y1a\nc:z2c\n' | sort -t: -k2.3,2.3; printf 'xb2\nya1\nzc3\n' | sort -k1.2,1.2
#### sort -k with n on sub field and -t space
printf 'v1.10\nv1.9\nv1.100\n' | sort -t. -k2,2n; printf 'a 3\nb 10\nc 2\n' | sort -k2n
#### sort -k2 without end uses rest of line
printf 'x b a\ny b 0\nz a c\n' | sort -k2; echo --; printf 'x b a\ny b 0\nz a c\n' | sort -k2,2
#### sort -u with key keeps first of equal
printf 'a 1\nb 1\nc 2\n' | sort -u -k2,2; printf 'B\na\nb\nA\n' | sort -uf
#### sort -s stable with key
printf 'b 1\na 1\nc 0\n' | sort -s -k2,2; printf 'b 1\na 1\nc 0\n' | sort -k2,2
#### sort -V versions and suffixes
printf 'file10.txt\nfile2.txt\nfile1.txt\nfile1a.txt\n' | sort -V; printf '1.0.10\n1.0.2\n1.0\n1.0-rc1\n' | sort -V
#### sort -h human sizes mixed
printf '1K\n512\n2M\n1G\n3k\n0.5M\n' | sort -h
#### sort -M month names and junk
printf 'Mar\njan\nXYZ\nDec\n feb\n' | sort -M
#### sort -g with exponents and hex
printf '1e3\n2.5\n-1\n0x10\n1E-2\n' | sort -g
#### sort -c reports first disorder
printf 'a\nc\nb\nd\n' | sort -c; echo "st=$?"; printf 'a\nb\n' | sort -c; echo "st=$?"; printf 'b\na\n' | sort -C; echo "st=$?"
#### sort -c with -u duplicates
printf 'a\na\n' | sort -cu; echo "st=$?"
#### sort -n with decimals and negatives and blanks
printf ' 2\n-1.5\n10\n-10\n1.25\nabc\n\n' | sort -n
#### sort -rn -k and tie break
printf 'b 2\na 2\nc 3\n' | sort -k2,2rn; printf 'b 2\na 2\nc 3\n' | sort -k2,2nr -k1,1r
#### sort -t with tab
printf 'x\t2\ny\t10\nz\t1\n' | sort -t "$(printf '\t')" -k2,2n
#### sort -b and leading blanks in keys
printf '  b\na\n c\n' | sort; echo --; printf '  b\na\n c\n' | sort -b
#### sort -f -d combined
printf 'B-b\na_c\nb-a\nA.a\n' | sort -df
#### sort -k bad field spec
sort -k 0 /dev/null; echo "st=$?"; sort -k 1.0 /dev/null; echo "st=$?"; sort -k x /dev/null; echo "st=$?"
#### sort -o output and -m with files
cd "$(mktemp -d)"; printf 'a\nc\n' > x; printf 'b\nd\n' > y; sort -m x y; sort -o out y x; cat out
#### sort --files0-from and multiple files
cd "$(mktemp -d)"; printf 'z\n' > a; printf 'y\n' > b; sort a b; printf 'a\0b\0' > list; sort --files0-from=list
#### sort numeric with thousands separator in C.UTF-8
printf '1,000\n999\n2,5\n' | sort -n
#### sort -R absent: sort -z -k
printf 'b 2\0a 1\0' | sort -z -k2,2 | tr '\0' '\n'
#### sort --debug absent: -k with both ends chars
printf 'abcd\nabzz\naazz\n' | sort -k1.2,1.3 -k1.4r
#### uniq -f skip fields and -s skip chars
printf 'x a\ny a\nz b\n' | uniq -f1; printf 'xxa\nyya\nzzb\n' | uniq -s2 -c
#### uniq -w compare first chars
printf 'apple\napricot\nbanana\nband\n' | uniq -w2; printf 'apple\napricot\nbanana\n' | uniq -w2 -c
#### uniq -D and --all-repeated methods
printf 'a\na\nb\nc\nc\nc\n' | uniq -D; echo --; printf 'a\na\nb\nc\nc\n' | uniq --all-repeated=separate; echo --; printf 'a\na\nb\nc\nc\n' | uniq --all-repeated=prepend
#### uniq --group methods
printf 'a\na\nb\n' | uniq --group; echo --; printf 'a\na\nb\n' | uniq --group=both; echo --; printf 'a\nb\n' | uniq --group=append
#### uniq -c -i and -u
printf 'A\na\nb\nB\nc\n' | uniq -ci; printf 'a\na\nb\n' | uniq -u
#### uniq -d with -c and file output
cd "$(mktemp -d)"; printf 'x\nx\ny\n' > in; uniq -d in out; cat out; uniq -c -d in
#### uniq -f beyond fields
printf 'a b\nc d\n' | uniq -f5 -c
#### uniq --group with -c error
printf 'a\n' | uniq --group -c; echo "st=$?"
#### cut -b with multibyte and -n
printf 'héllo\n' | cut -b1-2 | od -c | head -1; printf 'héllo\n' | cut -c2-3
#### cut -f with --complement and ranges
printf 'a\tb\tc\td\n' | cut -f2,4 --complement; printf 'a,b,c,d\n' | cut -d, -f-2,4-
#### cut -s and lines without delimiter
printf 'a:b\nnodelim\nc:d\n' | cut -d: -f2; printf 'a:b\nnodelim\n' | cut -s -d: -f1
#### cut --output-delimiter with bytes ranges
printf 'abcdef\n' | cut -c1-2,4-5 --output-delimiter=-; printf 'a:b:c\n' | cut -d: -f1,3 --output-delimiter=' | '
#### cut open ranges and overlapping
printf '1234567\n' | cut -c-3,5-; printf '1234567\n' | cut -c3-,2-4; printf 'a b c\n' | cut -d' ' -f3-
#### cut errors
cut -f0 /dev/null; echo "st=$?"; cut -c /dev/null; echo "st=$?"; cut -d ab -f1 /dev/null; echo "st=$?"; cut -f 3-1 /dev/null; echo "st=$?"
#### cut multiple files and missing
cd "$(mktemp -d)"; printf 'a:b\n' > x; cut -d: -f2 x nosuch x; echo "st=$?"
#### tr ranges and repeat class
echo 'hello' | tr 'a-y' 'b-z'; echo 'abc' | tr 'abc' '[x*]'; echo 'abcdef' | tr 'a-f' 'xy[z*]'
#### tr -d -s combined
echo 'aabbccdd  ee' | tr -s 'a-c'; echo 'a1b22c333' | tr -d '0-9'; echo 'aa  bb' | tr -ds 'a' ' '
#### tr -c with -d and newlines
echo 'abc-123_def' | tr -cd '[:alnum:]\n'; echo 'a.b,c' | tr -c '[:alpha:]' '_'
#### tr -s with second set
echo 'aaabbbccc' | tr -s 'abc' 'xyz'; echo 'hello   world' | tr -s ' ' '\n'
#### tr upper lower classes
echo 'Hello World' | tr '[:lower:]' '[:upper:]'; echo 'Hello World' | tr '[:upper:][:lower:]' '[:lower:][:upper:]'
#### tr escapes and octal
printf 'a\tb\\c\n' | tr '\t\\' '_/'; echo 'abc' | tr 'b' '\012'; echo 'a-b' | tr 'a\-b' 'xyz'
#### tr set2 shorter extends last char
echo 'abcde' | tr 'abcde' 'xy'; echo 'abcde' | tr -t 'abcde' 'xy'
#### tr [:digit:] and [:punct:] and [:space:]
echo 'a1, b2; c3!' | tr -d '[:punct:]'; printf 'a b\tc\n' | tr '[:space:]' '.'; echo; echo 'x9y8' | tr '[:digit:]' '#'
#### tr errors extra operand and missing
echo a | tr a; echo "st=$?"; echo a | tr a b c; echo "st=$?"; echo a | tr -d; echo "st=$?"
#### tr range reverse error
echo a | tr 'z-a' 'x'; echo "st=$?"
#### paste -s with delimiter list cycling
printf '1\n2\n3\n4\n5\n' | paste -s -d',;'; printf 'a\nb\nc\n' | paste -sd '\n'; printf 'a\nb\nc\n' | paste -s -d '\0'
#### paste files with -d list
cd "$(mktemp -d)"; printf '1\n2\n' > a; printf 'x\ny\n' > b; printf 'p\nq\n' > c; paste -d ':-' a b c; paste -d '\t' a b
#### paste - - columns from stdin
seq 7 | paste - - -; seq 4 | paste -d' ' - -
#### paste -s multiple files
cd "$(mktemp -d)"; printf '1\n2\n' > a; printf 'x\n' > b; paste -s a b; paste -s -d+ a | bc 2>/dev/null || echo no-bc
#### join -a -v -e -o
cd "$(mktemp -d)"; printf '1 a\n2 b\n4 d\n' > x; printf '1 A\n3 C\n4 D\n' > y
join -a1 x y; echo --; join -v2 x y; echo --; join -a1 -a2 -e NA -o 0,1.2,2.2 x y
#### join -t , and -1 -2 fields
cd "$(mktemp -d)"; printf 'a,1\nb,2\n' > x; printf '1,one\n2,two\n' > y; join -t, -1 2 -2 1 x y; join -t, -1 2 -2 1 -o 1.1,2.2 x y
#### join --header and -i
cd "$(mktemp -d)"; printf 'id n\nA 1\nb 2\n' > x; printf 'id m\na 9\nB 8\n' > y; join --header -i x y
#### join unpaired with -o auto and -e
cd "$(mktemp -d)"; printf 'a 1 2\nb 3 4\n' > x; printf 'a X\nc Y\n' > y; join -a1 -a2 -o auto -e '-' x y
#### join with empty fields and default blanks
cd "$(mktemp -d)"; printf '  a   1\nb 2\n' > x; printf 'a z\nb y\n' > y; join x y
#### join -o bad spec
cd "$(mktemp -d)"; : > x; join -o 3.1 x x; echo "st=$?"
#### comm -3 and --output-delimiter
cd "$(mktemp -d)"; printf 'a\nb\nd\n' > x; printf 'b\nc\nd\n' > y; comm -3 x y; comm --output-delimiter=' | ' x y; comm -12 x y; comm -3 --total x y 2>&1
#### comm -i and unsorted warning
cd "$(mktemp -d)"; printf 'A\nb\n' > x; printf 'a\nB\n' > y; comm -i x y; printf 'b\na\n' > u; comm u y; echo "st=$?"; comm --nocheck-order u y
#### column -t -s with multiple separators
printf 'a:bb;c\nddd:e;f\n' | column -t -s ':;'; printf 'x,,y\n1,2,3\n' | column -t -s,
#### column -t -o output separator
printf 'a b c\nd ee f\n' | column -t -o ' | '
#### column -c fill
printf '%s\n' one two three four five six | column -c 30
#### column -t right align -R and table headers
printf 'a 1\nbb 22\n' | column -t -R 2; printf 'a 1\nbb 22\n' | column -t -N NAME,NUM
#### fold -w -s -b
echo 'the quick brown fox jumps' | fold -w 10; echo 'the quick brown fox jumps' | fold -s -w 10; printf 'abcdef\n' | fold -b -w 4
#### fold long word with -s and width 1
echo 'abcdefghij klm' | fold -s -w 4; echo 'abc' | fold -w 1
#### fmt -w and paragraphs
printf 'one two three four five six seven eight nine ten\n\nnext para here\n' | fmt -w 20
#### fmt -s split only and -t
printf 'a b c d e f g h i j k l m n o p q r s t u v w x y z\n' | fmt -s -w 15; printf '  first line\nsecond line of text here\n' | fmt -t -w 15
#### fmt -p prefix
printf '# one two three\n# four five six seven\nplain\n' | fmt -p '# ' -w 14
#### nl -b a and -n formats and -w -s
printf 'a\n\nb\n' | nl -b a; printf 'a\nb\n' | nl -n ln -w 3 -s ': '; printf 'a\nb\n' | nl -n rz -w 4
#### nl -v -i start and increment and -b p
printf 'x\nfoo\nfoo2\n' | nl -v 10 -i 5 -b pfoo
#### nl -b n and -l blank join
printf 'a\n\n\n\nb\n' | nl -b a -l 2
#### od -t x2 -t d4 endianness and -A
printf 'ABCDEFGH' | od -A x -t x2; printf '\001\000\000\000' | od -A n -t d4; printf 'AB' | od -A d -t o1 -t c
#### od -v and -w
printf 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' | od -c -w8 | head -3; printf 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' | od -v -c -w16
#### od -t f4 and u1 and a
printf '\000\000\200\077' | od -A n -t f4; printf '\377\001' | od -A n -t u1 -t d1; printf 'a\n\001' | od -A n -t a
#### hexdump -C and -n -s
printf 'Hello, World!\n\000\001' | hexdump -C; printf 'abcdefgh' | hexdump -C -s 2 -n 4
#### hexdump default and -e format
printf 'abcd' | hexdump; printf 'ABC' | hexdump -e '3/1 "%02x " "\n"'
#### xxd default -p -r -c -g -u
printf 'hello world\n' | xxd; printf 'hi' | xxd -p; echo 6869 | xxd -r -p; echo; printf 'abcdef' | xxd -c 4 -g 2 -u
#### xxd -i and -s -l
printf 'AB' | xxd -i; printf 'abcdefgh' | xxd -s 3 -l 2
#### base64 -w wrap and -d with newlines
printf 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' | base64 -w 16; printf 'YWJj\nZGVm\n' | base64 -d; echo; printf 'abc' | base64 -w0; echo
#### base64 -d missing padding and invalid
printf 'YWJjZA' | base64 -d; echo " st=$?"; printf 'YW!J' | base64 -d; echo " st=$?"; printf 'YW!J' | base64 -d -i; echo " st=$?"
#### base32 -d and -w
printf 'hello' | base32; printf 'NBSWY3DP' | base32 -d; echo; printf 'abcdefghijklmnopqrst' | base32 -w 20
#### basenc variants absent: base64 url safe via tr
printf '\373\377' | base64 | tr '+/' '-_'
#### numfmt --to si iec iec-i and rounding
numfmt --to=si 1500 999 1000000; numfmt --to=iec 1024 1536 1048575; numfmt --to=iec-i 2048; numfmt --to=si --round=down 1999
#### numfmt --from auto iec and suffix
numfmt --from=si 1K 2.5M; numfmt --from=iec 1K 1Mi 2>&1; numfmt --from=auto 1Ki 1K; numfmt --suffix=B --to=iec 4096
#### numfmt --format padding and precision
numfmt --format='%10f' 1234; numfmt --format='%-8f|' 5; numfmt --format='%.2f' 3.14159 2>&1; numfmt --format='%08f' 42 2>&1
#### numfmt --field and --delimiter and --padding
printf 'a 1024 b\nc 2048 d\n' | numfmt --field=2 --to=iec; echo '1000:2000' | numfmt -d: --field=1,2 --to=si; numfmt --padding=6 --to=si 1000
#### numfmt invalid and --invalid modes
numfmt abc; echo "st=$?"; numfmt --invalid=warn abc 5; echo "st=$?"; numfmt --invalid=ignore x 7; echo "st=$?"
#### seq -f formats and -s -w
seq -f '%03g' 3; seq -f 'n=%.1f' 1 0.5 2; seq -s, 5; seq -w 8 11; seq -w -1 1
#### seq decreasing and fractional steps
seq 5 -2 0; seq 1 0.1 1.3; seq 0.1 0.1 0.3; seq 10 1 5; echo "st=$?"
#### seq -f with %e and %x invalid
seq -f '%e' 1 2; seq -f '%x' 3; echo "st=$?"; seq -f 'no' 2; echo "st=$?"
#### printf(1) %b %q and widths
printf '%b|%q|%5.2s|\n' 'a\tb' 'x y' abc; printf '%-4d|%04d|%+d\n' 5 5 5; printf '%x %o %X %e\n' 255 8 3054 1234.5
#### printf(1) numeric args forms
printf '%d %d %d %d\n' 0x1f 010 "'A" -5; printf '%.3f %g\n' 1 0.0001
#### printf(1) invalid number warnings
printf '%d\n' abc; echo "st=$?"; printf '%d\n' 3x; echo "st=$?"; printf '%f\n' ''; echo "st=$?"
#### expr arithmetic and comparisons
expr 3 + 4 \* 2; expr 7 / 2; expr 7 % 3; expr 5 \> 3; expr abc \< abd; expr 2 = 2.0; echo "st=$?"
#### expr string ops match substr index length
expr length hello; expr substr hello 2 3; expr index hello l; expr match abc123 '[a-z]*'; expr abc123 : '[a-z]*\([0-9]*\)'
#### expr status on zero and null and errors
expr 0; echo "st=$?"; expr '' ; echo "st=$?"; expr 1 / 0; echo "st=$?"; expr a + 1; echo "st=$?"; expr; echo "st=$?"
#### expr | and & operators
expr 0 \| 5; expr 3 \| 0; expr 0 \& 5; expr 2 \& 3; expr '' \| ''
#### factor several numbers
factor 1 2 12 97 100 1001 4294967297; echo 360 | factor
#### factor invalid
factor abc; echo "st=$?"; factor -5; echo "st=$?"
#### shuf deterministic forms
shuf -n 0 /dev/null; echo "st=$?"; shuf -i 5-5; shuf -e only; seq 3 | shuf | sort
#### tac -s separator and -r regex
printf 'a,b,c,' | tac -s,; echo; printf '1\n2\n3' | tac; echo; printf 'x1y2z' | tac -r -s '[0-9]'; echo
#### rev on utf8 and empty lines
printf 'héllo\n\nabc\n' | rev
#### expand -t list and unexpand -a
printf 'a\tb\tc\n' | expand -t 4,10; printf 'a\tb\n' | expand -t 1; printf '        x       y\n' | unexpand -a | od -c | head -2
#### unexpand -t and --first-only
printf '    a   b\n' | unexpand -t 4 | od -c | head -1; printf '        a        b\n' | unexpand --first-only | od -c | head -1
#### strings default min length
printf 'ab\000hello\001world!\000xyz' | strings; printf 'abcdef\000ghij' | strings -n 5
#### tsort simple graph
printf 'a b\nb c\na c\n' | tsort; printf 'x y\ny x\n' | tsort; echo "st=$?"
#### cksum and sum
printf 'hello\n' | cksum; printf 'hello\n' | sum; printf 'hello\n' | sum -s
#### b2sum and sha512sum lengths
printf 'abc' | b2sum | cut -c1-16; printf 'abc' | sha512sum | cut -c1-16; printf 'abc' | sha224sum; printf 'abc' | b2sum -l 64
#### md5sum -c with mixed and --ignore-missing
cd "$(mktemp -d)"; printf 'a' > a; printf 'b' > b; md5sum a b > sums; printf 'x' > b; md5sum -c sums; echo "st=$?"; rm b; md5sum -c --ignore-missing sums; echo "st=$?"
#### sha256sum -c with wrong format lines
cd "$(mktemp -d)"; printf 'a' > a; { sha256sum a; echo 'garbage line'; } > s; sha256sum -c s; echo "st=$?"; sha256sum -c -w s; echo "st=$?"
#### md5sum of file names with backslash and newline
cd "$(mktemp -d)"; printf 'x' > 'a\b'; md5sum 'a\b'; printf 'y' > "$(printf 'n\nl')"; md5sum n*; md5sum -z a* | tr '\0' '\n'
#### cmp -l -b and -n -i
cd "$(mktemp -d)"; printf 'abcdef' > x; printf 'abXdeY' > y; cmp x y; echo "st=$?"; cmp -l x y; cmp -b x y; cmp -n 2 x y; echo "st=$?"; cmp -i 3 x y; echo "st=$?"
#### cmp EOF and -s
cd "$(mktemp -d)"; printf 'abc' > x; printf 'ab' > y; cmp x y; echo "st=$?"; cmp -s x x; echo "st=$?"; cmp x nosuch; echo "st=$?"
#### diff -y width and suppress common
cd "$(mktemp -d)"; printf 'a\nb\nc\n' > x; printf 'a\nB\nc\nd\n' > y; diff -y -W 30 x y; echo --; diff -y --suppress-common-lines -W 30 x y
#### diff -c context with fixed labels
cd "$(mktemp -d)"; printf '1\n2\n3\n4\n5\n6\n7\n' > x; printf '1\n2\n3\nX\n5\n6\n7\n' > y; diff -c -L old -L new x y; diff -C1 -L a -L b x y
#### diff -u with -L labels and zero context
cd "$(mktemp -d)"; printf 'a\nb\nc\n' > x; printf 'a\nc\nd\n' > y; diff -u --label L1 --label L2 x y; diff -U0 --label L1 --label L2 x y
#### diff -q -r with only in and subdirs
cd "$(mktemp -d)"; mkdir -p a/s b/s a/only; printf 1 > a/s/f; printf 2 > b/s/f; printf 3 > a/t; printf 3 > b/t; diff -rq a b; echo "st=$?"
#### diff -r unified with new file -N
cd "$(mktemp -d)"; mkdir a b; printf 'x\n' > b/new; diff -ruN a b | sed 's/\t.*//'
#### diff --normal changes and ranges
cd "$(mktemp -d)"; printf 'a\nb\nc\nd\ne\n' > x; printf 'a\nc\nd\nD2\ne\nf\n' > y; diff x y
#### diff -e ed script and -n rcs
cd "$(mktemp -d)"; printf 'a\nb\nc\n' > x; printf 'a\nB\nc\nd\n' > y; diff -e x y; diff -n x y
#### diff ignore options -b -E -Z --strip-trailing-cr
cd "$(mktemp -d)"; printf 'a  b\nc\td\ne \n' > x; printf 'a b\nc        d\ne\n' > y; diff -b x y; echo "st=$?"; diff -E -Z x y; echo "st=$?"; printf 'q\r\n' > p; printf 'q\n' > q; diff --strip-trailing-cr p q; echo "st=$?"
#### diff -I regex ignore
cd "$(mktemp -d)"; printf 'a\n# c1\nb\n' > x; printf 'a\n# c2\nb\n' > y; diff -I '^#' x y; echo "st=$?"
#### diff stdin dash and directory with file
cd "$(mktemp -d)"; mkdir d; printf 'a\n' > d/f; printf 'b\n' > f; printf 'a\n' | diff - f; diff d f; diff f d
#### diff --color=never and -t expand tabs
cd "$(mktemp -d)"; printf 'a\tb\n' > x; printf 'a\tc\n' > y; diff -t x y | cat -A
#### diff large changes hunk merging
cd "$(mktemp -d)"; seq 1 20 > x; seq 1 20 | sed '3s/.*/X/;12s/.*/Y/' > y; diff -U2 --label a --label b x y
