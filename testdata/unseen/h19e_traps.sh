#### ERR trap status and line multi-line
trap 'echo "ERR st=$? line=$LINENO"' ERR
echo one
false
(exit 3)
echo "after $?"
#### ERR trap status preserved after handler
trap 'echo handler; true' ERR
false
echo "st=$?"
#### ERR trap fires for arith and cond
trap 'echo "ERR [$BASH_COMMAND] $?"' ERR
(( 0 ))
[[ a == b ]]
let 'x=0'
[ a = b ]
echo end
#### ERR trap for assignment with failing cmdsub
trap 'echo "ERR [$BASH_COMMAND] $?"' ERR
x=$(false)
f() { local y=$(false); echo "local no trap"; }
f
#### ERR trap not in cmdsub without errtrace
trap 'echo ERR-fired >&2' ERR
x=$(false; echo value)
echo "x=$x"
#### ERR trap in cmdsub with errtrace
set -E
trap 'echo ERR-fired >&2' ERR
x=$(false; echo value) 2>&1
echo "x=$x"
#### ERR trap cmdsub output captured with errtrace
set -E
trap 'echo "ERR $?"' ERR
x=$(false; echo value)
echo "x=[$x]"
#### ERR trap in subshell with and without errtrace
trap 'echo "ERR $?"' ERR
( false; echo "sub on" )
set -E
( false; echo "sub on again" )
#### ERR trap subshell failure fires in parent
trap 'echo "ERR [$BASH_COMMAND] $?"' ERR
( exit 4 )
echo "st=$?"
#### ERR trap fires twice for subshell false with errtrace
set -E
trap 'echo "ERR $?"' ERR
( false )
echo done
#### ERR trap group fires once
trap 'echo "ERR [$BASH_COMMAND]"' ERR
{ echo in; false; }
echo "st=$?"
#### ERR trap if else branch
trap 'echo "ERR [$BASH_COMMAND]"' ERR
if false; then :; else false; fi
echo "st=$?"
#### ERR trap function return nonzero
trap 'echo "ERR [$BASH_COMMAND] $?"' ERR
f() { return 3; }
f
echo "st=$?"
#### ERR trap function return nonzero with errtrace
set -E
trap 'echo "ERR [$BASH_COMMAND] $? ${FUNCNAME[0]-main}"' ERR
f() { return 3; }
f
g() { false; return 0; }
g
#### ERR trap pipeline and pipefail
trap 'echo "ERR $?"' ERR
false | true
true | false
set -o pipefail
false | true
echo end
#### ERR trap and-list last
trap 'echo "ERR [$BASH_COMMAND]"' ERR
true && false
false && true
false || false
echo end
#### ERR trap reset with dash
trap 'echo ERR' ERR
false
trap - ERR
false
trap -p ERR
echo "end $?"
#### ERR trap ignored with empty string
trap '' ERR
false
trap -p ERR
echo end
#### ERR trap print form
trap 'echo "it'"'"'s $?"' ERR
trap -p ERR
trap -p
#### ERR trap failing command inside handler not recursive
trap 'echo in-handler; false; echo handler-end' ERR
false
echo "st=$?"
#### ERR trap exit in handler
trap 'echo "bye $?"; exit 9' ERR
echo a
false
echo never
#### ERR trap exit without number in handler
trap 'exit' ERR
(exit 7)
echo never
#### ERR trap with errexit and EXIT trap order
set -e
trap 'echo "ERR $?"' ERR
trap 'echo "EXIT $?"' EXIT
echo start
(exit 5)
echo never
#### ERR trap return in handler inside function
f() { trap 'echo "ERR in f"; return 7' ERR; false; echo "never in f"; }
f
echo "f=$?"
trap - ERR
#### ERR trap set in function is global
f() { trap 'echo "ERR global $?"' ERR; }
f
false
#### ERR trap nested functions lineno with errtrace
set -E
trap 'echo "ERR ${FUNCNAME[*]:-main} line=$LINENO st=$?"' ERR
inner() {
  false
}
outer() {
  inner
  echo "outer on"
}
outer
#### ERR trap errtrace turned off midway
trap 'echo "ERR ${FUNCNAME[0]:-main}"' ERR
f() { false; }
set -E; f
set +E; f
echo end
#### ERR trap in for loop body
trap 'echo "ERR i=$i"' ERR
for i in 1 2 3; do [ $i -ne 2 ]; done
echo end
#### ERR trap command not found
trap 'echo "ERR $?"' ERR
nosuchcmd_h19e 2>/dev/null
echo end
#### ERR trap not for while condition or bang
trap 'echo ERR' ERR
while false; do :; done
until true; do :; done
! true
echo end
#### ERR trap in eval
trap 'echo "ERR [$BASH_COMMAND]"' ERR
eval false
eval 'false; echo x'
#### ERR trap with errexit in function condition
set -eE
trap 'echo "ERR ${FUNCNAME[0]:-main}"' ERR
f() { false; echo "f on"; }
if f; then echo yes; fi
f
echo never
#### ERR trap sees BASH_COMMAND of failing cmd in function without errtrace
trap 'echo "ERR [$BASH_COMMAND] $?"' ERR
f() { echo hi; false; }
f
#### ERR trap in sourced file
trap 'echo "ERR line=$LINENO"' ERR
printf 'echo s1\nfalse\necho s2\n' > s.sh
. ./s.sh
#### ERR trap redirect failure
trap 'echo "ERR $?"' ERR
echo x > /nonexistent-h19e/f 2>/dev/null
: < /nonexistent-h19e 2>/dev/null
echo end
#### ERR trap arithmetic expansion error
trap 'echo "ERR $?"' ERR
( echo $(( 1 / 0 )) ) 2>/dev/null
echo "st=$?"
#### ERR trap in trap EXIT
trap 'echo "ERR $?"' ERR
trap 'false; echo "exit trap end"' EXIT
echo body
#### EXIT trap lineno and BASH_COMMAND
trap 'echo "exit: st=$? cmd=[$BASH_COMMAND]"' EXIT
echo a
(exit 3)
#### EXIT trap BASH_COMMAND after exit builtin
trap 'echo "cmd=[$BASH_COMMAND] st=$?"' EXIT
echo a
exit 4
#### EXIT trap exit without argument keeps status
trap 'echo trap; exit' EXIT
(exit 6)
#### EXIT trap false does not change status
trap 'false' EXIT
exit 0
#### EXIT trap exit overrides status
trap 'exit 2' EXIT
echo body
#### EXIT trap set inside EXIT trap
trap 'echo first; trap "echo second" EXIT' EXIT
echo body
#### EXIT trap runs once when exit in trap
trap 'echo "in trap"; exit 3' EXIT
exit 1
#### EXIT trap in subshell status from exit
( trap 'echo "sub trap $?"' EXIT; exit 5 ); echo "st=$?"
( trap 'echo "sub trap $?"; exit 1' EXIT; exit 5 ); echo "st=$?"
#### EXIT trap in subshell with errexit
( set -e; trap 'echo "sub trap $?"' EXIT; false; echo never ); echo "st=$?"
#### EXIT trap in command substitution captured
x=$(trap 'echo trapped' EXIT; echo body; exit 3); echo "st=$? x=[$x]"
#### EXIT trap in command substitution stderr
x=$(trap 'echo trap-err >&2' EXIT; echo v) 2>&1; echo "x=[$x]"
#### EXIT trap via exit in function
f() { echo in-f; exit 4; }
trap 'echo "exit trap $?"' EXIT
f
echo never
#### EXIT trap return outside function in trap
trap 'return 3; echo after' EXIT
echo body
#### EXIT trap after ERR trap exit
trap 'echo "EXIT $?"' EXIT
trap 'echo "ERR $?"; exit 11' ERR
false
#### EXIT trap subshell does not inherit parent
trap 'echo parent' EXIT
( echo sub; exit 2 ); echo "st=$?"
#### EXIT trap pipeline element
trap 'echo parent' EXIT
{ trap 'echo elem' EXIT; echo body; } | cat
#### EXIT trap status in nested subshells
( trap 'echo "outer $?"' EXIT; ( trap 'echo "inner $?"' EXIT; exit 3 ); exit $(( $? + 1 )) ); echo "st=$?"
#### EXIT trap with set -u failure
trap 'echo "trap st=$?"' EXIT
set -u
echo "$undefined_h19e"
echo never
#### EXIT trap lineno
trap 'echo "line=$LINENO"' EXIT
echo a
echo b
#### ERR trap lineno in function without errtrace
trap 'echo "ERR line=$LINENO"' ERR
f() {
  echo in-f
  false
}
f
echo end
#### RETURN trap and return status
f() { trap 'echo "return trap $?"' RETURN; return 4; }
f
echo "st=$?"
trap - RETURN
#### nested trap status in ERR handler
trap 'st=$?; echo "ERR st=$st"; (exit 9); echo "inner $?"' ERR
(exit 2)
echo "after $?"
