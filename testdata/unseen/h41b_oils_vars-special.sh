#### $$ same in subshell
a=$$
b=$( echo $$ )
( c=$$; [ "$a" = "$c" ] && echo sub-same )
[ "$a" = "$b" ] && echo cmdsub-same
#### BASHPID differs in subshell
a=$BASHPID
b=$( echo $BASHPID )
[ "$a" != "$b" ] && echo differs
[ "$a" = "$$" ] && echo top-same
#### $? after commands
true; echo $?
false; echo $?
(exit 42); echo $?
! true; echo $?
#### $? in pipeline and after assignment
x=$(exit 3); echo $?
x=1; echo $?
false | true; echo $?
#### $- contains h and B
case $- in *h*B*|*B*h*) echo yes;; *) echo "$-";; esac
#### $- reflects set -e -u -x
set -eu
case $- in *e*) echo has-e;; esac
case $- in *u*) echo has-u;; esac
set +e
case $- in *e*) echo still-e;; *) echo no-e;; esac
#### $- does not contain i or c in script
case $- in *i*) echo interactive;; *) echo not-i;; esac
#### $_ last argument
echo a b c
echo $_
: x y
echo "$_"
#### $_ after assignment command
true last
x=1
echo "[$_]"
#### $_ in function
f() { echo "[$_]"; }
f arg1 arg2
echo "[$_]"
#### $0 in function is script
f() { echo "$0"; }
[ "$(f)" = "$0" ] && echo same
#### PPID is number and readonly
case $PPID in *[!0-9]*|'') echo bad;; *) echo num;; esac
PPID=1 2>/dev/null; echo st=$?
#### LINENO
echo $LINENO
echo $LINENO
f() {
  echo fn $LINENO
}
f
#### LINENO in multiline command
echo $LINENO \
  $LINENO
x=$(
echo $LINENO)
echo $x
#### LINENO in for loop and arithmetic
for i in 1 2; do
  echo $LINENO
