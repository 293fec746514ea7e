#### sort -n with plus signs exponents and negative zero
printf '+1\n-0\n0\n1e3\n-1\n 5\n.5\n' | sort -n; echo --; printf '+1\n-0\n0\n1e3\n' | sort -g
#### sort -n -s keeps input order of equal numbers
printf '1 b\n01 a\n1.0 c\n' | sort -n -s; printf '1 b\n01 a\n1.0 c\n' | sort -n
#### sort -V with epoch like and tilde
printf '1.0~rc1\n1.0\n1.0a\n1:0.9\n' | sort -V; printf 'a.b\na-b\na_b\n' | sort -V
#### sort -f -r -u together
printf 'b\nA\na\nB\nc\n' | sort -f -r -u
#### sort -k with trailing options in end spec
printf 'x 2b\ny 10a\nz 2a\n' | sort -k2,2n -k2.2,2.2r; printf 'b  1\na 1\n' | sort -k2b,2
#### sort -o same as input file
cd "$(mktemp -d)"; printf 'c\na\nb\n' > f; sort -o f f; cat f; sort -r f -o f; cat f
#### expr regex special cases
expr 'abc' : '.*'; expr 'a.c' : 'a\.c'; expr 'aaa' : 'a*'; expr 'abc' : '\(a\)\(b\)'; echo "st=$?"; expr '' : ''; echo "st=$?"
#### expr operator precedence and quoting
expr 2 + 3 \* 4; expr \( 2 + 3 \) \* 4; expr 10 - 2 - 3; expr length '+'; expr + + 
#### expr comparisons of strings and numbers
expr 10 \> 9; expr a10 \> a9; expr 010 = 10; expr abc != abd; expr 2 \<= 2
#### env printf %c with multibyte and %s precision bytes
env printf '%c|\n' 'éa'; env printf '%.1s|\n' 'éa' | od -An -c
#### tr on multibyte input is byte based
printf 'é\n' | tr 'é' 'ab' | od -An -c; printf 'aé\n' | tr -d '\303' | od -An -c
#### cut complement of overlapping ranges
printf 'abcdefghij\n' | cut --complement -c 2-4,3-6,9-; printf 'a:b:c:d\n' | cut -d: --complement -f 1-2,2-3
#### head tail with dash names and double dash
cd "$(mktemp -d)"; printf 'x\n' > ./-n; head -- -n; printf 'in\n' | head - ; tail -n 1 -- -n
#### wc with NUL bytes and no newline
printf 'a\0b\0' | wc -c -l -w; printf 'a b' | wc -l -w -m
#### tac regex anchored separator
printf 'a1b2c3' | tac -r -s '[0-9]'; echo; printf 'x\ny\n' | tac -s ''; echo "st=$?"
#### join -t with -i and --check-order
cd "$(mktemp -d)"; printf 'A,1\nb,2\n' > l; printf 'a,x\nB,y\n' > r; join -t, -i l r; join -t, --check-order -i l r; echo "st=$?"
#### join -a with -v conflict and -o spec errors
cd "$(mktemp -d)"; printf 'a 1\n' > l; printf 'b 2\n' > r; join -a1 -v1 l r; echo "st=$?"; join -o 1.0 l r; echo "st=$?"; join -o 1.x l r; echo "st=$?"
#### numfmt --grouping in C.UTF-8 and --to=none
numfmt --grouping 1234567; numfmt --to=none 1500; echo "st=$?"; numfmt --from=si --to=none 1.5K
#### numfmt --from with lowercase k and suffixes
numfmt --from=si 1k; echo "st=$?"; numfmt --from=auto 1k; echo "st=$?"; numfmt --from=iec 2m; echo "st=$?"
#### numfmt --to=si fractional values
numfmt --to=si 0.001 0.5 1.5 999.5 1000.5; numfmt --to=iec 1023.9 1024.1
#### seq with very small steps and width
seq 1 0.1 1.3; seq -w 0.01 0.01 0.03; seq 1e-2 1e-2 3e-2
#### seq big decimal precision and -f %g
seq 1.000000000000000001 1 3; seq -f %g 100000 100000 300000
#### date next and last relative to a fixed date
for d in 'next monday' 'last friday' 'this sunday' 'monday next week' 'tomorrow' '3 weeks ago' 'noon'; do date -u -d "2024-01-10 $d" '+%F %T %a' 2>&1; done
#### date with month overflow and leap handling
date -u -d '2024-01-31 +1 month' +%F; date -u -d '2023-02-29' +%F; echo "st=$?"; date -u -d '2024-12-31 +1 day' +%F; date -u -d '2024-03-31 -1 month' +%F
#### date -d epoch fractions and negatives
date -u -d @-1 '+%F %T'; date -u -d @1.5 '+%s.%N'; date -u -d '@0' '+%A %B %-d %Y'
#### date %N %3N and %:::z
date -u -d '2024-01-01 00:00:00.123456789' '+%N %3N %6N %:::z %Z'
#### ls -l time style plus formats on fixed files
cd "$(mktemp -d)"; touch -d '2021-02-03 04:05:06' f; ls -l --time-style='+%Y|%H:%M' f | awk '{print $6}'; ls -l --time-style=+'%b %e' f | awk '{print $6, $7}'
#### ls -1 -d with globs and trailing slash
cd "$(mktemp -d)"; mkdir d; touch d/x f; ls -d d/ f; ls -d */; ls -1d d/*
#### cp -a preserves mode and time then ls
cd "$(mktemp -d)"; printf 'x' > f; chmod 604 f; touch -d 2010-10-10 f; cp -a f g; stat -c '%a' g; date -r g +%F; cp f h; date -r h +%Y | grep -c 2010
#### cp -l -s link creation
cd "$(mktemp -d)"; printf 'x' > f; cp -s f s; cp -l f h; ls -l s | cut -c1; stat -c %h f
#### mv into directory and rename over file
cd "$(mktemp -d)"; mkdir d; touch a b; mv a b d; ls d; touch c; mv c d/a; ls d; mv d e; ls
#### rm -i with answers and -I
cd "$(mktemp -d)"; touch a b; printf 'y\nn\n' | rm -i a b 2>/dev/null; ls
#### chmod reference and verbose changes
cd "$(mktemp -d)"; touch a b; chmod 751 a; chmod --reference=a b; stat -c %a b; chmod -c 751 b; chmod -c 644 b
#### mkdir -p with existing file in path
cd "$(mktemp -d)"; touch f; mkdir -p f/sub; echo "st=$?"; mkdir -p ./x/../y; ls
#### ln -r relative hard link error and -sr with dots
cd "$(mktemp -d)"; mkdir -p a/b; touch t; ln -sr t a/b/l; readlink a/b/l; ln -sr ./a/../t a/l2; readlink a/l2
#### basename and dirname with newline names
basename "$(printf 'a/b\nc')" | od -c | head -1; dirname "$(printf 'x\ny/z')" | od -c | head -1
