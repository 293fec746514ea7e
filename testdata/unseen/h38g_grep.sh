#### grep -rn with include glob in a tree
cd "$(mktemp -d)"; mkdir -p src/a src/b; printf 'func main\nTODO fix\n' > src/a/m.go; printf 'TODO py\n' > src/b/x.py; printf 'TODO txt\n' > src/notes.txt; grep -rn --include='*.go' TODO src; echo "st=$?"
#### grep -r with two includes sorted output
cd "$(mktemp -d)"; mkdir -p d/e; echo hit > d/a.c; echo hit > d/e/b.h; echo hit > d/c.txt; grep -r --include='*.c' --include='*.h' hit d | sort
#### grep -r exclude glob
cd "$(mktemp -d)"; mkdir d; echo needle > d/keep.txt; echo needle > d/skip.log; grep -r --exclude='*.log' needle d
#### grep -r exclude-dir names
cd "$(mktemp -d)"; mkdir -p p/node_modules/x p/.git p/src; for f in p/node_modules/x/i.js p/.git/config p/src/i.js; do echo needle > $f; done; grep -rl --exclude-dir=node_modules --exclude-dir=.git needle p
#### grep -rl sorted file list
cd "$(mktemp -d)"; mkdir -p t/u; echo foo > t/1; echo bar > t/2; echo foo > t/u/3; grep -rl foo t | sort; grep -rL foo t | sort
#### grep -c per file with zero counts
cd "$(mktemp -d)"; printf 'a\nb\na\n' > x; printf 'c\n' > y; grep -c a x y; echo "st=$?"
#### grep -c with -v and -m
printf 'a\nb\nc\nd\n' | grep -vc a; printf 'x\nx\nx\n' | grep -c -m2 x
#### grep -m1 stops at first match with line numbers
printf 'one\ntwo\none\n' | grep -n -m1 one
#### grep -m with context after lines
printf 'a\nb\nc\na\nd\n' | grep -m1 -A2 a
#### grep -q exit codes
echo abc | grep -q b; echo "st=$?"; echo abc | grep -q z; echo "st=$?"; grep -q x /nonexistent; echo "st=$?"
#### grep -s silences missing files
grep -s foo /nonexistent/file; echo "st=$?"; echo foo | grep -s foo - /nonexistent; echo "st=$?"
#### grep -qs with missing file and a match
cd "$(mktemp -d)"; echo hi > a; grep -qs hi nosuch a; echo "st=$?"
#### grep -w word boundaries
printf 'foo\nfoobar\nbar foo baz\nfoo_bar\nfoo-bar\n' | grep -w foo
#### grep -x whole line
printf 'abc\nabc \nab\nabc\n' | grep -xn abc
#### grep -A overlapping contexts merge
seq 1 12 | grep -A2 -e 3 -e 5
#### grep -B and separators between groups
seq 1 20 | grep -B1 -e 5 -e 15
#### grep -C1 with line numbers shows dash and colon
seq 1 10 | grep -n -C1 -e 4 -e 8
#### grep -C with no-group-separator
seq 1 10 | grep -C0 --no-group-separator -e 2 -e 6
#### grep --group-separator custom
seq 1 10 | grep -A0 --group-separator='--##' -e 2 -e 6
#### grep context with multiple files prefixes
cd "$(mktemp -d)"; seq 1 5 > a; seq 3 7 > b; grep -A1 4 a b
#### grep -h and -H
cd "$(mktemp -d)"; echo x > a; echo x > b; grep -h x a b; grep -H x a
#### grep -o multiple matches per line
echo 'a1b22c333' | grep -o '[0-9]\+'; echo 'aaa' | grep -o 'a*'
#### grep -on byte offsets
printf 'hello world\nworld\n' | grep -ob world; printf 'xx\nyxx\n' | grep -nbo x
#### grep -E alternation and groups
printf 'cat\ndog\nbird\n' | grep -E '^(cat|dog)$'
#### grep -F fixed strings with regex chars
printf 'a.b\naxb\n[x]\n' | grep -F 'a.b'; printf 'a.b\n[x]\n' | grep -F '[x]'
#### grep -e multiple patterns and -f file
cd "$(mktemp -d)"; printf 'foo\nbar\n' > pats; printf 'foo1\nbaz\nbar2\n' | grep -f pats; printf 'x\ny\n' | grep -e x -e y
#### grep -f empty pattern file matches nothing
cd "$(mktemp -d)"; : > empty; printf 'a\nb\n' | grep -f empty; echo "st=$?"
#### grep empty pattern matches all
printf 'a\n\nb\n' | grep -c ''
#### grep -i case insensitive and -y
printf 'Hello\nHELLO\nhello\n' | grep -i hello | wc -l; printf 'ABC\n' | grep -y abc
#### grep --color=never plain output
echo 'foo bar' | grep --color=never foo; echo 'foo' | grep --colour=never -o o
#### grep --color=always marks matches
echo 'foo bar foo' | grep --color=always foo | od -c | head -3
#### grep binary file matches
cd "$(mktemp -d)"; printf 'abc\0def\n' > b.dat; grep def b.dat; echo "st=$?"; grep -c def b.dat; grep -a def b.dat | od -c | head -2
#### grep binary from stdin
printf 'x\0y\nzz\n' | grep y; printf 'x\0y\nzz\n' | grep zz
#### grep -I skips binary
cd "$(mktemp -d)"; printf 'a\0b\n' > bin; echo b > txt; grep -I b bin txt; echo "st=$?"; grep -rI b . | sort
#### grep --binary-files=text
printf 'q\0w\n' | grep --binary-files=text w | tr '\0' @
#### grep -P perl classes and lookahead
printf 'foo123\nbar\nfoo\n' | grep -P 'foo(?=\d)'; printf 'a b\tc\n' | grep -oP '\S+'
#### grep -P non greedy and -o
echo '<a><b>' | grep -oP '<.+?>'
#### grep -P lookbehind and \K
echo 'price=42 qty=7' | grep -oP '(?<=price=)\d+'; echo 'key: value' | grep -oP 'key:\s*\K\w+'
#### grep -P with -w and -i
printf 'Test\ntesting\nTEST case\n' | grep -Pwi 'test'
#### grep -v -e and -c
printf '#c\nx\n\ny\n' | grep -v -e '^#' -e '^$'
#### grep -n -v line numbers
printf 'a\nb\nc\n' | grep -nv b
#### grep -L and -l with stdin label
echo foo | grep -l foo; echo foo | grep --label=IN -H foo; echo bar | grep -L foo
#### grep -l -m1 and -c with multiple files
cd "$(mktemp -d)"; printf 'k\nk\n' > a; printf 'z\n' > b; grep -l k a b; grep -L k a b; echo "st=$?"
#### grep -Z with -l
cd "$(mktemp -d)"; echo k > a; echo k > b; grep -lZ k a b | od -c | head -2
#### grep -z null data
printf 'one\ntwo\0three\0' | grep -z two | od -c | head -2
#### grep invalid regex message
echo x | grep 'a\{1'; echo "st=$?"; echo x | grep -E '(' ; echo "st=$?"
#### grep unmatched bracket
echo x | grep '['; echo "st=$?"
#### grep directory argument without -r
cd "$(mktemp -d)"; mkdir d; grep foo d; echo "st=$?"; grep -s foo d; echo "st=$?"
#### grep -r on current dir default
cd "$(mktemp -d)"; mkdir s; echo target > s/f; echo target > g; grep -r target | sort
#### grep -R follows symlinks and -r does not
cd "$(mktemp -d)"; mkdir real top; echo hit > real/f; ln -s ../real top/link; grep -r hit top; echo "st=$?"; grep -R hit top
#### grep -- separates options from pattern
printf -- '-x\ny\n' | grep -- -x; printf -- '-n\n' | grep -e -n
#### grep bracket classes
printf 'a1\nB2\n c\n' | grep '[[:upper:]]'; printf 'a1\nb\n' | grep -c '[[:digit:]]'
#### grep backrefs basic
printf 'abab\nabba\naa\n' | grep '\(ab\)\1'; printf 'xyyx\n' | grep -E '(x)(y)\2\1'
#### grep -E interval and plus
printf 'ab\naab\naaab\n' | grep -E '^a{2,}b$'; printf 'ab\naab\n' | grep '^a\+b$'
#### grep anchors with -o and empty matches
echo abc | grep -o '^'; echo "st=$?"; echo abc | grep -o 'b*' 
#### grep --max-count=0
echo foo | grep -m 0 foo; echo "st=$?"
#### grep -A with -c ignores context
seq 1 5 | grep -c -A1 3
#### grep --include without -r applies to named files
cd "$(mktemp -d)"; echo x > a.c; echo x > b.h; grep --include='*.c' x a.c b.h
#### grep -w with non word pattern edges
echo 'a.b a-b' | grep -ow 'a.b'; echo '@foo@' | grep -w '@foo'
#### grep -x with alternatives
printf 'ab\nabc\nc\n' | grep -xE 'ab|c'
#### grep -n with -h multiple files
cd "$(mktemp -d)"; echo m > a; echo m > b; grep -nh m a b
#### grep -T initial tab
cd "$(mktemp -d)"; echo m > a; grep -T -n m a | od -c | head -2
#### grep --line-buffered and --null-data combined count
printf 'a\0b\0a\0' | grep -zc a
#### grep -i with -o preserves case
echo 'FooFOOfoo' | grep -io foo
#### grep unknown option message
grep --bogus x; echo "st=$?"
#### grep missing pattern usage
grep; echo "st=$?"
#### grep -e empty and -v all
printf 'a\nb\n' | grep -v -e ''; echo "st=$?"
#### grep -c -q -s combination
cd "$(mktemp -d)"; echo a > f; grep -cqs a f nosuch; echo "st=$?"
#### grep -rh --include and -c sorted
cd "$(mktemp -d)"; mkdir d; printf 'x\nx\n' > d/a.md; printf 'x\n' > d/b.md; echo x > d/c.txt; grep -rc --include=*.md x d | sort
#### grep -o -w -n combined
printf 'is this is\nthis\n' | grep -onw is
#### grep -e pattern with newline splits
printf 'a\nb\nc\n' | grep "$(printf 'a\nc')"
#### grep -E backslash w and b
echo 'foo_bar baz' | grep -oE '\w+'; echo 'cat concat' | grep -oE '\bcat\b'
#### grep -A beyond end and -B before start
printf 'x\ny\n' | grep -B5 -A5 x
#### grep pipeline idiom ps like filter
printf 'root 1 init\nuser 22 bash\nuser 33 grep bash\n' | grep bash | grep -v grep
#### grep --exclude with directory path in -r
cd "$(mktemp -d)"; mkdir -p a/b; echo z > a/b/c.txt; echo z > a/d.txt; grep -r --exclude='c.txt' z a
#### grep -r with file operand and dir operand
cd "$(mktemp -d)"; mkdir d; echo q > d/x; echo q > f; grep -r q f d
#### grep --files-with-matches long form and count long form
cd "$(mktemp -d)"; echo a > f; grep --files-with-matches a f; grep --count a f; grep --line-number a f; grep --ignore-case A f
#### grep -E question and dot star
printf 'color\ncolour\n' | grep -E 'colou?r' | wc -l; echo 'k=v' | grep -o '=.*'
#### grep -P unsupported with -z or error shape
printf 'a\nb\n' | grep -P 'a\nb'; echo "st=$?"
