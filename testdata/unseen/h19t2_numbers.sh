#### seq -w with negative and decimal operands
seq -w -1 1; seq -w 8 11; seq -w 1.5 0.5 3
#### seq -s and -f together
seq -s, -f '%03g' 3; seq -s '' 5; echo; seq -s ': ' 1 2 7
#### seq floating steps and precision
seq 1 0.5 3; seq 0 0.25 1; seq 0.1 0.1 0.5
#### seq negative step and empty ranges
seq 5 -2 -3; seq 10 1; echo "st=$?"; seq 1 -1 2; echo "st=$?"
#### seq -f with float formats and literal percent
seq -f '%.2f' 0 0.5 1; seq -f 'x%%%gy' 2; seq -f '%e' 1 1; seq -f '%5.1f|' 1 2
#### seq hex and exponent operands
seq 0x10 0x12; seq 1e1 12; seq 2 1e0 4
#### seq zero increment and bad operands
seq 1 0 3; echo "st=$?"; seq a; echo "st=$?"; seq 1 2 3 4; echo "st=$?"; seq; echo "st=$?"
#### seq bad formats
seq -f '%d' 1; echo "st=$?"; seq -f 'abc' 1; echo "st=$?"; seq -f '%g%g' 1; echo "st=$?"
#### seq -- with negative first
seq -- -3 -1; seq -3 -1 -5 | head -2
#### seq -w with format is an error
seq -w -f '%g' 3; echo "st=$?"
#### seq large integers exact
seq 9007199254740992 9007199254740994; seq 18446744073709551615 18446744073709551616
#### numfmt --to si iec iec-i with suffix
numfmt --to=si --suffix=B 1000 1500 999999; numfmt --to=iec 1024 1536 1048576; numfmt --to=iec-i 2048 123456789
#### numfmt --from auto with i suffixes
numfmt --from=auto 1Ki 1K 2Mi 3G; numfmt --from=iec 1.5K; numfmt --from=si 1.5k
#### numfmt --round modes
for r in up down from-zero towards-zero nearest; do numfmt --to=si --round=$r -- 1001 -1001 1500 | paste -s; done
#### numfmt --padding and --format width
numfmt --padding=8 12345; numfmt --padding=-8 12; echo '|'; numfmt --format='%10f' 42; numfmt --format='%-8f|' 42
#### numfmt --format with precision and --to
numfmt --to=si --format='%.3f' 1234567; numfmt --format='%.2f' 3.14159; numfmt --to=iec --format='%08.1f' 2000
#### numfmt --field ranges and delimiter
printf 'a 1000 2000 3000\n' | numfmt --to=si --field=2-3; printf '1000,2000,x\n' | numfmt -d, --to=si --field=-2
#### numfmt --invalid modes
numfmt --invalid=warn x 10; echo "st=$?"; numfmt --invalid=ignore x 10; echo "st=$?"; numfmt --invalid=fail x 10; echo "st=$?"; numfmt x 10; echo "st=$?"
#### numfmt --header lines pass through
printf 'h1\nh2\n1000\n2000\n' | numfmt --header=2 --to=si
#### numfmt negative and zero values
numfmt --to=si -- -1500 0 -0.5; numfmt --to=iec -- -1025
#### numfmt big values and overflow
numfmt --to=si 1000000000000000000; numfmt --from=si 2E; numfmt --to=si 99999999999999999999999999; echo "st=$?"
#### numfmt --from-unit and --to-unit
numfmt --from-unit=1024 --to=iec 3; numfmt --to-unit=1000 --to=si 5000000; numfmt --from-unit=512 4
#### numfmt rejects bad suffix combinations
numfmt --from=si 1Ki; echo "st=$?"; numfmt --from=iec 1x; echo "st=$?"; numfmt --from=none 1K; echo "st=$?"
#### numfmt bad format strings
numfmt --format='%d' 1; echo "st=$?"; numfmt --format='a%fb%f' 1; echo "st=$?"; numfmt --format='%'"'"'f' 1234567
#### env printf %q quoting
env printf '%q\n' 'a b' "it's" '' 'x$y' $'tab\there'
#### env printf %b escapes and \c
env printf '%b|' 'a\tb' '\0101' '\x41' 'c\cd' 'e'; echo
#### env printf unicode escapes
env printf '\u00e9\U0001F600\n' | od -An -tx1; env printf '\u0041\n'
#### env printf numeric arguments forms
env printf '%d %d %d %d\n' 0x1F 010 "'A" '"B'; env printf '%x %o %X\n' 255 8 255
#### env printf invalid numbers
env printf '%d\n' abc; echo "st=$?"; env printf '%d\n' 12abc; echo "st=$?"; env printf '%f\n' 1.5x; echo "st=$?"
#### env printf reuses format for extra arguments
env printf '%s-%s\n' a b c; env printf 'x\n' extra; echo "st=$?"
#### env printf width precision from arguments
env printf '%*d|%-*d|%.*f\n' 5 42 4 7 2 3.14159; env printf '%5.2s|\n' abcdef
#### env printf %c and %i and %e
env printf '%c|%c\n' hello ''; env printf '%i %e %g\n' 42 1234.5 0.0001
#### env printf missing format and bad directive
env printf; echo "st=$?"; env printf '%z\n' 1; echo "st=$?"; env printf '%s\n'; echo "st=$?"
#### factor small and edge numbers
factor 1 2 12 97 100 1001; factor 0
#### factor big and invalid
factor 4294967297 18446744073709551615; factor abc; echo "st=$?"; factor -- -5; echo "st=$?"
#### factor from stdin
printf '6 8\n  9\n' | factor
#### expr string functions
expr length hello; expr substr hello 2 3; expr index hello lo; expr match abc 'a\(.\)'
#### expr colon with groups and anchors
expr abc : 'a.*'; expr abc : 'b'; echo "st=$?"; expr abc : '\(b\)'; echo "st=$?"
#### expr arithmetic and comparison
expr 7 % 3; expr -7 / 2; expr 3 \< 10; expr a \< b; expr 10 = 10.0; echo "st=$?"
#### expr errors
expr 1 / 0; echo "st=$?"; expr 1 +; echo "st=$?"; expr a + 1; echo "st=$?"; expr; echo "st=$?"
#### expr | and & with empty and zero
expr 0 \| b; expr '' \| 0; echo "st=$?"; expr a \& 0; echo "st=$?"; expr a \& b
#### od -t x1z shows printable text
printf 'Hi\001there\n' | od -An -t x1z
#### od -c escapes for controls
printf '\0\a\b\f\n\r\t\v\033x' | od -c
#### od -t u2 with endian options
printf '\001\002\003\004' | od -An -t u2 --endian=big; printf '\001\002\003\004' | od -An -t u2 --endian=little
#### od -S strings of minimum length
printf 'ab\0abcd\0xyz12\0' | od -S 3; printf 'ab\0abcd\0' | od -A n -S 4
#### od -A x with skip and count
printf '0123456789abcdef' | od -A x -t x1 -j 2 -N 5; printf '0123456789' | od -A d -t c -j 8
#### od -w3 and partial last line
printf 'abcdefgh' | od -A o -t x1 -w3
#### od -t d1 negatives and -t f8
printf '\377\200\001' | od -An -t d1; printf '\000\000\000\000\000\000\360\077' | od -An -t f8
#### od -t x4 partial word padding
printf 'abcde' | od -An -t x4; printf 'abc' | od -An -t x2
#### od -j beyond file and bad type
printf 'ab' | od -j 5; echo "st=$?"; od -t q1 /dev/null; echo "st=$?"; od -t x3 /dev/null; echo "st=$?"
#### od --traditional offset forms
cd "$(mktemp -d)"; printf 'abcdefghij' > f; od -c f +4; od --traditional -c f 2 1
#### xxd -c and -g grouping
printf 'abcdefghij' | xxd -c 4 -g 2; printf 'abcdef' | xxd -g 0
#### xxd -ps with columns and -r -p
printf 'hello world, this is xxd\n' | xxd -p -c 8; printf '68656c6c6f0a' | xxd -r -p
#### xxd -u -s -l
printf '0123456789abcdef' | xxd -u -s 3 -l 6
#### xxd -i from file and stdin
cd "$(mktemp -d)"; printf 'AB\n' > my-file.bin; xxd -i my-file.bin; printf 'xy' | xxd -i
#### xxd -b with two per line
printf 'ABC' | xxd -b -c 2
#### xxd -o offset and -d decimal
printf 'abcdef' | xxd -o 16 -c 4; printf 'abcdef' | xxd -d -c 4
#### xxd -r with offsets and seek
printf '00000004: 4142 43\n' | xxd -r | od -c
#### hexdump -C with skip and length
cd "$(mktemp -d)"; printf 'hello hexdump world' > f; hexdump -C -s 3 -n 10 f
#### hexdump collapses repeats unless -v
head -c 64 /dev/zero | hexdump -C; head -c 40 /dev/zero | hexdump -v -e '16/1 "%02x" "\n"'
#### hexdump -e formats with counts
printf 'ABCDEFGH' | hexdump -e '4/1 "%c-" "\n"'; printf 'ABCD' | hexdump -e '"[" 2/2 "%04x " "]\n"'
#### hexdump of empty input
hexdump -C </dev/null; echo "st=$?"; hexdump </dev/null; echo "st=$?"
#### base64 -w 0 and small wraps
printf 'hello world!!' | base64 -w 0; echo; printf 'hello world!!' | base64 -w 5
#### base64 of empty and bad wrap
printf '' | base64; echo "st=$?"; base64 -w abc </dev/null; echo "st=$?"; base64 -w -1 </dev/null; echo "st=$?"
#### base64 -d -i ignores garbage
printf 'aGVs*bG8=\n' | base64 -d -i; echo; printf 'aGVs*bG8=\n' | base64 -d; echo "st=$?"
#### base64 -d without padding and with too much
printf 'aGVsbG8' | base64 -d; echo " st=$?"; printf 'aGVsbG8==' | base64 -d; echo " st=$?"
#### base32 -w and roundtrip
printf 'foobar' | base32 -w 8; printf 'MZXW6YTBOI======' | base32 -d; echo
#### base32 -d invalid and -i
printf 'MZXW6===x' | base32 -d; echo " st=$?"; printf 'MZ!XW6===' | base32 -d -i; echo " st=$?"
#### base64 file operand and missing file
cd "$(mktemp -d)"; printf 'abc' > f; base64 f; base64 nosuch; echo "st=$?"; base64 f f; echo "st=$?"
#### cksum default crc and lengths
printf 'hello\n' | cksum; printf '' | cksum; cd "$(mktemp -d)"; printf 'abc' > f; cksum f f
#### cksum -a algorithms tagged and untagged
cd "$(mktemp -d)"; printf 'abc' > f; cksum -a md5 f; cksum -a sha256 --untagged f; cksum -a sha1 f; cksum -a crc f; cksum -a bsd f; cksum -a sysv f
#### cksum -a blake2b with -l
cd "$(mktemp -d)"; printf 'abc' > f; cksum -a blake2b -l 128 f; b2sum -l 64 f; b2sum -l 7 f; echo "st=$?"
#### cksum -c with tagged lines
cd "$(mktemp -d)"; printf 'abc' > f; printf 'xyz' > g; { cksum -a md5 f; cksum -a sha1 g; } > sums; cksum -c sums; printf 'x' >> g; cksum -c sums; echo "st=$?"
#### cksum -a bad and -c with crc
cksum -a nope /dev/null; echo "st=$?"; cksum -c /dev/null; echo "st=$?"
#### sum -r and -s and multiple files
cd "$(mktemp -d)"; printf 'hello\n' > a; printf 'world\n' > b; sum a; sum -s a; sum a b; sum -r < a
#### md5sum -z and names with backslash
cd "$(mktemp -d)"; printf 'x' > 'a\b'; md5sum 'a\b'; md5sum -z 'a\b' | od -c | tail -2
#### sha1sum -c --status and --warn
cd "$(mktemp -d)"; printf 'x' > f; sha1sum f > s; echo 'garbage line' >> s; sha1sum -c --status s; echo "st=$?"; sha1sum -c --warn s; echo "st=$?"
#### md5sum -c with missing file and --quiet
cd "$(mktemp -d)"; printf 'x' > f; md5sum f > s; md5sum f | sed 's/ f$/ gone/' >> s; md5sum -c --quiet s; echo "st=$?"; md5sum -c --ignore-missing s; echo "st=$?"
#### sha256sum --tag and check of tag lines
cd "$(mktemp -d)"; printf 'a' > f; sha256sum --tag f > s; cat s; sha256sum -c s
#### sha512sum -b flag and text mode
cd "$(mktemp -d)"; printf 'a' > f; sha512sum -b f | cut -c 1-16,129-; sha224sum -t f | cut -c 1-8,57-
