#### find empty start path
find '' 2>&1; echo status=$?
#### find -delete with -prune warns
mkdir d; find . -name d -prune -o -delete 2>&1; echo status=$?
#### find -exec plus with two braces
touch a; find a -exec echo {} {} + 2>&1; echo status=$?
#### find -execdir plus
mkdir d; touch d/a d/b; find d -type f -execdir echo {} + | tr ' ' '\n' | sort
#### find -type D invalid
find . -type D 2>&1; echo status=$?
#### find -type repeated letter
find . -type f,f 2>&1; echo status=$?
#### find -perm -000 matches all
touch a; chmod 000 a; find a -perm -000; find a -perm /000
#### find -perm with plus old syntax
touch a; find a -perm +111 2>&1; echo status=$?
#### find -depth with -prune
mkdir -p d/e; find . -depth -name d -prune | sort
#### find -daystart-free -mmin fixed
touch -d '2000-01-01' old; touch new; find . -type f -mmin +60
#### find -links
touch a b; ln a c; find . -type f -links 2 | sort; find . -type f -links -2
#### find -printf %n %k
printf x > f; find f -printf '%n %s\n'
#### find -printf %T+ and %A+
TZ=UTC touch -d '2021-03-04 05:06:07' f; TZ=UTC find f -printf '%T+\n' | cut -c1-19
#### find -printf %Tc-free %TF %TY-free %Ts
TZ=UTC touch -d '2021-03-04 05:06:07' f; TZ=UTC find f -printf '%TF|%Ts|%TS|%TZ|%Tz\n' | sed 's/\.[0-9]*|/|/'
#### find -printf %M for symlink and dir
mkdir d; chmod 755 d; ln -s d l; find d l -printf '%M %y\n'
#### find -printf %p precision
touch abcdef; find abcdef -printf '[%.3p] [%10.2f]\n'
#### find -printf trailing percent
touch f; find f -printf 'x%' 2>&1; echo; echo status=$?
#### find -printf %F-free %l on non-link empty
touch f; find f -printf '[%l]\n'
#### find -fprintf
touch a; find a -fprintf out '%p!\n'; cat out
#### find -maxdepth 0 with star
touch a b; find * -maxdepth 0 | sort
#### find -name with trailing slash path start
mkdir d; find d/ -name d
#### find -path warning for trailing slash
mkdir d; find . -path './d/' 2>&1; echo status=$?
#### find -iname bracket case
touch ABC; find . -iname '[a]bc'
#### find -name escape star
touch 'a*' ab; find . -name 'a\*'
#### find -newer -o -empty combined
touch -d '2020-01-01' ref; : > e; touch -d '2019-01-01' e; echo x > n; find . -type f \( -newer ref -o -empty \) | sort
#### find comma operator
touch a b; find a b -name a -printf 'A %p\n' , -name b -printf 'B %p\n'
#### find -not -not
touch a; find a -not -not -name a
#### find -quit after first match in -exec
touch a b c; find . -type f -name '*' -exec echo found \; -quit
#### find start point is a file
touch f; find f -type f -print
#### find -mindepth larger than tree
mkdir d; find d -mindepth 5; echo status=$?
#### find missing argument to -type
find . -type 2>&1; echo status=$?
#### find -size with no number
find . -size k 2>&1; echo status=$?
#### find -size +0
: > e; echo a > f; find . -type f -size +0
#### find -size blocks default unit
head -c 513 /dev/zero > f; find f -size 2; find f -size 1
#### find -name '' matches nothing
touch a; find . -name ''; echo status=$?
#### find -exec with nonzero inside -o
touch a; find a -exec false \; -o -print
#### find -ls-free -fls-free -print0 with -printf mix
touch a; find a -print0 -printf '|\n' | od -c | head -1
#### find -lname
ln -s target1 l1; ln -s other l2; find . -lname 'target*'
#### find -xtype
ln -s nowhere d; touch f; ln -s f l; find . -xtype l; find . -xtype f | sort
#### find -readable -writable -executable
touch r x; chmod 755 x; find . -type f -executable
#### find -newer symlink uses link time with -P
touch -d '2020-01-01' t; ln -s t l; touch -h -d '2021-01-01' l; touch -d '2020-06-01' m; find . -newer l -type f; echo --; find -L . -newer l -name m
#### find -anewer and -cnewer ok
touch -d '2020-01-01' a; touch -a -d '2022-01-01' b; find . -anewer a -name b
#### find option -noleaf -ignore_readdir_race
touch a; find a -noleaf -ignore_readdir_race
#### find -help-free --version-free unknown long option
find --bogus 2>&1; echo status=$?
#### find -D unknown debug
find -D nosuch . 2>&1 | head -2; echo status=$?
#### find -O level
touch a; find -O3 a
#### find -files0-from
touch a b; printf 'a\0b\0' > lst; find -files0-from lst -print
#### find -context-free -regextype invalid
find . -regextype bogus 2>&1 | head -3; echo status=$?
#### find -O without a level
find -O . 2>&1; echo status=$?
#### find -O with letters
find -Ofast . 2>&1; echo status=$?
#### find -D help
find -D help | head -2; echo status=$?
#### find -D missing argument
find -D 2>&1; echo status=$?
#### find -D list with an unknown word
touch a; find -D search,nosuch a 2>/dev/null; find -D search,nosuch a 2>&1 >/dev/null | head -1
#### find -xtype D
find . -xtype D 2>&1; echo status=$?
#### find -ipath ending in slash warns
mkdir d; find . -ipath './D/' 2>&1; echo status=$?
#### find empty start among others
mkdir d; find d '' 2>&1; echo status=$?
#### find -printf %a default atime format
TZ=UTC touch -a -d '2021-03-04 05:06:07' f; TZ=UTC find f -printf '%a\n'
#### find -printf %A directives
TZ=UTC touch -a -d '2021-12-31 23:59:58' f; TZ=UTC find f -printf '%AY %Am %Ad %AH %AM %AS %Aj %AU %AW %AV %Au %Aw\n' | sed 's/\.[0-9]* / /'
#### find -printf %T unknown time letter
touch f; find f -printf '%TQ\n' 2>&1; echo status=$?
#### find -printf %h of top file
touch f; find f ./f -printf '[%h] [%f]\n'
#### find -printf %h of root-level slash path
mkdir d; find d/ -maxdepth 0 -printf '[%h] [%f] [%p]\n'
#### find -printf %y %Y for dangling and loop
ln -s nowhere d; ln -s lp lp; find d lp -printf '%y %Y %p\n' 2>&1
#### find -printf %m with sticky setgid
mkdir d; chmod 3755 d; find d -printf '%m %M\n'
#### find -printf flags plus and space
printf abc > f; find f -printf '[%+5s] [% 5s] [%05s] [%-5s]\n' 2>&1
#### find -printf %s of dir and symlink
ln -s abcdef l; find l -printf '%s\n'
#### find -printf %d with mindepth
mkdir -p a/b/c; find a -mindepth 2 -printf '%d %p\n' | sort
#### find -printf with no trailing newline
touch a b; find a b -printf '%p '; echo
#### find -ls fixed fields
touch -d '2020-01-02 03:04' f; TZ=UTC find f -ls | awk '{print $3, $7, $8, $9, $10, $11}'
#### find -fls to file
touch f; find f -fls out; awk '{print $NF}' out
#### find -printf %Tc-free %TR %Tr %Tx %TX
TZ=UTC touch -d '2021-03-04 15:06:07' f; TZ=UTC find f -printf '%TR|%Tr|%Tx|%TX\n' | sed 's/\.[0-9]*//'
