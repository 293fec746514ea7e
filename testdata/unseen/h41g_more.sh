#### gawk -f and -e mixed order and -- before operands
printf 'BEGIN { printf "f" }\n' > p.awk; awk -e 'BEGIN { printf "e1" }' -f p.awk -e 'BEGIN { print "e2" }' -- /dev/null
#### gawk program from -f with operand named like an assignment
printf '{ print x, $0 }\n' > p.awk; printf 'L\n' > f; awk -f p.awk x=1 f x=2 f
#### gawk -v assignment of FS and OFS
printf 'a:b\n' | awk -v FS=: -v OFS=- '{ $1 = $1; print }'
#### gawk NR assignment changes counting
printf 'a\nb\nc\n' | awk 'NR == 1 { NR = 10 } { print NR }'
#### gawk $0 assignment in BEGIN then fields
awk 'BEGIN { $0 = "x y z"; print NF, $2; $5 = "w"; print; print NF }'
#### gawk getline var does not split fields
printf 'a b\nc d e\n' | awk 'NR == 1 { getline line; print NF, line, $0 }'
#### gawk printf %c of 0 and 256
awk 'BEGIN { printf "%c", 0 }' | od -An -c; awk 'BEGIN { printf "%c", 256 }' | od -An -tx1
#### gawk string to number conversions
awk 'BEGIN { print "3abc" + 0, " 12 " + 0, ".5." + 0, "1e3x" + 0, "+-3" + 0, "0x11" + 0, "inf" + 0, "nan" + 0 }'
#### gawk +inf and -nan strings from input
printf '+inf -inf +nan\n' | awk '{ print $1 + 0, $2 + 0, $3 + 0 }' | sed 's/-nan/nan/g'
#### gawk integer output of large and negative zero
awk 'BEGIN { print 2^31, 2^63, -0, 0 * -1, 1e300 * 1e10 }'
#### gawk modulo and exponent edge
awk 'BEGIN { print -7 % 3, 7 % -3, 5.5 % 2, 2 ^ 0.5, (-8) ^ (1/3), 0 ^ 0 }'
#### gawk increment on field and string
echo '5 x' | awk '{ $1++; $2++; print; print NF }'
#### gawk concatenation precedence with minus
awk 'BEGIN { x = 3; print x -1, x " " -1, 1 " " 2 - 1 }'
#### gawk regex match on number uses string form
awk 'BEGIN { x = 0.1 + 0.2; print (x ~ /^0.3$/), x; CONVFMT = "%.2g"; y = 3.14159; print (y ~ /^3.1$/) }'
#### gawk in operator precedence with concatenation
awk 'BEGIN { a["xy"]; print "x" "y" in a; print ("x" "y") in a }'
#### gawk printf to pipe and close order
awk 'BEGIN { print "b\na" | "sort"; close("sort"); print "end" }'
#### gawk system output flush order
awk 'BEGIN { printf "a"; system("echo b"); print "c" }'
#### gawk fflush with no args and with name
awk 'BEGIN { print "x" > "o1"; r = fflush("o1"); print r; print fflush("nope"); print fflush() }' 2>&1
#### gawk close of unknown returns -1
awk 'BEGIN { print close("nothing") }'
#### sort -n -k with multiple fields and ties falling back to whole line
printf 'b 1\na 1\nc 0\n' | sort -n -k2,2
#### sort -k2 with no end field spans to end of line
printf 'x b c\ny b a\n' | sort -k2
#### sort -o with missing directory error
printf 'a\n' | sort -o nodir/out; echo "rc=$?"
#### sort on missing file error
sort nofile; echo "rc=$?"
#### uniq -c count width
printf 'a\n%.0s' $(seq 1 1000) | uniq -c
#### tr multibyte sets
echo 'héllo' | tr 'é' 'e'; echo 'abc' | tr 'a-c' 'αβγ'
#### fold multibyte characters
echo 'ééééé' | fold -w 2
#### cut -c on multibyte
echo 'héllo' | cut -c 2
#### wc -m on invalid utf8
printf 'a\377b\n' | wc -m; printf 'a\377b\n' | wc -c
#### nl with -s and -w 1
printf 'a\nb\n' | nl -w1 -s' '
#### seq -w with negative and decimal
seq -w -1 1; seq -w 1 0.5 2
#### seq big step and precision
seq 1 1e0 3; seq 0 0.1 0.3
#### printf command %c and %s with no args
printf '%c|%s|%d|\n'; printf '%5c|\n' xyz
#### printf command invalid number with partial parse
printf '%d\n' 12abc; echo "rc=$?"; printf '%f\n' 1.5x; echo "rc=$?"
#### printf command %i and %x of negative
printf '%i %x %o\n' -5 -1 -1
#### head with several files one missing
printf 'a\n' > a; head -n1 a nofile a; echo "rc=$?"
#### tail -n with several files and -q
printf '1\n2\n' > a; printf '3\n' > b; tail -q -n1 a b; tail -v -n1 a
#### paste with more delimiters than files and escapes
printf '1\n' > a; printf '2\n' > b; paste -d '\t,' a b a | od -c | head -2
#### join -o with field beyond line
printf 'a 1\n' > a; printf 'a\n' > b; join -o 1.2,2.2,1.3 a b
#### comm with -3 and tab content
printf 'a\tx\nb\n' > a; printf 'b\n' > b; comm -3 a b
#### date -d with weekday names and @ epoch format string
TZ=UTC date -d 'Sun, 29 Feb 2004 16:21:42 +0000' '+%F %T %a'; TZ=UTC date -d '20240102' +%F; TZ=UTC date -d '2024-01-02 3pm' +%H
#### date -d relative hours and minutes over midnight
TZ=UTC date -d '2024-01-01 23:30 +45 minutes' '+%F %H:%M'; TZ=UTC date -d '2024-01-01 00:10 -1 hour' '+%F %H:%M'
#### date with TZ names
TZ=America/New_York date -d '2024-07-01 12:00 UTC' '+%F %H:%M %Z %z'; TZ=Asia/Kolkata date -d @0 '+%H:%M %Z'
#### gawk -e and -f sources keep their order for errors and functions
printf 'BEGIN { x = }\n' > bad.awk; awk -e 'BEGIN { y = 1 }' -f bad.awk; echo "rc=$?"; printf 'function f() { return "F" }\n' > fn.awk; awk -e 'BEGIN { print f() }' -f fn.awk
#### gawk NaN made by functions prints -nan
awk 'BEGIN { i = "+inf" + 0; n = "+nan" + 0; print i % 2, sin(i), cos(-i), (-8) ^ (1/3), sin(n), n % 2, n ^ 0.5; x = i; x %= 2; print x }'
#### gawk fflush of inputs and unknown names
printf 'x\n' > f; awk 'BEGIN { getline l < "f"; print fflush("f"); "echo" | getline; print fflush("echo"); print fflush("/dev/stdout"), fflush("/dev/stderr") }' 2>&1
