#### $'\n\n\n' as one arg
r(){ printf '<%s>' "$@"; echo; }
r $'\n\n\n' | od -An -c | tr -s ' '
#### $'' empty and IFS-like values
r(){ printf '<%s>' "$@"; echo; }
z1=$''; r "$z1"; ZIFS=$'\n'$'\t'$' '; r "$ZIFS" | od -An -c | tr -s ' '
#### $'\r\e\a'
printf '%s' $'\r\e\aabc' | od -An -c | tr -s ' '
#### $"..." pieces joined and split
r(){ printf '<%s>' "$@"; echo; }
D=$"hello"," "$"world"; r $D; r "$D"; D=$""; r "$D"
#### escaped $ before $"..."
r(){ printf '<%s>' "$@"; echo; }
world=chet; r \$"hello, world"; r $"hello, \$world"; r $"hello, \"world\""; r $"hello"', $"world"'
#### $"" expands variables, $'' does not
r(){ printf '<%s>' "$@"; echo; }
world=chet; r $'hello, $"world"'; r \$"hello, $world"; r $"hello, $world"
#### case pattern with $'\v\f\a\b'
z=$'\v\f\a\b'; case "$z" in $'\v\f\a\b') echo ok;; *) echo bad;; esac
#### escaped single quote in $'' and printf
echo $'\'abcd\''; printf "\'abcd\'\n"; echo -e "\'abcd\'"; echo -e "\\'abcd\\'"
#### \C is not an escape
r(){ printf '<%s>' "$@"; echo; }
r $'A\CB' "A\CB"; printf "%b\n" 'A\CB'; printf 'A\CB\n'; echo 'A\CB'
#### xpg_echo and \C
shopt -s xpg_echo; echo 'A\CB' 'x\ty' | od -An -c | tr -s ' '
#### $'' no parameter expansion
r(){ printf '<%s>' "$@"; echo; }
cde=c; r $'ab$cde'; world=chet; r $'hello, \$"world"'; r $'hello, $\"world"'; r "hello, $"world""
#### $'' in command substitution
echo $(set -- $'a b'; echo $#); echo "$(set -- $'a b'; echo $#)"; echo "$(echo $';foo')"
#### $'\t' in default and function args
r(){ printf '<%s>' "$@"; echo; }
args () { for a in "$@"; do echo "'$a'"; done; }
unset mytab; r "${mytab:-$'\t'}" | od -An -c | tr -s ' '; r "$( args $'A\tB' )" | od -An -c | tr -s ' '
#### $'' literal inside double quotes
r(){ printf '<%s>' "$@"; echo; }
r "$'a\tb\tc'"; echo "$(echo $'\t\t\101\104\n\105')" | od -An -c | tr -s ' '
#### $'' with escaped quote and bang
echo $'hello\' world'; echo $'hello world!'; echo $'hello\' world!'
#### patsub with $'' quote in pattern and replacement
t() { printf '%s  |  %s\n' "$1" "$2"; }
v="'"
t "${v/$'\''/$'\''}" "'"; t ${v/$'\''/$'\''} "'"; t "${v/$'\''/x}" "x"; t ${v/$'\''/x} x
#### patsub $'' replacement with hex escape
t() { printf '%s  |  %s\n' "$1" "$2"; }
v="'"
t "${v/x/$'\''}" "'"; t ${v/x/$'\''} "'"; t "${v/x/$'\x5c\''}" 1; t ${v/x/$'\x5c\''} 2
#### patsub with escaped quote
t() { printf '%s  |  %s\n' "$1" "$2"; }
v="'"; t "${v/\'/\'}" "'"; t ${v/\'/\'} "'"; t ${v/\'/x} x
v=1; echo ${v/1/\'}; echo ${v/\'/2}
#### $'' quote forms in echo
echo "'"; echo "$'\''"; echo $'\''; echo $'\'abcd\''; echo "$'\'abcd\''"
#### $'\c?' and control escapes
echo $'\c?' | od -An -c | tr -s ' '
echo $'\c[\c\\\c]\c^\c_\c?' | od -An -c | tr -s ' '
echo $'\q'
#### alias value with $'' newlines
shopt -s expand_aliases
alias foo=$'echo foo\n\necho quux\n'
eval 'foo'
#### \001 in command substitution
r(){ printf '<%s>' "$@"; echo; }
r $( echo a$'\01)'b ) | od -An -c | tr -s ' '; r $( echo \ ); r $( echo \\ )
#### $'' in here-doc is not expanded
cat <<END | od -An -c | tr -s ' '
a$'\01'b
${none-a$'\01'b}
END
#### $'' in pattern inside here-doc
V=Aa$'\01'b
cat <<END | od -An -c | tr -s ' '
${V%a$'\01'b}
${V%ab}
END
#### \001 survives split and length
r(){ printf '<%s>' "$@"; echo; }
a=$'a\001b'; set $a; b=$a; c=$1; d="$1"
r a $a ${#a} 1 $1 ${#1} | od -An -c | tr -s ' '
r b "$b" ${#b} c "${c}" ${#c} d $d ${#d} | od -An -c | tr -s ' '
#### substring of value with \001
r(){ printf '<%s>' "$@"; echo; }
e=$'uv\001\001wx'; set $e
r ${e:1:3} "${e:1:3}" ${1:1:3} | od -An -c | tr -s ' '
#### array substring with \001
r(){ printf '<%s>' "$@"; echo; }
e=$'uv\001\001wx'; arr[0]=$e; arr[1]=$e
r ${arr:0:4} "${arr[@]:0:2}" | od -An -c | tr -s ' '
#### positional slice with \001
r(){ printf '<%s>' "$@"; echo; }
e=$'uv\001\001wx'; set $e $e; r ${@:1:2} "${*:1:2}" | od -An -c | tr -s ' '
#### echo -en \01 through function
echo -en "\01" | cat -v; echo
huhu() { echo "$1"; }; huhu $(echo -en "\01") | cat -v; huhu $(echo -en "\02") | cat -v
#### \001 in mid-value substrings
r(){ printf '<%s>' "$@"; echo; }
f=$'uv\001w\001xy'; set $f $f
r ${f:1:3} "${f:0:4}" ${1:2:2} "${1:2:2}" | od -An -c | tr -s ' '
#### assoc substring with \001
r(){ printf '<%s>' "$@"; echo; }
e=$'uv\001\001wx'; declare -A assoc; assoc=( [0]=$e [1]=$e )
r ${assoc:0:4} "${assoc:0:4}" | od -An -c | tr -s ' '
#### $'\x{}' braced hex
r(){ printf '<%s>' "$@"; echo; }
r $'ab\x{41}cd' $'ab\x41cd' $'ab\x{4}cd' | od -An -c | tr -s ' '
#### $'\x{' edge cases
r(){ printf '<%s>' "$@"; echo; }
r $'ab\x{cd}e' $'ab\x{c}de' $'\x{ab}cX' $'\x{41}b' | od -An -c | tr -s ' '
#### $'\x{' unterminated and empty
r(){ printf '<%s>' "$@"; echo; }
r $'ab\x{}cd' $'\x{}X' $'\x{X' $'ab\x{cde' | od -An -c | tr -s ' '
#### $'\x4' single digit
r(){ printf '<%s>' "$@"; echo; }
r $'ab\x4cd' $'\x{1}bcd' $'\x{bde' | od -An -c | tr -s ' '
#### $'\x{01234567X' long
r(){ printf '<%s>' "$@"; echo; }
r $'\x{01234567X' | od -An -c | tr -s ' '
#### $'' octal and \0 forms
printf '%s|' $'\101' $'\0101' $'\1' $'\08' | od -An -c | tr -s ' '
#### $'' \u forms
printf '%s|' $'\u41' $'\u0041x' $'\U41' $'\u' | od -An -c | tr -s ' '
#### $'' \c with letters
printf '%s|' $'\ca' $'\cZ' $'\c@' $'\c1' | od -An -c | tr -s ' '
#### $'' in [[ and assignment contexts
x=$'a\nb'; [[ $x == *$'\n'* ]] && echo has-nl; IFS=$'\n'; set -- $x; echo $#
#### $'' word splitting unquoted
r(){ printf '<%s>' "$@"; echo; }
r $'a b' x$'c d'y
#### IFS=\001 splits on \001
r(){ printf '<%s>' "$@"; echo; }
a=$'ab\001cd\001ef'; IFS=$'\001'
r $a; r xx${a}yy; r "$a" | od -An -c | tr -s ' '
#### IFS=\001 with command substitution and ops
r(){ printf '<%s>' "$@"; echo; }
a=$'ab\001cd\001ef'; IFS=$'\001'
r $(echo $a); r ${a%%??}; r ${a/f/}; r ${a:2:2}
#### IFS=\001 set and read
r(){ printf '<%s>' "$@"; echo; }
a=$'ab\001cd\001ef'; IFS=$'\001'
set -- $a; r $1 -- $2 -- $3
echo "$a" | { IFS=$'\001' read x y z; r $x -- $y -- $z; }
#### IFS=\177 splits on DEL
r(){ printf '<%s>' "$@"; echo; }
a=$'ab\001cd'; b=$'uv\177wx\177yz'; IFS=$'\177'
r $b; r ab${b}y${a}z | od -An -c | tr -s ' '
echo "ab${b}z" | { IFS=$'\177' read l m n; r "$l" -- "$m" -- "$n"; }
#### patsub of \001
r(){ printf '<%s>' "$@"; echo; }
a=$'a\001b'; e=$'uv\001\001wx'
r ${a/$'\001'/A} "${e/$'\001'/A}" ${e//$'\001'/A} "${a//b/B}" | od -An -c | tr -s ' '
#### patsub of \001 on params and arrays
r(){ printf '<%s>' "$@"; echo; }
e=$'uv\001\001wx'; set $e $e; r ${@//$'\001'/A} "${@/w/W}" | od -An -c | tr -s ' '
arr=($'a\001b' "$e"); r ${arr[@]//$'\001'/A} | od -An -c | tr -s ' '
#### removal of \001
r(){ printf '<%s>' "$@"; echo; }
e=$'uv\001\001wx'; f=$'uv\001w\001xy'
r ${e%%??} ${e%%???} ${f##*$'\001'} "${e%$'\001'*}" ${e#*$'\001'} | od -An -c | tr -s ' '
