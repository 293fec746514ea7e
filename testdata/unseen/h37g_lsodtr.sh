#### touch a 'b c' "d'e" 'f"g' $'h\ni' j; ls --quoting-style=shell; ls -Q;
cd "$(mktemp -d)"; touch a 'b c' "d'e" 'f"g' $'h\ni' j; ls --quoting-style=shell; ls -Q; ls --quoting-style=c; ls -b; ls --quoting-style=escape -1
#### touch a b c d e f g h i j k l m n o p; COLUMNS=20 ls -C; COLUMNS=20 ls
cd "$(mktemp -d)"; touch a b c d e f g h i j k l m n o p; COLUMNS=20 ls -C; COLUMNS=20 ls -x; ls -m -w 15
#### mkdir d; touch f; ln -s f l; mkfifo p; chmod +x f; ls -F; ls -p; ls --
cd "$(mktemp -d)"; mkdir d; touch f; ln -s f l; mkfifo p; chmod +x f; ls -F; ls -p; ls --indicator-style=file-type
#### touch a1 a10 a2 b.txt c.c; ls -v; ls -X; ls -r; ls --sort=extension -r
cd "$(mktemp -d)"; touch a1 a10 a2 b.txt c.c; ls -v; ls -X; ls -r; ls --sort=extension -r
#### mkdir -p z/y; touch z/x z/y/w b; ls -R; ls --group-directories-first
cd "$(mktemp -d)"; mkdir -p z/y; touch z/x z/y/w b; ls -R; ls --group-directories-first
#### printf '%100s' > big; : > small; printf x > mid; ls -S; ls -Sr; ls -s1
cd "$(mktemp -d)"; printf '%100s' > big; : > small; printf x > mid; ls -S; ls -Sr; ls -s1 --block-size=1 | head -1 | wc -l
#### touch .h a; ls -a; ls -A; ls -d .; ls -I 'a*'; ls --hide='a'; ls -B; t
cd "$(mktemp -d)"; touch .h a; ls -a; ls -A; ls -d .; ls -I 'a*'; ls --hide='a'; ls -B; touch b~; ls -B
#### touch -d '2020-01-01' o; touch -d '2021-01-01' n; ls -t; ls -tr; ls -1
cd "$(mktemp -d)"; touch -d '2020-01-01' o; touch -d '2021-01-01' n; ls -t; ls -tr; ls -1 --time-style=+%Y -g -o --no-group 2>&1 | sed 's/^.\{10\} [0-9]*//' 
#### touch 'a b' c; ls -w 0 -C; ls --width=5 -C; ls -1 --zero | od -c | hea
cd "$(mktemp -d)"; touch 'a b' c; ls -w 0 -C; ls --width=5 -C; ls -1 --zero | od -c | head -2
#### touch $'\x01x' $'\xff'; ls; ls -q; ls --show-control-chars | od -c | h
cd "$(mktemp -d)"; touch $'\x01x' $'\xff'; ls; ls -q; ls --show-control-chars | od -c | head -3
#### od -t x2 -A o -w4 -v <<< 'abcdefgh'; od -t o1 -N 4 -j 2 -A n <<< 'abcd
od -t x2 -A o -w4 -v <<< 'abcdefgh'; od -t o1 -N 4 -j 2 -A n <<< 'abcdefgh'
#### printf '\x00\x00\x00\x00\x00\x00\x00\x00\x01' | od -t x1; printf 'aaaa
printf '\x00\x00\x00\x00\x00\x00\x00\x00\x01' | od -t x1; printf 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' | od -c
#### printf 'abcdefgh' | od -t f4 -t f2 2>&1 | head -3; printf 'ab' | od -t
printf 'abcdefgh' | od -t f4 -t f2 2>&1 | head -3; printf 'ab' | od -t fH 2>&1 | head -2; printf 'abcd' | od -t fB 2>&1 | head -2
#### printf '\x80\xff\x7f' | od -t d1 -t u1 -t a -t c; od -l -i -x <<< 'abc
printf '\x80\xff\x7f' | od -t d1 -t u1 -t a -t c; od -l -i -x <<< 'abcdefghijklmnop' | head -3
#### printf 'hello world\n' | od --traditional -c 2>&1 | head; printf 'abc'
printf 'hello world\n' | od --traditional -c 2>&1 | head; printf 'abc' | od +1 2>&1
#### od -t x16 <<< 'abcdefghijklmnop' 2>&1; od -t d3 /dev/null; echo st=$?;
od -t x16 <<< 'abcdefghijklmnop' 2>&1; od -t d3 /dev/null; echo st=$?; od -w0 /dev/null; echo st=$?
#### echo 'ab|cd|ef' | cut -d'|' -f2- --output-delimiter=''; echo 'abc' | c
echo 'ab|cd|ef' | cut -d'|' -f2- --output-delimiter=''; echo 'abc' | cut -c2- -c1; echo abcde | cut -b 1,1-2,2-3
#### printf 'a\nb' | cut -c1; echo; printf '' | cut -f1; echo 'a:b' | cut -
printf 'a\nb' | cut -c1; echo; printf '' | cut -f1; echo 'a:b' | cut -d: -f1 -z | od -c
#### echo 'αβγδ' | cut -c 2-3; echo 'αβγδ' | cut -b 3-4; echo 'αβγδ' | cut
echo 'αβγδ' | cut -c 2-3; echo 'αβγδ' | cut -b 3-4; echo 'αβγδ' | cut -c 2 --output-delimiter=X; echo 'αβγδ' | cut -c 1,3 --output-delimiter=X
#### echo 'abc' | tr -d 'a-'; echo 'a-b' | tr 'a-' 'xy'; echo '-a' | tr --
echo 'abc' | tr -d 'a-'; echo 'a-b' | tr 'a-' 'xy'; echo '-a' | tr -- '-a' 'xy'; echo 'a]b' | tr ']' x
#### echo 'abc' | tr '[:alpha:]' '[:upper:]'; echo 'x' | tr '[:upper:]' 'a'
echo 'abc' | tr '[:alpha:]' '[:upper:]'; echo 'x' | tr '[:upper:]' 'a'; echo st=$?; echo 'a' | tr 'a' '[:upper:]'; echo st=$?
#### echo 'abc' | tr -s '' 2>&1; echo 'hello' | tr -ds 'l' 'o'; echo 'aaa'
echo 'abc' | tr -s '' 2>&1; echo 'hello' | tr -ds 'l' 'o'; echo 'aaa' | tr -d ''; echo 'a' | tr '' ''; echo st=$?
#### echo 'abcd' | tr '[a*2]bc' 'xyz' 2>&1; echo st=$?; echo 'abc' | tr 'a-
echo 'abcd' | tr '[a*2]bc' 'xyz' 2>&1; echo st=$?; echo 'abc' | tr 'a-c' '[x*]y' 2>&1; echo st=$?
#### echo 'éa' | tr 'é' 'e' | od -c | head -2; echo 'a' | tr '\u00e9' x 2>&
echo 'éa' | tr 'é' 'e' | od -c | head -2; echo 'a' | tr '\u00e9' x 2>&1
#### echo 'aa bb' | tr -c -s '[:alpha:]' '\n'; printf 'a\0b' | tr '\0' ' ';
echo 'aa bb' | tr -c -s '[:alpha:]' '\n'; printf 'a\0b' | tr '\0' ' '; echo; echo abc | tr -c a '\n'
#### numfmt --to=iec-i --suffix=B --format='%7.1f' 1000000; numfmt --from=i
numfmt --to=iec-i --suffix=B --format='%7.1f' 1000000; numfmt --from=iec-i 1.5Ki; numfmt --from=iec-i 1K; echo st=$?
#### numfmt --to=si 1e30; echo st=$?; numfmt --from=si 1Y 1R 1Q 2>&1; numfm
numfmt --to=si 1e30; echo st=$?; numfmt --from=si 1Y 1R 1Q 2>&1; numfmt --to=iec 1180591620717411303424 2>&1
#### numfmt -- -1K 2>&1; numfmt --from=si -- -1K; numfmt ' 12 '; numfmt --f
numfmt -- -1K 2>&1; numfmt --from=si -- -1K; numfmt ' 12 '; numfmt --field 2 'a  12  b' ; numfmt -z 5 | od -c
#### numfmt --format '%f' --to=si 1.5; numfmt --format='%.0f' 2.5 3.5; numf
numfmt --format '%f' --to=si 1.5; numfmt --format='%.0f' 2.5 3.5; numfmt 1.23456789; numfmt --from=none 0.000001
#### numfmt --padding=5 --to=si 12345 -d ' ' --field=1; echo ' 12345 x' | n
numfmt --padding=5 --to=si 12345 -d ' ' --field=1; echo '  12345 x' | numfmt --to=si; echo 'a12345' | numfmt; echo st=$?
