#### seq 12 | pr -t -3 -a -n
seq 12 | pr -t -3 -a -n
#### printf 'a\tb\tc\n' | pr -t -2 -e -w 30 | od -c
printf 'a\tb\tc\n' | pr -t -2 -e -w 30 | od -c
#### seq 5 | pr -t -m -n - -
seq 5 | pr -t -m -n - -
#### printf '%s\n' a b c d e f g | pr -t -4 -l 3
printf '%s\n' a b c d e f g | pr -t -4 -l 3
#### seq 20 | pr -l 15 -D x -2 -n -h T
seq 20 | pr -l 15 -D x -2 -n -h T
#### printf 'a\tb\n' | pr -t -i -e
printf 'a\tb\n' | pr -t -i -e
#### seq 3 | pr -t -o 2 -d -n:2
seq 3 | pr -t -o 2 -d -n:2
#### printf 'abcdefghij\n' | pr -t -W 5 -n
printf 'abcdefghij\n' | pr -t -W 5 -n
#### seq 10 | pr -t -5 -s' ' -w 10
seq 10 | pr -t -5 -s' ' -w 10
#### printf 'one two three four five six seven eight\nnine ten\n\nnew para\
printf 'one two three four five six seven eight\nnine ten\n\nnew para\n' | fmt -w 15 -p '' 
#### printf '> a b c d e f\n> g h\n' | fmt -p '> ' -w 8
printf '> a b c d e f\n> g h\n' | fmt -p '> ' -w 8
#### printf 'a b c d e f g h i j k l m n o p\n' | fmt -g 5
printf 'a b c d e f g h i j k l m n o p\n' | fmt -g 5
#### numfmt --to=iec --format='%.1f' 1500 2048
numfmt --to=iec --format='%.1f' 1500 2048
#### numfmt --from=iec --to=si 1G; numfmt --to=si 0.5; numfmt --to=si -- -0
numfmt --from=iec --to=si 1G; numfmt --to=si 0.5; numfmt --to=si -- -0.5; numfmt 1e3
#### numfmt --format='%\'"'"'10d' 1234567; numfmt --format='%-10.3f|' 3
numfmt --format='%\'"'"'10d' 1234567; numfmt --format='%-10.3f|' 3
#### numfmt --to=iec 1023 1024 1025 9999 10239 10240 99999999
numfmt --to=iec 1023 1024 1025 9999 10239 10240 99999999
#### numfmt --to=si 999.5 999.95 9999 99999 999999
numfmt --to=si 999.5 999.95 9999 99999 999999
#### numfmt --from=auto 1.5Gi; numfmt --to=auto 5 ; echo st=$?
numfmt --from=auto 1.5Gi; numfmt --to=auto 5 ; echo st=$?
#### env printf '%.3s|%10.4s|%-3c|\n' abcdef abcdef x
env printf '%.3s|%10.4s|%-3c|\n' abcdef abcdef x
#### env printf '%g %G %a\n' 0.0001 1e20 1
env printf '%g %G %a\n' 0.0001 1e20 1
#### env printf '%5%\n'; echo st=$?
env printf '%5%\n'; echo st=$?
#### env printf '%s\n' '\n'; env printf '\c after'; echo; env printf 'x\z\n
env printf '%s\n' '\n'; env printf '\c after'; echo; env printf 'x\z\n'
#### env printf '%*.*f\n' 8 2 3.14159; env printf '%.*d\n' 5 42
env printf '%*.*f\n' 8 2 3.14159; env printf '%.*d\n' 5 42
#### env printf '%d\n' ' 12' '+3' '-0x10' "'é"
env printf '%d\n' ' 12' '+3' '-0x10' "'é"
#### env printf '%f\n' inf nan -inf 1e400; echo st=$?
env printf '%f\n' inf nan -inf 1e400; echo st=$?
#### env printf '%b' '\e[0m\c' | od -c
env printf '%b' '\e[0m\c' | od -c
#### seq -f '%.3e' 1 0.5 2; seq -f '%G' 1000000 1000000; seq 1e6 1e6
seq -f '%.3e' 1 0.5 2; seq -f '%G' 1000000 1000000; seq 1e6 1e6
#### seq 9007199254740992 9007199254740994; seq -w 0.5 0.5 2
seq 9007199254740992 9007199254740994; seq -w 0.5 0.5 2
#### seq 1 0.1 1.3; seq -s' ' 10 -3 0
seq 1 0.1 1.3; seq -s' ' 10 -3 0
#### seq --equal-width 1 0.5 10 | tail -2; seq -f '%%%g' 1 2
seq --equal-width 1 0.5 10 | tail -2; seq -f '%%%g' 1 2
#### printf 'b\na\nc\n' | sort --debug
printf 'b\na\nc\n' | sort --debug
#### printf 'x 1\ny 2\n' | sort -k2n --debug
printf 'x 1\ny 2\n' | sort -k2n --debug
#### printf 'a\nb\n' | sort -R --random-source=/dev/zero
printf 'a\nb\n' | sort -R --random-source=/dev/zero
#### printf '1\n2\n' | sort -S 1K --parallel=2 -T /tmp
printf '1\n2\n' | sort -S 1K --parallel=2 -T /tmp
#### printf 'aa\nab\n' | sort -k1.1,1.1 -s -u
printf 'aa\nab\n' | sort -k1.1,1.1 -s -u
#### od -A x -t x1z -w8 <<< 'hello world foo'
od -A x -t x1z -w8 <<< 'hello world foo'
#### printf 'abc' | od -t c -t x1 -v -w2
printf 'abc' | od -t c -t x1 -v -w2
#### printf '\x01\x02\x03\x04\x05\x06\x07\x08' | od -t u2 -t d4 -t f8 --end
printf '\x01\x02\x03\x04\x05\x06\x07\x08' | od -t u2 -t d4 -t f8 --endian=big
#### printf 'hello' | od -j 1 -N 3 -t a -A d
printf 'hello' | od -j 1 -N 3 -t a -A d
#### printf 'abcdefgh' | od -s -S 3; printf 'ab\0cdefg\0' | od -S 3
printf 'abcdefgh' | od -s -S 3; printf 'ab\0cdefg\0' | od -S 3
