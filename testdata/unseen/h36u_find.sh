#### find -path -prune skip vendor
mkdir -p src/a vendor/x .git/o; touch src/a/m.go src/b.go vendor/x/v.go .git/o/h; find . -path ./vendor -prune -o -path ./.git -prune -o -name '*.go' -print | sort
#### find -prune with -o -type f and parentheses
mkdir -p p/{keep,skip}/d; touch p/keep/d/f1 p/skip/d/f2 p/top; find p \( -name skip -prune \) -o \( -type f -print \) | sort
#### find -maxdepth -mindepth
mkdir -p m/a/b/c; touch m/f0 m/a/f1 m/a/b/f2 m/a/b/c/f3; find m -mindepth 2 -maxdepth 3 | sort; find m -maxdepth 0
#### find -empty files and dirs
mkdir -p e/full e/empty; touch e/zero; echo x > e/full/one; find e -empty | sort; find e -type d -empty
#### find -size units
mkdir s; head -c 1 /dev/zero > s/b1; head -c 512 /dev/zero > s/b512; head -c 513 /dev/zero > s/b513; head -c 2048 /dev/zero > s/k2; find s -type f -size -2 | sort; echo --; find s -size +1k | sort; echo --; find s -size 1c; find s -size 2k
#### find -size exact blocks rounding
mkdir s; head -c 1500 /dev/zero > s/a; head -c 1024 /dev/zero > s/b; find s -size 2k | sort; find s -size -2k | sort; find s -size 3 | sort
#### find -perm modes
mkdir pm; touch pm/a pm/b pm/c; chmod 644 pm/a; chmod 755 pm/b; chmod 600 pm/c; find pm -type f -perm 644; find pm -type f -perm -u=x; find pm -type f -perm /o=r | sort; find pm -type f ! -perm -g=r
#### find -perm symbolic and octal dash
mkdir pm; touch pm/a pm/b; chmod 4755 pm/a; chmod 0751 pm/b; find pm -type f -perm -4000; find pm -type f -perm -0011 | sort; find pm -type f -perm /4000
#### find -regex and -iregex
mkdir r; touch r/a1.txt r/B2.TXT r/c.log; find r -regex '.*/[a-z][0-9]\.txt'; find r -iregex '.*\.txt' | sort; find r -regextype posix-extended -regex '.*/(a|c).*' | sort
#### find -name -iname -wholename patterns
mkdir -p w/Sub; touch w/Foo.c w/foo.h w/Sub/bar.C; find w -iname 'foo*' | sort; find w -name '*.[ch]' | sort; find w -wholename '*Sub/*'
#### find -printf path forms
mkdir -p pf/d; printf 'abc' > pf/d/f; find pf -printf '%p|%P|%f|%h|%d|%y\n' | sort
#### find -printf sizes and modes
mkdir pf; printf 'hello' > pf/f; chmod 640 pf/f; ln -s f pf/l; find pf/f pf/l -printf '%s %m %M %y %Y %l\n'
#### find -printf escapes and widths
mkdir pf; touch pf/x; find pf -name x -printf '[%10f][%-6f]\t%%\\n\n'; find pf -name x -printf 'no newline'; echo
#### find -depth order
mkdir -p dd/a/b; touch dd/a/b/f; find dd -depth; echo --; find dd -depth -type d
#### find -exec plus batching
mkdir ex; touch ex/1 ex/2 ex/3; find ex -type f -exec echo got {} + | tr ' ' '\n' | sort | tr '\n' ' '; echo
#### find -exec semicolon status and -ok free
mkdir ex; touch ex/a ex/b; find ex -type f -exec test {} = ex/a \; -print; find ex -name a -exec false \; -o -print | sort
#### find -exec failing plus status
mkdir ex; touch ex/a; find ex -type f -exec false {} +; echo "st=$?"; find ex -type f -exec false {} \;; echo "st=$?"
#### find -execdir
mkdir -p ed/sub; touch ed/sub/f; find ed -name f -execdir pwd \; | sed "s|$PWD|.|"; find ed -name f -execdir echo {} \;
#### find -delete files
mkdir -p del/a; touch del/a/x.tmp del/a/y.txt del/z.tmp; find del -name '*.tmp' -delete; find del | sort
#### find -newer between files via touch -d
mkdir n; touch -d '2020-01-01 00:00' n/old; touch -d '2021-01-01 00:00' n/mid; touch -d '2022-01-01 00:00' n/new; find n -type f -newer n/mid; find n -type f ! -newer n/mid | sort
#### find -type combinations and links
mkdir -p t/d; touch t/f; ln -s f t/l; ln -s nowhere t/dangling; find t -type l | sort; find t -type f,d | sort; find -L t -type l
#### find -xtype and -L
mkdir t; touch t/f; ln -s f t/l; ln -s nope t/bad; find t -xtype f | sort; find t -xtype l
#### find -links and -samefile
mkdir h; touch h/a; ln h/a h/b; touch h/c; find h -type f -links 2 | sort; find h -samefile h/a | sort
#### find logical operators precedence
mkdir lo; touch lo/a.c lo/b.h lo/c.txt; find lo -name '*.c' -o -name '*.h' | sort; echo --; find lo -type f -name '*.c' -o -name '*.h' -print; echo --; find lo ! -name '*.txt' -type f | sort
#### find -quit and -print0
mkdir q; touch q/1 q/2; find q -type f -print -quit | wc -l; find q -type f -print0 | sort -z | tr '\0' ';'; echo
#### find missing start and bad predicate
find nothere; echo "st=$?"; find . -bogus; echo "st=$?"; find . -maxdepth x; echo "st=$?"
#### find -name with trailing slash and dot paths
mkdir -p tr/x; find tr/ -name x; find ./tr -type d | sort; find tr// -maxdepth 1 | sort
#### find -empty and -size 0 on dirs
mkdir -p z/e; : > z/f; find z -size 0 | sort; find z -empty -type f
#### find -path with wildcard middle
mkdir -p pp/a/test/b pp/c; touch pp/a/test/b/t1 pp/c/t2; find pp -path '*/test/*' -type f; find pp -not -path '*test*' | sort
#### find -printf %k %b avoided, %s sum with awk
mkdir sz; head -c 100 /dev/zero > sz/a; head -c 250 /dev/zero > sz/b; find sz -type f -printf '%s\n' | awk '{s+=$1} END {print s}'
#### find -user -group numeric free checks
mkdir u; touch u/f; find u -type f -nouser | wc -l; find u -type f -nogroup | wc -l
#### find -readable -writable -executable
mkdir rw; touch rw/a rw/b; chmod 755 rw/b; find rw -type f -executable; find rw -type f -writable | sort
#### find -true -false -not
mkdir tf; touch tf/a; find tf -false; find tf -true -type f; find tf -not -false -name a
#### find -mindepth with -delete and -prune warnings
mkdir -p wd/a; find wd -delete -prune 2>&1 | head -1; ls -d wd 2>&1; echo "st=$?"
#### find -lname and -ilname
mkdir ln; touch ln/target; ln -s target ln/l1; ln -s TARGET ln/l2; find ln -lname 'tar*'; find ln -ilname 'TAR*' | sort
#### find -newer missing reference
find . -newer nothere; echo "st=$?"
#### find -regex anchors whole path
mkdir rx; touch rx/abc; find rx -regex 'abc'; echo "n=$?"; find rx -regex 'rx/abc'; find rx -regex '.*b.*'
#### xargs -0 with spaces in names
mkdir x0; touch 'x0/a b' 'x0/c d'; find x0 -type f -print0 | sort -z | xargs -0 -n1 echo item
#### xargs -n and -L
printf 'a b c\nd e\nf\n' | xargs -n 2; echo --; printf 'a b c\nd e\nf\n' | xargs -L 2; echo --; printf 'a b \nc\n' | xargs -L 1 echo x
#### xargs -I replace string
printf 'one\ntwo\n' | xargs -I{} echo 'pre-{}-post {}'; printf 'a b\n' | xargs -I X echo '[X]'
#### xargs -d delimiter
printf 'a,b,,c' | xargs -d, -n1 echo v; printf 'x\ny z\n' | xargs -d '\n' -n1 echo l
#### xargs -r no run on empty
printf '' | xargs echo ran; echo "st=$?"; printf '' | xargs -r echo ran; echo "st=$?"; printf '\n\n' | xargs -r echo ran; echo "st=$?"
#### xargs exit status 123 and 255
printf 'a\nb\n' | xargs -n1 sh -c 'test "$0" = b'; echo "st=$?"; printf 'a\nb\n' | xargs -n1 sh -c 'exit 255'; echo "st=$?"
#### xargs command not found and not executable
echo a | xargs nosuchcmd_zz; echo "st=$?"; touch ne; chmod 644 ne; echo a | xargs ./ne; echo "st=$?"
#### xargs quotes and backslashes
printf '%s\n' "'a b' \"c d\" e\\ f" | xargs -n1 echo; printf "it's\n" | xargs echo; echo "st=$?"
#### xargs -s size limit
printf 'aaa bbb ccc ddd eee\n' | xargs -s 20 echo; printf 'a\n' | xargs -s 5 echo; echo "st=$?"
#### xargs -t trace and -p absent
printf 'a b\n' | xargs -t echo hi 2>&1
#### xargs -E eof string
printf 'a\nb\nSTOP\nc\n' | xargs -E STOP echo; printf 'a STOP b\n' | xargs -E STOP echo
#### xargs -a file and --arg-file
printf '1\n2\n3\n' > args; xargs -a args echo n; xargs --arg-file=args -n 2 echo m
#### xargs -P 1 order preserved
seq 1 6 | xargs -P 1 -n 2 echo
#### xargs -x with -n oversize
printf 'aaaaaaaa b\n' | xargs -x -s 12 -n 2 echo; echo "st=$?"
#### xargs --show-limits free invalid options
xargs -n 0 echo </dev/null; echo "st=$?"; xargs -L x echo </dev/null; echo "st=$?"; xargs -P -1 echo </dev/null; echo "st=$?"
#### xargs default echo and no args
printf 'x y\nz\n' | xargs; echo | xargs; echo "st=$?"
#### xargs -I with -L implied and trailing blanks
printf 'a  \n b\n' | xargs -I@ echo '<@>'
#### xargs sh -c with positional args
printf '1\n2\n3\n' | xargs sh -c 'echo "n=$# first=$1"' sh; printf 'f1\nf2\n' | xargs -n1 -I{} sh -c 'echo "{}" | tr a-z A-Z'
