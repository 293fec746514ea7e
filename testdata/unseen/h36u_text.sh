#### fold -w -s on prose
printf 'The quick brown fox jumps over the lazy dog and keeps running far away\n' | fold -w 20 -s; printf 'abcdefghijklmnop\n' | fold -w 5
#### fold -b with tabs and backspaces
printf 'a\tb\tc\td\n' | fold -w 10; printf 'a\tb\tc\td\n' | fold -b -w 4; printf 'ab\bcdefgh\n' | fold -w 4
#### fold utf8 characters and -c
printf 'h\303\251llo w\303\266rld\n' | fold -w 3; printf 'h\303\251llo\n' | fold -b -w 2 | od -A n -c
#### fold no trailing newline and bad width
printf 'abcdefg' | fold -w 3; echo "|"; fold -w 0 /dev/null; echo "st=$?"; fold -w x /dev/null; echo "st=$?"
#### fmt width and goal
printf 'one two three four five six seven eight nine ten eleven twelve\n' | fmt -w 25; printf 'a b c d e f g h i j k l m n o p\n' | fmt -w 10 -g 8
#### fmt paragraphs and indentation
printf '  indented para line one\n  line two of it\n\nsecond   para\nwith more words here\n' | fmt -w 30
#### fmt -s split only and -u uniform
printf 'short line\nanother short line that is quite a bit longer than the width\n' | fmt -s -w 20; printf 'a  b.  c   d\n' | fmt -u
#### fmt -p prefix
printf '# comment one is long\n# comment two\ncode here\n# more\n' | fmt -p '# ' -w 15
#### fmt -t tagged paragraph
printf 'first line of para\n   second line indented and long enough to wrap around\n' | fmt -t -w 25
#### fmt -c crown margin
printf '  first line here\n    second line goes on for a while longer\n' | fmt -c -w 22
#### nl -b a and -b p regex
printf 'a\n\nb\nfoo\n' | nl -b a; printf 'apple\nbanana\navocado\n' | nl -b 'pa'
#### nl -n formats and -w -s
printf 'x\ny\n' | nl -n ln; printf 'x\ny\n' | nl -n rz -w 4 -s ': '; printf 'x\ny\n' | nl -n rn -w 2 -s ''
#### nl -v -i start and increment
printf 'a\nb\nc\n' | nl -v 10 -i 5; printf 'a\nb\n' | nl -v -2
#### nl sections header body footer
printf '\\:\\:\\:\nhead\n\\:\\:\nbody1\nbody2\n\\:\nfoot\n' | nl -h a -f a
#### nl -p and -d delimiter
printf '@@@@@@\nh\n@@@@\nb\n@@@@\nb2\n' | nl -d '@@' -p; printf 'x\n\\:\\:\ny\n' | nl
#### nl -l join blank lines
printf 'a\n\n\n\n\nb\n' | nl -b a -l 2
#### pr -n and -t -l
seq 1 5 | pr -t -n; seq 1 3 | pr -t -n: -w 20
#### pr -m merge columns
printf 'a\nb\nc\n' > p1; printf '1\n2\n' > p2; pr -m -t p1 p2; pr -m -t -s, p1 p2
#### pr columns across and down
seq 1 10 | pr -t -3; seq 1 10 | pr -t -3 -a; seq 1 7 | pr -t -2 -s'|'
#### pr -o offset and -d double
printf 'a\nb\n' | pr -t -o 4; printf 'a\nb\n' | pr -t -d
#### pr -h header with -l
printf 'x\n' | pr -h TITLE -l 15 | sed 's/^[0-9-]* [0-9:]*/DATE/'
#### pr -e expand tabs -i
printf 'a\tb\n' | pr -t -e4; printf 'a        b\n' | pr -t -i4 | od -A n -c
#### expand -t lists
printf 'a\tb\tc\td\n' | expand -t 4,10; printf 'a\tb\tc\td\n' | expand -t 3 | od -A n -c | head -2
#### expand -i initial and tab stops with slash plus
printf '\ta\tb\n' | expand -i -t 4 | od -A n -c; printf 'a\tb\tc\td\n' | expand -t '2,/5'; printf 'a\tb\tc\n' | expand -t '3,+4'
#### unexpand -a and -t
printf 'a       b       c\n' | unexpand -a | od -A n -c; printf '        lead    x\n' | unexpand | od -A n -c
#### unexpand --first-only and -t list
printf '        a       b\n' | unexpand --first-only | od -A n -c; printf 'ab  cd  ef\n' | unexpand -t 2,4 -a | od -A n -c
#### expand bad tab list
expand -t 4,2 /dev/null; echo "st=$?"; expand -t 0 /dev/null; echo "st=$?"; unexpand -t a /dev/null; echo "st=$?"
#### tac -s separators and -b
printf 'a,b,c,' | tac -s ,; echo; printf 'a,b,c' | tac -s ,; echo; printf ',a,b,c' | tac -b -s ,; echo
#### tac -r regex separator
printf 'one1two22three333' | tac -r -s '[0-9]\+'; echo; printf 'x--y--z\n' | tac -s -- --
#### tac multiple files and empty
printf '1\n2\n' > a; printf '3\n4' > b; tac a b; echo; : > e; tac e; echo "st=$?"
#### rev lines and utf8
printf 'hello\nworld\n\nabc' | rev; echo; printf 'caf\303\251\n' | rev
#### tsort simple ordering
printf 'a b\nb c\nc d\n' | tsort; printf 'x y x z y z\n' | tsort
#### tsort cycle and odd tokens
printf 'a b\nb a\n' | tsort; echo "st=$?"; printf 'a b c\n' | tsort; echo "st=$?"
#### tsort self loop and duplicates
printf 'a a\nb c\nb c\n' | tsort
#### factor numbers and big
factor 1 2 12 97 360 1001; factor 18446744073709551615; echo 4294967297 | factor
#### factor bad input
factor -3; echo "st=$?"; factor 1.5; echo "st=$?"; factor ''; echo "st=$?"
#### look prefix in sorted file
printf 'apple\nApricot\nbanana\nband\nbandana\n' > words; look ban words; look -f ap words; echo "st=$?"; look zzz words; echo "st=$?"
#### look -b -d and -t
printf 'a-b\nab\nabc\nabd\n' > w; look -d ab w; look -t c abcz w
#### cut -b -c -f ranges with complement
echo 'abcdefghij' | cut -b 2-4,7-; echo 'a:b:c:d:e' | cut -d: -f 2,4 --complement; echo 'abcdef' | cut -c -3 --complement
#### cut --output-delimiter and -s
printf 'a\tb\tc\nnodelim\n' | cut -f 1,3 --output-delimiter=' | '; printf 'a\tb\nnodelim\n' | cut -s -f2
#### cut overlapping ranges and errors
echo 'abcdefgh' | cut -c 5-,1-3,2-6; cut -f 0 /dev/null; echo "st=$?"; cut -c 3-1 /dev/null; echo "st=$?"; cut /dev/null; echo "st=$?"
#### cut -z and -d empty-field lines
printf 'a:b\0c:d\0' | cut -z -d: -f2 | tr '\0' '\n'; printf '::x\n' | cut -d: -f3; printf 'a:\n' | cut -d: -f2 | od -A n -c
#### paste -d cycling and -s
printf '1\n2\n3\n4\n5\n' | paste -d ',;' - - -; printf 'a\nb\nc\n' | paste -s -d '\t,'; printf 'a\nb\n' | paste -s -d '\0'
#### paste uneven files
printf 'a\nb\nc\n' > x; printf '1\n' > y; paste x y; paste -d: y x; paste -s x y
#### paste -z
printf 'a\0b\0' | paste -z -d, - - | od -A n -c
#### join -t -1 -2 fields
printf '1,alice\n2,bob\n3,carol\n' > u; printf 'x,1,admin\ny,3,dev\n' > r; sort -t, -k2,2 r > r2; join -t, -1 1 -2 2 u r2
#### join -a -v -e -o auto
printf 'a 1\nb 2\nc 3\n' > j1; printf 'a x\nc y\nd z\n' > j2; join -a1 -a2 -e NULL -o auto j1 j2; join -v1 j1 j2; join -v2 j1 j2
#### join -o field list and -i
printf 'A 1\nb 2\n' > j1; printf 'a x\nB y\n' > j2; join -i -o 1.1,2.2,1.2 j1 j2; join -o 0,2.2 -i j1 j2
#### join unsorted input warning
printf 'b 1\na 2\n' > j1; printf 'a x\nb y\n' > j2; join j1 j2; echo "st=$?"; join --nocheck-order j1 j2; echo "st=$?"
#### join --header
printf 'id v\n1 a\n2 b\n' > h1; printf 'id w\n1 c\n2 d\n' > h2; join --header h1 h2
#### comm columns and suppress
printf 'a\nb\nd\n' > c1; printf 'b\nc\nd\n' > c2; comm c1 c2; comm -12 c1 c2; comm -3 --output-delimiter=, c1 c2
#### comm --total and unsorted
printf 'a\nb\n' > c1; printf 'b\nc\n' > c2; comm --total c1 c2; printf 'b\na\n' > c3; comm c3 c2; echo "st=$?"
#### comm -z
printf 'a\0b\0' > z1; printf 'b\0c\0' > z2; comm -z z1 z2 | tr '\0\t' '|-'; echo
#### uniq -c -d -u and -i
printf 'a\nA\na\nb\nb\nc\n' | uniq -c; printf 'a\nA\na\nb\nb\nc\n' | uniq -i -c; printf 'a\na\nb\nc\nc\n' | uniq -d; printf 'a\na\nb\nc\nc\n' | uniq -u
#### uniq -f -s -w
printf '1 x abc\n2 x abd\n3 y abd\n' | uniq -f 1 -c; printf 'xxa\nyya\nzzb\n' | uniq -s 2; printf 'abX\nabY\nacZ\n' | uniq -w 2
#### uniq -D and --group
printf 'a\na\nb\nc\nc\n' | uniq -D; echo --; printf 'a\na\nb\nc\n' | uniq --group; echo --; printf 'a\na\nb\n' | uniq --all-repeated=separate
#### uniq --group modes
printf 'a\na\nb\n' | uniq --group=prepend; echo --; printf 'a\na\nb\n' | uniq --group=both
#### tr classes
echo 'Hello World 123' | tr '[:lower:]' '[:upper:]'; echo 'Hello World 123' | tr -d '[:digit:][:space:]'; echo 'a1!b2@' | tr -c '[:alnum:]' '_'
#### tr ranges and repeats
echo 'abcxyz' | tr 'a-c' 'A-C'; echo 'hello' | tr 'a-z' '[X*]'; echo 'abcdef' | tr 'a-f' 'xy[z*2]'; echo 'aaabbbccc' | tr -s 'a-c'
#### tr -s with two sets and -d -s
echo 'aabbccdd' | tr -s 'ab' 'xy'; echo 'a  b,,c' | tr -d ',' | tr -s ' '; echo 'xaaybbz' | tr -ds 'xyz' 'ab'
#### tr escapes and octal
printf 'a\tb\nc' | tr '\t\n' ' |'; echo; echo 'abc' | tr 'abc' '\101\102\103'; echo 'a-b' | tr 'a\-b' 'xyz'
#### tr equivalence and errors
echo 'aAb' | tr '[=a=]' 'x'; tr 'a-' 'b' </dev/null; echo "st=$?"; tr 'z-a' x </dev/null; echo "st=$?"; tr -d; echo "st=$?"
#### tr upper lower mismatched classes
echo abc | tr '[:lower:]' '[:digit:]'; echo "st=$?"; echo 'ab' | tr -c 'a' '[:upper:]'; echo "st=$?"
#### tr truncate set1
echo 'abcdef' | tr -t 'abcdef' 'xy'; echo 'abcdef' | tr 'abcdef' 'xy'
