#### sed -n p with line addresses
seq 10 > f; sed -n '3p;7p' f; sed -n '$p' f; sed -n '2,4!p' f | head -3
#### sed ranges with regex
printf 'a\nSTART\nb\nc\nEND\nd\nSTART\ne\n' > f
sed -n '/START/,/END/p' f; echo --; sed '/START/,/END/d' f
#### sed 0,/re/ first match only
printf 'x\nfoo\nfoo\n' > f; sed '0,/foo/s//bar/' f; printf 'foo\nfoo\n' | sed '0,/foo/s//bar/'; printf 'foo\nfoo\n' | sed '1,/foo/s/foo/bar/'
#### sed first~step
seq 10 | sed -n '1~3p'; seq 10 | sed '0~4d' | tr '\n' ' '; echo; seq 10 | sed -n '2,~4p'
#### sed addr,+N
seq 10 | sed -n '/4/,+2p'; seq 6 | sed '2,+1d'
#### sed s flags g I number p w
printf 'aAaA\n' > f
sed 's/a/x/gI' f; sed 's/a/x/2' f; sed 's/a/x/2g' f; sed -n 's/A/y/p' f; sed 's/a/z/w /dev/stdout' f
#### sed ampersand and backrefs
echo 'hello world' | sed 's/[a-z]*/<&>/g'; echo 'john smith' | sed -E 's/(\w+) (\w+)/\2, \1/'; echo 'a&b' | sed 's/&/\&amp;/'
#### sed case conversion escapes
echo 'hello world' | sed -E 's/(\w)(\w*)/\U\1\E\2/g'; echo 'ABC def' | sed 's/.*/\L&/'; echo 'foo bar' | sed 's/\w\+/\u&/g'
#### sed y command
echo 'hello' | sed 'y/abcdefghij/ABCDEFGHIJ/'; echo 'a/b' | sed 'y,/,|,'; echo abc | sed 'y/abc/xy/'; echo "st=$?"
#### sed a i c commands
seq 3 | sed '2a\
after'; seq 3 | sed '2i before'; seq 3 | sed '2c\changed'; seq 5 | sed '2,4c gone'
#### sed a with leading spaces and one-liner
seq 2 | sed 'a\  indented'; seq 2 | sed '1a   trimmed'; seq 2 | sed '$a end'
#### sed hold space reverse
printf 'a\nb\nc\n' | sed -n '1!G;h;$p'; printf 'a\nb\nc\n' | sed 'x;$!d' ; printf 'k1\nv1\nk2\nv2\n' | sed 'N;s/\n/=/'
#### sed N P D sliding window
printf '1\n2\n3\n4\n' | sed '$!N;P;D'; printf 'a\n\n\nb\n\n\n\nc\n' | sed '/^$/N;/\n$/D'
#### sed join lines with backslash continuation
printf 'one \\\ntwo\nthree\n' | sed -e ':a' -e '/\\$/N; s/\\\n//; ta'
#### sed labels and t T b
printf 'aaa\n' | sed ':x; s/a/b/; tx'; printf 'x\ny\n' | sed 's/x/X/;T;s/$/!/'; printf '1\n2\n' | sed 'b end; s/./Z/; :end'
#### sed -E groups and alternation
printf 'cat\ndog\nbird\n' | sed -E 's/^(cat|dog)$/pet:\1/'; echo 'aaa' | sed -E 's/a{2}/X/'; echo 'a+b' | sed 's/a+b/Y/'
#### sed -i in place and backup suffix
printf 'a\nb\n' > f; sed -i 's/a/A/' f; cat f; sed -i.bak 's/b/B/' f; cat f f.bak
#### sed -i multiple files and -s
printf '1\n2\n' > x; printf '3\n4\n' > y; sed -i '1d' x y; cat x y; sed -n '$p' x y; sed -s -n '$p' x y
#### sed -z
printf 'a\nb\0c\nd\0' | sed -z 's/\n/,/g' | tr '\0' '|'; echo
#### sed = and l
printf 'a\tb\n\\x\n' | sed -n '='; printf 'a\tb\001\n' | sed -n l; printf '%s\n' aaaaaaaaaa | sed -n 'l 5'
#### sed q and Q with exit code
seq 5 | sed 3q; seq 5 | sed 3Q; seq 5 | sed '2q5'; echo "st=$?"; seq 5 | sed -n '4{p;q}'
#### sed r and w files
printf 'INS\n' > ins; seq 3 | sed '2r ins'; seq 3 | sed -n '/[13]/w out'; cat out; seq 2 | sed 'r nosuch'
#### sed R reads a line at a time
printf 'x\ny\n' > l; seq 3 | sed 'R l'
#### sed empty regex reuses last
printf 'foo bar\nbaz\n' | sed -n '/foo/{s//FOO/;p}'; echo 'abc' | sed 's/b/B/;s//X/'
#### sed special chars in delimiter
echo '/usr/local/bin' | sed 's|/usr/local|/opt|'; echo 'a,b' | sed 's,\,,;,'; echo 'x1y' | sed 's1\1121'
#### sed newline in replacement
echo 'a,b,c' | sed 's/,/\n/g'; echo 'ab' | sed 's/a/&\
/'
#### sed regex classes and anchors
printf 'a1 b2\n  lead\ntrail  \n' | sed 's/[[:digit:]]/#/g; s/^[[:space:]]*//; s/[[:space:]]*$/|/'
#### sed unknown command error
echo a | sed 'k'; echo "st=$?"; echo a | sed 's/a/b'; echo "st=$?"; echo a | sed -E 's/(/x/'; echo "st=$?"
#### sed missing file and continuing
printf 'a\n' > f; sed 's/a/b/' nosuch f; echo "st=$?"
#### sed unknown option
sed --frobnicate p /dev/null; echo "st=$?"
#### sed multiple -e and script file
printf 's/a/b/\n# comment\n/c/d\n' > s.sed; printf 'a\nc\n' | sed -f s.sed; printf 'a\n' | sed -e 's/a/x/' -e 's/x/y/'
#### sed braces nesting and !
seq 6 | sed -n '2,5{/3/!{/5/!p}}'; seq 3 | sed '2!s/$/*/'
#### sed n command
seq 6 | sed -n 'n;p'; seq 5 | sed 'n;d'
#### sed e flag not needed: s with M flag
printf 'a\nb\n' | sed 'N;s/^b/B/M'; printf 'a\nb\n' | sed 'N;s/a$/A/M'
#### sed c on range with !
seq 4 | sed '2,3!c\X'
#### sed special addr regex with I
printf 'Foo\nfoo\nbar\n' | sed -n '/foo/Ip'; printf 'Foo\n' | sed '/FOO/I s/o/0/g'
#### sed s with numbered and g combined and empty matches
echo 'abc' | sed 's/x*/-/g'; echo 'abc' | sed 's/b*/X/2'; echo 'hello' | sed 's/l*//g'
#### sed D without newline and G on empty hold
printf 'a\nb\n' | sed G; printf 'a\n' | sed 'x;G'
#### sed delete trailing blank lines
printf 'a\nb\n\n\n' | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}'
#### sed print line numbers of matches
printf 'x\ny\nx\n' | sed -n '/x/='
#### sed posix character escapes
printf 'a\tb\n' | sed 's/\t/<TAB>/'; echo 'ab' | sed 's/b/\x41/'; echo 'a.b' | sed 's/\./\o101/'
#### sed --debug absent: --posix and -u
printf 'a\n' | sed -u p; printf 'a\n' | sed --posix 's/a/b/'
#### sed w to /dev/stderr
printf 'a\nb\n' | sed -n '/b/w /dev/stderr'
#### sed F and z
printf 'a\n' > f; sed F f; printf 'abc\n' | sed 'z;s/^$/empty/'
#### sed line number beyond end
seq 3 | sed -n '5p'; seq 3 | sed '5,$d'; seq 3 | sed -n '2,1p'
#### sed invalid address 0
seq 2 | sed '0p'; echo "st=$?"; seq 2 | sed -n '0~0p'; echo "st=$?"
