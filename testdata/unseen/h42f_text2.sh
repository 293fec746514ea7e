#### od -t f4 and f8
printf '\000\000\200\077' | od -An -tf4; printf '\000\000\000\000\000\000\360\077' | od -An -tf8
#### od -t o2 x4 d4
printf 'abcdefgh' | od -An -to2; printf 'abcdefgh' | od -An -tx4; printf '\377\377\377\377' | od -An -td4
#### od -v and duplicate star
head -c 64 /dev/zero | od; head -c 64 /dev/zero | od -v | wc -l
#### od -w width
printf 'abcdefghij' | od -An -c -w4
#### od -s strings
printf 'ab\0hello\0xyz1234\0' | od -S 4
#### od --endian big
printf '\001\002' | od -An -tx2 --endian=big; printf '\001\002' | od -An -tx2 --endian=little
#### od -A d and x and n
printf 'abcdefghijklmnopq' | od -Ad -c | head -2; printf 'abc' | od -Ax -tx1
#### od -t x1z
printf 'hi\nthere' | od -An -tx1z
#### od -t a named chars
printf '\0\001\n\177 a' | od -An -ta
#### od -c escapes
printf '\a\b\f\r\t\v\\\200' | od -An -c
#### od multiple types
printf 'AB' | od -An -tx1 -tc -to1
#### od -j beyond end
printf 'abc' | od -j 5 2>&1; echo status=$?
#### od -N with suffix
head -c 2000 /dev/zero | od -N 1K -Ad | tail -2
#### od invalid width
echo a | od -w0 2>&1; echo status=$?
#### od traditional offset operand
printf 'abcdef' > f; od -c f +2
#### od -b -d -o -x -i -l shorthands
printf 'abcd' | od -An -b; printf 'abcd' | od -An -d; printf 'abcd' | od -An -x; printf 'abcdefgh' | od -An -i
#### od -t u8 size
printf '\001\000\000\000\000\000\000\000' | od -An -tu8
#### od bad size
echo | od -t d3 2>&1; echo status=$?
#### od missing file
od nosuch 2>&1; echo status=$?
#### xxd -s -l -u
printf 'abcdefghijklmnop' | xxd -s 4 -l 8 -u
#### xxd -b bits
printf 'AB' | xxd -b
#### xxd -i include
printf 'ab' > f; xxd -i f
#### xxd -e little endian
printf 'abcdefgh' | xxd -e
#### xxd -r with offsets
printf '00000000: 6869 0a                                hi.\n' | xxd -r
#### xxd -ps -c
printf 'abcdef' | xxd -ps -c 2
#### xxd missing file
xxd nosuch 2>&1; echo status=$?
#### column -t -R right align
printf 'a 1\nbbb 22\n' | column -t -R 2
#### column -t -N headers
printf 'a 1\nbb 2\n' | column -t -N NAME,NUM
#### column -t empty lines skipped
printf 'a b\n\nc d\n' | column -t
#### column -x fill rows
printf '%s\n' 1 2 3 4 5 | column -x -c 10
#### column -t -s multi char
printf 'a::b\ncc::d\n' | column -t -s ::
#### column -t -J-free -l-free -H hide
printf 'a b c\nd e f\n' | column -t -H 2
#### column -t -c-free -d with table name
printf 'x y\n' | column -t -O 2,1
#### fmt -s split only
printf 'short\nlines here\n' | fmt -s -w 40
#### fmt -c crown margin
printf '  first line is here\nsecond line goes on and on\n' | fmt -c -w 20
#### fmt -t tagged paragraph
printf '  first line is here\nsecond line goes on and on\n' | fmt -t -w 20
#### fmt sentence spacing
printf 'One. Two.  Three.\n' | fmt -u
#### fmt invalid width
echo a | fmt -w x 2>&1; echo status=$?
#### fmt goal
printf 'aa bb cc dd ee ff gg hh ii jj\n' | fmt -w 20 -g 10
#### fmt indented paragraphs kept
printf '  a b\n  c d\n\nx y\n' | fmt -w 3
#### nl -s -w 1 and -n rn
printf 'a\nb\n' | nl -s '' -w 1
#### nl -b pregex
printf 'apple\nbanana\navocado\n' | nl -b p'^a'
#### nl -l join blank
printf 'a\n\n\n\nb\n' | nl -ba -l 2
#### nl -d delimiter
printf '@@\nbody\n' | nl -d @@ 2>&1
#### nl -p no restart
printf '\\:\\:\na\n\\:\\:\nb\n' | nl -p
#### nl invalid number format
echo a | nl -n xx 2>&1; echo status=$?
#### nl -v negative
printf 'a\nb\nc\n' | nl -v -1
#### tac -r -s regex
printf 'a1b22c' | tac -r -s '[0-9]+'; echo
#### tac -b before
printf 'a\nb\nc\n' | tac -b | od -c | head -2
#### tac multiple files
printf '1\n2\n' > x; printf '3\n4\n' > y; tac x y
#### tac missing file
tac nosuch 2>&1; echo status=$?
#### fold -s with long word
echo 'aaaaaaaaaaaaaaa bb' | fold -s -w 6
#### fold tabs count
printf 'a\tb\tc\n' | fold -w 10
#### fold backspace and carriage return
printf 'abc\bde\rxy\n' | fold -w 3 | od -c | head -3
#### paste -s -d with backslash escapes
printf 'a\nb\nc\n' | paste -s -d '\t\n'
#### paste -d empty
printf '1\n2\n' > x; printf 'a\nb\n' > y; paste -d '' x y
#### paste -z
printf 'a\0b\0' | paste -z -s -d , | od -c | head -2
#### paste stdin twice
printf '1\n2\n3\n' | paste - -
#### join -i case
printf 'A 1\nb 2\n' > x; printf 'a X\nB Y\n' > y; join -i x y
#### join --header
printf 'K V\n1 a\n' > x; printf 'K W\n1 b\n' > y; join --header x y
#### join -o auto
printf '1 a b\n2 c\n' > x; printf '1 X\n3 Y Z\n' > y; join -o auto -a1 -a2 -e - x y
#### join --check-order fatal
printf '2 a\n1 b\n' > x; printf '1 c\n' > y; join --check-order x y 2>&1; echo status=$?
#### join invalid field
join -1 0 x y 2>&1; echo status=$?
#### join -t tab
printf '1\ta\n' > x; printf '1\tb\n' > y; join -t "$(printf '\t')" x y
#### comm -i-free --nocheck-order
printf 'b\na\n' > x; printf 'a\n' > y; comm --nocheck-order x y
#### comm -z
printf 'a\0b\0' > x; printf 'b\0c\0' > y; comm -z x y | od -c | head -2
#### comm --check-order fatal
printf 'b\na\n' > x; printf 'a\nb\n' > y; comm --check-order x y 2>&1; echo status=$?
#### split -l with numeric suffix start
seq 6 > f; split -l 2 --numeric-suffixes=3 f p; ls p*
#### split -C line bytes
printf 'aaa\nbb\nc\nddddd\n' > f; split -C 6 f q; for x in q*; do echo "$x:$(cat $x | tr '\n' '|')"; done
#### split -n l/2
printf '1\n22\n333\n4444\n' > f; split -n l/2 f r; cat ra; echo --; cat rb
#### split -n r/2 round robin
printf '1\n2\n3\n4\n5\n' > f; split -n r/2 f s; cat sa; echo --; cat sb
#### split -n 2/3 to stdout
printf 'abcdefghi' > f; split -n 2/3 f; echo
#### split suffix exhausted
seq 30 > f; split -l 1 -a 1 f z 2>&1 | head -1; echo status=$?; ls z* | wc -l
#### split --filter
printf '1\n2\n3\n' > f; split -l 2 --filter='wc -l' f
#### split --verbose
printf '1\n2\n3\n' > f; split -l 2 --verbose f v
#### split -e elide empty
printf 'ab' > f; split -n 4 -e f e; ls e*
#### csplit -k keep on error
seq 5 > f; csplit -k f 2 '{9}' 2>&1; echo status=$?; ls xx*
#### csplit -z elide empty
seq 3 > f; csplit -z f '/1/' '/3/'; ls xx*
#### csplit offset patterns
seq 10 > f; csplit -s f '/4/+1' '%7%'; cat xx00 | tr '\n' ' '; echo; cat xx01 | tr '\n' ' '; echo
#### csplit -b suffix format
seq 4 > f; csplit -s -b '%03d.txt' f 3; ls xx*
#### csplit line out of range
seq 3 > f; csplit f 5 2>&1; echo status=$?
#### csplit invalid pattern
seq 3 > f; csplit f 'abc' 2>&1; echo status=$?
#### csplit -n digits
seq 3 > f; csplit -s -n 3 f 2; ls xx*
#### seq -s and -t terminator free equal width negative
seq -w -5 5 | head -3; seq -s ' ' -t '!' 1 3 2>&1 | head -2
#### seq float formats
seq 0.1 0.1 0.3; seq 1e1 1e1 3e1; seq -f '%g' 1 2
#### seq large integers
seq 18446744073709551615 18446744073709551617
#### seq format with text
seq -f 'item-%03g' 1 2
#### seq bad format multiple directives
seq -f '%g %g' 1 2>&1; echo status=$?
#### seq hex argument
seq 0x10 0x12
#### seq decreasing without step
seq 5 1; echo status=$?
#### tr -s squeeze with complement
echo 'aa..bb,,cc' | tr -cs '[:alpha:]' '\n'
#### tr octal escapes and ranges
echo 'abc' | tr 'a-c' '\101-\103'
#### tr set1 longer class in set2 error
echo ab | tr 'ab' '[:upper:][:upper:]' 2>&1; echo status=$?
#### tr [:lower:] to [:upper:] with others
echo 'aB1' | tr '[:upper:][:lower:]' '[:lower:][:upper:]'
#### tr repeat star in set1 error
echo a | tr '[a*]' b 2>&1; echo status=$?
#### tr backslash at end
echo 'a\b' | tr '\\' / 2>&1
#### tr -d -s together
echo 'aabbcc' | tr -ds a b
#### tr empty set2 with non-delete
echo a | tr a '' 2>&1; echo status=$?
#### cut -c on utf8
echo 'héllo' | cut -c 2-3; echo 'héllo' | cut -b 2-3 | od -c | head -1
#### cut -f with -z
printf 'a:b\0c:d\0' | cut -z -d: -f2 | tr '\0' '\n'
#### cut overlapping ranges
echo abcdefgh | cut -c 1-3,2-5,7
#### cut -n ignored
echo abc | cut -n -b 2
#### cut invalid byte list
echo a | cut -b 1,x 2>&1; echo status=$?
#### cut decreasing range message
echo a | cut -c 5-2 2>&1; echo status=$?
#### wc -c on directory error
mkdir d; wc d 2>&1; echo status=$?
#### wc --files0-from
printf 'a b\n' > x; printf 'c\n' > y; printf 'x\0y\0' | wc -l --files0-from=-
#### wc width with large counts
seq 100000 > big; wc big; wc -l big x 2>/dev/null
#### wc -w with unicode spaces
printf 'a\u00a0b c\n' | wc -w
#### csplit sizes come after the error
seq 5 > f; csplit f 2 /9/ 2>&1; echo status=$?; ls
#### csplit -k regex not found sizes after
seq 5 > f; csplit -k f 2 '/9/' 4 2>&1; echo status=$?
