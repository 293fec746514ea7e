#### dparen status true
(( 1 )); echo $?
(( 0 )); echo $?
(( -1 )); echo $?
#### dparen assignment
(( x = 3 + 4 ))
echo $x
(( x++ ))
echo $x
(( y = x-- ))
echo $x $y
#### dparen status of zero result assignment
(( z = 0 )); echo $?
#### dparen with variables without dollar
a=5 b=3
(( c = a * b ))
echo $c
(( a > b )) && echo gt
#### dparen comparisons and logic
(( 1 < 2 && 3 > 2 )) && echo yes
(( 1 == 2 || 0 )) || echo no
(( !0 )) && echo not
#### dparen ternary
x=5
(( y = x > 3 ? 100 : 200 ))
echo $y
#### dparen comma
(( a = 1, b = 2, c = a + b ))
echo $a $b $c
#### dparen with arrays
a=(1 2 3)
(( a[1] = 20 ))
echo ${a[@]}
(( s = a[0] + a[1] + a[2] ))
echo $s
#### dparen assoc array
declare -A A
(( A[k] = 7 ))
(( A[k] += 1 ))
echo ${A[k]}
#### dparen division by zero
(( 1 / 0 )) 2>&1; echo st=$?
#### dparen syntax error
(( 1 + )) 2>&1; echo st=$?
#### dparen with string variable
s=hello
(( s )) 2>/dev/null; echo st=$?
s=''
(( s )); echo st=$?
#### dparen recursive variable evaluation
x='y+1' y=2
(( z = x * 2 ))
echo $z
#### dparen compound assignment ops
x=10
(( x += 5 )); echo $x
(( x -= 3 )); echo $x
(( x *= 2 )); echo $x
(( x /= 5 )); echo $x
(( x %= 3 )); echo $x
(( x <<= 4 )); echo $x
(( x >>= 2 )); echo $x
(( x |= 1 )); echo $x
(( x &= 6 )); echo $x
(( x ^= 7 )); echo $x
#### dparen exponent
(( x = 2 ** 10 )); echo $x
(( x = 2 ** -1 )) 2>&1; echo st=$?
#### dparen bases
(( x = 0x1f + 010 + 2#101 + 36#z ))
echo $x
#### dparen invalid base
(( x = 08 )) 2>&1; echo st=$?
#### dparen in if and while
i=0
while (( i < 3 )); do echo $i; (( i++ )); done
if (( i == 3 )); then echo done; fi
#### dparen with set -e on zero
set -e
(( 0 )) || true
i=0
(( i++ )) || echo zero-status
echo after
#### dparen with spaces and newlines
((
  x = 1 +
  2
))
echo $x
#### dparen nested parens
(( x = ((1 + 2) * (3 + 4)) ))
echo $x
#### dparen command sub inside
(( x = $(echo 6) * 7 ))
echo $x
#### dparen negative and unary
(( x = -5 )); echo $x
(( x = - -5 )); echo $x
(( x = ~0 )); echo $x
(( x = +3 )); echo $x
#### dparen overflow wraps
(( x = 9223372036854775807 + 1 ))
echo $x
#### dparen pre and post increment
x=1
(( y = x++ + ++x ))
echo $x $y
#### dparen increment of unset
unset n
(( n++ ))
echo $n
#### dparen with dollar var
x=3
(( $x > 2 )) && echo dollar
#### dparen assignment to non variable
(( 1 = 2 )) 2>&1; echo st=$?
#### arith expansion and dparen are consistent
x=$(( 1 ? 2 : 3 ))
(( y = 1 ? 2 : 3 ))
echo $x $y
#### dparen logical short circuit
x=0
(( 0 && (x = 1) ))
echo $x
(( 1 || (x = 2) ))
echo $x
#### dparen with quoted expression
(( "1 + 1" == 2 )) && echo quoted
#### dparen with array index expressions
a=(10 20 30)
i=1
(( a[i+1] += 5 ))
echo ${a[2]}
(( a[-1]++ ))
echo ${a[2]}
#### dparen with unset array element
a=()
(( a[3] = 4 ))
echo ${#a[@]} ${!a[@]}
#### dparen nested assignment
(( a = b = 3 ))
echo $a $b
#### dparen with invalid variable name value
x='1 2'
(( x )) 2>&1; echo st=$?
#### dparen comparing strings is variable lookup
a=5 b=a
(( b == 5 )) && echo indirect
#### dparen octal and hex output formats
(( x = 0777 )); echo $x
(( x = 0xFF )); echo $x
(( x = 64#_ )); echo $x
#### dparen status with negative result
(( -5 )); echo $?
(( 5 - 5 )); echo $?
#### dparen short circuit ternary
x=0
(( 1 ? 1 : (x = 9) ))
echo $x
#### dparen division truncates
echo $(( 7 / 2 )) $(( -7 / 2 ))
#### dparen exponent right assoc
echo $(( 2 ** 3 ** 2 ))
#### dparen comma returns last
(( x = (1, 2, 3) )); echo $x
#### dparen readonly assignment error
readonly ro=1
(( ro = 2 )) 2>&1; echo st=$?
#### dparen inside double quotes not arithmetic
echo "(( 1 + 1 ))"
#### dparen error in while condition
i=0
while (( i < 2 )); do (( i++ )); done
echo $i
#### dparen with leading dollar paren confusion
echo $(( (1 + 2) ))
echo $((1))$((2))
#### dparen unary not and bitwise not
echo $(( !5 )) $(( ~5 )) $(( !0 ))
#### dparen with whitespace variable value
x=' 3 '
(( y = x + 1 )); echo $y
#### dparen let equivalence
let 'z = 2 * 3'; echo $z
let z++; echo $z
let 'z == 7'; echo st=$?
