#### pe positional quoted at :-w
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@:-w}"; echo " st=$?"
#### pe positional quoted at -w
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@-w}"; echo " st=$?"
#### pe positional quoted at :+w
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@:+w}"; echo " st=$?"
#### pe positional quoted at +w
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@+w}"; echo " st=$?"
#### pe positional quoted at :=w
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@:=w}"; echo " st=$?"
#### pe positional quoted at :?
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@:?}"; echo " st=$?"
#### pe positional quoted at ?msg
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@?msg}"; echo " st=$?"
#### pe positional quoted at #?
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@#?}"; echo " st=$?"
#### pe positional quoted at ##*b
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@##*b}"; echo " st=$?"
#### pe positional quoted at %?
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@%?}"; echo " st=$?"
#### pe positional quoted at %%c*
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@%%c*}"; echo " st=$?"
#### pe positional quoted at /b/X
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@/b/X}"; echo " st=$?"
#### pe positional quoted at //[bc]/X
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@//[bc]/X}"; echo " st=$?"
#### pe positional quoted at /#A/X
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@/#A/X}"; echo " st=$?"
#### pe positional quoted at /%D/X
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@/%D/X}"; echo " st=$?"
#### pe positional quoted at /c
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@/c}"; echo " st=$?"
#### pe positional quoted at ^
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@^}"; echo " st=$?"
#### pe positional quoted at ^^
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@^^}"; echo " st=$?"
#### pe positional quoted at ^^[a-c]
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@^^[a-c]}"; echo " st=$?"
#### pe positional quoted at ,
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@,}"; echo " st=$?"
#### pe positional quoted at ,,
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@,,}"; echo " st=$?"
#### pe positional quoted at :1
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@:1}"; echo " st=$?"
#### pe positional quoted at :1:1
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@:1:1}"; echo " st=$?"
#### pe positional quoted at : -1
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@: -1}"; echo " st=$?"
#### pe positional quoted at @U
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@@U}"; echo " st=$?"
#### pe positional quoted at @u
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@@u}"; echo " st=$?"
#### pe positional quoted at @L
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@@L}"; echo " st=$?"
#### pe positional quoted at @Q
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@@Q}"; echo " st=$?"
#### pe positional quoted at @E
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@@E}"; echo " st=$?"
#### pe positional quoted at @A
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@@A}"; echo " st=$?"
#### pe positional quoted at @K
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@@K}"; echo " st=$?"
#### pe positional quoted at @a
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@@a}"; echo " st=$?"
#### pe positional quoted at @k
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@@k}"; echo " st=$?"
#### pe positional quoted at @P
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${@@P}"; echo " st=$?"
#### pe positional quoted at length
set -- "Ab cD" "" "x'y\\n"; printf "<%s>" "${#@}"; echo
#### pe positional quoted star :-w
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*:-w}"; echo " st=$?"
#### pe positional quoted star -w
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*-w}"; echo " st=$?"
#### pe positional quoted star :+w
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*:+w}"; echo " st=$?"
#### pe positional quoted star +w
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*+w}"; echo " st=$?"
#### pe positional quoted star :=w
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*:=w}"; echo " st=$?"
#### pe positional quoted star :?
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*:?}"; echo " st=$?"
#### pe positional quoted star ?msg
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*?msg}"; echo " st=$?"
#### pe positional quoted star #?
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*#?}"; echo " st=$?"
#### pe positional quoted star ##*b
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*##*b}"; echo " st=$?"
#### pe positional quoted star %?
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*%?}"; echo " st=$?"
#### pe positional quoted star %%c*
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*%%c*}"; echo " st=$?"
#### pe positional quoted star /b/X
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*/b/X}"; echo " st=$?"
#### pe positional quoted star //[bc]/X
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*//[bc]/X}"; echo " st=$?"
#### pe positional quoted star /#A/X
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*/#A/X}"; echo " st=$?"
#### pe positional quoted star /%D/X
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*/%D/X}"; echo " st=$?"
#### pe positional quoted star /c
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*/c}"; echo " st=$?"
#### pe positional quoted star ^
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*^}"; echo " st=$?"
#### pe positional quoted star ^^
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*^^}"; echo " st=$?"
#### pe positional quoted star ^^[a-c]
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*^^[a-c]}"; echo " st=$?"
#### pe positional quoted star ,
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*,}"; echo " st=$?"
#### pe positional quoted star ,,
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*,,}"; echo " st=$?"
#### pe positional quoted star :1
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*:1}"; echo " st=$?"
#### pe positional quoted star :1:1
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*:1:1}"; echo " st=$?"
#### pe positional quoted star : -1
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*: -1}"; echo " st=$?"
#### pe positional quoted star @U
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*@U}"; echo " st=$?"
#### pe positional quoted star @u
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*@u}"; echo " st=$?"
#### pe positional quoted star @L
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*@L}"; echo " st=$?"
#### pe positional quoted star @Q
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*@Q}"; echo " st=$?"
#### pe positional quoted star @E
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*@E}"; echo " st=$?"
#### pe positional quoted star @A
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*@A}"; echo " st=$?"
#### pe positional quoted star @K
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*@K}"; echo " st=$?"
#### pe positional quoted star @a
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*@a}"; echo " st=$?"
#### pe positional quoted star @k
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*@k}"; echo " st=$?"
#### pe positional quoted star @P
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${*@P}"; echo " st=$?"
#### pe positional quoted star length
set -- "Ab cD" "" "x'y\\n"; IFS=-; printf "<%s>" "${#*}"; echo
#### pe array quoted at :-w
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]:-w}"; echo " st=$?"
#### pe array quoted at -w
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]-w}"; echo " st=$?"
#### pe array quoted at :+w
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]:+w}"; echo " st=$?"
#### pe array quoted at +w
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]+w}"; echo " st=$?"
#### pe array quoted at :=w
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]:=w}"; echo " st=$?"
#### pe array quoted at :?
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]:?}"; echo " st=$?"
#### pe array quoted at ?msg
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]?msg}"; echo " st=$?"
#### pe array quoted at #?
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]#?}"; echo " st=$?"
#### pe array quoted at ##*b
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]##*b}"; echo " st=$?"
#### pe array quoted at %?
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]%?}"; echo " st=$?"
#### pe array quoted at %%c*
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]%%c*}"; echo " st=$?"
#### pe array quoted at /b/X
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]/b/X}"; echo " st=$?"
#### pe array quoted at //[bc]/X
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]//[bc]/X}"; echo " st=$?"
#### pe array quoted at /#A/X
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]/#A/X}"; echo " st=$?"
#### pe array quoted at /%D/X
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]/%D/X}"; echo " st=$?"
#### pe array quoted at /c
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]/c}"; echo " st=$?"
#### pe array quoted at ^
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]^}"; echo " st=$?"
#### pe array quoted at ^^
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]^^}"; echo " st=$?"
#### pe array quoted at ^^[a-c]
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]^^[a-c]}"; echo " st=$?"
#### pe array quoted at ,
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@],}"; echo " st=$?"
#### pe array quoted at ,,
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@],,}"; echo " st=$?"
#### pe array quoted at :1
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]:1}"; echo " st=$?"
#### pe array quoted at :1:1
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]:1:1}"; echo " st=$?"
#### pe array quoted at : -1
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]: -1}"; echo " st=$?"
#### pe array quoted at @U
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]@U}"; echo " st=$?"
#### pe array quoted at @u
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]@u}"; echo " st=$?"
#### pe array quoted at @L
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]@L}"; echo " st=$?"
#### pe array quoted at @Q
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]@Q}"; echo " st=$?"
#### pe array quoted at @E
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]@E}"; echo " st=$?"
#### pe array quoted at @A
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]@A}"; echo " st=$?"
#### pe array quoted at @K
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]@K}"; echo " st=$?"
#### pe array quoted at @a
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]@a}"; echo " st=$?"
#### pe array quoted at @k
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]@k}"; echo " st=$?"
#### pe array quoted at @P
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${a[@]@P}"; echo " st=$?"
#### pe array quoted at length
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${#a[@]}"; echo
#### pe array quoted at keys
a=("Ab cD" "" "x'y\\n"); printf "<%s>" "${!a[@]}"; echo
#### pe array quoted star :-w
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]:-w}"; echo " st=$?"
#### pe array quoted star -w
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]-w}"; echo " st=$?"
#### pe array quoted star :+w
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]:+w}"; echo " st=$?"
#### pe array quoted star +w
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]+w}"; echo " st=$?"
#### pe array quoted star :=w
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]:=w}"; echo " st=$?"
#### pe array quoted star :?
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]:?}"; echo " st=$?"
#### pe array quoted star ?msg
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]?msg}"; echo " st=$?"
#### pe array quoted star #?
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]#?}"; echo " st=$?"
#### pe array quoted star ##*b
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]##*b}"; echo " st=$?"
#### pe array quoted star %?
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]%?}"; echo " st=$?"
#### pe array quoted star %%c*
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]%%c*}"; echo " st=$?"
#### pe array quoted star /b/X
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]/b/X}"; echo " st=$?"
#### pe array quoted star //[bc]/X
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]//[bc]/X}"; echo " st=$?"
#### pe array quoted star /#A/X
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]/#A/X}"; echo " st=$?"
#### pe array quoted star /%D/X
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]/%D/X}"; echo " st=$?"
#### pe array quoted star /c
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]/c}"; echo " st=$?"
#### pe array quoted star ^
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]^}"; echo " st=$?"
#### pe array quoted star ^^
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]^^}"; echo " st=$?"
#### pe array quoted star ^^[a-c]
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]^^[a-c]}"; echo " st=$?"
#### pe array quoted star ,
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*],}"; echo " st=$?"
#### pe array quoted star ,,
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*],,}"; echo " st=$?"
#### pe array quoted star :1
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]:1}"; echo " st=$?"
#### pe array quoted star :1:1
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]:1:1}"; echo " st=$?"
#### pe array quoted star : -1
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]: -1}"; echo " st=$?"
#### pe array quoted star @U
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]@U}"; echo " st=$?"
#### pe array quoted star @u
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]@u}"; echo " st=$?"
#### pe array quoted star @L
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]@L}"; echo " st=$?"
#### pe array quoted star @Q
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]@Q}"; echo " st=$?"
#### pe array quoted star @E
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]@E}"; echo " st=$?"
#### pe array quoted star @A
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]@A}"; echo " st=$?"
#### pe array quoted star @K
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]@K}"; echo " st=$?"
#### pe array quoted star @a
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]@a}"; echo " st=$?"
#### pe array quoted star @k
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]@k}"; echo " st=$?"
#### pe array quoted star @P
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${a[*]@P}"; echo " st=$?"
#### pe array quoted star length
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${#a[*]}"; echo
#### pe array quoted star keys
a=("Ab cD" "" "x'y\\n"); IFS=:; printf "<%s>" "${!a[*]}"; echo
#### pe assoc quoted at :-w
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]:-w}"; echo " st=$?"
#### pe assoc quoted at -w
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]-w}"; echo " st=$?"
#### pe assoc quoted at :+w
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]:+w}"; echo " st=$?"
#### pe assoc quoted at +w
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]+w}"; echo " st=$?"
#### pe assoc quoted at :=w
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]:=w}"; echo " st=$?"
#### pe assoc quoted at :?
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]:?}"; echo " st=$?"
#### pe assoc quoted at ?msg
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]?msg}"; echo " st=$?"
#### pe assoc quoted at #?
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]#?}"; echo " st=$?"
#### pe assoc quoted at ##*b
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]##*b}"; echo " st=$?"
#### pe assoc quoted at %?
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]%?}"; echo " st=$?"
#### pe assoc quoted at %%c*
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]%%c*}"; echo " st=$?"
#### pe assoc quoted at /b/X
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]/b/X}"; echo " st=$?"
#### pe assoc quoted at //[bc]/X
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]//[bc]/X}"; echo " st=$?"
#### pe assoc quoted at /#A/X
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]/#A/X}"; echo " st=$?"
#### pe assoc quoted at /%D/X
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]/%D/X}"; echo " st=$?"
#### pe assoc quoted at /c
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]/c}"; echo " st=$?"
#### pe assoc quoted at ^
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]^}"; echo " st=$?"
#### pe assoc quoted at ^^
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]^^}"; echo " st=$?"
#### pe assoc quoted at ^^[a-c]
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]^^[a-c]}"; echo " st=$?"
#### pe assoc quoted at ,
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@],}"; echo " st=$?"
#### pe assoc quoted at ,,
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@],,}"; echo " st=$?"
#### pe assoc quoted at :1
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]:1}"; echo " st=$?"
#### pe assoc quoted at :1:1
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]:1:1}"; echo " st=$?"
#### pe assoc quoted at : -1
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]: -1}"; echo " st=$?"
#### pe assoc quoted at @U
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]@U}"; echo " st=$?"
#### pe assoc quoted at @u
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]@u}"; echo " st=$?"
#### pe assoc quoted at @L
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]@L}"; echo " st=$?"
#### pe assoc quoted at @Q
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]@Q}"; echo " st=$?"
#### pe assoc quoted at @E
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]@E}"; echo " st=$?"
#### pe assoc quoted at @A
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]@A}"; echo " st=$?"
#### pe assoc quoted at @K
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]@K}"; echo " st=$?"
#### pe assoc quoted at @a
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]@a}"; echo " st=$?"
#### pe assoc quoted at @k
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]@k}"; echo " st=$?"
#### pe assoc quoted at @P
declare -A A=([k]="Ab cD"); printf "<%s>" "${A[@]@P}"; echo " st=$?"
#### pe assoc quoted at length
declare -A A=([k]="Ab cD"); printf "<%s>" "${#A[@]}"; echo
#### pe assoc quoted at keys
declare -A A=([k]="Ab cD"); printf "<%s>" "${!A[@]}"; echo
#### pe unset :-w
unset v; printf "<%s>" "${v:-w}"; echo " st=$?"
#### pe unset -w
unset v; printf "<%s>" "${v-w}"; echo " st=$?"
#### pe unset :+w
unset v; printf "<%s>" "${v:+w}"; echo " st=$?"
#### pe unset +w
unset v; printf "<%s>" "${v+w}"; echo " st=$?"
#### pe unset :=w
unset v; printf "<%s>" "${v:=w}"; echo " st=$?"; printf "[%s]" "$v"
#### pe unset :?
unset v; printf "<%s>" "${v:?}"; echo " st=$?"
#### pe unset ?msg
unset v; printf "<%s>" "${v?msg}"; echo " st=$?"
#### pe unset #?
unset v; printf "<%s>" "${v#?}"; echo " st=$?"
#### pe unset ##*b
unset v; printf "<%s>" "${v##*b}"; echo " st=$?"
#### pe unset %?
unset v; printf "<%s>" "${v%?}"; echo " st=$?"
#### pe unset %%c*
unset v; printf "<%s>" "${v%%c*}"; echo " st=$?"
#### pe unset /b/X
unset v; printf "<%s>" "${v/b/X}"; echo " st=$?"
#### pe unset //[bc]/X
unset v; printf "<%s>" "${v//[bc]/X}"; echo " st=$?"
#### pe unset /#A/X
unset v; printf "<%s>" "${v/#A/X}"; echo " st=$?"
#### pe unset /%D/X
unset v; printf "<%s>" "${v/%D/X}"; echo " st=$?"
#### pe unset /c
unset v; printf "<%s>" "${v/c}"; echo " st=$?"
#### pe unset ^
unset v; printf "<%s>" "${v^}"; echo " st=$?"
#### pe unset ^^
unset v; printf "<%s>" "${v^^}"; echo " st=$?"
#### pe unset ^^[a-c]
unset v; printf "<%s>" "${v^^[a-c]}"; echo " st=$?"
#### pe unset ,
unset v; printf "<%s>" "${v,}"; echo " st=$?"
#### pe unset ,,
unset v; printf "<%s>" "${v,,}"; echo " st=$?"
#### pe unset :1
unset v; printf "<%s>" "${v:1}"; echo " st=$?"
#### pe unset :1:1
unset v; printf "<%s>" "${v:1:1}"; echo " st=$?"
#### pe unset : -1
unset v; printf "<%s>" "${v: -1}"; echo " st=$?"
#### pe unset @U
unset v; printf "<%s>" "${v@U}"; echo " st=$?"
#### pe unset @u
unset v; printf "<%s>" "${v@u}"; echo " st=$?"
#### pe unset @L
unset v; printf "<%s>" "${v@L}"; echo " st=$?"
#### pe unset @Q
unset v; printf "<%s>" "${v@Q}"; echo " st=$?"
#### pe unset @E
unset v; printf "<%s>" "${v@E}"; echo " st=$?"
#### pe unset @A
unset v; printf "<%s>" "${v@A}"; echo " st=$?"
#### pe unset @K
unset v; printf "<%s>" "${v@K}"; echo " st=$?"
#### pe unset @a
unset v; printf "<%s>" "${v@a}"; echo " st=$?"
#### pe unset @k
unset v; printf "<%s>" "${v@k}"; echo " st=$?"
#### pe unset @P
unset v; printf "<%s>" "${v@P}"; echo " st=$?"
#### pe unset length
unset v; printf "<%s>" "${#v}"; echo
#### pe null :-w
v=; printf "<%s>" "${v:-w}"; echo " st=$?"
#### pe null -w
v=; printf "<%s>" "${v-w}"; echo " st=$?"
#### pe null :+w
v=; printf "<%s>" "${v:+w}"; echo " st=$?"
#### pe null +w
v=; printf "<%s>" "${v+w}"; echo " st=$?"
#### pe null :=w
v=; printf "<%s>" "${v:=w}"; echo " st=$?"; printf "[%s]" "$v"
#### pe null :?
v=; printf "<%s>" "${v:?}"; echo " st=$?"
#### pe null ?msg
v=; printf "<%s>" "${v?msg}"; echo " st=$?"
#### pe null #?
v=; printf "<%s>" "${v#?}"; echo " st=$?"
#### pe null ##*b
v=; printf "<%s>" "${v##*b}"; echo " st=$?"
#### pe null %?
v=; printf "<%s>" "${v%?}"; echo " st=$?"
#### pe null %%c*
v=; printf "<%s>" "${v%%c*}"; echo " st=$?"
#### pe null /b/X
v=; printf "<%s>" "${v/b/X}"; echo " st=$?"
#### pe null //[bc]/X
v=; printf "<%s>" "${v//[bc]/X}"; echo " st=$?"
#### pe null /#A/X
v=; printf "<%s>" "${v/#A/X}"; echo " st=$?"
#### pe null /%D/X
v=; printf "<%s>" "${v/%D/X}"; echo " st=$?"
#### pe null /c
v=; printf "<%s>" "${v/c}"; echo " st=$?"
#### pe null ^
v=; printf "<%s>" "${v^}"; echo " st=$?"
#### pe null ^^
v=; printf "<%s>" "${v^^}"; echo " st=$?"
#### pe null ^^[a-c]
v=; printf "<%s>" "${v^^[a-c]}"; echo " st=$?"
#### pe null ,
v=; printf "<%s>" "${v,}"; echo " st=$?"
#### pe null ,,
v=; printf "<%s>" "${v,,}"; echo " st=$?"
#### pe null :1
v=; printf "<%s>" "${v:1}"; echo " st=$?"
#### pe null :1:1
v=; printf "<%s>" "${v:1:1}"; echo " st=$?"
#### pe null : -1
v=; printf "<%s>" "${v: -1}"; echo " st=$?"
#### pe null @U
v=; printf "<%s>" "${v@U}"; echo " st=$?"
#### pe null @u
v=; printf "<%s>" "${v@u}"; echo " st=$?"
#### pe null @L
v=; printf "<%s>" "${v@L}"; echo " st=$?"
#### pe null @Q
v=; printf "<%s>" "${v@Q}"; echo " st=$?"
#### pe null @E
v=; printf "<%s>" "${v@E}"; echo " st=$?"
#### pe null @A
v=; printf "<%s>" "${v@A}"; echo " st=$?"
#### pe null @K
v=; printf "<%s>" "${v@K}"; echo " st=$?"
#### pe null @a
v=; printf "<%s>" "${v@a}"; echo " st=$?"
#### pe null @k
v=; printf "<%s>" "${v@k}"; echo " st=$?"
#### pe null @P
v=; printf "<%s>" "${v@P}"; echo " st=$?"
#### pe null length
v=; printf "<%s>" "${#v}"; echo
#### pe element :-w
a=(x "Ab cD"); printf "<%s>" "${a[1]:-w}"; echo " st=$?"
#### pe element -w
a=(x "Ab cD"); printf "<%s>" "${a[1]-w}"; echo " st=$?"
#### pe element :+w
a=(x "Ab cD"); printf "<%s>" "${a[1]:+w}"; echo " st=$?"
#### pe element +w
a=(x "Ab cD"); printf "<%s>" "${a[1]+w}"; echo " st=$?"
#### pe element :=w
a=(x "Ab cD"); printf "<%s>" "${a[1]:=w}"; echo " st=$?"
#### pe element :?
a=(x "Ab cD"); printf "<%s>" "${a[1]:?}"; echo " st=$?"
#### pe element ?msg
a=(x "Ab cD"); printf "<%s>" "${a[1]?msg}"; echo " st=$?"
#### pe element #?
a=(x "Ab cD"); printf "<%s>" "${a[1]#?}"; echo " st=$?"
#### pe element ##*b
a=(x "Ab cD"); printf "<%s>" "${a[1]##*b}"; echo " st=$?"
#### pe element %?
a=(x "Ab cD"); printf "<%s>" "${a[1]%?}"; echo " st=$?"
#### pe element %%c*
a=(x "Ab cD"); printf "<%s>" "${a[1]%%c*}"; echo " st=$?"
#### pe element /b/X
a=(x "Ab cD"); printf "<%s>" "${a[1]/b/X}"; echo " st=$?"
#### pe element //[bc]/X
a=(x "Ab cD"); printf "<%s>" "${a[1]//[bc]/X}"; echo " st=$?"
#### pe element /#A/X
a=(x "Ab cD"); printf "<%s>" "${a[1]/#A/X}"; echo " st=$?"
#### pe element /%D/X
a=(x "Ab cD"); printf "<%s>" "${a[1]/%D/X}"; echo " st=$?"
#### pe element /c
a=(x "Ab cD"); printf "<%s>" "${a[1]/c}"; echo " st=$?"
#### pe element ^
a=(x "Ab cD"); printf "<%s>" "${a[1]^}"; echo " st=$?"
#### pe element ^^
a=(x "Ab cD"); printf "<%s>" "${a[1]^^}"; echo " st=$?"
#### pe element ^^[a-c]
a=(x "Ab cD"); printf "<%s>" "${a[1]^^[a-c]}"; echo " st=$?"
#### pe element ,
a=(x "Ab cD"); printf "<%s>" "${a[1],}"; echo " st=$?"
#### pe element ,,
a=(x "Ab cD"); printf "<%s>" "${a[1],,}"; echo " st=$?"
#### pe element :1
a=(x "Ab cD"); printf "<%s>" "${a[1]:1}"; echo " st=$?"
#### pe element :1:1
a=(x "Ab cD"); printf "<%s>" "${a[1]:1:1}"; echo " st=$?"
#### pe element : -1
a=(x "Ab cD"); printf "<%s>" "${a[1]: -1}"; echo " st=$?"
#### pe element @U
a=(x "Ab cD"); printf "<%s>" "${a[1]@U}"; echo " st=$?"
#### pe element @u
a=(x "Ab cD"); printf "<%s>" "${a[1]@u}"; echo " st=$?"
#### pe element @L
a=(x "Ab cD"); printf "<%s>" "${a[1]@L}"; echo " st=$?"
#### pe element @Q
a=(x "Ab cD"); printf "<%s>" "${a[1]@Q}"; echo " st=$?"
#### pe element @E
a=(x "Ab cD"); printf "<%s>" "${a[1]@E}"; echo " st=$?"
#### pe element @A
a=(x "Ab cD"); printf "<%s>" "${a[1]@A}"; echo " st=$?"
#### pe element @K
a=(x "Ab cD"); printf "<%s>" "${a[1]@K}"; echo " st=$?"
#### pe element @a
a=(x "Ab cD"); printf "<%s>" "${a[1]@a}"; echo " st=$?"
#### pe element @k
a=(x "Ab cD"); printf "<%s>" "${a[1]@k}"; echo " st=$?"
#### pe element @P
a=(x "Ab cD"); printf "<%s>" "${a[1]@P}"; echo " st=$?"
#### pe element length
a=(x "Ab cD"); printf "<%s>" "${#a[1]}"; echo
#### pe unquoted IFS=' :' positional at :-w
set -- "Ab cD" "" "e:f"; IFS=' :'; printf "<%s>" ${@:-w}; echo
#### pe unquoted IFS=' :' positional at #?
set -- "Ab cD" "" "e:f"; IFS=' :'; printf "<%s>" ${@#?}; echo
#### pe unquoted IFS=' :' positional at %?
set -- "Ab cD" "" "e:f"; IFS=' :'; printf "<%s>" ${@%?}; echo
#### pe unquoted IFS=' :' positional at /b/X
set -- "Ab cD" "" "e:f"; IFS=' :'; printf "<%s>" ${@/b/X}; echo
#### pe unquoted IFS=' :' positional at //b/ Y
set -- "Ab cD" "" "e:f"; IFS=' :'; printf "<%s>" ${@//b/ Y}; echo
#### pe unquoted IFS=' :' positional at ^^
set -- "Ab cD" "" "e:f"; IFS=' :'; printf "<%s>" ${@^^}; echo
#### pe unquoted IFS=' :' positional at :1
set -- "Ab cD" "" "e:f"; IFS=' :'; printf "<%s>" ${@:1}; echo
#### pe unquoted IFS=' :' positional at @Q
set -- "Ab cD" "" "e:f"; IFS=' :'; printf "<%s>" ${@@Q}; echo
#### pe unquoted IFS=' :' positional at @U
set -- "Ab cD" "" "e:f"; IFS=' :'; printf "<%s>" ${@@U}; echo
#### pe unquoted IFS=' :' positional at @a
set -- "Ab cD" "" "e:f"; IFS=' :'; printf "<%s>" ${@@a}; echo
#### pe unquoted IFS=' :' array star :-w
a=("Ab cD" "" "e:f"); IFS=' :'; printf "<%s>" ${a[*]:-w}; echo
#### pe unquoted IFS=' :' array star #?
a=("Ab cD" "" "e:f"); IFS=' :'; printf "<%s>" ${a[*]#?}; echo
#### pe unquoted IFS=' :' array star %?
a=("Ab cD" "" "e:f"); IFS=' :'; printf "<%s>" ${a[*]%?}; echo
#### pe unquoted IFS=' :' array star /b/X
a=("Ab cD" "" "e:f"); IFS=' :'; printf "<%s>" ${a[*]/b/X}; echo
#### pe unquoted IFS=' :' array star //b/ Y
a=("Ab cD" "" "e:f"); IFS=' :'; printf "<%s>" ${a[*]//b/ Y}; echo
#### pe unquoted IFS=' :' array star ^^
a=("Ab cD" "" "e:f"); IFS=' :'; printf "<%s>" ${a[*]^^}; echo
#### pe unquoted IFS=' :' array star :1
a=("Ab cD" "" "e:f"); IFS=' :'; printf "<%s>" ${a[*]:1}; echo
#### pe unquoted IFS=' :' array star @Q
a=("Ab cD" "" "e:f"); IFS=' :'; printf "<%s>" ${a[*]@Q}; echo
#### pe unquoted IFS=' :' array star @U
a=("Ab cD" "" "e:f"); IFS=' :'; printf "<%s>" ${a[*]@U}; echo
#### pe unquoted IFS=' :' array star @a
a=("Ab cD" "" "e:f"); IFS=' :'; printf "<%s>" ${a[*]@a}; echo
#### pe unquoted IFS=':' positional at :-w
set -- "Ab cD" "" "e:f"; IFS=':'; printf "<%s>" ${@:-w}; echo
#### pe unquoted IFS=':' positional at #?
set -- "Ab cD" "" "e:f"; IFS=':'; printf "<%s>" ${@#?}; echo
#### pe unquoted IFS=':' positional at %?
set -- "Ab cD" "" "e:f"; IFS=':'; printf "<%s>" ${@%?}; echo
#### pe unquoted IFS=':' positional at /b/X
set -- "Ab cD" "" "e:f"; IFS=':'; printf "<%s>" ${@/b/X}; echo
#### pe unquoted IFS=':' positional at //b/ Y
set -- "Ab cD" "" "e:f"; IFS=':'; printf "<%s>" ${@//b/ Y}; echo
#### pe unquoted IFS=':' positional at ^^
set -- "Ab cD" "" "e:f"; IFS=':'; printf "<%s>" ${@^^}; echo
#### pe unquoted IFS=':' positional at :1
set -- "Ab cD" "" "e:f"; IFS=':'; printf "<%s>" ${@:1}; echo
#### pe unquoted IFS=':' positional at @Q
set -- "Ab cD" "" "e:f"; IFS=':'; printf "<%s>" ${@@Q}; echo
#### pe unquoted IFS=':' positional at @U
set -- "Ab cD" "" "e:f"; IFS=':'; printf "<%s>" ${@@U}; echo
#### pe unquoted IFS=':' positional at @a
set -- "Ab cD" "" "e:f"; IFS=':'; printf "<%s>" ${@@a}; echo
#### pe unquoted IFS=':' array star :-w
a=("Ab cD" "" "e:f"); IFS=':'; printf "<%s>" ${a[*]:-w}; echo
#### pe unquoted IFS=':' array star #?
a=("Ab cD" "" "e:f"); IFS=':'; printf "<%s>" ${a[*]#?}; echo
#### pe unquoted IFS=':' array star %?
a=("Ab cD" "" "e:f"); IFS=':'; printf "<%s>" ${a[*]%?}; echo
#### pe unquoted IFS=':' array star /b/X
a=("Ab cD" "" "e:f"); IFS=':'; printf "<%s>" ${a[*]/b/X}; echo
#### pe unquoted IFS=':' array star //b/ Y
a=("Ab cD" "" "e:f"); IFS=':'; printf "<%s>" ${a[*]//b/ Y}; echo
#### pe unquoted IFS=':' array star ^^
a=("Ab cD" "" "e:f"); IFS=':'; printf "<%s>" ${a[*]^^}; echo
#### pe unquoted IFS=':' array star :1
a=("Ab cD" "" "e:f"); IFS=':'; printf "<%s>" ${a[*]:1}; echo
#### pe unquoted IFS=':' array star @Q
a=("Ab cD" "" "e:f"); IFS=':'; printf "<%s>" ${a[*]@Q}; echo
#### pe unquoted IFS=':' array star @U
a=("Ab cD" "" "e:f"); IFS=':'; printf "<%s>" ${a[*]@U}; echo
#### pe unquoted IFS=':' array star @a
a=("Ab cD" "" "e:f"); IFS=':'; printf "<%s>" ${a[*]@a}; echo
#### pe unquoted IFS='' positional at :-w
set -- "Ab cD" "" "e:f"; IFS=''; printf "<%s>" ${@:-w}; echo
#### pe unquoted IFS='' positional at #?
set -- "Ab cD" "" "e:f"; IFS=''; printf "<%s>" ${@#?}; echo
#### pe unquoted IFS='' positional at %?
set -- "Ab cD" "" "e:f"; IFS=''; printf "<%s>" ${@%?}; echo
#### pe unquoted IFS='' positional at /b/X
set -- "Ab cD" "" "e:f"; IFS=''; printf "<%s>" ${@/b/X}; echo
#### pe unquoted IFS='' positional at //b/ Y
set -- "Ab cD" "" "e:f"; IFS=''; printf "<%s>" ${@//b/ Y}; echo
#### pe unquoted IFS='' positional at ^^
set -- "Ab cD" "" "e:f"; IFS=''; printf "<%s>" ${@^^}; echo
#### pe unquoted IFS='' positional at :1
set -- "Ab cD" "" "e:f"; IFS=''; printf "<%s>" ${@:1}; echo
#### pe unquoted IFS='' positional at @Q
set -- "Ab cD" "" "e:f"; IFS=''; printf "<%s>" ${@@Q}; echo
#### pe unquoted IFS='' positional at @U
set -- "Ab cD" "" "e:f"; IFS=''; printf "<%s>" ${@@U}; echo
#### pe unquoted IFS='' positional at @a
set -- "Ab cD" "" "e:f"; IFS=''; printf "<%s>" ${@@a}; echo
#### pe unquoted IFS='' array star :-w
a=("Ab cD" "" "e:f"); IFS=''; printf "<%s>" ${a[*]:-w}; echo
#### pe unquoted IFS='' array star #?
a=("Ab cD" "" "e:f"); IFS=''; printf "<%s>" ${a[*]#?}; echo
#### pe unquoted IFS='' array star %?
a=("Ab cD" "" "e:f"); IFS=''; printf "<%s>" ${a[*]%?}; echo
#### pe unquoted IFS='' array star /b/X
a=("Ab cD" "" "e:f"); IFS=''; printf "<%s>" ${a[*]/b/X}; echo
#### pe unquoted IFS='' array star //b/ Y
a=("Ab cD" "" "e:f"); IFS=''; printf "<%s>" ${a[*]//b/ Y}; echo
#### pe unquoted IFS='' array star ^^
a=("Ab cD" "" "e:f"); IFS=''; printf "<%s>" ${a[*]^^}; echo
#### pe unquoted IFS='' array star :1
a=("Ab cD" "" "e:f"); IFS=''; printf "<%s>" ${a[*]:1}; echo
#### pe unquoted IFS='' array star @Q
a=("Ab cD" "" "e:f"); IFS=''; printf "<%s>" ${a[*]@Q}; echo
#### pe unquoted IFS='' array star @U
a=("Ab cD" "" "e:f"); IFS=''; printf "<%s>" ${a[*]@U}; echo
#### pe unquoted IFS='' array star @a
a=("Ab cD" "" "e:f"); IFS=''; printf "<%s>" ${a[*]@a}; echo
#### pe no positionals quoted at default
set --; printf "<%s>" "${@:-w}" "${@-w}" "${*:-s}"; echo
#### pe no positionals alternative
set --; printf "<%s>" "${@:+w}" "${@+w}"; echo "[$#]"
#### pe single empty positional
set -- ""; printf "<%s>" "${@:-w}" "${@-w}" "${@:+p}" "${@+p}"; echo
#### pe two empty positionals
set -- "" ""; printf "<%s>" "${@:-w}" "${*:-s}" "${*:+p}"; echo
#### pe empty array default
a=(); printf "<%s>" "${a[@]:-w}" "${a[@]-w}" "${a[*]:+p}"; echo
#### pe array of one empty
a=(""); printf "<%s>" "${a[@]:-w}" "${a[@]-w}" "${a[@]:+p}" "${a[@]+p}"; echo
#### pe nounset unset var error
set -u; echo "${v}"; echo after
#### pe nounset unset var default ok
set -u; echo "${v-d}" "${v:-e}" "${v+p}"; echo ok
#### pe nounset length of unset
set -u; echo ${#v}; echo after
#### pe nounset positional at ok
set -u; set --; echo "[$@]" "[$*]" $#; echo ok
#### pe nounset positional 1 error
set -u; set --; echo "$1"; echo after
#### pe nounset empty array at
set -u; a=(); echo "[${a[@]}]"; echo ok
#### pe nounset array element unset
set -u; a=(x); echo "${a[3]}"; echo after
#### pe nounset assoc missing key
set -u; declare -A A=([k]=v); echo "${A[z]}"; echo after
#### pe nounset pattern on unset
set -u; echo "${v#x}"; echo after
#### pe nounset transform on unset
set -u; echo "${v@Q}"; echo after
#### pe nounset indirect to unset
set -u; r=v; echo "${!r}"; echo after
#### pe nounset slice unset
set -u; echo "${v:1}"; echo after
#### pe nounset in arithmetic
set -u; echo $((v+1)); echo after
#### pe nounset keys of unset array
set -u; echo "[${!nosuch[@]}]"; echo ok
#### pe colon question custom message
v=; : "${v:?must be set $((1+1))}"; echo after
#### pe question on unset in function message
f() { : "${1?need one}"; }; f; echo st=$?
#### pe question in subshell
( : "${v?gone}" ); echo st=$?
#### pe assign default on positional error
: "${1:=x}"; echo st=$?
#### pe assign default on array element
a=(); : "${a[2]:=z}"; declare -p a
#### pe assign default on assoc element
declare -A A; : "${A[k]:=z}"; declare -p A
#### pe assign default on readonly
readonly r=; : "${r:=z}"; echo st=$?
#### pe indirect array element
a=(x y); r='a[1]'; echo "${!r}"
#### pe indirect at
set -- p q; r=@; printf "<%s>" "${!r}"; echo
#### pe indirect with default
r=nosuch; echo "${!r:-dflt}"
#### pe indirect invalid name
r='1a'; echo "${!r}"; echo st=$?
#### pe prefix names
ab1=1 ab2=2; printf "<%s>" "${!ab@}"; echo; printf "<%s>" "${!ab*}"; echo
#### pe transform A on array
a=(1 "x y"); echo "${a[@]@A}"
#### pe transform A on assoc
declare -A A=([k]=v); echo "${A[@]@A}"
#### pe transform a on attributes
declare -ri n=3; declare -x e=1; a=(); declare -A A; echo "${n@a} ${e@a} ${a@a} ${A@a}"
#### pe transform K on indexed
a=(x "y z"); echo "${a[@]@K}"; echo "${a[*]@k}"
#### pe transform k quoted at separate words
a=(x "y z"); printf "<%s>" "${a[@]@k}"; echo
#### pe transform Q on empty and unset
v=; echo "[${v@Q}]" "[${nosuch@Q}]"
#### pe transform E on escapes
v='a\x41\101\u00e9'; echo "${v@E}"
#### pe transform U on mixed unicode
v='straße éa'; echo "${v@U}" "${v@u}"
#### pe transform bad operator
v=x; echo "${v@Z}"; echo after
#### pe transform with nounset on array
set -u; a=(); echo "[${a[@]@Q}]"; echo ok
#### pe case modification pattern on array
a=(abc bcd); echo "${a[@]^^[bc]}" "${a[@],[a]}"
#### pe slice on positional from zero
set -- a b c; echo "${@:0:2}"
#### pe slice negative length on array
a=(a b c d); echo "${a[@]:1:-1}"; echo st=$?
#### pe slice negative length on scalar
v=abcdef; echo "${v:1:-2}" "${v: -3:-1}"
#### pe slice offset past end
v=abc; a=(x y); echo "[${v:5}]" "[${a[@]:5}]"
#### pe slice on assoc
declare -A A=([k]=val); echo "${A[@]:0:1}"
#### pe slice arithmetic offset
v=abcdef; i=2; echo "${v:i:i+1}" "${v:(-2)}"
#### pe pattern with quoted star
v='a*b*c'; echo "${v//'*'/-}" "${v//\*/+}" "${v//"*"/=}"
#### pe pattern anchored empty
v=abc; echo "${v/#/X}" "${v/%/Y}" "${v//}"
#### pe pattern longest vs shortest on array
a=(aXbXc dXe); echo "${a[@]#*X}" "|" "${a[@]##*X}" "|" "${a[@]%X*}" "|" "${a[@]%%X*}"
#### pe replacement with slash in pattern
v=a/b/c; echo "${v//\//:}" "${v/\/b/-}"
#### pe length of array element and star
a=(abc de); echo "${#a[0]}" "${#a[@]}" "${#a[*]}" "${#a}"
#### pe length of positional
set -- abc de; echo "${#1}" "${#@}" "${#*}" "$#"
#### pe length in utf8
v='éé'; echo "${#v}"
#### pe IFS empty star joins
set -- a b c; IFS=; echo "${*}" "$*"
#### pe IFS unset star joins with space
set -- a b c; unset IFS; echo "$*"
#### pe IFS multi char first used
set -- a b c; IFS='+-'; echo "$*"; a=(x y); echo "${a[*]}"
#### pe IFS unquoted star split on IFS chars
IFS=:; v='a:b::c'; printf "<%s>" $v; echo
#### pe IFS whitespace collapse
IFS=' :'; v=' a :: b '; printf "<%s>" $v; echo
#### pe IFS newline only
IFS=$'\n'; v=$'a b\nc'; printf "<%s>" $v; echo
