#### nameref basic follow and retarget
bar=one; flow=two; flip=three
foo=bar
typeset -n foo
typeset -n fee=flow
echo ${foo} ${fee}
typeset -n fee=flip
echo ${fee}
#### typeset -n lists namerefs
bar=one
typeset -n foo=bar fee=flow
typeset -n
#### typeset +n turns off nameref and assigns the ref itself
bar=one
typeset -n foo=bar
typeset +n foo=other
echo ${foo}
echo after +n foo bar=$bar
#### nameref temp env assignment to builtin
bar=one
typeset -n foo=bar
foo=two printf "%s\n" $foo
foo=two eval 'printf "%s\n" $foo'
echo "bar=$bar"
#### nameref assignment changes target
bar=one
typeset -n foo=bar
foo=two
echo "$bar"
#### nameref in function reads caller variable
echoval() { typeset -n ref=$1; printf '%s\n' "$ref"; }
foo=bar; bar=one
echoval foo
echoval bar
#### nameref in function assigns "$@"
changevar() { typeset -n v=$1; shift; v="$@"; }
bar=one
changevar bar three four five
printf '[%s]\n' "$bar"
#### nameref to readonly variable assignment fails
readonly foo=one
typeset -n bar=foo
bar=4
echo "status=$? foo=$foo"
#### nameref in function assigning readonly
readonly foo=one
assignvar() { typeset -n ref=$1; shift; ref="$@"; }
assignvar foo two three
echo "status=$? foo=$foo"
#### nameref pattern substitution same as indirect
var=abcde
x=var
declare -n v=var
echo ${!x//c/x}
echo ${v//c/x}
#### ${!ref} gives the name a nameref points to
bar=one
foo=bar
typeset -n foo
echo ${foo}
echo ${!foo}
#### readonly nameref still follows
typeset -n ref=foo
readonly ref
foo=4
echo $ref
#### unset through nameref unsets target
bar=one
typeset -n foo=bar
unset foo
echo "${bar-unset}" "${foo-unset}" "${!foo}"
unset -n foo
echo "${!foo-unset}"
#### unset through nameref of readonly fails
readonly bar=two
typeset -n foo=bar
unset foo
echo "status=$? ${foo-unset}"
#### nameref declared then assigned a name
qux=three
typeset -n ref
ref=qux
echo $ref
unset qux
echo ${ref-unset}
qux=four
echo ${ref-unset}
#### nameref to an array assignment
typeset -n short=long
short=( a b )
echo ${long[@]}
#### nameref to an array element indices
typeset -n foo=bar
bar=( 1 3 5 7 9)
echo ${foo[@]}
echo ${foo[4]}
foo[2]=42
echo ${bar[@]}
#### nameref to x[2] assigns element
typeset -n foo='x[2]'
x=(zero one two three four)
foo=seven
printf '<%s>' "${x[@]}"; echo
#### nameref and integer attribute of target
typeset -i ivar
typeset -n iref=ivar
ivar=4+3
echo $ivar
iref+=5
echo $ivar
echo $(( iref+4 ))
(( iref=17 ))
echo $ivar
#### nameref to bar[0] on scalar
bar=4
typeset -n foo='bar[0]'
echo ${foo} $foo
bar=(one two three four)
typeset -n qux='bar[3]'
echo $foo $qux
#### nameref as for loop variable
v1=1; v2=2
typeset -n v=v1
for v in v1 v2; do echo "${!v}: $v"; done
#### for loop over nameref retargets the reference
first="I am first"; second="I am in the middle"
typeset -n ref=first
for ref in first second; do echo "ref -> ${!ref}, value: $ref"; done
echo "final: ${!ref} $ref"
#### nameref self reference is an error
typeset -n x=x
echo "status=$?"
#### nameref to array element name is invalid
typeset -n x[3]=x
echo "status=$?"
#### nameref in function to global unset var creates it
fn() { declare -n var=foo; var=bar; }
unset foo
fn
echo ${foo:-unset}
#### nameref in function later assigned name
fn() { declare -n var; var=foo; }
fn
echo ${foo:-unset}
#### nameref to same-named caller variable
function f1 { typeset -n v=$1; v=inside; }
v=global
f1 v
echo $v
#### nameref to local shadowing global
function foo { typeset x=one; typeset -n y=$1; y=two; echo inside: $x; }
x=global
foo x
echo outside: $x
#### circular nameref chain warns
typeset -n v=w
typeset -n w=x
typeset -n x=v
x=4
echo "status=$?"
#### indirect expansion of array element vs nameref
arr=( idx1 idx2 )
i='arr[1]'
echo ${!i} ${!i/x/X}
typeset -n f='arr[1]'
echo ${f} ${f/x/X}
#### nameref with subscript expanded at use
x[0]=42
zero=0
f() { typeset -n foo="$1"; declare -p foo; echo "$foo"; }
f 'x[$zero]'
#### declare -p of nameref after target unset
typeset -n foo=somevariable
foo=bar
unset foo
typeset -p foo somevariable
echo "foo = $foo"
#### typeset -A through nameref creates target
typeset -n foo=somevariable
typeset -A foo
foo["jug"]="brown"
typeset -p foo somevariable
#### typeset -i through nameref
typeset -n foo=bar
typeset -i foo
foo=4+4
typeset -p foo bar
#### nameref invalid target names
declare -n r=/
echo "st=$?"
declare -n r
r=%
echo "st=$?"
declare -p r
#### nameref to empty name
declare -n r=""
echo "st=$?"
#### declare -a on nameref with no value
declare -n foo
declare -a foo
declare -p foo
foo[0]=7
declare -p foo
#### nameref and printf -v
declare -n r=target
printf -v r '%s-%s' a b
echo "$target"
#### nameref and read
declare -n r=target
read r <<< 'hello world'
echo "$target"
#### nameref and read -a
declare -n ref=arr
read -a ref <<< "A B C"
declare -p arr
#### nameref and mapfile
declare -n ref=lines
mapfile -t ref <<< $'1\n2'
declare -p lines
#### nameref += appends to target
add_X() { typeset -n ref=$1; ref+=X; echo inside $ref; }
val=abc
add_X val
echo outside "$val"
#### nameref with same name as target in function
xxx_func() { typeset -n xxx=xxx; xxx=foo; echo "inside xxx=$xxx"; }
xxx=7
xxx_func
echo "after: $xxx"
#### nameref declared with array subscript at-sign
typeset -n foo=var[@]
typeset -p foo
#### unset n[0] through nameref to array
v=(0 1)
typeset -n n=v
unset n[0]
typeset -p n v
#### unset -n removes only the reference
v=(0 1)
typeset -n n=v
unset -n n
typeset -p v
typeset -p n
echo "st=$?"
#### nameref readonly unset target
bar=one
declare -rn foo0=bar
unset foo0
declare -p bar
unset -n foo0
echo "st=$?"
#### declare +n with value shows the old target
declare -n foo=bar
bar='Hello World!'
declare +n foo
declare -p foo bar
#### local -n in function to array
f() { local -n ref=var; local -a ref=([1]=x); ref+=([2]=y); declare -p ref var; }
unset var
f
#### declare -n then declare -p shows ref
x=1
declare -n r=x
declare -p r
declare -n
#### nameref exported follows target
typeset -n ref=var
var=foo
export ref
printenv var
printenv ref
echo "st=$?"
#### nameref to positional is invalid
declare -n r=1
echo "st=$?"
#### nameref declare value with spaces
declare -n foo=bar
declare foo='a string with spaces'
echo $bar
declare foo+=' more'
echo $bar
#### nameref in arithmetic
x=5
declare -n r=x
echo $(( r * 2 ))
(( r++ ))
echo $x
#### nameref [[ -v ]] and -R
x=1
declare -n r=x
[[ -v r ]] && echo set
[[ -R r ]] && echo isref
[[ -R x ]] || echo notref
declare -n u=nosuch
[[ -v u ]] || echo unsetref
#### nameref ${!ref[@]} keys of target
declare -A m=([a]=1)
declare -n r=m
echo ${!r[@]}
echo ${#r[@]}
