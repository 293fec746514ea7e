#### assign to array element with arithmetic then length
a=()
a[${#a[@]}]=x
a[${#a[@]}]=y
echo ${#a[@]} ${a[1]}
#### builtin eval with quoted array
arr=('a b' c)
eval "copy=(\"\${arr[@]}\")"
echo ${#copy[@]} "${copy[0]}"
#### check var is array via declare -p
a=(1) s=x
[[ $(declare -p a) == 'declare -a'* ]] && echo a-is-array
[[ $(declare -p s) == 'declare -a'* ]] || echo s-not-array
#### ${var@a} attribute test
a=(1); declare -A m; s=1
echo "${a@a}" "${m@a}" "[${s@a}]"
#### local var assignment from array slice
f() { local -a rest=("${@:2}"); echo ${#rest[@]} "${rest[*]}"; }
f a b c
#### builtin printf -v with array element
a=()
printf -v 'a[3]' '%s-%s' x y
echo ${a[3]}
#### ble style string repeat via printf
printf -v s '%*s' 5 ''
echo "[${s// /ab}]"
#### substring replace anchored
s='/usr/local/bin'
echo ${s/#\/usr/X} ${s/%bin/Y}
#### ${!name} with array element name
arr=(p q r)
n='arr[2]'
echo ${!n}
#### unset by indirect name
v=hello
n=v
unset "$n"
echo "[${v-unset}]"
#### read -d '' from command
IFS= read -r -d '' x < <(printf 'a\nb')
echo "$x"
#### array index via string key variable in assoc
declare -A m=([k]=1)
key=k
(( m[$key]++ ))
echo ${m[k]}
#### arithmetic with assoc key containing space
declare -A m
k='a b'
m[$k]=5
echo $(( m[\$k] + 1 )) 2>/dev/null || echo err
echo ${m[$k]}
#### local - to save set options
f() { local -; set -u; echo in:${-//[!u]/}; }
f
echo out:${-//[!u]/}
#### shopt -q test
shopt -q extglob && echo on || echo off
shopt -s extglob
shopt -q extglob && echo on
#### builtin declare -g in function from local shadow
x=1
f() { local x=2; declare -g x=3; echo $x; }
f
echo $x
#### test -v on array element
a=([2]=x)
[[ -v a[2] ]] && echo has2
[[ -v a[1] ]] || echo no1
#### ${#arr[@]} of sparse
a=([5]=a [10]=b)
echo ${#a[@]}
#### string is number check
for v in 12 -3 1a ''; do
  if [[ $v =~ ^-?[0-9]+$ ]]; then echo "$v num"; else echo "$v not"; fi
done
#### eval in function defines global
f() { eval 'G=global'; }
f
echo $G
#### compgen -v prefix
ble_a=1 ble_b=2
compgen -v ble_
#### builtin trap string inspection
trap 'echo hi' USR1
trap -p USR1
trap - USR1
trap -p USR1
echo done
#### function name with colon
ble::f() { echo colon-fn; }
ble::f
#### function name with special chars
ble/util/f() { echo slash-fn; }
ble/util/f
#### 10# prefix with leading zeros
y=0010
echo $(( 10#$y )) $(( 10#0 ))
#### 10# with negative value
y=-08
echo $(( 10#$y )) 2>&1
echo st=$?
#### 10# with empty
y=
echo $(( 10#$y ))
echo st=$?
#### exec fd variable
exec {fd}>out.txt
echo hi >&$fd
exec {fd}>&-
cat out.txt
[ "$fd" -ge 10 ] && echo fd-ok
#### IFS newline eval array
x=$'a b\nc d'
IFS=$'\n' eval 'arr=($x)'
echo ${#arr[@]} "${arr[1]}"
#### backslash double via patsub
s='a\b'
echo "${s//\\/\\\\}"
#### delete non digits
s='a1b2c3'
echo ${s//[!0-9]} ${s//[0-9]/}
#### printf -v with %q and eval round trip
s=$'a b\n$c'
printf -v q '%q' "$s"
eval "t=$q"
[ "$s" = "$t" ] && echo roundtrip
#### compgen -A function
ble_f1() { :; }; ble_f2() { :; }
compgen -A function ble_
#### compgen -W words
compgen -W 'alpha beta alpine' al
#### builtin and command prefix
builtin echo b
command echo c
builtin nosuch 2>&1 | sed 's/^.*line [0-9]*: //'
#### declare -f round trip
f() { local x=1; echo "$x" | cat; }
eval "$(declare -f f | sed 's/^f /g /')"
g
#### read -d with delimiter char
read -r -d ';' a <<< 'x;y'
echo $a
#### shopt -s lastpipe
shopt -s lastpipe
echo val | read v
echo "[$v]"
#### set -o posix toggles
set -o posix
shopt -q -o posix && echo posix-on
set +o posix
#### unset -f vs -v same name
x() { echo func; }
x=var
unset -v x
x
echo "[${x-unset}]"
#### local array append in loop
f() { local -a out=(); local i; for i in 1 2 3; do out+=("n$i"); done; echo "${out[*]}"; }
f
#### string repeat via brace and printf
printf '%.0s-' {1..5}; echo
#### trim whitespace idiom
s='   hello  world   '
s=${s#"${s%%[![:space:]]*}"}
s=${s%"${s##*[![:space:]]}"}
echo "[$s]"
#### var is set check idioms
unset u; e=
[[ ${u+set} ]] || echo u-unset
[[ ${e+set} ]] && echo e-set
[[ -v e ]] && echo e-v
#### ${var:-} under set -u in function
set -u
f() { echo "[${1:-}]" "[${2-}]"; }
f
#### array contains check
a=(x 'y z' w)
in() { local e; for e in "${@:2}"; do [[ $e == "$1" ]] && return 0; done; return 1; }
in 'y z' "${a[@]}" && echo found
in y "${a[@]}" || echo not-found
#### IFS join with printf
a=(1 2 3)
printf -v s '%s,' "${a[@]}"
echo "${s%,}"
#### eval with special chars in var names generated
for i in 1 2; do eval "v$i=\$((i*10))"; done
echo $v1 $v2
#### return value via nameref
get() { local -n _r=$1; _r=(a b); }
get res
echo ${#res[@]}
#### trap RETURN in function
f() { trap 'echo ret' RETURN; echo body; }
f
trap - RETURN
#### time format var TIMEFORMAT exists
TIMEFORMAT='%0R'
echo set
#### BASH_REMATCH after failed match
[[ abc =~ (b) ]]
[[ abc =~ (z) ]]
echo "[${BASH_REMATCH[@]}]" ${#BASH_REMATCH[@]}
#### regex with quoted part literal
[[ 'a.c' =~ ^a"."c$ ]] && echo lit
[[ 'abc' =~ ^a"."c$ ]] || echo no
re='^a.c$'
[[ 'abc' =~ $re ]] && echo re-var
