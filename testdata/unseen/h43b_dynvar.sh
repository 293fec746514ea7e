#### BASHPID differs in a subshell
bpid=$BASHPID
subpid=$( (echo $BASHPID) )
if [ "$bpid" -ne "$subpid" ]; then echo BASHPID ok; fi
#### BASHPID equals $$ in the main shell
[ "$BASHPID" = "$$" ] && echo same
( [ "$BASHPID" != "$$" ] && echo differs )
#### BASH_ARGV0 assignment sets $0
BASH_ARGV0=hello
echo $0
#### BASH_ARGV0 set inside a function
setarg0() { BASH_ARGV0="$1"; }
setarg0 arg0
echo $0 $BASH_ARGV0
#### BASH_ARGV0 reflects $0 in bash -c
bash -c 'echo $0 $BASH_ARGV0' myname
#### SECONDS can be assigned
SECONDS=100
s=$SECONDS
(( s >= 100 && s < 105 )) && echo SECONDS ok
#### EPOCHSECONDS is all digits
case $EPOCHSECONDS in
*[!0-9]*|'') echo bad ;;
*) echo EPOCHSECONDS ok ;;
esac
#### EPOCHREALTIME has six fraction digits
LC_ALL=C
case $EPOCHREALTIME in
[0-9]*.[0-9][0-9][0-9][0-9][0-9][0-9]) echo EPOCHREALTIME ok ;;
*) echo bad ;;
esac
#### EPOCHSECONDS and EPOCHREALTIME agree
a=$EPOCHSECONDS
b=$EPOCHREALTIME
b=${b%%.*}
(( b - a >= 0 && b - a <= 1 )) && echo agree
#### BASH_COMMAND in bash -c
bash -c 'echo $BASH_COMMAND'
#### BASH_COMMAND in a DEBUG trap
trap 'echo "cmd: $BASH_COMMAND"' DEBUG
x=1
echo hi
trap - DEBUG
#### RANDOM is reproducible after seeding
RANDOM=42
a=$RANDOM$RANDOM
RANDOM=42
b=$RANDOM$RANDOM
[ "$a" = "$b" ] && echo same
#### LINENO counts script lines
echo $LINENO
f() {
  echo $LINENO
}
f
#### FUNCNAME inside nested functions
f() { g; }
g() { echo "${FUNCNAME[@]}"; }
f
#### unsetting a dynamic variable removes its magic
unset SECONDS
SECONDS=5
echo $SECONDS
#### BASH_SUBSHELL counts nesting
echo $BASH_SUBSHELL
( echo $BASH_SUBSHELL; ( echo $BASH_SUBSHELL ) )
echo $(echo $BASH_SUBSHELL)
#### coproc default name reads a line
coproc { echo a b c; read -r _; }
case $COPROC_PID in
[0-9]*) echo pid ok ;;
*) echo COPROC_PID not integer ;;
esac
read LINE <&${COPROC[0]}
echo $LINE
exec {COPROC[1]}>&-
wait $COPROC_PID
echo $?
#### coproc COPROC array has two fds
coproc { cat; }
echo ${#COPROC[@]}
case "${COPROC[0]} ${COPROC[1]}" in
[0-9]*' '[0-9]*) echo fds ok ;;
esac
exec {w}>&${COPROC[1]}-
exec {w}>&-
wait $COPROC_PID
echo done
#### named coproc echoes through cat
coproc REFLECT { cat - ; }
case $REFLECT_PID in
[0-9]*) echo pid ok ;;
esac
echo flop >&${REFLECT[1]}
read LINE <&${REFLECT[0]}
echo $LINE
exec {REFLECT[1]}>&-
wait $REFLECT_PID
echo status $?
#### coproc of a simple command
coproc tr a-z A-Z
exec {r}<&${COPROC[0]}
echo hello >&${COPROC[1]}
exec {COPROC[1]}>&-
read -r up <&$r
echo $up
wait $COPROC_PID
#### coproc exit status via wait
coproc { exit 3; }
pid=$COPROC_PID
wait $pid
echo $?
#### coproc variables are removed after it ends
coproc NAMED { echo x; read -r _; }
read -r v <&${NAMED[0]}
exec {NAMED[1]}>&-
wait $NAMED_PID
echo "$v"
echo "${#NAMED[@]}"
#### coproc with multiple lines read in a loop
coproc { printf '%s\n' one two three; read -r _; }
for i in 1 2 3; do read -r l <&${COPROC[0]}; echo "got $l"; done
exec {COPROC[1]}>&-
wait
#### coproc of a compound while
coproc W { while read -r x; do echo "<$x>"; done; }
echo a >&${W[1]}
read -r r <&${W[0]}
echo $r
echo b >&${W[1]}
read -r r <&${W[0]}
echo $r
exec {W[1]}>&-
wait $W_PID
echo end
