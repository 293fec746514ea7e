#### comsub inside while read loop keeps reading
(echo abcdef; echo; echo 123) |
    while read line
    do
      c=`echo $line | wc -c`
      echo $c
    done
#### comsub with dollar-paren inside while read
printf '%s\n' one two three | while read l; do n=$(echo "$l" | tr a-z A-Z); echo "$n"; done
#### set -e ignores if while || && conditions
set -e
if false; then echo hi ; fi
false || true
false && true
while false; do echo hi; done
until true; do echo never; done
! true
echo ok
#### set -e exits on last of || list failing
set -e
true && false || false
echo notreached
#### set -e backquote false in echo arg does not exit
set -e
echo `false; echo hi` x
echo $?
#### set -e missing file redirection in comsub
set -e
echo "[$(<this-file-does-not-exist)]"
echo $?
#### set -e assignment from failing comsub exits
set -e
x=$(false)
echo notreached
#### set -e assignment from failing comsub with command continues
set -e
echo $(false) still
echo $?
#### backquote comsub starting with newline
foo=`
echo bar`
echo "($foo)"
#### dollar comsub starting with newline and comment
foo=$(
# a comment
echo bar
)
echo "($foo)"
#### readonly var as command prefix assignment
foo=bar
readonly foo
foo=stuff env | grep '^foo'
echo status $?
#### readonly var prefix to builtin
readonly r=1
r=2 true
echo "after $? $r"
#### redirection before subshell
echo hello > f
< f (sed 's/^/X/')
#### redirection before brace group
echo hello > f
< f { read a; echo "got $a"; }
#### output redirection before subshell
> out (echo inside)
cat out
#### assignments with brackets not globbed
touch a1 a2
FOO=*[12]
BAR=abc[
MORE=[abc]
JUNK=a[bc
echo "<$FOO>"
echo "<$BAR>"
echo "<$MORE>"
echo "<$JUNK>"
#### assignment with glob unquoted expansion globs
touch a1 a2
FOO=a[12]
echo $FOO
echo "$FOO"
#### alias expansion in backquote comsub
shopt -s expand_aliases
alias x='echo hi'
FOO="`x` "
echo "[$FOO]"
x
#### alias spanning two lines
shopt -s expand_aliases
alias x='echo hi;
echo there'
x
echo done
#### alias ending in semicolon then args
shopt -s expand_aliases
alias foo='echo hi ; '
foo
foo echo there
#### alias trailing space expands next word
shopt -s expand_aliases
alias foo='echo ' bar='hello'
foo bar
foo foo bar
#### unset params with attributes in declare listing
unset FOO BAR
echo X$FOO
export BAR
declare -i BLAH
declare -p BAR BLAH
set | grep -c '^BLAH'
#### set allows both -o and +o
set a b c
set -o noglob +o allexport
echo A: $*, *
set +o noglob
case $- in *f*) echo f;; *) echo nof;; esac
#### glob in redirection target
echo stuff > abc
sed 's/^/X /' < ab*
sed 's/^/X /' < ab* | sed 's/^/Y /'
#### glob in redirection target ambiguous
echo a > ab1; echo b > ab2
cat < ab*
echo status $?
#### getopts in functions shares OPTIND
bfunc() {
    echo bfunc: enter "(args: $*; OPTIND=$OPTIND)"
    while getopts B oc; do
	case $oc in
	  (B) echo bfunc: B option ;;
	  (*) echo bfunc: odd option "($oc)" ;;
	esac
    done
    echo bfunc: leave
}
set -- -f -b -k -l
echo "line 1: OPTIND=$OPTIND"
getopts kbfl optc
echo "line 2: ret=$?, optc=$optc, OPTIND=$OPTIND"
bfunc -BBB blah
echo "line 3: OPTIND=$OPTIND"
getopts kbfl optc
echo "line 4: ret=$?, optc=$optc, OPTIND=$OPTIND"
#### getopts in function with local OPTIND
kfunc() {
    local OPTIND=1
    echo kfunc: enter "(args: $*; OPTIND=$OPTIND)"
    while getopts K oc; do
	case $oc in
	  (K) echo kfunc: K option ;;
	  (*) echo kfunc: odd option "($oc)" ;;
	esac
    done
    echo kfunc: leave $OPTIND
}
set -- -f -b -k -l
getopts kbfl optc
echo "ret=$?, optc=$optc, OPTIND=$OPTIND"
kfunc -KKK blah
echo "OPTIND=$OPTIND"
getopts kbfl optc
echo "ret=$?, optc=$optc, OPTIND=$OPTIND"
#### getopts grouped options then reset
OPTIND=1
set -- -fbkl
getopts kbfl optc
echo "1: ret=$?, optc=$optc, OPTIND=$OPTIND"
getopts kbfl optc
echo "2: ret=$?, optc=$optc, OPTIND=$OPTIND"
OPTIND=1
getopts kbfl optc
echo "3: ret=$?, optc=$optc, OPTIND=$OPTIND"
#### no semicolon before then after dparen
if (( 1 )) then
    echo ok dparen
