#### sort -k with char positions and -t
printf 'a:x2:3\nb:x10:1\nc:y1:2\n' | sort -t: -k2.2n
#### sort -k end field char position
printf 'ab c\naa d\nac b\n' | sort -k1.2,1.2
#### sort -s stable with key and -r
printf 'b 1\na 2\nb 0\na 1\n' | sort -s -k1,1r
#### sort -u with key keeps first
printf 'a 1\na 2\nb 3\n' | sort -u -k1,1
#### sort -n with leading spaces signs and decimals
printf ' 10\n-2\n+3\n1.5\n.5\nx\n' | sort -n
#### sort -g with exponents and nan
printf '1e3\n2\nnan\n-inf\n0x10\n' | sort -g
#### sort -h human sizes
printf '1K\n2M\n512\n1G\n3k\n' | sort -h
#### sort -V versions
printf 'a-1.10\na-1.9\na-1.9a\na-1.09\n' | sort -V
#### sort -M months
printf 'Mar\njan\nxyz\nDEC\n' | sort -M
#### sort -c reports disorder
printf 'a\nc\nb\n' | sort -c; echo "rc=$?"; printf 'a\nb\n' | sort -C; echo "rc=$?"
#### sort -o to input file
printf 'b\na\n' > f; sort -o f f; cat f
#### sort -z with null separated
printf 'b\0a\0c\0' | sort -z | tr '\0' ,
#### sort -k invalid field error
printf 'a\n' | sort -k0; echo "rc=$?"
#### sort -t multichar error
printf 'a\n' | sort -t ab; echo "rc=$?"
#### sort -f -d ignore case and dictionary
printf 'B\na\n_c\nA\n' | sort -f; printf 'a-c\nab\n' | sort -d
#### uniq -c -d -u
printf 'a\na\nb\nc\nc\nc\n' | uniq -c; printf 'a\na\nb\n' | uniq -d; printf 'a\na\nb\n' | uniq -u
#### uniq -f -s -w
printf '1 a x\n2 a y\n3 b z\n' | uniq -f1 -w2; printf 'xxab\nyyab\nzzac\n' | uniq -s2
#### uniq -i and -D with --group
printf 'a\nA\nb\n' | uniq -i -c; printf 'a\na\nb\nc\nc\n' | uniq --group=both
#### uniq --all-repeated separate
printf 'a\na\nb\nc\nc\n' | uniq --all-repeated=separate
#### cut -b -c -f ranges
echo 'abcdefgh' | cut -c 2-4,6-; echo 'abcdefgh' | cut -b -3,7; echo 'a:b:c:d' | cut -d: -f 2-
#### cut -f with no delimiter line and -s
printf 'a:b\nnodelim\n' | cut -d: -f2; printf 'a:b\nnodelim\n' | cut -d: -s -f2
#### cut --complement and --output-delimiter
echo 'a:b:c:d' | cut -d: --complement -f2; echo 'a:b:c' | cut -d: -f1,3 --output-delimiter=' | '
#### cut errors
echo a | cut -f0; echo "rc=$?"; echo a | cut -c 3-1; echo "rc=$?"; echo a | cut; echo "rc=$?"
#### tr classes ranges and squeeze
echo 'Hello  World 123' | tr -s ' ' | tr '[:lower:]' '[:upper:]' | tr -d '[:digit:]'
#### tr complement and delete squeeze combined
echo 'aa11bb22' | tr -cs 'a-z' '\n'; echo 'hello' | tr -d -c 'l\n'
#### tr repeat and octal escapes
echo 'abcde' | tr 'a-e' 'x[y*]z'; echo 'a b' | tr ' ' '\012'
#### tr errors
echo a | tr; echo "rc=$?"; echo a | tr 'z-a' b; echo "rc=$?"
#### paste -d cycling and -s
printf '1\n2\n3\n' > a; printf 'x\ny\n' > b; paste -d ',;' a b a; paste -s -d: a
#### paste with stdin twice
printf '1\n2\n3\n4\n' | paste - -
#### join with -a -e -o
printf '1 a\n2 b\n' > a; printf '2 x\n3 y\n' > b; join -a1 -a2 -e NA -o 0,1.2,2.2 a b
#### join -t and -1 -2 fields
printf 'x,1\ny,2\n' > a; printf '1,one\n2,two\n' > b; join -t, -1 2 -2 1 a b
#### join unsorted warning
printf 'b 1\na 2\n' > a; printf 'a x\nb y\n' > b; join a b; echo "rc=$?"
#### comm columns suppression and delimiter
printf 'a\nb\nc\n' > a; printf 'b\nc\nd\n' > b; comm a b; comm -12 a b; comm --output-delimiter=: a b
#### comm unsorted input error
printf 'b\na\n' > a; printf 'a\n' > b; comm a b; echo "rc=$?"
#### fold -w -s -b
echo 'the quick brown fox jumps' | fold -w 10; echo 'the quick brown fox jumps' | fold -s -w 10
#### fmt width and prefix
printf 'one two three four five six seven eight nine ten\n' | fmt -w 20; printf '# a b c d e f\n' | fmt -w 8 -p '#'
#### nl styles and formats
printf 'a\n\nb\n' | nl; printf 'a\n\nb\n' | nl -ba -nrz -w3 -s:
#### nl sections
printf '\\:\\:\\:\nh\n\\:\\:\nb\n\\:\nf\n' | nl -ha -fa
#### expand and unexpand
printf 'a\tb\tc\n' | expand -t 4; printf 'a\tb\n' | expand -t 2,6 | od -c | head -2; printf '        x\n' | unexpand | od -c | head -1
#### head negative counts and -c
printf '1\n2\n3\n4\n' | head -n -2; printf 'abcdef' | head -c -2; echo
#### tail +N and -c
printf '1\n2\n3\n4\n' | tail -n +3; printf 'abcdef' | tail -c 3; echo; printf '1\n2\n3\n' | tail -2
#### head and tail multiple file headers
printf '1\n' > a; printf '2\n' > b; head a b; tail -n1 a b
#### wc counts and totals
printf 'one two\nthree\n' > a; printf 'x' > b; wc a b; wc -lwcm a; wc -L a
#### wc from stdin and -c only
printf 'héllo\n' | wc -c; printf 'héllo\n' | wc -m
#### seq formats and separators
seq 3; seq -s, 2 2 8; seq -w 8 11; seq -f '%.2f' 1 0.5 2; seq 5 -2 1
#### seq errors and edge
seq; echo "rc=$?"; seq 1 0 3; echo "rc=$?"; seq 3 1; echo "rc=$?"
#### printf command formats
printf '%5s|%-5s|%05d|%x|%o|%e|%c\n' a b 42 255 8 1234.5 xyz
#### printf %b and %q
printf '%b|%q\n' 'a\tb' 'a b'
#### printf reuse and missing args
printf '%s-%s\n' a b c; printf '%d\n' abc; echo "rc=$?"
#### numfmt to and from
numfmt --to=si 1500000; numfmt --to=iec 2048; numfmt --from=iec 1K; numfmt --from=si 1.5M
#### numfmt padding and suffix
numfmt --to=iec --padding=8 --suffix=B 4096; numfmt --format='%08.2f' 3.14159
#### numfmt field and errors
echo 'x 2048 y' | numfmt --field=2 --to=iec; numfmt abc; echo "rc=$?"
#### date -d fixed formats UTC
TZ=UTC date -d '2024-02-29 13:45:00' '+%Y-%m-%d %H:%M:%S %A %j %U'
#### date -d at seconds and relative
TZ=UTC date -d @86400 +%F; TZ=UTC date -d '2024-01-31 +1 month' +%F; TZ=UTC date -d '2024-03-01 -1 day' +%F
#### date -d with -u and -R -I
date -u -d '2020-05-05 05:05:05' -R; date -u -d '2020-05-05 05:05:05' -Iseconds; date -u -d '2020-05-05' -I
#### date -d invalid
TZ=UTC date -d 'not a date'; echo "rc=$?"
#### date +%s and padding modifiers
TZ=UTC date -d '2001-02-03 04:05:06' '+%s %-d %_m %^a %#b %e %k %l'
#### head -n leaves a redirected file after its lines
printf '1\n2\n3\n4\n' > in; { head -n1; head -n2; echo ==; cat; } < in; { head -n1 in; cat; } < in
#### head -n on a here-string is not given back
{ head -n1; cat; } <<< $'a\nb'
