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
