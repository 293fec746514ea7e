#### dollar underscore after simple command
echo a b c; echo "$_"; true last-arg; echo "$_"
#### dollar underscore after assignment only
x=5; echo "[$_]"; : one two; y=$_; echo "$y"
#### dollar underscore after function call
f() { :; }; f alpha beta; echo "$_"
#### dollar underscore inside function sees caller last arg
f() { echo "in:$_"; }; echo zed; f q
#### dollar underscore after expansion with array
a=(p q r); echo "${a[@]}"; echo "$_"
#### dollar underscore after builtin with no args
echo x; echo; echo "[$_]"
#### dollar underscore after for loop
for i in 1 2 3; do :; done; echo "[$_]"
#### dollar underscore after double bracket
[[ a == a ]]; echo "[$_]"; (( 1 + 2 )); echo "[$_]"
#### dollar hyphen contains hB
case $- in *h*) echo has-h;; esac; case $- in *B*) echo has-B;; esac
#### dollar hyphen reflects set -u and -e
set -eu; echo "$-" | grep -q e && echo e-on; echo "$-" | grep -q u && echo u-on; set +eu; case $- in *u*) echo still;; *) echo off;; esac
#### dollar hyphen with set -f and -x
set -f; case $- in *f*) echo f-on;; esac; set +f; case $- in *f*) echo f-on;; *) echo f-off;; esac
#### at vs star with default IFS
set -- 'a b' c; printf '[%s]' "$@"; echo; printf '[%s]' "$*"; echo; printf '[%s]' $*; echo
#### star with IFS first char
set -- x y z; IFS=:; echo "$*"; IFS=':-'; echo "$*"; IFS=; echo "$*"
#### star with unset IFS
set -- x y z; unset IFS; echo "$*"
#### at unquoted with custom IFS splits words
set -- 'a:b' c; IFS=:; printf '[%s]' $@; echo; printf '[%s]' "$@"; echo
#### at inside larger word
set -- 1 2 3; printf '[%s]' "pre$@post"; echo
#### empty at produces no words
set --; printf '[%s]' "$@"; echo "n=$#"; printf '[%s]' "x$@"; echo
#### at slice from zero includes dollar zero
set -- a b c; printf '[%s]' "${@:0:2}"; echo
#### at slice offsets
set -- a b c d e; echo "${@:2}" "|" "${@:2:2}" "|" "${@: -2}" "|" "${@: -2:1}"
#### star slice with IFS
set -- a b c d; IFS=,; echo "${*:2:2}"
#### at length and star length
set -- one two three; echo ${#@} ${#*} ${#1}
#### dollar hash after shift and set
set -- a b c; shift; echo $#; set -- "$@" d; echo $# "$*"
#### dollar question after various
false; echo $?; ! true; echo $?; (exit 42); echo $?; echo $?
#### dollar question in arithmetic
false; echo $(( $? + 10 ))
#### positional beyond nine
set -- 1 2 3 4 5 6 7 8 9 ten eleven; echo $10 ${10} ${11}
#### dollar zero in bash -s
echo "$0"
#### dollar dollar equals in subshell
a=$$; b=$( echo $$ ); [[ $a == "$b" ]] && echo same
#### at with IFS empty preserves words
set -- 'a b' 'c d'; IFS=; for w in $@; do echo "<$w>"; done
#### star unquoted with IFS empty
set -- 'a b' 'c d'; IFS=; for w in $*; do echo "<$w>"; done
#### at in assignment joins with space
set -- a b c; IFS=-; x=$@; y="$@"; z=$*; echo "$x|$y|$z"
#### star in here-string
set -- a b c; IFS=/; cat <<< "$*"; cat <<< "$@"
#### at in case word
set -- x y; case "$@" in 'x y') echo joined;; *) echo other;; esac
#### dollar bang before any job
echo "[${!}]"; echo "[${!:-none}]"
