#### dbracket basic string tests
[[ -n abc ]] && echo n
[[ -z '' ]] && echo z
[[ abc ]] && echo nonempty
[[ '' ]] || echo empty
#### no word splitting in dbracket
x='a b'
[[ $x == 'a b' ]] && echo same
[[ -n $x ]] && echo nonempty
#### no glob expansion in dbracket
touch zz1 zz2
x='zz*'
[[ $x == 'zz*' ]] && echo literal
#### pattern matching with unquoted rhs
[[ foo.py == *.py ]] && echo glob
[[ foo.py == "*.py" ]] || echo quoted-literal
p='*.py'
[[ foo.py == $p ]] && echo var-glob
[[ foo.py == "$p" ]] || echo var-quoted
#### != pattern
[[ abc != a* ]] || echo matches
[[ abc != x* ]] && echo differs
#### regex match
[[ abc123 =~ ^[a-z]+([0-9]+)$ ]] && echo "${BASH_REMATCH[0]} ${BASH_REMATCH[1]}"
#### regex quoted is literal
[[ 'a.c' =~ "a.c" ]] && echo lit1
[[ 'abc' =~ "a.c" ]] || echo lit2
#### regex from variable
re='^(x+)(y*)$'
[[ xxyy =~ $re ]] && echo "${#BASH_REMATCH[@]} ${BASH_REMATCH[1]} ${BASH_REMATCH[2]}"
#### regex no match clears BASH_REMATCH
[[ ab =~ (a) ]]; echo ${#BASH_REMATCH[@]}
[[ ab =~ (z) ]]; echo ${#BASH_REMATCH[@]}
#### invalid regex status 2
[[ a =~ '(' ]]; echo quoted=$?
re='('
[[ a =~ $re ]]; echo st=$?
#### regex with spaces needs quoting
[[ 'a b' =~ a\ b ]] && echo escaped
[[ 'a b' =~ a' 'b ]] && echo quoted-space
#### logical operators
[[ -n a && -n b ]] && echo and
[[ -z a || -n b ]] && echo or
[[ ! -z a ]] && echo not
[[ ( -n a ) && ! ( -z b ) ]] && echo parens
#### precedence of && over ||
[[ -n a || -z a && -z a ]] && echo or-first-true
#### string comparison less greater
[[ a < b ]] && echo lt
[[ b > a ]] && echo gt
[[ B < a ]] && echo upper-first
#### numeric comparison
[[ 10 -gt 9 ]] && echo gt
[[ 010 -eq 8 ]] && echo octal || echo decimal
[[ 0x10 -eq 16 ]] && echo hex
[[ 1+2 -eq 3 ]] && echo arith
#### numeric comparison with variable names
x=5 y=x
[[ y -eq 5 ]] && echo indirect
[[ $x -lt 10 ]] && echo lt
#### numeric comparison with invalid number
[[ abc -eq 0 ]] && echo zero
[[ 1a -eq 1 ]]; echo st=$?
#### file tests
touch f1; mkdir -p d1
[[ -e f1 && -f f1 && ! -d f1 ]] && echo file
[[ -d d1 ]] && echo dir
[[ -e nonexist_zz ]] || echo missing
#### file comparison nt ot ef
touch a1
[[ a1 -ef a1 ]] && echo ef
[[ a1 -nt nonexist_zz ]] && echo nt
[[ nonexist_zz -ot a1 ]] && echo ot
#### -v variable set test
x=1
[[ -v x ]] && echo set
[[ -v nope_zz ]] || echo unset
a=(1 2)
[[ -v a[1] ]] && echo idx
[[ -v a[5] ]] || echo noidx
#### -o option test
set -o errexit
[[ -o errexit ]] && echo on
[[ -o nounset ]] || echo off
[[ -o nonexistent ]]; echo st=$?
#### dbracket with newlines
[[ -n a &&
   -n b ]] && echo multi
#### dbracket status values
[[ a == b ]]; echo $?
[[ a == a ]]; echo $?
#### dbracket syntax errors
bash -c '[[ a == ]]' 2>&1; echo st=$?
bash -c '[[ -n ]]' 2>&1; echo st=$?
#### dbracket missing close
bash -c '[[ a' 2>&1; echo st=$?
#### dbracket with = and ==
[[ abc = a* ]] && echo single-eq
#### tilde expansion in dbracket
HOME=/home/u
[[ ~ == /home/u ]] && echo tilde
[[ x=~ == x=~ ]] && echo no-assign-tilde
#### empty var comparisons
unset u
[[ $u == '' ]] && echo empty
[[ -z $u ]] && echo z
#### extglob in dbracket rhs
[[ foo == @(foo|bar) ]] && echo extglob
[[ foo == !(bar) ]] && echo neg
#### nocasematch in dbracket
shopt -s nocasematch
[[ ABC == abc ]] && echo ci
[[ ABC =~ ^abc$ ]] && echo ci-re
#### -a and -o are file test and error in dbracket
touch ff
[[ -a ff ]] && echo a-exists
bash -c '[[ a -o b ]]' 2>&1; echo st=$?
#### dbracket with array expansion
a=(x y)
[[ ${a[*]} == 'x y' ]] && echo star
[[ "${a[@]}" == 'x y' ]] && echo at
#### dbracket arithmetic error in -eq
[[ 1 -eq '1+' ]] 2>&1; echo st=$?
#### dbracket regex special chars in bracket
[[ 'a]' =~ ^a[]]$ ]] && echo bracket
[[ 'x|y' =~ ^x\|y$ ]] && echo pipe
#### dbracket command sub
[[ $(echo hi) == hi ]] && echo cs
#### dbracket -t test on non tty
[[ -t 5 ]]; echo st=$?
#### dbracket -eq with arithmetic expressions and vars
x=3
[[ x+1 -eq 4 ]] && echo expr
[[ '2*3' -eq 6 ]] && echo quoted-expr
#### dbracket == with quoted parts of pattern
[[ 'a*c' == a"*"c ]] && echo lit-star
[[ abc == a"*"c ]] || echo no-glob
[[ abc == a\*c ]] || echo esc-star
#### dbracket regex with BASH_REMATCH groups unset
[[ ac =~ a(b)?c ]] && echo "[${BASH_REMATCH[1]}] ${#BASH_REMATCH[@]}"
#### dbracket regex anchors and alternation
[[ foo =~ ^(foo|bar)$ ]] && echo alt
[[ xfoo =~ ^foo ]] || echo anchored
#### dbracket regex with variable containing parens
re='(a)(b)'
[[ ab =~ $re ]] && echo "${BASH_REMATCH[2]}"
#### dbracket regex partially quoted
[[ 'a.b' =~ ^a"."b$ ]] && echo q1
[[ 'axb' =~ ^a"."b$ ]] || echo q2
#### dbracket less than with numbers is string
[[ 10 < 9 ]] && echo string-compare
#### dbracket -n with unset and set -u
set -u
[[ -n ${nope_zz:-} ]] || echo safe
[[ -v nope_zz ]] || echo not-set
#### dbracket -ef -nt on dirs
mkdir -p dd1
[[ dd1 -ef ./dd1 ]] && echo same-dir
#### dbracket file tests on special files
[[ -c /dev/null ]] && echo char
[[ -d / ]] && echo root
[[ -r /dev/null && -w /dev/null ]] && echo rw
#### dbracket -s and -x
: > empty.f; echo x > full.f; chmod +x full.f
[[ -s empty.f ]] || echo empty
[[ -s full.f ]] && echo nonempty
[[ -x full.f ]] && echo exec
#### dbracket -N -O -G
touch own.f
[[ -O own.f ]] && echo owned
[[ -G own.f ]] && echo group
#### dbracket result of nested negation
[[ ! ! -n a ]] && echo double-neg
#### dbracket comparisons of empty strings
[[ '' == '' ]] && echo ee
[[ '' < a ]] && echo empty-less
#### dbracket arithmetic on unset variable
unset u
[[ $u -eq 0 ]] && echo unset-zero
[[ u -eq 0 ]] && echo name-zero
#### dbracket in function return value
is_num() { [[ $1 =~ ^[0-9]+$ ]]; }
is_num 42 && echo num
is_num 4x || echo notnum
#### dbracket with glob chars in lhs
[[ '*' == '*' ]] && echo star-eq
[[ '[' == '[' ]] && echo bracket
