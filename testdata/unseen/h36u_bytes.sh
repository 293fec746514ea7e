#### od -A x -t x1z on a mixed record
printf 'ab\tc\n\001\377xyz' > rec.bin; od -A x -t x1z rec.bin
#### od -t with several types at once
printf 'ABCDEFGH' | od -A d -t x2 -t o1 -t c
#### od -j and -N window
seq 1 20 | tr -d '\n' > n.txt; od -A d -j 5 -N 7 -c n.txt; od -A o -j 0x3 -N 4 -t u1 n.txt
#### od -w narrow width with -v
printf 'aaaaaaaabbbbcccc' | od -A n -w4 -v -t c; printf 'aaaaaaaabbbbcccc' | od -A n -w4 -t c
#### od duplicate lines star without -v
head -c 64 /dev/zero | od -t x4; head -c 64 /dev/zero | od -v -A d -t x8 | head -3
#### od -t d4 u4 f4 on fixed bytes
printf '\x01\x00\x00\x00\xff\xff\xff\xff' | od -A n -t d4 -t u4; printf '\x00\x00\x80\x3f' | od -A n -t f4
#### od -t f8 and -t d2 little endian
printf '\x00\x00\x00\x00\x00\x00\xf0\x3f' | od -A n -t f8; printf '\xfe\xff\x02\x00' | od -A n -t d2
#### od --endian=big
printf '\x01\x02\x03\x04' | od -A n -t x4 --endian=big; printf '\x01\x02\x03\x04' | od -A n -t x2 --endian=little
#### od -t a named characters
printf '\000\011\012\033 \177A' | od -A n -t a
#### od -S strings minimum
printf 'ab\0hello\0xy\0world!!\0' | od -S 4; printf 'ab\0hello\0' | od -A d -S 2
#### od traditional offset operand
printf 'abcdefghij' | od -c - +4; printf 'abcdefghij' > t.txt; od -c t.txt +2.
#### od -t x1 with suffix sizes and -N over input
printf 'hi' | od -A x -N 100 -t x1; printf '' | od -c; echo "st=$?"
#### od bad type and missing file
od -t q1 /dev/null; echo "st=$?"; od -c nofile; echo "st=$?"; od -t x3 /dev/null; echo "st=$?"
#### od -t c high bytes and utf8
printf 'caf\303\251\n' | od -A n -c; printf '\200\201' | od -A n -t c
#### hexdump -C of a small file
printf 'Hello, world!\n\000\001\002' > h.bin; hexdump -C h.bin
#### hexdump -C repeated lines star
head -c 48 /dev/zero | hexdump -C; head -c 48 /dev/zero | hexdump -v -C | wc -l
#### hexdump -n and -s
printf '0123456789abcdef0123' | hexdump -C -s 4 -n 10
#### hexdump -e custom format
printf 'ABCD' | hexdump -e '4/1 "%02x " "\n"'; printf 'abcdefgh' | hexdump -e '"[" 2/1 "%c" "]\n"'
#### xxd default and -c -g
printf 'The quick brown fox jumps' | xxd; printf 'The quick brown fox' | xxd -c 8 -g 4
#### xxd -p and -r -p round trip
printf 'binary\x00\xffdata' | xxd -p; printf 'binary\x00\xffdata' | xxd -p | xxd -r -p | od -A n -c
#### xxd -i include style
printf 'abc' > d.bin; xxd -i d.bin; printf 'xy' | xxd -i
#### xxd -s -l and -u
printf 'abcdefghijklmnop' | xxd -s 3 -l 6; printf '\xab\xcd' | xxd -u
#### xxd -b bits
printf 'AB' | xxd -b
#### xxd -r of a dump with offsets
printf '00000000: 6869 0a                                  hi.\n' | xxd -r; printf '0000010: 41\n' | xxd -r | od -A d -c
#### base32 wrap and decode
printf 'Computerwelt sandbox text that is long enough to wrap' | base32 -w 20; echo MFRGG=== | base32 -d; echo
#### base32 garbage and -i
echo 'MFRG!G===' | base32 -d; echo "st=$?"; echo 'MF RG G===' | base32 -d -i; echo "st=$?"
#### base64 -w 0 and wrap sizes
head -c 40 /dev/zero | base64 -w 0; echo; printf 'abcdefghijklmnopqrstuvwxyz' | base64 -w 10
#### base64 decode without padding and with newlines
printf 'YWJj\nZGVm\n' | base64 -d; echo; printf 'YWI' | base64 -d; echo " st=$?"
#### base64 -d -i ignores garbage
printf 'YW*Jj!ZG\nVm\n' | base64 -d -i; echo " st=$?"; printf 'YW*Jj' | base64 -d; echo " st=$?"
#### basenc encodings
printf 'hi!' | basenc --base16; echo; printf 'hi!' | basenc --base32hex; printf 'hi!' | basenc --base64url; printf 'ab' | basenc --base2msbf; echo; printf 'ab' | basenc --base2lsbf; echo
#### basenc z85 and decode
printf 'abcd' | basenc --z85; echo; printf 'vpA.S' | basenc --z85 -d; echo; printf 'abc' | basenc --z85; echo "st=$?"
#### basenc base64url decode
printf '__--' | basenc --base64url -d | od -A n -t x1; printf '6869' | basenc --base16 -d; echo
#### cksum default and -a algorithms
printf 'hello\n' > c.txt; cksum c.txt; cksum -a md5 c.txt; cksum -a sha1 c.txt; cksum -a sha256 --untagged c.txt
#### cksum -a crc bsd sysv on stdin
printf 'hello\n' | cksum -a crc; printf 'hello\n' | cksum -a bsd; printf 'hello\n' | cksum -a sysv
#### cksum --base64 and -l
printf 'x' > x.txt; cksum -a sha256 --base64 x.txt; cksum -a blake2b -l 128 x.txt
#### cksum --check tagged
printf 'one\n' > a1; printf 'two\n' > a2; cksum -a sha1 a1 a2 > sums; cksum --check sums; printf 'changed\n' > a2; cksum --check sums; echo "st=$?"
#### md5sum -c with mixed formats
printf 'a\n' > f1; printf 'b\n' > f2; md5sum f1 > m; md5sum --tag f2 >> m; md5sum -c m; echo "st=$?"
#### md5sum -c missing and --ignore-missing
printf 'a\n' > f1; md5sum f1 > m; echo '0123456789abcdef0123456789abcdef  gone' >> m; md5sum -c m; echo "st=$?"; md5sum -c --ignore-missing m; echo "st=$?"
#### md5sum -c malformed lines and --strict
printf 'a\n' > f1; { md5sum f1; echo 'not a line'; } > m; md5sum -c m; echo "st=$?"; md5sum -c --strict m; echo "st=$?"; md5sum -c -w m; echo "st=$?"
#### md5sum -c --quiet and --status
printf 'a\n' > f1; printf 'b\n' > f2; md5sum f1 f2 > m; printf 'B\n' > f2; md5sum -c --quiet m; echo "st=$?"; md5sum -c --status m; echo "st=$?"
#### sha256sum names with backslash and newline
printf 'x' > 'a\b'; printf 'y' > "$(printf 'n\nl')"; sha256sum 'a\b' "$(printf 'n\nl')"; sha256sum 'a\b' "$(printf 'n\nl')" | sha256sum -c
#### sha1sum and sha512sum -z
printf 'q' > q; sha1sum -z q | tr '\0' '|'; echo; sha512sum q | cut -c1-16
#### b2sum -l lengths
printf 'abc' | b2sum -l 64; printf 'abc' | b2sum -l 256 | cut -c1-20; printf 'abc' | b2sum -l 7; echo "st=$?"
#### sum -r and -s
printf 'hello world\n' > s.txt; sum s.txt; sum -s s.txt; sum -r s.txt c 2>&1; printf 'x' | sum
#### dd conv ucase lcase swab
printf 'Hello World\n' | dd conv=ucase status=none; printf 'Hello World\n' | dd conv=lcase status=none; printf 'abcdef' | dd conv=swab status=none; echo
#### dd skip seek count bs
printf '0123456789' > d.txt; dd if=d.txt bs=2 skip=1 count=3 status=none; echo; printf 'XXXXXXXX' > out; dd if=d.txt of=out bs=1 seek=2 count=3 conv=notrunc status=none; cat out; echo
#### dd ibs obs and records summary
printf "0123456789abcdef" | dd ibs=4 obs=8 of=/dev/null status=noxfer; printf abc | dd bs=2 of=/dev/null status=noxfer
#### dd iflag skip_bytes count_bytes
printf '0123456789' | dd iflag=skip_bytes,count_bytes skip=3 count=4 status=none; echo
#### dd conv=sync and block unblock
printf 'abc' | dd bs=5 conv=sync status=none | od -A n -c; printf 'ab\ncd\n' | dd cbs=4 conv=block status=none | od -A n -c
#### dd of truncation and notrunc
printf 'longcontent' > o.txt; printf 'ab' | dd of=o.txt status=none; cat o.txt; echo; printf 'longcontent' > o.txt; printf 'ab' | dd of=o.txt conv=notrunc status=none; cat o.txt; echo
#### dd bad operand
dd foo=bar; echo "st=$?"; dd bs=0 </dev/null; echo "st=$?"; dd conv=nope </dev/null; echo "st=$?"
#### dd status=noxfer
printf 'abcdef' | dd bs=3 status=noxfer of=/dev/null
#### truncate sizes and relative
printf '0123456789' > t; truncate -s 4 t; cat t; echo; truncate -s +3 t; od -A n -c t; truncate -s -2 t; wc -c < t
#### truncate rounding and -c
printf 'abcdefg' > t; truncate -s %4 t; wc -c < t; truncate -s /3 t; wc -c < t; truncate -c -s 5 nothere; ls nothere; echo "st=$?"
#### truncate -r reference and errors
printf 'abcdef' > ref; : > t; truncate -r ref t; wc -c < t; truncate -r ref -s +2 t; wc -c < t; truncate t; echo "st=$?"; truncate -s 5x t; echo "st=$?"
#### truncate < and > modifiers
printf '0123456789' > t; truncate -s '<4' t; wc -c < t; truncate -s '<8' t; wc -c < t; truncate -s '>6' t; wc -c < t
#### strings minimum length and offsets
printf 'ab\0hello\0\001world wide\0x' > s.bin; strings s.bin; strings -n 6 s.bin; strings -t d s.bin; strings -t x -n 3 s.bin
#### strings from stdin and -f
printf 'zz\0abcdef\n' > one; printf 'ghijkl' > two; strings -f one two; printf '\0\0text\0' | strings
#### od -t fL long double values
printf '\x00\x00\x00\x00\x00\x00\x00\x80\xff\x3f\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\xc0\xff\x3f\x00\x00\x00\x00\x00\x00' | od -t fL; printf 'abcdef' | od -A n -t fL; printf '\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00' | od -A n -t fL -t x8
#### od -t f16 inf nan and big endian
printf '\x00\x00\x00\x00\x00\x00\x00\x80\xff\x7f\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xc0\xff\xff\x00\x00\x00\x00\x00\x00' | od -A n -t f16; printf '\x12\x34\x56\x78\x9a\xbc\xde\xf0\x01\x40\x00\x00\x00\x00\x00\x00' | od -A n -t fL --endian=big
#### od -A takes the radix's first letter
printf 'ab' | od -A none -t x1; printf 'ab' | od -A decimal -c; od -A qq /dev/null; echo "st=$?"
#### od -j past the end of /dev/null
printf 'abc' > f; od -A x -t x1 -j 100 /dev/null; echo "st=$?"; od -j 5 /dev/null f; od -j 4 f /dev/null; echo "st=$?"
