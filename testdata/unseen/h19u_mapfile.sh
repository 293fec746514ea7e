#### mapfile callback every line
cb() { echo "cb $1 [$2]"; }; mapfile -t -C cb -c 1 arr < <(printf 'a\nb\nc\n'); echo ${#arr[@]}
#### mapfile callback quantum two
cb() { echo "at $1: ${2%$'\n'}"; }; printf '%s\n' 1 2 3 4 5 | { mapfile -C cb -c 2 a; echo n=${#a[@]}; }
#### mapfile callback with origin
cb() { echo "idx=$1"; }; printf 'x\ny\n' | { mapfile -O 5 -C cb -c 1 a; declare -p a; }
#### mapfile -c zero error
mapfile -c 0 a < /dev/null; echo st=$?
#### mapfile -n limit and -s skip
printf '%s\n' 1 2 3 4 5 6 | { mapfile -t -s 2 -n 3 a; echo "${a[*]}"; }
#### mapfile -d delimiter
printf 'a:b:c' | { mapfile -t -d : a; declare -p a; }
#### mapfile keeps newlines without -t
printf 'a\nb\n' | { mapfile a; printf '[%s]' "${a[@]}"; echo; }
#### mapfile empty input
mapfile -t a < /dev/null; echo ${#a[@]}; declare -p a
#### mapfile into readonly
readonly ro=(1); mapfile ro < /dev/null; echo st=$?
#### mapfile -u fd
exec 4< <(printf 'p\nq\n'); mapfile -t -u 4 a; echo "${a[@]}"; exec 4<&-
#### mapfile bad fd
mapfile -u 9 a; echo st=$?
#### mapfile with invalid name
mapfile 1bad < /dev/null; echo st=$?
#### readarray from here-string with trailing empty line
readarray -t a <<< $'x\n\ny'; echo ${#a[@]}; declare -p a
#### mapfile callback sees array so far
cb() { echo "len=${#lines[@]} idx=$1"; }; printf 'a\nb\nc\n' | { mapfile -t -C cb -c 1 lines; }
