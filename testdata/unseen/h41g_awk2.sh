#### gawk RS regex with alternation and RT
printf 'a1b22c;;d' | awk 'BEGIN { RS = "[0-9]+|;+" } { printf "[%s|%s]", $0, RT } END { print "" }'
#### gawk RS paragraph mode leading and trailing blank lines
printf '\n\n\npara one\nline two\n\n\n\npara two\n\n\n' | awk 'BEGIN { RS = "" } { print NR ": " $0 "|" NF }'
#### gawk RS paragraph mode FS single char also splits newline
printf 'a:b\nc:d\n\ne:f\n' | awk 'BEGIN { RS = ""; FS = ":" } { for (i = 1; i <= NF; i++) printf "<%s>", $i; print "" }'
#### gawk RS paragraph mode FS regex does not add newline
printf 'a:b\nc:d\n' | awk 'BEGIN { RS = ""; FS = ":+" } { print NF; for (i = 1; i <= NF; i++) printf "<%s>", $i; print "" }'
#### gawk RS single char other than newline keeps newlines
printf 'a\nb;c\n' | awk 'BEGIN { RS = ";" } { print NR ":" $0 ":" NF }'
#### gawk RS multi char literal treated as regex
printf 'a.b|c.d' | awk 'BEGIN { RS = "." } { printf "%s/", $0 } END { print NR }'
#### gawk FS single space versus tab
printf ' a\t b  c \n' | awk '{ print NF, $1, $2 }'; printf ' a\t b  c \n' | awk -F'\t' '{ print NF, "[" $1 "][" $2 "]" }'
#### gawk FS regex with leading separators
printf ',,a,b\n' | awk -F',+' '{ print NF; print "[" $1 "][" $2 "]" }'
#### gawk FS single char regex special
printf 'a|b|c\n' | awk -F'|' '{ print NF, $2 }'; printf 'a.b.c\n' | awk -F. '{ print NF, $3 }'; printf 'a^b\n' | awk -F^ '{ print NF, $2 }'
#### gawk FS empty splits characters
printf 'abc\n' | awk -v FS= '{ print NF, $2 }'
#### gawk FS change takes effect next record
printf 'a:b c\nd:e f\n' | awk '{ FS = ":"; print $1 }'
#### gawk FIELDWIDTHS basic and short record
printf 'abcdefghij\nabc\n' | awk 'BEGIN { FIELDWIDTHS = "2 3 4" } { print NF; for (i = 1; i <= NF; i++) printf "[%s]", $i; print "" }'
#### gawk FPAT empty fields in csv
printf 'a,,"b,c",d\n' | awk 'BEGIN { FPAT = "([^,]*)|(\"[^\"]+\")" } { print NF; for (i = 1; i <= NF; i++) printf "<%s>", $i; print "" }'
#### gawk PROCINFO FS tells the splitting mode
awk 'BEGIN { print PROCINFO["FS"]; FIELDWIDTHS = "1 2"; print PROCINFO["FS"]; FPAT = "x"; print PROCINFO["FS"]; FS = ","; print PROCINFO["FS"] }'
#### gawk OFS rebuild only when field assigned
echo 'a b c' | awk 'BEGIN { OFS = "-" } { print; $1 = $1; print; $0 = "x y"; print; print $1, $2 }'
#### gawk NF decrement and increment rebuild
echo 'a b c d' | awk 'BEGIN { OFS = ":" } { NF = 2; print; NF = 4; print; print NF }'
#### gawk NF++ and $NF assignment
echo 'a b' | awk '{ NF++; $NF = "z"; print; print NF }'
#### gawk field beyond NF assignment fills empties
echo 'a' | awk 'BEGIN { OFS = "," } { $4 = "d"; print; print NF }'
#### gawk assigning $0 in END keeps fields
printf 'a b\nc d e\n' | awk 'END { print NF, $0; $0 = "x y z w"; print NF, $3 }'
#### gawk NF negative is fatal
echo 'a b' | awk '{ NF = -1 }'; echo "rc=$?"
#### gawk uninitialized value in numeric and string contexts
awk 'BEGIN { print x + 0, "[" x "]", length(x), (x == 0), (x == ""), !x, x++ , x }'
#### gawk strnum comparisons from fields
printf '10 9\n10 9x\n 1e2 100\n0x10 16\n' | awk '{ print ($1 < $2) ? "lt" : "ge" }'
#### gawk string constants compare as strings
awk 'BEGIN { print ("10" < "9"), (10 < 9), ("10" < 9), ("abc" < "abd"), ("" < 0) }'
#### gawk strnum from split and getline var
awk 'BEGIN { split("10 9", a); print (a[1] < a[2]); "echo 10" | getline v; print (v < 9) }'
#### gawk comparison of field with string constant
echo '1.0' | awk '{ print ($1 == 1), ($1 == "1"), ($1 == "1.0"), ($1 + 0 == "1") }'
#### gawk -v escapes processed
awk -v 's=a\tb\\n\101' 'BEGIN { print s }' | od -c | head -2
#### gawk command-line assignment escapes
echo x | awk '{ print v }' 'v=1\t2'
#### gawk -v invalid name is fatal
awk -v '1x=3' 'BEGIN { print 1 }'; echo "rc=$?"
#### gawk ENVIRON values and modification
FOO=bar awk 'BEGIN { print ENVIRON["FOO"]; ENVIRON["FOO"] = "z"; print ENVIRON["FOO"]; print ("NOPE_H41G" in ENVIRON) }'
#### gawk ENVIRON change not seen by system
FOO=bar awk 'BEGIN { ENVIRON["FOO"] = "z"; system("echo $FOO") }'
#### gawk ARGV modification skips and adds files
printf 'A\n' > f1; printf 'B\n' > f2; awk 'BEGIN { ARGV[1] = ""; ARGV[ARGC++] = "f2" } { print FILENAME, $0 }' f1
#### gawk ARGV element deleted is skipped
printf 'A\n' > f1; printf 'B\n' > f2; awk 'BEGIN { delete ARGV[1] } { print FILENAME ":" $0 }' f1 f2
#### gawk ARGV assignment operand in list
printf 'A\n' > f1; awk 'BEGIN { ARGV[1] = "v=7"; ARGV[2] = "f1"; ARGC = 3 } { print v, $0 }' placeholder
#### gawk ARGC reduced ignores operands
printf 'A\n' > f1; echo stdin | awk 'BEGIN { ARGC = 1 } { print FILENAME "|" $0 }' f1
#### gawk ARGV[0] is awk
awk 'BEGIN { print ARGV[0], ARGC }' a b
#### gawk BEGINFILE FILENAME and FNR zero
printf 'x\n' > f1; awk 'BEGINFILE { print "begin", FILENAME, FNR } ENDFILE { print "end", FILENAME, FNR }' f1 f1
#### gawk tolower toupper with digits and punctuation
awk 'BEGIN { print toupper("abc-123_xyz"), tolower("ÄBC Déf"), toupper(12.5) }'
#### gawk asort returns count and numeric before strings
awk 'BEGIN { a["x"] = "b"; a["y"] = 10; a["z"] = "a"; a["w"] = 2; n = asort(a); for (i = 1; i <= n; i++) printf "%s ", a[i]; print n }'
#### gawk asorti into second array
awk 'BEGIN { a["b"]; a["a"]; a[10]; a[9]; n = asorti(a, d); for (i = 1; i <= n; i++) printf "%s ", d[i]; print ""; print length(a) }'
#### gawk asort with desc string
awk 'BEGIN { a[1] = 3; a[2] = 1; a[3] = 2; asort(a, b, "@val_num_desc"); print b[1], b[2], b[3] }'
#### gawk PROCINFO sorted_in ind_str_desc
awk 'BEGIN { PROCINFO["sorted_in"] = "@ind_str_desc"; a["b"]; a["c"]; a["a"]; for (k in a) printf "%s", k; print "" }'
#### gawk PROCINFO sorted_in val_str_asc ties
awk 'BEGIN { PROCINFO["sorted_in"] = "@val_str_asc"; a[3] = "x"; a[1] = "x"; a[2] = "a"; for (k in a) printf "%s=%s ", k, a[k]; print "" }'
#### gawk strftime format specifiers in UTC
TZ=UTC awk 'BEGIN { t = 1700000000; print strftime("%Y-%m-%d %H:%M:%S %a %b %j %u %w %e %p %I %y %C %%", t) }'
#### gawk strftime default format
TZ=UTC awk 'BEGIN { print strftime(PROCINFO["strftime"], 0); print PROCINFO["strftime"] }'
#### gawk strftime week numbers and %s
TZ=UTC awk 'BEGIN { t = 1704067200; print strftime("%U %W %V %G %g %s %D %T %R %F", t) }'
#### gawk mktime with DST field and TZ UTC
TZ=UTC awk 'BEGIN { print mktime("2024 02 29 12 00 00"); print mktime("2024 13 01 00 00 00"); print mktime("bad") }'
#### gawk syntax error message
awk 'BEGIN { print ( }'; echo "rc=$?"
#### gawk syntax error at newline
awk 'BEGIN {
x = 1 +
}'; echo "rc=$?"
#### gawk division by zero message
awk 'BEGIN { x = 0; print 1 / x }'; echo "rc=$?"
#### gawk modulo by zero message
awk 'BEGIN { x = 0; print 5 % x }'; echo "rc=$?"
#### gawk division by zero in assignment operator
awk 'BEGIN { y = 4; y /= 0; print y }'; echo "rc=$?"
#### gawk division by zero constant is a parse error
awk 'BEGIN { print 1/0 }'; echo "rc=$?"
#### gawk function name used as variable error
awk 'function f() { return 1 } BEGIN { f = 2 }'; echo "rc=$?"
#### gawk undefined function call is fatal
awk 'BEGIN { nosuch(1) }'; echo "rc=$?"
#### gawk getline var forms update NR
printf '1\n2\n3\n4\n' | awk 'NR == 1 { getline x; print NR, x, $0 } END { print NR }'
#### gawk ENVIRON deletion and numbers in children
FOO=bar awk 'BEGIN { delete ENVIRON["FOO"]; ENVIRON["N"] = 1; ENVIRON["S"] = "s"; ENVIRON["R"]; system("echo [$FOO][$S]; env | grep -c ^N=; env | grep -c ^R=") }'
#### gawk ENVIRON seen by getline and print pipes
awk 'BEGIN { ENVIRON["V"] = "pipe"; "echo $V" | getline x; print x; print "in" | "cat; echo $V"; close("cat; echo $V") }'
#### gawk AWKPATH default is not exported
env -u AWKPATH awk 'BEGIN { print (ENVIRON["AWKPATH"] != ""); system("echo [$AWKPATH]") }'
#### gawk strftime with no arguments uses PROCINFO
TZ=UTC awk 'BEGIN { PROCINFO["strftime"] = "%Y"; x = strftime(); print (x ~ /^[0-9][0-9][0-9][0-9]$/) }'
#### gawk paragraph mode FS tab adds newline
printf 'a\tb\nc\n' | awk 'BEGIN { RS = ""; FS = "\t" } { print NF, $3 }'
