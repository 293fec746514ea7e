#### pr a page of a dated file
printf 'one\ntwo\nthree\n' > f; touch -d '2020-03-04 05:06:07' f; pr f
#### pr -h title and -l short page
printf 'a\nb\nc\n' > f; touch -d '2021-01-01 00:00:00' f; pr -l 12 -h 'My Report' f
#### pr -t three columns down
seq 10 | pr -t -3
#### pr -a across
seq 10 | pr -t -3 -a
#### pr -m merge two files
printf 'a1\na2\na3\n' > a; printf 'b1\nb2\n' > b; pr -m -t a b
#### pr -n numbering and separator
printf 'x\ny\nz\n' | pr -t -n; printf 'x\ny\n' | pr -t -n:3
#### pr -N first line number with pages
seq 30 | pr -t -l 10 +2 -n -N 100
#### pr page ranges
seq 40 | pr -D DATE -l 15 +2:3
#### pr -d double space and -o margin
printf 'a\nb\n' | pr -t -d -o 4
#### pr -s and -S separators
seq 6 | pr -t -2 -s:; seq 6 | pr -t -3 -S' | '
#### pr -J join lines
printf 'a long line here\nshort\nmore text\nend\n' | pr -t -2 -J
#### pr truncates long lines in columns
printf '%s\n' aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb c d | pr -t -2 -w 40
#### pr -e and -i tabs
printf 'a\tb\n\tc\n' | pr -t -e4; printf 'a        b\n' | pr -t -i | od -c
#### pr -c and -v control characters
printf 'a\001b\177c\n' | pr -t -c; printf 'a\001b\200c\n' | pr -t -v
#### pr form feeds in input
printf 'p1\n\fp2\nx\n' | pr -D D -l 13
#### pr -f form feed pages
seq 3 | pr -D D -f -l 12 | od -c | tail -3
#### pr -T omits pagination
printf 'a\n\fb\n' | pr -T | od -c
#### pr bad options
pr -l 0 </dev/null; echo "st=$?"; pr -w x </dev/null; echo "st=$?"; pr -2 -m a b </dev/null; echo "st=$?"
#### pr missing files and -r
printf 'x\n' > a; pr -t a nosuch a; echo "st=$?"; pr -t -r nosuch; echo "st=$?"
#### pr starting page past the end
seq 3 | pr -t -l 5 +4; echo "st=$?"
#### pr -W page width with numbering
seq 12 | pr -t -W 20 -3 -n
#### pr header with -D format and date of file
printf 'x\n' > f; touch -d '1999-12-31 23:59:00' f; pr -l 11 -D '%d/%m/%Y' f; pr -l 11 -D '' -h '' f
