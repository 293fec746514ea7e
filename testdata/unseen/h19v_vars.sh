#### funcname nested
f() { echo "${FUNCNAME[@]}"; g; }; g() { echo "${FUNCNAME[*]}" ${#FUNCNAME[@]}; }; f; echo "[${FUNCNAME[*]}]"
#### funcname outside function
echo "[${FUNCNAME}]" ${#FUNCNAME[@]}; declare -p FUNCNAME 2>&1 | cut -c1-20
#### bash_lineno nested
f() { echo "${BASH_LINENO[@]}"; g; }
g() { echo "${BASH_LINENO[@]}"; }
f
#### bash_source with source
cd "$(mktemp -d)"
printf 'echo "src: ${BASH_SOURCE[0]} ${#BASH_SOURCE[@]}"\nh() { echo "h: ${BASH_SOURCE[*]} ${FUNCNAME[*]} ${BASH_LINENO[*]}"; }\n' > lib.sh
. ./lib.sh
h
f() { h; }; f
#### funcname source frame
cd "$(mktemp -d)"
printf 'echo "in: ${FUNCNAME[*]}"\n' > s.sh
source ./s.sh
f() { source ./s.sh; }; f
#### caller without arg
f() { caller; }; g() { f; }
g
f
#### caller with arg
f() { caller 0; caller 1; echo st=$?; }; g() { f; }
g
#### caller outside function
caller; echo st=$?; caller 0; echo st=$?
#### caller bad arg
f() { caller x; echo st=$?; }; f 2>&1
#### lineno basic
echo $LINENO
echo $LINENO
#### lineno in function
f() {
  echo $LINENO
}
f
#### lineno in eval
eval 'echo $LINENO
echo $LINENO'
#### lineno in subshell and cmdsub
( echo $LINENO )
x=$(echo $LINENO); echo $x
#### lineno in trap
trap 'echo trap $LINENO' EXIT
echo a
#### lineno heredoc
cat <<E
l=$LINENO
m=$LINENO
E
echo $LINENO
#### lineno in multi-line command
echo $LINENO \
  $LINENO
if true; then
  echo $LINENO
fi
#### lineno err trap
trap 'echo err at $LINENO' ERR
false
echo x
#### lineno assign
LINENO=100; echo $LINENO
echo $LINENO
#### bash_argv extdebug
shopt -s extdebug
f() { echo "${BASH_ARGV[*]}" "${BASH_ARGC[*]}"; g x y z; }
g() { echo "${BASH_ARGV[*]}" "${BASH_ARGC[*]}"; }
f a b
#### bash_argv without extdebug
f() { echo "[${BASH_ARGV[*]}]" "[${BASH_ARGC[*]}]"; }; f a b
#### bash_rematch lifetime
[[ abc =~ (b)(c) ]]; echo "${BASH_REMATCH[@]}" ${#BASH_REMATCH[@]}
[[ x =~ y ]]; echo "[${BASH_REMATCH[@]}]" ${#BASH_REMATCH[@]}
#### bash_rematch in function stays
f() { [[ hello =~ l+ ]]; }; f; echo "${BASH_REMATCH[0]}"
#### bash_rematch declare
[[ ab =~ (a)(b) ]]; declare -p BASH_REMATCH
#### bash_rematch subshell
[[ ab =~ a ]]; ( [[ zz =~ z ]]; echo in ${BASH_REMATCH[0]} ); echo out ${BASH_REMATCH[0]}
#### bashpid vs dollar dollar
a=$$; b=$BASHPID; [ "$a" = "$b" ] && echo same
( [ "$$" = "$a" ] && echo sub-same-dollar; [ "$BASHPID" != "$a" ] && echo sub-differs )
x=$(echo $BASHPID); [ "$x" != "$a" ] && echo cmdsub-differs
#### shlvl type
case $SHLVL in [0-9]*) echo num;; *) echo "bad $SHLVL";; esac
#### shlvl in child bash
a=$SHLVL; b=$(bash -c 'echo $SHLVL'); echo $((b - a))
#### optind default
echo $OPTIND; f() { getopts ab: o; echo $o $OPTIND $OPTARG; }; f -b val
#### optarg reset
getopts a: o -a x; echo $o $OPTARG $OPTIND
OPTIND=1; getopts a o -z 2>&1; echo $o "[$OPTARG]" $OPTIND
#### opterr zero
OPTERR=0; getopts a o -z; echo "$o [$OPTARG]" $?
#### opterr silent colon
getopts :a: o -a; echo "$o [$OPTARG]"
OPTIND=1; getopts :a o -q; echo "$o [$OPTARG]"
#### getopts combined
set -- -abc -d arg rest
while getopts abcd: o; do echo "$o ${OPTARG-}"; done; shift $((OPTIND-1)); echo "$@"
#### getopts double dash
set -- -a -- -b; while getopts ab o; do echo $o; done; echo $OPTIND
#### ifs default
printf '%q\n' "$IFS"
#### ifs unset behaves default
unset IFS; x='a  b	c'; set -- $x; echo $#
#### ifs empty no split
IFS=; x='a b c'; set -- $x; echo $#
#### ifs custom
IFS=:; x='a::b:'; set -- $x; echo $# "$*"
#### ifs whitespace plus nonwhite
IFS=' :'; x=' a : b :: c '; set -- $x; printf '[%s]' "$@"; echo
#### pipestatus
true | false | (exit 3); echo "${PIPESTATUS[@]}"
false; echo "${PIPESTATUS[@]}"
#### pipestatus after compound
{ false; } | true; echo "${PIPESTATUS[*]}"
! true | false; echo "${PIPESTATUS[*]} $?"
#### pipestatus in if
if false | true; then echo "${PIPESTATUS[*]}"; fi
#### seconds arithmetic
SECONDS=100; x=$SECONDS; [ $x -ge 100 ] && [ $x -le 101 ] && echo ok
#### seconds unset loses special
unset SECONDS; SECONDS=5; echo $SECONDS
#### random seeded
RANDOM=42; echo $RANDOM $RANDOM $RANDOM
#### random seeded twice
RANDOM=7; a="$RANDOM $RANDOM"; RANDOM=7; b="$RANDOM $RANDOM"; [ "$a" = "$b" ] && echo same
#### random seeded more
RANDOM=1; echo $RANDOM $RANDOM; RANDOM=0; echo $RANDOM; RANDOM=12345; echo $RANDOM $RANDOM $RANDOM $RANDOM
#### random range
RANDOM=3; for i in 1 2 3 4 5 6 7 8; do r=$RANDOM; [ $r -ge 0 ] && [ $r -le 32767 ] || echo bad; done; echo ok
#### srandom type
case $SRANDOM in *[!0-9]*|'') echo bad;; *) echo num;; esac
#### epochseconds type
case $EPOCHSECONDS in *[!0-9]*|'') echo bad;; *) echo num;; esac
case $EPOCHREALTIME in *[0-9].[0-9][0-9][0-9][0-9][0-9][0-9]) echo real;; *) echo bad;; esac
#### epochseconds assign ignored
EPOCHSECONDS=5; [ $EPOCHSECONDS -gt 1000 ] && echo ignored
#### hostname shape
[ -n "$HOSTNAME" ] && echo set
case $OSTYPE in linux*) echo linux;; *) echo other;; esac
case $MACHTYPE in *-*-*) echo triple;; *) echo $MACHTYPE;; esac
[ -n "$HOSTTYPE" ] && echo hosttype
#### uid euid groups types
case $UID in *[!0-9]*|'') echo bad;; *) echo uid;; esac
case $EUID in *[!0-9]*|'') echo bad;; *) echo euid;; esac
case ${GROUPS[0]} in *[!0-9]*|'') echo bad;; *) echo groups;; esac
#### uid readonly
UID=5 2>&1; echo st=$?
#### bash_versinfo
echo ${#BASH_VERSINFO[@]} ${BASH_VERSINFO[0]} ${BASH_VERSINFO[1]}
case $BASH_VERSION in ${BASH_VERSINFO[0]}.${BASH_VERSINFO[1]}.*) echo consistent;; esac
#### bash_versinfo readonly
BASH_VERSINFO[0]=9 2>&1; echo st=$?
#### bash_cmds
hash -r; BASH_CMDS[foo]=/bin/true; hash | grep -c foo; echo ${BASH_CMDS[foo]}
#### bash_aliases
alias ll='ls -l'; echo "${BASH_ALIASES[ll]}"; BASH_ALIASES[zz]='echo zz'; alias zz
#### dirstack
cd "$(mktemp -d)"; mkdir a b; pushd a >/dev/null; pushd ../b >/dev/null; echo ${#DIRSTACK[@]} "${DIRSTACK[0]##*/}" "${DIRSTACK[1]##*/}"
#### funcnest
FUNCNEST=3; f() { echo d$1; f $(($1+1)); }; f 1 2>&1 | sed 's/^.*: f:/f:/'; echo st=${PIPESTATUS[0]}
#### funcnest unlimited default
f() { (( $1 < 50 )) && f $(($1+1)) || echo deep $1; }; f 0
#### timeformat empty
TIMEFORMAT=''; time true; echo done
#### timeformat constant
TIMEFORMAT='took it'; { time true; } 2>&1
#### timeformat percent literal
TIMEFORMAT='a%%b'; { time true; } 2>&1
#### mapfile default var
printf 'a\nb\n' | { mapfile; echo ${#MAPFILE[@]} "${MAPFILE[1]}"; }
#### reply default
echo hi | { read; echo "[$REPLY]"; }
echo '  sp  ' | { read; echo "[$REPLY]"; }
#### reply select
printf '2\n' | { select x in a b c; do echo "$x $REPLY"; break; done; } 2>/dev/null
#### columns lines in script
echo "[${COLUMNS-unset}] [${LINES-unset}]"
#### posixly_correct
POSIXLY_CORRECT=1; case $SHELLOPTS in *posix*) echo on;; *) echo off;; esac
unset POSIXLY_CORRECT; case $SHELLOPTS in *posix*) echo on;; *) echo off;; esac
#### shellopts readonly
SHELLOPTS=x 2>&1; echo st=$?
#### bashopts
shopt -s extglob; case :$BASHOPTS: in *:extglob:*) echo yes;; esac
#### ppid type
case $PPID in *[!0-9]*|'') echo bad;; *) echo ppid;; esac
#### bash_subshell
echo $BASH_SUBSHELL; ( echo $BASH_SUBSHELL; ( echo $BASH_SUBSHELL ) ); echo $(echo $BASH_SUBSHELL)
#### bash_command
trap 'echo "cmd: $BASH_COMMAND"' DEBUG; echo hi; trap - DEBUG
#### bash_execution_string
echo "[${BASH_EXECUTION_STRING-unset}]"
#### histcmd and underscore
echo a b; echo $_
#### dollar underscore after function
f() { :; }; f x y; echo $_
#### ps4 default
echo "[$PS4]"
#### ps1 ps2 in script
echo "[${PS1-unset}]" "[$PS2]"
#### bash_argv0
echo "$BASH_ARGV0" "$0"; BASH_ARGV0=foo; echo "$0"
#### bash variable shape
case $BASH in /*bash) echo path;; *) echo "$BASH";; esac
#### ifs read behaviour
IFS=: read a b c <<< 'x:y:z:w'; echo "$a|$b|$c"
#### optind in function local
f() { local OPTIND; while getopts x o "$@"; do echo $o; done; }; f -x; f -x; echo $OPTIND
#### bash_loadables and misc unset
echo "${BASH_COMPAT-unset}" "${BASH_ENV-unset}" "${CDPATH-unset}"
#### bash_compat set
BASH_COMPAT=51; echo $BASH_COMPAT; BASH_COMPAT=2 2>&1; echo st=$?
