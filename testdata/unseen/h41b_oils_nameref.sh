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
#### nameref assign through array ref with @ is error
a=(1 2)
declare -n r='a[@]'
r=x
echo st=$?
declare -p a
#### nameref to invalid subscript expression
a=(1 2)
declare -n r='a[1'
echo st=$?
#### nameref in function to caller local
f() { local v=inner; g v; echo $v; }
g() { local -n ref=$1; ref=changed; }
f
#### nameref -n on array var fails
a=(1)
declare -n a=x
echo st=$?
#### nameref readonly ref
x=1
declare -rn r=x
r=2
echo $x
declare -n r=y
echo st=$?
#### nameref unset through unset -v
x=1
declare -n r=x
unset -v r
echo "[${x-gone}]"
#### nameref name points to positional via indirect
set -- a b
n=2
echo ${!n}
#### nameref value with spaces
declare -n r='a b'
echo st=$?
#### nameref for loop assigns targets
declare -n r
for r in v1 v2; do r=set_$r; done 2>/dev/null
echo "${v1-} ${v2-}"
#### nameref to special var
declare -n r=PPID
[ "$r" = "$PPID" ] && echo same
#### nameref declare -p after target unset
x=1
declare -n r=x
unset x
declare -p r
echo "[$r]"
#### nameref +=() to array
a=(1)
declare -n r=a
r+=(2 3)
echo ${a[@]}
#### nameref with local -n same name as global
g=1
f() { local -n g=g 2>&1; echo st=$?; }
f
#### nameref ${!ref[@]} keys
a=([3]=x [5]=y)
declare -n r=a
echo ${!r[@]}
#### nameref export
declare -n r=EXV
export r=hello
bash -c 'echo $EXV'
#### nameref readonly via ref
x=1
declare -n r=x
readonly r
x=2
echo st=$?
#### nameref typeset -n
typeset -n tr=tv
tv=5
echo $tr
#### nameref to dynamic variables
declare -n l=LINENO
echo "[$l]"
f() { declare -n fn=FUNCNAME; echo "[$fn]"; }
f
declare -n s=SECONDS
echo "[${s//[0-9]/n}]"
declare -n b=BASHPID
[ "$b" = "$BASHPID" ] && echo bashpid
RANDOM=3; a=$RANDOM
declare -n rr=RANDOM
RANDOM=3; [ "$rr" = "$a" ] && echo random
