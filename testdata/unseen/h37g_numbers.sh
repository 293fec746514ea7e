#### numfmt --to si iec iec-i
numfmt --to=si 1000 1500000 999; numfmt --to=iec 1024 1536 1048576; numfmt --to=iec-i 2048 5000
#### numfmt --from with suffixes
numfmt --from=si 1K 2.5M; numfmt --from=iec 1K 1M; numfmt --from=auto 1Ki 1K
#### numfmt --round methods
for r in up down from-zero towards-zero nearest; do numfmt --to=si --round=$r 1234 -1234 1250; done
#### numfmt --padding and --format
numfmt --padding=8 42; numfmt --padding=-8 42 | cat -A; numfmt --format='%08.2f' 3.14159; numfmt --format='x%-6fy' 12
#### numfmt --suffix and --invalid modes
numfmt --suffix=B 1024 --to=iec; numfmt --invalid=warn abc 5; echo "st=$?"; numfmt --invalid=ignore abc 5; echo "st=$?"; numfmt --invalid=fail abc 5; echo "st=$?"
#### numfmt --field and -d
printf 'a 2000 3000\nb 4000 5000\n' | numfmt --field=2,3 --to=si; printf 'x:1024:y\n' | numfmt -d: --field=2 --to=iec
#### numfmt --field ranges and --header
printf 'H1 H2\n1000 2000\n' | numfmt --header --field=1- --to=si; printf '1 2000 3000 4000\n' | numfmt --field=-2 --to=si
#### numfmt --grouping and --from-unit --to-unit
numfmt --grouping 1234567; numfmt --from-unit=1024 --to=iec 3; numfmt --to-unit=1000 5000000
#### numfmt large and negative and precision
numfmt --to=si 123456789012345; numfmt --to=si -- -1500; numfmt --format='%.3f' --to=si 1234567
#### numfmt errors
numfmt --to=bogus 1; echo "st=$?"; numfmt 1Q; echo "st=$?"; numfmt --from=si 1Ki; echo "st=$?"; numfmt --format='%d' 1; echo "st=$?"
#### seq -f formats
seq -f '%03g' 3; seq -f 'n=%.2f' 0.5 0.25 1; seq -f '%e' 1 2; seq -f '%x' 1 2; echo "st=$?"
#### seq -s -w and negatives
seq -s, -w 8 11; seq -w -3 1; seq -s '' 3; echo
#### seq floats and step precision
seq 0.1 0.1 0.5; seq 1 -0.5 -1; seq 1e1 1.5e1
#### seq bad args
seq; echo "st=$?"; seq 1 0 3; echo "st=$?"; seq x; echo "st=$?"; seq -f '%d' 1; echo "st=$?"; seq -f '%g %g' 1; echo "st=$?"
#### seq empty ranges and equal
seq 5 1; echo "st=$?"; seq 3 3; seq 2 -1 2
#### env printf formats
env printf '%5.2f|%-5s|%05d|%x|%o|%e\n' 3.14159 ab 42 255 8 1234.5
#### env printf escapes and %b
env printf '%b\n' 'a\tb\0101\x41'; env printf 'q\u00e9\n'; env printf '\101\x42\n'
#### env printf reuse format and missing args
env printf '%s-%s\n' a b c; env printf '%d %s\n'; env printf '%c%c\n' hello world
#### env printf numeric conversions and errors
env printf '%d\n' "'A" 0x1F 010 -5; env printf '%d\n' 3x; echo "st=$?"; env printf '%d\n' 99999999999999999999; echo "st=$?"
#### env printf %q and %i and star widths
env printf '%q\n' "a b" 'x$y'; env printf '%i|%*d|%-*d|\n' 7 4 3 4 3
#### factor numbers and big
factor 1 2 12 97 1001 4294967297; factor 18446744073709551615
#### factor stdin and errors
printf '6 8\n 15\n' | factor; factor x; echo "st=$?"; factor -- -3; echo "st=$?"
#### factor -h exponents
factor -h 8 360 1024
#### expr string ops
expr length hello; expr substr hello 2 3; expr index hello l; expr match abc 'a\(b\)'; expr abc : 'a.'
#### expr arithmetic and compare
expr 7 / 2; expr -7 % 3; expr 3 \< 10; expr a \< b; expr 10 = 10.0; echo "st=$?"
#### expr logical and status
expr 0 \| 5; expr '' \& 1; echo "st=$?"; expr 2 \& 3; expr 1 / 0; echo "st=$?"; expr 1 +; echo "st=$?"
