#### declare with a subscript and no value makes an array
declare c[100]
declare -p c
declare -r d[1]
declare -p d
d[2]=1
echo "st=$?"

#### declare with a subscript keeps a set value as element 0
c=1
declare c[2]
declare -p c
echo "${c[0]} ${#c[@]}"

#### local with a subscript in a function
f() { local c[3]; declare -p c; c[1]=x; declare -p c; }
f
declare -p c 2>&1

#### declare with a subscript of an associative array or a nameref
declare -A m
declare m[k]
declare -p m
declare -n r=x
declare r[1]
declare -p r

#### export and readonly with a subscript are no identifiers
export e[1]
echo "st=$?"
readonly q[2]
echo "st=$?"
declare -p e q
