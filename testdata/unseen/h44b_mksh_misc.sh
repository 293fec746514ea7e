#### brace group changes current shell vars
set -e
foo=bar
echo "ob $foo ."
{ echo "ib $foo :"; foo=baz; echo "ia $foo :"; }
echo "oa $foo ."
#### comsub does not change outer variables
x=q; e=1; x=$( echo a; e=2; echo x$e); echo 1:y$x,$e,$?.
x=q; e=1; x=$( echo a; exit 3; echo x$e); echo 3:y$x,$e,$?.
#### comsub keeps inner trailing newlines stripped
t=$(printf 'foo\n\n')
declare -p t
t=$(printf 'foo\n\n'; echo x); t=${t%x}
declare -p t
#### comsub of true and empty
echo "[$(true)]$(true)."
#### bang followed by word in noninteractive shell
cat > '!false' <<'END'
echo si
END
chmod +x '!false'
PATH=.:$PATH
!false
echo meow $?
! false
echo = $?
if
! false; then echo foo; else echo bar; fi
#### history expansion off in scripts
echo "hi!" 'a!b' !x
x=!$
echo "$x"
#### set -u matrix
(set -u
try() {
	local v
	eval v=\$$1
	if [[ -n $v ]]; then
		echo $1=nz
	else
		echo $1=zf
	fi
}
x=y
(echo $x)
echo =1
(echo $y)
echo =2
(try x)
echo =3
(try y)
echo =4
(try 0)
echo =5
(try 2)
echo =6
(try)
echo =7
(echo at=$@)
echo =8
(echo asterisk=$*)
echo =9
(echo $?)
echo =10
(echo $!)
echo =11
(echo $#)
echo =14
(mypid=$$; try mypid)
echo =15
) 2>&1
#### set -u with defaults does not error
set -u
echo "${undef-dflt}" "${undef:-d2}" "${undef+alt}"
echo "${#undef}"
echo notreached
#### set -u with array elements
set -u
a=(x)
echo "${a[0]}"
echo "${a[3]}"
echo notreached
#### nameref basics
bar=global
declare -n ir2=bar
declare -n ind=ir2
echo "!ind: ${!ind}"
echo "ind: $ind"
echo "!ir2: ${!ir2}"
echo "ir2: $ir2"
declare +n ind
echo "!ind: ${!ind}"
echo "ind: $ind"
#### nameref to array element
blub=(e1 e2 e3)
declare -n ind=blub
declare -n ir2='blub[2]'
echo "ind[1]: ${ind[1]}"
echo "ir2: $ir2"
ir2=new
echo "${blub[*]}"
#### nameref inside function to local
foo() {
	local bar=lokal baz=auch
	local -n v=bar
	echo entering
	echo "!v: ${!v}"
	echo bar: $bar
	echo v: $v
	v=123
	echo bar: $bar
	echo v: $v
	echo exiting
}
bar=global
echo bar: $bar
foo bar
echo bar: $bar
#### nameref with variable subscript
declare -n foo='bar[i]'
bar=(b c a)
for i in 0 1 2 3; do
	echo $i $foo .
done
#### nameref circular reference
baz() {
	local -n foo=fnord fnord=foo
	foo[0]=bar
}
foo=(bad)
echo sind $foo .
baz
echo blah $foo .
#### nameref self reference
declare -n x=x
echo st $?
#### subshell piped inside if
if ( (echo fubar)|tr u x); then
	echo ja
else
	echo nein
fi
#### comsub starting with subshell
echo $( (echo fubar)|tr u x) $?
x=$( (echo fubar)|tr u x); echo $x $?
#### double paren that is subshell in if
if ((echo fubar)|tr u x); then
	echo ja
else
	echo nein
fi
#### dollar double paren that is comsub
echo $((echo fubar)|tr u x) $?
#### dollar double paren comsub assignment
x=$((echo fubar)|tr u x); echo $x $?
#### double paren subshells both sides
if ((echo fubar)|(tr u x)); then
	echo ja
else
	echo nein
fi
echo $( (echo fubar)|(tr u x)) $?
#### double paren with quotes in subshell
( (echo 'fo	o$bar' "baz\$bla\"" m\$eh) | tr a A)
((echo 'fo	o$bar' "baz\$bla\"" m\$eh) | tr a A)
#### echo -n and -e escapes
echo -n 'foo\x40bar'
echo -e '\tbaz'
echo 'a\tb'
#### echo in posix mode with xpg_echo
shopt -s xpg_echo
echo 'a\tb\x40'
echo -e 'c\x41'
echo -n 'no\c'
echo 'x\cy'
echo
#### echo escapes via bash -c
bash -c 'echo -n 1=\\x40$1; echo -e \\x2E' -- foo bar
bash -o posix -c 'echo -n 2=\\x40$1; echo -e \\x2E' -- foo bar
#### echo option parsing corner cases
echo -- a
echo -nx b
echo -en 'c\n'
echo -E 'd\n'
echo - e
#### getopts silent mode unknown option
set -- -a -a -x
while getopts :a optc; do
    echo "OPTARG=$OPTARG, OPTIND=$OPTIND, optc=$optc."
done
echo done
#### getopts option argument and unknown
set -- -a Mary -x
while getopts a: optc; do
    echo "OPTARG=$OPTARG, OPTIND=$OPTIND, optc=$optc."
done
echo done
#### getopts unsets OPTARG
set -- -x arg -y
getopts x:y opt && echo "${OPTARG-unset}"
getopts x:y opt && echo "${OPTARG-unset}"
#### getopts missing argument silent and loud
set -- -a
getopts :a: c; echo "$? $c [$OPTARG]"
OPTIND=1
getopts a: c; echo "$? $c [${OPTARG-unset}]"
#### getopts with explicit args and double dash
getopts ab: c -b val rest; echo "$c $OPTARG $OPTIND"
OPTIND=1
set -- -- -a
getopts a c; echo "$? $c $OPTIND"
#### getopts combined option with attached arg
set -- -abfoo -c
while getopts ab:c o; do echo "$o [${OPTARG-}]"; done
echo "OPTIND=$OPTIND"
#### test paren bang -e
test \( ! -e \) ; echo $?
test \(  -e \) ; echo $?
test ! -e  ; echo $?
test  -e  ; echo $?
#### test with three and four args
test ! -n x; echo $?
test ! ! x; echo $?
test x = x -a y; echo $?
test \( x \) = x; echo $?
test -z; echo $?
#### case with fallthrough terminators
case 'b' in
  a) echo a ;;
  b) echo b ;;
  c) echo c ;;
  *) echo x ;;