fi
#### no semicolon before then after dbracket
if [[ -n 1 ]] then
    echo ok dbrackets
fi
#### no semicolon before do after dparen
i=0
while (( i < 2 )) do echo $i; ((i++)); done
#### no semicolon before do after brace group
for x in 1; do { echo in; } done
if { true; } then echo yes; fi
#### colon percent is bad substitution
x=fooXbarXblah
echo 1 ${x%X*}
echo 2 ${x:%X*}
echo 3 after
#### prefix and suffix strips
x=fooXbarXblah
echo 1 ${x%X*}
echo 3 ${x%%X*}
echo 5 ${x#*X}
echo 7 ${x##*X}
#### declare -i array element listing
declare -ai xxx
xxx[1]=2+5
declare -p xxx
#### trap exit lowercase name
trap 'echo hi' exit
trap exit 1
#### trap on EXIT then exit with status
trap 'echo trapped $?' EXIT
exit 3
#### sparse array count
a[12]=hi
a[8]=there
echo ${#a[*]}
echo ${!a[*]}
#### exit default status is previous command
(true; exit)
echo A $?
(false; exit)
echo B $?
( (exit 103) ; exit)
echo C $?
#### exit in function default status
f() { (exit 7); exit; }
(f)
echo $?
#### EXIT trap in subshell
trap 'echo parent exit' EXIT
echo start
(echo A; echo A last)
echo B
(echo C; trap 'echo sub exit' EXIT; echo C last)
echo parent last
#### EXIT trap not inherited by subshell
trap 'echo parent exit' EXIT
( echo sub; exit 2 )
echo "st $?"
#### test nt ot with missing files
matrix() {
	local a b c d e f g h
	test a -nt b; a=$?
	test b -nt a; b=$?
	test a -ot b; c=$?
	test b -ot a; d=$?
	test a -nt a; e=$?
	test b -nt b; f=$?
	test a -ot a; g=$?
	test b -ot b; h=$?
	echo $1 $a $b $c $d / $e $f $g $h .
}
matrix a
:>a
matrix b
touch -d '2001-01-01 00:00:00' a
:>b
matrix c
rm a
matrix e
#### test nt ot with dated files
touch -d '2000-01-01 00:00:00' old
touch -d '2010-01-01 00:00:00' new
[ new -nt old ] && echo nt
[ old -ot new ] && echo ot
[[ new -ot old ]] || echo notot
#### export and readonly listing
FNORD_A=1
FNORD_B=2
FNORD_C=3
FNORD_D=4
FNORD_E=5
declare -i FNORD_E
export FNORD_C FNORD_D
readonly FNORD_B FNORD_D
export -p | grep FNORD
echo ==
readonly -p | grep FNORD
echo ==
declare -p FNORD_A FNORD_B FNORD_C FNORD_D FNORD_E
#### declare -p array
fnord=(42 23)
declare -p fnord
#### break and then command on same line
for s in s; do break; done; echo after
#### common arithmetic operators
echo 1 $(( a = 5 )) .
echo 2 $(( ++a )) , $(( a++ )) , $(( a )) .
echo 3 $(( --a )) , $(( a-- )) , $(( a )) .
echo 4 $(( a == 5 )) , $(( a == 6 )) .
echo 5 $(( a != 5 )) , $(( a != 6 )) .
echo 6 $(( a *= 3 )) .
echo 7 $(( a /= 5 )) .
echo 8 $(( a %= 2 )) .
echo 9 $(( a += 9 )) .
echo 10 $(( a -= 4 )) .
echo 11 $(( a <<= 1 )) .
echo 12 $(( a >>= 1 )) .
echo 13 $(( a &= 4 )) .
echo 14 $(( a ^= a )) .
echo 15 $(( a |= 5 )) .
#### arithmetic comparison and logic operators
echo 16 $(( 5 << 1 )) .
echo 17 $(( 5 >> 1 )) .
echo 18 $(( 5 <= 6 )) , $(( 5 <= 5 )) , $(( 5 <= 4 )) .
echo 19 $(( 5 >= 6 )) , $(( 5 >= 5 )) , $(( 5 >= 4 )) .
echo 20 $(( 5 < 6 )) , $(( 5 < 5 )) , $(( 5 < 4 )) .
echo 21 $(( 5 > 6 )) , $(( 5 > 5 )) , $(( 5 > 4 )) .
echo 22 $(( 0 && 0 )) , $(( 0 && 1 )) , $(( 1 && 0 )) , $(( 1 && 1 )) .
echo 23 $(( 0 || 0 )) , $(( 0 || 1 )) , $(( 1 || 0 )) , $(( 1 || 1 )) .
#### arithmetic multiplicative and bit operators
echo 24 $(( 5 * 3 )) .
echo 25 $(( 7 / 2 )) .
echo 26 $(( 5 % 5 )) , $(( 5 % 4 )) , $(( 5 % 1 )) , $(( 5 % -1 )) , $(( 5 % -2 )) .
echo 27 $(( 5 + 2 )) , $(( 5 + 0 )) , $(( 5 + -2 )) .
echo 28 $(( 5 - 2 )) , $(( 5 - 0 )) , $(( 5 - -2 )) .
echo 29 $(( 6 & 4 )) , $(( 6 & 8 )) .
echo 30 $(( 4 ^ 2 )) , $(( 4 ^ 4 )) .
echo 31 $(( 4 | 2 )) , $(( 4 | 4 )) , $(( 4 | 0 )) .
echo 32 $(( 0 ? 1 : 2 )) , $(( 3 ? 4 : 5 )) .
echo 33 $(( 5 , 2 , 3 )) .
echo 34 $(( ~0 )) , $(( ~1 )) , $(( ~~1 )) , $(( ~~2 )) .
echo 35 $(( !0 )) , $(( !1 )) , $(( !!1 )) , $(( !!2 )) .
echo 36 $(( (5) )) .
#### arithmetic negative modulo and division
echo $(( -7 / 2 )) $(( -7 % 2 )) $(( 7 % -3 )) $(( -7 % -3 ))
#### arithmetic shift by large count
echo $(( 1 << 63 )) $(( 1 << 64 )) $(( -8 >> 1 ))
#### arithmetic power
echo $(( 2 ** 10 )) $(( 3 ** 0 )) $(( (-2) ** 3 ))
echo $(( 2 ** -1 ))
echo status $?
#### allexport exports later assignments
qa=1
set -a
qc=4
qd=(5 6)
export -p | grep ' q'
#### readonly assignment aborts non-interactive shell
bash -c 'readonly u; u=x; echo $? $u .' || echo aborted, $?
#### readonly unset fails with status
bash -c 'u=x; readonly u; unset u; echo $? $u .' || echo aborted, $?
#### readonly then export with value
bash -c 'readonly foo; export foo=a; echo $?' || echo aborted, $?
#### getopts twice on one option
set -- -a b; getopts a c; echo $? $c .; getopts a c; echo $? $c .
#### getopts into readonly variable
readonly c; set -- -a b; getopts a c; echo $? $c .
#### read into readonly variable
readonly s; echo y | { read s; echo $? $s .; }
echo after
#### readonly array element assignment
arr=(foo bar)
readonly arr
arr=baz
echo "${arr[@]}"
arr[1]=x
echo "${arr[@]}"
#### readonly idempotent
readonly x=1
readonly x
echo $? $x
#### lone ampersand syntax error
 &
echo notreached
#### lone semicolon syntax error
;
echo notreached
#### backslash newline inside parameter name
abc=2
echo ${ab\
c}
#### backslash newline in heredoc delimiter word
cat << EN\
D
hi
END
#### backslash newline at end of heredoc
cat << END
hi
EN\
D
echo after
#### multiple assignments see earlier ones
FOO=abc
FOO=123 BAR=$FOO
echo $BAR
#### multi assign with command uses current values
X=a Y=b; X=$Y Y=$X bash -c 'echo 1 $X $Y .'; echo 2 $X $Y .
unset X Y Z
X=a Y=${X=b} Z=$X bash -c 'echo 3 $Z .'
unset X Y Z
X=a Y=${X=b} Z=$X; echo 4 $Z .
#### multi assign no command
X=a Y=b; X=$Y Y=$X; echo 1 $X $Y .
#### default assign in prefix assignment persists
unset X Y Z
Z=a Y=${X:=b} bash -c 'echo +$X+ +$Y+ +$Z+'
echo /$X/
unset X Y Z
X= Y=${X:=b} bash -c 'echo +$X+ +$Y+'
echo /$X/
#### exec with prefix assignment and no command persists
FOO=bar exec
echo "[$FOO]"
#### exec with assignment env
FOO=bar exec env | grep '^FOO='
#### prefix assignments to function calls
f() { a=2; }; g() { b=3; echo y$c-; }; a=1 f; b=2; c=1 g
echo x$a-$b- z$c-
#### prefix assignment to function visible in function only
f() { echo "in $v"; }
v=outer
v=inner f
echo "out $v"
#### exec of function in subshell
foo() { echo two; }
(exec foo)
echo "st $?"
#### exec of builtin in subshell
(exec echo one)
echo st $?
#### quoted default inside double quotes
echo "${foo:-"a"}*"
echo "${foo:-'a'}*"
echo ${foo:-"a b"}
#### prefix strip with space
foo='a cdef'
echo ${foo#a c}
#### prefix strip with dollar star pattern
set a c
x='a cdef'
echo ${x#$*}
echo ${x#"$*"}
#### bare colon parameter is bad substitution
echo ${:}
echo notreached
#### substring of dollar star
set 0 1 2
echo ${*:0}
echo ${*:2}
echo ${@:1:1}
#### substring of array star
foo=(0 a b)
echo ${foo[*]:0}
echo ${foo[*]:1:1}
#### dollar star plus alternative with IFS
foo() {
	echo "<$*> X${*:+ }X"
}
foo a b
foo "" c
foo ""
foo "" ""
IFS=:
foo a b
foo "" c
foo ""
foo "" ""
IFS=
foo a b
foo "" c
foo ""
foo "" ""
#### array subscript evaluation order
i=1 x= y=
A=(abc def GHI j G k)
echo ${A[x=(i+=1)]#${A[y=(i+=2)]}}
echo $x $y
#### lazy evaluation of alternate value
unset var
i=42
: ${var+${q[i=777]}}
echo 1=$i
var=meow
i=42
: ${var+${q[i=777]}}
echo 2=$i
unset var
i=42
: ${var#${q[i=777]}}
echo 3=$i
#### set -v echoes lines
set -v
echo ${x:-v}
set +v
echo done
#### while loop status after continue and break
i=x
while [ $i != xxx ] ; do
    i=x$i
    if [ $i = xxx ] ; then
	false
	continue
    fi
done
echo loop1=$?
i=x
while [ $i != xxx ] ; do
    i=x$i
    if [ $i = xxx ] ; then
	false
	break
    fi
done
echo loop2=$?
i=x
while [ $i != xxx ] ; do
    i=x$i
    false
done
echo loop3=$?
#### for and until loop status
for i in 1 2; do false; done
echo for=$?
for i in; do false; done
echo empty=$?
until true; do :; done
echo until=$?
#### blank lines keep status
(exit 1)
echo $?
(exit 1)

echo $?
