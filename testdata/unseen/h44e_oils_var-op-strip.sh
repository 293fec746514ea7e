#### strip prefix with star in middle
x=aXbXcXd
echo ${x#*X} ${x##*X} ${x%X*} ${x%%X*}
#### strip with escaped star literal
x='a*b*c'
echo "${x#*\*}" "${x%\**}"
#### strip with quoted star from variable
p='*'
x='a*b'
echo "${x#"$p"}" "${x#$p}" "${x%"*"b}"
#### strip prefix with empty pattern
x=abc
echo "[${x#}]" "[${x%%}]"
#### strip with bracket negation
x=abc123
echo ${x##[!0-9]*} ${x##+([!0-9])} ${x%%[0-9]*}
#### strip all elements of array prefix
a=(foo.c bar.c baz.h)
echo "${a[@]%.c}"
echo "${a[@]#b}"
#### strip with at in double quotes keeps words
set -- "a b.x" "c d.x"
for w in "${@%.x}"; do echo "<$w>"; done
#### strip star unquoted splits
set -- "a b.x" "c d.x"
for w in ${*%.x}; do echo "<$w>"; done
#### strip on assoc array
declare -A A=([k]=value.txt)
echo ${A[k]%.txt} ${A[@]#val}
#### strip with character class names
x='   hello'
echo "[${x##+([[:space:]])}]"
shopt -s extglob
echo "[${x##+([[:space:]])}]"
#### strip with extglob alternation
shopt -s extglob
x=foo.tar.gz
echo ${x%.@(gz|bz2)} ${x%%.@(tar|zip)*}
#### strip longest vs shortest with extglob star
shopt -s extglob
x=aaab
echo ${x#*(a)} ${x##*(a)}
#### strip with backslash in value
x='a\b\c'
echo "${x#*\\}" "${x##*\\}"
#### strip with question marks
x=abcdef
echo ${x#??} ${x%???} ${x#???????}
#### strip with tilde in pattern
HOME=/h
x=/h/sub
echo ${x#~} "${x#~}"
#### strip unset var with set -u
set -u
unset v
(echo ${v#x}) 2>/dev/null; echo st=$?
#### strip on dollar star with IFS
set -- a.1 b.2
IFS=:
echo "${*%.*}"
#### strip multibyte one char
x=éàü
echo ${x#?} ${x%?} ${#x}
#### strip with pattern from parameter containing brackets
p='[ab]'
x='[ab]c'
echo "${x#$p}" "${x#"$p"}"
#### strip with nested default
unset u
echo ${u:-abc.d}
x=${u:-abc.d}; echo ${x%.d}
#### strip number from $#
set -- 1 2 3 4 5 6 7 8 9 10 11
echo ${#%1} ${##1}
#### strip from dollar zero like var
x=./script.sh
echo ${x##*/} ${x%.sh}
#### strip with slash pattern on path
x=/usr/local/lib/
echo ${x%/} ${x%%/*}X ${x#/*/}
#### strip pattern with space unquoted
x='a b c'
echo "${x#a }" "${x% c}"
#### strip with dollar single quote pattern newline
x=$'line1\nline2'
echo "${x%%$'\n'*}"
echo "${x#*$'\n'}"
#### strip at on empty array
a=()
echo "[${a[@]#x}]" "${#a[@]}"
#### strip star pattern greedy on repeated
x=abcabc
echo ${x%b*} ${x%%b*} ${x#*b} ${x##*b}
