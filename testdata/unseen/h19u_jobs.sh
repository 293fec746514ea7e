#### PIPESTATUS basic
true | false | (exit 3); echo "${PIPESTATUS[@]}"
#### PIPESTATUS single command
(exit 5); echo "${PIPESTATUS[@]}"; true; echo "${PIPESTATUS[@]}"
#### PIPESTATUS after negation
! false | true; echo "$? ${PIPESTATUS[@]}"
#### PIPESTATUS after compound
{ false; } | true; echo ${PIPESTATUS[*]}; if false; then :; fi; echo ${PIPESTATUS[*]}
#### PIPESTATUS copied before next command
false | true; s=("${PIPESTATUS[@]}"); echo "${s[@]}"
#### pipefail rightmost failure
set -o pipefail; (exit 2) | (exit 3) | true; echo $?; (exit 2) | true | true; echo $?
#### wait -n returns status of next
(exit 3) & (sleep 0.2; exit 4) & wait -n; echo $?; wait -n; echo $?; wait -n; echo $?
#### wait specific pid status
(exit 7) & p=$!; wait $p; echo $?
#### wait with no children
wait; echo $?
#### wait -n with no children
wait -n; echo $?
#### wait -p var
(exit 2) & p=$!; wait -n -p w; echo "$? $([ "$w" = "$p" ] && echo same)"
#### background job with output order
{ echo bg; } & wait; echo fg
#### coproc basic round trip
coproc UP { tr a-z A-Z; }; echo hello >&"${UP[1]}"; exec {UP[1]}>&-; read -r line <&"${UP[0]}"; echo "$line"; wait $UP_PID; echo st=$?
#### coproc default name
coproc { echo from-coproc; }; read -r x <&"${COPROC[0]}"; echo $x; wait
#### coproc status
coproc { exit 4; }; wait $COPROC_PID; echo $?
#### background subshell variable isolation
x=1; { x=2; } & wait; echo $x
#### jobs listing after wait
sleep 0.1 & wait; jobs; echo st=$?
#### kill background and wait status
sleep 5 & p=$!; kill $p; wait $p; echo $?
#### $! unset before any job
echo "[${!-none}]"
#### pipeline subshells dont affect parent
x=0; echo 1 | x=5; echo $x; echo 1 | { read y; }; echo "[${y-}]"
#### exit status of pipeline is last
false | true; echo $?; true | false; echo $?
#### time keyword does not break status
time_s() { return 3; }; time_s 2>/dev/null; echo $?
#### disown removes job
sleep 0.1 & disown; jobs; echo st=$?; wait; echo st=$?
#### process substitution status not in PIPESTATUS
cat <(exit 3); echo $? ${PIPESTATUS[@]}
#### wait for multiple pids
(exit 1) & a=$!; (exit 2) & b=$!; wait $a $b; echo $?
#### subshell exit status propagation
( exit 300 ); echo $?; ( exit -1 ); echo $?
