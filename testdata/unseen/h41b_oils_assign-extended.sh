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
#### declare -p of many vars mixed
a=1; declare -a b=(x); declare -A c=([k]=v)
declare -p a b c nosuch
echo st=$?
#### declare -p array with special values
a=('a"b' '$x' '`y`' $'t\tb' '\')
declare -p a
#### declare -p assoc with special keys
declare -A m=(['a b']=1 ['"']=2 ['$']=3)
declare -p m
#### declare -p integer array
declare -ai a=(1+1 2*3)
declare -p a
#### declare -p lowercase upper
declare -l l=ABC; declare -u u=abc
declare -p l u
#### declare -p nameref to array element
a=(1 2)
declare -n r='a[1]'
declare -p r
echo $r
#### typeset -p output says declare
typeset -i t=1
typeset -p t
#### export -p after export -n
export XX=1
export -n XX
export -p | grep XX
declare -p XX
#### readonly -p array
readonly -a RA=(1 2)
readonly -p | grep RA
#### declare -f of function with redirect
f() { echo hi; } > /dev/null
declare -f f
#### declare -F all
f1() { :; }; f2() { :; }
declare -F
#### declare -g -i in function
f() { declare -gi G=2+3; }
f; echo $G
declare -p G
#### declare +i removes integer
declare -i n=5
declare +i n
n=2+3
echo $n
#### declare -a on existing string keeps
s=hello
declare -a s
echo ${s[0]} ${#s[@]}
#### declare -A on existing indexed fails
a=(1)
declare -A a
echo st=$?
declare -p a
#### declare -r on existing then assign
x=1
declare -r x
x=2
echo st=$? $x
#### declare value with -x shows in env
declare -x DV=5
env | grep '^DV='
#### readonly assignment error in function
readonly R=1
f() { R=2; echo after-in-f; }
f
echo st=$?
#### readonly assignment as prefix to command
readonly R=1
R=2 echo hi
echo st=$?
#### readonly local override
readonly R=1
f() { local R=2; echo $R; }
f
echo st=$?
#### declare -r in function local
f() { declare -r L=1; L=2; }
f
echo st=$?
#### export readonly combo
export -r? 2>/dev/null
readonly -x RX=1 2>&1
echo st=$?
#### export -f function
f() { echo exported; }
export -f f
bash -c f
#### export invalid name
export 'a-b=1'
echo st=$?
#### readonly invalid name
readonly '1x'
echo st=$?
#### local invalid name
f() { local 'a b'; echo st=$?; }
f
#### unset readonly function
f() { :; }
readonly -f f
unset -f f
echo st=$?
#### unset -v on function name
f() { echo fn; }
unset -v f
f
#### unset nonexistent
unset nosuch_q; echo st=$?
unset -f nosuch_q; echo st=$?
#### unset invalid name
unset 'a b'
echo st=$?
#### declare -i with array append
declare -ai a=(1)
a+=(2+3)
echo ${a[@]}
#### declare -u array
declare -au a=(ab cd)
a+=(ef)
echo ${a[@]}
#### declare -l assoc
declare -Al m=([K]=VaL)
echo ${m[K]}
#### declare -i with invalid arithmetic keeps old
declare -i n=5
n='1 +' 2>/dev/null
echo $n
#### declare -i assign string var name
declare -i n
x=7
n=x
echo $n
#### local in nested function sees caller
f() { local v=f; g; }
g() { v=g-set; }
v=top
f
echo $v
#### local with same name as function param
f() { local a=$1; echo $a; }
f one
#### local -i
f() { local -i n=2*3; echo $n; }
f
#### local -a and -A
f() { local -a a=(1 2); local -A m=([k]=v); declare -p a m; }
f
#### local without value unset
x=global
f() { local x; echo "[${x-unset}]"; }
f
#### local x=$x copies
x=5
f() { local x=$x; x=$((x+1)); echo $x; }
f; echo $x
#### declare -p function local var
f() { local q=1; declare -p q; }
f
#### assignment with trailing plus
a=1
a+=2
echo $a
#### += on unset
unset z
z+=x
echo $z
#### declare -n on local
f() { local -n r=g; r=5; }
f; echo $g
#### declare -x without value in function
f() { declare -x FX=1; bash -c 'echo $FX'; }
f
echo "[$FX]"
