#### set -o lists options
set -o | grep -E '^(errexit|nounset|noglob|xtrace) '
#### set +o prints commands
set -e
set +o | grep -E 'errexit|nounset'
set +e
#### set -u unset variable error
set -u
echo "${undefined_var}"
echo not reached
#### set -u with default is fine
set -u
echo "[${undefined_var-dflt}] [${undefined_var:+x}]"
#### set -u with $@ empty
set -u
set --
echo "[$@] [$*] [$#]"
#### set -u with array length of unset
set -u
echo ${#nosuch[@]}
echo after
#### set -u arithmetic
set -u
echo $(( nosuch + 1 ))
echo after
#### set -e exits
set -e
false
echo not reached
#### set -e and if condition
set -e
if false; then echo x; fi
echo reached
#### set -e in && list
set -e
false && true
echo reached
#### set -e last in && list
set -e
true && false
echo not reached
#### set -e subshell
set -e
( false; echo inner-not-reached )
echo not reached
#### set -e function in condition
set -e
f() { false; echo still-in-f; }
if f; then echo ok; fi
#### set -f noglob
touch a.txt
set -f
echo *.txt
set +f
echo *.txt
#### set -n noexec
set -n
echo not printed
#### set -x trace
set -x
x=1
echo "$x"
set +x
#### set -v verbose
set -v
echo verbose-line
set +v
#### set -C noclobber
echo a > f
set -C
echo b > f
echo status=$?
cat f
#### set -C allows dev null
set -C
echo x > /dev/null
echo status=$?
#### set -a allexport
set -a
AV=1
bash -c 'echo "[$AV]"'
set +a
BV=2
bash -c 'echo "[${BV-unset}]"'
#### set -o invalid
set -o nosuchoption
echo status=$?
#### set +o invalid
set +o nosuchoption
echo status=$?
#### set invalid short flag
set -Z
echo status=$?
#### $- reflects options
set -eu
echo $- | grep -o '[eu]' | sort | tr -d '\n'; echo
set +eu
#### set -o errexit long form
set -o errexit
false
echo not reached
#### set -o pipefail status
set -o pipefail
false | true
echo $?
true | false | true
echo $?
#### set -b -h -m accepted
set -h
echo status=$?
#### set -- with dashes
set -- -x -e
echo "$1 $2"
#### set - turns off xv
set -x
set -
echo after
#### set -e with || in function
set -e
f() { false || return 1; }
f || echo handled
echo reached
#### set -o noglob long name
set -o noglob
echo *
#### set -k keyword
set -k
echo x y=1
#### set -u unset positional
set -u
set -- a
echo "$2"
echo not reached
#### shopt -o same as set -o
shopt -o -s nounset
echo $- | grep -c u
shopt -o -p nounset
#### set -x traces assignments and redirections
set -x
a=1 b="x y"
echo $a >/dev/null
declare -a arr=(1 2)
set +x
#### set -x trace of compound commands
set -x
if true; then :; fi
for i in a; do :; done
case x in x) : ;; esac
[[ a == a ]]
(( 1 + 1 ))
set +x
#### set -x with quoting in trace
set -x
echo 'a b' "c'd" $'e\tf' ''
set +x
#### set -x function call
f() { echo in-f; }
set -x
f arg
set +x
#### set -o output full
set -o | head -5
#### set +o output full
set +o | head -5
#### errexit in subshell in condition is ignored
set -e
if ( false; echo cont ); then echo yes; fi
#### errexit with ! on pipeline
set -e
! false
! true
echo reached
#### errexit with command substitution failure in echo arg
set -e
echo "$(false)" start
echo reached
#### errexit in brace group with ||
set -e
{ false; echo in-group; } || echo handled
echo reached
#### errexit eval failure
set -e
eval false
echo not reached
#### errexit after function failure in pipeline middle
set -e
f() { return 1; }
f | true
echo reached
#### errexit while body
set -e
i=0
while [ $i -lt 2 ]; do i=$((i+1)); done
echo "i=$i"
#### errexit arithmetic zero
set -e
(( 0 ))
echo not reached
#### errexit let zero
set -e
let 'x=0'
echo not reached
#### errexit with local assignment of failure
set -e
f() { local x=$(false); echo "in f"; }
f
#### set -u with unset array element
set -u
a=(1)
echo "${a[5]}"
echo not reached
#### set -u with ${#var}
set -u
echo ${#nosuch}
echo not reached
#### set -u with $* in string
set -u
echo "args: $*"
#### set -u with assoc array unset key
set -u
declare -A m
echo "${m[k]}"
echo not reached
#### set -u in arithmetic with default
set -u
echo $(( ${n:-3} + 1 ))
#### set -u error message in function
set -u
f() { echo "$undefined_in_f"; }
f
echo not reached
#### set -n on syntax error still reports
set -n
echo "unterminated
#### noclobber with >> and <>
set -C
echo a > f
echo b >> f
cat f
exec 3<> f
echo status=$?
#### noclobber on existing dev null and symlink to nonexistent
set -C
ln -s nonexistent-target link
echo x > link
echo status=$?
#### allexport with function and array
set -a
arr=(1 2)
f() { :; }
declare -p arr | cut -c1-12
#### xtrace of nested function and PS4 level
set -x
f() { g; }
g() { echo g; }
f
set +x
#### xtrace for while read
{
set -x
printf 'a\n' | while read l; do echo "$l"; done
set +x
} 2>trace.txt; sort trace.txt
#### xtrace of assignment with command substitution
set -x
v=$(echo hi)
set +x
#### xtrace of here string and arith for
set -x
cat <<< "hs"
for ((i=0; i<1; i++)); do :; done
set +x
#### xtrace of select-like loops and until
set -x
until true; do :; done
set +x
#### verbose prints lines
set -v
x=1 # comment
echo $x
#### ignoreeof and other long options accepted
set -o ignoreeof
set -o | grep ignoreeof
#### set -o emacs vi in non-interactive
set -o vi
echo status=$?
set -o | grep -E '^(vi|emacs) '
#### set -B +B braceexpand
set -o | grep braceexpand
#### set -P physical
mkdir -p real; ln -s real lnk
set -P
cd lnk
pwd | sed 's,.*/,,'
#### set -o posix changes
set -o posix
f() { echo posix-fn; }
f
echo "$POSIXLY_CORRECT" | wc -c
#### allexport does not export arrays
set -a
arr=(1 2)
el[3]=x
declare -a da=(1)
declare -A am=([k]=v)
s=scalar
declare -p arr el da am s
#### allexport exports an array at a scalar assignment
set -a
declare -a w
w=1
x=(1); x=2
declare -p w x
#### allexport and declarations without value
set -a
declare t
declare -i n
declare -a u
f() { local l m=1; declare -p l m; }
f
declare -p t n u
#### set -o ignoreeof sets IGNOREEOF
set -o ignoreeof
echo "[$IGNOREEOF]"
set +o ignoreeof
echo "[${IGNOREEOF-unset}]"
IGNOREEOF=3
set -o | grep ignoreeof
case :$SHELLOPTS: in *:ignoreeof:*) echo in-shellopts ;; esac
#### noclobber refuses a dangling symlink and >| follows it
ln -s target-file dangling
set -C
echo x > dangling
echo "status=$?"
echo y >| dangling
cat target-file
