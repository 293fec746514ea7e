#### select with numeric reply from pipe
printf '2\n' | { select x in alpha beta gamma; do echo "x=$x r=$REPLY"; break; done; } 2>&1
#### select invalid reply leaves var empty
printf '9\nfoo\n1\n' | { select x in a b; do echo "x=[$x] r=[$REPLY]"; [[ -n $x ]] && break; done; } 2>&1
#### select eof status
printf '' | { select x in a b; do echo never; done; echo st=$?; } 2>&1
#### select with PS3
printf '1\n' | { PS3='pick> '; select x in one two; do echo got $x; break; done; } 2>&1
#### select over positional parameters
set -- p q r; printf '3\n' | { select v; do echo "$v"; break; done; } 2>&1
#### select empty list
printf '1\n' | { select v in; do echo body; done; echo st=$?; } 2>&1
#### select menu columns with many items
printf '\n12\n' | { select v in a b c d e f g h i j k l; do echo "$v"; break; done; } 2>&1
#### select reply with spaces around number
printf '  2  \n' | { select v in a b c; do echo "[$v][$REPLY]"; break; done; } 2>&1
#### select continue loops again
printf '1\n2\n' | { select v in a b; do [[ $v == a ]] && continue; echo "$v"; break; done; } 2>&1
#### case fallthrough chain of three
case a in a) echo 1 ;& b) echo 2 ;& c) echo 3 ;; d) echo 4 ;; esac
#### case test-next then default
case abc in a*) echo starts-a ;;& *c) echo ends-c ;;& *) echo any ;; esac
#### case test-next skips nonmatching
case xyz in a*) echo A ;;& x*) echo X ;;& *q) echo Q ;;& *) echo D ;; esac
#### case fallthrough into test-next
case 1 in 1) echo one ;& 2) echo two ;;& 3) echo three ;; *) echo star ;; esac
#### case status after fallthrough into false
case a in a) true ;& b) false ;; esac; echo st=$?
#### case pattern list with expansions
p='x*'; case xylo in "$p") echo quoted;; $p) echo unquoted;; esac
#### case word undergoes tilde but no split
HOME=/home/u; case ~/f in /home/u/f) echo tilde;; esac; v='a b'; case $v in 'a b') echo nosplit;; esac
#### case pattern with parenthesis prefix
case b in (a) echo A;; (b|c) echo BC;; esac
#### case on empty and unset
unset e; case $e in '') echo empty;; *) echo non;; esac
#### case body empty returns zero
false; case x in x) ;; esac; echo st=$?
#### case no match returns zero
false; case x in y) echo y;; esac; echo st=$?
#### case inside pipeline
echo foo | case $(cat) in foo) echo matched;; esac
#### case in command substitution with parens
r=$(case a in a) echo inside;; esac); echo "$r"
#### case pattern with glob bracket and escape
case '*' in \*) echo star;; esac; case '[' in [[]) echo bracket;; esac
#### negated pipeline status
! false | true; echo $?; ! true | false; echo $?
#### negation with pipefail
set -o pipefail; ! false | true; echo $?; false | true; echo $?
#### pipestatus after negation
! false | true; echo "${PIPESTATUS[@]}"
#### pipestatus of three elements
true | false | (exit 3); echo "${PIPESTATUS[*]}"
#### pipestatus after compound
{ false; } | true; echo "${PIPESTATUS[@]}"; if false; then :; fi; echo "${PIPESTATUS[@]}"
#### pipe stderr with pipe ampersand
{ echo out; echo err >&2; } |& sort
#### pipe ampersand in middle
{ echo e >&2; } |& cat | tr e E
#### time keyword with format
TIMEFORMAT='took'; time true; TIMEFORMAT=; time sleep 0 ; echo done
#### time with no command
TIMEFORMAT='T'; time; echo st=$?
#### time of pipeline status
TIMEFORMAT=''; time false | true; echo $?; time ! true; echo $?
#### time negated
TIMEFORMAT=x; ! time false; echo $?
#### semicolon newline equivalence
echo a; echo b
echo c
#### and list stops at failure
true && false && echo never; echo st=$?
#### or list status from last run
false || false || echo ran; false || (exit 4); echo st=$?
#### while with break status
while true; do break; done; echo st=$?
#### until with complex condition
i=0; until (( i >= 3 )) || [[ $i == x ]]; do i=$((i+1)); done; echo $i
#### for loop over empty list keeps status zero
false; for i in; do echo x; done; echo st=$?
#### for loop body status
for i in 1 2; do (exit $i); done; echo st=$?
#### arithmetic for with comma
for ((i=0, j=10; i<3; i++, j--)); do echo $i $j; done
#### arithmetic for with no condition and break
for ((i=0;;i++)); do (( i == 2 )) && break; done; echo $i
#### arithmetic for with do on new line and braces
for ((i=0;i<2;i++))
{ echo b$i; }
#### for with braces body
for x in a b; { echo $x; }
#### if elif else chain status
if false; then echo a; elif false; then echo b; else echo c; fi; if false; then :; elif false; then :; fi; echo st=$?
#### if condition is a list
if false; true; then echo yes; fi; if true; false; then echo no; else echo else; fi
#### while read loop with last line no newline
printf 'a\nb' | while read -r l || [[ -n $l ]]; do echo "<$l>"; done
#### double paren status values
(( 0 )); echo $?; (( 5 )); echo $?; (( -1 )); echo $?; (( x = 0 )); echo $?
#### double bracket pattern vs string
[[ abc == a* ]] && echo glob; [[ abc == "a*" ]] || echo literal; p='a*'; [[ abc == $p ]] && echo varglob
#### double bracket compares numbers as strings
[[ 10 < 9 ]] && echo lexical; [[ 10 -lt 9 ]] || echo numeric
#### double bracket arithmetic operands
x=3; [[ x+1 -eq 4 ]] && echo arith; [[ 2*3 -gt 5 ]] && echo mult
#### coproc named write and read
coproc UP { tr a-z A-Z; }; echo hello >&"${UP[1]}"; exec {UP[1]}>&-; read -r line <&"${UP[0]}"; echo "$line"; wait
#### coproc with simple command and default name
coproc cat; echo ping >&"${COPROC[1]}"; read -r r <&"${COPROC[0]}"; echo "$r"; kill $COPROC_PID; wait 2>/dev/null; echo done
#### grouping with redirection of stdin
printf 'l1\nl2\n' > f; { read a; read b; } < f; echo "$b $a"
#### subshell status from last command
(false; true); echo $?; (true; false); echo $?
#### nested subshell exits
( ( exit 3 ); echo inner=$? ; exit 5 ); echo outer=$?
#### brace group on one line requires terminator
eval '{ echo a }' 2>&1; echo st=$?
#### empty brace group is a syntax error
eval '{ }' 2>&1; echo st=$?
#### while condition failing status
i=0; while (( i < 2 )); do i=$((i+1)); done; echo st=$?
#### while body last status
i=0; while (( i < 2 )); do i=$((i+1)); false; done; echo st=$?
#### loop continue in nested with count
for i in 1 2; do for j in a b; do [[ $j == a ]] && continue 2; echo no; done; echo no2; done; echo end
#### break in subshell inside loop
for i in 1 2 3; do ( break ) 2>&1; echo i=$i; done
#### case with semicolon-ampersand last clause
case a in a) echo x ;& esac; echo st=$?
#### pipeline of functions
up() { tr a-z A-Z; }; rev2() { rev; }; echo abc | up | rev2
#### lastpipe changes variable
shopt -s lastpipe; echo v | read x; echo "x=$x"
#### without lastpipe variable unchanged
x=old; echo v | read x; echo "x=$x"
