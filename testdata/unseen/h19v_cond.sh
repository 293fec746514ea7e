#### cond file operators
cd "$(mktemp -d)"; touch f; mkdir d; ln -s f l; ln -s nowhere dangling
for op in -a -e -f -d -h -L -p -r -w -s -b -c -S -t; do
  printf '%s:' "$op"; for x in f d l dangling nope /dev/null; do test $op $x && printf 1 || printf 0; done; echo
done
[[ -c /dev/null ]]; echo $?; [[ -L l ]]; echo $?; [[ -a f ]]; echo $?
#### cond -s size
cd "$(mktemp -d)"; touch e; echo x > n; [[ -s e ]]; echo $?; [[ -s n ]]; echo $?
#### cond perms
cd "$(mktemp -d)"; touch f; chmod 0 f; [[ -x f ]]; echo $?; chmod 755 f; [[ -x f ]]; echo $?
#### cond -u -g -k
cd "$(mktemp -d)"; touch f; mkdir d; chmod u+s f; chmod +t d; [[ -u f ]]; echo $?; [[ -g f ]]; echo $?; [[ -k d ]]; echo $?; [[ -k f ]]; echo $?
#### cond -O -G on own file
cd "$(mktemp -d)"; touch f; [[ -O f ]]; echo $?; [[ -G f ]]; echo $?; [[ -O nope ]]; echo $?
#### cond -N
cd "$(mktemp -d)"; touch -d '2020-01-01' f; echo new >> f; [[ -N f ]]; echo $?; touch -a -d '2030-01-01' f; [[ -N f ]]; echo $?
#### cond -nt -ot -ef
cd "$(mktemp -d)"; touch -d '2020-01-01' old; touch -d '2021-01-01' new; ln new hard
[[ new -nt old ]]; echo $?; [[ old -ot new ]]; echo $?; [[ new -ef hard ]]; echo $?; [[ new -ef old ]]; echo $?
[[ new -nt missing ]]; echo $?; [[ missing -ot new ]]; echo $?; [[ missing -nt new ]]; echo $?
#### cond -v
a=1; declare -a arr=(x '' [5]=y); declare -A m=([k]=v)
for v in a b arr 'arr[0]' 'arr[1]' 'arr[2]' 'arr[5]' m 'm[k]' 'm[z]'; do [[ -v $v ]]; printf '%s=%s ' "$v" $?; done; echo
#### cond -v empty and unset
e=; [[ -v e ]]; echo $?; unset e; [[ -v e ]]; echo $?; declare x; [[ -v x ]]; echo $?
#### cond -v positional
set -- a b; [[ -v 1 ]]; echo $?; [[ -v 3 ]]; echo $?; test -v 2; echo $?
#### cond -R
declare -n r=a; [[ -R r ]]; echo $?; [[ -R a ]]; echo $?; declare -n u; [[ -R u ]]; echo $?
#### cond -o
set -o noglob; [[ -o noglob ]]; echo $?; [[ -o errexit ]]; echo $?; [[ -o nosuch ]]; echo $?
#### cond -z -n
[[ -z '' ]]; echo $?; [[ -n '' ]]; echo $?; [[ -n x ]]; echo $?; [[ x ]]; echo $?; [[ '' ]]; echo $?
#### cond string comparisons
[[ a < b ]]; echo $?; [[ b > a ]]; echo $?; [[ a == a ]]; echo $?; [[ a = b ]]; echo $?; [[ a != b ]]; echo $?
#### cond == pattern
[[ abc == a* ]]; echo $?; [[ abc == 'a*' ]]; echo $?; p='a*'; [[ abc == $p ]]; echo $?; [[ abc == "$p" ]]; echo $?
#### cond arithmetic operators
for op in -eq -ne -lt -le -gt -ge; do [[ 3 $op 5 ]]; printf '%s ' $?; done; echo
#### cond arithmetic expressions in operands
x=2; [[ x+1 -eq 3 ]]; echo $?; [[ 010 -eq 8 ]]; echo $?; [[ 0x10 -eq 16 ]]; echo $?
#### test arithmetic is decimal
test 010 -eq 10; echo $?; [ 0x10 -eq 16 ] 2>&1; echo $?
#### test operand errors
[ a -eq 1 ] 2>&1; echo $?; [ 1 -lt ] 2>&1; echo $?
#### cond logical
[[ 1 -eq 1 && ( 2 -eq 3 || ! 4 -eq 5 ) ]]; echo $?
#### test -a -o precedence
[ 1 = 1 -o 1 = 2 -a 1 = 2 ]; echo $?; [ \( 1 = 1 -o 1 = 2 \) -a 1 = 2 ]; echo $?
#### test string sorting
[ a \< b ]; echo $?; [ B \> a ]; echo $?
#### test number of args
[ ]; echo $?; [ x ]; echo $?; [ -n ]; echo $?; [ ! ]; echo $?; [ ! -z x ]; echo $?; [ -z -z ]; echo $?
#### test four args
[ ! a = b ]; echo $?; [ '(' x ')' ]; echo $?; [ ! '(' x ')' ]; echo $?
#### test -t on no tty
[ -t 0 ] < /dev/null; echo $?; [ -t 5 ]; echo $?
#### test missing bracket
[ 1 = 1 2>&1; echo $?
#### cond regex
[[ abc123 =~ ^[a-z]+([0-9]+)$ ]] && echo "${BASH_REMATCH[1]}"; re='b.'; [[ abc =~ $re ]]; echo $?; [[ abc =~ "$re" ]]; echo $?
#### cond -e on directory slash
cd "$(mktemp -d)"; touch f; [[ -e f/ ]]; echo $?; [[ -d ./ ]]; echo $?
#### cond -ef same file via symlink
cd "$(mktemp -d)"; touch f; ln -s f s; [[ f -ef s ]]; echo $?
#### test -h on dangling
cd "$(mktemp -d)"; ln -s none d; test -h d; echo $?; test -e d; echo $?
#### cond unary on empty
[[ -f '' ]]; echo $?; [ -d '' ]; echo $?
#### cond nocasematch
shopt -s nocasematch; [[ ABC == abc ]]; echo $?; [[ ABC =~ b ]]; echo $?
#### test -o optname
test -o errexit; echo $?; set -e; test -o errexit; echo $?
#### test -v array element
a=(1); test -v 'a[0]'; echo $?; test -v 'a[1]'; echo $?
#### cond < uses locale collation c
[[ B < a ]]; echo $?; [[ a < B ]]; echo $?
#### test with =~ not supported
[ a =~ a ] 2>&1; echo $?
