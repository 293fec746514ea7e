#### random 42 sequence
RANDOM=42; echo $RANDOM $RANDOM $RANDOM $RANDOM $RANDOM
#### random seed zero and one
RANDOM=0; echo $RANDOM $RANDOM; RANDOM=1; echo $RANDOM
#### random negative and large seed
RANDOM=-5; echo $RANDOM $RANDOM; RANDOM=4294967301; echo $RANDOM
#### random seed from arithmetic
((RANDOM = 6 * 7)); echo $RANDOM
#### random seed text
RANDOM=abc; echo $RANDOM $RANDOM
#### random in arithmetic
RANDOM=42; echo $(( RANDOM % 100 )) $(( RANDOM + 0 ))
#### random reseed same run
RANDOM=9; a=$RANDOM; RANDOM=9; b=$RANDOM; echo $((a == b))
#### random via let and declare
RANDOM=42; let x=RANDOM; declare -i y=RANDOM; echo $x $y
#### random unset loses meaning
unset RANDOM; echo "[$RANDOM]"; RANDOM=3; echo $RANDOM $RANDOM
#### srandom range
for i in 1 2 3 4 5; do s=$SRANDOM; (( s >= 0 && s <= 4294967295 )) || echo bad $s; done; echo ok
#### srandom assign ignored
SRANDOM=5; a=$SRANDOM; b=$SRANDOM; [ "$a" != 5 ] || [ "$b" != 5 ] && echo ignored
#### srandom unset
unset SRANDOM; echo "[$SRANDOM]"
#### seconds assignment counts from value
SECONDS=1000; echo $(( SECONDS >= 1000 && SECONDS <= 1001 ))
#### seconds negative
SECONDS=-50; echo $(( SECONDS >= -50 && SECONDS <= -49 ))
#### seconds in arithmetic assignment
(( SECONDS = 20 )); echo $(( SECONDS / 10 ))
#### seconds attribute
declare -p SECONDS 2>&1 | cut -d' ' -f1-2
#### lineno unset loses meaning
unset LINENO; echo "[$LINENO]"; LINENO=7; echo $LINENO
#### lineno local
f() { local LINENO=3; echo $LINENO; }
f
echo $LINENO
#### epochseconds format
[[ $EPOCHSECONDS =~ ^[0-9]{10}$ ]] && echo ten
[[ $EPOCHREALTIME =~ ^[0-9]{10}\.[0-9]{6}$ ]] && echo real
#### epochrealtime under comma locale var
LC_NUMERIC=C; [[ $EPOCHREALTIME == *.* ]] && echo dot
#### epochseconds close to date
a=$EPOCHSECONDS; b=$(date +%s); echo $(( b - a < 3 && b - a >= 0 ))
#### epochseconds unset
unset EPOCHSECONDS; echo "[${EPOCHSECONDS-gone}]"; EPOCHSECONDS=3; echo $EPOCHSECONDS
#### uid assign message
UID=1 2>&1 | sed 's/^.*line [0-9]*: //'; (UID=1) 2>/dev/null; echo st=$?
#### euid unset message
unset EUID 2>&1 | sed 's/^.*line [0-9]*: //'; echo st=${PIPESTATUS[0]}
#### uid declare attributes
declare -p UID EUID | cut -d' ' -f1-2
#### uid in arithmetic
(( UID >= 0 )) && echo ok; (( UID++ )) 2>&1 | sed 's/^.*line [0-9]*: //'
#### ppid readonly
PPID=4 2>&1 | sed 's/^.*line [0-9]*: //'; declare -p PPID | cut -d' ' -f2
#### shlvl exported
declare -p SHLVL | cut -d' ' -f1-2
#### shlvl nested
bash -c 'bash -c "echo \$SHLVL"' > o; echo $(( $(cat o) - SHLVL ))
#### shlvl assigned
SHLVL=10 bash -c 'echo $SHLVL'; SHLVL=-4 bash -c 'echo $SHLVL'; SHLVL=x bash -c 'echo $SHLVL'
#### shlvl exec
(SHLVL=5; export SHLVL; exec bash -c 'echo $SHLVL')
#### mapfile default array name
mapfile < <(printf '1\n2\n3\n'); echo ${#MAPFILE[@]} "${MAPFILE[2]}"; declare -p MAPFILE
#### mapfile default with -t
printf 'x\ny\n' > f; mapfile -t < f; printf '<%s>' "${MAPFILE[@]}"; echo
#### readarray default then reuse
printf 'a\n' > f; readarray < f; readarray -t -O 1 < f; declare -p MAPFILE
#### readline vars absent
echo "[${READLINE_LINE-u}][${READLINE_POINT-u}][${READLINE_MARK-u}][${READLINE_ARGUMENT-u}]"
#### columns lines absent
echo "${COLUMNS-nc} ${LINES-nl}"; shopt checkwinsize
#### columns assign plain
COLUMNS=40; LINES=10; echo $COLUMNS $LINES; declare -p COLUMNS | cut -d' ' -f1-2
#### ifs unset star join
unset IFS; set -- a b c; echo "$*"; x="$*"; echo "$x"
#### ifs empty star join
IFS=; set -- a b c; echo "$*"; echo "${*}"
#### ifs colon star join
IFS=:; set -- a b c; echo "$*"; a=(x y); echo "${a[*]}"
#### ifs unset read
unset IFS; read a b <<< '  lead   trail  '; echo "[$a][$b]"
#### ifs empty read
IFS= read a <<< '  keep  '; echo "[$a]"; IFS=; read a b <<< 'x y'; echo "[$a][$b]"
#### ifs empty unquoted empty var
IFS=; e=''; set -- $e "$e" $e; echo $#
#### ifs local in function
IFS=:; f() { local IFS=,; set -- $1; echo $#; }; f 'a,b,c'; x='a:b'; set -- $x; echo $#
#### ifs unset in function
f() { local IFS; unset IFS; set -- $1; echo $#; }; IFS=x; f 'a b'; y='axb'; set -- $y; echo $#
#### ifs printf q after unset
unset IFS; echo "${IFS-unset}"; IFS=; printf '%q\n' "$IFS"
#### ifs only newline
IFS=$'\n'; x=$'a b\nc d'; set -- $x; echo $#; echo "$1"
#### optind reset mid list
set -- -a -b -c; getopts abc o; echo $o; OPTIND=1; getopts abc o; echo $o $OPTIND
#### optind to next arg
set -- -a x -b; getopts ab o; echo $o $OPTIND; getopts ab o; echo $? $o $OPTIND
#### optind bad value
OPTIND=0; set -- -a; getopts a o; echo $? $o $OPTIND
#### opterr zero invalid option
OPTERR=0; set -- -q; getopts a o; echo "$? $o [${OPTARG-unset}]"
#### opterr zero missing argument
OPTERR=0; set -- -a; getopts a: o; echo "$? $o [${OPTARG-unset}]"
#### opterr one messages
set -- -q -a; getopts a: o 2>&1 | sed 's/^.*line [0-9]*: //'; getopts a: o; getopts a: o 2>&1 | sed 's/^.*line [0-9]*: //'
#### getopts explicit args leave positional
set -- p q; getopts x: o -x val; echo "$o $OPTARG $OPTIND $1"
#### optarg unset after flag
OPTARG=old; getopts ab o -a; echo "$o [${OPTARG-unset}]"
#### pipestatus after while
printf 'a\n' | while read l; do :; done; echo "${PIPESTATUS[*]}"
#### pipestatus after for and case
for i in 1; do false; done; echo "${PIPESTATUS[*]}"; case x in x) (exit 4);; esac; echo "${PIPESTATUS[*]}"
#### pipestatus after brackets
[[ a == b ]]; echo "${PIPESTATUS[*]}"; (( 0 )); echo "${PIPESTATUS[*]}"
#### pipestatus after assignment
false | true; x=1; echo "${PIPESTATUS[*]}"; false | true; x=$(exit 3); echo "${PIPESTATUS[*]}"
#### pipestatus after function
f() { true | false | true; }; f; echo "${PIPESTATUS[*]}"
#### pipestatus after subshell pipeline
(exit 1) | (exit 2); (true); echo "${PIPESTATUS[*]}"
#### pipestatus after if
if false | false; then :; else :; fi; echo "${PIPESTATUS[*]}"
#### pipestatus assignable
PIPESTATUS=(7 8); echo "${PIPESTATUS[*]}"; echo "${PIPESTATUS[*]}"
#### pipestatus length four
true | false | true | (exit 9); echo ${#PIPESTATUS[@]} ${PIPESTATUS[3]}
#### pipestatus negated
! false | (exit 5); echo "$? ${PIPESTATUS[*]}"
#### pipestatus time
TIMEFORMAT=; time (exit 3) | true; echo "${PIPESTATUS[*]}"
#### bash_subshell pipeline elements
echo $BASH_SUBSHELL | cat; true | echo $BASH_SUBSHELL
#### bash_subshell process substitution
cat <(echo $BASH_SUBSHELL); echo $( (echo $BASH_SUBSHELL) )
#### bash_subshell function in subshell
f() { echo $BASH_SUBSHELL; }; f; (f); x=$(f); echo $x
#### bash_subshell assign
BASH_SUBSHELL=5; echo $BASH_SUBSHELL; (echo $BASH_SUBSHELL)
#### bash_command in debug
trap 'echo "[$BASH_COMMAND]"' DEBUG
x=1
echo "v=$x" > /dev/null
trap - DEBUG
#### bash_command in err trap
trap 'echo "err: $BASH_COMMAND"' ERR
false 1 2
(exit 3)
#### bash_command in exit trap
trap 'echo "exit: $BASH_COMMAND"' EXIT
echo one
#### bash_command outside trap
echo "$BASH_COMMAND"; x="$BASH_COMMAND"; echo "$x"
#### bash_command pipeline
trap 'echo "[$BASH_COMMAND]" >&2' DEBUG; echo a | cat; trap - DEBUG
#### bash_lineno main frame
f() { echo "${BASH_LINENO[@]}" "${#BASH_LINENO[@]}"; }
echo "[${BASH_LINENO[*]}]" ${#BASH_LINENO[@]}
f
#### bash_lineno three deep
a() { b; }
b() { c; }
c() { echo "${BASH_LINENO[*]}"; echo "${FUNCNAME[*]}"; }
a
#### bash_source main
echo "[${BASH_SOURCE[*]}]" ${#BASH_SOURCE[@]}; f() { echo "[${BASH_SOURCE[*]}]" ${#BASH_SOURCE[@]}; }; f
#### bash_source in file
printf 'echo "${BASH_SOURCE[0]}"; g() { echo "${BASH_SOURCE[*]}"; }\n' > lib.sh
bash lib.sh; . ./lib.sh; g
#### bash_source in bash script function
printf 'f() { echo "$0 ${BASH_SOURCE[0]} ${FUNCNAME[0]} ${BASH_LINENO[0]}"; }\n\nf\n' > s.sh; bash s.sh
#### bash_argv main without extdebug
set -- a b c; echo "[${BASH_ARGV[*]}] [${BASH_ARGC[*]}]"
#### bash_argc extdebug nested
shopt -s extdebug
f() { echo "${BASH_ARGC[*]}|${BASH_ARGV[*]}"; g 1; }
g() { echo "${BASH_ARGC[*]}|${BASH_ARGV[*]}"; }
f x y
f
#### bash_argv extdebug source args
shopt -s extdebug
printf 'echo "${BASH_ARGC[*]}|${BASH_ARGV[*]}"\n' > s.sh
. ./s.sh p q
#### bash_argv extdebug script args
printf 'shopt -s extdebug\nf() { echo "${BASH_ARGC[*]}|${BASH_ARGV[*]}"; }\nf u\n' > s.sh; bash s.sh m n
#### bash_argv set late extdebug
f() { echo "${#BASH_ARGV[@]}"; }; f a b; shopt -s extdebug; f a b
#### funcnest error and status
FUNCNEST=2; f() { f; }; f 2>&1 | sed 's/^.*line [0-9]*: //'; echo ${PIPESTATUS[0]}
#### funcnest continues script
FUNCNEST=1; g() { echo in g; }; f() { g; echo after; }; f 2>/dev/null; echo st=$?; echo next
#### funcnest zero unlimited
FUNCNEST=0; f() { (( $1 )) && f $(($1-1)) || echo bottom; }; f 30
#### funcnest negative
FUNCNEST=-1; f() { (( $1 )) && f $(($1-1)) || echo bottom; }; f 5
#### funcnest unset after
FUNCNEST=1; unset FUNCNEST; f() { g; }; g() { echo ok; }; f
#### funcnest exact limit
FUNCNEST=3; f() { echo $1; (( $1 < 3 )) && f $(($1+1)); }; f 1
#### histcmd in script
echo $HISTCMD; echo $HISTCMD
#### histcmd unset
unset HISTCMD; echo "[${HISTCMD-gone}]"; HISTCMD=4; echo $HISTCMD
#### history vars non-interactive
echo "${HISTFILE-nofile} ${HISTSIZE-nosize} ${HISTCONTROL-noctl}"; set -o | grep -w history
#### time keyword with text format
TIMEFORMAT='done'; time sleep 0 2>&1; { time true; } 2>&1
#### time format percent and escapes
TIMEFORMAT=$'x%%y\tz'; { time :; } 2>&1 | od -c | head -2
#### time format digits masked
TIMEFORMAT='r=%3R u=%3U s=%3S'; { time true; } 2>&1 | sed 's/[0-9]/N/g'
#### time format long
TIMEFORMAT='%3lR'; { time true; } 2>&1 | sed 's/[0-9]/N/g'
#### time format precision zero
TIMEFORMAT='[%0R]'; { time true; } 2>&1
#### time format unknown escape
TIMEFORMAT='a%qb'; { time true; } 2>&1 | sed 's/^.*line [0-9]*: //'
#### time default format shape
unset TIMEFORMAT; { time true; } 2>&1 | sed 's/[0-9]/N/g'
#### time -p shape
{ time -p true; } 2>&1 | sed 's/[0-9]/N/g'
#### time status and pipeline
TIMEFORMAT=; time false | (exit 6); echo $?
#### time negated
TIMEFORMAT=T; { time ! true; } 2>&1; echo $?
#### time of compound
TIMEFORMAT=%%; { time { echo in; false; }; } 2>&1; echo $?
#### time without command
TIMEFORMAT=empty; { time; } 2>&1
#### bash_env for bash -c
printf 'echo from-env; X=set\n' > e.sh; BASH_ENV=./e.sh bash -c 'echo "body $X"'
#### bash_env not for sourced
printf 'echo from-env\n' > e.sh; export BASH_ENV=./e.sh; echo 'echo script' > s.sh; . ./s.sh; bash s.sh
#### bash_env expanded
printf 'echo expanded\n' > e.sh; D=$PWD BASH_ENV='$D/e.sh' bash -c 'echo body'
#### bash_env missing file
BASH_ENV=./nope.sh bash -c 'echo body' 2>&1 | sed 's/^bash: //'
#### env ignored outside posix mode
printf 'echo from-ENV\n' > e.sh; ENV=./e.sh bash -c 'echo body'
#### env ignored non-interactive posix
printf 'echo from-ENV\n' > e.sh; ENV=./e.sh bash --posix -c 'echo body'; ENV=./e.sh sh -c 'echo sh body'
#### bash_env in posix mode
printf 'echo from-BASHENV\n' > e.sh; BASH_ENV=./e.sh bash --posix -c 'echo body'
#### bash -c dollar zero and args
bash -c 'echo "$0" "$#" "$@"' zero one 'two three'
#### bash -c no extra args zero
bash -c 'echo "$0"' | sed 's|.*/||'
#### bash -c shift and zero
bash -c 'shift; echo "$0|$*"' me a b c
#### bash -c zero in error message
bash -c 'nosuch_cmd_h19' custom 2>&1; bash -c 'exit 3' x; echo $?
#### bash -c function argv0
bash -c 'f() { echo "$0 $1"; }; f in' outer
#### bash -c bash_argv0
bash -c 'echo "$BASH_ARGV0"; BASH_ARGV0=new; echo "$0"' orig
#### dollar zero in sourced file
echo 'echo "[$0]"' > s.sh; bash -c '. ./s.sh' myzero
#### coproc unnamed
coproc { read l; echo "got $l"; }
echo hello >&"${COPROC[1]}"
read -r r <&"${COPROC[0]}"; echo "$r"
wait $COPROC_PID; echo st=$?
#### coproc named
coproc UP { tr a-z A-Z; }
echo abc >&${UP[1]}; exec {UP[1]}>&-
read -r x <&${UP[0]}; echo $x; wait $UP_PID; echo st=$?
#### coproc pid numeric
coproc C { sleep 0; }; [[ $C_PID =~ ^[0-9]+$ ]] && echo numeric; wait $C_PID; echo done
#### coproc array shape
coproc P { cat; }; echo ${#P[@]}; [[ ${P[0]} =~ ^[0-9]+$ && ${P[1]} =~ ^[0-9]+$ ]] && echo fds; exec {P[1]}>&-; wait
#### coproc status
coproc Q { exit 7; }; pid=$Q_PID; wait $pid; echo st=$?
#### coproc simple command
coproc printf 'one\ntwo\n'; mapfile -t -u ${COPROC[0]} lines; wait; echo "${lines[*]}"
#### coproc variables gone after end
coproc R { :; }; pid=$R_PID; wait $pid; sleep 0.2; echo "[${R_PID-unset}] [${R[@]-unset}]"
#### coproc two way
coproc BC { while read a b; do echo $((a+b)); done; }
for p in '1 2' '3 4'; do echo "$p" >&${BC[1]}; read -r s <&${BC[0]}; echo $s; done
exec {BC[1]}>&-; wait
#### coproc declare -p
coproc N { cat; }; declare -p N | sed 's/[0-9][0-9]*/N/g'; exec {N[1]}>&-; wait
#### select basic
printf '2\n' | { select v in red green blue; do echo "$v $REPLY"; break; done; } 2>&1
#### select ps3
printf '1\n' | { PS3='choose> '; select v in x y; do echo "$v"; break; done; } 2>&1
#### select default ps3
printf '1\n' | { select v in x; do break; done; } 2>&1 | tail -c 4 | od -c | head -1
#### select invalid choice
printf '9\nzz\n1\n' | { select v in a b; do echo "[$v][$REPLY]"; [ -n "$v" ] && break; done; } 2>/dev/null
#### select eof status
printf '' | { select v in a b; do echo never; done; echo "st=$? v=[${v-unset}]"; } 2>/dev/null
#### select empty line redraws
printf '\n1\n' | { select v in a; do echo "$v"; break; done; } 2>&1
#### select with no words
set -- p q; printf '2\n' | { select v; do echo "$v"; break; done; } 2>/dev/null
#### select in list
printf '1\n' | { select v in "a b" c; do echo "[$v]"; break; done; } 2>/dev/null
#### select empty list
select v in; do echo never; done; echo st=$?
#### select many items layout
printf '12\n' | { select v in a b c d e f g h i j k l; do echo "$v"; break; done; } 2>&1 | tail -3
#### select reply spaces
printf ' 1 \n' | { select v in a; do echo "[$v][$REPLY]"; break; done; } 2>/dev/null
#### ps4 with lineno
PS4='+${LINENO}: '; set -x
echo a
set +x
#### ps4 with function name
PS4='+${FUNCNAME[0]:-main}: '; f() { echo in; }; set -x; f; set +x
#### ps4 level repeat
PS4='>'; set -x; echo $(echo inner); eval 'echo ev'; set +x
#### ps4 command substitution
PS4='$(echo +S) '; set -x; echo hi; set +x
#### ps4 empty
PS4=; set -x; echo hi; set +x
#### ps4 unset
unset PS4; set -x; echo hi; set +x
#### ps4 with subshell level
PS4='+$BASH_SUBSHELL '; set -x; (echo a); set +x
#### bash_xtracefd
exec 5>trace; BASH_XTRACEFD=5; set -x; echo hi; set +x; unset BASH_XTRACEFD; cat trace
#### bash_xtracefd to stdout
BASH_XTRACEFD=1; set -x; echo x >/dev/null; set +x
#### bash_xtracefd invalid
BASH_XTRACEFD=abc 2>&1; BASH_XTRACEFD=99 2>&1; set -x; echo hi; set +x
#### bash_rematch failed match clears
[[ abc =~ (b) ]]; [[ abc =~ (z) ]]; echo "${#BASH_REMATCH[@]} [${BASH_REMATCH[0]}]"
#### bash_rematch optional group
[[ ac =~ a(b)?c ]]; echo "${#BASH_REMATCH[@]} [${BASH_REMATCH[1]}]"; declare -p BASH_REMATCH
#### bash_rematch after bad regex
[[ abc =~ (b) ]]; [[ abc =~ '(' ]]; echo $? "[${BASH_REMATCH[*]}]"; [[ abc =~ (c) ]]; re='(' ; [[ x =~ $re ]] 2>/dev/null; echo $? "[${BASH_REMATCH[*]}]"
#### bash_rematch assignment
BASH_REMATCH=(x y); echo "${BASH_REMATCH[*]}"; [[ q =~ q ]]; echo "${BASH_REMATCH[*]}"
#### bash_rematch not after glob
[[ abc =~ b ]]; [[ abc == a* ]]; echo "${BASH_REMATCH[0]}"
#### bash_rematch unset then match
unset BASH_REMATCH; [[ ab =~ (a) ]]; echo "${BASH_REMATCH[1]}"
#### globignore basic
touch a.txt b.txt c.log; GLOBIGNORE='*.log'; echo *
#### globignore colon list
touch a.txt b.txt c.log d.sh; GLOBIGNORE='*.log:b*'; echo *
#### globignore enables dotglob
touch .h v; GLOBIGNORE='v'; echo *; GLOBIGNORE=; echo *
#### globignore dot entries
touch .x y; GLOBIGNORE=nothing; echo .*; echo *
#### globignore unset restores
touch .x y; GLOBIGNORE=y; echo *; unset GLOBIGNORE; echo *
#### globignore all ignored
touch a; GLOBIGNORE='*'; echo *; shopt -s nullglob; echo [*]
#### globignore with path
mkdir d; touch d/a d/b; GLOBIGNORE='d/a'; echo d/*
#### tmout read
TMOUT=1; sleep 3 | { read x; echo "st=$?"; }
#### tmout overridden by -t
TMOUT=5; echo y | { read -t 1 x; echo "$? $x"; }
#### tmout read gets data
TMOUT=2; echo data | { read x; echo "$? $x"; }
#### tmout not numeric
TMOUT=abc; echo q | { read x; echo "$? $x"; }
#### unset bashpid
unset BASHPID 2>&1 | sed 's/^.*line [0-9]*: //'; echo st=${PIPESTATUS[0]}
#### unset groups funcname
unset GROUPS; echo "[${GROUPS[*]-g}]"; f() { unset FUNCNAME; echo "[${FUNCNAME-f}]"; }; f
#### unset bash_command
unset BASH_COMMAND; echo "[${BASH_COMMAND-gone}]"
#### unset bash_subshell
unset BASH_SUBSHELL; (echo "[${BASH_SUBSHELL-gone}]")
#### unset dirstack
unset DIRSTACK; pushd / >/dev/null; echo "[${DIRSTACK[*]-gone}]"; dirs
#### unset pipestatus
unset PIPESTATUS; false | true; echo "[${PIPESTATUS[*]-gone}]"
#### unset optind
unset OPTIND; set -- -a -b; getopts ab o; getopts ab o; echo $o ${OPTIND-gone}
#### unset and reassign seconds
SECONDS=10; unset SECONDS; echo "[${SECONDS-gone}]"; SECONDS=abc; echo $SECONDS
#### cdpath prints directory
mkdir -p base/sub; CDPATH=base; cd sub > o; sed "s|^$OLDPWD/||" "$OLDPWD/o"; echo "${PWD##*/}"
#### cdpath dot first
mkdir -p base/sub sub; CDPATH=.:base; cd sub > o; sed "s|^$OLDPWD/||" "$OLDPWD/o"; echo "${PWD##*/}"; cd ..; CDPATH=base:.; cd sub > o2; sed "s|^$OLDPWD/||" "$OLDPWD/o2"; echo "${PWD#$OLDPWD/}"
#### oldpwd and cd dash
mkdir x; cd x; cd ..; echo "${OLDPWD##*/}"; cd - | sed 's|.*/||'
#### pwd after cd through symlink
mkdir real; ln -s real link; cd link; echo "${PWD##*/}"; cd -P .; echo "${PWD##*/}"
#### pwd assigned
PWD=/nowhere; pwd | sed 's|.*/||' | grep -c nowhere; echo "$PWD"
#### home tilde
HOME=/some/where; echo ~; echo ~/x; unset HOME; echo ~ | grep -c '^/'
#### ps2 ps3 defaults
echo "[$PS2]" "[${PS3-unset}]" "[${PS0-unset}]"
#### prompt vars ignored
PROMPT_COMMAND='echo pc'; PS0=zero; echo body
#### execignore
mkdir bin; printf '#!/bin/sh\necho mine\n' > bin/tool; chmod +x bin/tool; PATH=$PWD/bin:$PATH; tool; EXECIGNORE='*/tool'; tool 2>&1 | sed 's/^.*line [0-9]*: //'
#### fignore noninteractive
FIGNORE=.o; touch a.o; echo *
#### shell var
[ -n "$SHELL" ] && echo set; echo "${SHELL##*/}"
#### bash_loadables_path unset
echo "[${BASH_LOADABLES_PATH-unset}]" "[${INSIDE_EMACS-unset}]" "[${EMACS-unset}]"
#### underscore start
bash -c 'echo "$_"' | sed 's|.*/||'
#### underscore after assignment and arrays
x=5; echo $_; echo a "b c"; echo "$_"; a=(1 2); echo "$_"
#### underscore in env of command
echo hi > /dev/null; env | grep '^_=' | sed 's|=.*/|=|'
#### mailpath noninteractive
MAILPATH=/nonexist; MAILCHECK=1; echo ok
#### lang and lc vars
LANG=C; LC_ALL=C; printf '%s\n' é | wc -c
#### bash_versinfo fields
echo ${BASH_VERSINFO[0]}.${BASH_VERSINFO[1]}; echo ${BASH_VERSINFO[5]} | grep -c -- -
#### posixly_correct env to child
POSIXLY_CORRECT=1 bash -c 'shopt -qo posix && echo posix'
#### shellopts env to child
set -o noglob; export SHELLOPTS; bash -c 'case $- in *f*) echo noglob;; esac'
#### bashopts env to child
shopt -s extglob; export BASHOPTS; bash -c 'shopt -q extglob && echo ext'
#### ifs not inherited
IFS=: bash -c 'printf "%q\n" "$IFS"'
#### ppid in child
p=$(bash -c 'echo $PPID'); [ "$p" = "$$" ] && echo parent
#### dollar dollar in subshell
x=$(echo $$); [ "$x" = "$$" ] && echo same
