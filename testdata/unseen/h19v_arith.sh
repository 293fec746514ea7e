#### precedence table
echo $((1+2*3)) $((2**3**2)) $((-2**2)) $((1<<2+1)) $((5&3==3)) $((1|2^3&4)) $((1?2:3?4:5))
#### precedence comparison vs equality
echo $((1<2==1)) $((3>2>1)) $((1==1!=0))
#### logical and bitwise mix
echo $((1&&2||0)) $((0||0&&1)) $((!1||1)) $((~1&3))
#### unary minus with increment
a=5; echo $((-a)) $((- -a)) $((-(-a))) $((!-a))
#### post increment of unset
unset u; echo $((u++)) $u; unset v; echo $((--v)) $v
#### increment of non identifier
echo $((5++)) 2>&1; echo st=$?
#### assignment returns value
echo $((a=b=3)) $a $b
#### compound assignment all
x=7; echo $((x<<=2)) $((x>>=1)) $((x&=6)) $((x|=9)) $((x^=5)) $((x%=4)) $((x*=3)) $((x/=2)) $((x-=1)) $((x+=10))
#### bases 2 to 64
for b in 2 3 8 10 16 36 37 62 63 64; do printf '%s ' $(( $b#11 )); done; echo
#### base 64 digits
echo $((64#a)) $((64#A)) $((64#@)) $((64#_)) $((64#10)) $((37#a)) $((37#A))
#### base letters case under 37
echo $((16#AbC)) $((36#Z)) $((36#z))
#### base with variable
b=16; echo $(( $b#ff )) $((b#ff)) 2>&1
#### base digit too large
( echo $((8#9)) ) 2>&1; ( echo $((2#2)) ) 2>&1; ( echo $((64#!)) ) 2>&1; echo st=$?
#### base 0 and 1
( echo $((1#1)) ) 2>&1; ( echo $((0#1)) ) 2>&1
#### hex octal edge
echo $((0x)) 2>&1; echo $((0xG)) 2>&1; echo $((0X1f)) $((00)) $((0007))
#### overflow mult wrap
echo $((4611686018427387904*2)) $((9223372036854775807*2)) $((-9223372036854775807-1))
#### large literal wraps
echo $((9223372036854775808)) $((18446744073709551616)) $((18446744073709551617))
#### division rounding
echo $((7/2)) $((-7/2)) $((7/-2)) $((7%3)) $((-7%3)) $((7%-3))
#### exponent large
echo $((2**62)) $((2**63)) $((3**40)) $((10**19)) $((-1**0))
#### shift by large
echo $((1<<65)) $((1<<-1)) $((256>>9)) $((-1>>63)) $((1<<63>>63))
#### comma and assignment precedence
echo $((a=1,b=a+1,a+b))
#### ternary assignment
x=0; echo $((1 ? y=5 : 6)) $y; echo $(( 0 ? z=1 : (z=2) )) $z
#### ternary short circuit
i=0; echo $((1 ? 1 : i++)) $i; echo $((0 ? i++ : 2)) $i
#### variables recursive
a='b+1' b=4; echo $((a)) $((a*2))
#### empty variable is zero
e=; echo $((e+1)) $((e)); unset n; echo $((n*3))
#### variable with spaces
v=' 3 '; echo $((v+1))
#### invalid variable content
v='3a'; echo $((v+1)) 2>&1; echo st=$?
#### let builtin
let 'x=2*3' y=x+1; echo $x $y $?; let 0; echo $?; let 'z=0'; echo $?
#### double paren status
((0)); echo $?; ((5)); echo $?; ((-1)); echo $?; ((x=0)); echo $?
#### arith in index and string
a=(1 2 3); echo $((a[1]+a[2])) $(( ${#a[@]} * 2 ))
#### arith whitespace and newlines
echo $((
1 +
2 ))
#### arith syntax errors
echo $((1+)) 2>&1; echo $((1 2)) 2>&1; echo $(( (1 )) 2>&1; echo st=$?
#### arith error ends command in script
x=$(( 1 / 0 )) 2>&1; echo after st=$?
#### dollar bracket old form
echo $[1+2] $[2*3]
#### integer attribute
declare -i n; n=2+3; echo $n; n+=4; echo $n; n='n*2'; echo $n
#### integer attribute with string
declare -i n=abc; echo $n; abc=7; n=abc; echo $n
#### arith for loop
for ((i=0, j=10; i<3; i++, j-=2)); do printf '%s,%s ' $i $j; done; echo
#### arith for empty parts
for ((;;)); do echo once; break; done; for ((i=0;;i++)); do ((i>2)) && break; done; echo $i
#### arith nested expansions
x=3; echo $(( $(echo 2) * $((x+1)) ))
#### arith quoted
echo $(( "1" + 2 )) 2>&1; echo $(( '1' + 2 )) 2>&1
#### arith unary plus minus chain
echo $((+-+-1)) $((- - - 1)) $((!!3))
#### arith increment spacing
a=1; echo $((a ++ )) $a $((++ a)) $a
#### arith negative modulo min
echo $(( -9223372036854775808 % 3 )) $(( -9223372036854775808 / 2 ))
#### arith compare signed
echo $(( -1 < 0 )) $(( 9223372036854775807 + 1 < 0 ))
#### arith base in variable value
x='16#10'; echo $((x)) $((x+1))
#### arith 10# prefix with leading zeros
echo $((10#010)) $((10#0)) $((10#-5)) 2>&1
#### arith base prefix no digits
( echo $((10#)) ) 2>&1; echo st=$?
#### arith huge base literal digits
echo $((64#zzzzzzzzzzzzzz)) $((2#1111111111111111111111111111111111111111111111111111111111111111))
