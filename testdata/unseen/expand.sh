#### @Q @E @P @A @a
x=$'a\tb'"'c"; echo "${x@Q}"; y='a\tb'; echo "${y@E}"
declare -ri n=5; echo "${n@A}" "${n@a}"
a=(1 'b c'); echo "${a[@]@Q}"; echo "${a[@]@A}"; echo "${a@a}"
declare -A m=([k]=v); echo "${m[@]@A}"; echo "${m@a}"
#### @P
PS=x; p='\u\$ \w'; echo "${p@P}" | sed 's/[a-z]*\$/U$/'
p='\s \v \\'; echo "${p@P}"
#### @U @u @L
x='hello world'; echo "${x@U}" "${x@u}"; y='ABC Def'; echo "${y@L}"
a=(ab cd); echo "${a[@]@u}"
#### @K @k
declare -A m=([a]=1 [b]='x y'); echo "${m[@]@K}"; echo "${m[@]@k}"
a=(x y); echo "${a[@]@K}"
#### @Q on unset and empty
unset u; echo "[${u@Q}]"; e=; echo "[${e@Q}]"
set -- a 'b c'; echo "${@@Q}" "${*@Q}"
#### bad transformation
x=1; echo "${x@Z}"; echo $?
#### ${!prefix*} ${!prefix@}
ab1=1 ab2=2 abc=3; echo ${!ab*}; for v in "${!ab@}"; do echo $v; done
echo "${!ab*}"
#### ${!arr[@]}
a=([3]=x [7]=y); echo ${!a[@]} "${!a[*]}"
declare -A m=([k1]=1); echo ${!m[@]}
#### indirect
x=y y=z; echo ${!x}; a=(1 2); n='a[1]'; echo ${!n}; n='a[@]'; echo ${!n}
echo ${!nosuch}; echo "[${!nosuch-d}]"
#### patsub anchors
x=abcabc; echo ${x/#ab/X} ${x/%bc/X} ${x/#/P} ${x/%/S} ${x//b/} ${x/b}
echo ${x/#c/X} ${x/%a/X}
#### patsub & replacement
x=abc; echo ${x/b/[&]} ${x//?/&&} "${x/b/\&}" ${x/b/'&'}
shopt -u patsub_replacement; echo ${x/b/[&]}
#### patsub on arrays
a=(ab cb db); echo ${a[@]/b/X} ${a[@]/#/-} ${a[@]/%/+}
set -- xa ya; echo ${@/a/Z}
#### patsub with pattern chars
x='a*b?c'; echo "${x/\*/S}" "${x//[*?]/_}" ${x/'*'/Q}
p='*'; echo ${x/$p/P} "${x/"$p"/P}"
#### case mod ops
x=hello; echo ${x^} ${x^^} ${x^^[lo]} ${x,} ; y=HELLO; echo ${y,,} ${y,,[LO]} ${y~} ${y~~}
#### substring negative
x=abcdef; echo ${x: -2} ${x:1:-1} ${x: -3:2} ${x:10} "[${x:2:0}]"
echo ${x:-2}
a=(1 2 3 4); echo ${a[@]:1:2} ${a[@]: -1} ${a[@]:0:-1}
#### substring errors
x=abc; echo ${x:1:-5}; echo $?
#### length
x=hello; a=(1 22 333); echo ${#x} ${#a} ${#a[@]} ${#a[2]} ${#}; set -- a b; echo ${#@} ${#*}
#### default ops with colon
u=; echo "${u:-d}" "${u-d}" "${u:+a}" "${u+a}"; unset u; echo "${u:-d}" "${u-d}" "[${u:+a}]" "[${u+a}]"
echo ${u:=x} $u
#### error op
unset u; (echo ${u:?custom msg}); echo $?
(echo ${u?}); echo $?
e=; (echo ${e:?}) ; echo $?
#### word splitting IFS edge
IFS=: ; x='a::b:'; set -- $x; echo $# "$@"
IFS=': '; x=' a : b  '; set -- $x; echo $#; printf '<%s>' "$@"; echo
IFS=; x='a b'; set -- $x; echo $#
unset IFS; x=' a  b '; set -- $x; echo $#
#### IFS whitespace chars
IFS=$' \t\n'; x=$'a\t\tb'; set -- $x; echo $#
IFS=$'\t'; x=$'a\t\tb'; set -- $x; echo $#
IFS=x; x=axxb; set -- $x; echo $# "$2"
#### IFS and $*
IFS=:; set -- a b c; echo "$*"; IFS=; echo "$*"; unset IFS; echo "$*"
IFS=:-; echo "$*"
#### IFS with empty fields at end
IFS=,; x='a,b,'; set -- $x; echo $#; x=',a'; set -- $x; echo $#; x=','; set -- $x; echo $#
#### IFS non-whitespace surrounded by whitespace
IFS=' ,'; x='a , , b'; set -- $x; echo $#; printf '<%s>' "$@"; echo
#### "$@" edge
set --; echo "[$@]"; x=("$@"); echo ${#x[@]}; set -- ''; x=("$@"); echo ${#x[@]}
set -- a b; echo "x$@y"; x=("x$@y"); echo ${#x[@]}
#### unquoted $* with empty params
set -- '' a ''; x=($*); echo ${#x[@]}; x=("$*"); echo ${#x[@]}; x=($@); echo ${#x[@]}
#### globbing options
touch a.txt B.txt .hidden c.TXT
echo *.txt; shopt -s nocaseglob; echo *.txt; shopt -u nocaseglob
shopt -s dotglob; echo *; shopt -u dotglob
shopt -s nullglob; echo x*y; a=(zz*); echo ${#a[@]}; shopt -u nullglob
shopt -s failglob; echo x*y; echo $?; shopt -u failglob
echo x*y
#### failglob in command
shopt -s failglob
echo x*y; echo notreached-status $?
ls q*; echo $?
#### extglob
shopt -s extglob
touch a.c b.h ab.c abc.c
echo !(*.c); echo @(a|b).*; echo +(a|b).c; echo ?(a)b.*; echo *(ab|c).c
x=aabbcc; echo ${x//+(b)/X} ${x##*(a)}
[[ aaa == +(a) ]]; echo $?
#### globstar
mkdir -p d/e/f; touch d/1 d/e/2 d/e/f/3
shopt -s globstar; echo **; echo d/**/*; echo **/3; echo d/**/
#### glob with brackets
touch a1 a2 ab 'a[' a-; echo a[0-9]; echo a[!0-9]; echo a[^0-9]; echo 'a['*; echo a[]]; echo a[-]
#### glob sorted
touch B a C b; echo *
#### brace corners
echo {a,b}{1,2}; echo {1..10..3}; echo {a..f..2}; echo {10..1..3}; echo {-2..2}; echo {01..10}; echo {1..03}
echo {a}; echo {a,}; echo {,}; echo x{}y; echo {a..c}{,}; echo {a,b\,c}; echo '{a,b}'; echo {a,"b c"}
echo {z..a..2} {A..z..10}
echo {1..2}{a..b} {0x1..3}
#### brace sequence padding negative
echo {-05..5..5} {005..-5..5}
#### brace in assignment
x={a,b}; echo $x; a=({a,b}); echo ${a[@]}
#### arithmetic bases
echo $((2#101)) $((8#17)) $((16#ff)) $((36#z)) $((64#@)) $((64#_)) $((0x1F)) $((010))
echo $((37#1)); echo $?
echo $((2#2)); echo $?
#### arithmetic overflow
echo $((9223372036854775807 + 1)) $((2**63)) $((-9223372036854775808 / -1)) $((2**64))
echo $(( 9223372036854775808 ))
#### arith ** negative
echo $((2**-1)); echo $?
echo $((0**0))
#### arith comma ternary assign ops
x=5; echo $((x+=2, x*=3, x)) $((x>10?1:0)) $((x<<=1)) $((x%=7)) $((x^=3)) $((x|=8)) $((x&=12))
echo $((1?2:3?4:5)) $((0?2:0?4:5))
y=0; echo $(( y++ + ++y )) $y
#### arith errors
echo $((1/0)); echo $?
echo $((5%0)); echo $?
echo $(( 1 + )); echo $?
echo $(( x=1 = 2 )); echo $?
echo $(( 08 )); echo $?
echo $(( 0x )); echo $?
echo $(( 1 +* 2 )); echo $?
#### arith unset and strings
unset u; echo $((u + 1)); s=abc; echo $((s)); t='3 + 4'; echo $((t*2))
#### arith negative modulo
echo $((-7 % 3)) $((7 % -3)) $((-7 / 2))
#### arith ++ on non-var
echo $((1++)); echo $?
#### arith exponent assoc
echo $((2**3**2)) $((-2**2)) $(( (-2)**2 ))
