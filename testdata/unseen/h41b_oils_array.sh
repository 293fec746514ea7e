#### basic array
a=(1 '2 3')
printf '[%s]' "${a[@]}"; echo
echo ${#a[@]}
#### array with glob and brace in literal
touch x1 x2
a=(x* {p,q} 'x*')
printf '[%s]' "${a[@]}"; echo
#### index with arithmetic
a=(a b c d)
i=1
echo ${a[i]} ${a[i+1]} ${a[$i*2]} ${a[ i ]}
#### negative index
a=(a b c)
echo ${a[-1]} ${a[-3]}
echo "[${a[-4]}]"
#### negative index out of range assignment
a=(a b c)
a[-5]=x
echo st=$?
#### out of range read is empty
a=(1)
echo "[${a[9]}]"
#### array length of element
a=(abc 'de f')
echo ${#a[0]} ${#a[1]} ${#a[@]} ${#a[*]}
#### $a is a[0]
a=(first second)
echo $a ${a}
a=x
echo ${a[@]}
#### assigning scalar to index 0
a=(1 2 3)
a=x
echo ${a[@]}
#### star vs at quoted
a=(a 'b c')
IFS=-
printf '[%s]' "${a[*]}" "${a[@]}"; echo
#### unset element and whole
a=(0 1 2 3)
unset 'a[1]' a[2]
echo ${#a[@]} ${!a[@]}
unset a
echo ${#a[@]}
#### unset negative index
a=(0 1 2)
unset 'a[-1]'
echo ${a[@]}
#### append element
a=()
a+=(x)
a[${#a[@]}]=y
a+=('z w')
printf '[%s]' "${a[@]}"; echo
#### array in for loop
a=('p q' r)
for x in "${a[@]}"; do echo "<$x>"; done
#### array keys sparse
a=([10]=x [2]=y)
echo ${!a[@]}
a+=(z)
echo ${!a[@]}
#### array copy loses sparseness
a=([3]=x [7]=y)
b=("${a[@]}")
echo ${!b[@]}
#### array index with variable name containing array
i=(1 0)
a=(zero one)
echo ${a[i[0]]} ${a[i]}
#### array element as command
a=(echo hello)
"${a[@]}"
#### array passed to function
f() { echo $#; }
a=(1 '2 3' '')
f "${a[@]}"
f ${a[@]}
#### array subscript with quotes
a=(x y z)
echo ${a["1"]} ${a['2']}
#### readonly array
declare -ra r=(1 2)
r[0]=9
echo st=$? ${r[@]}
#### array with IFS in values
a=('a:b' 'c')
IFS=:
echo ${a[@]}
echo "${a[*]}"
#### array set -u empty
set -u
a=()
echo "${#a[@]}"
echo "[${a[@]}]"
#### declare -a and read -a
read -r -a parts <<< 'one two  three'
echo ${#parts[@]} ${parts[2]}
#### array compare with [[ ]]
a=(1 2)
[[ ${a[*]} == '1 2' ]] && echo eq
#### bad subscript
a=(1)
echo ${a[@@]}
echo st=$?
#### bad arith subscript
a=(1)
echo ${a[1+]}
echo st=$?
#### assign to element of unset var makes array
unset n
n[2]=x
declare -p n
#### array length after assign to high index
a=()
a[100]=x
echo ${#a[@]}
#### ${a[@]:-default}
a=()
echo ${a[@]:-empty}
a=('')
echo "[${a[@]:-empty2}]"
#### ${a[*]+set}
a=()
echo "[${a[*]+set}]"
a=(x)
echo "[${a[*]+set}]"
#### array element unset middle then slice
a=(0 1 2 3 4)
unset 'a[2]'
echo ${a[@]:1:2}
echo ${a[@]:2:1}
#### array concatenation
a=(1 2) b=(3 4)
c=("${a[@]}" "${b[@]}")
echo ${#c[@]}
#### array assign with += string to element 
a=(x y)
a+=z
declare -p a
#### array ${a[@]:offset} negative beyond
a=(1 2 3)
echo "[${a[@]: -5}]"
#### array with index as expression with spaces in literal
a=([1 + 1]=x)
declare -p a
#### array unset with glob chars in subscript
declare -A m=(['*']=1 [a]=2)
unset 'm[*]'
declare -p m
#### array unset a[@]
a=(1 2)
unset 'a[@]'
declare -p a
#### assoc unset m[@]
declare -A m=([x]=1)
unset 'm[@]'
declare -p m
#### array element in arithmetic unset
a=()
echo $(( a[5] + 1 ))
#### array keys of empty
a=()
echo "[${!a[@]}]"
#### array iterate indexes with holes
a=([2]=b [0]=a [9]=z)
for i in "${!a[@]}"; do printf '%s:%s ' $i ${a[i]}; done; echo
