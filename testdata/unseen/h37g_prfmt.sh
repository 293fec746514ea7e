#### printf 'a\tbb\tccc\n' | pr -t -3 -i | od -c | head
printf 'a\tbb\tccc\n' | pr -t -3 -i | od -c | head
#### printf 'x\n\fy\n' | pr -t -n
printf 'x\n\fy\n' | pr -t -n
#### printf '1\n2\n3\n4\n5\n6\n7\n' | pr -t -3 -b 2>&1; echo st=$?
printf '1\n2\n3\n4\n5\n6\n7\n' | pr -t -3 -b 2>&1; echo st=$?
#### seq 25 | pr -D x -l 12 -3 -a | cat -A
seq 25 | pr -D x -l 12 -3 -a | cat -A
#### seq 9 | pr -t -3 -J -S, -n
seq 9 | pr -t -3 -J -S, -n
#### printf 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
printf 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n' | pr -t -n -w 20
#### seq 3 | pr -t -n -N -5
seq 3 | pr -t -n -N -5
#### seq 3 | pr -t --columns=2 --across --separator=: --length=2
seq 3 | pr -t --columns=2 --across --separator=: --length=2
#### seq 100 | pr -D x --pages=3:4 -l 20 -2 | head -12
seq 100 | pr -D x --pages=3:4 -l 20 -2 | head -12
#### printf 'ab\b\bcd\n' | pr -t -2 -w 20 | od -c | head
printf 'ab\b\bcd\n' | pr -t -2 -w 20 | od -c | head
#### printf '\t\ta\n' | pr -t -o 3 -e | od -c
printf '\t\ta\n' | pr -t -o 3 -e | od -c
#### printf 'a\tb\n' | pr -t -e0 | od -c; printf 'a\tb\n' | pr -t -ex0 | od
printf 'a\tb\n' | pr -t -e0 | od -c; printf 'a\tb\n' | pr -t -ex0 | od -c
#### printf 'abc\n' | pr -t -n -i; seq 2 | pr -t -n:0; echo st=$?
printf 'abc\n' | pr -t -n -i; seq 2 | pr -t -n:0; echo st=$?
#### printf 'a\nb\nc\nd\ne\n' | pr -t -2 -d
printf 'a\nb\nc\nd\ne\n' | pr -t -2 -d
#### printf 'a\n' | pr -t -W 0; echo st=$?; printf 'a\n' | pr -t -w 1 -2; e
printf 'a\n' | pr -t -W 0; echo st=$?; printf 'a\n' | pr -t -w 1 -2; echo st=$?
#### printf 'a b\n' | pr -t -S; printf 'a\nb\n' | pr -t -2 -S
printf 'a b\n' | pr -t -S; printf 'a\nb\n' | pr -t -2 -S
#### printf 'x\n' > 'f 1'; TZ=UTC touch -d '2020-01-01' 'f 1'; TZ=UTC pr -l
cd "$(mktemp -d)"; printf 'x\n' > 'f 1'; TZ=UTC touch -d '2020-01-01' 'f 1'; TZ=UTC pr -l 11 'f 1' | cat -A
#### seq 3 > a; seq 4 6 > b; TZ=UTC touch -d '2020-01-01' a b; TZ=UTC pr -m
cd "$(mktemp -d)"; seq 3 > a; seq 4 6 > b; TZ=UTC touch -d '2020-01-01' a b; TZ=UTC pr -m -l 12 a b | cat -A
#### seq 3 | pr -h '' -D '' -l 12 | cat -A
seq 3 | pr -h '' -D '' -l 12 | cat -A
#### printf 'a\nb\n' | pr -t -2 -a -m 2>&1; echo st=$?
printf 'a\nb\n' | pr -t -2 -a -m 2>&1; echo st=$?
#### fmt -w 10 <<< 'aaa bbb ccc ddd eee fff ggg hhh iii'; fmt --width=10 --
fmt -w 10 <<< 'aaa bbb ccc ddd eee fff ggg hhh iii'; fmt --width=10 --goal=8 <<< 'a b c d e f g h i j k'
#### printf ' indented text that goes on for a while\n more\n' | fmt -w 20
printf '   indented text that goes on for a while\n   more\n' | fmt -w 20 -s
#### printf 'one\n\n\ntwo\n' | fmt; printf 'a\n.b\nc\n' | fmt
printf 'one\n\n\ntwo\n' | fmt; printf 'a\n.b\nc\n' | fmt
#### printf 'Mr. Smith went. He came back. Right? Yes!\n' | fmt -w 20 -u
printf 'Mr. Smith went.  He came back. Right?  Yes!\n' | fmt -w 20 -u
#### printf '\tTab indented line that is long enough\n' | fmt -w 20 | od -c
printf '\tTab indented line that is long enough\n' | fmt -w 20 | od -c | head -4
#### printf 'ab\ncd\n' | fmt -p 'a'; printf ' #x y z\n #w\n' | fmt -p '#' -
printf 'ab\ncd\n' | fmt -p 'a'; printf '  #x y z\n  #w\n' | fmt -p '#' -w 4
#### printf 'aaa\n bbb ccc ddd eee fff\n ggg\n' | fmt -t -w 12
printf 'aaa\n  bbb ccc ddd eee fff\n  ggg\n' | fmt -t -w 12
#### printf 'x\r\ny\n' | fmt | od -c
printf 'x\r\ny\n' | fmt | od -c
#### printf 'word %.0s' {1..30} | fmt -w 30
printf 'word %.0s' {1..30} | fmt -w 30
#### printf 'a b\n' | fmt -w 3 -g 3; printf 'a b\n' | fmt -g 90; echo st=$?
printf 'a b\n' | fmt -w 3 -g 3; printf 'a b\n' | fmt -g 90; echo st=$?
