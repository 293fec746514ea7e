#### bases two to sixty four
echo $(( 2#1011 )) $(( 8#777 )) $(( 16#ff )) $(( 36#zz )) $(( 64#@ )) $(( 64#_ )) $(( 62#Z ))
#### base letters case
echo $(( 16#AbC )) $(( 36#Z )) $(( 37#A )) $(( 37#a ))
#### hex and octal literals
echo $(( 0x1F )) $(( 0X10 )) $(( 017 )) $(( 0 ))
#### invalid digit for base
echo $(( 2#12 )) 2>&1; echo st=$?
#### overflow wraps
echo $(( 9223372036854775807 + 1 )) $(( -9223372036854775808 - 1 )) $(( 2**63 )) $(( 2**64 ))
#### multiplication overflow
echo $(( 4611686018427387904 * 2 )) $(( 3037000500 * 3037000500 ))
#### min int division
echo $(( -9223372036854775808 / -1 )) $(( -9223372036854775808 % -1 ))
#### negative exponent error
echo $(( 2 ** -1 )) 2>&1; echo st=$?
#### zero to zero
echo $(( 0 ** 0 )) $(( (-2) ** 3 )) $(( -2 ** 2 ))
#### ternary with assignments
x=0; (( 1 ? (x=5) : (x=6) )); echo $x; (( 0 ? x=7 : (x=8) )); echo $x
#### ternary right associative
echo $(( 1 ? 2 ? 3 : 4 : 5 )) $(( 0 ? 1 : 0 ? 2 : 3 ))
#### ternary short circuit side effects
i=0; j=0; (( 1 ? i++ : j++ )); echo $i $j
#### comma operator
echo $(( a=1, b=a+2, a*b )); echo $a $b
#### pre and post increment on array elements
a=(5 10); (( a[0]++ )); (( ++a[1] )); echo ${a[@]}; echo $(( a[0]-- )) $(( --a[1] )); echo ${a[@]}
#### increment on assoc element
declare -A m; (( m[k]++ )); (( m[k]+=5 )); echo ${m[k]}
#### compound assignment operators
x=10; (( x+=5, x-=3, x*=2, x/=4, x%=4 )); echo $x; y=1; (( y<<=4, y|=1, y^=3, y&=6, y>>=1 )); echo $y
#### bitwise and logical
echo $(( 5 & 3 )) $(( 5 | 3 )) $(( 5 ^ 3 )) $(( ~5 )) $(( !5 )) $(( !0 )) $(( 1 << 62 ))
#### shift beyond width
echo $(( 1 << 64 )) $(( 1 << 65 )) $(( -8 >> 1 ))
#### logical short circuit
x=0; (( 0 && (x=1) )); echo $x; (( 1 || (x=2) )); echo $x
#### precedence
echo $(( 2 + 3 * 4 )) $(( (2 + 3) * 4 )) $(( 2 ** 3 ** 2 )) $(( -3 % 2 )) $(( 7 / -2 ))
#### division by zero
echo $(( 1 / 0 )) 2>&1; echo st=$?; (( 5 % 0 )); echo st=$?
#### variable holding expression
e='3 + 4'; echo $(( e * 2 )) $(( $e * 2 ))
#### unset and empty variables are zero
unset u; e=; echo $(( u + 1 )) $(( e + 2 ))
#### recursive variable reference
a=b; b=c; c=7; echo $(( a + 1 ))
#### arithmetic syntax errors
echo $(( 1 + )) 2>&1; echo st=$?
#### invalid token error
(( 3 @ 4 )) 2>&1; echo st=$?
#### let status codes
let 'x = 0'; echo $?; let 'x = 2'; echo $?; let 'a=1' 'b=0'; echo $?
#### arithmetic command status
(( 0 )); echo $?; (( 5 )); echo $?; (( -1 )); echo $?
#### assignment to non variable error
(( 3 = 4 )) 2>&1; echo st=$?
#### integer attribute arithmetic on assignment
declare -i n; n=3*4; n+=2; echo $n; n='n*2'; echo $n
#### base output via printf
printf '%x %o %X\n' $(( 255 )) $(( 8 )) $(( 0xabc ))
#### negative numbers and unary
echo $(( -(-5) )) $(( +-+3 )) $(( - - 2 ))
#### leading zeros decimal with base prefix
echo $(( 10#010 )) $(( 10#-12 )) 2>&1
#### arithmetic in array subscript
a=(a b c d); i=1; echo ${a[i+1]} ${a[$((i*3))]} ${a[-i]}
#### arithmetic for loop with comma
for (( i=0, j=10; i<3; i++, j-=2 )); do echo -n "$i:$j "; done; echo
#### large base number
echo $(( 64#zzz )) $(( 36#10 ))
#### base 1 and 65 invalid
( echo $(( 1#1 )) ) 2>&1; ( echo $(( 65#1 )) ) 2>&1
#### whitespace and newlines inside arithmetic
echo $((
  1 +
  2
))
#### nested arithmetic expansions
echo $(( $(( 2 + 3 )) * $((1+1)) ))
#### exponent large
echo $(( 3 ** 40 )) $(( 10 ** 18 )) $(( 10 ** 19 ))
