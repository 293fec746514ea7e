#### posix mode variable
set -o posix
echo $POSIXLY_CORRECT
shopt -o posix
#### posix mode function with dash name
set -o posix
eval 'a-b() { echo x; }' 2>&1 | sed 's/.*line [0-9]*: //'
#### non posix function with dash name ok
a-b() { echo dash; }
a-b
#### posix mode process substitution
set -o posix
cat <(echo ps) 2>&1 | sed 's/.*line [0-9]*: //'
#### posix mode tilde in assignment argument
set -o posix
HOME=/H
echo a=~
#### non posix tilde in assignment argument
HOME=/H
echo a=~
#### posix mode time reserved word
set -o posix
echo ok
#### posix mode echo xpg
set -o posix
echo 'a\tb'
#### posix mode cd -P default off
set -o posix
mkdir -p real; ln -s real link
cd link; basename $PWD
#### posix mode alias expansion in non-interactive
set -o posix
alias hi='echo aliased'
eval hi
#### alias not expanded by default non-interactive
alias hi='echo aliased'
eval hi 2>/dev/null || echo st=$?
#### posix case pattern paren
case x in (x) echo open paren;; esac
#### posix for with no in
set -- a b
for i do echo $i; done
#### posix for with semicolon no in
set -- p q
for i; do echo $i; done
#### posix command -v builtin
command -v echo
command -v cd
#### posix command -V function
f() { :; }
command -V f | head -1
#### posix empty command with redirect
> out
[ -f out ] && echo created
#### posix arithmetic expansion
x=5
echo $(( x + 1 ))
#### posix positional in quotes
set -- 'a b'
echo "$1"
#### posix export -p format
set -o posix
export PX=1
export -p | grep PX
#### posix readonly -p format
set -o posix
readonly RX=1
readonly -p | grep RX
#### posix set output no functions
set -o posix
f() { :; }
set | grep -c '^f ()'
#### posix mode pipeline status
set -o posix
false | true
echo $?
#### posix unset nonexistent
unset nosuchvar
echo st=$?
#### posix getopts with posix mode
set -o posix
set -- -a
getopts a o; echo $o
#### posix kill -l signal
kill -l 15
kill -l TERM
#### posix type special builtin
type export
#### posix mode special builtin type
set -o posix
type :
#### posix mode invalid identifier in for
set -o posix
for 1x in a; do :; done
echo st=$?
#### posix mode unset var after readonly
set -o posix
readonly ro=1
unset ro
echo not reached in posix
#### posix mode assignment to readonly before builtin
set -o posix
readonly ro=1
ro=2 export foo
echo not reached
#### posix mode assignment to readonly regular command
set -o posix
readonly ro=1
ro=2 true
echo st=$?
#### posix mode set -o vi output
set -o posix
set -o | grep -c posix
#### posix mode function keyword
set -o posix
function f { echo fk; }
f
#### posix mode cd nonexistent
set -o posix
cd /nonexistent_qq
echo st=$?
#### posix mode return status of trap listing
set -o posix
trap 'echo x' INT
trap
#### posix mode test with -a
set -o posix
[ 1 -eq 1 -a 2 -eq 2 ] && echo both
#### posix mode declare -p
set -o posix
x=1
declare -p x
#### posix mode export prints
set -o posix
export E1=v
export | grep E1
