#### literal with explicit indices mixed
a=(x [5]=y z)
declare -p a
#### literal with duplicate index
a=([1]=a [1]=b)
declare -p a
#### literal with negative index
a=([-1]=x)
echo st=$?
declare -p a 2>&1
#### literal with arithmetic index
i=2
a=([i+1]=x [i*3]=y)
echo ${!a[@]}
#### literal with glob
touch g1 g2
a=(g*)
echo ${#a[@]}
#### literal with brace expansion
a=({1..3} x{a,b})
echo ${a[@]}
#### literal with quoted bracket word
a=('[1]=x')
declare -p a
#### literal with spaces in quotes
a=("a b" 'c d' e\ f)
echo ${#a[@]}
#### literal with command sub splits
a=($(echo 'p q r'))
echo ${#a[@]}
#### literal with empty strings
a=('' "" x)
echo ${#a[@]}
#### literal append
a=(1 2)
a+=(3 [10]=4)
declare -p a
#### literal append after explicit index
a=([5]=x)
a+=(y)
echo ${!a[@]}
#### assoc literal
declare -A A=([a]=1 [b]=2)
echo ${A[a]} ${A[b]}
#### assoc literal key value pairs
declare -A A=(a 1 b 2)
echo ${A[a]} ${A[b]}
#### assoc literal odd count
declare -A A=(a 1 b)
declare -p A
#### assoc literal append
declare -A A=([a]=1)
A+=([b]=2 [a]=x)
echo ${A[a]} ${A[b]}
#### assoc key with spaces
declare -A A=(["a b"]=1 ['c]']=2)
echo "${A[a b]}" "${A[c]]}"
#### literal with newlines inside
a=(
  one
  two  # comment
  three
)
echo ${#a[@]} ${a[2]}
#### literal in local
f() { local a=(x y); echo ${a[1]}; }
f
#### literal via declare with quotes
declare -a a='(1 2 3)'
echo ${#a[@]}
#### compound assignment to element is error
a[0]=(1 2)
echo st=$?
#### literal with tilde
HOME=/h
a=(~ ~/x a~)
echo ${a[@]}
#### literal element with equals
a=(a=b c=d)
echo ${a[0]} ${#a[@]}
#### literal index expansion with var
k=3
a=([$k]=x)
echo ${!a[@]}
#### literal without index after sparse
a=([3]=a b [1]=c d)
declare -p a
#### unset and literal length
a=(1 2 3)
unset 'a[1]'
echo ${#a[@]} ${!a[@]}
#### literal in readonly
readonly -a r=(1 2)
r=(3)
echo st=$? ${r[@]}
#### empty literal
a=()
echo ${#a[@]}
declare -p a
#### indexed literal with string index is arith
x=3
a=([x]=v)
echo ${!a[@]}
#### indexed literal with non-numeric index word
a=([abc]=v)
echo ${!a[@]}
#### literal with bad subscript
a=([1+]=v)
echo st=$?
#### literal with empty subscript
a=([]=v)
echo st=$?
declare -p a 2>&1
#### assoc literal missing subscript
declare -A A=([a]=1 b)
declare -p A
#### assoc literal with empty key
declare -A A=([""]=x)
echo st=$?
#### at subscript assignment
a[@]=x
echo st=$?
#### star subscript assignment
a=(1)
a[*]=x
echo st=$?
#### declare -a with assoc literal syntax
declare -a a=([k]=v)
declare -p a
#### literal plus equal on element
a=([0]=x)
a+=([0]=y)
echo ${a[0]}
#### assoc plus equal on element
declare -A A=([k]=x)
A+=([k]+=y)
echo ${A[k]}
#### indexed plus equal inside literal
a=(x)
a=([0]+=y)
echo ${a[0]}
#### literal with dollar at
set -- 'a b' c
a=("$@" "$*")
echo ${#a[@]}
#### literal with command sub quoted
a=("$(echo 'x y')")
echo ${#a[@]}
#### declare -p of array with special chars
a=('a b' $'c\nd' 'e"f')
declare -p a
