#### declare with a quoted empty subscript is a bad subscript
declare "q[]=y"; echo $?; declare -p q
#### typeset and local with a quoted empty subscript
f(){ local "q[]=y"; echo $?; declare -p q; }; f
typeset "w[]=1"; echo $?
#### quoted empty subscript on a scalar and on a declared array
q=1; declare "q[]=y"; declare -p q
declare -a r; declare "r[]=y"; declare -p r
#### declare of a quoted name with an empty subscript and no value
declare "u[]"; echo $?; declare -p u 2>&1
#### declare of a quoted name with a subscript and no value makes an array
declare "u[1]"; echo $?; declare -p u; s=x; declare "s[2]"; declare -p s
#### local with an empty subscript, unquoted
f(){ local q[]=y; echo $?; declare -p q; }; f
#### quoted empty subscript on an associative array
declare -A s; declare "s[]=y"; echo $?; declare -p s
