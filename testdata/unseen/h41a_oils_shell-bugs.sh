#### for loop with reserved word in list
for x in for in do done; do echo $x; done
#### nested command sub quoting
echo "$(echo "$(echo "a  b")")"
#### variable with trailing backslash
x='a\'
echo "$x"
echo $x
#### unquoted backslash before newline in string
printf '%s\n' "a\
b"
#### IFS char at start
IFS=:
x=':a:b'
printf '[%s]\n' $x
#### IFS trailing non-whitespace
IFS=:
x='a:b:'
printf '[%s]\n' $x
#### empty array expansion
a=()
printf '[%s]\n' "${a[@]}"
echo count=${#a[@]}
#### unset in middle of array
a=(1 2 3); unset 'a[1]'
echo "${a[@]}" "${!a[@]}"
#### case with glob chars in var
x='*'
case abc in $x) echo glob;; esac
case '*' in "$x") echo lit;; esac
#### local shadowing and unset
x=global
f() { local x=local; unset x; echo "[${x-unset}]"; }
f
#### return from sourced file
echo 'return 5; echo no' > ret.sh
. ./ret.sh; echo st=$?
#### break outside loop
break 2>&1; echo st=$?
#### continue with big number
for i in 1 2; do for j in a b; do continue 5; done; echo never; done; echo done
#### string comparison with special chars
[ '(' = '(' ] && echo paren
[ '!' = '!' ] && echo bang
#### printf with no args
printf '%s|%s\n'
printf '%d\n'
#### echo dash e and dash n
echo -n a; echo -e 'b\tc'; echo -E 'd\te'
#### echo with double dash
echo -- a
#### quoted tilde not expanded
HOME=/hh
echo "~" '~' ~
#### assignment with tilde after colon
HOME=/hh
x=a:~/b
echo $x
#### glob in assignment not expanded
touch gg1
x=gg*
echo "$x"
#### arithmetic with leading zero string
x=08
echo $((10#$x))
#### let with multiple
let a=1 b=a+1; echo $a $b
#### subshell exit does not exit parent
( exit 1 ); echo still
#### pipe into while read last line without newline
printf 'a\nb' | while read -r l || [ -n "$l" ]; do echo "[$l]"; done
#### read with backslash
printf 'a\\b\n' | { read x; echo "$x"; }
printf 'a\\b\n' | { read -r x; echo "$x"; }
#### command sub trailing newline removal only
x=$(printf 'a\n \n')
echo "[$x]"
#### dollar single quote escapes
echo $'a\x41\101\u00e9\n' | od -c | head -2
#### here string adds newline
cat <<< abc | od -c | head -1
#### unset readonly
readonly ro=1
unset ro 2>&1; echo st=$?
#### declare -p of various
x=1; declare -a arr=(a 'b c'); declare -A m=([k]=v)
declare -p x arr m
#### local array in function
f() { local -a arr=(1 2 3); echo ${#arr[@]}; }
f; echo "[${arr[@]}]"
#### ifs with backslash
IFS='\'
x='a\b'
printf '[%s]\n' $x
#### read into array
echo 'x y z' | { read -ra parts; echo ${#parts[@]} ${parts[1]}; }
#### string with newline in variable in dbracket
x=$'a\nb'
[[ $x == a*b ]] && echo nl-glob
#### substring with negative length
x=abcdef
echo ${x:1:-2}
#### array length of string
s=hello
echo ${#s[@]} ${s[0]}
#### unset variable with subscript on scalar
s=hello
unset 's[0]'
echo "[${s-unset}]"
#### export function to child
f() { echo exported-f; }
export -f f
bash -c f
#### declare integer attribute
declare -i n=2+3
echo $n
n+=4; echo $n
n=abc; echo $n
#### uppercase attribute
declare -u up=hello; echo $up
declare -l lo=HELLO; echo $lo
#### printf with star width
printf '[%*s]\n' 5 x
printf '[%-*s]\n' 4 y
#### echo of special sequences without -e
echo 'a\tb' "c\nd"
#### mapfile from here doc
mapfile -t lines <<END2
one
two
END2
echo ${#lines[@]} ${lines[1]}
#### corner read -n and -N
printf 'abcdef' | { read -n 3 x; read -N 2 y; echo "$x $y"; }
#### corner printf %b and %q of newline
printf '%b|' 'a\nb' '\0101'; echo
printf '%q\n' $'a\nb'
#### corner declare -p of special chars
x=$'a\tb'; declare -p x
y='it'\''s'; declare -p y
#### corner set -- with array and quoting
a=('x y' z); set -- "${a[@]}"; echo $#
#### corner unset -v and -f same name
f=1; f() { :; }; unset f; declare -F f >/dev/null && echo func-left; echo "[${f-}]"
#### corner ${var@Q} and ${var@A}
x="a'b"; echo ${x@Q}; declare -i n=3; echo ${n@A}
#### corner array slice past end
a=(1 2 3); echo "[${a[@]:5}]" "[${a[@]:1:10}]"
#### corner nameref loop
declare -n r1=r2; declare -n r2=r1; echo ${r1-unset} 2>&1 | sed 's/^.*: //'
#### corner arithmetic with assoc key expansion
declare -A m; k='a b'; m[$k]=1; (( m[$k]++ )); echo ${m[$k]}
#### corner read from closed stdin
read x <&-; echo st=$?
#### corner getopts with missing arg
set -- -a; while getopts a: o; do echo "$o ${OPTARG-}"; done 2>&1
#### corner getopts silent
set -- -x -a; while getopts :a: o; do echo "$o ${OPTARG-}"; done
#### corner trap on RETURN
f() { trap 'echo ret' RETURN; :; }; f; trap - RETURN
#### corner ERR trap with pipeline
trap 'echo err-trap' ERR; false | true; true | false; trap - ERR
#### corner local in subshell function
f() { local x=1; ( x=2; echo $x ); echo $x; }; f
#### corner eval with syntax error exit code
eval 'a=(' 2>/dev/null; echo st=$?
#### corner printf -v array element
printf -v 'arr[2]' '%s' val; echo ${arr[2]}
#### corner IFS with special chars read
IFS='|' read -r a b c <<< 'x|y|z'; echo "$a $b $c"
#### corner mapfile with callback
printf '1\n2\n3\n' | { mapfile -t -C 'echo cb' -c 2 arr; echo ${#arr[@]}; }
#### corner pushd popd dirs
cd /; pushd /tmp >/dev/null; dirs; popd >/dev/null; dirs
#### corner set -o noglob
set -f; echo *; set +f
#### corner shopt -s nullglob with array
shopt -s nullglob; a=(nomatch*); echo ${#a[@]}
#### corner case modification of array
a=(ab cd); echo ${a[@]^} ${a[@]^^}
#### corner indirect array
a=(1 2); n='a[@]'; echo ${!n}
#### corner test -v on array element with negative
a=(1 2 3); [[ -v a[-1] ]] && echo neg-ok
#### corner substring of array with negative offset
a=(1 2 3 4); echo ${a[@]: -2:1}
