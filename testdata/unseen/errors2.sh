#### strict mode trap EXIT cleanup
set -euo pipefail
tmp=work.tmp; touch "$tmp"
cleanup() { local st=$?; rm -f "$tmp"; echo "cleanup st=$st"; }
trap cleanup EXIT
echo running
false
echo notreached
#### trap EXIT runs on normal end
trap 'echo bye' EXIT; echo hi
#### trap EXIT inside exit with code
trap 'echo "exiting with $?"' EXIT; exit 7
#### trap ERR with line info
set -E
trap 'echo "ERR at line $LINENO: $BASH_COMMAND (st=$?)" >&2' ERR
f() { false; echo after-false-in-f; }
f
ls /nonexistent-dir 2>/dev/null
echo end
#### trap ERR not fired in conditions
trap 'echo ERR fired' ERR
if false; then :; fi
false || true
! false
false && true
while false; do :; done
echo done
#### trap RETURN
trap 'echo "return from ${FUNCNAME[0]:-top}"' RETURN
f() { echo in f; }
f
set -o functrace; g() { echo in g; }; g
#### trap reset and list
trap 'echo a' EXIT; trap -p EXIT; trap - EXIT; trap -p EXIT; echo "[$(trap -p)]"
#### trap in function overwrites global
f() { trap 'echo from f' EXIT; }; f; echo main
#### trap on signal and kill self
trap 'echo got USR1' USR1; kill -USR1 $$; echo after
trap 'echo got TERM; exit 3' TERM; kill -TERM $$; echo not
#### set -e exemptions
set -e
f() { false; echo "f continues"; }
if f; then echo "f true"; fi
f && echo and
f || echo or
! f
echo "still here"
f
echo "not here"
#### set -e && chain last
set -e
false && echo no
echo "after && list"
true && false
echo unreachable
#### set -e in subshell and group
set -e
( false; echo "sub not" ) || echo "sub failed $?"
{ false; echo "group continues?"; } || echo "group failed"
echo end
#### set -e command substitution
set -e
x=$(false; echo printed); echo "x=$x"
y=$(false) ; echo notreached
#### set -e local masks status
set -e
f() { local v=$(false); echo "local masked"; local w; w=$(false); echo "not masked"; }
f; echo after
#### set -e pipeline not last
set -e
false | true; echo "pipeline ok"
true | false; echo no
#### set -e in while condition and body
set -e
i=0; while [ $i -lt 2 ]; do i=$((i+1)); done; echo "i=$i"
while false; do :; done; echo ok
(( i - 2 )) || echo "arith zero"
(( 0 )); echo notreached
#### set -u unbound
set -u
echo "${unset_var:-default}"
echo "${#arr[@]}" 2>&1 || true
arr=(); echo "n=${#arr[@]}"
echo "$unset_var"
echo notreached
#### set -u with arrays and $@
set -u
f() { echo "args: $#" "$@"; }
f
a=(); echo "${a[@]+${a[@]}}ok"
echo "$1"
#### set -u in arithmetic
set -u
echo $(( x + 1 ))
echo after
#### set -u ${!name}
set -u; n=missing; echo "${!n}"; echo no
#### readonly assignment errors
readonly R=1
R=2; echo "st=$?"
f() { local R=3; echo "local st=$?"; }; f
unset R; echo "unset st=$?"
declare R=4; echo "declare st=$?"
echo R=$R
#### readonly array element
readonly -a ra=(1 2); ra[0]=5; echo st=$?; ra+=(3); echo st=$?; echo "${ra[@]}"
#### bad substitution
x=abc
echo "${x:bad}" ; echo st=$?
echo ${x/}
echo "${x%%}"
eval 'echo ${x!}'; echo st=$?
eval 'echo ${ x}'; echo st=$?
echo after
#### test too many arguments
x='a b'; [ $x = a ]; echo st=$?
[ 1 -eq ]; echo st=$?
[ a b c d ]; echo st=$?
#### test integer expected
[ abc -eq 1 ]; echo st=$?
[ 1 -lt 2.5 ]; echo st=$?
[[ abc -eq 0 ]]; echo st=$?
[[ 1x -eq 1 ]]; echo st=$?
#### missing file messages
cat nofile; echo st=$?
< nofile; echo st=$?
source nofile; echo st=$?
. ./nofile; echo st=$?
cd nodir; echo st=$?
echo hi > nodir/x; echo st=$?
#### command not found 127
nosuchcommand_xyz; echo st=$?
./nosuch; echo st=$?
/nonexist/bin/x; echo st=$?
"" ; echo st=$?
#### not executable 126
printf 'echo hi\n' > script.sh; ./script.sh; echo st=$?
mkdir d; ./d; echo st=$?
chmod +x script.sh; ./script.sh; echo st=$?
#### script without shebang runs in bash
printf 'echo "no shebang $1"\n' > s2; chmod +x s2; ./s2 arg; echo st=$?
#### syntax error status 2
eval 'if then'; echo st=$?
eval 'echo $((1+))'; echo st=$?
eval 'f() {'; echo st=$?
bash -c 'echo (' ; echo st=$?
#### builtin usage errors status 2
shift foo; echo st=$?
cd -Q; echo st=$?
declare -Z; echo st=$?
set -Z; echo st=$?
read -Z; echo st=$?
#### exit codes wrap and errors
( exit 256 ); echo $?
( exit -1 ); echo $?
( exit 1 2 ); echo $?
( exit abc ); echo $?
#### return codes
f() { return -1; }; f; echo $?
g() { return abc; }; g; echo $?
#### arithmetic errors
echo $(( 1 / 0 )); echo st=$?
echo $(( 5 % 0 )); echo st=$?
(( x = 2 ** -1 )); echo st=$?
echo $(( 1 + )); echo st=$?
echo $(( 08 )); echo st=$?
echo $(( 2#12 )); echo st=$?
echo $(( 65#1 )); echo st=$?
echo after
#### arithmetic error aborts command only
x=$(( 1/0 )) ; echo "x=$x st=$?"
for i in 1; do echo $(( i / 0 )); echo inloop; done; echo afterloop
#### let errors and statuses
let x=0; echo $?; let x=5; echo $?; let 'y = x * 2' z=y+1; echo $y $z
let; echo st=$?
let '1/0'; echo st=$?
#### integer overflow wraps
echo $(( 9223372036854775807 + 1 ))
echo $(( -9223372036854775808 - 1 ))
echo $(( 2 ** 63 )) $(( 2 ** 64 ))
echo $(( -9223372036854775808 / -1 ))
echo $(( 9223372036854775808 ))
#### arithmetic bases
echo $(( 16#ff )) $(( 2#1010 )) $(( 8#17 )) $(( 36#zz )) $(( 64#@_ )) $(( 0x10 )) $(( 010 ))
x=16#1f; echo $(( x )); echo $(( 10#0042 ))
printf '%d\n' 0x10 010
#### arithmetic ternary comma assignment
x=5; echo $(( x > 3 ? 10 : 20 )) $(( y = 2, y * 3 )) $y
echo $(( a = b = 4 )) $a $b
(( c += 2, c *= 3 )); echo $c
echo $(( 1 ? 2 ? 3 : 4 : 5 ))
#### arithmetic assignment in condition
i=0; while (( (i += 3) < 10 )); do echo $i; done
if (( n = 0 )); then echo t; else echo "f n=$n"; fi
#### arithmetic with strings as names
a=b; b=c; c=7; echo $(( a + 1 ))
x='1 + 2'; echo $(( x * 3 ))
e='e'; echo $(( e )) 2>&1 | head -1
#### arithmetic pre post increment
i=5; echo $(( i++ )) $i $(( ++i )) $(( i-- )) $(( --i )) $i
a=(1 2 3); (( a[1]++ )); echo "${a[@]}"
declare -A m; (( m[x]+=5 )); echo ${m[x]}
#### arithmetic bitwise and logic
echo $(( 5 & 3 )) $(( 5 | 3 )) $(( 5 ^ 3 )) $(( ~5 )) $(( 1 << 4 )) $(( -16 >> 2 ))
echo $(( !0 )) $(( !5 )) $(( 3 && 0 )) $(( 0 || 2 ))
echo $(( 2 ** 3 ** 2 )) $(( -2 ** 2 ))
#### (( )) status
(( 0 )); echo $?; (( 1 )); echo $?; (( -1 )); echo $?; (( x = 0 )); echo $?
(( )); echo $?
