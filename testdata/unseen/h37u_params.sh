#### case modify with pattern
s='hello world'; echo "${s^^[lo]}" "${s^[h]}" "${s,,[A-Z]}"
#### case toggle
s='Hello World'; echo "${s~~}" "${s~}"
#### case modify arrays
arr=(abc def); echo "${arr[@]^}" "${arr[@]^^}"
#### patsub replacement ampersand
s=abcabc; echo "${s//b/[&]}" "${s/c/\&}"
#### patsub replacement off
shopt -u patsub_replacement; s=abc; echo "${s/b/[&]}"
#### patsub anchored empty pattern
s=abc; echo "${s/#/>}" "${s/%/<}"
#### patsub on array elements
arr=(one two three); echo "${arr[@]/o/0}" "${arr[@]//e}"
#### patsub with quoted pattern chars
s='a*b*c'; echo "${s//\*/-}" "${s//'*'/+}"
#### error unset message
unset u; echo "${u:?custom message}"; echo not
#### error unset default message
f() { echo "${1:?}"; }; f; echo st=$?
#### error null in subshell continues
unset u; ( : "${u?gone}" ); echo "after $?"
#### assign default on positional fails
echo "${1:=x}"; echo st=$?
#### assign default on array element
unset a; : "${a[2]:=z}"; declare -p a
#### alternative value nested
x=1; echo "${x:+[${x}]}" "${unset_y:+nope}" "${x+set}"
#### indirect expansion
name=target target=hit; echo "${!name}"; ref='arr[1]'; arr=(a b); echo "${!ref}"
#### indirect prefix names
pre_a=1 pre_b=2 pre_c=3; echo "${!pre_@}"; for n in "${!pre_*}"; do echo "[$n]"; done
#### indirect keys of array
arr=([3]=x [7]=y); echo "${!arr[@]}"; declare -A m=([k]=1); echo "${!m[*]}"
#### length of array element and unicode
arr=(héllo ab); echo "${#arr[0]}" "${#arr[@]}" "${#arr}"
#### remove prefix suffix longest shortest
p=/usr/local/lib/file.tar.gz; echo "${p#*/}" "${p##*/}" "${p%.*}" "${p%%.*}"
#### remove with character class
s=abc123def; echo "${s##+([a-z])}" 2>/dev/null; shopt -s extglob; echo "${s##+([a-z])}" "${s%%+([a-z])}"
#### default with command substitution
unset v; echo "${v:-$(echo computed)}"; echo "${v-$((2+3))}"
#### nested default expansions
unset a b; c=deep; echo "${a:-${b:-${c}}}"
#### param in arithmetic string
x='1+2'; echo $(( x * 2 )) $(( $x * 2 ))
#### unset variable in arithmetic with set -u
set -u; echo $(( undefined_var + 1 )); echo after
#### positional beyond count with set -u
set -u; set -- a; echo "${2-def}"; echo "$2"; echo after
#### star at with set -u empty
set -u; set --; echo "[$*][$@]" "${#@}"
#### array element assign negative index
arr=(a b c); arr[-1]=Z; echo "${arr[@]}"; arr[-5]=Q; echo st=$?
#### array append to element
arr=(a b); arr[0]+=X; arr+=(c); echo "${arr[@]}"
#### assoc compound assign with append
declare -A m=([a]=1); m+=([b]=2 [a]=9); for k in a b; do echo "$k=${m[$k]}"; done
#### array from word splitting with IFS
IFS=: arr=($(echo a:b::c)); echo "${#arr[@]}"
#### unset array element shifts nothing
arr=(a b c); unset 'arr[1]'; echo "${#arr[@]} ${!arr[@]} ${arr[*]}"
#### unset array negative index
arr=(a b c); unset 'arr[-1]'; echo "${arr[*]}"
#### declare -i arithmetic on assign
declare -i n; n='3 * 4'; n+=1; echo $n
#### declare -l -u conversions
declare -l lo=MiXeD; declare -u up=MiXeD; lo+=ABC; echo "$lo $up"
#### declare -x in function is local
f() { declare -x inner=1; env | grep -c '^inner='; }; f; echo "[${inner-unset}]"
#### declare -g from function
f() { declare -g glob=set; local loc=l; }; f; echo "$glob [${loc-unset}]"
#### readonly array
readonly -a ra=(1 2); ra[0]=5; echo "st=$? ${ra[*]}"
#### local shadows and restores
x=global; f() { local x=local; g; }; g() { echo "g sees $x"; }; f; echo "$x"
#### local unset reveals nothing
x=global; f() { local x; unset x; echo "[${x-unset}]"; }; f
#### dynamic scoping unset in callee
x=g; f() { local x=f; g; echo "f:[${x-unset}]"; }; g() { unset x; }; f
#### export readonly interplay
export ev=1; readonly ev; ev=2; echo "st=$? $ev"
#### unset readonly
readonly rv=1; unset rv; echo "st=$? $rv"
#### declare -p of various
declare -ia ia=(1 2); declare -A aa=([x]=y); declare -r rr=q; declare -p ia aa rr
#### declare +x removes export
export zv=1; declare +x zv; env | grep -c '^zv='
#### variable name with digits and underscore
_a1=x; __=y; echo "$_a1 $__"
#### assignment before special builtin persists
vv=1 :; echo "[${vv-unset}]"
#### assignment before function is temporary
f() { echo "in:$tv"; }; tv=tmp f; echo "out:[${tv-unset}]"
