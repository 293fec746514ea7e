#### BASH_ALIASES assign and declare -p
shopt -s expand_aliases
BASH_ALIASES[ll]='echo listed'
alias ll
declare -p BASH_ALIASES
unalias ll
declare -p BASH_ALIASES
#### BASH_ALIASES keys after alias
alias a1='echo one' a2='echo two'
echo "${!BASH_ALIASES[@]}" | tr ' ' '\n' | sort
echo "${BASH_ALIASES[a2]}"
#### unset BASH_ALIASES loses special meaning
alias zz='echo z'
unset BASH_ALIASES
echo "${BASH_ALIASES[zz]-gone}"
alias zz
#### BASH_CMDS via hash -p
hash -p /bin/echo myecho
declare -p BASH_CMDS
echo "${BASH_CMDS[myecho]}"
#### BASH_CMDS assign adds to hash table
BASH_CMDS[foo]=/bin/true
hash -t foo
hash | sed 1d | sort
#### BASH_COMMAND in DEBUG trap
trap 'echo "cmd=[$BASH_COMMAND]"' DEBUG
x=1
echo hi >/dev/null
trap - DEBUG
#### BASH_COMMAND in ERR trap
trap 'echo "failed: $BASH_COMMAND"' ERR
false
( exit 3 )
trap - ERR
#### BASH_COMMAND in EXIT trap
trap 'echo "last: $BASH_COMMAND"' EXIT
echo one
exit 2
#### BASH_LINENO and FUNCNAME nested
f() { g; }
g() { h; }
h() { echo "${FUNCNAME[*]}"; echo "${BASH_LINENO[*]}"; }
f
#### FUNCNAME at top level unset
echo "[${FUNCNAME[*]}] ${#FUNCNAME[@]}"
declare -p FUNCNAME 2>&1
#### FUNCNAME assignment ignored
f() { FUNCNAME=zzz; echo "$FUNCNAME ${FUNCNAME[0]}"; }
f
#### FUNCNAME in sourced file
printf 'echo "src:${FUNCNAME[*]}:${BASH_SOURCE[0]##*/}"\nf2(){ echo "in f2:${FUNCNAME[*]}"; }\nf2\n' > lib.sh
f() { source ./lib.sh; }
f
source ./lib.sh
#### FUNCNAME in trap inside function
f() { trap 'echo "trap sees ${FUNCNAME[*]}"' RETURN; echo body; }
f
trap - RETURN
#### BASH_SOURCE through source
printf 'echo "${BASH_SOURCE[@]}"; echo "${BASH_LINENO[@]}"\n' > inc.sh
f() { . ./inc.sh; }
f
#### BASH_ARGC BASH_ARGV with extdebug
shopt -s extdebug
f() { echo "argc=${BASH_ARGC[*]} argv=${BASH_ARGV[*]}"; }
f a b c
g() { f x; }
g p q
#### BASH_ARGV without extdebug in function
f() { echo "n=${#BASH_ARGV[@]}"; }
f a b
#### BASH_ARGV0 sets $0
BASH_ARGV0=myname
echo "$0"
unset BASH_ARGV0
BASH_ARGV0=other
echo "$0"
#### BASH_SUBSHELL levels
echo $BASH_SUBSHELL
( echo $BASH_SUBSHELL; ( echo $BASH_SUBSHELL ) )
echo "$(echo $BASH_SUBSHELL)"
echo x | { read; echo pipe $BASH_SUBSHELL; }
#### BASHPID vs $$
[ "$BASHPID" = "$$" ] && echo same-top
( [ "$BASHPID" = "$$" ] && echo same || echo differs )
x=$(echo $BASHPID); [ "$x" = "$$" ] && echo same || echo differs-cmdsub
#### BASHPID assignment ignored
old=$BASHPID
BASHPID=5
[ "$BASHPID" = "$old" ] && echo unchanged
#### BASH_REMATCH after match
[[ "key=value" =~ ^([a-z]+)=(.*)$ ]]
declare -p BASH_REMATCH
[[ abc =~ x ]]
declare -p BASH_REMATCH
#### BASH_REMATCH optional group
[[ ab =~ (a)(x)?(b) ]]
echo "${#BASH_REMATCH[@]} [${BASH_REMATCH[2]}] ${BASH_REMATCH[3]}"
#### BASH_REMATCH is readonly-ish
[[ ab =~ a ]]
BASH_REMATCH=zz 2>&1
echo "${BASH_REMATCH[0]}"
#### BASH_VERSINFO readonly
BASH_VERSINFO[0]=9 2>&1
echo "status=$? ${BASH_VERSINFO[0]}"
#### BASH_VERSION shape
[[ $BASH_VERSION == ${BASH_VERSINFO[0]}.${BASH_VERSINFO[1]}.${BASH_VERSINFO[2]}\(${BASH_VERSINFO[3]}\)-${BASH_VERSINFO[4]} ]] && echo consistent
#### COLUMNS LINES unset noninteractive
echo "[${COLUMNS-unset}] [${LINES-unset}]"
shopt checkwinsize
#### COMP vars unset outside completion
echo "[${COMP_LINE-u}] [${COMP_POINT-u}] [${COMP_CWORD-u}] [${COMP_WORDS[*]-u}] [${COMP_TYPE-u}] [${COMP_KEY-u}]"
echo "${COMP_WORDBREAKS@Q}"
#### DIRSTACK follows pushd
mkdir -p d1 d2
pushd d1 >/dev/null; pushd ../d2 >/dev/null
echo "${#DIRSTACK[@]}"
echo "${DIRSTACK[@]#"$HOME"}"
#### DIRSTACK assign element
mkdir -p a b
pushd a >/dev/null
DIRSTACK[1]=/tmp
dirs -l -p | sed 's|.*/||'
#### EPOCHSECONDS shape
[[ $EPOCHSECONDS =~ ^[0-9]{10}$ ]] && echo ok
[[ $EPOCHREALTIME =~ ^[0-9]{10}\.[0-9]{6}$ ]] && echo ok2
#### EPOCHSECONDS assignment ignored
EPOCHSECONDS=5
[ "$EPOCHSECONDS" -gt 5 ] && echo ignored
#### EUID UID shape and readonly
[[ $UID =~ ^[0-9]+$ && $EUID =~ ^[0-9]+$ ]] && echo nums
UID=3 2>&1 | sed 's/line [0-9]*/line N/'
(EUID=4) 2>&1 | sed 's/line [0-9]*/line N/'
declare -p UID | cut -d' ' -f1-2
#### GROUPS array shape
[[ ${GROUPS[0]} =~ ^[0-9]+$ ]] && echo ok
declare -p GROUPS | cut -c1-11
GROUPS=(1 2); [[ ${GROUPS[0]} =~ ^[0-9]+$ ]] && echo still
#### FUNCNEST limit
FUNCNEST=3
f() { echo "depth ${#FUNCNAME[@]}"; f; }
f 2>&1
echo status=$?
#### FUNCNEST non-number
FUNCNEST=abc
f() { echo ok; }
f
#### HOSTTYPE MACHTYPE OSTYPE consistent
[[ $MACHTYPE == ${BASH_VERSINFO[5]} ]] && echo m-ok
[[ $MACHTYPE == $HOSTTYPE-* ]] && echo h-ok
echo "$OSTYPE"
#### HISTCMD HISTFILE noninteractive
echo "[${HISTFILE-unset}] [${HISTSIZE-unset}]"
#### IFS unset means default
unset IFS
x='  a   b	c  '
set -- $x
echo $#
#### IFS empty no splitting
IFS=
x='a b c'
set -- $x
echo $#
#### IFS non-whitespace empty fields
IFS=:
x='a::b:'
set -- $x
echo "$# [$1][$2][$3]"
#### IFS mixed whitespace and colon
IFS=' :'
x=' a : b  ::c '
set -- $x
printf '[%s]' "$@"; echo
#### IFS and dollar star join
set -- a b c
IFS=-
echo "$*"
IFS=
echo "$*"
unset IFS
echo "$*"
#### IFS local in function
f() { local IFS=,; echo "$*"; }
f x y z
set -- 1 2; echo "$*"
#### OLDPWD and PWD with cd
mkdir -p sub
cd sub
echo "${PWD#"$HOME"} ${OLDPWD#"$HOME"}"
cd - >/dev/null
echo "${PWD#"$HOME"} ${OLDPWD#"$HOME"}"
#### cd - without OLDPWD
unset OLDPWD
cd - 2>&1
echo status=$?
#### PWD assignment then cd .
PWD=/nonexistent
echo "$PWD"
cd .
[ "$PWD" = "$HOME" ] && echo back
#### OPTERR zero silences getopts
OPTERR=0
getopts ab: opt -z
echo "$opt [${OPTARG-u}] $?"
#### OPTIND reset
f() { while getopts ab: o; do echo "$o ${OPTARG-}"; done; echo "OPTIND=$OPTIND"; }
f -a -b x
OPTIND=1
f -b y rest
#### PIPESTATUS after pipeline
true | false | (exit 3)
echo "${PIPESTATUS[@]}"
#### PIPESTATUS after simple command
false
echo "${PIPESTATUS[@]}"
(exit 7)
echo "${PIPESTATUS[@]}"
#### PIPESTATUS after compound
if false; then :; fi
echo "${PIPESTATUS[@]}"
{ false | true; }
echo "${PIPESTATUS[@]}"
#### PIPESTATUS with negation
! false | true
echo "$? ${PIPESTATUS[@]}"
#### PIPESTATUS after assignment
false | true
x=1
echo "${PIPESTATUS[@]}"
#### PIPESTATUS after for loop
for i in 1; do false; done
echo "${PIPESTATUS[@]}"
while false; do :; done
echo "${PIPESTATUS[@]}"
#### PIPESTATUS after arith and cond
(( 0 ))
echo "${PIPESTATUS[@]}"
[[ a == b ]]
echo "${PIPESTATUS[@]}"
#### PPID is number
[[ $PPID =~ ^[0-9]+$ ]] && echo ok
PPID=1 2>&1 | sed 's/line [0-9]*/line N/'
#### PS4 nested levels
PS4='+> '
set -x
echo "$(echo inner)"
set +x
#### PS4 with expansions
PS4='[$LINENO] '
set -x
echo a
f() { echo b; }
f
set +x
#### PS4 empty
PS4=
set -x
echo hi
set +x
#### RANDOM seeded sequence
RANDOM=42
echo $RANDOM $RANDOM $RANDOM
RANDOM=42
echo $RANDOM
#### RANDOM seed zero and large
RANDOM=0; echo $RANDOM $RANDOM
RANDOM=123456789; echo $RANDOM
#### RANDOM seed string
RANDOM=abc; echo $RANDOM
#### RANDOM in subshell after seed
RANDOM=7
a=$(echo $RANDOM)
b=$RANDOM
echo "$b"
#### SECONDS declare -i and legal_number
declare -i SECONDS
SECONDS=2+3; echo $SECONDS
SECONDS=' 7 '; echo $SECONDS
#### SECONDS non-number is zero
SECONDS=x; echo $SECONDS
SECONDS=' 12'; echo $SECONDS
#### SRANDOM shape
[[ $SRANDOM =~ ^[0-9]+$ ]] && echo ok
SRANDOM=5; [ "$SRANDOM" != 5 ] || echo still5
#### SECONDS assignment
SECONDS=100
echo $SECONDS
SECONDS=-5
echo $SECONDS
#### SECONDS unset loses meaning
unset SECONDS
echo "[${SECONDS-unset}]"
SECONDS=7; echo $SECONDS
#### SHELLOPTS readonly and content
echo "$SHELLOPTS"
set -o noglob -u
echo "$SHELLOPTS"
SHELLOPTS=x 2>&1
#### BASHOPTS after shopt
shopt -s nullglob extglob
echo "$BASHOPTS" | tr : '\n' | grep -E '^(nullglob|extglob)$'
BASHOPTS=a 2>&1
#### SHLVL value
echo $SHLVL
bash -c 'echo $SHLVL'
#### TIMEFORMAT constant
TIMEFORMAT='done'
time true
TIMEFORMAT='%%x %3lR'
TIMEFORMAT='[%%]'
time sleep 0
#### TIMEFORMAT empty
TIMEFORMAT=
{ time echo hi; } 2>&1
#### TMOUT on read
TMOUT=1
read -r x < /dev/null
echo "st=$? [$x]"
#### LINENO in contexts
echo $LINENO
f() {
  echo "f $LINENO"
}
f
x=$(echo $LINENO)
echo "cs $x"
for i in 1; do echo "loop $LINENO"; done
#### LINENO in trap and eval
trap 'echo "trap $LINENO"' USR1
kill -USR1 $$
eval 'echo eval $LINENO
echo eval2 $LINENO'
#### LINENO assignment
LINENO=100
echo $LINENO
echo $LINENO
#### MAILCHECK default
echo "${MAILCHECK-unset}"
#### OPTIND after unset
unset OPTIND
getopts a o -a
echo "$o $OPTIND"
#### PATH empty search
PATH=
ls 2>&1
echo status=$?
#### HOSTNAME and BASH
[ -n "$BASH" ] && echo bash-set
echo "${BASH##*/}"
#### declare -p of special scalars
declare -p SECONDS | cut -d= -f1
declare -p RANDOM | cut -d= -f1
declare -p LINENO | cut -d= -f1
declare -p BASHOPTS | cut -d= -f1
declare -p SHELLOPTS | cut -d= -f1
declare -p PIPESTATUS | cut -d= -f1
#### declare -p of arrays specials
declare -p DIRSTACK
declare -p BASH_REMATCH 2>&1
declare -p BASH_SOURCE
#### unset RANDOM
unset RANDOM
echo "[${RANDOM-unset}]"
RANDOM=5; echo $RANDOM
#### PROMPT_COMMAND and PS1 noninteractive
echo "[${PS1-unset}] [${PS2-unset}] [${PROMPT_COMMAND-unset}]"
echo "${PS4@Q}"
#### BASH_EXECUTION_STRING
echo "[${BASH_EXECUTION_STRING-unset}]"
bash -c 'echo "$BASH_EXECUTION_STRING"'
#### CDPATH use
mkdir -p base/target
CDPATH=./base
cd target
echo "${PWD##*/}"
#### BASH_XTRACEFD
exec 5>trace.txt
BASH_XTRACEFD=5
set -x
echo visible
set +x
unset BASH_XTRACEFD
cat trace.txt
#### EXECIGNORE ignores executable
mkdir bin; printf '#!/bin/sh\necho mine\n' > bin/tool; chmod +x bin/tool
PATH=$PWD/bin:$PATH
tool
EXECIGNORE='*/tool'
tool 2>&1 | sed 's/line [0-9]*/line N/'
