#### gawk printf %c of utf8 code points and strings
awk 'BEGIN { printf "%c|%c|%.1s|%3s|\n", 233, "éa", "éa", "é" }'
#### gawk printf star with negative width and precision
awk 'BEGIN { printf "[%*d][%.*f][%-*d]\n", -4, 1, -1, 2.5, 3, 7 }'
#### gawk printf unknown conversion passes through
awk 'BEGIN { printf "%z %d\n", 5 }'; echo "rc=$?"
#### gawk printf %5% and dangling percent
awk 'BEGIN { printf "[%5%][%-3%]\n" }'
#### gawk printf %d with huge values
awk 'BEGIN { printf "%d %d %i\n", 2^53, 2^64, -2^63 }'
#### gawk printf %x %o of negative and huge
awk 'BEGIN { printf "%x %o %X\n", -1, -8, 2^60 }'
#### gawk printf %s of large integer and CONVFMT
awk 'BEGIN { CONVFMT = "%.2f"; x = 3.14159; y = x ""; printf "%s %s %s\n", x, y, 1e20 }'
#### gawk OFMT on print of integral and non integral
awk 'BEGIN { OFMT = "%.1e"; print 123.456, 100, 1e30, -0.5 }'
#### gawk print with parenthesized list and redirect
awk 'BEGIN { print("a", "b") > "/dev/stdout"; print ("c")("d") }'
#### gawk getline var < file in while with field splitting
printf 'k1 v1\nk2 v2\n' > m; echo 'k2' | awk 'BEGIN { while ((getline l < "m") > 0) { split(l, p); map[p[1]] = p[2] } } { print map[$1] }'
#### gawk getline updates FNR and NR in main rule
printf 'a\nb\nc\n' > f; awk 'FNR == 1 { getline; print FNR, NR, $0 }' f
#### gawk cmd getline reads all lines in loop
awk 'BEGIN { while (("printf \"1\\n2\\n3\\n\"" | getline n) > 0) s += n; print s }'
#### gawk getline from directory
mkdir -p d; awk 'BEGIN { r = (getline x < "d"); print r; print ERRNO }'
#### gawk nextfile in BEGIN is an error
awk 'BEGIN { nextfile }'; echo "rc=$?"
#### gawk next in END is an error
awk 'END { next }' /dev/null; echo "rc=$?"
#### gawk getline with no parentheses in condition
printf 'x\ny\n' > f; awk 'BEGIN { while (getline line < "f") print "L:" line }'
#### gawk split with regex that matches empty string
awk 'BEGIN { n = split("abc", a, "x*"); print n, a[1] }'
#### gawk split target same as source element
awk 'BEGIN { a[1] = "x y z"; n = split(a[1], a); print n, a[1], a[3] }'
#### gawk length of $0 and fields after changes
echo 'ab cd' | awk '{ $3 = "ef"; print length(), length($0), NF }'
#### gawk substr of number uses CONVFMT
awk 'BEGIN { CONVFMT = "%.3g"; print substr(3.14159, 1), substr(1e6, 1), substr(123456789, 3, 2) }'
#### gawk index and match with empty strings
awk 'BEGIN { print index("abc", ""), index("", "a"), match("", /^$/), RSTART, RLENGTH }'
#### gawk sub with special characters in replacement
awk 'BEGIN { s = "a.b"; sub(/\./, "\\\\&", s); print s; t = "x"; sub(/x/, "a\\\\\\&b", t); print t }'
#### gawk gsub anchored start matches once
awk 'BEGIN { s = "aaa"; n = gsub(/^a/, "b", s); print n, s; t = "abc"; gsub(/$/, "!", t); print t }'
#### gawk gsub with dynamic regex string escapes
awk 'BEGIN { s = "a+b+c"; gsub("\\+", "-", s); print s; t = "a.b"; gsub(".", "x", t); print t }'
#### gawk toupper on number and uninitialized
awk 'BEGIN { print toupper(1e3) "|" tolower(x) "|" length(toupper("ß")) }'
#### gawk in with parenthesized list and SUBSEP
awk 'BEGIN { a["x", "y"]; k = "x" SUBSEP "y"; print (k in a), (("x", "y") in a); delete a["x", "y"]; print length(a) }'
#### gawk for in over array modified during loop
awk 'BEGIN { a[1]; a[2]; for (k in a) { a[k + 10] = 1 }; print length(a) }'
#### gawk array passed uninitialized becomes array
awk 'function fill(arr) { arr["k"] = 1 } BEGIN { fill(x); print length(x), x["k"] }'
#### gawk delete with no subscript inside function
awk 'function clr(arr) { delete arr } BEGIN { a[1]; a[2]; clr(a); print length(a) }'
#### gawk uninitialized array element in numeric output
awk 'BEGIN { print a["x"] + 0, length(a), ("x" in a) }'
#### gawk comparisons of uninitialized
awk 'BEGIN { print (x < 1), (x < "a"), (x == y), (x "" == 0) }'
#### gawk strnum field with leading plus and spaces
printf '+5 5\n 5  5.0\n.5 0.5\n5e0 5\n' | awk '{ print ($1 == $2) }'
#### gawk hex field is not numeric by default
echo '0x1A 26' | awk '{ print ($1 == $2), $1 + 0 }'
#### gawk -v number is strnum
awk -v x=10 -v y=9 'BEGIN { print (x < y), (x < "9") }'
#### gawk ARGV operand that is a directory warns
mkdir -p d; printf 'a\n' > f; awk '{ print }' d f; echo "rc=$?"
#### gawk ARGV missing file fatal after processing earlier
printf 'a\n' > f; awk '{ print }' f nofile; echo "rc=$?"
#### gawk FILENAME in BEGIN and END
printf 'a\n' > f; awk 'BEGIN { print "[" FILENAME "]" } END { print FILENAME }' f
#### gawk ENDFILE runs for empty file
: > e; awk 'BEGINFILE { print "b", FILENAME } ENDFILE { print "e", FILENAME, FNR }' e
#### gawk RS single newline with CRLF data
printf 'a\r\nb\r\n' | awk '{ print length($0) }'
#### gawk RS regex anchors
printf 'aXbXXc' | awk 'BEGIN { RS = "X+" } { print NR, $0, RT }'
#### gawk RS is case sensitive unless IGNORECASE
printf 'axbXc' | awk 'BEGIN { RS = "x" } { printf "%s|", $0 } END { print "" }'; printf 'axbXc' | awk 'BEGIN { RS = "x"; IGNORECASE = 1 } { printf "%s|", $0 } END { print "" }'
#### gawk RS change in middle takes effect
printf 'a;b\nc;d\n' | awk 'NR == 1 { RS = ";" } { print NR ": " $0 }'
#### gawk FS assignment via -F with regex class
printf 'a1b22c\n' | awk -F'[0-9]+' '{ print NF, $3 }'
#### gawk -F with single backslash
printf 'a\\b\n' | awk -F'\\' '{ print NF, $2 }'
#### gawk FIELDWIDTHS with spaces and changing NF
printf 'abcdef\n' | awk 'BEGIN { FIELDWIDTHS = "2 2 2"; OFS = "-" } { $2 = "XX"; print; NF = 2; print }'
#### gawk FPAT with empty matches
printf 'a,,b\n' | awk 'BEGIN { FPAT = "[^,]*" } { print NF; for (i = 1; i <= NF; i++) printf "<%s>", $i; print "" }'
#### gawk BEGIN only does not read input
echo x | awk 'BEGIN { print "only" }'; echo "rc=$?"
#### gawk END only reads input
printf 'a\nb\n' | awk 'END { print NR, $0 }'
#### gawk exit code expression and END exit override
echo x | awk '{ exit 3 } END { exit }'; echo "rc=$?"; echo x | awk '{ exit 3 } END { exit 4 }'; echo "rc=$?"
#### gawk exit with string and negative
awk 'BEGIN { exit "2" }'; echo "rc=$?"; awk 'BEGIN { exit -1 }'; echo "rc=$?"
#### gawk syntax error unexpected newline in string
awk 'BEGIN { print "abc
" }'; echo "rc=$?"
#### gawk syntax error in regex
awk 'BEGIN { if ("a" ~ /(/) print 1 }'; echo "rc=$?"
#### gawk dynamic regex error is fatal
awk 'BEGIN { r = "("; if ("a" ~ r) print 1 }'; echo "rc=$?"
#### gawk function defined twice
awk 'function f() { } function f() { } BEGIN { }'; echo "rc=$?"
#### gawk function parameter shadows function name
awk 'function f(f) { return f } BEGIN { print f(1) }'; echo "rc=$?"
#### gawk too many arguments to function
awk 'function f(a) { return a } BEGIN { print f(1, 2) }'; echo "rc=$?"
#### gawk return outside function
awk 'BEGIN { return 1 }'; echo "rc=$?"
#### gawk getline var from non existent command
awk 'BEGIN { r = ("nosuchcmd_h41g 2>/dev/null" | getline x); print r, "[" x "]" }'
#### gawk printf to closed then reopened file appends
awk 'BEGIN { print "a" > "o"; close("o"); print "b" > "o"; close("o"); while ((getline l < "o") > 0) print "got", l }'
