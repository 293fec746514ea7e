#### printf %q of special
printf '%q\n' 'a\b' '$x' '`c`' '"' "a'b" '' '-' '=' 'é'
#### ${x@Q} of arrays unset
unset a; echo "${a[@]@Q}|"
#### local -n in function
f() { local -n ref=$1; ref=(1 2); }; f arr; declare -p arr
#### declare -A print order
declare -A m=([b]=2 [a]=1 [c]=3); declare -p m
#### mapfile from process subst
mapfile -t a < <(printf 'x\ny\n'); echo ${#a[@]}
#### read from herestring with IFS=
IFS= read -r x <<< '  lead'; echo "[$x]"
#### printf with -v and array elt assoc
declare -A m; printf -v 'm[k]' '%s' v; declare -p m
#### nested function definition
outer() { inner() { echo inner; }; }; outer; inner
#### subshell exit in pipeline
echo a | (read x; exit 3); echo $? ${PIPESTATUS[@]}
#### arithmetic for loop with empty parts
for ((;;)); do break; done; echo ok; for ((i=0; ; i++)); do [ $i -ge 2 ] && break; done; echo $i
#### until loop status
until true; do :; done; echo $?
#### while loop break status
while true; do break; done; echo $?
#### continue in nested
for i in 1 2; do for j in a b; do continue 2; done; echo no; done; echo $i $j
#### let with commas
let 'a=1, b=a+1'; echo $a $b
#### integer attr with string
declare -i x='3*4'; echo $x; x='x+1'; echo $x
#### lowercase attribute on assoc
declare -l s=ABC; s+=DEF; echo $s
#### export of array
export a=(1 2); env | grep -c '^a='
#### unset -v on function name var
f=1; f() { :; }; unset -v f; type -t f; echo ${f-unset}
