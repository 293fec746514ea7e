#### find -printf path parts and depth
cd "$(mktemp -d)"; mkdir -p a/b; printf 'xyz' > a/b/f; ln -s b/f a/l; find a -printf '%p|%f|%h|%d|%y|%Y\n' | sort
#### find -printf sizes modes and link targets
cd "$(mktemp -d)"; printf '12345' > f; chmod 640 f; ln -s f l; find f l -printf '%s %m %M %l|\n'
#### find -printf widths and escapes
cd "$(mktemp -d)"; touch abc; find abc -printf '[%10p][%-6f]\t%%\\n\n'; find abc -printf '%P|%H\n'
#### find -size -empty and -type combos
cd "$(mktemp -d)"; printf '' > e; printf '1234567890' > ten; head -c 2000 /dev/zero > big; mkdir empty; find . -empty | sort; find . -size +1k -type f; find . -size -2c -type f | sort; find . -size 10c
#### find -prune -o -print and -path
cd "$(mktemp -d)"; mkdir -p s/skip s/keep; touch s/skip/x s/keep/y s/z; find s -path s/skip -prune -o -type f -print | sort
#### find -mindepth -maxdepth -depth order
cd "$(mktemp -d)"; mkdir -p a/b/c; find a -mindepth 1 -maxdepth 2 | sort; echo --; find a -depth
#### find -regex and -iname and -not
cd "$(mktemp -d)"; touch A.TXT b.txt c.md; find . -iname '*.txt' | sort; find . -regex '.*/[ab]\..*' | sort; find . -type f -not -name '*.txt' | sort
#### find -perm forms
cd "$(mktemp -d)"; touch a b c; chmod 644 a; chmod 755 b; chmod 600 c; find . -type f -perm 644; find . -type f -perm -u+x; find . -type f -perm /o+r | sort
#### find -newer and -exec plus
cd "$(mktemp -d)"; touch -d 2020-01-01 old; touch -d 2021-01-01 new; find . -type f -newer old; find . -type f -exec echo {} + | tr ' ' '\n' | sort
#### find -print0 and -delete
cd "$(mktemp -d)"; touch 'a b' c; find . -type f -print0 | sort -z | od -c | head -2; find . -name c -delete; ls
#### find errors unknown predicate and missing arg
find . -foo; echo "st=$?"; find . -name; echo "st=$?"; find nosuch; echo "st=$?"
#### xargs -n -L and -d
printf 'a b c d e\n' | xargs -n 2; printf 'a b\nc\nd e f\n' | xargs -L 2; printf 'a,b,c' | xargs -d, -n1
#### xargs -0 -I and -r
printf 'x y\0z\0' | xargs -0 -I{} echo '[{}]'; printf '' | xargs -r echo nothing; echo "st=$?"; printf '' | xargs echo empty
#### xargs -t trace and -E eof
printf 'a b\n' | xargs -t echo 2>&1; printf 'a b STOP c\n' | xargs -E STOP echo
#### xargs -s limit and too long argument
printf 'aaa bbb ccc\n' | xargs -s 12 echo; echo "st=$?"
#### xargs quotes and backslashes
printf '"a b" '"'c d'"' e\\ f\n' | xargs -n1; printf 'unterminated "quote\n' | xargs echo; echo "st=$?"
#### xargs exit statuses of commands
printf 'a\n' | xargs sh -c 'exit 5'; echo "st=$?"; printf 'a\n' | xargs sh -c 'exit 255'; echo "st=$?"; printf 'a\n' | xargs nosuchcmd; echo "st=$?"
#### sort --debug with -t and -n key
printf 'a:10\nb:9\n' | sort --debug -t: -k2,2n
#### sort --debug with -b and -r
printf '  b x\na y\n' | sort --debug -b -k1,1 -r
#### sort --debug -h and -M keys
printf '2K\n1M\n' | sort --debug -h; printf 'Feb\nJan\n' | sort --debug -M
#### sort -k char offsets beyond field end
printf 'ab x\ncd y\n' | sort -k1.5; printf 'abc\nabd\n' | sort -k1.2,1.2 -s; printf 'a b c\n' | sort -k5
#### column -T truncate and -W wrap
printf 'a verylongtextvalue z\nb short y\n' | column -t -c 20 -T 2; echo --; printf 'a verylongtextvalue z\nb short y\n' | column -t -c 20 -W 2
#### column -E noextreme and -R numbers
printf 'x 1\nyyyyyyyyyy 22\nz 333\n' | column -t -R 2; printf 'x 1\nyyyyyyyyyy 22\n' | column -t -E 1 -N a,b
#### column -s with multichar and -o empty
printf 'a::b\ncc::d\n' | column -t -s '::' -o ''; printf 'a,b\n' | column -t -s ,
#### column -J with -d and empty value
printf 'a 1\nb\n' | column -J -N k,v
#### env printf %q of non printable and utf8
env printf '%q\n' 'é' $'\x01' 'a~b' '~x' '#c' 'd#' ' '
#### env printf %b octal forms and \c
env printf '%b\n' '\0101\101\01' 'x\cy' '\e[0m' | od -c | head -3
#### env printf negative widths and star
env printf '%-*s|%*s|\n' 4 a -4 b; env printf '%.*s|\n' -1 abc; env printf '%0*d\n' 5 -42
#### env printf %s with no args and %%
env printf '%s|%d|%%\n'; env printf 'a%%b\n'; env printf '%'; echo "st=$?"
#### env printf floats and big integers
env printf '%d %u %x\n' 9223372036854775807 18446744073709551615 -1; env printf '%d\n' 9223372036854775808; echo "st=$?"; env printf '%.3f %g %G\n' 1e-5 1e20 1e-10
#### stat --printf of many directives on a file
cd "$(mktemp -d)"; printf 'abc' > f; chmod 604 f; stat --printf '%n %s %a %A %F %h %b?\n' f | sed 's/ [0-9]*?$/ B/'
#### stat -c on directory size shape and %n quoting
cd "$(mktemp -d)"; mkdir 'd x'; stat -c '%F|%N|%n' 'd x'
#### od multiple types on one dump
printf 'AB\001\377' | od -An -t x1 -t d1 -t c; printf 'ABCD' | od -t x2 -t u4 -A x
#### od -t f4 -t fD and -t o1
printf '\000\000\200\077' | od -An -t f4; printf 'AB' | od -An -t o1 -t dC
#### od -v -w16 on multiple files and -j across files
cd "$(mktemp -d)"; printf 'abc' > a; printf 'defgh' > b; od -c -j 2 a b; od -c -N 4 a b
#### tr -t with classes and long set2
printf 'abcdef\n' | tr -t 'a-c' 'xyzw'; printf 'abc\n' | tr 'abc' 'x-z'; printf 'hello\n' | tr -c -d 'l\n'
#### tr squeeze with set2 only last chars
printf 'aabbccdd\n' | tr -s 'ab' 'xy'; printf 'a  b\n' | tr -s ' ' '_'
#### seq equal width with negative floats
seq -w -1.5 0.5 0.5; seq -w -10 5 5
#### seq -f with precision and large counts
seq -f '%.0f' 1e15 1e15; seq 0.1 0.3 1.2; seq -s ' ' 3 -1 1
#### nl -ha -fa with only body section
printf 'a\n\\:\\:\\:\nb\n' | nl -ha
#### fmt -s and prefix with indentation
printf '  a b c d e f g h i j k l m n o p q r s t u v w x y z\n' | fmt -w 15 -s; printf '> a b\n> c\n' | fmt -p '> ' -w 40
#### fold -w 1 with multibyte and tab
printf 'aé\tb\n' | fold -w 1 | od -c | head -3
#### paste -s -d with empty lists and backslash escapes
printf 'a\nb\nc\n' | paste -s -d '\n'; printf 'a\nb\nc\n' | paste -s -d '\\'; printf 'a\nb\n' | paste -d '\t' - -
#### cut -f with output delimiter and -z
printf 'a:b:c\0d:e:f\0' | cut -z -d: -f1,3 --output-delimiter=- | tr '\0' '\n'
#### join -o 0 and -j with unpaired blanks
cd "$(mktemp -d)"; printf ' a 1\nb 2\n' > l; printf 'a x\nb y\n' > r; join -o 0,1.2,2.2 l r
#### comm -1 -2 -3 all suppressed and --total
cd "$(mktemp -d)"; printf 'a\nb\n' > x; printf 'b\nc\n' > y; comm -123 x y; echo "st=$?"; comm -123 --total x y
#### uniq -s -w beyond line length
printf 'ab\nac\nb\n' | uniq -s 5; printf 'abc\nabd\n' | uniq -w 0; printf 'x\ny\n' | uniq -s 1 -c
#### wc -l -w -c -m -L order of columns
printf 'héllo wörld\nx\n' | wc -L -m -c -w -l; printf 'a\n' | wc --bytes --lines
#### head -n with multiple files and -c negative
cd "$(mktemp -d)"; printf '1\n2\n3\n' > a; printf 'x\ny\n' > b; head -n -1 a b; head -c -2 b; echo
#### tail -n +N on multiple files and -q
cd "$(mktemp -d)"; printf '1\n2\n3\n' > a; printf 'x\ny\n' > b; tail -q -n +2 a b; tail -c 2 a b
#### base32 and base64 -w 1 and decode of wrapped
printf 'ab' | base64 -w 1; printf 'Y\nW\nI\n=\n' | base64 -d; echo; printf 'ab' | base32 -w 3
#### cksum with several files and stdin dash
cd "$(mktemp -d)"; printf 'a' > f; printf 'a' | cksum - f; cksum -a sha256 --tag - < f
#### sum -s of stdin and of two files
cd "$(mktemp -d)"; printf 'hello' > a; printf 'x' > b; sum -s a b; printf 'hello' | sum -s; printf 'hello' | sum -r -
#### truncate size extension on sparse then od
cd "$(mktemp -d)"; printf 'ab' > f; truncate -s 5 f; od -c f; truncate -s 1 f; cat f; echo
#### dd skip seek with bs and count bytes
cd "$(mktemp -d)"; printf 'abcdefghij' > in; dd if=in of=out bs=2 skip=1 seek=2 count=2 status=none; od -c out
#### realpath --relative-to with symlinks and -s
cd "$(mktemp -d)"; mkdir -p x/y z; ln -s ../x/y z/l; realpath --relative-to=z z/l; realpath -s --relative-to=z z/l
#### readlink -f of trailing slash on file and loop
cd "$(mktemp -d)"; touch f; ln -s l2 l1; ln -s l1 l2; readlink -f f/; echo "st=$?"; readlink -e l1; echo "st=$?"; readlink -f l1 | sed "s|$PWD|P|"; echo "st=$?"
