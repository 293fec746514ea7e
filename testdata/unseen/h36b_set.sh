#### set -u with empty array length
set -u; a=(); echo ${#a[@]}; echo "${a[@]}" done
#### set -u with unset array element
set -u; a=(1); echo "${a[3]}"; echo not-here
#### set -u with dollar hash and at
set -u; echo $#; echo "$@" "${@}" ok
#### set -u with positional beyond count
set -u; set -- a; echo $1; echo $2; echo after
#### set -u with default operator allowed
set -u; echo "${nope-dflt}" "${nope:-d2}" "${#nope[@]}" 2>&1
#### set -u with assoc missing key
set -u; declare -A m=([a]=1); echo ${m[a]}; echo ${m[b]}; echo after
#### set -u length of unset scalar
set -u; echo ${#unsetvar}; echo after
#### set -u in arithmetic
set -u; echo $(( zz + 1 )); echo after
#### set -e in and or lists
set -e; false && echo no; echo survived1; false || echo or-ran; true && false || echo rescued; echo end
#### set -e last in and list exits
set -e; f() { true && false; }; f; echo not-here
#### set -e in function called in condition
set -e; f() { false; echo still-in-f; }; if f; then echo if-true; fi; f || echo or; echo end
#### set -e in subshell
set -e; ( false; echo no ); echo not-reached
#### set -e with negated command
set -e; ! true; echo after-bang; ! false; echo after2
#### set -e in command substitution without inherit
set -e; x=$(false; echo sub-continues); echo "$x"
#### set -e with inherit_errexit
set -e; shopt -s inherit_errexit; x=$(false; echo sub-continues); echo "[$x]"
#### set -e and pipeline
set -e; false | true; echo pipe-ok; true | false; echo not-here
#### pipefail status picks last failing
set -o pipefail; (exit 2) | (exit 3) | true; echo $?; true | (exit 4) | true; echo $?
#### pipefail off
(exit 2) | true; echo $?
#### pipefail with set -e
set -eo pipefail; false | true; echo not-here
#### pipefail and negation
set -o pipefail; ! false | true; echo $?
#### set -o lists options
set -o | grep -E '^(errexit|nounset|pipefail|noglob)' 
#### set +o restorable output
set -o pipefail; set +o | grep -E 'pipefail|errexit'
#### set -o history absent in script
set -o | grep -w history; echo "$-" | grep -c H
#### set -- with dash arguments
set -- -x -e; echo "$1 $2 $#"; case $- in *x*) echo traced;; *) echo no-trace;; esac
#### set - turns off x and v
set -x; set - a b; echo "$# $1" 2>&1
#### set -n noexec
set -n; echo hidden; set +n; echo also-hidden
#### set -f then globbing in array
touch aa ab; set -f; arr=(a*); echo "${arr[@]}"; set +f; arr=(a*); echo "${arr[@]}"
#### set -e in while condition
set -e; i=0; while (( i++ < 2 )); do echo "it $i"; done; echo end
#### set -e in until and loops
set -e; for x in a b; do false || echo "ok $x"; done; echo done
#### set -C combined options output
set -Cf; echo $- | tr -dc 'Cf'; echo
#### set -o invalid option
set -o nosuchopt; echo st=$?
#### set -e with arithmetic command zero
set -e; (( 0 )) || echo zero-false; x=0; (( x++ )) || true; echo x=$x; (( x-- )); echo not-reached
#### set -e return in function
set -e; f() { return 3; }; f || echo "ret=$?"; f; echo not-here
