#### v1 BASH_COMPAT=50; echo $BASH_COMPAT; shopt compat50
BASH_COMPAT=50; echo $BASH_COMPAT; shopt compat50
#### v2 BASH_COMPAT=4.4; shopt compat44; BASH_COMPAT=; shopt compat4
BASH_COMPAT=4.4; shopt compat44; BASH_COMPAT=; shopt compat44
#### v3 BASH_COMPAT=99 2>&1; echo "st=$? [$BASH_COMPAT]"
BASH_COMPAT=99 2>&1; echo "st=$? [$BASH_COMPAT]"
#### v4 BASH_COMPAT=3.0 2>&1; echo st=$?
BASH_COMPAT=3.0 2>&1; echo st=$?
#### v5 shopt -s compat42; echo "[$BASH_COMPAT]"
shopt -s compat42; echo "[$BASH_COMPAT]"
#### v6 echo 'echo from-env' > envf; BASH_ENV=./envf bash -c 'echo m
echo 'echo from-env' > envf; BASH_ENV=./envf bash -c 'echo main'
#### v7 echo 'echo from-env2' > envf; ENV=./envf bash -c 'echo main'
echo 'echo from-env2' > envf; ENV=./envf bash -c 'echo main'
#### v8 POSIXLY_CORRECT=1; case $SHELLOPTS in *posix*) echo posix-on
POSIXLY_CORRECT=1; case $SHELLOPTS in *posix*) echo posix-on;; esac; unset POSIXLY_CORRECT; case $SHELLOPTS in *posix*) echo still;; *) echo off;; esac
#### v9 set -o posix; echo "[${POSIXLY_CORRECT-unset}]"
set -o posix; echo "[${POSIXLY_CORRECT-unset}]"
#### v10 echo "[${SHELL-unset}]" | sed 's|/[^]]*bash|BASH|'
echo "[${SHELL-unset}]" | sed 's|/[^]]*bash|BASH|'
#### v11 echo "[${TMPDIR-unset}]"; TMPDIR=/nonexistent; cat <<END
echo "[${TMPDIR-unset}]"; TMPDIR=/nonexistent; cat <<END
heredoc ok
END
#### v12 echo "[${histchars-unset}] [${HISTTIMEFORMAT-unset}] [${auto
echo "[${histchars-unset}] [${HISTTIMEFORMAT-unset}] [${auto_resume-unset}]"
#### v13 echo "[${IGNOREEOF-u}] [${INPUTRC-u}] [${FIGNORE-u}] [${FCED
echo "[${IGNOREEOF-u}] [${INPUTRC-u}] [${FIGNORE-u}] [${FCEDIT-u}] [${PROMPT_DIRTRIM-u}]"
#### v14 echo "[${READLINE_LINE-u}] [${READLINE_POINT-u}] [${READLINE
echo "[${READLINE_LINE-u}] [${READLINE_POINT-u}] [${READLINE_MARK-u}]"
#### v15 echo "[${MAIL-u}] [${MAILPATH-u}] [${CHILD_MAX-u}] [${BASH_L
echo "[${MAIL-u}] [${MAILPATH-u}] [${CHILD_MAX-u}] [${BASH_LOADABLES_PATH-u}]"
#### v16 echo "$OPTERR $OPTIND"
echo "$OPTERR $OPTIND"
#### v17 declare -p HOSTTYPE MACHTYPE OSTYPE | cut -d= -f1
declare -p HOSTTYPE MACHTYPE OSTYPE | cut -d= -f1
#### v18 declare -p BASH BASH_VERSION | cut -d= -f1
declare -p BASH BASH_VERSION | cut -d= -f1
#### v19 declare -p SHLVL PWD OLDPWD 2>&1 | cut -d= -f1
declare -p SHLVL PWD OLDPWD 2>&1 | cut -d= -f1
#### v20 declare -p HOME PATH | cut -d= -f1
declare -p HOME PATH | cut -d= -f1
#### v21 declare -p PS1 PS2 PS3 PS4 2>&1
declare -p PS1 PS2 PS3 PS4 2>&1
#### v22 declare -p COMP_WORDBREAKS
declare -p COMP_WORDBREAKS
#### v23 declare -p HISTFILE HISTSIZE HISTFILESIZE HISTCMD 2>&1
declare -p HISTFILE HISTSIZE HISTFILESIZE HISTCMD 2>&1
#### v24 declare -p _ 2>&1 | head -1
declare -p _ 2>&1 | head -1
#### v25 declare -p BASH_ARGV0 2>&1 | cut -d= -f1
declare -p BASH_ARGV0 2>&1 | cut -d= -f1
#### v26 declare -p BASH_LINENO BASH_SOURCE FUNCNAME 2>&1
declare -p BASH_LINENO BASH_SOURCE FUNCNAME 2>&1
#### v27 f() { declare -p BASH_LINENO BASH_SOURCE; }; f
f() { declare -p BASH_LINENO BASH_SOURCE; }; f
#### v28 declare -p BASH_EXECUTION_STRING MAILCHECK 2>&1
declare -p BASH_EXECUTION_STRING MAILCHECK 2>&1
#### v29 env | grep -E '^(SHLVL|PWD|OLDPWD|_|BASH|SHELLOPTS|BASHOPTS|
env | grep -E '^(SHLVL|PWD|OLDPWD|_|BASH|SHELLOPTS|BASHOPTS|IFS|PS4)=' | cut -d= -f1 | sort
#### v31 set | grep -E '^(BASH_ARGC|BASH_ARGV|BASH_LINENO|BASH_SOURCE
set | grep -E '^(BASH_ARGC|BASH_ARGV|BASH_LINENO|BASH_SOURCE|DIRSTACK|FUNCNAME|GROUPS|PIPESTATUS|BASH_REMATCH|BASH_VERSINFO)=' | cut -d= -f1
#### v32 set | grep -E '^(IFS|PS4|PS2|OPTIND|OPTERR|SHLVL|HOSTTYPE|CO
set | grep -E '^(IFS|PS4|PS2|OPTIND|OPTERR|SHLVL|HOSTTYPE|COMP_WORDBREAKS|MAILCHECK|HISTFILESIZE|HISTSIZE|HISTFILE|TERM|SHELLOPTS|BASHOPTS)='
#### v33 set | grep -c '^_='
set | grep -c '^_='
#### v34 readonly | cut -d= -f1
readonly | cut -d= -f1
#### v35 declare -i | cut -d= -f1
declare -i | cut -d= -f1
#### v36 declare -a | cut -d= -f1
declare -a | cut -d= -f1
#### v37 declare -A | cut -d= -f1
declare -A | cut -d= -f1
#### v38 compgen -v | grep -E '^(BASH|COMP|FUNC|PIPE|RANDOM|SECONDS|L
compgen -v | grep -E '^(BASH|COMP|FUNC|PIPE|RANDOM|SECONDS|LINENO|EPOCH|SRANDOM|BASHPID|DIRSTACK|GROUPS|HIST|OPT)' | tr '\n' ' '
#### v39 f() { local; }; f; local 2>&1; echo st=$?
f() { local; }; f; local 2>&1; echo st=$?
#### v40 unset -v UID 2>&1; echo st=$?; unset SHELLOPTS 2>&1; echo st
unset -v UID 2>&1; echo st=$?; unset SHELLOPTS 2>&1; echo st=$?
#### v41 unset BASH_VERSINFO 2>&1; echo st=$?; unset PPID 2>&1; echo 
unset BASH_VERSINFO 2>&1; echo st=$?; unset PPID 2>&1; echo st=$?
#### v42 unset -f PWD 2>&1; echo st=$?; unset PWD; echo "[${PWD-u}]";
unset -f PWD 2>&1; echo st=$?; unset PWD; echo "[${PWD-u}]"; cd .; echo "${PWD-u}" | grep -c .
#### v44 unset IFS; read a b <<< ' x y '; echo "[$a][$b]"
unset IFS; read a b <<< '  x   y  '; echo "[$a][$b]"
#### v45 IFS=$' \t\n'; unset -v IFS; echo "${IFS-unset}"
IFS=$' \t\n'; unset -v IFS; echo "${IFS-unset}"
#### v46 OPTIND=0; getopts a o -a; echo "$o $OPTIND"
OPTIND=0; getopts a o -a; echo "$o $OPTIND"
#### v47 OPTIND=x 2>&1; getopts a o -a 2>&1; echo "$o $OPTIND"
OPTIND=x 2>&1; getopts a o -a 2>&1; echo "$o $OPTIND"
#### v48 OPTERR=0; getopts a: o -a; echo "$o [$OPTARG]"
OPTERR=0; getopts a: o -a; echo "$o [$OPTARG]"
#### v49 set -- -a; getopts a o; echo "$o"; getopts a o; echo "st=$? 
set -- -a; getopts a o; echo "$o"; getopts a o; echo "st=$? o=$o OPTIND=$OPTIND"
#### v50 PS3='pick: '; select x in a b; do echo "got $x"; break; done
PS3='pick: '; select x in a b; do echo "got $x"; break; done <<< 2 2>&1
#### prefix expansion names dynamic variables
echo ${!BASH*}
echo ${!RAN*} ${!SEC*} ${!EPOCH*} ${!LINE*} ${!DIR*} ${!COMP*} ${!_*}
#### FUNCNAME invisible outside a function
echo "[${!FUNC*}]"; compgen -v FUNC; echo st=$?
f() { echo ${!FUNC*}; compgen -v FUNC; }; f
#### compgen arrayvar includes dynamic arrays
compgen -A arrayvar BASH
#### compgen -v draws no RANDOM
RANDOM=42; a=$RANDOM
RANDOM=42; compgen -v R >/dev/null; echo ${!RANDOM*}; b=$RANDOM
[ "$a" = "$b" ] && echo same
#### unset dynamic variable leaves listing
unset SECONDS
echo "[${!SEC*}]"
SECONDS=3; echo ${!SEC*}
#### exported dynamic names
declare -x | cut -d= -f1 | grep -E ' (OLDPWD|PWD|SHLVL)$'
