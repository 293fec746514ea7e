#### basic nameref
x=foo
declare -n r=x
echo $r
r=bar
echo $x
#### nameref to unset then assign
declare -n r=newvar
r=val
echo $newvar
#### nameref in function
f() { local -n out=$1; out=result; }
f dest
echo $dest
#### nameref to array
a=(1 2 3)
declare -n r=a
echo ${r[@]} ${#r[@]} ${r[1]}
r[1]=x
echo ${a[@]}
#### nameref to array element
a=(1 2 3)
declare -n r='a[1]'
echo $r
r=z
echo ${a[@]}
#### nameref to assoc
declare -A m=([k]=v)
declare -n r=m
echo ${r[k]}
r[j]=w
echo ${m[j]}
#### unset nameref unsets target
x=1
declare -n r=x
unset r
echo "[${x-unset}]"
#### unset -n removes ref
x=1
declare -n r=x
unset -n r
echo "[$x]" "[${r-noref}]"
#### nameref ${!r} gives name
x=1
declare -n r=x
echo ${!r}
#### nameref chain
x=end
declare -n a=x
declare -n b=a
echo $b
b=new
echo $x
#### nameref to itself
declare -n r=r
echo st=$?
#### nameref invalid name
declare -n r='1bad'
echo st=$?
#### nameref declare -p
x=1
declare -n r=x
declare -p r
#### nameref for loop
a=1 b=2
declare -n r
for r in a b; do echo $r; done
#### nameref with += 
s=ab
declare -n r=s
r+=cd
echo $s
#### nameref to positional fails
declare -n r=1
echo st=$?
#### nameref local scope
x=global
f() { local x=local; g; }
g() { declare -n r=x; echo $r; }
f
#### nameref loses -n with declare +n
x=1
declare -n r=x
declare +n r
echo $r
#### nameref with -i target
declare -i n=1
declare -n r=n
r=2+3
echo $n
#### nameref readonly target
readonly ro=1
declare -n r=ro
r=2
echo st=$?
#### nameref ${#r}
s=hello
declare -n r=s
echo ${#r} ${r^^} ${r:1:2}
#### nameref -v test
x=1
declare -n r=x
[[ -v r ]] && echo set
declare -n u=nosuchvar
[[ -v u ]] || echo unset
#### nameref change target
a=1 b=2
declare -n r=a
declare -n r=b
echo $r
#### nameref array with [@] name
a=(1 2)
declare -n r='a[@]'
echo "$r"
#### nameref declare -n without value then use
declare -n r
echo "[$r]"
r=x
echo st=$? "[$r]"
#### local -n in function to global array
a=(1 2 3)
f() { local -n arr=$1; arr+=(4); echo ${#arr[@]}; }
f a
echo ${a[@]}
#### nameref to nameref in function
f() { local -n outer=$1; g outer; }
g() { local -n inner=$1; inner=deep; }
f target
echo $target
#### nameref same name as target in function
f() { local -n x=$1; x=v; }
x=orig
f x
echo $x
#### nameref unset then reassign
declare -n r=a
a=1
unset -n r
r=2
echo $a $r
#### nameref to element of assoc
declare -A m=([k]=v)
declare -n r='m[k]'
echo $r
r=w
echo ${m[k]}
#### nameref with declare -n on existing var
x=y
y=val
declare -n x
echo $x
#### nameref in for with arrays
a=(1 2) b=(3)
for n in a b; do declare -n r=$n; echo ${#r[@]}; done
#### nameref -p listing
declare -n r1=x1
declare -p | grep r1
#### nameref declare -n with invalid array ref
declare -n r='a[@'
echo st=$?
#### nameref circular warn
declare -n a=b
declare -n b=a
echo "[$a]"
echo st=$?
