#### sparse array listing
a=([5]=x [1]=y [10]=z); echo "${!a[@]} | ${a[@]} | ${#a[@]}"
#### negative index read
a=(1 2 3); echo "${a[-1]} ${a[-3]}"; echo "[${a[-4]}]"; echo st=$?
#### negative index assign out of range
a=(1 2 3); a[-4]=x; echo st=$?; declare -p a
#### negative index sparse
a=([0]=a [5]=b); echo "${a[-1]} [${a[-2]}]"
#### unset negative index
a=(1 2 3); unset 'a[-1]'; declare -p a
#### append to sparse array
a=([3]=x); a+=(y z); declare -p a
#### array slice sparse
a=([1]=a [3]=b [5]=c [7]=d); echo "${a[@]:2:2}" "${a[@]:4}" "${a[@]: -2}"
#### array slice negative length
a=(1 2 3 4 5); echo "${a[@]:1:-1}"; echo st=$?
#### array length of element
a=(hello wo); echo ${#a[0]} ${#a[1]} ${#a}
#### array assignment with index and plain mix
a=(x [4]=y z); declare -p a
#### array compound assign with plus equal element
a=([0]=1); a+=([0]=2); declare -p a
#### assoc iteration order small
declare -A h=([one]=1 [two]=2 [three]=3 [four]=4); for k in "${!h[@]}"; do echo -n "$k "; done; echo
#### assoc iteration order after insertion
declare -A h; h[b]=1; h[a]=2; h[c]=3; h[z]=4; h[m]=5; echo "${!h[@]}"
#### assoc iteration numeric keys
declare -A h; for i in 1 2 3 10 20 100; do h[$i]=x; done; echo "${!h[@]}"
#### assoc at k and at K
declare -A h=([a]=1 [b]='x y'); echo "${h[@]@k}"; echo "${h[@]@K}"
#### indexed at k and K
a=(x 'y z'); echo "${a[@]@k}"; echo "${a[*]@K}"
#### assoc unset key and count
declare -A h=([a]=1 [b]=2); unset 'h[a]'; echo "${#h[@]} ${!h[*]}"
#### assoc key with spaces and quotes
declare -A h; h['a b']=1; h["c'd"]=2; declare -p h
#### assoc compound with bare words
declare -A h=(k1 v1 k2 v2); declare -p h
#### assoc odd compound
declare -A h=(k1 v1 k2); declare -p h
#### assoc empty key
declare -A h; h['']=x; echo st=$?
#### assoc subscript at sign
declare -A h; h[@]=x; echo st=$?; declare -p h
#### array subscript with arithmetic
a=(1 2 3 4); i=1; echo "${a[i+1]} ${a[$i*2]} ${a[i++]} $i"
#### array bad subscript
a=(1); echo "${a[x y]}"; echo st=$?
#### array element of scalar
s=hello; echo "${s[0]} [${s[1]}]"; s[2]=x; declare -p s
#### array keys of scalar
s=hello; echo "${!s[@]}"; u=; unset u; echo "[${!u[@]}]"
#### array copy preserves sparse lost
a=([2]=x [5]=y); b=("${a[@]}"); declare -p b
#### array join with IFS star
a=(a b c); IFS=,; echo "${a[*]}"; echo "${a[@]}"; unset IFS
#### array pattern removal on elements
a=(foo.txt bar.txt baz.c); echo "${a[@]%.txt}" "${a[@]/ba/BA}"
#### array case conversion elements
a=(abc Def); echo "${a[@]^}" "${a[@]^^}" "${a[@],,}"
#### array index of last element
a=(1 2 3); unset 'a[2]'; echo ${#a[@]} "${!a[@]}"; a+=(4); echo "${!a[@]}"
#### array from glob and count
touch f1 f2 f3; files=(f*); echo ${#files[@]}
#### array in arithmetic for
a=(3 1 2); s=0; for ((i=0;i<${#a[@]};i++)); do ((s+=a[i])); done; echo $s
#### readonly array element modify
declare -ra r=(1 2); r[0]=5; echo st=$?; r+=(3); echo st=$?
#### array declare -p empty and unset element
a=(); declare -p a; b=(1); unset 'b[0]'; declare -p b
#### array assign string to whole
a=(1 2 3); a=x; declare -p a
#### array nested parens error
a=((1)); echo st=$?
#### assoc negative key is string
declare -A h; h[-1]=neg; echo "${h[-1]}"; declare -p h
#### array at index expansions in quotes
a=('a b' c); printf '<%s>' "${a[@]}"; echo; printf '<%s>' ${a[@]}; echo; printf '<%s>' "${a[*]}"; echo
#### array empty element preserved
a=('' x ''); echo ${#a[@]}; printf '<%s>' "${a[@]}"; echo
#### array to assoc via declare -A existing error
a=(1); declare -A a=([k]=v); echo st=$?
#### array ${!name[@]} with prefix names
aa1=1 aa2=2; echo ${!aa*}; echo "${!aa@}"
#### mapfile then sparse unset and reindex
a=(a b c d); unset 'a[1]'; a=("${a[@]}"); declare -p a
#### array element attribute integer
declare -ai a; a=(1+1 2*3); a+=(4/2); echo "${a[@]}"
#### array subscript quoted in assoc
declare -A h; k='x y'; h[$k]=1; h["$k"]+=2; declare -p h
#### array max index big
a[9999999]=x; echo "${!a[@]} ${#a[@]}"
#### array index too big
a[99999999999999999999]=x; echo st=$?
