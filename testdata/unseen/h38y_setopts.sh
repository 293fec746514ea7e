#### errexit ignored in while condition
set -e; i=0; while false; do :; done; echo ok
#### errexit in function called from if
set -e; f() { false; echo "inside $?"; }; if f; then echo yes; fi
#### errexit in function with and list
set -e; f() { false; echo cont; }; f && echo and; echo end
#### errexit last in and list exits
set -e; true && false; echo notreached
#### errexit not last in or list
set -e; false || true; echo ok
#### errexit with negation
set -e; ! true; echo ok1; ! false; echo ok2
#### errexit in subshell exits subshell only
set -e; (false; echo no); echo "st=$?"
#### errexit command substitution not inherited
set -e; x=$(false; echo yes); echo "[$x]"
#### errexit assignment from failing substitution
set -e; x=$(false); echo notreached
#### errexit local masks status
set -e; f() { local x=$(false); echo masked; }; f
#### errexit pipeline last element
set -e; false | true; echo ok; true | false; echo no
#### errexit with pipefail
set -eo pipefail; false | true; echo no
#### errexit in compound with redirect
set -e; { false; echo no; } > /dev/null; echo no2
#### errexit arithmetic command zero
set -e; (( 0 )); echo no
#### errexit arithmetic in condition
set -e; if (( 0 )); then :; fi; echo ok
#### errexit on case fallthrough status
set -e; case x in y) ;; esac; echo ok
#### errexit trap ERR runs before exit
set -e; trap 'echo "ERR $?"' ERR; false; echo no
#### errexit in eval
set -e; eval 'false; echo no'; echo no2
#### errexit set +e inside function
set -e; f() { set +e; false; echo survived; set -e; }; f; echo after
#### errexit background ignored
set -e; false & wait $!; echo "no st=$?"
#### nounset message positional
set -u; echo "$1"; echo no
#### nounset message array element
set -u; a=(1); echo "${a[3]}"; echo no
#### nounset with default ok
set -u; echo "${u-def} ${u:-d2} ${#u[@]}" 2>&1; echo end
#### nounset with dollar at empty
set -u; set --; echo "[$@]" "[$*]"; echo ok
#### nounset assoc missing key
set -u; declare -A h; echo "${h[k]}"; echo no
#### nounset length of unset
set -u; echo ${#nope}; echo no
#### nounset in arithmetic
set -u; echo $((nope + 1)); echo no
#### nounset unset array whole
set -u; declare -a a; echo "${a[@]}"; echo ok
#### pipefail status rightmost failure
set -o pipefail; (exit 2) | (exit 3) | true; echo $?; true | (exit 4) | true; echo $?
#### PIPESTATUS array
(exit 1) | (exit 2) | true; echo "${PIPESTATUS[@]}"; true; echo "${PIPESTATUS[@]}"
#### PIPESTATUS after negation
! (exit 3) | (exit 4); echo "$? ${PIPESTATUS[*]}"
#### noglob disables
set -f; touch a1; echo a*; set +f; echo a*
#### allexport exports
set -a; ae=1; f() { :; }; set +a; bash -c 'echo "[$ae]"'
#### xtrace with custom PS4
PS4='+[$LINENO] '; set -x; a=1; echo $a; set +x
#### xtrace nested PS4 repeat
set -x; x=$(echo in); set +x
#### xtrace quoting of args
set -x; echo 'a b' "c'd" ''; set +x
#### xtrace of assignments and arith
set -x; a=(1 2); (( a[0] += 1 )); [[ $a == 2 ]]; set +x
#### xtrace PS4 empty
PS4=; set -x; echo hi; set +x
#### xtrace to BASH_XTRACEFD
exec 5>trace.log; BASH_XTRACEFD=5; set -x; echo visible; set +x; unset BASH_XTRACEFD; cat trace.log
#### xtrace function call
f() { echo "$1"; }; set -x; f arg; set +x
#### keyword option
set -k; echo a b=1 c; set +k
#### noclobber append allowed
set -C; echo a > f; echo b >> f; cat f
#### noclobber error message
set -C; echo a > f; echo b > f; echo st=$?
#### errtrace ERR in function
set -E; trap 'echo "err in ${FUNCNAME:-main}"' ERR; f() { false; }; f; set +E
#### without errtrace no ERR in function
trap 'echo "err ${FUNCNAME:-main}"' ERR; f() { false; }; f
#### functrace DEBUG in function
set -T; trap 'echo "dbg $BASH_COMMAND"' DEBUG; f() { :; }; f; trap - DEBUG
#### posix mode flag
set -o posix; [[ -o posix ]] && echo on; shopt -o posix
#### set -o invalid
set -o nosuchopt; echo st=$?
#### set invalid flag
set -Z; echo st=$?
#### set -o output off
set +o | grep -E 'set [-+]o (noglob|noclobber)$'
#### set dash dash with dashes
set -- -a -b; echo "$# $1"
#### set -v verbose
set -v; echo hi; set +v
#### set -n in script
set -n; echo not; set +n
#### set -e in function after return 
set -e; f() { return 3; }; f || echo "caught $?"; echo end
#### set -u with empty array length
set -u; a=(); echo "${#a[@]}"; echo "${a[@]+x}"
