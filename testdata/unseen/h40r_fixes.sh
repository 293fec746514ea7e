#### pipeline elements set BASH_COMMAND before they fork
trap 'echo "ERR: $BASH_COMMAND"' ERR
set -o pipefail
echo a | grep zz | sort
echo "1 $BASH_COMMAND"
echo b | false | { cat; }
echo "2"
echo c | while read x; do false; done | cat
x=1; true | false
echo "3"
echo d | (false)
true | false 2>/dev/null
f() { return 1; }
echo | f
echo x >/dev/null | false 2>/dev/null
true | (( 0 ))
true | [[ -z x ]]
true | let 0
true | declare -r q=1 && q=2 | false
echo x | y=3 | false
echo "5 $BASH_COMMAND"
#### EXIT trap of a subshell left by return break or continue
work() ( trap 'echo "exit trap rc=$?"' EXIT; echo working; return 3 )
work; echo "rc=$?"
( trap 'echo t2' EXIT; f() { return 4; }; f; echo after-f )
echo "rc=$?"
g() { ( trap 'echo t3' EXIT; return 5; echo no ); echo "in g rc=$?"; }
g
h() { ( trap 'echo t4' EXIT; for i in 1 2; do return 6; done ); }
h; echo "rc=$?"
k() { local v; v=$(trap 'echo t5' EXIT; return 7); echo "k rc=$? v=$v"; }
k
for i in 1 2; do ( trap 'echo t6 $i' EXIT; break; echo no ); echo "after $i"; done
for i in 1 2; do ( trap 'echo t7 $i' EXIT; continue; echo no ); done
m() ( trap 'echo t8; return 9; echo no8' EXIT; return 2 )
m; echo "m rc=$?"
n() ( trap 'echo t9' EXIT; exit 3 )
n; echo "n rc=$?"
#### return in the EXIT trap of a subshell gives its status
m2() ( trap 'echo t; return 9' EXIT; true )
m2; echo "m2 rc=$?"
m3() { ( trap 'return 8' EXIT; false ); echo "m3 inner rc=$?"; }
m3
m4() ( trap 'return' EXIT; exit 5 )
m4; echo "m4 rc=$?"
#### a function called in a trap has the interrupted line in BASH_LINENO
t() { echo "t: ${BASH_LINENO[*]} $LINENO"; }
trap 'echo "trap LINENO=$LINENO"; t' ERR
f() {
  false
}
f
g() { false; }
g
false
trap 't
echo "second line $LINENO"; t' ERR
false
trap 't' DEBUG
:
trap - DEBUG
trap 'echo "src $LINENO"; . ./s.sh' ERR
echo 'echo "in s: ${BASH_LINENO[*]} $LINENO"; caller' > s.sh
false
trap - ERR
k() { caller; }
trap 'k' USR1
kill -USR1 $$
#### the RETURN trap runs after a source inside another trap
echo 'echo "in s"' > s.sh
trap 'echo "R ${FUNCNAME[0]:-top}"' RETURN
f() { :; }
trap '. ./s.sh; f' USR1
kill -USR1 $$
trap - USR1
trap 'f; . ./s.sh' ERR
false
trap - ERR
trap '. ./s.sh' EXIT
. ./s.sh
g() { . ./s.sh; }
g
