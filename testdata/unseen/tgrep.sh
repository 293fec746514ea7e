#### grep -E alternation and -o
printf 'foo=1 bar=22\nbaz=333\nnone\n' > f
grep -Eo '[a-z]+=[0-9]+' f; echo "st=$?"
grep -E 'foo|baz' f
#### grep -F with regex chars
printf 'a.b\naxb\n[x]\n*star\n' > f
grep -F 'a.b' f; grep -F '[x]' f; grep -F -e '*star' -e axb f
#### grep -w and -x
printf 'foo\nfoobar\nbar foo baz\nfoo_bar\n' > f
grep -w foo f; echo --; grep -x foo f; echo --; grep -wc foo f
#### grep -c -l -L multiple files
printf 'a\nb\na\n' > one; printf 'c\n' > two; printf 'a\n' > three
grep -c a one two three; grep -l a one two three; grep -L a one two three; echo "st=$?"
#### grep -n -h -H
printf 'x\ny\nx\n' > f; printf 'x\n' > g
grep -n x f; grep -H x f; grep -h x f g; grep -nH y f
#### grep -v -c and status
printf 'a\nb\nc\n' > f
grep -vc b f; grep -v '' f; echo "st=$?"; grep -q zz f; echo "q=$?"
#### grep missing file status 2
printf 'a\n' > f
grep a f nosuch; echo "st=$?"; grep -s a nosuch; echo "st=$?"; grep -qs a f nosuch; echo "q=$?"
#### grep -A -B -C with separators
seq 1 20 > f
grep -A1 -e '^5$' -e '^12$' f; echo ==; grep -B2 '^10$' f; echo ==; grep -C1 -n -e '^3$' -e '^5$' f
#### grep context group separator options
seq 1 10 > f
grep -A0 -e 2 -e 7 f; grep --group-separator=XX -A1 -e 2 -e 7 f; grep --no-group-separator -B1 -e 3 -e 8 f
#### grep -m max count with context
printf 'a1\nb\na2\nc\na3\n' > f
grep -m2 a f; grep -m1 -A2 a f; grep -c -m2 a f
#### grep -r with include exclude
mkdir -p d/sub d/.hid; printf 'needle\n' > d/a.txt; printf 'needle\n' > d/b.log; printf 'needle\n' > d/sub/c.txt; printf 'needle\n' > d/.hid/e.txt
grep -r needle d | sort; echo --; grep -r --include='*.txt' -l needle d | sort; echo --; grep -r --exclude='*.txt' needle d
grep -r --exclude-dir=sub -l needle d | sort
#### grep -r no dir given counts cwd
mkdir q; printf 'hit\n' > q/x; cd q; grep -r hit; grep -rh hit .; grep -rl hit
#### grep -z null data
printf 'one\ntwo\0three\0' | grep -z two | od -c
#### grep -o multiple per line and -b
echo 'ab12cd345ef6' | grep -o '[0-9]*[0-9]'; echo 'aaa bbb' | grep -ob 'b*'
#### grep empty pattern and -e ''
printf 'a\n\nb\n' | grep -c ''; printf 'a\n\nb\n' | grep -n '^$'
#### grep -i and character classes
printf 'Hello\nHELLO\nhello1\n\tx\n' > f
grep -i hello f; grep -c '[[:upper:]]' f; grep '[[:digit:]]' f; grep -c '^[[:space:]]' f
#### grep BRE intervals and backrefs
printf 'aa\naaa\nabab\nabc\n' > f
grep 'a\{3\}' f; grep '\(ab\)\1' f; grep -E '(a)\1{2}' f; grep -x 'a\{2\}' f
#### grep -P basic
printf 'id=42\nid=x\n' > f
grep -P 'id=\d+' f; grep -oP '(?<=id=)\d+' f; grep -cP '\bx\b' f
#### grep invalid regex
echo a | grep -E '(' ; echo "st=$?"; echo a | grep 'a\{1' ; echo "st=$?"; echo a | grep '[' ; echo "st=$?"
#### grep unknown option
grep --bogus x /dev/null; echo "st=$?"; grep -Y x /dev/null; echo "st=$?"
#### grep -f pattern file
printf 'apple\nbanana\ncherry\ndate\n' > f; printf 'an\nrr\n' > pats
grep -f pats f; grep -vf pats f; printf '' > empty; grep -f empty f; echo "st=$?"
#### grep -e multiple with -o order
echo 'abcdef' | grep -o -e bc -e de -e f
#### grep stdin name and --label
echo hit | grep -H hit; echo hit | grep --label=IN -H hit; echo hit | grep -c hit -
#### grep -l stops with -q semantics
printf 'a\na\n' > f; grep -l a f f; grep -L b f; grep -lv a f; echo "st=$?"
#### grep with -- and dash pattern
printf -- '-x\n--y\n' > f; grep -- -x f; grep -e --y f; grep -c -- - f
#### grep binary file
printf 'text\0bin\nmore text\n' > b; grep text b; echo "st=$?"; grep -a -c text b; grep -c text b
#### grep --color=never and -T
printf 'a:b\n' > f; grep --color=never -n a f; grep -T -n a f | od -c | head -2
#### grep -E anchors and dot star
printf 'start mid end\nmid\n' | grep -E '^s.*d$'; printf 'x\n' | grep -E 'x$|^y'
#### grep -w with non-word chars
printf 'a-b\na_b\n(a)\n' | grep -w a
#### grep count with multiple files and -h
printf 'x\n' > a; printf 'x\nx\n' > b; grep -ch x a b; grep -c x a
#### grep directory arg
mkdir dd; grep x dd; echo "st=$?"; grep -s x dd; echo "st=$?"
#### grep -r include brace patterns
mkdir -p s; printf 'k\n' > s/a.go; printf 'k\n' > s/a.md; printf 'k\n' > s/a.sh
grep -rl --include='*.go' --include='*.sh' k s | sort
#### grep -o with -i and -n
printf 'Foo foo FOO\nbar\n' | grep -oin foo
#### grep -x -F multiple
printf 'one\ntwo\nthree\n' | grep -xF -e one -e thr
#### grep line-regexp with empty line
printf 'a\n\nb\n' | grep -xn ''
