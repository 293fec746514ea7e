#### sort C.UTF-8 codepoint order with accents and case
printf 'é\ne\nZ\na\nÉ\n_\n1\n' | sort
#### sort -f -u folding keeps which
printf 'b\nB\na\nA\n' | sort -f; echo --; printf 'b\nB\na\nA\n' | sort -fu
#### sort -n -u equal numbers different text
printf '1 a\n01 b\n1.0 c\n2 d\n' | sort -n -u
#### sort -k1,1 -k2,2nr mixed and -t comma empty fields
printf 'a,,3\na,x,1\n,b,2\n' | sort -t, -k2,2 -k3,3nr
#### sort -h with SI and iec suffix mix and negatives
printf -- '-1K\n1K\n1Ki\n1M\n-2\n' | sort -h 2>&1
#### sort -V with leading zeros and letters
printf 'a01\na1\na001b\na1a\na2\n' | sort -V
#### sort -M with -r and unknown months
printf 'FEB x\nfoo y\nJan z\n' | sort -M -r
#### sort -g with leading plus and spaces
printf '+5\n 3\n-inf\n4e0\nnan\n' | sort -g
#### sort --check=quiet and diagnose-first
printf 'b\na\n' | sort --check=quiet; echo "st=$?"; printf 'b\na\nc\n' | sort --check=diagnose-first; echo "st=$?"
#### sort -k with obsolete +pos syntax
printf 'a 2\nb 1\n' | sort +1 -2 2>&1; echo "st=$?"
#### sort -z -r -n
printf '10\0002\0003\000' | sort -z -n -r | tr '\0' ' '; echo
#### sort keys beyond line and empty lines
printf '\nb\n\na\n' | sort; printf 'x\ny z\n' | sort -k3
#### uniq -c alignment with big counts
yes a | head -1234 | uniq -c; printf 'a\n' | uniq -c
#### uniq with -z and -s -w utf8
printf 'ab\0ab\0cd\0' | uniq -z -c | tr '\0' '\n'; printf 'éa\néb\n' | uniq -w1
#### cut -c with utf8 multibyte treated as bytes
printf 'añb\n' | cut -c2 | od -An -c; printf 'añb\n' | cut -c1-3
#### cut -d with multibyte delimiter error
printf 'a→b\n' | cut -d'→' -f2; echo "st=$?"
#### cut -f with only delimiter lines and empty fields
printf ':\n::\na::b\n' | cut -d: -f2; printf ':\n::\na::b\n' | cut -d: -f1,3
#### tr is byte based on utf8
printf 'é\n' | tr 'é' 'e' | od -An -c; echo 'abc' | tr 'a-c' 'é'
#### tr -d with class complement and newline
printf 'a1\nb2\n' | tr -cd '0-9'; echo; printf 'hello world\n' | tr -s '[:alpha:]'
#### tr squeeze with ranges and repeated count
echo 'aaabbbccc' | tr -s 'a-b'; echo 'abc' | tr 'a-c' '[x*2]y'
#### fold utf8 counts columns as bytes
printf 'ééééé\n' | fold -w 4 | od -An -c | head -3; printf 'ééé\n' | fold -b -w 2 | wc -l
#### fold -s at exactly width
echo 'aaaa bbbb cccc' | fold -s -w 5; echo 'aaaa bbbb' | fold -s -w 4
#### wc -L with wide and combining chars
printf '日本語\n' | wc -L; printf 'e\xcc\x81\n' | wc -L; printf 'a\tb\n' | wc -L
#### printf %s widths with utf8 are bytes
printf '[%5s][%-5s][%.2s]\n' é é éa | od -An -c | head -2
#### printf %c and %b with multibyte
printf '%c|%b\n' é 'caf\xc3\xa9' 
#### od -c with utf8 and -t c
printf 'é\n' | od -c; printf 'é' | od -t x1z
#### od -t x8 and -t o2 on odd length
printf 'abc' | od -t x2; printf 'abcdefghi' | od -An -t x8
#### od -s -i -l -x legacy options
printf 'ABCDEFGH' | od -x; printf '\001\000\000\000' | od -i; printf 'AB' | od -b
#### od -N with -j beyond end
printf 'abc' | od -j 5 -c; echo "st=$?"; printf 'abcdef' | od -N 2 -j 1 -c
#### xxd -b bits and -e little endian
printf 'AB' | xxd -b; printf 'ABCD' | xxd -e
#### xxd -r from dump roundtrip
printf 'hello\n' | xxd | xxd -r; printf 'hi' | xxd -ps | xxd -r -p | od -c | head -1
#### hexdump -x -d -o -b -c
printf 'AB' | hexdump -x; printf 'AB' | hexdump -b; printf 'AB\n' | hexdump -c
#### nl -s -w with tabs and -h -f headers
printf 'a\nb\n' | nl -s '|' -w 2; printf '\\:\\:\\:\nh\n\\:\\:\nb\n\\:\nf\n' | nl -h a -f a
#### nl -p and -d custom
printf 'a\n@@\nb\n' | nl -d '@@' -p 2>&1 | head -3
#### paste with nonexistent and -d empty
cd "$(mktemp -d)"; printf 'a\n' > x; paste x nosuch; echo "st=$?"; paste -d '' x x
#### paste -s with trailing missing newline
printf 'a\nb' | paste -s; printf 'a\nb' | paste -s -d,
#### join -t tab and -e with -o
cd "$(mktemp -d)"; printf 'k\tv1\n' > a; printf 'k\tv2\nm\tv3\n' > b; join -t "$(printf '\t')" a b; join -t "$(printf '\t')" -a2 -e X -o 0,1.2,2.2 a b
#### join with -1 0 and invalid
cd "$(mktemp -d)"; : > a; join -1 0 a a; echo "st=$?"; join -j x a a; echo "st=$?"
#### join unsorted with --nocheck-order and duplicates
cd "$(mktemp -d)"; printf 'a 1\na 2\nb 3\n' > x; printf 'a X\na Y\n' > y; join x y; printf 'b 1\na 2\n' > u; join --nocheck-order u y
#### comm on files without trailing newlines and -2
cd "$(mktemp -d)"; printf 'a\nb' > x; printf 'b\nc' > y; comm x y; comm -2 x y
#### column -t with unicode widths
printf 'é x\nab y\n' | column -t; printf '日本 1\na 2\n' | column -t
#### column -s with empty cells kept -n absent
printf 'a::c\n' | column -t -s:; printf 'a::c\n' | column -t -s: -o '|'
#### column -x across and -c narrow
printf '%s\n' 1 2 3 4 5 | column -x -c 12; printf '%s\n' aa bb cc | column -c 1
#### column -J json output
printf 'a 1\nb 2\n' | column -J -N name,val
#### expand -i and unexpand --tabs list
printf '\ta\tb\n' | expand -i | od -c | head -1; printf 'a       b\n' | unexpand --tabs=2,8 -a | od -c | head -1
#### fmt -w 1 and long words
echo 'supercalifragilistic word' | fmt -w 5; printf 'a\n\n\nb\n' | fmt
#### fmt with indentation changes
printf '  a b c\n    d e f\n  g\n' | fmt -w 40
#### seq -f %g large and negative zero
seq -f '%g' 1e6 1e6 3e6; seq -1 -1; seq -- -0 0 2>&1
#### seq precision from step
seq 1 0.25 2; seq 0.5 1.5; seq 1e1 12
#### seq -s with newline and -w with decimals
seq -s '\n' 3; echo; seq -w 0.5 0.5 2
#### printf %q of special strings
printf '%q\n' '' 'a b' $'tab\there' 'x$y' "it's" '~' 'a*'
#### printf %*d negative width and %.*s
printf '[%*d][%-*d][%.*s]\n' -5 1 3 2 2 abcdef
#### printf reuse with %b and missing
printf '%s=%b\n' a 'x\ty' b; printf '%d %s\n' 1
#### printf octal and hex escapes and \u
printf '\101\x42\u00e9\U0001F600\n'; printf '%b\n' '\0101\x43'
#### printf floating formats %a and %G
printf '%a %G %.3e %g %g\n' 1 0.0000123 123456 1e-5 123456789
#### expr regex anchored and groups
expr 'hello' : 'h\(.*\)o'; expr 'abc' : 'b'; expr 'abc' : '.*b'; expr 'a.c' : 'a\.c'
#### expr precedence and parentheses
expr \( 2 + 3 \) \* 4; expr 10 - 2 - 3; expr 2 \* 3 + 1; expr -5 % 3
#### expr string comparison vs numeric
expr 10 \< 9; expr 10 \< 9a; expr a = a; expr a != b; expr 01 = 1
#### expr large numbers and overflow
expr 9223372036854775807 + 0; expr 9223372036854775807 + 1; echo "st=$?"
#### factor large and special
factor 18446744073709551615 2>&1; factor 0 1; factor 999999999989
#### md5sum binary flag and tag format
cd "$(mktemp -d)"; printf 'x' > f; md5sum -b f; md5sum --tag f; sha1sum --tag f; md5sum --tag f > s; md5sum -c s
#### sha256sum -c with CRLF and tag lines
cd "$(mktemp -d)"; printf 'x' > f; sha256sum --tag f > s; sha256sum -c s; sha256sum f | sed 's/$/\r/' > c; sha256sum -c c
#### base64 of binary and line wrap 76
head -c 100 /dev/zero | base64; head -c 3 /dev/zero | base64 -w 2
#### base64 decode with whitespace and wrong padding
printf 'YW Jj\n' | base64 -d; echo " st=$?"; printf 'YQ=\n' | base64 -d; echo " st=$?"; printf 'YQ==YQ==' | base64 -d; echo " st=$?"
#### base32 invalid and -i
printf 'MFRGG===x' | base32 -d; echo " st=$?"; printf 'MF!RGG===' | base32 -d -i; echo " st=$?"
#### numfmt round modes and --to=auto
numfmt --to=si --round=up 1001; numfmt --to=si --round=towards-zero 1999; numfmt --to=si --round=from-zero 1001; numfmt --to=auto 5 2>&1; echo "st=$?"
#### numfmt --from-unit --to-unit
numfmt --from-unit=1024 --to=iec 1; numfmt --to-unit=1000 --to=si 5000000; numfmt --from=iec --to-unit=1K 2M
#### numfmt grouping and zero terminated
numfmt --grouping 1234567; printf '1000\0002000\000' | numfmt -z --to=si | tr '\0' ' '; echo
#### numfmt header and fields range
printf 'H1 H2\n1000 2000\n3000 4000\n' | numfmt --header --field=1- --to=si
#### date %N %s %:z with fixed TZ offsets
TZ=Asia/Kolkata date -d '@0' '+%F %T %z %:z %Z'; TZ=UTC+3 date -d '@0' '+%T %z'; TZ='<+0130>-1:30' date -d '@0' '+%T %z %Z'
#### date -d with dots and slashes ambiguity
TZ=UTC date -d '1/2/2020' +%F; TZ=UTC date -d '2020.01.02' +%F 2>&1; echo "st=$?"; TZ=UTC date -d '02 Jan 2020 10:00:00 +0100' '+%F %T'
#### date -d last/next day names fixed
TZ=UTC date -d '2024-01-10 last friday' +%F 2>&1; TZ=UTC date -d '2024-01-10 +2 weekdays' +%F 2>&1; echo "st=$?"
#### date --debug absent: date -u with -d and +%j %U
TZ=UTC date -u -d '2021-12-31' '+%j %U %W %V %G %u %w'
#### date epoch boundaries
TZ=UTC date -d @-1 '+%F %T'; TZ=UTC date -d @2147483648 '+%F %T'; TZ=UTC date -d '1900-01-01' +%s
#### date -d month arithmetic end of month
TZ=UTC date -d '2021-01-31 +1 month' +%F; TZ=UTC date -d '2020-02-29 +1 year' +%F; TZ=UTC date -d '2021-03-31 -1 month' +%F
#### date --utc --rfc-email and -I date ns
TZ=UTC date --utc -d '2000-01-01 00:00:00.123456789' --rfc-email; TZ=UTC date -d '2000-01-01 00:00:00.123456789' -Ins
#### date set absent: date with two formats error
date +%Y +%m; echo "st=$?"; date -d @0 -r /dev/null 2>&1; echo "st=$?"
#### stat -c %a %A for special perms and %U %G shape
cd "$(mktemp -d)"; touch f; chmod 7777 f; stat -c '%a %A' f; chmod 1000 f; stat -c '%a %A' f; chmod 2070 f; stat -c '%a %A' f
#### stat -c %s of dir and %F of fifo absent: symlink size
cd "$(mktemp -d)"; ln -s abcdef l; stat -c '%s %F' l; stat -L -c '%s' l 2>&1; echo "st=$?"
#### stat --format vs -c newline and printf
cd "$(mktemp -d)"; printf 'abc' > f; stat --format='%s' f f; stat --printf='%s,' f f; echo
#### stat -c %n with quoting %N styles
cd "$(mktemp -d)"; touch 'a b' "c'd"; ln -s 'a b' l; stat -c '%N' 'a b' "c'd" l
#### ls -l on symlink to dir with trailing slash
cd "$(mktemp -d)"; mkdir d; touch d/x; ln -s d l; ls l; ls l/; ls -d l; ls -L -d l
#### ls -1 with weird names quoting
cd "$(mktemp -d)"; touch 'a b' "c'd" 'e"f' 'g$h' $'i\nj'; ls; ls -1 -N; ls -b
#### ls -l permissions with setuid sticky
cd "$(mktemp -d)"; touch a b c; chmod 4755 a; chmod 2644 b; chmod 1777 c; ls -l a b c | cut -c1-10
#### ls -h -s sizes shape
cd "$(mktemp -d)"; head -c 2048 /dev/zero > f; ls -lh f | awk '{print $5, $9}'; ls -l --block-size=K f | awk '{print $5}'; ls -s --block-size=1 f | awk '{print $2}'
#### ls -X -v sorting
cd "$(mktemp -d)"; touch b.txt a.md c.txt f10 f9 f1; ls -X; ls -v
#### ls --group-directories-first and -I -B
cd "$(mktemp -d)"; mkdir zd; touch a b~ c; ls --group-directories-first; ls -B; ls -I 'a*'
#### ls -d */ glob and -1d
cd "$(mktemp -d)"; mkdir x y; touch z; ls -d */; ls -1d x z
#### ls empty dir and -R empty
cd "$(mktemp -d)"; mkdir e; ls e; ls -R e; ls -a e
#### cp -r into existing dir twice nests
cd "$(mktemp -d)"; mkdir -p s; printf 1 > s/f; cp -r s t; cp -r s t; find t | sort
#### cp preserves symlinks with -P and -d and follows with -L
cd "$(mktemp -d)"; printf x > f; ln -s f l; cp l c1; cp -P l c2; cp -d l c3; stat -c '%n %F' c1 c2 c3
#### cp -r symlink in tree copies link
cd "$(mktemp -d)"; mkdir s; printf x > s/f; ln -s f s/l; cp -r s t; stat -c '%n %F' t/l; readlink t/l
#### cp --parents and -v
cd "$(mktemp -d)"; mkdir -p a/b; printf x > a/b/f; mkdir dst; cp --parents -v a/b/f dst; find dst | sort
#### mv directory over empty and non-empty dir
cd "$(mktemp -d)"; mkdir -p a b c/a; touch a/x c/a/y; mv a b; ls b; mkdir a; touch a/z; mv a c; echo "st=$?"
#### mv -f over readonly and -i absent: -u update
cd "$(mktemp -d)"; printf new > n; printf old > o; touch -d '2000-01-01' o; mv -u n o; cat o; echo; printf new2 > n2; touch -d '2030-01-01' o; mv -u n2 o; cat o; echo; ls
#### ln -s to directory target and -t
cd "$(mktemp -d)"; mkdir d; touch a b; ln -s ../a ../b d; ls -l d | awk 'NR>1{print $9,$10,$11}'; ln -t d -s x y; ls d
#### rm -r with write protected file and -f
cd "$(mktemp -d)"; mkdir d; touch d/f; chmod 444 d/f; rm -r d < /dev/null; echo "st=$?"; ls d 2>&1
#### rm multiple with one missing continues
cd "$(mktemp -d)"; touch a b; rm a nosuch b; echo "st=$?"; ls
#### rm -rf on nested and trailing slash
cd "$(mktemp -d)"; mkdir -p x/y/z; rm -rf x/; ls; touch f; rm f/; echo "st=$?"
#### mkdir with existing file path component
cd "$(mktemp -d)"; touch f; mkdir f/sub; echo "st=$?"; mkdir -p f/sub; echo "st=$?"; mkdir -p a/../b; ls
#### chmod with comma lists and X on files
cd "$(mktemp -d)"; touch f; chmod 644 f; chmod a+X f; stat -c %a f; chmod u+x f; chmod g+X f; stat -c %a f; chmod o=g,g-w f; stat -c %a f
#### chmod -R with symlink to file
cd "$(mktemp -d)"; mkdir d; touch d/f; ln -s f d/l; chmod -R 700 d; stat -c '%n %a' d d/f
#### chmod umask applied to a+ forms
cd "$(mktemp -d)"; umask 027; touch f; stat -c %a f; chmod +w f; stat -c %a f; chmod =rx f; stat -c %a f; chmod a=rx f; stat -c %a f
#### touch -a -m separately and stat
cd "$(mktemp -d)"; touch -d '2001-01-01 UTC' f; touch -a -d '2002-02-02 UTC' f; TZ=UTC stat -c '%x|%y' f | sed 's/\.[0-9]* +0000//g'
#### touch with -d relative to fixed and -t century
cd "$(mktemp -d)"; TZ=UTC touch -t 7001010000 a; TZ=UTC touch -t 6901010000 b; TZ=UTC stat -c '%y' a b | cut -c1-19
#### truncate on missing with -c and -r reference
cd "$(mktemp -d)"; printf 12345 > r; truncate -r r new; wc -c < new; truncate -s -2 r; wc -c < r; truncate -s +1K r; wc -c < r
#### tee -i absent: tee to same file twice
cd "$(mktemp -d)"; echo x | tee f f; cat f
#### head -n -0 and tail -n +1 on empty
printf '' | head -n -0; printf '' | tail -n +1; printf 'a\n' | head -n -0; echo end
#### tail -c +N on utf8 and -n with huge
printf 'héllo\n' | tail -c +3; printf 'a\nb\n' | tail -n 99999999999
#### split -l on input without trailing newline and --filter
cd "$(mktemp -d)"; printf 'a\nb\nc' | split -l 2; cat xab | od -c | head -1; seq 4 | split -l 2 --filter='wc -l'
#### split -n K/N extract chunk
cd "$(mktemp -d)"; seq 10 > f; split -n l/2/3 f; echo --; split -n 2/4 f | od -c | head -2
#### csplit --suppress-matched and -s
cd "$(mktemp -d)"; printf 'a\n--\nb\n--\nc\n' > f; csplit -s --suppress-matched f '/--/' '{*}'; head xx*
#### csplit negative offset and -k keep
cd "$(mktemp -d)"; seq 6 > f; csplit f '/4/-1'; cat xx00; echo --; csplit -k f '/2/' '{5}'; echo "st=$?"; ls xx*
#### tar -c of dir lists entries with slash
cd "$(mktemp -d)"; mkdir -p d/e; touch d/e/f; tar -cf t.tar d; tar -tf t.tar
#### tar -x existing file overwrite and -k keep
cd "$(mktemp -d)"; printf old > f; tar -cf t.tar f; printf new > f; tar -xf t.tar; cat f; echo; printf newer > f; tar -xkf t.tar; echo "st=$?"; cat f; echo
#### tar --transform absent: tar -C multiple and -v create
cd "$(mktemp -d)"; mkdir a b; touch a/1 b/2; tar -cvf t.tar -C a 1 -C ../b 2; tar -tf t.tar
#### tar -t with wildcards and --wildcards
cd "$(mktemp -d)"; mkdir d; touch d/a.txt d/b.log; tar -cf t.tar d; tar -tf t.tar --wildcards '*.txt'; tar -tf t.tar 'd/*.log' 2>&1; echo "st=$?"
#### gzip -9 -c stdin to stdout roundtrip and -q
printf 'data data data\n' | gzip -9 -c | gzip -dc; printf 'x' | gzip -q | gunzip
#### gzip -d on file without suffix
cd "$(mktemp -d)"; printf x > plain; gzip -d plain; echo "st=$?"; gunzip -c nosuch.gz; echo "st=$?"
#### xargs -n1 with quoted args and empty lines
printf 'a\n\n"b c"\n' | xargs -n1 echo; printf '  \n' | xargs echo x
#### xargs -L1 with trailing backslash absent: -L with continuation blanks
printf 'a b \nc\n' | xargs -L1 echo
#### xargs -I with empty input runs nothing
printf '' | xargs -I{} echo 'x{}'; echo "st=$?"; printf '\n\n' | xargs -I{} echo '[{}]'
#### xargs -s too small
echo aaaaaaaaaa | xargs -s 5 echo; echo "st=$?"
#### find -exec + with many files splits consistently
cd "$(mktemp -d)"; mkdir t; for i in $(seq 50); do touch t/f$i; done; find t -type f -exec echo {} + | wc -w
#### find -printf %t %c shape and %a
cd "$(mktemp -d)"; touch -d '2020-02-02 02:02:02 UTC' f; TZ=UTC find f -printf '%t|%AY\n'
#### find -size 0 vs -empty and -size -1
cd "$(mktemp -d)"; : > e; printf x > x; mkdir d; find . -size 0 | sort; find . -size -1 | sort
#### find -name '*' includes dotfiles
cd "$(mktemp -d)"; touch .h v; find . -name '*' | sort; find . -name '.*' | sort
#### find -path with trailing slash start and ./
cd "$(mktemp -d)"; mkdir -p a/b; find a/ -name b; find ./a -path './a/b'; find a// -maxdepth 1
#### find -newer with same time not newer
cd "$(mktemp -d)"; touch -d '2020-01-01 00:00:00' a b; find . -newer a -type f | sort; echo --
#### find -amin -cmin shape and -used absent
cd "$(mktemp -d)"; touch f; find f -cmin -10; find f -amin +10; echo done
#### find -printf %i %D absent shape: %U
cd "$(mktemp -d)"; touch f; find f -printf '%U\n' | grep -c '^[0-9]'
#### find -regex anchored whole path and case
cd "$(mktemp -d)"; touch Abc abc; find . -regex './a.*'; find . -iregex './a.*' | sort
#### find -depth -delete order and -print
cd "$(mktemp -d)"; mkdir -p d/e; touch d/e/f; find d -delete -print
#### find -prune with -o -print default
cd "$(mktemp -d)"; mkdir -p a/.git/x a/src; touch a/.git/x/y a/src/z; find a -name .git -prune -o -type f -print; find a -name .git -prune | sort
#### find -maxdepth negative and bad
find . -maxdepth -1; echo "st=$?"; find . -maxdepth abc; echo "st=$?"
#### find -exec with {} inside arg
cd "$(mktemp -d)"; touch f; find . -name f -exec echo 'x{}y' \;; find . -name f -exec echo '{}{}' \;
#### find -perm -mode on dirs and /mode no bits
cd "$(mktemp -d)"; mkdir d; chmod 755 d; touch f; chmod 000 f; find . -perm /000 | sort; find . -perm -000 | sort | head -2
#### split --filter with FILE and verbose
seq 5 | split -l 2 --filter='echo "$FILE:"; cat' --verbose; seq 4 | split -l 2 --filter='exit 3'; echo "st=$?"
#### split --filter writing files and -n chunks
cd "$(mktemp -d)"; seq 3 | split -l 1 --filter='cat > "$FILE.txt"'; ls; seq 10 > f; split -n 3 --filter='wc -c' f; seq 10 | split -C 6 --filter='tr -d "\n"; echo'
#### sort obsolete +pos -pos keys
printf 'a 2 x\nb 1 y\nc 10 a\nd 1 b\n' > /tmp/h19t_o.$$; sort +1n -2 /tmp/h19t_o.$$; sort +2 /tmp/h19t_o.$$; sort -r +1 -2 +0 -1 /tmp/h19t_o.$$; sort +0.1 -0.2 /tmp/h19t_o.$$; rm /tmp/h19t_o.$$
