#### array declaration forms
a=(1 2 3); b=([0]=x [5]=y); declare -a c=(p q); c[3]=r; declare -p a b c
#### array append and length
a=(); a+=(x); a+=("y z"); a[${#a[@]}]=w; echo ${#a[@]}; printf '[%s]' "${a[@]}"; echo
#### sparse indices and holes
a=([2]=b [7]=c); a[0]=a; echo "${!a[@]}" "${#a[@]}"; unset 'a[2]'; echo "${!a[@]}"
#### negative index access
a=(1 2 3 4); echo ${a[-1]} ${a[-2]} ${a[@]: -2}
#### array slice
a=(a b c d e); echo "${a[@]:1:3}" "${a[@]:3}" "${a[*]:0:2}"
#### array in arithmetic context
a=(5 10); echo $(( a[0] + a[1] )) $(( a ))
#### array copy and quoting
a=('x y' z); b=("${a[@]}"); c=(${a[@]}); echo ${#b[@]} ${#c[@]}
#### assoc array basic ops
declare -A m; m[one]=1; m[two]=2; echo ${#m[@]}; unset 'm[one]'; echo ${!m[@]}; [[ -v m[two] ]] && echo has-two
#### assoc array with spaces and special keys
declare -A m; m[' ']=sp; m['*']=star; m['$x']=dollar; for k in ' ' '*' '$x'; do echo "${m[$k]}"; done
#### array from string split on newline
s=$'a b\nc d'; IFS=$'\n' read -r -d '' -a arr <<< "$s"; echo ${#arr[@]} "${arr[1]}"
#### array element string ops
a=(apple banana cherry); echo ${a[@]^} ${a[@]%a*} ${#a[1]}
#### unset whole array vs element
a=(1 2 3); unset a[1]; echo ${#a[@]}; unset a; echo ${#a[@]} "[${a[*]-unset}]"
#### array assignment with glob in value
touch g1 g2; a=(g*); echo ${#a[@]}; b=("g*"); echo ${#b[@]}
#### reading array indices in loop
a=(x y z); for i in "${!a[@]}"; do echo "$i=${a[$i]}"; done
#### declare -a on assoc fails
declare -A m=([k]=v); declare -a m 2>&1; echo st=$?
#### array as scalar
a=(first second); echo $a ${a[0]}; a=new; echo ${a[@]}
#### arrays and set -u
set -u; a=(1); echo ${a[0]}; echo ${#a[@]}; echo ${a[1]-dflt}
#### array of arrays via declare -n
row0=(a b); row1=(c d); for r in row0 row1; do declare -n ref=$r; echo "${ref[1]}"; done
#### assoc iteration order is insertion-independent but deterministic
declare -A m=([z]=1 [a]=2 [m]=3); echo "${!m[@]}" | tr ' ' '\n' | sort | tr '\n' ' '; echo
#### array printf -v into element
printf -v 'a[3]' '%03d' 7; echo ${a[3]}; declare -p a
#### readonly array modification
declare -ra r=(1 2); r[0]=5; echo st=$?; r+=(3); echo st=$?; echo ${r[@]}
#### array with IFS join star
a=(a b c); IFS=-; echo "${a[*]}"; IFS=; echo "${a[*]}"
#### compound assignment to existing assoc
declare -A m=([a]=1); m=([b]=2); declare -p m; m+=([c]=3); declare -p m
#### integer array
declare -ai n=(1+1 2*3); echo ${n[@]}; n+=(4+4); echo ${n[@]}
