#### export sets and exports
export A=1
sh -c 'echo "[$A]"'
#### export without value
B=2
export B
bash -c 'echo "[$B]"'
#### export -n removes
export C=3
export -n C
bash -c 'echo "[${C-unset}]"'
echo "[$C]"
#### export invalid name
export 'a-b=1'
echo status=$?
#### export -f function
f() { echo fn; }
export -f f
bash -c f
#### export -f nonfunction
export -f nosuchfn
echo status=$?
#### readonly then assign
readonly R=1
R=2
echo "status=$? R=$R"
#### readonly var in function then local
readonly G=1
f() { local G=2; echo "in f $G"; }
f
echo status=$?
#### readonly -a and -A
readonly -a arr=(1 2)
arr[0]=5
echo "status=$? ${arr[*]}"
#### unset variable and function
x=1
f() { :; }
unset x f
echo "[${x-unset}]"
type -t f
#### unset -v leaves function
g() { echo g; }
unset -v g
g
#### unset -f leaves variable
h=1
h() { :; }
unset -f h
echo "$h"
type -t h || echo nofn
#### unset nonexistent is ok
unset nosuchvar
echo status=$?
#### unset invalid name
unset 'a-b'
echo status=$?
#### unset array element
a=(1 2 3)
unset 'a[1]'
echo "${a[@]} ${#a[@]}"
#### unset negative index
a=(1 2 3)
unset 'a[-1]'
echo "${a[@]}"
#### unset out of range negative
a=(1 2 3)
unset 'a[-5]'
echo "status=$? ${a[@]}"
#### local at top level
local x=1
echo status=$?
#### local shadows and unset reveals global
x=global
f() { local x=local; unset x; echo "[${x-unset}]"; }
f
#### local unset in nested function dynamic scope
x=global
inner() { unset x; echo "inner [${x-unset}]"; }
outer() { local x=outer; inner; echo "outer [${x-unset}]"; }
outer
echo "top [$x]"
#### local without value is unset
f() { local x; echo "[${x-unset}]"; x=1; echo "[$x]"; }
f
#### local -r
f() { local -r c=1; c=2; echo "status=$?"; }
f
#### local inherits export
export E=1
f() { local E=2; bash -c 'echo "[$E]"'; }
f
#### declare -x in function is local
f() { declare -x D=1; }
f
echo "[${D-unset}]"
#### declare -g in function
f() { declare -g DG=1; }
f
echo "[$DG]"
#### local -p
f() { local a=1 b; local -p; }
f
#### export -p format
export Q='a"b'
export -p Q
#### readonly with no value
readonly NV
declare -p NV
#### unset readonly function
f() { :; }
readonly -f f
unset -f f
echo status=$?
#### assign to readonly in loop var
readonly i=0
for i in 1 2; do echo $i; done
echo status=$?
#### export empty string
export EMPTY=
bash -c 'echo "[${EMPTY-unset}]"'
#### unset -n nameref
declare -n ref=target
target=1
unset -n ref
echo "[${ref-unset}] [$target]"
#### local array and assoc
f() { local -a a=(1 2); local -A m=([k]=v); echo "${a[1]} ${m[k]}"; }
f
echo "[${a-unset}]"
#### prefix binding kept by export of the name
q=5 export q
echo "[$q]"
bash -c 'echo "child [$q]"'
#### prefix binding kept by readonly is exported too
q=5 readonly q
declare -p q
#### prefix binding and export with value
q=5 export q=7
declare -p q
#### prefix binding not kept by export of another name
q=5 export r=1
echo "[${q-unset}] [$r]"
#### prefix binding kept by declare -x not -i
a=5 declare -x a
b=6 declare -i b
echo "[$a] [${b-unset}]"
#### prefix binding becomes the local
f() { q=5 local q; declare -p q; q=6; echo "[$q]"; }
f
echo "[${q-unset}]"
#### prefix binding and local with value
f() { q=5 local q=7; declare -p q; }
f
#### prefix binding export in function reaches the caller's local
g() { q=5 export q; }
f() { local q=1; g; echo "f [$q]"; }
f
echo "top [${q-unset}]"
#### prefix binding local inside eval dies with eval
f() { q=5 eval 'local q; echo "eval [$q]"'; echo "f [${q-unset}]"; }
f
#### unset array elements with @ and star
a=(1 2 3)
unset 'a[@]'
echo "${#a[@]} ${a-unset}"
#### unset assoc element with special key
declare -A m=([a]=1 ['b c']=2 ['*']=3)
unset 'm[b c]' 'm[*]'
echo "${!m[@]}"
#### unset function and variable same name order
x() { echo fn; }
x=1
unset x
type -t x || echo gone-fn
echo "[${x-unset}]"
#### unset with no args
unset
echo "status=$?"
#### unset -f -v together
unset -f -v x
echo "status=$?"
#### unset nameref target
declare -n r=t
t=1
unset r
echo "[${t-unset}]"
#### export -n on non-exported
v=1
export -n v
echo "status=$? [$v]"
#### export with array shows -a
declare -a ea=(1)
export ea
declare -p ea
#### export -p after export -n
export Z1=1
export -n Z1
export -p | grep -c Z1
#### readonly array element assignment
readonly -a ra=(1 2)
ra[0]=9
echo "status=$? ${ra[*]}"
#### readonly assoc
declare -Ar rm=([k]=v)
rm[k]=x
echo "status=$?"
#### readonly function listing
f() { :; }
readonly -f f
readonly -f | head -3
#### local -n and unset
f() { local -n ref=$1; ref=changed; }
v=orig
f v
echo "$v"
#### local in subshell of function
f() { local x=1; ( x=2; echo "sub $x" ); echo "f $x"; }
f
#### local - restores options
f() { local -; set -e; set +u; }
set -u
f
echo "$-" | grep -c e
echo "$-" | grep -c u
#### local with same name twice
f() { local x=1; local x; echo "[$x]"; }
f
#### local array copy
a=(1 2)
f() { local b=("${a[@]}"); b+=(3); echo "${b[@]}"; }
f
echo "${a[@]}"
#### declare -p of unset local
f() { local x; declare -p x; unset x; declare -p x; }
f
#### readonly in function is global
f() { readonly RF=1; }
f
echo "$RF"
RF=2
echo "status=$?"
#### declare -r in function is local
f() { declare -r DR=1; echo "in $DR"; }
f
echo "[${DR-unset}]"
#### export in function is global
f() { export EF=1; }
f
bash -c 'echo "[$EF]"'
#### local export visible in child only during function
f() { local -x LX=1; bash -c 'echo "child [$LX]"'; }
f
bash -c 'echo "after [${LX-unset}]"'
#### unset local then assign makes global or local
f() { local x=1; unset x; x=2; }
x=0
f
echo "$x"
#### unset in nested call removes caller local
g() { unset x; }
f() { local x=1; g; echo "f [${x-unset}]"; x=3; echo "f2 [$x]"; }
x=global
f
echo "top [$x]"
#### localvar_unset shopt
shopt -s localvar_unset
g() { unset x; }
f() { local x=1; g; echo "f [${x-unset}]"; }
x=global
f
echo "top [$x]"
#### declare -g from nested function
inner() { declare -g G=inner; }
outer() { local G=outer; inner; echo "outer sees $G"; }
outer
echo "global $G"
#### local -a then scalar assign
f() { local -a a; a=x; declare -p a; }
f
#### declare without args inside function lists locals too
f() { local zzlocal=1; declare | grep '^zzlocal='; }
f
#### local -p without names
f() { local a=1; local -A m=([k]=v); local -p; }
f
#### declare -p unset variable
declare -p nosuchvar_xyz
echo "status=$?"
#### declare -p mixed found and missing
x=1
declare -p x nosuchvar_xyz
echo "status=$?"
#### typeset same as declare
typeset -i t=2+3
echo "$t"
#### local in function called from subshell
f() { local v=in; echo "$v"; }
( f )
echo "[${v-unset}]"
#### readonly -p format of array
readonly -a RA=(1 2)
readonly -p | grep RA
#### export -p of unset exported
export UNSETEXP
export -p | grep UNSETEXP
#### export then unset then export -p
export GONE=1
unset GONE
export -p | grep -c GONE
#### unset -v readonly array element
readonly -a ro=(1 2)
unset 'ro[0]'
echo "status=$? ${ro[*]}"
#### export -f with function name containing dash
my-fn() { echo dash-fn; }
export -f my-fn
bash -c my-fn
#### local IFS in function
f() { local IFS=,; echo "$*"; }
f a b c
echo "$IFS" | od -c | head -1
#### local OPTIND and OPTARG
f() { local OPTIND OPTARG o; getopts a: o -a val; echo "$o $OPTARG"; }
f
echo "[${OPTARG-unset}]"
#### declare -n to array element
a=(1 2 3)
declare -n r='a[1]'
r=X
echo "${a[@]}"
#### declare -i with string value
declare -i n
n=abc
echo "[$n]"
n='2*3'
echo "[$n]"
#### declare +i removes
declare -i n=5
declare +i n
n='1+1'
echo "$n"
#### declare -l -u conversion
declare -l lo=MiXeD
declare -u up=MiXeD
lo+=ABC
echo "$lo $up"
