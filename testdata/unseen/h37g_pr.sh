#### pr -n with width and tab separator
printf 'a\nb\nc\n' | pr -t -n5; printf 'a\nb\n' | pr -t -n'	'2 | od -c
#### pr -n with multiple columns
seq 8 | pr -t -2 -n; seq 8 | pr -t -3 -n,2 -w 40
#### pr -n with merge
cd "$(mktemp -d)"; printf 'a1\na2\n' > a; printf 'b1\nb2\nb3\n' > b; pr -t -m -n a b; pr -t -m -n:1 -s, a b
#### pr -n numbers wrap past the width
seq 1 12 | pr -t -n1; seq 98 102 | pr -t -n2 -N 98
#### pr -n letter separator and digit width
seq 3 | pr -t -nx3; seq 3 | pr -t -n.1
#### pr --number-lines long option forms
seq 2 | pr -t --number-lines; seq 2 | pr -t --number-lines=:4
#### pr -i output tabs default
printf '        x\n                y\n   z\n' | pr -t -i | od -c
#### pr -i with char and width
printf 'a       b       c\n        d\n' | pr -t -i_4; printf '            q\n' | pr -t -i4 | od -c
#### pr -i with -e together
printf 'a\tb\tc\n' | pr -t -e3 -i3 | od -c
#### pr --output-tabs and --expand-tabs long
printf 'x\ty\n' | pr -t --expand-tabs=,2; printf '          z\n' | pr -t --output-tabs=.5
#### pr -e custom char
printf 'a:b::c\n' | pr -t -e:6
#### pr -n page headers with dates fixed
seq 5 | pr -D D -l 15 -n
#### pr -w and -W differ in truncation
printf '%s\n' 0123456789012345678901234567890 | pr -t -W 10; printf '%s\n' 0123456789012345678901234567890 | pr -t -w 10
#### pr -2 with -W truncation per column
printf 'abcdefghijklmnop\nq\nr\ns\n' | pr -t -2 -W 16
#### pr -o with columns and -n
seq 4 | pr -t -2 -o3 -n -w 30
#### pr -m with -J and -S
cd "$(mktemp -d)"; printf 'aa\nbb\n' > c; printf 'cc\ndd\n' > d; pr -m -t -J -S'|' c d
#### pr -h header with file
cd "$(mktemp -d)"; seq 3 > f; pr -D '%Y' -h 'Title X' -l 14 f
#### pr -D date format with file mtime
cd "$(mktemp -d)"; seq 2 > f; touch -d '2019-07-08 09:10:11' f; TZ=UTC pr -D '+%Y-%m-%d %H' -l 13 f
#### pr +FIRST:LAST with -l and -t
seq 30 | pr -t -l 10 +2:2
#### pr -COLUMN -a with -s default tab
seq 7 | pr -t -3 -a -s | od -c | head -5
#### pr -l under 11 turns off header
seq 4 | pr -l 8; echo ---; seq 4 | pr -l 11 -D D
#### pr -F form feed header
seq 2 | pr -F -D D -l 20 | od -c | tail -4
#### pr -d with columns
seq 6 | pr -t -d -2
#### pr -v nonprinting and -c caret
printf 'x\033y\tz\n' | pr -t -v; printf 'x\033y\n' | pr -t -c
#### pr bad numbers for -n and -i
seq 1 | pr -t -n:x; echo "st=$?"; seq 1 | pr -t -i:0; echo "st=$?"; seq 1 | pr -t -N x; echo "st=$?"
#### pr -o margin bad and huge col count
pr -t -o x </dev/null; echo "st=$?"; seq 3 | pr -t -0; echo "st=$?"
#### pr -m three files with blank file
cd "$(mktemp -d)"; printf '1\n2\n' > a; : > b; printf 'x\n' > c; pr -m -t a b c
#### pr -s without -COLUMN merges
seq 4 | pr -t -s: ; seq 4 | pr -t -2 -s
