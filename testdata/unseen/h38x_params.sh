#### positional set with double dash and dash
set -- -x y; echo "$1 $#"; set - a b; echo "$1 $# $-" | tr -d hBs
#### set dash alone turns off x and v
set -x; set -; echo "[$*]" ; case $- in *x*) echo x;; *) echo nox;; esac
#### shift beyond count
set -- a b; shift 3 2>&1; echo st=$? n=$#
#### shift negative
set -- a b; shift -1 2>&1; echo st=$?
#### shift non numeric
set -- a b; shift x 2>&1; echo st=$?
#### shift zero
set -- a b; shift 0; echo $# $1
#### positional params with braces needed
set -- a b c d e f g h i j k; echo $11 ${11} "${#11}"
#### dollar hash in function and script
set -- 1 2 3; f() { echo $#; }; f; f a; echo $#
#### special parameter star with IFS unset in quotes
set -- a b; unset IFS; echo "$*"; IFS=''; echo "$*"
#### at and star in arrays assignment
set -- 'x y' z; a=("$@"); b=("$*"); c=($*); echo ${#a[@]} ${#b[@]} ${#c[@]}
#### dollar question after syntax error in eval
eval 'if' 2>/dev/null; echo $?
#### dollar question after command not found
nosuch_h38x 2>/dev/null; echo $?
#### dollar question after non executable
echo 'echo hi' > ne.sh; chmod -x ne.sh; ./ne.sh 2>/dev/null; echo $?
#### dollar question after signal-like exit
(exit 130); echo $?; (exit 256); echo $?
#### dollar dash default flags
echo $- | grep -o '[a-zA-Z]' | sort | tr -d '\n'; echo
#### dollar zero assignment not allowed
0=x 2>&1; echo st=$?
#### dollar underscore is last arg of previous command
echo one two three >/dev/null; echo "$_"
#### dollar underscore in env of command
env | grep '^_=' | sed 's|=.*/|=|'
#### positional parameter assignment error
1=x 2>&1; echo st=$?
#### braced positional with operators
set -- '' b; echo "${1:-empty}" "${2:+set}" "${3-unset}" "${1+isset}"
#### length of positional params
set -- abc de ''; echo ${#1} ${#2} ${#3} ${#}
#### dollar at in arithmetic
set -- 3 4; echo $(( $# * 2 ))
#### set with array-like args
set -- "a b" c; for p; do echo "<$p>"; done
#### dollar star with IFS multi char uses first
set -- a b c; IFS='|,'; echo "$*"; x="${*}"; echo "$x"
#### at with prefix and suffix in unquoted
set -- a b; echo pre$@post
#### empty positional params with quoted at in array
set --; a=("$@"); echo ${#a[@]}; a=("$@" x); echo ${#a[@]}
#### star with null params unquoted
set -- '' '' x; echo $#; c=0; for w in $*; do c=$((c+1)); done; echo $c
#### quoted star with null params
set -- '' ''; x="$*"; echo "[$x]"
#### LINENO increments
echo $LINENO
echo $LINENO; f() { echo $LINENO; }
f
#### LINENO in multi line command
echo "a
$LINENO"
#### SECONDS is numeric
[[ $SECONDS =~ ^[0-9]+$ ]] && echo num
#### RANDOM seeded sequence repeats
RANDOM=42; a=$RANDOM$RANDOM; RANDOM=42; b=$RANDOM$RANDOM; [[ $a == "$b" ]] && echo same
#### BASH_ARGV and BASH_ARGC without extdebug
f() { echo "${#BASH_ARGC[@]}"; }; f a b
#### HOSTNAME and OSTYPE set
[[ -n $OSTYPE ]] && echo ostype; [[ -n $MACHTYPE ]] && echo machtype
#### PPID readonly
PPID=1 2>&1; echo st=$?
#### UID readonly
UID=0 2>&1; echo st=$?
#### EPOCHSECONDS numeric
[[ $EPOCHSECONDS =~ ^[0-9]{10}$ ]] && echo ok; [[ $EPOCHREALTIME =~ ^[0-9]+\.[0-9]{6}$ ]] && echo ok2
#### SHLVL is number
[[ $SHLVL =~ ^[0-9]+$ ]] && echo num
#### BASHPID differs in subshell
a=$BASHPID; b=$(echo $BASHPID); [[ $a != "$b" ]] && echo differs
#### OPTIND default
echo $OPTIND
#### PWD and OLDPWD after cd
mkdir -p d; cd d; echo "${PWD##*/} ${OLDPWD##*/}" | sed 's/^d [^ ]*$/ok/'
#### FUNCNAME outside function is unset
echo "[${FUNCNAME-unset}]" "${#FUNCNAME[@]}"
#### BASH_SOURCE for stdin script
echo "[${BASH_SOURCE[0]-unset}]"
#### assigning to LINENO
LINENO=100; echo $LINENO
#### SECONDS assignment resets
SECONDS=100; echo $SECONDS
#### special param dollar dash in double quotes with default
echo "${-:+set}"
#### dollar hash with braces and length
set -- a b c; echo ${#} ${##} ${#-}
#### dollar question with braces
false; echo ${?}; echo ${#?}
#### dollar exclamation after background
true & p=$!; wait; [[ $p == "$!" ]] && echo same
#### set -- clears and counts
set -- a; set --; echo $#
#### positional parameters in subshell modification
set -- a b; (set -- x; echo $1); echo $1
#### indirect positional via variable
set -- one two; n=2; echo ${!n}
#### indirect of special params
set -- a b c; n='#'; echo ${!n}; s='@'; echo ${!s}
