#### errexit local dash restores set -e after function
set -e
f() { local -; set +e; false; echo "in f"; }
f
false
echo never
#### DEBUG trap sees or-list parts under errexit
trap 'echo "DEBUG $BASH_COMMAND"' DEBUG
set -e
false || true
trap - DEBUG
#### ERR trap BASH_LINENO and FUNCNAME nested with errtrace
set -eE
trap 'echo "ERR ${BASH_LINENO[*]} ${FUNCNAME[*]}"' ERR
a() { b; }
b() { false; }
a
#### errexit failed assignment in or-list
set -e
x=$(false) || echo "assign failed $?"
echo end
#### EXIT trap after required parameter error in function
trap 'echo "EXIT $?"' EXIT
set -u
f() { echo "${1:?need arg}"; }
f
#### subshell exit in loop with or-list
for i in 1 2 3; do
  ( [ $i = 2 ] && exit 5; echo "sub $i" ) || echo "failed $? at $i"
done
#### errexit ERR trap with negated function and and-list
set -e
trap 'echo "trap sees $?"' ERR
f() { return 4; }
if ! f; then echo "not f"; fi
f && echo yes
echo "never?"
#### TERM trap with exit 0
trap 'echo caught; exit 0' TERM
kill -TERM $$
echo after
#### RETURN trap status and self reset
f() { trap 'echo "RET $?"' RETURN; false; }
f; echo "st=$?"
g() { trap 'echo "RET $?"; trap - RETURN' RETURN; return 3; }
g; echo "st=$?"
#### errexit group with redirection fails
set -e
{ false; } 2>/dev/null
echo never
#### exit too many arguments then non-numeric
exit 1 2 3
echo "still $?"
exit 4 x
echo never
#### errexit async false then wait -n
set -e
false &
wait -n; echo "st=$?"
#### ERR trap set in function exits with EXIT trap
trap 'echo "exit $?"' EXIT
f() { trap 'echo "err in f $?"; exit 7' ERR; false; }
f
#### ERR trap with local and plain cmdsub assignment in function
set -E
trap 'echo "ERR $? ${FUNCNAME[0]:-main} $LINENO"' ERR
f() {
  local x=$(false)
  y=$(false)
}
f
#### ERR trap two cmdsub assignments last status
trap 'echo "ERR $?"' ERR
x=$(exit 3) y=$(exit 4)
echo "st=$?"
#### ERR trap sees PIPESTATUS under pipefail
set -o pipefail
trap 'echo "ERR $? ${PIPESTATUS[*]}"' ERR
false | true | (exit 3)
#### signal trap return in function
trap 'echo "USR1 $?"; return 5' USR1
f() { kill -USR1 $$; echo "after kill $?"; }
f; echo "f=$?"
#### EXIT trap false under errexit
trap 'false; echo "in exit trap $?"' EXIT
set -e
true
#### exit in function called from EXIT trap
f() { exit; }
trap 'f; echo never' EXIT
(exit 9)
#### DEBUG trap sees previous status
trap 'echo "DEBUG $?"' DEBUG
(exit 3)
true
trap - DEBUG
#### errexit or-list both sides fail with EXIT trap
set -e
f() { return 3; }
trap 'echo "EXIT $?"' EXIT
f || f
#### EXIT trap replaced and listed
trap 'echo one' EXIT
trap 'echo two' EXIT
trap -p EXIT
exit 2
