#### inherit_errexit off by default
set -e
x=$(false; echo survived)
echo "$x"
#### inherit_errexit on
set -e
shopt -s inherit_errexit
x=$(false; echo survived)
echo "[$x]"
#### errexit in command sub not inherited posix
set -o posix
set -e
x=$(false; echo survived)
echo "[$x]"
#### errexit with and list
set -e
false && echo no
echo reached
#### errexit last in and list
set -e
true && false
echo not reached
#### errexit with or list
set -e
false || echo recovered
#### errexit in negation
set -e
! true
echo reached
#### errexit in while condition
set -e
while false; do :; done
echo reached
#### errexit with local assignment
set -e
f() { local x=$(false); echo local ok; }
f
#### errexit with plain assignment from failing sub
set -e
x=$(false)
echo not reached
#### errexit pipeline last
set -e
false | true
echo reached
#### errexit pipeline with pipefail
set -eo pipefail
false | true
echo not reached
#### errexit in brace group
set -e
{ false; echo no; }
echo no2
#### errexit in subshell exit status
set -e
(false)
echo not reached
#### errexit and command sub in arg
set -e
echo $(false) arg
echo reached
#### errexit with arith
set -e
(( 0 ))
echo not reached
#### errexit with let
set -e
let 0
echo not reached
#### errexit trap ERR
trap 'echo err trapped' ERR
false
echo after
#### ERR trap not in condition
trap 'echo err trapped' ERR
if false; then :; fi
false || true
echo done
#### ERR trap in function without errtrace
trap 'echo err' ERR
f() { false; }
f
echo end
#### ERR trap in function with errtrace
set -E
trap 'echo err' ERR
f() { false; echo in f; }
f
#### lastpipe off
x=1
echo 2 | read x
echo $x
#### lastpipe on
shopt -s lastpipe
echo 2 | read x
echo $x
#### nounset with declare no value
set -u
declare x
echo "${x-unset}"
(echo $x) 2>/dev/null || echo fail
#### nounset with empty array length
set -u
a=()
echo ${#a[@]}
#### nounset with assoc unset key
set -u
declare -A A
(echo ${A[nokey]}) 2>/dev/null || echo fail
#### failglob in for
shopt -s failglob
for f in nomatch*; do echo $f; done
echo st=$?
#### nullglob and failglob together
shopt -s nullglob failglob
echo nomatch*
echo st=$?
#### shopt strict option not in bash
shopt -s strict_argv
echo st=$?
#### shopt -s strict:all
shopt -s strict:all
echo st=$?
#### set -o strict_errexit
set -o strict_errexit
echo st=$?
#### errexit in function called in and list
set -e
f() { false; echo still in f; }
f && echo after f
echo done
#### errexit in compound cond with pipe
set -e
if false | true; then echo piped; fi
#### errexit with trap ERR and exit
set -e
trap 'echo err $?' ERR
false
echo not reached
#### errexit with exit status in subshell list
set -e
(false; true)
echo reached
#### localvar_inherit
shopt -s localvar_inherit
x=outer
f() { local x; echo "[$x]"; }
f
#### localvar_unset
shopt -s localvar_unset
x=g
f() { local x=l; unset x; echo "[${x-unset}]"; }
f
#### nullglob with array
shopt -s nullglob
a=(nomatch*)
echo ${#a[@]}
#### globskipdots
touch .a
echo .*
shopt -u globskipdots
echo .* | tr ' ' '\n' | sort | tr '\n' ' '; echo
