#### trap EXIT in subshell runs at subshell end
( trap 'echo sub-exit' EXIT; echo body ); echo after
#### trap EXIT in command substitution
x=$(trap 'echo in-cs-exit' EXIT; echo val); echo "[$x]"
#### trap EXIT not inherited in subshell
trap 'echo main-exit' EXIT; ( echo sub ); echo main
#### trap ERR with function and -E
set -E; trap 'echo "ERR in ${FUNCNAME[0]:-main} $?"' ERR; f() { false; echo after-false; }; f
#### trap ERR without -E in function
trap 'echo "ERR $?"' ERR; f() { false; echo cont; }; f; false
#### trap ERR in pipeline and condition
trap 'echo ERR' ERR; if false; then :; fi; false || true; ! false; false | true; true | false; echo end
#### trap RETURN in function
trap 'echo "return from ${FUNCNAME[0]}"' RETURN; f() { echo in f; }; f; echo out
#### trap RETURN with -T
f() { trap 'echo ret-trap' RETURN; echo body; }; f; g() { echo g; }; g
#### trap DEBUG
trap 'echo "debug: $BASH_COMMAND"' DEBUG; x=1; echo hi; trap - DEBUG
#### trap DEBUG count
n=0; trap 'n=$((n+1))' DEBUG; a=1; b=2; c=3; trap - DEBUG; echo $n
#### trap -p formats
trap 'echo a' EXIT; trap 'echo "q"' INT; trap -p; trap - EXIT INT
#### trap -p specific
trap 'x' USR1; trap -p USR1 TERM; trap - USR1
#### trap with signal numbers and names
trap 'echo got' 10; trap -p SIGUSR1; trap - 10; trap -p
#### trap ignored signal
trap '' USR2; kill -USR2 $$; echo survived; trap - USR2
#### trap on USR1 runs handler
trap 'echo handled' USR1; kill -USR1 $$; echo after
#### trap invalid signal
trap 'x' NOSIG 2>&1; echo st=$?; trap 'x' 999 2>&1; echo st=$?
#### trap EXIT status preserved
trap 'echo "in exit $?"' EXIT; exit 7
#### trap EXIT changes status
trap 'exit 3' EXIT; exit 1
#### trap EXIT on error from set -e
set -e; trap 'echo "cleanup $?"' EXIT; false; echo never
#### trap in function sets global
f() { trap 'echo fn-exit' EXIT; }; f; echo main-body
#### trap reset to default
trap 'echo x' EXIT; trap - EXIT; echo done
#### trap -l first lines
trap -l | head -2
#### trap with single argument resets
trap 'echo t' USR1; trap USR1; trap -p USR1; echo st=$?
#### trap ERR not in subshell by default
trap 'echo ERR-top' ERR; ( false; echo in-sub ); echo st=$?
#### trap ERR with set -E in subshell
set -E; trap 'echo ERR-top' ERR; ( false; echo in-sub ); echo st=$?
#### trap EXIT in function subshell
f() ( trap 'echo f-exit' EXIT; echo fbody ); f; echo after
#### trap ERR with return in function
trap 'echo ERR $?' ERR; f() { return 3; }; f; echo st=$?
#### trap EXIT with exit in subshell
( trap 'echo bye $?' EXIT; exit 4 ); echo st=$?
#### trap and $BASH_COMMAND in ERR
trap 'echo "failed: $BASH_COMMAND"' ERR; ls /nonexistent_dir_h 2>/dev/null; echo end
#### trap - with no arg listed
trap - 2>&1; echo st=$?
