#### head -n default and count
seq 15 | head; seq 5 | head -n 2
#### head -n negative all but last
seq 5 | head -n -2
#### head -c and -c negative
printf 'abcdefgh' | head -c 3; echo; printf 'abcdefgh' | head -c -3; echo
#### head -c with suffix
head -c 1K /dev/zero | wc -c; head -c 1kB /dev/zero | wc -c
#### head multiple files headers
printf '1\n2\n' > a; printf '3\n' > b; head -n1 a b
#### head -q and -v
printf '1\n' > a; printf '2\n' > b; head -q a b; head -v a
#### head missing file among others
printf '1\n' > a; head a nosuch; echo "st=$?"
#### head obsolete -3
seq 5 | head -3
#### head -n 0
seq 3 | head -n 0; echo "st=$?"
#### head invalid count
head -n x /dev/null; echo "st=$?"; head -c -x /dev/null; echo "st=$?"
#### head -z
printf 'a\0b\0c\0' | head -z -n 2 | od -c
#### head no trailing newline
printf 'a\nb' | head -n 5 | od -c
#### tail -n default and count
seq 15 | tail; seq 5 | tail -n 2
#### tail -n plus form
seq 5 | tail -n +3
#### tail -c and -c plus
printf 'abcdefgh' | tail -c 3; echo; printf 'abcdefgh' | tail -c +3; echo
#### tail multiple files headers
printf '1\n2\n' > a; printf '3\n' > b; tail -n1 a b
#### tail -q
printf '1\n' > a; printf '2\n' > b; tail -q a b
#### tail missing file
printf '1\n' > a; tail nosuch a; echo "st=$?"
#### tail obsolete +2 and -2
seq 4 | tail +2; seq 4 | tail -2
#### tail no trailing newline
printf 'a\nb\nc' | tail -n 2 | od -c
#### tail -n 0 and +0
seq 3 | tail -n 0; echo "st=$?"; seq 2 | tail -n +0
#### tail invalid count
tail -n x /dev/null; echo "st=$?"
#### tail -z
printf 'a\0b\0c\0' | tail -z -n 1 | od -c
#### wc all counts
printf 'hello world\nfoo\n' | wc
#### wc -l -w -c selections
printf 'a b\nc\n' | wc -l; printf 'a b\nc\n' | wc -w; printf 'a b\nc\n' | wc -c
#### wc -m UTF-8 chars vs bytes
printf 'héllo\n' | wc -m; printf 'héllo\n' | wc -c
#### wc -L longest line
printf 'ab\nabcdef\n\tx\n' | wc -L
#### wc multiple files total
printf 'a\n' > a; printf 'b c\nd\n' > b; wc a b
#### wc missing file among others
printf 'a\n' > a; wc a nosuch; echo "st=$?"
#### wc no trailing newline
printf 'a b' | wc
#### wc empty input
printf '' | wc; wc /dev/null
#### wc --total=never and only
printf 'a\n' > a; printf 'b\n' > b; wc -l --total=never a b; wc -l --total=only a b
#### wc --files0-from
printf 'a\n' > a; printf 'bb\n' > b; printf 'a\0b\0' > list; wc -c --files0-from=list
#### wc NUL bytes counted
printf 'a\0b\n' | wc -c -w
#### wc -lc order of output
printf 'ab\n' | wc -c -l
#### numfmt to si and iec
numfmt --to=si 1000 1500000; numfmt --to=iec 1024 1536; numfmt --to=iec-i 2048
#### numfmt from si and iec
numfmt --from=si 1K 2.5M; numfmt --from=iec 1K; numfmt --from=auto 1Ki 1K
#### numfmt --suffix and --padding
numfmt --to=si --suffix=B 2000; numfmt --padding=8 42; numfmt --padding=-8 42 | od -c
#### numfmt --field and -d
printf 'x 2048 y\n' | numfmt --field=2 --to=iec
#### numfmt --header
printf 'SIZE\n1024\n' | numfmt --header --to=iec
#### numfmt --round modes
numfmt --to=si --round=up 1001; numfmt --to=si --round=down 1999; numfmt --to=si --round=nearest 1550
#### numfmt --format
numfmt --format='%08.2f' 3.14159; numfmt --format='[%'"'"'10f]' 1234567
#### numfmt invalid number
numfmt abc; echo "st=$?"; numfmt --from=si 1Q; echo "st=$?"
#### numfmt --invalid=warn and ignore
numfmt --invalid=warn 1 x 2; echo "st=$?"; numfmt --invalid=ignore x 3; echo "st=$?"
#### numfmt --to-unit and --from-unit
numfmt --from-unit=1024 --to=iec 1; numfmt --to-unit=1000 5000
#### numfmt negative and zero
numfmt --to=si -- -1500 0
#### seq basic forms
seq 3; seq 2 4; seq 1 3 10
#### seq descending and negative step
seq 5 -2 0; seq 3 1; echo "st=$?"
#### seq -s separator
seq -s, 5; seq -s '' 3
#### seq -w equal width
seq -w 8 11; seq -w -1 1
#### seq -f format
seq -f '%03g' 3; seq -f 'n=%.2f' 1 0.5 2
#### seq floats
seq 0.1 0.1 0.5; seq 1 0.25 2
#### seq invalid argument
seq abc; echo "st=$?"; seq 1 0 5; echo "st=$?"
#### seq missing operand and extra
seq; echo "st=$?"; seq 1 2 3 4; echo "st=$?"
#### seq bad format
seq -f '%d' 3; echo "st=$?"; seq -f 'x' 3; echo "st=$?"
#### seq big numbers
seq 9223372036854775807 9223372036854775809
#### seq exponent input
seq 1e2 1e2; seq 1 1e0 3
#### seq equal start end and -s with -w
seq 5 5; seq -s: -w 9 10
