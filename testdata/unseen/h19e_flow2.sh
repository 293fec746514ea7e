#### errexit read at end of input
(set -e; read x < /dev/null; echo never); echo "st=$?"
(set -e; read x < /dev/null || echo "eof $?"; echo on); echo "st=$?"
#### errexit shift too far
(set -e; set -- a; shift 2; echo never); echo "st=$?"
#### errexit readonly assignment
(set -e; readonly r=1; r=2; echo never) 2>&1; echo "st=$?"
#### errexit local outside function
(set -e; local x=1; echo never) 2>&1; echo "st=$?"
#### errexit printf invalid variable name
(set -e; printf -v 'a b' x; echo never) 2>&1; echo "st=$?"
#### errexit unset variable with nounset
(set -eu; echo "${undefined_h19e}"; echo never) 2>&1; echo "st=$?"
#### errexit nounset in condition still fatal
(set -u; if [ -n "$undefined_h19e" ]; then :; fi; echo never) 2>&1; echo "st=$?"
#### errexit getopts end is not failure in while
set -e
set -- -a -b x
while getopts ab o; do echo "opt $o"; done
echo "after $OPTIND"
#### errexit function via command substitution in echo
set -e
f() { false; echo "f on"; }
echo "[$(f)]"
#### errexit function via command substitution with inherit
set -e
shopt -s inherit_errexit
f() { echo start; false; echo "f on"; }
echo "[$(f)]"
#### errexit bang subshell
set -e
! (false; echo inside)
echo "st=$?"
#### errexit set -o errtrace same as -E
set -o errtrace
trap 'echo "ERR ${FUNCNAME[0]:-main}"' ERR
f() { false; }
f
echo "$-" | tr -d hBs
#### errexit trap -p ERR inside function
trap 'echo err' ERR
f() { trap -p ERR; }
f
set -E
f
#### errexit ERR and RETURN interplay
set -T
trap 'echo "RET ${FUNCNAME[0]} $?"' RETURN
trap 'echo "ERR $?"' ERR
f() { return 3; }
f
echo "st=$?"
#### errexit exit in command substitution inside trap
trap 'x=$(exit 4); echo "in trap $?"' EXIT
echo body
#### errexit wait for unknown pid
wait 99999 2>/dev/null; echo "st=$?"
(set -e; wait 99999 2>/dev/null; echo never); echo "st=$?"
#### errexit return status in until
f() { return 1; }
n=0
until f; do n=$((n+1)); [ $n -ge 2 ] && break; done
echo "n=$n"
#### errexit pipefail with lastpipe read
set -o pipefail
shopt -s lastpipe
false | read x; echo "st=$?"
echo val | read y; echo "st=$? y=$y"
#### errexit set -e in sourced file persists
printf 'set -e\n' > e.sh
. ./e.sh
false
echo never
#### errexit subshell ignores parent condition context inside function
set -e
f() { ( false; echo "sub on" ); echo "f on $?"; }
f || echo "f failed"
#### errexit group in pipeline
set -e
{ false; echo "group on"; } | cat
echo "st=$?"
#### errexit eval set -e in condition
if eval 'set -e; false; echo eval-on'; then echo then; fi
echo "$-" | tr -d hBs
#### errexit trap ERR with exit in function under set -e
set -e
trap 'echo "ERR line $LINENO"; exit 3' ERR
f() {
  true
  false
  echo never
}
f
#### errexit declare -i bad value
set -e
declare -i n
n='1+'
echo never
#### errexit arithmetic expansion error ends shell
(set +e; echo $(( 1 + )); echo never) 2>&1; echo "st=$?"
#### errexit case no match status zero
set -e
case x in y) false;; esac
echo "st=$?"
#### errexit ERR trap status after compound success
trap 'echo ERR' ERR
if false; then :; fi
echo "st=$?"
while false; do :; done
echo "st=$?"
#### errexit break status from loop with failing last
set -e
for i in 1 2; do
  [ $i = 2 ] && break
  false || true
done
echo "i=$i"
#### errexit continue in function loop status
f() { for i in 1 2; do [ $i = 1 ] && continue; return 5; done; }
f; echo "st=$?"
#### errexit return from nested loops in sourced file
printf 'for i in 1 2; do for j in a b; do return 6; done; done\necho no\n' > r.sh
. ./r.sh; echo "st=$? i=$i j=$j"
#### errexit exit status of last command after trap EXIT with errexit in body
set -e
trap 'echo "trap $?"; true' EXIT
f() { return 9; }
f
