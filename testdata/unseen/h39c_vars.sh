#### var BASHPID equals dollar dollar at top
[ "$BASHPID" = "$$" ] && echo same
#### var BASHPID differs in subshell
a=$BASHPID; b=$(echo $BASHPID); [ "$a" != "$b" ] && echo differ
#### var BASHPID subshell dollar dollar same
a=$$; b=$(echo $$); [ "$a" = "$b" ] && echo same
#### var BASHPID in background
a=$BASHPID; ( [ "$BASHPID" != "$a" ] && echo bg-differ ) & wait
#### var BASHPID assignment ignored
BASHPID=5; [ "$BASHPID" != 5 ] && echo ignored
#### var BASHPID unset loses special
unset BASHPID; BASHPID=5; echo $BASHPID
#### var BASHPID is integer
case $BASHPID in *[!0-9]*|'') echo bad;; *) echo num;; esac
#### var BASH_ARGV without extdebug
f() { echo "${#BASH_ARGV[@]}"; }; f a b
#### var BASH_ARGV with extdebug
shopt -s extdebug; f() { echo "${BASH_ARGV[*]}|${BASH_ARGC[*]}"; }; f a b c
#### var BASH_ARGV nested calls
shopt -s extdebug; g() { echo "${BASH_ARGV[*]}|${BASH_ARGC[*]}"; }; f() { g x y; }; f a
#### var BASH_ARGC no args
shopt -s extdebug; f() { echo "${BASH_ARGC[*]}"; }; f
#### var BASH_ARGV script args bash file
printf 'shopt -s extdebug\nf() { echo "${BASH_ARGV[*]}"; }\nf p\n' > s.sh; bash s.sh q r
#### var BASH_ARGV0 default
printf 'echo "$BASH_ARGV0"\n' > s.sh; bash s.sh
#### var BASH_ARGV0 assignment changes zero
printf 'BASH_ARGV0=zz; echo "$0"\n' > s.sh; bash s.sh
#### var BASH_COMMAND in trap
trap 'echo "cmd=$BASH_COMMAND"' DEBUG; echo hi >/dev/null; trap - DEBUG
#### var BASH_COMMAND in ERR trap
trap 'echo "err on: $BASH_COMMAND"' ERR; false; trap - ERR
#### var BASH_COMMAND plain
echo "$BASH_COMMAND"
#### var BASH_COMMAND in function
f() { echo "$BASH_COMMAND"; }; f arg
#### var BASH_COMMAND in EXIT trap
bash -c 'trap "echo last: \$BASH_COMMAND" EXIT; true 1 2'
#### var BASH_REMATCH groups
[[ abc123 =~ ([a-z]+)([0-9]+) ]]; echo "${BASH_REMATCH[@]}" "${#BASH_REMATCH[@]}"
#### var BASH_REMATCH cleared on no match
[[ ab =~ (b) ]]; [[ ab =~ (z) ]]; echo "${#BASH_REMATCH[@]}"
#### var BASH_REMATCH optional group empty
[[ ac =~ a(b)?c ]]; declare -p BASH_REMATCH
#### var BASH_REMATCH readonly?
[[ a =~ a ]]; BASH_REMATCH=(x) 2>&1; echo "${BASH_REMATCH[0]}"
#### var BASH_REMATCH local in function
f() { local BASH_REMATCH; [[ q =~ q ]]; }; [[ z =~ z ]]; f; echo "${BASH_REMATCH[0]}"
#### var BASH_REMATCH nested groups
[[ abcd =~ (a(b(c)))d ]]; echo "${BASH_REMATCH[*]}"
#### var EPOCHREALTIME format
[[ $EPOCHREALTIME =~ ^[0-9]+\.[0-9]{6}$ ]] && echo fmt
#### var EPOCHREALTIME increases
a=$EPOCHREALTIME; sleep 0.01; b=$EPOCHREALTIME; [[ ${a/./} < ${b/./} || ${#b} -gt ${#a} ]] && echo later
#### var EPOCHSECONDS integer matches realtime
a=$EPOCHSECONDS; b=$EPOCHREALTIME; [ $(( ${b%.*} - a )) -le 1 ] && echo close
#### var EPOCHREALTIME decimal point with locale
LC_NUMERIC=C; [[ $EPOCHREALTIME == *.* ]] && echo dot
#### var EPOCHSECONDS assignment ignored
EPOCHSECONDS=5; [ "$EPOCHSECONDS" != 5 ] && echo ignored
#### var FUNCNAME top level
echo "[${FUNCNAME[*]}] ${#FUNCNAME[@]}"
#### var FUNCNAME nested
a() { b; }; b() { echo "${FUNCNAME[*]}"; }; a
#### var FUNCNAME in script adds main
printf 'f() { echo "${FUNCNAME[*]}"; }\nf\n' > s.sh; bash s.sh
#### var FUNCNAME in sourced file
printf 'echo "${FUNCNAME[*]}"\n' > inc.sh; f() { . ./inc.sh; }; f
#### var FUNCNAME assignment ignored
f() { FUNCNAME=x; echo "${FUNCNAME[0]}"; }; f
#### var FUNCNAME in trap
f() { trap 'echo "trap in ${FUNCNAME[0]}"' RETURN; }; f; trap - RETURN
#### var BASH_LINENO and FUNCNAME
f() { echo "${FUNCNAME[0]} called from line ${BASH_LINENO[0]}"; }
f
#### var GROUPS is array of numbers
case "${GROUPS[0]}" in ''|*[!0-9]*) echo bad;; *) echo num;; esac
#### var GROUPS assignment ignored
GROUPS=(x) 2>&1; case "${GROUPS[0]}" in x) echo changed;; *) echo kept;; esac
#### var GROUPS declare attributes
declare -p GROUPS | cut -d' ' -f1-2
#### var HOSTNAME nonempty
[ -n "$HOSTNAME" ] && echo set
#### var HOSTTYPE MACHTYPE OSTYPE set
[ -n "$HOSTTYPE" ] && [ -n "$MACHTYPE" ] && [ -n "$OSTYPE" ] && echo set
#### var OPTERR zero silences getopts
OPTERR=0; set -- -z; getopts a o 2>&1; echo "o=$o st=$?"
#### var OPTERR one reports
OPTERR=1; set -- -z; getopts a o 2>&1; echo "o=$o"
#### var OPTERR default
echo "$OPTERR"
#### var OPTERR missing argument silenced
OPTERR=0; set -- -a; getopts a: o 2>&1; echo "o=$o arg=${OPTARG-unset}"
#### var OPTIND reset
set -- -a -b; getopts ab o; echo $o $OPTIND; OPTIND=1; getopts ab o; echo $o $OPTIND
#### var PIPESTATUS three
true | false | (exit 3); echo "${PIPESTATUS[@]}"
#### var PIPESTATUS with negation
! false | true; echo "${PIPESTATUS[@]} $?"
#### var PIPESTATUS after builtin
false; echo "${PIPESTATUS[@]}"
#### var PIPESTATUS after subshell
( exit 4 ); echo "${PIPESTATUS[@]}"
#### var PIPESTATUS with pipefail
set -o pipefail; (exit 2) | true; echo "$? ${PIPESTATUS[*]}"
#### var PIPESTATUS after while loop
while false; do :; done | true; echo "${PIPESTATUS[@]}"
#### var PIPESTATUS after cmdsub assignment
x=$(exit 3); echo "${PIPESTATUS[@]}"
#### var PIPESTATUS assignable
PIPESTATUS=(9 9); echo "${PIPESTATUS[@]}"
#### var PIPESTATUS in if
if false | true; then echo "${PIPESTATUS[@]}"; fi
#### var PIPESTATUS with lastpipe
shopt -s lastpipe; echo x | (exit 5); echo "${PIPESTATUS[@]}"
#### var PIPESTATUS signal status
yes | head -1 >/dev/null; echo "${PIPESTATUS[@]}"
#### var SECONDS assignment offset
SECONDS=100; echo $SECONDS
#### var SECONDS assignment then grows
SECONDS=10; sleep 1.1; [ $SECONDS -ge 11 ] && echo grew
#### var SECONDS starts small
[ $SECONDS -lt 5 ] && echo small
#### var SECONDS unset loses special
unset SECONDS; SECONDS=abc; echo $SECONDS
#### var SECONDS arithmetic assignment
SECONDS=2*3; echo $SECONDS
#### var SECONDS local in function
f() { local SECONDS=50; echo $SECONDS; }; f
#### var SRANDOM is 32 bit
v=$SRANDOM; [ "$v" -ge 0 ] && [ "$v" -le 4294967295 ] && echo range
#### var SRANDOM varies
a=$SRANDOM b=$SRANDOM c=$SRANDOM; [ "$a$b" != "$b$c" ] && echo varies
#### var SRANDOM assignment ignored
SRANDOM=5; a=$SRANDOM; b=$SRANDOM; [ "$a" != 5 ] || [ "$b" != 5 ] && echo ignored
#### var SRANDOM not seeded by assignment
SRANDOM=1; a=$SRANDOM; SRANDOM=1; b=$SRANDOM; [ "$a" != "$b" ] && echo unseeded
#### var RANDOM seeded repeatable
RANDOM=42; a=$RANDOM; RANDOM=42; b=$RANDOM; [ "$a" = "$b" ] && echo repeat
#### var RANDOM range
v=$RANDOM; [ $v -ge 0 ] && [ $v -le 32767 ] && echo range
#### var TIMEFORMAT custom
TIMEFORMAT='took %R'; { time true; } 2>&1 | sed 's/[0-9.]*$/N/'
#### var TIMEFORMAT precision zero
TIMEFORMAT='%0R|%0U|%0S'; { time true; } 2>&1
#### var TIMEFORMAT precision one
TIMEFORMAT='%1R'; { time true; } 2>&1 | sed 's/^[0-9]\.[0-9]$/d.d/'
#### var TIMEFORMAT long form
TIMEFORMAT='%lR'; { time true; } 2>&1 | sed 's/^0m0\.[0-9]\{3\}s$/0m0.NNNs/'
#### var TIMEFORMAT percent literal
TIMEFORMAT='100%%'; { time true; } 2>&1
#### var TIMEFORMAT percent P
TIMEFORMAT='%P'; { time true; } 2>&1 | grep -Eq '^[0-9]+\.[0-9]{2}$' && echo fmt
#### var TIMEFORMAT empty prints nothing
TIMEFORMAT=''; { time true; } 2>&1; echo end
#### var TIMEFORMAT unknown escape
TIMEFORMAT='a%Qb'; { time true; } 2>&1
#### var TIMEFORMAT backslash escapes
TIMEFORMAT='x\ty'; { time true; } 2>&1 | od -An -c | tr -s ' '
#### var TIMEFORMAT unset default shape
unset TIMEFORMAT; { time true; } 2>&1 | sed 's/[0-9]m[0-9.]*s/T/'
#### var time status preserved
TIMEFORMAT=''; time (exit 3); echo st=$?
#### var time pipeline
TIMEFORMAT='P'; { time false | true; } 2>&1; echo st=$?
#### var time -p format
{ time -p true; } 2>&1 | sed 's/[0-9.]*$/N/'
#### var time negated
TIMEFORMAT=''; time ! true; echo st=$?
#### var BASH_SUBSHELL levels
echo $BASH_SUBSHELL $(echo $BASH_SUBSHELL $(echo $BASH_SUBSHELL))
#### var BASH_VERSINFO elements
echo "${#BASH_VERSINFO[@]}"; [ "${BASH_VERSINFO[0]}" -ge 5 ] && echo five
#### var BASH_VERSINFO readonly
BASH_VERSINFO[0]=1 2>&1 | sed 's/^.*: B/B/'
#### var LINENO assignment
LINENO=100; echo $LINENO
#### var LINENO in function
f() {
  echo $LINENO
}
f
#### var EUID UID readonly
UID=5 2>&1 | sed 's/^.*: U/U/'; EUID=5 2>&1 | sed 's/^.*: E/E/'
#### var PPID readonly
PPID=1 2>&1 | sed 's/^.*: P/P/'
#### var SHLVL is number
case $SHLVL in ''|*[!0-9]*) echo bad;; *) echo num;; esac
#### var SHELLOPTS content
echo "$SHELLOPTS"
#### var BASHOPTS content has checkwinsize?
case ":$BASHOPTS:" in *:extquote:*) echo extquote;; esac
#### var BASH_ALIASES and BASH_CMDS types
declare -p BASH_ALIASES BASH_CMDS | cut -d' ' -f1-3
#### var BASH_CMDS after hash
hash cat; [ -n "${BASH_CMDS[cat]}" ] && echo hashed
#### var BASH_CMDS assignment adds
BASH_CMDS[mycat]=/bin/cat; hash | grep -c mycat
#### var COMP vars unset
echo "${COMP_WORDS-unset} ${COMP_LINE-unset}"
#### var DIRSTACK follows pushd
mkdir -p d; pushd d >/dev/null; echo "${#DIRSTACK[@]}"; popd >/dev/null; echo "${#DIRSTACK[@]}"
#### var IFS default
printf '%q\n' "$IFS"
#### var MAPFILE default
printf 'a\nb\n' | { mapfile; echo "${#MAPFILE[@]}"; }
#### var REPLY default read
echo hi | { read; echo "$REPLY"; }
#### var OLDPWD after cd
mkdir -p d; s=$PWD; cd d; [ "$OLDPWD" = "$s" ] && echo ok
#### var PWD after cd dotdot
mkdir -p d; cd d; cd ..; case $PWD in */d) echo bad;; *) echo ok;; esac
#### var HISTCMD non-interactive
case $HISTCMD in ''|*[!0-9]*) echo bad;; *) echo num;; esac
#### var BASH_SOURCE at top of stdin script
echo "${#BASH_SOURCE[@]} [${BASH_SOURCE[0]}]"
#### var BASH_LINENO at top
echo "${#BASH_LINENO[@]}"
#### var BASH value
case $BASH in */bash) echo bash;; *) echo other;; esac
#### var PS4 default
printf '%s\n' "$PS4"
#### var PS2 default
printf '%s\n' "$PS2"
#### var PS1 default noninteractive
echo "${PS1-unset}"
#### var TMOUT unset
echo "${TMOUT-unset}"
#### var MAILCHECK default
echo "${MAILCHECK-unset}"
#### var OPTARG after flag without arg
set -- -a; getopts a o; echo "[${OPTARG-unset}]"
#### var FUNCNEST limit
FUNCNEST=3; f() { f; }; f 2>&1 | sed 's/^.*: f/f/'; echo st=$?
#### var BASH_XTRACEFD
exec 5>trace; BASH_XTRACEFD=5; set -x; : x; set +x; unset BASH_XTRACEFD; cat trace
#### var PROMPT_COMMAND unused noninteractive
PROMPT_COMMAND='echo pc'; echo main
#### var EXECIGNORE
mkdir -p b; printf '#!/bin/sh\necho b\n' > b/xi_h39c; chmod +x b/xi_h39c; PATH=$PWD/b:$PATH; EXECIGNORE='*/xi_h39c'; xi_h39c 2>&1 | sed 's/^.*: x/x/'
#### var GLOBIGNORE
touch a.c b.c a.h; GLOBIGNORE='*.h:b*'; echo *
#### var GLOBIGNORE sets dotglob
touch .hid v; GLOBIGNORE='v'; echo *
#### var TIMEFORMAT in subshell
( TIMEFORMAT='sub'; { time true; } 2>&1 )
#### var BASH_REMATCH with quoted part
[[ 'a.b' =~ a"."(b) ]]; echo "${BASH_REMATCH[1]}"
#### var EPOCHREALTIME unset loses special
unset EPOCHREALTIME; echo "[${EPOCHREALTIME-unset}]"
#### var SRANDOM unset loses special
unset SRANDOM; echo "[${SRANDOM-unset}]"
#### var RANDOM unset loses special
unset RANDOM; RANDOM=3; echo $RANDOM $RANDOM
#### var LINENO unset loses special
unset LINENO; echo "[${LINENO-unset}]"
#### var FUNCNAME unset in function
f() { unset FUNCNAME; echo "[${FUNCNAME-unset}]"; }; f
#### var PIPESTATUS after time
TIMEFORMAT=; time false | true; echo "${PIPESTATUS[@]}"
#### var EXECIGNORE skips to a later PATH entry
mkdir -p b c; printf '#!/bin/sh\necho b\n' > b/t1; printf '#!/bin/sh\necho c\n' > c/t1; chmod +x b/t1 c/t1; PATH=$PWD/b:$PWD/c:/usr/bin:/bin
EXECIGNORE="*/b/*"; t1; type t1 | sed "s,$PWD,P,"; EXECIGNORE="*/cat"; cat </dev/null; echo $?; type -P cat; echo "[$(type -t cat)]"
#### var EXECIGNORE not for a path with slash
mkdir -p q; printf '#!/bin/sh\necho k\n' > q/k; chmod +x q/k; EXECIGNORE="*/q/k"; ./q/k; echo st=$?
#### var PATH tilde element with type and command -v
PATH="~/bin:/usr/bin:/bin"; HOME=$PWD; mkdir -p bin; printf '#!/bin/sh\necho t9\n' > bin/t9; chmod +x bin/t9; t9; type t9 | sed "s,$PWD,P,"; command -v t9 | sed "s,$PWD,P,"
#### var GROUPS list in function discards line
f() { GROUPS=(x); echo in; }; f; echo after
#### var FUNCNAME list assignment silent
FUNCNAME=(x); echo notreached
echo next-line
#### var BASH_SOURCE list after unset is plain
unset BASH_SOURCE; BASH_SOURCE=(a b); echo "${BASH_SOURCE[@]}"
#### var DIRSTACK list assignment allowed
DIRSTACK=(x); echo st=$?
