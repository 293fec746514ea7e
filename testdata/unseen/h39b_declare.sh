#### declare option after a name is no option
declare x -A m; echo st=$?; declare -p x m
#### declare -A list then element in a later word
declare -A m=([k]=v) y=${m[k]}; echo "y=$y"; declare -p m y
#### declare -a list then element in a later word
declare -a m=(5 6) w=${m[1]}; declare -p m w
#### declare list without option then element
declare m=(5) y=${m[0]}; declare -p m y
#### local list then element in a later word
f() { local m=(1 2) y=${m[1]}; declare -p m y; }; f
#### local -A list then key in a later list
f() { local -A m=([a]=b) n=([${m[a]}]=c); declare -p n; }; f
#### export list then element
export m=(5) y=${m[0]}; declare -p m y
#### readonly list then element
readonly m=(5) y=${m[0]}; declare -p m y
#### declare -g list in function then element
f() { declare -g m=(7) y=${m[0]}; }; f; declare -p m y
#### declare list expanded once
i=0; declare -a m=($((i++)) $((i++))); echo "i=$i"; declare -p m
#### declare -ai list then element
declare -ai m=(1+2) y=${m[0]}; declare -p m y
#### declare list appended twice in one command
declare -a m=([1]=a) m+=(b) n=${m[2]}; declare -p m n
#### declare -A after a non-option word converts
declare x -A m=([k]=v) n=${m[k]}; echo st=$?; declare -p m n
#### declare -a after a name takes effect for a list
declare x -a m=(1 2); declare -p m
#### declare list uses earlier list in a later list
declare -a m=(a) m=(${m[0]}b); declare -p m
#### declare xtrace of lists
set -x; x=q; declare -a m=(1 $x) y=2; set +x; declare -p m y
#### declare -A then scalar uses key
declare -A m=([k]=v) "y=${m[k]}"; declare -p y
#### declare list then command substitution sees it
declare -a m=(1 2) c=$(echo ${#m[@]}); declare -p c
