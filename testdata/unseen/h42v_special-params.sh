#### dollar star unquoted vs quoted
set -- 'a b' c ''
printf '<%s>' $*; echo
printf '<%s>' "$*"; echo
#### dollar at quoted keeps empties
set -- 'a b' '' c
printf '<%s>' "$@"; echo
printf '<%s>' $@; echo
#### dollar at with prefix and suffix
set -- x y
printf '<%s>' "pre$@post"; echo
set --
printf '<%s>' "pre$@post"; echo
#### dollar at empty list vanishes
set --
printf '<%s>' "$@" end; echo
printf '<%s>' "${@}" end; echo
#### dollar star IFS first char
set -- a b c
IFS=':,'
echo "$*"
x="$*"; echo "$x"
#### dollar at in assignment joins with space
set -- a b c
IFS=:
x=$@
echo "$x"
y="$@"
echo "$y"
#### dollar star in assignment
set -- a b c
IFS=:
x=$*
echo "$x"
#### dollar hash
set -- 1 2 3 4 5 6 7 8 9 10 11
echo $# ${11} $11
shift 3; echo $#
#### dollar hash in function
f() { echo $#; }
f a b
f
set -- q; f "$@" "$@"
#### dollar question after various
true; echo $?
false; echo $?
(exit 300); echo $?
! true; echo $?
x=$(exit 4); echo $?
#### dollar question after assignment with cmdsub
x=$(false) y=1
echo $?
x=$(false) true
echo $?
#### dollar question after empty command
false
$(true)
echo $?
false
``
echo $?
#### dollar question in arithmetic
false
echo $(( $? + 10 ))
#### dollar dash contents
echo "$-" | tr -d ms
set -e; set -u
case $- in *e*u*|*u*e*) echo eu;; esac
set +eu
#### dollar dash with options
set -f
case $- in *f*) echo noglob;; esac
set -x 2>/dev/null
case $- in *x*) echo xtrace;; esac
set +x 2>/dev/null
#### dollar dash flags h and B
echo "$-" | grep -o '[hB]' | tr -d '\n'; echo
set +h +B
echo "$-" | grep -c '[hB]'
#### dollar dollar same in subshell
a=$$
b=$(echo $$)
( c=$$; [ "$a" = "$c" ] && echo sub-same )
[ "$a" = "$b" ] && echo cs-same
#### dollar bang after background
sleep 0 &
p=$!
wait $p
echo "status=$?"
[ "$p" = "$!" ] && echo bang-stable
#### dollar bang unset before any job
echo "[${!-none}]"
#### dollar zero in script from stdin
echo "$0"
#### dollar zero in function and sourced file
f() { echo "$0"; }
f
echo 'echo "src $0"' > s.sh
. ./s.sh
#### dollar zero with bash -c
bash -c 'echo $0 $1' myname arg1
bash -c 'echo $0'
#### underscore after simple command
echo a b c >/dev/null
echo "$_"
#### underscore after assignment only
true last
x=5
echo "$_"
#### underscore after command with assignment prefix
x=1 true arg
echo "$_"
#### underscore after function call
f() { :; }
f one two
echo "$_"
#### underscore inside function
f() { echo "in:$_"; }
f q r
#### underscore after compound commands
echo word1
if true; then :; fi
echo "$_"
for i in a b; do :; done
echo "$_"
#### underscore after double brackets
echo zz >/dev/null
[[ -n foo ]]
echo "$_"
(( 1 + 2 ))
echo "$_"
#### underscore after expansion of array
arr=(x y z)
echo "${arr[@]}" >/dev/null
echo "$_"
#### underscore after subshell and pipeline
echo one >/dev/null
( echo two >/dev/null )
echo "$_"
echo three | cat >/dev/null
echo "$_"
#### underscore in environment of child
echo hi >/dev/null
env | grep '^_=' | sed 's|=.*/|=DIR/|'
#### underscore after declare
declare -a q=(1 2)
echo "$_"
local_test() { local v=3; echo "$_"; }
local_test
#### underscore after empty expansion
echo x >/dev/null
$empty
echo "[$_]"
#### underscore assign
_=custom
echo "$_"
#### positional beyond nine
set -- a b c d e f g h i j k
echo "$10 ${10} ${11}"
#### shift errors
set -- a b
shift 3 2>&1
echo "st=$? $#"
shift -1 2>&1
echo "st=$?"
#### set -- resets
set -- a b c
set --
echo "$# [$*]"
#### dollar at with IFS empty
set -- a b c
IFS=
echo "$*"
printf '<%s>' $*; echo
printf '<%s>' $@; echo
#### dollar star unquoted with IFS empty splits
set -- 'a b' c
IFS=
printf '<%s>' $*; echo
#### parameters in double quoted array subscript
set -- 'x y' z
a=("$@")
echo "${#a[@]} ${a[0]}"
a=("$*")
echo "${#a[@]} ${a[0]}"
#### length of special params
set -- abc de
echo "${#@} ${#*} ${#1}"
#### dollar at slice
set -- a b c d e
echo "${@:2:2}"
echo "${@:0:2}" | sed 's/^[^ ]*/ZERO/'
echo "${*: -2}"
#### dollar question in trap
trap 'echo "trap saw $?"' EXIT
(exit 5)
#### dollar question after failed redirection
echo hi > /nonexistent/x 2>/dev/null
echo $?
#### dollar question after command not found
nosuchcmd 2>/dev/null
echo $?
./ 2>/dev/null
echo $?
#### dollar question after return in function
f() { return 12; }
f; echo $?
g() { false; return; }
g; echo $?
#### special params cannot be assigned
1=x 2>&1
echo "st=$?"
#### dollar hash cannot be assigned
(#=3) 2>&1 || echo failed
#### dollar at in here-doc
set -- a b
cat <<END
[$@] [$*] [$#]
END
#### dollar star in case word
set -- a b
case "$*" in "a b") echo match;; esac
#### dollar at in for loop default
set -- 'one two' three
for w; do echo "<$w>"; done
#### dollar underscore at script start
echo "${_##*/}" | grep -c . 
