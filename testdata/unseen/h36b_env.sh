#### temp assignment before function visible inside only
f() { echo "in:$v"; }; v=outer; v=temp f; echo "out:$v"
#### temp assignment before function is exported to children
f() { sh -c 'echo "child:$tv"'; }; tv=yes f; sh -c 'echo "after:[$tv]"'
#### temp assignment before special builtin persists
v=1; v=2 :; echo $v; w=3 eval 'echo in-eval $w'; echo "w=$w"
#### temp assignment before special builtin in posix mode
set -o posix; u=9 :; echo "u=$u"
#### temp assignment before regular builtin does not persist
x=1; x=2 true; echo $x; y=5 printf '%s\n' "[$y]"
#### temp assignment before export listing
exported=1 export -p | grep -c exported= ; echo "[$exported]"
#### export -f to child bash
f() { echo "from f $1"; }; export -f f; bash -c 'f arg'
#### export -n removes export
export e=1; export -n e; bash -c 'echo "[$e]"'; echo "$e"
#### env -i clears environment
export keep=1; env -i bash -c 'echo "[$keep]"'; env -i printenv | wc -l
#### env -i with assignments
env -i A=1 B=2 printenv A B
#### env with unset option
export gone=1; env -u gone bash -c 'echo "[${gone-unset}]"'
#### declare -x shows in env
declare -x dx=val; env | grep '^dx='
#### unexported variable not in child
nx=1; bash -c 'echo "[${nx-none}]"'
#### assignment to exported var updates child env
export ev=a; ev=b; bash -c 'echo $ev'
#### local export in function
f() { local -x lv=inside; bash -c 'echo "[$lv]"'; }; f; bash -c 'echo "[$lv]"'
#### temp assignment to PATH for command lookup
PATH=/nonexistent ls 2>/dev/null; echo st=$?
#### allexport exports new vars
set -a; av=1; set +a; bv=2; bash -c 'echo "[$av][$bv]"'
#### temp assignment with array subscript is not a temp binding
a[1]=x true 2>&1; echo "[${a[1]}]"
#### multiple temp assignments in order
x=1 y='$x' z=3 bash -c 'echo "$x $y $z"'
#### env shows exported function
f() { :; }; export -f f; env | grep -A1 '^BASH_FUNC_f'
#### temp assignment before declare function local
f() { local v=inner; echo $v; }; v=tmp f; echo "[$v]"
