#### cond -a etc echo -e etc passwd -r etc
[[ -a /etc ]]; echo $?; [[ -e /etc/passwd && -r /etc/passwd ]]; echo $?
#### cond touch f f -ef . f echo f
touch f; [[ f -ef ./f ]]; echo $?; [[ f -nt /etc/passwd ]]; echo $?
#### cond -v x echo x -v x echo
[[ -v x ]]; echo $?; x=; [[ -v x ]]; echo $?
#### cond a 1 -v a 0 echo -v a
a=(1); [[ -v a[0] ]]; echo $?; [[ -v a[1] ]]; echo $?; [[ -v 'a[0]' ]]; echo $?
#### cond declare -A h k -v h k echo
declare -A h=([k]=''); [[ -v h[k] ]]; echo $?; [[ -v h[z] ]]; echo $?; [[ -v h[@] ]]; echo $?
#### cond -v 1 echo set -- a -v 1
[[ -v 1 ]]; echo $?; set -- a; [[ -v 1 ]]; echo $?; [[ -v 0 ]]; echo $?; [[ -v '#' ]]; echo $?
#### cond -R x echo declare -n r x -R
[[ -R x ]]; echo $?; declare -n r=x; [[ -R r ]]; echo $?; [[ -v r ]]; echo $?
#### cond -o errexit echo -o nosuch echo
[[ -o errexit ]]; echo $?; [[ -o nosuch ]]; echo $?
#### cond -t 1 echo -t 99 echo
[[ -t 1 ]]; echo $?; [[ -t 99 ]]; echo $?
#### cond 010 -eq 8 echo 0x10 -eq 16 echo
[[ 010 -eq 8 ]]; echo $?; [[ 0x10 -eq 16 ]]; echo $?; [ 010 -eq 10 ]; echo $?
#### cond 1 -eq 1.0 echo
[[ 1 -eq 1.0 ]]; echo $?
#### cond 1 -eq 1.0 echo 2
[ 1 -eq 1.0 ]; echo $?
#### cond abc a echo abc a c echo abc
[[ abc == a* ]]; echo $?; [[ abc = a?c ]]; echo $?; [[ abc != a* ]]; echo $?
#### cond a b echo 10 9 echo 10 -lt
[[ a < b ]]; echo $?; [[ 10 < 9 ]]; echo $?; [[ 10 -lt 9 ]]; echo $?
#### cond echo x echo echo
[[ '' ]]; echo $?; [[ x ]]; echo $?; [[ ! '' ]]; echo $?
#### cond -n -z echo
[[ -n '' || -z '' ]]; echo $?
#### cond a a b c echo
[[ (a == a) && ! (b == c) ]]; echo $?
#### cond a a b echo BASH_REMATCH 1
[[ a =~ ^(a|b)$ ]]; echo $? ${BASH_REMATCH[1]}
#### cond re a b a b re echo a
re='a b'; [[ 'a b' =~ $re ]]; echo $?; [[ 'a b' =~ "a b" ]]; echo $?; [[ 'a b' =~ a\ b ]]; echo $?
#### cond a.b a.b echo axb a.b echo
[[ 'a.b' =~ a.b ]]; echo $?; [[ 'axb' =~ "a.b" ]]; echo $?
#### cond x echo
[[ x =~ [ ]]; echo $?
#### cond abc b echo BASH_REMATCH 0 abc b echo
[[ abc =~ b ]]; echo "$? ${BASH_REMATCH[0]}"; [[ abc =~ ^b ]]; echo "$? ${#BASH_REMATCH[@]}"
#### cond foo o o echo BASH_REMATCH BASH_REMATCH
[[ foo =~ (o)(o)? ]] && echo "${BASH_REMATCH[@]}" "${#BASH_REMATCH[@]}"
#### cond a nb b echo a nb a.b echo
[[ $'a\nb' =~ ^b ]]; echo $?; [[ $'a\nb' =~ a.b ]]; echo $?
#### cond shopt -s nocasematch ABC abc echo ABC abc
shopt -s nocasematch; [[ ABC =~ ^abc$ ]]; echo $?; [[ ABC == abc ]]; echo $?
#### cond -z echo echo empty
[[ -z $(echo) ]] && echo empty
#### cond x 5 x -gt 3 x -lt 10
x=5; [[ $x -gt 3 && $x -lt 10 ]] && echo range
#### cond a B echo
[[ 'a' > 'B' ]]; echo $?
#### cond LC_ALL C a B echo
LC_ALL=C; [[ a > B ]]; echo $?
#### cond test -n echo test -z echo test echo
test -n; echo $?; test -z; echo $?; test; echo $?
#### cond test -e nonexistent echo
test ! -e /nonexistent; echo $?
#### cond test -e etc -a -d etc echo
test -e /etc -a -d /etc; echo $?
#### cond test -d etc -o -f nonexist echo
test -d /etc -o -f /nonexist; echo $?
#### cond test -d etc -a -f etc echo
test \( -d /etc \) -a \( ! -f /etc \); echo $?
#### cond test 1 -eq 1 -a 2 -eq 2
test 1 -eq 1 -a 2 -eq 2 -o 3 -eq 4; echo $?
#### cond test echo
test "(" = ")"; echo $?
#### cond test echo 2
test ! = !; echo $?
#### cond test -a echo test -o echo
test -a; echo $?; test -o; echo $?
#### cond test echo 3
test = = =; echo $?
#### cond test -x -a -x echo
test -x -a -x; echo $?
#### cond test echo 4
test ! ! ! ''; echo $?
#### cond test echo 5
test '(' ! ')'; echo $?
#### cond test 1 -eq echo
test 1 -eq; echo $?
#### cond test -z a b echo
test -z a b; echo $?
#### cond test -nt a echo
test -nt a; echo $?
#### cond test a -nt echo
test a -nt; echo $?
#### cond -e echo -f echo -d echo
[ -e ]; echo $?; [ -f ]; echo $?; [ -d ]; echo $?
#### cond echo echo
[ ! ]; echo $?; [ ! ! ]; echo $?
#### cond echo echo 2
[ '(' ]; echo $?; [ ')' ]; echo $?
#### cond a -a echo
[ a -a ]; echo $?
#### cond -L echo -h nosuch echo
[ -L ]; echo $?; [ -h nosuch ]; echo $?
