#### @Q on tricky strings
for v in 'plain' 'a b' "it's" $'nl\nx' '' '$x' '\'; do echo "${v@Q}"; done
#### @E expands escapes
v='a\tb\x41\u00e9\\n'; echo "${v@E}"
#### @P simple prompts
v='\$ \\ \a' ; echo "${v@P}" | od -c | head -2
#### @A for scalars and attributes
x='a b'; echo ${x@A}; declare -i n=3; echo ${n@A}; declare -rx rx=1; echo ${rx@A}
#### @A for arrays
a=(1 'two 2'); echo ${a[@]@A}; declare -A m=([x]=1); echo ${m[@]@A}
#### @a attributes
declare -i i; declare -a a; declare -A A; declare -x x=1; declare -r r=1; declare -l l; declare -u u; declare -n n=x; echo ${i@a}:${a@a}:${A@a}:${x@a}:${r@a}:${l@a}:${u@a}:${n@a}
#### @U @u @L on arrays and positional
set -- abc def; echo ${@@U} ${1@u}; a=(XY Zw); echo ${a[@]@L}
#### @K and @k
declare -A m=([one]=1); echo ${m[@]@K}; echo ${m[@]@k}; a=(p q); echo ${a[@]@K}
#### @Q of array elements
a=('x y' '' z); echo ${a[@]@Q}; echo "${a[*]@Q}"
#### transform on unset var
unset u; echo "[${u@Q}][${u@A}][${u@a}][${u@U}]"
#### transform invalid operator
x=1; echo ${x@q}; echo st=$?
#### transform on special params
set -- 'a b'; echo ${1@Q} ${#@}; echo ${?@Q}
#### @Q round trip via eval
s=$'tab\there "q" \'s\' $x `c`'; eval "t=${s@Q}"; [ "$s" = "$t" ] && echo same
#### case conversion operators on arrays
a=(ab cd); echo ${a[@]^} ${a[@]^^} ; b=(AB CD); echo ${b[@],} ${b[@],,}
#### tilde toggle operators
x=aBc; echo ${x~} ${x~~}
#### @a on element
declare -a a=(1); declare -A m=([k]=v); echo ${a[0]@a} ${m[k]@a}
#### @A of integer array
declare -ai n=(1 2); echo ${n[@]@A}
