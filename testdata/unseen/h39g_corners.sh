#### head -c and tail -c with multiplier suffixes b kB MiB
head -c 1b /dev/zero | wc -c; head -c 1kB /dev/zero | wc -c; head -c 1KiB /dev/zero | wc -c
#### tail -n +1 on empty and -c 0
: | tail -n +1; echo "st=$?"; printf abc | tail -c 0; echo "st=$?"
#### sort -k2,2 -t with empty fields
printf 'a::3\nb::1\nc:x:2\n' | sort -t: -k2,2 -k3n
#### sort -u -n treats equal numbers as duplicates
printf '1\n01\n1.0\n2\n' | sort -un
#### sort -c reports first disorder with -k
printf 'a 2\nb 1\n' | sort -c -k2n; echo "st=$?"
#### uniq -c -f -s together
printf 'x aa1\ny ab2\nz ac3\n' | uniq -c -f1 -s1 -w1
#### cut -d with multibyte delimiter error
echo 'aéb' | cut -d 'é' -f2; echo "st=$?"
#### paste -d with more delimiters than files
cd "$(mktemp -d)"; printf 'a\n' > x; printf 'b\n' > y; paste -d ':;,' x y x y
#### tr -d with complement class
echo 'a1-b2' | tr -cd '[:digit:]\n'; echo 'AbC' | tr -d '[:upper:]'
#### nl -n rn -w 1 overflow
seq 12 | nl -w1 | tail -2
#### fold -s with exact width words
echo 'abcde fghij' | fold -s -w 5
#### wc -c on file vs stdin same and -l with no newline
printf 'a\nb' | wc -l; printf '' | wc; printf 'x' | wc -lwc
#### od -t c on escapes and -A o offsets
printf '\a\b\f\r\v\\' | od -c; printf 'x' | od -A o -t x1
#### od -N beyond input and -j beyond input
printf 'ab' | od -N 10 -c; printf 'ab' | od -j 5 -c; echo "st=$?"
#### xxd -p -c and -r with spaces
printf 'abcdef' | xxd -p -c 2; printf '61 62\n63' | xxd -r -p; echo
#### base64 decode with newlines and spaces
printf 'aGVs\nbG8=\n' | base64 -d; echo; printf 'aGVs bG8=' | base64 -d; echo " st=$?"
#### numfmt --to=iec with decimals and --format precision
numfmt --to=iec 1536 --format='%.3f'; numfmt --to=iec-i 1500000; numfmt --to=si 999999
#### numfmt --from=auto errors
numfmt --from=auto 1Mi 2>&1; numfmt --from=iec 1Ki; echo "st=$?"
#### date -d with ISO week and day names
date -u -d '2021-W01-1' +%F 2>&1; echo "st=$?"; date -u -d 'monday 2021-01-06' +%F 2>&1; echo "st=$?"
#### date +%s of dates before epoch
date -u -d '1969-12-31 23:59:59' +%s; date -u -d '1900-01-01' +%s
#### date -d fractional epoch and %N
date -u -d '@1234567890.123456789' '+%s %N'
#### stat -c %s of directory symlink and -L
cd "$(mktemp -d)"; ln -s abcdef l; stat -c %s l
#### ls -l symlink size is target length
cd "$(mktemp -d)"; ln -s abcdef l; ls -lgG l | awk '{print $3}'
#### ls -sh total line shape
cd "$(mktemp -d)"; printf '%5000s' > f; ls -sh | head -1
#### find -printf %f of root and dot
find . -maxdepth 0 -printf '[%f][%h][%P]\n'; find / -maxdepth 0 -printf '[%f][%h]\n'
#### find -printf %d %D shape and %i
cd "$(mktemp -d)"; mkdir -p a/b; find a -printf '%d ' ; echo
#### find -newerXY forms
cd "$(mktemp -d)"; touch -d 2000-01-01 a; touch -d 2020-01-01 b; find . -type f -newermm a; find . -type f -newerat a | sort
#### sed -n l on long line with multibyte
printf '%s\n' "$(printf 'é%.0s' $(seq 40))" | sed -n l
#### sed s with & and special replacement escapes \n \t
echo 'a b' | sed 's/ /\t/' | od -c | head -1; echo ab | sed 's/a/\n/'
#### sed y length mismatch error message
echo a | sed 'y/abc/de/'; echo "st=$?"
#### grep -o with -i and overlapping
echo 'aAaA' | grep -oi 'aa'; echo 'abcabc' | grep -o 'abc' | wc -l
#### grep -n with -c and -l precedence
printf 'a\na\n' | grep -nc a; printf 'a\n' | grep -lc a
#### awk printf %5s with multibyte
awk 'BEGIN{printf "[%5s][%-4s]\n", "é", "日本"}'
#### awk substr multibyte and index
awk 'BEGIN{s="日本語"; print substr(s,2,1), index(s,"語"), length(s)}'
#### xargs -n1 with empty lines and -L0
printf 'a\n\nb\n' | xargs -n1 echo; printf 'a\n' | xargs -L 0 echo; echo "st=$?"
#### du -sh of empty dir and -k
cd "$(mktemp -d)"; mkdir e; du -s --apparent-size -b e | awk '{print ($1 >= 0)}'; du -bk e 2>&1 | awk '{print $2}'
#### cp -r into existing dir and trailing slash
cd "$(mktemp -d)"; mkdir -p s/x d; cp -r s d/; ls d d/s
#### mv file onto directory and dir onto file
cd "$(mktemp -d)"; mkdir d; : > f; mv d f; echo "st=$?"; mkdir e; : > e/f; mkdir g; mv g e/f 2>&1; echo "st=$?"
#### ln -s relative display with -v and target dir
cd "$(mktemp -d)"; mkdir t; : > a; ln -sv ../a t/; ln -v a t
#### install -m symbolic mode
cd "$(mktemp -d)"; : > a; install -m u=rwx,go=r a b; stat -c %a b; install -m +x a c; stat -c %a c
#### truncate --io-blocks and -s with units
cd "$(mktemp -d)"; truncate -s 1M f; wc -c < f; truncate -s 2KiB g; wc -c < g; truncate -s 1x h; echo "st=$?"
#### env -u missing and -i with no command
env -u NOPE_X true; echo "st=$?"; env -i | wc -l
#### expr regex anchoring and escapes
expr abc : 'b'; echo "st=$?"; expr abc : '.*c$'; expr a.c : 'a\.c'; expr 'x(y' : 'x(y'
#### test string comparisons with operators as strings
test '!' = '!'; echo $?; test -a = -a; echo $?; test '(' = '('; echo $?; [ -n = -n ]; echo $?
#### seq -f with %e and -s with newline end
seq -f '%.1e' 1 2; seq -s '' 3; echo; seq -t END 2 2>&1 | head -2
#### printf coreutils %b and octal
env printf '%b' '\0101\n'; env printf '\101\n'; env printf '%c%c\n' hello world
