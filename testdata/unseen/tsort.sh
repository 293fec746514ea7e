#### sort -k multiple keys with modifiers
printf 'b 2 x\na 10 y\nb 1 z\na 2 w\n' > f
sort -k1,1 -k2,2n f; echo --; sort -k1,1r -k2,2nr f; echo --; sort -k2n f
#### sort -t and key character positions
printf 'x:3:b\ny:1:a\nz:2:c\n' > f
sort -t: -k2,2n f; sort -t: -k3 f; printf 'abc 1\nabd 0\naac 2\n' | sort -k1.2,1.2 -s
#### sort -n -g -h -V
printf '10\n9\n-1\n1e3\n2.5\n' | sort -n; echo --; printf '10\n9\n1e3\n2.5\n' | sort -g; echo --; printf '1K\n2M\n512\n1G\n3k\n' | sort -h; echo --; printf 'v1.10\nv1.2\nv1.9\nv10.0\n' | sort -V
#### sort -M months
printf 'Mar\nJan\nfeb\nDec\nxyz\n' | sort -M
#### sort -u and -u with keys
printf 'b\na\nb\nA\n' | sort -u; printf 'a 1\na 2\nb 1\n' | sort -u -k1,1; printf 'x\nX\n' | sort -fu
#### sort -s stable vs last resort
printf 'b 1\na 1\nc 0\n' | sort -k2,2; echo --; printf 'b 1\na 1\nc 0\n' | sort -s -k2,2
#### sort -r and -n with blanks
printf ' 3\n10\n  2\n' | sort -n; printf 'a\nc\nb\n' | sort -r; printf '  b\na\n' | sort -b
#### sort -c and -C
printf 'a\nc\nb\n' | sort -c; echo "st=$?"; printf 'a\nc\nb\n' | sort -C; echo "st=$?"; printf 'a\nb\n' | sort -c; echo "st=$?"
#### sort -m merge
printf '1\n4\n7\n' > a; printf '2\n5\n' > b; printf '3\n' > c; sort -m a b c | tr '\n' ' '; echo; sort -nm a b
#### sort -o same file
printf 'c\na\nb\n' > f; sort -o f f; cat f; sort -r f -o f; cat f
#### sort -z
printf 'b\0a\0c\0' | sort -z | tr '\0' ' '; echo
#### sort -d -f -i
printf 'b-b\na.a\nB\n_c\n' | sort -d; printf 'b\nA\na\nB\n' | sort -f
#### sort missing file and bad key
sort nosuch; echo "st=$?"; echo a | sort -k 0; echo "st=$?"; echo a | sort -k1,x; echo "st=$?"
#### sort numeric with signs and thousands
printf -- '-5\n+3\n-10\n0\n-0\n' | sort -n; printf '1,000\n999\n' | sort -n
#### sort key with end beyond fields
printf 'a b c\na a\n' | sort -k2,5; printf 'x\ny z\n' | sort -k2
#### sort general numeric with nan inf
printf 'inf\n-inf\nnan\n1\n' | sort -g
#### sort -k with b modifier in start
printf 'a   2\nb 1\n' | sort -k2b,2; printf 'a   2\nb 1\n' | sort -t' ' -k2,2
#### sort random order not used: sort with output of uniq -c
printf 'x\ny\nx\nz\nx\ny\n' | sort | uniq -c | sort -k1,1nr -k2
#### sort -n -r -u combo
printf '3\n1\n3\n2\n1\n' | sort -nru
#### uniq -c -d -u
printf 'a\na\nb\nc\nc\nc\n' > f; uniq -c f; uniq -d f; uniq -u f; uniq -D f | wc -l
#### uniq -i -f -s -w
printf 'a x\nA x\nb y\n' | uniq -i; printf '1 a\n2 a\n3 b\n' | uniq -f1; printf 'xa\nya\nzb\n' | uniq -s1 -c; printf 'abc\nabd\nx\n' | uniq -w2
#### uniq output file and --group
printf 'a\na\nb\n' > f; uniq f out; cat out; uniq --group f; echo --; uniq --all-repeated=separate f
#### uniq -c format widths
seq 1 1000 | sed 's/.*/x/' | uniq -c; printf 'a\n' | uniq -c
#### cut -d -f ranges
printf 'a:b:c:d\n' > f; cut -d: -f2 f; cut -d: -f1,3 f; cut -d: -f2- f; cut -d: -f-2 f; cut -d: -f3,1 f
#### cut -c -b
printf 'hello\n' | cut -c2-4; printf 'hello\n' | cut -c-2,4-; printf 'héllo\n' | cut -b1-3 | od -An -c; printf 'abc\n' | cut -c5
#### cut --complement -s --output-delimiter
printf 'a,b,c\nnodelim\n' > f; cut -d, -f2 --complement f; cut -d, -f1,3 -s f; cut -d, -f1,3 --output-delimiter=' | ' f
#### cut errors
cut -f1 -c1 /dev/null; echo "st=$?"; cut /dev/null; echo "st=$?"; cut -d ab -f1 /dev/null; echo "st=$?"; cut -f0 /dev/null; echo "st=$?"
#### cut tab default and -z
printf 'a\tb\tc\n' | cut -f2; printf 'a\tb\0c\td\0' | cut -z -f2 | tr '\0' '\n'
#### tr classes ranges
echo 'Hello World 123' | tr a-z A-Z; echo 'Hello World 123' | tr '[:lower:]' '[:upper:]'; echo 'a1b2' | tr -d '[:digit:]'; echo 'aabbccdd' | tr -s 'a-c'
#### tr -c complement and -s squeeze
echo 'hello, world!' | tr -c 'a-z\n' '_'; echo 'a  b   c' | tr -s ' '; echo 'hello' | tr -cd 'l\n'; echo 'path//to///x' | tr -s /
#### tr escapes and repeats
printf 'a b\tc\n' | tr ' \t' '_-'; echo abc | tr abc '[x*]'; echo abcdef | tr a-f 'xy[z*2]'; printf 'a\nb\n' | tr '\n' ,; echo
#### tr errors
echo a | tr; echo "st=$?"; echo a | tr -d; echo "st=$?"; echo abc | tr 'z-a' x; echo "st=$?"
#### tr equivalence and ranges truncation
echo 'abcde' | tr 'a-e' 'xy'; echo 'abcde' | tr -t 'a-e' 'xy'
#### paste -d lists -s
printf '1\n2\n3\n' > a; printf 'x\ny\n' > b
paste a b; paste -d, a b; paste -s a; paste -s -d',;' a; paste -d'\t-' a b a; paste - - < a
#### paste stdin multiple dashes and empty
seq 6 | paste - - -; seq 5 | paste -sd+ | bc 2>/dev/null || seq 5 | paste -sd+; printf '' | paste -s; echo "[$(paste /dev/null a)]"
#### join basic -t -1 -2 -o
printf '1 a\n2 b\n3 c\n' > x; printf '1 X\n3 Z\n4 W\n' > y
join x y; join -o 1.2,2.2 x y; join -a1 x y; join -v2 x y; join -a1 -a2 -e NULL -o 0,1.2,2.2 x y
#### join -t and fields
printf 'k1,v1\nk2,v2\n' > x; printf 'a,k1\nb,k2\n' > y; join -t, -1 1 -2 2 x y; join -t, -1 1 -2 2 -o 2.1,1.2 x y
#### join unsorted input message
printf 'b 1\na 2\n' > x; printf 'a 3\nb 4\n' > y; join x y; echo "st=$?"; join --nocheck-order x y; echo "st=$?"
#### join -i and header
printf 'ID n\nA 1\n' > x; printf 'ID m\na 2\n' > y; join -i x y; join --header -i x y
#### comm columns
printf 'a\nb\nc\n' > x; printf 'b\nc\nd\n' > y; comm x y; comm -12 x y; comm -3 x y; comm --output-delimiter=: x y
#### comm unsorted and total
printf 'b\na\n' > x; printf 'a\n' > y; comm x y; echo "st=$?"; printf 'a\nb\n' > x; comm --total x y
