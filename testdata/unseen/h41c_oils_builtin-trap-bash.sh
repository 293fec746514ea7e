#### trap DEBUG runs before each command
trap 'echo "debug: $BASH_COMMAND"' DEBUG
x=1
echo done
#### trap DEBUG removed
trap 'echo dbg' DEBUG
trap - DEBUG
echo plain
#### trap RETURN on function
f() { echo in-f; }
trap 'echo returned' RETURN
f
trap - RETURN
f
#### trap RETURN on source
echo 'echo sourced' > s.sh
trap 'echo ret' RETURN
. ./s.sh
#### trap -p shows DEBUG and RETURN
trap ':' DEBUG
trap 'echo r' RETURN
trap -p DEBUG RETURN
trap - DEBUG RETURN
#### trap DEBUG not inherited by function without functrace
trap 'echo "dbg $LINENO"' DEBUG
f() { echo body; }
f
trap - DEBUG
#### trap DEBUG inherited with set -T
set -T
trap 'echo "dbg: $BASH_COMMAND"' DEBUG
f() { echo body; }
f
trap - DEBUG
#### trap DEBUG with extdebug skip
shopt -s extdebug
trap 'false' DEBUG
echo skipped?
trap - DEBUG
echo shown
#### trap ERR basic
trap 'echo "err at $LINENO status $?"' ERR
false
echo after
#### trap EXIT in subshell
( trap 'echo sub-exit' EXIT; echo in-sub )
echo after
#### trap EXIT sees exit status
trap 'echo "exit with $?"' EXIT
(exit 3)
#### trap EXIT with exit in trap
trap 'echo trap; exit 7' EXIT
exit 2
#### trap signal number and name forms
trap 'echo usr1' USR1
trap -p USR1
trap 'echo usr2' 12
trap -p SIGUSR2
#### trap kill self
trap 'echo got TERM' TERM
kill -TERM $$
echo after
#### trap -l output first line
trap -l | head -1
#### trap list without args shows all
trap 'echo a' INT
trap 'echo b' EXIT
trap
#### trap invalid signal name
trap 'echo x' FOO
echo status=$?
#### trap reset with number
trap 'echo x' INT
trap 2
trap -p INT
echo status=$?
#### trap empty string ignores
trap '' USR1
kill -USR1 $$
echo survived
#### trap in function persists
f() { trap 'echo from-f' EXIT; }
f
echo main
#### trap with signal 0
trap 'echo zero' 0
echo body
#### trap EXIT in command substitution
x=$(trap 'echo in-cs-exit' EXIT; echo val)
echo "[$x]"
#### trap RETURN inside function only
f() { trap 'echo fret' RETURN; echo f; }
g() { echo g; }
f
g
#### trap DEBUG and $?
trap 'echo "dbg status $?"' DEBUG
false
true
trap - DEBUG
#### trap -- and signals
trap -- 'echo dash' USR1
trap -p USR1
#### trap with leading dash signal
trap - USR1 USR2
trap -p USR1
echo status=$?
#### trap -p quoting
trap 'echo "it'"'"'s"' EXIT
trap -p EXIT
trap - EXIT
#### trap -p multiple signals
trap 'echo x' INT TERM
trap -p
#### trap in subshell reset
trap 'echo parent' USR1
( trap -p USR1; trap - USR1; trap -p USR1 )
trap -p USR1
#### trap ignored inherited in subshell
trap '' USR1
( trap -p USR1 )
#### trap EXIT runs once with exit in trap body
trap 'echo once; exit 3' EXIT
echo body
#### trap INT on kill -INT self
trap 'echo caught INT' INT
kill -INT $$
echo after
#### trap with function call
handler() { echo "handler $1"; }
trap 'handler USR2' USR2
kill -USR2 $$
#### trap $? in handler
trap 'echo "in trap status $?"' USR1
false
kill -USR1 $$
#### trap DEBUG with return value skip
shopt -s extdebug
trap '[[ $BASH_COMMAND == echo* ]] && return 1 || true' DEBUG
f() { echo in-f; }
f
trap - DEBUG
#### trap -l full
trap -l
#### trap realtime signals by number
trap 'echo rt' 34 64
trap -p | sed 's/^trap -- //'
#### trap signal names lowercase and SIG prefix
trap 'echo a' sigusr1
trap 'echo b' usr2
trap -p USR1 USR2
#### trap out of range number
trap 'echo x' 65
echo "status=$?"
#### trap negative number
trap 'echo x' -- -1
echo "status=$?"
#### trap -p with unknown signal
trap -p FOO
echo "status=$?"
#### trap KILL and STOP
trap 'echo k' KILL
echo "status=$?"
trap -p KILL
#### trap with only one arg resets
trap 'echo x' USR1
trap USR1
trap -p USR1
echo "status=$?"
#### trap with numeric first arg resets
trap 'echo x' USR1
trap 10
trap -p USR1
#### trap -P bad option
trap -z
echo "status=$?"
#### trap print of ignored signal
trap '' INT
trap -p INT
trap
#### trap DEBUG ERR RETURN listing order
trap 'echo e' ERR
trap 'echo d' DEBUG
trap 'echo r' RETURN
trap 'echo x' EXIT
trap -p
trap - DEBUG
#### trap inside command substitution listing
trap 'echo x' USR1
echo "$(trap -p USR1)"
#### trap listing in subshell shows parent traps
trap 'echo x' USR1
( trap )
#### kill -l number to name
kill -l 15
kill -l 143
#### kill -l name to number
kill -l TERM
kill -l SIGKILL
#### kill -l bad
kill -l 999
echo "status=$?"
#### trap SIGCHLD name
trap 'echo chld' CHLD
trap -p SIGCHLD
#### trap with IO and POLL aliases
trap 'x' IO
trap -p POLL
trap -p IO
#### trap CLD alias
trap 'x' CLD
trap -p CHLD
