#### underscore after declare and function definition
echo first >/dev/null
f() { :; }
echo "[$_]"
declare -i n=3
echo "[$_]"
#### underscore after redirection only command
echo word >/dev/null
>out.txt
echo "[$_]"
#### underscore after cd and source
mkdir -p dd
cd dd
echo "[$_]"
cd ..
: > empty.sh
. ./empty.sh arg
echo "[$_]"
#### underscore after eval and alias
eval 'echo e1 e2 >/dev/null'
echo "[$_]"
shopt -s expand_aliases
alias say='echo said'
say more >/dev/null
echo "[$_]"
#### underscore after time and builtin without args
TIMEFORMAT=
time echo t1 t2 >/dev/null
echo "[$_]"
true
echo "[$_]"
#### underscore after failed command
nosuch a b 2>/dev/null
echo "[$_]"
#### underscore inside subshell and cmdsub
echo top >/dev/null
x=$(echo "[$_]")
echo "$x"
( echo "[$_]" )
#### underscore with glob and quoted args
touch f1 f2
echo f* >/dev/null
echo "[$_]"
echo "a b" >/dev/null
echo "[$_]"
#### underscore after pipeline in subshell parts
echo p1 | cat >/dev/null
echo "[$_]"
#### PS4 nested eval levels
PS4='+ '
set -x
eval 'eval "echo deep"'
set +x
#### PS4 in function and subshell
PS4='>${FUNCNAME[0]:-main}> '
f() { echo inf; }
set -x
f
( echo sub )
set +x
#### PS4 first char repeated in cmdsub
PS4='*='
set -x
x=$(echo $(echo in))
set +x
#### xtrace of assignments and arith
PS4='+ '
set -x
a=1 b="x y"
(( a += 2 ))
[[ $a == 3 ]]
set +x
#### LINENO in multi line commands
echo "a $LINENO" \
  "b $LINENO"
cat <<END
doc $LINENO
END
case x in
  x) echo "case $LINENO";;
