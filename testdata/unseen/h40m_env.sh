#### env subshell sees unexported var
v=1; ( echo "$v" )
#### env subshell change not visible
v=1; ( v=2 ); echo "$v"
#### env child does not see unexported
v=1; bash -c 'echo "[${v-unset}]"'
#### env child sees exported
export v=1; bash -c 'echo "[$v]"'
#### env export after assignment
v=1; export v; v=2; bash -c 'echo "[$v]"'
#### env export -n removes
export v=1; export -n v; bash -c 'echo "[${v-unset}]"'; echo "$v"
#### env declare -x exports
declare -x v=dx; bash -c 'echo "$v"'
#### env local -x in function
f() { local -x v=lx; bash -c 'echo "$v"'; }; f; bash -c 'echo "[${v-unset}]"'
#### env exported array not passed
export a=(1 2); bash -c 'echo "[${a-unset}]"'
#### env export -f seen by bash -c
f() { echo "in f $1"; }; export -f f; bash -c 'f arg'
#### env export -f listed in env
f() { echo hi; }; export -f f; env | grep -c '^BASH_FUNC_f%%='
#### env export -f unexport with -n
f() { echo hi; }; export -f f; export -nf f; bash -c 'f' 2>&1 | sed 's/^.*: //'
#### env export -f of nonfunction
export -f nosuch; echo st=$?
#### env export -f nested call
g() { echo g; }; f() { g; echo f; }; export -f f g; bash -c f
#### env declare -fx
f() { echo fx; }; declare -fx f; bash -c f
#### env export -p shows function export
f() { :; }; export -f f; export -p | grep -c 'declare -x f'
#### env declare -F shows exported flag
f() { :; }; export -f f; declare -F | grep ' f$'
#### env temporary assignment to external command
v=tmp bash -c 'echo "$v"'; echo "[${v-unset}]"
#### env temporary assignment to builtin not kept
v=tmp true; echo "[${v-unset}]"
#### env temporary assignment seen by builtin
v=tmp eval 'echo "$v"'; echo "[${v-unset}]"
#### env temporary assignment to special builtin kept
v=tmp :; echo "[${v-unset}]"
#### env temporary assignment to special builtin posix
set -o posix; v=tmp :; echo "[${v-unset}]"
#### env temporary assignment to export special builtin
v=tmp export w=1; echo "[${v-unset}] $w"
#### env temporary assignment to function visible inside
f() { echo "in[$v]"; bash -c 'echo "child[$v]"'; }; v=tmp f; echo "after[${v-unset}]"
#### env temporary assignment to function posix mode
set -o posix; f() { echo "in[$v]"; }; v=tmp f; echo "after[${v-unset}]"
#### env temporary assignment overrides global in function
v=g; f() { echo "$v"; v=changed; }; v=tmp f; echo "$v"
#### env temporary assignment to dot
echo 'echo "dot[$v]"' > s; v=tmp . ./s; echo "after[${v-unset}]"
#### env temporary assignment to eval
v=tmp eval 'echo "[$v]"'; echo "after[${v-unset}]"
#### env temporary assignment to readonly fails
readonly r=1; r=2 true; echo st=$?
#### env temporary assignment to readonly with external
readonly r=1; r=2 env | grep -c '^r='; echo st=$?
#### env temporary assignment exported to child of builtin command
v=tmp command bash -c 'echo "[$v]"'
#### env temporary assignment multiple order
a=1 b=$a bash -c 'echo "[$a][$b]"'
#### env temporary assignment IFS to read
IFS=: read x y <<< 'p:q'; echo "$x $y"; printf '%s\n' "[$IFS]" | od -c | head -1
#### env temporary assignment to set
v=tmp set -- a; echo "[${v-unset}] $1"
#### env temporary assignment PATH lookup
mkdir b; printf '#!/bin/sh\necho tool\n' > b/t; chmod +x b/t; PATH=$PWD/b t; t; echo st=$?
#### env env -i empty environment
env -i bash -c 'env | wc -l'
#### env env -i with assignment
env -i A=1 bash -c 'echo "$A"; env | grep -c .'
#### env env -i PATH default
env -i /bin/bash -c 'echo "${PATH:+set}"'
#### env env -u removes
export X=1; env -u X bash -c 'echo "[${X-unset}]"'
#### env env dash alone
export X=1; env - bash -c 'echo "[${X-unset}]"' 2>&1
#### env env prints assignment first
env Z=9 env | grep '^Z='
#### env subshell traps reset
trap 'echo trapped' USR1; ( trap -p USR1; echo "[$(trap -p USR1)]" )
#### env subshell ignored trap kept
trap '' USR1; ( trap -p USR1 )
#### env comsub trap listing
trap 'echo x' EXIT; echo "[$(trap -p EXIT)]"; trap - EXIT
#### env subshell inherits functions
f() { echo fun; }; ( f )
#### env subshell inherits aliases
shopt -s expand_aliases
alias a1='echo ali'
( a1 )
#### env subshell inherits cwd
mkdir d; cd d; ( pwd ) | sed 's|.*/||'
#### env subshell cd not visible
mkdir d; ( cd d ); pwd | sed 's|.*/||' | grep -c d
#### env subshell inherits options
set -f; ( echo "$-" | grep -c f )
#### env subshell inherits umask
umask 027; ( umask )
#### env subshell umask change local
( umask 077 ); umask
#### env subshell BASH_SUBSHELL
echo $BASH_SUBSHELL; ( echo $BASH_SUBSHELL; ( echo $BASH_SUBSHELL ) )
#### env comsub BASH_SUBSHELL
echo "$(echo $BASH_SUBSHELL) $( ( echo $BASH_SUBSHELL ) )"
#### env subshell dollar dollar same
[[ $$ == $(echo $$) ]] && echo same
#### env BASHPID differs in subshell
[[ $BASHPID != $(echo $BASHPID) ]] && echo differs
#### env pipeline elements are subshells
x=1; echo | x=2; echo $x
#### env pipeline last element subshell without lastpipe
x=1; echo 2 | read x; echo $x
#### env subshell exit status
( exit 7 ); echo $?
#### env subshell errexit
set -e; ( false; echo not ); echo st=$?
#### env subshell set -e inherited with or
set -e; ( false; echo cont ) || echo failed
#### env child shell does not inherit set options
set -f; bash -c 'echo "$-"' | grep -c f
#### env SHELLOPTS exported to child
set -f; export SHELLOPTS; bash -c 'case $- in *f*) echo noglob;; esac'
#### env export readonly var
readonly r=ro; export r; bash -c 'echo "$r"'
#### env export integer var
declare -i n=2+3; export n; bash -c 'echo "$n"'
#### env export uppercase attribute value
declare -u u=abc; export u; bash -c 'echo "$u"'
#### env unset exported var
export v=1; unset v; bash -c 'echo "[${v-unset}]"'
#### env export name without value
export nv; bash -c 'echo "[${nv-unset}]"'; declare -p nv
#### env export name without value then assign
export nv; nv=now; bash -c 'echo "[$nv]"'
#### env export invalid identifier
export 1x=2; echo st=$?
#### env export -p format
export EE='a "b"'; export -p | grep EE
#### env declare -p exported
export E2=x; declare -p E2
#### env exec with assignment
exec_test() { v=tmp exec bash -c 'echo "[$v]"'; }; ( exec_test )
#### env exec -c clears environment
export X=1; ( exec -c bash -c 'echo "[${X-unset}]"' )
#### env exec -a argv0
( exec -a myname bash -c 'echo $0' )
#### env exec -a with sh -c
( exec -a custom sh -c 'echo $0' )
#### env command builtin with assignment
v=1 command echo "[$v]"
#### env function local shadows exported
export v=g; f() { local v=l; bash -c 'echo "[$v]"'; }; f
#### env function local not exported child sees global
export v=g; f() { local v=l; export v; bash -c 'echo "[$v]"'; }; f; bash -c 'echo "[$v]"'
#### env PWD exported to child
mkdir d; cd d; bash -c 'echo "${PWD##*/}"'
#### env OLDPWD in child
mkdir d; cd d; cd ..; bash -c 'echo "${OLDPWD##*/}"'
#### env SHLVL increments
a=$SHLVL; b=$(bash -c 'echo $SHLVL'); echo $((b-a))
#### env child sees underscore
bash -c 'echo "${_##*/}"'
#### env positional not inherited by child
set -- a b; bash -c 'echo $#'
#### env subshell positional inherited
set -- a b; ( echo $# $1 )
#### env function positional restored
set -- a b; f() { set -- x; echo $1; }; f; echo $1
#### env source with args positional
echo 'echo "$# $1"' > s; set -- a b; . ./s x; echo "$# $1"
#### env source without args keeps positional
echo 'echo "$# $1"' > s; set -- a b; . ./s
#### env source sets positional inside only
echo 'set -- q; echo $1' > s; set -- a b; . ./s x; echo "$#"
#### env declare -g in function
f() { declare -g gv=glob; }; f; echo "$gv"
#### env exported variable modified in subshell child
export v=1; ( v=2; bash -c 'echo "$v"' ); bash -c 'echo "$v"'
#### env bash -c args dollar zero
bash -c 'echo "$0 $1 $#"' zero one
#### env bash -c no args dollar zero
bash -c 'echo "${0##*/}"'
#### env env command not found
env nosuchcmd; echo st=$?
#### env env runs builtin name externally
env echo viaenv
#### env nohup like assignment before redirection
v=1 >f; echo "[${v-unset}]"; ls f
#### env assignment with command substitution status
v=$(exit 3); echo st=$?
#### env assignment status with command
v=$(exit 3) true; echo st=$?
#### env IFS not inherited from environment
IFS=: bash -c 'printf "[%s]" "$IFS"' | od -c | head -1
#### env exported function with same name as command
ls() { echo fake; }; export -f ls; bash -c ls
#### env unset -f exported function
f() { echo f; }; export -f f; unset -f f; bash -c 'f' 2>&1 | sed 's/.*: //'
#### env typeset -fx list
f() { echo f; }; typeset -fx f; typeset -fx | grep -c 'declare -fx f'
