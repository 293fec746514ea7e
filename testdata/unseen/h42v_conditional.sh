#### file tests basic
touch f; mkdir d; ln -s f l; ln -s nowhere dangling
for op in -a -e -f -d -h -L -r -w -s; do
  printf '%s:' "$op"
  for x in f d l dangling none; do test $op $x && printf 1 || printf 0; done
  echo
done
#### file tests -s nonempty and -x
printf x > full; touch empty; chmod +x full
[ -s full ] && echo full-s
[ -s empty ] || echo empty-not-s
[ -x full ] && echo x
[ -x empty ] || echo not-x
[ -x . ] && echo dir-x
#### special file tests
[ -c /dev/null ] && echo c
[ -b /dev/null ] || echo not-b
[ -p /dev/null ] || echo not-p
mkfifo fifo 2>/dev/null && { [ -p fifo ] && echo p; } || echo p
[ -S /dev/null ] || echo not-S
#### -t on file descriptors
[ -t 5 ] || echo not-tty5
test -t 0 < /dev/null || echo not-tty0
[ -t ] && echo one-arg-true
#### suid sgid sticky
touch a b c
chmod u+s a; chmod g+s b; chmod +t c
[ -u a ] && echo u
[ -g b ] && echo g
[ -k c ] && echo k
[ -u b ] || echo no-u
#### -O and -G own files
touch mine
[ -O mine ] && echo owned
[ -G mine ] && echo group
[ -O /nonexistent ] || echo none
#### -N modified since read
touch -d '2020-01-01 00:00:00' f
[ -N f ] && echo newer || echo not-newer
echo x >> f
[ -N f ] && echo modified
#### -nt -ot with touch -d
touch -d '2020-01-01' old
touch -d '2021-01-01' new
[ new -nt old ] && echo nt
[ old -ot new ] && echo ot
[ old -nt new ] || echo not-nt
[ new -nt missing ] && echo nt-missing
[ missing -ot new ] && echo ot-missing
[ missing -nt missing2 ] || echo neither
#### -nt equal times
touch -d '2020-05-05 10:00:00' a b
[ a -nt b ] || echo not-nt
[ a -ot b ] || echo not-ot
#### -ef same file
touch f; ln f hard; ln -s f soft
[ f -ef hard ] && echo hard-same
[ f -ef soft ] && echo soft-same
[ f -ef missing ] || echo missing-differs
[[ . -ef ./ ]] && echo dot
#### string unary
[ -z "" ] && echo z
[ -n "" ] || echo not-n
[ -n x ] && echo n
[ x ] && echo bare
[ "" ] || echo empty-false
#### -v variable set
unset u; e=; declare -a arr=(1 2); declare -A as=([k]=v)
for n in u e arr 'arr[1]' 'arr[5]' as 'as[k]' 'as[zz]' 'arr[-1]'; do
  [[ -v $n ]] && echo "$n set" || echo "$n unset"
