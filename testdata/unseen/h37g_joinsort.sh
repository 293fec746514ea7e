#### join -o 0 with -v
cd "$(mktemp -d)"; printf 'a 1\nb 2\n' > x; printf 'b B\nc C\n' > y; join -v1 -o 0,1.2,2.2 x y; join -v2 -o 0 -e E x y
#### join -t '' whole line
cd "$(mktemp -d)"; printf 'a b\nc\n' > x; printf 'a b\nc\n' > y; join -t '' x y; join -t '' -a1 -o 1.1,2.1 x y
#### join -j and -1 -2 mixed
cd "$(mktemp -d)"; printf '1 a\n2 b\n' > x; printf 'q 1\nr 2\n' > y; join -1 1 -2 2 x y; join -j 1 x x
#### join blank separated leading spaces
cd "$(mktemp -d)"; printf '  a 1\n b  2\n' > x; printf 'a X\nb Y\n' > y; join x y
#### join -o with field beyond and -e empty
cd "$(mktemp -d)"; printf 'a 1\n' > x; printf 'a\n' > y; join -o 1.2,2.2,1.5 x y | cat -A; join -e '' -o 2.2 x y | cat -A
#### join unsorted second file message
cd "$(mktemp -d)"; printf 'a\nb\n' > x; printf 'b\na\nc\n' > y; join x y; echo st=$?
#### join -i check order case
cd "$(mktemp -d)"; printf 'A\nb\n' > x; printf 'a\nB\n' > y; join -i --check-order x y; echo st=$?; join --check-order x y; echo st=$?
#### uniq -c alignment and -z
printf 'a\0a\0b\0' | uniq -cz | tr '\0' '\n'; printf 'a\na\n' | uniq -c --count | cat -A
#### uniq input output files and errors
cd "$(mktemp -d)"; uniq nosuch; echo st=$?; printf 'a\n' | uniq - out; cat out; uniq a b c; echo st=$?
#### uniq -f -s with tabs and blanks
printf 'x\t a\ny  a\n' | uniq -f1 -c; printf '  a\n a\n' | uniq -f0 -c; printf 'ab\nac\n' | uniq -s5 -c
#### sort -o same file and -c -k
cd "$(mktemp -d)"; printf 'b\na\n' > f; sort -o f f; cat f; printf 'a 2\nb 1\n' | sort -c -k2; echo st=$?
#### sort --key=, -n with exponent
printf '1e2\n5\n' | sort -n; printf '1e2\n5\n' | sort -g; printf 'x\n1\n' | sort -n; printf '+1\n-1\n0\n' | sort -n
#### sort -h edge and -M case
printf '1Ki\n2K\n1k\n0.9K\n-1G\n' | sort -h; printf 'JANUARY\nfebruary\nMay\n' | sort -M
#### sort -V edge
printf 'a-1.0\na-1.0.1\na-1\na\na-0.9\n.a\n~a\n' | sort -V; printf '1.01\n1.1\n1.001\n' | sort -V
#### sort -z -r -u -f
printf 'b\0A\0a\0B\0' | sort -zfu | tr '\0' '\n'; printf 'b\na\nc\n' | sort -r -u
#### sort -t multi-char and errors
sort -t ab /dev/null; echo st=$?; sort -k1,1x /dev/null; echo st=$?; sort -n -g /dev/null; echo st=$?; sort -k1M,1n /dev/null; echo st=$?
#### expand tab list with spaces and single
printf 'a\tb\tc\n' | expand -t '2 6'; printf 'a\tb\tc\n' | expand --tabs=5; printf '\ta\n' | expand -t 1
#### unexpand with -t single and list end
printf '        x        y\n' | unexpand -t 4 | od -c | head -2; printf '  a\n' | unexpand -a -t 2 | od -c | head -1
#### unexpand tab list slash and --first-only with -a
printf 'a       b       c\n' | unexpand -t /4 -a | od -c | head -2; printf '          x\n' | unexpand --tabs=3,+2 | od -c | head -2
#### seq big integer steps and formats
seq 18446744073709551614 18446744073709551617; seq -f '%.0f' 1e18 1e18; seq 1 3 | seq -s + 5 | head -1
#### seq separator escape and width with negative
seq -s '\n' 2; echo; seq -w -10 5 0; seq -w 1.5 10 | head -2
#### seq -f with %a and flags
seq -f '%+g' -1 1; seq -f '% g' 2; seq -f '%-5g|' 3; seq -f '%#x' 1 2>&1; echo st=$?
#### env printf %s of escapes and widths unicode
env printf '[%5s][%-5s][%.2s]\n' 'é' 'éé' 'éé'; env printf '%b|%5b|\n' 'a\nb' 'x'
#### env printf octal and hex escapes edge
env printf '\0101|\101|\x4a|\x4A4|\u263a|\U0001F600\n' | od -c | head -3
#### env printf huge width and errors
env printf '%9999999999d\n' 1; echo st=$?; env printf '%.9999999999d\n' 1 2>&1 | head -c 20; echo st=$?
#### env printf unknown directive
env printf '%y\n' 1; echo st=$?; env printf '%' ; echo st=$?; env printf '%l5d\n' 3; echo st=$?
#### env printf numbers float forms
env printf '%.3g %.10g %g %g\n' 1234567 0.1 1e-5 123456789; env printf '%d\n' 1.5; echo st=$?
#### env printf char and string from numbers
env printf '%c' 65 ''; echo; env printf '%s %s\n' -- -x; env printf -- '%s\n' x
