#### positional params and shift
set -- a b c
echo $# $1
shift
echo $# $1
shift 2
echo $#
#### shift too many
set -- a
shift 2; echo st=$?
echo $#
#### special params
set -- x y
echo "$#" "$*" "$@"
f() { echo "$0" | grep -c bash >/dev/null; echo $#; }
f 1 2 3
#### dollar star with IFS
set -- a b c
IFS=-
echo "$*"
IFS=
echo "$*"
#### dollar at in quotes with empty
set -- '' a ''
printf '[%s]\n' "$@"
printf '%s\n' $# 
#### dollar star unquoted splits
set -- 'a b' c
printf '[%s]\n' $*
#### parameter default forms
unset u; e=
echo ${u-dash} ${e-dash} ${u:-cdash} ${e:-cdash}
echo ${u+plus} ${e+plus} ${e:+cplus}
#### parameter assign default
unset u
echo ${u=val} $u
echo ${e:=filled} $e
#### parameter error
unset u
( echo ${u?is unset} ) 2>&1 | sed 's/^.*line [0-9]*: //'
( : ${u:?} ) 2>&1 | sed 's/^.*line [0-9]*: //'
#### length and trimming
x=foo.tar.gz
echo ${#x} ${x%.*} ${x%%.*} ${x#*.} ${x##*.}
#### arithmetic expansion posix
x=5
echo $((x * 2)) $(( (x + 1) / 2 )) $((x % 3))
#### here doc with quoted delimiter
x=v
cat <<'END2'
$x `cmd`
END2
cat <<END2
$x
END2
#### here doc with tab strip
cat <<-END2
	tabbed
	END2
#### tilde expansion
HOME=/hh
echo ~ ~/x x~ "~"
#### field splitting with IFS whitespace and non whitespace
IFS=' :'
x='a : b::c'
printf '[%s]\n' $x
#### quote removal
echo 'a'"b"\c
echo "\$" "\`" "\"" "\\" "\a"
#### pathname expansion with no match stays
echo nomatch_zz*
#### command substitution posix forms
echo $(echo a) `echo b`
#### exit status of pipeline and not
! true | true; echo $?
#### readonly
readonly r=1
r=2 2>/dev/null; echo st=$?
echo $r
#### export and env
export E1=val
sh -c 'echo $E1'
#### unset variable and function
x=1; unset x; echo "[${x-unset}]"
f() { :; }; unset -f f; type f >/dev/null 2>&1 || echo gone
#### set -u
bash -c 'set -u; echo $nope' 2>&1; echo st=$?
#### set -e in list
bash -c 'set -e; false || true; echo survived; false; echo no' ; echo st=$?
#### dot command with args
echo 'echo "sourced $1"' > dot.sh
. ./dot.sh arg
#### eval with quotes
eval 'x="a b"'; echo "$x"
#### trap exit
bash -c 'trap "echo bye" EXIT; echo hi'
#### getopts loop
set -- -a -b val rest
while getopts ab: opt; do echo "$opt ${OPTARG-}"; done
shift $((OPTIND - 1)); echo "$@"
#### case and while posix
i=0
while [ $i -lt 3 ]; do case $i in 1) echo one;; *) echo other;; esac; i=$((i+1)); done
#### command -v posix
command -v echo; command -v cd
#### IFS empty no split
IFS=
x='a b'
printf '[%s]\n' $x
#### assignment before special builtin persists
x=1 : ; echo "x=${x-}"
#### assignment before regular builtin does not persist
unset y
y=2 true; echo "y=${y-unset}"
#### read with IFS
echo 'a:b:c' | { IFS=: read -r x y z; echo "$x-$y-$z"; }
#### printf posix
printf '%s-%d-%5s|%-5s|\n' str 42 r l
printf '%x %o %c\n' 255 8 zebra
#### ifs split of positional params unquoted
set -- 'a b' 'c'
for x in $@; do echo "[$x]"; done
#### dollar at empty in quotes produces nothing
set --
printf '[%s]\n' "$@" x
#### star and at with IFS unset
unset IFS
set -- 'a b' c
echo "$*"
#### nested parameter expansions
x=abc
echo ${x:+${x%c}} ${nope:-${x#a}}
#### arithmetic with variables unset
unset n
echo $((n + 1))
#### pattern removal with glob chars
x='a*b*c'
echo ${x#*\*} ${x%\**}
#### word splitting of result of arithmetic
IFS=1
echo $((111 + 0))
#### here doc with backslash continuation
cat <<END2
line \
joined
END2
#### here doc with dollar escaped
cat <<END2
\$x \\ \`
END2
#### command sub exit in posix mode
set -o posix
x=$(exit 5); echo $?
#### subshell traps reset
trap 'echo parent-trap' EXIT
( echo in-sub )
trap - EXIT
#### special builtin error in posix mode exits
bash -c 'set -o posix; readonly r=1; r=2; echo after' 2>&1; echo st=$?
#### while read with IFS whitespace trimming
printf '  lead trail  \n' | { read -r l; echo "[$l]"; }
printf '  lead trail  \n' | { IFS= read -r l; echo "[$l]"; }
#### umask output
umask 022; umask; umask -S
#### cd and PWD OLDPWD
cd /tmp; cd /; echo "$PWD $OLDPWD"; cd - >/dev/null; echo $PWD
#### exit in function inside subshell
( f() { exit 4; }; f; echo no ); echo st=$?
#### kill 0 signal test
kill -0 $$ && echo alive
#### times builtin format
times | wc -l
#### tp lastpipe
shopt -s lastpipe
echo val | read v; echo "[$v]"
#### tp lastpipe with set -m off and while
shopt -s lastpipe
n=0; printf '1\n2\n' | while read l; do n=$((n+1)); done; echo $n
#### tp LINENO in various places
echo $LINENO
f() {
  echo $LINENO
}
f
x=$(echo $LINENO)
echo $x
#### tp LINENO in heredoc and arith
cat <<END2
$LINENO
END2
echo $(( LINENO + 0 ))
#### tp unicode case
case é in é) echo accent;; esac
case é in ?) echo one-char;; esac
#### tp cd .. and PWD
cd /tmp; mkdir -p a/b; cd a/b; cd ..; echo ${PWD##*/}
#### tp shift in function doesn't affect global
set -- a b c
f() { shift; echo $#; }
f x y; echo $#
#### tp echo of $((1<<63))
echo $((1<<63)) $((1<<64))
#### tp test -z no args
[ -z ]; echo $?
#### tp printf with missing conversion
printf '%z\n' 2>&1; echo st=$?
#### tp IFS whitespace trailing
IFS=' '; x='a b  '; set -- $x; echo $#
#### tp read with delimiter empty
printf 'a\0b\0' | { read -d '' x; echo $x; }
#### tp multiple assignments left to right
a=1 b=$a; echo $b
x=5; x=1 y=$x; echo $y
#### tp assignment in command prefix not visible
x=1; x=2 eval 'echo $x'; echo $x
