#### err trap not inherited by default
trap 'echo ERR caught' ERR
f() { false; echo in-f; }
f
#### err trap inherited with set -E
set -E
trap 'echo "ERR at $LINENO"' ERR
f() {
  false
  echo in-f
}
f
#### err trap in subshell with errtrace
set -o errtrace; trap 'echo err:$?' ERR; ( false ); (exit 3)
#### err trap not in subshell without errtrace
trap 'echo err:$?' ERR; ( false; echo inner ); echo outer
#### err trap skipped in conditions
trap 'echo ERR' ERR; if false; then :; fi; false || true; ! false; while false; do :; done; echo done
#### err trap on last in and-list
trap 'echo ERR' ERR; true && false; echo st=$?
#### err trap not on first of and-list
trap 'echo ERR' ERR; false && true; echo st=$?
#### debug trap not inherited
trap 'echo "D:$BASH_COMMAND"' DEBUG
f() { echo inside; }
f
trap - DEBUG
#### debug trap inherited with set -T
set -T
trap 'echo "D:$BASH_COMMAND"' DEBUG
f() { echo inside; }
f
trap - DEBUG
#### return trap not inherited without -T
f() { :; }
trap 'echo "ret from ${FUNCNAME[0]}"' RETURN
f
echo after
#### return trap with functrace
set -o functrace
trap 'echo "ret ${FUNCNAME[0]:-main}"' RETURN
f() { g; }
g() { :; }
f
#### return trap set in function fires on return
f() { trap 'echo bye-f' RETURN; echo body; }; f; f
#### return trap on source
printf 'echo sourced\n' > s.sh
trap 'echo ret-trap' RETURN
. ./s.sh
echo end
#### local trap via declare -ft
f() { echo body; }
declare -ft f
trap 'echo "D:$BASH_COMMAND"' DEBUG
f
trap - DEBUG
#### trap -p listing
trap 'echo x' ERR; trap 'echo y' DEBUG; trap -p ERR DEBUG; trap - DEBUG
#### trap -p RETURN and EXIT
trap 'echo r' RETURN; trap 'echo e' EXIT; trap -p RETURN EXIT
#### err trap status preserved
trap 'echo "in trap $?"' ERR; f() { return 7; }; f; echo "after $?"
#### err trap with set -e exits
set -e; trap 'echo "ERR $?"' ERR; false; echo not-here
#### exit trap runs after set -e failure
set -e; trap 'echo "EXIT $?"' EXIT; f() { false; }; f; echo no
#### trap reset in subshell listing
trap 'echo x' INT; ( trap -p INT ); trap -p INT
#### debug trap sees arithmetic command
trap 'echo "D:$BASH_COMMAND"' DEBUG; (( x = 1 + 2 )); [[ $x == 3 ]]; trap - DEBUG
#### err trap in pipeline last
trap 'echo ERR' ERR; true | false; echo st=$?
#### err trap with pipefail
set -o pipefail; trap 'echo ERR $?' ERR; false | true; echo st=$?
#### debug trap in for loop
trap 'echo "D:$BASH_COMMAND"' DEBUG; for i in 1 2; do :; done; trap - DEBUG
#### nested trap firing order
trap 'echo err' ERR; trap 'echo exit' EXIT; false; exit 3
#### set -E listed in dash options
set -E; case $- in *E*) echo E;; esac; set -T; case $- in *T*) echo T;; esac; set +ET; echo "$-" | grep -c '[ET]'
