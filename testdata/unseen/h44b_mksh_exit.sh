#### status preserved in subshell include and ERR trap
(exit 1)

echo blank: $?

(exit 2)
(echo subshell: $?)

echo 'echo include: $?' > foo
(exit 3)
. ./foo

trap 'echo trap: $?' ERR
(exit 4)
echo exit: $?
#### status visible in comsub
(exit 5)
echo "$(echo c: $?)"
(exit 6)
x=`echo b: $?`; echo "$x"
#### test -e and -f on nested file
mkdir a
echo x >a/b
test -e a/b; echo 1e $? .
test -f a/b; echo 1f $? .
test -d a; echo 1d $? .
test -f a; echo 1fd $? .
#### qmark with empty word is silent but fails
unset foo
x=
echo x${foo?$x}
echo notreached
#### qmark with word message
unset foo
echo ${foo?custom message here}
echo notreached
#### qmark colon on empty
foo=
echo ${foo:?}
echo notreached
#### qmark on set empty without colon passes
foo=
echo "[${foo?}]"
#### bad substitution 1x in bash -c
bash -c 'echo ${1x}'
echo RETVAL: $?
#### bad substitution in double quotes
bash -c 'echo "${1x}"'
echo RETVAL: $?
#### positional qmark messages
bash -c 'echo ${1?}'
echo RETVAL: $?
bash -c 'echo ${19?}'
echo RETVAL: $?
#### bang qmark unset
bash -c 'echo ${!:?}'
echo RETVAL: $?
#### star qmark with set -u
bash -u -c 'echo ${*:?}' foo ""
echo RETVAL: $?
bash -c 'echo ${*:?}' foo
echo RETVAL: $?
bash -c 'echo ${@:?empty}' foo
echo RETVAL: $?
#### dash contains c for bash -c
bash -c 'case $- in *c*) echo hasc;; *) echo noc;; esac'
#### tilde after equals in assignment words and args
HOME=/sweet
echo ${A=a=}~ b=~ c=d~ ~
export e=~ f=d~
command command export g=~ h=d~
echo ". $e . $f ."
echo ". $g . $h ."
#### tilde after colon in assignment
HOME=/sweet
x=~:a:~/b:c~
echo "$x"
y=a:~
echo "$y"
#### tilde in posix mode assignment words
HOME=/sweet
set -o posix
echo b=~ c=d~ ~
export e=~
echo "$e"
#### declare with glob-like value
:>'c=a'
declare c=[ab]
:>'d=a'
x=declare; $x d=[ab]
echo "<$c>" "<$d>"
#### tilde plus and minus
HOME=/sweet
mkdir sub
wd=$PWD
cd sub
plus=$(echo ~+)
minus=$(echo ~-)
[[ $plus = "$wd/sub" ]]; echo one $? .
[[ $minus = "$wd" ]]; echo two $? .
echo ~
#### export of positional with embedded equals
showargs() { for s_arg in "$@"; do echo -n "<$s_arg> "; done; echo .; }
set "1 b=2" "3 d=4"
export a=$1 \c=$2
showargs 1 "$a" "$b" "$c" "$d"
#### export with quoted name and tilde
showargs() { for s_arg in "$@"; do echo -n "<$s_arg> "; done; echo .; }
HOME=/tmp/h
export \a=~ b=~
command export c=~
builtin export d=~
showargs 2 "$a" "$b" "$c" "$d"
#### export word splitting of unquoted name
showargs() { for s_arg in "$@"; do echo -n "<$s_arg> "; done; echo .; }
set "1 b=2"
export \a=$1
showargs 6 "$a" "$b"
unset a b
showargs 5 a=$1
#### command echo with tilde assignment looking arg
HOME=/tmp/h
command echo 10 a=~
echo a=~ x:~
#### export via variable name
echo 'echo "<$foo>"' >bar
bash bar
var=foo
export $var=1
bash bar
HOME=/tmp/h
export $var=~
bash bar
#### command dash dash export
HOME=/tmp/h
command -- export a=~
echo "$a"
var=export; command $var b=~
echo "$b"
#### local and readonly tilde
HOME=/tmp/h
f() { local lcl=~ l2=$1; echo "$lcl" "$l2"; }
f "1 b=2"
readonly ro=~:~
echo "$ro"
declare -a bla
declare bla[1]=~:~
echo "${bla[1]}"
#### arbitrary string then equals tilde
HOME=/tmp/h
echo "20 some arbitrary stuff "=~
echo x=~
echo =~
#### set -ex with failing and-list
set -ex
false && echo something
echo END
#### set -e inside if and-list
set -ex
if true; then
	false && echo something
