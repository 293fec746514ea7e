#### readonly function
f() { echo f; }; readonly -f f; f() { echo g; }; echo "st=$?"; f; unset -f f; echo "st=$?"; declare -F; declare -fr f; echo $?
export -f f; declare -F; g() { :; }; declare -fx g; declare -F; declare -f f; readonly -f; echo ---; export -f
#### readonly function eval
f() { :; }; readonly -f f; eval "f() { :; }"; echo "st=$?"; function f { :; }; echo after $?
#### declare -F -p
f() { :; }; declare -fx f; declare -F f; declare -pF f; declare -pf f
#### export -n function
f() { :; }; export -f f; export -fn f; declare -F; declare -ft f; declare -F
#### declare -f listing with attrs
f() { :; }; declare -pf f; echo ---; declare -fx f; declare -pf; echo ---; declare -f; declare -f f
