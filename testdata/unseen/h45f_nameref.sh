#### declare plain value on unset nameref is checked as a name
declare -n r; declare r=/; echo "rc=$?"; declare -p r
#### for loop variable that is an unset nameref
declare -n r; for r in /; do :; done; echo "rc=$?"; declare -p r
#### arithmetic assignment through unset nameref
declare -n r; ((r=0)); echo "rc=$?"; declare -p r
#### nameref attribute on a variable holding a number
((r=0)); declare -n r; echo "rc=$?"; declare -p r
#### exec fd variable that is an unset nameref
declare -n r; exec {r}>/dev/null; echo "rc=$?"
#### readonly target with nameref attribute added
declare -r RO=x; x=y; declare -n RO; echo "rc=$?"; declare -p RO
#### assignment to readonly with nameref attempt
declare -r RO=x; declare -n RO; RO=z; echo after
echo next "$RO"
#### getopts into unset nameref
declare -n r; getopts x r -h; echo "rc=$?"
#### mapfile into unset nameref removes attribute
declare -n r; mapfile r < /dev/null; declare -p r
#### nameref to y then nameref y without value
unset x y
y=2
typeset -n x=y
echo ${x}
unset -n x
typeset -n y
echo $y
unset -n y
typeset -n y
y=2
echo ${y}
#### indirect expansion of subscripted nameref
declare -n foo=bar
echo ${!foo[2]}
echo ${!bar}
#### declare x=42 on unset nameref
declare -n x
declare x=42
declare -p x
#### declare -i with arithmetic value on unset nameref
declare -n foo ; declare -i foo=7*6 ; declare -p foo
#### readonly on nameref to array element
var=foo
typeset -n ref=var[0]
readonly ref
typeset -p var
#### readonly through plain nameref
var2=foo
typeset -n ref2=var2
readonly ref2
typeset -p var2
#### array assignment through nameref to unset var
unset var; typeset -n ref=var
ref[0]=foo
typeset -p ref var
#### array assignment to unset nameref without value
typeset -n ref
ref[0]=foo
typeset -p ref
#### local nameref in function writes to unset global array
ref=global
f() { declare -n ref=var; ref[0]=foo1; }; f
f() { declare -n ref=var; ref[0]=foo2; }; f
declare -p ref var
#### typeset value on function-local unset nameref
foo() { typeset -n foo; typeset foo=12345; typeset -p foo; }
foo
#### typeset -n with numeric value in function
foo() { typeset -n foo; typeset -n foo=12345; typeset -p foo; }
foo
#### nameref in temp env of typeset -p
unset var; typeset -n ref=var
ref=xxx typeset -p ref var
echo status $?
#### nameref in temp env with invalid value
unset var; typeset -n ref=var
var= ref=5 typeset -p ref var
typeset -p ref var
#### local nameref to array element assignment
f() { local -n a=$1; a=X; }
a=(0); f 'a[0]'
while [[ -v a ]]; do declare -p a; unset a; done
b=(0); f 'b[0]'
typeset -p b
#### nameref self reference via +=
typeset -n ref=ref
echo rc=$?
typeset -n ref=re ref+=f
typeset -p ref
ref=4
typeset -p ref re
#### nameref value with [@] subscript
typeset -n foo=var[@]
typeset -p foo
typeset -n ref=var ref+=[@]
typeset -p ref
ref=42
echo rc=$?
#### assignment through nameref chain to subscripted element
typeset -n a=b b
b=a[1]
typeset -p a b
a=foo
typeset -p a b
#### declare -a subscript on unset nameref
declare -n xref
declare -a xref[1]=one
declare -p xref
#### declare -a subscript on nameref with value
declare -n xref
xref=array
declare -a xref[1]=one
declare -p xref array
#### declare on readonly nameref target
declare -r foo0=bar0
declare -n foo0
declare -p foo0
typeset -r bar1=x; typeset -n foo1=bar1; typeset foo1=y; echo rc=$?
#### read into nameref to array element
declare -n ref=XXX[0]
read ref <<< hello
declare -p XXX
#### mapfile into nameref to array element
declare -n ref=XXX[0]
mapfile ref <<< hello
echo rc=$?
declare -p XXX
#### unset through nameref to array
v=(0 1)
typeset -n n=v
unset n[0]
typeset -p n v
#### unset nameref to array element
v=(0 1)
declare -n n=v[1]
unset n
declare -p n v
#### export through nameref to array element
var=foo
typeset -n ref=var[0]
export ref
echo rc=$?
typeset -p var
#### plus r on readonly nameref without target
typeset -n foo1
typeset -r foo1
typeset +r foo1
echo rc=$?
typeset -p foo1
#### plus n on readonly nameref with target
bar=x
declare -rn foo=bar
declare +n foo
echo rc=$?
declare -p foo
