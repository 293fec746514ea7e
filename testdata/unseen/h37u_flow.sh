#### break out of nested loops
for i in 1 2 3; do for j in a b c; do [[ $j == b ]] && break 2; echo $i$j; done; done; echo end
#### continue outer loop
for i in 1 2; do for j in a b; do [[ $j == a ]] && continue 2; echo no; done; echo never; done; echo end
#### break count larger than depth
for i in 1 2; do break 5; done; echo "st=$? i=$i"
#### break invalid count
for i in 1; do break 0; done; echo st=$?
#### break outside loop
break; echo st=$?
#### until loop status
n=0; until (( n >= 3 )); do n=$((n+1)); done; echo "$n $?"
#### while loop status no iterations
while false; do :; done; echo st=$?
#### for arithmetic loop
for (( i=0, j=10; i<3; i++, j-=2 )); do echo "$i $j"; done
#### for arithmetic empty parts
i=0; for (( ; ; )); do (( ++i > 2 )) && break; done; echo $i
#### for without in uses positional
set -- x y; for a; do echo $a; done
#### function return status and value
f() { return 3; }; f; echo $?; g() { (exit 4); }; g; echo $?
#### return outside function
return 2; echo "st=$?"
#### return with no arg keeps status
f() { false; return; }; f; echo $?
#### function with redirection in definition
f() { echo to-file; } > out.txt; f; cat out.txt
#### function name with dash and dot
my-fn.x() { echo ok; }; my-fn.x
#### function keyword forms
function a { echo a; }; function b() { echo b; }; a; b
#### function recursion fib
fib() { local n=$1; (( n < 2 )) && { echo $n; return; }; echo $(( $(fib $((n-1))) + $(fib $((n-2))) )); }; fib 10
#### subshell exit does not exit parent
( exit 5 ); echo "st=$?"; (exit); echo "st=$?"
#### group with exit status
{ false; true; }; echo $?; { true; false; }; echo $?
#### pipeline negation
! false | false; echo $?; ! true | true; echo $?
#### pipestatus array
true | false | (exit 3); echo "${PIPESTATUS[@]}"
#### pipestatus single command
false; echo "${PIPESTATUS[@]}"; (exit 2); echo "${PIPESTATUS[*]}"
#### and or precedence
false && echo a || echo b; true || echo c && echo d
#### errexit ignored in function called in condition
set -e; f() { false; echo cont; }; if f; then echo yes; fi; echo end
#### errexit in command substitution
set -e; x=$(false; echo after); echo "[$x]"
#### errexit inherit_errexit
set -e; shopt -s inherit_errexit; x=$(false; echo after); echo "[$x]"
#### errexit with negation and and-list
set -e; ! true; false && true; echo survived
#### errexit in subshell
set -e; (false; echo no); echo "st=$?"
#### eval with syntax error status
eval 'if'; echo st=$?
#### eval multiple args joined
eval echo '"a  b"' c; x='$y'; y=deep; eval echo $x
#### command builtin bypasses function
echo() { builtin echo "wrapped $*"; }; echo hi; command echo raw
#### exec in subshell replaces
( exec echo replaced; echo never ); echo after
#### coproc basic round trip
coproc CAT { cat; }; echo hello >&"${CAT[1]}"; read -r line <&"${CAT[0]}"; echo "$line"; exec {CAT[1]}>&-; wait "$CAT_PID"; echo st=$?
#### coproc default name
coproc { echo from-co; }; read -r l <&"${COPROC[0]}"; echo "$l"; wait $COPROC_PID; echo done
#### coproc with simple command
coproc tr a-z A-Z; echo shout >&${COPROC[1]}; exec {COPROC[1]}>&-; read -r u <&${COPROC[0]}; echo "$u"; wait
#### coproc status of wait
coproc XX { exit 7; }; pid=$XX_PID; wait $pid; echo st=$?
