#### integer attribute evaluates assignments
declare -i iv jv
iv=$(( 3 + 5 * 32 ))
echo $iv
iv=iv+3
echo $iv
iv=2
jv=iv
let "jv *= 2"
echo $jv
jv=$(( $jv << 2 ))
echo $jv
let jv="$jv / 2"
echo $jv
jv="jv >> 2"
echo $jv
#### comparison operators
iv=4 jv=2
echo $(( iv == jv )) $(( iv != $jv )) $(( iv < jv )) $(( $iv > $jv )) $(( iv <= $jv )) $(( $iv >= jv ))
#### bitwise and logical not
jv=2
echo $(( ~$jv )) $(( ~1 )) $(( ! 0 )) $(( !5 ))
#### modulo and shift assignment
iv=4 jv=2
echo $(( jv % 2 )) $(( $iv % 4 ))
echo $(( iv <<= 16 ))
echo $(( iv %= 33 ))
#### bitwise and or xor
echo $(( 33 & 55 )) $(( 33 | 17 )) $(( 8 ^ 32 ))
#### logical and or results
iv=1 jv=2
echo $(( iv && $jv )) $(( $iv || jv )) $(( iv && 0 )) $(( iv & 0 )) $(( iv && 1 )) $(( iv & 1 ))
echo $(( $jv || 0 )) $(( jv | 0 )) $(( jv | 1 )) $(( $jv || 1 ))
#### compound assignment operators
iv=4 jv=8
let 'iv *= jv'
echo $iv
let "jv += $iv"
echo $jv
echo $(( jv /= iv ))
echo $(( jv <<= 8 ))
echo $(( jv >>= 4 ))
echo $(( iv |= 4 ))
echo $(( iv &= 4 ))
echo $(( iv ^= 7 ))
echo $(( iv -= 1 ))
#### unary plus and minus
echo $(( +4 - 8 )) $(( -4 + 8 )) $(( +7 )) $(( -7 ))
#### conditional operator
echo $(( 4<5 ? 1 : 32)) $(( 4>5 ? 1 : 32)) $(( 4>(2+3) ? 1 : 32)) $(( 4<(2+3) ? 1 : 32))
echo $(( (2+2)<(2+3) ? 1 : 32)) $(( (2+2)>(2+3) ? 1 : 32))
#### nested conditional operator
S=105
W=$((S>99?4:S>9?3:S>0?2:0))
echo $W
S=42; echo $((S>99?4:S>9?3:S>0?2:0))
#### conditional does not evaluate unused branch through variable
x=i+=2
y=j+=2
declare -i i=1 j=1
echo $((1 ? 20 : (x+=2)))
echo $i,$x
echo $((0 ? (y+=2) : 30))
echo $j,$y
#### assignment in conditional branch without parens
declare -i x=2
echo $((0 ? x+=2 : 20))
#### assignment in conditional true branch is an error
declare -i x=2
y=$((1 ? 20 : x+=2))
echo "st=$? y=$y"
#### chained assignment right to left
declare -i i=1 j=2 k=3
echo $((i += j += k))
echo $i,$j,$k
#### numeric bases
echo $(( 0x100 | 007 )) $(( 0xff )) $(( 16#ff )) $(( 16#FF/2 )) $(( 8#44 ))
#### base 64 digits
echo $(( 16#a )) $(( 32#a )) $(( 56#a )) $(( 64#a ))
echo $(( 16#A )) $(( 32#A )) $(( 56#A )) $(( 64#A ))
echo $(( 64#@ )) $(( 64#_ ))
#### invalid base
echo $(( 3425#56 ))
echo after
#### base with no digits
echo $(( 2# ))
echo after
#### assignment to constant
echo $(( 7 = 43 ))
echo after
#### digit too large for base
echo $(( 2#44 ))
echo after
#### division by zero
echo $(( 44 / 0 ))
echo after
#### modulo by zero in let
let 'x = 5 % 0'
echo "st=$?"
#### escaped dollar in arithmetic
jv=1 iv=2
echo $(( jv += \$iv ))
echo after
#### missing paren in let
let 'rv = 7 + (43 * 6'
echo "st=$?"
#### base zero is invalid
declare -i i
i=0#4
echo "st=$? i=$i"
#### two bases in one number
declare -i i
i=2#110#11
echo "st=$? i=$i"
#### nested subshell looks like arithmetic
((echo abc; echo def;); echo ghi)
#### arithmetic command as if condition
if (((4+4) + (4 + 7))); then
	echo ok
fi
#### empty arithmetic command
(())
echo "st=$?"
#### array elements in arithmetic
a=(0 2 4 6)
echo $(( a[1] + a[2] ))
echo $(( (a[1] + a[2]) == a[3] ))
(( (a[1] + a[2]) == a[3] )) ; echo $?
#### variable value is evaluated as expression
A="3 + 5"
echo $(( ( 4 + A ) + 4 ))
#### incomplete expression in variable
A="4 + "
echo $(( ( 4 + A ) + 4 ))
echo after
#### conditional with missing middle operand
echo $(( 4 ? : 3 ))
echo after
#### conditional with missing colon
echo $(( 1 ? 20 ))
echo after
#### conditional with missing last operand
echo $(( 4 ? 20 : ))
echo after
#### short circuit does not assign
B=9
echo $(( 0 && B=42 ))
echo $B
echo $(( 1 || B=88 ))
echo $B
echo $(( 0 && (B=42) ))
echo $B
echo $(( 1 || (B=88) ))
echo $B
#### until with arithmetic condition
x=7
until (( x == 4 ))
do
	echo $x
	x=4
done
echo $x
#### exponentiation
echo $(( 2**15 - 1)) $(( 2**(16-1))) $(( 2**16*2 )) $(( 2**31-1)) $(( 2**0 ))
#### negative exponent
echo $(( 2**-1 ))
echo after
#### post and pre increment and decrement
x=4
echo $(( x++ )) $x $(( x-- )) $x $(( --x )) $x $(( ++x )) $x
#### increment of a constant
echo $(( ++7 )) $(( --7 ))
#### post increment of a constant
echo $(( 7-- ))
echo after
#### assignment to pre-increment
x=4
echo $(( --x=7 ))
echo after
#### assignment to post-increment
x=4
echo $(( x++=7 ))
echo after
#### command substitution in arithmetic
echo $(( "`echo 1+1`" )) $(( `echo 1+1` )) $(( $(echo 2*3) ))
#### post increment on constant with spaces
echo $(( 4 -- ))
echo after
#### post increment of array element
(( array[0]++ ))
echo ${array}
(( array[0] ++ ))
echo ${array}
#### post increment of unset variable
(( a++ ))
echo $a
(( a ++ ))
echo $a
#### operators without spaces parse greedily
a=2
echo $(( a ++ + 4 ))
echo $a
echo $(( a+++4 ))
echo $a
echo $(( a---4 ))
echo $a
echo $(( a -- + 4 ))
echo $a
echo $(( a -- - 4 ))
echo $a
#### lone increment operator
(( ++ ))
echo "st=$?"
#### plus plus plus before constant
echo $(( +++7 )) $(( ++ + 7 )) $(( ---7 )) $(( -- - 7 ))
#### pre increment with spaces
(( ++array[0] ))
echo $array
(( ++ array[0] ))
echo $array
(( ++a ))
echo $a
(( ++ a ))
echo $a
(( --a ))
echo $a
(( -- a ))
echo $a
#### pre increment inside expression
a=1
echo $(( 4 + ++a )) $a
echo $(( 4+++a )) $a
echo $(( 4---a )) $a
echo $(( 4 - -- a )) $a
#### mixed unary operators
echo $(( ++-7 )) $(( ++ - 7 )) $(( +--7 )) $(( -- + 7 ))
#### stacked logical not and unary
echo $(( !!1 )) $(( -!+1 )) $(( +--+!!0 )) $(( !!+-+-~0 ))
#### array subscript with side effect in arithmetic
v=4
DIND=20
(( dice[DIND%6 + 1]=v ))
echo ${dice[3]}
(( dice[DIND/v]+=2 ))
echo ${dice[5]}
#### 64 bit overflow wraps
echo $(( 2147483645 + 4 ))
echo $((2**63 - 1)) $((2**63)) $((-2**63))
echo $(( 9223372036854775807 + 1 ))
#### intmax min modulo and divide by minus one
intmax_min1=$((2**63))
intmax_max=$((2**63 - 1))
echo $(( $intmax_min1 % -1 )) $(( $intmax_max % -1 ))
lvalue=$intmax_min1
(( lvalue%= -1 ))
echo $lvalue
echo $(( $intmax_min1 / -1 ))
lvalue=$intmax_min1
(( lvalue /= -1 ))
echo $lvalue
echo $(( $intmax_min1 * -1 ))
echo $(( -${intmax_min1} ))
#### brace expansion near intmax
intmax_max=$((2**63 - 1))
foo1=$(( $intmax_max - 2 ))
eval echo \{${foo1}..${intmax_max}\}
#### comma and assignment to array in reorder
function reorder
{
	(( x[1] < x && (x=x[1], x[1]=$x) ))
	echo "${x[@]}"
}
x=(123 456)
reorder
x=(456 123)
reorder
#### array assignment with increment in subscript
n=0 ; (( (a[n]=++n)<7&&a[0])); echo "${a[@]:1}"
#### recursive evaluation of array element
n=0 a="(a[n]=++n)<7&&a[0]"; ((a[0])); echo "${a[@]:1}"
#### comma operator with array elements
y=(1 2 3 4)
echo $(( a=(y[0] + y[1]) & 0xff, b=(y[2] + y[3]) & 0xff, a << 8 | b))
echo $a, $b
((a = y[0], b = 1 ))
echo $a, $b
#### arithmetic in substring offsets
PARAM=abcdefg
echo ${PARAM:1 ? 4 : 2}
echo ${PARAM:1 ? 4 : 2:1}
echo ${PARAM: 4<5 ? 4 : 2}
echo ${PARAM: 5>4 ? 4 : 2:1}
echo ${PARAM:${OFFSET:-0}}
OFFSET=4
echo ${PARAM:${OFFSET:-0}}
#### unused conditional branch with variable not evaluated
a=0 x="a=1"
((0?x:0))
echo $a
a=0 x="a=1"
((1?0:x))
echo $a
a=0 x="a=1"
((0?(x):0))
echo $a
#### unused expanded text is still expanded
a=0 x="a=1"
((0?$x:0))
echo $a
#### short circuit does not evaluate variable expression
a=0 x="a=1"
((0&&x))
echo $a
a=0 x="a=1"
((1||x))
echo $a
a=0
((0?arr[a=1]:0))
echo $a
#### comma operator in arithmetic command
x=4
y=7
(( x=8 , y=12 ))
echo $x $y
#### missing operator between operands
(( x=9 y=41 ))
echo "st=$?"
#### two names without operator
echo $((a b))
echo after
#### printf integer formats round trip
n=42
printf "%d\n" $n
printf "%i\n" $n
echo $(( 8#$(printf "%o\n" $n) ))
printf "%u\n" $n
echo $(( 16#$(printf "%x\n" $n) ))
echo $(( 16#$(printf "%X\n" $n) ))
#### arithmetic commands without separators
if ((expr)) then ((expr)) fi
echo "st=$?"
#### single quoted name in arithmetic
foo=1
echo $(( 'foo' ))
echo after
#### bad array subscript in assignment
a[b[c]d]=e
echo "st=$?"
#### let status follows value
let 'x=0'; echo $?
let 'x=3'; echo $?
let 'a=1' 'b=0'; echo $?
#### let with no arguments
let 2>&1; echo "st=$?"
#### arithmetic command status
((0)); echo $?
((5)); echo $?
((-1)); echo $?
#### octal and leading zeros
echo $(( 010 )) $(( 0010 + 1 ))
echo $(( 09 ))
echo after
#### variable holding octal
x=010
echo $(( x + 1 ))
#### unset and empty variables are zero
unset u; e=''
echo $(( u + 1 )) $(( e + 2 ))
#### negative modulo and division truncate
echo $(( -7 / 2 )) $(( -7 % 2 )) $(( 7 % -2 ))
#### shift by large amount
echo $(( 1 << 63 )) $(( 1 << 64 )) $(( -8 >> 1 ))
#### arithmetic expansion error in non-interactive shell stops the line
x=$(( 1 + )) ; echo "not reached"
echo "next line st=$?"
#### nested arithmetic expansion
echo $(( $(( 2 + 3 )) * 2 ))
#### whitespace and newlines in arithmetic
echo $((
  1 +
  2
))
