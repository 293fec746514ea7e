#### awk -F and -v
printf 'a:b:c\nd:e:f\n' | awk -F: -v sep=- '{print $1 sep $3}'; printf 'a1b2c\n' | awk -F'[0-9]' '{print $2, NF}'
#### awk -F tab and single space
printf 'a b\tc  d\n' | awk -F'\t' '{print $1 "|" $2}'; printf '  a   b  \n' | awk -F' ' '{print NF, $1}'; printf 'a  b\n' | awk -F'[ ]' '{print NF}'
#### awk BEGIN END and NR
printf 'x\ny\nz\n' | awk 'BEGIN{print "start"} {n++} END{print n, NR, $0}'
#### awk arrays and in and delete
printf 'a 1\nb 2\na 3\n' | awk '{s[$1]+=$2} END{print s["a"], s["b"]; print ("c" in s); delete s["a"]; print length(s)}'
#### awk split with seps and regex
awk 'BEGIN{n=split("a,b;c", p, /[,;]/); print n, p[1], p[3]; n=split("", q); print n, length(q); n=split("  x  y ", r); print n, r[1]}'
#### awk sub gsub return values
echo 'aaa bab' | awk '{n=gsub(/a/, "X"); print n, $0; m=sub(/b/, "[&]", $2); print m, $2, $0}'
#### awk gsub with ampersand escapes
echo 'a.b.c' | awk '{gsub(/\./, "\\&"); print}'; echo 'abc' | awk '{gsub(/b/, "<&&>"); print}'
#### awk gensub
echo 'hello world' | awk '{print gensub(/(o)/, "[\\1]", "g"); print gensub(/o/, "0", 2); print gensub(/(\w+) (\w+)/, "\\2 \\1", 1)}'
#### awk printf formats
awk 'BEGIN{printf "%5s|%-5s|%05d|%.2f|%e|%x|%o|%c|%c\n", "ab", "cd", 42, 3.14159, 12345.678, 255, 8, 65, "hello"}'
#### awk printf widths and star
awk 'BEGIN{printf "%*d|%-*d|%.*f\n", 5, 1, 4, 2, 3, 2.5; printf "%%|%5.1s|\n", "xyz"; printf "%i %u\n", -3.9, 7}'
#### awk sprintf and number to string
awk 'BEGIN{x=sprintf("%03d-%s", 7, "z"); print x; print 0.1+0.2; print 1e6, 1e20, 100000000000000000000000; print 3/2, 2^53}'
#### awk OFMT CONVFMT
awk 'BEGIN{OFMT="%.2f"; x=3.14159; print x; y=x ""; print y; CONVFMT="%.3f"; z=x ""; print z; print 17}'
#### awk getline forms
printf 'l1\nl2\nl3\n' > f
awk 'BEGIN{while ((getline line < "f") > 0) n++; print n; close("f"); getline < "f"; print $0; print (getline x < "nosuch")}'
printf 'a\nb\nc\n' | awk 'NR==1{getline; print "got", $0, NR} NR==3{getline v; print "v", v, NR}'
#### awk command getline
awk 'BEGIN{"echo hi; echo there" | getline a; print a; while (("printf \"1\\n2\\n\"" | getline b) > 0) s+=b; print s}'
#### awk asort asorti
awk 'BEGIN{a["x"]=3; a["y"]=1; a["z"]=2; n=asort(a, b); for(i=1;i<=n;i++) printf "%s ", b[i]; print ""; n=asorti(a, c); for(i=1;i<=n;i++) printf "%s ", c[i]; print ""}'
#### awk PROCINFO sorted_in
awk 'BEGIN{a["b"]=2; a["a"]=3; a["c"]=1; PROCINFO["sorted_in"]="@ind_str_asc"; for (k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"]="@val_num_desc"; for (k in a) printf "%s ", k; print ""}'
#### awk strftime fixed time
awk 'BEGIN{print strftime("%Y-%m-%d %H:%M:%S", 0, 1); print strftime("%j %a %b", 86400*40, 1); print mktime("2020 01 02 03 04 05") > 0}'
#### awk tolower toupper length substr
awk 'BEGIN{s="Hello"; print tolower(s), toupper(s), length(s), length(); print substr(s, 2, 3), substr(s, 0, 2), substr(s, -1, 3), substr(s, 4), substr(s, 10) "|", substr(s, 2, -1) "|"}'
#### awk substr fractional
awk 'BEGIN{s="abcdef"; print substr(s, 1.5, 2), substr(s, 2.5), substr(s, 0.4, 1.6)}'
#### awk uninitialised values
awk 'BEGIN{print x+0, "[" x "]", length(x); if (x == 0 && x == "") print "both"; print y++ , y}'
#### awk NR FNR two files
printf 'a\nb\n' > one; printf 'c\n' > two
awk '{print FILENAME, NR, FNR}' one two; awk 'NR==FNR{seen[$1]; next} {print ($1 in seen)}' one two
#### awk join two files idiom
printf '1 apple\n2 pear\n' > names; printf '2 5\n1 3\n3 9\n' > counts
awk 'NR==FNR{n[$1]=$2; next} ($1 in n){print n[$1], $2}' names counts
#### awk RS paragraph mode
printf 'a b\nc\n\n\n\nd\ne f\n\n' | awk 'BEGIN{RS=""} {print NR": "$1"/"$NF" NF="NF}'; printf 'a\nb\n\nc\n' | awk 'BEGIN{RS=""; FS=":"} {print NF}'
#### awk RS regex and RT
printf 'a1b22c' | awk 'BEGIN{RS="[0-9]+"} {print NR, $0, RT}'
#### awk OFS rebuild
echo 'a b c' | awk -v OFS=- '{print; $1=$1; print; $5="e"; print; print NF}'; echo 'a b c d' | awk '{NF=2; print}' OFS=,
#### awk field assignment beyond NF and $0 change
echo 'a b' | awk '{$0="x y z"; print NF, $2; $3=""; print NF "[" $0 "]"}'
#### awk comparisons string vs number
printf '10 9\nabc abd\n2 10\n' | awk '{print ($1 < $2)}'; awk 'BEGIN{print ("10" < "9"), (10 < 9), ("a" < "b")}'
#### awk regex dynamic and match RSTART RLENGTH
echo 'foo123bar' | awk '{if (match($0, /[0-9]+/)) print RSTART, RLENGTH, substr($0, RSTART, RLENGTH); re="b.r"; print ($0 ~ re), match($0, "zz"), RSTART, RLENGTH}'
#### awk match with array
echo 'key=value' | awk '{match($0, /(\w+)=(\w+)/, m); print m[1], m[2], m[0], m[1, "start"], m[2, "length"]}'
#### awk index and split char
awk 'BEGIN{print index("hello", "ll"), index("hello", "z"); n=split("abc", c, ""); print n, c[2]}'
#### awk printf to files and close
awk 'BEGIN{print "a" > "o1"; print "b" >> "o1"; close("o1"); print "c" >> "o1"; printf "%s\n", "d" > "/dev/stderr"}'; cat o1
#### awk pipe to command
awk 'BEGIN{print "b\na" | "sort"; close("sort"); print "done"}'
#### awk next nextfile exit
printf '1\n2\n3\n' > f; printf '4\n5\n' > g
awk 'FNR==2{nextfile} {print}' f g; awk '{if ($1==2) next; print}' f; awk '{print; if (NR==2) exit 3} END{print "end"}' f; echo "st=$?"
#### awk user functions and recursion
awk 'function fact(n) { return n<=1 ? 1 : n*fact(n-1) } function arr(a) { a["k"]=1 } BEGIN{print fact(10); arr(z); print z["k"]}'
#### awk ternary in print and concatenation precedence
awk 'BEGIN{x=5; print x>3 ? "big" : "small"}'; cat 3; awk 'BEGIN{print 1 " " 2+3; print -1 " " -2; print 2 ^ 3 ^ 2}'
#### awk increment field and NF
echo '3 4' | awk '{$2++; print; print $NF; print $(NF-1)}'
#### awk numeric strings from input
printf '0x10\n010\n1e2\n .5 \n+3\n' | awk '{print $1+0, ($1 == $1+0)}'
#### awk -v escapes and assignment args
awk -v s='a\tb' 'BEGIN{print s}'; echo x | awk '{print v}' v=1; awk '{print v}' v=2 /dev/null; echo "st=$?"
#### awk ENVIRON and ARGV
X=hello awk 'BEGIN{print ENVIRON["X"], ARGC, ARGV[1]}' foo
#### awk syntax error
awk 'BEGIN{print (}'; echo "st=$?"
#### awk missing file
awk '{print}' nosuch; echo "st=$?"; printf 'a\n' > f; awk '{print}' f nosuch; echo "st=$?"
#### awk division by zero
awk 'BEGIN{print 1/0}'; echo "st=$?"
#### awk printf not enough args
awk 'BEGIN{printf "%s %s|\n", "a"}'; echo "st=$?"
#### awk string functions on numbers
awk 'BEGIN{print length(12345), substr(123456, 2, 3), index(3.5, ".")}'
#### awk int and math
awk 'BEGIN{print int(3.9), int(-3.9), int("4x"), sqrt(16), exp(0), log(1), atan2(0, -1) > 3.14, 7%3, -7%3}'
#### awk srand rand deterministic with seed
awk 'BEGIN{srand(1); a=rand(); srand(1); b=rand(); print (a==b), (a>=0 && a<1); print srand(5), srand()}'
#### awk printf %c with number and utf8
awk 'BEGIN{printf "%c%c\n", 256, 0x41; print length("héllo"), toupper("é"), substr("héllo", 2, 2)}'
#### awk regex special chars in FS
echo 'a|b|c' | awk -F'|' '{print $2}'; echo 'a.b.c' | awk -F. '{print $3}'; echo 'a||b' | awk -F'||' '{print $2}'
#### awk multiple patterns ranges
seq 10 | awk '/3/,/5/'; seq 10 | awk 'NR==2,NR==3{print "r", $0}'
#### awk getline var from file updates NR not
printf 'x\n' > f; printf '1\n2\n' | awk '{getline l < "f"; print NR, l}'
#### awk print with parens and redirection comparison
awk 'BEGIN{print("a", "b") > "/dev/stdout"; print ("x")("y")}'
#### awk while do for break continue
awk 'BEGIN{i=0; do { i++; if (i==2) continue; if (i==4) break; printf "%d ", i } while (i<10); print ""; for (;;) { j++; if (j>3) break }; print j}'
#### awk delete whole array and length
awk 'BEGIN{a[1]; a[2]; delete a; print length(a); a["x"]=1; print length(a)}'
#### awk multidim SUBSEP
awk 'BEGIN{a[1,2]=3; for (k in a) {split(k, p, SUBSEP); print p[1], p[2]}; if ((1,2) in a) print "yes"}'
#### awk printf %d with big and negative
awk 'BEGIN{printf "%d %d %d\n", 2^31, -2^31, 2^53+1; printf "%.0f %5.1e\n", 2.5, 0.000123}'
#### awk string to number edge
awk 'BEGIN{print "3abc"+0, ".5"+0, "e5"+0, "-"+0, " 12 "+1, "0x1A"+0}'
#### awk unterminated string
awk 'BEGIN{print "abc}'; echo "st=$?"
#### awk FS single char special
printf 'a b\n' | awk 'BEGIN{FS="\\|"} {print NF}'; echo 'aXbxc' | awk -F'x' '{print NF}'; echo 'a^b' | awk -F^ '{print $2}'
#### awk IGNORECASE
printf 'Foo\nfoo\n' | awk 'BEGIN{IGNORECASE=1} /FOO/{n++} END{print n}'
#### awk printf reuse format
awk 'BEGIN{printf "%s-%s\n", "a", "b", "c"}'
#### awk length of array arg and $0 in END
printf 'last line\n' | awk 'END{print $0, NF, $2}'
#### awk -f progfile and --
printf '{print "p:" $0}\n' > p.awk; echo in | awk -f p.awk; echo in | awk -- '{print "q:" $0}'
#### awk unknown option
awk --bogus 'BEGIN{}'; echo "st=$?"
