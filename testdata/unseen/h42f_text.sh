#### tr classes upper lower
echo 'Hello World 123' | tr '[:lower:]' '[:upper:]'
#### tr -d digits -s spaces
echo 'a1  b22   c' | tr -d '[:digit:]' | tr -s ' '
#### tr -c complement
echo 'ab-cd_ef' | tr -c 'a-z\n' '.'
#### tr -cd keeps alnum
printf 'a!b@c#1\n' | tr -cd '[:alnum:]\n'
#### tr range reversed error
echo x | tr 'z-a' x 2>&1; echo status=$?
#### tr missing operand
echo x | tr 2>&1; echo status=$?
#### tr missing second set
echo x | tr a 2>&1; echo status=$?
#### tr -d with two sets
echo x | tr -d a b 2>&1; echo status=$?
#### tr upper to lower class mismatch
echo x | tr '[:upper:]' '[:digit:]' 2>&1; echo status=$?
#### tr invalid class
echo x | tr '[:foo:]' x 2>&1; echo status=$?
#### tr repeat construct
echo abcdef | tr 'a-f' '[x*3]y'
#### tr escapes
printf 'a\tb\n' | tr '\t' ' '; printf 'a-b\n' | tr -- '-' '_'
#### tr set2 shorter padded
echo abcd | tr abcd xy
#### tr -t truncates set1
echo abcd | tr -t abcd xy
#### tr -s with one set
echo 'aaabbbccc' | tr -s ab
#### tr equivalence class
echo aXa | tr '[=a=]' b
#### cut no list
echo a | cut 2>&1; echo status=$?
#### cut bad range
echo a | cut -f 3-1 2>&1; echo status=$?
#### cut zero field
echo a | cut -f 0 2>&1; echo status=$?
#### cut delimiter too long
echo a | cut -d ab -f1 2>&1; echo status=$?
#### cut -d without -f
echo a | cut -d, -c1 2>&1; echo status=$?
#### cut -f with -s and lines without delimiter
printf 'a,b\nnodelim\nc,d\n' | cut -d, -f2 -s; printf 'a,b\nnodelim\n' | cut -d, -f2
#### cut --complement and --output-delimiter
echo 'a:b:c:d' | cut -d: --complement -f2 --output-delimiter=+
#### cut -b -c ranges open ended
echo abcdefgh | cut -c -3,6-
#### cut two list options
echo a | cut -c1 -f1 2>&1; echo status=$?
#### cut missing file
cut -c1 nosuch 2>&1; echo status=$?
#### wc multiple files total
printf 'a b\n' > x; printf 'c\nd e f\n' > y; wc x y
#### wc -l -w -c order fixed
printf 'one two\nthree\n' | wc -c -l -w
#### wc missing file with total
printf 'a\n' > x; wc -l x nosuch 2>&1; echo status=$?
#### wc -L max line length
printf 'ab\nabcdef\n\tx\n' | wc -L
#### wc -m utf8
printf 'héllo\n' | wc -m -c
#### wc stdin dash named
printf 'a\n' | wc -l - 
#### wc --total never and only
printf 'a\n' > x; printf 'b\nc\n' > y; wc -l --total=never x y; wc -l --total=only x y
#### nl default and -ba
printf 'a\n\nb\n' | nl; printf 'a\n\nb\n' | nl -ba -w3 -s': '
#### nl -n formats
printf 'x\ny\n' | nl -n ln; printf 'x\ny\n' | nl -n rz -w4
#### nl -v -i
printf 'a\nb\nc\n' | nl -v 10 -i 5
#### nl invalid style
echo a | nl -b q 2>&1; echo status=$?
#### nl sections
printf '\\:\\:\\:\nh\n\\:\\:\nb\n\\:\nf\n' | nl -h a -f a
#### fold -w and -s
echo 'the quick brown fox jumps' | fold -w 10; echo 'the quick brown fox jumps' | fold -s -w 10
#### fold -b and invalid width
echo abcdef | fold -b -w 4; echo a | fold -w 0 2>&1; echo status=$?
#### fmt width
printf 'one two three four five six seven eight nine ten\n' | fmt -w 20
#### fmt paragraphs and -u
printf 'a   b\nc\n\nd  e\n' | fmt -u
#### column -t
printf 'a b c\nlonger x y\n' | column -t
#### column -t -s and -o
printf 'a:b\nccc:d\n' | column -t -s: -o ' | '
#### paste default and -d
printf '1\n2\n' > a; printf 'x\ny\nz\n' > b; paste a b; paste -d, a b
#### paste -s
printf '1\n2\n3\n' | paste -sd+
#### paste -d cycles
printf '1\n2\n3\n4\n' | paste -d ':,' - - - -
#### paste missing file
paste nosuch 2>&1; echo status=$?
#### join basic
printf '1 a\n2 b\n3 c\n' > x; printf '1 A\n3 C\n4 D\n' > y; join x y
#### join -a -e -o
printf '1 a\n2 b\n' > x; printf '1 A\n3 C\n' > y; join -a1 -a2 -e NA -o 0,1.2,2.2 x y
#### join -t and -1 -2
printf 'a,1\nb,2\n' > x; printf '1,X\n2,Y\n' > y; join -t, -1 2 -2 1 x y
#### join unsorted warning
printf 'b 1\na 2\n' > x; printf 'a 3\nb 4\n' > y; join x y 2>&1; echo status=$?
#### join -v
printf '1 a\n2 b\n' > x; printf '1 A\n' > y; join -v 1 x y
#### comm columns
printf 'a\nb\nd\n' > x; printf 'b\nc\nd\n' > y; comm x y; echo --; comm -12 x y; echo --; comm -3 x y
#### comm unsorted input
printf 'b\na\n' > x; printf 'a\n' > y; comm x y 2>&1; echo status=$?
#### comm --output-delimiter and --total
printf 'a\nb\n' > x; printf 'b\nc\n' > y; comm --output-delimiter=: --total x y
#### comm missing operand
comm x 2>&1; echo status=$?
#### split -l and names
seq 5 > f; split -l 2 f; ls x*; cat xab
#### split -b with -d and suffix
printf 'abcdefg' > f; split -b 3 -d -a 3 f part_ --additional-suffix=.txt; ls part_*
#### split -n chunks
printf '123456' > f; split -n 3 f c; cat ca; echo; cat cc; echo
#### split invalid number
split -l 0 /dev/null 2>&1; echo status=$?
#### csplit by line and regex
seq 10 > f; csplit -s f 4 '/8/'; wc -l xx*
#### csplit sizes printed
seq 6 > f; csplit f 3
#### csplit pattern not found
seq 3 > f; csplit f '/9/' 2>&1; echo status=$?
#### csplit repeat
seq 9 > f; csplit -s -f p f '/[369]/' '{*}'; ls p*; cat p01
#### tac basic and -s
printf 'a\nb\nc\n' | tac; printf 'a,b,c' | tac -s ,; echo
#### tac no trailing newline
printf 'a\nb' | tac | od -c | head -2
#### od -c and -A
printf 'hi\n\0' | od -c; printf 'AB' | od -An -tx1
#### od -t d2 and -N -j
printf 'abcdef' | od -An -tu1 -j 2 -N 3
#### od invalid type
echo | od -t q 2>&1; echo status=$?
#### xxd plain and reverse
printf 'hello' | xxd; printf 'hello' | xxd -p; echo 68690a | xxd -r -p
#### xxd -c -g -l
printf 'abcdefgh' | xxd -c 4 -g 2 -l 6
#### seq forms
seq 3; seq 2 4; seq 10 -3 1; seq -s, 1 3; seq -w 8 10
#### seq formats
seq -f '%.2f' 1 0.5 2; seq 1 0.1 1.3
#### seq errors
seq 2>&1; echo status=$?; seq 1 0 3 2>&1; echo status=$?; seq a 2>&1; echo status=$?
#### seq -f invalid
seq -f '%d' 1 2 2>&1; echo status=$?
#### shuf with random-source
seq 5 > rs; yes 0123456789 | head -c 4096 > src; shuf --random-source=src rs | sort | tr '\n' ' '; echo
#### shuf -e -n count
shuf -e a b c -n 5 --random-source=/dev/zero | wc -l
#### shuf -i invalid
shuf -i 5-1 2>&1; echo status=$?
#### fmt -p prefix
printf '# one two\n# three four five\n' | fmt -w 12 -p '#'
#### column -c fill
printf '%s\n' a b c d e f | column -c 12
