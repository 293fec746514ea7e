#### sed s with newline delimiter in -f script
printf 'a\n' > in; printf 's/a/b/\n' > s.sed; sed -f s.sed in; printf 'y/ab/xy/\n' > s.sed; echo ab | sed -f s.sed
#### sed s with & in regex part is literal
echo 'a&b' | sed 's/&/and/'
#### sed s with escaped delimiter in regex and replacement
echo 'a|b' | sed 's|\||/|'; echo 'a/b' | sed 's/\//\\\//'
#### sed s delimiter that is a regex special char
echo 'a.b' | sed 's.\..X.'; echo 'aab' | sed 's*a\**X*'
#### sed regex interval with comma forms BRE
echo 'aaaa' | sed 's/a\{2,\}/X/'; echo 'aaaa' | sed 's/a\{,2\}/X/'; echo 'aaaa' | sed 's/a\{2\}/X/g'
#### sed -E interval and literal brace
echo 'a{1}' | sed -E 's/a\{1\}/X/'; echo 'aa' | sed -E 's/a{2}/X/'
#### sed backreference in regex
echo 'abab xyxz' | sed 's/\(..\)\1/[&]/'; echo 'aa bb' | sed -E 's/(.)\1/<\1>/g'
#### sed case conversion of backreferences
echo 'foo bar' | sed -E 's/(foo) (bar)/\U\1\E \u\2/'
#### sed s with I flag and ranges
echo 'ABC abc' | sed 's/[a-c]\+/x/Ig'
#### sed s/// N-th with overlapping empty matches
echo 'abc' | sed 's/x*/-/2'; echo 'abc' | sed 's/x*/-/g'
#### sed w to same file from two commands
printf 'a\nb\n' | sed -n -e '/a/w out' -e '/b/w out'; cat out
#### sed s with e flag absent on other flags combos p and w together
printf 'a\n' | sed -n 's/a/b/pw out2'; cat out2
#### sed a then q prints append
printf 'a\nb\n' | sed -e '1a X' -e 1q
#### sed i then d still prints insert
printf 'a\nb\n' | sed -e '1i X' -e 1d
#### sed c with address range and !
printf '1\n2\n3\n' | sed '1,2!c Z'
#### sed = and l into pattern space order
printf 'a\n' | sed -n '=;l;p'
#### sed G H x sequence reversing
printf '1\n2\n3\n' | sed -n '1!G;h;$p'
#### sed N on last line with $!N guard
printf '1\n2\n3\n' | sed -n '$!N;P;D'
#### sed D restarts cycle without reading new line
printf 'a b\n' | sed 's/ /\n/;P;D'
#### sed n at last line ends without autoprint duplicate
printf 'a\n' | sed 'n;s/a/X/'; printf 'a\n' | sed -n 'n;p'
#### sed regex address with offsets plus zero
printf '1\n2\n3\n' | sed -n '/2/,+0p'
#### sed regex range restarts after end
printf 'a\nb\na\nb\n' | sed -n '/a/,/b/{=}'
#### sed step addresses in ranges
printf '%s\n' 1 2 3 4 5 6 | sed -n '2,4!p'; printf '%s\n' 1 2 3 4 5 6 | sed '1~2d'
#### sed address $ with -i on several files
printf '1\n2\n' > f1; printf '3\n4\n' > f2; sed -i '$d' f1 f2; cat f1 f2
#### sed nested braces with addresses
printf '1\n2\n3\n4\n' | sed -n '2,4{/3/!{p}}'
#### sed empty script
printf 'a\n' | sed ''; printf 'a\n' | sed -n ''
#### sed -n -e p with --posix
printf 'a\n' | sed --posix -n p
#### sed -E with + after group and ? alternation
echo 'abab' | sed -E 's/(ab)+/X/'; echo 'color colour' | sed -E 's/colou?r/C/g'
#### sed unicode in bracket and dot
echo 'äöü' | sed 's/./X/2'; echo 'äöü' | sed 's/[ö]/O/'
#### sed l wraps long lines with backslash
printf '%s\n' "$(printf 'a%.0s' $(seq 1 80))" | sed -n l
#### sed y with escaped delimiter
echo 'a/b' | sed 'y/\//|/'
#### sed error unknown option -k
sed -k p /dev/null; echo "rc=$?"
#### sed error missing filename for r w
echo a | sed 'w'; echo "rc=$?"; echo a | sed 'r'; echo "rc=$?"
#### sed error invalid line 0 with regex second address other than 0,
echo a | sed '0p'; echo "rc=$?"; echo a | sed '0~0p'; echo "rc=$?"
#### sed error extra after closing brace
echo a | sed '{p}x'; echo "rc=$?"
#### sed error = with } in same line and ; handling
echo a | sed -n '{=;}'; echo a | sed -n '{p};p'
#### sed error unterminated y
echo a | sed 'y/abc/def'; echo "rc=$?"
#### sed error s unterminated in -e pieces
echo a | sed -e 's/a/' -e 'b/'; echo "rc=$?"
#### sed error bad backreference in -E regex
echo a | sed -E 's/(a)\2/x/'; echo "rc=$?"
#### sed error unmatched paren in -E
echo a | sed -E 's/(a/x/'; echo "rc=$?"
#### sed error invalid preceding regular expression
echo a | sed -E 's/*a/x/'; echo "rc=$?"; echo '*a' | sed 's/*a/x/'
#### sed T and t in same cycle
printf 'ab\ncd\n' | sed ':a;s/a/A/;ta;s/c/C/;T;s/$/!/'
#### sed b to label defined later and : with spaces
printf 'a\n' | sed -n 'b end
s/a/X/
: end
p'
#### sed -s with = F and q exit per file
printf '1\n2\n' > f1; printf '3\n' > f2; sed -s '1q' f1 f2; echo "rc=$?"
#### sed -z with a i c and l
printf 'a\0b\0' | sed -z '1a X' | tr '\0' '|'; echo; printf 'a\nb\0' | sed -z -n l
#### sed M modifier on address regex and ^ in middle
printf 'a\nb\n' | sed 'N;s/^b/B/M'; printf 'a\nb\n' | sed 'N;s/a$/A/M'
#### sed s with newline in character class after N
printf 'a\nb\n' | sed 'N;s/[\n]/+/'
#### sed special replacement \n in y and s
echo 'a b' | sed 'y/ /\n/'; echo 'ab' | sed 's/a/&\n/'
#### sed R from stdin and w /dev/stderr
printf 'x\n' > f; printf 'r1\nr2\n' | sed 'R /dev/stdin' f; printf 'a\n' | sed 'w /dev/stderr' 2>&1
#### sed --null-data --separate long options
printf 'a\0' > z1; printf 'b\0' > z2; sed --null-data --separate -n '$p' z1 z2 | tr '\0' '|'; echo
#### sed --regexp-extended and --line-length and --unbuffered
echo 'aa' | sed --regexp-extended 's/a+/X/'; echo 'abcdef' | sed -n --line-length=4 l
