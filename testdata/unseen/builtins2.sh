#### cd -L -P
mkdir -p real/sub; ln -s real link
cd link; pwd; pwd -P; cd ..; cd -P link; pwd; cd ..
cd -L link/..; pwd | sed "s#$TMP#T#"
#### cd with CDPATH
mkdir -p a/b; CDPATH=$TMP/a; cd b | sed "s#$TMP#T#"; pwd | sed "s#$TMP#T#"
#### cd CDPATH empty entry
mkdir -p x/y; cd x; CDPATH=:/nonexist; cd y; echo $?; pwd | sed "s#$TMP#T#"
#### cd - OLDPWD
mkdir d1; cd d1; cd ..; cd - | sed "s#$TMP#T#"; echo $OLDPWD | sed "s#$TMP#T#"
#### cd - unset OLDPWD
unset OLDPWD; cd -; echo $?
#### cd errors
cd /nonexist; echo $?
touch f; cd f; echo $?
cd a b; echo $?
HOME= ; cd; echo $? ; pwd | sed "s#$TMP#T#"
unset HOME; cd; echo $?
#### cd -e
cd -e /; echo $?
#### pwd after rm
mkdir gone; cd gone; rmdir ../gone; pwd | sed "s#$TMP#T#"; pwd -P; echo $?
#### PWD env var
cd /tmp; echo $PWD; cd /; echo $PWD $OLDPWD
#### shift
set -- a b c; shift; echo $@; shift 2; echo $# $?; shift; echo $?
set -- a; shift 2; echo $?; shift -1; echo $?; shift x; echo $?
#### set --
set -- 'a b' c; echo $#; set --; echo $#; set - x y; echo $# $1
set -- -e; echo $1
#### set -e in &&
set -e
false && true
echo after1
true && false || true
echo after2
f() { false; echo in f; }
f || echo failed
echo after3
#### set -e in subshell
set -e
(false; echo notreached)
echo not
#### set -e in cmd subst
set -e
x=$(false; echo hi)
echo "x=$x"
#### set -e pipeline
set -e
false | true
echo after
true | false
echo not
#### set -e negation
set -e
! true
echo after
#### set -e inherit_errexit
set -e
shopt -s inherit_errexit
x=$(false; echo hi)
echo "x=$x"
#### pipefail
set -o pipefail
false | true; echo $?
(exit 3) | (exit 4) | true; echo $?
true | true; echo $?
#### PIPESTATUS
true | false | (exit 3); echo ${PIPESTATUS[@]}
false; echo ${PIPESTATUS[@]}
! false | true; echo ${PIPESTATUS[@]} $?
#### test operators
[ -n '' ]; echo $?; [ -z '' ]; echo $?; [ a = a ]; echo $?; [ a == a ]; echo $?; [ a != b ]; echo $?
[ 1 -eq 1 ]; echo $?; [ 2 -gt 1 ]; echo $?; [ 1 -le 1 ]; echo $?; [ 3 -ne 3 ]; echo $?
[ a \< b ]; echo $?; [ b \> a ]; echo $?
#### test files
touch f; mkdir d; ln -s f l; ln -s nonexist dangling
for op in -e -f -d -L -h -s -r -w -x -b -c -p -S -g -u -k -O -G -N; do echo "$op $(test $op f; echo $?) $(test $op d; echo $?) $(test $op l; echo $?) $(test $op dangling; echo $?)"; done
#### test -nt -ot -ef
touch -d '2000-01-01' old; touch new; ln new hard
[ new -nt old ]; echo $?; [ old -ot new ]; echo $?; [ new -ef hard ]; echo $?; [ new -nt nonexist ]; echo $?; [ nonexist -ot new ]; echo $?
#### test -v -o -R
x=1; [ -v x ]; echo $?; [ -v y ]; echo $?; a=(1); [ -v 'a[0]' ]; echo $?; [ -v 'a[1]' ]; echo $?
[ -o errexit ]; echo $?; set -e; [ -o errexit ]; echo $?; [ -o nosuch ]; echo $?; set +e
declare -n r=x; [ -R r ]; echo $?; [ -R x ]; echo $?
#### test -t
[ -t 0 ] < /dev/null; echo $?; [ -t ]; echo $?; test -t 99; echo $?
#### test errors
[ 1 -eq a ]; echo $?
[ a -eq 1 ]; echo $?
[ 1 -gt ]; echo $?
[ ( ]; echo $?
[ a b ]; echo $?
[ a; echo $?
test a b c; echo $?
[ -z ]; echo $?
[ ! ]; echo $?
#### test compound
[ a = a -a b = b ]; echo $?; [ a = b -o b = b ]; echo $?; [ ! a = b ]; echo $?; [ \( a = a \) ]; echo $?
[ -n a -a -z '' ]; echo $?; [ ! -n '' ]; echo $?
[ '(' = '(' ]; echo $?; [ = = = ]; echo $?; [ -a = -a ]; echo $?
#### test arith with spaces
[ ' 1' -eq 1 ]; echo $?; [ '1 ' -eq 1 ]; echo $?; [ -1 -lt 0 ]; echo $?; [ +1 -eq 1 ]; echo $?
[ 0x1 -eq 1 ]; echo $?
#### [[ ]] arith
[[ 1+1 -eq 2 ]]; echo $?; x=3; [[ x -eq 3 ]]; echo $?; [[ 010 -eq 8 ]]; echo $?
#### type
type echo ls nosuch; echo $?
f() { echo hi; }; type f
type -t f echo ls if nosuch; echo $?
type -a echo | head -3
alias ll='ls -l'; type ll
type -P ls; type -p echo; echo $?
#### command -v -V
f() { :; }; alias a=b
command -v echo ls f if nosuch; echo $?
command -V echo; command -V f; command -V if; command -V nosuch; echo $?
#### umask
umask 022; umask; umask -S; umask -p; umask -S 077; umask; umask u=rwx,g=rx,o=; umask
umask 999; echo $?; umask -S u+w; umask
#### umask symbolic
umask 000; umask g-w,o-w; umask; umask a=r; umask; umask o+x; umask
#### ulimit
ulimit -n 256; ulimit -n; ulimit -Sn; (ulimit -n 128; ulimit -n); ulimit -n
ulimit -x 2>&1; echo $?
ulimit -n abc; echo $?
#### ulimit -a shape
ulimit -a | head -3 | cut -c1-20
#### wait -n
(sleep 0.3; exit 3) & (sleep 0.1; exit 5) & wait -n; echo $?; wait -n; echo $?; wait -n; echo $?
#### wait -n with -p
(exit 7) & p=$!; wait -n -p got; echo $? $((got == p))
#### kill -l
kill -l 9; kill -l SIGKILL; kill -l KILL; kill -l 137; kill -l 0; echo $?
kill -l | head -2
kill -L 2 | head -1
kill -l 99; echo $?
#### kill errors
kill; echo $?
kill -s; echo $?
kill -9; echo $?
kill %5; echo $?
kill -BOGUS $$; echo $?
kill 999999; echo $?
#### trap -l
trap -l | head -3
#### trap EXIT in subshell
(trap 'echo sub exit' EXIT; echo in sub)
echo out
#### trap inherited in subshell
trap 'echo top' EXIT
(echo sub)
x=$(trap)
echo "[$x]"
#### trap EXIT in function
f() { trap 'echo fexit' EXIT; }
f; echo after f
#### trap RETURN
f() { echo in f; }
trap 'echo ret' RETURN
f
. /dev/null
trap - RETURN
#### trap invalid
trap 'x' NOSUCH; echo $?
trap 'x' 99; echo $?
trap -x; echo $?
#### trap print with numbers
trap 'echo a' 1 15
trap
trap - 1 15
trap
#### trap with empty string ignore
trap '' INT; trap -p INT
trap -- INT; trap -p INT; echo $?
#### exec redirections
exec 3>out; echo hi >&3; exec 3>&-; cat out
exec 4<out; read x <&4; echo $x; exec 4<&-
exec 5>&1; echo to5 >&5; exec 5>&-
echo closed >&5; echo $?
#### exec fd move
exec 3>o2; exec 4>&3-; echo x >&4; echo y >&3; echo $?; exec 4>&-; cat o2
#### exec {var}
exec {fd}>o3; echo $fd; echo a >&$fd; exec {fd}>&-; cat o3
#### local/declare -g
f() { declare -g gv=1; local lv=2; declare dv=3; }
f; echo "${gv-u} ${lv-u} ${dv-u}"
#### declare -n
x=1; declare -n r=x; r=2; echo $x; unset r; echo ${x-unset}
#### unset -f -v -n
f() { :; }; f=1
unset f; type -t f; echo ${f-unset}
g() { :; }; unset -f g; type -t g; echo $?
declare -n r=v; v=1; unset -n r; echo $v ${r-unset}
unset -v nosuch; echo $?
unset -f -v x; echo $?
#### caller
f() { caller; caller 0; g; }
g() { caller 1; }
f
caller; echo $?
#### let
let x=1+2 y=x*2; echo $x $y
let 0; echo $?
let 'z = 5 > 3'; echo $z
let; echo $?
let 1/0; echo $?
#### eval
eval 'x=1; echo $x'
eval; echo $?
eval 'exit 3'; echo no
#### source with args
echo 'echo "args: $# $1 $2"' > s.sh
. ./s.sh a b
set -- x; . ./s.sh; echo "$1"
source ./nosuch.sh; echo $?
#### source return
echo 'echo one; return 5; echo two' > r.sh
. ./r.sh; echo $?
#### return outside function
return 3; echo $?
echo after
#### return in subshell
(return 2); echo $?
