#### grep manual 3.2: BRE back-reference to two groups
printf 'abba\nabab\nxyyx\n' | grep '\(.\)\(.\)\2\1'; printf 'abab\nab\n' | grep -E '^(ab)\1$'
#### grep manual 3.2: back-reference under -i
printf 'Aa\naB\nbB\n' | grep -i '\(a\)\1'; printf 'Aa\n' | grep -ic '\(.\)\1'
#### grep manual 3.2: back-reference inside alternation
printf 'aa\nbb\nab\n' | grep -E '(a)\1|b\b'; echo "st=$?"
#### grep manual 3.3: BRE interval and literal braces
printf 'a\naa\naaa\na{1,2}\n' | grep -x 'a\{1,2\}'; printf 'a{1,2}\n' | grep 'a{1,2}'
#### grep manual 3.3: ERE interval forms
printf 'a\naa\naaa\n' | grep -xE 'a{2,}'; printf 'a\naa\naaa\n' | grep -xcE 'a{,2}'; printf 'aaa\n' | grep -oE 'a{2}'
#### grep manual 3.3: ERE brace that is not an interval is literal
echo '{1' | grep -E '{1'; echo 'a{1' | grep -E 'a{1'; echo 'a{1,x}' | grep -E 'a{1,x}'; echo "st=$?"
#### grep manual 3.3: invalid interval content
echo ab | grep 'a\{2,1\}'; echo "st=$?"; echo ab | grep -E 'a{3,2}'; echo "st=$?"
#### grep manual 3.3: interval too big
echo a | grep -E 'a{99999}'; echo "st=$?"
#### grep manual 3.2: GNU BRE operators \+ \? \|
printf 'ab\naab\nb\nc\n' | grep 'a\+b'; printf 'ab\nb\n' | grep -c '^a\?b$'; printf 'x\ny\nz\n' | grep 'x\|z'
#### grep manual 3.2: leading star in BRE and ERE
printf '*a\nb\n' | grep '*a'; printf '*a\nb\n' | grep -E '*a'; echo "st=$?"
#### grep manual 3.2: plus and question literal in BRE
printf 'a+b\naab\n' | grep 'a+b'; printf 'a?\na\n' | grep -x 'a?'
#### grep manual 3.2: ERE empty alternative matches every line
printf 'x\ny\n' | grep -cE 'a|'; printf 'x\n' | grep -E '()x'; printf 'x\n' | grep -cE '(|x)'
#### grep manual 3.2.1: character classes
printf 'a1\nB\n \t\n!\n\x01\nf0\n' | grep -c '[[:alpha:]]'; printf 'a1\nB\n!\n' | grep '[[:punct:]]'; printf 'fg\n0x\nzz\n' | grep '^[[:xdigit:]]'; printf 'a b\nab\n' | grep '[[:blank:]]'
#### grep manual 3.2.1: cntrl print graph classes
printf 'a\x01b\nplain\n' | grep -c '[[:cntrl:]]'; printf ' \n\tx\n' | grep -c '^[[:graph:]]'; printf ' \nx\n' | grep -c '^[[:print:]]'
#### grep manual 3.2.1: class syntax error outside brackets
echo ab | grep '[:alpha:]'; echo "st=$?"; echo ab | grep '[:alpha]'; echo "st=$?"
#### grep manual 3.2.1: equivalence and collating elements
echo ab | grep '[[=a=]]b'; echo 'a-b' | grep '[[.-.]]'; echo x | grep '[[.hyphen.]]'; echo "st=$?"
#### grep manual 3.2.1: bracket with ] first and ^ not first
printf 'a]b\na^b\nab\n' | grep 'a[]^]b'; printf ']\nx\n' | grep '[^]]'
#### grep manual 3.2.1: range end before start
echo b | grep '[z-a]'; echo "st=$?"; echo b | grep -E '[b-a]'; echo "st=$?"
#### grep manual 3.2.1: unmatched bracket
echo a | grep '[a'; echo "st=$?"; echo a | grep -E 'a['; echo "st=$?"
#### grep manual 3.2: unmatched parentheses in BRE and ERE
echo a | grep '\(a'; echo "st=$?"; echo 'a)' | grep -E 'a)'; echo "st=$?"; echo a | grep -E '(a'; echo "st=$?"
#### grep manual 3.2: invalid back reference
echo aa | grep '\(a\)\2'; echo "st=$?"; echo aa | grep -E 'a\1'; echo "st=$?"
#### grep manual 3.2: trailing backslash
echo 'a\' | grep 'a\'; echo "st=$?"
#### grep manual 3.2: word anchors \< \> \b \B
printf 'cat\nconcat\ncats\n' | grep '\<cat\>'; printf 'cat\nconcat\n' | grep 'cat\b'; printf 'concat\ncat\n' | grep '\Bcat'
#### grep manual 3.2: \w \W \s \S
printf 'a_1\n--\n' | grep -c '^\w*$'; printf 'a b\nab\n' | grep '\s'; printf ' \nx\n' | grep -c '\S'; printf 'ab\na-b\n' | grep 'a\Wb'
#### grep manual 3.2: \w \s in ERE with -o
echo 'foo_bar baz-qux  end' | grep -oE '\w+'; echo 'a  b	c' | grep -oE '\s+' | od -c | head -2
#### grep manual 3.2: backslash before ordinary character warns
echo 'a%b' | grep 'a\%b'; echo "st=$?"
#### grep manual 3.2: stray backslash before digit in ERE
echo 'ab' | grep -E '\d'; echo "st=$?"
#### grep -P: \d \D and \b
printf 'a1\nbb\n22x\n' | grep -P '\d'; printf 'a1\nbb\n' | grep -cP '^\D+$'; echo 'cat concat' | grep -oP '\bcat\b'
#### grep -P: lookahead and lookbehind
echo 'price: $42, tax: $7' | grep -oP '(?<=\$)\d+'; echo 'foobar foobaz' | grep -oP 'foo(?=baz)'; echo 'xa ya' | grep -oP '(?<!x)a'
#### grep -P: negative lookahead whole line
printf 'apple\napricot\nbanana\n' | grep -P '^(?!ap)'
#### grep -P: non-greedy and greedy
echo '<a><b>' | grep -oP '<.+?>'; echo '<a><b>' | grep -oP '<.+>'
#### grep -P: \K keeps only after
echo 'key=value other=x' | grep -oP 'key=\K\w+'; echo 'a:b:c' | grep -oP '^[^:]*:\K[^:]*'
#### grep -P: named group and back-reference
printf 'abab\nabcd\n' | grep -P '(?<p>ab)\k<p>'; printf 'xyxy\n' | grep -cP '(xy)\g1'
#### grep -P: inline flags and atomic group
printf 'HELLO\nhello\n' | grep -P '(?i)hello' | wc -l; echo aaab | grep -cP '(?>a+)b'; echo aaa | grep -cP '(?>a+)a'
#### grep -P: possessive and unicode escapes
echo aaa | grep -cP 'a++a'; echo 'tab	here' | grep -cP '\t'; echo 'x' | grep -P '\x78'
#### grep -P: -w and -x with alternation
printf 'foo\nfoobar\nbar\n' | grep -xP 'foo|bar'; printf 'a foo b\nfoobar\n' | grep -wP 'foo'
#### grep -P: -z multiline with (?s) and \n
printf 'a\nb\nc\n' | grep -zoP 'a\nb' | tr '\0' '|'; echo; printf 'x1\ny2\n' | grep -zcP '(?m)^y'
#### grep -P: invalid pattern message and status
echo ab | grep -P '(a'; echo "st=$?"; echo ab | grep -P 'a{2,1}'; echo "st=$?"
#### grep -P: empty match and -o
printf 'abc\n' | grep -oP 'x*'; echo "st=$?"; printf 'abc\n' | grep -cP 'x*'
#### grep -E vs -G: same text different meaning
echo 'a|b' | grep 'a|b'; echo 'a|b' | grep -E 'a|b' ; echo '(ab)' | grep '(ab)'; echo '(ab)' | grep -oE '(ab)'
#### grep -F with newline-separated patterns
printf 'foo\nbar\nbaz\n' | grep -F 'foo
baz'; printf 'a.c\nabc\n' | grep -cF 'a.c'
#### grep -e and -f together and empty -f file
: > empty; printf 'a\nb\n' | grep -f empty; echo "st=$?"; printf 'x\n' > pats; printf 'a\nx\nb\n' | grep -e a -f pats
#### grep -m with -A trailing context
seq 10 | grep -m2 -A1 '[135]'; echo ---; seq 20 | grep -m1 -A2 '1'
#### grep -m with -B and -C
seq 10 | grep -m1 -C1 5; echo ---; seq 10 | grep -m2 -B1 '[48]'
#### grep -m 0 and -m with -c and -v
seq 5 | grep -m0 1; echo "st=$?"; seq 9 | grep -c -m3 '[0-9]'; seq 5 | grep -v -m2 3
#### grep -m per file with two files
seq 5 > a; seq 5 > b; grep -m2 '[0-9]' a b; grep -c -m1 . a b
#### grep -m stops reading stdin
printf '1\n2\n3\n4\n' | { grep -m1 1; cat; }
#### grep --line-buffered output unchanged
seq 4 | grep --line-buffered '[24]'; echo "st=$?"
#### grep -z data lines and anchors
printf 'one\ntwo\0three\0' | grep -z '^two' | od -c | head -3; printf 'a\0b\0' | grep -zc .
#### grep -z with -v and -n
printf 'a\0b\0ab\0' | grep -zvn a | tr '\0' '\n'
#### grep -Z after file names with -l and -c
printf 'x\n' > f1; printf 'x\ny\n' > f2; grep -lZ x f1 f2 | od -c | head -2; grep -cZ x f1 f2 | od -c | head -2
#### grep -Z with -H line output and -L
printf 'x\n' > f1; printf 'y\n' > f2; grep -HZ x f1 | od -c | head -2; grep -LZ x f1 f2 | od -c | head -2
#### grep --label with -H -c and -l
echo hi | grep --label=LBL -H hi; echo hi | grep --label=LBL -c hi; echo hi | grep --label=LBL -l hi; echo hi | grep -l hi
#### grep -H and -h with one and many files
echo a > f1; echo a > f2; grep -H a f1; grep -h a f1 f2; grep -hH a f1; grep -Hh a f1
#### grep -T initial tab with -n and -H
printf 'a\nb\n' > f; grep -T -n b f; grep -T -H -n b f; grep -T -c b f; grep -T -b -n -H a f
#### grep -b byte offsets of lines and -o
printf 'ab\ncab\nxxab\n' | grep -b ab; printf 'ab\ncab\n' | grep -bo ab
#### grep -b -o -n -H together
printf 'one two\ntwo\n' > f; grep -bonH two f
#### grep -u obsolete warning
echo hi | grep -u hi; echo "st=$?"; echo hi | grep -ub hi
#### grep --color=never and --color=always
echo 'abc' | grep --color=never b; echo 'abc' | grep --color=always b | od -c | head -3
#### grep --color=always with -n and context
printf 'x\nab\n' | grep --color=always -n -B1 b | od -c | head -5
#### grep --exclude-dir and --include
mkdir -p d/skip d/keep; echo hit > d/skip/a.txt; echo hit > d/keep/b.txt; echo hit > d/keep/c.log; grep -r --exclude-dir=skip hit d | sort; grep -r --include='*.log' hit d; grep -rl --exclude-dir='sk*' --exclude='*.log' hit d
#### grep --exclude-dir applies to a named directory too
mkdir -p d/skip; echo hit > d/skip/a; grep -r --exclude-dir=skip hit d/skip; echo "st=$?"; grep -r --exclude-dir=d hit d; echo "st=$?"
#### grep -s hides file errors not status
grep -s x nosuch; echo "st=$?"; echo x > f; grep -s x nosuch f; echo "st=$?"
#### grep status 2 when error and a match
echo x > f; grep x f nosuch; echo "st=$?"; grep -q x f nosuch; echo "st=$?"; grep -q x nosuch f; echo "st=$?"
#### grep status with -v matching nothing and -L
printf 'a\n' | grep -v a; echo "st=$?"; printf 'a\n' > f; grep -L a f; echo "st=$?"; grep -L b f; echo "st=$?"
#### grep directory operand without -r
mkdir -p dd; grep x dd; echo "st=$?"; grep -s x dd; echo "st=$?"; grep -d skip x dd; echo "st=$?"
#### grep -i with bracket range and -o
echo 'ABCxyz' | grep -io '[a-c]*'; echo 'Straße' | grep -ic 'STRASSE'
#### grep -w with -o and repeated words
echo 'foo foobar foo_x foo' | grep -ow foo; echo 'a-b a_b' | grep -ow 'a.b'
#### grep -x with alternation in BRE
printf 'ab\nabc\nc\n' | grep -x 'ab\|c'
#### grep -c -v with context ignored
seq 6 | grep -c -A1 3; seq 6 | grep -vc -B1 3
#### grep -A with -v and group separators
seq 8 | grep -v -A1 '[2-6]'; echo ---; seq 10 | grep --group-separator=XX -A0 '[37]'; seq 10 | grep --no-group-separator -B0 '[37]'
#### grep -n with context separators
seq 5 | grep -n -C1 3; seq 9 | grep -n -A1 '[15]'
#### grep -o with -v prints nothing
printf 'a\nb\n' | grep -ov a; echo "st=$?"
#### grep -I and --binary-files
printf 'x\0y\n' > bin; printf 'x\n' > txt; grep -I x bin txt; echo "st=$?"; grep --binary-files=text -c x bin; grep -c x bin
#### grep -a prints binary lines raw
printf 'x\0y\nz\n' | grep -a x | od -c | head -2
#### grep -e pattern starting with dash and -- separator
printf -- '-v\nx\n' | grep -e -v; printf -- '--x\n' | grep -- --x
#### grep invalid -m -A and context values
seq 3 | grep -m x 1; echo "st=$?"; seq 3 | grep -A -1 1; echo "st=$?"; seq 3 | grep -C z 1; echo "st=$?"
#### grep -E with dot and multibyte
echo 'aéb' | grep -o 'a.b'; echo 'é' | grep -c '^.$'; printf '\xff\n' | grep -c '^.$'
#### grep --null with -r listing piped to sort
mkdir -p r; echo q > r/1; echo q > r/2; grep -rl --null q r | tr '\0' '\n' | sort
#### grep -f pattern file with empty line matches all
printf 'x\n\n' > pats; printf 'a\nb\n' | grep -c -f pats
#### sed manual 3.8: e command runs the pattern space
printf 'echo one\necho two\n' | sed e
#### sed manual 3.8: e command with argument before line
printf 'a\nb\n' | sed '1e echo first'
#### sed manual 3.3: s///e executes the result
echo 'X' | sed 's/X/echo run/e'
#### sed manual 3.8: F prints file name and dash for stdin
printf 'a\n' > f; sed -n '1F' f; echo x | sed F; sed -n '$F' f - < f
#### sed manual 3.8: z empties pattern space
printf 'abc\nd\n' | sed '1z'; printf 'abc\n' | sed 'z;s/^$/empty/'
#### sed manual 3.8: W writes first line of pattern space
printf 'a\nb\nc\n' | sed -n 'N;W out'; cat out
#### sed manual 3.8: W to /dev/stdout
printf 'a\nb\n' | sed 'N;W /dev/stdout'
#### sed manual 3.8: R reads one line per use and stops at end
printf 'r1\nr2\n' > rf; seq 4 | sed 'R rf'
#### sed manual 3.8: R of missing file is silently ignored
seq 2 | sed 'R nosuch'; echo "st=$?"
#### sed manual 3.8: T branches when no substitution
printf 'ax\nb\n' | sed 's/x/X/;T;s/$/ (changed)/'; printf 'a\nb\n' | sed -n 's/a/A/;Tskip;p;:skip'
#### sed manual 3.8: v command and version check
echo x | sed 'v'; echo x | sed 'v 4.2'; echo "st=$?"; echo x | sed 'v 9.9'; echo "st=$?"
#### sed manual 3.8: Q quits without printing and exit code
seq 5 | sed '3Q'; seq 5 | sed '3Q7'; echo "st=$?"; seq 5 | sed '/2/q 4'; echo "st=$?"
#### sed manual 3.8: Q with append pending discards it
seq 3 | sed '2{a\
added
Q}'; echo ---; seq 3 | sed '2{a\
added
q}'
#### sed manual 3.3: s///Ng from the Nth match
echo aaaa | sed 's/a/b/2g'; echo 'a a a a' | sed 's/a/X/3'; echo 'abc' | sed 's/x*/-/2g'
#### sed manual 3.3: s///w writes changed lines
printf 'a1\nb\na2\n' | sed 's/a/A/w changed'; echo ---; cat changed
#### sed manual 3.3: s///w with p duplicates
printf 'a\n' | sed -n 's/a/b/gpw o2'; cat o2
#### sed manual 3.3: M flag with ^ and $
printf 'a\nb\n' | sed 'N;s/^/>/Mg'; printf 'a\nb\n' | sed 'N;s/$/</Mg'; printf 'a\nb\n' | sed 'N;s/a$/A/M'
#### sed manual 3.3: M flag with backtick and quote anchors
cat > s.sed <<'X'
N;s/\`/[/Mg;s/\'/]/Mg;s/^/</Mg
X
printf 'a\nb\n' | sed -f s.sed
#### sed manual 3.3: I flag with character classes and ranges
echo 'HeLLo' | sed 's/[a-z]*/x/I'; echo 'ABC' | sed 's/b/-/gI'; echo 'Ab' | sed '/ab/Id'
#### sed manual 3.3: \U and \E around groups
echo 'first second' | sed -E 's/(\w+) (\w+)/\U\1\E-\2/'; echo 'abc' | sed 's/b/\U&x/'
#### sed manual 3.3: \u \l act on next character only
echo 'hello' | sed 's/.*/\u&/'; echo 'HELLO' | sed 's/.*/\l&/'; echo 'ab' | sed 's/\(a\)\(b\)/\u\1\2/'
#### sed manual 3.3: \u then \L and \l then \U
echo 'hELLO wORLD' | sed -E 's/(\w+)/\u\L\1/g'; echo 'hello' | sed 's/.*/\l\U&/'
#### sed manual 3.3: \L persists across literal text until \E
echo 'AB CD' | sed 's/\(AB\) \(CD\)/\L\1 X \2\E Y/'
#### sed manual 3.3: case conversion of newline-containing match
printf 'ab\ncd\n' | sed 'N;s/.*/\U&/'
#### sed manual: --posix disables GNU escapes
echo 'aa+' | sed --posix 's/a\+/X/'; echo 'ab' | sed --posix 's/a\|b/X/g'; echo 'a	b' | sed --posix 's/\t/T/'
#### sed manual: -E versus BRE for the same script
echo 'a+b' | sed 's/a+/X/'; echo 'aab' | sed -E 's/a+/X/'; echo 'a{2}' | sed 's/a{2}/X/'; echo 'aa' | sed -E 's/a{2}/X/'
#### sed manual: -r is -E and --regexp-extended
echo 'abab' | sed -r 's/(ab)+/X/'; echo 'abab' | sed --regexp-extended 's/(ab){2}/Y/'
#### sed manual: ERE with literal parens via backslash
echo '(x)' | sed -E 's/\(x\)/y/'; echo '(x)' | sed 's/(x)/y/'
#### sed manual: -s separate files with F = and $
printf 'a\nb\n' > f1; printf 'c\n' > f2; sed -s -n '$=' f1 f2; sed -n '$=' f1 f2; sed -s '1F' f1 f2
#### sed manual: -s with range spanning files
printf '1\n2\n' > f1; printf '3\n4\n' > f2; sed -n '2,3p' f1 f2; echo ---; sed -s -n '2,3p' f1 f2
#### sed manual: -z with s and $
printf 'a\nb\0c\0' | sed -z '$s/^/L:/' | tr '\0' '|'; echo; printf 'x\0y\0' | sed -z = | tr '\0' '|'; echo
#### sed manual: -z and M flag
printf 'a\nb\0' | sed -z 's/^/>/Mg' | tr '\0' '|'; echo
#### sed manual 4.3: 0~3 first~step
seq 10 | sed -n '0~3p' | tr '\n' ' '; echo; seq 10 | sed '0~4d' | tr '\n' ' '; echo; seq 7 | sed -n '3~3!p' | tr '\n' ' '; echo
#### sed manual 4.3: addr1,~N with regex start
seq 20 | sed -n '/5/,~4p' | tr '\n' ' '; echo; seq 10 | sed -n '4,~4p' | tr '\n' ' '; echo
#### sed manual 4.3: 0,/re/ when first line matches
printf 'a\nb\na\n' | sed -n '0,/a/p'; echo ---; printf 'a\nb\na\n' | sed -n '1,/a/p'
#### sed manual 4.3: addr1,+N and regex restart
seq 10 | sed -n '/[27]/,+1p' | tr '\n' ' '; echo
#### sed manual 4.3: $ with multiple files without -s
printf 'a\n' > f1; printf 'b\n' > f2; sed -n '$p' f1 f2; sed -n '1p' f1 f2
#### sed manual 3.8: l N line wrap
echo 'abcdefghijklmnopqrstuvwxyz' | sed -n 'l 10'; echo 'abcdefghij' | sed -n 'l 1'; echo 'abc' | sed -n 'l 0'
#### sed manual 3.8: l with -l option and escapes
printf 'a\tb\\c\x01\n' | sed -n -l 8 l; printf '\x7f\xc3\xa9\n' | sed -n l
#### sed manual 3.8: l wraps escapes as a unit
printf 'ab\t\t\tcd\n' | sed -n 'l 6'
#### sed manual 3.8: y with escapes
printf 'a\tb\n' | sed 'y/\t/ /'; printf 'a\\b\n' | sed 'y/\\/X/'; printf 'a/b\n' | sed 'y/\//|/'; printf 'ab\ncd\n' | sed 'N;y/\n/-/'
#### sed manual 3.8: y with other delimiter and multibyte
echo 'a,b' | sed 'y|,|;|'; echo 'héllo' | sed 'y/é/e/'; echo 'abc' | sed 'y/abc/αβγ/'
#### sed manual: -i with suffix keeps a backup
printf 'a\n' > f; sed -i.bak 's/a/b/' f; cat f f.bak
#### sed manual: -i with star in suffix and directory
mkdir -p bk; printf 'a\n' > f; sed -i'bk/*.old' 's/a/c/' f; cat f bk/f.old; printf 'x\n' > g; sed -i'pre_*' 's/x/y/' g; cat g pre_g
#### sed manual: --in-place= long form and -s implied
printf '1\n2\n' > f1; printf '3\n4\n' > f2; sed --in-place=.orig '1d' f1 f2; cat f1 f2 f1.orig
#### sed manual: -i with -n and p
printf 'a\nb\n' > f; sed -n -i '/b/p' f; cat f
#### sed manual: -i on stdin is an error
echo a | sed -i 's/a/b/'; echo "st=$?"
#### sed manual: -i on missing file continues with others
printf 'a\n' > f; sed -i 's/a/b/' nosuch f; echo "st=$?"; cat f
#### sed error: unterminated s command
echo a | sed 's/a/b'; echo "st=$?"
#### sed error: unknown option to s
echo a | sed 's/a/b/x'; echo "st=$?"
#### sed error: multiple g and p options
echo a | sed 's/a/b/gg'; echo "st=$?"; echo a | sed 's/a/b/pp'; echo "st=$?"; echo a | sed 's/a/b/2g3'; echo "st=$?"
#### sed error: number option zero
echo a | sed 's/a/b/0'; echo "st=$?"
#### sed error: unknown command and missing command
echo a | sed 'k'; echo "st=$?"; echo a | sed '1'; echo "st=$?"
#### sed error: unmatched and unexpected braces
echo a | sed '{p'; echo "st=$?"; echo a | sed 'p}'; echo "st=$?"
#### sed error: extra characters after command
echo a | sed 'pq'; echo "st=$?"; echo a | sed 'dx'; echo "st=$?"
#### sed error: command only uses one address
seq 3 | sed '1,2='; echo "st=$?"; seq 3 | sed '1,2q'; echo "st=$?"; seq 3 | sed '1,2a x'; echo "st=$?"
#### sed error: comments do not accept addresses
echo a | sed '1# c'; echo "st=$?"
#### sed error: line address 0
echo a | sed '0p'; echo "st=$?"; echo a | sed '0,5p'; echo "st=$?"
#### sed error: no previous regular expression
echo a | sed 's//x/'; echo "st=$?"; echo a | sed -n '//p'; echo "st=$?"
#### sed error: invalid reference on RHS
echo a | sed 's/a/\1/'; echo "st=$?"; echo a | sed -E 's/(a)/\2/'; echo "st=$?"
#### sed error: undefined label and multiple bang
echo a | sed 'b nowhere'; echo "st=$?"; echo a | sed '1!!p'; echo "st=$?"
#### sed error: y strings different lengths and extra
echo a | sed 'y/abc/de/'; echo "st=$?"; echo a | sed 'y/a/b/g'; echo "st=$?"
#### sed error: expected backslash after a c i in posix
echo a | sed --posix 'a foo'; echo "st=$?"
#### sed error: missing filename for r w
echo a | sed 'r'; echo "st=$?"; echo a | sed 'w'; echo "st=$?"
#### sed error: couldn't open file for w
echo a | sed 'w nodir/x'; echo "st=$?"
#### sed error: unknown command backslash and colon without label
echo a | sed '\'; echo "st=$?"; echo a | sed ':'; echo "st=$?"
#### sed error: second file missing message
printf 'a\n' > f; sed p nosuch f; echo "st=$?"
#### sed error: invalid regex messages
echo a | sed 's/\(a/b/'; echo "st=$?"; echo a | sed 's/[a/b/'; echo "st=$?"; echo a | sed -E 's/a{2,1}/b/'; echo "st=$?"
#### sed error: char position in second -e
echo a | sed -e p -e 's/a'; echo "st=$?"
#### numfmt: --to=si and --to=iec boundary values
numfmt --to=si 999 1000 999999 1000000; numfmt --to=iec 1023 1024 1048575 1048576
#### numfmt: --to=iec-i and --to=auto error
numfmt --to=iec-i 1536 4096; numfmt --to=auto 5; echo "st=$?"
#### numfmt: --from=si iec iec-i and auto
numfmt --from=si 1K 1.5M; numfmt --from=iec 1K 2M; numfmt --from=iec-i 1Ki; numfmt --from=auto 1Ki 1K
#### numfmt: --from=iec-i requires the i
numfmt --from=iec-i 1K; echo "st=$?"; numfmt --from=si 1Ki; echo "st=$?"
#### numfmt: --round modes on both signs
for r in up down from-zero towards-zero nearest; do echo "$r: $(numfmt --to=si --round=$r -- 1501 -1501 1499)"; done
#### numfmt: --format with width precision and flags
numfmt --format='%08.2f' 3.14159; numfmt --format='%-8f|' 12; numfmt --format='<%10f>' --to=si 12345; numfmt --format="%'f" 1234567
#### numfmt: --format errors
numfmt --format='%d' 1; echo "st=$?"; numfmt --format='%f%f' 1; echo "st=$?"; numfmt --format='x' 1; echo "st=$?"
#### numfmt: --padding positive and negative
numfmt --padding=8 42 | od -c | head -1; numfmt --padding=-8 42 | od -c | head -1; numfmt --padding=0 1; echo "st=$?"
#### numfmt: --field lists and ranges
echo '1000 2000 3000 4000' | numfmt --field=2,4 --to=si; echo '1000 2000 3000' | numfmt --field=-2 --to=si; echo '1000 2000 3000' | numfmt --field=2- --to=si
#### numfmt: --field with --delimiter
echo '1024:2048:x' | numfmt -d: --field=1,2 --to=iec; echo 'a,1000' | numfmt -d , --field 2 --to=si
#### numfmt: --invalid modes and statuses
numfmt --invalid=ignore x 10; echo "st=$?"; numfmt --invalid=warn x 10; echo "st=$?"; numfmt --invalid=fail x 10; echo "st=$?"; numfmt x 10; echo "st=$?"
#### numfmt: --suffix with --from and --to
numfmt --suffix=B --to=si 2000; numfmt --suffix=B --from=si 2KB; echo "st=$?"
#### numfmt: --to-unit and --from-unit arithmetic
numfmt --from-unit=512 4; numfmt --to-unit=1024 4096; numfmt --from-unit=1K 2; echo "st=$?"
#### numfmt: fractional input without --from
numfmt 1.5; numfmt --to=si 1.5; numfmt --to=si 0.4; numfmt 1e3; echo "st=$?"
#### numfmt: -z and --header
printf '1000\0002000\0' | numfmt -z --to=si | tr '\0' ' '; echo; printf 'H\n1000\n' | numfmt --header --to=si
#### numfmt: leading blanks keep alignment
printf '  1000\n10\n' | numfmt --to=si | od -c | head -2
#### od: -A radix forms
printf 'abcdefghijklmnopq' | od -A d -t c | tail -2; printf 'abc' | od -A n -t x1; printf '%20s' | od -A o -t x1 | tail -1
#### od: -t with sizes d1 d2 d4 d8
printf '\xff\xff\xff\xff\xff\xff\xff\xff' | od -A n -t d1 -t d2 -t d4 -t d8
#### od: -t u and o with sizes
printf '\x01\x02\x03\x04' | od -A n -t u1 -t u2 -t u4 -t o1 -t o2
#### od: -t x with C S I L size letters
printf '\x01\x02\x03\x04\x05\x06\x07\x08' | od -A n -t xC -t xS -t xI -t xL
#### od: -t f default and fF
printf '\x00\x00\x80\x3f\x00\x00\x00\x40' | od -A n -t fF; printf '\x00\x00\x00\x00\x00\x00\xf0\x3f' | od -A n -t f
#### od: -j with suffixes and -N hex
printf '%600s' x | od -A d -j 1b -N 0x4 -c; printf 'abcdef' | od -An -c -j2 -N2
#### od: -w odd widths and -v
printf 'aaaaaaaaaaaaaaaa' | od -w4 -c; printf 'aaaaaaaaaaaaaaaa' | od -v -w4 -A n -c | wc -l
#### od: -w not a multiple of type size
printf 'abcd' | od -w3 -t x2; echo "st=$?"
#### od: -S strings with length
printf 'ab\0abcd\0abcdefg\0xyz' | od -S 3; printf 'hello\0' | od -A n -S 4
#### od: -t a and -t c differences
printf 'a\x00\x7f\x80\n' | od -A n -t a; printf 'a\x00\x7f\x80\n' | od -A n -t c
#### od: bad type and size messages
od -t x3 /dev/null; echo "st=$?"; od -t q /dev/null; echo "st=$?"; od -t f2 /dev/null; echo "st=$?"
#### od: -b -c -d -o -x short options
printf 'AB' | od -b; printf 'AB' | od -d; printf 'AB' | od -o; printf 'AB' | od -x
#### split: default names and -l
seq 5 | split -l 2; for f in x*; do echo "$f: $(tr '\n' ' ' < $f)"; done
#### split: -a 3 -d and numeric start
seq 3 | split -l 1 -a 3 -d - p_; ls p_*; seq 3 | split -l 1 --numeric-suffixes=8 - q; ls q*
#### split: hex suffixes
seq 20 | split -l 1 -x; ls x* | tail -3; seq 3 | split -l 1 --hex-suffixes=9 - h; ls h*
#### split: suffix length grows automatically
seq 700 | split -l 1; ls | wc -l; ls | tail -2; ls | sed -n '675,677p'
#### split: --additional-suffix with -d
seq 4 | split -l 2 -d --additional-suffix=.txt - part; ls part*; cat part01.txt
#### split: -n chunks of a file and -e
printf 'abcdefgh' > in; split -n 3 in; printf 'ab' > in2; split -e -n 4 in2 y; ls y*; for f in x*; do printf '%s:%s\n' $f "$(cat $f)"; done
#### split: --numeric-suffixes too big for length
seq 3 | split -l 1 -a 1 --numeric-suffixes=9 - n; echo "st=$?"; ls n* 2>/dev/null
#### csplit: offsets after pattern
seq 10 | csplit - '/4/+1' '/8/-1'; for f in xx*; do echo "$f: $(tr '\n' ' ' < $f)"; done
#### csplit: repeat {N} and {*}
seq 12 | csplit -s - '/[05]$/' '{*}'; wc -l xx* | head -n -1; rm xx*; seq 12 | csplit - 3 '{2}'
#### csplit: percent pattern skips
seq 10 | csplit -s - '%5%' '/8/'; cat xx00; echo ---; cat xx01
#### csplit: -f -n -b naming
seq 6 | csplit -s -f pre -n 3 - 3; ls pre*; seq 6 | csplit -s -b 'c%02x.txt' - 4; ls xx*
#### csplit: -k keeps files on error
seq 5 | csplit - '/3/' '/9/'; echo "st=$?"; ls xx* 2>&1; seq 5 | csplit -k - '/3/' '/9/'; echo "st=$?"; ls xx*
#### csplit: -z elides empty files
seq 4 | csplit -z - '/1/' '/4/'; ls xx*
#### csplit: errors for bad patterns
seq 3 | csplit - 0; echo "st=$?"; seq 3 | csplit - 'x'; echo "st=$?"; seq 3 | csplit - '/1'; echo "st=$?"
#### csplit: {N} too many and line out of range
seq 5 | csplit - 2 '{5}'; echo "st=$?"; seq 5 | csplit - 9; echo "st=$?"
#### csplit: --suppress-matched
printf 'a\n--\nb\n--\nc\n' | csplit -s --suppress-matched - '/--/' '{*}'; head xx*
#### fmt: default width joins short lines
printf 'a b\nc d\ne\n\nnew para\n' | fmt; printf '%s ' $(seq 40) | fmt
#### fmt: -w narrow with sentence spacing kept
printf 'One two.  Three four. Five six.\n' | fmt -w 12
#### fmt: tab indented paragraph
printf '\tindented line one\n\tindented two\n' | fmt -w 30 | od -c | head -3
#### fmt: -s with --prefix
printf '# a very long comment line that needs to be split up\ncode\n' | fmt -s -w 20 -p '# '
#### fold: -w with -b on tabs and -s on spaces
printf 'a\tb\tc\n' | fold -w 5 | od -c | head -2; printf 'a\tb\tc\n' | fold -b -w 3 | od -c | head -2
#### fold: -s breaks after last blank
echo 'aaa bbb ccc ddd' | fold -s -w 9; echo 'abcdefghij klm' | fold -s -w 5
#### fold: multibyte characters with and without -b
echo 'ééééé' | fold -w 3; echo 'ééééé' | fold -b -w 3 | od -c | head -2
#### fold: carriage return resets column
printf 'abc\rdefgh\n' | fold -w 4 | od -c | head -2
#### tsort: chain and independent nodes
printf 'a b\nb c\nx y\n' | tsort; printf 'a a\nb b\n' | tsort
#### tsort: loop message and status
printf 'a b\nb a\n' | tsort; echo "st=$?"
#### tsort: odd number of tokens and file operand
printf 'a b c\n' | tsort; echo "st=$?"; printf '1 2 2 3\n' > g; tsort g
#### tsort: extra operand and missing file
tsort a b; echo "st=$?"; tsort nosuch; echo "st=$?"
#### join: -a both with -e and -o auto
printf '1 a\n2 b\n' > l; printf '2 x y\n3 z w\n' > r; join -a1 -a2 -e NA -o auto l r
#### join: -v2 and -o with 0
printf '1 a\n2 b\n' > l; printf '2 x\n3 z\n' > r; join -v2 l r; join -v1 -o 0,1.2 l r
#### join: -t with empty fields and -e
printf 'k,,c\n' > l; printf 'k,x\n' > r; join -t, -e E -o 1.2,1.3,2.2 l r
#### join: --check-order message and status
printf 'b 1\na 2\n' > l; printf 'a x\n' > r; join --check-order l r; echo "st=$?"
#### join: unsorted without --check-order
printf 'b 1\na 2\nc 3\n' > l; printf 'a x\nc y\n' > r; join l r; echo "st=$?"
#### join: -o auto with unequal field counts
printf 'a 1 2\nb 3\n' > l; printf 'a x\nb y z\n' > r; join -o auto l r; join -o auto -e '-' l r
#### join: -1 -2 different key columns
printf 'x 1\ny 2\n' > l; printf '1 p\n2 q\n' > r; join -1 2 -2 1 l r
#### paste: -s -d with multi char list
seq 7 | paste -s -d ',;'; seq 4 | paste -s -d '\n\t' | od -c | head -2
#### paste: -d with two files and cycling
seq 3 > a; seq 4 6 > b; seq 7 9 > c; paste -d ':-' a b c; paste -s -d ':' a b
#### comm: --output-delimiter with --total
printf 'a\nb\nd\n' > x; printf 'b\nc\nd\n' > y; comm --output-delimiter=' | ' --total x y
#### comm: --total with -12 and zero terminated
printf 'a\0b\0' > x; printf 'b\0c\0' > y; comm -z -12 --total x y | tr '\0' '\n'
#### expand: tab list and trailing slash
printf 'a\tb\tc\td\n' | expand -t 2,5 | od -c | head -2; printf 'a\tb\tc\n' | expand -t 3,/4 | od -c | head -2
#### expand: +N increment after list
printf 'a\tb\tc\td\n' | expand -t 2,+3 | od -c | head -2
#### unexpand: -t list and --first-only
printf '        a       b\n' | unexpand -t 4,8 | od -c | head -2; printf '    a    b\n' | unexpand --first-only -t 4 | od -c | head -2
#### unexpand: -a default and blanks before tabs
printf 'ab      cd      e\n' | unexpand -a | od -c | head -2; printf '  \tx\n' | unexpand | od -c | head -2
#### cut: --complement with bytes and -z
printf 'abcdef\0ghijkl\0' | cut -z --complement -b 2-4 | tr '\0' '\n'; printf 'a:b:c\0d:e:f\0' | cut -z -d: -f2 --complement | tr '\0' '\n'
#### cut: --complement -f with -s and output delimiter
printf 'a:b:c\nnone\n' | cut -d: -s --complement -f1 --output-delimiter=' '
