#### arith base 64 digits
echo $((64#@)) $((64#_)) $((64#z)) $((64#Z)) $((36#z)) $((36#Z))
#### arith base 2 and 16
echo $((2#1010)) $((16#ff)) $((16#FF)) $((8#777)) $((0x1F)) $((017))
#### arith base too big
echo $((65#1)); echo st=$?
#### arith base 1 invalid
echo $((1#1)); echo st=$?
#### arith digit out of base
echo $((2#102)); echo st=$?
#### arith invalid octal
echo $((08)); echo st=$?
#### arith base empty digits
echo $((16#)); echo st=$?
#### arith overflow wraps
echo $((9223372036854775807 + 1)) $((-9223372036854775808 - 1))
#### arith big literal
echo $((99999999999999999999))
#### arith division by zero message
echo $((5 / 0)); echo st=$?
#### arith modulo by zero
x=0; echo $((5 % x)); echo st=$?
#### arith division by zero in let
let 'y = 1 / 0'; echo st=$?
#### arith min int divided by -1
echo $((-9223372036854775808 / -1)) $((-9223372036854775808 % -1))
#### arith exponent
echo $((2**10)) $((2**0)) $((0**0)) $((-2**3)) $((2**63))
#### arith negative exponent
echo $((2**-1)); echo st=$?
#### arith shift large
echo $((1<<63)) $((1<<64)) $((1<<65)) $((-8>>1))
#### arith shift negative count
echo $((1 << -1)) $((8 >> -1))
#### arith comparison chain
echo $((1 < 2 < 3)) $((3 > 2 > 1)) $((1 == 1 != 0))
#### arith logical short circuit
x=0; echo $((0 && (x=1))) $x; echo $((1 || (x=2))) $x
#### arith ternary nested
a=5; echo $((a > 3 ? a > 4 ? 2 : 1 : 0))
#### arith ternary assignment
echo $((1 ? x=3 : 4)) $x
#### arith comma
echo $((a=1, b=a+1, a+b))
#### arith pre post increment
i=5; echo $((i++)) $i $((++i)) $((i--)) $((--i)) $i
#### arith increment on literal error
echo $((5++)); echo st=$?
#### arith unary operators
echo $((-5)) $((+5)) $((!0)) $((!5)) $((~0)) $((~5)) $((- -5))
#### arith bitwise
echo $((5 & 3)) $((5 | 3)) $((5 ^ 3)) $((~5 & 0xff))
#### arith precedence
echo $((2 + 3 * 4)) $((2 * 3 ** 2)) $(( (2+3) * 4 )) $((1 + 2 << 1)) $((1 | 2 ^ 3 & 4))
#### arith compound assignment operators
x=100; ((x /= 3, x %= 7, x **= 2)) 2>/dev/null; echo st=$? $x
#### arith assignment to non-variable
echo $((1 = 2)); echo st=$?
#### arith string var recursive eval
a=b; b=c; c=7; echo $((a + 1))
#### arith var with expression value
e='2 + 3'; echo $((e * 2))
#### arith invalid var content
v='1 2'; echo $((v)); echo st=$?
#### arith recursion limit
r='r+1'; echo $((r)); echo st=$?
#### arith empty var is zero
e=; echo $((e + 1)) $((unset_var * 2))
#### arith array elements
a=(1 2 3); echo $((a[0] + a[2])) $((a)) $((a[-1]))
#### arith assoc element
declare -A h=([x]=4); echo $((h[x] * 2)); ((h[y] = 9)); echo ${h[y]}
#### arith negative subscript assignment error
a=(1); ((a[-5] = 1)); echo st=$?
#### arith double paren status
(( 0 )); echo $?; (( 5 )); echo $?; (( -1 )); echo $?
#### arith syntax error trailing operator
echo $((1 +)); echo st=$?
#### arith missing operand between
echo $((1 2)); echo st=$?
#### arith hex uppercase X
echo $((0X1f)) $((0x))
#### arith whitespace and newlines
echo $((
1 +
2
))
#### arith with dollar variable inside
x=3; echo $(($x * $x)) $((${x} + 1))
#### arith nested arithmetic expansion
echo $(( $((2 + 3)) * 2 ))
#### arith let with integer var
declare -i n; n='3 * (2 + 1)'; echo $n
#### arith integer var append
declare -i n=5; n+=5; echo $n; n+='2*3'; echo $n
#### arith base with variable
b=16; echo $(($b#ff)); echo $((b#ff)); echo st=$?
#### arith division truncation negative
echo $((-7 / 2)) $((-7 % 2)) $((7 % -2))
#### arith expression with quotes
echo $(( "1 + 2" )); echo st=$?
#### arith for loop
for ((i=0, j=10; i<3; i++, j-=2)); do echo -n "$i:$j "; done; echo
#### arith empty for sections
for ((;;)); do echo once; break; done
#### arith error inside for header
for ((i=0; i<1/0; i++)); do echo x; done; echo st=$?
#### arith 0 base prefixes with sign
echo $((-0x10)) $((-010)) $((- 2#11))
#### arith bad base syntax
echo $((2#)); echo st=$?; echo $((#1)); echo st=$?
#### arith assignment in condition
if (( (n = 3) > 2 )); then echo $n; fi
#### arith compare strings as vars
x=abc; echo $((x == 0)); abc=5; echo $((x == 5))