esac
echo =
case 'b' in
  a) echo a ;&
  b) echo b ;&
  c) echo c ;&
  *) echo x ;&
esac
echo =
case 'b' in
  a) echo a ;;&
  b) echo b ;;&
  c) echo c ;;&
  *) echo x ;;&
esac
#### case with brace and esac patterns
i=0
for value in 'x' '}' 'esac' '{'; do
	echo -n "$((++i))($value)bourne "
	case $value in
	}) echo brace ;;
	esac) echo esac ;;
	\{) echo open ;;
	*) echo no ;;
	esac
done
#### case esac as pattern after paren
case esac in (esac) echo matched;; esac
case in in in) echo in-in;; esac
#### command shift in function
snc() {
	echo "before	1='$1' 2='$2'"
	shift
	echo "after	1='$1' 2='$2'"
}
swc() {
	echo "before	1='$1' 2='$2'"
	command shift
	echo "after	1='$1' 2='$2'"
}
snc 一 二
swc 一 二
#### command set positional
showargs() { for s_arg in "$@"; do echo -n "<$s_arg> "; done; echo .; }
showargs 1 "$@"
set -- foo bar baz
showargs 2 "$@"
command set -- miau 'meow nyao'
showargs 3 "$@"
#### command readonly does not exit
exec 2>/dev/null
bash -c 'readonly v; export v=foo || echo ok'
echo ef=$?
bash -c 'readonly v; command export v=foo || echo ok'
echo en=$?
bash -c 'readonly v; readonly v=foo || echo ok'
echo rf=$?
bash -c 'readonly v; command readonly v=foo || echo ok'
echo rn=$?
#### posix mode readonly export exits
exec 2>/dev/null
bash -o posix -c 'readonly v; export v=foo || echo ok'
echo ef=$?
bash -o posix -c 'readonly v; command export v=foo || echo ok'
echo en=$?
#### dot script with set and shift
cat >test.sh <<\END
set -- one two
shift
for s_arg in "$#" "$@"; do echo -n "<$s_arg> "; done; echo .
END
bash -c '. ./test.sh' dummy oh dear this is not good
echo =
bash -c 'command . ./test.sh' dummy oh dear
#### dot script with arguments restores positionals
echo 'echo "in: $# $*"; shift' > s.sh
set -- a b c
. ./s.sh x y
echo "out: $# $*"
. ./s.sh
echo "out2: $# $*"
#### command -v and -V priorities
alias foo="bar baz"
bar() { :; }
for word in 'if' 'foo' 'bar' 'set' 'true'; do
	command -v "$word"
	command -V "$word"
