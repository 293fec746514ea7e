#### xargs command is a directory
mkdir d; echo a | xargs ./d 2>&1; echo status=$?
#### xargs -I with empty lines skipped
printf 'a\n\nb\n' | xargs -I{} echo '[{}]'
#### xargs -L with -I conflict message
printf 'a\nb\n' | xargs -L 1 -I{} echo {} 2>&1
#### xargs -n1 -t output order
printf 'a\nb\n' | xargs -n1 -t echo 2>&1
#### xargs -E with -I
printf 'a\nEND\nb\n' | xargs -E END -I{} echo {}
#### xargs -0 -L
printf 'a\0b\0c\0' | xargs -0 -L 2 echo
#### xargs -d with -L
printf 'a b,c,d' | xargs -d , -L 1 echo 2>&1
#### xargs --delimiter empty
echo a | xargs -d '' echo 2>&1; echo status=$?
#### xargs -I replstr too long arg
echo x | xargs -I {} -s 20 echo {}{}{}{}{}{}{}{} 2>&1; echo status=$?
#### xargs -n with -x too long
echo aaaaaaaaaaaaaaaaaaaa | xargs -n 1 -x -s 15 echo 2>&1; echo status=$?
#### xargs nul in input warning
printf 'a\0b\n' | xargs echo 2>&1; echo status=$?
#### xargs -P invalid
echo a | xargs -P x echo 2>&1; echo status=$?
#### xargs -L 0 invalid
echo a | xargs -L 0 echo 2>&1; echo status=$?
#### xargs -s 0
echo a | xargs -s 0 echo 2>&1; echo status=$?
#### xargs env passing
echo a | FOO=bar xargs sh -c 'echo $FOO $0'
#### xargs reads from closed stdin redirect
xargs echo x < /dev/null; echo status=$?
#### xargs -a with stdin free for command
printf 'one\n' > args; echo from-stdin | xargs -a args sh -c 'cat; echo "$0"'
#### xargs without -a gives command /dev/null stdin
echo a | xargs sh -c 'cat; echo done $0'
#### ls -l --block-size and --si
head -c 3000 /dev/zero > f; ls -l --block-size=K f | awk '{print $5}'; ls -l --si f | awk '{print $5}'; ls -l --block-size=1 f | awk '{print $5}'
#### ls --block-size invalid
ls -l --block-size=x 2>&1; echo status=$?
#### ls -I and --hide
touch a.o b.c .x.o; ls -I '*.o'; echo --; ls -a --hide='*.o'; echo --; ls -A --hide='*.o'
#### ls --ignore-backups
touch a a~ b; ls -B
#### ls directory and file mix
mkdir d; touch d/in z a; ls z d a
#### ls -R -a hidden dirs
mkdir -p .h/x; ls -Ra | head -8
#### ls -l time sort with -u-free -c-free --time=
touch -d '2001-01-01' a; touch -d '2002-01-01' b; ls -t --time=mtime; ls --sort=time -r
#### ls --format variants
touch a b; ls --format=commas; ls --format=single-column; ls --format=bogus 2>&1 | head -1
#### ls -ln numeric ids same as stat
touch f; [ "$(ls -ln f | awk '{print $3}')" = "$(stat -c %u f)" ] && echo same
#### ls -dl dot
ls -ld . | cut -c1
#### ls --color=never default plain
touch a; ls --color=never; ls --color=bogus 2>&1 | head -1
#### ls -lt ties broken by name
touch -d '2001-01-01' b a c; ls -t
#### ls -S ties by name
printf 1 > b; printf 1 > a; printf 22 > c; ls -S
#### ls -1 with -F on symlink to dir
mkdir d; ln -s d l; ls -F l; ls -F -d l; ls -lF l | awk '{print $NF}'
#### ls --file-type
mkdir d; touch x; chmod +x x; ln -s x l; ls --file-type
#### ls trailing slash on file
touch f; ls f/ 2>&1; echo status=$?
#### stat -f-free %s %b %B-free %o
printf abc > f; stat -c '%s %F %n' f
#### stat %U when uid known
touch f; [ "$(stat -c %u f)" = "$(id -u)" ] && echo mine
#### stat --format and --terse conflict free
touch f; stat --format='%n' f
#### stat %A for special bits
touch f; chmod 4000 f; stat -c %A f; chmod 2010 f; stat -c %A f; mkdir d; chmod 1000 d; stat -c %A d
#### stat %y for symlink vs -L
touch -d '2001-01-01 00:00:00' t; ln -s t l; TZ=UTC stat -L -c %y l | cut -c1-19
#### stat quoting of name
touch "it's"; stat -c %N "it's"; touch 'a b'; stat -c %N 'a b'
#### stat --printf with octal and hex escapes
touch f; stat --printf '\101\x42%n\n' f
#### stat -c %% and invalid trailing
touch f; stat -c '%%|%' f
#### du -sh sizes apparent
head -c 2048 /dev/zero > f; du -h --apparent-size f
#### du -b with -0
printf 12 > f; du -b -0 f | od -c | head -1
#### du -c total only line
printf 12 > a; printf 345 > b; du -cb a b | tail -1
#### du --exclude
mkdir d; printf 1 > d/a.log; printf 22 > d/b.txt; du -ab --exclude='*.log' d | sort -k2
#### du -d 0
mkdir -p d/e; du -b -d 0 d | cut -f2
#### cp -r into existing dir nests
mkdir -p s d; touch s/f; cp -r s d; find d | sort
#### cp -r contents with dot
mkdir -p s d; touch s/f s/.h; cp -r s/. d; ls -A d
#### cp -u skips older
echo new > d; touch -d '2001-01-01' s; cp -u s d; cat d
#### cp --no-clobber -v
echo a > s; echo b > d; cp -nv s d; echo status=$?
#### cp -l hard link
echo a > s; cp -l s d; stat -c %h s
#### cp -s symlink requires absolute or same dir
echo a > s; cp -s s l; readlink l
#### cp -i -n together
echo a > s; echo b > d; echo y | cp -i -n s d 2>&1; cat d
#### cp sparse-free --attributes-only
echo hello > s; chmod 600 s; cp --attributes-only s d; stat -c '%s %a' d
#### mv -u older source
echo new > d; echo old > s; touch -d '2001-01-01' s; mv -u s d; cat d; ls
#### mv -i refuses
echo a > s; echo b > d; echo n | mv -i s d 2>&1; echo; ls
#### mv into nonexistent dir
touch f; mv f nod/ 2>&1; echo status=$?
#### mv trailing slash on file source
touch f; mv f/ g 2>&1; echo status=$?
#### rm -r with write-protected file and -f
mkdir d; touch d/f; chmod 444 d/f; rm -rf d; ls
#### rm -I many files prompt
touch a b c d; echo n | rm -I a b c d 2>&1; echo; ls | wc -l
#### rm --preserve-root free slash-free trailing slash dir
mkdir d; rm -r d/; ls
#### rm -v -d
mkdir e; rm -dv e
#### rmdir -v
mkdir d; rmdir -v d
#### rmdir dot
rmdir . 2>&1; echo status=$?
#### mkdir -pm mode applies to last only
mkdir -p -m 700 a/b; stat -c %a a/b
#### mkdir -v multiple and existing
mkdir x; mkdir -v x y 2>&1; echo status=$?
#### mkdir trailing slashes
mkdir a/; mkdir b//; ls -d a b
#### ln -s multiple into dir
mkdir d; ln -s /x /y d; ls d
#### ln -s -f onto directory errors
mkdir d; ln -sfT x d 2>&1; echo status=$?
#### ln -b backup
touch a b; ln -sb a b; ls; readlink b
#### ln -L and -P on symlink
touch t; ln -s t l; ln -L l h1; ln -P l h2; stat -c '%F' h1 h2
#### ln -r with dots
mkdir -p a/b; ln -sr . a/b/up; readlink a/b/up
#### touch -a and -m separately
touch -d '2001-01-01' f; touch -a -d '2002-02-02' f; TZ=UTC stat -c '%x|%y' f | cut -c1-10,37-46
#### touch -h on symlink
ln -s nowhere l; touch -h -d '2003-03-03' l; TZ=UTC stat -c %y l | cut -c1-10
#### touch dangling symlink creates target
ln -s tgt l; touch l; ls
#### touch -d relative to date with offset
TZ=UTC touch -d '2020-01-01 12:00 +1 hour' f; TZ=UTC stat -c %y f | cut -c1-19
#### touch -d iso T and Z
touch -d '2020-01-02T03:04:05Z' f; TZ=UTC stat -c %y f | cut -c1-19
#### chmod -c -R report lines
mkdir d; touch d/f; chmod 755 d; chmod 644 d/f; chmod -Rc go-r d
#### chmod -R -v retained
mkdir d; chmod 755 d; chmod -Rv 755 d
#### chmod numeric with leading zero and 4 digits
touch f; chmod 0644 f; stat -c %a f; chmod 2755 f; stat -c %a f
#### chmod --reference
touch r f; chmod 600 r; chmod --reference=r f; stat -c %a f
#### chmod u+s g+s o+t
touch f; mkdir d; chmod 644 f; chmod u+s,g+s f; stat -c %A f; chmod 755 d; chmod +t d; stat -c %A d
#### chmod minus equals
touch f; chmod 777 f; chmod a-w,u=rw f; stat -c %a f
#### chmod umask-affected plus
touch f; chmod 600 f; umask 022; chmod +w f; stat -c %a f; chmod +rx f; stat -c %a f
#### chmod invalid operator
touch f; chmod u f 2>&1; echo status=$?
#### chmod mode with comma error
touch f; chmod 'u+x,' f 2>&1; echo status=$?
#### chmod dangling symlink
ln -s nowhere l; chmod 644 l 2>&1; echo status=$?
#### install -t and -D with -t
mkdir t; touch a b; install -t t a b; ls t; install -D -t x/y a; ls x/y
#### install -C-free -b backup
echo 1 > s; echo 2 > d; install -b s d; ls
#### install -d existing and -v
mkdir a; install -d -v a b/c
#### mktemp -t template
f=$(TMPDIR=$PWD mktemp -t abcXXXX); case $f in "$PWD"/abc????) echo ok;; *) echo bad $f;; esac
#### mktemp -d --tmpdir
d=$(mktemp -d --tmpdir=. qXXX); [ -d "$d" ] && echo dir; case $d in ./q???) echo ok;; *) echo $d;; esac
#### mktemp template with slash and -p
mktemp -p . a/XXXX 2>&1; echo status=$?
#### mktemp missing dir
mktemp -p nodir XXXX 2>&1 | sed 's/XXXX\|[A-Za-z0-9]\{4\}$/R/'; echo status=$?
#### mktemp X not at end
mktemp XXXabc 2>&1 | sed 's/^[^X]\{3\}abc$/RRRabc/'; echo status=$?; ls | sed 's/^...abc$/RRRabc/'
