#### sort --debug marks keys
printf 'b 2\na 10\n' | sort --debug -k2n 2>&1
#### sort -k with b option and leading blanks
printf 'x   b\ny a\n' | sort -k2b,2; printf 'x   b\ny a\n' | sort -k2,2
#### sort -t with -k and -n on negative and empty
printf 'a,-1\nb,\nc,3\nd,-10\n' | sort -t, -k2n
#### sort --key with multiple keys and reverse one
printf 'a 2\nb 1\na 1\nb 2\n' | sort -k1,1 -k2,2nr
#### sort -R is random so only count
printf '1\n2\n3\n' | sort -R | sort | tr '\n' ' '; echo
#### sort -m merges sorted files
printf '1\n4\n' > a; printf '2\n3\n' > b; sort -m a b
#### sort --files0-from
printf 'b\n' > x; printf 'a\n' > y; printf 'x\0y\0' | sort --files0-from=-
#### sort -c with -u duplicates
printf 'a\na\n' | sort -cu; echo "rc=$?"
#### sort -n with thousands separator in C.UTF-8
printf '1,000\n999\n' | sort -n
#### uniq -z and --skip-chars with counts
printf 'a\0a\0b\0' | uniq -cz | tr '\0' '|'; echo
#### uniq with input and output files
printf 'a\na\nb\n' > in; uniq in out; cat out
#### cut -z and -d with multibyte error
printf 'a:b\0c:d\0' | cut -z -d: -f2 | tr '\0' '|'; echo; echo 'a' | cut -d 'ab' -f1; echo "rc=$?"
#### cut -c with multibyte is bytes in GNU
echo 'héllo' | cut -c 1-2 | od -c | head -1
#### paste -z and empty delimiter
printf 'a\0b\0' > z1; paste -z -d '' z1 z1 | tr '\0' '|'; echo; printf '1\n2\n' | paste -d '\0' - -
#### paste -s with multiple files
printf '1\n2\n' > a; printf '3\n4\n' > b; paste -s a b
#### join --header and -i
printf 'K V\nA 1\nb 2\n' > a; printf 'K W\na x\nB y\n' > b; join --header -i a b
#### join --nocheck-order and -v
printf 'b 1\na 2\n' > a; printf 'a x\n' > b; join --nocheck-order -v1 a b
#### join -o auto with -e
printf 'a 1 2\nb 3 4\n' > a; printf 'a x\nc y\n' > b; join -a2 -o auto -e '-' a b
#### comm --total and --check-order
printf 'a\nb\n' > a; printf 'b\nc\n' > b; comm --total a b; printf 'b\na\n' > c; comm --check-order c b; echo "rc=$?"
#### comm -z
printf 'a\0b\0' > a; printf 'b\0' > b; comm -z a b | tr '\0' '|'; echo
#### fold -b with multibyte and tabs
printf 'ab\tcd\n' | fold -w 4; printf 'héllo\n' | fold -b -w 2 | od -c | head -2
#### fmt -u -s -t and -c
printf 'one  two.  three\n' | fmt -u; printf '  indented line that goes on\n    second line\n' | fmt -w 15 -t
#### fmt -g goal and -p prefix
printf 'a b c d e f g h i j k l m n o p\n' | fmt -w 12 -g 8
#### nl -v -i -l and -d
printf 'a\n\n\nb\n' | nl -ba -v 10 -i 5; printf 'a\n\n\n\nb\n' | nl -ba -l 2 -bt
#### nl -p and -n ln rn
printf 'a\nb\n' | nl -n ln -w 4; printf 'a\nb\n' | nl -n rn -w 2 -s ' '
#### nl -b pREGEX
printf 'apple\nbanana\navocado\n' | nl -b 'pa'
#### expand -i and tab list with slash
printf '\ta\tb\n' | expand -i -t 4 | od -c | head -2; printf 'a\tb\tc\n' | expand -t '2,/5'
#### unexpand -a and --first-only
printf 'a       b       c\n' | unexpand -a | od -c | head -2; printf '        a       b\n' | unexpand --first-only | od -c | head -2
#### tac -s and -r and -b
printf 'a,b,c,' | tac -s,; echo; printf 'a1b22c' | tac -r -s '[0-9]+'; echo; printf 'a,b,c' | tac -b -s,; echo
#### head -c with suffixes and -z
printf '%0100d' 0 | head -c 1K | wc -c; printf 'a\0b\0c\0' | head -z -n 2 | tr '\0' '|'; echo
#### head invalid count messages
head -n x /dev/null; echo "rc=$?"; head -c 1Q /dev/null; echo "rc=$?"
#### tail -c +N and -n +0 and -z
printf 'abcdef' | tail -c +3; echo; printf '1\n2\n' | tail -n +0; printf 'a\0b\0c\0' | tail -z -n 1 | tr '\0' '|'; echo
#### tail obsolete forms
printf '1\n2\n3\n' | tail -1; printf '1\n2\n3\n' | tail +2; printf 'abc' | tail -2c; echo
#### wc --total and --files0-from
printf 'a\n' > a; printf 'b b\n' > b; wc --total=never a b; wc --total=only a b; printf 'a\0b\0' | wc -l --files0-from=-
#### wc -L with tabs and wide
printf 'a\tb\n' | wc -L; printf '日本\n' | wc -L
#### seq -f with %g and large numbers
seq -f '%g' 1e6 1e6 3e6; seq 9999998 10000000; seq -f '%05.1f' 1 3
#### seq with equal width and negatives
seq -w -3 2; seq -s '' 3; echo; seq 0.1 0.1 0.5
#### seq invalid format
seq -f '%d' 3; echo "rc=$?"; seq -f 'x' 3; echo "rc=$?"
#### printf command %d with quotes and overflow
printf '%d %d %d\n' "'A" '"b' 0x10; printf '%d\n' 99999999999999999999; echo "rc=$?"
#### printf command %s with width from star and negative
printf '[%*s][%-*s][%.*s]\n' 5 a -5 b 2 hello
#### printf command %b escapes and \c stop
printf '%b\n' 'a\0101\x41\u00e9' ; printf '%b' 'x\cy'; echo; printf 'a\cb'; echo
#### printf command %g %e %a
printf '%g %g %e %.3a\n' 0.0001 1e10 123 1
#### numfmt --round and --grouping
numfmt --to=si --round=down 1999; numfmt --to=si --round=up 1001; numfmt --to=si --round=nearest 1500; numfmt --grouping 1234567
#### numfmt --to-unit --from-unit and invalid suffix
numfmt --from-unit=1024 --to=iec 4; numfmt --to-unit=1000 5000; numfmt --from=si 5X; echo "rc=$?"
#### numfmt --header and --invalid
printf 'size\n1000\nabc\n2000\n' | numfmt --header --to=si --invalid=ignore; echo "rc=$?"
#### numfmt -d and --field range
echo '1000:2000:3000' | numfmt -d: --field=2- --to=si
#### date -d weekday and ordinal words
TZ=UTC date -d '2024-05-01 next friday' +%F; TZ=UTC date -d '2024-05-01 last monday' +%F; TZ=UTC date -d '2024-05-01 +2 weeks' +%F
#### date -d with timezone offsets
TZ=UTC date -d '2024-05-01T12:00:00+02:00' '+%F %T %z'; TZ=UTC date -d '2024-05-01 12:00 EST' '+%F %T'
#### date format %:z %::z and %N
TZ=UTC date -d @0 '+%:z %::z %N %3N %Z'
#### date --date with -u and -d yesterday tomorrow relative to fixed
TZ=UTC date -d '2024-03-01 yesterday' +%F; TZ=UTC date -d '2024-12-31 tomorrow' +%F
#### date -d epoch with fraction and negative
TZ=UTC date -d @-1 '+%F %T'; TZ=UTC date -d @1.5 '+%s %N'
#### date -f file of dates
printf '2024-01-01\n2024-02-30\n2024-03-01\n' > ds; TZ=UTC date -f ds +%j; echo "rc=$?"
#### date format width and flags
TZ=UTC date -d '2024-01-05 03:04:05' '+%10Y|%-H|%_H|%0e|%^B|%#Z|%8N'
#### date -d invalid month day message
TZ=UTC date -d '2024-13-01'; echo "rc=$?"
#### tr [:upper:] to [:lower:] and equivalence
echo 'ABC' | tr '[:upper:]' '[:lower:]'; echo 'aXb' | tr '[=a=]' z; echo 'hello' | tr 'a-z' '[A*3]X'
#### tr -t truncate and class errors
echo 'abc' | tr -t 'abc' 'x'; echo 'abc' | tr 'a-c' '[:upper:]'; echo 'abc' | tr '[:lower:]' 'x-'; echo "rc=$?"
#### tr -s with two sets and -d with -s
echo 'aabbcc' | tr -s 'ab' 'xy'; echo 'aa  bb' | tr -ds 'a' ' '
