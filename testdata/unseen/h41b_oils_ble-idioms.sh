#### assign to array element with arithmetic then length
a=()
a[${#a[@]}]=x
a[${#a[@]}]=y
echo ${#a[@]} ${a[1]}
#### builtin eval with quoted array
arr=('a b' c)
eval "copy=(\"\${arr[@]}\")"
echo ${#copy[@]} "${copy[0]}"
#### check var is array via declare -p
a=(1) s=x
[[ $(declare -p a) == 'declare -a'* ]] && echo a-is-array
[[ $(declare -p s) == 'declare -a'* ]] || echo s-not-array
#### ${var@a} attribute test
a=(1); declare -A m; s=1
echo "${a@a}" "${m@a}" "[${s@a}]"
#### local var assignment from array slice
f() { local -a rest=("${@:2}"); echo ${#rest[@]} "${rest[*]}"; }
f a b c
#### builtin printf -v with array element
a=()
printf -v 'a[3]' '%s-%s' x y
echo ${a[3]}
#### ble style string repeat via printf
printf -v s '%*s' 5 ''
echo "[${s// /ab}]"
#### substring replace anchored
s='/usr/local/bin'
echo ${s/#\/usr/X} ${s/%bin/Y}
#### ${!name} with array element name
arr=(p q r)
n='arr[2]'
echo ${!n}
#### unset by indirect name
v=hello
n=v
unset "$n"
echo "[${v-unset}]"
#### read -d '' from command
IFS= read -r -d '' x < <(printf 'a\nb')
echo "$x"
#### array index via string key variable in assoc
declare -A m=([k]=1)
key=k
(( m[$key]++ ))
echo ${m[k]}
#### arithmetic with assoc key containing space
declare -A m
k='a b'
m[$k]=5
echo $(( m[\$k] + 1 )) 2>/dev/null || echo err
echo ${m[$k]}
#### local - to save set options
f() { local -; set -u; echo in:${-//[!u]/}; }
f
echo out:${-//[!u]/}
#### shopt -q test
shopt -q extglob && echo on || echo off
shopt -s extglob
shopt -q extglob && echo on
#### builtin declare -g in function from local shadow
x=1
f() { local x=2; declare -g x=3; echo $x; }
f
echo $x
#### test -v on array element
a=([2]=x)
[[ -v a[2] ]] && echo has2
[[ -v a[1] ]] || echo no1
#### ${#arr[@]} of sparse
a=([5]=a [10]=b)
echo ${#a[@]}
#### string is number check
for v in 12 -3 1a ''; do
  if [[ $v =~ ^-?[0-9]+$ ]]; then echo "$v num"; else echo "$v not"; fi
done
#### eval in function defines global
f() { eval 'G=global'; }
f
echo $G
#### compgen -v prefix
ble_a=1 ble_b=2
compgen -v ble_
#### builtin trap string inspection
trap 'echo hi' USR1
trap -p USR1
trap - USR1
trap -p USR1
echo done
#### function name with colon
ble::f() { echo colon-fn; }
ble::f
#### function name with special chars
ble/util/f() { echo slash-fn; }
ble/util/f
