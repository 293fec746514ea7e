#### case ops upper lower
v='hello World'
echo ${v^} ${v^^} ${v,} ${v,,}
#### case ops with pattern
v=banana
echo ${v^^a} ${v^^[bn]} ${v^b} ${v^a}
#### case toggle
v='AbC dEf'
echo ${v~} ${v~~}
#### case ops on array
a=(abc def)
echo ${a[@]^} ${a[@]^^}
set -- xy zw
echo ${@^} "${*^^}"
#### case ops unicode
v='éa ß'
echo ${v^^} ${v^}
#### @Q quoting
v='it'\''s a $x'
echo ${v@Q}
w=plain; echo ${w@Q}
e=; echo ${e@Q}
#### @Q with special chars
v=$'a\tb\nc'
echo ${v@Q}
#### @Q on array
a=('a b' c "d'e")
echo ${a[@]@Q}
#### @Q unset
unset u
echo "[${u@Q}]"
#### @E expands escapes
v='a\tb\x41\n'
printf '%s|' "${v@E}"; echo
#### @P prompt expansion simple
v='x\\y'
echo "${v@P}"
#### @A assignment form
v=hi; echo ${v@A}
a=(1 2); echo ${a[@]@A}
declare -i n=3; echo ${n@A}
declare -A m=([k]=v); echo ${m[@]@A}
#### @a attributes
declare -i n=1; declare -a arr=(); declare -A m; declare -r ro=1; export ex=1; s=x
echo ${n@a} ${arr@a} ${m@a} ${ro@a} ${ex@a} [${s@a}]
#### @U @u @L
v='hello world'
echo ${v@U} ${v@u} ${v@L}
V=ABC; echo ${V@L}
#### @K on assoc and indexed
declare -A m=([a]=1)
echo ${m[@]@K}
a=(x y); echo ${a[@]@K}
#### bad transform operator
v=x
echo ${v@Z}
echo st=$?
#### indirect prefix names
pre_a=1 pre_b=2 pre_c=3
echo ${!pre_@}
echo "${!pre_*}"
#### indirect prefix none
echo "[${!zzzq_@}]"
#### indirect array keys
a=([3]=x [7]=y)
echo ${!a[@]} "${!a[*]}"
declare -A m=([k1]=1)
echo ${!m[@]}
#### indirect expansion
x=y; y=final
echo ${!x}
ref='a[1]'; a=(p q); echo ${!ref}
#### indirect to positional
set -- one two
n=2; echo ${!n}
#### indirect with ops
x=y; y=hello
echo ${!x^^} ${!x#h} ${#y} ${!x:1:2} ${!x:-def}
#### indirect unset target
x=nosuch
echo "[${!x}]"
echo "[${!x-dflt}]"
#### indirect bad name
x='a b'
echo ${!x}
echo st=$?
#### length of array and element
a=(abc de f)
echo ${#a[@]} ${#a[1]} ${#a}
#### ${#} in dq
set -- 1 2 3
echo "${#}" "${#*}" "$#"
#### at Q
set -- 'a b' "c'd" ''
echo "${@@Q}"
echo ${*@Q}
#### array Q dq
a=($'x\ny' 'z')
echo "${a[@]@Q}"
#### Q with backslash
v='a\b'
echo ${v@Q}
#### Q with ctrl char
v=$'\x01a'
echo ${v@Q}
#### Q with utf8
v='é'
echo ${v@Q}
v=$'é\n'
echo ${v@Q}
#### E on array
a=('a\tb' 'c\nd')
printf '[%s]' "${a[@]@E}"; echo
#### A on unset and array element
unset u
echo "[${u@A}]"
a=(1 2)
echo ${a[1]@A}
echo ${a@A}
#### A on readonly export
declare -rx RX=1
echo ${RX@A}
#### a on element
declare -ai a=(1)
echo ${a[0]@a} ${a@a}
#### transform on positional
set -- 'x y'
echo ${1@Q} ${1@U}
#### indirect with transform
x=v; v='a b'
echo ${!x@Q}
#### prefix names in dq joined with IFS
aa1=1 aa2=2
IFS=,
echo "${!aa@}" "${!aa*}"
#### prefix names excludes arrays? 
pq_a=(1 2); pq_s=x
echo ${!pq_@}
#### keys dq
a=([1]=a [3]=b)
printf '[%s]' "${!a[@]}" "${!a[*]}"; echo
#### indirect of array star
a=(x y)
n='a[@]'
printf '[%s]' "${!n}"; echo
#### upper with pattern class
v=hello
echo ${v^^[a-h]} ${v,,[A-Z]}
#### case op on empty and unset
unset u; e=
echo "[${u^^}]" "[${e,,}]"
#### @k on assoc
declare -A m=([a]=1 [b c]=2)
echo ${m[@]@k}
printf '[%s]' "${m[@]@k}"; echo
#### @k on scalar
v=x
echo ${v@k}
#### @A on nameref
x=1
declare -n r=x
echo ${r@A}
#### @a on nameref
x=1
declare -n r=x
echo ${r@a} ${!r@a}
#### @Q on assoc
declare -A m=([k]='a b')
echo ${m[@]@Q}
#### @A on assoc with special key
declare -A m=(['a b']=1)
echo ${m[@]@A}
#### @A on empty array
a=()
echo "[${a[@]@A}]"
echo "[${a@A}]"
#### @A on integer and export readonly
declare -irx n=3
echo ${n@A}
#### @A on lowercase
declare -l l=abc
echo ${l@A}
#### @P with escapes
v='a\nb\\c'
echo "${v@P}"
#### @P with dollar expansion
name=W
v='hi $name $(echo cs)'
echo "${v@P}"
#### @E with octal hex unicode
v='\101\x42\u0043\cA'
echo "${v@E}" | od -c | head -1
#### @Q in dq vs unquoted
v='a b'
echo "${v@Q}" ${v@Q}
#### transform on array element
a=('x y' z)
echo ${a[0]@Q} ${a[1]@U}
#### transform with indirect array
a=('x y')
n='a[@]'
echo ${!n@Q}
#### ${!a[@]} of assoc sorted order
declare -A m=([z]=1 [a]=2 [m]=3)
for k in "${!m[@]}"; do echo $k; done | sort
#### upper first of each array elem
a=(abc def)
echo "${a[@]^}"
#### case mod with pattern star
v=hello
echo ${v^^*} ${v^*}
#### case mod pattern multiple char no match
v=hello
echo ${v^^ll}
#### ${v,,} on mixed unicode
v='ÀÉ Ab'
echo ${v,,} ${v,}
