#### ls -m -x -C widths
cd "$(mktemp -d)"; touch alpha beta gamma delta epsilon zeta eta theta; ls -m -w 30; echo --; ls -x -w 30; echo --; ls -C -w 30
#### ls -F -p indicators and -d
cd "$(mktemp -d)"; mkdir dir; touch file; ln -s file link; mkfifo pipe; printf '' > exe; chmod +x exe; ls -F; ls -p; ls --indicator-style=slash -d dir link
#### ls -Q -b -N quoting of odd names
cd "$(mktemp -d)"; touch 'a b' $'c\td' 'e"f' "g'h"; ls -Q; echo --; ls -b; echo --; ls -N; echo --; ls --quoting-style=shell-escape
#### ls -r -S -X sorting with sizes
cd "$(mktemp -d)"; printf '123' > b.txt; printf '1' > a.c; printf '12345' > c.sh; printf '' > d; ls -S; ls -Sr; ls -X; ls -r
#### ls -R recursive layout
cd "$(mktemp -d)"; mkdir -p a/b c; touch a/x a/b/y c/z; ls -R; echo --; ls -R a
#### ls -a -A and ignore patterns
cd "$(mktemp -d)"; touch .h x y~ z.o; ls -a; ls -A; ls -B; ls -I '*.o'; ls --hide='x' -a
#### ls -1 of files and directories together
cd "$(mktemp -d)"; mkdir d e; touch d/1 d/2 f; ls f d e; echo "st=$?"; ls nosuch f; echo "st=$?"
#### ls -v natural and -U ordering of explicit args
cd "$(mktemp -d)"; touch f10 f9 f1 f100 F2; ls -v; ls -1 --sort=version; ls -1 --group-directories-first
#### cp -n -u -b and backup suffixes
cd "$(mktemp -d)"; echo new > s; echo old > d; cp -n s d; cat d; cp -b s d; cat d d~; echo x > s; cp --backup=numbered s d; cp --backup=numbered s d; ls | sort
#### cp -r into existing and -T
cd "$(mktemp -d)"; mkdir -p src/in dst; touch src/in/f; cp -r src dst; find dst | sort; cp -rT src dst2; find dst2 | sort
#### cp errors directory without -r and same file
cd "$(mktemp -d)"; mkdir d; touch f; cp d e; echo "st=$?"; cp f f; echo "st=$?"; cp f nosuch/x; echo "st=$?"; cp; echo "st=$?"
#### cp -v and -i with no
cd "$(mktemp -d)"; echo a > s; echo b > d; cp -v s t; echo n | cp -i s d; echo "st=$?"; cat d
#### mv -n -b -v and -T
cd "$(mktemp -d)"; echo 1 > a; echo 2 > b; mv -n a b; cat a b; mv -b -v a b; ls | sort; mkdir d; echo 3 > c; mv -T c d; echo "st=$?"
#### mv errors
cd "$(mktemp -d)"; mkdir d; mv d d/sub; echo "st=$?"; mv nosuch x; echo "st=$?"; mv onlyone; echo "st=$?"
#### rm -r -f -d and errors
cd "$(mktemp -d)"; mkdir -p e d/s; rm d; echo "st=$?"; rm -d e; echo "st=$?"; rm -d d; echo "st=$?"; rm -f nosuch; echo "st=$?"; rm nosuch; echo "st=$?"; rm -rv d
#### rm refuses dot and dotdot
cd "$(mktemp -d)"; mkdir x; rm -r .; echo "st=$?"; rm -rf x/..; echo "st=$?"; ls
#### mkdir -p -v -m and errors
cd "$(mktemp -d)"; mkdir -pv a/b/c; mkdir -m 700 m; stat -c %a m; mkdir a; echo "st=$?"; mkdir -p a/b; echo "st=$?"; mkdir x/y; echo "st=$?"
#### rmdir -p -v and non empty
cd "$(mktemp -d)"; mkdir -p a/b/c; touch a/f; rmdir -pv a/b/c; echo "st=$?"; rmdir --ignore-fail-on-non-empty a; echo "st=$?"; rmdir nosuch; echo "st=$?"
#### cat -A -n -b -s -T -E
printf 'a\tb\n\n\n\nc\x01\x7f\n' | cat -A; printf 'a\n\n\nb\n' | cat -n -s; printf 'a\n\nb\n' | cat -b; printf 'x\ty\n' | cat -T -E
#### cat -v high bytes and multiple files with dash
cd "$(mktemp -d)"; printf '\200\377é\n' | cat -v; echo f1 > f; echo in | cat f - f
#### cmp -l -b and -n
cd "$(mktemp -d)"; printf 'abcdef' > a; printf 'abXdeY' > b; cmp a b; echo "st=$?"; cmp -l a b; cmp -b a b; cmp -n 2 a b; echo "st=$?"
#### cmp EOF messages and -s -i
cd "$(mktemp -d)"; printf 'abc' > a; printf 'ab' > b; cmp a b; echo "st=$?"; cmp -s a b; echo "st=$?"; cmp -i 1 a b; echo "st=$?"; cmp -i 1:0 a b; echo "st=$?"
#### cmp lines counted and missing file
cd "$(mktemp -d)"; printf 'x\ny\nz\n' > a; printf 'x\ny\nw\n' > b; cmp a b; cmp a nosuch; echo "st=$?"
#### diff -u and -c with fixed labels
cd "$(mktemp -d)"; printf 'a\nb\nc\nd\n' > x; printf 'a\nB\nc\nd\ne\n' > y; diff -u --label X --label Y x y; echo "st=$?"; diff -c --label X --label Y x y
#### diff normal -e and -q
cd "$(mktemp -d)"; printf 'a\nb\nc\n' > x; printf 'a\nc\nd\n' > y; diff x y; diff -e x y; diff -q x y; echo "st=$?"; diff -q x x; echo "st=$?"
#### diff -i -w -B -b ignoring
cd "$(mktemp -d)"; printf 'Hello  World\n\nx\n' > x; printf 'hello world\nx\n' > y; diff -i x y; echo "st=$?"; diff -i -b -B x y; echo "st=$?"; diff -iwB x y; echo "st=$?"
#### diff -r directories and only in
cd "$(mktemp -d)"; mkdir -p a/s b/s; echo 1 > a/f; echo 2 > b/f; echo x > a/s/only; diff -r a b; echo "st=$?"; diff -rq a b; echo "st=$?"
#### diff missing newline at end
cd "$(mktemp -d)"; printf 'a\nb' > x; printf 'a\nb\n' > y; diff x y; echo "st=$?"; diff -u --label x --label y x y
#### strings -n and -t offsets
printf 'ab\0hello\0\001world!!\0xyz' | strings; printf 'ab\0hello\0\001world!!\0xyz' | strings -n 3 -t x; printf 'ab\0hello\0' | strings -t d -n 2
#### tsort cycles and odd token count
printf 'a b\nb c\nc a\n' | tsort; echo "st=$?"; printf 'a b c\n' | tsort; echo "st=$?"; printf 'x x\ny z\n' | tsort
#### date -d fixed dates in many formats
for d in '2024-02-29' '2024-02-29 13:14:15' '29 Feb 2024' 'Feb 29, 2024 1pm' '2024-02-29T13:14:15Z' '@1709212455' '2024-03-01 -1 day' '2024-02-29 + 1 year'; do date -u -d "$d" '+%F %T %a'; done
#### date formats of a fixed time
date -u -d '2024-01-07 08:09:10' '+%j %U %W %V %G %u %w %e|%k|%l|%p %P %y %C %D %R %r %h %n%t%%|%s'
#### date padding flags and widths
date -u -d '2024-01-07 08:09:10' '+%-d %_d %02d %10Y %-H %_H %^a %#b %-j %:z %::z'
#### date -u -R -I formats
date -u -d '2024-01-07 08:09:10' -R; date -u -d '2024-01-07 08:09:10' -Iseconds; date -u -d '2024-01-07 08:09:10' -Ihours; date -u -d '2024-01-07 08:09:10' --rfc-3339=ns
#### date invalid and -f file
date -d 'not a date'; echo "st=$?"; printf '2020-01-01\nbad\n2021-01-01\n' | date -u -f - +%Y; echo "st=$?"
#### date TZ variable and TZ string in -d
TZ=Asia/Tokyo date -d '2024-01-01 00:00 UTC' '+%F %T %Z %z'; TZ=America/New_York date -d '2024-07-01 12:00 UTC' '+%T %Z'; date -u -d 'TZ="Europe/Paris" 2024-01-01 12:00' +%T
#### sleep and timeout argument errors
sleep x; echo "st=$?"; sleep; echo "st=$?"; sleep 0 0.01 0s; echo "st=$?"; timeout; echo "st=$?"; timeout x true; echo "st=$?"
#### timeout status of the command and signals
timeout 5 sh -c 'exit 3'; echo "st=$?"; timeout 0.1 sleep 5; echo "st=$?"; timeout --preserve-status 0.1 sleep 5; echo "st=$?"; timeout 5 nosuchcmd; echo "st=$?"
#### env -u -i and printenv
env -i FOO=1 BAR=2 printenv FOO BAR NONE; echo "st=$?"; FOO=x env -u FOO printenv FOO; echo "st=$?"; env -i A=1 env | sort
#### env chdir and argv zero errors
cd "$(mktemp -d)"; mkdir sub; env -C sub pwd | sed "s|$PWD|P|"; env -C nosuch pwd; echo "st=$?"; env nosuchcmd; echo "st=$?"; env -i; echo "st=$?"
#### seq with printf-like widths and equal width floats
seq -w 0.5 0.25 1.5; seq -f '%+.1e' 1 2; seq -s '-' -w 98 101
#### yes with arguments and head
yes | head -3; yes a b | head -2; yes '' | head -2 | od -c
#### printf builtin vs program with same format
printf '%5s|%-5s|%.2s\n' ab cd efgh; env printf '%5s|%-5s|%.2s\n' ab cd efgh; printf '%#x %#o %e\n' 255 8 1.5; env printf '%#x %#o %e\n' 255 8 1.5
#### rev and tac on utf8 and empty lines
printf 'abc\n\nhéllo\n' | rev; printf 'a\n\nb\n' | tac | od -c
#### tr ranges with octal and classes combined
printf 'Hello, World! 123\n' | tr -d '[:punct:][:digit:]'; printf 'abc\n' | tr 'a-c' '\101-\103'; printf 'aaa bbb\n' | tr -s '[:alpha:]' 
#### sort -k with -t and multiple -k ranges
printf 'a:3:x\nb:1:y\nc:2:x\nd:1:x\n' | sort -t: -k3,3 -k2,2n; printf 'b,2\na,10\nc,1\n' | sort -t, -k2n -r
#### sort merge unsorted inputs and -m -u
cd "$(mktemp -d)"; printf 'a\nc\ne\n' > x; printf 'b\nc\nd\n' > y; sort -m -u x y; sort -m y x | head -2
#### uniq counts with -c width and skip fields
printf 'a x\nb x\nc y\n' | uniq -c -f1; printf '%s\n' a a a a a a a a a a a b | uniq -c
#### wc -w with tabs newlines and nonbreaking
printf 'a\tb\nc  d\n\n' | wc -w; printf 'a\u00a0b\n' | wc -w; printf '' | wc; wc -c /dev/null
#### head -c on multibyte and tail -c
printf 'héllo' | head -c 2 | od -c; printf 'héllo' | tail -c 3; echo
#### split -b with suffix length and -d
cd "$(mktemp -d)"; printf '0123456789' > f; split -b 3 -d -a 3 f p; ls; cat p003; echo
#### csplit regex with i flag absent: case sensitive
cd "$(mktemp -d)"; printf 'a\nSTART\nb\nstart\nc\n' > f; csplit -s f '/start/'; wc -l xx* | head -2
#### fold -s -w with long words and tabs
printf 'short averyveryverylongword end\n' | fold -s -w 10; printf '\tab cd ef\n' | fold -s -w 10 | cat -A
#### expand and unexpand roundtrip
printf 'a\tb\tc\n' | expand | unexpand -a | cat -A; printf '        x\n' | unexpand -t 4 | cat -A
#### nl with -ba -nln and -s tab default
printf 'a\n\nb\n' | nl -ba -nln | cat -A
#### paste -d with multibyte delimiter
printf 'a\nb\n' | paste -d 'é' - -; printf 'a\nb\nc\n' | paste -s -d '→'
#### cut -c with multibyte and -b -n
printf 'héllo\n' | cut -c 2; printf 'héllo\n' | cut -b 2-3 | od -An -c; printf 'héllo\n' | cut -n -b 2-3 | od -An -c
#### join -t tab with header and missing fields
cd "$(mktemp -d)"; printf 'k\ta\nx\t1\ny\t2\n' > l; printf 'k\tb\nx\t9\nz\t8\n' > r; join -t "$(printf '\t')" --header -a1 -a2 -e - -o auto l r
#### numfmt --to=si with --suffix and --padding from input
printf '  1000\n 2000000\n' | numfmt --to=si --suffix=B; printf '1000 x\n' | numfmt --to=si --field=1 --padding=6
#### od -t c of utf8 and -t a names
printf 'é\x7f\x80' | od -t c; printf '\0\x1f \x7f' | od -t a
#### base64 roundtrip of binary through -d
head -c 100 /dev/zero | tr '\0' '\377' | base64 | base64 -d | od -An -tx1 | sort -u; printf 'YQ==YQ==' | base64 -d; echo " st=$?"
#### md5sum of stdin and dash with names
cd "$(mktemp -d)"; printf 'x' > f; printf 'x' | md5sum; printf 'x' | md5sum - f; md5sum nosuch; echo "st=$?"
#### stat -c %n %s of several with -L and broken link
cd "$(mktemp -d)"; ln -s nowhere broken; stat -c '%n %F' broken; stat -L broken; echo "st=$?"
#### readlink and realpath of root and dot forms
cd "$(mktemp -d)"; realpath /; realpath . | sed "s|$PWD|P|"; realpath .. | sed "s|$(dirname "$PWD")|D|"; readlink -f / ; readlink -f //; realpath -s ./a/../b | sed "s|$PWD|P|"; realpath -m ./a/../b | sed "s|$PWD|P|"
#### touch then ls -lt with same second order by name
cd "$(mktemp -d)"; touch -d 2020-01-01 b a c; ls -t; ls -tr
#### truncate -s 0 and mixed relative on multiple files
cd "$(mktemp -d)"; printf '12345' > a; printf '1' > b; truncate -s +2 a b; stat -c '%n %s' a b; truncate -s 0 a; stat -c %s a
#### tee -p and reading from stdin to many
cd "$(mktemp -d)"; printf 'abc\n' | tee a b c > /dev/null; cat a b c | uniq -c
#### install -s absent and -p preserves time
cd "$(mktemp -d)"; touch -d 2001-01-01 src; install -p src dst; date -r dst +%F; install src dst2; date -r dst2 +%Y | grep -vc 2001
#### mktemp -d twice differ and -q errors quiet
cd "$(mktemp -d)"; a=$(mktemp -d -p .); b=$(mktemp -d -p .); test "$a" != "$b" && echo differ; mktemp -q -p nodir XXX; echo "st=$?"
#### ln -s with multiple targets into directory and -t
cd "$(mktemp -d)"; touch a b; mkdir d e; ln -s ../a ../b d; ls -l d | awk 'NR>1{print $9, $10, $11}'; ln -t e a b; ls e
#### dirname and basename with many slashes and suffix mismatch
basename /a/b.tar.gz .gz; basename /a/b.tar.gz .tar.gz; basename -s .gz a.gz b.gz c; dirname /a/b/ /a /a/ a/
#### du -b -s on files with depth shape
cd "$(mktemp -d)"; printf '1234' > a; printf '12' > b; du -b a b -c | tail -1; du -ab a
