#### syntax error unexpected token done
eval 'for i in 1; do echo; done done' 2>&1; echo st=$?
#### syntax error unexpected then
eval 'then echo x' 2>&1; echo st=$?
#### syntax error missing fi at eof
eval 'if true; then echo x' 2>&1; echo st=$?
#### syntax error in function body
eval 'f() { echo a; ) }' 2>&1; echo st=$?
#### syntax error unexpected semicolon semicolon
eval 'echo a ;; echo b' 2>&1; echo st=$?
#### syntax error pipe at start
eval '| cat' 2>&1; echo st=$?
#### syntax error double pipe and
eval 'true && || false' 2>&1; echo st=$?
#### syntax error redirection without target
eval 'echo >' 2>&1; echo st=$?
#### syntax error bad for variable
eval 'for 1x in a; do :; done' 2>&1; echo st=$?
#### syntax error case missing in
eval 'case x esac' 2>&1; echo st=$?
#### syntax error unclosed command substitution
eval 'echo $(echo a' 2>&1; echo st=$?
#### syntax error unclosed brace expansion param
eval 'echo ${x' 2>&1; echo st=$?
#### syntax error unclosed backquote
eval 'echo `echo a' 2>&1; echo st=$?
#### syntax error unclosed arithmetic
eval 'echo $((1+2)' 2>&1; echo st=$?
#### syntax error in script ends it
echo before
if then
echo after
#### syntax error line number in script
echo one
echo two
fi
echo three
#### bad substitution forms
( echo ${x/} ) 2>&1; ( echo "${#x:1}" ) 2>&1; echo st=$?
#### bad substitution with colon operator
x=abc; ( echo ${x:} ) 2>&1; echo st=$?
#### bad substitution dollar brace number name
( echo ${1a} ) 2>&1; echo st=$?
#### bad substitution of array length with slice
a=(1 2); ( echo ${#a[@]:0} ) 2>&1; echo st=$?
#### arithmetic error in let
let 'x = 1 +' 2>&1; echo st=$?
#### arithmetic error in double paren
(( 1 + * 2 )) 2>&1; echo st=$?
#### arithmetic error in array subscript
a=(1 2); echo ${a[1+]} 2>&1; echo st=$?
#### arithmetic error for loop
for (( i=0; i<; i++ )); do :; done 2>&1; echo st=$?
#### arithmetic invalid number
echo $(( 09 )) 2>&1; echo st=$?
#### arithmetic assignment to non variable
echo $(( 1 = 2 )) 2>&1; echo st=$?
#### arithmetic recursion in variable
a=a; echo $(( a + 1 )) 2>&1 | sed 's/ (.*//'; echo done
#### arithmetic string variable non-numeric
x=hello; echo $(( x + 1 ))
#### arithmetic with unset in set -u
set -u; echo $(( nope + 1 )) 2>&1; echo st=$?
#### readonly assignment error continues line
readonly R=1; R=2 2>&1; echo st=$?
#### readonly unset error
readonly R=1; unset R 2>&1; echo st=$?
#### declare invalid option
declare -Z x 2>&1; echo st=$?
#### declare invalid identifier
declare 'a-b=1' 2>&1; echo st=$?
#### assignment to invalid name is command
a-b=1 2>&1; echo st=$?
#### export invalid name
export '1x=2' 2>&1; echo st=$?
#### unset invalid name
unset 'a b' 2>&1; echo st=$?
#### indexed array assign to assoc syntax
a=([k]=v) 2>&1; declare -p a 2>&1
#### assoc without key assign
declare -A m; m=(v) 2>&1; declare -p m
#### conversion indexed to assoc error
a=(1); declare -A a 2>&1; echo st=$?
#### echo e escapes
echo -e 'a\tb\x41\101\0102c\e' | od -An -c | tr -s ' '
#### echo e backslash c stops
echo -e 'one\ctwo'; echo after
#### echo E and n combined
echo -nE 'a\tb'; echo; echo -en 'x\ty\n'
#### echo dash dash prints it
echo -- a; echo -x a; echo -n
#### printf q round trip of control
x=$'a\x01b\tc'; printf '%q\n' "$x"; eval "y=$(printf '%q' "$x")"; [[ $x == "$y" ]] && echo same
#### printf v into array element
printf -v 'arr[2]' '%s-%s' a b; echo "${arr[2]}"
#### printf invalid format char
printf '%z\n' 1 2>&1; echo st=$?
#### printf missing args reuse format
printf '%s=%s\n' a 1 b; printf '[%d]\n' x 2>&1; echo st=$?
#### printf b with escapes
printf '%b|%s\n' 'a\nb' 'a\nb'
#### read with delimiter and count
read -d , a <<< 'x,y'; echo $a; read -n 3 b <<< 'abcdef'; echo $b; read -N 2 c <<< $'a\nb'; printf '%q\n' "$c"
#### read into array with IFS
IFS=: read -ra parts <<< 'a:b::c'; echo ${#parts[@]} "${parts[2]}"
#### read backslash handling
read x <<< 'a\ b\\c'; echo "$x"; read -r y <<< 'a\ b'; echo "$y"
#### read line continuation
printf 'one \\\ntwo\n' | { read x; echo "$x"; }
#### read status at eof with partial
printf 'partial' | { read x; echo "st=$? x=$x"; }
#### mapfile with delimiter and callback
printf 'a,b,c' | { mapfile -t -d , arr; echo ${#arr[@]} ${arr[2]}; }
#### mapfile skip and count
printf '1\n2\n3\n4\n' | { mapfile -s 1 -n 2 arr; printf '%s' "${arr[@]}"; }
#### mapfile callback
printf 'x\ny\nz\n' | { mapfile -t -C 'echo cb' -c 2 arr; echo ${#arr[@]}; }
#### getopts silent errors
set -- -a -b; while getopts :a opt; do echo "$opt ${OPTARG-}"; done
#### getopts missing argument
set -- -f; while getopts f: opt; do echo "[$opt] [${OPTARG-u}]"; done 2>&1
#### getopts silent missing argument
set -- -f; while getopts :f: opt; do echo "[$opt] [${OPTARG-u}]"; done
#### getopts combined flags and arg
set -- -abc val rest; while getopts abc: o; do echo "$o=${OPTARG-}"; done; shift $((OPTIND-1)); echo "$@"
#### trap listing and reset
trap 'echo bye' EXIT; trap -p EXIT; trap - EXIT; trap -p EXIT; echo done
#### trap on ERR
trap 'echo err at $LINENO' ERR; false; true; trap - ERR
#### trap invalid signal
trap 'x' NOSIG 2>&1; echo st=$?
#### set -o listing for one option
set -o errexit; set -o | grep -E '^(errexit|nounset) '
#### shopt print form
shopt -p nullglob extglob; shopt -s nullglob; shopt -p nullglob
#### set invalid option
set -o nosuchopt 2>&1; echo st=$?; set -Q 2>&1; echo st=$?
#### declare -p of various kinds
declare -a a=(1 'x y'); declare -A m=([k]=v); declare -i n=3; declare -l l=ABC; s='q"x'; declare -p a m n l s
#### declare -p of unset and declared
declare x; declare -p x; declare -p nothere 2>&1; echo st=$?
#### unset array element and whole
a=(1 2 3); unset 'a[1]'; declare -p a; unset a; declare -p a 2>&1
#### unset array with at subscript
a=(1 2 3); unset 'a[@]'; echo "${#a[@]}"
#### wait for unknown pid
wait 99999 2>&1; echo st=$?
#### kill invalid signal
kill -s NOSIG $$ 2>&1; echo st=$?
#### cd with too many args
cd a b 2>&1; echo st=$?
#### pushd popd basics
mkdir -p p1 p2; pushd p1 >/dev/null; pushd ../p2 >/dev/null; dirs | sed "s|$HOME|~|g; s|/tmp/[^ ]*/|X/|g" | tr ' ' '\n' | sed 's|.*/||'; popd >/dev/null; basename $PWD
#### popd empty stack
popd 2>&1; echo st=$?
#### let multiple expressions status
let a=1 b=0; echo st=$? $a $b; let 'c=0'; echo st=$?
#### test with too many args
[ a b c ] 2>&1; echo st=$?
#### test missing bracket
[ a = a 2>&1; echo st=$?
#### test unary on missing operand
[ -f ] ; echo st=$?; [ -z ]; echo st=$?
#### test integer expected
[ a -eq 1 ] 2>&1; echo st=$?
#### double bracket integer expression error
[[ a -eq 1 ]]; echo st=$?; [[ 1x -eq 1 ]] 2>&1; echo st=$?
