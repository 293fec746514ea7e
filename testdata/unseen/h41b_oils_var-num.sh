#### $10 is $1 followed by 0
set -- a b c d e f g h i j k
echo $10 ${10} $11 ${11}
#### ${10} unset
set -- a
echo "[${10}]" "[$10]"
#### $0 in script
case $0 in bash|*/bash|sh) echo ok;; *) echo "$0";; esac
#### ${#10}
set -- 1 2 3 4 5 6 7 8 9 tenten
echo ${#10}
#### positional with default
set -- a
echo ${2:-two} ${1:-one} ${10-ten}
#### shift and $10
set -- 1 2 3 4 5 6 7 8 9 10 11
shift
echo ${10} $#
#### ${010} is ${10}
set -- a b c d e f g h i j
echo ${010}
#### set positional in function
f() { echo $1 ${2} $#; }
f x y z
#### $@ vs $* with numbers
set -- 1 2
echo "$@1" "$*2"
#### assigning to number is error
1=x
echo st=$?
#### ${1:=x} is error
set --
echo ${1:=x}
echo st=$?
#### ${-} and $- non empty
case $- in *h*) echo has-h;; esac
echo ${#-} | grep -q '^[0-9]*$' && echo num
#### large positional index
set -- a
echo "[${99999}]"
#### positional after set -- with many
set -- $(seq 1 12)
echo ${12} $12
