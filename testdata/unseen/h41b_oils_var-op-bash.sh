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
