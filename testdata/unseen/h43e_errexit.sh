#### set -e toggled inside loop with cmdsub
set -e
N=95
while :; do
  set +e
  M=$(expr $N % 100)
  set -e
  echo $M
  N=$((N+1))
  [ $N -eq 101 ] && break
done
echo done
#### set -e in subshell exits subshell only
(
set -e
false
echo bad
)
echo $?
#### set -e in command substitution
x=$(
set -e
false
echo bad
)
echo $? "[$x]"
#### set -e not inherited into cmdsub without inherit_errexit
set -e
echo $(false; echo ok)
#### set +e as if condition
set -e
if set +e
then
  false
fi
echo hi
#### set -e while false condition
set -e
while false; do echo hi; done
echo while succeeded
#### set -e until arith condition
set -e
x=1
until (( x == 4 )); do x=4; done
echo until succeeded: $x
#### set -e if false and and-or lists
set -e
if false; then echo oops; fi
echo if succeeded
false && echo AND list failed
echo AND list succeeded
false || echo OR list succeeded
! false
echo ! succeeded
#### set -e eval false in if and negated
set -e
if eval false; then echo oops; fi
echo eval succeeded
! eval false
echo ! eval succeeded -- 1
! eval '(exit 5)'
echo ! eval succeeded -- 2
#### set -e until builtin false
set -e
until builtin false; do echo a; break; done
echo $?
until eval false; do echo b; break; done
echo $?
#### set -e sourced file in until condition
printf '%s\n' false 'echo after 1' false > f.sh
set -e
until . ./f.sh; do echo a; break; done
echo $?
#### bash -ce subshell exit status
bash -ce '(exit 17) ; echo "after (exit 17): $?"'
echo "st=$?"
#### set -e pipeline ending in while with subshell
bash -c 'set -e ; false | echo foo | while read x ; do ( exit 17 ) ; done; echo after pipeline subshell;'
echo "st=$?"
#### set -e cmdsub assignment posix vs not
bash -c 'set -o posix; set -e ; z=$(false;echo posix foo) ; echo $z'
bash -c 'set -e ; z=$(false;echo non-posix foo) ; echo $z'
#### set -e assignment of failing cmdsub exits
bash -ce 'x=$(false) ; echo "x=\$(false) does not exit"'
echo "st=$?"
#### set -e brace group failure exits
bash -ce '{ false; echo false in brace group does not exit; }'
echo after brace group failure: $?
#### set -e subshell on left of and list
bash -ce '(false ; echo A $?) && echo B $?; echo C $?'; echo D $?
#### set -e subshell alone
bash -ce '(false ; echo A $?) ; echo B $?; echo C $?'; echo D $?
#### set -e subshell function in and list
bash -ce 'f() (false ; echo A $?); f && echo B $?; echo C $?'; echo D $?
#### set -e subshell function alone
bash -ce 'f() (false ; echo A $?) ; f; echo B $?; echo C $?'; echo D $?
#### set -e if condition list
bash -ce 'if false; echo A $?; then echo B $?; fi'; echo C $?
#### set -e negated pipeline of brace group
bash -ce '! { false; echo A $?; } | cat; echo B $?'; echo C $?
#### set -e pipeline of brace group
bash -ce '{ false; echo A $?; } | cat ; echo B $?'; echo C $?
#### set -e negations do not exit
set -e
! false
echo after negation 1: $?
! false | false
echo after negation 2: $?
! true
echo after negation 3: $?
! (false)
echo after negation 4: $?
#### set -e pipeline status is the last command
set -e
{ false ; echo foo; } | cat
echo after brace pipeline
false | echo foo | cat
echo after failure 1
false | (echo foo; false) | true
echo after failure 2
false | echo foo | false
echo after failure 4
#### set -e and or lists
bash -ce 'true || false ; echo "true || false no exit"'
bash -ce 'false || false ; echo "false || false no exit"'; echo "st=$?"
bash -ce 'false || true ; echo "false || true no exit"'
bash -ce 'false && false ; echo "false && false no exit"'
bash -ce 'true && false ; echo "true && false no exit"'; echo "st=$?"
#### set -e and list ending in subshell or pipeline
bash -ce 'true && (exit 1) ; echo "true && (exit 1) no exit"'; echo "st=$?"
bash -ce 'true && true|false ; echo "true && true|false no exit"'; echo "st=$?"
bash -ce 'true && true|(false) ; echo "true && true|(false) no exit"'; echo "st=$?"
#### set -e set inside sourced file in function called in and list
printf '%s\n' 'echo B:' 'set -e' 'echo $-' 'false' 'echo C:' > a.sub
foo() { echo A:; . ./a.sub; echo D:; }
foo && true
echo "end $?"
#### set -e function body in and list ignores errexit
set -e
f() { false; echo "in f after false"; }
f && echo ok
f || echo no
echo end
#### set -e function call alone exits
set -e
f() { false; echo "not here"; }
f
echo not reached
#### set -e with inherit_errexit in cmdsub
set -e
shopt -s inherit_errexit
x=$(false; echo ok)
echo "not reached [$x]"
#### set -e local with failing cmdsub does not exit
set -e
f() { local x=$(false); echo "local ok"; }
f
#### set -e arithmetic zero exits
set -e
(( 0 ))
echo not reached
#### set -e last command of and list in loop body
set -e
for i in 1 2; do
  [ $i = 1 ] && echo one
done
echo "loop done $?"
#### set -e exit status of script
set -e
echo before
(exit 3)
echo after
