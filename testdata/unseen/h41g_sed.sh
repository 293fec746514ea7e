#### sed a i c with -s per file last line
printf '1\n2\n' > f1; printf '3\n' > f2; sed -s '$a END' f1 f2; sed '$a END' f1 f2
#### sed i with multiple lines backslash
printf 'x\ny\n' | sed '2i\
first\
second'
#### sed a text with leading backslash keeps spaces
printf 'x\n' | sed 'a\   indented'; printf 'x\n' | sed 'a    stripped'
#### sed c on negated address
printf '1\n2\n3\n' | sed '2!c\
X'
#### sed c in range with -n still prints
printf '1\n2\n3\n4\n' | sed -n '2,3c\
C'
#### sed y with escapes
printf 'a\tb\\c\n' | sed 'y/\t\\/T|/'
#### sed y with newline after N
printf 'a\nb\n' | sed 'N;y/\n/,/'
#### sed y with unicode characters
printf 'äbc\n' | sed 'y/äb/AB/'
#### sed l with multibyte and escapes
printf 'ä\tb\001\\\n' | sed -n l
#### sed l with line length argument
printf 'abcdefghijklmnopqrstuvwxyz\n' | sed -n 'l 10'
#### sed l with -l option
printf 'abcdefghijklmnopqrstuvwxyz\n' | sed -n -l 8 l
#### sed = with -z
printf 'a\0b\0' | sed -z = | od -c | head -3
#### sed n prints and replaces with -n
printf '1\n2\n3\n4\n5\n' | sed -n 'n;p'
#### sed N at last line without POSIXLY_CORRECT prints
printf '1\n2\n3\n' | sed 'N;s/\n/-/'
#### sed D with no newline behaves like d
printf 'a\nb\n' | sed 'D'
#### sed P prints first line of pattern space
printf 'a\nb\nc\n' | sed -n 'N;P'
#### sed G on empty hold adds newline
printf 'a\nb\n' | sed G
#### sed H then x at end
printf 'a\nb\nc\n' | sed -n 'H;${x;p}'
#### sed x on first line gives empty
printf 'a\nb\n' | sed 'x'
#### sed h and g copy
printf 'a\nb\nc\n' | sed '1h;3g'
#### sed z then append
printf 'abc\n' | sed 'z;s/^$/empty/'
#### sed F on stdin and file
printf 'x\n' > f; printf 'y\n' | sed F - f
#### sed W writes first line of pattern space to file
printf 'a\nb\nc\n' | sed -n 'N;W out
'; cat out
#### sed w /dev/stdout ordering
printf 'a\nb\n' | sed 'w /dev/stdout'
#### sed first~step with zero first
printf '%s\n' 1 2 3 4 5 6 7 | sed -n '0~3p'
#### sed first~step with zero step
printf '%s\n' 1 2 3 4 | sed -n '2~0p'
#### sed addr,~N multiples
printf '%s\n' 1 2 3 4 5 6 7 8 9 | sed -n '2,~4p'; echo --; printf '%s\n' 1 2 3 4 5 | sed -n '4,~4p'
#### sed addr,+N repeated matches
printf '%s\n' a x b c a d e | sed -n '/a/,+1p'
#### sed 0,/re/ matching first line
printf 'foo\nfoo\nbar\n' | sed '0,/foo/s//X/'; printf 'foo\nfoo\nbar\n' | sed '1,/foo/s/foo/X/'
#### sed 0,N line number is error
printf 'a\n' | sed '0,2p'; echo "rc=$?"
#### sed range second address less than first
printf '%s\n' 1 2 3 4 5 | sed -n '4,2p'
#### sed range regex end not found runs to end
printf '%s\n' 1 2 3 | sed -n '/2/,/nomatch/p'
#### sed dollar bang N idiom
printf '%s\n' a b c d | sed '$!N;s/\n/ /'
#### sed address regex with I and M
printf 'Foo\nbar\n' | sed -n '/foo/Ip'; printf 'a\nb\n' | sed -n 'N;/^b$/Mp'
#### sed -n with #n first line of script
printf 'a\nb\n' | sed '#n
2p'
#### sed -s with w per file and F
printf 'a\n' > f1; printf 'b\n' > f2; sed -s -n '1F;$=' f1 f2
#### sed -z with s and $
printf 'a\nb\0c\nd\0' | sed -z 's/\n/ /g;$s/^/L:/' | tr '\0' '|'
#### sed -E backreferences and grouping
echo 'abcabc' | sed -E 's/(abc)\1/[\1]/'; echo 'aaa' | sed -E 's/a{2}/X/'
#### sed --posix with \+ in BRE
echo 'aa+' | sed --posix 's/a\+/X/'; echo "rc=$?"
#### sed s number and g combined
echo 'aaaaa' | sed 's/a/X/3g'
#### sed s p flag with -n twice
echo 'ab' | sed -n 's/a/A/p;s/b/B/p'
#### sed s w flag to file
printf 'a\nb\na\n' | sed -n 's/a/X/w out
'; cat out
#### sed s i and I flags
echo 'Hello HELLO' | sed 's/hello/x/ig'
#### sed s m flag with caret and dollar
printf 'a\nb\n' | sed 'N;s/^/>/mg;s/$/</mg'
#### sed replacement newline escape and tab
echo 'a,b' | sed 's/,/\n/'; echo 'a,b' | sed 's/,/\t/' | od -c | head -1
#### sed replacement case escapes mixed
echo 'hello world' | sed -E 's/(\w+) (\w+)/\u\1 \U\2\E!/'; echo 'ABC def' | sed 's/.*/\L\u&/'
#### sed replacement with \cX \dNNN \oNNN \xHH
echo 'a' | sed 's/a/\d065\o102\x43/'; echo 'a' | sed 's/a/\cA/' | od -c | head -1
#### sed regex escapes \w \W \s \S \b \< \>
echo 'foo bar_1 baz!' | sed 's/\<b/B/g;s/\s/_/g;s/\W/#/g'
#### sed regex \` and \' anchors with M
printf 'a\nb\n' | sed 'N;s/\`/[/;s/'"\\\\'"'/]/;s/^/>/Mg'
#### sed empty regex reuses last address regex
printf 'foo\nbar\n' | sed -n '/foo/{s//X/;p}'
#### sed empty regex with no previous is error
echo a | sed 's//x/'; echo "rc=$?"
#### sed special characters in bracket expression
echo 'a]b-c^d' | sed 's/[]^-]/_/g'
#### sed character class in bracket
echo 'a1 B2' | sed 's/[[:upper:][:digit:]]/#/g'
