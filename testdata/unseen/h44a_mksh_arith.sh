#### arith compound status with here-strings
{ ! (( 0$(cat >&2) )) <<<1; } <<<2
echo st=$?
#### arith ternary lazy no assignment on untaken side
x=i+=2
y=j+=2
declare -i i=1 j=1
echo $((1 ? 20 : (x+=2)))
echo $i,$x
echo $((0 ? (y+=2) : 30))
echo $j,$y
#### arith ternary assignment in middle
x=4
y=$((0 ? x=1 : 2))
echo = $x $y =
#### arith ternary untaken side no increments
(( m = n = 0, 1 ? n++ : m++ ? 2 : 3 ))
echo "($n, $m)"
m=0; echo $(( 0 ? ++m : 2 )); echo $m
m=0; echo $(( 0 ? m++ : 2 )); echo $m
#### arith && short-circuits array subscript
a=0; echo "$((0&&b[a++],a))"
a=0; echo "$((0&&(b[a++]),a))"
#### arith && short-circuits variable holding expression
a=0 b=a++; ((0&&b)); echo $a
a=0 b=a++; ((0&&(b))); echo $a
#### arith || short-circuits
a=0 b=a++; ((1||b)); echo $a
a=0; echo "$((1||b[a++]))" $a
#### arith ternary short-circuits subscript
a=0; echo "$((0?b[a++]:999,a))"
a=0; echo "$((0?(b[a++]):999,a))"
a=0; echo "$((1?999:b[a++],a))"
a=0; echo "$((1?999:(b[a++]),a))"
#### arith ternary vs assignment precedence error
declare -i x=2
y=$((1 ? 20 : x+=2))
echo st=$? y=$y x=$x
#### arith ternary assignment in true branch
declare -i x=2
echo $((0 ? x+=2 : 20))
echo $x
#### arith variable holding expression vs textual
a='3 + 4'
echo 1 $((2 * a)) .
echo 2 $((2 * $a)) .
#### arith division is left associative
echo $((20 / 2 / 2)) $((100 % 7 % 3)) $((2 - 3 - 4))
#### arith division by zero in comsub
x=$(echo $((1 / 0)))
echo =$?:$x.
#### arith modulo by zero
echo $((5 % 0)); echo st=$?
#### arith division by zero in let
let 'x = 1 / 0'; echo st=$?
(( 2 / 0 )); echo st=$?
#### arith intmin divided by minus one
echo signed:$((-9223372036854775808 / -1))r$((-9223372036854775808 % -1)).
#### arith assignment operators right associative
declare -i i=1 j=2 k=3
echo $((i += j += k))
echo $i,$j,$k
#### arith 64 bit wraparound
vs=9223372036854775807
echo x2 $vs
let vs++
echo x3 $vs
echo $((9223372036854775807 + 1)) $((-9223372036854775807 - 2))
#### arith let decrement and multiply
declare -i sari=0
let --sari
echo $sari
sari=2147483647
let ++sari
echo $sari
let 'sari *= 2' ++sari
echo $sari
#### arith shift of negative
(( sari = -5 >> 1 )); echo $sari
(( sari = -5 << 2 )); echo $sari
echo $((1 << 63)) $((1 << 64)) $((1 << 65))
#### arith negative modulo
echo $((-4 % -2)) $((-7 % 2)) $((7 % -2)) $((-7 / 2))
#### arith declare -i assignment evaluates
declare -i n
n=4123456789; echo $n
n='3*4'; echo $n
n=n+1; echo $n
#### arith unset var is zero and empty string
unset z; e=
echo $((z + 1)) $((e + 2))
#### arith recursive variable reference
a=b b=c c=7
echo $((a)) $((a + 1))
#### arith variable with invalid content
v='1 +'
echo $((v)); echo st=$?
#### arith comma and parenthesized assignment
echo $(( (a=3) + (b=4), a*b ))
#### arith pre and post increment sequence
i=5; echo $((i++ + i++)) $i $((--i - i--)) $i
#### arith increment of non-variable
echo $((1++)) 2>&1; echo st=$?
#### arith nested ternaries right associative
for n in 1 2 3; do echo $(( n==1 ? 10 : n==2 ? 20 : 30 )); done
#### arith bitwise and logical mix
echo $(( 6 & 3 )) $(( 6 | 3 )) $(( 6 ^ 3 )) $(( ~5 )) $(( !0 )) $(( !7 ))
echo $(( 1 < 2 && 3 > 4 )) $(( 1 == 1 || 0 ))
#### arith exponent
echo $((2 ** 10)) $((2 ** 0)) $((-2 ** 3)) $((2 ** 3 ** 2))
echo $((2 ** -1)); echo st=$?
#### arith let multiple args and status
let a=1 b=0; echo st=$?
let a=0; echo st=$?
let; echo st=$?
#### arith double paren status
(( 0 )); echo $?
(( 5 )); echo $?
(( -1 )); echo $?
#### arith backslash newline inside double parens
i=1
(\
(\
i=i+2\
)\
)
echo $i
