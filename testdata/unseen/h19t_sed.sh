#### sed tac with hold space
printf '1\n2\n3\n4\n' | sed -n '1!G;h;$p'
#### sed join all lines with hold
printf 'a\nb\nc\n' | sed -n 'H;${x;s/\n/,/g;s/^,//;p}'
#### sed x swap and empty hold at start
printf 'a\nb\nc\n' | sed 'x' | od -c | head -3
#### sed g and G on first line
printf 'a\nb\n' | sed '1h;2g'; printf 'a\nb\n' | sed 'G'
#### sed print paragraph containing word
printf 'p1 a\np1 b\n\np2 foo\np2 c\n\np3\n' | sed -e '/./{H;$!d;}' -e 'x;/foo/!d;'
#### sed 0,/re/ replace first occurrence only
printf 'x\nfoo\nfoo\n' | sed '0,/foo/s//bar/'; printf 'foo\nfoo\n' | sed '0,/foo/s//bar/'; printf 'foo\nfoo\n' | sed '1,/foo/s/foo/bar/'
#### sed 0,/re/ with non-regex is error
printf 'a\n' | sed '0,3p'; echo "st=$?"
#### sed addr~step variants
seq 10 | sed -n '0~3p'; seq 10 | sed -n '2~0p'; seq 10 | sed '1~2d' | tr '\n' ' '; echo
#### sed addr,~N multiple of N
seq 10 | sed -n '2,~4p' | tr '\n' ' '; echo; seq 10 | sed -n '5,~4p' | tr '\n' ' '; echo
#### sed range where end before start
seq 5 | sed -n '3,1p'; seq 5 | sed -n '/3/,/1/p' | tr '\n' ' '; echo
#### sed regex range restarts
printf 'a\nb\nend\nc\na\nd\nend\n' | sed -n '/a/,/end/p' | tr '\n' ' '; echo
#### sed range with same line start and end regex
printf 'ab\nx\nb\ny\n' | sed -n '/a/,/b/p'
#### sed s///Ng replaces from Nth on
echo aaaaa | sed 's/a/b/3g'; echo 'one two three four' | sed 's/[a-z]*/X/2g'; echo abcabc | sed 's/b/_/2'
#### sed s with p and w to stdout
printf 'a\nb\n' | sed -n 's/a/A/pw /dev/stdout'
#### sed s///e absent: s with I and g
echo 'Hello HELLO hello' | sed 's/hello/bye/Ig'; echo 'ABC' | sed 's/b/x/i'
#### sed y with slashes and newline
printf 'a/b\nc\n' | sed 'y/\//|/'; printf 'a\nb\n' | sed 'N;y/\n/ /'; echo abc | sed 'y,abc,xyz,'
#### sed y length mismatch error
echo a | sed 'y/ab/x/'; echo "st=$?"
#### sed N at last line prints pattern
printf 'a\nb\nc\n' | sed 'N;s/\n/+/'; printf 'a\nb\nc\n' | sed '$!N;s/\n/+/'
#### sed N P D remove duplicate consecutive lines
printf 'a\na\nb\nb\nb\nc\na\n' | sed '$!N;/^\(.*\)\n\1$/!P;D'
#### sed print last 3 lines with N D
seq 8 | sed -e :a -e '$q;N;4,$D;ba'
#### sed join lines ending with comma
printf 'a,\nb,\nc\nd\n' | sed -e :a -e '/,$/N; s/,\n/, /; ta'
#### sed reverse each line
printf 'abc\nhello\n' | sed '/\n/!G;s/\(.\)\(.*\n\)/&\2\1/;//D;s/.//'
#### sed number lines right aligned
printf 'a\nb\n' | sed = | sed 'N; s/^/     /; s/ *\(.\{6,\}\)\n/\1  /'
#### sed -z with newline in data
printf 'a\nb\0c\nd\0' | sed -z 's/\n/ /g;s/^/>/' | tr '\0' '\n'
#### sed -z with $ and N
printf 'x\0y\0z\0' | sed -z -n '$p' | od -c; printf 'x\0y\0' | sed -z 'N;s/\x00/+/' | od -c
#### sed -s with $ and 1 per file
printf 'a\nb\n' > f1; printf 'c\nd\n' > f2; sed -s -n '$p' f1 f2; sed -n '$p' f1 f2; sed -s '1i ---' f1 f2
#### sed -E groups backrefs and alternation
echo 'john smith' | sed -E 's/(\w+) (\w+)/\2, \1/'; echo 'aaa bbb' | sed -E 's/(a|b)+/<&>/g'; echo 2024-01-15 | sed -E 's/([0-9]{4})-([0-9]{2})-([0-9]{2})/\3.\2.\1/'
#### sed -E literal plus and question in BRE
echo 'a+b?c' | sed 's/a+b?/X/'; echo 'aab' | sed 's/a\+b/X/'; echo 'ab' | sed 's/ac\?b/X/'; echo 'a|b' | sed 's/a|b/X/'
#### sed -E invalid backref
echo ab | sed -E 's/(a)/\2/'; echo "st=$?"
#### sed \U \L \u \l \E replacements
echo 'hello world' | sed 's/\w\+/\u&/g'; echo 'Hello World' | sed 's/.*/\L&/'; echo 'foo bar' | sed -E 's/(foo) (bar)/\U\1\E \2/'; echo 'ABC def' | sed 's/\(.\)\(.*\)/\l\1\U\2/'
#### sed \u inside \L
echo 'hELLO wORLD' | sed -E 's/(\w)(\w*)/\u\L\1\2/g'; echo 'abc' | sed 's/b/\U&x\Ey/'
#### sed & escaped and literal newline in replacement
echo 'a.b' | sed 's/\./\&/'; echo ab | sed 's/a/&\n/'; echo ab | sed 's/a/[\&&]/'
#### sed w file and r file
cd "$(mktemp -d)"; printf 'one\ntwo\nthree\n' > in; printf 'INS\n' > ins; sed -n '/t/w out' in; cat out; sed '2r ins' in; sed '$r nosuch' in
#### sed r with /dev/stdin
printf 'X\nY\n' | sed '1r /dev/stdin' <(printf 'a\nb\n') 2>/dev/null || { printf 'a\nb\n' > f; printf 'X\nY\n' | sed '1r /dev/stdin' f; }
#### sed W writes first line
cd "$(mktemp -d)"; printf 'a\nb\nc\n' | sed -n 'N;W out'; cat out
#### sed e command absent: a i c one-liners GNU
printf 'a\nb\n' | sed '1a\  indented'; printf 'a\nb\n' | sed '2i\' -e 'ins'; printf 'a\nb\n' | sed '$c\changed'
#### sed a then n order
printf '1\n2\n3\n' | sed '1{a app
n}'
#### sed i before and = order
printf 'x\n' | sed -e 'i I' -e '=' -e 'a A'
#### sed c in middle of range prints once
seq 5 | sed '2,4c\gone'; seq 5 | sed '2,4{c\each
}'
#### sed D restarts without reading when newline
printf 'a\nb\nc\n' | sed -n 'N;l;D'
#### sed t resets after read
printf 'ax\nb\n' | sed -e 's/x/y/' -e 'n' -e 't done' -e 's/^/not:/' -e ':done'
#### sed T branch when no substitution
printf 'ab\ncd\n' | sed 's/a/A/;T;s/$/ changed/'
#### sed b to end and label with spaces
printf 'a\nb\n' | sed -e '/a/b' -e 's/.*/[&]/'; printf 'a\n' | sed ':x ; s/a/b/ ; tx'
#### sed undefined label error
echo a | sed 'b nolabel'; echo "st=$?"
#### sed missing command and unterminated s
echo a | sed '1'; echo "st=$?"; echo a | sed 's/a/b'; echo "st=$?"; echo a | sed 's/a/b/q'; echo "st=$?"
#### sed unmatched brace errors
echo a | sed '{p'; echo "st=$?"; echo a | sed 'p}'; echo "st=$?"
#### sed q with exit code and append pending
printf 'a\nb\n' | sed '1{a\
after
q5}'; echo "st=$?"
#### sed Q prints nothing for line
printf 'a\nb\n' | sed '2Q'; printf 'a\nb\n' | sed '/a/Q3'; echo "st=$?"
#### sed l with width and nonprint
printf 'a\tb\001\\c\n' | sed -n l; printf 'abcdefghij\n' | sed -n 'l 5'; printf '\xc3\xa9\n' | sed -n l
#### sed l 0 and 1
printf 'abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz0123456789xx\n' | sed -n 'l 0'; printf 'abc\n' | sed -n 'l 1'
#### sed = with -s and files
cd "$(mktemp -d)"; printf 'a\n' > x; printf 'b\n' > y; sed -n '$=' x y; sed -s -n '$=' x y
#### sed F with stdin
printf 'a\n' | sed F; cd "$(mktemp -d)"; printf 'x\n' > nm; sed -n F nm
#### sed regex anchors in middle and star at start
echo 'a^b$c' | sed 's/a^b/X/'; echo 'ab$c' | sed 's/b$c/Y/'; echo '*ab' | sed 's/*a/Z/'; echo 'a*b' | sed -E 's/a\*b/W/'
#### sed bracket expressions with ] and -
echo 'a]b-c' | sed 's/[]]/R/; s/[a-]/M/g'; echo 'x.y' | sed 's/[.]/DOT/'; echo 'tab	here' | sed 's/[[:space:]]/_/'
#### sed interval and backref in BRE
echo 'aaa abab' | sed 's/a\{2\}/X/'; echo 'abab' | sed -n '/\(ab\)\1/p'; echo 'abcabc' | sed 's/\(abc\)\{2\}/two/'
#### sed empty regex after s uses last
printf 'foo bar\n' | sed -n '/foo/s//baz/p'; printf 'abc\n' | sed 's/b/X/;s//Y/'
#### sed M flag multiline anchors
printf 'a\nb\n' | sed 'N;s/^/>/Mg'; printf 'a\nb\n' | sed 'N;s/$/</Mg'; printf 'a\nb\n' | sed -n 'N;/^b$/Mp'
#### sed backtick and \` anchors
printf 'a\nb\n' | sed 'N;s/\`/[/;s/'"\\\\'"'/]/'
#### sed special delimiter with regex char
echo 'a|b|c' | sed 's|\||-|g'; echo 'a.b' | sed 's.\..X.'; echo 'path/to' | sed '\,/,s,,:,'
#### sed address regex with custom delimiter and I
printf 'Foo\nbar\n' | sed -n '\%foo%Ip'; printf 'x/y\n' | sed -n '\#/#p'
#### sed in-place with suffix containing star
cd "$(mktemp -d)"; printf 'a\n' > f; sed -i'bak_*' 's/a/b/' f; cat f bak_f
#### sed -i creates no backup without suffix and -n
cd "$(mktemp -d)"; printf 'a\nb\n' > f; sed -n -i '2p' f; cat f; ls
#### sed -i with w /dev/stdout
cd "$(mktemp -d)"; printf 'a\nb\n' > f; sed -i 's/a/X/w /dev/stdout' f; cat f
#### sed --expression and --quiet long options
printf 'a\nb\n' | sed --quiet --expression='2p'; printf 'a\n' | sed --regexp-extended 's/(a)/\1\1/'
#### sed -f script with comments and #n
cd "$(mktemp -d)"; printf '#n\n# comment\n/b/p\n' > s.sed; printf 'a\nb\n' | sed -f s.sed; printf '# not n\n2p\n' > t.sed; printf 'a\nb\n' | sed -f t.sed
#### sed semicolons after brace and before
printf 'a\nb\n' | sed -n '/a/{s/a/A/;p;};/b/{p}'
#### sed s with newline regex in pattern space
printf 'a\nb\nc\n' | sed ':a;N;$!ba;s/\n/ /g'
#### sed s count flag combination with p and I
echo 'AaAa' | sed -n 's/a/x/2Ip'
#### sed dollar in regex middle literal
echo 'a$b' | sed 's/a$b/X/'; echo 'cost $5' | sed 's/\$5/five/'
#### sed address 0 invalid and line 0 with regex end
printf 'a\n' | sed -n '0p'; echo "st=$?"
#### sed addr!cmd spaces
seq 4 | sed -n '2,3 ! p'; seq 3 | sed '2!d'
#### sed n at end of input prints
printf 'a\n' | sed 'n;s/a/X/'; printf 'a\n' | sed -n 'n;p'; printf 'a\nb\nc\n' | sed -n 'n;p'
#### sed z then G
printf 'a\n' | sed 'h;z;G' | od -c | head -2
#### sed s global with empty match
echo abc | sed 's/x*/-/g'; echo abc | sed 's/b*/-/2'; echo '' | sed 's/^/X/'
#### sed unicode dot and classes
echo 'héllo' | sed 's/./X/2'; echo 'ÀB' | sed 's/[[:upper:]]/u/g'; echo 'é' | sed 's/é/e/'
#### sed I address with regex and no match
printf 'ABC\nabc\n' | sed '/abc/Id'; printf 'ABC\n' | sed -n '/b/Ip'
#### sed multiple files missing one continues
cd "$(mktemp -d)"; printf 'a\n' > f; sed p nosuch f; echo "st=$?"
#### sed c with -i and $
cd "$(mktemp -d)"; printf '1\n2\n' > f; sed -i '$c\last' f; cat f
#### sed a multiple lines via backslash
printf 'x\n' | sed 'a\
line1\
line2'
#### sed s with & in y and escaped newline in y
printf 'a&b\n' | sed 'y/&/+/'
#### sed -n /re/= counts
printf 'x\ny\nx\n' | sed -n '/x/='
#### sed s replacement with backslash newline in script
printf 'a b\n' | sed 's/ /\
/'
#### sed long chain on larger input
seq 100 | sed -n '10,20{/5/p};$p;95,$!d;97q'
