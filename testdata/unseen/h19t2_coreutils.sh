#### join -a1 -a2 -e with -o auto and ragged rows
cd "$(mktemp -d)"; printf 'a 1 x\nb 2\nd 4 y z\n' > l; printf 'a P\nc Q R\nd S\n' > r
join -a1 -a2 -e NA -o auto l r; echo --; join -a1 -a2 -e NA l r
#### join -v1 and -v2 together
cd "$(mktemp -d)"; printf 'a 1\nb 2\nc 3\n' > l; printf 'b x\nd y\n' > r
join -v1 -v2 l r; echo --; join -v2 l r; echo --; join -v1 -a2 l r
#### join --check-order on unsorted first file
cd "$(mktemp -d)"; printf 'b 1\na 2\n' > l; printf 'a x\nb y\n' > r
join --check-order l r; echo "st=$?"
#### join unsorted input warns once at the end
cd "$(mktemp -d)"; printf 'a 1\nc 3\nb 2\n' > l; printf 'a x\nb y\nc z\n' > r
join l r; echo "st=$?"
#### join many to many gives the product
cd "$(mktemp -d)"; printf 'k 1\nk 2\nm 3\n' > l; printf 'k a\nk b\nm c\nm d\n' > r
join l r
#### join -j with the key in field 2
cd "$(mktemp -d)"; printf 'x a\ny b\n' > l; printf 'p a\nq c\nr b\n' > r
join -j2 l r; echo "st=$?"
#### join -i ignores case of keys
cd "$(mktemp -d)"; printf 'Apple 1\nbanana 2\n' > l; printf 'apple red\nBANANA yellow\n' > r
join -i l r; echo --; join l r; echo "st=$?"
#### join -o with 0 and fields of both and -e
cd "$(mktemp -d)"; printf 'a 1\nb 2\n' > l; printf 'a x y\nc z\n' > r
join -a1 -a2 -e '-' -o 0,1.2,2.3,2.2 l r
#### join --header keeps first lines
cd "$(mktemp -d)"; printf 'id name\n1 ann\n2 bob\n' > l; printf 'id age\n2 30\n1 25\n3 40\n' > r
join --header --nocheck-order -a2 -o auto l r
#### join -z with NUL separated records
cd "$(mktemp -d)"; printf 'a 1\0b 2\0' > l; printf 'b x\0c y\0' > r
join -z l r | od -c
#### join -1 3 -2 1 with runs of blanks
cd "$(mktemp -d)"; printf 'x  y   k1\np q k2\n' > l; printf 'k1 one\nk2   two\n' > r
join -1 3 -2 1 l r
#### join -t with empty key fields
cd "$(mktemp -d)"; printf ',a\nk,b\n' > l; printf ',x\nk,y\n' > r
join -t, l r; echo --; join -t, -a1 -o 1.1,1.2,2.2 -e E l r
#### join errors on bad options
join -o 3.1 /dev/null /dev/null; echo "st=$?"; join -1 0 /dev/null /dev/null; echo "st=$?"; join /dev/null; echo "st=$?"; join -t ab /dev/null /dev/null; echo "st=$?"
#### join missing file and both stdin
join nosuch /dev/null; echo "st=$?"; printf 'a 1\n' | join - -; echo "st=$?"
#### comm --total with suppressed columns
cd "$(mktemp -d)"; printf 'a\nb\nd\n' > x; printf 'b\nc\nd\ne\n' > y
comm --total x y; echo --; comm -12 --total x y; echo --; comm -3 --total --output-delimiter=: x y
#### comm --output-delimiter longer string
cd "$(mktemp -d)"; printf 'a\nb\nd\n' > x; printf 'b\nc\n' > y
comm --output-delimiter='<>' x y; echo --; comm --output-delimiter= x y | od -c | head -3
#### comm -z on NUL records
cd "$(mktemp -d)"; printf 'a\0c\0' > x; printf 'b\0c\0' > y
comm -z x y | tr '\0' '|'; echo
#### comm --check-order stops on disorder
cd "$(mktemp -d)"; printf 'b\na\n' > x; printf 'a\nb\n' > y
comm --check-order x y; echo "st=$?"
#### comm default warns about unsorted input
cd "$(mktemp -d)"; printf 'a\nc\nb\n' > x; printf 'a\nb\nc\n' > y
comm x y; echo "st=$?"; comm --nocheck-order x y; echo "st=$?"
#### comm with duplicate lines on both sides
cd "$(mktemp -d)"; printf 'a\na\na\nb\n' > x; printf 'a\nb\nb\n' > y
comm x y
#### comm reads stdin as dash
cd "$(mktemp -d)"; printf 'b\nc\n' > y; printf 'a\nb\n' | comm - y; comm - - </dev/null; echo "st=$?"
#### comm errors
comm /dev/null; echo "st=$?"; comm a b c; echo "st=$?"; comm nosuch /dev/null; echo "st=$?"
#### paste -d with backslash zero means no delimiter
cd "$(mktemp -d)"; printf '1\n2\n' > a; printf 'x\ny\n' > b; printf 'p\nq\n' > c
paste -d '\0' a b c; paste -d ':\0' a b c; paste -d '\\' a b
#### paste -s -d with tab and newline escapes
cd "$(mktemp -d)"; seq 6 > n
paste -s -d '\t\n' n; paste -s -d ',\n;' n
#### paste three files unequal lengths cycling delimiters
cd "$(mktemp -d)"; printf '1\n2\n3\n' > a; printf 'x\n' > b; printf 'p\nq\n' > c
paste -d ':,' a b c
#### paste -s with missing trailing newline and empty delimiter
cd "$(mktemp -d)"; printf 'a\nb' > a; printf 'c\n\nd' > b
paste -s -d '' a b; paste -s a b | od -c | tail -2
#### paste -z joins NUL records
printf 'a\0b\0c\0' | paste -z -s -d, | od -c
#### paste -d ending in backslash is an error
paste -d 'a\' /dev/null; echo "st=$?"
#### cut -f -s drops lines without delimiter
printf 'a:b:c\nplain\n:x\nq:\n' | cut -d: -f2- -s; echo --; printf 'a:b:c\nplain\n' | cut -d: -f2
#### cut --complement with characters and fields
printf 'abcdefg\n' | cut --complement -c 2-4; printf 'a,b,c,d\n' | cut -d, --complement -f 2,4
#### cut overlapping byte lists print in order once
printf 'abcdefgh\n' | cut -b 5-,1,3-4,2-3; printf 'abcdefgh\n' | cut -b -3,6-
#### cut --output-delimiter between byte ranges
printf 'abcdefgh\n' | cut -c 1-2,4-5,7- --output-delimiter=:; printf 'abcdefgh\n' | cut -c 1-3,3-5 --output-delimiter=:
#### cut --output-delimiter with fields
printf 'a b c d\n' | cut -d ' ' -f 1,3- --output-delimiter=,
#### cut with space delimiter and runs of spaces
printf 'a  b c\n' | cut -d ' ' -f 2; printf 'a  b c\n' | cut -d ' ' -f 3
#### cut list errors
cut -f 0 /dev/null; echo "st=$?"; cut -c 3-2 /dev/null; echo "st=$?"; cut /dev/null; echo "st=$?"; cut -b 1 -f 1 /dev/null; echo "st=$?"; cut -c 1 -s /dev/null; echo "st=$?"
#### cut -z and multibyte bytes
printf 'ab:c\0de:f\0' | cut -z -d: -f1 | od -c; printf 'héllo\n' | cut -c 1-3 | od -c
#### cut open start field and whole line without delimiter
printf 'a\tb\tc\nnotab\n' | cut -f -2; printf 'a\tb\tc\n' | cut -f 3-
#### cut -d must be single character
cut -d ab -f1 /dev/null; echo "st=$?"; printf 'a:b\n' | cut -d: -f 1,1,1
#### tr -cd keeps a class
printf 'a1 b2-c3!\n' | tr -cd '[:alnum:]\n'; printf 'hello world\n' | tr -cs '[:alpha:]' '\n'
#### tr -s squeeze with class and translate
printf 'a   b\t\tc\n\n\nd\n' | tr -s '[:space:]'; printf 'aabbcc\n' | tr -s 'a-c' 'x-z'
#### tr set2 padded with its last char and -t
printf 'abcdef\n' | tr 'a-e' 'xy'; printf 'abcdef\n' | tr -t 'a-e' 'xy'
#### tr repeat constructs in set2
printf 'abcdefg\n' | tr 'abcdefg' '[x*2][y*]'; printf 'abcdef\n' | tr 'a-f' '[z*3]12-'
#### tr equivalence class and octal escapes
printf 'eEe\n' | tr '[=e=]' 'X'; printf 'ABC\n' | tr '\101\102' '\141\142'; printf 'a\tb\n' | tr '\t' '\n'
#### tr upper lower classes
printf 'Hello World 123\n' | tr '[:lower:][:upper:]' '[:upper:][:lower:]'; printf 'abc\n' | tr '[:lower:]' 'A-C'
#### tr class errors
tr '[:alpha:]' '[:digit:]' </dev/null; echo "st=$?"; tr 'a' '[:upper:]' </dev/null; echo "st=$?"; tr '[:foo:]' x </dev/null; echo "st=$?"
#### tr missing and extra operands
tr </dev/null; echo "st=$?"; tr a </dev/null; echo "st=$?"; tr -d a b </dev/null; echo "st=$?"; tr a b c </dev/null; echo "st=$?"
#### tr reversed range is an error
tr 'z-a' x </dev/null; echo "st=$?"; printf 'a-b\n' | tr 'a-' 'xy'
#### tr -ds delete then squeeze
printf 'aabbccdd\n' | tr -ds 'a' 'c'; printf 'x..y...z\n' | tr -s '.'
#### tr backslash and trailing backslash
printf 'a\\b\n' | tr '\\' '/'; printf 'ab\n' | tr 'a\' 'xy'; echo "st=$?"
#### tr -c with a set2 translates complement to last
printf 'ab12\n' | tr -c 'a-z\n' '#'; printf 'ab12\n' | tr -c 'a' 'XY'
#### fold -s with runs of spaces
printf 'aaa   bbb ccc    ddd\n' | fold -s -w 6 | cat -A
#### fold counts tabs to the next stop unless -b
printf 'a\tbcdefghijkl\n' | fold -w 10 | cat -A; printf 'a\tbcdefghijkl\n' | fold -b -w 10 | cat -A
#### fold backspace and carriage return columns
printf 'abc\bdefgh\rijklm\n' | fold -w 4 | od -c
#### fold invalid width and obsolete form
fold -w 0 </dev/null; echo "st=$?"; fold -w x </dev/null; echo "st=$?"; printf 'abcdef\n' | fold -3
#### fold no trailing newline and empty lines
printf 'abcdefg\n\nhi' | fold -w 3 | od -c
#### fmt -u uniform spacing with sentence ends
printf 'One.  Two three.   Four\nfive.\n' | fmt -u; printf 'a  b\n' | fmt
#### fmt -g goal width
printf 'aa bb cc dd ee ff gg hh ii jj kk ll mm nn\n' | fmt -w 20 -g 10
#### fmt -c crown margin
printf '  first line here\n    second line that is longer than the width\n' | fmt -c -w 20
#### fmt -t tagged paragraph
printf '  first line here\n    second line that is longer than the width\n' | fmt -t -w 20
#### fmt -p only prefixed lines
printf '# aa bb\n# cc dd\nplain ee ff\n# gg\n' | fmt -p '#' -w 30
#### fmt keeps blank lines and indentation paragraphs
printf 'a b\nc d\n\n  e f\n  g h\n\ti j\n' | fmt -w 40 | cat -A
#### fmt invalid width
fmt -w abc </dev/null; echo "st=$?"; fmt -w 0 </dev/null; echo "st=$?"; printf 'x\n' | fmt -80
#### nl -b p regex with anchors
printf 'foo\nbar\nfood\n# x\n' | nl -b 'p^foo' ; printf 'a\n#b\n' | nl -bp'^#'
#### nl -n styles with width 3
printf 'a\nb\n' | nl -n ln -w 3 | cat -A; printf 'a\nb\n' | nl -n rn -w 3; printf 'a\nb\n' | nl -n rz -w 3
#### nl sections header body footer
printf '\\:\\:\\:\nhead\n\\:\\:\nbody1\nbody2\n\\:\nfoot\n\\:\\:\nbody3\n' | nl -h a -f a
#### nl -p keeps numbering across pages
printf '\\:\\:\na\nb\n\\:\\:\nc\n' | nl; echo --; printf '\\:\\:\na\nb\n\\:\\:\nc\n' | nl -p
#### nl -l joins blank lines
printf 'a\n\n\n\n\nb\n' | nl -b a -l 2
#### nl empty separator and width 1
printf 'x\ny\n' | nl -s '' -w 1; printf 'x\n' | nl -s ' -> ' -w 2
#### nl start at 0 increment 5 zeros
seq 3 | nl -v 0 -i 5 -n rz -w 4; seq 2 | nl -v -2
#### nl -d custom section delimiter
printf '!!\nh\n!!!\nf\n' | nl -d '!!' -h a; printf '@@@@\nx\n' | nl -d '@'
#### nl invalid style and number
nl -b x </dev/null; echo "st=$?"; nl -n xx </dev/null; echo "st=$?"; nl -w 0 </dev/null; echo "st=$?"
#### expand tab list beyond its last stop
printf 'a\tb\tc\td\te\n' | expand -t 2,5 | cat -A
#### expand tab list with slash and plus prefix
printf 'a\tb\tc\td\n' | expand -t 2,/6 | cat -A; printf 'a\tb\tc\td\n' | expand -t 2,+3 | cat -A
#### expand -i only leading tabs
printf '\ta\tb\n  \tc\n' | expand -i -t 4 | cat -A
#### expand with backspace and space separated list
printf 'ab\bc\td\n' | expand -t 4 | od -c | head -2; printf 'a\tb\tc\n' | expand -t '3 6' | cat -A
#### expand invalid tab lists
expand -t 0 </dev/null; echo "st=$?"; expand -t 4,2 </dev/null; echo "st=$?"; expand -t a </dev/null; echo "st=$?"
#### unexpand default only leading blanks
printf '        a       b\n' | unexpand | cat -A; printf '        a       b\n' | unexpand -a | cat -A
#### unexpand -t implies -a
printf 'ab      cd      e\n' | unexpand -t 4 | cat -A; printf '    x   y\n' | unexpand --first-only -t 4 | cat -A
#### unexpand single space before tab stop
printf 'abcdefg h\n' | unexpand -a | cat -A; printf 'abcdef  h\n' | unexpand -a | cat -A
#### unexpand with tab list
printf '  a   b     c\n' | unexpand -t 2,6,12 | cat -A
#### column -t -o with -s
printf 'a:bb:c\nddd:e:ff\n' | column -t -s: -o ' | '
#### column -t hide and right align by name
printf 'a 1 x\nbbb 22 y\n' | column -t -N name,num,tag -H tag -R num
#### column -t -d no headings
printf 'a 1\nbb 22\n' | column -t -N A,B -d; printf 'a 1\nbb 22\n' | column -t -N A,B
#### column -t -l limits columns
printf 'a b c d\ne f g h\n' | column -t -l 2
#### column -t -O reorders
printf 'a 1 x\nb 2 y\n' | column -t -N A,B,C -O C,A,B
#### column -J with names and table name
printf 'a 1\nb 2\n' | column -J -N key,val -n items
#### column -x and fill order with -c
seq 7 | column -c 20 | cat -A; echo --; seq 7 | column -x -c 20 | cat -A; seq 12 | column -c 30 | cat -A
#### column -t keeps empty lines with -L
printf 'a b\n\nc d\n' | column -t; echo --; printf 'a b\n\nc d\n' | column -t -L
