#### od -c and -b
printf 'a\tb\n\001' | od -c; printf 'AB' | od -b
#### od -x -d -o default width
printf 'abcdefghijklmnopq' | od -x; printf 'ab' | od -d; printf 'ab' | od -o
#### od -A and -t x1z
printf 'hello world\n' | od -A x -t x1z; printf 'hi' | od -A n -t x1; printf 'hi' | od -A d -t c
#### od -t u2 -t d4 -t f8
printf '\001\002\003\004' | od -t u2; printf '\377\377\377\377' | od -t d4; printf '\000\000\000\000\000\000\360\077' | od -t f8
#### od -j -N
printf 'abcdefgh' | od -c -j 2 -N 3
#### od -w and -v duplicates
printf '%32s' | od -c; printf '%32s' | od -v -c -w8 | head -3
#### od -t a named characters
printf '\000\001 \177a' | od -t a
#### od -s and -l
printf 'abcdefgh' | od -s; printf 'abcdefgh' | od -t x8
#### od --endian
printf '\001\002' | od -t x2 --endian=big; printf '\001\002' | od -t x2 --endian=little
#### od -t x1 -t c multiple
printf 'ab' | od -t x1 -t c
#### od traditional offset
printf 'abcdefgh' | od -c +4
#### hexdump -C
printf 'hello world, this is a test\n' | hexdump -C
#### hexdump default and -c
printf 'abcd' | hexdump; printf 'ab\n' | hexdump -c
#### hexdump -e formats
printf 'abcd' | hexdump -e '4/1 "%02x " "\n"'; printf 'abcd' | hexdump -e '/1 "%c."' ; echo
#### hexdump -n -s
printf 'abcdefgh' | hexdump -C -s 2 -n 4
#### xxd default and -p
printf 'hello\n' | xxd; printf 'hello\n' | xxd -p
#### xxd -r -p round trip
printf '68656c6c6f0a' | xxd -r -p; printf 'hi\n' | xxd | xxd -r
#### xxd -c -g -u
printf 'abcdefgh' | xxd -c 4 -g 2; printf '\xab\xcd' | xxd -u
#### xxd -i and -b
printf 'AB' | xxd -i; printf 'A' | xxd -b
#### xxd -l -s
printf 'abcdefgh' | xxd -s 2 -l 3; printf 'abcdefgh' | xxd -s -2
#### xxd -e little endian
printf 'abcdefgh' | xxd -e
#### base64 wrap and decode
printf '%60s' | base64 | head -1 | wc -c; printf 'hello' | base64 -w 4; printf 'aGVsbG8=' | base64 -d; echo
#### base64 -w0 and invalid input
printf 'hello world' | base64 -w0; echo; printf 'a!b' | base64 -d; echo "st=$?"
#### base64 -d -i ignore garbage
printf 'aGV!sbG8=' | base64 -d -i; echo
#### base64 decode without padding
printf 'aGVsbG8' | base64 -d; echo " st=$?"
#### base32 encode decode wrap
printf 'hello' | base32; printf 'NBSWY3DP' | base32 -d; echo; printf '%40s' | base32 -w 16
#### base32 invalid
printf 'NBS1' | base32 -d; echo "st=$?"
#### basenc variants
printf 'hi' | basenc --base16; echo; printf 'hi?' | basenc --base64url; printf '6869' | basenc --base16 -d; echo; printf 'hi' | basenc --base2msbf
#### cksum default and md5sum
printf 'abc' | cksum; printf 'abc' | md5sum; printf 'abc' | sha1sum; printf 'abc' | sha256sum
#### md5sum -c success and failure
cd "$(mktemp -d)"; printf a > a; printf b > b; md5sum a b > sums; md5sum -c sums; printf x > b; md5sum -c sums; echo "st=$?"
#### md5sum -c --quiet and --status
cd "$(mktemp -d)"; printf a > a; md5sum a > s; printf z > a; md5sum -c --quiet s; echo "st=$?"; md5sum -c --status s; echo "st=$?"
#### md5sum -c missing file and --ignore-missing
cd "$(mktemp -d)"; printf a > a; md5sum a > s; rm a; md5sum -c s; echo "st=$?"; md5sum -c --ignore-missing s; echo "st=$?"
#### md5sum -c bad lines
cd "$(mktemp -d)"; printf 'garbage\n' > s; md5sum -c s; echo "st=$?"; printf a > a; { md5sum a; echo junk; } > t; md5sum -c t; echo "st=$?"; md5sum -c --strict t; echo "st=$?"
#### md5sum --tag and -b
printf 'abc' | md5sum --tag; printf 'abc' | md5sum -b; cd "$(mktemp -d)"; printf x > f; sha1sum --tag f
#### md5sum -c of tagged
cd "$(mktemp -d)"; printf x > f; sha256sum --tag f > s; sha256sum -c s
#### cksum -a
printf 'abc' | cksum -a sha256; printf 'abc' | cksum -a md5 --untagged; printf 'abc' | cksum -a crc; printf abc | cksum -a sysv; printf abc | cksum -a bsd
#### sum -r -s
printf 'abc' | sum; printf 'abc' | sum -s
#### md5sum -z and file names with backslash
cd "$(mktemp -d)"; printf x > 'a\b'; md5sum 'a\b'; printf x > $'n\nl'; md5sum $'n\nl'
#### numfmt to iec si
numfmt --to=iec 1024 1536 1048576; numfmt --to=si 1000 1500000; numfmt --to=iec-i 2048
#### numfmt from
numfmt --from=iec 1K 1M; numfmt --from=si 1k 2G; numfmt --from=auto 1Ki 1K; numfmt --from=iec-i 4Mi
#### numfmt suffix padding grouping
numfmt --to=si --suffix=B 2000; numfmt --padding=8 42; numfmt --padding=-8 42 | tr ' ' .; echo; LC_ALL=C numfmt --grouping 1234567
#### numfmt --field and header
printf 'size name\n2048 a\n4096 b\n' | numfmt --header --field=1 --to=iec
#### numfmt rounding
numfmt --to=iec --round=down 1500; numfmt --to=iec --round=up 1025; numfmt --to=si --round=nearest 1450; numfmt --to=si --round=towards-zero -- -1550
#### numfmt --format
numfmt --format='%08.2f' 3.14159; numfmt --format='[%-10f]' 12; numfmt --format='%.1f' --to=si 12345
#### numfmt invalid
numfmt abc; echo "st=$?"; numfmt --from=si 1X; echo "st=$?"; numfmt --invalid=ignore 1 x 2; echo "st=$?"
#### numfmt --to-unit --from-unit
numfmt --from-unit=512 --to=iec 4; numfmt --to-unit=1000 --to=si 5000000
#### numfmt -d delimiter
echo '1024:2048' | numfmt -d: --field=2 --to=iec
#### nl default and -b a
printf 'a\n\nb\n' | nl; printf 'a\n\nb\n' | nl -b a
#### nl formats and width
printf 'a\nb\n' | nl -n ln -w 3; printf 'a\nb\n' | nl -n rz -w 4 -s ': '
#### nl -v -i and -p
printf 'a\nb\nc\n' | nl -v 10 -i 5
#### nl sections
printf '\\:\\:\\:\nh\n\\:\\:\nb1\nb2\n\\:\nf\n' | nl -h a -f a
#### nl -b p regex
printf 'foo\nbar\nfob\n' | nl -b 'pfo'
#### nl -d delimiter
printf '@@\nx\n' | nl -d @@ 
#### fold -w -s -b
echo 'the quick brown fox jumps' | fold -w 10; echo 'the quick brown fox jumps' | fold -s -w 10; printf 'a\tb\n' | fold -w 4; printf 'a\tb\n' | fold -b -w 2
#### fold long word with -s
echo 'abcdefghijklmno pq' | fold -s -w 5
#### fmt widths
echo 'one two three four five six seven eight nine ten' | fmt -w 20; printf 'a\nb\n\nc\n' | fmt
#### fmt -s -u -p
printf 'a  b.  c\n' | fmt -u; printf 'short\nlines here\n' | fmt -s; printf '# a\n# b\nx\n' | fmt -p '#'
#### fmt indentation paragraphs
printf '  indented line one\n  two\nnot\n' | fmt -w 30; printf 'a\n  b\n' | fmt -t
#### column -t
printf 'a b c\nlonger x y\n' | column -t; printf 'a:b\ncc:d\n' | column -t -s:
#### column -t -o and -N
printf 'a b\nccc d\n' | column -t -o '|'; printf '1 2\n3 4\n' | column -t -N X,Y
#### column fill
seq 10 | column -c 20; seq 10 | column -x -c 20
#### column -t -R right align
printf 'a 1\nbb 22\n' | column -t -R 2
#### column -J json
printf 'a 1\nb 2\n' | column -J -N n,v
#### comm edge cases
cd "$(mktemp -d)"; printf 'a\nb\nd\n' > x; printf 'b\nc\nd\n' > y; comm x y; comm -12 x y; comm -3 x y; comm --output-delimiter=: x y
#### comm unsorted input
cd "$(mktemp -d)"; printf 'b\na\n' > x; printf 'a\n' > y; comm x y; echo "st=$?"; comm --nocheck-order x y; echo "st=$?"
#### comm --total and -z
cd "$(mktemp -d)"; printf 'a\nb\n' > x; printf 'b\nc\n' > y; comm --total x y; printf 'a\0b\0' > p; printf 'b\0' > q; comm -z -12 p q | tr '\0' ,; echo
#### join default and -a -v
cd "$(mktemp -d)"; printf '1 a\n2 b\n3 c\n' > x; printf '1 A\n3 C\n4 D\n' > y; join x y; join -a1 x y; join -v2 x y; join -a1 -a2 x y
#### join -e -o
cd "$(mktemp -d)"; printf '1 a\n2 b\n' > x; printf '1 A\n3 C\n' > y; join -a1 -a2 -e NULL -o 0,1.2,2.2 x y; join -o auto -a1 -e - x y
#### join -t and fields
cd "$(mktemp -d)"; printf 'a:1:x\nb:2:y\n' > x; printf '1:A\n2:B\n' > y; join -t: -1 2 -2 1 x y
#### join -i and --header
cd "$(mktemp -d)"; printf 'K V\na 1\nB 2\n' > x; printf 'K W\nA 9\nb 8\n' > y; join --header -i x y
#### join unsorted warning
cd "$(mktemp -d)"; printf 'b 1\na 2\n' > x; printf 'a 3\nb 4\n' > y; join x y; echo "st=$?"; join --nocheck-order x y; echo "st=$?"
#### join -j and empty fields
cd "$(mktemp -d)"; printf 'x,1\ny,2\n' > a; printf 'x,q\n' > b; join -t, -j1 a b; join -t '' a b; echo "st=$?"
#### tac -s and -b -r
printf 'a,b,c,' | tac -s,; echo; printf 'a,b,c' | tac -s,; echo; printf 'a,b,c,' | tac -b -s,; echo
#### tac -r regex separator
printf 'a1b22c' | tac -r -s '[0-9]\+'; echo
#### tac multiple files
cd "$(mktemp -d)"; printf '1\n2\n' > a; printf '3\n4\n' > b; tac a b
#### rev lines
printf 'abc\nhé\n\n' | rev; printf 'no newline' | rev; echo
#### tr classes and ranges
echo 'Hello World 123' | tr '[:lower:]' '[:upper:]'; echo 'a1b2' | tr -d '[:digit:]'; echo 'aaabbb' | tr -s 'ab'; echo 'abc' | tr 'a-c' 'x'
#### tr complement and squeeze
echo 'a  b!!c' | tr -cs '[:alnum:]' '_'; echo; echo 'hello' | tr -c 'l' '.'; echo
#### tr repeat and equivalence
echo abcdef | tr 'a-f' '[x*3]y'; echo abc | tr 'abc' '[x*]'; echo aAb | tr '[=a=]' z
#### tr errors
tr; echo "st=$?"; tr a; echo "st=$?"; tr 'z-a' x; echo "st=$?"; tr -d a b < /dev/null; echo "st=$?"
#### tr escapes and octal
printf 'a\tb\n' | tr '\t' ' '; printf 'abc' | tr 'abc' '\101\102\n'; echo; echo 'a-b' | tr -- '-' '_'
#### tr -t truncate
echo abcd | tr -t 'abcd' 'xy'; echo abcd | tr 'abcd' 'xy'
#### tr upper lower mismatch
echo ab | tr '[:upper:]' 'x'; echo "st=$?"; echo ab | tr 'a' '[:upper:]'; echo "st=$?"
#### cut --complement -z --output-delimiter
echo 'a:b:c:d' | cut -d: -f2 --complement; echo 'abcdef' | cut -c2-3 --complement; echo 'a:b:c' | cut -d: -f1,3 --output-delimiter=' | '
#### cut -z and -s
printf 'a:b\0c:d\0' | cut -z -d: -f2 | tr '\0' ,; echo; printf 'nodelim\na:b\n' | cut -s -d: -f1
#### cut ranges open
echo abcdef | cut -c-3; echo abcdef | cut -c4-; echo abcdef | cut -c1,1,2; echo 'a b c' | cut -d' ' -f2-
#### cut errors
cut; echo "st=$?"; echo a | cut -f0; echo "st=$?"; echo a | cut -c2-1; echo "st=$?"; echo a | cut -d ab -f1; echo "st=$?"
#### cut -b with -n
echo 'héllo' | cut -b1-2 | od -c | head -1; echo 'héllo' | cut -c2
#### paste -s -d
printf '1\n2\n3\n' | paste -s; printf '1\n2\n3\n' | paste -s -d,; printf '1\n2\n3\n4\n' | paste -s -d ',;'
#### paste files and dash
cd "$(mktemp -d)"; printf 'a\nb\n' > x; printf '1\n2\n3\n' > y; paste x y; paste -d: x y; printf '1\n2\n3\n4\n' | paste - -
#### paste -d escapes and empty
cd "$(mktemp -d)"; printf 'a\nb\n' > x; paste -d '\n' x x; paste -d '' x x; paste -d '\0' x x
#### paste -z
printf 'a\0b\0' | paste -z -s -d, | tr '\0' '|'; echo
#### uniq -f -s -w
printf 'x a\ny a\nz b\n' | uniq -f1; printf 'xa\nya\nzb\n' | uniq -s1 -c; printf 'ab1\nab2\nac\n' | uniq -w2
#### uniq -D and --all-repeated
printf 'a\na\nb\nc\nc\n' | uniq -D; printf 'a\na\nb\nc\nc\n' | uniq --all-repeated=separate; printf 'a\na\nb\nc\nc\n' | uniq --all-repeated=prepend
#### uniq --group
printf 'a\na\nb\nc\n' | uniq --group; echo --; printf 'a\na\nb\n' | uniq --group=both; echo --; printf 'a\nb\n' | uniq --group=append
#### uniq -u -d -c -i
printf 'a\nA\nb\nb\nc\n' | uniq -i -c; printf 'a\na\nb\n' | uniq -u; printf 'a\na\nb\n' | uniq -d
#### uniq --group with -c error
printf 'a\n' | uniq --group -c; echo "st=$?"
#### uniq -z and output file
cd "$(mktemp -d)"; printf 'a\0a\0b\0' | uniq -z | tr '\0' ,; echo; printf 'a\na\n' > in; uniq in out; cat out
#### sort -k with options
printf 'b 10\na 9\nc 100\n' | sort -k2n; printf 'b 10\na 9\nc 100\n' | sort -k2,2nr; printf 'x B\ny a\n' | sort -k2f
#### sort -t and -s stable
printf 'a:2\nb:1\nc:2\n' | sort -t: -k2,2 -s; printf 'b 1\na 1\n' | sort -s -k2,2
#### sort -u with keys
printf 'a 1\nb 1\nc 2\n' | sort -u -k2,2; printf 'A\na\nb\n' | sort -uf
#### sort -V -h -M
printf 'v1.10\nv1.2\nv1.9\n' | sort -V; printf '1K\n2M\n512\n1G\n' | sort -h; printf 'Mar\nJan\nfeb\nxyz\n' | sort -M
#### sort -c and -C messages
printf 'a\nc\nb\n' | sort -c; echo "st=$?"; printf 'a\nc\nb\n' | sort -C; echo "st=$?"; printf 'a\nb\n' | sort -c; echo "st=$?"
#### sort -c with -u duplicates
printf 'a\na\n' | sort -cu; echo "st=$?"
#### sort --debug
printf 'b 2\na 10\n' | sort --debug -k2n
#### sort -g and -R shape
printf '1e3\n5\n-2.5\nnan\n' | sort -g; printf '3\n1\n2\n' | sort -R | sort | tr '\n' ' '; echo
#### sort -k char positions
printf 'ab3\nac1\naa2\n' | sort -k1.3; printf 'x ab\ny aa\n' | sort -k2.2,2.2 -k1,1r
#### sort -b and -d -i
printf '  b\na\n' | sort -b; printf 'a-c\nab\n' | sort -d
#### sort -z -m
printf 'b\0a\0' | sort -z | tr '\0' ,; echo; cd "$(mktemp -d)"; printf '1\n3\n' > a; printf '2\n4\n' > b; sort -m a b
#### sort invalid key
sort -k0 /dev/null; echo "st=$?"; sort -k1.x /dev/null; echo "st=$?"; sort -t ab /dev/null; echo "st=$?"
#### sort -n with signs and blanks
printf ' 3\n-1\n+2\n0\n-0\n' | sort -n; printf '1,5\n1.2\n' | sort -n
#### sort --files0-from and -o same file
cd "$(mktemp -d)"; printf 'b\na\n' > f; sort -o f f; cat f
