#### var holding expression
e='1 + 2'
echo $(( e )) $(( e * 2 )) $(( $e * 2 ))
#### recursive variable evaluation
a=b b=c c=7
echo $(( a )) $(( a + 1 ))
#### var holding another var name plus op
x=y y='2+3'
echo $(( x * 2 ))
#### dynamic operator via $
op='+'
echo $(( 3 $op 4 ))
op='<<'
echo $(( 1 $op 4 ))
#### dynamic expression with assignment
e='z = 5'
echo $(( e )) $z
#### dynamic array index name
a=(10 20 30)
i='1+1'
echo $(( a[i] ))
#### dynamic full expression string
expr='a[0] + a[1]'
a=(3 4)
echo $(( expr ))
#### recursion limit
a=a
echo $(( a ))
echo st=$?
#### empty var is zero
e=
echo $(( e + 1 )) $(( unsetv + 1 ))
#### var with spaces only
s='   '
echo $(( s + 1 ))
#### var with invalid expression
v='1 +'
echo $(( v ))
echo st=$?
#### var with string name of unset
v=undefined_zz
echo $(( v + 2 ))
#### var with invalid name content
v='foo bar'
echo $(( v ))
echo st=$?
#### dynamic in let and (( ))
e='x = 2 * 3'
let e
echo $x
(( e ))
echo $x
#### dynamic parens
e='(1+2)'
echo $(( e * 3 ))
#### dynamic hex and base strings
h=0x1f b='8#17'
echo $(( h )) $(( b ))
#### dynamic with negative
n=-3
echo $(( n * n )) $(( -n )) $(( n - -1 ))
#### dynamic comparison string
c='3 > 2'
(( c )) && echo true
#### dynamic increment of var holding name
p=q q=1
(( p++ ))
echo $p $q
#### dynamic in array value with declare -i
declare -ia arr
x=2
arr=(x+1 x*x)
echo ${arr[@]}
#### eval arithmetic dynamic
n=5
eval "echo \$(( n * 2 ))"
#### dynamic with comma
e='1, 2, 3'
echo $(( e ))
#### dynamic with ternary and assign
e='1 ? y=4 : 5'
echo $(( e )) $y
#### dynamic with quotes in var fails
v='"1"'
echo $(( v ))
echo st=$?
#### dynamic with dollar in var
x=3 v='$x'
echo $(( v ))
echo st=$?
#### double quotes in arith
echo $(( "1 + 2" )) $(( "3" * 2 ))
#### single quotes in arith error
echo $(( '1' + 2 ))
echo st=$?
#### double quoted var in arith
x='2 + 3'
echo $(( "$x" * 2 )) $(( $x * 2 ))
#### quotes in (( ))
(( "1" == 1 )) && echo eq
x=5
(( "x" == 5 )) && echo named
#### quotes in let
let "y = 2 * 3" 'z = y + 1'
echo $y $z
#### quoted assoc key in arith
declare -A m=([k]=4)
echo $(( m["k"] + 1 )) $(( m[k] ))
#### dollar single quote in arith
echo $(( $'1' + 1 ))
#### arith in dq string literal
echo "$(( 1 + 2 ))x" "$((1<2))"
#### arith with command sub returning expression
echo $(( $(echo '2 * 3') + 1 ))
#### arith with backslash newline
echo $(( 1 + \
2 ))
#### arith dynamic from read
read e <<< '4*5'
echo $(( e ))
#### arith with array expression string
a=('1+1' '2*2')
echo $(( a[0] * a[1] ))
#### arith with assoc value expression
declare -A m=([e]='3+4')
echo $(( m[e] * 2 ))
#### arith self reference detection depth
a='b+1' b='a+1'
echo $(( a ))
echo st=$?
#### arith string with trailing garbage
v='5abc'
echo $(( v ))
echo st=$?
#### arith string with float
v='1.5'
echo $(( v ))
echo st=$?
