#### trap on exit and signal list
trap 'echo exiting' 0
trap 'echo aborting' 1 2 3 6 15
trap
#### subshell exit trap and subshell without one
trap 'echo exiting' 0
( trap 'echo subshell exit' 0; exit 0 )
( exit 0 )
echo between
#### DEBUG trap at top level with LINENO
trap 'echo [$LINENO] debug' DEBUG
echo debug line
trap - DEBUG
echo off
#### DEBUG trap set in function persists after return
func() { trap 'echo ${FUNCNAME:-main}[$LINENO] funcdebug' DEBUG; echo funcdebug line; }
func
trap -p DEBUG
trap - DEBUG
#### DEBUG trap not inherited by functions without trace
trap 'echo "dbg: $BASH_COMMAND"' DEBUG
f() { echo in f; }
f
trap - DEBUG
#### DEBUG trap inherited with declare -ft
trap 'echo "dbg: $BASH_COMMAND"' DEBUG
func2() { echo func2debug line; }
declare -ft func2
func2
trap - DEBUG
#### trap with empty string DEBUG listing
trap '' DEBUG
trap
trap - debug
trap
#### trap lowercase names and reset
trap 'echo x' HUP
trap - HUP
trap 'echo y' hup
trap '' INT
trap '' int
trap
#### trap -p for a signal
trap 'echo USR2' USR2
trap -p USR2
trap -p USR1
#### trap -p all
trap 'echo a' USR1
trap 'echo b' EXIT
trap -p
#### set -e with EXIT trap in subshell
(
set -e
trap 'exit 0' EXIT
false
echo bad
)
echo $?
#### ERR trap runs for each failing simple command
set +e
trap 'echo ERRTRAP' ERR
false
false
false
echo after falses
#### ERR trap not in conditions and negation
trap 'echo ERRTRAP' ERR
if ! false; then echo if negation ok; fi
! false
echo after negation
while false; do echo no; done
echo after while
#### ERR trap not inherited by command substitution
trap 'echo ERRTRAP' ERR
echo $(false ; echo command substitution)
#### ERR trap for command false and subshells
trap 'echo ERRTRAP' ERR
command false
(command false)
(false)
command command command false
#### ERR trap on pipeline status
trap 'echo ERRTRAP' ERR
command false | echo bar
exit 42 | command false
#### ERR trap not run in a child script
trap 'echo ERRTRAP' ERR
printf '%s\n' 'echo before false in child' false 'echo after false in child' > child.sh
bash ./child.sh
echo "st=$?"
#### ERR trap with xtrace and LINENO
PS4='+[$LINENO] '
trap 'echo trap: $LINENO' ERR
set -x
echo 1
false | false | false
echo 4
#### EXIT trap in pipeline element subshell
: | { trap 'echo exit subshell 1' EXIT; exit; }; echo current shell
: | { trap 'echo exit subshell 3' EXIT; exit; } | : ; echo current shell
#### inherited EXIT trap not run by pipeline subshells
trap 'echo inherited exit trap' EXIT
: | { exit; } ; echo outside 1
: | ( exit; ) ; echo outside 2
: | { exit; } | : ; echo outside 3
#### EXIT trap in brace group pipeline with wait
echo ignored |
{
    trap 'echo "in trap EXIT"' EXIT
    true &
    wait $!
    echo 'exit'
    exit
} | cat
#### EXIT trap in procsub runs on its exit
read foo < <(trap "echo bar" EXIT)
echo $foo
cat <(trap "echo bar" EXIT)
#### EXIT trap not inherited by procsub
trap "echo bar" EXIT
cat <(echo foo ; exit 0;)
trap - 0
trap
#### RETURN trap with functrace
set -o functrace
fn() { return; }
trap "echo fn ; fn" RETURN
fn
echo after 1
#### RETURN trap fires on eval return
set -o functrace
fn() { eval return; }
trap "echo ret" RETURN
fn
echo after 2
#### RETURN trap not inherited without functrace
trap 'echo ret-trap' RETURN
f() { :; }
f
echo after
#### RETURN trap set inside function
f() { trap 'echo "ret from $FUNCNAME"' RETURN; echo body; }
f
trap -p RETURN
#### trap - resets several
trap 'echo a' USR1 USR2 TERM
trap - USR1 TERM
trap
#### trap invalid signal name
trap 'echo x' NOSUCH
echo "st=$?"
trap 'echo x' 999
echo "st=$?"
#### trap -l lists signals
trap -l | head -2
#### trap signal number names
trap 'echo x' 10
trap -p SIGUSR1
trap -p 10
#### trap one argument resets it
trap 'echo x' USR1
trap USR1
trap -p USR1
echo done
#### trap - with no signal
trap -
echo "st=$?"
#### kill self with trapped signal runs handler
trap 'echo got USR1' USR1
kill -USR1 $$
echo after
#### ignored signal kill does nothing
trap '' USR1
kill -USR1 $$
echo survived
#### trap handler status and $? inside
trap 'echo "in trap \$?=$?"' USR1
false
kill -USR1 $$
echo "after $?"
#### EXIT trap sees exit status
trap 'echo "exit status $?"' EXIT
(exit 3)
exit 5
#### EXIT trap exit changes status
trap 'exit 7' EXIT
exit 2
#### EXIT trap set inside function runs at script end
f() { trap 'echo bye' EXIT; }
f
echo main done
#### trap in command substitution reset
trap 'echo parent' USR1
x=$(trap)
echo "[$x]"
#### trap -p in command substitution shows parent traps
trap 'echo parent' USR1
x=$(trap -p USR1)
echo "[$x]"
#### trap ERR in function with errtrace
set -E
trap 'echo "ERR in ${FUNCNAME:-top}"' ERR
f() { false; }
f
#### trap EXIT in subshell only runs there
( trap 'echo sub exit' EXIT; echo in sub )
echo after
#### exit in EXIT trap of subshell with status
( trap 'echo trap; exit 9' EXIT; exit 3 ); echo "st=$?"
#### trap with signal name prefix SIG
trap 'echo t' SIGTERM
trap -p TERM
#### trap -- separator
trap -- 'echo dashed' EXIT
trap -p EXIT
