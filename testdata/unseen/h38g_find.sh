#### find -name and -type f sorted
cd "$(mktemp -d)"; mkdir -p a/b; touch a/x.go a/b/y.go a/z.txt; find . -name '*.go' -type f | sort
#### find -type d
cd "$(mktemp -d)"; mkdir -p a/b c; touch a/f; find . -type d | sort
#### find -maxdepth and -mindepth
cd "$(mktemp -d)"; mkdir -p 1/2/3; find . -maxdepth 2 | sort; echo --; find . -mindepth 2 | sort
#### find -maxdepth after a test warns
cd "$(mktemp -d)"; mkdir d; find . -type d -maxdepth 1 | sort
#### find -mindepth after name warns
cd "$(mktemp -d)"; touch f; find . -name f -mindepth 1
#### find -printf path and name directives
cd "$(mktemp -d)"; mkdir -p a/b; touch a/b/c; find a -printf '%p|%f|%h|%P\n' | sort
#### find -printf depth size and type
cd "$(mktemp -d)"; mkdir d; printf 'hello' > d/f; ln -s f d/l; find d -printf '%d %y %Y %s\n' | sort
#### find -printf modes
cd "$(mktemp -d)"; touch f; chmod 640 f; mkdir d; chmod 751 d; find f d -printf '%m %M %p\n'
#### find -printf symlink target and width
cd "$(mktemp -d)"; ln -s target l; touch target; find l target -printf '[%l] [%-8f] [%8f]\n'
#### find -printf time with TZ and format
cd "$(mktemp -d)"; TZ=UTC touch -d '2021-03-04 05:06:07' f; TZ=UTC find f -printf '%TY-%Tm-%Td %TH:%TM %Tj %Ta %Tb\n'
#### find -printf starting point and escapes
cd "$(mktemp -d)"; mkdir s; touch s/x; find s -printf '%H:%P\t%%\n' | sort
#### find -printf epoch seconds
cd "$(mktemp -d)"; TZ=UTC touch -d '@1600000000' f; find f -printf '%T@ %A@\n' | sed 's/\.[0-9]*//g'
#### find -newer
cd "$(mktemp -d)"; touch -d '2020-01-01' old; touch -d '2022-01-01' ref; touch -d '2023-01-01' new; find . -type f -newer ref
#### find -size units
cd "$(mktemp -d)"; head -c 2000 /dev/zero > two; head -c 10 /dev/zero > ten; : > zero; find . -type f -size +1k | sort; find . -type f -size -1k | sort; find . -size 10c
#### find -size 0 and -empty
cd "$(mktemp -d)"; : > e; mkdir ed; mkdir full; touch full/x; find . -empty | sort
#### find -perm exact and slash and dash
cd "$(mktemp -d)"; touch a b c; chmod 644 a; chmod 755 b; chmod 600 c; find . -type f -perm 644; find . -type f -perm -u=x; find . -type f -perm /o=r | sort
#### find -perm symbolic mode
cd "$(mktemp -d)"; touch a b; chmod 644 a; chmod 664 b; find . -type f -perm -g+w
#### find -prune idiom
cd "$(mktemp -d)"; mkdir -p .git/o src; touch .git/o/x src/y; find . -path ./.git -prune -o -type f -print
#### find -prune with name
cd "$(mktemp -d)"; mkdir -p a/node_modules/m b; touch a/node_modules/m/i a/k b/j; find . -name node_modules -prune -o -type f -print | sort
#### find -exec with plus
cd "$(mktemp -d)"; touch a b c; find . -type f -exec echo {} + | tr ' ' '\n' | sort
#### find -exec with semicolon
cd "$(mktemp -d)"; printf 'x\n' > a; printf 'yy\n' > b; find . -type f -exec wc -c {} \; | sort
#### find -exec sh -c with args
cd "$(mktemp -d)"; touch a.txt b.txt; find . -name '*.txt' -exec sh -c 'for f; do echo "got ${f#./}"; done' _ {} + | sort
#### find -exec false status
cd "$(mktemp -d)"; touch a; find . -type f -exec false \; ; echo "st=$?"; find . -type f -exec false {} + ; echo "st=$?"
#### find -execdir
cd "$(mktemp -d)"; mkdir d; touch d/f; find . -name f -execdir echo {} \;
#### find -delete
cd "$(mktemp -d)"; mkdir -p a/b; touch a/x.tmp a/b/y.tmp a/keep; find . -name '*.tmp' -delete; find . | sort
#### find -delete non empty dir error
cd "$(mktemp -d)"; mkdir -p d; touch d/f; find . -name d -delete; echo "st=$?"
#### find -ok refused without tty
cd "$(mktemp -d)"; touch f; find . -name f -ok echo {} \; </dev/null; echo "st=$?"
#### find -iname and -not
cd "$(mktemp -d)"; touch A.TXT b.txt c.md; find . -iname '*.txt' | sort; find . -type f -not -name '*.txt' | sort
#### find -o grouping with parentheses
cd "$(mktemp -d)"; touch a.c b.h c.o; find . \( -name '*.c' -o -name '*.h' \) | sort
#### find -path and -wholename
cd "$(mktemp -d)"; mkdir -p x/y; touch x/y/z; find . -path '*/y/*'; find . -wholename './x*' | sort
#### find -regex and -regextype
cd "$(mktemp -d)"; touch a1 b22 c; find . -regex './[a-z][0-9]+' ; find . -regextype posix-extended -regex './[a-z][0-9]+' | sort
#### find missing path error
find /nonexistent -name x; echo "st=$?"
#### find unknown predicate
find . -bogus; echo "st=$?"
#### find missing argument
find . -name; echo "st=$?"
#### find -print0 with xargs -0
cd "$(mktemp -d)"; touch 'a b' 'c d'; find . -type f -print0 | sort -z | xargs -0 -n1 echo
#### find -type l and -xtype
cd "$(mktemp -d)"; touch t; ln -s t good; ln -s missing bad; find . -type l | sort; find . -xtype l
#### find -links and -samefile
cd "$(mktemp -d)"; touch a; ln a b; touch c; find . -type f -links 2 | sort; find . -samefile a | sort
#### find -quit
cd "$(mktemp -d)"; touch a b c; find . -type f -print -quit | wc -l
#### find -true -false and comma
cd "$(mktemp -d)"; touch a; find . -type f -false -print; find a -true -print , -print
#### find -depth ordering
cd "$(mktemp -d)"; mkdir -p a/b; find a -depth
#### find -name with bracket and escapes
cd "$(mktemp -d)"; touch 'x[1]' x1; find . -name 'x\[1\]'; find . -name 'x[0-9]'
#### find -fprint to file
cd "$(mktemp -d)"; touch a; find . -name a -fprint out; cat out
#### find -printf with no trailing newline and -print0 count
cd "$(mktemp -d)"; touch a b; find . -type f -printf '%f,' | tr ',' '\n' | sort | tr -d '\n'; echo
#### find -mtime with touch -d relative
cd "$(mktemp -d)"; touch -d '10 days ago' old; touch new; find . -type f -mtime +5; find . -type f -mtime -1
#### find -newermt
cd "$(mktemp -d)"; touch -d '2020-06-01' a; touch -d '2021-06-01' b; find . -type f -newermt '2021-01-01'
#### find -user and -group numeric ids
cd "$(mktemp -d)"; touch f; find . -name f -uid "$(id -u)"; find . -name f -gid "$(id -g)"
#### find -readable -writable
cd "$(mktemp -d)"; touch f; find . -name f -readable -writable
#### find -size rounding up
cd "$(mktemp -d)"; head -c 1 /dev/zero > one; find . -type f -size 1k; find . -type f -size 1
#### find -printf %k and %b
cd "$(mktemp -d)"; : > e; find e -printf '%s %k %b\n'
#### find files count by extension
cd "$(mktemp -d)"; touch a.go b.go c.md d; find . -type f -name '*.*' | sed 's/.*\.//' | sort | uniq -c
#### find -exec rm with plus then listing
cd "$(mktemp -d)"; touch a.log b.log c.txt; find . -name '*.log' -exec rm {} +; ls
#### find -maxdepth 0
cd "$(mktemp -d)"; mkdir d; find d -maxdepth 0; find d . -maxdepth 0
#### find -name path with slash warns
cd "$(mktemp -d)"; mkdir d; touch d/f; find . -name 'd/f'; echo "st=$?"
#### find trailing slash on start
cd "$(mktemp -d)"; mkdir d; touch d/f; find d/ | sort
#### find -L follows links
cd "$(mktemp -d)"; mkdir real; touch real/f; ln -s real l; find l | sort; find -L l | sort
#### find -exec with braces inside word
cd "$(mktemp -d)"; touch a; find . -name a -exec echo pre{}post \;
#### find -printf %i excluded but %n links
cd "$(mktemp -d)"; touch a; ln a b; find a -printf '%n\n'
