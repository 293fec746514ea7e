#### nested double quotes in default
r(){ printf '<%s>' "$@"; echo; }
unset undef und; r "${undef-"foo bar"}"; r "${und="foo"}"; r "$und"
#### closing brace inside quotes in default word
r(){ printf '<%s>' "$@"; echo; }
HOME=/usr/homes/chet; r ${HOME-"}"}; r "${HOME-'}'}"; r "${HOME-"}"}"
#### backquote with brace in default
r(){ printf '<%s>' "$@"; echo; }
HOME=/h; unset x; r ${x:-`echo }`}; r ${x:-`echo "}"`}; r "${x:-`echo "}"`}"
#### nested command substitutions with quotes
r(){ printf '<%s>' "$@"; echo; }
HOME=/h; r "$(echo "${HOME}")" "$(echo "$(echo ${HOME})")" "$(echo "$(echo "${HOME}")")"
#### quoted star in removal pattern
r(){ printf '<%s>' "$@"; echo; }
P=*@*; r "${P%"*"}" "${P%'*'}" "${P#\*}"
#### parens inside quoted command substitution
r(){ printf '<%s>' "$@"; echo; }
r "$(echo ")")" "$(echo "\")\"")"
#### removal of trailing spaces pattern
r(){ printf '<%s>' "$@"; echo; }
foo='abcd   '; r -${foo}- -${foo% *}- -${foo%% *}-
#### echo -n and -e \c with quoting
foo=bar
echo -n $foo' ' ; echo foo
echo -e "$foo\c " ; echo foo
echo -e '\x'
#### substring basics
r(){ printf '<%s>' "$@"; echo; }
z=abcdefghijklmnop
r ${z:0:4} ${z:4:3} ${z:${#z}-3:3} ${z: -3:3} ${z:7:30}
r ${z:0:100}
#### substring of "$@"
r(){ printf '<%s>' "$@"; echo; }
set 'ab cd' 'ef' 'gh ij' 'kl mn' 'op'
r "${@:1:2}"; r "${@:3:2}"; r "${@:3:4}"; r "${@:1:$#}"
#### substring offset with ternary
r(){ printf '<%s>' "$@"; echo; }
s=/home/chet/foo//bar/abc; x=1 j=4
r ${s:(j?1:0):j} ${s:j?(x?1:0):0:j}
#### indirect of positional and $#
r(){ printf '<%s>' "$@"; echo; }
z=zz; ef=4
set 'ab cd' 'ef' 'gh'
r ${!9:-$z} ${!2} ${!#}
#### indirect with null target
r(){ printf '<%s>' "$@"; echo; }
z=zz; set a b c; a=
r ${a:-$z} ${!1:-$z}; r ${a-$z}; r ${!1-$z}
#### indirect to @
r(){ printf '<%s>' "$@"; echo; }
set -- a 'b c' d; foo=@; r ${!foo}; r "${!foo}"
#### set -u unset var in subshell errors
set -u; ( echo ${ABX} ); echo status $?
#### assign default to positional is an error
echo ${6="arg6"}; echo status $?
#### pattern substitution anchors
r(){ printf '<%s>' "$@"; echo; }
v=abcde
r ${v/a[a-z]/xx} ${v/a??/axx} ${v/c??/xyz} ${v/#a/ab} ${v/#d/ab} ${v/d/ab} ${v/%?/last} ${v/%x/last}
#### patsub on array element and whole array
r(){ printf '<%s>' "$@"; echo; }
av=(abcd efgh ijkl mnop qrst uvwx)
r ${av/??/xx} ${av/%??/xx} ${av[1]/??/xx} ${av[1]/%ab/xx} ${av[1]/#?/xx} ${av[1]//??/za}
r ${av[@]/*/yyy}; r ${av[@]/a*/yyy}; r ${av[@]/%??/xx}
#### patsub on positional params
r(){ printf '<%s>' "$@"; echo; }
set abcd efgh ijkl mnop qrst uvwx
r ${1/??/xx}; r ${@/??/xx}; r ${@/%??/xx}; r ${3//??/za}; r ${@//a*/yyy}; r ${@/%x*/yyy}
#### patsub replacing newlines via eval
AVAR=$'This\nstring\nhas\nlines.'
eval BVAR=\"\${AVAR//$'\n'/-}\"
echo "$BVAR"
#### process substitution read by cat
cat <(echo this is a test of proc subst)
foo=; cat ${foo:-<(echo a)}
#### $(< file)
printf 'line 1\nline 2\n' > f; L1=$(cat f); L2=$(< f); [[ $L1 == "$L2" ]] && echo same; echo "$L2"
#### $(< missing) status
x=$(< nosuchfile); echo $?
#### $(< glob) expands
printf 'a\n' > only.x; echo "$(< only*.x)"
#### ${#:-foo} and quotes
r(){ printf '<%s>' "$@"; echo; }
set --; r ${#:-foo}; r "'" '"' "\"hello\""
#### defaults with empty $@ and vars
r(){ printf '<%s>' "$@"; echo; }
set --; unset foo; z=abcdef; z1='abc def'
r ${foo:-""}; r ${foo:-"$@"}; r "${foo:-$@}"; r ${foo:-"$z1"}; r ${foo:-$z1}; r "${foo:-"$z1"}"
#### defaults with non-empty $@
r(){ printf '<%s>' "$@"; echo; }
unset foo; set ab cd ef gh; r ${foo:-"$@"}; r "${foo:-$@}"; r "${foo:-"$@"}"
#### empty var joined with empty $@
r(){ printf '<%s>' "$@"; echo; }
set --; unset xxx foo
r $xxx"$@"; r ${foo:-$xxx"$@"}; r "${foo:-$xxx$@}"; r "$xxx$@"; r "$@"$xxx; echo end
#### substring with arithmetic offsets
r(){ printf '<%s>' "$@"; echo; }
AB='abcdefghijklmnopqrstuvwxyz'
r ${AB:7:15} ${AB:15:7} ${AB:20} ${AB:10:3+4} ${AB:20/2:3+4}
#### "${*:2:2}" joins with IFS
r(){ printf '<%s>' "$@"; echo; }
set 1 2 3 4 5 6; r \""${*:2:2}"\"; IFS=:; r \""${*:2:2}"\"
#### substring past end
r(){ printf '<%s>' "$@"; echo; }
z=123456; r "${z:2:2}" "${z:2}" "${z:2:4}" "${z:2:6}"
var=abc; r "${var:3}" "${var:4}" "${var:0:-2}"; var=abcdefghi; r ${var:3:12} ${var:4:20}
#### patsub with empty pattern
r(){ printf '<%s>' "$@"; echo; }
xx=one/two/two; r ${xx%/*} ${xx/\/two}
yy=oneonetwo; r ${yy//one} ${yy/one}
#### patsub with var pattern and unset pattern
r(){ printf '<%s>' "$@"; echo; }
xxx=endocrine yyy=n; unset zzz
r ${xxx/$yyy/*} ${xxx//$yyy/*} ${xxx/$zzz/*} ${xxx//$zzz/*}
r ${xxx//%${zzz}/} ${xxx//#${zzz}}
#### patsub on empty string with anchors
var=; echo "[${var/#/x}]" "[${var/*/x}]" "[${var//*/x}]"
var=abc; echo "[${var/#/x}]" "[${var/*/x}]" "[${var//*/x}]"
#### patsub colon to space splits
r(){ printf '<%s>' "$@"; echo; }
XPATH=/usr/bin:/bin::/sbin; r ${XPATH//:/ }
#### array element ops with @ and *
r(){ printf '<%s>' "$@"; echo; }
xx=(ar as at au)
r ${xx[@]/a/}; r ${xx[*]//a/}; r ${xx[@]%?}; r ${xx[*]#?}
#### set -u with unset forms
set -u
( echo $9 ; echo after 1)
( echo "${UNSET}" ; echo after 2)
( echo "${#UNSET}" ; echo after 3)
echo done
#### last char by substring
r(){ printf '<%s>' "$@"; echo; }
R="12345"; r "${R:$((${#R}-1)):1}"; R="#"; r "${R:$((${#R}-1)):1}"; R=""; r "${R:$((${#R}-1)):1}"
#### ${!prefix*} with IFS
r(){ printf '<%s>' "$@"; echo; }
_QUANTITY= _QUOTA= _QUOTE=
r ${!_Q*}; r ${!_Q@}; IFS="-$IFS"; r "${!_Q*}"; r "${!_Q@}"; r ${!_Y*}
#### ${!1*} is a bad substitution
set a b c; echo ${!1*}; echo status $?
#### array from ${arr[*]} and ${arr[@]}
arrayA=("A" "B" "C")
arrayB=( ${arrayA[*]} ); echo "${#arrayB[*]} ${arrayB[0]}"
arrayB=( "${arrayA[*]}" ); echo "${#arrayB[*]} ${arrayB[0]}"
arrayB=( "${arrayA[@]}" ); echo "${#arrayB[@]} ${arrayB[2]}"
#### indirect through arr[*] and arr[@]
arrayA=("A" "B" "C")
xx="arrayA[*]"; arrayB=( "${!xx}" ); echo "${#arrayB[*]} ${arrayB[0]}"
xx="arrayA[@]"; arrayB=( "${!xx}" ); echo "${#arrayB[@]} ${arrayB[1]}"
#### shrinking positional params with substring
r(){ printf '<%s>' "$@"; echo; }
set a b c d e f g; set -- ${@:1:$(($# - 2))}; r "$@"
set a b; r ${@:1:0}; r ${@:1:1}; r "${*:1:0}"
#### negative length on positional is an error
set a; echo ${@:1:$(($# - 2))}; echo status $?
#### negative offset and length on $@
set a b c d e; echo ${@: -3:-2}; echo status $?
#### pattern removal on each param
r(){ printf '<%s>' "$@"; echo; }
set /bin /usr/bin .; r ${@##*/}; r ${@%%[!/]*}; r ${@#/*}
set /full/path/to/x16; r ${1%/*} ${1%%[!/]*} ${1#*/} ${1##*/}
#### array slices
x=(one two); echo ${x[@]:1}; echo ${x[@]:0:1}
x=(one); echo ${x[0]:1} ${x[@]:1} ${x[@]: -1}
x=(0 1 2 3 4 5 6 7 8 9); echo ${x[@]: -1} ${x[@]: ${#x[@]}-1}
#### last positional by negative offset
set -- 0 1 2 3 4 5 6 7 8 9; echo ${@: -1} ${@: $#-1}
#### array slice quoted with IFS newline
IFS=$'\n'; a=(A B C D); b=("${a[@]:2}"); echo "${#b[@]}", "${b[@]}"
#### scalar as array in ops
var=blah; echo ${var[@]:3} ${var:3} ${var[@]/#/--} ${var[@]##?}
#### //# is not an anchor
var=(abcde abcfg abchi); echo ${var[*]//#abc/foo}; echo ${var[*]/#abc/foo}
#### DEL char in substitution
snul=$'\177'; str=12
printf '%s|' "${str:2}" "+${snul:0:1}" "${str/?/$snul}" "${snul/$snul/}" "${snul##$snul}" | od -An -c | tr -s ' '
#### empty substring of empty
A=""; B="${A:0}"; printf '<%s>' "$B" "${A:0}" "/t/TEST${A:0}"; echo
#### declare -f prints process substitution
foo() { echo < <(cat x1); }
declare -f foo
#### patsub with many parts
z=start; for ((i=0; i<20; i++)); do z="$z;s$i"; done
echo "${z//[^;]}"; echo "${z/#[^;][^;]}" | cut -c1-10; echo "${z//s?}" | cut -c1-20
#### nocasematch affects patsub
string=abcd; shopt -s nocasematch
echo ${string//A/z} ${string//BC/x} ${string//[BC]/x}
#### @Q @E @P @A on unset
unset x; printf "<%s>" "${x@Q}" "${x@E}" "${x@P}" "${x@A}"; echo
#### @Q on quotes and params
x="ab 'cd' ef"; printf "<%s> " "${x@Q}"; echo
set -- ab 'cd ef' '' gh; printf "<%s> " "${@@Q}"; echo; printf "<%s> " "${*@Q}"; echo; printf "<%s> " ${@@Q}; echo
#### @C is a bad substitution
x=abcdef; printf "<%s>" "${x@C}"; echo status $?
#### @Q on arrays and empty
y[0]=4; y[1]='ab cd'; printf "<%s> " "${y[1]@Q}" "${y[@]@Q}"; echo; printf "<%s>" "${z@Q}"; echo; printf "<%s>" ${z@Q}; echo end
#### @P with \[ \] and parameters
HOST=host SL=2; NPS1='\[\]${HOST}($SL)> '; echo "${NPS1@P}"
#### @E and @Q on whitespace escapes
D=' \t\n'; printf "<%s>" "${D@E}" "${D@Q}"; echo; E=$' \t\n'; printf "<%s>" "${E@Q}"; echo
#### @A on readonly, params, arrays
declare -r x="ab 'cd' ef"; printf "%s\n" "${x@A}"
set -- ab 'cd ef' '' gh; printf "%s " "${@@A}"; echo
A=( "$@" ); printf "%s " "${A[@]@A}"; echo; B=(); printf "[%s] " "${B[@]@A}"; echo
#### @A on assoc array
declare -A A; A=( [one]=1 [two]='b c' ); printf "%s " "${A[@]@A}"; echo
#### @a attributes
declare -r X=1; echo "${X@a}"; A=(1 2); echo "${A@a}"; declare -A M=([a]=1); echo "${M@a}"; declare -ir Y=0; echo "${Y@a}"
#### @a on declared but unset
declare -i foo; echo "[${foo@a}]"; declare -p foo
declare -A bar; echo "[${bar@a}]"; declare -p bar
#### ${V@} is an error
V=42; echo ${V@}; echo status $?
#### ${#@} inside word
set -- a b c d e; echo ${#@} a${#@}b
#### local array shadows indirect target
array_1=("PASS"); array_2=("1 foo" "2 foo")
unsafe_fn () { local array_1=('HELLO'); local a=("${!1}") b=("${!2}"); printf '%s;' "${a[@]}" "${b[@]}"; printf '\n'; }
safe_fn () { local a=("${!1}") b=("${!2}"); local array_1=('FAIL'); printf '%s;' "${a[@]}" "${b[@]}"; printf '\n'; }
unsafe_fn 'array_1[@]' 'array_2[@]'; safe_fn 'array_1[@]' 'array_2[@]'; echo after: ${array_1[@]}
#### lowercase readonly attribute transforms
declare -lr VAR1; declare -lr VAR2=zzz; var=VAR2
echo ${!var@Q} ${VAR2@Q}; echo "[${VAR1@A}]" "[${VAR1@a}]"
#### @Q and indirection on arrays
VAR4=(aaa bbb); varname=VAR4; echo ${!varname[@]@Q}; echo ${VAR4[@]@Q}; echo ${!VAR4[@]@Q}
VAR5=(aaa bbb); varname="VAR5[@]"; echo "${VAR5@Q}"; echo "${!varname@Q}"; echo "${!varname##aa}"; echo "${!varname[@]%b}"
#### @K and @k
foo=string; bar='value with spaces'; set -- 'a b' 'c d'
echo ${foo@K} ${foo@k} ${bar@K}; echo ${@@K}
foo=( 'zero z' 'one o' ); echo ${foo[@]@K}; printf '<%s>' "${foo[@]@k}"; echo
#### empty array @a and @A
declare -ia foo=(); echo "[${foo@a}]"; echo "[${foo@A}]"; bar=foo; echo "[${!bar@a}]"
declare -a baz=( [1]=one ); echo "[${baz@a}]"
#### patsub_replacement ampersand
string=abcdefg; shopt -s patsub_replacement
echo ${string//?/& }; echo "${string//?/\& }"; echo ${string//?/"& "}; echo ${string/abc/\\& }
#### patsub_replacement off
string=abcdefg; shopt -u patsub_replacement; echo "${string/abc/&}"; echo ${string/abc/\&}
#### patsub tilde in replacement
HOME=/homes/chet; string=abcdefg; echo ${string/abc/~}; echo "${string/abc/~}"; echo ${string/abc/"~"}
#### patsub_replacement with quoted var
repl='x&y'; r2='x\&y'; var='letssee'; pat=ss
echo ${var//$pat/"$repl"}; echo ${var//$pat/$repl}; echo ${var//$pat/"$r2"}; echo ${var//$pat/$r2}
#### patsub_replacement with anchors on empty
one=one; null=
echo ${one/#/&two} ${one/%/&two} "[${null/#/&two}]" ${one/#?/&two} ${one/#?/\&two}
#### ${x:?msg} in -c
bash -c 'echo ${ABXD:?"parameter unset"}; echo after' 2>&1 | sed 's/^[^:]*: //'; echo ${PIPESTATUS[0]}
#### unterminated pattern in removal of nested
a=/a; printf '<%s>' "/${a%/*}" "/${a///a/}"; echo
#### nested pattern from same var
patfunc() { echo ${1##*"${1##*}"}; }; patfunc foo
