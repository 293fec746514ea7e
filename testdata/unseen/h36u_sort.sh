#### sort -t -k numeric second field
printf 'b:10\na:9\nc:100\nd:9\n' | sort -t: -k2,2n; printf 'b:10\na:9\nc:100\nd:9\n' | sort -t: -k2,2nr -k1,1
#### sort -k char positions
printf 'xab2\nyaa1\nzab1\n' | sort -k1.2,1.3 -k1.4n; printf 'a bc\na ab\n' | sort -k2.2
#### sort -b leading blanks in keys
printf 'a   z\na y\na  x\n' | sort -k2; echo --; printf 'a   z\na y\na  x\n' | sort -b -k2; echo --; printf 'a   z\na y\na  x\n' | sort -k2b
#### sort -g general numeric
printf '1e3\n2.5\n-inf\n0x10\nnan\n100\n' | sort -g; printf '1e3\n2.5\n100\n' | sort -n
#### sort -h human sizes
printf '2K\n1M\n512\n1.5K\n3G\n1k\n' | sort -h; printf '10M\n-1K\n0\n' | sort -h -r
#### sort -V versions
printf 'file10.txt\nfile2.txt\nfile1.txt\nv1.10.0\nv1.2.0\nv1.2.0-rc1\n1.0a\n1.0\n' | sort -V
#### sort -M months
printf 'Mar x\njan y\nFEB z\nfoo w\nDec v\n' | sort -M; printf ' aug\nsep\n' | sort -M -r
#### sort -u with keys
printf 'a 1\nb 1\na 2\n' | sort -u -k1,1; printf 'x 1\ny 01\n' | sort -u -k2,2n
#### sort -s stable and last resort
printf 'b 1\na 1\nc 0\n' | sort -s -k2,2n; printf 'b 1\na 1\nc 0\n' | sort -k2,2n
#### sort -f -d -i
printf 'b\nA\na\nB\n' | sort -f; printf 'a-c\nab\na c\n' | sort -d; printf 'b\001\na\002\n' | sort -i | od -A n -c
#### sort -c and -C
printf 'a\nc\nb\n' | sort -c; echo "st=$?"; printf 'a\nc\nb\n' | sort -C; echo "st=$?"; printf 'a\na\n' | sort -cu; echo "st=$?"
#### sort -m merge and -o same file
printf 'a\nc\n' > s1; printf 'b\nd\n' > s2; sort -m s1 s2; sort -r -o s1 s1; cat s1
#### sort -z and -r with -n
printf '3\0001\0002\0' | sort -z -n | tr '\0' ' '; echo; printf '10\n9\n-1\n' | sort -rn
#### sort -n odd numbers
printf -- '-0\n+5\n 3\n.5\n1,000\n-.5\n0\nabc\n' | sort -n
#### sort keys past end and empty fields
printf 'a\nb:x\n:y\n' | sort -t: -k2; printf 'a b\na\n' | sort -k3
#### sort -k with multiple modifiers
printf 'x 10K\ny 2M\nz 1K\n' | sort -k2,2hr; printf 'b 2\na 10\n' | sort -k2,2 -n
#### sort invalid keys
sort -k0 /dev/null; echo "st=$?"; sort -k1.0 /dev/null; echo "st=$?"; sort -t ab /dev/null; echo "st=$?"; sort -k 1,x /dev/null; echo "st=$?"
#### sort --debug keys
printf 'b 2\na 10\n' | sort --debug -k2,2n 2>&1
#### sort -t tab and csv report
printf 'name,score\nbob,7\nann,12\ncat,7\n' > sc.csv; { head -1 sc.csv; tail -n +2 sc.csv | sort -t, -k2,2nr -k1,1; } | column -t -s,
#### sort --field-separator with NUL separated keys
printf 'b\tz\na\ty\n' | sort -t "$(printf '\t')" -k2
#### seq -f -s -w combos
seq -f 'line %g' -s '; ' 3; echo; seq -w 98 101; seq -s '' -w 1 10; echo
#### seq with width and negative
seq -w -5 2 5; seq -f '%+05.1f' -1 1 1
#### printf command corners
printf '%5.2s|%-5s|%05d|%+d|% d\n' abc ab 42 7 7; printf '%x %X %o %#x %#o\n' 255 255 8 255 8
#### printf missing args and %c
printf '%s %s %d\n' a; printf '%c%c\n' hello world; printf '%.3d|%.0f|%e\n' 5 2.5 1234.5
#### printf %b and \c stop
printf '%b\n' 'x\ty' 'no\cmore' 'after'; echo; printf 'a\cb\n'; echo "|"
#### printf %q and %(...)T with fixed epoch
TZ=UTC printf '%(%Y-%m-%d %H:%M)T\n' 86400; printf '%q\n' 'a b' '$x' "'"
#### printf * width and precision
printf '[%*d][%-*s][%.*f]\n' 5 42 4 ab 2 3.14159
#### printf invalid number warnings
printf '%d\n' 3.5; echo "st=$?"; printf '%d\n' 0x; echo "st=$?"; printf '%i\n' 99999999999999999999; echo "st=$?"
#### /usr/bin/printf vs builtin escapes
env printf '%s\n' '\n'; env printf '\x41\102\n'; env printf '%5%|\n'; echo "st=$?"
#### date -d fixed dates in UTC
TZ=UTC date -d '2024-02-29 13:45:00' '+%Y-%m-%d %H:%M:%S %a %j %U %u'; TZ=UTC date -d @0; TZ=UTC date -d @1700000000 -R
#### date -d relative to fixed
TZ=UTC date -d '2024-01-31 +1 month' +%F; TZ=UTC date -d '2024-03-01 -1 day' +%F; TZ=UTC date -d '2023-12-31 12:00 +36 hours' '+%F %T'
#### date -d weekday names and next
TZ=UTC date -d '2024-05-15 next friday' +%F 2>&1; TZ=UTC date -d '2024-05-15 1 week ago' +%F
#### date ISO formats
TZ=UTC date -d @1234567890 --iso-8601; TZ=UTC date -d @1234567890 --iso-8601=seconds; TZ=UTC date -d @1234567890 -Ins; TZ=UTC date -d @1234567890 --rfc-3339=date
#### date -u +%s round trip
date -u -d '1970-01-02' +%s; date -u -d '2000-01-01T00:00:00Z' +%s; date -u -d '2000-01-01T00:00:00+02:00' '+%F %T'
#### date format padding flags
TZ=UTC date -d '2024-03-05 07:08:09' '+%-d/%-m %_H %e %k %l %p %P %I %y %C %%'; TZ=UTC date -d '2024-03-05' '+%^a %#b %10A|%-10B|'
#### date week numbers at year edges
for d in 2020-12-31 2021-01-01 2021-01-04 2024-12-30; do TZ=UTC date -d $d '+%F %G-W%V-%u %U %W'; done
#### date -d invalid and -f file
TZ=UTC date -d 'not a date'; echo "st=$?"; printf '2024-01-01\n2024-06-30\nbad\n' > ds; TZ=UTC date -f ds +%j; echo "st=$?"
#### date with TZ names
TZ=America/New_York date -d '@1720000000' '+%F %T %Z %z'; TZ=Asia/Kolkata date -d '@0' '+%T %Z %:z'; date -u -d 'TZ="Europe/Berlin" 2024-07-01 12:00' +%T
#### date -r file mtime set by touch
touch -d '2019-06-15 10:20:30 UTC' f; TZ=UTC date -r f '+%F %T'; TZ=UTC date -d @1561 +%s
#### stat -c formats stable fields
printf 'hello' > f; chmod 640 f; mkdir d; ln -s f l; stat -c '%n %s %a %A %F' f d l; stat -c '%N' l
#### stat --printf escapes
printf 'abc' > f; stat --printf='%n:%s\n' f; stat --printf='[%s]\t[%a]' f; echo
#### stat -L and -c %F kinds
touch f; ln -s f l; mkdir d; stat -L -c '%F' l; stat -c '%F' /dev/null; stat -c '%F' d l; stat -c %h d
#### stat missing and bad format
stat nothere; echo "st=$?"; stat -c '%s' nothere f 2>&1; echo "st=$?"
#### stat -c %s of several with sort
mkdir z; printf '1' > z/a; printf '123' > z/b; printf '12' > z/c; stat -c '%s %n' z/* | sort -n
#### du --apparent-size -b and -s
mkdir -p dd/sub; head -c 100 /dev/zero > dd/a; head -c 2000 /dev/zero > dd/sub/b; du -b dd | sort -k2; du -sb dd; du --apparent-size -b -a dd | sort -k2
#### du -b -c total and max-depth
mkdir -p q/a/b; head -c 10 /dev/zero > q/a/b/f; head -c 5 /dev/zero > q/g; du -b -d 1 q | sort -k2; du -b -c q/g q/a | tail -1
#### du --apparent-size human and -k on apparent
mkdir h; head -c 3000 /dev/zero > h/f; du --apparent-size -h h/f; du --apparent-size --block-size=1K h/f; du -b --inodes h 2>&1 | head -2; echo
#### csplit by line number and regex
seq 1 10 > c.txt; csplit c.txt 4 '/8/'; head -n 20 xx00 xx01 xx02
#### csplit repeat and suffix format
printf 'a\n--\nb\n--\nc\n' > c.txt; csplit -s -f part -b '%02d.txt' c.txt '/--/' '{*}'; for f in part*; do echo "$f: $(tr '\n' ' ' < $f)"; done
#### csplit -z -k and offsets
printf 'h\nSEC1\nx\nSEC2\ny\n' > c.txt; csplit -s -z c.txt '/SEC/' '{1}'; ls xx*; csplit -s -f o c.txt '/SEC2/+1'; cat o01
#### csplit skip with % and errors
printf 'a\nb\nSTART\nc\nd\n' > c.txt; csplit -s c.txt '%START%'; cat xx00; csplit c.txt '/none/'; echo "st=$?"; ls xx*
#### csplit -n digits and --suppress-matched
printf '1\n#\n2\n#\n3\n' > c.txt; csplit -s -n 3 --suppress-matched c.txt '/#/' '{*}'; head xx*
#### split -l -a -d suffix
seq 1 7 > s.txt; split -l 3 -d -a 3 s.txt part_; for f in part_*; do printf '%s:%s\n' $f "$(paste -sd, $f)"; done
#### split -b and --additional-suffix
printf 'abcdefghij' > s.txt; split -b 4 --additional-suffix=.bin s.txt x; for f in x*; do echo "$f=$(cat $f)"; done
#### split -n chunks and l/ and r/
seq 1 10 > s.txt; split -n 3 s.txt c; wc -c c* | head -3; split -n l/3 s.txt L; head -n 9 La*; split -n r/2 s.txt R; paste -sd, Raa Rab
#### split -n K/N to stdout
seq 1 12 > s.txt; split -n l/2/3 s.txt; echo --; split -n 2/4 s.txt | od -A n -c
#### split --numeric-suffixes start and -x hex
seq 1 4 > s.txt; split -l 1 --numeric-suffixes=9 s.txt n; ls n*; split -l 1 -x s.txt h; ls h*
#### split suffix exhaustion
seq 1 30 > s.txt; split -l 1 -a 1 -d s.txt e; echo "st=$?"; ls e* | wc -l
#### numfmt column of du output
printf '1024 a\n1048576 b\n3 c\n' | numfmt --to=iec --field=1 --padding=6
#### numfmt --grouping and --suffix with from
numfmt --from=iec --suffix=B 4KB 2>&1; numfmt --grouping 1234567 2>&1; numfmt --to=iec --suffix=/s 2048
#### numfmt --debug notes
numfmt --debug 1000; numfmt --debug --grouping 5; numfmt --debug --to=si 1000000000000000000 1.2345678901234567890 2>&1; numfmt --debug --to-unit=2 5
#### numfmt --debug with invalid input modes
numfmt --debug --to=si x 10; echo "st=$?"; numfmt --debug --invalid=ignore --to=si x 10; echo "st=$?"; numfmt --debug --invalid=warn --to=si x 10; echo "st=$?"; numfmt --debug --header --to=si 1
#### numfmt grouping conflicts
numfmt --format="%'f" --to=si 1000; echo "st=$?"; numfmt --grouping --to=si 1; echo "st=$?"; numfmt --grouping --format=%f 1; echo "st=$?"
#### numfmt value precision too large message
numfmt 1.000000000000000000001; echo "st=$?"; numfmt --format=%.0f 12345678901234567890; echo "st=$?"
