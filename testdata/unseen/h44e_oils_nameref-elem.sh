#### nameref element length
a=(abc defg)
declare -n e='a[1]'
echo ${#e}
#### nameref element append
a=(x y)
declare -n e='a[0]'
e+=z
echo ${a[@]}
#### nameref element -v test
a=(x)
declare -n e='a[0]'
declare -n f='a[3]'
[[ -v e ]] && echo e set
[[ -v f ]] || echo f unset
#### nameref element read
a=(x y)
declare -n e='a[1]'
read e <<< "from read"
echo "${a[1]}"
#### nameref element printf -v
a=(x y)
declare -n e='a[0]'
printf -v e '%s-%s' p q
echo ${a[@]}
#### nameref element unset
a=(x y z)
declare -n e='a[1]'
unset e
echo ${#a[@]} ${!a[@]}
#### nameref element patsub
a=(hello)
declare -n e='a[0]'
echo ${e/l/L} ${e^^}
#### nameref element let increment
a=(5)
declare -n e='a[0]'
let e++
echo ${a[0]}
#### nameref element in dparen compare
a=(5)
declare -n e='a[0]'
(( e > 3 )) && echo big
#### nameref assoc element arith
declare -A A=([n]=4)
declare -n e='A[n]'
(( e *= 3 ))
echo ${A[n]}
#### local nameref to caller element
f() { local -n el=$1; el=$((el + 100)); }
a=(1 2)
f 'a[1]'
echo ${a[@]}
#### nameref element with variable subscript
a=(p q r)
i=2
declare -n e="a[i]"
echo $e
i=0
echo $e
#### nameref element arith uses current index
a=(10 20)
i=1
declare -n e='a[i]'
echo $((e + 1))
#### nameref element declare -p
a=(1)
declare -n e='a[0]'
declare -p e
#### nameref element compound assignment
a=(1)
declare -n e='a[0]'
e=(2 3)
echo st=$? ${a[@]}
#### nameref element in arith for
a=(0)
declare -n c='a[0]'
for (( c = 0; c < 3; c++ )); do :; done
echo ${a[0]}
#### nameref element in arith sub string
a=(7)
declare -n e='a[0]'
echo $(( e )) $(( e * e ))
