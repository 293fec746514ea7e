#### nameref to array element
a=(1 2 3)
declare -n r='a[1]'
echo $r
r=X
echo ${a[@]}
#### nameref to whole array
a=(1 2 3)
declare -n r=a
echo ${r[@]} ${#r[@]}
r[5]=z
echo ${!a[@]}
#### nameref chain
x=val
declare -n r1=x
declare -n r2=r1
echo $r2
r2=new
echo $x
#### nameref to self
declare -n r=r
echo st=$?
#### nameref invalid name
declare -n r='1abc'
echo st=$?
#### nameref unset -n
x=1
declare -n r=x
unset -n r
echo "$x [${r-unset}]"
#### unset through nameref
x=1
declare -n r=x
unset r
echo "[${x-unset}]"
#### nameref in function to caller var
f() { local -n ref=$1; ref=changed; }
v=orig
f v
echo $v
#### nameref local name clash
f() { local -n x=$1; echo $x; }
x=outer
f x
echo st=$?
#### nameref to unset var then assign creates
declare -n r=newvar
r=hello
echo $newvar
#### nameref bang gives target name
x=1
declare -n r=x
echo ${!r}
#### declare -p of nameref
declare -n r=target
declare -p r
#### nameref to positional fails
declare -n r=1
echo st=$?
#### nameref with +n
x=1
declare -n r=x
declare +n r
echo $r
#### nameref for loop variable
a=1 b=2
for ref_var in a b; do
  declare -n r=$ref_var
  echo $r
done
#### for loop with nameref control variable
x=1 y=2
declare -n r
for r in x y; do echo $r; done
#### nameref to assoc element
declare -A A=([k]=v)
declare -n r='A[k]'
echo $r
r=w
echo ${A[k]}
#### nameref -n on array is error
declare -a arr=(1)
declare -n arr
echo st=$?
#### nameref with integer attribute target
declare -i n=1
declare -n r=n
r=2+3
echo $n
#### nameref readonly target
readonly ro=1
declare -n r=ro
r=2
echo st=$? $ro
#### nameref length
x=hello
declare -n r=x
echo ${#r}
#### nameref with default op
unset t
declare -n r=t
echo ${r:-dflt}
#### nameref changing target
a=A b=B
declare -n r=a
echo $r
declare -n r=b
echo $r
#### nameref to special var
declare -n r=PWD
[ "$r" = "$PWD" ] && echo same
#### local -n in nested functions
g() { echo $ref; }
f() { local -n ref=$1; g; }
v=value
f v
#### nameref append
s=ab
declare -n r=s
r+=cd
echo $s
#### nameref self reference message
declare -n r=r
#### nameref to invalid name message
declare -n r='a b'
echo st=$?
#### nameref array element in local
f() { local -n e='arr[1]'; e=changed; }
arr=(a b c)
f
echo ${arr[@]}
#### nameref declare -p after assignment
declare -n r=t
r=5
declare -p r t
#### nameref circular
declare -n a=b
declare -n b=a
echo ${a-x}
echo st=$?
#### nameref with subscript on nameref name
a=(x y)
declare -n r=a
echo ${r[1]} ${!r[@]}
#### nameref bang on array ref
a=(x y)
declare -n r=a
echo ${!r[@]}
#### nameref unset target then use
x=1
declare -n r=x
unset x
echo "[${r-none}]"
r=back
echo $x
#### nameref -n attribute on integer
declare -i i=1
declare -n i
echo st=$?
declare -p i
#### nameref typeset -n with value later
typeset -n r
r=target
echo "[${r}]" "[$target]"
declare -p r
#### nameref in for over array elements
a=(1 2)
for i in 0 1; do declare -n e="a[$i]"; e=$((e*10)); done
echo ${a[@]}
#### nameref export through ref
x=1
declare -n r=x
export r
declare -p x
