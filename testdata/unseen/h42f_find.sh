#### find missing argument to -name
find . -name 2>&1; echo status=$?
#### find missing argument to -exec
touch f; find . -exec echo {} 2>&1; echo status=$?
#### find unknown predicate
find . -frobnicate 2>&1; echo status=$?
#### find unknown predicate with single dash word
find . -nme x 2>&1; echo status=$?
#### find nonexistent start point
find nosuch 2>&1; echo status=$?
#### find nonexistent among existing
mkdir d; touch d/a; find d nosuch -name a 2>&1; echo status=$?
#### find invalid -type letter
find . -type q 2>&1; echo status=$?
#### find -type list with comma
mkdir d; touch f; ln -s f l; find . -type f,l | sort
#### find -type list trailing comma
find . -type f, 2>&1; echo status=$?
#### find -maxdepth not a number
find . -maxdepth x 2>&1; echo status=$?
#### find -maxdepth negative
find . -maxdepth -1 2>&1; echo status=$?
#### find -size bad unit
find . -size 3q 2>&1; echo status=$?
#### find -size with k rounding
head -c 1 /dev/zero > one; head -c 1024 /dev/zero > k1; head -c 1025 /dev/zero > k2; find . -type f -size 1k | sort; echo --; find . -type f -size 2k
#### find -size -1M matches only empty
: > e; echo x > s; find . -type f -size -1M
#### find -mtime with fixed dates relative to a reference
touch -d '2000-01-01' old; touch new; find . -type f -mtime +1000; echo --; find . -type f -mtime -1
#### find -newermt
touch -d '2020-06-01' a; touch -d '2021-06-01' b; find . -type f -newermt '2021-01-01'
#### find -newer missing file
find . -newer nosuch 2>&1; echo status=$?
#### find -perm exact dash and slash
touch a b c; chmod 644 a; chmod 755 b; chmod 600 c; find . -type f -perm 644 | sort; echo --; find . -type f -perm -u=x | sort; echo --; find . -type f -perm /g=r | sort
#### find -perm symbolic exact
touch a b; chmod 640 a; chmod 644 b; find . -type f -perm u=rw,g=r | sort
#### find -perm invalid mode
find . -perm 99z 2>&1; echo status=$?
#### find -iname and -ipath
mkdir Dir; touch Dir/ABC.txt Dir/abc.TXT Dir/x; find . -iname 'abc.txt' | sort; find . -ipath './dir/*' | sort
#### find -path matches slash with star
mkdir -p a/b; touch a/b/c; find . -path './a*c'
#### find -name with slash warns
mkdir a; find . -name 'a/b' 2>&1; echo status=$?
#### find -regex whole path
mkdir d; touch d/ab1 d/ab d/xab1; find . -regex '.*/ab[0-9]' | sort
#### find -regextype posix-extended
touch a1 a22 b3; find . -regextype posix-extended -regex '\./a[0-9]+' | sort
#### find -regex invalid
find . -regex '[' 2>&1; echo status=$?
#### find -empty files and dirs
mkdir e f; touch f/x; : > z; echo y > nz; find . -empty | sort
#### find -prune a directory
mkdir -p skip/in keep; touch skip/in/f keep/f; find . -path ./skip -prune -o -type f -print | sort
#### find -prune without -print prints pruned too
mkdir -p skip keep; touch keep/f; find . -name skip -prune -o -type f | sort
#### find -o precedence with -a
touch a.c b.h c.txt; find . -name '*.c' -o -name '*.h' -print | sort
#### find parentheses group
touch a.c b.h c.txt; find . \( -name '*.c' -o -name '*.h' \) -print | sort
#### find negation bang and -not
touch a.c b.h; find . -type f ! -name '*.c' | sort; find . -type f -not -name '*.h' | sort
#### find unbalanced paren
find . \( -name x 2>&1; echo status=$?
#### find close paren alone
find . \) 2>&1; echo status=$?
#### find empty parens
find . \( \) 2>&1; echo status=$?
#### find -o with nothing before
find . -o -name x 2>&1; echo status=$?
#### find -a at end
find . -name x -a 2>&1; echo status=$?
#### find bang at end
find . ! 2>&1; echo status=$?
#### find -print0 through xargs -0
touch 'a b' c; find . -type f -print0 | sort -z | xargs -0 -n1 echo
#### find -printf size and depth width
mkdir d; printf abc > d/f; find d -printf '%5s|%-3d|%p\n' | sort
#### find -printf unknown directive warns
touch f; find f -printf '%Q\n' 2>&1; echo status=$?
#### find -printf backslash escapes
touch f; find f -printf 'a\tb\\c\0d\n' | od -c | head -2
#### find -printf unknown escape
touch f; find f -printf 'x\qy\n' 2>&1; echo status=$?
#### find -printf %c-less time format %Tk
TZ=UTC touch -d '2021-03-04 15:06:07' f; TZ=UTC find f -printf '%TH %Tk %Tl %Tp %TD %TT\n'
#### find -printf %t full date
TZ=UTC touch -d '2021-03-04 15:06:07' f; TZ=UTC find f -printf '%t\n'
#### find -printf %i-free directives %b %k
head -c 5000 /dev/zero > f; find f -printf '%s %f %h\n'
#### find -exec with semicolon
touch a b; find . -type f -exec echo got {} \; | sort
#### find -exec plus batches
touch a b c; find . -type f -exec echo {} + | tr ' ' '\n' | sort
#### find -exec plus braces not last
touch a; find . -exec echo {} x + 2>&1; echo status=$?
#### find -exec braces embedded in word
touch a; find . -type f -exec echo 'pre{}post' \;
#### find -exec failing command status
touch a; find . -type f -exec false \; ; echo status=$?
#### find -exec plus failing command status
touch a; find . -type f -exec false {} + ; echo status=$?
#### find -exec as test
touch a b; find . -type f -exec test {} = ./a \; -print
#### find -execdir runs in dir
mkdir -p d/e; touch d/e/f; find d -name f -execdir pwd \; | sed 's|.*/d|D|'; find d -name f -execdir echo {} \;
#### find -exec command not found
touch a; find a -exec nosuchcmd_x {} \; 2>&1; echo status=$?
#### find -ok refuses without tty
touch a; echo n | find a -ok echo hi {} \; 2>&1; echo status=$?
#### find -delete
mkdir -p d/e; touch d/e/f d/g; find d -name f -delete; find d | sort
#### find -delete nonempty dir fails
mkdir -p d/e; touch d/e/f; find d -name e -delete 2>&1; echo status=$?
#### find -quit
touch a b c; find . -type f -print -quit | wc -l
#### find -depth order
mkdir -p a/b; find a -depth
#### find -mindepth 1 -maxdepth 1
mkdir -p x/y/z; find x -mindepth 1 -maxdepth 1
#### find options after tests warning
touch f; find . -name f -depth 2>&1; echo status=$?
#### find -follow vs -L dangling
ln -s nowhere dl; find . -L 2>&1; echo status=$?; find -L . -type l
#### find -L dangling reported as l
ln -s nowhere dl; touch f; find -L . -name dl -printf '%y %Y\n'
#### find -H start symlink
mkdir d; touch d/x; ln -s d ld; find -H ld | sort; echo --; find ld
#### find -links and -inum unsupported-free -samefile
touch a; ln a b; touch c; find . -samefile a | sort
#### find -true -false
touch a; find a -false; echo s=$?; find a -true
#### find -name pattern bracket
touch a1 b2 c3; find . -name '[ab]*' | sort
#### find -name star matches dot file
touch .hidden vis; find . -name '*' | sort
#### find start path with trailing slash
mkdir d; touch d/f; find d/ | sort
#### find -print after -print duplicates
touch a; find a -print -print
#### find -fprint to file
touch a; find a -fprint out; cat out
#### find -printf %P and %H with multiple starts
mkdir x y; touch x/1 y/2; find x y -mindepth 1 -printf '%H %P\n'
#### find -used-free -size -0 vs 0
: > e; echo a > f; find . -type f -size 0
#### find -newer by itself
touch -d '2020-01-01' a; touch -d '2020-01-02' b; find . -newer a -type f
#### find -anewer-free -cmin bad
find . -mmin abc 2>&1; echo status=$?
#### find -mtime plus sign fraction
find . -mtime 1.5x 2>&1; echo status=$?
#### find path operand after expression
touch a; find -name a . 2>&1; echo status=$?
#### find -exec missing command
find . -exec \; 2>&1; echo status=$?
#### find -printf missing argument
find . -printf 2>&1; echo status=$?
#### find -user nosuch
find . -user nosuchuser_x 2>&1; echo status=$?
#### find -group nosuch
find . -group nosuchgroup_x 2>&1; echo status=$?
#### find -regex back-reference in default syntax
touch aab abb; find . -regex '.*\(a\)\1b'
#### find -regex posix-basic leading caret
touch ab; find . -regextype posix-basic -regex '^\./ab'
#### find -regex trailing backslash
find . -regex 'x\' 2>&1; echo status=$?
#### find -regex posix-extended leading star
find . -regextype posix-extended -regex '*a' 2>&1; echo status=$?
#### find -regex unmatched close group in default syntax
find . -regex 'a\)' 2>&1; echo status=$?
#### find -regex unclosed bracket after text
find . -regex 'a[' 2>&1; echo status=$?