done
#### -v on declared without value
declare x
[[ -v x ]] && echo set || echo unset
declare -a emptyarr=()
[[ -v emptyarr ]] && echo set || echo unset
a=(); a[3]=x
[[ -v a ]] && echo a-set || echo a-unset
[[ -v a[3] ]] && echo a3-set
#### -v with test builtin
x=1
test -v x && echo yes
test -v 'x[0]' && echo elem
test -v nope || echo no
#### -v with arithmetic subscript
a=(1 2 3); i=1
[[ -v a[i+1] ]] && echo two
[[ -v a[i+2] ]] || echo three-missing
#### -v bad subscript
a=(1)
[[ -v a[@] ]] && echo at-set || echo at-unset
#### -R nameref
declare -n r=target
x=1
[[ -R r ]] && echo nameref
[[ -R x ]] || echo not-nameref
test -R r && echo test-R
#### -o optname
set -o noclobber
[[ -o noclobber ]] && echo on
[[ -o errexit ]] || echo off
[[ -o nosuchopt ]] || echo "bad st=$?"
test -o pipefail || echo pipefail-off
#### ! -o with option name
[ ! -o noglob ] && echo not-noglob
#### string compare in double brackets
[[ apple < banana ]] && echo lt
[[ b > a ]] && echo gt
[[ a < a ]] || echo not-lt-equal
[[ B < a ]] && echo B-lt-a || echo B-ge-a
#### string compare in test needs escaping
[ apple \< banana ] && echo lt
[ b '>' a ] && echo gt
test Z \< a && echo Z-lt-a
#### C.UTF-8 ordering codepoints
[[ é > z ]] && echo e-acute-after-z
[[ a < ä ]] && echo a-before
[[ Z < a ]] && echo upper-first
#### == pattern vs quoted
[[ abc == a* ]] && echo glob
[[ abc == "a*" ]] || echo literal
x='a*'
[[ abc == $x ]] && echo var-glob
[[ abc == "$x" ]] || echo var-literal
#### = and == and != in test
[ abc = abc ] && echo eq
[ abc == abc ] && echo eqeq
[ abc != abd ] && echo ne
[ 'a*' = a* ] 2>&1 || echo ok
#### integer comparisons
[ 10 -gt 9 ] && echo gt
[ -5 -lt 3 ] && echo lt
[ 007 -eq 7 ] && echo octal-not
[ 3 -ge 3 ] && [ 3 -le 3 ] && echo ge-le
[ 1 -ne 2 ] && echo ne
#### test integer with spaces and signs
[ ' 12 ' -eq 12 ] && echo spaces
[ +5 -eq 5 ] && echo plus
[ '12 3' -eq 12 ] 2>&1
echo st=$?
#### test integer errors
[ abc -eq 1 ] 2>&1
echo st=$?
[ 1 -eq '' ] 2>&1
echo st=$?
[ 0x10 -eq 16 ] 2>&1
echo st=$?
#### double bracket integers are arithmetic
[[ 0x10 -eq 16 ]] && echo hex
[[ 010 -eq 8 ]] && echo octal
[[ 2#101 -eq 5 ]] && echo base
[[ 1+1 -eq 2 ]] && echo expr
x=3; [[ x -eq 3 ]] && echo varname
[[ ' 4 ' -eq 4 ]] && echo spaces
#### double bracket integer error
[[ abc -eq 0 ]] && echo abc-is-zero
[[ 1/0 -eq 0 ]] 2>&1
echo st=$?
[[ 08 -eq 8 ]] 2>&1
echo st=$?
#### test argument counts
test; echo "0:$?"
test ''; echo "1:$?"
test -n; echo "-n alone:$?"
test !; echo "!:$?"
test ! ''; echo "! empty:$?"
#### test three arg forms
[ ! = ! ] && echo eq-bang
[ -n = -n ] && echo eq-n
[ x -a '' ] || echo and-false
[ x -o '' ] && echo or-true
[ ! -z x ] && echo not-z
#### test four args
[ ! x = y ] && echo not-eq
[ ! ! x ] && echo dbl
[ \( x \) ] && echo paren
#### test parentheses and precedence
[ \( 1 -eq 1 -o 1 -eq 2 \) -a 2 -eq 2 ] && echo yes
[ 1 -eq 2 -a 1 -eq 1 -o 3 -eq 3 ] && echo and-binds-tighter
#### test syntax errors
[ 1 -eq 1 2>&1
echo st=$?
[ a b c ] 2>&1
echo st=$?
test -x a b 2>&1
echo st=$?
[ 1 -foo 2 ] 2>&1
echo st=$?
#### test unary on missing operand
[ -f ] && echo one-arg-is-string
[ -z ] && echo z-string
#### double bracket logical
[[ -n a && -z '' ]] && echo and
[[ -z a || -n b ]] && echo or
[[ ! -z a ]] && echo not
[[ ( a == a ) && ! ( b == c ) ]] && echo group
#### double bracket no word splitting
x='a b'
[[ $x == 'a b' ]] && echo nosplit
[[ -n $empty ]] || echo empty-ok
#### regex match basics
[[ abc123 =~ [0-9]+ ]] && echo "${BASH_REMATCH[0]}"
re='^(a|b)+$'
[[ abba =~ $re ]] && echo alt
[[ 'a.c' =~ a\.c ]] && echo escaped
[[ abc =~ "b" ]] && echo quoted-literal
[[ abc =~ ^"a.c"$ ]] || echo quoted-dot
#### regex invalid
[[ a =~ ( ]] 2>&1
echo st=$?
re='a{1'
[[ a =~ $re ]]
echo st=$?
#### test -eq with large numbers
[ 9223372036854775807 -gt 0 ] && echo max
[ 9223372036854775808 -gt 0 ] 2>&1
echo st=$?
#### test string with leading dash
x=-n
[ "$x" = -n ] && echo dash-eq
[ -z "$x" ] || echo not-empty
#### double bracket -a -o not operators
[[ -a f ]] && echo exists || echo missing
touch f
[[ -a f ]] && echo exists
#### test < > compares in C locale bytes
[[ a < B ]] && echo a-lt-B || echo a-ge-B
LC_ALL=C
[[ a < B ]] && echo C-a-lt-B || echo C-a-ge-B
#### double bracket -eq with negative
[[ -3 -lt -2 ]] && echo neg
[[ - 3 -eq -3 ]] 2>&1 || echo err
#### test -ef on directory
mkdir dd
[ dd -ef ./dd/ ] && echo dir-same
[ dd -ef . ] || echo not-cwd
#### bracket missing close
[ x 2>&1
echo st=$?
#### test -eq overflow in double bracket
[[ 9223372036854775808 -eq -9223372036854775808 ]] && echo wrap
#### double bracket unary string ops with var
unset u
[[ -z $u ]] && echo z
[[ $u ]] || echo empty
#### pattern in double bracket with extglob
[[ foo.txt == *.@(txt|md) ]] && echo ext
[[ abc == !(x*) ]] && echo neg
#### test -N -O -G with missing
[ -N missing ] || echo N-missing
[ -G missing ] || echo G-missing
#### test with = and pattern chars
[ 'a[b' = 'a[b' ] && echo bracket
[[ 'a[b' == 'a[b' ]] && echo quoted-bracket
[[ 'a[b' == a[b ]] && echo unquoted-bracket || echo no-unquoted
