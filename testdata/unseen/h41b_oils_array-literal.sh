#### literal with explicit indices
a=([0]=a [2]=c [1]=b)
echo ${a[@]} ${!a[@]}
#### literal mixing explicit and implicit
a=(x [5]=y z)
declare -p a
#### literal with arithmetic index
i=2
a=([i+1]=p [i*2]=q)
declare -p a
#### literal with duplicate index
a=([1]=a [1]=b)
declare -p a
#### literal += with index
a=([0]=x)
a+=([0]=y [3]=z)
declare -p a
#### literal with quoted index-looking word
a=('[1]=x' "[2]=y")
declare -p a
#### assoc literal
declare -A m=([a]=1 [b c]=2 ["d"]=3)
echo ${#m[@]} ${m[a]} ${m[b c]} ${m[d]}
#### assoc literal with no index
declare -A m=(x y)
declare -p m
#### assoc literal keys expand
k=key
declare -A m=([$k]=v [${k}2]=w)
echo ${m[key]} ${m[key2]}
#### literal value with equals
a=([0]=a=b c=d)
printf '[%s]' "${a[@]}"; echo
#### literal with newlines and comments
a=(
  one   # first
  two
  # nothing
  three
)
echo ${#a[@]} ${a[2]}
#### empty literal
a=()
echo ${#a[@]}
declare -p a
#### literal with command sub splitting
a=($(echo 'p q') "$(echo 'r s')")
echo ${#a[@]}
#### literal with brace expansion in value
a=([0]={a,b})
printf '[%s]' "${a[@]}"; echo
a=({a,b})
printf '[%s]' "${a[@]}"; echo
#### literal index empty is error
a=([]=x)
echo st=$?
#### literal negative index
a=([-1]=x)
echo st=$?
#### literal with tilde
HOME=/hh
a=(~ [1]=~/x)
echo ${a[@]}
#### declare -a with literal string
declare -a a='(1 2 3)'
echo ${#a[@]}
#### literal in local
f() { local a=(1 2); local -A m=([x]=1); echo ${#a[@]} ${m[x]}; }
f
#### literal in export
export a=(1 2) 2>/dev/null
echo ${a[1]}
#### declare list from quoted text
x='p q'
declare -a b="($x [5]=z)"; declare -p b
c=(9); declare c='(1 2)'; declare -p c
declare -A m='([k]=v)'; declare -p m
declare -a d='(1 2'; declare -p d
f() { local -a e='(3 4)'; declare -p e; }; f
declare s='(1 2)'; declare -p s
s2='(5 6)'; declare -a e2="(\$s2)"; declare -p e2
#### literal negative index before start
i=1
a=([-i]=x 3 [-5]=q); declare -p a
a=(1 2 [-1]=x); declare -p a
#### literal brace expansion of indexed element
a=([0]=x{1..3}y [5]=z); declare -p a
a=([0]={a}); declare -p a
a=(p [0]+={a,b}); declare -p a
