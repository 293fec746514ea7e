#### append to scalar
a=1
a+=4
echo $a
#### append to indexed array
x=(1 2 3)
x+=(4 5 6)
echo ${x[@]}
#### append to array element
x=(1 2 3 4 5)
x[4]+=1
echo ${x[@]}
#### append in temporary environment
a=15
a+=5 printenv a
echo $a
#### append to integer variable adds
a=
typeset -i a
a+=7
echo $a
#### integer attribute set after value
b=4+1
typeset -i b
b+=37
echo $b
#### append to integer array element
x=(1 2 3 4 5)
typeset -i x
x[4]+=7
echo ${x[@]}
#### integer array compound assignment evaluates
typeset -i x
x=([0]=7+11)
echo ${x[@]}
#### integer array list with subscript
x=(1 2 3 4 5)
typeset -i x
x=(1 2 3 4 [4]=7+11 )
echo ${x[@]}
#### append operator inside compound assignment
x=( 1 2 [2]+=7 4 5 )
echo ${x[@]}
typeset -i y
y=( 1 2 [2]+=7 4 5 )
echo ${y[@]}
#### append compound assignment with append elements
typeset -i x
x=( 1 2 3 4 5 )
x+=( [3]+=9 [5]=9 )
echo ${x[@]}
#### export with append
a=1
export a+=4
printenv a
printenv a+; echo "st=$?"
#### typeset -i with expression
typeset -i x=4+5
echo $x
#### typeset append to unset
typeset x+=4
echo $x
typeset -i x+=5
echo $x
#### readonly with append
x=4
readonly x+=7
echo $x
x+=5
echo "st=$? x=$x"
#### associative array append scalar
typeset -A foo=([one]=bar [two]=baz [three]=quux)
foo+=zero
echo "${foo[0]}"
declare -p foo | tr ' ' '\n' | sort | tr '\n' ' '; echo
#### associative array append compound
typeset -A foo=([one]=bar)
foo+=([four]=four)
echo "${foo[one]} ${foo[four]} ${#foo[@]}"
#### integer indexed array append scalar
typeset -ia iarr=(2 2 3)
iarr+=1
typeset -p iarr
iarr+=(4 5 6)
typeset -p iarr
#### posix mode temp append with eval
POSIXLY_CORRECT=1
x=2
x+=5 eval printf '"$x "'
echo "$x"
#### integer temp append with eval
typeset -i x=2
x+=5 eval printf '"$x "'
echo "$x"
#### append string to string
s=foo
s+=bar
s+=" baz"
echo "[$s]"
#### append to array as scalar targets element zero
a=(x y z)
a+=W
declare -p a
#### append to unset array element
a=()
a[3]+=q
declare -p a
#### append with negative subscript
a=(1 2 3)
a[-1]+=0
echo "${a[@]}"
#### append empty list
a=(1 2)
a+=()
declare -p a
#### append array to scalar converts
s=one
s+=(two three)
declare -p s
#### append with local
f() { local v=in; v+=side; echo $v; }
f
#### declare append to existing array element
declare -a a=(a b)
declare a+=(c)
declare -p a
#### append to sparse array uses max index plus one
a=([5]=x)
a+=(y)
declare -p a
#### append in arithmetic integer with strings
declare -i n=3
n+=n*2
echo $n
#### lowercase attribute with append
declare -l s=AB
s+=CD
echo $s
#### uppercase attribute with append
declare -u s=ab
s+=cd
echo $s
#### append on assoc element
declare -A m
m[k]=a
m[k]+=b
m[new]+=c
echo "${m[k]} ${m[new]}"
#### append positional syntax error
1+=x 2>&1; echo "st=$?"
