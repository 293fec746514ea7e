#### readonly compound in function is global
a=(outside)
f1() { readonly a=(1) ; }
f1
declare -p a
#### readonly -a compound in function is global
a=(outside)
f2() { readonly -a a=(2) ; }
f2
declare -p a
#### readonly quoted compound string in function
a=(outside)
f3() { readonly 'a=(3)' ; }
f3
declare -p a
#### readonly -a quoted compound string in function
a=(outside)
f4() { readonly -a 'a=(4)' ; }
f4
declare -p a
#### readonly with value
m=1
readonly m=4
declare -p m
#### readonly in function affects global
n=1
f() { readonly n=4; echo -n in func: ; declare -p n ; }
f
declare -p n
#### readonly assignment to readonly variable fails
p=1
readonly p
readonly p=4
echo "st=$?"
declare -p p
#### readonly array reassigned in function fails
r=(1)
readonly r
f() { readonly r=(4) ; }
f
echo "st=$?"
declare -p r
f() { readonly -a r='(7)' ; }
f
echo "st=$?"
declare -p r
#### readonly compound at top level
x=(1)
readonly x=(4)
declare -p x
#### readonly new array in function
f() { readonly y1=(4); echo -n in func: ; declare -p y1; }
f
declare -p y1
f() { readonly -a z1=(4); echo -n in func: ; declare -p z1; }
f
declare -p z1
#### export with value
p=1
export p
export p=4
declare -p p
#### export array compound in function
r=(1)
export r
f() { export r=(4) ; }
f
declare -p r
#### export quoted compound string
r=(1)
f() { export r='(5)' ; }
f
declare -p r
#### export -a compound
r=(1)
f() { export -a r=(6) ; }
f
declare -p r
f() { export -a r='(7)' ; }
f
declare -p r
#### readonly -p lists attribute
readonly ro1=v
readonly -p | grep ' ro1='
declare -r ro2
readonly -p | grep ' ro2'
#### export -n removes export
export ev=1
export -n ev
declare -p ev
printenv ev; echo "st=$?"
#### declare -x then child sees it
declare -x cv=child
sh -c 'echo "$cv"'
#### declare +x in function on exported variable
export gv=1
f() { declare +x gv; }
f
declare -p gv
#### local readonly does not leak
f() { local -r lr=1; lr=2; echo "st=$?"; }
f
echo "[${lr-unset}]"
#### unset readonly fails
readonly ur=1
unset ur
echo "st=$? ur=$ur"
#### declare -r on array element value
declare -ar ra=(a b)
ra[2]=c
echo "st=$?"
declare -p ra
#### readonly function
f() { echo f; }
readonly -f f
f() { echo g; }
echo "st=$?"
f
#### declare -i attribute listing
declare -i iv=3+4
declare -p iv
declare -ix ixv=2
declare -p ixv
#### multiple attributes order in declare -p
declare -l -x -r lxr=ABC
declare -p lxr
#### declare +i removes integer
declare -i n=5
declare +i n
n=1+1
echo $n
#### typeset -p of unset variable with attribute
declare -i u
declare -p u
echo "[${u-unset}]"
#### export with invalid name
export 'a-b=1'
echo "st=$?"
#### readonly with invalid name
readonly '1x=2'
echo "st=$?"
#### attribute set on variable in temporary env
x=1 declare -p x 2>&1 | sed 's/declare -x/X/'
#### declare -x of array shows x attribute
declare -ax arr=(1 2)
declare -p arr
