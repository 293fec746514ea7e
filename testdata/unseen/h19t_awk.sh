#### awk printf flags plus space hash zero
awk 'BEGIN{printf "[%+d][% d][%05d][%-5d|][%#o][%#x][%#X][%+.2f][%08.3f]\n", 5, 5, -42, 7, 8, 255, 255, 3.14159, -3.14159}'
#### awk printf %e %g %G and precision
awk 'BEGIN{printf "%e|%.2e|%g|%g|%g|%G|%.3g|%#g\n", 12345.678, 0.000123, 100000, 1000000, 0.0001, 1e-5, 3.14159, 2}'
#### awk printf %s precision and width star
awk 'BEGIN{printf "[%.2s][%5.1s][%-*s][%*d]\n", "hello", "world", 6, "ab", 4, 7}'
#### awk printf %c with values
awk 'BEGIN{printf "%c%c%c|%c|%c\n", 72, 105, 33, "xyz", 256+65}' | od -c | head -2
#### awk printf %i %u and negative unsigned
awk 'BEGIN{printf "%i %u %d\n", 3.99, 42, -3.99}'
#### awk printf inf nan
awk 'BEGIN{x=log(-1); y=-log(0); printf "%f %d %s %e\n", y, y, -y, x}' 2>&1 | sed 's/-nan/nan/g'
#### awk printf %% and literal percent at end
awk 'BEGIN{printf "100%%\n"; printf "a%"; print ""}'
#### awk print number formatting integers vs floats
awk 'BEGIN{print 1e6, 1e16, 123456789012, 0.1+0.2, 1/3, 100/2, 2^53, 2^53+1, -0}'
#### awk OFMT affects print not concatenation
awk 'BEGIN{OFMT="%.2f"; x=3.14159; print x; print x ""; y=10; print y/4; CONVFMT="%.1f"; print (x "")}'
#### awk CONVFMT for array subscripts
awk 'BEGIN{CONVFMT="%.2g"; a[0.1234]=1; for (k in a) print k; a[12]=2; print (12 in a)}'
#### awk integer valued floats print as integers
awk 'BEGIN{x=3.0; print x; print x ""; print 1e3 ""; print 0.1*3; print 17/1}'
#### awk split default and single space
awk 'BEGIN{n=split("  a  b c ", arr); print n, arr[1], arr[3]; n=split("a  b", b, " "); print n; n=split("a  b", c, / /); print n, "[" c[2] "]"}'
#### awk split empty string and empty sep
awk 'BEGIN{n=split("", a); print n, length(a); n=split("abc", b, ""); print n, b[1], b[3]}'
#### awk split with regex and seps
awk 'BEGIN{n=split("a1b22c333d", a, /[0-9]+/, s); print n; for(i=1;i<=n;i++) printf "%s(%s) ", a[i], s[i]; print ""}'
#### awk substr edge cases
awk 'BEGIN{s="hello"; print substr(s,0), substr(s,-1,3), substr(s,2), substr(s,2,100), "[" substr(s,6) "]", substr(s,1.5,2), "[" substr(s,3,-1) "]"}'
#### awk match RSTART RLENGTH no match
awk 'BEGIN{print match("foobar", /o+/), RSTART, RLENGTH; print match("abc", /z/), RSTART, RLENGTH; print match("abc", //), RSTART, RLENGTH}'
#### awk match array captures start length
awk 'BEGIN{match("key=value", /(\w+)=(\w+)/, m); print m[0], m[1], m[2], m[1,"start"], m[2,"length"]}'
#### awk gsub & and escaped ampersand
awk 'BEGIN{s="cat hat"; gsub(/at/, "[&]", s); print s; t="a.b"; gsub(/\./, "\\&", t); print t; u="xx"; n=gsub(/x/, "\\\\&", u); print n, u}'
#### awk gsub on field rebuilds record
echo 'a-b c-d' | awk '{gsub(/-/, "+", $2); print; print NF}'
#### awk sub on $0 resplits fields
echo 'a b c' | awk '{sub(/b /, ""); print NF, $2}'
#### awk gsub with empty regex matches
awk 'BEGIN{s="abc"; gsub(//, "-", s); print s; t="abc"; gsub(/x*/, "-", t); print t}'
#### awk gensub with backrefs and which
awk 'BEGIN{print gensub(/(a)(b)/, "\\2\\1", "g", "abab"); print gensub(/o/, "0", 2, "foo boo"); print gensub(/x/, "y", "g")}' <<< 'xx'
#### awk tolower toupper on mixed and utf8
awk 'BEGIN{print toupper("abc-É-ß"), tolower("ÀBC")}'
#### awk length of number and without parens
echo 'hello world' | awk '{print length, length($1), length(12345), length(1/4)}'
#### awk index and substr combos
awk 'BEGIN{s="a,b,c"; i=index(s, ","); print i, substr(s, 1, i-1), substr(s, i+1); print index(s, ""), index("", "a")}'
#### awk sprintf rounding to even
awk 'BEGIN{printf "%.0f %.0f %.0f %.0f %.2f %.1f\n", 0.5, 1.5, 2.5, -0.5, 2.675, 0.05}'
#### awk int truncation and negative
awk 'BEGIN{print int(3.9), int(-3.9), int("12abc"), int(""), int("0x1A"), int(" 7 ")}'
#### awk numeric string comparisons from input
printf '10 9\n10 abc\n1e2 100\n0x10 16\n' | awk '{print ($1 < $2), ($1 == $2)}'
#### awk string vs number constants compare
awk 'BEGIN{print ("10" < "9"), (10 < 9), ("abc" < "abd"), ("" < "a"), (2 < "10")}'
#### awk uninitialized in various contexts
awk 'BEGIN{print x+0, "[" x "]", length(x), (x == 0), (x == ""), !x; if (!(y in arr)) print "no"; print length(arr)}'
#### awk array delete during loop and in test no create
awk 'BEGIN{a[1];a[2];a[3]; for (k in a) delete a[k]; print length(a); if ("z" in b) print "yes"; print length(b); c["q"]; print length(c)}'
#### awk asort with values and result array
awk 'BEGIN{a["x"]=3; a["y"]=1; a["z"]=2; n=asort(a, b); for (i=1;i<=n;i++) printf "%s ", b[i]; print ""; print a["x"]}'
#### awk asorti and sort mixed strings numbers
awk 'BEGIN{a["b"];a["a"];a["10"];a["9"]; n=asorti(a, k); for (i=1;i<=n;i++) printf "%s ", k[i]; print ""; b[1]="10"; b[2]="9"; b[3]="abc"; asort(b); print b[1], b[2], b[3]}'
#### awk PROCINFO sorted_in modes
awk 'BEGIN{a["b"]=2;a["a"]=3;a["c"]=1; PROCINFO["sorted_in"]="@ind_str_desc"; for(k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"]="@val_num_asc"; for(k in a) printf "%s ", k; print ""}'
#### awk PROCINFO sorted_in numeric indices
awk 'BEGIN{a[10];a[9];a[100];a[1]; PROCINFO["sorted_in"]="@ind_num_asc"; for(k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"]="@ind_str_asc"; for(k in a) printf "%s ", k; print ""}'
#### awk PROCINFO sorted_in custom function
awk 'function cmp(i1,v1,i2,v2){return v2-v1} BEGIN{a["x"]=5;a["y"]=9;a["z"]=1; PROCINFO["sorted_in"]="cmp"; for(k in a) printf "%s=%s ", k, a[k]; print ""}'
#### awk arrays of arrays
awk 'BEGIN{a["x"]["y"]=1; a["x"]["z"]=2; n=0; for (k in a["x"]) n++; print n, isarray(a["x"]), isarray(a["x"]["y"]); print length(a), length(a["x"])}'
#### awk typeof
awk 'BEGIN{a[1]; print typeof(x), typeof(1), typeof("s"), typeof(a), typeof(a[1]), typeof(/re/)}'; echo 5 | awk '{print typeof($1), typeof($2)}'
#### awk strftime fixed with utc flag
TZ=UTC awk 'BEGIN{print strftime("%Y-%m-%d %H:%M:%S %a %b %j %u", 86400*365); print strftime("%F %T", 0, 1); print strftime("%s", 1234567890)}'
#### awk mktime and strftime round trip
TZ=UTC awk 'BEGIN{t=mktime("2021 03 04 05 06 07"); print t; print strftime("%d/%m/%Y %H:%M", t); print mktime("bad")}'
#### awk systime is number
awk 'BEGIN{t=systime(); print (t > 1600000000)}'
#### awk getline from file into var and status
cd "$(mktemp -d)"; printf 'l1\nl2\n' > f; awk 'BEGIN{while ((r = (getline line < "f")) > 0) print "got", line, r; print "end", r; print (getline x < "nosuch")}'
#### awk getline plain updates NR NF
printf 'a b\nc d e\nf\n' | awk 'NR==1{getline; print NR, NF, $0} END{print NR}'
#### awk getline var keeps $0
printf '1\n2\n3\n' | awk '{getline v; print $0 "-" v, NR}'
#### awk cmd getline and close rerun
awk 'BEGIN{c="echo hi; echo there"; while ((c | getline l) > 0) print "[" l "]"; close(c); c | getline l; print l}'
#### awk print to pipe sort and close order
awk 'BEGIN{print "b" | "sort"; print "a" | "sort"; close("sort"); print "after"}'
#### awk printf to stderr
awk 'BEGIN{print "err" > "/dev/stderr"; printf "out\n" > "/dev/stdout"}' 2>&1
#### awk -v escapes processed
awk -v 's=a\tb\\n' 'BEGIN{print s}'; awk -v n=010 'BEGIN{print n+0, n}'; awk -v 'x=1e3' 'BEGIN{print x, x+0}'
#### awk command line assignment between files
cd "$(mktemp -d)"; echo a > f1; echo b > f2; awk '{print v, $0}' v=1 f1 v=2 f2
#### awk FS regex and OFS
echo 'a1b22c' | awk -F'[0-9]+' -v OFS=: '{$1=$1; print; print NF}'; echo 'a::b' | awk -F: '{print NF, "[" $2 "]"}'
#### awk FS single space vs tab and [ ]
printf ' a  b\t c \n' | awk '{print NF}'; printf ' a  b\n' | awk -F'[ ]' '{print NF}'; printf 'a\t\tb\n' | awk -F'\t' '{print NF}'
#### awk FS pipe and dot literal
echo 'a|b|c' | awk -F'|' '{print $2}'; echo 'a.b.c' | awk -F. '{print $3}'; echo 'aXbxc' | awk -F'x' '{print NF}'
#### awk RS single char and regex RT
printf 'a;b;c' | awk -v RS=';' '{print NR": "$0}'; printf 'a12b345c' | awk -v RS='[0-9]+' '{print $0, "[" RT "]"}'
#### awk RS empty paragraph mode with FS newline
printf '\n\nname a\nage 1\n\n\n\nname b\nage 2\n\n' | awk -v RS= '{print NR, NF, $1, $3}'; printf 'a b\nc\n\nd\n' | awk -v RS= -F'\n' '{print NF": "$1}'
#### awk RS paragraph mode RT
printf 'a\n\n\nb\n' | awk -v RS= '{printf "[%s]", RT} END{print ""}' | od -c | head -2
#### awk NR==FNR join files
cd "$(mktemp -d)"; printf '1 apple\n2 pear\n' > names; printf '2 5\n1 3\n3 9\n' > qty
awk 'NR==FNR{n[$1]=$2; next} {print $1, ($1 in n ? n[$1] : "?"), $2}' names qty
#### awk FNR reset and FILENAME
cd "$(mktemp -d)"; printf 'a\nb\n' > x; printf 'c\n' > y; awk '{print FILENAME, FNR, NR}' x y; awk 'BEGIN{print "[" FILENAME "]"} END{print FILENAME}' x y
#### awk ENDFILE BEGINFILE
cd "$(mktemp -d)"; printf 'a\nb\n' > x; printf 'c\n' > y; awk 'BEGINFILE{print "start", FILENAME} ENDFILE{print "end", FILENAME, FNR}' x y
#### awk nextfile and exit code from END
cd "$(mktemp -d)"; printf '1\n2\n' > x; printf '3\n4\n' > y; awk '{print; nextfile}' x y; awk 'END{exit 3}' x; echo "st=$?"; awk 'BEGIN{exit 1} END{print "end runs"}'; echo "st=$?"
#### awk printf with too many args and reuse
awk 'BEGIN{printf "%s\n", "a", "b"; printf "%d %d\n", 1}' 2>&1
#### awk number to string of large ints
awk 'BEGIN{x=2^31; print x, x*2, 2^63, 1e300*10, -2^53}'
#### awk hex and octal in source
awk 'BEGIN{print 0x10, 011, 1e2, .5, 5.}'
#### awk string concatenation with minus ambiguity
awk 'BEGIN{a=1; b=2; print a -b; print a " " -b; print a (-b)}'
#### awk regex dynamic string escapes
awk 'BEGIN{r="a\\.b"; print ("a.b" ~ r), ("axb" ~ r); r2="^[0-9]+$"; print ("123" ~ r2), ("12a" ~ r2)}'
#### awk regex bracket and interval
awk 'BEGIN{print ("aaa" ~ /^a{3}$/), ("ab" ~ /^a{2,}/), ("]" ~ /[]]/), ("a-" ~ /[a-]$/), ("x" ~ /[^]x]/)}'
#### awk regex special in character class
awk 'BEGIN{print ("a.b" ~ /a[.]b/), ("a/b" ~ /a\/b/), ("a/b" ~ "a/b"), ("\t" ~ /[[:blank:]]/)}'
#### awk in operator with multi subscripts
awk 'BEGIN{a[1,2]=3; print ((1,2) in a), ((2,1) in a); for (k in a) {split(k, p, SUBSEP); print p[1], p[2]}}'
#### awk delete array element in for
awk 'BEGIN{for(i=0;i<5;i++) a[i]=i; delete a[2]; n=0; for(k in a) n++; print n, (2 in a)}'
#### awk function array param by reference
awk 'function fill(arr, n,   i){for(i=1;i<=n;i++) arr[i]=i*i} BEGIN{fill(sq, 4); print sq[3], length(sq)}'
#### awk function scalar by value and locals
awk 'function f(x,  y){x=x+1; y=5; return x} BEGIN{a=1; print f(a), a, "[" y "]"}'
#### awk recursion factorial and fib
awk 'function fact(n){return n<=1?1:n*fact(n-1)} function fib(n){return n<2?n:fib(n-1)+fib(n-2)} BEGIN{print fact(10), fib(15)}'
#### awk getline < file in END after input
cd "$(mktemp -d)"; printf 'k\n' > f; echo x | awk 'END{getline l < "f"; print $0, l}'
#### awk $0 modification in END
printf 'a b\nc d\n' | awk 'END{print $0; $0="x y z"; print NF, $2}'
#### awk NF modification truncates and extends
echo 'a b c d' | awk '{NF=2; print; NF=4; print; print NF}' | cat -A
#### awk $(NF+2) assignment
echo 'a b' | awk -v OFS=, '{$(NF+2)="z"; print; print NF}'
#### awk negative field error
echo a | awk '{print $(-1)}'; echo "st=$?"
#### awk division by zero in END and modulo
awk 'BEGIN{print 7%3, -7%3, 7%-3, 5.5%2}'; awk 'BEGIN{print 1%0}'; echo "st=$?"
#### awk exponent operators and precedence
awk 'BEGIN{print 2^3^2, -2^2, 2**3, (-8)^(1/3) == (-8)^(1/3)}'
#### awk increment and assignment ops
awk 'BEGIN{x=5; x+=2; x-=1; x*=3; x/=2; x%=4; print x; y=1; print y++ + ++y, y; z^=2; print z}'
#### awk ternary nested and logical short circuit
awk 'BEGIN{x=5; print (x>3 ? x>4 ? "big" : "mid" : "small"); print (0 && y++), y+0, (1 || z++), z+0}'
#### awk string repetition via sprintf and gsub
awk 'BEGIN{s=sprintf("%5s", ""); gsub(/ /, "-", s); print s}'
#### awk while getline from command with fields
awk 'BEGIN{while (("printf \"a b\\nc d\\n\"" | getline) > 0) print $2, NF}'
#### awk output to multiple files and close
cd "$(mktemp -d)"; printf '1 a\n2 b\n1 c\n' | awk '{print $2 > ("out" $1)}'; cat out1; cat out2; awk 'BEGIN{print "x" > "o"; close("o"); print "y" >> "o"; close("o"); while((getline l < "o")>0) print l}'
#### awk print with comma OFS and ORS
printf 'a\nb\n' | awk -v ORS='|' -v OFS='-' '{print $1, NR}'; echo
#### awk substr with huge length and zero
awk 'BEGIN{print substr("abc", 2, 1e10), "[" substr("abc", 0, 1) "]", substr("abc", -5, 7)}'
#### awk sprintf %d on huge and string
awk 'BEGIN{printf "%d %d %d %d\n", "3abc", "", 1e18, "0x11"}'
#### awk printf %x of negative and float
awk 'BEGIN{printf "%x %o %X\n", 255.9, 8.5, 3000}'
#### awk comparison of fields that look numeric with spaces
echo ' 10 ,9' | awk -F, '{print ($1 > $2), $1+0}'
#### awk regex match on number
awk 'BEGIN{x=1.0; print (x ~ /\./), (x "" ~ /^1$/); y=0.1; print (y ~ /^0\.1$/)}'
#### awk IGNORECASE in match and split
awk 'BEGIN{IGNORECASE=1; print match("ABC", /b/), ("X" ~ /x/); n=split("aXbxc", p, /x/); print n; print index("ABC", "b")}'
#### awk RS regex with alternation
printf 'a\r\nb\nc\r\n' | awk -v RS='\r?\n' '{print NR":" $0 "."}'
#### awk --field-separator and --assign long options
echo 'a:b' | awk --field-separator=: --assign=x=1 '{print $2, x}'
#### awk -F with t means tab
printf 'a\tb c\n' | awk -Ft '{print $2}'; printf 'atb\n' | awk -F'\t' '{print NF}'
#### awk printf reuse format for many args absent: format with no args
awk 'BEGIN{printf "plain\n"; printf("%s-%s\n", "p", "q")}'
#### awk getline var < "-" reads stdin
printf 'one\ntwo\n' | awk 'BEGIN{getline a < "-"; getline b < "-"; print b, a}'
#### awk print > /dev/stdout interleaves
awk 'BEGIN{print "1"; print "2" > "/dev/stdout"; print "3"}'
#### awk split into array clears previous
awk 'BEGIN{a[9]="old"; n=split("x y", a); print n, (9 in a), a[1]}'
#### awk length on array after split and delete whole
awk 'BEGIN{split("a b c", arr); delete arr; print length(arr); arr["k"]=1; print length(arr)}'
#### awk string functions with numbers as strings
awk 'BEGIN{print length(100), substr(123456, 2, 3), index(3.14, "."), toupper(1e3)}'
#### awk unterminated regex error
awk 'BEGIN{x ~ /abc}' 2>&1 | head -2; echo "st=${PIPESTATUS[0]}"
#### awk function call with space is error or concat
awk 'function f(a){return a*2} BEGIN{print f(3)}'; awk 'function f(a){return a*2} BEGIN{print f (3)}' 2>&1 | head -1
#### awk regexp as value and ~ operator direction
echo 'abc' | awk '{print /b/, !/z/, ($0 ~ "c$")}'
#### awk printf %s with array element uninit
awk 'BEGIN{printf "[%s][%d]\n", a["x"], a["y"]; print length(a)}'
#### awk close return value and unknown
awk 'BEGIN{print close("nothing"); "echo a" | getline; print close("echo a")}'
#### awk system return and output flush
awk 'BEGIN{printf "before "; r=system("echo mid; exit 3"); print "after", r}'
#### awk substr and length on utf8 characters
echo 'añob' | awk '{print length($0), substr($0, 2, 2), index($0, "o")}'
#### awk printf %5s counts characters
awk 'BEGIN{printf "[%5s][%-4s][%.1s]\n", "ñ", "éé", "ñx"}'
#### awk sort pipe with numeric keys in END
printf 'b 2\na 10\nc 1\n' | awk '{s[$1]=$2} END{for (k in s) print s[k], k | "sort -n"}'
#### awk multiple -f files and BEGIN order
cd "$(mktemp -d)"; echo 'BEGIN{print "one"}' > a.awk; echo 'BEGIN{print "two"}' > b.awk; awk -f a.awk -f b.awk
#### awk -e combined with -f
cd "$(mktemp -d)"; echo 'function g(){return 7}' > lib.awk; awk -f lib.awk -e 'BEGIN{print g()}'
#### awk getline from nonexistent command
awk 'BEGIN{r = ("nosuchcmd_q 2>/dev/null" | getline x); print r, "[" x "]"}'
#### awk regex anchors within fields loop
printf 'ab\nba\n' | awk '/^a/{print "starts", $0} /a$/{print "ends", $0}'
#### awk range pattern with same line
printf 'x\nS\ny\nE\nz\nSE\nw\n' | awk '/S/,/E/'
#### awk assignment in condition and pattern
printf '5\n0\n3\n' | awk '(n = $1 * 2) {print n}'
#### awk NR in END and empty input
printf '' | awk 'END{print NR, "[" $0 "]"}'
#### awk printf %*.*f
awk 'BEGIN{printf "[%*.*f]\n", 10, 3, 3.14159}'
#### awk dollar of string number
echo 'a b c' | awk '{i="2"; print $i, $(i+1), $NF, $(NF-1)}'
#### awk trailing newline handling last record
printf 'a\nb' | awk '{print NR": "$0}'; printf 'a\n\n' | awk 'END{print NR}'
