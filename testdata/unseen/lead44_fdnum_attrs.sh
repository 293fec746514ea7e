#### digits too big for a file descriptor before a redirection are a word
echo "$(1111111111111111111111</dev/stdin)" <<< hi
echo "st=$?"
echo a 2147483648>/dev/null; echo b
cat 99999999999<<<x

#### the largest file descriptor number is still a redirection
echo a 2147483647>/dev/null; echo "st=$?"
echo a 0000000000000000000002>/dev/null
echo c 1111</dev/null

#### attributes of a name declared without a value through [@]
declare -lr V
echo "[${V[@]@a}]" "[${V[*]@a}]" "[${V@a}]"
declare -A M
echo "[${M[@]@a}]"
declare -i I
echo "[${I[@]@a}]" "[${I[@]@A}]" "[${I[@]@Q}]"
declare -a E2
echo ${E2[@]@a} x

#### attributes through [@] of set, empty and unset arrays
declare -a W=()
echo "[${W[@]@a}]"
W=(1 2)
echo "[${W[@]@a}]"
unset Z
echo "[${Z[@]@a}]"
declare -A N; N[k]=1; unset 'N[k]'
echo "[${N[@]@a}]"
set --
echo "[${@@a}]"
