#### set -x output
set -x
x=1 y='a b'
echo "$y" $x
f() { local z=3; echo $z; }
f
(( x++ ))
[[ $x == 2 ]]
for i in 1; do :; done
case a in a) :;; esac
set +x
#### set -x with PS4
PS4='+${LINENO}: '
set -x
echo hi
set +x
#### shopt listing
shopt | head -5
shopt -p | head -3
shopt nullglob extglob
shopt -s nosuchopt; echo $?
#### set -o listing
set -o | head -5
set +o | head -3
#### arith messages
(( 1 + ))
echo $?
x=$(( 2 ** -1 )) ; echo $?
echo $(( 1 ? ))
echo $(( a[ ))
let 'x = 1 +'
#### arith assign to non-var
(( 1 = 2 )); echo $?
(( x += )); echo $?
#### declare -p quoting
x=$'a\nb'; y="it's"; z='$HOME'; declare -p x y z
a=($'x\ty' "q'r"); declare -p a
#### local dash
f() { local -; set -e; echo $-; }; f; echo $-
#### nameref loops
declare -n r=r
echo $?
#### [[ -v ]]
a=(1 2); declare -A m=([k]=v)
[[ -v a ]]; echo $?; [[ -v a[1] ]]; echo $?; [[ -v a[5] ]]; echo $?; [[ -v m[k] ]]; echo $?; [[ -v m[z] ]]; echo $?
#### string compare in [[
[[ abc < abd ]]; echo $?; [[ B < a ]]; echo $?; [[ 10 < 9 ]]; echo $?
#### [[ pattern quoting
x='a*'; [[ abc == $x ]]; echo $?; [[ abc == "$x" ]]; echo $?; [[ 'a*' == "$x" ]]; echo $?
#### case fallthrough
case a in a) echo 1;& b) echo 2;;& a) echo 3;; *) echo 4;; esac
#### case pattern list
case x in a|x|y) echo hit;; esac
case '' in '') echo empty;; esac
#### exit codes
(exit 256); echo $?; (exit -1); echo $?; (exit 300); echo $?
exit 1 2
echo after $?
#### exit non-numeric
(exit abc); echo $?
#### $? after assignment with cmdsub
x=$(exit 3); echo $?
x=$(exit 3) y=1; echo $?
#### command substitution trailing newlines
x=$(printf 'a\n\n\n'); echo "[$x]"; y=$(printf '\n'); echo "[$y]"
#### backquote escapes
echo `echo \$SH | tr a x`; echo `echo '\\'`
#### nested quotes in cmdsub
echo "$(echo "a  b")"
#### word splitting of cmdsub
x=$(echo 'a  b'); echo $x; set -- $(printf 'a b\nc'); echo $#
#### IFS read with leading delim
IFS=: read a b <<< ':x:y'; echo "[$a][$b]"
#### printf %s with array
a=(x y z); printf '%s,' "${a[@]}"; echo
printf '%s\n' "${a[*]}"
#### unset array element in loop
a=(1 2 3); unset 'a[1]'; echo ${#a[@]} "${a[@]}"; for i in "${!a[@]}"; do echo $i; done
#### array append and slices
a=(a b c d e); echo "${a[@]:1:2}"; a+=(f); echo ${#a[@]}; echo "${a[@]: -2}"
#### assoc keys with spaces
declare -A m; m["a b"]=1; m[c]=2; for k in "${!m[@]}"; do echo "[$k]"; done | sort
#### string repetition via printf
printf -v s '%*s' 5 ''; echo "[${s// /-}]"
#### tilde expansions
HOME=/home/u; echo ~ ~/x "~" ~+ ~- 2>&1 | sed "s#$PWD#P#g"
#### readonly function
f() { echo f; }; readonly -f f; f() { echo g; }; echo $?; f
#### declare -F with function attributes
f() { :; }; declare -fx f; declare -F f; declare -pf f | head -1
#### typeset -i overflow
declare -i n=9223372036854775807; n+=1; echo $n
#### printf %b with \c in middle
printf '%b' 'abc\cdef'; echo
#### echo with -- 
echo -- -n
#### pushd output
mkdir -p a b; pushd a >/dev/null; pushd ../b | sed "s#$TMP#T#g"; dirs | sed "s#$TMP#T#g"; popd | sed "s#$TMP#T#g"
#### dirs -v -p
mkdir -p a; pushd a >/dev/null; dirs -v | sed "s#$TMP#T#g"; dirs -p | sed "s#$TMP#T#g"
#### hash after PATH change
hash ls 2>/dev/null; hash -t ls; PATH=$PATH; hash -t ls; echo $?
#### type of keyword and alias in script
shopt -s expand_aliases; alias foo=bar; type foo; type -t foo; type [[ 
#### wait no children
wait; echo $?
#### jobs output
sleep 0.2 & jobs; wait; jobs
#### $! and wait status
(exit 7) & wait $!; echo $?
#### trap EXIT with exit code
trap 'echo exiting $?' EXIT; exit 4
#### trap ERR with function
trap 'echo "ERR in ${FUNCNAME[0]:-main}"' ERR; f() { false; }; f; true
#### kill -0 self
kill -0 $$; echo $?
#### times format
times | wc -l
#### ulimit -f
ulimit -f 100; ulimit -f
#### eval with syntax error
eval 'echo (' ; echo st=$?
#### source nonexistent in function
f() { . ./nope; echo st=$?; }; f
#### FUNCNAME in trap
f() { trap 'echo trap in ${FUNCNAME[0]}' RETURN; }; f
#### unset FUNCNAME etc
unset LINENO; echo ${LINENO-unset}
#### BASH_REMATCH
[[ 'ab12cd' =~ ([a-z]+)([0-9]+) ]]; echo "${BASH_REMATCH[@]}" ${#BASH_REMATCH[@]}
[[ x =~ y ]]; echo ${#BASH_REMATCH[@]}
#### regex with special chars quoted
[[ 'a.b' =~ a\.b ]]; echo $?; [[ 'axb' =~ "a.b" ]]; echo $?; re='a.b'; [[ 'axb' =~ $re ]]; echo $?
#### regex anchors and alternation
[[ foo =~ ^(foo|bar)$ ]] && echo ${BASH_REMATCH[1]}
[[ 'x y' =~ x\ y ]]; echo $?
#### invalid regex
[[ a =~ '(' ]]; echo $?; [[ a =~ ( ]]; echo $?
