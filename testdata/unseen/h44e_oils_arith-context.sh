#### array index arithmetic
a=(10 20 30)
i=1
echo ${a[i+1]} ${a[$i]} ${a[i*0]}
#### negative array index
a=(10 20 30)
echo ${a[-1]} ${a[-3]}
#### negative index out of range
a=(10 20 30)
echo ${a[-4]}
echo st=$?
#### assign negative index out of range
a=(1 2)
a[-5]=x
echo st=$?
#### string var in arith is evaluated recursively
x=y
y=3+4
echo $((x * 2))
#### recursive variable reference loop
x=x
echo $((x))
echo st=$?
#### empty var in arith is zero
e=
echo $((e + 1))
#### unset var in arith
unset u
echo $((u + 1))
#### arith with set -u
set -u
unset u
(echo $((u + 1))) 2>&1 | sed 's/.*line [0-9]*: //'
#### octal and hex
echo $((010)) $((0x10)) $((0X1f)) $((2#101)) $((36#z)) $((64#_))
#### invalid octal
echo $((09))
echo st=$?
#### base out of range
echo $((65#1))
echo st=$?
#### digit too big for base
echo $((2#3))
echo st=$?
#### arith in string var with leading zeros
x=010
echo $((x)) $((10#$x))
#### 10# with negative
x=-08
echo $((10#${x#-}))
#### substring offset is arith
x=abcdef
o=2
echo ${x:o} ${x:o-1:o}
#### let with multiple args
let a=1 b=a+1
echo $a $b
#### let return status
let 0; echo $?
let 1; echo $?
let 'x = 0'; echo $?
#### declare -i arith on assign
declare -i n
n=3+4
echo $n
n+=2
echo $n
n='n*2'
echo $n
#### declare -i with string
declare -i n
n=abc
echo $n
#### array subscript of assoc not arith
declare -A A
A[1+1]=x
echo ${!A[@]}
#### indexed subscript on assignment arith
a=()
i=2
a[i+1]=x
echo ${!a[@]}
#### arith comparison of strings
x=abc
echo $(( x == 0 ))
#### dparen with dollar var
x=5
(( $x > 3 )) && echo yes
#### arith with spaces in var value
x=' 3 '
echo $((x + 1))
#### arith expression in var with operators
x='1 +'
echo $((x 2))
echo st=$?
#### arith assignment to array element via let
let 'a[2]=5'
echo ${a[2]}
#### arith sub nested
echo $(( $(( 2 + 3 )) * 2 ))
#### integer overflow wraps
echo $(( 9223372036854775807 + 1 ))
#### division by zero
echo $(( 1 / 0 ))
echo st=$?
#### modulo negative
echo $(( -7 % 3 )) $(( 7 % -3 ))
#### exponent negative
echo $(( 2 ** -1 ))
echo st=$?
#### arith in array subscript with assoc var name
declare -A A=([x]=1)
i=x
echo ${A[$i]} ${A[i]}
#### arith assignment in subscript side effect
a=(0 0 0)
i=0
a[i++]=x
echo $i ${a[@]}
#### arith with array in expression unset element
a=(1)
echo $(( a[5] + 1 ))
#### arith with assoc in expression
declare -A A=([k]=5)
echo $(( A[k] * 2 ))
#### arith with at subscript
a=(1 2)
echo $(( a[@] ))
echo st=$?
#### arith string with dollar
x='$y'
y=3
echo $(( x ))
echo st=$?
#### arith comparison chain
echo $(( 1 < 2 < 3 )) $(( 3 > 2 > 1 ))
#### arith assignment returns value
echo $(( x = 5 )) $x
#### arith post increment on undefined
unset z
echo $(( z++ )) $z
#### arith increment of non-variable
echo $(( 5++ ))
echo st=$?
#### arith with bracket expression
echo $[ 1 + 2 ]
#### arith sub inside string index
x=abcdef
echo ${x:$((1+1)):$[2]}
#### arith in case word
case $((2*3)) in 6) echo six;; esac
#### arith shift by negative
echo $(( 1 << -1 )) $(( 8 >> 64 ))
#### arith min int division
echo $(( -9223372036854775808 / -1 ))
#### arith mod min int
echo $(( -9223372036854775808 % -1 ))
#### arith with whitespace newline
echo $((
1
+
2
))
