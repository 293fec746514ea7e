#### agent mix3 1
cd "$(mktemp -d)"; printf 'a\n' > f; sed -i -e '1{' -e 's/a/b/' -e '}' f; cat f; sed --in-place=.orig 's/b/c/' f; ls
#### agent mix3 2
printf 'foo\nbar\n' | sed -n '/foo/{n;s/bar/BAR/p}'; printf 'x\n' | sed 's/x/a\tb/' | od -c | head -1
#### agent mix3 3
printf 'one two\n' | sed 's/\(one\) \(two\)/\2 \1/'; printf 'aaa\n' | sed 's/a/b/2'; printf 'path/to/file\n' | sed 's#/#\\#g'
#### agent mix3 4
printf 'a\nb\nc\nd\n' | sed -n '2,3!p'; printf 'a\nb\n' | sed '1!G;h;$!d'
#### agent mix3 5
printf 'x\n' | grep -E 'x{0}'; echo "st=$?"; printf 'ab\n' | grep -o ''; echo "st=$?"
#### agent mix3 6
printf 'test\n' | grep -P '\btest\b' ; printf 'a1\n' | grep -P '^[a-z]\d$'; printf 'x\n' | grep -P '('; echo "st=$?"
#### agent mix3 7
cd "$(mktemp -d)"; mkdir d; printf 'x\n' > d/f; grep -r x d/; grep -r x ./d | head -1; grep -rn x --include=f .
#### agent mix3 8
cd "$(mktemp -d)"; printf 'a\n' > f; grep -H a f --label=x; grep -c a - < f; grep -l a < f
#### agent mix3 9
cd "$(mktemp -d)"; mkdir -p a/.hidden; echo k > a/.hidden/f; echo k > a/g; grep -rl k a | sort; find a -name '.*' -prune -o -type f -print
#### agent mix3 10
cd "$(mktemp -d)"; touch -d '2020-01-01 00:00' a; touch -d '2020-01-02 00:00' b; find . -type f -newer a; [ b -nt a ] && echo newer; [ a -ot b ] && echo older
#### agent mix3 11
cd "$(mktemp -d)"; printf '1234567890' > f; find . -type f -size -11c -size +9c; find . -size 1 -type f
#### agent mix3 12
cd "$(mktemp -d)"; mkdir -p a/b; touch a/b/c; find a -mindepth 1 -maxdepth 1 -type d; find a -type f -printf '%h\n'; find a -depth -type d -empty
#### agent mix3 13
cd "$(mktemp -d)"; touch 'a b.txt'; find . -name '*.txt' -print0 | xargs -0 -I{} mv {} {}.bak; ls
#### agent mix3 14
cd "$(mktemp -d)"; touch x.c y.c; find . -name '*.c' -exec grep -L main {} +; echo st=$?
#### agent mix3 15
seq 10 | xargs -n3 | awk '{print NF}'; echo 'a b c d' | xargs -n2 printf '%s-%s\n'
#### agent mix3 16
printf 'a\nb\nc\n' | xargs -I X echo X X; printf '1 2\n3\n' | xargs -L 1 expr 0 +
#### agent mix3 17
cd "$(mktemp -d)"; printf '3\n1\n2\n' > f; sort -n f -o f; cat f; sort -nu <<< $'1\n1\n2'; sort -t, -k1,1 -u <<< $'a,1\na,2'
#### agent mix3 18
printf 'b\nA\na\nB\n' | sort; printf 'b\nA\na\nB\n' | LC_ALL=C sort; printf 'b\nA\na\nB\n' | sort -f
#### agent mix3 19
printf 'x 10\ny 9\nz 100\n' | sort -k2 ; printf 'x 10\ny 9\nz 100\n' | sort -k2n | head -1
#### agent mix3 20
printf '10.0.0.2\n10.0.0.10\n9.1.1.1\n' | sort -t. -k1,1n -k2,2n -k3,3n -k4,4n; printf 'a-1\na-10\na-2\n' | sort -V
#### agent mix3 21
printf 'a a\nb b\na a\n' | sort | uniq -c | awk '{print $1}'; printf 'x\nx\ny\n' | uniq -c | sort -k1nr | head -1
#### agent mix3 22
echo 'a:b:c' | cut -d: -f4; echo 'a:b:c' | cut -d: -f1-2 --output-delimiter=' '; echo abc | cut -c2-10
#### agent mix3 23
printf 'k1 v1\nk2 v2\n' > /dev/null; echo 'A-B' | tr - _; echo 'aabbcc' | tr -s 'a-c'; echo hi | tr -d '\n'; echo
#### agent mix3 24
paste <(seq 3) <(seq 4 6) <(seq 7 9); paste -d'\n' <(echo a) <(echo b)
#### agent mix3 25
cd "$(mktemp -d)"; printf '1 a\n2 b\n' > x; printf '1 c\n3 d\n' > y; join -a1 -a2 -e NONE -o auto x y; join -o 0,1.2,2.2 -e - -a1 x y
#### agent mix3 26
printf 'a\tb\n' | column -t -s $'\t'; printf 'a b c\nd e\n' | column -t -o ','
#### agent mix3 27
seq 5 | head -n +2; seq 5 | tail -n -2; seq 5 | tail -2; seq 5 | head -2
#### agent mix3 28
printf 'a\nb\n' | wc -l | tr -d ' '; echo -n | wc -l; printf 'x' | wc -l; wc -w <<< 'a  b   c'
#### agent mix3 29
printf 'a\nb\n' | nl -ba -w1 -s' '; printf 'x\n' | nl -n ln
#### agent mix3 30
echo 'aaaa bbbb cccc' | fold -w 5; printf 'abc\n' | fold -w 1 | wc -l
#### agent mix3 31
printf 'one. two. three.\n' | fmt -w 8; printf 'a\n\nb\n' | fmt
#### agent mix3 32
cd "$(mktemp -d)"; seq 7 > f; split -l 3 f; ls; tail -1 xac; split -n l/2 f p; wc -l p*
#### agent mix3 33
cd "$(mktemp -d)"; printf 'h\n1\nh\n2\n' > f; csplit -z -s f '/h/' '{*}'; ls; head -n 9 xx*
#### agent mix3 34
cd "$(mktemp -d)"; echo a | tee f1 f2 | tr a b; cat f1 f2; echo c | tee -a f1 > /dev/null; wc -l f1
#### agent mix3 35
cd "$(mktemp -d)"; printf 'abc' > f; stat -c '%s %F %a %U' f | awk '{print $1, $2, $3}'; stat -c %n%s f; stat --printf='%n\n' f f
#### agent mix3 36
TZ=UTC date -d 'yesterday 12:00' '+%H:%M'; TZ=UTC date -d '2024-12-31 +1 day' '+%Y %j'; TZ=UTC date -d '00:00 2024-02-29 +1 year' +%F
#### agent mix3 37
printf '%-10s|\n' abc; printf '%+d %+d\n' 5 -5; printf '%5.1e\n' 12345; printf '%x %X %#X\n' 3054 3054 3054; printf '%%d\n'
#### agent mix3 38
seq -s' ' 3; seq 1 2 9 | tail -1; seq -f 'file%02g.txt' 2; seq 5 -2 0
#### agent mix3 39
expr length "$(printf 'abc')"; expr 'a b' : 'a \(.*\)'; expr 3 \> 20; expr '3' \> '20'; expr 08 + 1
#### agent mix3 40
basename /path/to/file.tar.gz .gz; dirname /path/to/file; basename path/; readlink -f /; realpath -e /nonexistent 2>&1; echo st=$?
#### agent mix3 41
cd "$(mktemp -d)"; d=$(mktemp -d ./tmpXXXX); basename "$d" | cut -c1-3; f=$(mktemp -p . --suffix .log); echo "${f##*.}"
#### agent mix3 42
cd "$(mktemp -d)"; echo x > s; install -D s a/b/c/d; ls -R a | head -3; install -d x/y z; ls -d x/y z
#### agent mix3 43
cd "$(mktemp -d)"; mkdir -p s/t; echo 1 > s/t/f; cp -a s d; cp -rn s/. d/; echo 2 > s/t/f; cp -ru s/. d/; cat d/t/f
#### agent mix3 44
cd "$(mktemp -d)"; echo a > f; mkdir d; mv f d; mv d e; ls e; mv e/f e/g; ls e; mv e/g .; ls
#### agent mix3 45
cd "$(mktemp -d)"; mkdir -p d/e; touch d/e/f; rm -rfv d | sort; rm -f nosuch; echo st=$?; rm -d nosuchdir; echo st=$?
#### agent mix3 46
cd "$(mktemp -d)"; mkdir -m 755 a; mkdir -p -m 700 b/c; stat -c '%a' a b b/c; mkdir -p a/../a; echo st=$?
#### agent mix3 47
cd "$(mktemp -d)"; touch t; ln -s t l1; ln -s l1 l2; readlink l2; readlink -f l2 | xargs basename; ln -s t l1 2>&1; ln -sfn t l1; readlink l1
#### agent mix3 48
cd "$(mktemp -d)"; touch f; chmod 0 f; stat -c %A f; chmod u+rw,g+r f; stat -c %A f; chmod a-w f; stat -c %a f; chmod 1777 f; stat -c %A f
#### agent mix3 49
cd "$(mktemp -d)"; mkdir d; head -c 3000 /dev/zero > d/f; du -sb d | cut -f1; du -b d/f; du -sh --apparent-size d | cut -f1
#### agent mix3 50
cd "$(mktemp -d)"; mkdir a; echo x > a/f; tar -cf t.tar a; tar -tvf t.tar | awk '{print $1, $3, $6}'; tar -rf t.tar a/f; tar -tf t.tar
