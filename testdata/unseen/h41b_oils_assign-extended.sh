#### declare -p simple
x=1 y='a b' z="q'r"
declare -p x y z
#### declare -p unset and no value
declare -p nosuchvar; echo st=$?
declare n; declare -p n
#### declare -p array and assoc
a=(1 '2 3' "")
declare -A m=([k]=v ['a b']=c)
declare -p a
declare -p m
#### declare -i arithmetic on assign
declare -i n=1+2
echo $n
n+=3; echo $n
n='n*2'; echo $n
#### declare -i with invalid value
declare -i n
n=abc; echo "[$n]"
n='1 +'; echo st=$?
#### declare -l and -u
declare -l lo=HeLLo; declare -u up=HeLLo
echo $lo $up
lo+=ABC; up+=def; echo $lo $up
declare -p lo up
#### declare -u then -l later wins
declare -u x; declare -l x; x=AbC; echo $x
#### declare -r
declare -r r=1
r=2; echo st=$?
echo $r
#### readonly error message
readonly ro=1
ro=2
echo never
#### readonly -p lists
readonly rr=5
readonly -p | grep ' rr='
#### export -p format
export EX1=val
export -p | grep EX1
declare -x EX2; export -p | grep EX2
#### declare -x visible to child
declare -x DX=hello
bash -c 'echo $DX'
#### declare +x removes export
export ZZ=1
declare +x ZZ
bash -c 'echo "[$ZZ]"'
#### local in function
x=global
f() { local x=local; echo $x; g; }
g() { echo g:$x; }
f; echo $x
#### local outside function
local x=1
echo st=$?
#### local -p and declare in function
f() { local a=1 b; local -p; }
f
#### declare in function is local
f() { declare d=1; declare -g gl=2; }
f; echo "[$d] [$gl]"
#### typeset same as declare
typeset -i t=2*3; echo $t
typeset -p t
#### declare -f and -F
f() { echo hi; }
declare -F f
declare -f f
declare -F nosuch; echo st=$?
#### declare -a converts scalar
s=x
declare -a s
declare -p s
#### declare -A from scalar fails
declare -A m
m=x
declare -p m
#### declare -n nameref print
x=1
declare -n r=x
declare -p r
#### declare multiple flags print order
declare -rix n=5
declare -p n
declare -au u=(a b)
declare -p u
#### declare without args lists vars
zzz_q=1
declare | grep '^zzz_q='
#### declare -p with attributes only
declare -i ii
declare -p ii
declare -a aa
declare -p aa
#### declare -p of special chars in value
v=$'a\nb' w='$x`y`'
declare -p v w
#### declare -t and -I noop
declare -I x=1 2>/dev/null; echo "[$x]"
#### declare invalid option
declare -z x
echo st=$?
#### declare invalid name
declare 'a b=1'
echo st=$?
declare -- 1x=2
echo st=$?
#### readonly unset fails
readonly q=1
unset q
echo st=$? $q
#### export with no value and later assign
export LATER
LATER=v bash -c 'echo $LATER'
LATER=w; bash -c 'echo $LATER'
#### declare -g from function creates global array
f() { declare -ga G=(1 2); }
f; echo ${G[@]}
#### local shadowing and unset reveals global
x=g
f() { local x=l; unset x; echo "[$x]"; }
f
#### local -r
f() { local -r c=1; c=2; echo st=$?; }
f
