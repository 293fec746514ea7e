#### array compound assign forms
a=(x y [5]=z w); declare -p a
#### array sparse indices
a=([3]=c [1]=a); echo ${!a[@]} ${#a[@]}; a+=(d); echo ${!a[@]}
#### array negative index
a=(1 2 3); echo ${a[-1]} ${a[-3]}; a[-1]=9; echo ${a[@]}
#### array negative out of range
a=(1 2); a[-5]=x 2>&1; echo st=$?; echo ${a[-5]-none}
#### array element zero is scalar
a=(p q); echo $a; a=s; echo ${a[@]}
#### scalar as array
s=hello; echo ${s[0]} ${#s[@]} ${s[1]-unset}
#### array append element
a=(a); a[0]+=b; a+=(c d); echo ${a[@]}
#### array star vs at quoted
a=('x y' z); IFS=-; echo "${a[*]}"; printf '[%s]' "${a[@]}"; echo
#### array length of element
a=(abc de); echo ${#a[0]} ${#a[1]} ${#a}
#### array slice
a=(0 1 2 3 4 5); echo ${a[@]:2} / ${a[@]:1:3} / ${a[@]: -2} / ${a[@]:7}
#### array slice sparse
a=([1]=a [5]=b [9]=c); echo ${a[@]:2:2}
#### array unset element
a=(1 2 3); unset 'a[1]'; declare -p a; unset a; echo ${#a[@]}
#### array unset negative
a=(1 2 3); unset 'a[-1]'; echo ${a[@]}
#### associative basics
declare -A m=([k]=v [x y]=z); echo "${m[k]}" "${m[x y]}" ${#m[@]}
#### associative keys
declare -A m; m[b]=2; m[a]=1; for k in "${!m[@]}"; do echo "$k=${m[$k]}"; done | sort
#### associative compound without key
declare -A m=(a b c d); declare -p m 2>&1
#### associative append
declare -A m=([a]=1); m+=([b]=2); m[a]+=x; echo "${m[a]} ${m[b]}"
#### associative as indexed error
declare -A m; m=(x) 2>&1; echo st=$?
#### array subscript arithmetic
a=(10 20 30); i=1; echo ${a[i+1]} ${a[$i]} ${a[i*0]}
#### declare -a conversion
x=str; declare -a x; declare -p x
#### declare -A on indexed fails
declare -a x=(1); declare -A x 2>&1; echo st=$?
#### readonly array
declare -ra r=(1 2); r[0]=5 2>&1; echo st=$?; echo ${r[@]}
#### array in arithmetic
a=(5 6); echo $((a[0]+a[1])) $((a)); ((a[2]=7)); echo ${a[2]}
#### array indices quoted
a=(x y z); echo "${!a[@]}" "${!a[*]}"
#### array prefix expansion
a=(1 2) ab=3; echo ${!a*}
#### array pattern ops
a=(apple banana cherry); echo ${a[@]#?} ${a[@]%a*} ${a[@]/a/A} ${a[@]//a/A}
#### array case ops
a=(ab Cd); echo ${a[@]^} ${a[@]^^} ${a[@],,}
#### array transform q
a=('a b' "c'd"); echo ${a[@]@Q}
#### array transform a
declare -a a=(1); declare -A b=([x]=1); echo ${a@a} ${b@a}
#### array read -a
read -ra arr <<< 'one two  three'; echo ${#arr[@]} ${arr[2]}
#### mapfile options
mapfile -t -s 1 -n 2 x < <(printf 'a\nb\nc\nd\n'); declare -p x
#### mapfile origin
y=(z); mapfile -t -O 3 y < <(printf 'p\nq\n'); declare -p y
#### mapfile delim
mapfile -d , -t z < <(printf 'a,b,c'); declare -p z
#### array in for loop
a=('1 2' 3); for x in "${a[@]}"; do echo "<$x>"; done
#### array copy
a=('a b' c); b=("${a[@]}"); echo ${#b[@]} "${b[0]}"
#### array empty vs unset
a=(); echo ${#a[@]} "${a[@]-def}"; declare -p a
#### array set -u empty
set -u; a=(); echo "${a[@]}" ok
#### array nameref
a=(1 2 3); declare -n r=a; echo ${r[1]}; r[1]=X; echo ${a[@]}
#### array local in function
a=(g); f() { local -a a=(l1 l2); echo ${a[@]}; }; f; echo ${a[@]}
#### array key with spaces arithmetic
declare -A m; k='a b'; m[$k]=1; echo ${m[a b]} "${!m[@]}"
#### array subscript with at literal
declare -A m; m[@]=x 2>&1; echo st=$?
#### array bad subscript
a=(1); echo ${a[x-]} 2>&1; echo st=$?
#### declare -p array with special chars
a=('a"b' 'c$d' 'e\f'); declare -p a
#### array concatenation in word
a=(x y); echo pre${a[@]}post; echo "pre${a[@]}post"
#### array length of sparse unset middle
a=(1 2 3 4); unset 'a[1]' 'a[2]'; echo ${#a[@]} ${!a[@]}
#### array assign via index expression
i=2; a[i]=x; a[i+1]=y; declare -p a
#### array from glob
cd "$(mktemp -d)"; touch b a c; f=(*); echo ${#f[@]} ${f[0]}
#### array compound assign with expansions
x='1 2'; a=($x "$x" {a,b}); echo ${#a[@]}
#### associative unset key with quotes
declare -A m=([a]=1 [b]=2); unset 'm[a]'; echo ${!m[@]}
#### associative integer attribute
declare -Ai m; m[a]=2+3; echo ${m[a]}
#### array lowercase attribute
declare -l a=(AB Cd); echo ${a[@]}
#### printf -v into array
printf -v 'a[2]' %s hi; echo ${a[2]}
#### unset whole with at
a=(1 2); unset 'a[@]'; echo ${#a[@]} st=$?
