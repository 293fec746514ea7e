#### sort -k2,2nr -k1,1 mixed modifiers
printf 'a 1\nb 3\nc 3\nd 2\n' | sort -k2,2nr -k1,1
#### sort global r with key without modifiers
printf 'a 1\nb 2\n' | sort -r -k2,2
#### sort key modifier overrides global
printf 'b 10\na 9\n' | sort -n -k1,1
#### sort -k end char beyond field
printf 'abc x\nabd y\n' | sort -k1.2,1.10
#### sort -t and empty leading fields
printf ':b\n:a\nc:\n' | sort -t: -k2
#### sort -V with tilde and hyphen
printf '1.0~rc1\n1.0\n1.0-1\n1.0a\n' | sort -V
#### sort -h mixing suffix and none and negative
printf -- '-1K\n10\n2K\n-5\n1M\n' | sort -h
#### sort -g hex and leading spaces
printf ' 0x1A\n25\n 1e1\n-0x2\n' | sort -g
#### sort -n thousands separator not in C
printf '1,000\n999\n' | sort -n
#### sort -u keeps first of equal
printf 'b 1\na 1\n' | sort -u -k2,2 -s
#### sort -f -u folds for uniqueness
printf 'a\nA\nb\n' | sort -fu
#### sort -c with key reports line
printf 'x 2\ny 1\n' | sort -c -k2,2n; echo "st=$?"
#### sort -c file name in message
printf 'b\na\n' > f; sort -c f; echo "st=$?"
#### sort -k with n and long line
awk 'BEGIN{for(i=0;i<3;i++){s=""; for(j=0;j<2000;j++) s=s "x"; print s, 3-i}}' | sort -k2,2n | cut -c 2000-
#### sort -i ignores nonprinting
printf 'b\n\001a\n' | sort -i | od -c
#### sort --files0-from
printf 'b\n' > x; printf 'a\n' > y; printf 'x\0y\0' > l; sort --files0-from=l
#### sort -o to missing dir
printf 'a\n' | sort -o nodir/out; echo "st=$?"
#### sort -M with invalid months first
printf 'feb\nxyz\njan\n' | sort -M -r
#### sort -z -k with newlines inside
printf 'b 2\nx\0a 1\0' | sort -z -k2,2n | tr '\0' '|'
#### sort --sort=numeric and --reverse
printf '2\n10\n1\n' | sort --sort=numeric --reverse
#### sort invalid --sort word
sort --sort=foo </dev/null; echo "st=$?"
#### sort -k1,1 -u with different tails
printf 'k a\nk b\nj c\n' | sort -k1,1 -u
#### uniq -D with -f
printf '1 x\n2 x\n3 y\n' | uniq -D -f1
#### uniq -s with -w
printf 'aXYb\nbXYc\ncXZd\n' | uniq -s1 -w2 -c
#### uniq -c counts large widths
seq 1 | awk '{for(i=0;i<1234567;i++) print "a"}' | uniq -c
#### uniq -i with -d
printf 'X\nx\ny\n' | uniq -id
#### uniq --all-repeated=prepend
printf 'a\na\nb\nc\nc\n' | uniq --all-repeated=prepend
#### uniq -f counts blanks as part of field
printf 'a  x\nb x\n' | uniq -f1 -c
#### uniq extra operand
uniq a b c; echo "st=$?"
#### cut -c output-delimiter between ranges
printf 'abcdef\n' | cut -c 1-2,4-5 --output-delimiter=:
#### cut -f with output-delimiter and -s
printf 'a b c\nz\n' | cut -d' ' -f1,3 -s --output-delimiter=,
#### cut -b with multibyte split
printf 'é\n' | cut -b1 | od -An -tx1
#### cut -f huge number
printf 'a\tb\n' | cut -f 99999999999999999999; echo "st=$?"
#### cut list with spaces
printf 'a,b,c\n' | cut -d, -f '1 3'
#### cut -n ignored
printf 'abc\n' | cut -n -b 2
#### cut --complement -c empty result
printf 'ab\n' | cut --complement -c1-2 | od -c
#### cut -d newline
printf 'a\nb\n' | cut -d '
' -f1
#### paste -s empty file
: > e; paste -s e | od -c; paste e e | od -c
#### paste uneven files with -d list
printf '1\n2\n3\n' > a; printf 'x\n' > b; paste -d '+-' a b a
#### paste -s with no trailing newline
printf 'a\nb' | paste -s -d,
#### join -o 0 with -v
printf 'a 1\nb 2\n' > l; printf 'b x\n' > r; join -v1 -o 0,1.2 l r
#### join -e without -o fills nothing
printf 'a 1\nb 2\n' > l; printf 'a\n' > r; join -a1 -e X l r
#### join -1 2 -2 2 with -t
printf 'x,k\ny,m\n' > l; printf 'p,k\nq,m\n' > r; join -t, -1 2 -2 2 l r
#### join -j1 form
printf 'a 1\n' > l; printf 'a 2\n' > r; join -j1 l r
#### join unsorted second file with -a
printf 'a 1\nb 2\n' > l; printf 'b x\na y\n' > r; join -a2 l r; echo "st=$?"
#### join --header with -o auto and -e
printf 'k v\na 1\n' > l; printf 'k w x\nb 2 3\n' > r; join --header -a1 -a2 -o auto -e - l r
#### join -z --header
printf 'h 1\0a 2\0' > l; printf 'h 3\0a 4\0' > r; join -z --header l r | tr '\0' '|'
#### join conflicting -t
join -t, -t: /dev/null /dev/null; echo "st=$?"
#### comm -1 -2 -3 all suppressed
printf 'a\n' > x; printf 'a\nb\n' > y; comm -123 x y; echo "st=$?"
#### comm --nocheck-order and duplicates
printf 'a\na\nb\n' > x; printf 'a\nb\nb\n' > y; comm --nocheck-order x y
#### comm stdin operand
printf 'a\nc\n' > y; printf 'a\nb\n' | comm - y
#### comm missing operand
comm x; echo "st=$?"
#### comm -i case insensitive
printf 'A\nb\n' > x; printf 'a\nB\n' > y; comm -i x y 2>&1; echo "st=$?"
#### tr octal out of range warning
echo a | tr a '\400'; echo "st=$?"
#### tr class in set2 not allowed
echo a | tr a '[:alpha:]'; echo "st=$?"
#### tr -d with two sets error
echo a | tr -d a b; echo "st=$?"
#### tr [c*] repeat in set1 error
echo a | tr '[a*]' b; echo "st=$?"
#### tr backslash at end
echo 'a\b' | tr '\\' x; echo 'ab' | tr 'b\' 'xy'
#### tr -s without translation squeezes set1 class
printf 'aaBBccDD\n' | tr -s '[:upper:]'
#### tr upper lower pairs map
echo 'Hello' | tr '[:upper:][:lower:]' '[:lower:][:upper:]'
#### tr -c -s with newline set2
echo 'a  b!!c' | tr -cs 'a-z' '\n'
#### tr [x*0] fills
echo 'abcde' | tr 'a-e' 'x[y*0]'
#### tr [:blank:] and [:space:]
printf 'a b\tc\vd\n' | tr '[:blank:]' '_'; printf 'a b\tc\n' | tr -d '[:space:]'; echo
#### fold -s word longer than width
echo 'abcdefghijkl mn' | fold -s -w 5
#### fold -c with UTF-8
printf 'ééééé\n' | fold -w 2 | od -c | head -2
#### fold CR resets column
printf 'abc\rdefgh\n' | fold -w 4 | od -c
#### fold backspace
printf 'abc\bdef\n' | fold -w 3 | od -c
#### fmt -c crown margin
printf '  first line of para\nsecond line here that is longer\n' | fmt -c -w 20
#### fmt -t tagged
printf '  first line\nsecond and more words here to fill\n' | fmt -t -w 15
#### fmt sentence spacing kept
printf 'One.  Two three.  Four five six seven eight nine.\n' | fmt -w 20
#### fmt -g goal
printf 'aa bb cc dd ee ff gg hh ii jj\n' | fmt -w 20 -g 10
#### fmt invalid width
fmt -w x </dev/null; echo "st=$?"
#### fmt -digit obsolete width
printf 'aa bb cc dd ee\n' | fmt -8
#### nl -d delimiter
printf '@@@\nh\n@@\nb\n' | nl -d@@ -ha
#### nl -l joins blank lines
printf 'a\n\n\n\nb\n' | nl -ba -l2
#### nl -p no renumber
printf 'a\n\\:\\:\nb\n' | nl -p
#### nl -s empty and -w1
printf 'a\nb\n' | nl -s '' -w1
#### nl -bn none and -ft
printf 'a\n' | nl -bn
#### expand UTF-8 columns
printf 'é\tx\n' | expand -t4 | od -c
#### expand --tabs with + and trailing
printf 'a\tb\tc\td\n' | expand --tabs=2,+4 | od -c
#### unexpand --first-only and -t
printf '        a        b\n' | unexpand --first-only -t 4 | od -c
#### unexpand single space not converted
printf 'abcdefg h\n' | unexpand -a | od -c
#### pr -t -w with columns truncation
printf 'aaaaaaaaaaaa\nb\n' | pr -2 -t -w 10
#### pr -t -l page length with -f
printf '1\n2\n3\n' | pr -t -l 2 | od -c | head
#### pr -t -J join lines
printf 'aaaaaaaaaaaa\nb\nc\n' | pr -2 -t -J -w 10
#### pr -t -e expand tabs
printf 'a\tb\n' | pr -t -e4
#### pr first page option
seq 10 | pr -t -l 3 +3 | head -3
#### tac -r empty string separator
printf 'abc' | tac -s ''; echo "st=$?"
#### rev multiple files and missing
printf 'ab\n' > a; rev a nosuch; echo "st=$?"
#### od -S strings
printf 'ab\0hello\0xy\0world!\0' | od -S 4
#### od -b and -d
printf 'AB' | od -b; printf '\001\000' | od -d
#### od -tx8 -tf8
printf '\000\000\000\000\000\000\360\077' | od -An -tx8 -tf8
#### od --traditional offset
printf 'abcdefgh' | od -c +4
#### od -j with suffix
head -c 2000 /dev/zero | tr '\0' a | od -c -j 1K -N 2
#### od -w not multiple
printf 'abcdef' | od -An -tx2 -w3; echo "st=$?"
#### od -s and -o and -h
printf 'abcd' | od -s; printf 'ab' | od -o; printf 'ab' | od -h
#### od -tx1 odd length for x2
printf 'abc' | od -tx2
#### od multiple files concatenated
printf 'ab' > a; printf 'cd' > b; od -c a b
#### split -l with --filter
seq 4 | split -l 2 --filter='wc -l > $FILE.n'; ls; cat xaa.n
#### split -e with -n
printf 'ab' | split -n 4 -e; ls
#### split -n 4 small input without -e
printf 'ab' | split -n 4; ls -1 | wc -l; wc -c x* | tail -1
#### split --verbose
seq 3 | split -l 2 --verbose
#### split -t separator
printf 'a,b,c,' | split -l 2 -t,; cat xaa; echo; cat xab; echo
#### split prefix too long suffix
seq 3 | split -l1 -a 0 2>&1; echo "st=$?"
#### split -b 1 with numeric hex
printf 'abc' | split -b 1 --hex-suffixes=10; ls
#### split -n l/3 with line at boundary
printf 'aaaa\nb\nc\nd\n' | split -n l/3; for f in x*; do echo "$f:$(cat $f | tr '\n' .)"; done
#### csplit negative offset
seq 6 | csplit - '/4/-1'; cat xx01
#### csplit {N} with line number
seq 10 | csplit - 3 '{2}'; wc -l xx*
#### csplit bad regex
seq 3 | csplit - '/a[/'; echo "st=$?"
#### csplit missing closing brace
seq 3 | csplit - 2 '{x}'; echo "st=$?"
#### csplit elide-empty with line number
seq 3 | csplit -z - 1 2; ls
#### tsort whitespace mixture
printf 'a\tb\n\n  b c  \nc\nd\n' | tsort
#### tsort missing file
tsort nosuch; echo "st=$?"
#### head -c -0 and tail -c +0
printf 'abc' | head -c -0; echo; printf 'abc' | tail -c +0; echo
#### head --lines with big number
seq 3 | head -n 99999999999999999999999; echo "st=$?"
#### tail -c with suffix b
head -c 1100 /dev/zero | tail -c 2b | wc -c
#### head -n -N longer than input
seq 3 | head -n -5; echo "st=$?"
#### tail -n +N larger than input
seq 3 | tail -n +9; echo "st=$?"
#### head and tail on directory
mkdir d; head d; echo "st=$?"; tail d; echo "st=$?"
#### wc -L with wide chars and tab
printf '日本\n\tab\n' | wc -L
#### wc -m invalid UTF-8
printf '\377\376a\n' | wc -m -c
#### wc -w with various spaces
printf 'a\tb\vc\fd\re  f\n' | wc -w
#### wc on directory
mkdir d; wc d; echo "st=$?"
#### numfmt --grouping in C locale
numfmt --grouping 1234567
#### numfmt -z and delimiters
printf '1000\0' | numfmt -z --to=si | od -c; echo 'a:1024' | numfmt -d: --field 2 --to=iec
#### numfmt field ranges
echo '1000 2000 3000' | numfmt --field=2- --to=si
#### numfmt --to=auto error
numfmt --to=auto 1; echo "st=$?"
#### numfmt large values
numfmt --to=si 1000000000000000000000; numfmt --to=iec 1180591620717411303424
#### numfmt decimal input with --to
numfmt --to=si 1234.5; numfmt --to=iec --format=%.3f 1500
#### seq -w with floats
seq -w 0.5 0.5 2
#### seq -f %e and %g
seq -f '%e' 1 2; seq -f '%.3g' 1000 1000
#### seq negative zero and -0
seq -0 0; seq -1 -1 -3
#### seq -s with escape is literal
seq -s '\t' 3
#### seq huge step float precision
seq 1 0.1 1.3
#### seq -f with %% and width
seq -f '%%%5.1f%%' 2
#### seq separator newline default with -s and -f
seq -s ' ' -f '<%g>' 3
#### truncate -s with < and >
printf '12345' > f; truncate -s '<3' f; wc -c < f; truncate -s '>8' f; wc -c < f; truncate -s '<10' f; wc -c < f
#### truncate multiple files and missing dir
truncate -s 1 a b; wc -c a b; truncate -s 1 nodir/x; echo "st=$?"
#### truncate -r and -s together
printf '1234' > r; truncate -r r -s +1 f; wc -c < f
#### stat -c %U style avoided, %s of dir set with %F
mkdir d; mkfifo p; stat -c '%F' d p
#### stat -c multiple files one missing
printf a > f; stat -c %s f nosuch f; echo "st=$?"
#### stat --printf without newline and \0
printf a > f; stat --printf '%s\0' f | od -c
#### basename with trailing slashes and suffix
basename a/b.c// .c; basename -s '' x
#### basename extra operand
basename a b c; echo "st=$?"
#### dirname dot forms
dirname .; dirname ..; dirname ./a; dirname ../a/
#### realpath --relative-base
mkdir -p a/b; realpath --relative-base="$PWD/a" a/b . | sed "s|$PWD|PWD|"
#### realpath -q missing
realpath -q nosuch; echo "st=$?"
#### readlink -f symlink loop
ln -s l1 l2; ln -s l2 l1; readlink -f l1; echo "st=$?"; readlink -m l1 | sed "s|$PWD|PWD|"; echo "st=$?"
#### readlink -v on non link
: > f; readlink -v f; echo "st=$?"
#### realpath chain of links
mkdir t; ln -s t a; ln -s a b; realpath b | sed "s|$PWD|PWD|"
#### mktemp template with slash in suffix
mktemp -p . 'a/XXXX'; echo "st=$?"
#### mktemp bad suffix
mktemp -p . --suffix=/x aXXXX; echo "st=$?"
#### mktemp -q failure silent
mktemp -q -p nodir XXXXXX; echo "st=$?"
#### date -d last and next weekday
TZ=UTC date -d '2024-01-03 next friday' +%F 2>&1; TZ=UTC date -d '2024-01-03 last monday' +%F
#### date -d with TZ in string
TZ=UTC date -d 'TZ="America/New_York" 2024-07-01 12:00' +%H:%M
#### date -u +%A %B full names
date -u -d '2024-12-25' '+%A %B %h %D %r %T %U %W'
#### date -d epoch with fractional and negative
date -u -d @-1 '+%F %T'; date -u -d @1234567890.75 '+%s %3N'
#### date --date relative hours
date -u -d '2024-01-01 00:00 +36 hours' '+%F %T'
#### date -f file of dates
printf '2024-01-01\n2024-02-01\nbad\n' > d; TZ=UTC date -f d +%j; echo "st=$?"
#### date bad format flag usage
date -u -d @0 '+%Q %'; echo "st=$?"
#### date -r reference file
touch -d '2001-02-03 04:05:06' f; TZ=UTC date -r f '+%F %T'
#### date ISO week edge
date -u -d '2021-01-03' '+%G %V %g'; date -u -d '2020-12-31' '+%G %V %j'
#### env printf %c and %i
env printf '%c|%i|%5c|\n' hello 42 z
#### env printf precision on strings
env printf '%.2s|%10.3s|\n' abcdef xyzw
#### env printf hex float and octal input
env printf '%d %d %d\n' 0x1f 010 -0x2
#### env printf %b with octal forms
env printf '%b|' '\0101' '\101' '\x41'; echo
#### env printf stops at \c in format
env printf 'a\cb'; echo "|st=$?"
#### env printf float edge
env printf '%.0f %.0f %f\n' 0.5 1.5 1e400 2>&1; echo "st=$?"
#### env printf unknown conversion
env printf '%z\n' 1; echo "st=$?"
#### env printf %s with NUL in format
env printf 'a\0b\n' | od -c
#### cut -d newline record is the whole input
for inp in 'a\n' 'a' 'a\n\n' '\n' 'a\nb\nc\n' 'a\nb' ''; do for o in -f1 -f2 -f3 '-s -f1' '-s -f2' '-s -f3' '--complement -f2' -f1,3; do printf "$inp" | cut $o -d '
' | od -An -c; done; done
#### cut -d newline per file and -z -d NUL
printf 'a\nb\n' > f1; printf 'c\nd' > f2; cut -d '
' -f2 f1 f2; printf 'a\0b\0' | cut -z -d '' -f2 | od -An -c
#### split hex suffix start digits are suffix digits
printf 'abc' | split -b1 --hex-suffixes=19; ls; rm -f x*; printf 'abc' | split -b1 --hex-suffixes=007; ls
#### split start value too long and invalid
printf 'abc' | split -b1 --numeric-suffixes=123; echo "st=$?"; split --numeric-suffixes=a /dev/null; echo "st=$?"; split --hex-suffixes=g /dev/null; echo "st=$?"; ls
#### split -n with start value widens suffix
printf 'abcdef' | split -n 3 --numeric-suffixes=98; ls; rm -f x*; printf 'abcdef' | split -n 3 -a 2 --numeric-suffixes=98; echo "st=$?"
