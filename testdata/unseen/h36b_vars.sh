#### BASH_REMATCH after failed match
[[ abc =~ (b)(c) ]]; echo "${BASH_REMATCH[@]}"; [[ xyz =~ (q) ]]; echo "${#BASH_REMATCH[@]} [${BASH_REMATCH[*]}]"
#### BASH_REMATCH optional group unmatched
[[ ac =~ a(b)?c ]]; echo "${#BASH_REMATCH[@]} [${BASH_REMATCH[1]}]"; declare -p BASH_REMATCH
#### BASH_REMATCH is readonly-ish
[[ ab =~ a ]]; BASH_REMATCH=x 2>&1; echo "${BASH_REMATCH[0]}"
#### BASH_REMATCH in function local copy
f() { local s=$1; [[ $s =~ ^([a-z]+)-([0-9]+)$ ]] && echo "${BASH_REMATCH[2]}:${BASH_REMATCH[1]}"; }; f abc-42; echo "${BASH_REMATCH[0]}"
#### PIPESTATUS after compound commands
if false; then :; fi; echo "${PIPESTATUS[@]}"; { true | false; }; echo "${PIPESTATUS[@]}"
#### PIPESTATUS after while loop
while false; do :; done; echo "${PIPESTATUS[@]}"; (exit 3) | { false; }; echo "${PIPESTATUS[@]}"
#### PIPESTATUS after negation
! (exit 2) | (exit 5); echo "$? ${PIPESTATUS[@]}"
#### PIPESTATUS after subshell and group
( exit 7 ); echo "${PIPESTATUS[@]}"; { (exit 8); }; echo "${PIPESTATUS[@]}"
#### PIPESTATUS after arithmetic and test
(( 0 )); echo "${PIPESTATUS[@]}"; [[ -z x ]]; echo "${PIPESTATUS[@]}"
#### PIPESTATUS after assignment
x=$(exit 4); echo "$? ${PIPESTATUS[@]}"
#### PIPESTATUS after for loop with pipeline body
for i in 1; do true | (exit 6); done; echo "${PIPESTATUS[@]}"
#### PIPESTATUS after case
case a in a) false | true;; esac; echo "${PIPESTATUS[@]}"
#### RANDOM seeding reproducible
RANDOM=5; a=$RANDOM; b=$RANDOM; RANDOM=5; c=$RANDOM; [[ $a == "$c" ]] && echo same; echo $a $b
#### RANDOM seed values
for s in 0 1 42 12345; do RANDOM=$s; echo "$s: $RANDOM $RANDOM"; done
#### RANDOM unset loses special meaning
unset RANDOM; RANDOM=5; echo $RANDOM $RANDOM
#### SECONDS assignment arithmetic
SECONDS=100; s=$SECONDS; (( s >= 100 && s < 103 )) && echo ok
#### LINENO in function
f() {
  echo "f line $LINENO"
}
echo "top $LINENO"
f
#### LINENO in trap
trap 'echo "trap at $LINENO"' USR1
echo x
kill -USR1 $$
echo "after $LINENO"
#### LINENO in eval
eval 'echo "e1 $LINENO"
echo "e2 $LINENO"'
echo "main $LINENO"
#### LINENO in ERR trap
trap 'echo "err line $LINENO"' ERR
true
false
echo done
#### FUNCNAME BASH_LINENO nested
a() { b; }
b() { c; }
c() { echo "${FUNCNAME[*]}"; echo "${BASH_LINENO[*]}"; echo "${#BASH_SOURCE[@]}"; }
a
#### FUNCNAME outside function
echo "[${FUNCNAME[*]}] ${#FUNCNAME[@]}"
#### FUNCNAME with recursion
r() { if (( $1 > 0 )); then r $(( $1 - 1 )); else echo "${FUNCNAME[@]}"; fi; }; r 3
#### caller builtin nested
f() { caller 0; caller 1; }
g() { f; }
g
#### EPOCHREALTIME format
[[ $EPOCHREALTIME =~ ^[0-9]+\.[0-9]{6}$ ]] && echo fmt-ok; [[ $EPOCHSECONDS =~ ^[0-9]+$ ]] && echo secs-ok
#### BASHPID differs in subshell
p=$BASHPID; ( [[ $BASHPID != "$p" ]] && echo differs ); [[ $BASHPID == $$ ]] && echo top-same
#### BASH_VERSINFO shape
echo ${#BASH_VERSINFO[@]} ${BASH_VERSINFO[0]}; [[ $BASH_VERSION == "${BASH_VERSINFO[0]}.${BASH_VERSINFO[1]}"* ]] && echo consistent
#### SHLVL increments in child
bash -c 'echo $(( SHLVL - $0 ))' "$SHLVL"
#### BASH_ARGV0 sets dollar zero
BASH_ARGV0=myname; echo $0
#### OPTIND reset and OPTARG
set -- -a x -b; while getopts a:b o; do echo "$o ${OPTARG-none} $OPTIND"; done; OPTIND=1; getopts a: o; echo "$o $OPTARG"
#### IFS default value
printf '%s' "$IFS" | od -An -c | tr -s ' '
#### PPID is a number and readonly
[[ $PPID =~ ^[0-9]+$ ]] && echo num; PPID=1 2>/dev/null; echo st=$?
#### UID EUID readonly
UID=5 2>&1 | sed 's/^.*: //'; [[ $UID == "$EUID" ]] && echo same
#### HOSTNAME and MACHTYPE shapes
[[ -n $HOSTTYPE && -n $OSTYPE ]] && echo set
#### FUNCNAME assignment ignored
f() { FUNCNAME=zz; echo "${FUNCNAME[0]}"; }; f
#### BASH_COMMAND in DEBUG trap
trap 'echo "cmd:$BASH_COMMAND"' DEBUG; x=1; echo hi; trap - DEBUG
#### LINENO in subshell and command substitution
echo "$(echo $LINENO)"
( echo $LINENO )
x=$(
echo $LINENO
); echo "$x"
