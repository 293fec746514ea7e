#### eval with a list assignment word
eval x=("a b" c)
echo ${#x[@]} "${x[0]}"
eval y=(a   b)
declare -p y

#### eval list assignment expands the word first
v="1 2"
eval x=($v)
declare -p x
eval z=(*.nothing)
declare -p z

#### eval list assignment with subscripts
i=2
eval x=([$i]=a [i+1]=b [i*2]+=c)
declare -p x
declare -A m
eval m=([k]=v ["a b"]=c)
declare -p m

#### eval with several list assignments and an append
eval x=(1 2) y=(3)
declare -p x y
eval x+=(9)
declare -p x

#### eval list assignment over lines and with a comment
eval x=(1 # one
2)
declare -p x
eval e=()
declare -p e

#### eval builds a list of an array's subscripts by name
a=(10 20 40)
f() {
   eval sub=(\"\${!${1}[@]}\")
   eval val=(\"\${${1}[@]}\")
   echo "$1 sub = ${sub[*]} val = ${val[*]}"
}
f a

#### a list word is an error after other commands
echo a=(1 2)
echo after

#### eval of echo with a list word fails inside eval
eval echo x=(1)
echo "st=$?"

#### eval list assignment before a command is a temporary binding
eval x=(1 2) echo hi
declare -p x 2>&1

#### let with parenthesised assignment values
let x=(1+2)
echo $x
let y=2 x=(y*3)
echo $x
