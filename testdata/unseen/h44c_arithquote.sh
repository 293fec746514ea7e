#### [[ -eq ]] with associative keys holding ] and blanks
declare -A m; k='a b'; m[$k]=5; k2='x]y'; m[$k2]=7
[[ m[$k] -eq 5 ]]; echo $?; [[ m[$k2] -eq 7 ]]; echo $?; [[ m[$k]+1 -eq 6 ]]; echo $?
#### [[ -lt ]] and -ne with associative keys holding $ and a quote
declare -A m; k='$x'; m[$k]=7; x=1; k3='q"r'; m[$k3]=3
[[ m[$k3] -lt m[$k] ]]; echo $?; [[ m[$k] -ne 7 ]]; echo $?
#### [[ -eq ]] with indexed subscripts from variables
a=(1 2 3); i=2; [[ a[$i] -eq 3 ]]; echo $?; [[ a[$i-1] -ne 3 ]]; echo $?; [[ a[$i] -gt a[$i-2] ]]; echo $?
#### [[ -eq ]] with an indexed subscript holding ],b[ is an error
a=(1 2 3); i='0],b[1'; [[ a[$i] -eq 1 ]]; echo $?
echo after
#### $(( )) with an indexed subscript holding ],b[ is an error
a=(1 2 3); i='0],b[1'; echo $(( a[$i] )); echo next
echo after
#### (( )) with indexed subscripts from variables
a=(1 2 3); i=1; (( a[$i]++ )); echo ${a[@]}; echo $(( a[$i+1] * 2 )); j='1+1'; echo $(( a[$j] )); (( a[$j] += 5 )); echo ${a[@]}
#### (( )) with an empty subscript expansion
a=(4 5); k=''; echo $(( a[$k] )); (( a[$k] += 1 )); echo ${a[@]}
