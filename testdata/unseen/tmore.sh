#### grep -P lookahead and non-greedy
echo 'a1b22c333' | grep -oP '\d+(?=c)'; echo '<a><b>' | grep -oP '<.+?>'; echo 'foo.bar' | grep -P '\Qo.b\E'; echo 'x' | grep -P '(?i)X'
#### grep -E character class edge
printf 'a]b\na-b\na^b\n' | grep -E '[]^-]' ; printf 'tab\there\n' | grep -c $'\t'
#### grep -c with -v and empty input
printf '' | grep -c x; echo "st=$?"; printf '' | grep -vc x; echo "st=$?"
#### grep -n -A overlap and max count
printf 'a\na\nb\nc\na\n' | grep -n -A1 a; echo --; printf 'a\nb\na\nb\n' | grep -m1 -c a
#### grep -o with anchors and empty matches
echo 'aaa' | grep -o '^a'; echo 'abc' | grep -o 'x*'; echo "st=$?"; echo 'abab' | grep -ob 'ab'
#### grep -w backtracking
echo 'foobar foo' | grep -ow 'foo'; echo 'xfoo foox' | grep -cw foo
#### grep --include without -r and -R symlinks
mkdir d; printf 'z\n' > d/a.txt; ln -s d/a.txt link.txt; grep -H z link.txt; grep -r z d --include=*.md; echo "st=$?"
#### grep -z -o and -c
printf 'ab\0cab\0' | grep -zc ab; printf 'x1\0y\0x2\0' | grep -z x | tr '\0' ,; echo
#### sed addresses with regex and step mix
seq 10 | sed -n '/3/,~4p'; seq 10 | sed -n '$!{$!p}' | wc -l; seq 3 | sed -n '/2/,/nomatch/p'
#### sed c with newlines and a with escapes
seq 2 | sed '1c\
line one\
line two'; seq 1 | sed 'a\ttab'; seq 1 | sed 'a\\ttab'
#### sed s with special replacement cases
echo 'path' | sed 's/.*/"&"/'; echo 'aaa' | sed 's/a/\n/2' | od -c | head -2; echo 'x' | sed 's/x/a\&b/'; echo 'ab' | sed -E 's/(a)(b)?c?/[\2]/'
#### sed -n with p flag and w file combo
printf 'a\nb\na\n' | sed -n 's/a/A/w changed
p'; cat changed
#### sed -s with F and $ per file
printf '1\n2\n' > x; printf '3\n' > y; sed -s -n '1F;$=' x y
#### sed -i on missing file and on symlink
sed -i 's/a/b/' nosuch; echo "st=$?"; printf 'a\n' > real; ln -s real lnk; sed -i --follow-symlinks 's/a/b/' lnk; cat real; ls -l lnk | cut -c1
#### sed l line wrap and -l
printf '%s\n' "$(printf 'x%.0s' $(seq 100))" | sed -n l; printf 'abcdefghij\n' | sed -l 5 -n l
#### sed y with escapes and unequal
printf 'a\tb\n' | sed 'y/\t/ /'; echo abc | sed 'y/ab/x/'; echo "st=$?"
#### awk printf %s with numbers and OFMT in print
awk 'BEGIN{x=0.1; printf "%s %d\n", x*3, x*30; print x*3; OFMT="%.1f"; print x*3, x*3 ""}'
#### awk getline var < file in loop with close and NR
printf 'a\nb\n' > f; awk 'BEGIN{while((getline l < "f")>0) print "got", l; close("f"); while((getline l < "f")>0) n++; print n, NR}'
#### awk split regex with capture separators and seps array
awk 'BEGIN{n=split("a1b22c", arr, /[0-9]+/, seps); print n, arr[1], arr[3], seps[1], seps[2]}'
#### awk gsub with regex anchors and empty
echo 'abc' | awk '{gsub(/^/, ">"); print}'; echo 'abc' | awk '{gsub(//, "-"); print}'; echo 'aaa' | awk '{print gsub(/a*/, "X"), $0}'
#### awk string comparisons of fields
printf '10 10.0\nabc ABC\n1e1 10\n' | awk '{print ($1 == $2)}'
#### awk array iteration order numeric keys
awk 'BEGIN{for (i=10; i>=1; i--) a[i]=i; for (k in a) printf "%s ", k; print ""}'
#### awk substr with utf8 and length of bytes
printf 'naïve\n' | awk '{print length($0), substr($0, 3, 2), index($0, "v"), toupper($0)}'
#### awk printf with %5s on utf8
awk 'BEGIN{printf "[%5s][%-4s][%.2s]\n", "é", "ü", "äöü"}'
#### awk FIELDWIDTHS and FPAT
echo 'abcdefghij' | awk 'BEGIN{FIELDWIDTHS="2 3 *"} {print $1, $2, $3}'; echo 'a,"b,c",d' | awk 'BEGIN{FPAT="([^,]+)|(\"[^\"]+\")"} {print NF, $2}'
#### awk exit in END and status
echo x | awk 'END{exit 4}'; echo "st=$?"; awk 'BEGIN{exit}'; echo "st=$?"; awk 'BEGIN{exit -1}'; echo "st=$?"
#### awk regex interval and bracket
echo 'aaa' | awk '/^a{3}$/{print "yes"}'; echo 'a]' | awk '/[]]/{print "br"}'; echo 'a/b' | awk '$0 ~ "a/b" {print "slash"}'
#### awk printf %c with 0 and string number
awk 'BEGIN{printf "%c", 0}' | od -An -c; awk 'BEGIN{printf "%c\n", "65"}'
#### awk print > expression filename
awk 'BEGIN{for(i=1;i<=2;i++) print i > ("out" i); close("out1"); close("out2")}'; cat out1 out2
#### awk system and its status
awk 'BEGIN{r=system("exit 3"); print "r=" r; system("echo hi")}'
#### awk -v with backslash n and numeric string
awk -v n='010' -v s='a\nb' 'BEGIN{print n+0, (n == 10), s}'
#### awk NF=0 and $0 rebuild
echo 'a b c' | awk '{NF=0; print "[" $0 "]"; $3="z"; print; print NF}'
#### awk uninitialized in numeric and string context output
awk 'BEGIN{printf "%d|%s|%.1f\n", u, u, u; a[1]; print length(a[1]), (a[1] == 0)}'
#### awk regexp dynamic from string with escapes
awk 'BEGIN{s="a.c"; print ("abc" ~ s), ("abc" ~ "a\\.c"), ("a.c" ~ "a\\.c")}'
#### sort -k with n and field separator spaces
printf 'a  10\nb 9\nc 100\n' | sort -k2n; printf 'x 1.5\ny 1.25\nz -0.5\n' | sort -k2,2n
#### sort -t with multi-char error and empty sep
sort -t ab /dev/null; echo "st=$?"; printf 'b\tx\na\ty\n' | sort -t "$(printf '\t')" -k2
#### sort -V complex and -h negative
printf 'a-1.10.txt\na-1.9.txt\na-1.9a.txt\n' | sort -V; printf -- '-1K\n1\n-2M\n' | sort -h
#### sort large numbers and leading zeros
printf '0010\n9\n00002\n100000000000000000000\n99999999999999999999\n' | sort -n
#### uniq -z and -c with -d
printf 'a\0a\0b\0' | uniq -zc | tr '\0' '|'; echo; printf 'a\na\nb\n' | uniq -cd
#### cut -n and -b ranges overlap
printf 'abcdef\n' | cut -b 1-3,2-4; printf 'abcdef\n' | cut -c 3-,1; printf 'a:b\n' | cut -d: -f3; printf 'a:b\n' | cut -d: -s -f1-
#### tr [:alpha:] and [=a=] and octal
echo 'a1B2' | tr -d '[:alpha:]'; echo 'banana' | tr '[=a=]' A; echo 'abc' | tr 'a' '\101'; echo 'abc' | tr -d '\142'
#### tr class in string2 error
echo abc | tr a '[:upper:]'; echo "st=$?"; echo abc | tr '[:lower:]' '[:upper:][:digit:]'; echo "st=$?"
#### paste -z and files of unequal length
printf 'a\0b\0' > z; paste -z z z | tr '\0' '\n'; printf '1\n2\n3\n' > a; printf 'x\n' > b; paste -d: a b
#### join -o auto and -e
printf 'a 1 2\nb 3\n' > x; printf 'a y\nc z\n' > y; join -a1 -a2 -o auto -e '-' x y
#### join --check-order and -j
printf 'b\na\n' > x; printf 'a\nb\n' > y; join --check-order x y; echo "st=$?"; printf 'k 1\n' > x; printf 'k 2\n' > y; join -j 1 x y
#### comm -z and check-order
printf 'a\0b\0' > x; printf 'b\0c\0' > y; comm -z x y | tr '\0' '|'; echo; printf 'b\na\n' > x; printf 'a\n' > y; comm --check-order x y; echo "st=$?"
#### head tail with multiple options and -n forms
seq 5 | head -n2 -n3; seq 5 | tail -2; seq 20 | tail -n +15 | head -n -2; printf 'a\nb\n' | tail -c +3
#### wc -L with tabs and wide chars
printf 'a\tb\n' | wc -L; printf '日本\n' | wc -L; printf 'ab\ncdef\n' | wc -L -l
#### xargs -L with trailing blanks and -n with -I
printf 'a b \nc\n' | xargs -L1 echo; printf 'x\n' | xargs -n1 -I{} echo {} 2>&1; echo "st=$?"
#### xargs --max-args with -x and long
printf '1 2 3\n' | xargs -n 2 -x echo; echo "st=$?"
#### xargs -0 with empty items and -r
printf 'a\0\0b\0' | xargs -0 -n1 printf '[%s]\n'; printf '\0' | xargs -0 -r echo x
#### find -name with brackets and -a
mkdir t; touch t/a1 t/b2 t/ab; find t -name '[ab][0-9]' | sort; find t -name 'a*' -a -name '*b'
#### find -type l and -xtype and broken
mkdir t; touch t/f; ln -s f t/good; ln -s nosuch t/bad; find t -type l | sort; find t -xtype l; find -L t -type l
#### find -mindepth with -delete of dirs
mkdir -p t/a/b t/c; touch t/a/b/f; find t -mindepth 1 -delete; find t; rmdir t && echo gone
#### find -printf widths and escapes
mkdir t; printf 'abc' > t/f; find t/f -printf '%-6f|%5s|%%|\t|%c\n' | cut -c1-17
#### find -exec with multiple braces and -ok absent
mkdir t; touch t/a; find t -name a -exec echo {} {}.x \; ; find t -name a -exec sh -c 'echo "in $1"' _ {} \;
#### find -depth order
mkdir -p t/a; touch t/a/f; find t -depth
#### find -samefile -inum absent -newer with dirs
mkdir t; touch t/a; ln t/a t/b; find t -samefile t/a | sort; find t -links 2 -type f | sort
#### stat -c %s %h %i shape and -f absent
printf '12345' > f; stat -c '%s %h %F %n' f; stat --printf '%s\n' f; stat -c '%x' f | grep -c '^[0-9]\{4\}-'
#### touch -r and -m -a and date -r
touch -d '2001-02-03 04:05:06 UTC' a; touch -r a b; date -u -r b '+%F %T'; touch -m -d '2010-01-01 UTC' b; TZ=UTC stat -c '%y' b
#### touch -c on missing and -t
touch -c nofile; ls nofile; echo "st=$?"; TZ=UTC touch -t 202001020304.05 t1; TZ=UTC stat -c '%y' t1
#### mkdir -p and rmdir -p and errors
mkdir -p a/b/c; rmdir -p a/b/c; ls a; echo "st=$?"; mkdir x; mkdir x; echo "st=$?"; rmdir nosuch; echo "st=$?"
#### cp mv rm errors and -v
printf 'a' > f; cp -v f g; mv -v g h; rm -v h; rm nosuch; echo "st=$?"; rm -f nosuch; echo "st=$?"; cp nosuch x; echo "st=$?"
#### ln -s and readlink -f chain
touch target; ln -s target l1; ln -s l1 l2; readlink l2; readlink -f l2 | sed "s|$PWD/||"; ln -s target l1; echo "st=$?"; ln -sf target l1; readlink l1
#### ls -1 and -a basics
mkdir d; touch d/b d/a d/.h; ls d; ls -a d; ls -1A d; ls -d d; ls nosuch; echo "st=$?"
#### cat -n -A -s -b
printf 'a\tb\n\n\n\nc\n' | cat -n; printf 'a\tb\r\n' | cat -A; printf 'a\n\n\nb\n' | cat -s; printf 'a\n\nb\n' | cat -b
#### tee -p and to dev stdout
echo x | tee /dev/stdout; echo y | tee -a /dev/null
#### split -C and filter-less numeric suffix start
printf 'aaaa\nbb\ncccccc\n' > f; split -C 7 f p; for x in p*; do printf '%s:' "$x"; cat "$x" | tr '\n' '|'; echo; done; split -l1 --numeric-suffixes=5 -a 2 f q; ls q*
#### csplit with offsets and -k
seq 10 > f; csplit -s f '/3/+1' '/7/-1'; wc -l xx*; csplit f 20; echo "st=$?"
#### numfmt grouping and invalid
numfmt --grouping 1234567; numfmt --to=si 999 1000 1001; numfmt --from=si 1.5K; numfmt --to=iec --format='%8.1f' 12345; numfmt --invalid=warn x 5; echo "st=$?"
#### date -d timezone offsets and epoch
date -u -d '2021-01-01T10:00:00+02:00' '+%F %T'; date -u -d '@1234567890' '+%c'; date -u -d '1970-01-02' +%s; date -u -d 'Jan 5 2020' +%D
#### date +%s with -d strings and %N
date -u -d '2020-01-01 00:00:00.5' '+%s.%N %3N'; date -u -d '2020-02-29 12:00' '+%U %W %V %g'
#### tar -v listing and -C extract
mkdir src; printf 'hi\n' > src/f; tar -cf a.tar -C src f; tar -tvf a.tar | awk '{print $1, $3, $6}'; mkdir o; tar -xvf a.tar -C o; cat o/f
#### tar missing member and bad archive
printf 'x\n' > f; tar -cf a.tar f; tar -xf a.tar nosuch; echo "st=$?"; printf 'junk' > bad.tar; tar -tf bad.tar; echo "st=$?"
#### gzip -l and -v to stderr
printf 'aaaaaaaaaa\n' > f; gzip -9 f; gzip -l f.gz | awk 'NR==2{print $2, $4}'; gzip -dv f.gz 2>&1 | sed 's/[0-9.]*%/P%/'
#### diff unified context lines and -U
seq 10 > x; seq 10 | sed 's/^5$/five/' > y; diff -U1 x y | tail -n +3; diff -U0 x y | tail -n +3
#### diff --label and -N
printf 'a\n' > x; diff -u --label A --label B x /dev/null; echo "st=$?"; mkdir d1 d2; printf 'n\n' > d1/new; diff -rN d1 d2 | tail -n +2 | head -3
#### diff ed style and brief with binary
printf 'a\nb\n' > x; printf 'a\nc\nd\n' > y; diff -e x y; diff -n x y; printf '\0x' > b1; printf '\0y' > b2; diff b1 b2; echo "st=$?"
#### md5sum -c with bad lines and --strict
printf 'a' > f; md5sum f > s; echo 'garbage line' >> s; md5sum -c s; echo "st=$?"; md5sum -c --strict s; echo "st=$?"
#### sha256sum --tag and -b
printf 'a' > f; sha256sum --tag f; md5sum -b f; printf 'a' | sha512sum | cut -c1-20
#### od -j -N and address radix
printf 'abcdefgh' | od -j2 -N3 -c; printf 'abc' | od -Ad -c; printf 'abc' | od -An -to1
#### expand unexpand first-only
printf '\t\ta\tb\n' | unexpand --first-only -t 4 | od -c | head -1; printf '    a    b\n' | unexpand -t 4 | od -c | head -1
#### fold with tabs and backspace
printf 'a\tbcdefgh\n' | fold -w 6; printf 'abcdef' | fold -w 4; echo
#### column -t with empty fields and -x
printf 'a  b\nc d\n' | column -t; printf '1\n2\n3\n4\n5\n' | column -c 10; printf '1\n2\n3\n4\n5\n' | column -x -c 10
#### nl -d and sections
printf '\\:\\:\\:\nh\n\\:\\:\nb\n\\:\nf\n' | nl -h a -f a
#### fmt indentation and -c
printf '  indented line one\n  two words\n' | fmt -w 12; printf 'a\n   b c d e f g\n' | fmt -c -w 8
#### base64 -w and ignore garbage
printf 'abcdefghijklmnopqrstuvwxyz' | base64 -w 10; printf 'YW*Jj\n' | base64 -di; echo
#### seq -f %g and padding with negative
seq -w -5 5 | head -3; seq -f '%+.2f' 1 2; seq -s '' 3; echo; seq 10 -3 1 | tr '\n' ' '; echo
#### printf %b with octal and \c
printf '%b|' 'a\0101' '\x41' 'x\cy' ; echo; printf 'a\cb\n'; echo; printf '%5b|\n' 'ab'
#### printf %s with missing args and %c
printf '%s-%s\n' a; printf '%c%c\n' hello world; printf '%.0d|\n' 0; printf '%3c|\n' x
#### rev tac with no trailing newline and -b -r
printf 'ab\ncd' | rev; echo; printf 'a1b2c3' | tac -r -s '[0-9]'; echo; printf 'a\nb\n' | tac -b | od -c | head -1
#### jq paths and del and update-assign
echo '{"a":{"b":1,"c":2}}' | jq -c 'del(.a.b)'; echo '{"a":[1,2]}' | jq -c '.a |= map(.+1)'; echo '{"a":{"b":1}}' | jq -c '[paths]'
#### jq -r with arrays and @tsv @base64
echo '[["a",1],["b",2]]' | jq -r '.[] | @tsv'; echo '"hi"' | jq -r '@base64'; echo '"aGk="' | jq -r '@base64d'
#### jq reduce and if and try
jq -n 'reduce range(5) as $i (0; . + $i)'; echo '[1,"a",null]' | jq -c 'map(if type=="number" then .*2 elif . == null then "N" else . end)'; jq -n 'try error("x") catch .'
#### jq --raw-output0 absent: -j and --seq absent
echo '["a","b"]' | jq -j '.[]'; echo; echo '{"a":1}{"a":2}' | jq -c .a
#### jq tostring tonumber and ascii
echo '"42"' | jq 'tonumber + 1'; echo '[1,[2]]' | jq -c 'tostring'; echo '"Abc"' | jq '[ascii_downcase, ascii_upcase, length, explode[0]]' -c
#### jq limit first last range and indices
jq -nc '[limit(3; range(10))], first(range(5;10)), ([range(0;10;3)] | last)'; echo '"a,b,a"' | jq -c 'indices("a")'
#### jq test match sub gsub
echo '"foo123"' | jq -c 'test("\\d+"), (match("\\d+") | .string), sub("o"; "0"), gsub("o"; "0")'
#### jq env and input_filename and $__loc__ absent
X=val jq -rn 'env.X'; echo '1' > n.json; jq 'input_filename' n.json
#### jq getpath setpath to_entries from_entries
jq -nc '{} | setpath(["a","b"]; 1) | getpath(["a","b"])'; jq -nc '[{"key":"x","value":1}] | from_entries'
#### jq min max sort unique_by any all
echo '[3,1,2]' | jq -c 'min, max, sort, (map(.>1) | any, all)'; echo '[{"a":1},{"a":1},{"a":2}]' | jq -c 'unique_by(.a) | length'
