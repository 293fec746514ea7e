#### recursive factorial via echo
fact() { (( $1 <= 1 )) && { echo 1; return; }; local r; r=$(fact $(( $1 - 1 ))); echo $(( $1 * r )); }; fact 10
#### recursion with local counters
depth() { local n=$1; (( n == 0 )) && { echo bottom; return 0; }; depth $((n-1)); echo "back $n"; }; depth 3
#### recursion result via global
sum=0; add() { (( $1 > 0 )) || return; sum=$((sum + $1)); add $(( $1 - 1 )); }; add 50; echo $sum
#### recursion by dynamic scoping
f() { local x=$1; g; }; g() { echo "g sees $x"; }; f one; x=top; g
#### funcnest limit
FUNCNEST=5; r() { r; }; r 2>&1; echo st=$?
#### funcnest allows up to limit
FUNCNEST=3; c=0; r() { c=$((c+1)); (( c < 3 )) && r; return 0; }; r; echo c=$c
#### local shadows and restores
x=g; f() { local x=l; echo "in $x"; }; f; echo "out $x"
#### local without value is unset in function
x=g; f() { local x; echo "[${x-unset}]"; }; f
#### local array and assoc
f() { local -a a=(1 2); local -A m=([k]=v); echo "${a[1]} ${m[k]}"; }; f; echo "[${a[*]}][${m[k]}]"
#### local modifies caller's local
outer() { local v=1; inner; echo "outer v=$v"; }; inner() { v=2; }; outer; echo "global v=${v-unset}"
#### local in inner shadows caller's local
outer() { local v=1; inner; echo "outer v=$v"; }; inner() { local v=2; v=3; }; outer
#### unset local reveals global
x=g; f() { local x=l; unset x; echo "[${x-unset}]"; }; f
#### unset local in called function reveals outer
x=g; f() { local x=f; g2; echo "f: $x"; }; g2() { unset x; echo "g2: ${x-unset}"; }; f
#### declare -g in function is global
f() { declare -g gv=1; }; f; echo "gv=$gv"
#### return with value
f() { return 3; }; f; echo $?
#### return value modulo 256
f() { return 257; }; f; echo $?; g() { return -1; }; g; echo $?
#### return too many arguments
f() { return 1 2; }; f 2>&1; echo st=$?
#### return in subshell inside function
f() { ( return 4 ); echo "after $?"; return 1; }; f; echo $?
#### return from sourced file
echo 'echo in; return 6; echo no' > s.sh; . ./s.sh; echo st=$?
#### function keyword with parens
function f() { echo kw-parens; }; f
#### function keyword without parens
function g { echo kw-bare; }; g
#### function body as subshell
f() ( x=inner; echo $x ); x=outer; f; echo $x
#### function body as if compound
f() if [[ $1 == a ]]; then echo A; else echo notA; fi; f a; f b
#### function body as for loop
f() for i in "$@"; do echo "<$i>"; done; f x 'y z'
#### function body as arithmetic
f() (( $1 > 2 )); f 3 && echo big; f 1 || echo small
#### function body as double bracket
f() [[ $1 == y* ]]; f yes && echo y; f no || echo n
#### function definition with redirection applied each call
f() { echo called; } > out.txt; f; f; cat out.txt
#### function with heredoc body
f() { cat; } <<EOF
from here
EOF
f
#### function name with special chars
a.b() { echo dot; }; c-d() { echo dash; }; a.b; c-d
#### function named like builtin shadows it
echo() { builtin echo "wrapped: $*"; }; echo hi; unset -f echo; echo plain
#### function positional parameters restored
set -- a b; f() { set -- x; echo "in $#:$1"; }; f 1 2 3; echo "out $#:$1"
#### function sees FUNCNAME chain
a() { b; }; b() { echo "${FUNCNAME[*]}"; }; a
#### function dollar zero is script name
f() { echo "$0"; }; f
#### function exit inside exits shell
f() { echo before; exit 3; echo after; }; f; echo never
#### function in pipeline cannot change vars
n=0; f() { n=5; }; f | cat; echo $n
#### function redefinition replaces
f() { echo one; }; f; f() { echo two; }; f
#### unset function then call
f() { echo x; }; unset -f f; f 2>&1; echo st=$?
#### unset prefers variable over function
f=var; f() { echo fn; }; unset f; f; echo "[${f-gone}]"
#### declare -f prints function
f() { local a=1; echo $a; }; declare -f f
#### declare -F lists names
z() { :; }; a() { :; }; declare -F
#### type of function
f() { :; }; type f | head -1; type -t f
#### function with local -
f() { local -; set -f; echo "in: $-" | grep -c f; }; f; case $- in *f*) echo leaked;; *) echo restored;; esac
#### export function to child bash
f() { echo child-sees; }; export -f f; bash -c f
#### function return in trap
f() { trap 'echo trap' RETURN; return 2; }; f; echo st=$?; trap - RETURN
#### function name is invalid
eval '1f() { echo x; }' 2>&1; echo st=$?
#### reserved word as function name via keyword
function if { echo if-fn; } 2>&1; echo st=$?
#### function with empty body is syntax error
eval 'f() { }' 2>&1; echo st=$?
#### calling function with assignment prefix
f() { echo "v=$v"; }; v=outer; v=temp f; echo "v=$v"
#### prefix assignment to function persists in posix mode off
f() { :; }; unset w; w=1 f; echo "[${w-unset}]"
#### local -n reference to caller variable
set_it() { local -n ref=$1; ref=changed; }; val=orig; set_it val; echo $val
#### local -n to array of caller
push() { local -n arr=$1; arr+=("$2"); }; list=(a); push list b; push list c; echo "${list[@]}"
#### local readonly in function
f() { local -r c=1; c=2; echo "c=$c"; }; f 2>&1
#### readonly global then local same name
readonly R=1; f() { local R=2; echo $R; }; f 2>&1; echo st=$?
#### nested function definition
outer() { inner() { echo inner-def; }; }; inner 2>/dev/null || echo notyet; outer; inner
#### recursive mutual functions
even() { (( $1 == 0 )) && return 0; odd $(( $1 - 1 )); }; odd() { (( $1 == 0 )) && return 1; even $(( $1 - 1 )); }; even 10 && echo even10; odd 7 && echo odd7
#### function with return status of last in pipeline
f() { true | false; }; f; echo $?
#### function call status 127 for missing inside
f() { nosuchcmd_h38x; }; f 2>&1; echo st=$?
#### local in subshell of function
f() { local x=1; ( x=2; echo "sub $x" ); echo "fn $x"; }; f
#### local with same name multiple times
f() { local x=1; local x; echo "[$x]"; local x=3; echo "[$x]"; }; f
#### local assignment status from command substitution
f() { local x=$(false); echo $?; local y; y=$(false); echo $?; }; f
#### function arguments with spaces preserved
f() { printf '[%s]' "$@"; echo; }; f 'a b' '' c
#### function called via variable
cmd=greet; greet() { echo "hi $1"; }; $cmd there
#### function listing with declare -f after redefinition with redirect
f() { echo x; } 2>/dev/null; declare -f f
