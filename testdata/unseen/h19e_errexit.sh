#### errexit set inside function called from if stays off
set -e
f() { set -e; false; echo "f goes on"; }
if f; then echo yes; fi
echo end
#### errexit off in elif condition function
set -e
f() { false; echo "f body on"; return 1; }
if false; then echo a; elif f; then echo b; else echo c; fi
echo end
#### errexit off in until condition function
set -e
n=0
f() { false; n=$((n+1)); (( n > 2 )); }
until f; do echo "loop $n"; done
echo "n=$n"
#### errexit off under bang for function
set -e
f() { false; echo "in f"; return 0; }
! f; echo "after bang $?"
#### errexit off through nested calls in and-list
set -e
g() { false; echo g-on; }
f() { g; echo f-on; }
f && echo "f ok"
echo end
#### errexit off in or-list left then on again
set -e
f() { false; echo "f-on $1"; }
f one || echo never
f two
echo never2
#### errexit bang status then continue
set -e
! true; echo "st=$?"
! false; echo "st=$?"
#### errexit group in and-list
set -e
{ false; echo "group on"; } && echo "group ok"
echo end
#### errexit subshell in and-list
set -e
( false; echo "sub on" ) && echo "sub ok"
echo end
#### errexit subshell in if condition
set -e
if ( false; echo "sub on" ); then echo then; fi
( false; echo no ); echo never
#### errexit or-list last part fails
set -e
false || false
echo never
#### errexit or-list exit status
(set -e; false || (exit 4); echo never); echo "st=$?"
#### errexit and-list last fails status
(set -e; true && (exit 3); echo never); echo "st=$?"
#### errexit bang then and-list
set -e
! false && false
echo "reached $?"
#### errexit function last status in simple command
set -e
f() { [ -e /nonexistent-h19e ] && echo exists; }
f
echo never
#### errexit function return nonzero
(set -e; f() { return 2; }; f; echo never); echo "st=$?"
#### errexit set +e inside function persists
set -e
f() { set +e; false; echo "in f"; }
f
false
echo "errexit off now: $-" | tr -d 'hBs'
#### errexit dollar dash inside if function
set -e
f() { case $- in *e*) echo "e on";; *) echo "e off";; esac; }
if f; then :; fi
f
#### errexit shopt -o errexit shows state
set -e
f() { shopt -qo errexit && echo on || echo off; }
if f; then :; fi
set +e; f
#### errexit x equals cmdsub false
(set -e; x=$(false); echo never); echo "st=$?"
#### errexit cmdsub status of exit code
(set -e; x=$(exit 5); echo never); echo "st=$?"
#### errexit local declare export readonly mask
set -e
f() {
  local a=$(false); echo "local $?"
  declare b=$(false); echo "declare $?"
  export c=$(false); echo "export $?"
  readonly d=$(false); echo "readonly $?"
  typeset e=$(false); echo "typeset $?"
}
f
#### errexit two cmdsubs in assignment last wins
set -e
x=$(false)$(true); echo "x ok $?"
y=$(true)$(false); echo never
#### errexit two assignments last cmdsub wins
set -e
a=$(false) b=$(true); echo "ok $?"
a=$(true) b=$(false); echo never
#### errexit cmdsub in arguments ignored
set -e
echo "val=$(false)"
echo "st=$?"
: $(exit 3)
echo reached
#### errexit assignment prefix with command
set -e
x=$(false) true; echo "prefix ok"
x=$(true) false; echo never
#### errexit cmdsub in for list
set -e
for i in $(false) a; do echo "i=$i"; done
echo "for st=$?"
#### errexit cmdsub in case word
set -e
case $(false) in '') echo empty;; esac
echo reached
#### errexit cmdsub body without inherit
set -e
x=$(false; echo body-on)
echo "x=$x"
#### errexit inherit_errexit stops body
set -e
shopt -s inherit_errexit
x=$(echo first; false; echo second) || echo "failed $?"
echo "x=$x"
#### errexit inherit_errexit in if condition
set -e
shopt -s inherit_errexit
if x=$(false; echo on); then echo "then [$x]"; fi
#### errexit inherit_errexit nested cmdsub
set -e
shopt -s inherit_errexit
x=$(echo $(false; echo deep) out) ; echo "x=$x"
#### errexit cmdsub with set -e inside
x=$(set -e; false; echo no); echo "st=$? x=[$x]"
y=$(set -e; echo a; false; echo b); echo "st=$? y=[$y]"
#### errexit subshell with set -e inside
( set -e; echo a; false; echo b ); echo "st=$?"
echo "outer $-" | tr -d hBs
#### errexit set -e in trap handler
trap 'set -e; false; echo "trap on"' EXIT
echo body
#### errexit in EXIT trap under set -e
set -e
trap 'echo "trap start $?"; false; echo "trap end"' EXIT
true
#### errexit in EXIT trap after failure
set -e
trap 'echo "trap $?"; false; echo "trap after false"' EXIT
false
#### errexit eval in if
set -e
if eval 'false; echo eval-on'; then echo then; fi
eval 'false || true; echo ok'
eval 'false; echo never'
#### errexit eval in or-list
set -e
eval 'false; echo eval-on' || echo rescue
eval 'false' || echo "rescue $?"
echo end
#### errexit source in and-list
set -e
printf 'false\necho "src on"\n' > s.sh
. ./s.sh && echo "src ok"
. ./s.sh
echo never
#### errexit source return status
set -e
printf 'return 3\n' > r.sh
. ./r.sh || echo "src st=$?"
. ./r.sh
echo never
#### errexit pipeline not last under pipefail
set -e -o pipefail
false | true || echo "caught $?"
true | (exit 4) | true || echo "caught $?"
echo end
#### errexit pipefail bang
set -e -o pipefail
! false | true; echo "bang ok"
false | true
echo never
#### errexit pipefail status is rightmost failure
set -o pipefail
(exit 2) | (exit 3) | true; echo "st=$?"
(exit 2) | true | true; echo "st=$?"
true | true; echo "st=$?"
#### errexit pipeline element function errexit inside
set -e
f() { echo f1; false; echo f2; }
f | cat
echo "pipe st=$?"
#### errexit pipeline last element fails
(set -e; echo a | false; echo never); echo "st=$?"
#### errexit arith zero
(set -e; ((0)); echo never); echo "st=$?"
(set -e; x=0; ((x++)) ; echo "post inc never"); echo "st=$?"
(set -e; x=0; ((++x)); echo "pre inc ok"); echo "st=$?"
#### errexit arith in or-list
set -e
(( 0 )) || echo "zero"
x=1; (( x-- )) && echo "was one"
(( x-- )) || echo "was zero"
echo "x=$x"
#### errexit let zero
(set -e; let 'y=0'; echo never); echo "st=$?"
(set -e; let 'y=0' 'z=1'; echo "last nonzero ok"); echo "st=$?"
#### errexit cond false
(set -e; [[ a == b ]]; echo never); echo "st=$?"
(set -e; [[ -z x ]] && echo no; echo "and ok"); echo "st=$?"
#### errexit cond arith error
(set -e; [[ 1 -eq 1x ]]; echo never) 2>&1; echo "st=$?"
#### errexit test builtin
(set -e; [ 1 -gt 2 ]; echo never); echo "st=$?"
(set -e; test -n ''; echo never); echo "st=$?"
#### errexit lastpipe read
set -e
shopt -s lastpipe
echo hello | read x
echo "x=$x"
echo a | false
echo never
#### errexit lastpipe while loop sets var
set -e
shopt -s lastpipe
n=0
printf '1\n2\n3\n' | while read l; do n=$((n+l)); done
echo "n=$n"
#### errexit lastpipe pipefail
set -e -o pipefail
shopt -s lastpipe
false | read x || echo "caught $?"
echo end
#### errexit async list not checked
set -e
false &
wait $! || echo "wait $?"
echo end
#### errexit wait failure exits
(set -e; (exit 3) & wait $!; echo never); echo "st=$?"
#### errexit while body
(set -e; i=0; while [ $i -lt 3 ]; do i=$((i+1)); [ $i -ne 2 ]; echo "i=$i"; done; echo never); echo "st=$?"
#### errexit for body last command
(set -e; for i in 1 2; do echo $i; false; done; echo never); echo "st=$?"
#### errexit case body
(set -e; case a in a) false; echo never;; esac; echo never2); echo "st=$?"
#### errexit function defined as subshell
set -e
f() ( false; echo "sub body" )
f || echo "f failed $?"
echo end
#### errexit command builtin
(set -e; command false; echo never); echo "st=$?"
(set -e; builtin false; echo never); echo "st=$?"
#### errexit redirect failure
(set -e; echo x > /nonexistent-h19e/f; echo never) 2>&1; echo "st=$?"
#### errexit cd failure
(set -e; cd /nonexistent-h19e; echo never) 2>&1; echo "st=$?"
#### errexit command not found status
(set -e; nosuchcmd_h19e; echo never) 2>&1; echo "st=$?"
#### errexit group redirect failure
(set -e; { echo in; } < /nonexistent-h19e; echo never) 2>&1; echo "st=$?"
#### errexit return status in if is the function status
set -e
f() { false; }
if f; then echo yes; else echo "no $?"; fi
#### errexit function in while condition with loop body failing
set -e
c=0
f() { c=$((c+1)); [ $c -le 2 ]; }
while f; do echo "c=$c"; done
echo "out c=$c"
#### errexit set -o errexit equivalent
set -o errexit
f() { false; }
f && :
echo reached
f
echo never
#### errexit bash -e option
bash -e -c 'false; echo never'; echo "st=$?"
bash -c 'set -e; if false; then :; fi; echo ok'; echo "st=$?"
#### errexit toggled off in and-list then script continues
set -e
f() { false; echo "f on"; true; }
f && f
f
echo "still"
#### errexit subshell exit status propagates to parent set -e
set -e
trap 'echo "exit trap $?"' EXIT
( exit 6 )
echo never
#### errexit nested subshell in or-list
set -e
( ( false; echo inner-on ); echo outer-on ) || echo rescue
echo end
#### errexit semicolon list status
(set -e; true; false; true); echo "st=$?"
#### errexit status of last command in function in or-list
set -e
f() { false; false; }
f || echo "f=$?"
#### errexit ERR trap not fired in or-list function
set -e
trap 'echo "err trap"' ERR
f() { false; echo "after false in f"; }
f || echo "f status $?"
echo end
#### errexit eval of set +e
set -e
eval 'set +e'
false
echo "after eval set +e"
#### errexit process substitution inherits
set -e
cat <(false; echo procsub-on)
echo end
#### errexit time keyword pipeline
set -e
{ ! time false; } 2>/dev/null
echo reached
