#### declare -i arithmetic on assign
declare -i n=2+3; n+=4; echo $n; n=x; echo $n
#### declare -i with string var ref
x=7; declare -i n=x*2; echo $n
#### declare -l -u conversions
declare -l lo=HeLLo; declare -u up=HeLLo; echo "$lo $up"; lo+=ABC; echo $lo
#### declare -l then -u overrides
declare -l v; declare -u v; v=MiX; echo $v; declare -p v
#### declare -c capitalize
declare -c c=hELLO; echo $c
#### declare -u on array
declare -au a=(x y); a+=(z); echo "${a[*]}"
#### declare -n nameref basics
x=1; declare -n r=x; r=5; echo $x; declare -p r
#### declare -n to array element
a=(1 2 3); declare -n r='a[1]'; r=X; echo "${a[*]}"
#### declare -n invalid target
declare -n r='1bad'; echo st=$?
#### declare -n self reference
declare -n r=r; echo st=$?
#### declare -n on array error
declare -a arr=(1); declare -n arr; echo st=$?
#### declare -r then assign
declare -r c=1; c=2; echo st=$?; declare -p c
#### declare -t trace attribute shown
declare -t tv=1; declare -p tv
#### declare -x exports
declare -x ex=1; env | grep '^ex='; declare +x ex; env | grep -c '^ex='
#### declare -g inside function
f() { declare -g G=fromf; local L=x; }; f; echo "$G [${L-unset}]"
#### declare -g with existing local
f() { local v=loc; declare -g v=glob; echo "in:$v"; }; f; echo "out:$v"
#### declare -I inherits
x=outer; f() { local -I x; echo "[$x]"; x=in; }; f; echo $x
#### local -I inherits attributes
declare -i n=5; f() { local -I n; n+=1; declare -p n; }; f
#### declare -p of function var scopes
f() { local a=1; declare -p a; }; f
#### declare -f prints function
f() { echo hi; }; declare -f f
#### declare -F lists names
f() { :; }; g() { :; }; declare -F
#### declare -F name
f() { :; }; declare -F f; declare -F nosuch; echo st=$?
#### declare -f nonexistent
declare -f nofunc; echo st=$?
#### declare invalid option
declare -z x; echo st=$?
#### declare plus i removes integer
declare -i n=1; declare +i n; n=2+2; echo $n
#### declare -a to -A conversion error
declare -a a=(1); declare -A a; echo st=$?
#### declare -A to -a conversion error
declare -A h; declare -a h; echo st=$?
#### declare assoc compound with quotes
declare -A h=(['a b']=1 [c]="d e"); declare -p h
#### declare array append element
declare -a a=(1 2); declare a+=(3); declare -p a
#### declare -p multiple with missing
x=1; declare -p x nosuch y; echo st=$?
#### declare name only no value
declare v; declare -p v; echo "[${v-unset}]"
#### declare -i invalid expression
declare -i n='1+'; echo "st=$? [$n]"
#### declare -ir combo
declare -ir k=3*3; echo $k; k=1; echo st=$?
#### typeset synonym
typeset -i t=4*4; echo $t; typeset -p t
#### local outside function
local x=1; echo st=$?
#### local -p lists locals
f() { local a=1 b; local -p; }; f
#### local plain in function lists
f() { local a=1; local; }; f
#### local shadow array
a=(g1 g2); f() { local a=(l); echo "${a[*]}"; }; f; echo "${a[*]}"
#### local readonly in function
f() { local -r x=1; x=2; echo st=$?; }; f; echo "[${x-unset}]"
#### local dash sets options
set -e; f() { local -; set +e; false; echo survived; }; f; [[ $- == *e* ]] && echo e-restored
#### declare -x in function is local
f() { declare -x fx=1; bash -c 'echo "in:$fx"'; }; f; echo "out:[${fx-unset}]"
#### declare -p shows attributes combo
declare -airx combo=(1 2); declare -p combo
#### declare -n nameref to unset name then assign
declare -n r=later; r=val; echo "$later"; declare -p later
#### declare -n chain
a=1; declare -n b=a; declare -n c=b; c=9; echo $a
#### declare +n removes nameref
x=1; declare -n r=x; declare +n r; declare -p r
#### declare -l with -i
declare -il z=10; declare -p z
#### declare -u applies to assoc values
declare -Au h; h[k]=value; declare -p h
#### let return codes
let 'x=0'; echo $?; let 'x=5'; echo $?; let; echo $?
#### let with spaces needs quotes
let x = 1; echo st=$?
#### let multiple last decides
let 'a=1' 'b=0'; echo $?; let 'b=0' 'a=1'; echo $?
#### let syntax error
let '1+'; echo st=$?; let '(1'; echo st=$?
#### let with assignment operators
let 'x=10' 'x+=5' 'x-=3' 'x*=2' 'x/=4' 'x%=4' 'x<<=3' 'x>>=1' 'x&=7' 'x|=8' 'x^=1'; echo $x
