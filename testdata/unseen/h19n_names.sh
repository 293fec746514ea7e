#### nameref declare -n -u
declare -n -u x=y
declare -p x y 2>&1
y=abc; echo "$x"; x=def; echo "$y"; declare -p y
#### nameref declare -u applied later
v=Low
declare -n r=v
declare -u r
r=abc; echo "$v $r"
declare -p r v
#### nameref declare -l with -n
declare -l -n r=W
declare -p r 2>&1
W=ABC; echo "$r"
r=XyZ; echo "$W"
#### nameref declare -i with -n
declare -i -n r=v
r=1+2; echo "$v"; declare -p r v
#### nameref declare -c with -n
declare -c -n r=v 2>&1
r=hello; echo "$v"; declare -p v
#### nameref attribute on target via ref
declare -n r=v
declare -i r
r=2*3; echo "$v"; declare -p v r
#### typeset +n keeps the name
v=target
typeset -n r=v
typeset +n r
echo "$r"; declare -p r
r=new; echo "$v $r"
#### declare +n then -n again
declare -n r=a
a=1; b=2
declare +n r
declare -n r=b
echo "$r"; declare -p r
#### nameref re-point existing
a=1; b=2
declare -n r=a
declare -n r=b
echo "$r"
r=3; echo "$a $b"
#### nameref to array element read
a=(zero one two)
declare -n r='a[1]'
echo "$r"; declare -p r
#### nameref to array element write
a=(zero one two)
declare -n r='a[2]'
r=TWO; r+=x
declare -p a
#### nameref to array element unset
a=(zero one two)
declare -n r='a[0]'
unset r
declare -p a r 2>&1
#### nameref to assoc element
declare -A A=([k]=v)
declare -n r='A[k]'
echo "$r"; r=w; r+=z; declare -p A
#### nameref to element with variable subscript
a=(p q r); i=2
declare -n r='a[i]'
echo "$r"; i=0; echo "$r"
#### nameref to element of unset array
declare -n r='u[3]'
r=x
declare -p u
#### nameref to element then subscript of ref
a=(x y)
declare -n r='a[1]'
echo "[${r[0]}]" 2>&1; echo st=$?
#### nameref invalid target
declare -n r='1x'; echo st=$?
declare -n s='a b'; echo st=$?
declare -p r s 2>&1
#### nameref self reference
declare -n r=r; echo st=$?
declare -p r 2>&1
#### nameref circular
declare -n a=b
declare -n b=a
echo "[$a]"; echo st=$?
#### nameref to at subscript
a=(1 2)
declare -n r='a[@]'; echo st=$?
echo "${r}" 2>&1
#### nameref bad subscript
declare -n r='a['; echo st=$?
declare -p r 2>&1
#### nameref on existing array
a=(1 2)
declare -n a; echo st=$?
declare -p a
#### nameref unset -n versus unset
v=1; declare -n r=v
unset r; declare -p v 2>&1
v=2; declare -n r=v
unset -n r; declare -p v r 2>&1
#### nameref for loop variable
declare -n r
for r in a b; do echo "$r"; done
a=1 b=2
for r in a b; do echo "$r"; done
#### nameref bang gives name
v=val
declare -n r=v
echo "${!r}"
declare -n s
echo "[${!s}]"
#### nameref readonly target
readonly v=1
declare -n r=v
r=2; echo st=$?
echo "$v"
#### nameref in function local -n
f() { local -n out=$1; out=set; }
f res; echo "$res"
g() { local -n arr=$1; arr+=(more); }
x=(one); g x; declare -p x
#### nameref declare -a through ref
declare -n r=v
declare -a r
declare -p v r 2>&1
#### nameref to positional name
declare -n r=1; echo st=$?
set -- a; declare -n s=@; echo st=$?
#### indirection invalid in array assignment
ref='a b'
brr=(x "${!ref}" y); echo st=$?
declare -p brr 2>&1
#### indirection invalid in assignment keeps value
ref='a b'; x=old
x=${!ref}; echo st=$?
declare -p x
#### indirection invalid in declare
ref='1 2'
declare y="${!ref}"; echo st=$?
declare -p y 2>&1
#### indirection invalid in command words
ref='a b'
echo before "${!ref}" after; echo st=$?
#### indirection unset ref
unset ref
echo "[${!ref}]"; echo st=$?
#### indirection to array element and all
a=(p q r)
ref='a[1]'; echo "${!ref}"
ref='a[@]'; echo "${!ref}"
ref='a'; echo "${!ref}"
#### indirection with default
unset t
ref=t; echo "${!ref:-def}" "${!ref-dash}"
t=; echo "[${!ref:-def}]" "[${!ref-dash}]"
#### indirection to positional
set -- one two
ref=2; echo "${!ref}"
ref=@; echo "${!ref}"
ref=#; echo "${!ref}"
#### indirection prefix names
abc1=1 abc2=2 abd=3
echo "${!abc*}"
for n in "${!abc@}"; do echo "<$n>"; done
#### indirection keys of array via ref
a=([3]=x [7]=y)
echo "${!a[@]}"
ref='a[@]'; echo "${!ref}"
#### failed expansion in array assignment with keys
arr=(1 2)
ref='-'
brr=("${!ref}" ${!arr[@]}); echo st=$?
declare -p brr 2>&1
#### failed arithmetic in assignment
x=keep
x=$((1/0)); echo st=$?
echo "$x"
#### failed arithmetic in array assignment
a=(keep)
a=(1 $((2/0)) 3); echo st=$?
declare -p a
#### eval unclosed single quote
eval "echo 'abc"; echo st=$?
echo after
#### eval unclosed double quote
eval 'echo "abc'; echo st=$?
#### eval unclosed runs nothing before
eval "echo first; echo 'b"; echo st=$?
#### eval unclosed command substitution
eval 'echo $(echo hi'; echo st=$?
echo next
#### eval unclosed if
eval 'if true; then echo in'; echo st=$?
#### eval unclosed in function keeps going
f() { eval "echo \"x"; echo "f st=$?"; }
f; echo done
#### eval unclosed brace
eval 'echo ${x'; echo st=$?
eval 'f() {'; echo st=$?
#### c locale declare -p non-ascii
v=$'caf\xc3\xa9'
LC_ALL=C
declare -p v
#### utf8 locale declare -p non-ascii
v=$'caf\xc3\xa9'
declare -p v
#### c locale printf q
LC_ALL=C
printf '%q\n' $'\xc3\xa9' $'a\xffb' "x y"
#### utf8 printf q invalid byte
printf '%q\n' $'\xc3\xa9' $'a\xffb'
#### c locale at Q
LC_ALL=C
v=$'\xc3\xa9x'; echo "${v@Q}"
#### c locale set listing
LC_ALL=C
zz_v=$'\xe2\x82\xac'
set | grep '^zz_v='
#### c locale declare -p array
LC_ALL=C
a=($'\xc3\xa9' plain)
declare -p a
#### c locale invalid name in error
LC_ALL=C
declare -n r=$'\xc3\xa9'; echo st=$?
#### test -v indexed subscripts
a=(x y); n=1
[[ -v a[n] ]]; echo $?
[[ -v a[$n] ]]; echo $?
[[ -v a[\$n] ]]; echo $?
[[ -v 'a[n]' ]]; echo $?
[[ -v a[2] ]]; echo $?
#### test -v assoc subscripts
declare -A A=([k]=1 ['$k']=2)
k=k
[[ -v A[k] ]]; echo $?
[[ -v A[$k] ]]; echo $?
[[ -v A[\$k] ]]; echo $?
[[ -v 'A[$k]' ]]; echo $?
[[ -v A[z] ]]; echo $?
#### test -v arithmetic subscript
a=(x y z)
[[ -v a[1+1] ]]; echo $?
i=0; [[ -v a[i++] ]]; echo $? i=$i
[[ -v a[-1] ]]; echo $?
[[ -v a[-9] ]]; echo $?
#### test -v at and star
a=(); [[ -v a[@] ]]; echo $?
a=(1); [[ -v a[@] ]]; echo $?; [[ -v a[*] ]]; echo $?
#### test builtin -v subscripts
a=(x y); n=1
test -v 'a[n]'; echo $?
[ -v "a[$n]" ]; echo $?
test -v 'a[5]'; echo $?
#### test -v scalar subscript zero
s=val
[[ -v s[0] ]]; echo $?
[[ -v s[1] ]]; echo $?
#### extglob bracket with bracket
shopt -s extglob
for w in '[' '=' 'x' '[='; do
  case $w in @([[=])) echo "$w yes";; *) echo "$w no";; esac
