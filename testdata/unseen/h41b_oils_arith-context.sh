#### arith in array subscript
a=(0 1 2 3 4 5)
i=2
echo ${a[i+1]} ${a[i*2]} ${a[(i+1)%3]} ${a[i<<1]}
#### arith in subscript with side effect
a=(0 1 2 3)
i=0
echo ${a[i++]} ${a[i++]} $i
#### arith in assignment subscript
a=()
i=1
a[i+=2]=x
echo ${!a[@]} $i
#### arith in slice offset and length
s=abcdefgh
n=2
echo ${s:n*2} ${s:n:n+1} ${s:1+1:3-1}
#### arith with ternary in slice
s=abcdef
echo ${s:1>0?2:3}
#### arith in [[ -eq ]]
x=3
[[ x -eq 3 ]] && echo a
[[ 1+2 -eq 3 ]] && echo b
[[ x*2 -gt 5 ]] && echo c
#### [[ ]] arith with var names
a=b b=5
[[ a -eq 5 ]] && echo rec
#### [[ ]] arith error
[[ 1+ -eq 1 ]]
echo st=$?
#### test builtin no arith
x=3
[ x -eq 3 ] 2>/dev/null
echo st=$?
[ 1+2 -eq 3 ] 2>/dev/null
echo st=$?
#### let basic
let x=1+2 y=x*2
echo $x $y
let 'z = x + y'
echo $z
#### let status
let 0; echo $?
let 1; echo $?
let x=0; echo $?
let 'x = 5' 0; echo $?
#### let with no args
let
echo st=$?
#### let error
let '1 +'
echo st=$?
#### arith command status
(( 0 )); echo $?
(( 5 )); echo $?
(( x = 0 )); echo $?
#### arith in for loop
for (( i = 0; i < 3; i++ )); do echo $i; done
for (( ; ; )); do echo once; break; done
#### arith in case value via $(( ))
x=4
case $(( x % 2 )) in 0) echo even;; 1) echo odd;; esac
#### arith in declare -i assignment
declare -i n
n=2*3+1
echo $n
n+=10
echo $n
#### arith in array index of assoc is string
declare -A m
m[1+1]=x
echo ${!m[@]}
#### arith string with spaces in subscript
a=(a b c)
echo ${a[ 1 + 1 ]}
#### arith nested subscripts
a=(1 2 3) b=(0 1 2)
echo $(( a[b[2]] )) ${a[b[1]]}
#### arith subscript with $
a=(x y z)
i=1
echo ${a[$i]} ${a[$((i+1))]} ${a[${i}]}
#### arith in printf -v index
a=()
i=1
printf -v 'a[i+1]' '%s' val
echo ${!a[@]}
#### arith in unset subscript
a=(0 1 2 3)
i=1
unset 'a[i+1]'
echo ${!a[@]}
#### arith in [[ ]] with -lt string compare
[[ 10 < 9 ]] && echo string-lt
[[ 10 -lt 9 ]] || echo not-numeric-lt
#### arith in substring negative via var
s=abcdef
n=-2
echo ${s:n} ${s:$n}
#### arith context octal hex base
echo $(( 010 )) $(( 0x10 )) $(( 2#101 )) $(( 36#z ))
a=(0 1 2 3 4 5 6 7 8 9)
echo ${a[010]} ${a[0x3]}
#### arith context bad number in subscript
a=(1 2)
echo ${a[08]}
echo st=$?
#### arith assign to array elem via let with quotes
a=()
let 'a[1+1]=5' "a[0] = 3"
echo ${a[@]}
#### arith string to integer coercion in compare
x=abc abc=7
(( x == 7 )) && echo yes
#### arith 64-bit overflow
echo $(( 9223372036854775807 + 1 ))
echo $(( -9223372036854775808 / -1 ))
#### arith division by zero message
echo $(( 1 / 0 ))
echo st=$?
#### arith modulo by zero in let
let 'x = 5 % 0'
echo st=$?
#### arith exponent negative
echo $(( 2 ** -1 ))
echo st=$?
#### arith bad base
echo $(( 64#@ )) $(( 65#1 ))
echo st=$?
#### arith invalid digit
echo $(( 2#2 ))
echo st=$?
#### arith 0x empty
echo $(( 0x ))
echo st=$?
#### arith assignment to non lvalue
echo $(( 1 = 2 ))
echo st=$?
#### arith ++ on literal
echo $(( 1++ ))
echo st=$?
#### arith nested dollar paren
echo $(( $(echo 2) * $((3)) ))
#### arith with array whole
a=(5 6)
echo $(( a + a[1] ))
#### arith with assoc key unquoted string
declare -A m=([abc]=3)
echo $(( m[abc] ))
k=abc
echo $(( m[$k] ))
#### arith comma and precedence
echo $(( 1 + 2 * 3 - 4 / 2 % 3 )) $(( (1,2) + 3 )) $(( 2 ** 3 ** 2 ))
#### arith bitwise and logical
echo $(( 5 & 3 )) $(( 5 | 3 )) $(( 5 ^ 3 )) $(( ~5 )) $(( !5 )) $(( 0 || 3 )) $(( 2 && 0 ))
#### arith shift negative
echo $(( 1 << 63 )) $(( -8 >> 1 )) $(( 1 << 64 ))
#### arith short circuit no side effect
x=0
echo $(( 0 && (x=1) )) $x $(( 1 || (x=2) )) $x
#### arith ternary side effects
x=0 y=0
echo $(( 1 ? (x=5) : (y=6) )) $x $y
#### arith in string with newline
e=$'1 +\n2'
echo $(( e ))
#### arith with leading zeros and 08
echo $(( 010 + 1 ))
echo $(( 08 ))
echo st=$?
#### arith unary plus minus chains
echo $(( - - 3 )) $(( +-+3 )) $(( --3 )) 2>&1
#### arith pre post increment on array elem
a=(1)
echo $(( a[0]++ )) $(( ++a[0] )) ${a[0]}
#### arith assign ops
x=10
(( x += 5, x -= 3, x *= 2, x /= 4, x %= 4, x <<= 3, x >>= 1, x &= 7, x |= 8, x ^= 1 ))
echo $x
#### arith readonly assign
readonly R=1
(( R = 2 ))
echo st=$?
#### arith with space in var value number
v=' 12 '
echo $(( v + 1 ))
#### (( )) with string compare
[[ abc < abd ]] && echo lt
(( 2 < 10 )) && echo numlt
#### arith with $# and $? 
set -- a b c
false
echo $(( $# + $? ))
#### arith expansion error aborts command
echo before $(( 1 + )) after
echo next
#### arith in heredoc
x=3
cat <<END
$(( x * 2 ))
END
