#### and or lists
true && echo a || echo b
false && echo c || echo d
false || false || echo e
true || echo never && echo f
#### and or left associative
false && echo x || echo y && echo z
#### pipeline status is last
false | true; echo $?
true | false; echo $?
#### pipefail
set -o pipefail
false | true; echo $?
true | (exit 3) | true; echo $?
#### PIPESTATUS
true | false | (exit 5); echo "${PIPESTATUS[@]}"
#### PIPESTATUS after single command
(exit 2); echo "${PIPESTATUS[@]}"
#### negated pipeline and PIPESTATUS
! (exit 3) | (exit 4); echo "$? ${PIPESTATUS[@]}"
#### background list
{ echo bg; } &
wait
echo done
#### subshell grouping
(echo a; echo b) | wc -l
#### brace group grouping
{ echo a; echo b; } | wc -l
#### compound command redirect
if true; then echo in-if; fi > gr.txt
cat gr.txt
while read -r l; do echo "got $l"; done < gr.txt
#### for loop forms
for x in a b; do echo $x; done
for x in c d
do
  echo $x
done
for x in e; { echo $x; }
#### while and until
i=0; while [ $i -lt 2 ]; do echo w$i; i=$((i+1)); done
until [ $i -eq 0 ]; do echo u$i; i=$((i-1)); done
#### while condition multiple commands
i=0
while echo check; [ $i -lt 1 ]; do i=1; done
#### if elif else
for v in 1 2 3; do
  if [ $v = 1 ]; then echo one
  elif [ $v = 2 ]; then echo two
  else echo other
  fi
done
#### if condition status and no branch
if false; then :; fi; echo st=$?
if (exit 3); then :; else echo st=$?; fi
#### select parses
bash -c 'select x in a b; do break; done < /dev/null' 2>/dev/null; echo st=$?
#### compound command in pipeline middle
echo x | while read -r l; do echo "[$l]"; done | cat
#### newlines after && and |
true &&

echo after-blank
#### case inside pipeline
echo b | case b in b) cat;; esac
#### loop with redirect and pipe after done
for i in 3 1 2; do echo $i; done | sort
#### nested compound commands
for i in 1 2; do if (( i == 2 )); then while false; do :; done; echo nested$i; fi; done
#### command list with ampersand and semicolon
echo a & wait; echo b
#### keyword after redirect is not keyword
bash -c '> /dev/null if true; then echo x; fi' 2>&1; echo st=$?
#### reserved words after assignment
bash -c 'x=1 if true; then :; fi' 2>&1; echo st=$?
#### coproc is keyword
echo coproc
#### exit status of compound
{ false; }; echo $?
( true; false ); echo $?
for i in 1; do false; done; echo $?
#### and or with subshells
(false) || (echo rescue; exit 3); echo st=$?
#### long and or chain
true && true && false && echo no || echo yes
#### bang not allowed after pipe
bash -c 'true | ! false' 2>&1; echo st=$?
#### pipeline of compound commands
{ echo b; echo a; } | sort | { read -r x; echo "first=$x"; }
#### negation of compound
! { false; }; echo $?
! [[ a == b ]]; echo $?
#### and or with braces and pipes
{ echo x; false; } && echo no || echo yes | tr y Y
#### time keyword with pipeline
{ time -p echo timed | cat; } 2>/dev/null
#### elif chains with commands lists
if false; then :; elif false; false; then :; elif true; true; then echo third; fi
#### while with and or condition
i=0; while (( i < 5 )) && (( i != 2 )); do echo $i; (( i++ )); done
#### until with negation
i=0; until ! (( i < 2 )); do echo $i; (( i++ )); done
#### for with word splitting in list
list='a b  c'
for w in $list; do printf '[%s]' "$w"; done; echo
for w in "$list"; do printf '[%s]' "$w"; done; echo
#### for with glob in list
touch fg1.z fg2.z
for f in fg*.z; do echo $f; done
for f in nomatch*.zz; do echo $f; done
#### case in for in while
for x in a b; do while true; do case $x in a) echo A; break;; b) echo B; break;; esac; done; done
#### subshell exit status in condition
if (exit 0); then echo zero; fi
if ! (exit 1); then echo notone; fi
#### brace group as function body with redirect and pipe
f() { echo one; echo two; } 
f | wc -l
#### linebreak after pipe with comment
echo abc | # comment
  tr a-z A-Z
