#### ERR trap on failing command
trap 'echo ERR' ERR
false
echo done
#### ERR not on condition of if
trap 'echo ERR' ERR
if false; then :; fi
echo done
#### ERR not on left of &&
trap 'echo ERR' ERR
false && true
echo done
#### ERR on last of ||
trap 'echo ERR' ERR
false || false
echo done
#### ERR not on negated
trap 'echo ERR' ERR
! true
! false
echo done
#### ERR in while condition
trap 'echo ERR' ERR
while false; do :; done
echo done
#### ERR for pipeline status
trap 'echo ERR' ERR
true | false
echo done
#### ERR with pipefail
set -o pipefail
trap 'echo ERR' ERR
false | true
echo done
#### ERR not inherited by function
trap 'echo ERR' ERR
f() { false; echo in-f; }
f
echo done
#### ERR inherited with errtrace
set -E
trap 'echo "ERR $?"' ERR
f() { false; echo in-f; }
f
echo done
#### ERR on function returning nonzero
trap 'echo ERR' ERR
f() { return 3; }
f
echo done
#### ERR in subshell inherited without -E
trap 'echo ERR' ERR
( false )
echo done
#### ERR in subshell command not inherited
trap 'echo ERR' ERR
( false; echo in-sub )
echo done
#### ERR and set -e order
set -e
trap 'echo "ERR $?"' ERR
false
echo not reached
#### ERR LINENO
trap 'echo "line $LINENO"' ERR
true
false
#### ERR trap -p
trap 'echo e' ERR
trap -p ERR
#### ERR reset
trap 'echo ERR' ERR
trap - ERR
false
echo done
#### ERR with command substitution failing in assignment
trap 'echo ERR' ERR
x=$(false)
echo done
#### ERR with command substitution in echo
trap 'echo ERR' ERR
echo "$(false)"
echo done
#### ERR in command substitution with -E
set -E
trap 'echo ERR' ERR
x=$(false; echo inner)
echo "[$x]"
#### ERR on nonexistent command
trap 'echo "ERR $?"' ERR
nosuchcmd_xyz 2>/dev/null
echo done
#### ERR with BASH_COMMAND
trap 'echo "failed: $BASH_COMMAND"' ERR
false 1 2
#### ERR status preserved after trap
trap 'echo ERR; true' ERR
false
echo "status=$?"
#### ERR in arithmetic command
trap 'echo ERR' ERR
(( 0 ))
echo done
#### ERR in [[ ]]
trap 'echo ERR' ERR
[[ a == b ]]
echo done
#### ERR in until loop body
trap 'echo ERR' ERR
n=0
until [ $n -ge 1 ]; do n=$((n+1)); false; done
echo done
#### ERR in case body
trap 'echo ERR' ERR
case x in x) false ;; esac
echo done
#### ERR trap itself fails
trap 'echo ERR; false' ERR
false
echo done
#### trap ERR with return in function
set -E
trap 'echo "ERR in ${FUNCNAME[0]:-main}"' ERR
f() { false; return 0; }
f
#### trap ERR and && chain last
trap 'echo ERR' ERR
true && false
echo done
#### trap ERR in function with errtrace and subshell
set -E
trap 'echo "ERR $BASH_SUBSHELL"' ERR
( false )
echo done