esac
#### LINENO in arithmetic for and while
for (( i = LINENO; i < LINENO + 1; i++ )); do echo "for $i"; done
while echo "while $LINENO"; false; do :; done
#### LINENO in ERR and DEBUG traps
trap 'echo "err at $LINENO"' ERR
false
f() {
  false
}
f
trap - ERR
#### LINENO of function body after definition
f() {
  echo "f line $LINENO"
}
echo x
f
#### BASH_LINENO in sourced call stack
printf 'g() { echo "${FUNCNAME[*]} | ${BASH_LINENO[*]} | ${BASH_SOURCE[*]}"; }\n' > lib.sh
source ./lib.sh
f() {
  g
}
f
#### caller builtin
f() { caller 0; caller 1; echo st=$?; }
g() { f; }
g
#### FUNCNAME in ERR trap in function
trap 'echo "err in ${FUNCNAME[*]:-top}"' ERR
f() { false; }
f
false
#### FUNCNAME declare -p in function
f() { declare -p FUNCNAME; }
g() { f; }
g
#### BASH_ARGV nested with extdebug and set
shopt -s extdebug
set -- top1 top2
f() { echo "${BASH_ARGC[*]} / ${BASH_ARGV[*]}"; }
f a
shopt -u extdebug
#### BASH_ARGC declare -p
shopt -s extdebug
f() { declare -p BASH_ARGC BASH_ARGV; }
f x y
#### unset LINENO loses special
unset LINENO
echo "[${LINENO-unset}]"
LINENO=5; echo $LINENO
#### unset FUNCNAME and BASH_SUBSHELL
unset BASH_SUBSHELL
echo "[${BASH_SUBSHELL-unset}]"
f() { unset FUNCNAME; echo "[${FUNCNAME-unset}]"; }
f
#### unset EPOCHSECONDS BASHPID
unset EPOCHSECONDS BASHPID
echo "[${EPOCHSECONDS-u}] [${BASHPID-u}]"
#### unset PIPESTATUS
unset PIPESTATUS
false | true
echo "[${PIPESTATUS[*]-u}]"
#### declare -p of misc specials
declare -p OPTIND OPTERR
declare -p IFS PS4
declare -p BASH_ALIASES BASH_CMDS
#### declare -p SRANDOM EPOCHSECONDS BASHPID
declare -p SRANDOM | cut -d= -f1
declare -p EPOCHSECONDS | cut -d= -f1
declare -p EPOCHREALTIME | cut -d= -f1
declare -p BASHPID | cut -d= -f1
declare -p BASH_SUBSHELL
#### declare -p readonly specials
declare -p EUID | cut -d= -f1
declare -p PPID | cut -d= -f1
declare -p BASH_VERSINFO | cut -d= -f1
#### local RANDOM in function
RANDOM=1
f() { local RANDOM=5; echo $RANDOM; }
f
#### RANDOM seed arithmetic
RANDOM='1+1'
a=$RANDOM
RANDOM=2
b=$RANDOM
[ "$a" = "$b" ] && echo same-seed
#### RANDOM sequence long
RANDOM=12345
for i in 1 2 3 4 5 6; do printf '%s ' $RANDOM; done; echo
#### RANDOM in arithmetic
RANDOM=99
echo $(( RANDOM % 100 )) $(( RANDOM ))
#### SHELLOPTS exported to child
set -o noglob
export SHELLOPTS
bash -c 'case $- in *f*) echo child-noglob;; esac'
#### BASHOPTS exported to child
shopt -s nullglob
export BASHOPTS
bash -c 'shopt nullglob'
#### SHLVL in child and exec
SHLVL=7 bash -c 'echo $SHLVL'
SHLVL=x bash -c 'echo $SHLVL'
#### TIMEFORMAT escapes and percent
TIMEFORMAT='a\tb%%c'
time :
TIMEFORMAT=$'line1\nline2'
time :
#### TIMEFORMAT with bad format
TIMEFORMAT='%Q'
time : 2>&1
#### time status and pipeline
TIMEFORMAT=
time false
echo st=$?
time ! false
echo st=$?
#### IFS glob char and backslash
IFS='*'
x='a*b**c'
set -- $x
echo "$# [$1][$2][$3][$4]"
#### IFS newline only
IFS=$'\n'
x=$'one two\nthree'
set -- $x
echo "$#: $1"
#### IFS and read
IFS=: read a b c <<< 'x:y:z:w'
echo "$a|$b|$c"
IFS=: read -r a b <<< ':lead'
echo "[$a][$b]"
#### IFS star expansion of array
arr=(a b c)
IFS=
echo "${arr[*]}"
unset IFS
echo "${arr[*]}"
IFS=,
echo "${arr[*]}" "${arr[@]}"
#### IFS whitespace trailing single non whitespace
IFS=' ,'
x='a , b ,'
set -- $x
echo "$# [$*]"
#### OPTIND in cluster
set -- -abc -d
while getopts abcd o; do echo "$o $OPTIND"; done
#### OPTARG with missing argument
while getopts :a: o -a; do echo "$o [$OPTARG]"; done
while getopts a: o -a; do echo "$o [${OPTARG-unset}]"; done 2>&1
#### getopts invalid option messages
getopts ab o -x 2>&1; echo "$o [${OPTARG-unset}]"
getopts :ab o -x; echo "$o [$OPTARG]"
#### PIPESTATUS after case and function
f() { false | true; }
f
echo "${PIPESTATUS[@]}"
case a in a) false;; esac
echo "${PIPESTATUS[@]}"
#### PIPESTATUS with pipefail
set -o pipefail
false | true | true
echo "$? ${PIPESTATUS[*]}"
#### PIPESTATUS after subshell pipeline
(false | true)
echo "${PIPESTATUS[@]}"
x=$(false | true)
echo "${PIPESTATUS[@]}"
#### PIPESTATUS after background
sleep 0 &
echo "${PIPESTATUS[@]}"
wait
#### HISTCONTROL HISTIGNORE default
echo "[${HISTCONTROL-u}] [${HISTIGNORE-u}] [${HISTCMD}]"
#### BASH_COMMAND in cmdsub and function
f() { echo "$BASH_COMMAND"; }
f arg
x=$(echo "$BASH_COMMAND"); echo "$x"
#### GLOBIGNORE basics
touch a.txt b.txt c.log .hidden
GLOBIGNORE='*.log'
echo *
GLOBIGNORE='a*:b*'
echo *
unset GLOBIGNORE
echo *
#### GLOBIGNORE enables dotglob
touch .h1 v1
GLOBIGNORE=x
echo *
shopt dotglob
#### GLOBIGNORE dot entries never
touch .a
GLOBIGNORE='z'
echo .*
