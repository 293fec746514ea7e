#### arith in array subscript
a=(0 1 2 3 4 5)
i=2
echo ${a[i+1]} ${a[i*2]} ${a[(i+1)%3]} ${a[i<<1]}
#### arith in subscript with side effect
a=(0 1 2 3)
i=0
echo ${a[i++]} ${a[i++]} $i
#### arith in assignment subscript
a=()
i=1
a[i+=2]=x
echo ${!a[@]} $i
#### arith in slice offset and length
s=abcdefgh
n=2
echo ${s:n*2} ${s:n:n+1} ${s:1+1:3-1}
#### arith with ternary in slice
s=abcdef
echo ${s:1>0?2:3}
#### arith in [[ -eq ]]
x=3
[[ x -eq 3 ]] && echo a
[[ 1+2 -eq 3 ]] && echo b
[[ x*2 -gt 5 ]] && echo c
#### [[ ]] arith with var names
a=b b=5
[[ a -eq 5 ]] && echo rec
#### [[ ]] arith error
[[ 1+ -eq 1 ]]
echo st=$?
#### test builtin no arith
x=3
[ x -eq 3 ] 2>/dev/null
echo st=$?
[ 1+2 -eq 3 ] 2>/dev/null
echo st=$?
#### let basic
let x=1+2 y=x*2
echo $x $y
let 'z = x + y'
echo $z
#### let status
let 0; echo $?
let 1; echo $?
let x=0; echo $?
let 'x = 5' 0; echo $?
#### let with no args
let
echo st=$?
#### let error
let '1 +'
echo st=$?
#### arith command status
(( 0 )); echo $?
(( 5 )); echo $?
(( x = 0 )); echo $?
#### arith in for loop
for (( i = 0; i < 3; i++ )); do echo $i; done
for (( ; ; )); do echo once; break; done
#### arith in case value via $(( ))
x=4
case $(( x % 2 )) in 0) echo even;; 1) echo odd;; esac
#### arith in declare -i assignment
declare -i n
n=2*3+1
echo $n
n+=10
echo $n
#### arith in array index of assoc is string
declare -A m
m[1+1]=x
echo ${!m[@]}
#### arith string with spaces in subscript
a=(a b c)
echo ${a[ 1 + 1 ]}
#### arith nested subscripts
a=(1 2 3) b=(0 1 2)
echo $(( a[b[2]] )) ${a[b[1]]}
#### arith subscript with $
a=(x y z)
i=1
echo ${a[$i]} ${a[$((i+1))]} ${a[${i}]}
#### arith in printf -v index
a=()
i=1
printf -v 'a[i+1]' '%s' val
echo ${!a[@]}
#### arith in unset subscript
a=(0 1 2 3)
i=1
unset 'a[i+1]'
echo ${!a[@]}
#### arith in [[ ]] with -lt string compare
[[ 10 < 9 ]] && echo string-lt
[[ 10 -lt 9 ]] || echo not-numeric-lt
#### arith in substring negative via var
s=abcdef
n=-2
echo ${s:n} ${s:$n}
#### arith context octal hex base
echo $(( 010 )) $(( 0x10 )) $(( 2#101 )) $(( 36#z ))
a=(0 1 2 3 4 5 6 7 8 9)
echo ${a[010]} ${a[0x3]}
#### arith context bad number in subscript
a=(1 2)
echo ${a[08]}
echo st=$?
