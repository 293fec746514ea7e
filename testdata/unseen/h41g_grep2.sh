#### grep -o with alternation longest leftmost
printf 'abcd\n' | grep -oE 'ab|abcd|bc'
#### grep -o with backreference
printf 'aa bb ab\n' | grep -o '\(.\)\1'
#### grep -c with -A does not count context
printf 'a\nb\na\n' | grep -c -A1 a
#### grep -n -o multiple per line numbering
printf 'a1a2\nb\na3\n' | grep -no 'a[0-9]'
#### grep -b -o with multibyte
printf 'éa\n' | grep -bo a
#### grep -v with multiple patterns and -x
printf 'a\nb\nab\n' | grep -vx -e a -e b
#### grep -w with digits and underscore
printf 'x1 x_1 x-1\n' | grep -ow 'x.1'
#### grep -x with empty line
printf 'a\n\nb\n' | grep -nx ''
#### grep -e empty with -w
printf 'a\n\n b\n' | grep -cw ''
#### grep -F -w and -x with -i
printf 'Foo\nfoobar\nFOO bar\n' | grep -Fiw foo; printf 'Foo\nfoo \n' | grep -Fix foo
#### grep -F pattern with trailing newline from file
printf 'ab\n' > pats; printf 'ab\ncab\nx\n' | grep -Fxf pats
#### grep -f with CRLF patterns
printf 'ab\r\n' > pats; printf 'ab\nab\r\n' | grep -c -f pats
#### grep -E character class negation and anchors
printf 'abc\n123\na1\n' | grep -E '^[^0-9]+$'
#### grep BRE interval with backslashes
printf 'aaa\naa\n' | grep -x 'a\{3\}'
#### grep BRE \? and \+ and \|
printf 'ac\nabc\nabbc\n' | grep -x 'ab\?c'; printf 'x\ny\n' | grep 'x\|y'
#### grep -E + ? after anchor
printf 'a\n+a\n' | grep -E '^+a'; echo "rc=$?"
#### grep -P unicode and case
printf 'Ünï\n' | grep -oP '\w+'; printf 'ABC\n' | grep -P '(?i)abc'
#### grep -P with -x and -w
printf 'abc\nabcd\n' | grep -xP 'a.c'; printf 'a-b ab\n' | grep -owP 'a.?b'
#### grep -P backslash K and lookbehind with -b
printf 'key=val\n' | grep -boP 'key=\K\w+'
#### grep -P anchors with -z
printf 'a\nb\0c\0' | grep -zP '^b$' | tr '\0' '|'; echo; printf 'a\nb\0c\0' | grep -zP '(?m)^b$' | tr '\0' '|'; echo
#### grep -r with symlink loop and -s
mkdir -p d; printf 'x\n' > d/f; ln -s . d/self; grep -r x d | sort; echo "rc=$?"
#### grep -r --include with directory pattern has no effect
mkdir -p d/sub; printf 'x\n' > d/sub/f.txt; printf 'x\n' > d/g.log; grep -r --include='sub' x d; echo "rc=$?"
#### grep -r --exclude matching operand file
printf 'x\n' > f.log; grep -r --exclude='*.log' x f.log; echo "rc=$?"
#### grep -r on file operand with ./ prefix
mkdir -p d; printf 'x\n' > d/f; grep -r x ./d; grep -rH x d/f
#### grep --exclude-from and --include case
mkdir -p d; printf 'x\n' > d/a.TXT; printf 'x\n' > d/b.txt; printf '*.txt\n' > ex; grep -r --exclude-from=ex x d
#### grep -l with -v
printf 'a\n' > f1; printf 'a\nb\n' > f2; grep -lv a f1 f2
#### grep -L with -v
printf 'a\n' > f1; printf 'a\nb\n' > f2; grep -Lv a f1 f2
#### grep -c with -Z and names
printf 'a\n' > f1; grep -cZ a f1 f1 | od -c | head -2
#### grep -H -c on single file and -h with -l
printf 'a\n' > f1; grep -Hc a f1; grep -hl a f1
#### grep --label with -r and stdin dash
printf 'a\n' | grep -r --label=L a -
#### grep -A -B with -o
printf 'x\na1a2\ny\n' | grep -o -C1 'a.'
#### grep -A with -n and separators between files
printf 'a\nb\n' > f1; printf 'a\nb\n' > f2; grep -n -A1 a f1 f2
#### grep -m 1 -c -v
printf 'a\nb\nc\n' | grep -m1 -cv a
#### grep --line-regexp with pattern containing anchors
printf '^a\na\n' | grep -x '^a'; printf 'a$\n' | grep -F 'a$'
#### grep -i with non ASCII
printf 'ÉCOLE\nécole\n' | grep -ci 'école'
#### grep -z -c with no trailing null
printf 'a\0a' | grep -zc a
#### grep exit status 1 with -v all matched
printf 'a\na\n' | grep -v a; echo "rc=$?"
#### grep exit status with invalid option after pattern
printf 'a\n' | grep a --bogus; echo "rc=$?"
#### grep -E empty group and empty regex parts
printf 'ab\n' | grep -oE '()a'; printf 'ab\n' | grep -cE 'a||b'
#### grep -w with pattern matching empty
printf 'a\n \n' | grep -nw 'x*'
#### grep --color with -o and -n
printf 'ab\n' | grep --color=always -on b | od -c | head -3
#### grep context after -m reached with overlapping match
printf 'a\na\nb\n' | grep -m1 -A2 a
#### grep -B context at start of file
printf 'a\nb\n' | grep -B5 a
#### grep -C0 prints separators
printf 'a\nb\na\n' | grep -C0 a
#### grep -NUM shorthand for context
printf '1\n2\na\n3\n4\n' | grep -1 a
#### grep --no-messages and --quiet long forms
grep --no-messages --quiet a nofile; echo "rc=$?"
#### grep -D skip and -d skip
mkdir -p d; grep -d skip a d; echo "rc=$?"; printf 'a\n' | grep -D skip a; echo "rc=$?"
#### grep -d recurse same as -r
mkdir -p d; printf 'a\n' > d/f; grep -d recurse a d
#### grep --binary-files=without-match and -U
printf 'a\0\n' > bin; grep --binary-files=without-match a bin; echo "rc=$?"; grep -c -U a bin
