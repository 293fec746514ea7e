#### at-Q on plain word and empty
a=hello; b=; echo "${a@Q}" "${b@Q}"
#### at-Q on quote and newline
a="it's"; b=$'x\ny'; echo "${a@Q}"; echo "${b@Q}"
#### at-Q on tab and backslash
a=$'a\tb\\c'; echo "${a@Q}"
#### at-Q on array elements
arr=(one 'two words' "th'ree"); echo "${arr[@]@Q}"
#### at-Q on assoc values
declare -A m=([k]='v w'); echo "${m[@]@Q}"
#### at-Q on unset variable
unset zz; echo "[${zz@Q}]"
#### at-Q on positional params
set -- 'a b' c "d'e"; echo "${@@Q}"; echo "${*@Q}"
#### at-Q eval round trip
s=$'weird "str" \\ $x `y` \n end'; eval "t=${s@Q}"; [[ $s == "$t" ]] && echo same
#### at-E expands escapes
a='tab\there\nnl'; echo "${a@E}"
#### at-E with octal and hex
a='\101\x42\u0043'; echo "${a@E}"
#### at-E on array
arr=('a\tb' 'c\nd'); printf '<%s>\n' "${arr[@]@E}"
#### at-A scalar
x=42; echo "${x@A}"
#### at-A integer attribute
declare -i n=7; echo "${n@A}"
#### at-A array
arr=(a b); echo "${arr@A}"; echo "${arr[@]@A}"
#### at-A assoc
declare -A m=([x]=1); echo "${m[@]@A}"
#### at-A exported readonly
declare -rx ro=v; echo "${ro@A}"
#### at-A value with quote
q="a'b"; echo "${q@A}"
#### at-a attributes
declare -i i=1; declare -a a=(1); declare -A A=([k]=v); declare -x e=1; declare -r r=1; declare -l l=X; declare -u u=y
echo "${i@a} ${a@a} ${A@a} ${e@a} ${r@a} ${l@a} ${u@a}"
#### at-a of nameref target
x=1; declare -n ref=x; echo "[${ref@a}]"
#### at-a plain variable is empty
p=1; echo "[${p@a}]"
#### at-a array element
declare -ai arr=(1 2); echo "${arr[1]@a}" "${arr[@]@a}"
#### at-U at-u at-L
s='hello World'; echo "${s@U}|${s@u}|${s@L}"
#### at-u on array elements
arr=(alpha beta gamma); echo "${arr[@]@u}"
#### at-L on positional
set -- ABC DeF; echo "${@@L}"
#### at-K assoc
declare -A m=([a]=1); echo "${m[@]@K}"
#### at-K indexed
arr=(x 'y z'); echo "${arr[@]@K}"
#### at-k indexed words
arr=(x 'y z'); printf '<%s>\n' "${arr[@]@k}"
#### at-K scalar
s='a b'; echo "${s@K}"
#### at-P simple text
p='abc\\def'; echo "${p@P}"
#### at-P with command subst
p='v=$(echo hi)'; echo "${p@P}"
#### at-P brackets dropped
p='\[pre\]post'; echo "${p@P}"
#### at-Q with unicode
s='é ü'; echo "${s@Q}"
#### bad transform operator
x=1; echo "${x@Z}"; echo after
#### transform on length combo is error
x=abc; echo ${#x@Q}; echo after
#### at-Q with default value nested
unset u; echo "${u:-a b}" ; v="${u:-x'y'z}"; echo "${v@Q}"
#### single quote unbalanced in quoted default
unset u; echo "${u:-x'y}"
#### single quotes in quoted pattern ops
u=abc; echo "${u#'a'}" "${u/'b'/X}" "${u:-'q'}"
#### at-U with nocase pattern
s=ümlaut; echo "${s@U}"
#### at-E leaves unknown escapes
a='\q\z'; echo "${a@E}"
#### at-Q on star with IFS
set -- a 'b c'; IFS=,; echo "${*@Q}"
#### double quote unbalanced in quoted default
echo "${u:-x"y}"
#### single quote unbalanced in quoted pattern
u=1; echo "${u#'y}"
#### single quote closed across brace in quotes
unset u; echo "${u:-x'}'y}"; u='}a'; echo "${u#'}'}" "${u:+'}'}"
