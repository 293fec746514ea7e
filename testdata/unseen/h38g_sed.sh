#### sed -i.bak keeps backup
cd "$(mktemp -d)"; printf 'a\nb\n' > f; sed -i.bak 's/a/A/' f; cat f f.bak
#### sed -i with backup star prefix
cd "$(mktemp -d)"; echo x > f; sed -i'old_*' 's/x/y/' f; ls; cat old_f
#### sed -i on several files separately numbered
cd "$(mktemp -d)"; printf '1\n2\n' > a; printf '3\n4\n' > b; sed -i '1d' a b; cat a b
#### sed -i -e multiple expressions
cd "$(mktemp -d)"; printf 'foo bar\n' > f; sed -i -e 's/foo/X/' -e 's/bar/Y/' f; cat f
#### sed -i missing file error
sed -i 's/a/b/' /nonexistent/zz; echo "st=$?"
#### sed -E groups and backrefs
echo 'john smith' | sed -E 's/(\w+) (\w+)/\2, \1/'
#### sed -E plus and alternation
printf 'aaa\nbb\nc\n' | sed -E 's/a+|b+/X/'
#### sed -n p with address
seq 1 10 | sed -n '3p;7p'
#### sed -n range with regex
printf 'x\nBEGIN\n1\n2\nEND\ny\n' | sed -n '/BEGIN/,/END/p'
#### sed 0 comma regex range
printf 'start\nstart\nb\n' | sed '0,/start/s//X/'
#### sed 1 comma regex versus 0 comma
printf 'k\nk\nk\n' | sed '1,/k/d'; echo --; printf 'k\nk\nk\n' | sed '0,/k/d'
#### sed first step address
seq 1 10 | sed -n '0~3p'; seq 1 10 | sed -n '2~4p'
#### sed addr comma plus N
seq 1 10 | sed -n '/4/,+2p'
#### sed addr comma tilde N
seq 1 10 | sed -n '5,~4p'
#### sed last line dollar
printf 'a\nb\nc\n' | sed -n '$p'; printf 'a\nb\n' | sed '$!d'
#### sed y transliterate
echo 'hello world' | sed 'y/abcdefghij/ABCDEFGHIJ/'
#### sed y with unequal lengths error
echo x | sed 'y/abc/de/'; echo "st=$?"
#### sed w file
cd "$(mktemp -d)"; printf 'err 1\nok\nerr 2\n' | sed -n '/err/w errs'; cat errs
#### sed s with w flag
cd "$(mktemp -d)"; printf 'a\nb\na\n' | sed 's/a/Z/w changed' >/dev/null; cat changed
#### sed q exit code
printf 'a\nb\nc\n' | sed '2q5'; echo "st=$?"
#### sed Q exit code no print
printf 'a\nb\nc\n' | sed '2Q3'; echo "st=$?"
#### sed q prints pattern space then quits
seq 5 | sed '/3/q'
#### sed -s separate files with dollar
cd "$(mktemp -d)"; printf '1\n2\n' > a; printf '3\n4\n' > b; sed -s -n '$p' a b; sed -n '$p' a b
#### sed -s with F and line numbers
cd "$(mktemp -d)"; echo x > a; echo y > b; sed -s '1F' a b
#### sed -z null separated
printf 'a\nb\0c\0' | sed -z 's/^/>/' | od -c | head -3
#### sed -z newline replacement
printf 'l1\nl2\nl3\n' | sed -z 's/\n/,/g'
#### sed e command refused or run
echo 'echo hi' | sed 'e'; echo "st=$?"
#### sed s with e flag
echo 'echo inner' | sed 's/.*/&/e'; echo "st=$?"
#### sed a i c commands one liners
printf 'a\nb\n' | sed '1i\
top' ; printf 'a\nb\n' | sed '$a end'; printf 'a\nb\n' | sed '2c\changed'
#### sed a with leading whitespace preserved via backslash
echo x | sed 'a\   indented'
#### sed multiple -e and semicolons
echo abc | sed -e 's/a/1/;s/b/2/' -e 's/c/3/'
#### sed g flag with number
echo aaaa | sed 's/a/b/2g'; echo aaaa | sed 's/a/b/3'
#### sed I flag case insensitive
echo 'Hello HELLO' | sed 's/hello/x/Ig'
#### sed ampersand and escaped ampersand
echo foo | sed 's/foo/[&] \&/'
#### sed custom delimiters
echo /usr/local/bin | sed 's|/usr/local|/opt|'; echo a:b | sed 's:a:\::'
#### sed newline in replacement
echo 'a,b,c' | sed 's/,/\n/g'
#### sed N P D join lines
printf '1\n2\n3\n4\n' | sed 'N;s/\n/+/'
#### sed hold space reverse
printf 'a\nb\nc\n' | sed -n '1!G;h;$p'
#### sed delete blank lines and comments
printf '# c\nx\n\n  # d\ny\n' | sed -e '/^\s*#/d' -e '/^$/d'
#### sed trim whitespace
printf '  lead\ntrail  \n' | sed 's/^[ \t]*//;s/[ \t]*$//' | od -c | head -3
#### sed line range delete
seq 10 | sed '3,8d'
#### sed regex address negation
printf 'a\nb\nc\n' | sed '/b/!s/$/!/'
#### sed braces blocks
printf 'x1\ny2\nx3\n' | sed -n '/x/{s/x/X/;p}'
#### sed labels and branching
printf 'a\\\nb\nc\n' | sed -e ':a' -e '/\\$/N; s/\\\n//; ta'
#### sed t and T
printf 'ab\ncd\n' | sed 's/a/A/;T;s/$/ changed/'
#### sed = prints line numbers
printf 'a\nb\n' | sed -n '$='; printf 'a\nb\n' | sed '='
#### sed l command
printf 'a\tb\001\n' | sed -n l; printf 'abcdef\n' | sed -n 'l 4'
#### sed r file
cd "$(mktemp -d)"; echo INS > ins; printf 'a\nb\n' | sed '1r ins'
#### sed R file line by line
cd "$(mktemp -d)"; printf 'r1\nr2\n' > rf; printf 'a\nb\nc\n' | sed 'R rf'
#### sed W writes first line
cd "$(mktemp -d)"; printf 'a\nb\n' | sed -n 'N;W out'; cat out
#### sed unknown command error
echo x | sed 'k'; echo "st=$?"
#### sed unterminated s error
echo x | sed 's/a/b'; echo "st=$?"
#### sed unknown option to s
echo x | sed 's/a/b/z'; echo "st=$?"
#### sed no input files error
sed p /nonexistent; echo "st=$?"
#### sed -n with --quiet and --expression
echo a | sed --quiet --expression=p
#### sed -f script file
cd "$(mktemp -d)"; printf 's/a/b/\n# comment\n/x/d\n' > s.sed; printf 'a\nx\n' | sed -f s.sed
#### sed special case conversion
echo 'hello world' | sed -E 's/(\w+)/\u\1/g'; echo 'Hello' | sed 's/.*/\U&/'; echo 'ABC def' | sed -E 's/(\w+) (\w+)/\L\1\E \U\2/'
#### sed regex with interval and classes
echo 'aaa123' | sed 's/[[:digit:]]\{2\}/X/'; echo 'a  b' | sed -E 's/ {2,}/ /'
#### sed empty regex reuses last
printf 'foo\nbar\n' | sed -n '/foo/{s//X/;p}'
#### sed c on range
seq 5 | sed '2,4c\gone'
#### sed i before last line
printf 'a\nb\n' | sed '$i\inserted'
#### sed -n with multiple p prints twice
echo x | sed 'p'
#### sed -i follows no symlinks by default
cd "$(mktemp -d)"; echo a > real; ln -s real lnk; sed -i 's/a/b/' lnk; cat real; test -L lnk && echo link || echo regular
#### sed -i --follow-symlinks
cd "$(mktemp -d)"; echo a > real; ln -s real lnk; sed -i --follow-symlinks 's/a/b/' lnk; cat real; test -L lnk && echo link
#### sed --posix rejects gnu extensions
echo abc | sed --posix 's/b\+/X/'
#### sed s with M flag
printf 'a\nb\n' | sed 'N;s/^b/B/M'
#### sed dollar with multiple files no -s
cd "$(mktemp -d)"; printf '1\n' > a; printf '2\n' > b; sed -n '$=' a b
#### sed zero address error
seq 3 | sed '0p'; echo "st=$?"
#### sed range where second is less than first
seq 5 | sed -n '4,2p'
#### sed step with first zero and regex end
seq 6 | sed -n '2,/[0-9]/p'
#### sed extract key value
printf 'name=alice\nage=30\n' | sed -n 's/^age=//p'
#### sed n command skips
seq 6 | sed -n 'n;p'
#### sed z command clears
printf 'a\nb\n' | sed 'z;s/^$/empty/'
#### sed --debug or unknown long option
sed --bogus p 2>&1 | head -2; sed --bogus p 2>/dev/null; echo "st=$?"
#### sed -E with literal plus escaped
echo 'a+b' | sed -E 's/\+/PLUS/'; echo 'a+b' | sed 's/+/PLUS/'
#### sed -i with -n and p keeps only printed
cd "$(mktemp -d)"; seq 5 > f; sed -n -i '2,3p' f; cat f
#### sed -i empty file and no trailing newline kept
cd "$(mktemp -d)"; printf 'a' > f; sed -i 's/a/b/' f; od -c f; : > e; sed -i 's/x/y/' e; wc -c < e
