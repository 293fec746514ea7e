#### sed y command
echo 'hello world' | sed 'y/abcdefghij/ABCDEFGHIJ/'; echo 'a/b' | sed 'y,/,|,'; echo 'abc' | sed 'y/ab/x/'; echo "st=$?"
#### sed y with escapes
printf 'a\tb\n' | sed 'y/\t/_/'; echo 'a\b' | sed 'y/\\/|/'
#### sed l command
printf 'a\tb\001\n' | sed -n l; printf '%s\n' "$(printf '%80s' | tr ' ' x)" | sed -n l; echo 'héllo' | sed -n l
#### sed l with length
echo abcdefghijkl | sed -n 'l 5'; echo abcdefghijkl | sed -l 6 -n l; echo abc | sed -n 'l 0'
#### sed = line numbers
printf 'a\nb\n' | sed =; printf 'a\nb\nc\n' | sed -n '$='
#### sed a i c one-liners
printf '1\n2\n' | sed '1a\foo'; printf '1\n2\n' | sed '2i bar'; printf '1\n2\n3\n' | sed '2c\baz'
#### sed a with leading whitespace and backslash
printf '1\n' | sed 'a\   x'; printf '1\n' | sed 'a   y'; printf '1\n' | sed 'a\\z'
#### sed c on range
printf '1\n2\n3\n4\n' | sed '2,3c\X'; printf '1\n2\n3\n' | sed '$!c\Y'
#### sed i multi line
printf '1\n' | sed 'i\
first\
second'
#### sed a then n
printf '1\n2\n3\n' | sed '1{a\
A
n}'
#### sed w file
cd "$(mktemp -d)"; printf 'a\nb\na\n' | sed -n '/a/w out'; cat out; printf 'x\n' | sed 's/x/y/w out2'; cat out2
#### sed w /dev/stdout
printf 'a\nb\n' | sed 's/a/A/w /dev/stdout'
#### sed r file
cd "$(mktemp -d)"; echo INS > i; printf '1\n2\n' | sed '1r i'; printf '1\n2\n' | sed 'r nope'
#### sed R file
cd "$(mktemp -d)"; printf 'x\ny\n' > i; printf '1\n2\n3\n' | sed 'R i'
#### sed e command
echo 'echo hi' | sed e; printf 'a\n' | sed '1e echo pre'
#### sed s///e
echo 'echo abc' | sed 's/abc/xyz/e'
#### sed M flag
printf 'a\nb\n' | sed 'N;s/^b/B/M'; printf 'a\nb\n' | sed 'N;s/a$/A/M'; printf 'a\nb\n' | sed -n 'N;/^b$/Mp'
#### sed 0,/re/
printf 'x\nx\nx\n' | sed '0,/x/s//y/'; printf 'x\nx\n' | sed '1,/x/s/x/y/'
#### sed 0 address errors
echo a | sed '0p'; echo "st=$?"; echo a | sed '0,5p'; echo "st=$?"
#### sed addr,+N and addr,~N
seq 10 | sed -n '3,+2p'; seq 10 | sed -n '5,~4p'; seq 10 | sed -n '0~3p'; seq 10 | sed -n '2~0p'
#### sed I flag and address
printf 'Abc\nx\n' | sed -n '/abc/Ip'; echo Hello | sed 's/hello/bye/I'
#### sed s numbered and g
echo aaaa | sed 's/a/b/2'; echo aaaa | sed 's/a/b/2g'; echo 'a.b.c' | sed 's/\./-/g'
#### sed case conversion
echo 'hello world' | sed 's/\w\+/\u&/g'; echo 'Hello' | sed 's/.*/\U&/'; echo 'ABC def' | sed 's/\(\w*\) \(\w*\)/\L\1\E \U\2/'
#### sed -s and F
cd "$(mktemp -d)"; printf 'a\n' > x; printf 'b\n' > y; sed -s -n '$p' x y; sed -n '1F' x
#### sed -z
printf 'a\0b\0' | sed -z 's/^/X/' | tr '\0' ,; echo
#### sed -E and -r
echo 'aaa bbb' | sed -E 's/(a+) (b+)/\2 \1/'; echo 'ab' | sed -r 's/(a|b)+/X/'
#### sed q and Q with exit code
printf '1\n2\n' | sed '1q5'; echo "st=$?"; printf '1\n2\n' | sed '1Q'; echo "st=$?"
#### sed T and t
printf 'ab\ncd\n' | sed 's/a/A/;T;s/$/!/'; printf 'x\n' | sed ':a;s/x/xy/;/yyy/!ta'
#### sed D G H x
printf '1\n2\n3\n' | sed -n '1!G;h;$p'; printf 'a\n\n\nb\n' | sed '/^$/N;/\n$/D'
#### sed v and z
echo abc | sed 'v;z;s/^$/empty/'; echo a | sed 'v 9.0'; echo "st=$?"
#### sed unknown command errors
echo a | sed 'k'; echo "st=$?"; echo a | sed 's/a/b'; echo "st=$?"; echo a | sed 's/a/b/q'; echo "st=$?"
#### sed in place with suffix
cd "$(mktemp -d)"; echo a > f; sed -i.bak 's/a/b/' f; cat f f.bak; sed -i -e '1i top' f; cat f
#### sed --posix rejects
echo abc | sed --posix 's/b\+/X/'; echo 'a+' | sed --posix 's/a\+/Y/'
#### sed newline in replacement and class
echo 'a,b' | sed 's/,/\n/'; echo 'a b' | sed 's/[[:space:]]/_/'
#### sed special replacement ampersand escaped
echo abc | sed 's/b/[\&&]/'; echo abc | sed 's|b|/|'
#### sed regex empty reuse
echo 'foo bar foo' | sed '/foo/s//X/g'
#### sed -n p with ! and ranges
seq 5 | sed -n '2,4!p'; seq 5 | sed '2!d'
#### grep -w -x
printf 'foo\nfoobar\nbar foo\n' | grep -w foo; printf 'foo\nfoo bar\n' | grep -x foo; printf 'a_b\na-b\n' | grep -w a
#### grep -f patterns file
cd "$(mktemp -d)"; printf 'a\nc\n' > p; printf 'abc\nbcd\nxyz\n' | grep -f p; : > e; printf 'x\n' | grep -f e; echo "st=$?"
#### grep --include --exclude --exclude-dir
cd "$(mktemp -d)"; mkdir -p d/skip d/k; echo hit > d/a.c; echo hit > d/b.h; echo hit > d/skip/c.c; echo hit > d/k/e.c; grep -r --include='*.c' hit d | sort; grep -r --exclude='*.c' hit d; grep -r --exclude-dir=skip hit d | sort
#### grep -m with -A
printf 'a1\nb\na2\nc\na3\n' | grep -m2 -A1 a; printf 'a\na\n' | grep -m1 -c a
#### grep -b -o
printf 'abc\nxbc\n' | grep -b bc; printf 'abcbc\n' | grep -bo bc
#### grep -z
printf 'a\nb\0c\0' | grep -z b | tr '\0' ,; echo; printf 'x\0y\0' | grep -zc y
#### grep --label and -H
echo hi | grep --label=LBL -H hi; echo hi | grep --label=LBL -c hi; echo hi | grep --label=L -l hi
#### grep -L and -l status
cd "$(mktemp -d)"; echo a > x; echo b > y; grep -L a x y; echo "st=$?"; grep -l a x y; echo "st=$?"; grep -L z x; echo "st=$?"
#### grep -P features
printf 'foo123\nbar\n' | grep -P '\d+'; echo 'aXb' | grep -oP '(?<=a).(?=b)'; echo 'ab' | grep -P 'a(?!b)'; echo "st=$?"
#### grep -P -o lazy
echo '<a><b>' | grep -oP '<.+?>'
#### grep -c with -v and multiple files
cd "$(mktemp -d)"; printf 'a\nb\n' > x; printf 'a\n' > y; grep -vc a x y; grep -h a x y
#### grep context separators
printf '1\nm\n2\n3\n4\nm\n5\n' | grep -C1 m; printf '1\nm\n2\nm\n' | grep -A1 --group-separator=XX m; printf '1\nm\n2\n3\nm\n' | grep -B1 --no-group-separator m
#### grep -n -T and --line-buffered
printf 'a\nb\n' | grep -nT b; printf 'a\n' | grep --line-buffered a
#### grep -e multiple and -i -o
echo 'Foo bar' | grep -o -i -e foo -e BAR; echo abc | grep -e a -e z -c
#### grep -q and -s errors
grep -q a /nope; echo "st=$?"; grep -s a /nope; echo "st=$?"; echo a | grep -q a /nope -; echo "st=$?"
#### grep -r with directory operand skipped without -r
cd "$(mktemp -d)"; mkdir d; grep x d; echo "st=$?"
#### grep -E backref and -F
printf 'a.b\naxb\n' | grep -F a.b; printf 'abab\n' | grep -F -x -e ab -e abab
#### grep --color=always
echo 'a foo b' | grep --color=always foo | od -c | head -3
#### grep binary file matches
printf 'a\0b\n' | grep a; printf 'a\0b\n' | grep -a a | od -c | head -1; printf 'a\0b\n' | grep -c a
#### grep -o empty matches and -v -o
echo abc | grep -o 'x*'; echo "st=$?"; echo abc | grep -ov z; echo "st=$?"
#### grep --null and -Z
cd "$(mktemp -d)"; echo a > x; grep -lZ a x | od -c | head -1
#### grep -r symlink follow -R
cd "$(mktemp -d)"; mkdir r; echo hit > t; ln -s ../t r/l; grep -r hit r; echo "st=$?"; grep -R hit r
#### awk gensub
echo 'hello world' | awk '{print gensub(/o/, "0", "g")}'; echo 'aaa' | awk '{print gensub(/a/, "b", 2)}'; echo 'ab cd' | awk '{print gensub(/(\w+) (\w+)/, "\\2 \\1", "g")}'
#### awk gensub on target and &
echo x | awk '{s="foo"; print gensub(/o/, "[&]", "g", s); print s}'
#### awk strftime with TZ
TZ=UTC awk 'BEGIN{print strftime("%Y-%m-%d %H:%M:%S", 0); print strftime("%j %a", 86400*40)}'; awk 'BEGIN{print strftime("%H", 3600, 1)}'
#### awk mktime and systime shape
TZ=UTC awk 'BEGIN{print mktime("2020 01 02 03 04 05"); print (systime() > 1600000000)}'
#### awk asort asorti
awk 'BEGIN{a["x"]=3;a["y"]=1;a["z"]=2; n=asort(a,b); for(i=1;i<=n;i++) printf "%s ", b[i]; print ""; n=asorti(a,c); for(i=1;i<=n;i++) printf "%s ", c[i]; print ""}'
#### awk asort in place and with how
awk 'BEGIN{a[1]="b";a[2]="a";a[3]="c"; asort(a); print a[1] a[2] a[3]; split("3 10 2",d); asort(d,e,"@val_num_desc"); print e[1],e[2],e[3]}'
#### awk PROCINFO sorted_in
awk 'BEGIN{a["b"]=2;a["a"]=3;a["c"]=1; PROCINFO["sorted_in"]="@ind_str_asc"; for(k in a) printf "%s ", k; print ""; PROCINFO["sorted_in"]="@val_num_desc"; for(k in a) printf "%s ", k; print ""}'
#### awk split with seps
awk 'BEGIN{n=split("a1b22c", parts, /[0-9]+/, seps); print n, parts[1], parts[3], seps[1], seps[2]}'
#### awk split default and regex
awk 'BEGIN{n=split("  a b  ", x); print n, x[1]; n=split("a:b:", y, ":"); print n, "[" y[3] "]"; n=split("", z); print n}'
#### awk printf %c %i
awk 'BEGIN{printf "%c%c%c\n", 65, "hello", 256; printf "%i %5.2i|%-4i|\n", 3.9, 7, 2}'
#### awk printf %c with zero and utf8
awk 'BEGIN{printf "%c", 0}' | od -c | head -1; awk 'BEGIN{printf "%c\n", 233}'
#### awk getline forms
cd "$(mktemp -d)"; printf 'x\ny\n' > f; awk 'BEGIN{while((getline line < "f")>0) print "got", line; close("f"); getline < "f"; print $0}'; printf '1\n2\n3\n' | awk 'NR==1{getline; print "after", $0, NR} END{print NR}'
#### awk getline var and command
awk 'BEGIN{"echo hi there" | getline; print $2; "echo a b" | getline v; print v, NF}'; printf '1\n2\n' | awk '{getline x; print $0 "-" x}'
#### awk getline from missing file
awk 'BEGIN{r=(getline l < "/nope"); print r}'
#### awk ENVIRON
FOO=bar awk 'BEGIN{print ENVIRON["FOO"]; print ("NOPE" in ENVIRON)}'
#### awk printf with dynamic width
awk 'BEGIN{printf "[%*d][%-*s]\n", 5, 42, 4, "ab"}'
#### awk substr edge cases
awk 'BEGIN{print substr("hello", 0, 2); print substr("hello", -1); print substr("hello", 2.5, 2); print substr("hello", 4, 100)}'
#### awk index length match
awk 'BEGIN{print index("abc","c"), length("héllo"), match("xabcx", /b+c/), RSTART, RLENGTH; print match("x", /z/), RSTART, RLENGTH}'
#### awk match with array
echo 'foo=123' | awk '{match($0, /([a-z]+)=([0-9]+)/, m); print m[1], m[2], m[0]}'
#### awk tolower toupper sprintf
awk 'BEGIN{print toupper("abC1"), tolower("XyZ"); s=sprintf("%05.1f", 3.14159); print s}'
#### awk FS single space tab and regex
printf 'a\tb c\n' | awk -F'\t' '{print $2}'; echo 'a1b2c' | awk -F'[0-9]' '{print $3, NF}'; echo 'a  b' | awk -F' ' '{print NF}'
#### awk FPAT and FIELDWIDTHS
echo 'a,"b,c",d' | awk -v FPAT='[^,]*|"[^"]*"' '{print $2}'; echo 'abcdef' | awk -v FIELDWIDTHS='2 3' '{print $2}'
#### awk RS paragraph and regex
printf 'a\nb\n\n\nc\n' | awk -v RS= '{print NR": "$0}'; printf 'x1y22z' | awk -v RS='[0-9]+' '{print $0, RT}'
#### awk OFS rebuild and NF change
echo 'a b c' | awk -v OFS=- '{$1=$1; print}'; echo 'a b c' | awk '{NF=2; print}'; echo 'a b' | awk '{$5="e"; print; print NF}'
#### awk uninitialized and string number compare
awk 'BEGIN{if (x == 0 && x == "") print "both"; print ("10" < "9"), (10 < 9)}'; echo '10 9' | awk '{print ($1 < $2)}'
#### awk division by zero
awk 'BEGIN{print 1/0}'; echo "st=$?"
#### awk printf too few args
awk 'BEGIN{printf "%s %s\n", "a"}'; echo "st=$?"
#### awk -v escapes and assignment operand
awk -v 'x=a\tb' 'BEGIN{print x}'; echo 1 | awk '{print v}' v=set -
#### awk syntax error
awk 'BEGIN{print (}'; echo "st=$?"
#### awk length of array and delete
awk 'BEGIN{a[1];a[2]; print length(a); delete a; print length(a)}'
#### awk switch statement
awk 'BEGIN{x=2; switch(x){case 1: print "one"; break; case 2: print "two"; break; default: print "d"}}'
#### awk bitwise and strtonum
awk 'BEGIN{print and(12,10), or(12,10), xor(12,10), lshift(1,4), rshift(16,2), compl(0) > 0, strtonum("0x1f"), strtonum("017")}'
#### awk @namespace-free funcs and isarray typeof
awk 'BEGIN{a[1]; print isarray(a), typeof(a), typeof(1), typeof("s"), typeof(x)}'
#### awk printf %e %g %x %o
awk 'BEGIN{printf "%e %g %x %o %X %u\n", 1234.5, 0.0001, 255, 8, 255, -1}'
#### awk output to pipe and close
awk 'BEGIN{print "b\na" | "sort"; close("sort"); print "done"}'
#### awk print > file and append
cd "$(mktemp -d)"; awk 'BEGIN{print "x" > "f"; print "y" > "f"; close("f"); print "z" >> "f"}'; cat f
#### awk nextfile and FNR
cd "$(mktemp -d)"; printf '1\n2\n' > a; printf '3\n4\n' > b; awk 'FNR==2{nextfile} {print FILENAME, FNR, NR}' a b
#### awk BEGINFILE ENDFILE
cd "$(mktemp -d)"; printf '1\n' > a; printf '2\n3\n' > b; awk 'BEGINFILE{print "start", FILENAME} ENDFILE{print "end", FNR}' a b
#### awk regex dynamic and ~
awk 'BEGIN{r="^a.c$"; print ("abc" ~ r), ("abd" ~ r), "x" !~ /y/}'
#### awk -f file and ARGV
cd "$(mktemp -d)"; echo 'BEGIN{for(i=0;i<ARGC;i++) print i, ARGV[i]}' > p.awk; awk -f p.awk x y
#### awk integer output format
awk 'BEGIN{print 1e6, 1e16, 0.1+0.2, 100/3, -0; OFMT="%.2f"; print 3.14159; x=3.14159; print x ""}'
#### awk CONVFMT
awk 'BEGIN{CONVFMT="%.2g"; a=3.14159; b=a ""; print b; print 17 ""}'
#### awk substr unicode and length bytes
echo 'héllo' | awk '{print substr($0,2,2), length($0)}'
#### awk sprintf %s with precision
awk 'BEGIN{printf "[%.2s][%5.1s][%-3s]\n", "abcdef", "xyz", "q"}'
#### awk in operator multi-dim and SUBSEP
awk 'BEGIN{a[1,2]=3; for (k in a) {split(k, p, SUBSEP); print p[1], p[2]}; print ((1,2) in a)}'
#### find -printf formats
cd "$(mktemp -d)"; mkdir -p d/e; printf abc > d/f; find d -printf '%p|%f|%h|%d|%y\n' | sort
#### find -printf size and mode
cd "$(mktemp -d)"; printf abcde > f; chmod 640 f; find f -printf '%s %m %M %k\n'
#### find -printf time formats
cd "$(mktemp -d)"; : > f; TZ=UTC touch -d '2020-03-04 05:06:07' f; TZ=UTC find f -printf '%TY-%Tm-%Td %TH:%TM %Tj %Ta\n'; TZ=UTC find f -printf '%T@\n'
#### find -printf %P and %H
cd "$(mktemp -d)"; mkdir -p a/b; : > a/b/c; find a -printf '%H:%P\n' | sort
#### find -printf escapes and width
cd "$(mktemp -d)"; : > f; find f -printf '[%10p][%-5f]\t\\n%%\n'
#### find -printf %l and %Y
cd "$(mktemp -d)"; ln -s target l; mkdir d; ln -s d ld; find l ld -printf '%p %l %y %Y\n'
#### find -newer
cd "$(mktemp -d)"; touch -d 2020-01-01 old; touch -d 2021-01-01 ref; touch -d 2022-01-01 new; find . -type f -newer ref
#### find -size units
cd "$(mktemp -d)"; printf '%1024s' > k; printf '%1025s' > k2; : > z; printf 1 > one; find . -type f -size -2k | sort; find . -size 1k -type f | sort; find . -type f -size +1024c; find . -type f -size 0; find . -size 2 -type f
#### find -empty
cd "$(mktemp -d)"; mkdir e d; : > d/z; printf x > d/y; find . -empty | sort
#### find -perm forms
cd "$(mktemp -d)"; touch a b c; chmod 644 a; chmod 755 b; chmod 600 c; find . -type f -perm 644; find . -type f -perm -u=x; find . -type f -perm /o=r | sort; find . -type f -perm -g+r,o+r | sort
#### find -regex types
cd "$(mktemp -d)"; touch abc.txt x1.txt; find . -regex '.*/[a-c]+\.txt'; find . -regextype posix-extended -regex '.*/[a-c]+\.txt'; find . -iregex '.*ABC.*'
#### find -prune combos
cd "$(mktemp -d)"; mkdir -p s/skip s/keep; touch s/skip/a s/keep/b s/c; find s -path s/skip -prune -o -type f -print | sort; find s -name skip -prune -o -print | sort
#### find -depth order
cd "$(mktemp -d)"; mkdir -p a/b; : > a/b/f; find a -depth; find a -depth -maxdepth 1
#### find -maxdepth after test warning
cd "$(mktemp -d)"; mkdir -p a/b; find a -type d -maxdepth 1
#### find -mindepth and -maxdepth
cd "$(mktemp -d)"; mkdir -p a/b/c; find a -mindepth 2 | sort; find a -maxdepth 0
#### find -delete
cd "$(mktemp -d)"; mkdir -p d/e; : > d/e/f; : > d/g.tmp; find d -name '*.tmp' -delete; find d | sort; find d -delete; ls
#### find -delete non-empty dir
cd "$(mktemp -d)"; mkdir -p d/e; : > d/e/f; find d -name e -delete; echo "st=$?"
#### find -exec + and ;
cd "$(mktemp -d)"; touch a b; find . -type f -exec echo X {} + | tr ' ' '\n' | sort | tr '\n' ' '; echo; find . -name a -exec echo '[{}]' \;
#### find -exec errors
find . -exec echo; echo "st=$?"; find . -exec echo {} x +; echo "st=$?"
#### find -name -iname -path -wholename
cd "$(mktemp -d)"; mkdir D; touch D/File.TXT; find . -iname '*.txt'; find . -path '*D/F*'; find . -wholename './D'
#### find -type multiple and -xtype
cd "$(mktemp -d)"; mkdir d; : > f; ln -s f l; ln -s nope broken; find . -type f,d | sort; find . -xtype l; find . -xtype f | sort
#### find -links -user shape and -nouser
cd "$(mktemp -d)"; : > a; ln a b; find . -links 2 -type f | sort
#### find operators and parentheses
cd "$(mktemp -d)"; touch a.c b.h c.o; find . \( -name '*.c' -o -name '*.h' \) | sort; find . ! -name '*.o' -type f | sort; find . -name '*.c' -a -name 'a*'
#### find -quit and -print0
cd "$(mktemp -d)"; touch a b; find . -type f -print -quit | wc -l; find . -name a -print0 | od -c | head -1
#### find -fprint and -ls shape
cd "$(mktemp -d)"; : > a; find . -name a -fprint out; cat out
#### find missing start and bad predicates
find /nope; echo "st=$?"; find . -bogus; echo "st=$?"; find . -name; echo "st=$?"
#### find -mtime -mmin -newermt
cd "$(mktemp -d)"; touch -d '2000-01-01' old; : > new; find . -type f -mtime +30; find . -type f -mmin -60; find . -type f -newermt '2010-01-01'
#### find -samefile -inum shape
cd "$(mktemp -d)"; : > a; ln a b; : > c; find . -samefile a | sort
#### find -readable -writable -executable
cd "$(mktemp -d)"; : > a; printf '' > x; chmod +x x; find . -type f -executable
#### find -true -false -not
cd "$(mktemp -d)"; : > a; find . -false; find a -true; find a -not -false
#### xargs -I
printf 'a\nb\n' | xargs -I{} echo 'x{}y'; printf 'a b\nc\n' | xargs -I % echo '[%]'
#### xargs -n -L
echo 1 2 3 4 5 | xargs -n 2; printf '1 2\n3\n4 5 6\n' | xargs -L 2; printf 'a \nb\n' | xargs -L1 echo
#### xargs -P output order with -n1
echo 1 2 3 | xargs -P1 -n1 echo
#### xargs -0 -d
printf 'a b\0c\0' | xargs -0 -n1 echo; printf 'a:b:c' | xargs -d: -n1
#### xargs -r and -t
: | xargs echo none; : | xargs -r echo none; echo a b | xargs -t echo 2>&1
#### xargs -p shape and -s
echo a b c | xargs -s 8 echo 2>&1; echo "st=$?"
#### xargs exit codes
echo a | xargs false; echo "st=$?"; echo a | xargs sh -c 'exit 255'; echo "st=$?"; echo a | xargs nope; echo "st=$?"
#### xargs quotes
echo "'a b' \"c d\" e\\ f" | xargs -n1; echo "'unterminated" | xargs echo; echo "st=$?"
#### xargs -E eof string and -a
cd "$(mktemp -d)"; printf 'a\nSTOP\nb\n' > in; xargs -E STOP echo < in; xargs -a in echo
#### xargs --max-args with -I implicit L1
printf '1 2\n3\n' | xargs -I X -n 1 echo X 2>&1
#### date formats padding modifiers
TZ=UTC date -d '2020-03-04 05:06:07' '+%-d|%_H|%-m|%_d|%02d|%e|%-e|%^a|%#b'
#### date %:z %::z and %z
TZ=Asia/Kolkata date -d '2020-01-01 00:00' '+%z %:z %::z %Z'; TZ=UTC date -d @0 '+%:z'
#### date -d relative strings
TZ=UTC date -d '2020-01-31 +1 month' +%F; TZ=UTC date -d '2020-03-01 yesterday' +%F; TZ=UTC date -d '2020-03-01 10:00 +2 hours' '+%F %H'; TZ=UTC date -d '2020-01-01 next friday' +%F
#### date -d weekday and ago
TZ=UTC date -d '2020-01-15 3 days ago' +%F; TZ=UTC date -d '2020-01-15 -1 week' +%F; TZ=UTC date -d '2020-01-15 tomorrow' +%A
#### date @epoch and -u
date -u -d @0; date -u -d @1234567890 +%s; TZ=UTC date -d @-1 +%F
#### date -I variants
TZ=UTC date -d '2020-03-04 05:06:07' -I; TZ=UTC date -d '2020-03-04 05:06:07' -Iseconds; TZ=UTC date -d '2020-03-04 05:06:07' -Iminutes; TZ=UTC date -d '2020-03-04 05:06:07' -Ihours; TZ=UTC date -d '2020-03-04 05:06:07.5' -Ins
#### date -R and --rfc-3339
TZ=UTC date -d '2020-03-04 05:06:07' -R; TZ=UTC date -d '2020-03-04 05:06:07' --rfc-3339=seconds; TZ=UTC date -d '2020-03-04' --rfc-3339=date; TZ=UTC date -d '2020-03-04 05:06:07.123' --rfc-3339=ns
#### date TZ= in date string
date -u -d 'TZ="America/New_York" 2020-06-01 12:00' '+%F %H:%M'; TZ=Europe/Berlin date -d '2020-01-01 12:00 UTC' '+%H:%M %Z'
#### date invalid
date -d 'not a date'; echo "st=$?"; date -d '2020-13-01'; echo "st=$?"
#### date %s %N %j %U %W %V %G
TZ=UTC date -d '2021-01-03' '+%j %U %W %V %G %g %u %w'
#### date -r file and --date file
cd "$(mktemp -d)"; : > f; TZ=UTC touch -d '2019-07-08 09:10:11' f; TZ=UTC date -r f '+%F %T'; printf '2020-01-01\n2021-02-02\n' > ds; TZ=UTC date -f ds +%j
#### date %P %p %I %l %k
TZ=UTC date -d '2020-01-01 13:05' '+%p %P %I %l %k %r %R %T %D %x %X'
#### date %c and default format
TZ=UTC date -d '2020-01-02 03:04:05' '+%c'; TZ=UTC date -d '2020-01-02 03:04:05'
#### date -d with numeric timezone
date -u -d '2020-01-01T10:00:00+02:00' '+%F %T'; date -u -d '2020-01-01 10:00 -0500' +%H
#### date %q %C %y %h %n %t
TZ=UTC date -d '2020-08-01' '+%q %C %y %h%n%t.'
#### date --debug shape
TZ=UTC date --debug -d '2020-01-01' +%F 2>&1 | tail -1
#### date -s refused or needs perms
date -d '@1.5' +%s.%N
