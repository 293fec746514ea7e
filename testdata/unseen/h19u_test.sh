#### test zero args and one arg
test; echo $?; test ''; echo $?; test x; echo $?; test -n; echo $?; test -z; echo $?
#### test two args unary
test -z ''; echo $?; test ! ''; echo $?; test ! x; echo $?; test -f; echo $?
#### test three args binary vs unary
test a = a; echo $?; test ! -z x; echo $?; test -n = -n; echo $?; test '(' x ')'; echo $?
#### test four args
test ! a = b; echo $?; test ! ! -n x ; echo $?; test '(' -n x ')' ; echo $?
#### test five args and -a -o precedence
test a = a -o b = c -a x = y; echo $?
test '(' a = b ')' -o x; echo $?
#### bracket missing close
[ a = a; echo $?
#### bracket errors
[ a -eq 1 ] 2>&1; echo $?
[ 1 -gt ] 2>&1; echo $?
[ a b c ] 2>&1; echo $?
#### test integer comparisons with whitespace and signs
[ ' 5' -eq 5 ]; echo $?; [ -3 -lt +2 ]; echo $?; [ 5 -eq '5 ' ]; echo $?
#### test integer overflow
[ 99999999999999999999 -gt 1 ] 2>&1; echo $?
#### test string comparison operators
[ a \< b ]; echo $?; [ b \> a ]; echo $?; [ abc == abc ]; echo $?; [ a != a ]; echo $?
#### test files basic
touch f; mkdir d; ln -s f l; ln -s nosuch dangling
for t in -e -f -d -L -h -s -r -w -x; do printf '%s:' $t; for x in f d l dangling nosuch; do test $t $x && printf 1 || printf 0; done; echo; done
#### test -nt -ot
touch -d '2020-01-01' old; touch -d '2021-01-01' new
[ new -nt old ]; echo $?; [ old -ot new ]; echo $?; [ new -nt missing ]; echo $?; [ missing -ot new ]; echo $?; [ missing -nt missing2 ]; echo $?
#### test -ef
touch a; ln a b; ln -s a c; touch z
[ a -ef b ]; echo $?; [ a -ef c ]; echo $?; [ a -ef z ]; echo $?; [ a -ef nosuch ]; echo $?
#### test -s on empty and nonempty
: > e; echo x > n; [ -s e ]; echo $?; [ -s n ]; echo $?
#### test -v with arrays
a=(1 2); x=; [ -v a ]; echo $?; [ -v 'a[1]' ]; echo $?; [ -v 'a[5]' ]; echo $?; [ -v x ]; echo $?; [ -v nope ]; echo $?
#### test -o option
set -o errexit; set +e; [ -o errexit ]; echo $?; set -u; [ -o nounset ]; echo $?; [ -o bogus ]; echo $?
#### test -t without tty
[ -t 0 ] < /dev/null; echo $?; test -t; echo $?
#### double bracket pattern vs string
x='a*'; [[ abc == $x ]]; echo $?; [[ abc == "$x" ]]; echo $?; [[ 'a*' == "$x" ]]; echo $?
#### double bracket regex with vars
re='^[0-9]+$'; [[ 123 =~ $re ]]; echo $?; [[ 12a =~ $re ]]; echo $?; [[ '^x' =~ "^x" ]]; echo $?
#### double bracket logical ops
[[ -n x && ( -z '' || -n y ) ]]; echo $?; [[ ! -n x ]]; echo $?
#### double bracket integer compare with expressions
[[ 2+2 -eq 4 ]]; echo $?; x=7; [[ x -eq 7 ]]; echo $?; [[ 010 -eq 8 ]]; echo $?
#### double bracket less than lexicographic
[[ 10 < 9 ]]; echo $?; [[ a < B ]]; echo $?
#### double bracket empty string tests
[[ '' ]]; echo $?; [[ x ]]; echo $?; unset u; [[ $u ]]; echo $?
#### test with -a file and binary ambiguity
touch a; [ -a a ]; echo $?; [ x -a '' ]; echo $?; [ ! -a a ]; echo $?
#### test -N -O -G -u -g -k -p -S -b -c
touch f; [ -O f ]; echo $?; [ -G f ]; echo $?; [ -u f ]; echo $?; [ -k f ]; echo $?; [ -p f ]; echo $?; [ -c /dev/null ]; echo $?; [ -b /dev/null ]; echo $?
#### test with = and == and single operand equal sign
[ = ]; echo $?; [ == ]; echo $?; [ = = = ]; echo $?; [ -n -n ]; echo $?
#### test ( ) grouping
[ \( -n a \) -a \( -z '' \) ]; echo $?
[ \( ]; echo $?; [ \) ]; echo $?
#### double bracket syntax errors
eval '[[ a -eq ]]' 2>&1; echo $?
eval '[[ ( a ]]' 2>&1; echo $?
#### double bracket -eq with non number
[[ abc -eq 0 ]]; echo $?; [[ 1a -eq 0 ]] 2>&1; echo $?
