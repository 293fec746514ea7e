#### tr lower to upper classes
echo 'Hello World' | tr '[:lower:]' '[:upper:]'
#### tr ranges
echo 'abcxyz' | tr 'a-c' 'A-C'
#### tr -d digits
echo 'a1b2c3' | tr -d '0-9'
#### tr -s squeeze spaces
echo 'a   b    c' | tr -s ' '
#### tr -c complement delete
echo 'a1-b2_c3!' | tr -cd '[:alnum:]\n'
#### tr -cs words per line
echo 'the quick, brown fox!' | tr -cs '[:alpha:]' '\n'
#### tr repeat construct x*n
echo 'abcdef' | tr 'a-f' '[x*3][y*]'
#### tr set2 shorter is padded with last char
echo 'abcd' | tr 'abcd' 'xy'
#### tr -t truncates set1
echo 'abcd' | tr -t 'abcd' 'xy'
#### tr escapes octal and backslash
printf 'a\tb\\c\n' | tr '\t\\' '_/'; printf 'abc\n' | tr 'b' '\101'
#### tr -s with two sets
echo 'aabbcc' | tr -s 'ab' 'xy'
#### tr -ds
echo 'aa11bb22' | tr -ds '0-9' 'a-z'
#### tr equivalence class
echo 'abca' | tr '[=a=]' 'z'
#### tr missing operand
tr; echo "st=$?"; tr a; echo "st=$?"
#### tr extra operand with -d
tr -d a b </dev/null; echo "st=$?"
#### tr bad range
tr 'z-a' x </dev/null; echo "st=$?"
#### tr upper to lower misaligned class error
tr '[:upper:]' '[:digit:]' </dev/null; echo "st=$?"
#### tr NUL bytes
printf 'a\0b\0' | tr '\0' '\n'
#### tr CRLF to LF
printf 'a\r\nb\r\n' | tr -d '\r' | od -c
#### tr UTF-8 is byte based
printf 'é\n' | tr 'a-z' 'A-Z' | od -An -tx1
#### tr -c with set2 maps all others
echo 'ab12' | tr -c 'a-z\n' '#'
#### tr classes xdigit punct
echo 'a#F9g,' | tr -d '[:xdigit:]'; echo 'a#F9g,' | tr -d '[:punct:]'
#### fold -w
echo 'abcdefghij' | fold -w 4
#### fold -s breaks at spaces
echo 'the quick brown fox jumps' | fold -s -w 10
#### fold -b bytes with tabs
printf 'a\tbcdefghijkl\n' | fold -b -w 5
#### fold tab counts to next stop
printf 'a\tbcdefghijkl\n' | fold -w 10
#### fold no trailing newline
printf 'abcdef' | fold -w 4 | od -c
#### fold invalid width
echo x | fold -w 0; echo "st=$?"; echo x | fold -w abc; echo "st=$?"
#### fold -3 obsolete form
echo 'abcdefg' | fold -3
#### fmt default width
printf 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen\n' | fmt
#### fmt -w 20
printf 'alpha beta gamma delta epsilon zeta eta theta\n' | fmt -w 20
#### fmt joins short lines of a paragraph
printf 'a b\nc d\n\ne f\n' | fmt
#### fmt -u uniform spacing
printf 'a    b.  c   d\n' | fmt -u
#### fmt -s split only
printf 'short\nlines here\n' | fmt -s -w 5
#### fmt -p prefix
printf '# aa bb cc dd\n# ee ff\nplain text\n' | fmt -w 10 -p '#'
#### fmt indentation preserved
printf '  indented text that is long enough to wrap around here\n' | fmt -w 25
#### pr -t no header
printf 'a\nb\n' | pr -t
#### pr -2 columns -t
printf '1\n2\n3\n4\n5\n' | pr -2 -t
#### pr -t -n numbers
printf 'a\nb\n' | pr -t -n
#### pr -t -s colon -3 across
printf '1\n2\n3\n4\n5\n6\n' | pr -3 -t -a -s:
#### pr -m merge
printf 'a\nb\n' > x; printf '1\n2\n3\n' > y; pr -m -t x y
#### pr -t -o offset and -d double
printf 'a\nb\n' | pr -t -o 3 -d
#### nl default skips empty lines
printf 'a\n\nb\n' | nl
#### nl -ba numbers all
printf 'a\n\nb\n' | nl -ba
#### nl -w -s -n formats
printf 'a\nb\n' | nl -w3 -s: -nrz; printf 'a\n' | nl -nln -w4 -s'|'
#### nl -v start -i increment
printf 'a\nb\nc\n' | nl -v10 -i5
#### nl -bp regex
printf 'foo\nbar\nfoo2\n' | nl -bp'^foo'
#### nl sections
printf '\\:\\:\\:\nhead\n\\:\\:\nbody\nbody2\n\\:\nfoot\n' | nl -ha -fa
#### nl bad style
nl -bx </dev/null; echo "st=$?"
#### expand default tabs
printf 'a\tb\tc\n' | expand | od -c | head -3
#### expand -t 4
printf 'a\tbc\td\n' | expand -t4
#### expand -t list
printf 'a\tb\tc\td\n' | expand -t 2,5,9
#### expand -i initial only
printf '\ta\tb\n' | expand -i -t4 | od -c
#### expand -t slash form
printf 'a\tb\tc\n' | expand -t '3,/5' | od -c
#### unexpand -a
printf 'a       b       c\n' | unexpand -a | od -c
#### unexpand default leading only
printf '        a       b\n' | unexpand | od -c
#### unexpand -t 4
printf '    a   b\n' | unexpand -t4 | od -c
#### expand bad tab list
expand -t 5,3 </dev/null; echo "st=$?"; expand -t 0 </dev/null; echo "st=$?"
#### rev lines
printf 'abc\nhello\n\n' | rev
#### rev UTF-8 and no newline
printf 'héllo' | rev | od -c
#### tac default
printf 'a\nb\nc\n' | tac
#### tac no trailing newline
printf 'a\nb' | tac | od -c
#### tac -s separator and -b
printf 'a,b,c,' | tac -s,; echo; printf 'a,b,c,' | tac -b -s,; echo
#### tac -r regex separator
printf 'a1b22c3' | tac -r -s '[0-9]\+'; echo
#### tac missing file
tac nosuch; echo "st=$?"
#### tac multiple files
printf '1\n2\n' > x; printf '3\n4\n' > y; tac x y
