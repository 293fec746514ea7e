#### double-quoted ${y[a\]]} of an associative array
declare -A y=([a\]]=1 [b]=2 ['c]']=3)
echo "${y[a\]]}" "${y[c\]]}" "${y['c]']}" "${y["c]"]}"
#### ${y[a\]]} with operators inside double quotes
declare -A y=([a\]]=1 [b]=2)
echo "${y[a\]]:-none}" "${#y[a\]]}" "${y[a\]]/1/one}" "x${y[a\]]}y"
#### ${y[a\]]} unquoted and in a here-document
declare -A y; y[a\]]=1; echo ${y[a\]]}; cat <<END
${y[a\]]}
END
#### ${y[a\]]} in [[ -v ]], nameref and unset
declare -A y=([a\]]=1 [b]=2)
[[ -v y[a\]] ]]; echo $?; [[ -v "y[a\]]" ]]; echo $?
n='y[a\]]'; echo "${!n}"; unset 'y[a\]]'; declare -p y
#### ${y[a\]]} assigned through printf -v, read and +=
declare -A y; y["a]"]=1; y[a\]]+=2; echo "${y[a\]]}"
printf -v 'y[a\]]' %s 5; echo "${y[a\]]}"; read 'y[a\]]' <<< 9; echo "${y[a\]]}"
#### ${y[a\]]} inside command substitution in double quotes
declare -A y; y[a\]]=1; echo "`echo "${y[a\]]}"`" "$(echo "${y[a\]]}")"
