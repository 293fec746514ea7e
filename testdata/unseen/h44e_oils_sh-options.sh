#### set -o prints options
set -o | grep -E '^(errexit|nounset|noglob)\b'
#### set +o prints commands
set +o | grep -E 'errexit|nounset'
#### set -o with invalid name
set -o notanoption
echo st=$?
#### shopt -p single
shopt -p extglob
shopt -s extglob
shopt -p extglob
#### shopt invalid name
shopt -s notashopt
echo st=$?
#### shopt -q status
shopt -q extglob; echo $?
shopt -s extglob
shopt -q extglob; echo $?
#### shopt -o
shopt -o -s nounset
echo $- | grep -c u
shopt -po nounset
#### set -e -u combined
set -eu
echo $- | grep -o '[eu]' | tr -d '\n'; echo
#### set -x output
set -x
echo hi
set +x
#### set -x with assignment
set -x
x=1
y=$x
set +x
#### set -v echoes input
set -v
echo verbose
set +v
#### set -n stops execution
set -n
echo not printed
#### set -C noclobber
set -C
echo a > f
echo b > f
echo st=$?
echo c >| f
cat f
#### set -f noglob
touch aa
set -f
echo a*
set +f
echo a*
#### set -a allexport
set -a
AX=1
bash -c 'echo ${AX-unset}'
#### set -b accepted
set -b
echo $- | grep -c b
#### set -h hashall
set +h
echo $- | grep -c h
#### set -- with options looking
set -- -e
echo $1 $-
#### set -o pipefail
set -o pipefail
false | true
echo $?
#### pipefail rightmost failure
set -o pipefail
(exit 2) | (exit 3) | true
echo $?
#### set noglob via -o
set -o noglob
echo $- | grep -c f
#### shopt -s multiple
shopt -s extglob nullglob
shopt -p extglob nullglob
#### shopt no args lists
shopt | grep -E '^(extglob|nullglob)\s'
#### set -o ignoreeof accepted
set -o ignoreeof
set -o | grep ignoreeof
#### set -u with array at
set -u
a=()
echo "[${a[@]}]"
echo st=$?
#### SHELLOPTS reflects
set -o noglob
echo $SHELLOPTS | tr : '\n' | grep noglob
#### SHELLOPTS readonly
SHELLOPTS=x 2>&1 | sed 's/.*line [0-9]*: //'
#### BASHOPTS reflects shopt
shopt -s extglob
echo $BASHOPTS | tr : '\n' | grep -x extglob
#### set -e in subshell
set -e
(false; echo in sub)
echo not reached
#### set +e in subshell does not affect
set -e
(set +e; false; echo sub ok)
echo parent ok
#### set -o invalid message
set -o bogus
echo st=$?
#### set invalid flag message
set -Q
echo st=$?
#### shopt invalid message
shopt -s bogus_opt
echo st=$?
#### shopt -o invalid message
shopt -o -s bogus
echo st=$?
#### shopt -s and -u together
shopt -s -u extglob
echo st=$?
#### set -x trace of dbracket and dparen
set -x
[[ a == b* ]]
(( 1 + 2 ))
set +x
#### set -x trace of case and for
set -x
for i in a; do case $i in a) : ;; esac; done
set +x
#### set -x with PS4 changed
PS4='+> '
set -x
echo traced
set +x
#### set -x quoting of args
set -x
echo 'a b' "c'd" ''
set +x
#### set -x of assignment with spaces
set -x
x='a b'
set +x
#### set -o output of posix in list
set -o posix
set -o | grep -w posix
#### set -e -o pipefail combined output
set -eo pipefail
set -o | grep -E '^(errexit|pipefail)'
#### set + with no args
set + 2>&1 | grep -c '^set'
#### shopt -p with bogus
shopt -p extglob bogus
echo st=$?
