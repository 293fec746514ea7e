#### recursion 500 deep counts down
f() { (( $1 > 0 )) || { echo bottom; return 0; }; f $(( $1 - 1 )); }
f 500; echo "rc=$?"
#### recursion keeps locals per level
f() { local n=$1; (( n == 0 )) && return 0; f $(( n - 1 )); s=$(( s + n )); }
s=0; f 300; echo "$s"
#### recursive sum through output
sum() { if (( $1 == 0 )); then echo 0; else echo $(( $1 + $(sum $(( $1 - 1 ))) )); fi; }
sum 40
#### mutual recursion 400 deep
even() { (( $1 == 0 )) && return 0; odd $(( $1 - 1 )); }
odd() { (( $1 == 0 )) && return 1; even $(( $1 - 1 )); }
even 400 && echo even; odd 401 && echo odd; even 399 || echo "399 not even"
#### FUNCNAME depth at the bottom
f() { if (( $1 > 0 )); then f $(( $1 - 1 )); else echo "${#FUNCNAME[@]} ${FUNCNAME[0]} ${FUNCNAME[-1]}"; fi; }
f 250
#### FUNCNEST limits recursion
FUNCNEST=120
f() { f $(( $1 + 1 )); }
f 1 2>&1 | sed 's/^.*: line [0-9]*: //'
echo "status ${PIPESTATUS[0]}"
#### FUNCNEST smaller than depth reached
FUNCNEST=300
f() { (( $1 >= 250 )) && { echo reached $1; return; }; f $(( $1 + 1 )); }
f 0
#### eval recursion with a counter
n=0
e='(( ++n < 300 )) && eval "$e"'
eval "$e"; echo "n=$n"
#### source recursion with a counter
echo '(( ++depth < 200 )) && . ./rec.sh' > rec.sh
depth=0; . ./rec.sh; echo "depth=$depth"
#### recursion building an array
fill() { (( $1 == 0 )) && return; arr+=("$1"); fill $(( $1 - 1 )); }
arr=(); fill 350; echo "${#arr[@]} ${arr[0]} ${arr[-1]}"
#### recursive string reverse
rev() { local s=$1; (( ${#s} <= 1 )) && { printf %s "$s"; return; }; printf %s "${s: -1}"; rev "${s:0:${#s}-1}"; }
rev "$(printf 'abcdefghij%.0s' {1..20})" | wc -c
#### return status through deep recursion
f() { (( $1 == 0 )) && return 7; f $(( $1 - 1 )); }
f 600; echo "rc=$?"
#### declare of an element whose subscript quote is unclosed
declare "a[80's]=x"; echo "st=$?"
declare "b[it's]+=y"; echo "st=$?"
echo after
#### declare of an element with quoted or backquoted brackets
declare "e[\"x]\"]=1"; echo "st=$?"; declare -p e
declare "c[\`echo 1\`]=1"; echo "st=$?"; declare -p c
