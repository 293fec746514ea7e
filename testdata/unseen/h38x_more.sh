#### brace zero step
echo {1..10..0} {a..e..-2} {-5..5..3}
#### tilde plus slash
cd /tmp; echo ~+/foo ~-/x
#### patsub backslash replacement
x=aXa; echo ${x//a/\\} "${x//a/\\}" "${x//a/\\&}" ${x//a/\&}
#### patsub replacement with quoted backslash ampersand
x=abc; echo "${x/b/"\&"}" "${x/b/'\&'}" ${x/b/"&&"}
#### at Q newline quote
x=$'it\'s\nnew'; echo ${x@Q}; y=$'\e[0m'; echo ${y@Q}; z='é'; echo ${z@Q}
#### prefix names quoted star IFS
ab=1 ac=2; IFS=-; echo "${!a*}" "${!a@}"
#### IFS multibyte
IFS=é; v='aébéc'; printf '[%s]' $v; echo; set -- x y; echo "$*"
#### read with multibyte IFS
IFS=é read -r a b <<< 'xéyéz'; echo "$a|$b"
#### star zero slice
set -- a b; echo "${*:0}" | sed 's/^[^ ]*/Z/'; echo "${@: -0}"
#### caller builtin
f() { caller; caller 0 | cut -d' ' -f1,2; }; f
#### bash lineno array
f() { echo "${BASH_LINENO[@]}"; }
f
#### funcname in trap
f() { trap 'echo "in trap: ${FUNCNAME[*]}"' RETURN; }; f; trap - RETURN
#### coproc close write end named
coproc W { cat; }; echo x >&${W[1]}; exec {W[1]}>&-; cat <&${W[0]}; wait
#### exec close fd var holding nonnumber
v=abc; exec {v}>&- 2>&1; echo st=$?
#### noclobber with pipe to dev stdout
set -C; echo a >| /dev/stdout; echo b > /dev/stdout
#### select ps3 unset
unset PS3; printf '1\n' | { select x in a; do echo $x; break; done; } 2>&1
#### select output reply number out of range then eof
printf '5\n' | { select x in a b; do echo "[$x]"; done; echo st=$?; } 2>&1
#### textdomain locale string
TEXTDOMAIN=foo; echo $"hi there"
#### function with space before parens
function  f  ()  { echo spaced; }; f
#### subshell function with redirect
f() ( echo in-sub ) > fo.txt; f; cat fo.txt
#### local declare -n across functions
g() { echo "g: $ref"; }; f() { local -n ref=$1; g; }; v=hello; f v
#### patsub class space
x=$' a \t b\n'; echo "[${x//[[:space:]]/}]"
#### patsub newline anchored
x=$'\nabc'; echo "[${x/#$'\n'/}]"
#### case alpha class pattern
for w in abc 123 a1; do case $w in +([[:alpha:]])) echo "$w alpha";; *) echo "$w other";; esac; done
#### case class without extglob
case 5 in [[:digit:]]) echo digit;; esac
#### read multibyte IFS three
IFS=é read -r a b c <<< 'xéyéz'; echo "$a|$b|$c"
#### read multibyte IFS one var
IFS=é read -r a <<< 'éxéyé'; echo "[$a]"
#### read multibyte IFS array
IFS=é read -ra arr <<< 'xéyéz'; echo "${#arr[@]} ${arr[*]}"
#### read multibyte IFS trailing
IFS=é read -r a b <<< 'xéyé'; echo "$a|$b|"
#### printf q multibyte
printf '%q\n' 'é' 'a é' $'\u00a0' '日本'
#### at Q of multibyte and control
x=$'é\x01'; echo ${x@Q}
#### declare -p of value with newline
x=$'a\nb'; declare -p x; y=$'tab\there'; declare -p y
#### declare -p array with special chars
a=($'x\ny' 'q"r' '$v'); declare -p a
#### set output of function and vars
f() { echo hi; }; set | grep -A3 '^f ()'
#### export -p formatting
export X1='a"b'; export -p | grep X1
#### readonly -p formatting
readonly RO1=$'x\ny'; readonly -p | grep RO1
#### declare -p integer array
declare -ai ia=(1 2+3); declare -p ia
#### declare -p assoc order
declare -A m=([z]=1 [a]=2 [m]=3); declare -p m
#### assoc keys order iteration
declare -A m; for k in one two three four five six; do m[$k]=1; done; echo "${!m[@]}"
#### assoc order with numeric keys
declare -A m=([10]=a [2]=b [1]=c [20]=d); echo "${!m[@]}"
#### local -p in function
f() { local a=1 b; local -p; }; f
#### declare -f with heredoc body
f() { cat <<EOF
hi $1
EOF
}; declare -f f
#### declare -f of complex body
f() { for i in 1 2; do case $i in 1) echo one;; *) echo other;; esac; done; [[ -n $x ]] && echo y || echo n; }; declare -f f
#### declare -f with pipes and redirects
f() { echo a | tr a b > /dev/null 2>&1; { echo x; } >&2; (cd /; pwd); }; declare -f f
#### declare -f with arithmetic and cond
f() { (( x += 2 )); [[ $a == b* && ! -e /x ]]; local -a arr=(1 2); }; declare -f f
#### declare -f with while and until
f() { while read -r l; do echo "$l"; done < file; until false; do break; done; }; declare -f f
#### type of function body
f() { if true; then echo y; elif false; then :; else echo n; fi; }; type f
#### declare -f with process substitution and coproc
f() { diff <(echo a) >(cat); coproc cat; }; declare -f f
#### declare -f with here-string and select
f() { cat <<< "$x"; select v in a b; do break; done; }; declare -f f
#### declare -f with function keyword inside
f() { function g { echo g; }; h() ( echo h ); }; declare -f f
#### declare -f with case fallthrough
f() { case $1 in a) echo a ;& b) echo b ;;& *) echo c ;; esac; }; declare -f f
#### declare -f with arithmetic for
f() { for ((i=0; i<3; i++)); do echo $i; done; }; declare -f f
#### declare -f with negation and time
f() { ! true; time sleep 0; }; declare -f f
#### declare -f with comments dropped
f() {
  # comment
  echo a # trailing
}
declare -f f
#### declare -f with background
f() { sleep 0 & wait; }; declare -f f
#### declare -f of quoted strings
f() { echo 'single' "double $x" $'ansi\t' "\$esc"; }; declare -f f
#### param length of multibyte in C locale
LC_ALL=C; s=é; echo ${#s}
#### substring multibyte
s=héllo; echo ${s:1:2} ${s: -3}
#### case modification multibyte
s=éa; echo ${s^} ${s^^}; t=ÉA; echo ${t,,}
#### pattern match multibyte question
s=éa; echo ${s#?} ${s%?}
#### indirect with subscript star
a=(x y z); n='a[*]'; echo "${!n}"; n='a[@]'; printf '[%s]' "${!n}"; echo
#### indirect to positional zero
n=0; echo ${!n} | sed 's/.*/ok/'
#### nested default assignment
unset a b; echo ${a:=${b:=inner}} $a $b
#### assign default to array element
unset arr; echo ${arr[2]:=z}; declare -p arr
#### error op on array element unset
a=(1); ( : ${a[5]:?missing elem} ) 2>&1
#### alt value with at in quotes empty set
set --; printf '[%s]' "${@:+x}"; echo; set -- a; printf '[%s]' "${@:+x}"; echo
#### length of star and at in quotes
set -- a bb ccc; echo "${#*}" "${#@}"
#### patsub on star joined
set -- aa ba; echo "${*/a/X}" "${@//a}"
#### remove on star with IFS
set -- x.c y.c; IFS=:; echo "${*%.c}"
#### Q on positional
set -- 'a b' "c'd"; echo "${@@Q}"; echo "${*@Q}"
#### E with octal and hex
x='\101\x42\u0043'; echo "${x@E}"
#### A of positional
set -- a b; echo "${@@A}" "${*@A}"
#### a of assoc element
declare -A m=([k]=v); echo "${m[k]@a}" "${m@a}"
#### U u L on mixed words
x='hello big WORLD'; echo "${x@u}" "${x@U}" "${x@L}"
#### K on scalar
x=val; echo "${x@K}" "${x@k}"
#### k on assoc quoted
declare -A m=([a b]=1); printf '[%s]' "${m[@]@k}"; echo
#### P with escapes
p='\u@\h'; x=${p@P}; [[ -n $x ]] && echo nonempty; q='\\ \n'; echo "${q@P}" | od -An -c | tr -s ' '
#### dollar brace hash of unset with set -u
set -u; echo ${#nope} 2>&1; echo st=$?
#### dollar brace bang with set -u
set -u; n=nope; echo ${!n} 2>&1; echo st=$?
#### substring with arithmetic side effects
s=abcdef; i=0; echo ${s:i++:2} $i
#### negative length larger than remaining
s=abc; echo "[${s:1:-2}]" 2>&1; echo "[${s:1:-3}]" 2>&1
#### substring on unset with default offsets
unset u; echo "[${u:2:1}]"
#### arithmetic compound assignment ops
x=10; (( x <<= 2, x |= 1, x ^= 3, x %= 7 )); echo $x
#### arithmetic precedence and unary
echo $(( -2 ** 2 )) $(( !0 + ~0 )) $(( 3 - -3 )) $(( 2 ** 3 ** 2 ))
#### arithmetic comparison and logical short-circuit
x=0; echo $(( 0 && (x=5) )) $x $(( 1 || (x=6) )) $x
#### arithmetic increment of array element and assoc
a=(1 2); (( a[1]++ )); declare -A m; (( m[k]+=3 )); echo ${a[1]} ${m[k]}
#### arithmetic with spaces in subscript
a=(1 2 3); i=1; echo $(( a[ i + 1 ] ))
#### arithmetic nested parameter with default
unset n; echo $(( ${n:-4} * 2 ))
#### arithmetic hex uppercase and base 64
echo $(( 0XFF )) $(( 64#_ )) $(( 64#@ )) $(( 37#z )) 2>&1
#### arithmetic conditional assignment
echo $(( x = 1 ? 7 : 9 )) $x
#### arithmetic division truncation negatives
echo $(( -7 / 2 )) $(( -7 % 2 )) $(( 7 % -2 ))
#### arithmetic shift by large
echo $(( 1 << 63 )) $(( 1 << 64 )) $(( -1 >> 1 ))
#### double paren string compare error
(( "a" == "a" )) 2>&1; echo st=$?
#### let with spaces needs quotes
let x = 1 2>&1; echo st=$?
#### glob in arithmetic array subscript
a=(1 2); touch 1; echo ${a[1]}
#### word splitting of arithmetic result
IFS=1; echo $(( 111 + 0 )) | od -An -c | tr -s ' '
#### IFS with glob chars
IFS='*'; v='a*b'; printf '[%s]' $v; echo
#### splitting with leading nonwhitespace IFS
IFS=,; v=',a,'; set -- $v; echo $#; v=',,'; set -- $v; echo $#
#### splitting quoted empty inside unquoted
e=''; set -- $e""$e; echo $#; set -- "$e"$e; echo $#
#### tab in IFS default behaviour
v=$'a\t\tb'; set -- $v; echo $#; IFS=$'\t'; set -- $v; echo $#
