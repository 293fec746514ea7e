#### dbracket string compare with glob
[[ abc == a* ]] && echo glob
[[ abc == "a*" ]] || echo quoted
#### dbracket less than
[[ a < b ]] && echo lt
[[ b > a ]] && echo gt
#### dbracket integer ops
[[ 10 -gt 9 ]] && echo gt
[[ 010 -eq 8 ]] && echo octal || echo decimal
#### dbracket arith in -eq operands
x=3
[[ x+1 -eq 4 ]] && echo arith
#### dbracket -eq invalid
[[ abc -eq 0 ]] && echo zero
#### dbracket -v
x=1
[[ -v x ]] && echo set
[[ -v nosuch ]] || echo unset
a=(1)
[[ -v a[0] ]] && echo elem
[[ -v a[5] ]] || echo noelem
#### dbracket -n -z
e=
[[ -z $e ]] && echo empty
[[ -n $e ]] || echo notn
#### dbracket single word
[[ x ]] && echo nonempty
e=
[[ $e ]] || echo empty
#### dbracket no word splitting
x='a b'
[[ $x == 'a b' ]] && echo nosplit
#### dbracket no glob expansion
touch zz
[[ z* == z* ]] && echo pat
#### dbracket and or precedence
[[ 1 == 2 || 1 == 1 && 2 == 2 ]] && echo yes
#### dbracket not
[[ ! 1 == 2 ]] && echo not
#### dbracket parens
[[ ( 1 == 1 ) && ! ( 1 == 2 ) ]] && echo grouped
#### dbracket file tests
touch f
mkdir d
[[ -f f && -d d && -e f && ! -e nosuch ]] && echo files
#### dbracket -ef -nt
touch a
ln a b
[[ a -ef b ]] && echo same
#### dbracket unary with no arg
eval '[[ -f ]]' 2>&1 | sed 's/.*line [0-9]*: //'
#### dbracket -o option
set -o noglob
[[ -o noglob ]] && echo on
[[ -o nosuchopt ]] || echo off
#### dbracket pattern with extglob always on
[[ foo.c == @(*.c|*.h) ]] && echo ext
#### dbracket string equals single
[[ a = a ]] && echo eq
#### dbracket regex vs glob
[[ a.c == *.c ]] && echo glob
#### dbracket status 2 on syntax
eval '[[ 1 -lt ]]' 2>/dev/null
echo st=$?
#### dbracket tilde
HOME=/h
[[ ~ == /h ]] && echo tilde
#### dbracket case pattern bracket
[[ b == [abc] ]] && echo class
#### dbracket empty string ops
[[ '' == '' ]] && echo emptyeq
[[ '' < a ]] && echo emptylt
#### dbracket with newline
[[ 1 == 1 &&
   2 == 2 ]] && echo multiline
#### dbracket -t fd
[[ -t 9 ]] || echo not tty
#### dbracket variable as operator fails
op='=='
eval '[[ a $op a ]]' 2>/dev/null
echo st=$?
#### dbracket nocasematch
shopt -s nocasematch
[[ ABC == abc ]] && echo ci
#### dbracket -R nameref
declare -n r=x
[[ -R r ]] && echo ref
#### dbracket -eq non integer message
[[ a -eq 1 ]]
echo st=$?
x=1.5
[[ $x -eq 1 ]]
echo st=$?
#### dbracket syntax error unexpected token
eval '[[ 1 2 ]]'
echo st=$?
#### dbracket missing close
eval '[[ 1 == 1'
echo st=$?
#### dbracket regex with unquoted angle
eval '[[ a < ]]'
echo st=$?
#### dbracket binary op without left
eval '[[ == a ]]'
echo st=$?
#### dbracket -a and -o are not binary
eval '[[ 1 -a 1 ]]'
echo st=$?
#### dbracket string compare with numbers
[[ 10 < 9 ]] && echo lexical
#### dbracket -z with no arg
eval '[[ -z ]]'
echo st=$?
#### dbracket -v with assoc key
declare -A A=([k]=1)
[[ -v A[k] ]] && echo hasK
[[ -v A[z] ]] || echo noZ
#### dbracket -v with array at
a=(1)
[[ -v a[@] ]] && echo at
#### dbracket -N and -O
touch f
[[ -O f ]] && echo owned
#### dbracket == with rhs variable containing glob quoted part
p='*'
[[ abc == a$p ]] && echo globvar
[[ abc == a"$p" ]] || echo quoted
