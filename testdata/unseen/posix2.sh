#### posix bang hash
set -o posix
set -- a b c
echo ${!#}
#### posix bang question
set -o posix
false; echo ${!?}
#### time -p posix keyword
set -o posix
time -p echo hi 2>/dev/null
#### posix $* in quoted pattern
set -o posix
set -- a b
x='a b'
case $x in "$*") echo match;; *) echo no;; esac
IFS=:
x='a:b'
case $x in "$*") echo match2;; *) echo no2;; esac
#### posix: assignment before function persists?
set -o posix
f() { echo "in f: $v"; }
v=1 f
echo "after: ${v-unset}"
#### posix: cd with CDPATH prints
set -o posix
mkdir -p d/sub; CDPATH=d cd sub | sed "s#$TMP#T#"
#### posix: unset readonly
set -o posix
readonly r=1
unset r
echo after $?
#### posix: local outside function
set -o posix
local x=1
echo after $?
#### posix: exit trap status
set -o posix
trap 'echo trap $?' EXIT
false
#### posix: command not found status
set -o posix
nosuch_cmd
echo $?
#### posix: special builtin redirect error exits
set -o posix
: > /nonexistent/dir/file
echo after
#### posix: shift too many
set -o posix
set -- a
shift 3
echo after $?
#### posix: dot nonexistent file
set -o posix
. ./nosuch
echo after
#### posix: return outside function
set -o posix
return 2
echo after $?
#### posix: set -o output
set -o posix
set -o | grep -E '^(posix|errexit)'
set +o | grep -E 'posix'
#### posix: echo -n
set -o posix
echo -n a; echo b
#### posix: getopts in posix OPTIND
set -o posix
getopts ab o -a; echo $o $OPTIND
#### posix: declare -p in posix
set -o posix
a=(1 2); declare -A m=([k]=v); x=1
declare -p a m x
#### posix: export -p format
set -o posix
export X=1 Y
export -p | grep -E ' (X|Y)'
#### posix: readonly -p
set -o posix
readonly R=1
readonly -p | grep ' R'
#### posix: set output quoting
set -o posix
x='a b'
set | grep '^x='
#### posix: function def listing
set -o posix
f() { echo hi; }
declare -f f
#### posix: alias output
set -o posix
alias a='echo x'
alias
alias a
#### posix: here-doc in posix
set -o posix
cat <<EOF
$((1+2)) ${x:-d}
EOF
#### posix: tilde in assignment after colon
set -o posix
HOME=/h; PATH2=~:~/x:a~; echo $PATH2
#### posix: arith error exits
set -o posix
echo $((1/0))
echo after
#### posix: ${x?} error exits
set -o posix
unset x
echo ${x?unset}
echo after
#### posix: cd -P default?
set -o posix
mkdir real; ln -s real link; cd link; pwd | sed "s#$TMP#T#"
#### posix: pwd after symlink cd
set -o posix
mkdir r2; ln -s r2 l2; cd l2; echo $PWD | sed "s#$TMP#T#"
#### posix mode invoked as sh var
echo 'echo $POSIXLY_CORRECT; set -o | grep posix' > s.sh
bash --posix s.sh
#### posix: reserved word alias
set -o posix
alias if='echo aliased'
if true; then echo real; fi
#### posix: fc? history
set -o posix
echo $-
#### posix: wait for unknown pid
set -o posix
wait 12345; echo $?
#### posix: kill -l with exit status
set -o posix
kill -l 130
#### posix: test -a -o binary
set -o posix
[ a -a b ]; echo $?
#### posix: trap with numeric only
set -o posix
trap 2; echo $?
trap -p INT
