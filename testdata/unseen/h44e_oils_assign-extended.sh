#### declare -p of plain var
x='a b'
declare -p x
#### declare -p of integer
declare -i n=5
declare -p n
#### declare -p of exported
export e=1
declare -p e
#### declare -p of readonly array
declare -ra r=(1 2)
declare -p r
#### declare -p unset var
declare -p nosuch
echo st=$?
#### declare -p with special chars
x=$'a\nb'
declare -p x
y='q"d$'
declare -p y
#### declare lowercase attribute
declare -l lo=HELLO
echo $lo
lo+=WORLD
echo $lo
#### declare uppercase attribute
declare -u up=hello
echo $up
#### declare -l and -u later wins
declare -l -u x=MiXed
echo $x
#### declare -x then +x
declare -x v=1
declare +x v
declare -p v
#### declare -r cannot be undone
declare -r r=1
declare +r r
echo st=$?
#### declare -g in function
f() { declare -g G=global; declare L=local; }
f
echo "[$G]" "[$L]"
#### declare in function is local
x=outer
f() { declare x=inner; echo $x; }
f
echo $x
#### declare -f prints function
f() { echo hi; }
declare -f f
#### declare -F
f() { :; }
g() { :; }
declare -F
#### declare -F name
f() { :; }
declare -F f
declare -F nosuch
echo st=$?
#### local outside function
local x=1
echo st=$?
#### typeset synonym
typeset -i n=2+3
echo $n
#### export -n
export e=1
export -n e
declare -p e
#### readonly -p includes
readonly ro=1
readonly -p | grep ' ro='
#### export -p format
export ex='a b'
export -p | grep ' ex='
#### declare -i with invalid expression
declare -i n
n='1 +'
echo st=$? n=$n
#### declare -a converts scalar
x=scalar
declare -a x
declare -p x
#### declare -A on existing indexed is error
declare -a a=(1)
declare -A a
echo st=$?
#### declare -n name
x=1
declare -n r=x
r=2
echo $x
#### assignment with plus equal to integer
declare -i n=5
n+=5
echo $n
s=5
s+=5
echo $s
#### declare multiple with values
declare a=1 b c=3
echo $a "[$b]" $c
declare -p b
#### declare -t attribute
declare -t t=1
declare -p t
#### local -
f() { local -; set -u; }
f
case $- in *u*) echo u set;; *) echo u unset;; esac
#### declare -p of array with index gaps
a=([2]=x [9]=y)
declare -p a
#### declare -p all attributes order
declare -aixr a=(1)
declare -p a
#### declare -p assoc with special keys
declare -A A=(['a b']=1 ['$x']=2)
declare -p A
#### declare -p multiple names one missing
x=1
declare -p x nosuch y
echo st=$?
#### declare invalid option
declare -z x
echo st=$?
#### declare invalid name message
declare 'a b=1'
echo st=$?
#### local invalid name message
f() { local 1x=2; }
f
echo st=$?
#### export invalid name message
export '=x'
echo st=$?
#### readonly assignment message
readonly r=1
r=2
#### unset readonly message
readonly r=1
unset r
#### declare -r on existing readonly modification
readonly r=1
declare r=2
echo st=$?
#### declare -u on array
declare -au a=(abc def)
echo ${a[@]}
#### declare -i on array
declare -ai a=(1+1 2*3)
echo ${a[@]}
#### declare -c capitalize
declare -c c=hELLO
echo $c
#### declare -f nonexistent
declare -f nosuchfn
echo st=$?
#### declare +i removes
declare -i n=5
declare +i n
n=1+1
echo $n
#### declare -g -i in function
f() { declare -gi G=2+3; }
f
echo $G
#### local -p in function
f() { local a=1 b; local -p; }
f
