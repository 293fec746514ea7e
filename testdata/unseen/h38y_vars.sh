#### prompt at P escapes basic
p='\a\e[\n\r' ; x=${p@P}; printf '%q\n' "$x"
#### prompt at P shell name and version
p='\s \v'; echo "${p@P}" | sed 's/[0-9][0-9.]*/V/'
#### prompt at P working dir
HOME=$PWD; mkdir -p sub/deep; cd sub/deep; p='\w|\W'; echo "${p@P}"
#### prompt at P home itself
HOME=$PWD; p='\w \W'; echo "${p@P}"
#### prompt at P root dir
cd /; p='\w \W'; echo "${p@P}"
#### prompt at P octal and backslash
p='\101\\x'; echo "${p@P}"
#### prompt at P brackets vanish
p='\[\e[1m\]bold\[\e[0m\]'; x=${p@P}; printf '%q\n' "$x"
#### prompt at P date formats
p='\D{%Y}'; [[ ${p@P} =~ ^20[0-9][0-9]$ ]] && echo year
#### prompt at P expands variables
v=VAL; p='[$v] $(echo cmd)'; echo "${p@P}"
#### prompt at P history and command numbers
p='\# \!'; [[ ${p@P} =~ ^[0-9]+\ [0-9]+$ ]] && echo nums
#### prompt at P unknown escape kept
p='\q\z'; echo "${p@P}"
#### prompt at P jobs count
p='\j'; echo "${p@P}"
#### prompt at P on array
a=('\s' 'x\\y'); echo "${a[@]@P}"
#### prompt at P trailing backslash
p='abc\'; echo "${p@P}"
#### prompt at P dollar in value not reexpanded twice
v='$HOME'; p='$v'; echo "${p@P}"
#### prompt at P with shell l
p='\l'; x=${p@P}; echo "${#x}" >/dev/null; echo ok
#### PS4 with funcname
f() { set -x; : hi; set +x; } 2>&1; PS4='+${FUNCNAME[0]:-main}: '; f
#### PS4 with LINENO
PS4='+L$LINENO: '
set -x
: one
: two
set +x
#### BASH_VERSINFO fields
echo "${BASH_VERSINFO[0]} ${#BASH_VERSINFO[@]}"; [[ $BASH_VERSION == ${BASH_VERSINFO[0]}.${BASH_VERSINFO[1]}.* ]] && echo consistent
#### BASH_VERSINFO readonly
BASH_VERSINFO[0]=9; echo st=$?
#### SHLVL in subshell and child
echo "$((SHLVL > 0))"; (echo $((SHLVL > 0))); a=$SHLVL; b=$(bash -c 'echo $SHLVL'); echo $((b - a))
#### TIMEFORMAT custom
TIMEFORMAT='took'; time true
#### TIMEFORMAT empty
TIMEFORMAT=; time true; echo done
#### TIMEFORMAT with literal percent
TIMEFORMAT='%% %%'; time true
#### FUNCNEST limit
FUNCNEST=3; f() { f; }; f; echo st=$?
#### FUNCNEST message
FUNCNEST=2; g() { echo depth; g; }; g 2>&1 | head -5
#### IFS default split
x=$' a \t b \n c '; set -- $x; echo "$# [$1][$3]"
#### IFS non whitespace empty fields
IFS=:; x='a::b:'; set -- $x; echo "$#"; printf '[%s]' "$@"; echo
#### IFS mixed whitespace and colon
IFS=': '; x=' a : b  c:'; set -- $x; echo $#; printf '[%s]' "$@"; echo
#### IFS unset vs empty
x='a b'; unset IFS; set -- $x; echo $#; IFS=; set -- $x; echo $#
#### IFS and dollar star join
set -- a b c; IFS=-; echo "$*"; IFS=; echo "$*"; unset IFS; echo "$*"
#### IFS effect on read
IFS=, read -r a b c <<< 'x,y,z,w'; echo "$a|$b|$c"
#### OPTIND initial
echo $OPTIND; OPTIND=x; echo st=$?
#### RANDOM seeding reproducible
RANDOM=42; a=$RANDOM; RANDOM=42; b=$RANDOM; [[ $a == "$b" ]] && echo same
#### SECONDS assignment
SECONDS=100; echo $((SECONDS >= 100 && SECONDS < 105))
#### LINENO in function and eval
f() { echo $LINENO; }
f
eval 'echo $LINENO'
#### BASH_REMATCH readonly-ish assignment
[[ abc =~ (b) ]]; BASH_REMATCH=x; echo "${BASH_REMATCH[@]}"
#### FUNCNAME and BASH_LINENO arrays
f() { g; }; g() { echo "${FUNCNAME[@]}"; echo "${#BASH_LINENO[@]}"; }; f
#### BASH_SOURCE in stdin script
echo "[${BASH_SOURCE[0]}]"; f() { echo "[${BASH_SOURCE[0]}]"; }; f
#### BASH_ARGC BASH_ARGV without extdebug
f() { echo "${#BASH_ARGV[@]}"; }; f a b
#### BASH_SUBSHELL nesting
echo $BASH_SUBSHELL; (echo $BASH_SUBSHELL; (echo $BASH_SUBSHELL)); echo $(echo $BASH_SUBSHELL)
#### BASHPID differs in subshell
[[ $BASHPID == "$$" ]] && echo top; ( [[ $BASHPID != "$$" ]] && echo sub )
#### UID EUID readonly
UID=5; echo st=$?
#### PPID readonly silently
PPID=1; echo st=$?
#### HOSTNAME and OSTYPE exist
[[ -n $OSTYPE && -n $MACHTYPE && -n $HOSTTYPE ]] && echo set
#### EPOCHSECONDS and EPOCHREALTIME shape
[[ $EPOCHSECONDS =~ ^[0-9]+$ ]] && [[ $EPOCHREALTIME =~ ^[0-9]+\.[0-9]{6}$ ]] && echo shapes
#### SRANDOM range
x=$SRANDOM; [[ $x =~ ^[0-9]+$ ]] && echo num
#### PIPESTATUS after single command
false; echo "${PIPESTATUS[@]}"; (exit 5); echo "${PIPESTATUS[0]}"
#### PIPESTATUS with compound
{ (exit 2) | true; } ; echo "${PIPESTATUS[@]}"
#### COLUMNS and LINES unset in script
echo "[${COLUMNS-u}][${LINES-u}]"
#### HISTFILE unset in noninteractive
echo "[${HISTFILE-u}] [${HISTSIZE-u}]"
#### BASH_ALIASES array
shopt -s expand_aliases; alias ll='ls -l'; echo "${BASH_ALIASES[ll]}"; BASH_ALIASES[zz]='echo zz'; alias zz
#### GROUPS array
[[ ${GROUPS[0]} =~ ^[0-9]+$ ]] && echo grp
#### DIRSTACK unset then works
unset DIRSTACK; echo "[${DIRSTACK[*]}]"
#### POSIXLY_CORRECT enables posix
POSIXLY_CORRECT=1; shopt -o posix | tr -s ' \t' ' '
#### IFS in function local
f() { local IFS=,; echo "$*"; }; set -- a b; f "$@"; echo "$*"
#### dollar hash and special params
set -- a 'b c' d; echo "$# ${#1} ${#@}"; echo "${@:2}" "${*:2:1}"
#### dollar zero for stdin script
echo "$0"
#### dollar dash contains s
[[ $- == *s* ]] && echo has-s; [[ $- == *h* ]] && echo has-h
