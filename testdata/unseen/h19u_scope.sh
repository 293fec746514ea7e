#### dynamic scope reaches callee
f() { local x=f; g; }; g() { echo "g sees $x"; }; x=global; f; g
#### local shadows and unset reveals global
x=global; f() { local x=local; unset x; echo "[${x-unset}]"; }; f
#### unset local in callee reveals caller local
x=g; f() { local x=f; g; echo "f after: $x"; }; g() { unset x; echo "g: ${x-unset}"; }; f
#### local without value is unset
x=g; f() { local x; echo "[${x-unset}]"; declare -p x; }; f
#### local - restores options
f() { local -; set -e; set -u; echo "in: $-" | tr -d hB; }; f; echo "out: $-" | tr -d hB
#### local -n nameref to caller var
set_it() { local -n ref=$1; ref=new; }; v=old; set_it v; echo $v
#### local array and assoc
f() { local -a a=(1 2); local -A m=([k]=v); echo ${#a[@]} ${m[k]}; }; f; echo "[${a-}]"
#### local outside function
local x=1 2>&1; echo st=$?
#### local -r then assign
f() { local -r r=1; r=2; echo after; }; f 2>&1; echo st=$?
#### local -i arithmetic
f() { local -i n=2+3; n+=1; echo $n; }; f
#### local inherits attributes of global no
declare -i n=1; f() { local n=2+2; echo $n; }; f
#### local with same name as parameter
f() { local 1=x 2>&1; echo st=$?; }; f a
#### export from function
f() { export EF=1; local LX=2; export LX; bash -c 'echo "child: $EF ${LX-}"'; }; f; echo "after: $EF [${LX-}]"
#### declare in function is local
f() { declare d=1; typeset t=2; }; f; echo "[${d-u}][${t-u}]"
#### recursive locals
f() { local n=$1; if ((n>0)); then f $((n-1)); fi; printf '%s ' $n; }; f 3; echo
#### local status of assignment
f() { local x=$(exit 3); echo $?; local y; y=$(exit 4); echo $?; }; f
#### nested function definitions
outer() { inner() { echo inner; }; }; inner 2>/dev/null || echo "no inner"; outer; inner
#### function overriding builtin
cd() { echo "fake cd $*"; }; cd /x; builtin cd / && pwd; unset -f cd
#### return value range
f() { return 300; }; f; echo $?; g() { return -1; }; g; echo $?
#### return with no arg uses last status
f() { false; return; }; f; echo $?
#### return invalid arg
f() { return abc; }; f 2>&1; echo st=$?
#### FUNCNAME and caller
a() { b; }; b() { echo "${FUNCNAME[*]}"; caller 0 | awk '{print $2}'; }; a
#### function positional params isolated
set -- main1 main2; f() { echo "$# $1"; set -- x; echo "$1"; }; f a b c; echo "$# $1"
#### unset function during its execution
f() { unset -f f; echo running; }; f; f 2>&1 | sed 's/line [0-9]*/line N/'
#### variable assignment prefix to function
f() { echo "V=$V"; }; V=tmp f; echo "after=[${V-}]"
#### assignment prefix to special builtin persists
V=1 : ; echo "[${V-}]"; unset V; V=2 export W=3; echo "[${V-}][$W]"
#### local on global readonly
readonly R=1; f() { local R=2; echo $R; }; f 2>&1; echo st=$?
