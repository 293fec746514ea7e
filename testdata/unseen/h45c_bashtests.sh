#### FUNCNEST stops a recursion and abandons the command
FUNCNEST=5
f() { n=$((n+1)); f; }
n=0
f
echo st=$? n=$n
#### FUNCNEST abandons the rest of the list on the same line
FUNCNEST=3
f() { f; }
f; echo same line
echo next line $?
#### FUNCNEST zero or unset means no limit
g() { (( d++ < 30 )) && g; return 4; }
FUNCNEST=0
d=0; g; echo st=$? d=$d
unset FUNCNEST
d=0; g; echo st=$? d=$d
#### FUNCNEST counts the current depth when set inside
FUNCNEST=4
h() { echo depth $1; h $(($1+1)); }
h 1
echo after $?
#### FUNCNEST inside a subshell only ends that command
FUNCNEST=2
k() { k; }
( k; echo not here ); echo sub=$?
#### declare rejects a subscript with a stray close bracket
declare -A A
declare 'A[]]=X'
echo st=$?
declare -p A
#### declare rejects nested open brackets that never close
declare -A m
declare 'm[foo[bar]=bleh'
echo st=$?
declare -p m
#### typeset rejects text after the subscript
declare -A foo
typeset 'foo[foo]bar]=bax'
echo st=$?
declare -p foo
#### read and printf -v reject a subscript with an unmatched quote
declare -A a
read "a[80's]" <<< 'Depeche Mode'
echo st=$?
printf -v "a[80's]" %s x
echo st=$?
declare -p a
#### assoc quoted compound value does not split an expansion
x='a b'
declare -A d='($x)'
declare -p d
#### assoc quoted compound value keeps a comsub result whole
declare -A e='($(echo one two) 3)'
declare -p e
#### assoc quoted compound value with key value pairs from words
v='1 2'
declare -A v1='($v 3)'
declare -p v1
#### indexed quoted compound value still splits
x='a b'
declare -a d='($x)'
declare -p d
#### integer assignment of a parenthesised expression followed by text
typeset -i a
a=(4*3)/2
echo $a
#### local of a readonly global reports each assignment
readonly qux=42
f() { local qux=7; local qux=(one two); echo in; }
f
echo st=$?
#### IGNOREEOF variable turns on ignoreeof
IGNOREEOF=0
shopt -o ignoreeof
unset IGNOREEOF
shopt -o ignoreeof
#### set -o ignoreeof sets IGNOREEOF to ten
unset IGNOREEOF
set -o ignoreeof
echo "[$IGNOREEOF]"
set +o ignoreeof
echo "[${IGNOREEOF-unset}]"
#### EXIT trap run by exit in a function sees FUNCNAME
trap 'echo trap:$FUNCNAME' EXIT
f() { exit 3; }
f
#### EXIT trap from exit in nested functions
trap 'echo trap:$FUNCNAME:${FUNCNAME[*]}' EXIT
g() { exit; }
f() { g; }
f
#### nameref OPTARG to a readonly variable is allowed
getopts x x
typeset -r RO=foo
typeset -n OPTARG=RO
echo st=$?
echo "$RO"
#### declare -x of a function-local unset variable
f() { local v; declare -x v; declare -p v; }
f
#### declare -A on an indexed array inside a function names the function
declare -a var=( [0]=12 )
f() { declare -A var+=([0]=X); declare -p var; }
f
echo st=$?
#### EXIT trap from exit in a function sees its locals and arguments
trap 'echo trap:$FUNCNAME x=$x 1=$1 st=$?' EXIT
x=out
g() { local x=in; exit 4; }
f() { g a; }
f b
#### EXIT trap set inside a function run by exit in a subshell
g() { trap 'echo trap:$FUNCNAME x=$x $?' EXIT; local x=in; exit 2; }
( g; echo no )
echo $?
#### assoc key value words are not brace expanded or globbed
touch p.right q.right
declare -A a=({x,y} 1 *.right 2 ~ 3)
declare -p a
set -- p q
declare -A b=("$@" 5 "$*" 6)
declare -p b
#### assoc key value list skips an empty key
declare -A k=("" a)
declare -p k
k=("" b x y)
declare -p k
#### assoc quoted list errors show words as written
declare -A i="([\$x]=\$y 2)"
declare -A i=([a]=1 2)
declare -p i
#### read and printf -v subscripts with quotes and nested brackets
declare -A a
read "a['x]y']" <<< 'q'; echo st=$?
read 'a[b[c]]' <<< 'r'; echo st=$?
printf -v 'a["]"]' %s w; echo st=$?
printf -v 'a[\]]' %s v; echo st=$?
declare -p a
