#### grep -o with -b gives match offsets
printf 'xxabyyab\nab\n' | grep -ob ab
#### grep -b without -o gives line offsets
printf 'one\ntwo\nthree\n' | grep -b t
#### grep -o with empty-matching regex prints nothing
printf 'abc\n' | grep -o 'x*'; echo "rc=$?"
#### grep -o with -v prints nothing
printf 'a\nb\n' | grep -ov a; echo "rc=$?"
#### grep -c with -o counts lines
printf 'aaa\nb\na\n' | grep -co a
#### grep -l and -L together last wins
printf 'a\n' > f1; printf 'b\n' > f2; grep -l -L a f1 f2; echo "rc=$?"; grep -L -l a f1 f2; echo "rc=$?"
#### grep -L exit status
printf 'a\n' > f1; grep -L a f1; echo "rc=$?"; grep -L z f1; echo "rc=$?"
#### grep -H on stdin and --label
printf 'a\n' | grep -H a; printf 'a\n' | grep -H --label=IN a; printf 'a\n' | grep -c --label=IN -H a
#### grep -h with -c on multiple files
printf 'a\na\n' > f1; printf 'a\n' > f2; grep -hc a f1 f2
#### grep -m with -v
printf 'a\nb\nc\nd\n' | grep -m2 -v a
#### grep -m stops reading and leaves input
printf '1\n2\n3\n4\n' > in; { grep -m1 . ; cat; } < in
#### grep -m 0 exit status
printf 'a\n' | grep -m0 a; echo "rc=$?"
#### grep -A with group separator between nonadjacent
printf '%s\n' a 1 2 a 3 4 5 a | grep -A1 a
#### grep -B with overlapping groups
printf '%s\n' 1 2 a 3 a 4 5 6 a | grep -B2 a
#### grep -C with -n and -b
printf '%s\n' x a y z | grep -n -b -C1 a
#### grep context with -v
printf '%s\n' a b a a c | grep -v -A1 a
#### grep --group-separator empty string
printf '%s\n' a 1 2 3 a | grep -A0 --group-separator= a
#### grep -A with -m counts only matches
printf '%s\n' a b a c a d | grep -m2 -A1 a
#### grep -w with repeated tries in line
printf 'xfoo foo\nfoobar\n_foo\n' | grep -w foo
#### grep -w with -o
printf 'foo foobar barfoo foo\n' | grep -ow foo
#### grep -x with -F and multiple patterns
printf 'ab\nabc\nb\n' | grep -xF -e ab -e b
#### grep -F with newline separated patterns
printf 'one\ntwo\nthree\n' | grep -F 'one
three'
#### grep -F empty pattern among others
printf 'a\nb\n' | grep -cF -e zzz -e ''
#### grep -E with empty alternative
printf 'a\nb\n' | grep -E 'a|'; echo "rc=$?"
#### grep BRE with \| and \+ GNU extensions
printf 'aa\nb\nc\n' | grep 'a\+\|b'
#### grep BRE star at start is literal
printf '*a\nb\n' | grep '*a'
#### grep -E brace literal when not interval
printf 'a{1\nab\n' | grep -E 'a{1'; echo "rc=$?"
#### grep -P with \d and -o
printf 'a12b345\n' | grep -oP '\d+'
#### grep -P lookahead with -c
printf 'foobar\nfoobaz\n' | grep -cP 'foo(?=bar)'
#### grep -P invalid pattern message
printf 'a\n' | grep -P 'a(' ; echo "rc=$?"
#### grep -e multiple with -c and -v
printf 'a\nb\nc\n' | grep -c -v -e a -e b
#### grep -f file with empty line matches all
printf 'x\n\n' > pats; printf 'a\nx\n' | grep -c -f pats
#### grep -f missing file error
printf 'a\n' | grep -f nopats a; echo "rc=$?"
#### grep -f and -e combined
printf 'p1\n' > pats; printf 'p1\np2\np3\n' | grep -f pats -e p3
#### grep -r with --include and --exclude together
mkdir -p d/s; printf 'hit\n' > d/a.c; printf 'hit\n' > d/b.h; printf 'hit\n' > d/s/c.c; printf 'hit\n' > d/s/skip.c; grep -r --include='*.c' --exclude='skip*' hit d | sort
#### grep -r --exclude-dir with glob
mkdir -p d/keep d/build1 d/build2; printf 'z\n' > d/keep/f; printf 'z\n' > d/build1/f; printf 'z\n' > d/build2/f; grep -rl --exclude-dir='build*' z d
#### grep -r -L and -c on tree
mkdir -p d; printf 'a\n' > d/x; printf 'b\n' > d/y; grep -rL a d; grep -rc a d | sort
#### grep exit status 2 even with match when file missing
printf 'a\n' > f1; grep a f1 nofile; echo "rc=$?"
#### grep -q exits 0 on match despite missing file
printf 'a\n' > f1; grep -q a nofile f1; echo "rc=$?"
#### grep -s with no match and missing file
grep -s a nofile; echo "rc=$?"
#### grep -qs with directory argument
mkdir -p d; grep -qs a d; echo "rc=$?"
#### grep directory warning message
mkdir -p d; printf 'a\n' > f1; grep a d f1; echo "rc=$?"
#### grep -i with bracket and backref
printf 'Aa\nab\n' | grep -i '\(a\)\1'
#### grep -n with context separators
printf '%s\n' a b c | grep -n -A1 a
#### grep -T aligned output
printf 'a\n' > f1; grep -T -n -H a f1
#### grep -Z with -c and -L
printf 'a\n' > f1; grep -Zc a f1 | od -c | head -2
#### grep -z with -o and anchors
printf 'ab\ncd\0ef\0' | grep -z -o '^.' | od -c | head -2
#### grep --null-data line counts with -c
printf 'a\0b\0a\0' | grep -zc a
#### grep -o -i multiple matches overlapping
printf 'AaAa\n' | grep -oi 'aa'
#### grep -E interval forms
printf 'a\naa\naaa\naaaa\n' | grep -xE 'a{2,3}'; printf 'aaaa\n' | grep -oE 'a{,2}'
#### grep back reference in -E
printf 'abab\nabba\n' | grep -E '(ab)\1'
#### grep character class equivalence and collating in C.UTF-8
printf 'a\nb\n' | grep '[[=a=]]'; printf 'a.\n' | grep -o '[[.period.]]' ; echo "rc=$?"
#### grep invalid character class
printf 'a\n' | grep '[[:foo:]]'; echo "rc=$?"
#### grep unbalanced paren in -E
printf 'a\n' | grep -E '(a'; echo "rc=$?"; printf 'a)\n' | grep -E 'a)'; echo "rc=$?"
#### grep trailing backslash error
printf 'a\n' | grep 'a\'; echo "rc=$?"
#### grep invalid interval
printf 'a\n' | grep -E 'a{2,1}'; echo "rc=$?"
#### grep -e with leading dash pattern
printf -- '-x\n' | grep -e -x
#### grep --count long and --max-count long
printf 'a\na\na\n' | grep --count --max-count=2 a
#### grep -c with binary file
printf 'a\0b\na\n' | grep -c a
#### grep binary match message with file
printf 'a\0b\n' > bin; grep a bin; echo "rc=$?"; grep -c a bin
#### grep -a prints binary line
printf 'a\0b\n' | grep -a a | od -c | head -1
#### grep --only-matching --byte-offset long options
printf 'xyzabc\n' | grep --only-matching --byte-offset abc
#### grep -y is same as -i
printf 'ABC\n' | grep -y abc
#### grep --no-ignore-case cancels -i
printf 'ABC\n' | grep -i --no-ignore-case abc; echo "rc=$?"
#### grep multiple files with -m1
printf 'a\na\n' > f1; printf 'a\n' > f2; grep -m1 a f1 f2
#### grep dash means stdin among files
printf 'a\n' > f1; printf 'a\n' | grep a - f1
#### grep -m with trailing context leaves input after the match
printf '1\n2\n3\n4\n5\n' > in; { grep -m1 -A1 2; echo ==; cat; } < in; { grep -m1 -c 2; echo ==; cat; } < in
#### grep -q and -l read on without giving input back
printf '1\n2\n3\n' > in; { grep -m1 -q 2; echo ==; cat; } < in; { grep -m1 -l 2; echo ==; cat; } < in
#### grep -m on a pipe keeps nothing for the next command
printf '1\n2\n3\n' | { grep -m1 1; cat; }
