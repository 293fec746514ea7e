#### set -k keyword assignments anywhere
set -k; f() { echo "kv=$kv args=$*"; }; f a kv=1 b; set +k; f a kv=2
#### set -a exports new variables
set -a; newv=1; set +a; env | grep '^newv='
#### set -C noclobber and override
set -C; echo a > nc.txt; echo b > nc.txt; echo st=$?; echo c >| nc.txt; cat nc.txt
#### set -C with dev null
set -C; echo x > /dev/null; echo st=$?
#### set -n stops execution
echo before; set -n; echo after
#### set -o listing format
set -o | grep -E '^(errexit|nounset|pipefail) '
#### set +o output is reusable
set -o pipefail; set +o | grep -E 'pipefail|errexit'
#### set -- resets positionals
set -- a b c; set --; echo $#; set -- -x; echo "$1"
#### set - turns off x and v
set -- 1 2; set - a b; echo "$@ $-"
#### shift errors
set -- a b; shift 3; echo "st=$? $#"; shift -1; echo st=$?
#### type of various
f() { :; }; alias al=echo; type -t f echo if ls nosuch; echo st=$?
#### type -a for builtin also in path
type -a true | head -1
#### command -v for functions and keywords
f() { :; }; command -v f; command -v if; command -v echo; command -v nosuchcmd; echo st=$?
#### command -V outputs
f() { :; }; command -V f | head -1; command -V for
#### hash operations
hash -r; hash; echo st=$?; hash nosuchcmd_zz; echo st=$?
#### enable -n builtin disables
enable -n echo; type -t echo; enable echo; type -t echo
#### builtin with non builtin
builtin ls; echo st=$?
#### let multiple expressions
let 'a=1' 'b=a+2' 'c=b*0'; echo "$a $b $c $?"
#### let status zero value
let 0; echo $?; let 5; echo $?
#### test complex expressions
test 1 -lt 2 -a \( abc = abc -o x = y \); echo $?; [ ! -z "" ]; echo $?
#### test string ops
[ abc \< abd ]; echo $?; [[ b > a ]]; echo $?; [ -n ]; echo $?
#### test file ops
touch f1; mkdir d1; [ -f f1 ] && [ -d d1 ] && [ ! -e nope ] && [ -s f1 ]; echo $?
#### test numeric errors
[ 1 -eq x ]; echo st=$?; [[ 1 -eq x ]]; echo st=$?
#### test ef nt ot
touch a; ln b 2>/dev/null; cp a c; [ a -ef a ] && echo ef; [ a -ef c ] || echo notef
#### printf vs echo dash e
echo -e 'a\x41\0102'; echo -E 'a\tb'; echo -n x; echo
#### echo with double dash
echo -- -n; echo -ne 'x\n'; echo -en
#### read -n and -N
read -n 3 a <<< abcdef; read -N 4 b <<< $'ab\ncd'; echo "[$a][${b//$'\n'/|}]"
#### read -n with multibyte
read -n 2 c <<< 'éàx'; echo "[$c]"
#### read timeout zero
read -t 0 < /dev/null; echo st=$?
#### read prompt to stderr noninteractive
read -p 'prompt> ' v <<< val 2>&1; echo "[$v]"
#### read into array with -a resets
arr=(x y z w); read -ra arr <<< 'p q'; echo "${#arr[@]}"
#### read backslash handling
read v <<< 'a\ b\\c'; echo "[$v]"; read -r v <<< 'a\ b'; echo "[$v]"
#### read line continuation
read v <<< $'abc\\\ndef'; echo "[$v]"
#### read eof status with partial line
printf 'partial' | { read v; echo "st=$? [$v]"; }
#### wait for nonexistent pid
wait 999999; echo st=$?
#### wait with no children
wait; echo st=$?
#### background job status
(exit 3) & wait $!; echo st=$?
#### kill -l names
kill -l 9; kill -l 15; kill -l TERM; kill -l 137
#### trap -l first entries
trap -l | head -1 | tr -s '\t ' ' '
#### times output shape
times | wc -l
#### umask symbolic
umask 022; umask -S; umask u=rwx,g=rx,o=; umask
#### pwd physical and logical
mkdir -p real; ln -s real link; cd link; pwd; pwd -P | sed 's|.*/||'
#### cd dash and oldpwd
mkdir -p p1 p2; cd p1; cd ../p2; cd - >/dev/null; basename "$PWD"; basename "$OLDPWD"
#### cd nonexistent
cd /no/such/dir; echo st=$?
#### dirs stack operations
mkdir -p s1 s2; pushd s1 >/dev/null; pushd ../s2 >/dev/null; dirs -v | sed 's|/.*/||'; popd >/dev/null; basename "$PWD"
#### alias expansion in script
shopt -s expand_aliases; alias say='echo said'
say hi
unalias say; say 2>/dev/null; echo st=$?
#### alias with trailing space chains
shopt -s expand_aliases; alias first='echo ' second=expanded
first second
#### source with arguments
printf 'echo "args: $# $1"\n' > s.sh; source ./s.sh one two; set -- main; . ./s.sh; echo "$1"
#### source return value
printf 'return 4\necho no\n' > r.sh; . ./r.sh; echo st=$?
#### exit in sourced file exits shell
printf 'exit 6\n' > e.sh; . ./e.sh; echo no