done
echo $(( LINENO ))
#### LINENO assignment
LINENO=100
echo $LINENO
#### FUNCNAME
f() { echo "${FUNCNAME[@]}"; g; }
g() { echo "${FUNCNAME[@]}" ${#FUNCNAME[@]} $FUNCNAME; }
f
echo "[${FUNCNAME[@]}]"
#### FUNCNAME in subshell and cmdsub
f() { ( echo sub ${FUNCNAME[0]} ); echo "$(echo cs $FUNCNAME)"; }
f
#### BASH_SOURCE length matches FUNCNAME
f() { echo ${#BASH_SOURCE[@]} ${#FUNCNAME[@]} ${#BASH_LINENO[@]}; }
f
#### BASH_LINENO
f() { echo "${BASH_LINENO[@]}"; }
g() { f; }

g
#### SECONDS numeric and settable
case $SECONDS in *[!0-9]*|'') echo bad;; *) echo num;; esac
SECONDS=100
case $SECONDS in 10[0-9]) echo ok;; *) echo "$SECONDS";; esac
#### RANDOM in range
r=$RANDOM
[ "$r" -ge 0 ] && [ "$r" -le 32767 ] && echo in-range
#### RANDOM seeded repeats
RANDOM=5; a=$RANDOM$RANDOM
RANDOM=5; b=$RANDOM$RANDOM
[ "$a" = "$b" ] && echo repeat
#### RANDOM seed values like bash
RANDOM=42; echo $RANDOM $RANDOM $RANDOM
#### PIPESTATUS
true | false | (exit 3)
echo "${PIPESTATUS[@]}"
false
echo "${PIPESTATUS[@]}"
#### PIPESTATUS after negation and builtins
! false | true
echo "${PIPESTATUS[@]}" $?
#### PIPESTATUS in cmdsub
x=$(false | true)
echo "${PIPESTATUS[@]}"
#### OPTIND initial and getopts
echo $OPTIND
set -- -a -b x
while getopts ab: o; do echo $o $OPTIND; done
echo $OPTIND
#### OPTIND reset
set -- -a
getopts a o; echo $o $OPTIND
OPTIND=1
getopts a o; echo $o $OPTIND
#### special vars unset
unset RANDOM
echo "[$RANDOM]"
unset SECONDS; echo "[$SECONDS]"
#### $# and $@ in subshell
set -- a b
( echo $# "$@" )
#### IFS default value
printf '%s' "$IFS" | od -c | head -1
#### BASH_VERSINFO
echo ${BASH_VERSINFO[0]} ${#BASH_VERSINFO[@]}
#### $_ after (( )) and [[ ]]
echo a b
(( 1 + 1 ))
echo "[$_]"
echo c d
[[ x == x ]]
echo "[$_]"
#### $_ with redirect
echo x y > /dev/null
echo "[$_]"
#### $_ after for loop
for i in 1 2 3; do :; done
echo "[$_]"
#### $_ in subshell
echo p q
( echo "[$_]" )
#### $_ after declare
declare zz=1
echo "[$_]"
#### $_ after empty command
echo last
$empty
echo "[$_]"
#### LINENO in case and if
if true; then
  echo $LINENO
fi
case x in
  x) echo $LINENO;;
esac
#### LINENO in [[ ]] and (( ))
[[ $LINENO -gt 0 ]] && echo ok
(( LINENO > 0 )) && echo ok2
#### LINENO in heredoc
cat <<END
line $LINENO
END
#### LINENO in function def and call
f() {
  echo $LINENO
}
echo $LINENO
f
#### LINENO in eval
eval 'echo $LINENO
echo $LINENO'
#### LINENO after trap ERR
trap 'echo err at $LINENO' ERR
false
echo done
#### FUNCNAME in trap
f() { trap 'echo trap ${FUNCNAME[0]}' RETURN; }
f
#### FUNCNAME unset behavior
f() { unset FUNCNAME; echo "[${FUNCNAME[0]}]"; }
f
#### SHELLOPTS content
set -o noglob
case :$SHELLOPTS: in *:noglob:*) echo has-noglob;; esac
set +o noglob
case :$SHELLOPTS: in *:noglob:*) echo still;; *) echo gone;; esac
#### BASHOPTS content
shopt -s extglob
case :$BASHOPTS: in *:extglob:*) echo has;; esac
#### SHELLOPTS readonly
SHELLOPTS=x
echo st=$?
#### UID readonly
UID=5
echo st=$?
#### PIPESTATUS after single
true
echo ${#PIPESTATUS[@]} ${PIPESTATUS[0]}
#### PIPESTATUS after (( ))
(( 0 ))
echo ${PIPESTATUS[@]}
#### PIPESTATUS with time keyword? skip, with ! 
! true | false
echo ${PIPESTATUS[@]} $?
#### PIPESTATUS set manually
PIPESTATUS=(1 2)
echo ${PIPESTATUS[@]}
true | true
echo ${PIPESTATUS[@]}
#### $- after set -o
set -o pipefail
echo ${-//[^a-z]/} | grep -c p
set -f
case $- in *f*) echo f;; esac
#### OPTIND local in function
f() { local OPTIND=1; getopts a o -a; echo $o $OPTIND; }
f; f
echo $OPTIND
#### OPTARG unset after no arg
set -- -a
getopts a:b o
echo "$o [${OPTARG-unset}]"
#### RANDOM assignment resets
RANDOM=1
a=$RANDOM
RANDOM=1
[ $a = $RANDOM ] && echo same
#### SRANDOM differs
a=$SRANDOM b=$SRANDOM
[ "$a" != "$b" ] && echo diff
#### EPOCHSECONDS numeric
case $EPOCHSECONDS in *[!0-9]*|'') echo bad;; *) echo num;; esac
#### BASH_ARGV0 changes $0
BASH_ARGV0=newname
echo $0
#### BASH_SUBSHELL
echo $BASH_SUBSHELL
( echo $BASH_SUBSHELL; ( echo $BASH_SUBSHELL ) )
echo $(echo $BASH_SUBSHELL)
#### BASH_COMMAND
trap 'echo "[$BASH_COMMAND]"' DEBUG
echo hi
trap - DEBUG
#### HISTCMD and interactive vars
echo "[${HISTFILE-unset}]"
#### LINENO unset
unset LINENO
echo "[$LINENO]"
echo "[$LINENO]"
#### $? in trap EXIT
trap 'echo exit=$?' EXIT
(exit 3)
false
#### $! no background
echo "[$!]"
#### $! after background
true &
wait $!
echo st=$?
#### OPTIND after invalid option
set -- -x -a
while getopts a o; do echo "o=$o OPTIND=$OPTIND"; done 2>&1
echo end $OPTIND
#### OPTIND with combined flags
set -- -ab -c
while getopts abc o; do echo $o $OPTIND; done
#### OPTIND with arg in same word
set -- -ofile -v
while getopts o:v o; do echo $o ${OPTARG-} $OPTIND; done
#### OPTIND missing arg silent mode
set -- -o
getopts :o: o; echo "$o [$OPTARG] $OPTIND"
#### OPTIND non option stops
set -- a -b
getopts b o; echo st=$? $o $OPTIND
#### OPTIND double dash
set -- -- -a
getopts a o; echo st=$? $o $OPTIND
#### OPTIND set to garbage
OPTIND=abc
set -- -a
getopts a o; echo st=$? $o $OPTIND
#### getopts with explicit args
getopts a: o -a val
echo $o $OPTARG $OPTIND
#### PIPESTATUS with pipefail
set -o pipefail
false | true | true
echo $? ${PIPESTATUS[@]}
#### PIPESTATUS after compound in pipeline
{ false; } | ( exit 4 )
echo ${PIPESTATUS[@]}
#### PIPESTATUS after function
f() { return 3; }
f | true
echo ${PIPESTATUS[@]}
#### $? after function with return no arg
f() { false; return; }
f; echo $?
#### $? in arithmetic and test
false
echo $(( $? + 10 ))
[ $? -eq 0 ] && echo zero
#### $$ in nested subshells equal
a=$$; b=$( (echo $$) ); [ "$a" = "$b" ] && echo eq
#### $- with set -o noclobber etc
set -C -b
case $- in *C*) echo C;; esac
#### LINENO with semicolons and continuation
echo $LINENO; echo $LINENO
echo \
$LINENO
#### LINENO in function called from other line
f() { echo $LINENO; }


f
#### FUNCNAME with source main
f() { echo ${FUNCNAME[-1]}; }
f
#### BASH_SOURCE in sourced file
echo 'echo src:${BASH_SOURCE[0]} ${#BASH_SOURCE[@]}' > lib.sh
. ./lib.sh
#### BASH_LINENO in sourced file function
printf 'g() { echo ${BASH_LINENO[0]}; }\n' > lib.sh
. ./lib.sh
g
#### FUNCNAME in sourced file
printf 'echo "[${FUNCNAME[*]}]"\n' > lib.sh
f() { . ./lib.sh; }
f
. ./lib.sh
