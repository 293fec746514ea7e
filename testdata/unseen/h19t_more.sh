#### sed word boundaries and GNU escapes
echo 'cat concat cat.' | sed 's/\bcat\b/DOG/g'; echo 'a1 b2' | sed 's/\w/X/g'; echo 'a b	c' | sed 's/\s/_/g'; echo 'foo bar' | sed 's/\<./\u&/g'; echo 'ab' | sed 's/\B/-/g'
#### sed \n \t in regex and replacement and \cX \dNNN \oNNN \xHH
printf 'a\tb\n' | sed 's/\t/<T>/'; echo 'aXb' | sed 's/X/\t/' | od -c | head -1; echo 'A' | sed 's/\d65/d/;s/\x64/x/'; echo 'q' | sed 's/q/\o101/'
#### sed v and e commands absent: s///e
echo 'echo hi' | sed 's/.*/&/e'; echo x | sed 'v 4.2'
#### sed special regex chars in y and replacement slash
echo 'a/b/c' | sed 's/\//\\\//g'; echo 'a.b' | sed 'y/./,/'
#### sed --follow-symlinks -i and --posix error
cd "$(mktemp -d)"; printf 'a\n' > real; ln -s real link; sed -i --follow-symlinks 's/a/b/' link; cat real; test -L link && echo still-link
#### sed -n with multiple p and duplicates
printf 'a\n' | sed -n 'p;p'; printf 'a\nb\n' | sed '1!G;$!h;$!d'
#### sed regex with + after group in BRE and ERE
echo 'ababx' | sed 's/\(ab\)\+/Y/'; echo 'ababx' | sed -E 's/(ab)+/Y/'; echo 'a{2}' | sed 's/a{2}/lit/'; echo 'aa' | sed -E 's/a{2}/two/'
#### sed ERE special chars literal
echo 'a+b' | sed -E 's/a\+b/X/'; echo '(x)' | sed -E 's/\(x\)/Y/'; echo 'a|b' | sed -E 's/a\|b/Z/'
#### sed character class ranges and negation with ]
echo 'a]b^c' | sed 's/[]^]/_/g'; echo 'abc123' | sed 's/[^[:alpha:]]//g'; echo 'x-y' | sed 's/[x-]/Q/g'
#### sed s with 0 occurrence error and g with number
echo aaa | sed 's/a/b/0'; echo "st=$?"; echo aaa | sed 's/a/b/gg'; echo "st=$?"
#### sed long script file with labels and comments
cd "$(mktemp -d)"; cat > p.sed <<'SED'
# squeeze blank lines
/^$/{
  N
  /^\n$/D
}
SED
printf 'a\n\n\n\nb\n\nc\n' | sed -f p.sed
#### sed i and a with leading whitespace preserved via backslash
printf 'x\n' | sed 'a\   three spaces'; printf 'x\n' | sed 'i\	tab'
#### sed c with address negation and last line
printf 'a\nb\nc\n' | sed '$!c\X'; printf 'a\nb\n' | sed '/a/,/b/c\RANGE'
#### sed w /dev/stdout ordering with p
printf 'a\nb\n' | sed -n 'w /dev/stdout
p'
#### sed H then x at end builds list
printf 'k1\nv1\nk2\nv2\n' | sed -n 'N;s/\n/=/;H;${x;s/^\n//;s/\n/;/g;p}'
#### sed quit with exit codes over 255
printf 'a\n' | sed 'q256'; echo "st=$?"; printf 'a\n' | sed 'q7'; echo "st=$?"
#### awk printf positional args
awk 'BEGIN{printf "%2$s %1$s\n", "world", "hello"}'
#### awk substr on number with leading zeros and string conversion
awk 'BEGIN{x=007; print x, substr("007", 1, 2), length(007)}'
#### awk split on single space string vs regex space
awk 'BEGIN{n=split(" a b ", arr, " "); print n; n=split(" a b ", arr, / /); print n}'
#### awk FS as single char regex metachar
echo 'a+b+c' | awk -F+ '{print $2}'; echo 'a^b' | awk -F^ '{print $2}'; echo 'a\b' | awk -F'\\' '{print $2}'; echo 'a$b' | awk -F'$' '{print $2}'
#### awk RS single newline vs regex and trailing
printf 'a\n\nb\n' | awk 'END{print NR}'; printf 'a b c' | awk -v RS=' ' 'END{print NR, $0}'
#### awk printf %d on strings with leading spaces and signs
awk 'BEGIN{printf "%d %d %d %d\n", " 12", "+3", "-4x", ".5"}'
#### awk compare uninitialized to zero and empty
awk 'BEGIN{if (x == 0 && x == "") print "both"; y = ""; if (y == 0) print "y0"; else print "ynot0"}'
#### awk numeric output of integers above 2^53
awk 'BEGIN{print 2^53 + 1, 9007199254740993, 1e17 + 1; printf "%d\n", 2^62}'
#### awk index with regex chars literal
awk 'BEGIN{print index("a.b", "."), index("a*b", "*"), index("abc", "bc")}'
#### awk gsub special replacement backslashes
awk 'BEGIN{s="a"; gsub(/a/, "\\\\", s); print s; t="a"; gsub(/a/, "x\\y", t); print t; u="a"; gsub(/a/, "[\\\\&]", u); print u}'
#### awk getline var from file updates FNR no
cd "$(mktemp -d)"; printf 'x\ny\n' > f; printf '1\n2\n' | awk '{getline l < "f"; print NR, FNR, $0, l}'
#### awk delete inside for in with sorted_in
awk 'BEGIN{PROCINFO["sorted_in"]="@ind_num_asc"; for(i=1;i<=5;i++) a[i]=i; for (k in a) {if (k%2) delete a[k]}; for (k in a) printf "%s ", k; print ""}'
#### awk output number in scientific for huge and small
awk 'BEGIN{print 1e100, 1e-100, 123456789012345678901234567890, 0.000001, 0.0000001}'
#### awk printf rounding %.2f of halves
awk 'BEGIN{printf "%.2f %.2f %.2f %.1f\n", 1.005, 1.015, 1.025, 0.25}'
#### awk -v with newline escape and array from split of var
awk -v list='a,b,c' 'BEGIN{n=split(list, p, ","); for(i=n;i>0;i--) printf "%s", p[i]; print ""}'
#### awk END $0 and NF after last record
printf 'a b c\nd e\n' | awk 'END{print NF, $1}'
#### awk regexp with slash inside brackets
echo 'a/b' | awk '/a[/]b/{print "m"}'; echo 'a/b' | awk '$0 ~ "a/b"{print "s"}'
#### awk string to number with trailing garbage in arithmetic
awk 'BEGIN{print "3x"+1, "x3"+1, "1e2x"+0, " +4 "+0, "0x1F"+0}'
#### awk multiple -v and BEGIN only no input read
awk -v a=1 -v b=2 'BEGIN{print a+b}' < /dev/null; echo 'x' | awk 'BEGIN{print "b"}'
#### awk print > "/dev/stderr" order and close stdout
awk 'BEGIN{print "e1" > "/dev/stderr"; print "o1"; print "e2" > "/dev/stderr"}' 2>&1
#### awk length with array and string mixed error
awk 'BEGIN{a[1]; print length(a); x = "s"; print length(x)}'
#### awk nested functions with arrays and delete param
awk 'function clear(arr, k){for (k in arr) delete arr[k]} BEGIN{z[1];z[2]; clear(z); print length(z)}'
#### awk printf %s of large integer float
awk 'BEGIN{x = 100000 * 100000; print x; printf "%s %d\n", x, x; y = 0.1 * 3; print (y == 0.3)}'
#### awk tolower on non-ascii bytes and fields with utf8 FS
echo 'aéb' | awk -F'é' '{print $2}'; echo 'ÀÉ' | awk '{print tolower($0)}'
#### cut -d space with multiple spaces
echo 'a  b c' | cut -d' ' -f2; echo 'a  b c' | cut -d' ' -f3
#### sort -t with key spanning fields and -k2 default blanks
printf 'b 2 z\na 2 y\n' | sort -k2; printf 'x  1\nx 2\n' | sort -k2,2
#### sort stability of -k with equal keys under last-resort
printf 'a 1\nA 1\nb 1\n' | sort -k2,2; printf 'a 1\nA 1\nb 1\n' | sort -s -k2,2
#### sort -n on mixed sign zero and -0
printf '0\n-0\n+0\n0.0\n-0.0\n' | sort -n; echo --; printf '0\n-0\n' | sort -nu
#### uniq -c on last line without newline
printf 'a\na' | uniq -c; printf 'a\nb' | uniq
#### tr with [:upper:] in set1 and range in set2 mismatch error
echo abc | tr '[:lower:]' 'A-C'; echo "st=$?"; echo abc | tr 'a-c' '[:upper:]'
#### head -c on multibyte and tail -c -0
printf 'héllo' | head -c 2 | od -An -c; printf 'abc' | tail -c 0; echo end
#### wc -w on unicode spaces and punctuation
printf 'a\xc2\xa0b c\n' | wc -w; printf 'a,b;c\n' | wc -w
#### comm -3 with indented output delimiter default tab
cd "$(mktemp -d)"; printf 'a\nc\n' > x; printf 'b\nc\n' > y; comm x y | cat -A
#### join -o with 0 and missing fields
cd "$(mktemp -d)"; printf 'a 1 2\n' > x; printf 'a 3\n' > y; join -o 0,1.3,2.2,2.5 x y
#### paste with empty files and -s on empty
cd "$(mktemp -d)"; : > e; printf 'a\n' > x; paste e x; paste -s e; echo "[$(paste -s e)]"
#### nl default skips blank lines numbering
printf 'a\n\nb\n' | nl; printf 'a\n\nb\n' | nl -b t
#### fold with trailing spaces and -s keeps
echo 'aaa   bbb' | fold -s -w 4 | cat -A
#### seq with equal first last and negative step mismatch
seq 3 3; seq 3 1; echo "st=$?"; seq 1 -1 3; echo "st=$?"; seq 0; echo "st=$?"
#### printf %s with -- and leading dash arg
printf -- '-%s-\n' x; printf '%s\n' -n; printf -v v '%03d' 7 2>/dev/null; echo "$v"
#### od -An -tx1 -v of repeated and -w4
printf 'aaaaaaaa' | od -An -tx1 -w4; printf 'aaaaaaaa' | od -An -tx1 -w4 -v
#### date +%s%N width and %-N absent
TZ=UTC date -d '@5.123' '+%s.%N|%3N|%6N|%-N' 2>&1
#### date -d with day names relative to fixed weekday
TZ=UTC date -d '2024-05-15 sunday' +%F; TZ=UTC date -d '2024-05-15 this wednesday' +%F 2>&1
#### date -d iso week and %G-W%V
TZ=UTC date -d '2021-01-03' '+%G-W%V-%u'; TZ=UTC date -d '2020-12-31' '+%G-W%V-%u'
#### stat -c %b %B %o shape
cd "$(mktemp -d)"; head -c 10000 /dev/zero > f; stat -c '%B' f; stat -c '%s' f
#### ls -n numeric shape and -g -o
cd "$(mktemp -d)"; printf 'abc' > f; chmod 644 f; ls -o f | awk '{print $1, $4, $NF}'; ls -g f | awk '{print $1, $4, $NF}'
#### realpath of dot dot beyond root and symlink loops
realpath /..; realpath -m /a/../../b; cd "$(mktemp -d)"; ln -s x y; ln -s y x; realpath x; echo "st=$?"
#### basename with suffix equal to name and dirname of dot
basename abc abc; basename a.b .b; dirname .; dirname ..; dirname /usr/; basename /usr/lib/
#### mktemp -d -t and bad template
cd "$(mktemp -d)"; mktemp -u -t fooXXX | grep -c '^/tmp/foo'; mktemp -u 'a/XXX/b'; echo "st=$?"; TMPDIR=/nonexist mktemp -t abXXX; echo "st=$?"
#### tar -tvf member listing of symlink and dir
cd "$(mktemp -d)"; mkdir d; touch d/f; ln -s f d/l; tar -cf t.tar d; tar -tvf t.tar | awk '{print substr($1,1,1), $NF}'
#### gzip -l output format
cd "$(mktemp -d)"; printf '' > empty; gzip empty; gzip -l empty.gz | head -1
#### cmp -l on different lengths and -b verbose
cd "$(mktemp -d)"; printf 'abc' > x; printf 'abd' > y; cmp -lb x y; printf 'ab' > z; cmp -l x z; echo "st=$?"
#### diff -u of empty files and one empty
cd "$(mktemp -d)"; : > e; printf 'a\n' > x; diff -u --label e --label x e x; diff e e; echo "st=$?"
#### diff -y with tabs and long lines width
cd "$(mktemp -d)"; printf 'short\nsame\n' > x; printf 'a much longer line here\nsame\n' > y; diff -y -W 40 x y
#### diff --brief on binary and --text
cd "$(mktemp -d)"; printf 'a\0b\n' > x; printf 'a\0c\n' > y; diff x y; echo "st=$?"; diff -a x y | cat -v
#### xargs -n and -L with mixed whitespace lines
printf 'a b\n\tc\n d e f\n' | xargs -L 1 echo; printf 'a b\n\tc\n' | xargs -n 1 echo
#### find -newer on directory mtime changes
cd "$(mktemp -d)"; mkdir d; touch -d '2000-01-01' ref; touch -d '1999-01-01' d; find . -newer ref | sort; find d -newer ref; echo done
#### find -name with backslash escapes
cd "$(mktemp -d)"; touch '*' 'a*' ab; find . -name '\*'; find . -name 'a\*'; find . -name 'a*' | sort
#### find -printf %p with -L and %l of non-link
cd "$(mktemp -d)"; mkdir d; ln -s d l; find -L l -printf '%p %y %l|\n'
#### find -exec rm and continue listing
cd "$(mktemp -d)"; mkdir t; touch t/a t/b; find t -type f -name a -exec rm {} \; -print; ls t
#### error messages come after earlier output head tail wc
cd "$(mktemp -d)"; printf 'a\n' > a; printf 'b\n' > b; head -n1 a nosuch b 2>&1; tail -n1 a nosuch b 2>&1; wc -l a nosuch b 2>&1
#### error messages come after earlier output cut nl fold expand
cd "$(mktemp -d)"; printf 'a\n' > a; printf 'b\n' > b; cut -c1 a nosuch b 2>&1; nl a nosuch b 2>&1; fold a nosuch b 2>&1; expand a nosuch b 2>&1; unexpand a nosuch b 2>&1
#### error messages come after earlier output realpath numfmt
cd "$(mktemp -d)"; touch a b; realpath --relative-to=. a nosuch/x b 2>&1; numfmt 1 x 2 2>&1; numfmt --invalid=warn 1 x 2 2>&1
#### touch under a regular file
cd "$(mktemp -d)"; touch f; touch f/x; echo "st=$?"; touch -c f/x; echo "st=$?"; touch f/x/y; echo "st=$?"
#### shuf with an endless random source
shuf -i 1-5 --random-source=/dev/zero | sort -n; seq 5 | shuf -n 2 --random-source=/dev/zero | wc -l; shuf -e a b c --random-source=/dev/urandom | sort
#### split -n on a file without a size
cd "$(mktemp -d)"; split -n 2 /dev/zero; echo "st=$?"; split -n 2 /dev/null; echo "st=$?"; ls; : > e; split -n 2 e p; ls p*
