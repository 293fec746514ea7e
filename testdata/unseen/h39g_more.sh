#### seq formats and separators
seq -f '%03g' 3; seq -s, 1 3; seq -w 8 10; seq 1 0.5 2; seq 5 -2 1
#### seq errors
seq; echo "st=$?"; seq 1 0 3; echo "st=$?"; seq a; echo "st=$?"
#### printf coreutils edge
env printf '%5.2s|%-3d|%x\n' abc 7 255; env printf '%b\n' 'a\tb'; env printf '%q\n' 'a b'
#### shuf deterministic forms
shuf -i 1-3 -n 0; shuf -e a | head -1; seq 3 | shuf --random-source=/dev/zero | sort | tr '\n' ' '; echo
#### expand and unexpand
printf 'a\tb\n' | expand -t 4; printf 'a\tb\tc\n' | expand -t 2,6; printf '        x\n' | unexpand; printf 'a       b\n' | unexpand -a
#### expand -i initial
printf '\ta\tb\n' | expand -i -t4 | od -c | head -1
#### basename dirname forms
basename /a/b/c.txt .txt; basename -s .c x.c y.c; basename -a p/q r/s; dirname a/b/ /c a; basename /; dirname /
#### pathchk-free: nproc and uname shapes
nproc | grep -c '^[0-9]*$'
#### tee -a and multiple
cd "$(mktemp -d)"; echo a | tee x y > /dev/null; echo b | tee -a x; cat x y
#### cat -A -n -b -s -v -E -T
printf 'a\tb\n\n\n\001c\n' | cat -A; printf 'a\n\nb\n' | cat -b; printf 'a\n\n\n\nb\n' | cat -sn; printf 'x\ty\n' | cat -T
#### cat -v high bytes
printf '\200\377\n' | cat -v
#### comm -3 with tabs and no trailing newline
cd "$(mktemp -d)"; printf 'a\nb' > x; printf 'b\nc' > y; comm x y
#### tsort
printf 'a b\nb c\n' | tsort; printf 'a b\nb a\n' | tsort; echo "st=$?"
#### factor
factor 12 97 1; factor 18446744073709551615
#### pr basic
printf 'a\nb\n' | pr -t -2; printf 'a\nb\nc\n' | pr -t -n
#### ptx basic
echo 'the cat sat' | ptx -W '[a-z]+' | head -3
#### strings
printf 'ab\0hello\0xyz123\n' | strings; printf 'abcdef\0' | strings -n 7; echo "st=$?"
#### look
cd "$(mktemp -d)"; printf 'apple\nbanana\nband\n' > w; look ban w; look -f BAN w
#### cmp output
cd "$(mktemp -d)"; printf 'abc' > a; printf 'abd' > b; cmp a b; echo "st=$?"; cmp -l a b; cmp -s a a; echo "st=$?"; printf 'ab' > c; cmp a c; echo "st=$?"
#### cmp -b and -n
cd "$(mktemp -d)"; printf 'abc' > a; printf 'abd' > b; cmp -b a b; cmp -n 2 a b; echo "st=$?"; cmp -i 1 a b
#### diff -u and -q
cd "$(mktemp -d)"; printf 'a\nb\n' > x; printf 'a\nc\n' > y; diff x y; diff -q x y; echo "st=$?"; diff -u x y | tail -n +3
#### diff -c and -y
cd "$(mktemp -d)"; printf 'a\nb\n' > x; printf 'a\nc\n' > y; diff -c x y | tail -n +3; diff -y -W 20 x y
#### touch -r -t -c -a -m
cd "$(mktemp -d)"; touch -t 202001020304.05 a; TZ=UTC stat -c %y a | cut -c1-19; touch -r a b; [ a -nt b ] || [ b -nt a ] || echo same; touch -c nope; ls
#### touch invalid date
cd "$(mktemp -d)"; touch -d 'garbage' f; echo "st=$?"; touch -t 99 f; echo "st=$?"
#### chmod symbolic and -v
cd "$(mktemp -d)"; : > f; chmod 644 f; chmod -v u+x,g-r,o= f; stat -c %a f; chmod -c 744 f; chmod -c 744 f; chmod a-w,+t f; stat -c %A f
#### chmod errors
chmod 999 x; echo "st=$?"; chmod u+q x; echo "st=$?"; chmod 644 /nope; echo "st=$?"
#### chmod -R and X
cd "$(mktemp -d)"; mkdir -p d/e; : > d/f; chmod -R a-x,a+X d 2>&1; stat -c '%A %n' d d/e d/f
#### mkfifo and file types via test
cd "$(mktemp -d)"; mkfifo p; test -p p && echo fifo; mkfifo p; echo "st=$?"
#### timeout status
timeout 5 true; echo "st=$?"; timeout 5 sh -c 'exit 3'; echo "st=$?"; timeout 0.1 sleep 3; echo "st=$?"; timeout 5 nope; echo "st=$?"
#### timeout -s and --preserve-status
timeout -s TERM 0.1 sleep 3; echo "st=$?"; timeout -s 9 --preserve-status 0.1 sh -c 'exit 0'; echo "st=$?"; timeout --preserve-status 0.1 sleep 3; echo "st=$?"
#### nice and nohup shapes
nice -n 5 echo hi; nohup echo x 2>/dev/null
#### yes head
yes | head -2; yes a b | head -1
#### sleep invalid
sleep x; echo "st=$?"; sleep 0.01s; echo "st=$?"
#### dirname basename errors
basename; echo "st=$?"; dirname; echo "st=$?"
#### true false with help
true --help >/dev/null; echo "st=$?"; false --version > /dev/null; echo "st=$?"
#### id and whoami shapes
id -u | grep -c '^[0-9]*$'; id -un | grep -c .
#### column -t with empty lines and -e
printf 'a b\n\nc d\n' | column -t; printf 'a b\n\nc d\n' | column -t -L
#### od -An -tx1 -w1 and -c on utf8
printf 'é' | od -An -tx1 -w1; printf 'é' | od -c
#### sort -k with end char beyond field
printf 'abc d\nabb e\n' | sort -k1.2,1.3 -k2; printf 'b\tx\na\ty\n' | sort -t "$(printf '\t')" -k2r
#### sort -n -k numeric prefix
printf 'x10y\nx9y\n' | sort -k1.2n; printf '10\n9\n1e2\n' | sort -n
#### sort month with blanks and -f -r combos
printf ' feb\njan\n' | sort -M -b; printf 'B\na\nC\n' | sort -fr
#### tr -s with two sets and class in set2
echo 'aabbcc' | tr -s 'ab' 'xy'; echo 'HELLO' | tr 'A-Z' '[:lower:]'; echo 'abc' | tr -d -s 'a' 'c'
#### tr ranges with escapes
printf 'a\nb\n' | tr '\n' ' '; echo; echo 'a.b' | tr '.' '\n'; echo 'abc' | tr 'a-b' 'A-B'
#### uniq -c alignment and -s beyond length
printf 'a\na\nb\n' | uniq -c; printf 'ab\nac\n' | uniq -s 5
#### cut -f with missing delimiter fields
printf 'a\tb\nc\n' | cut -f2; printf 'a,b,c\n' | cut -d, -f4; printf 'a,b\n' | cut -d, -f1- --output-delimiter=::
#### paste with unequal files and -s multiple files
cd "$(mktemp -d)"; printf 'a\n' > x; printf '1\n2\n' > y; paste -s x y; paste -d '|' x y
#### head -n +N treated as N
printf '1\n2\n3\n' | head -n +2; printf '1\n2\n3\n' | head -2
#### tail -c with suffix and -n with multiplier
seq 1000 | tail -c 1k | head -1; seq 2000 | tail -n 1k | head -1
#### tail -f missing and -F shape not hang
tail -n1 /nope; echo "st=$?"
#### head and tail on directory
cd "$(mktemp -d)"; mkdir d; head d; echo "st=$?"; tail d; echo "st=$?"
#### wc on directory and missing
cd "$(mktemp -d)"; mkdir d; wc d; echo "st=$?"; wc nope; echo "st=$?"
#### cat missing and directory
cd "$(mktemp -d)"; mkdir d; cat d; echo "st=$?"; cat nope; echo "st=$?"
#### nl -s -w and empty lines numbering with -b t
printf 'a\n\nb\n' | nl -ba -s'|' -w2; printf '\n' | nl
#### nl -l blank lines grouping
printf 'a\n\n\n\nb\n' | nl -ba -l2
#### fold -w 1 and tabs with -s
echo abc | fold -w1; printf 'aa bb\tcc\n' | fold -s -w 6
#### fmt -g goal and long words
echo 'aaaaaaaaaaaaaaaaaaaa b' | fmt -w 10; echo 'a b c d e f g h' | fmt -w 10 -g 5
#### numfmt negative and zero
numfmt --to=iec -- -2048; numfmt --to=si 0; numfmt --to=iec 1023; numfmt --to=iec 1000000000000000000000
#### numfmt --from=none decimal and padding with suffix
numfmt 12.5; numfmt --to=si 1234.5; numfmt --suffix=X --padding=6 10
#### split -l 0 and -b 0 errors
cd "$(mktemp -d)"; seq 3 | split -l 0; echo "st=$?"; seq 3 | split -b 0; echo "st=$?"
#### split -e -n with fewer lines
cd "$(mktemp -d)"; printf 'ab' > f; split -n 4 f; ls; split -e -n 4 f y; ls y*
#### csplit -s with {N} and error on too many
cd "$(mktemp -d)"; seq 10 > f; csplit -s f 3 '{2}'; ls; csplit f 5 '{9}'; echo "st=$?"
#### csplit --suppress-matched
cd "$(mktemp -d)"; printf 'a\n--\nb\n' > f; csplit -s --suppress-matched f '/--/'; cat xx00 xx01
#### dd skip past end and count 0
printf 'ab' | dd skip=5 bs=1 status=none; echo "st=$?"; printf 'ab' | dd count=0 status=none; echo end
#### dd conv=excl and of existing
cd "$(mktemp -d)"; : > f; printf x | dd of=f conv=excl status=none; echo "st=$?"
#### dd status=progress-free summary with bs
printf '%10s' | dd bs=4 of=/dev/null 2>&1 | head -2
#### dd cbs block unblock
printf 'ab\ncd\n' | dd cbs=4 conv=block status=none | od -c | head -1
#### env with -- and invalid option
env -- echo hi; env -q 2>&1 | head -2; echo "st=$?"
#### stat -c %b %B %o shape
cd "$(mktemp -d)"; printf '%5000s' > f; stat -c '%B' f; stat -c '%b' f | grep -c '^[0-9]*$'
#### stat --format with trailing newline and multiple files
cd "$(mktemp -d)"; : > a; : > b; stat --format='%n' a b; stat --printf='%n ' a b; echo
#### stat -c %A of special modes
cd "$(mktemp -d)"; mkdir d; chmod 1777 d; : > f; chmod 4000 f; stat -c %A d f
#### stat -c %T %d %D shapes
stat -f -c '%T' / | grep -c .
#### du -h sizes of nested and --inodes
cd "$(mktemp -d)"; mkdir -p a/b; : > a/b/f; : > a/g; du --inodes a | sort -k2
#### du -L and -P with symlink
cd "$(mktemp -d)"; mkdir d; printf '%100s' > d/f; ln -s d l; du -sb l; du -sbL l
#### du -S separate dirs and -x
cd "$(mktemp -d)"; mkdir -p a/b; printf '%10s' > a/b/f; du -Sb a | sort -k2 | awk '{print $2}'
#### du -t threshold
cd "$(mktemp -d)"; printf '%100s' > big; printf 1 > small; du -ab -t 50 big small; du -ab -t -50 big small
#### ln -T -n and existing dir
cd "$(mktemp -d)"; mkdir d; : > f; ln -s f d/f2; ln -sfn f d; ls -l d | cut -c1; ln -T f d 2>&1; echo "st=$?"
#### cp -a preserves mode and mtime
cd "$(mktemp -d)"; : > a; chmod 600 a; touch -d 2001-01-01 a; cp -a a b; stat -c '%a %Y' a b | uniq -c | awk '{print $1}'
#### cp -p and -u
cd "$(mktemp -d)"; echo new > a; echo old > b; touch -d 2000-01-01 a; cp -u a b; cat b; touch -d 2030-01-01 a; cp -u a b; cat b
#### cp -s and -l
cd "$(mktemp -d)"; echo x > a; cp -l a h; stat -c %h a; cp -s "$PWD/a" s; readlink s | sed "s#$PWD/##"
#### mv -b and -t
cd "$(mktemp -d)"; echo a > a; echo b > b; mv -b a b; ls; mkdir d; mv -t d b b~; ls d
#### mv into itself subdir message
cd "$(mktemp -d)"; mkdir -p a/b; mv a a/b; echo "st=$?"
#### rm -d and -i no
cd "$(mktemp -d)"; mkdir e; rm -d e; echo "st=$?"; : > f; echo n | rm -i f; ls
#### rm -r dot and slash refused
cd "$(mktemp -d)"; rm -r .; echo "st=$?"; rm -rf ..; echo "st=$?"
#### mkdir -p existing file in path
cd "$(mktemp -d)"; : > f; mkdir -p f/g; echo "st=$?"; mkdir -p f; echo "st=$?"
#### install -C and -s
cd "$(mktemp -d)"; echo a > a; install -C a b; install -C -v a b; echo "st=$?"
#### readlink -f on dot and trailing slashes
cd "$(mktemp -d)"; mkdir d; readlink -f d/ | sed "s#$PWD#P#"; readlink -f ./d/.. | sed "s#$PWD#P#"; readlink -f '' ; echo "st=$?"
#### realpath -z and multiple
cd "$(mktemp -d)"; mkdir a b; realpath -z a b | tr '\0' '\n' | sed "s#$PWD#P#"
#### realpath --relative-to with both relative-base
cd "$(mktemp -d)"; mkdir -p x/y; realpath --relative-to=x --relative-base=x x/y /etc
#### mktemp -d and permissions
cd "$(mktemp -d)"; d=$(mktemp -d -p .); stat -c %a "$d"; f=$(mktemp -p .); stat -c %a "$f"
#### mktemp X in middle and -q
mktemp -q /nope/XXXXXX; echo "st=$?"; cd "$(mktemp -d)"; mktemp -p . aXXXbc | grep -c '^./a...bc$'
#### truncate -o blocks
cd "$(mktemp -d)"; truncate -o -s 2 f 2>&1; echo "st=$?"; truncate -s 1K g; wc -c < g; truncate -s 1KB h; wc -c < h
#### date -u -d with literal formats and %%
date -u -d @86400 '+%%s=%s %n'; date -u -d @0 '+%Y-%m-%dT%H:%M:%S%z'
#### date -d leap and end of month
date -u -d '2020-02-29 +1 year' +%F; date -u -d '2019-02-28 +1 day' +%F; date -u -d '2020-12-31 +1 day' +%F
#### date -d time only and 12 hour
date -u -d '2020-01-01 3pm' +%H; date -u -d '2020-01-01 12am' +%H; date -u -d '2020-01-01 noon' +%H 2>&1; echo "st=$?"
#### date %N padding and %3N
date -u -d '@1.5' '+%N %3N %6N'; date -u -d '@1.000000001' +%-N
#### date -d month names
date -u -d '5 Mar 2021' +%F; date -u -d 'March 5, 2021' +%F; date -u -d '2021-03-05 last monday' +%F
#### date with --utc and -u equivalence
date --utc -d @3600 +%H; date --universal -d @7200 +%H
#### printf %s of date output with TZ offsets
TZ=America/New_York date -d '2020-07-01 12:00 UTC' '+%H %Z %z'; TZ=America/New_York date -d '2020-01-01 12:00 UTC' '+%H %Z %z'
#### jq basics not yet
echo '{"a":[1,2,{"b":null}]}' | jq -c '.a[2] | to_entries'; echo '[3,1,2]' | jq -c 'sort_by(-.)'
#### xargs -n with -I error and -L with trailing blanks
printf 'a b \nc\n' | xargs -L1; printf 'a\n\nb\n' | xargs -L1 echo
#### xargs -x and --show-limits shape
echo abcdef | xargs -s 5 -x echo; echo "st=$?"
#### xargs --process-slot-var and -o
echo a | xargs --process-slot-var=SLOT sh -c 'echo $SLOT'
#### find -printf %s of directory and %n
cd "$(mktemp -d)"; : > a; ln a b; find a -printf '%n %u_ok\n' | sed 's/ [a-z]*_ok/ u/'
#### find -printf %t shape and %c
cd "$(mktemp -d)"; : > f; TZ=UTC touch -d '2020-03-04 05:06:07' f; TZ=UTC find f -printf '%t\n'
#### find -printf %a@ %A formats and %Tk
cd "$(mktemp -d)"; : > f; TZ=UTC touch -d '2020-03-04 05:06:07' f; TZ=UTC find f -printf '%TT %TD %Tp %Tr\n'
#### find -printf unknown directive
cd "$(mktemp -d)"; : > f; find f -printf '%Q\n'; echo "st=$?"; find f -printf 'x\q\n'; echo "st=$?"
#### find -size with c k M G rounding
cd "$(mktemp -d)"; printf '%1500s' > f; find f -size 2k; find f -size 1M; find f -size -1M; echo "-"; find f -size 1500c
#### find -perm exact symbolic
cd "$(mktemp -d)"; : > f; chmod 644 f; find f -perm u=rw,go=r; find f -perm -444; find f -perm /111; echo end
#### find -newer with missing ref
find . -newer /nope; echo "st=$?"
#### find -name with slash warning
cd "$(mktemp -d)"; mkdir d; find . -name 'd/x'; echo "st=$?"
#### find -path trailing slash and ./ start
cd "$(mktemp -d)"; mkdir -p a/b; find ./a -path './a/*'; find a/ -maxdepth 0
#### find -prune with -depth warning
cd "$(mktemp -d)"; mkdir -p a/b; find a -depth -name b -prune 2>&1 | head -3
#### find -regex emacs default groups
cd "$(mktemp -d)"; touch ab ac; find . -regex '\./a\(b\|c\)' | sort; find . -regextype posix-basic -regex '\./a[bc]' | sort
#### find -regextype invalid
find . -regextype nope -regex x; echo "st=$?"
#### find -exec status and -ok
cd "$(mktemp -d)"; : > a; find a -exec false \; -print; echo "st=$?"; find a -exec false {} +; echo "st=$?"
#### find -execdir
cd "$(mktemp -d)"; mkdir d; : > d/f; find d -name f -execdir echo {} \;
#### grep -c with -m and -o -b -n combos
printf 'ab ab\nab\n' | grep -o -n ab; printf 'ab\nab\nab\n' | grep -c -m2 ab
#### grep -x -F -i multiple patterns newline
printf 'Foo\nbar\n' | grep -ixF 'foo
BAR'
#### grep -w with non-word pattern edges
echo 'foo-bar' | grep -ow 'foo-'; echo "st=$?"; echo '@x @' | grep -wo '@'
#### grep -A and -B overlapping counts
seq 10 | grep -A2 -B1 -e 3 -e 5
#### grep --exclude on command line files
cd "$(mktemp -d)"; echo x > a.c; echo x > b.h; grep --exclude='*.c' x a.c b.h
#### grep -r with --include dir pattern and -l sort
cd "$(mktemp -d)"; mkdir -p s/t; echo q > s/t/x.md; echo q > s/y.txt; grep -rl q s --include='*.md'
#### grep -i with classes and backrefs in ERE
printf 'AbAb\nabAB\n' | grep -iE '(ab)\1'
#### grep no pattern error and -e empty
grep; echo "st=$?"; printf 'a\n\n' | grep -c -e ''
#### grep -P unsupported combos
echo a | grep -P -z 'a' | od -c | head -1; echo ab | grep -P '\Kb' ; echo ab | grep -oP 'a\Kb'
#### sed N at last line GNU behaviour
printf '1\n2\n3\n' | sed 'N;s/\n/-/'; printf '1\n' | sed -n 'N;p'; printf '1\n' | sed '$!N;s/\n/+/'
#### sed l with wrap default 70
printf '%75s\n' x | sed -n l
#### sed s with newline in pattern and \n in y
printf 'a\nb\n' | sed 'N;y/\n/,/'; printf 'a b\n' | sed 'y/ /\n/'
#### sed -n with #n first line
printf 'a\nb\n' | sed '#n
2p'
#### sed w to same file twice and /dev/stderr
printf 'a\n' | sed 'w /dev/stderr' 2>&1
#### sed c in middle of block and with !
printf '1\n2\n3\n' | sed '2{c\
X
}'
#### sed a i c with GNU one-liner semicolons
printf '1\n' | sed 'a hello; world'; printf '1\n' | sed -e 'a\' -e 'two'
#### sed s///w with p and flags combination
cd "$(mktemp -d)"; printf 'ab\n' | sed -n 's/a/A/gpw o'; cat o
#### sed regex anchors in middle and \` \'
printf 'ab\n' | sed 's/\`a/X/'; printf 'a\nb\n' | sed 'N;s/b\'"'"'/Y/'
#### sed special chars in y and escapes \o \d \x
echo 'abc' | sed 's/\x61/X/; s/\d98/Y/; s/\o143/Z/'
#### sed \c control and \w \s \b
echo 'a b' | sed 's/\s/\cA/' | od -c | head -1; echo 'foo bar' | sed 's/\bb/B/'; echo 'a-b' | sed 's/\W/_/'
#### sed empty regex error
echo a | sed '//p'; echo "st=$?"
#### sed missing file continues
cd "$(mktemp -d)"; echo a > f; sed p nope f; echo "st=$?"
#### sed -i on missing file and symlink
cd "$(mktemp -d)"; sed -i 's/a/b/' nope; echo "st=$?"; echo a > t; ln -s t l; sed -i --follow-symlinks 's/a/b/' l; cat t; ls -l l | cut -c1
#### sed -u and --debug shape
echo a | sed -u p; echo a | sed --debug 's/a/b/' | head -3
#### awk printf %d with huge and negative zero
awk 'BEGIN{printf "%d %d %d\n", 2^53, -0.5, "3abc"}'
#### awk substr with NaN and length without parens
echo abc | awk '{print length}'; echo abc | awk '{print length > 2}'; ls -d / >/dev/null
#### awk regex interval and character class
echo 'aaa' | awk '/a{3}/{print "yes"}'; echo 'x1' | awk '/[[:digit:]]/{print "digit"}'
#### awk getline < file updating NR
cd "$(mktemp -d)"; printf 'a\nb\n' > f; echo x | awk '{while ((getline l < "f") > 0) n++; print n, NR, FNR}'
#### awk getline var < file into $0 untouched
cd "$(mktemp -d)"; printf 'a\n' > f; echo main | awk '{getline v < "f"; print $0, v}'
#### awk command | getline loop and close status
awk 'BEGIN{while (("printf \"1\\n2\\n\"" | getline x) > 0) s+=x; print s; print close("printf \"1\\n2\\n\"")}'
#### awk system return and output flush
awk 'BEGIN{printf "a"; r=system("echo b"); print r; r=system("exit 3"); print r}'
#### awk -F with special characters
echo 'a|b|c' | awk -F'|' '{print $2}'; echo 'a.b' | awk -F. '{print $2}'; echo 'aXXb' | awk -FXX '{print $2}'
#### awk -v assignment with regex special and numeric string
awk -v n=010 'BEGIN{print n+0, (n == 10)}'; echo 010 | awk '{print ($1 == 10)}'
#### awk printf %s with numbers and OFMT
awk 'BEGIN{x=0.1; printf "%s %d\n", x*3, x*30; print 1e300*1e300, -1e300*1e300, log(-1)}'
#### awk sprintf %c of string number
awk 'BEGIN{printf "%c|%c\n", "65", 65.7}'
#### awk asort with custom comparator function
awk 'function cmp(i1,v1,i2,v2){ return v2 - v1 } BEGIN{a[1]=1;a[2]=3;a[3]=2; n=asort(a,b,"cmp"); print b[1],b[2],b[3]}'
#### awk PROCINFO sorted_in with function and @unsorted
awk 'function byval(i1,v1,i2,v2){return v1<v2?-1:(v1>v2)} BEGIN{a["x"]=2;a["y"]=1; PROCINFO["sorted_in"]="byval"; for(k in a) print k}'
#### awk split with regex seps array count
awk 'BEGIN{n=split("a, b,c", p, /, */, s); print n, length(s), "[" s[1] "]", "[" s[2] "]"}'
#### awk patsplit
awk 'BEGIN{n=patsplit("ab12cd345", a, /[0-9]+/, s); print n, a[1], a[2], s[0], s[1]}'
#### awk strftime default format
TZ=UTC awk 'BEGIN{print strftime("%c", 0); print strftime()  ~ /[0-9]/}'
#### awk gensub with no match and numeric which
echo abc | awk '{print gensub(/x/, "y", "g"); print gensub(/b/, "\\0\\0", 1)}'
#### awk nonexistent file
awk '{print}' /nope; echo "st=$?"
#### awk uninitialized in numeric output
awk 'BEGIN{print x+0, -x, length(x)}'
#### awk exit in END and code
echo a | awk '{exit 3} END{print "end"}'; echo "st=$?"; awk 'BEGIN{exit} END{print "e"}'
#### awk printf reuse of format
awk 'BEGIN{printf "%s-%s\n", "a", "b", "c"}'
#### awk ternary and in precedence
awk 'BEGIN{a["x"]; print "x" in a ? "y" : "n"; print 1 - -1, 2^3^2, -2^2}'
#### awk string to number edge
awk 'BEGIN{print "0x10"+0, " 12 "+0, "1e2"+0, ".5"+0, "+3"+0, "inf"+0, "nan"+0}'
#### awk getline from nonexistent command
awk 'BEGIN{r = ("nope_cmd_x 2>/dev/null" | getline v); print r}'
#### awk index with empty and regex special
awk 'BEGIN{print index("abc",""), index("a.c", ".")}'
#### awk toupper non ascii
awk 'BEGIN{print toupper("éa"), tolower("ÉA")}'
