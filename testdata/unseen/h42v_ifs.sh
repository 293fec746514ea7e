#### i1 IFS=' '; x=$' a\tb '; set -- $x; echo $#
IFS=' '; x=$' a\tb '; set -- $x; echo $#
#### i2 IFS=$'\t'; x=$'a\t\tb'; set -- $x; echo $# "[$2]"
IFS=$'\t'; x=$'a\t\tb'; set -- $x; echo $# "[$2]"
#### i3 IFS=': '; x='a: :b'; set -- $x; echo $#; printf '[%s]' "$@";
IFS=': '; x='a: :b'; set -- $x; echo $#; printf '[%s]' "$@"; echo
#### i4 IFS=:; read -r a b <<< 'x:y:z'; echo "[$a][$b]"
IFS=:; read -r a b <<< 'x:y:z'; echo "[$a][$b]"
#### i5 IFS=:; read -r a b <<< 'x:y:'; echo "[$a][$b]"
IFS=:; read -r a b <<< 'x:y:'; echo "[$a][$b]"
#### i6 IFS=:; read -r a b <<< 'x:y::'; echo "[$a][$b]"
IFS=:; read -r a b <<< 'x:y::'; echo "[$a][$b]"
#### i7 IFS=' :'; read -r a b <<< ' x : y : '; echo "[$a][$b]"
IFS=' :'; read -r a b <<< '  x : y :  '; echo "[$a][$b]"
#### i8 IFS=; read -r a b <<< ' x y '; echo "[$a][$b]"
IFS=; read -r a b <<< '  x y  '; echo "[$a][$b]"
#### i9 read -r a <<< ' lead trail '; echo "[$a]"; IFS= read -r a <<
read -r a <<< '  lead trail  '; echo "[$a]"; IFS= read -r a <<< '  lead trail  '; echo "[$a]"
#### i10 IFS=ab; x=xaybz; set -- $x; echo "$# $*"
IFS=ab; x=xaybz; set -- $x; echo "$# $*"
#### i11 IFS=é; x='aébéc'; set -- $x; echo "$# [$1][$2][$3]"
IFS=é; x='aébéc'; set -- $x; echo "$# [$1][$2][$3]"
#### i12 IFS=$'\n'; arr=($(printf 'a b\nc d\n')); echo "${#arr[@]} [$
IFS=$'\n'; arr=($(printf 'a b\nc d\n')); echo "${#arr[@]} [${arr[0]}]"
#### i13 IFS=,; arr=(x,y z); echo "${#arr[@]}"; s='1,2'; arr=($s 3); 
IFS=,; arr=(x,y z); echo "${#arr[@]}"; s='1,2'; arr=($s 3); echo "${#arr[@]}"
#### i14 IFS=,; s='a,b'; for w in $s; do echo "[$w]"; done; for w in 
IFS=,; s='a,b'; for w in $s; do echo "[$w]"; done; for w in "$s"; do echo "[$w]"; done
#### i15 IFS=:; s='a:b'; echo $s; echo "$s"; x=$s; echo $x
IFS=:; s='a:b'; echo $s; echo "$s"; x=$s; echo $x
#### i16 f() { local IFS=:; set -- $1; echo $#; }; f a:b:c; s='a:b'; 
f() { local IFS=:; set -- $1; echo $#; }; f a:b:c; s='a:b'; set -- $s; echo $#
#### i17 IFS=: eval 'set -- $PWD'; echo ok; x='1:2'; IFS=: read a b <
IFS=: eval 'set -- $PWD'; echo ok; x='1:2'; IFS=: read a b <<< "$x"; echo "$a $b"
#### i18 IFS=- ; echo $(( 1 - 1 )); x=5-3; echo $x; echo $(( x ))
IFS=- ; echo $(( 1 - 1 )); x=5-3; echo $x; echo $(( x ))
#### i19 IFS=0; echo $(( 10 )); x=$(( 100 )); echo $x; echo $(( 100 )
IFS=0; echo $(( 10 )); x=$(( 100 )); echo $x; echo $(( 100 ))
#### i20 IFS=' '; s=$'a\nb'; set -- $s; echo $#
IFS=' '; s=$'a\nb'; set -- $s; echo $#
#### i21 unset IFS; s=$' \n a \t b \n '; set -- $s; echo $#
unset IFS; s=$' \n a \t b \n '; set -- $s; echo $#
#### i22 IFS='\'; s='a\b'; set -- $s; echo "$# $1"
IFS='\'; s='a\b'; set -- $s; echo "$# $1"
#### i23 IFS=*; s='a*b'; set -- $s; echo "$# $1 $2"; echo *;
IFS=*; s='a*b'; set -- $s; echo "$# $1 $2"; echo *; 
#### i24 IFS=x; set -- a b; echo "$*"; echo $*; s="$*"; echo "$s"
IFS=x; set -- a b; echo "$*"; echo $*; s="$*"; echo "$s"
#### i25 declare -p IFS; IFS=$'\t'; declare -p IFS; unset IFS; declar
declare -p IFS; IFS=$'\t'; declare -p IFS; unset IFS; declare -p IFS 2>&1
#### i26 IFS=' ' read -ra arr <<< ' a b '; echo "${#arr[@]}"; IFS=, r
IFS=' ' read -ra arr <<< ' a  b '; echo "${#arr[@]}"; IFS=, read -ra arr <<< ',a,,b,'; echo "${#arr[@]}"; printf '[%s]' "${arr[@]}"; echo
#### i27 printf '%s\n' "a,b" | { IFS=, read x y; echo "$y$x"; }
printf '%s\n' "a,b" | { IFS=, read x y; echo "$y$x"; }
#### i28 IFS=: ; a=(1 2 3); echo "${a[*]}" "${a[@]}"; b="${a[*]}"; ec
IFS=: ; a=(1 2 3); echo "${a[*]}" "${a[@]}"; b="${a[*]}"; echo "$b"
#### i29 IFS=:; set -- 'a b' c; echo "${*//a/X}" "${@//a/X}"
IFS=:; set -- 'a b' c; echo "${*//a/X}" "${@//a/X}"
#### i30 IFS=; s='a b'; echo ${s:-x y}; set -- ${s}; echo $#
IFS=; s='a b'; echo ${s:-x y}; set -- ${s}; echo $#
