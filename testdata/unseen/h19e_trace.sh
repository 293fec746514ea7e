#### xtrace arith command with cmdsub
set -x
(( x = $(echo 3) + 1 ))
echo "$x"
#### xtrace arith command with assigning parameter expansion
set -x
(( y = ${z:=4} * 2 ))
echo "$y $z"
#### xtrace arith for with cmdsub
set -x
for (( i = $(echo 1); i < 2; i++ )); do :; done
#### xtrace cond with cmdsub
set -x
[[ $(echo a) == a ]] && echo yes
#### xtrace arith failing under errexit
set -ex
n=0
(( n++ ))
echo never
#### xtrace ERR trap body traced
set -x
trap 'echo "err $?"' ERR
false
#### xtrace EXIT trap body traced
set -x
trap 'echo bye' EXIT
exit 3
#### xtrace let with cmdsub
set -x
let "a = $(echo 2) + 1"
echo $a
#### redirect failure line in multi-line cmdsub for loop
x=$(
  for i in 1; do
    echo $i
  done < /nonexistent-h19e
)
echo "st=$? x=[$x]"
#### redirect failure line in multi-line cmdsub while loop
x=$(
  while read l; do
    echo "$l"
  done < /nonexistent-h19e
)
echo "st=$?"
#### redirect failure line in multi-line cmdsub case
x=$(
  case a in
    a) echo in-a ;;
  esac < /nonexistent-h19e
)
echo "st=$?"
#### redirect failure line in multi-line cmdsub group
x=$(
  {
    echo a
  } < /nonexistent-h19e
)
echo "st=$?"
#### redirect failure line in multi-line cmdsub if
x=$(
  if true; then
    echo a
  fi < /nonexistent-h19e
)
echo "st=$?"
#### redirect failure line in multi-line cmdsub simple command
x=$(
  echo a
  cat \
    < /nonexistent-h19e
)
echo "st=$?"
#### redirect failure line in multi-line subshell
(
  for i in 1; do
    echo $i
  done < /nonexistent-h19e
)
echo "st=$?"
#### redirect failure line in multi-line top-level while
while read l; do
  echo "$l"
done < /nonexistent-h19e
echo "st=$?"
#### ERR trap lineno of multi-line for failing
trap 'echo "ERR line $LINENO"' ERR
for i in 1 2
do
  [ $i = 3 ]
done
echo end
#### ERR trap lineno of multi-line if condition-free
trap 'echo "ERR line $LINENO"' ERR
if true
then
  false
fi
echo "st=$?"
#### ERR trap lineno of multi-line while redirect failure
trap 'echo "ERR line $LINENO"' ERR
while read l
do
  :
done < /nonexistent-h19e 2>/dev/null
echo end
#### LINENO in ERR trap for multi-line command
trap 'echo "ERR line $LINENO [$BASH_COMMAND]"' ERR
echo a \
  b
false \
  arg
echo end
#### xtrace ERR trap after function
set -x
f() { return 2; }
trap 'echo "ERR $?"' ERR
f || true
f
