#### precedence table
echo $(( 2 + 3 * 4 )) $(( (2 + 3) * 4 )) $(( 2 ** 3 ** 2 )) $(( -2 ** 2 ))
echo $(( 1 << 2 + 1 )) $(( 6 & 3 | 8 )) $(( 6 ^ 3 & 1 )) $(( 1 | 2 ^ 3 ))
echo $(( 1 < 2 == 1 )) $(( 3 > 2 > 1 )) $(( !0 + 1 )) $(( ~0 * 2 ))
#### associativity
echo $(( 100 / 10 / 5 )) $(( 2 - 3 - 4 )) $(( 64 % 10 % 3 ))
a=1 b=2; echo $(( a = b = 7 )) $a $b
echo $(( 2 ** 2 ** 3 ))
#### unary operators
x=5
echo $(( -x )) $(( +x )) $(( !x )) $(( ~x )) $(( - -x )) $(( -+-x ))
echo $(( !!x )) $(( ~~x ))
#### logical short circuit
x=0
(( 0 && (x = 1) )); echo $x
(( 1 || (x = 2) )); echo $x
(( 1 && (x = 3) )); echo $x
echo $(( 5 && 7 )) $(( 0 || 0 )) $(( 3 || 0 ))
#### ternary nested
x=5
echo $(( x > 3 ? x > 4 ? 2 : 1 : 0 ))
echo $(( x < 3 ? 10 : x < 6 ? 20 : 30 ))
echo $(( 0 ? 1 : 0 ? 2 : 3 ))
#### ternary with assignment
x=1
(( x ? (y = 10) : (y = 20) )); echo $y
(( z = x ? 4 : 5 )); echo $z
#### ternary short circuit side effects
a=0 b=0
(( 1 ? a++ : b++ )); echo $a $b
(( 0 ? a++ : b++ )); echo $a $b
#### comma operator
echo $(( a = 1, b = a + 1, a + b ))
echo $(( 1, 2, 3 ))
#### assignment operators
x=10
(( x += 5 )); echo $x
(( x -= 3 )); echo $x
(( x *= 2 )); echo $x
(( x /= 5 )); echo $x
(( x %= 3 )); echo $x
(( x <<= 4 )); echo $x
(( x >>= 1 )); echo $x
(( x &= 12 )); echo $x
(( x |= 3 )); echo $x
(( x ^= 5 )); echo $x
#### pre and post increment
x=5
echo $(( x++ )) $x $(( ++x )) $x $(( x-- )) $x $(( --x )) $x
#### increment unset variable
unset u
echo $(( u++ )) $u
unset v
echo $(( ++v )) $v
unset w
(( w-- )); echo $w
#### increment array elements
a=(1 2 3)
(( a[1]++ )); echo "${a[@]}"
(( ++a[2] )); echo "${a[@]}"
(( a[5]++ )); echo "${a[@]}" "${!a[@]}"
i=0; (( a[i++]++ )); echo "${a[@]} i=$i"
#### increment assoc element
declare -A h
(( h[x]++ )); (( h[x]++ )); echo "${h[x]}"
h[y]=5; (( h[y] *= 3 )); echo "${h[y]}"
#### bases
echo $(( 2#1010 )) $(( 8#17 )) $(( 16#ff )) $(( 16#FF )) $(( 36#z )) $(( 36#Z ))
echo $(( 64#@ )) $(( 64#_ )) $(( 64#a )) $(( 64#A )) $(( 62#Z ))
echo $(( 0x1F )) $(( 0X1f )) $(( 017 )) $(( 10#017 ))
#### base errors
echo $(( 2#2 )) 2>&1
echo $(( 65#1 )) 2>&1
echo $(( 1#1 )) 2>&1
echo $(( 08 )) 2>&1
echo $(( 0x )) 2>&1
echo done
#### base with variable and sign
x=ff
echo $(( 16#$x )) $(( -16#10 ))
echo $(( 10#-5 )) 2>&1
#### overflow wraparound
echo $(( 9223372036854775807 + 1 ))
echo $(( -9223372036854775808 - 1 ))
echo $(( 9223372036854775807 * 2 ))
echo $(( 2 ** 63 )) $(( 2 ** 64 ))
echo $(( 18446744073709551615 ))
echo $(( 99999999999999999999 ))
#### min int division
echo $(( -9223372036854775808 / -1 )) 2>&1
echo $(( -9223372036854775808 % -1 )) 2>&1
#### shifts
echo $(( 1 << 63 )) $(( 1 << 64 )) $(( 1 << 65 ))
echo $(( -8 >> 1 )) $(( -1 >> 63 ))
echo $(( 1 << -1 )) $(( 8 >> -1 ))
#### exponent errors
echo $(( 2 ** -1 )) 2>&1
echo status=$?
echo $(( 0 ** 0 )) $(( (-2) ** 3 )) $(( 0 ** 5 ))
#### division by zero messages
echo $(( 5 / 0 )) 2>&1
echo $(( 5 % 0 )) 2>&1
x=0; (( 7 / x )) 2>&1
echo status=$?
y=3; (( y /= 0 )) 2>&1; echo "y=$y"
(( y %= 0 )) 2>&1
#### division truncation toward zero
echo $(( -7 / 2 )) $(( 7 / -2 )) $(( -7 % 2 )) $(( 7 % -2 )) $(( -7 % -2 ))
#### variables holding expressions
a='b + 1'; b='c * 2'; c=3
echo $(( a )) $(( a * 2 ))
e='1 +'; echo $(( e 2 )) 2>&1
#### recursive variable evaluation limit
a=a
echo $(( a )) 2>&1
echo st=$?
#### variable expansion before arith vs name
x='2 + 3'
echo $(( x * 2 )) $(( $x * 2 ))
#### empty and unset in arithmetic
unset u; e=
echo $(( u + 1 )) $(( e + 1 )) $(( ${e} + 1 )) 2>&1
echo $(( )) 2>&1
#### invalid variable value
x='3a'
echo $(( x + 1 )) 2>&1
echo st=$?
#### error token messages
echo $(( 1 + )) 2>&1
echo $(( * 2 )) 2>&1
echo $(( 2 2 )) 2>&1
#### unbalanced paren in arith substitution
echo $(( (1 + 2 ))
echo next
#### extra close paren in arith substitution
echo $(( 1 + 2) ))
echo next
#### error token for bad assignment
(( 3 = 4 )) 2>&1
(( x++ = 4 )) 2>&1
echo $(( 1 ? 2 )) 2>&1
#### error token for operand expected
echo $(( 1 && )) 2>&1
echo $(( , )) 2>&1
echo $(( a[ )) 2>&1
#### error in let and double parens status
let 'x = 1 +' 2>&1; echo "let st=$?"
(( 1 / 0 )) 2>&1; echo "dp st=$?"
#### let with multiple args
let a=1 b=a+2 'c = b * 3'
echo $a $b $c
let 0; echo "st=$?"
let 1 0; echo "st=$?"
#### let with no args
let 2>&1; echo "st=$?"
#### arith in array subscript
a=(10 20 30 40)
i=1
echo ${a[i+1]} ${a[i*3]} ${a[-1]} ${a[$i]}
#### negative subscript out of range
a=(1 2)
echo "${a[-3]}" 2>&1
a[-3]=x 2>&1
#### declare -i evaluation
declare -i n
n='2 * 3 + 1'; echo $n
n+=4; echo $n
n=abc; echo $n
n='16#f'; echo $n
#### declare -i with string concat and array
declare -ia arr
arr=(1+1 2*3)
echo "${arr[@]}"
arr+=(5-1)
echo "${arr[@]}"
#### arith with spaces and newlines
echo $((
  1 +
  2
))
#### arith with command substitution
echo $(( $(echo 3) * $(echo 4) ))
#### arith quoting
echo $(( "3" + 4 ))
echo $(( '3' + 4 )) 2>&1
#### arith for loop
for (( i = 0, j = 10; i < 3; i++, j -= 2 )); do echo "$i $j"; done
for (( ;; )); do echo once; break; done
#### double parens exit status
(( 0 )); echo $?
(( 5 )); echo $?
(( -1 )); echo $?
(( x = 0 )); echo $?
#### comparison results
echo $(( 3 == 3 )) $(( 3 != 3 )) $(( 2 <= 3 )) $(( 2 >= 3 ))
#### bitwise on negatives
echo $(( -1 & 255 )) $(( ~5 )) $(( -6 ^ 3 )) $(( -1 | 0 ))
#### assignment to non-variable
(( 1++ )) 2>&1
echo $(( ++5 ))
echo $(( --5 ))
#### increment of expression-valued variable
x='1+1'
(( x++ )) 2>&1; echo "x=$x"
#### deeply nested parentheses
echo $(( ((((((1+2)))))) * ((3)) ))
#### arith in conditional and case
x=4
case $(( x % 2 )) in 0) echo even;; 1) echo odd;; esac
#### readonly in arithmetic
readonly r=5
(( r++ )) 2>&1
echo "st=$? r=$r"
echo $(( r = 2 )) 2>&1
#### nameref in arithmetic
n=3
declare -n ref=n
(( ref += 2 )); echo $n
#### array element holds expression
a=('1+2' '3*4')
echo $(( a[0] + a[1] ))
echo $(( a ))
#### assoc subscript in arith
declare -A h=([one]=1 [two]=2)
echo $(( h[one] + h[two] ))
k=two; echo $(( h[$k] * 10 ))
#### arith substitution old form
echo $[ 2 + 3 ]
#### large exponent overflow
echo $(( 3 ** 40 ))
echo $(( 10 ** 19 ))
#### subscript side effects once in compound assignment
a=(1 2 3); i=0; (( a[i++] += 5 )); echo "${a[@]} i=$i"
a=(1 2 3); i=0; (( ++a[i++] )); echo "${a[@]} i=$i"
a=(1 2 3); i=0; echo $(( a[i++]-- )) "${a[@]}" i=$i
#### subscript evaluated before right side in op-assign
a=(0 0 0); i=0; (( a[i] = ++i )); echo "${a[@]} i=$i"
a=(0 0 0); i=0; (( a[i] += ++i )); echo "${a[@]} i=$i"
#### let and declare -i element side effects once
a=(1 2 3); i=0; let 'a[i++]++'; echo "${a[@]} i=$i"
declare -ia n=(1 2); j=1; (( n[j--] *= 4 )); echo "${n[@]} j=$j"
#### nameref array element increment
arr=(5 6); declare -n r=arr; i=0; (( r[i++]++ )); echo "${arr[@]} i=$i"
#### bad negative subscript message quotes text
a=(1 2); i=-5
(( a[i]++ )) 2>&1; echo "st=$?"
(( a[ i ] = 2 )) 2>&1; echo "st=$?"
(( a[i+0] += 2 )) 2>&1; echo "st=$?"
#### scalar negative subscript increment
s=abc; (( s[-1]++ )) 2>&1; echo "st=$? s=$s"
unset u; (( u[-1]++ )) 2>&1; echo "st=$?"
#### at subscript in arithmetic
a=(1 2)
echo $(( a[@] )) 2>&1
(( a[*] += 1 )) 2>&1; echo "st=$? ${a[*]}"
(( a[@]++ )) 2>&1; echo "st=$?"
#### at subscript of assoc is a key
declare -A h=([a]=1)
echo $(( h[@] ))
(( h[@] = 2 )); (( h[@]++ ))
echo "${h[@]@K}" | tr ' ' '\n' | sort
