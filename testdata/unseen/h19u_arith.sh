#### arith bases
echo $((2#1011)) $((8#17)) $((16#ff)) $((36#zz)) $((64#@_)) $((0x1F)) $((017))
#### arith base errors
echo $((2#12)) 2>&1; echo st=$?
#### arith base 65
( echo $((65#1)) ) 2>&1; echo st=$?
#### arith invalid octal
( echo $((09)) ) 2>&1; echo st=$?
#### arith overflow wraps
echo $((9223372036854775807 + 1)) $((-9223372036854775808 - 1)) $((2**63)) $((2**64))
#### arith min divided by minus one
echo $(( -9223372036854775808 / -1 )) $(( -9223372036854775808 % -1 ))
#### arith power
echo $((2**10)) $((3**0)) $((0**0)) $((-2**3)) $(((-2)**2))
#### arith negative exponent
( echo $((2**-1)) ) 2>&1; echo st=$?
#### arith division by zero message
( echo $((5/0)) ) 2>&1; echo st=$?
( echo $((5%0)) ) 2>&1; echo st=$?
#### arith ternary nesting
x=5; echo $((x>3 ? x<10 ? 1 : 2 : 3)) $((0 ? 1 : 0 ? 2 : 3))
#### arith comma operator
echo $((a=1, b=2, a+b)) $a $b
#### arith assignment operators
x=10; (( x+=5, x-=3, x*=2, x/=4, x%=4, x<<=3, x>>=1, x|=1, x&=7, x^=2 )); echo $x
#### arith pre post increment
i=5; echo $((i++)) $i $((++i)) $((i--)) $((--i)) $i
#### arith unary
echo $((-(-3))) $((+3)) $((!0)) $((!5)) $((~0)) $((~5))
#### arith shifts
echo $((1<<62)) $((1<<63)) $((1<<64)) $((-8>>1)) $((8>>-1))
#### arith comparisons and logic
echo $((3<5)) $((3>=5)) $((2==2)) $((2!=2)) $((1&&0)) $((0||3)) $((5&3)) $((5|3)) $((5^3))
#### arith short circuit
x=0; echo $((0 && (x=1))) $x $((1 || (x=2))) $x
#### arith variables containing expressions
a='1+2'; echo $((a*2)) $(( $a*2 ))
#### arith recursive variable
a=b b=c c=7; echo $((a)) $((a+1))
#### arith empty and unset
unset u; e=; echo $((u+1)) $((e+1))
#### arith string not a number
x=abc; echo $((x)); y='1 2'; ( echo $((y)) ) 2>&1; echo st=$?
#### arith syntax errors
( echo $((1+)) ) 2>&1; echo st=$?
( echo $((1 2)) ) 2>&1; echo st=$?
( echo $(( ( 1 )) ) 2>&1; echo st=$?
#### arith assignment to non lvalue
( echo $((1=2)) ) 2>&1; echo st=$?
( echo $((a+1=2)) ) 2>&1; echo st=$?
#### arith let statuses
let 'x=0'; echo $?; let 'x=1'; echo $?; let 'a=1' 'b=0'; echo $?
#### arith (( )) statuses
(( 0 )); echo $?; (( 5 )); echo $?; (( -1 )); echo $?; (( x=0 )); echo $?
#### arith array elements
a=(1 2 3); i=1; echo $((a[i]+a[2])) $((a[-1])); ((a[0]+=10)); echo ${a[0]}
#### arith assoc array key
declare -A m; m[k]=3; echo $((m[k]*2)); ((m[new]++)); echo ${m[new]}
#### arith integer attribute
declare -i n; n='2+3'; echo $n; n+=4; echo $n; n=abc; echo $n
#### arith hex output via printf
printf '%x %o %X\n' $((255)) $((8)) $((0xabc))
#### arith in array index and substring
a=(x y z); echo ${a[1+1]} ; s=hello; echo ${s:1+1:1+1}
#### arith float rejected
( echo $((1.5+1)) ) 2>&1; echo st=$?
#### arith with spaces and newlines
echo $((
  1 +
  2
))
#### arith for loop
for ((i=0, j=10; i<3; i++, j-=2)); do echo $i $j; done
#### arith for loop infinite with break
for ((;;)); do ((n++ >= 2)) && break; done; echo $n
#### arith dollar-square-bracket legacy
echo $[1+2] $[3*4]
#### arith error aborts rest of line
echo $((1/0)); echo next
echo after
#### arith in conditional [[
[[ 1+1 -eq 2 ]] && echo yes; x=3; [[ x -gt 2 ]] && echo gt
#### arith leading zeros in variables
x=010; echo $((x)) $((10#$x)); y=08; echo $((10#$y))
#### arith 10# with sign
x=-07; echo $((10#$x)) 2>&1
echo $((10#-7)) 2>&1
#### arith character constants not supported
( echo $(("'a'")) ) 2>&1; echo st=$?
