#### element assign
a=()
a[0]=x a[2]=z
declare -p a
#### element assign with arithmetic index
a=()
i=3
a[i-1]=x a[$i]=y a[i*2]=z
echo ${!a[@]}
#### element append
a=(x)
a[0]+=y a[1]+=z
declare -p a
#### assign with quotes in index
a=()
a["1"]=one a['2']=two
echo ${a[@]}
#### assoc element assign
declare -A m
m[a b]=1 m["c"]=2 m[$((1+1))]=3
declare -p m
#### assoc key with special chars
declare -A m
m['$x']=1 m['a]b']=2 m[*]=3
for k in '$x' 'a]b' '*'; do echo "${m[$k]}"; done
#### indexed key with string evaluates as var
a=()
x=4
a[x]=v
echo ${!a[@]}
#### assign to negative index
a=(1 2 3)
a[-1]=z
echo ${a[@]}
#### whole array assign replaces
a=([5]=x)
a=(y)
declare -p a
#### assign array to element is error
a=()
a[0]=(1 2)
echo st=$?
#### array assign with IFS
IFS=:
v='a:b'
a=($v)
echo ${#a[@]}
#### assign array from array slice
a=(1 2 3 4)
b=("${a[@]:1:2}")
declare -p b
#### += to scalar makes string
s=ab
s+=cd
echo $s
s+=(ef)
declare -p s
#### += on integer
declare -i n=5
n+=2
echo $n
#### declare -a element assign
declare -a a[3]=x
declare -p a
#### readonly element assign
declare -ra r=(1)
r[1]=2
echo st=$?
#### unset then assign
a=(1 2)
unset a
a[1]=x
declare -p a
#### eval assign
eval 'a=(1 "2 3")'
echo ${#a[@]}
#### assign element with unset subscript var
a=()
a[$undefined_i]=x
echo st=$?
declare -p a
#### assign key with spaces in indexed array
a=()
a[1 + 1]=two
echo ${!a[@]}
#### read into element
read 'a[3]' <<< 'val'
echo ${a[3]}
#### printf -v element
printf -v 'b[2]' '%s' hi
declare -p b
#### assoc += literal
declare -A m=([a]=1)
m+=([b]=2 [a]=x)
declare -p m
#### empty subscript assign
a=()
a[]=x
echo st=$?
#### negative subscript on empty array assign
a=()
a[-1]=x
echo st=$?
declare -p a
#### assoc empty key assign
declare -A m
m[]=x
echo st=$?
k=
m[$k]=y
echo st=$?
#### assoc empty key read
declare -A m
k=
echo "[${m[$k]}]"
echo st=$?
#### indexed subscript with invalid arith in assign
a=()
a[1+]=x
echo st=$?
#### subscript with unbalanced bracket word
a[1=x
echo st=$?
#### array element assign in prefix of command
a=(1)
a[0]=2 true
echo ${a[0]}
#### assign element of readonly under set -e
set -e
declare -ra r=(1)
r[0]=2
echo not-reached
#### assign to element of string var
s=hello
s[1]=world
declare -p s
#### assign to element of integer var
declare -i n=5
n[1]=2+3
declare -p n
#### element append of unset
unset a
a[3]+=x
declare -p a
#### element index arithmetic with assignment side effect
a=()
i=0
a[i++]=x a[i++]=y
echo ${a[@]} $i
#### element index using array value
a=(2 0 1)
b=()
b[a[0]]=x
echo ${!b[@]}
#### element assign with quoted variable in index
declare -A m
k='a b'
m["$k"]=1 m[$k]+=2
declare -p m
#### element assign huge index
a=()
a[9223372036854775807]=x
echo ${!a[@]}
#### assign list to element fails message
a=()
a[1]=(x)
echo st=$?
#### declare -A with list missing subscript
declare -A m=([a]=1 b)
declare -p m
#### assoc list key quoting forms
declare -A m=(["x y"]=1 ['$z']=2 [$'t\tt']=3)
declare -p m
#### readonly array append
readonly -a ra=(1)
ra+=(2)
echo st=$?
#### unset element out of range
a=(1 2)
unset 'a[5]'
echo st=$? ${#a[@]}
unset 'a[-5]'
echo st=$?