done
#### extglob plus close bracket
shopt -s extglob
for w in ']' ']]]' 'a]' ''; do
  [[ $w == +([]]) ]] && echo "<$w> yes" || echo "<$w> no"
done
#### extglob not negated bracket
shopt -s extglob
for w in a b ab '' aa; do
  [[ $w == !([!a]) ]] && echo "<$w> yes" || echo "<$w> no"
done
#### bracket close bracket first
for w in ']' a b '!'; do
  case $w in []a]) echo "$w 1";; [!]]) echo "$w 2";; *) echo "$w 3";; esac
done
#### bracket open bracket inside
for w in '[' a ']'; do
  [[ $w == [[] ]] && echo "$w yes" || echo "$w no"
  [[ $w == [a[] ]] && echo "$w yes2" || echo "$w no2"
done
#### bracket classes equivalence collating
for w in a 1 . = ' '; do
  r=
  [[ $w == [[:alpha:][:digit:]] ]] && r+=A
  [[ $w == [[=a=]] ]] && r+=E
  [[ $w == [[.a.]] ]] && r+=C
  [[ $w == [[.period.]] ]] && r+=P
  [[ $w == [[:space:]] ]] && r+=S
  echo "<$w> $r"
done
#### bracket equals dot colon literal
for w in = . : a; do
  [[ $w == [=.:] ]] && echo "$w y" || echo "$w n"
done
#### bracket invalid class
[[ a == [[:foo:]] ]]; echo $?
[[ '[' == [[:alpha: ]]; echo $?
#### bracket unclosed literal
[[ '[a' == [a ]]; echo $?
case '[a' in [a) echo lit;; *) echo no;; esac
#### bracket range with close bracket
for w in a - ']' b; do
  [[ $w == [a-]] ]] && echo "$w y" || echo "$w n"
done
#### bracket escaped close bracket
for w in ']' a '\'; do
  [[ $w == [\]a] ]] && echo "$w y" || echo "$w n"
done
#### case lone backslash
v='x\'
case $v in x\\) echo one;; *) echo other;; esac
case '\' in \\) echo two;; esac
case '\' in '\') echo three;; esac
#### cond lone backslash
a='\'
[[ $a == \\ ]]; echo $?
[[ $a == '\' ]]; echo $?
[[ $a == "\\" ]]; echo $?
p='\'; [[ $a == $p ]]; echo $?
#### cond pattern trailing backslash from variable
p='ab\'
[[ 'ab\' == $p ]]; echo $?
[[ 'ab' == $p ]]; echo $?
p='a\*'; [[ 'a*' == $p ]]; echo $?; [[ 'ab' == $p ]]; echo $?
#### param remove backslash
v='\abc\'
echo "${v#\\}" "${v%\\}" "${v//\\/-}"
p='\'; echo "${v#$p}" "${v%"$p"}"
#### glob trailing backslash
touch a 'a\' b
p='a\'; echo $p
p='*\'; echo $p
#### glob backslash escapes
touch '*' ab
echo \*; p='\*'; echo $p
p='a\b'; echo $p
#### extglob with escaped bar
shopt -s extglob
for w in a 'b|c' b c; do
  [[ $w == @(a|b\|c) ]] && echo "$w y" || echo "$w n"
done
#### extglob nested groups
shopt -s extglob
for w in x xy xyy xyyy z ''; do
  [[ $w == @(x|+(y))*(y) ]] && echo "<$w> y" || echo "<$w> n"
done
#### extglob optional empty
shopt -s extglob
for w in '' a aa; do
  [[ $w == ?(a) ]] && echo "<$w> y" || echo "<$w> n"
done
#### extglob negation files
shopt -s extglob
touch a.txt b.txt c.log d
echo !(*.txt)
echo !(*.@(txt|log))
#### extglob brackets in param removal
shopt -s extglob
v='[[x]]'
echo "${v##+([[])}" "${v%%+([]])}"
#### pattern bracket class replace
v=$'a b\tc'
echo "${v//[[:space:]]/_}"
echo "${v//[![:alpha:]]/.}"
#### caret negation in bracket
for w in a b '^'; do
  [[ $w == [^a] ]] && echo "$w y" || echo "$w n"
done
#### nameref declare acts on target
declare -n r=v
declare r=5; declare -p r v
declare -x r; declare -p v
declare r+=6; echo "$v"
#### nameref declare array through ref
declare -n r=v
declare r=(1 2)
declare -p v
declare -A s; declare -n q=s; declare q=([k]=x); declare -p s
#### nameref declare element target
declare -n r='a[1]'
declare -i r
declare -p a
r=2+3; declare -p a
declare r=7*2; declare -p a
#### nameref local follows local ref
v=global
f() { local -n r=v; local r=inner; declare -p v; }
f; declare -p v
#### nameref local does not follow global ref
declare -n g=gv
f() { local -i g=3; declare -p g; }
f; declare -p g
#### nameref unset target name error
declare -n r
r='1a'; echo "not here"
echo st=$?
declare -p r
#### nameref unset target empty value
declare -n r
r=
echo st=$?
r=ok; declare -p r
#### nameref unset target upper
declare -u -n r
r=low; declare -p r
#### nameref integer unset target
declare -i -n r
r=abc; declare -p r
#### nameref on existing assoc and local array
declare -A m=([k]=1)
declare -n m; echo st=$?
f() { local x=(1); local -n x; echo "f st=$?"; }; f
#### nameref readonly through declare
readonly v=1
declare -n r=v
declare r=2; echo st=$?
#### nameref export through ref
declare -n r=ev
export r=val
env | grep '^ev='
#### nameref unset element through ref in function
a=(x y z)
f() { local -n e='a[1]'; unset e; }
f; declare -p a
#### indirection failure keeps earlier assignment words
ref='a b'
x=1 y="${!ref}" z=3
echo st=$?
declare -p x y z 2>&1
#### indirection failure in local
f() { local a=1 b="${!1}" c=3; echo "in f"; }
f 'bad name'; echo st=$?
#### array assignment failure converts scalar
s=str
s=(x "${!ref}") 2>/dev/null
ref='1 2'
s=(x "${!ref}")
declare -p s
#### array append failure keeps elements
ref='a b'
c=(one)
c+=(two "${!ref}")
declare -p c
#### assoc assignment failure keeps pairs
ref='a b'
declare -A m=([k]=v)
m=([j]=w [x]="${!ref}")
declare -p m
#### eval unclosed quote in if condition
if eval "echo 'x"; then echo yes; else echo "no $?"; fi
#### eval unclosed here-document
eval 'cat <<EOF
line'
echo st=$?
#### eval unclosed arithmetic
eval 'echo $((1+'; echo st=$?
eval '(( 1 +'; echo st=$?
#### eval unclosed array and backquote
eval 'a=(1 2'; echo st=$?
eval 'echo `echo hi'; echo st=$?
#### eval unclosed case and loop
eval 'case x in x) echo m;;'; echo st=$?
eval 'while false; do'; echo st=$?
#### eval unclosed then valid eval
eval 'echo "a'; eval 'echo b'; echo st=$?
#### eval unclosed under set -e
set -e
eval "echo 'x" || echo caught
echo after
#### eval unclosed in subshell status
( eval "echo 'x" ); echo st=$?
x=$(eval 'echo "y' 2>&1); echo "[$x] $?"
#### source unclosed quote
printf 'echo a\necho "b\n' > u.sh
. ./u.sh; echo st=$?
#### c locale command not found
LC_ALL=C
$'\xc3\xa9x'
$'a\tb'
echo st=$?
#### utf8 command not found quoting
$'\xc3\xa9x'
$'a\tb'
$'\xffz'
#### c locale cd error
LC_ALL=C
cd $'\xc3\xa9'; echo st=$?
cd $'t\tt'; echo st=$?
#### arithmetic non-ascii operand
echo $(( é ))
echo st=$?
x=é; echo $(( x ))
echo $(( 1é ))
#### arithmetic non-ascii in subscript key
declare -A A=([é]=5)
echo $(( A[é] + 1 ))
a=(1 2); echo "${a[é]}"
#### c locale declare -p assoc key
LC_ALL=C
declare -A A=([$'k\xc3\xa9']=$'v\xc3\xa9')
declare -p A
#### c locale export -p
LC_ALL=C
export ex=$'\xc3\xa9'
export -p | grep ' ex='
#### c locale at A and at K
LC_ALL=C
v=$'\xc3\xa9'; echo "${v@A}"
a=($'\xc3\xa9' x); echo "${a[@]@K}"
#### test -v element through nameref
a=(x y)
declare -n r=a
[[ -v r[1] ]]; echo $?
[[ -v r[5] ]]; echo $?
declare -n e='a[0]'
[[ -v e ]]; echo $?
#### test -v quoted subscript indexed
a=(x y); n=1
[[ -v "a[$n]" ]]; echo $?
[[ -v a["1"] ]]; echo $?
[[ -v a[$((n+0))] ]]; echo $?
#### test -v bad subscript aborts line
a=(x)
[[ -v a[1+] ]] || echo no
echo st=$?
#### test -v negative subscripts
a=(x y)
[[ -v a[-1] ]]; echo $?
[[ -v a[-2] ]]; echo $?
[[ -v a[-3] ]]; echo $?
echo done
#### extglob group with class inside
shopt -s extglob
for w in a1 b2 ab 12; do
  [[ $w == @([[:alpha:]])@([[:digit:]]) ]] && echo "$w y" || echo "$w n"
done
#### extglob close paren in bracket
shopt -s extglob
for w in ')' a '|'; do
  [[ $w == @([)|]) ]] && echo "$w y" || echo "$w n"
done
#### extglob unclosed is literal
shopt -s extglob
v='@(ab'
[[ $v == $v ]] && echo lit || echo nolit
[[ '@(abc' == $v* ]] && echo lit2 || echo nolit2
p='+(x'
case '+(x' in $p) echo same;; *) echo diff;; esac
#### extglob unclosed in cond reads to a later paren
shopt -s extglob
v='@(ab'
[[ $v == @(ab ]] && echo lit || echo nolit
case x in x) echo same;; esac
echo st=$?
#### extglob in param removal with bracket
shopt -s extglob
v='aaa]]b'
echo "${v##+(a)}" "${v%%+([]b])}"
#### trailing backslash pattern remove suffix
v='x\y\'
p='\'
echo "${v%$p}" "${v%%*$p}" "${v#*$p}"
#### trailing backslash pattern substitution
v='a\b\'
p='\'
echo "${v/$p/-}" "${v//$p/-}" "${v/%$p/-}" "${v/#$p/-}"
#### backslash in bracket
for w in '\' a ']'; do
  case $w in [\\]) echo "$w bs";; [a\]]) echo "$w ab";; *) echo "$w other";; esac
done
