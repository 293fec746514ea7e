#### dollar hash
set -- a b c
echo $#
shift
echo $#
#### dollar question after pipeline
false | true; echo $?
true | false; echo $?
#### dollar question after negation
! true; echo $?
! false; echo $?
#### dollar dash contains flags
set -u
case $- in *u*) echo has u;; esac
set +u
case $- in *u*) echo still;; *) echo no u;; esac
#### dollar dash has h and B
case $- in *h*B*|*B*h*) echo hB;; *) echo "$-";; esac
#### dollar zero in function
f() { echo "$0" | sed 's/.*/x/'; }
f
#### FUNCNAME
f() { echo ${FUNCNAME[0]} ${#FUNCNAME[@]}; g; }
g() { echo ${FUNCNAME[@]}; }
f
#### FUNCNAME at top level
echo "[${FUNCNAME[*]}]"
#### LINENO
echo $LINENO
x=1
echo $LINENO
#### LINENO in function
f() {
  echo $LINENO
}
f
#### LINENO in multiline command
echo $LINENO \
  $LINENO
#### BASH_LINENO
f() { echo ${BASH_LINENO[0]}; }
f
#### dollar underscore
echo a b c
echo $_
: x y
echo $_
#### dollar underscore after assignment
x=1
true hello
echo $_
#### SHLVL set
test -n "$SHLVL" && echo ok
#### PPID is number
case $PPID in *[!0-9]*) echo bad;; *) echo num;; esac
#### dollar dollar same in subshell
a=$$
b=$(echo $$)
[ "$a" = "$b" ] && echo same
#### BASHPID differs in subshell
a=$BASHPID
b=$(echo $BASHPID)
[ "$a" != "$b" ] && echo differ
#### RANDOM is number within range
x=$RANDOM
[ "$x" -ge 0 ] && [ "$x" -le 32767 ] && echo ok
#### RANDOM seed reproducible
RANDOM=42; a=$RANDOM
RANDOM=42; b=$RANDOM
[ "$a" = "$b" ] && echo same
#### SECONDS assignable
SECONDS=100
[ $SECONDS -ge 100 ] && echo ok
#### OPTIND initial
echo $OPTIND
#### IFS default
printf '%q\n' "$IFS"
#### PWD and OLDPWD
mkdir d
cd d
[ "$PWD" = "$(pwd)" ] && echo pwd ok
cd ..
[ "$OLDPWD" = "$PWD/d" ] && echo oldpwd ok
#### unset LINENO
unset LINENO
echo "[$LINENO]"
#### HOSTNAME set in bash
[ -n "$HOSTNAME" ] && echo set
#### BASH_VERSINFO major
echo ${BASH_VERSINFO[0]}
#### dollar at count after set
set -- "a b" "" c
echo $# ${#@} ${#*}
#### special var readonly assignment
(BASH_VERSINFO=1) 2>&1 | sed 's/.*line [0-9]*: //'
echo done
#### EUID number
case $EUID in ''|*[!0-9]*) echo bad;; *) echo num;; esac
#### dollar bang unset initially
echo "[$!]"
