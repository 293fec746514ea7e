#### break leaves the innermost loop only
for i in a b c; do
  for j in x y z; do echo $i:$j; break; echo bad; done
  echo end-$i
done
#### break 2 leaves both loops
for i in a b c; do
  for j in x y z; do echo $i:$j; break 2; echo bad; done
  echo end-$i
done
echo end
#### continue 1 continues the loop
for i in a b c; do echo $i; continue 1; echo bad-$i; done
echo end
#### continue 2 resumes the outer loop
for i in a b c; do
  for j in x y z; do echo $i:$j; continue 2; echo bad; done
  echo end-$i
done
echo end
#### eval re-evaluates but builtin and command do not
AVAR='$BVAR'
BVAR=foo
echo $AVAR
builtin echo $AVAR
command echo $AVAR
eval echo \$AVAR
eval echo $AVAR
#### eval with a temporary environment
AVAR='$BVAR'
BVAR=foo
AVAR=bar eval echo \$AVAR
BVAR=xxx eval echo $AVAR
echo $AVAR $BVAR
#### umask octal and symbolic display
umask 022
umask
umask -S
umask -S u=rwx,g=rwx,o=rx >/dev/null
umask
umask -S
umask -p
umask -p -S
umask 0
umask -S
#### builtin and command with no arguments succeed
builtin; echo $?
command; echo $?
command --; echo $?
command -p; echo $?
#### enable -n disables test builtin
enable -n test
type -t test
enable test
type -t test
#### sourcing an empty file returns 0
: > empty
false
. ./empty
echo $?
#### source sees temporary assignment only during the call
echo 'echo $AVAR' > s1
AVAR=AVAR
. ./s1
AVAR=foo . ./s1
echo $AVAR
#### return from sourced file gives its status
printf '%s\n' 'echo in s2' 'return 5' 'echo oops' > s2
. ./s2
echo $?
#### source with arguments keeps caller positional parameters
echo 'echo "$@"' > s3
set -- a b c
. ./s3
. ./s3 x y z
echo "$@"
#### source that sets positional parameters changes the caller's
echo 'set -- m n o p' > s4
set -- a b c
. ./s4
echo "$@"
#### source with args that sets positional parameters
echo 'set -- m n o p' > s4
set -- a b c
. ./s4 x y z
echo "$@"
#### cd through CDPATH prints the directory
mkdir -p base/dir-a
CDPATH=.:$PWD/base
cd dir-a
echo "${PWD##*/}"
#### source of a missing file is an error but the script goes on
. ./source-notthere
echo "after bad source $?"
#### source of a missing file in posix mode is fatal
set -o posix
. ./source-notthere
echo after bad source 2
#### source from process substitution
. <(echo "echo two - OK")
echo $?
#### source from /dev/stdin of a pipe
echo "echo three - OK" | . /dev/stdin
echo $?
#### source of /dev/null returns 0
false
. /dev/null
echo $?
#### source of nested subshells
echo '((echo abc; echo def;); echo ghi)' > f
. ./f
echo after
#### posix mode: assignment before source persists
set -o posix
echo 'echo $AVAR' > s1
AVAR=AVAR
AVAR=foo . ./s1
echo $AVAR
#### posix mode: assignment before eval persists
set -o posix
AVAR=AVAR
AVAR=foo eval echo \$AVAR
echo $AVAR
#### posix mode: assignment before colon persists
set -o posix
AVAR=AVAR
AVAR=foo :
echo $AVAR
#### non-posix: assignment before colon does not persist
AVAR=AVAR
AVAR=foo :
echo $AVAR
#### assignment before export persists
foo="" export foo
declare -p foo
#### assignment before declare -p shows but does not persist
FOO='$$' declare -p FOO
declare -p FOO
echo $?
#### assignment before declare -x persists
FOO='$$' declare -x FOO
declare -p FOO
#### kill -l of a number and of 128+n
kill -l 1
kill -l 129
kill -l 15
kill -l 143
#### kill -l out of range reports the argument
kill -l 4096
echo $?
#### kill -l NAME gives its number
kill -l HUP
kill -l TERM
kill -l SIGINT
#### xpg_echo off and on
shopt -u xpg_echo
echo 'a\n\nb'
shopt -s xpg_echo
echo 'a\n\nb'
#### declare -g in a function sets globals
f=4
foo() { declare -g f=8; declare -g bar=4; local f=1; echo inside $f; }
echo before: f = $f
foo
echo after: f = $f bar = $bar
#### declare -a and -A without value
declare -a c
declare -p c
declare -A d
declare -p d
#### scalar assignment to declared arrays
declare -a c
c=4
declare -p c
declare -A e
e=4
declare -p e
#### declare -p of assigned arrays
declare -a c=(1 2 3)
declare -p c
declare -A a=([one]=1)
declare -p a
#### read -a into declared array
declare -a c
read -a c <<< "1 2 3"
declare -p c
#### mapfile into declared array
declare -a c
mapfile -t c < <(printf '%s\n' 1 2 3)
declare -p c
#### empty declared arrays are unset for ${x-}
declare -A foo
echo ${foo-unset}
declare -a bar
echo ${bar-unset}
#### test -v on arrays without element 0
typeset -A A
A[a]=1
typeset -a a
a[1]=1
if [ -v A ]; then echo assoc 1; else echo assoc 1 unset; fi
if [ -v a ]; then echo array 1; else echo array 1 unset; fi
echo ${A-unset1}
echo ${a-unset2}
echo ${A[@]-unset3}
echo ${a[@]-unset4}
#### test -v name[@]
typeset -A A B
A[a]=1
typeset -a a b
a[1]=1
scalar1=foo scalar2=
for v in A a B b scalar1 scalar2 scalar3; do
  if [ -v "$v[@]" ]; then echo "$v set"; else echo "$v unset"; fi
done
#### length of scalars as arrays
scalar="one two three"
scalar2=
echo ${#scalar} ${#scalar[@]}
echo ${#scalar2} ${#scalar2[@]}
echo ${#scalar3} ${#scalar3[@]}
printf '[%s]\n' "${scalar[@]}"
#### unset without options prefers variables over functions
f1() { echo f1; }
v1=one
unset v1 f1
echo ${v1-unset1}
declare -f f1
echo $?
#### unset -v leaves functions
f1() { echo f1; }
v1=one
unset -v v1 f1
echo ${v1-unset1}
declare -f f1
#### unset -f leaves variables
f1() { echo f1; }
v1=one
unset -f v1 f1
echo ${v1-unset1}
declare -f f1
echo $?
#### command dot missing file is not fatal
bash -c 'command . notthere ; echo one' bash
bash -c '. notthere ; echo two' bash
#### posix mode: command dot missing file is not fatal but dot is
bash -o posix -c 'command . notthere ; echo one' bash
bash -o posix -c '. notthere ; echo two' bash
echo $?
#### command with empty name
command ''
echo $?
#### set -e stops on command false
set -e
command false
echo after
#### command -V and -v of builtins
command -p command -V type
command -v type
command command -v type
command -p -- command -v type
#### command -v traced by xtrace
set -x
command -v type
command -p command -v type
set +x
#### exit with a non-numeric argument
exit status
echo after bad exit
#### exit with a non-numeric argument status
bash -c 'exit status; echo after'
echo $?
