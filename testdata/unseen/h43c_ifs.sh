#### eval assignment with IFS colon does not split
OIFS="$IFS"; IFS=":$IFS"; eval foo="a:b:c"; IFS="$OIFS"; echo $foo
#### command substitution assigned, then split later with default IFS
IFS=":$IFS"; foo=$(echo a:b:c); IFS=$' \t\n'; for i in $foo; do echo $i; done
#### local IFS in function
function f { typeset IFS=:; echo $1; }
f a:b:c:d:e; x=a:b:c:d:e; echo $x
#### IFS prefix to function call
ff() { echo $1; }; x=a:b:c:d:e; IFS=: ff a:b:c:d:e; echo $x
#### IFS prefix to builtin does not split its args
x=a:b:c:d:e; IFS=: echo $x; IFS=: eval echo \$x
#### posix mode IFS prefix to special builtin persists
x=a:b:c; set -o posix; IFS=: export x; echo $x; echo "[$IFS]"
#### IFS prefix to special builtin non-posix does not persist
x=a:b:c; IFS=: export x; echo $x
#### glob chars in IFS
touch file; IFS='?*[]'; printf '<%s>' * "*"; echo
#### glob pattern split by IFS then globbed
touch ab; IFS=x; v='a?xb*'; printf '<%s>' $v; echo
#### IFS whitespace vs non-whitespace
r(){ printf '<%s>' "$@"; echo "[$#]"; }
IFS=': '; x='  a : b  :: c  '; r $x
IFS=' :'; r $x
#### leading non-whitespace IFS char makes empty field
r(){ printf '<%s>' "$@"; echo "[$#]"; }
IFS=:; x=':a:b:'; r $x; x='::'; r $x; x=':'; r $x
#### trailing whitespace + separator
r(){ printf '<%s>' "$@"; echo "[$#]"; }
IFS=': '; for x in 'a :' 'a : ' ' : a' 'a  b' 'a :: b' ': :'; do r $x; done
#### IFS matrix for set
IFS=' '
for ifs in ': ' ' :'; do
  for i in '' ' ' ':' ' :' ': ' ' : ' 'a' 'a ' ' a' 'a:' ':a' 'a :' 'a: ' ' a :' 'a b' 'a:b' 'a : b' 'a::b' 'a: :b' 'a b:' 'a b :' ':a b'; do
    IFS=$ifs; set x $i; shift; IFS=' '; g="[$#]"
    while [ $# -gt 0 ]; do g="$g($1)"; shift; done
    echo "[$ifs] '$i' $g"
  done
done
#### IFS matrix for read
for ifs in ': ' ' :'; do
  for i in '' ' ' ':' ' :' ': ' 'a' 'a ' ' a' 'a:' ':a' 'a :' 'a: ' 'a b' 'a:b' 'a : b' 'a::b' 'a: :b' 'a b:' 'a b :' 'a b c' 'a:b:c' 'a b c :' 'a:b: '; do
    g=$(echo "$i" | ( IFS=$ifs; read x y; echo "($x)($y)" ))
    echo "[$ifs] '$i' $g"
  done
done
#### read with three vars and separators
for i in 'a b c' 'a:b:c:' 'a:b::' ' a : b : c : ' 'a b c d'; do
  echo "$i" | { IFS=': ' read x y z; echo "($x)($y)($z)"; }
done
#### read last var keeps trailing separators
echo 'a:b:c::' | { IFS=: read x y; echo "($x)($y)"; }
echo 'a:b:' | { IFS=: read x y; echo "($x)($y)"; }
echo 'a:b' | { IFS=: read x y z; echo "($x)($y)($z)"; }
#### read with IFS whitespace only trims
echo '  a  b  ' | { IFS=' ' read x; echo "($x)"; }
echo '  a  b  ' | { IFS= read x; echo "($x)"; }
echo '  a  b  ' | { read -r x y; echo "($x)($y)"; }
#### empty IFS no splitting
r(){ printf '<%s>' "$@"; echo "[$#]"; }
IFS=; x='a b:c'; r $x; set -- 'a b' c; r $*; r $@
#### unset IFS acts as default
r(){ printf '<%s>' "$@"; echo "[$#]"; }
unset IFS; x=$' a\tb\nc '; r $x; set -- x y; echo "$*"
#### "$*" joins with first IFS char
set -- a b c; IFS=:-; echo "$*"; IFS=; echo "$*"; IFS=' '; echo "$*"
#### IFS with newline only
r(){ printf '<%s>' "$@"; echo "[$#]"; }
IFS=$'\n'; x=$'a b\nc d\n\ne'; r $x
#### IFS tab only
r(){ printf '<%s>' "$@"; echo "[$#]"; }
IFS=$'\t'; x=$'a b\t\tc\t'; r $x
#### DEL char survives quoted expansions
r(){ printf '<%s>' "$@"; echo; }
unset x; r "xxx${x}yyy"; y=$'\177'; r "xxx${y}yyy" | od -An -c | tr -s ' '
#### DEL as "$*" inside default
r(){ printf '<%s>' "$@"; echo; }
unset undef; set ""; r ${undef-"x$*y"}; set $'\177'; r ${undef-"x$*y"} | od -An -c | tr -s ' '
#### "${*-x}" with empty and DEL arg
f() { printf '<%s>' "-${*-x}-"; echo; }; f ''; f $'\177' | od -An -c | tr -s ' '
#### substring of empty and DEL
r(){ printf '<%s>' "$@"; echo; }
x=12345; r "${x:6:1}"; x=; r "${x:0:1}"; y=$'\177'; r "${y:0:1}" | od -An -c | tr -s ' '
y=xxx$'\177'yyy; r "${y:3:3}" | od -An -c | tr -s ' '
#### printf char value of DEL
x=$'\177'; printf "%#1x\n" "'$x"; eval c=\$\'\\$(printf '%o' 127)\'; printf "%#1x\n" "'$c"
#### DEL adjacent to @ in quotes
c=$'\177'; printf '%s|' "$c"@ @"$c"@ "@$c" "$c@" | od -An -c | tr -s ' '
#### length of DEL strings
qtest() { printf '%s:' ${#q}; printf '<%s>' "${q}" ${q} | od -An -c | tr -s ' '; }
q=$'\x7f'; qtest; q=${q}a; qtest; q=$'\x7fa'; q="${q}a"; qtest
#### "${*:1}" on empty param
r(){ printf '<%s>' "$@"; echo "[$#]"; }
set -- ''; r "${*:1}"; r ${*:1}; r -${*:1}-; r -"${*:1}"-
#### "${*:1}" on DEL param
r(){ printf '<%s>' "$@"; echo "[$#]"; }
set $'\177'; r "${*:1}" "-${*:1}-" ${*:1} -${*:1}- | od -An -c | tr -s ' '
#### echo of DEL with backslash-space counts bytes
DEL=$'\177'; T1=a\ $DEL; T2="a $DEL"; echo $(echo $T1 | wc -c) $(echo $T2 | wc -c)
#### DEL in middle of quoted words
r(){ printf '<%s>' "$@"; echo; }
x=$'\177'; r "aaa${x}bbb" ccc"${x}"ddd ggg"$(echo $x)"hhh | od -An -c | tr -s ' '
x=; r "aaa${x}bbb" ccc"${x}"ddd eee"$x"fff ggg"$(echo $x)"hhh
#### empty positional in middle of words
r(){ printf '<%s>' "$@"; echo; }
set -- ""; r "aaa${1}bbb" ccc"${1}"ddd ggg"$(echo $1)"hhh ccc""ddd
#### DEL with empty removal results
r(){ printf '<%s>' "$@"; echo; }
a=x b= del=$'\x7f'
r "$del${a#x}" "$del ${a#x}" " $del$b" " $del${b#x}" " $del${a%x}" " $del${a:0:0}" | od -An -c | tr -s ' '
#### DEL substring with empty
r(){ printf '<%s>' "$@"; echo; }
a=x del=$'\x7f'; r " ${del:0:1}${a:0:0}" "${del:0:1}${a#x}" "${del:0:1} ${a#d}" | od -An -c | tr -s ' '
#### "$*" "$@" with one empty arg
r(){ printf '<%s>' "$@"; echo "[$#]"; }
set ""; r "x$*y"; r x"$*"y; r ${undef-"$@"}; r "$@"; r "${@}"; r ${undef-"$*"}; r "$*"
#### multibyte char length and substring
a=$'\303\251'; echo "$a" ${#a}; b=$'A\303\251B'; echo "$b" ${b: -1} ${b:1:1}
#### IFS set to a multibyte char
a=$(printf '%b' 'A\303\251B'); IFS=$(printf '%b' '\303\251')
case "$a" in "A${IFS}B") echo ok 1;; *) echo bad 1;; esac
set $a; echo $# $1 $2
#### "$*" joins with multibyte IFS
IFS=$'\303\251'; set a b; printf '%s\n' "$*"; printf '%s' "$*" | od -An -b | tr -s ' '
#### Cyrillic string length and read
var='абвгдежзиклмноп '; echo -"$var"- ${#var}
read foo <<< "$var"; echo -"$foo"- ${#foo}
read -n 5 foo <<< "$var"; echo -"$foo"- ${#foo}
#### printf %.4f in C.UTF-8 locale
printf '%.4f\n' 1; LANG=C printf '%.4f\n' 1; (LANG=C; printf '%.4f\n' 1)
#### byte of multibyte char in IFS
euro=$'\342\202\254'; IFS=$'\254'; t=+$euro+; set -- $t; echo "$#"
#### case with byte of multibyte char
euro=$'\342\202\254'; o202=$'\202'
case $euro in *$o202*) echo bytematch;; *) echo mbchar match;; esac
echo "${euro##*$o202}" | od -An -b | tr -s ' '
#### multibyte pattern substitution
s1='abcÅdef'; s2='Å'; s3='ḅć'; s23=$s2$s3
echo ${s1/$s2/xxx} ${s23/#$s2/} ${s23/%$s3/} ${s23/#$s2/pre} ${s3/%/app}
#### multibyte removal
s2='Å'; s3='ḅć'; s23=$s2$s3
echo ${s23##$s2} ${s23%%$s3} ${s2#ab} ${s3%ab}; printf '<%s>' ${s2/$s2/}; echo
#### multibyte ${#} and case conversion
s='éàü'; echo ${#s} ${s^^} ${s^} ${s:1}
#### multibyte glob ? matches one char
s='é'; case $s in ?) echo one;; ??) echo two;; esac; [[ $s == ? ]] && echo yes
#### invalid UTF-8 bytes counted singly
s=$'\303'; echo ${#s}; s=$'a\377b'; echo ${#s}
#### IFS default unaffected by C.UTF-8 multibyte
r(){ printf '<%s>' "$@"; echo; }
x='é è  ü'; r $x
#### IFS with backslash
r(){ printf '<%s>' "$@"; echo "[$#]"; }
IFS='\'; x='a\b\\c'; r $x
#### read -r with backslash IFS
IFS='\' read -r a b <<< 'x\y\z'; echo "($a)($b)"
#### read with backslash escape of IFS char
IFS=: read a b <<< 'x\:y:z'; echo "($a)($b)"; IFS=: read -r a b <<< 'x\:y:z'; echo "($a)($b)"
#### splitting results of arithmetic and command substitution
r(){ printf '<%s>' "$@"; echo; }
IFS=0; r $((100+2)); IFS=:; r $(echo a:b) "$(echo a:b)"
#### IFS in assignment context no split
IFS=:; x=a:b; y=$x; a=($x); echo "$y" ${#a[@]}
#### IFS change inside loop body
r(){ printf '<%s>' "$@"; echo; }
v='a:b c'; for ifs in : ' ' ''; do IFS=$ifs; r $v; done
