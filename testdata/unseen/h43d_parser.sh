#### invert subshell pipeline
! ( echo hello | grep h >/dev/null 2>&1 ); echo $?
! echo hello | grep h >/dev/null 2>&1 ; echo $?
#### invert simple commands
! true ; echo $?
! false; echo $?
! (false) ; echo $?
! (true); echo $?
#### invert applies to whole pipeline
! true | false ; echo $?
! false | true ; echo $?
! (true | false) ; echo $?
! (false | true) ; echo $?
#### invert bare bang and double bang
!
echo $?
! !
echo $?
#### invert repeated bangs
! true
echo $?
! ! true
echo $?
! ! ! true
echo $?
#### invert with time keyword
time ! echo a 2>/dev/null
echo $?
#### invert before time
{ ! time echo a; } 2>/dev/null
echo $?
#### invert does not trigger errexit
set -e
! true
echo still here
! false
echo and here
#### invert of function status
f() { return 3; }
! f; echo $?
#### invert inside and-or list
! false && echo yes
! true || echo no
#### time with no command in function
tfunc()
{
	time
}
type tfunc
#### time time nested keeps status
{ time time echo a; } 2>/dev/null
echo $?
{ time -p time echo a; } 2>/dev/null
echo $?
{ time -p -- echo b; } 2>/dev/null
echo $?
#### time status of failing pipeline
{ time false; } 2>/dev/null; echo $?
{ time ! false; } 2>/dev/null; echo $?
#### precedence and-or left associative
Say() { echo -n "$*"; }
Truth() { Say $1; return 0; }
False() { Say $1; return 1; }
for t1 in 'Truth 1' 'False 1'; do
  for t2 in 'Truth 2' 'False 2'; do
    out=$($t1 && $t2 || Say 3); echo "$t1/$t2 -> $out"
  done
done
#### precedence or then and
Say() { echo -n "$*"; }
Truth() { Say $1; return 0; }
False() { Say $1; return 1; }
for t1 in 'Truth 1' 'False 1'; do
  for t2 in 'Truth 2' 'False 2'; do
    out=$($t1 || $t2 && Say 3); echo "$t1/$t2 -> $out"
  done
done
#### precedence with subshell grouping
Say() { echo -n "$*"; }
Truth() { Say $1; return 0; }
False() { Say $1; return 1; }
echo "$( ( Truth 1 && False 2 ) || Say 3 )"
echo "$( Truth 1 || ( False 2 && Say 3 ) )"
echo "$( False 1 || ( Truth 2 && Say 3 ) )"
echo "$( ( False 1 || Truth 2 ) && Say 3 )"
#### precedence eval built command strings
Say() { echo -n "$*"; }
Truth() { Say $1; return 0; }
False() { Say $1; return 1; }
cmd1='$open $test1 && $test2 $close || $test3'
test1='False 1' test2='Truth 2' test3='Say 3'
open='(' close=')'
eval cmd=\""$cmd1"\"
echo "$cmd"
echo "[$(eval "$cmd")]"
#### precedence pipe binds tighter than and
echo a | tr a b && echo c | tr c d
false | true && echo ok
true | false || echo failed
#### precedence semicolon and background
{ echo one; false; } && echo two; echo three
#### parser eval array then continued line
eval "array=(foo bar)" ; echo AAA\
AAA
echo ${array[1]}
#### parser for with invalid name
for invalid-name in a b c; do echo error; done
echo "status $?"
#### parser for with no in list uses positionals
set --
for i; do echo; done; echo in
set -- x y
for i; do echo in $i; done
for i do echo in $i; done
#### parser select with no positionals does nothing
set --
select i; do echo; done; echo in
select i do echo in; done; echo in
#### parser case esac as pattern
case x in esac) echo done; esac
echo "status $?"
#### parser case word in and pattern in
case in in in) echo in; esac
#### parser case do as pattern is an error
eval 'case in do do) echo in; esac'
echo "status $?"
#### parser posix for as function name error
eval 'for()
{
echo function for;
}'
echo "status $?"
#### parser for named for
for for in for; do echo in; echo done; done
#### parser arithmetic for with do and braces
for (( i = 0; i < 3; i++ )) do echo $i ; done
for (( i = 0; i < 2; i++ )) { echo b$i ; }
#### parser alias of two words not applied to case pattern
shopt -s expand_aliases
alias foo='two words'
foo_word='foo'
case "$foo_word"
in
	foo) echo "ok 1";;
esac
#### posix2 empty and unset defaults
empty=""
echo "[${empty:-ok}] [${empty-bad}] [${unsetvar-ok}]"
unset empty
echo "[${empty-ok}]"
#### posix2 set double dash
set -- -Z
echo "x$1"
set --
echo $#
#### posix2 IFS splitting on slash
names=one/good/three
IFS=/
set $names lose
echo "$2 $#"
#### posix2 script with no args expands at-sign to nothing
cat > c1 <<'END'
echo $#
set -- "$@"
echo $#
END
bash c1
#### posix2 sh -c positional
bash -c 'echo $1' csh good
bash -c 'echo $0' zero
bash -c 'echo ${10}' 0  1 2 3 4 5 6 7 8 9 ten 11
#### posix2 parameter removal ops
a=abc_def_ghi
echo "${a%_*} ${a%%_*} ${a#*_} ${a##*_}"
#### posix2 export with value and arithmetic
export a=value; echo $?
a=5; echo "$(( ($a+1)/2 ))"
#### posix2 OPTIND initial and getopts
echo $OPTIND
getopts a: store -a aoptval
echo "$OPTIND $store $OPTARG"
#### posix2 set quotes values
SQUOTE="'"
VTILDE='~'
VHASH=ab#cd
VHASH2=#abcd
VSP='a b'
VEMPTY=
set | grep -E '^(SQUOTE|VTILDE|VHASH|VHASH2|VSP|VEMPTY)='
#### posix2 case esac patterns
case esac in (foo|esac) echo 1;; *) echo bad ;; esac
case esac in foo|esac) echo 2;; *) echo bad ;; esac
eval 'case esac in (esac) echo 3;; *) echo bad;; esac'
#### posix2 case unparenthesized esac pattern is an error
eval 'case esac in esac) echo four;; *) echo other;; esac'
echo "status $?"
#### posixpipe bang after pipe is an error
eval 'true | ! false'
echo "status $?"
