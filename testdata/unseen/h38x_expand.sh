#### brace expansion order before parameter
a=1; b=2; echo {$a,$b} ${a}{x,y}
#### brace with quoted comma not split
echo {a',b',c} {a\,b,c}
#### brace with empty alternatives
echo x{,y,}z a{,}b
#### brace unmatched stays literal
echo {a,b {c} a}b{ {}
#### brace with dollar brace inside
x=v; echo ${x}{1..3} {${x},w}
#### brace sequence reverse and step sign ignored
echo {5..1..2} {1..5..-2}
#### brace sequence with leading zeros on one end
echo {01..3} {1..03}
#### brace sequence letters with step
echo {a..k..3} {Z..a}
#### brace sequence invalid mixing stays
echo {1..a} {a..1} {1..2..x}
#### brace expansion produces many words in array
a=({1..3}{a,b}); echo ${#a[@]} ${a[-1]}
#### brace nested three levels
echo a{b{c,d},e{f,g{h,i}}}
#### brace in assignment not expanded
x={a,b}; echo "$x"
#### brace after equals in argument expanded
echo --opt={a,b}
#### tilde forms plus and minus
HOME=/h; PWD=/p OLDPWD=/o; cd /; OLDPWD=/o; echo ~+ ~- | sed 's|^/ |/|'
#### tilde of unknown user stays
echo ~nosuchuser_h38x ~nosuchuser_h38x/x
#### tilde in assignment after colon
HOME=/h; p=/a:~/b:~; echo "$p"
#### tilde not expanded after colon in argument
HOME=/h; echo a:~/b x=~/c
#### tilde quoted parts
HOME=/h; echo ~"/x" "~"/x ~\/x
#### tilde with HOME unset
unset HOME; x=~; [[ -n $x ]] && echo nonempty
#### tilde with empty HOME
HOME=; echo "[~]" [~] "[$(echo ~)]"
#### tilde plus digit dirstack
HOME=/h; echo ~0 ~+0 2>&1 | sed "s|$PWD|PWD|g"
#### parameter default with nested expansion
unset a; b=B; echo ${a:-${b:-x}$b} ${a-"$b c"}
#### parameter assign default on positional fails
set --; echo ${1:=x} 2>&1; echo st=$?
#### parameter error message default
unset u; ( : ${u:?} ) 2>&1; ( : ${u?custom msg} ) 2>&1; ( : ${u:?"$HOME"} ) 2>&1 | sed "s|$HOME|H|"
#### parameter error with empty but set
e=; ( : ${e?ok-set}; echo passed ) 2>&1; ( : ${e:?empty} ) 2>&1
#### parameter alternative with quoted at
set -- a b; printf '[%s]' ${1:+"$@"}; echo
#### substring with negative offset and length
s=abcdefgh; echo ${s: -3} ${s: -3:2} ${s:2:-2} ${s: -5:-2}
#### substring length negative beyond start
s=abcdef; echo "${s:4:-3}" 2>&1; echo st=$?
#### substring offset beyond length
s=abc; echo "[${s:5}]" "[${s: -5}]" "[${s:3}]"
#### substring arithmetic expressions
s=abcdef; i=1; echo ${s:i+1:i*2} ${s:(-2)} ${s:$((1)):1}
#### substring of array with negative
a=(a b c d e); echo ${a[@]: -2} ${a[@]:1:2} ${a[@]: -4:-1} 2>&1
#### substring of array negative length is error
a=(a b c); echo ${a[@]:0:-1} 2>&1; echo st=$?
#### length of various
s=héllo; a=(x yy zzz); echo ${#s} ${#a} ${#a[@]} ${#a[2]}
#### remove prefix and suffix shortest and longest
p=/usr/local/lib/file.tar.gz; echo ${p#*/} ${p##*/} ${p%.*} ${p%%.*}
#### remove patterns with brackets and quotes
v='a*b*c'; echo "${v#'a*'}" "${v#a\*}" ${v%\**}
#### remove on arrays elementwise
a=(x.c y.c z.h); echo ${a[@]%.c} ${a[@]#?.}
#### pattern substitution first and all
s=aaabbb; echo ${s/a/X} ${s//a/X} ${s/#a/X} ${s/%b/X} ${s//[ab]/}
#### pattern substitution with empty pattern
s=abc; echo "${s//}" "${s/}" "${s/#/>}" "${s/%/<}"
#### patsub ampersand replacement
s='hello world'; echo "${s//o/[&]}" "${s//o/\&}" "${s/w*/<&>}"
#### patsub replacement quoted ampersand
s=abc; r='&&'; echo "${s/b/$r}" "${s/b/"$r"}" "${s/b/'&'}"
#### patsub anchored on array
a=(one two three); echo "${a[@]/#/-}" "${a[@]/%e/E}"
#### patsub with slash in pattern
p=a/b/c; echo ${p//\//:} "${p//'/'/_}"
#### patsub with extglob
shopt -s extglob; s=aaa-bbb-123; echo ${s//+([0-9])/N} ${s/@(a|b)*-/X}
#### case modification operators
s='hello World'; echo ${s^} ${s^^} ${s,} ${s,,} ${s~} ${s~~}
#### case modification with pattern
s=banana; echo ${s^^a} ${s^^[bn]} ${s,,[A-Z]}
#### transform Q E P A a U u L K k
x='a b'; declare -i n=3; echo "${x@Q}" "${n@A}" "${n@a}" "${x@U}" "${x@u}"; y='L\tX'; echo "${y@E}" "${x@L}"
#### transform P with escapes
PS=x; p='\s-\\'; echo "${p@P}"
#### transform A of array
a=(1 'two words'); declare -A m=([k]=v); echo "${a[@]@A}"; echo "${m[@]@A}"
#### transform K and k on assoc and indexed
a=(x y); echo "${a[@]@K}"; printf '[%s]' "${a[@]@k}"; echo
#### transform on unset variable
unset u; echo "[${u@Q}][${u@A}][${u@a}]"
#### transform a on readonly exported
declare -rx RX=1; echo ${RX@a}
#### indirect expansion basic and array
v=target; target=hit; echo ${!v}; arr=(a b); n='arr[1]'; echo ${!n}
#### indirect to unset and error
unset z; n=z; echo "[${!n}]"; n='bad name'; echo ${!n} 2>&1; echo st=$?
#### indirect with default operator
n=missing; echo ${!n:-dflt}; m=ref; ref=val; echo ${!m:+alt}
#### prefix names expansion
myA=1 myB=2; echo ${!my*}; for v in "${!my@}"; do echo $v; done
#### array keys expansion
a=([3]=x [7]=y); echo ${!a[@]}; declare -A m=([b]=1); echo ${!m[*]}
#### arithmetic expansion nesting and variables
x=5; echo $(( x * (2 + $x) )) $(( x++ )) $x $(( --x ))
#### arithmetic with base and char
echo $(( 16#ff )) $(( 2#101 )) $(( 36#z )) $(( 0x10 + 010 ))
#### arithmetic ternary and comma
echo $(( 1 ? 2 : 3 )) $(( 0 ? 2 : 3 )) $(( a=1, b=2, a+b ))
#### arithmetic division by zero message
echo $(( 1 / 0 )) 2>&1; echo st=$?
#### arithmetic overflow wraps
echo $(( 9223372036854775807 + 1 )) $(( -9223372036854775808 / -1 )) 2>&1
#### arithmetic variable holding expression
e='2+3'; echo $(( e * 2 )) $(( $e * 2 ))
#### arithmetic invalid token message
echo $(( 3 @ 4 )) 2>&1; echo st=$?
#### arithmetic old dollar bracket form
echo $[ 2 + 3 ]
#### process substitution read
cat <(echo one) <(echo two)
#### process substitution in diff
diff <(printf 'a\nb\n') <(printf 'a\nc\n'); echo st=$?
#### process substitution output
echo data > >(tr a-z A-Z); wait; sleep 0.1
#### process substitution path form
p=<(true); [[ $p == /dev/fd/* ]] && echo devfd
#### process substitution in while read
while read -r l; do echo "<$l>"; done < <(printf 'x\ny\n')
#### word splitting with IFS whitespace and nonwhitespace
IFS=' :'; v='a : b::c  '; printf '[%s]' $v; echo
#### word splitting with IFS only colon
IFS=:; v=':a::b:'; printf '[%s]' $v; echo
#### word splitting with IFS newline only
IFS=$'\n'; v=$'a b\nc d'; printf '[%s]' $v; echo
#### word splitting IFS unset vs empty
v='a  b'; unset IFS; printf '[%s]' $v; echo; IFS=; printf '[%s]' $v; echo
#### word splitting of quoted and unquoted adjacent
IFS=' '; v='a b'; printf '[%s]' x$v"y z"$v; echo
#### word splitting result from command substitution
IFS=,; printf '[%s]' $(echo 'p,q,,r'); echo
#### word splitting empty expansion removed
e=; printf '[%s]' $e "$e" $e$e; echo
#### word splitting with IFS backslash
IFS='\'; v='a\b\c'; printf '[%s]' $v; echo
#### read uses IFS for last field
IFS=: read -r a b <<< 'x:y:z:'; echo "[$a][$b]"
#### read trailing IFS whitespace trimmed
IFS=' ' read -r a b <<< '  p  q r  '; echo "[$a][$b]"
#### command substitution trailing newlines stripped
x=$(printf 'a\n\n\n'); echo "[$x]"; y=$(printf '\n\n'); echo "[$y]"
#### command substitution with nul bytes warning
x=$(printf 'a\0b'); echo "$x" 2>&1
#### nested command substitution quoting
echo "$(echo "$(echo 'in "q"')")"
#### command substitution with case paren
x=$(case y in y) echo Y;; esac); echo $x
#### command substitution exit status in assignment
x=$(exit 3); echo $?; x=$(exit 3) y=$(exit 4); echo $?
#### backquote status and nested dollar paren
x=`echo $(echo in)`; echo $x
#### expansion order tilde param arith cmdsub left to right
i=0; echo $((i+=1)) $(echo $((i+=10))) $i
#### dollar brace with spaces invalid
echo ${ x} 2>&1; echo st=$?
#### bad substitution message
x=1; echo ${x!} 2>&1; echo after
#### unset with set -u in expansion
set -u; echo ${undefined_h38x-ok}; echo $undefined_h38x 2>&1; echo never
#### quoted at with default
set --; printf '[%s]' "${@:-none}"; echo
#### star with prefix removal
set -- ab ac bd; echo "${@#a}" "${*%d}"
#### length of positional and array element unset
a=(); echo ${#a[5]}; unset b; echo ${#b}
#### assignment with append string and integer
s=ab; s+=cd; declare -i n=5; n+=3; echo $s $n
#### array append to element and whole
a=(x); a[0]+=y; a+=(z); echo ${a[@]}
#### negative array index
a=(1 2 3); echo ${a[-1]} ${a[-3]}; echo ${a[-4]} 2>&1
#### negative index assignment error
a=(1 2); a[-5]=x 2>&1; echo st=$?
#### assoc with spaces in keys
declare -A m; m['a b']=1; m[c]=2; k='a b'; echo ${m[$k]} ${m["a b"]} ${#m[@]}
#### nocasematch affects pattern substitution
shopt -s nocasematch; s=ABC; echo ${s//b/x} ${s#a}
