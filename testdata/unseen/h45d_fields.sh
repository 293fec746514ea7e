#### cut -f default tab
printf 'a\tb\tc\n1\t2\t3\n' | cut -f2
#### cut -f lines without delimiter printed whole
printf 'a\tb\nnodelim\n' | cut -f2
#### cut -s suppresses lines without delimiter
printf 'a\tb\nnodelim\n' | cut -s -f2
#### cut -d, -f ranges
printf 'a,b,c,d,e\n' | cut -d, -f1,3-4
#### cut -f open ranges
printf 'a,b,c,d,e\n' | cut -d, -f-2; printf 'a,b,c,d,e\n' | cut -d, -f4-
#### cut --complement -f
printf 'a,b,c,d\n' | cut -d, --complement -f2,3
#### cut --output-delimiter
printf 'a,b,c\n' | cut -d, -f1,3 --output-delimiter=' | '
#### cut -b bytes
printf 'hello world\n' | cut -b 1-5,7
#### cut -c with UTF-8
printf 'héllo\n' | cut -c 1-3 | od -c
#### cut -b --complement
printf 'abcdef\n' | cut -b 2-3 --complement
#### cut overlapping ranges out of order
printf 'abcdef\n' | cut -c 5,1-2,2-3
#### cut no list error
cut /dev/null; echo "st=$?"
#### cut invalid range decreasing
echo x | cut -f 3-1; echo "st=$?"
#### cut field zero error
echo x | cut -f0; echo "st=$?"
#### cut delimiter must be single char
echo x | cut -d ab -f1; echo "st=$?"
#### cut -b and -f together
echo x | cut -b1 -f1; echo "st=$?"
#### cut no trailing newline
printf 'a:b' | cut -d: -f2 | od -c
#### cut -z
printf 'a:b\0c:d\0' | cut -z -d: -f2 | od -c
#### cut missing file continues
printf 'a:b\n' > f; cut -d: -f1 nosuch f; echo "st=$?"
#### cut empty fields
printf ':a::b:\n' | cut -d: -f1,3,5,6
#### cut -s with -d space
printf 'one two\nsingle\n' | cut -sd' ' -f2
#### cut -f with CRLF keeps CR
printf 'a,b\r\n' | cut -d, -f2 | od -c
#### paste two files
printf '1\n2\n3\n' > a; printf 'x\ny\n' > b; paste a b
#### paste -d with list cycles
printf '1\n2\n' > a; printf 'x\ny\n' > b; printf 'p\nq\n' > c; paste -d ',:' a b c
#### paste -s serial
printf '1\n2\n3\n' | paste -s
#### paste -s -d list
printf '1\n2\n3\n4\n5\n' | paste -sd ',;'
#### paste -d escapes
printf '1\n2\n3\n' | paste -sd '\n'; printf 'a\nb\n' | paste -sd '\t'; printf 'a\nb\nc\n' | paste -sd '\0'
#### paste stdin twice
printf '1\n2\n3\n4\n5\n' | paste - -
#### paste empty delimiter list
printf 'a\nb\n' | paste -d '' - -
#### paste no trailing newline
printf 'a\nb' > a; printf 'x' > b; paste a b | od -c
#### paste missing file
paste nosuch; echo "st=$?"
#### paste -s with multiple files
printf '1\n2\n' > a; printf 'x\ny\n' > b; paste -s -d: a b
#### paste -z
printf 'a\0b\0' | paste -z -s -d, | od -c
#### paste trailing backslash in delimiters
paste -d 'a\' /dev/null; echo "st=$?"
#### join basic
printf 'a 1\nb 2\nc 3\n' > l; printf 'a x\nc z\n' > r; join l r
#### join -t, -1 -2
printf '1,a\n2,b\n' > l; printf 'q,1\nr,2\n' > r; sort -t, -k2,2 r > r2; join -t, -1 1 -2 2 l r2
#### join -a1 unpaired
printf 'a 1\nb 2\n' > l; printf 'a x\n' > r; join -a1 l r
#### join -v2
printf 'a 1\n' > l; printf 'a x\nb y\n' > r; join -v2 l r
#### join -o fields and -e
printf 'a 1\nb 2\n' > l; printf 'a x\n' > r; join -a1 -e NONE -o 1.1,2.2 l r
#### join -o auto
printf 'a 1 2\nb 3\n' > l; printf 'a x\nb y z\n' > r; join -o auto l r
#### join --header
printf 'K V\na 1\n' > l; printf 'K W\na 2\n' > r; join --header l r
#### join unsorted warning
printf 'b 1\na 2\n' > l; printf 'a x\nb y\n' > r; join l r; echo "st=$?"
#### join --nocheck-order silent
printf 'b 1\na 2\n' > l; printf 'a x\nb y\n' > r; join --nocheck-order l r; echo "st=$?"
#### join -t tab
printf 'a\t1\n' > l; printf 'a\tx y\n' > r; join -t "$(printf '\t')" l r | od -c
#### join -i
printf 'A 1\n' > l; printf 'a 2\n' > r; join -i l r
#### join bad -o spec
join -o 1.x /dev/null /dev/null; echo "st=$?"
#### join missing operand
join; echo "st=$?"; join a; echo "st=$?"
#### join extra operand
join a b c; echo "st=$?"
#### join empty files
: > l; : > r; join l r; echo "st=$?"
#### join -a with -v error? both
printf 'a 1\nb 2\n' > l; printf 'b x\nc y\n' > r; join -a1 -v2 l r
#### comm three columns
printf 'a\nb\nc\n' > x; printf 'b\nc\nd\n' > y; comm x y
#### comm -12 common only
printf 'a\nb\nc\n' > x; printf 'b\nc\nd\n' > y; comm -12 x y
#### comm -3 and -23
printf 'a\nb\n' > x; printf 'b\nc\n' > y; comm -3 x y; echo --; comm -23 x y
#### comm --output-delimiter
printf 'a\nb\n' > x; printf 'b\nc\n' > y; comm --output-delimiter=: x y
#### comm unsorted warning
printf 'b\na\n' > x; printf 'a\nb\n' > y; comm x y; echo "st=$?"
#### comm --total
printf 'a\nb\n' > x; printf 'b\nc\n' > y; comm --total x y
#### comm missing file
comm nosuch /dev/null; echo "st=$?"
#### comm -z
printf 'a\0b\0' > x; printf 'b\0' > y; comm -z x y | od -c
#### comm no trailing newline
printf 'a\nb' > x; printf 'b' > y; comm x y | od -c
#### comm --check-order fails
printf 'b\na\n' > x; printf 'a\n' > y; comm --check-order x y; echo "st=$?"
