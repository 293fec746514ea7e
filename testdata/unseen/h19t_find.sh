#### find -printf %k %b and sizes
cd "$(mktemp -d)"; mkdir t; printf 'abc' > t/a; head -c 5000 /dev/zero > t/b; find t -type f -printf '%f %s\n' | sort
#### find -printf %P %H and depth
cd "$(mktemp -d)"; mkdir -p t/x/y; touch t/x/y/z; find t -printf '%d:%P:%H\n' | sort
#### find -printf %h of top and %f of dot
cd "$(mktemp -d)"; mkdir t; touch t/f; find t -maxdepth 0 -printf '[%h][%f]\n'; cd t; find . -printf '[%h][%f][%p]\n' | sort
#### find -printf %y %Y for links
cd "$(mktemp -d)"; mkdir t; touch t/f; mkdir t/d; ln -s f t/l; ln -s nosuch t/b; ln -s d t/ld; find t -mindepth 1 -printf '%f %y %Y\n' | sort
#### find -printf %l link target
cd "$(mktemp -d)"; mkdir t; ln -s ../elsewhere t/l; touch t/f; find t -mindepth 1 -printf '%f=[%l]\n' | sort
#### find -printf %m %M modes
cd "$(mktemp -d)"; mkdir t; touch t/a t/b t/c; chmod 600 t/a; chmod 4755 t/b; chmod 1777 t/c; find t -type f -printf '%f %m %M\n' | sort
#### find -printf %TY and %T+ fixed time
cd "$(mktemp -d)"; touch -d '2019-07-08 09:10:11 UTC' f; TZ=UTC find f -printf '%T+|%TF|%TT|%Tj|%Ta %Tb|%Ts\n' | sed 's/\.[0-9]*/.N/'
#### find -printf %A and %C letters
cd "$(mktemp -d)"; touch -d '2000-01-02 03:04:05 UTC' f; TZ=UTC find f -printf '%AY %Am %Ad %AH%AM%AS\n' | sed 's/\.[0-9]*//'
#### find -printf width and precision
cd "$(mktemp -d)"; mkdir t; printf 'hello' > t/abcdef; find t -type f -printf '[%10f][%-10f][%.3f][%5s][%-5s]\n'
#### find -printf unknown escape and directive
cd "$(mktemp -d)"; touch f; find f -printf 'a\qb %z\n'; echo "st=$?"
#### find -printf octal escape and \0
cd "$(mktemp -d)"; touch f; find f -printf '\101\t%f\0' | od -c | head -2
#### find -fprintf and -fprint
cd "$(mktemp -d)"; mkdir t; touch t/a t/b; find t -type f -fprint out.txt; sort out.txt; find t -type f -fprintf o2 '%f\n'; sort o2
#### find -print0 with xargs -0
cd "$(mktemp -d)"; mkdir t; touch 't/a b' t/c; find t -type f -print0 | sort -z | xargs -0 -n1 printf '<%s>\n'
#### find -newer between files
cd "$(mktemp -d)"; touch -d '2020-01-01' a; touch -d '2021-01-01' b; touch -d '2022-01-01' c; find . -type f -newer a ! -newer b | sort; find . -type f ! -newer a
#### find -newermt date string
cd "$(mktemp -d)"; touch -d '2020-01-01 UTC' a; touch -d '2023-06-01 UTC' b; TZ=UTC find . -type f -newermt '2021-01-01' | sort; TZ=UTC find . -type f ! -newermt '2021-01-01 00:00'
#### find -size units c k M and rounding
cd "$(mktemp -d)"; printf 'x' > one; head -c 1024 /dev/zero > k1; head -c 1025 /dev/zero > k2; : > zero
find . -type f -size 1k | sort; echo --; find . -type f -size -1k | sort; echo --; find . -type f -size 2k; echo --; find . -type f -size +1024c
#### find -size blocks default 512
cd "$(mktemp -d)"; head -c 512 /dev/zero > a; head -c 513 /dev/zero > b; find . -type f -size 1 | sort; find . -type f -size 2
#### find -size -1M and +0
cd "$(mktemp -d)"; : > e; printf 'x' > x; find . -type f -size -1M | sort; find . -type f -size +0 | sort
#### find -perm exact dash slash
cd "$(mktemp -d)"; touch a b c; chmod 644 a; chmod 755 b; chmod 600 c
find . -type f -perm 644 | sort; echo --; find . -type f -perm -600 | sort; echo --; find . -type f -perm /011 | sort; echo --; find . -type f -perm -g=r | sort
#### find -perm symbolic forms
cd "$(mktemp -d)"; touch a b; chmod 755 a; chmod 640 b; find . -type f -perm u=rwx,g=rx,o=rx; find . -type f -perm /u=x,o=w; find . -type f ! -perm -o=r
#### find -perm bad mode
find . -perm 99z; echo "st=$?"
#### find -regex full path match
cd "$(mktemp -d)"; mkdir t; touch t/abc t/abd t/xyz; find t -regex 'ab.' ; echo n=$?; find t -regex '.*ab.' | sort; find t -iregex '.*/ABC'
#### find -regextype egrep and posix-basic
cd "$(mktemp -d)"; mkdir t; touch t/aa t/ab t/a1; find t -regextype egrep -regex '.*/a(a|1)' | sort; find t -regextype posix-basic -regex '.*/a\(a\|b\)' | sort
#### find -regex with sed style group
cd "$(mktemp -d)"; mkdir t; touch t/f1.c t/f22.c t/g.h; find t -regextype sed -regex '.*/f[0-9]\{2\}\.c'
#### find -depth and -prune together
cd "$(mktemp -d)"; mkdir -p t/skip/in t/keep; touch t/skip/in/f t/keep/g; find t -name skip -prune -o -type f -print | sort; find t -depth -name skip -prune -o -type f -print | sort
#### find -prune with -print before
cd "$(mktemp -d)"; mkdir -p t/a/b t/c; find t -name a -prune -print; find t -name a -print -prune | sort
#### find -exec {} + batches with args after
cd "$(mktemp -d)"; mkdir t; touch t/1 t/2 t/3; find t -type f -exec echo start {} + | tr ' ' '\n' | sort
#### find -exec {} + must end with braces
find . -exec echo {} x + ; echo "st=$?"
#### find -exec missing terminator
find . -exec echo {}; echo "st=$?"
#### find -execdir
cd "$(mktemp -d)"; mkdir -p t/sub; touch t/sub/f; find t -name f -execdir echo {} \; ; find t -name f -execdir pwd \; | sed "s|.*/t/|T/|"
#### find -exec with sh -c and exit status
cd "$(mktemp -d)"; mkdir t; touch t/a t/b; find t -type f -exec sh -c 'echo "[$1]"; exit 1' sh {} \; | sort; echo "st=$?"
#### find -exec as a test
cd "$(mktemp -d)"; mkdir t; echo yes > t/a; echo no > t/b; find t -type f -exec grep -q yes {} \; -print
#### find -delete with -depth implied
cd "$(mktemp -d)"; mkdir -p t/d/e; touch t/d/e/f t/g; find t/d -delete; ls t; find t -name g -delete -print
#### find -delete non empty dir fails
cd "$(mktemp -d)"; mkdir -p t/d; touch t/d/f; find t -name d -type d -delete; echo "st=$?"; ls t/d
#### find -maxdepth 0 and -mindepth beyond
cd "$(mktemp -d)"; mkdir -p t/a; find t -maxdepth 0; find t -mindepth 5; echo "st=$?"; find t t/a -maxdepth 0
#### find -maxdepth after test warning
cd "$(mktemp -d)"; mkdir t; find t -type d -maxdepth 0; echo "st=$?"
#### find -empty dirs and files
cd "$(mktemp -d)"; mkdir -p t/e t/full; touch t/full/z t/zero; printf 'x' > t/x; find t -empty | sort; find t -type d -empty; find t ! -empty -type f
#### find -type combos
cd "$(mktemp -d)"; mkdir t t/d; touch t/f; ln -s f t/l; find t -mindepth 1 -type f,d | sort; find t -mindepth 1 -type l,f | sort
#### find -type bad letter
find . -type q; echo "st=$?"
#### find multiple starting points order
cd "$(mktemp -d)"; mkdir b a; touch b/2 a/1; find b a -type f; find a/ -type f; find ./a -type f
#### find -name with slash warns
cd "$(mktemp -d)"; mkdir t; touch t/f; find t -name 't/f'; echo "st=$?"
#### find -path with wildcard matches slash
cd "$(mktemp -d)"; mkdir -p t/a/b; touch t/a/b/c.txt; find t -path 't*c.txt'; find t -ipath 'T/A/*'
#### find -lname and -ilname
cd "$(mktemp -d)"; mkdir t; ln -s /etc/passwd t/p; ln -s relative t/r; find t -lname '*passwd'; find t -ilname 'REL*'
#### find -true -false and comma
cd "$(mktemp -d)"; mkdir t; touch t/a; find t -name a -false -o -true -printf '%p\n' | sort; find t -name a -printf 'A\n' , -printf 'B %f\n' | sort
#### find operator precedence -a over -o
cd "$(mktemp -d)"; mkdir t; touch t/a t/b; find t -name a -o -name b -print; echo --; find t \( -name a -o -name b \) -print | sort
#### find missing paren
find . \( -name x; echo "st=$?"
#### find -quit after first
cd "$(mktemp -d)"; mkdir t; touch t/a t/b t/c; find t -type f -quit; echo "st=$?"; find t -type f -print -quit | wc -l
#### find nonexistent among existing
cd "$(mktemp -d)"; mkdir t; find t nosuch t; echo "st=$?"
#### find -L following dir link
cd "$(mktemp -d)"; mkdir -p real/sub; touch real/sub/f; mkdir t; ln -s ../real t/link; find t | sort; find -L t | sort; find t -follow -type f
#### find -H only command line
cd "$(mktemp -d)"; mkdir real; touch real/f; ln -s real lk; find lk; find -H lk | sort
#### find -newer missing reference
find . -newer nosuch; echo "st=$?"
#### find -mtime with fixed past date
cd "$(mktemp -d)"; touch -d '2000-01-01' old; touch new; find . -type f -mtime +30; find . -type f -mtime -1; find . -type f -mmin -5
#### find -readable -writable -executable
cd "$(mktemp -d)"; touch a b; chmod 755 b; find . -type f -executable; find . -type f -readable | sort
#### find -name pattern classes
cd "$(mktemp -d)"; touch A1 b2 c_ .hid; find . -name '[[:upper:]]*'; find . -name '*[[:digit:]]' | sort; find . -name '.*' -type f; find . -name '[!a-z]*' -type f
#### find -printf %S sparseness absent: %n links
cd "$(mktemp -d)"; touch a; ln a b; find . -type f -printf '%f %n\n' | sort
#### find -size with bad suffix
find . -size 3x; echo "st=$?"
#### find -iname vs -name case
cd "$(mktemp -d)"; touch README readme Readme.md; find . -iname 'readme*' | sort; find . -name 'R*' | sort
#### find -not with parens and -o
cd "$(mktemp -d)"; touch a.go b.go c_test.go d.txt; find . -type f -name '*.go' ! -name '*_test.go' | sort; find . -type f ! \( -name '*.go' -o -name '*.md' \)
#### find -printf %% and trailing backslash
cd "$(mktemp -d)"; touch f; find f -printf '100%%\n'; find f -printf 'x\\y\n'
#### find -ls shape fields
cd "$(mktemp -d)"; printf 'abc' > f; chmod 644 f; find f -ls | awk '{print $3, $7, $NF}'
#### find -print after -delete print order
cd "$(mktemp -d)"; mkdir -p t/x; touch t/x/1; find t -depth -print | cat
#### find -exec with semicolon inside word
cd "$(mktemp -d)"; touch f; find f -exec echo 'a;b' {} ';'
#### find expression only no path
cd "$(mktemp -d)"; touch q; find -name q; find -maxdepth 1 -type f