done
#### command -pv and -pV
bar() { :; }
command -pv bar
command -pV set
command -pv true
#### alias with glob characters in name
alias '[ab]=:'
alias '[ab]'
command -v '[ab]'
command -V '[ab]'
#### command -v for relative path command
mkdir mrr
:>mrr/miau
chmod +x mrr/miau
PATH=mrr
case $(command -v miau) in
(mrr/miau) echo relative ;;
($PWD/mrr/miau) echo ok ;;
(*) echo other ;;
esac
#### type output for several kinds
alias foo="bar baz"
bar() { :; }
type if foo bar set cd
type -t if foo bar set cd nosuch_cmd_xyz
echo $?
#### declare -p of string with control characters
s=$'\001\a\b\t\n\v\f\r\E x'
declare -p s
#### string built by appending in loop
s=
i=0
while (( ++i < 10 )); do
	s+=$i
done
echo "$s"
#### xtrace in comsub pipeline does not redirect early
cat > fakebash <<'END'
echo 'GNU bash, version 2.05b.0(1)-release (i386-ecce-mirbsd10)
Copyright (C) 2002 Free Software Foundation, Inc.'
END
bash -xc 'foo=$(bash ./fakebash --version 2>&1 | sed q); echo "=$foo="' 2>/dev/null
#### xtrace with PS4 comsub
f() { echo -n "(f:$-)"; }
PS4='[$(f)] '
echo "(o0:${-/B})"
set -x
echo "(o1)"
set +x
echo "(o2:${-/B})"
#### function shares shell flags
foo() {
	set +f
	set -e
	echo 2 "${-/B}" .
}
set -fh
echo 1 "${-/B}" .
foo
echo 3 "${-/B}" .
#### function keyword shares shell flags in bash
function foo {
	set +f
	echo 2 "${-/B}" .
}
set -f
echo 1 "${-/B}" .
foo
echo 3 "${-/B}" .
#### base64-ish decode loop with case
dec() {
	local c s="$*" t=
	local -i i=0 n=${#s} v x p=0 o
	while (( i < n )); do
		c=${s:(i++):1}
		case $c in
		(=)	break ;;
		([A-Z])	v=$(( $(printf '%d' "'$c") - 65 )) ;;
		([a-z])	v=$(( $(printf '%d' "'$c") - 71 )) ;;
		([0-9])	v=$(( $(printf '%d' "'$c") + 4 )) ;;
		(+)	v=62 ;;
		(/)	v=63 ;;
		(*)	continue ;;
		esac
		(( x = (x << 6) | v ))
		case $((p++)) in
		(0)	continue ;;
		(1)	(( o = (x >> 4) & 255 )) ;;
		(2)	(( o = (x >> 2) & 255 )) ;;
		(3)	(( o = x & 255 ))
			p=0
			;;
		esac
		t=$t\\x$(printf %x $o)
	done
	printf "$t\n"
}
dec aGVsbG8gd29ybGQ=
#### printf char code conversion
printf '%d %d %d\n' "'a" '"b' "'"
printf '%x\n' "'A"
#### tr in here string in comsub
x=$(tr z r <<<baz); echo $x
#### realpath style cd with double slash
cd //
pwd
cd ///
pwd
cd /
pwd
#### cd with dot dot and pwd -P
mkdir -p d1/d2
ln -s d1/d2 lnk
cd lnk
pwd | sed "s|$HOME|H|"
cd ..
pwd | sed "s|$HOME|H|"
cd lnk; cd -P ..
pwd | sed "s|$HOME|H|"
#### cd into file and missing dir
:>file
cd file; echo $?
cd nix; echo $?
cd file/; echo $?
