#### Q on indexed array
a=('x y' "it's" '' z); echo "${a[@]@Q}"; printf '<%s>' "${a[@]@Q}"; echo
#### Q on assoc array values
declare -A m=([k]='a b'); echo "${m[@]@Q}" "${m[k]@Q}"
#### A on scalar array and assoc
x='v w'; a=(1 '2 3'); declare -A m=([q]=r); echo "${x@A}"; echo "${a[@]@A}"; echo "${a@A}"; echo "${m[@]@A}"
#### A with attributes
declare -ir n=5; echo "${n@A}"; declare -xl s=ABC; echo "${s@A}"
#### A on array element
a=(x y); echo "${a[1]@A}"
#### K on indexed and assoc
a=([3]=c [1]='a b'); echo "${a[@]@K}"; declare -A m=([one]=1); echo "${m[@]@K}"
#### k on indexed array splits
a=(x 'y z'); printf '<%s>' "${a[@]@k}"; echo
#### k on assoc single key
declare -A m=(['a b']=c); printf '<%s>' "${m[@]@k}"; echo
#### a attribute letters for kinds
declare -a a=(1); declare -A m; declare -i i=1; declare -r r=1; declare -x x=1; declare -n n=x; echo "${a@a}|${m@a}|${i@a}|${r@a}|${x@a}|${n@a}"
#### a on array elements
declare -ai a=(1 2); echo "${a[@]@a}"; echo "${a[0]@a}"
#### a on unset and plain
unset u; echo "[${u@a}]"; p=1; echo "[${p@a}]"
#### E expands escapes
x='a\tb\nc\x41\u00e9'; echo "${x@E}"
#### E on array
a=('1\n2' '\101'); printf '<%s>' "${a[@]@E}"; echo
#### U u L on arrays
a=(hello World); echo "${a[@]@U}" "${a[@]@u}" "${a[@]@L}"
#### case modification on arrays
a=(abc Def ghI); echo "${a[@]^}" "|" "${a[@]^^}" "|" "${a[@],}" "|" "${a[@],,}" "|" "${a[@]~~}"
#### case modification with pattern
a=(banana apple); echo "${a[@]^^[an]}" "${a[@]~[ab]}"
#### case modification on assoc
declare -A m=([k]=value); echo "${m[@]^^}" "${m[k]^}"
#### P with simple escapes
p='\\ \a\e'; x=${p@P}; printf '%s' "$x" | od -An -c | tr -s ' '
#### P with dollar expansions
v=world; p='hi $v $((1+2))'; echo "${p@P}"
#### P on array
a=('a\\b' 'c'); echo "${a[@]@P}"
#### indices of sparse and assoc
a=([5]=x [2]=y [9]=z); echo "${!a[@]}"; echo "${!a[*]}"; declare -A m=([only]=1); echo "${!m[@]}"
#### indices quoted star with IFS
a=(a b c); IFS=,; echo "${!a[*]}"
#### prefix add with slash hash
a=(x y z); echo "${a[@]/#/pre-}"; echo "${a[@]/%/-suf}"
#### replacement on arrays
a=(foo boo zoo); echo "${a[@]/o/0}" "|" "${a[@]//o/0}" "|" "${a[@]/#b/B}"
#### delete on arrays
a=(file.tar.gz name.txt); echo "${a[@]%.*}" "${a[@]%%.*}" "${a[@]#*.}" "${a[@]##*.}"
#### replacement ampersand
shopt -s patsub_replacement 2>/dev/null; a=(ab cd); echo "${a[@]/?/<&>}"
#### replacement ampersand quoted
a=(ab cd); echo "${a[@]/?/"<&>"}" "${a[@]/?/\&}"
#### array length of elements
a=(one three fifteen); echo ${#a[@]} ${#a[1]} ${#a[-1]}
#### assoc element length
declare -A m=([k]=hello); echo ${#m[k]} ${#m[@]}
#### slice of assoc unsupported order but count
declare -A m=([a]=1); echo "${m[@]:0:1}"
#### default operators on arrays
a=(); echo "[${a[@]:-empty}]"; b=(''); echo "[${b[@]:-empty}]" "[${b[@]-unset}]"; c=(x); echo "[${c[@]:+alt}]"
#### assign default to element
unset a; : ${a[2]:=two}; declare -p a
#### error on array element
a=(1); ( : "${a[5]:?missing}" ) 2>&1; echo st=$?
#### indirection through array name
a=(x y z); n='a[1]'; echo "${!n}"; m='a[@]'; echo "${!m}"
#### prefix names listing
abc1=1 abc2=2; echo ${!abc*}; printf '<%s>' "${!abc@}"; echo
#### transform on positional parameters
set -- 'a b' c; echo "${@@Q}"; echo "${*@Q}"; echo "${@^}"
#### substring of element
a=(abcdef); echo "${a[0]:2:3}" "${a:1:2}" "${a[0]: -2}"
#### Q on empty array gives nothing
a=(); printf '<%s>' "${a[@]@Q}"; echo done
#### A on empty and unset array
a=(); echo "[${a@A}]"; declare -a b; echo "[${b@A}]"; declare -p b