fi
echo END
#### ERR and EXIT trap on failed cd
trap 'echo EXIT' EXIT
trap 'echo ERR' ERR
set -e
cd /XXXXX 2>/dev/null
echo DONE
exit 0
#### set -e and-list inside if
set -e
echo pre
if true ; then
	false && echo foo
fi
echo bar
#### set -e continue 2 in function
set -e
foo() {
	while [ "$1" ]; do
		for E in $x; do
			[ "$1" = "$E" ] && { shift ; continue 2 ; }
		done
		x="$x $1"
		shift
	done
	echo $x
}
echo pre
foo a b b c
echo post
#### set -e function ending in failing and-list
set -e
bla() {
	[ -x $PWD/nonexistant ] && $PWD/nonexistant
}
echo x
bla
echo y$?
#### set -e function return used in or-list
set -e
_db_cmd() { return $1; }
db_input() { _db_cmd 30; }
db_go() { _db_cmd 0; }
db_input || :
db_go
echo fine
exit 0
#### set -e bang pipeline
set -e
! false | false
echo 1 ok
! false && false
echo 2 wrong
#### set -e negated false does not exit
set -e
! true
echo survived
! false
echo survived2
#### eval false or true under set -e
set -e
eval false || true
echo = $? .
#### set -e inside eval
bash -c 'eval '\''echo ${-//[!eh]}; false; echo phantom e'\''; echo x$?'
echo = $?
bash -ec 'eval '\''echo ${-//[!eh]}; false; echo phantom e'\''; echo x$?'
echo = $?
#### exit status 126 and 127 for scripts
i=0
(echo; echo :) >x
bash ./x >/dev/null 2>&1; r=$?; echo $((i++)) $r .
bash -c ./x >/dev/null 2>&1; r=$?; echo $((i++)) $r .
echo exit 42 >x
bash ./x >/dev/null 2>&1; r=$?; echo $((i++)) $r .
bash -c ./x >/dev/null 2>&1; r=$?; echo $((i++)) $r .
rm -f x
bash ./x >/dev/null 2>&1; r=$?; echo $((i++)) $r .
bash -c ./x >/dev/null 2>&1; r=$?; echo $((i++)) $r .
#### nonexecutable and missing command messages
echo 'echo hi' > scr
./scr
echo $?
./missing
echo $?
nosuchcommand_xyz
echo $?
#### eval versus substitution exit codes
(exit 12)
eval $(false)
echo A $?
(exit 12)
eval ' $(false)'
echo B $?
(exit 12)
eval " $(false)"
echo C $?
(exit 12)
eval "eval $(false)"
echo D $?
(exit 12)
eval 'eval '"$(false)"
echo E $?
#### eval of only IFS chars and status
IFS="$IFS:"
(exit 12)
eval $(echo :; false)
echo F $?
echo -n "G "
(exit 12)
eval 'echo $?'
echo H $?
#### empty eval resets status
(exit 3)
eval
echo $?
(exit 3)
eval ''
echo $?
#### exit without arg in EXIT trap keeps status
trap 'echo hi; exit' EXIT
exit 9
#### exit with arg in EXIT trap overrides
trap 'echo hi; exit 4' EXIT
exit 9
#### ERR and EXIT traps with set -e eval false
cat > x <<'END'
trap 'echo EXtrap' EXIT
trap 'echo ERtrap' ERR
set $1
echo "and run $2"
eval $2
echo and out
END
bash x -e true; echo = $?
bash x -e false; echo = $?
bash x +e false; echo = $?
#### ERR and EXIT traps with unset variable qmark
cat > xu <<'END'
v=; unset v
trap 'echo EXtrap' EXIT
trap 'echo ERtrap' ERR
set $1
echo 'and run ${v?}'
${v?}
echo and out
END
bash xu -e 2>&1; echo = $?
bash xu +e 2>&1; echo = $?
#### ERR trap plain false with and without -e
cat > xf <<'END'
trap 'echo EXtrap' EXIT
trap 'echo ERtrap' ERR
set $1
false
echo and out
END
bash xf -e; echo = $?
bash xf +e; echo = $?
#### EXIT trap in function comsub subshell
fkt() {
	trap -- "echo $1 >&2" EXIT
}
fkt shell_exit
$(fkt fn_exit)
$(trap -- "echo comsub_exit >&2" EXIT)
(trap -- "echo subshell_exit >&2" EXIT)
#### EXIT trap in comsub output captured
x=$(trap 'echo bye' EXIT; echo hi)
echo "[$x]"
#### test string less and greater
test 2005/10/08 '<' 2005/08/21 && echo ja || echo nein
test 2005/08/21 \< 2005/10/08 && echo ja || echo nein
test 2005/10/08 '>' 2005/08/21 && echo ja || echo nein
test 2005/08/21 \> 2005/10/08 && echo ja || echo nein
#### dbracket string less
[[ abc < abd ]] && echo lt
[[ b > a ]] && echo gt
[[ 10 < 9 ]] && echo strlt
#### dbracket pattern and quoted pattern matrix
shopt -s extglob
one() {
	n=$1 x=$2 y=$3 z=${4:-$3}
	[[ $x = $y ]]; a=$?
	[[ $x = "$y" ]]; b=$?
	eval '[[ $x = '"$z"' ]]; c=$?'
	eval '[[ $x = "'"$z"'" ]]; d=$?'
	echo $n $a $b $c $d .
}
x='a\'
[[ $x = a\  ]]; echo 01 $? .
[[ $x = a\\ ]]; echo 02 $? .
one 03 'a\'	'a\'	'a\\'
one 04 'a\b'	'a\b'
one 05 'a\b'	'a\\b'
one 06 'foo'	'f+(o)'
one 07 'f+(o)'	'f+(o)'
one 08 'f+(o'	'f+(o'	'f+\(o'
one 09 foo	'f+(o'	'f+\(o'
one 10 abcde	'a\*e'
one 11 'a*e'	'a\*e'
one 12 'a\*e'	'a\*e'
#### test parenthesized dash f equals dash f
test \( -f = -f \)
echo $?
test -f = -f
echo $?
[ \( x \) ]
echo $?
#### test -o option name
test -o errexit; echo $?
set -e
test -o errexit; echo $?
[ -o errexit ]; echo $?
[[ -o errexit ]]; echo $?
set +e
test -o nosuchopt; echo $?
[[ -o nosuchopt ]]; echo $?
#### test -o as binary or
test -o -o -o; echo $?
test "" -o x; echo $?
test "" -o ""; echo $?
[ -o errexit -o -o nounset ]; echo $?
#### dbracket -v on variables and arrays
i=0
[[ -v a ]]
rv=$?; echo $((++i)) $rv
a=
[[ -v a ]]
rv=$?; echo $((++i)) $rv
unset a
[[ -v a ]]
rv=$?; echo $((++i)) $rv
a=x
[[ -v a ]]
rv=$?; echo $((++i)) $rv
declare -n b=a
[[ -v b ]]
rv=$?; echo $((++i)) $rv
unset a
[[ -v b ]]
rv=$?; echo $((++i)) $rv
x[1]=y
[[ -v x ]]
rv=$?; echo $((++i)) $rv
[[ -v x[0] ]]
rv=$?; echo $((++i)) $rv
[[ -v x[1] ]]
rv=$?; echo $((++i)) $rv
[[ -v x[2] ]]
rv=$?; echo $((++i)) $rv
#### dbracket -v with star subscript
x=(a b)
[[ -v x[*] ]]; echo $?
[[ -v x[@] ]]; echo $?
unset x
[[ -v x[@] ]]; echo $?
#### test -v builtin form
y=1
test -v y; echo $?
test -v zz; echo $?
[ -v y ]; echo $?
#### single bracket short forms
i=0
[ -n $x ]
rv=$?; echo $((++i)) $rv
[ $x ]
rv=$?; echo $((++i)) $rv
[ -n "$x" ]
rv=$?; echo $((++i)) $rv
[ "$x" ]
rv=$?; echo $((++i)) $rv
x=0
[ -n $x ]
rv=$?; echo $((++i)) $rv
[ $x ]
rv=$?; echo $((++i)) $rv
x='1 -a 1 = 2'
[ -n $x ]
rv=$?; echo $((++i)) $rv
[ $x ]
rv=$?; echo $((++i)) $rv
[ -n "$x" ]
rv=$?; echo $((++i)) $rv
[ "$x" ]
rv=$?; echo $((++i)) $rv
#### double bracket short forms
i=0
[[ -n $x ]]
rv=$?; echo $((++i)) $rv
[[ $x ]]
rv=$?; echo $((++i)) $rv
[[ "$x" ]]
rv=$?; echo $((++i)) $rv
x=0
[[ $x ]]
rv=$?; echo $((++i)) $rv
x='1 -a 1 = 2'
[[ -n $x ]]
rv=$?; echo $((++i)) $rv
[[ $x ]]
rv=$?; echo $((++i)) $rv
#### test numeric eq with bad numbers
tst() {
	eval "$2"
	case $? in
	(0) echo yepp 0 \#"$*" ;;
	(1) echo nope 1 \#"$*" ;;
	(2) echo terr 2 \#"$*" ;;
	(*) echo wtf\? $? \#"$*" ;;
	esac
}
tst 1 'test 2 -eq 2'
tst 2 'test 2 -eq 2a'
tst 3 'test 2 -eq 3'
tst 4 'test 2 -ne 2'
tst 5 'test 2 -ne 2a'
tst 6 'test 2 -ne 3'
tst 7 'test \! 2 -eq 2'
tst 8 'test \! 2 -eq 2a'
tst 9 'test \! 2 -eq 3'
#### test numeric with spaces and signs
test ' 2 ' -eq 2; echo $?
test -2 -lt 1; echo $?
test +3 -eq 3; echo $?
test '' -eq 0; echo $?
[[ 2a -eq 2 ]]; echo $?
[[ 1+1 -eq 2 ]]; echo $?
#### braceexpand option toggling
echo {a,b,c}
set +o braceexpand
echo {a,b,c}
[[ -o braceexpand ]] && echo brex || echo nobrex
set -o braceexpand
echo {a,b,c}
set +B
echo {x,y}
set -B
echo {x,y}
#### set +o output restores options
t() {
	[[ -o noclobber ]]; a=$?
	[[ -o pipefail ]]; b=$?
	echo $((++i)) $a $b .
}
set -o noclobber
set +o pipefail
t
x=$(set +o)
set +o noclobber
set -o pipefail
t
eval "$x"
t
#### set -o listing format
set -o pipefail
set -o | grep -E '^(pipefail|noclobber|errexit)'
set +o | grep -E ' (pipefail|noclobber|errexit)$'
