#### operand expected at end
(( 1 + )); echo st=$?
echo next
#### operand expected in dollar arith aborts line
echo before $(( 2 * )) after; echo same-line
echo next-line
#### side effect before syntax error
i=5; (( i--, 1 + )); echo st=$? i=$i
#### side effect after error not run
i=5; (( 1 + , i++ )); echo st=$? i=$i
#### assignment not done when rhs broken
x=1; (( x = 3 + )); echo st=$? x=$x
#### comma list first assignment done
x=1 y=1; (( x = 7, y = )); echo st=$? x=$x y=$y
#### ternary condition side effect empty var
i=; n=3
(( (--i) ? ($i) : i % n )); echo st=$? i=$i
#### ternary condition side effect simple
i=2; (( --i ? () : 1 )); echo st=$? i=$i
#### ternary missing colon
(( 1 ? 2 )); echo st=$?
#### ternary missing colon dollar
echo $(( 1 ? 2 3 )); echo not here
echo st=$?
#### invalid arithmetic operator
(( 1 @ 2 )); echo st=$?
#### float is invalid operator
echo $(( 1.5 + 1 ))
echo st=$?
#### attempted assignment to non variable
(( 1 = 2 )); echo st=$?
#### assignment to literal in let
let '3 += 1'; echo st=$?
#### division by zero
(( x = 5 / 0 )); echo st=$?
#### modulo by zero in dollar
echo $(( 5 % 0 )) more; echo after
#### division by zero side effect before
i=0; (( i++, 1/0 )); echo st=$? i=$i
#### value too great for base
echo $(( 2#102 )); echo st=$?
#### base too great
echo $(( 65#1 )); echo st=$?
#### invalid number
(( x = 08 )); echo st=$?
#### invalid number hex
echo $(( 0xg )); echo st=$?
#### recursion level exceeded
a=a; (( a + 1 )); echo st=$?
#### recursion via two names
x=y y=x; echo $(( x )); echo st=$?
#### missing close paren
(( (1 + 2 )); echo st=$?
#### missing close paren in dollar
echo $(( (1 + 2 ) 3 ))
echo st=$?
#### stray close paren
echo $(( 1 + 2 ) ))
echo st=$?
#### let several args one bad
let a=1 'b=2 +' c=3; echo st=$? a=$a b=$b c=$c
#### let empty arg
let ''; echo st=$?
#### let no args
let; echo st=$?
#### let last arg zero status
let 'x=1' 'y=0'; echo st=$?
#### array subscript syntax error
a=(1 2 3); echo ${a[1 +]}; echo st=$?
#### array subscript error in assignment
a[1+]=x; echo st=$?
echo next
#### array subscript bad in arith
a=(5 6); (( a[1 *] )); echo st=$?
#### negative subscript out of range
a=(1 2); a[-5]=x; echo st=$?
#### negative subscript read
a=(1 2); echo "[${a[-5]}]"; echo st=$?
#### double bracket eq with bad operand
[[ 1 -eq 1+ ]]; echo st=$?
#### double bracket eq with word operand
[[ x -eq 0 ]]; echo st=$?
#### double bracket eq with garbage
[[ 3 -lt 'a b' ]]; echo st=$?
#### test eq with word not arithmetic
[ x -eq 0 ]; echo st=$?
#### arith in if condition error
if (( 1 + )); then echo yes; else echo no; fi; echo st=$?
#### arith error in function aborts function
f() { echo in; (( 1 / 0 )); echo still; }
f; echo st=$?
#### dollar arith error in function aborts it
f() { echo in; echo $(( 1 / 0 )); echo still; }
f; echo st=$?
echo after
#### dollar arith error in loop
for i in 1 2 3; do echo $(( 10 / (i - 2) )); done; echo st=$?
#### arith for condition error
for (( i=0; i < 3 +; i++ )); do echo $i; done; echo st=$?
#### exponent negative
echo $(( 2 ** -1 )); echo st=$?
#### assignment to positional
(( 1 + $1 = 3 )); echo st=$?
#### string var with spaces evaluated
v='1 +'; echo $(( v )); echo st=$?
#### var holding expression with error side effect
j=0; v='j++, 2 *'; echo $(( v )); echo st=$? j=$j
#### unary minus minus operand
echo $(( - )); echo st=$?
#### increment of literal
(( 5++ )); echo st=$?
#### pre increment of literal
echo $(( ++5 )); echo st=$?
#### comma at end
(( x=1, )); echo st=$? x=$x
#### empty parens
echo $(( () )); echo st=$?
#### arith error in eval goes on
eval 'echo $(( 1 + ))'; echo st=$?
echo after
#### arith error in set -e
set -e
(( 1 + )) || echo handled
echo reached
#### declare integer bad value
declare -i n; n='3 +'; echo st=$? n=$n
#### declare integer division by zero
declare -i n; n=1/0; echo st=$? n=$n
#### shift count arith
set -- a b; shift '1 +'; echo st=$?
#### substring offset error
s=hello; echo ${s:1 +}; echo st=$?
#### substring length division by zero
s=hello; echo ${s:1:1/0}; echo st=$?
#### arith with quoted string
echo $(( "1 + 2" )); echo st=$?
#### arith with single quotes
echo $(( '1' + 2 )); echo st=$?
#### bad token after number
echo $(( 12abc )); echo st=$?
#### error token shown with rest
(( a = 1 + * 2 + 3 )); echo st=$?
#### ternary side effect in dollar arith
i=; echo $(( (--i) ? ($i) : 1 )); echo st=$? i=$i
#### ternary nested side effect
i=1 j=1; (( i++ ? (j++ ? () : 0) : 0 )); echo st=$? i=$i j=$j
#### ternary false branch syntax error
i=0; (( i++ ? 1 : ( ) )); echo st=$? i=$i
