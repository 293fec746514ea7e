#### trap echo x USR1 BOGUS USR2 echo
trap 'echo x' USR1 BOGUS USR2; echo st=$?; trap -p
#### kill -l 9 15 64 65 echo
kill -l 9 15 64 65; echo st=$?
#### kill -l SIGKILL kill 137 echo st
kill -l SIGKILL kill 137; echo st=$?
#### exec nosuchcmd_zz echo st
exec nosuchcmd_zz; echo st=$?
#### exec -a foo true echo no
exec -a foo true; echo no
#### exec 99 - echo st
exec 99>&-; echo st=$?
#### exec 3 5 echo st
exec 3>&5; echo st=$?
#### local 1x 2 f local 1x 2
local 1x=2; f() { local 1x=2; echo st=$?; }; f
#### f local -A a x declare -p
f() { local -A a=(x); declare -p a; }; f
#### f local -n r 1x echo st
f() { local -n r=1x; echo st=$?; }; f
#### mapfile -C echo -c 0 arr a
mapfile -C 'echo' -c 0 arr <<< a; echo st=$?
#### read -t 1.5.5 x a echo st
read -t 1.5.5 x <<< a; echo st=$?
#### read -t x a echo st
read -t '' x <<< a; echo st=$?
#### read -t 0x10 x a echo st
read -t 0x10 x <<< a; echo st=$?
#### read -n 1x x a echo st
read -n 1x x <<< a; echo st=$?
#### test -v a echo a 1 test
test -v 'a[@]'; echo $?; a=(1); test -v 'a[@]'; echo $?; test -v 'a[*]'; echo $?
#### declare -A h x 1 -v h
declare -A h=([x]=1); [[ -v h[@] ]]; echo $?; [[ -v h ]]; echo $?
#### a -v a echo a 1 x
a=(); [[ -v a ]]; echo $?; a=([1]=x); [[ -v a ]]; echo $?
#### printf s n printf s T 0
printf '%s\n' "$(printf '%(%s)T' 0)"
#### printf 5.2 Y T n 0
printf '%5.2(%Y)T|\n' 0
#### printf -8 Y T n 0
printf '%-8(%Y)T|\n' 0
#### TZ UTC0 printf H T n 7200
TZ=UTC0 printf '%(%H)T\n' 7200
#### printf Y T s n 0 x
printf '%(%Y)T %s\n' 0 x 86400 y
#### printf q T n 0
printf '%(%q)T\n' 0
#### printf T n 0 echo st
printf '%T\n' 0; echo st=$?
#### printf x Y n 0 echo st
printf '%(x)Y\n' 0; echo st=$?
#### printf b u00e9 n
printf '%b' '\u00e9\n'
#### printf b n e od -c head
printf '%b\n' '\e' | od -c | head -1
#### printf q n e x7f a tb
printf '%q\n' $'\e' $'\x7f' $'a\tb' "a'b" '!x'
#### printf Q n a b
printf '%Q\n' 'a b'
#### printf .1q n abc
printf '%.1q\n' 'abc'
#### printf 10q n a b
printf '%10q|\n' 'a b'
#### printf -v x s echo x
printf -v x '%s' ; echo "[$x] $?"
#### printf -v a b x echo st
printf -v 'a b' x; echo st=$?
#### printf -v x echo st
printf -v x; echo st=$?
#### printf -v echo st
printf -v; echo st=$?
#### printf -x echo st
printf -x; echo st=$?
#### printf d echo st
printf '%d' "'"; echo " st=$?"
#### printf d n 12 12 3 -0
printf '%d\n' ' 12' '12 ' '+3' '-0' '0x' '08'; echo st=$?
#### printf x n -1 printf o n
printf '%x\n' -1 ; printf '%o\n' -1
#### printf c n a
printf '%c\n' 'éa'
#### printf .0s s n abc def
printf '%.0s|%s\n' abc def
#### printf 2 s 1 s n a
printf '%2$s %1$s\n' a b; echo st=$?
#### printf s s s n a b
printf '%s %s %s\n' a b; echo st=$?
#### printf 0101 n printf 101 n printf
printf '\0101\n'; printf '\101\n'; printf '\1011\n'
#### printf b n 0101 01011 x4a x4
printf '%b\n' '\0101' '\01011' '\x4a' '\x4' '\xg'
#### printf x x echo printf x u
printf 'x\x' ; echo; printf 'x\u' ; echo; printf 'x\U110000'; echo
#### printf s n -v printf -- -v
printf '%s\n' -v; printf -- -v; echo
#### printf i n 3.5 echo st
printf '%i\n' 3.5; echo st=$?
#### printf f n 1e400 printf f n
printf '%f\n' 1e400; printf '%f\n' -inf; printf '%f\n' nan
#### printf .3e n 0
printf '%.3e\n' 0
#### printf g n 100000 1000000 0.00001
printf '%g\n' 100000 1000000 0.00001
#### printf g n 1
printf '%#g\n' 1
#### printf .2f n 3.14159
printf '%+.2f\n' 3.14159
#### printf 08.3f n -3.14159
printf '%08.3f\n' -3.14159
#### printf 5d - 5d n 3 3
printf '% 5d|%- 5d|\n' 3 3
#### printf hhd jd zd td n 1
printf '%hhd %jd %zd %td\n' 1 2 3 4
#### printf Lf n 1.5
printf '%Lf\n' 1.5
#### printf F n 1.5 echo st
printf '%F\n' 1.5; echo st=$?
#### declare -i x x 08 echo st
declare -i x; x=08; echo st=$? $x
#### declare -i x 5 x abc echo
declare -i x=5; x+=abc; echo $x
#### declare -u x x abc x Def
declare -u x; x+=abc; x+=Def; echo $x
#### declare -l -u x Ab declare -p
declare -l -u x=Ab; declare -p x
#### declare -c x ABC x DEF echo
declare -c x=ABC; x+=DEF; echo $x
#### declare -n r r 5 echo st
declare -n r; r=5; echo st=$?; declare -p r
#### declare -n r x declare -n r
declare -n r=x; declare -n r=y; declare -p r
#### declare -rn r x declare -n r
declare -rn r=x; declare -n r=y; echo st=$?
#### declare -a a 1 declare -p a
declare -a a=1; declare -p a
#### declare -A h 1 declare -p h
declare -A h=1; declare -p h
#### declare -A h a 1 h x
declare -A h=([a]=1); h=x; declare -p h
#### declare -x -f echo st
declare -x -f; echo st=$?
#### f declare -fx f declare -Fx
f() { :; }; declare -fx f; declare -Fx
#### f declare -fr f f echo st
f() { :; }; declare -fr f; f() { :; }; echo st=$?
#### declare -fp nosuch echo st
declare -fp nosuch; echo st=$?
#### declare -g -n gr tgt tgt 7
declare -g -n gr=tgt; tgt=7; echo $gr
#### f local -n r 1 r changed
f() { local -n r=$1; r=changed; }; v=orig; f v; echo $v
#### f local -n v v v x
f() { local -n v=v; v=x; }; v=1; f; echo st=$? $v
#### declare -i -a ia 1 1 5
declare -i -a ia=(1+1 [5]=2*3); declare -p ia
#### declare -t echo st
declare -t; echo st=$?
#### declare t x nosuch declare -p nosuch
declare +t +x nosuch; declare -p nosuch; echo st=$?
#### x 1 declare -x x declare x
x=1; declare -x x; declare +x x; declare -p x
#### declare -p -- -x echo st
declare -p -- -x; echo st=$?
#### declare -- -x 1 echo st
declare -- -x=1; echo st=$?
#### declare a 1 x declare -p a
declare 'a[1]=x'; declare -p a
#### declare a 1 y declare -p a
declare 'a[1]+=y'; declare -p a
#### declare -a b 2 z declare -p
declare -a 'b[2]=z'; declare -p b
#### declare -A h k v declare -p
declare -A 'h[k]=v'; declare -p h
#### declare a 1 2 b 3 declare
declare a=(1 2) b=3; declare -p a b
#### f declare -a a l g g
f() { declare -a a=(l); g; }; g() { a+=(m); declare -p a; }; f; declare -p a
#### f local x 1 local x 2
f() { local x=1; local x=2; echo $x; }; f
#### f local x x 1 unset x
f() { local x; x=1; unset x; local x; echo "[${x-unset}]"; }; f
#### x g f local x echo x-unset
x=g; f() { local x; echo "[${x-unset}]"; }; f
#### x g f local x l g
x=g; f() { local x=l; g; }; g() { local x; echo "[${x-unset}]"; }; f
#### shopt -s localvar_unset x g f local
shopt -s localvar_unset; x=g; f() { local x=l; unset x; echo "[${x-unset}]"; }; f
#### typeset -f echo st
typeset -f; echo st=$?
#### readonly -x rx 1 env grep rx
readonly -x rx=1; env | grep '^rx='; declare -p rx
#### readonly -n rn t t 5 echo
readonly -n rn=t; t=5; echo $rn; declare -p rn
#### readonly a 1 b b 2 echo
readonly a=1 b; b=2; echo st=$?
#### export -p -n x 1 echo st
export -p -n x=1; echo st=$?; declare -p x
#### export -nf echo st
export -nf; echo st=$?
#### export -x y echo st
export -x y; echo st=$?
#### trap echo a INT QUIT trap -p
trap 'echo a' INT QUIT; trap -p INT QUIT TERM; echo st=$?
#### trap -p BOGUS echo st
trap -p BOGUS; echo st=$?
#### trap -l 2 1 tail -1
trap -l 2>&1 | tail -1
#### trap -- echo hi EXIT trap --
trap -- 'echo hi' EXIT; trap -- - EXIT; trap -p
#### trap echo LINENO DEBUG trap - DEBUG
trap 'echo $LINENO' DEBUG; : ; trap - DEBUG
#### trap echo in trap false USR1 kill
trap 'echo "in trap $?"; false' USR1; kill -USR1 $$; echo "after $?"
#### trap return 5 USR1 f kill -USR1
trap 'return 5' USR1; f() { kill -USR1 $$; echo notreached; }; f; echo st=$?
#### trap echo exit1 EXIT trap echo exit2
trap 'echo exit1' EXIT; trap 'echo exit2' EXIT; exit 3
#### trap echo ERR ERR f false return
trap 'echo ERR' ERR; f() { false; return 0; }; f; echo end
#### set -o errtrace trap echo ERR LINENO
set -o errtrace; trap 'echo ERR $LINENO' ERR; f() { false; }; f
#### trap echo debug DEBUG f echo body
trap 'echo debug' DEBUG; f() { echo body; }; f; trap - DEBUG
#### shopt -s extdebug trap false DEBUG echo
shopt -s extdebug; trap 'false' DEBUG; echo skipped; trap - DEBUG; echo shown
#### trap INT trap -p INT trap -p
trap '' INT; trap -p INT; (trap -p INT)
#### trap echo sub USR1 trap -p USR1
trap 'echo sub' USR1; (trap -p USR1; trap 'echo x' USR2; trap -p USR2)
#### trap echo a b USR1 trap -p
trap "echo 'a b'" USR1; trap -p USR1 | cat
#### trap echo BASH_COMMAND DEBUG x 1 trap
trap 'echo $BASH_COMMAND' DEBUG; x=1; trap - DEBUG
#### set -e trap echo cleanup EXIT false
set -e; trap 'echo cleanup' EXIT; false; echo no
#### trap echo t 64 trap -p 64
trap 'echo t' 64; trap -p 64; trap 'echo t' 65; echo st=$?
#### trap echo rt RTMIN 1 trap -p
trap 'echo rt' RTMIN+1; trap -p 35
#### trap echo s SIGRTMAX trap -p RTMAX
trap 'echo s' SIGRTMAX; trap -p RTMAX
#### shift 99999999999999999999 echo st
shift 99999999999999999999; echo st=$?
#### shift 1 echo st
shift ' 1 '; echo st=$?
#### shift -- 1 echo st
shift -- 1; echo st=$?
#### set -- a shift -- echo
set -- a; shift --; echo $#
#### shopt -s shift_verbose set -- a shift
shopt -s shift_verbose; set -- a; shift 2; echo st=$?
#### f caller 0 sed s g f
f() { caller 0 | sed 's/ [^ ]*$//'; }; g() { f; }; g
#### f local x caller 5 echo st
f() { local x; caller 5; echo st=$?; }; f
#### caller 0 1 echo st
caller 0 1; echo st=$?
#### wait -n echo st
wait -n; echo st=$?
#### wait -f echo st
wait -f; echo st=$?
#### wait -p v echo st v
wait -p v; echo "st=$? [$v]"
#### sleep 0 wait -p v v echo
sleep 0 & wait -p v $!; [[ $v == $! ]] && echo same
#### wait echo st
wait %; echo st=$?
#### wait echo st 2
wait %+; echo st=$?
#### wait -x echo st
wait -x; echo st=$?
#### exit 3 exit 4 wait echo st
(exit 3) & (exit 4) & wait; echo st=$?
#### exit 3 p wait p p echo
(exit 3) & p=$!; wait $p $p; echo st=$?
#### umask -p -S echo st
umask -p -S; echo st=$?
#### umask 0022 extra echo st
umask 0022 extra; echo st=$?
#### umask a rx u w umask
umask a=rx,u+w; umask
#### umask u rwx g u o g
umask u=rwx,g=u,o=g; umask
#### umask w umask
umask +w; umask
#### umask umask
umask =; umask
#### umask o rwx o-x umask -S
umask o=rwx,o-x; umask -S
#### umask 8 echo st
umask 8; echo st=$?
#### umask -- 044 umask
umask -- 044; umask
#### umask 0 22 echo st
umask '0 22'; echo st=$?
#### enable -f no such.so foo echo st
enable -f /no/such.so foo; echo st=$?
#### enable -d foo echo st
enable -d foo; echo st=$?
#### enable -n nosuch echo st
enable -n nosuch; echo st=$?
#### enable -ps head -3
enable -ps | head -3
#### enable -n echo enable -n head enable
enable -n echo; enable -n | head; enable -an | grep echo
#### builtin -x echo st
builtin -x; echo st=$?
#### builtin echo -n hi echo
builtin echo -n hi; echo
#### command -x echo st
command -x; echo st=$?
#### command -pv ls command -pV cd
command -pv ls; command -pV cd
#### command echo st
command; echo st=$?
#### command -v echo st
command -v; echo st=$?
#### type echo st
type; echo st=$?
#### type -x echo st
type -x; echo st=$?
#### type -t -p cat
type -t -p cat
#### type -P cd echo st
type -P cd; echo st=$?
#### type -aP ls head -2
type -aP ls | head -2
#### hash -t nosuch echo st
hash -t nosuch; echo st=$?
#### hash -d nosuch echo st
hash -d nosuch; echo st=$?
#### hash -x echo st
hash -x; echo st=$?
#### hash -p echo st
hash -p; echo st=$?
#### hash -l echo st
hash -l; echo st=$?
#### hash echo st
hash; echo st=$?
#### hash ls hash sed s 0-9 N
hash ls; hash | sed 's/[0-9]\+/N/'
#### hash -p no such foo foo echo
hash -p /no/such foo; foo; echo st=$?
#### logout echo st
logout; echo st=$?
#### let echo st
let; echo st=$?
#### let echo st 2
let ''; echo st=$?
#### let x 1 y 2 echo x
let 'x=1,y=2'; echo $x $y
#### let a 1 5 a 2 a
let 'a[1]=5' 'a[2]=a[1]*2'; echo ${a[*]}
#### let x x echo x
let x++ x++; echo $? $x
#### let x 0 echo
let 'x = 0'; echo $?
#### eval echo st
eval; echo st=$?
#### eval echo st 2
eval ''; echo st=$?
#### eval echo a echo b
eval 'echo a;' 'echo b'
#### source echo st
source; echo st=$?
#### source no such echo st
source /no/such; echo st=$?
#### . echo st
. ; echo st=$?
#### echo echo 1 s.sh source s.sh x
echo 'echo $1 $#' > s.sh; source s.sh x y; . ./s.sh
#### echo return 4 echo no r.sh .
echo 'return 4; echo no' > r.sh; . ./r.sh; echo st=$?
#### set -- outer echo echo 1 p.sh
set -- outer; echo 'echo "$1"' > p.sh; . ./p.sh; . ./p.sh inner; echo "$1"
#### exit abc echo no
exit abc; echo no
#### exit 1 2 echo st
exit 1 2; echo st=$?
#### exit 256
exit 256
#### exit -1
exit -1
#### return echo st
return; echo st=$?
#### break echo st
break; echo st=$?
#### continue 2 echo st
continue 2; echo st=$?
#### for i in 1 2 do break
for i in 1 2; do break 0; done; echo st=$?
#### for i in 1 2 do for
for i in 1 2; do for j in a b; do continue 2; done; echo no; done; echo ok $i
#### for i in 1 2 do break 2
for i in 1 2; do break 5; done; echo st=$? $i
#### for i in 1 do break x
for i in 1; do break x; done; echo st=$?
#### true --help false --version echo st
true --help; false --version; echo st=$?
#### --help echo st
: --help; echo st=$?
#### echo -e c x echo -E t
echo -e '\c' x; echo -E '\t'; echo -n; echo -- -n -e
#### echo -en a 101 echo
echo -en 'a\101'; echo
#### echo -ne echo -x
echo -ne; echo -x
#### echo x41 -e
echo '\x41' -e
