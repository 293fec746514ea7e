#### temp assignment before command does not persist
a=1 b=2
a=3 b=4 true
echo $a $b
#### set -k takes assignments anywhere
set -k
f() { echo "a=$a c=$c"; }
a=5 f c=7
set +k
echo after: ${c-unset}
#### set -k assignments after external command
set -k
printenv x y=2 x=1
set +k
#### temp assignment expands before applying
export HOME=/usr/chet
HOME=/a/b/c echo $HOME
HOME=/a/b/c printenv HOME
echo $HOME
#### set -k with builtin echo
V=/v
set -k
V=/x/y echo a=$V c=9
echo "$V ${c-unset} ${a-unset}"
set +k
#### assignment-only statement applies in order
HOME=/a/b/c a=$HOME c=9
echo $HOME $c $a
#### simultaneous assignments left to right
c=1 d=2
d=$c c=$d
echo $c $d
#### local in function shadows global
func() { local YYZ; YYZ="song by rush"; echo $YYZ; echo $A; }
YYZ="toronto airport"; A=AVAR
func
A=BVAR func
echo $YYZ $A
#### temp assignment to exported var
export A=x
A=ZVAR echo $A
A=ZVAR printenv A
#### local array from pattern substitution and local listing
XPATH=/bin:/usr/bin:.
func2() { local z=yy; local -a avar=( ${XPATH//:/ } ); echo ${avar[@]}; local; }
avar=42
func2
echo $avar
#### declare -i then unset then export
declare -i ivar
ivar=10
declare -p ivar
unset ivar
export ivar
echo ${ivar-unset}
ivar=42
declare -p ivar
#### set -o ignoreeof sets IGNOREEOF
unset IGNOREEOF
set -o ignoreeof
echo "$IGNOREEOF"
set +o ignoreeof
echo "${IGNOREEOF-unset}"
#### shopt -so physical in SHELLOPTS
shopt -so physical
case :$SHELLOPTS: in *:physical:*) echo yes;; esac
readonly -p | grep -c SHELLOPTS
#### set -a exports typeset assignment
FOOFOO=bar
set -a
typeset FOOFOO=abcde
printenv FOOFOO
#### temp env to eval source function and command
func() { printenv var; }
export var=10
var=20 eval printenv var
echo 'printenv var' > f.sh
var=30 . ./f.sh
var=40 func
var=50 command printenv var
echo $var
#### typeset in function with export
fff() { typeset i=0 x=10; echo "|$i|$x|"; export x; printenv x; }
fff
x=1 fff
echo "${x-unset}"
#### function sees temp env and exports it
fff2() { echo "|$x|"; export x; printenv x; }
x=4 fff2
echo "${x-unset}"
#### local initialised from temp env value
fff3() { typeset i=0 x="${x-10}"; echo "|$i|$x|"; }
x=11 fff3
echo after fff3: x=${x-unset}
fff4() { typeset i=0 x; x="${x-10}"; echo "|$i|$x|"; }
x=12 fff4
#### typeset after temp assignment
fff5() { z=y typeset z; echo "|$z|"; }
fff5
z=42 fff5
#### IFS temp for read from procsub
oifs=$IFS
inner() { echo a/b/c/d; exit 0; }
IFS=/ read m v k a < <(IFS=$oifs inner)
echo $m:$v:$k:$a
#### declare -g in nested function with locals
f() { local -a v; local -a w; g; echo "f: ${v[@]}, ${w[@]}"; }
g() { aux=v; declare -ga "$aux=( asdf fdsa )"; declare -ga w=( asdf fdsa ); echo "g: ${v[@]}, ${w[@]}"; }
f
echo "FIN: ${v[@]}, ${w[@]}"
#### declare -g scalar with locals in caller
f() { local v; local w; g; echo f: v = $v, w = $w; }
g() { aux=v; declare -g w=one; declare -g "$aux=two"; echo g: v = $v, w = $w; }
f
echo FIN: v = $v, w = $w
#### declare -g changing array type
aaa() { declare -g -a unique=(); }
bbb() { declare -g -A unique=(); }
aaa
bbb
echo after bbb: $?
#### declare -rgA in function
function foobar { declare -rgA FOOBAR=([foo]=bar); declare -p FOOBAR; }
foobar
declare -p FOOBAR
#### declare -rga with string subscript
foobar() { declare -rga FOOBAR2=([foo]=bar); declare -p FOOBAR2; }
foobar
declare -p FOOBAR2
#### local -n to caller local of same scope chain
f() { local str=F; g str; }
g() { local -n ref=$1; printf "%s " "$ref"; ref=G; }
str=OUTSIDE
f
printf "%s\n" "$str"
#### local -n to caller local array
f() { local -a arr=(F); g arr; }
g() { local -n ref=$1; printf "%s " "${ref[0]}"; ref=(G); }
arr=(OUTSIDE)
f
printf "%s\n" "${arr[0]}"
#### local -r on existing local array
foo() { local -a myvar=(); local -r myvar=0; echo "${myvar[@]}"; declare -p myvar; }
foo
#### local -r on integer local
foo2() { local -i myvar=0; local -r myvar=1; echo "${myvar}"; declare -p myvar; }
foo2
#### declare -r on empty array and -ir
declare -a outside=()
declare -r outside
declare -p outside
outside1=1
declare -ir outside1
declare -p outside1
#### temp env with declare -r
tempenv=foo declare -r tempenv
echo tempenv = $tempenv
tempvar2=bar declare -r tempvar2=qux
echo ${tempvar2@A}
#### local shadows global readonly is an error
readonly var=outside
func() { local var=inside; echo "inside: $var"; }
func
echo outside: $var
#### local unset hides exported value
export VAR1=abc
f() { local VAR1; echo local: ${VAR1-unset1}; printenv VAR1; echo "st=$?"; }
f
#### temp env before command with procsub input
FOO=global
FOO=bar cat < <(echo $FOO:1; echo $FOO:2)
echo after: --${FOO}--
#### temp env with read builtin
FOO=bar read x < <(echo -n $FOO:1; echo $FOO:2)
echo after: --${FOO-}--
echo x = $x
#### readonly on local scalars stays local
o1() { local i1; readonly i1=$1; declare -p i1; }
o1 "a b c"
declare -p i1
#### readonly in function sets global
o2() { readonly i2=$1; }
o2 "a b c"
declare -p i2
#### readonly array of locals
o3() { local i3; readonly i3=($1); declare -p i3; }
o3 "a b c"
declare -p i3
echo "st=$?"
#### unset in inner function reveals outer local
inner() { unset res; echo ${FUNCNAME}: ${res-res unset}; [[ $1 == set ]] && { res[0]=X; res[1]=Y; }; }
outer() { local res=; inner "$1"; echo ${FUNCNAME}: "res: ${res[@]}"; }
outer set
echo main: ${res-unset}
outer dontset
#### unset local in same function
func() { typeset x=4; unset x; echo ${FUNCNAME}: ${x:-null or unset}; }
x=outside
func
echo after func: x = $x
#### local array over readonly global fails
func() { local qux=7; local what=(zero one two); echo "qux=$qux"; }
readonly qux=42
func
echo "st=$?"
#### declare -gA replaces global scalar
func2() { declare -gA foo=([zero]=zero [one]=one); declare -ga bar=(zero one); }
foo=help; bar=me
func2
declare -p foo bar
#### readonly scalar array assignment fails
readonly a=7
a=(1 2 3)
echo "st=$? a=$a"
#### posix mode special builtin temp assignment persists
set -o posix
func1() { var=1; var=2 :; echo $FUNCNAME: var = $var; }
func1
echo "var=$var"
#### non-posix special builtin temp assignment does not persist
func() { local var=local; var=inside :; declare -p var; }
var=outside
func
declare -p var
#### temp env before declare -x in function
func() { var=value declare -x var; declare -p var; }
var=one
func
declare -p var
#### temp env before export of local
func() { local var=inside; var=value export var; declare -p var; }
var=outside
func
declare -p var
#### temp env before colon and eval not kept
unset var
var=one :
echo "1.0 var=${var-<unset>}"
var=one eval ':'
echo "1.1 var=${var-<unset>}"
#### temp env for function call then gone
func() { echo "inside var=${var-<unset>}"; }
var=two func
echo "2.0 var=${var-<unset>}"
var=global
var=two func
echo "2.1 var=${var-<unset>}"
#### temp env with export in function
func1() { var=value export var; echo "inside var=${var-<unset>}"; }
var=outside
func1
echo "3.0 var=${var-<unset>}"
printenv var
#### dynamic scope of temp env with local
fecho() { echo $var; }
foo() { local var="foo: bye bye"; var="foo: hello world" fecho; }
bar() { var="bar: hello world" fecho; }
var=global
var=outside foo
echo after foo: var=$var
var=outside bar
echo after bar: var=$var
#### temp env array-like names are plain words
f() { declare -p var 2>&1; }
var[0]=X f
echo "st=$?"
#### localvar_inherit with assoc
shopt -s localvar_inherit
declare -A var
f() { declare var+=([0]=X); declare -p var; }
f
declare -p var
#### localvar_inherit with scalar
shopt -s localvar_inherit
v=outer
f() { local v; echo "[$v]"; }
f
#### positional parameters restored after function calls
f() { echo $FUNCNAME: $#; }
f1() { f {1..50}; echo $FUNCNAME: after: $#; }
set -- {1..10}
f1 {1..20}
echo done: $#
#### recursive shift in function
f3() { echo -n "$1 "; shift; [ $# -le 0 ] && { echo; return; }; f3 "$@"; }
f3 {1..8}
#### source with args replaces and restores positionals
echo 'echo "in: $#"; set -- x' > f.in
set -- a b c
. ./f.in
echo "after 1: $@"
. ./f.in one two three
echo "after 2: $@"
#### local with temp env and printenv
show2() { printf %s "foo=${foo-<unset>}"; echo -n ' env foo='; printenv foo || echo; }
showfoo() { local foo; foo=showfoo show2; }
unset foo
showfoo
foo=foo showfoo
echo outside: "foo=${foo-<unset>}"
#### declare -I inherits value
var=global
f() { local $1 var; declare -p var; }
f
f -I
#### local array from outer array
arr=(zero one two)
f() { local -a arr=( "${arr[@]}" ); arr+=(three); declare -p arr; }
f
declare -p arr
#### local array from indirect with set -u
arr=(zero one two)
set -u
name='arr[@]'
f2() { local -a arr=("${!name}"); declare -p arr; }
f2
#### local in nested function calls
function aaa() { local x='1 2 3'; echo "aaa ${x}"; }
function bbb { local x; x=(4 5 6); echo "bbb ${x[*]}"; }
ccc() { local x=(7 8 9); echo "ccc ${x[*]}"; }
function ddd { local -r x='0'; echo "ddd ${x}"; aaa; bbb; ccc; }
ddd
#### local -p lists locals
f() { local v=x; local -p; }
v=t f
#### local with temp env same name
f() { local v; declare -p v; }
v=t f
#### local then unset shows declare -p
f() { local v=x; unset v; declare -p v; }
v=g
f
#### local dash restores set options
f() { local -; set -u; set -f; echo "in: $-"; }
echo "before: $-"
f
echo "after: $-"
#### typeset in function does not leak
tt() { typeset a=b; echo a=$a; }; a=z; echo a=$a; tt; echo a=$a
