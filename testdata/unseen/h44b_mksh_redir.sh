#### ulimit -c 0 works
ulimit -c 0
echo $?
#### redirection order stdout stderr
i=0
d() {
	echo o$i.
	echo e$((i++)). >&2
}
d >a 2>b
echo =1=
cat a
echo =2=
cat b
echo =3=
d 2>&1 >c
echo =4=
cat c
echo =5=
#### ampersand greater redirects both
exec 3>&1
threeout() {
	echo ras
	echo dwa >&2
	echo tri >&3
}
threeout &>foo
echo ===
cat foo
#### three ampersand greater is fd arg plus background syntax
exec 3>&1
threeout() {
	echo ras
	echo dwa >&2
	echo tri >&3
}
threeout 3>foo >&3 2>&3
echo ===
cat foo
#### ampersand double greater appends despite noclobber
echo mir >foo
set -o noclobber
exec 3>&1
threeout() {
	echo ras
	echo dwa >&2
	echo tri >&3
}
threeout &>>foo
echo ===
cat foo
#### ampersand greater fails with noclobber
echo mir >foo
set -o noclobber
threeout() {
	echo ras
	echo dwa >&2
}
threeout &>foo
echo "st $?"
echo ===
cat foo
#### greater pipe overrides noclobber
echo mir >foo
set -o noclobber
echo new >|foo
cat foo
echo x > foo
echo "st $?"
#### noclobber allows dev null
set -C
echo x > /dev/null
echo st $?
#### ampersand greater in function with condition
exec 3>&1
threeout() {
	echo ras
	echo dwa >&2
	echo tri >&3
}
blubb() {
	[[ -e bar ]] && threeout "$bf" &>foo
}
blubb
echo -n >bar
blubb
echo ===
cat foo
#### ampersand greater mid command
:>x; echo 1 "$(bash -c 'echo foo>/dev/null&>x echo bar')" = "$(<x)" .
#### ampersand greater in posix mode
:>x; echo 2 "$(bash -o posix -c 'echo foo>/dev/null&>x echo bar')" = "$(<x)" .
#### set -e and list failing
bash -e -c 'true && false
echo "should not print"'
echo st $?
bash -e -c 'true && true && false
echo "should not print"'
echo st $?
bash -e -c 'false || false
echo "should not print"'
echo st $?
#### long case loop over words
deplibs="-lz -lpng /usr/local/lib/libjpeg.la -ltiff -lm -lX11 -lXext -L/usr/local/lib -lintl"
specialdeplibs="-lgnomeui -ltiff -ljpeg -lpng -lz -lintl"
for deplib in $deplibs; do
	case $deplib in
	-L*)
		new_libs="$deplib $new_libs"
		;;
	*)
		case " $specialdeplibs " in
		*" $deplib "*)
			new_libs="$deplib $new_libs";;
		esac
		;;
	esac
done
echo "$new_libs"
#### set -e ignored in if compound list
set -e
if true; then false && false; fi
if true; then if true; then false && false; fi; fi
if true; then :; elif true; then false && false; fi
echo "st $?"
#### set -e in loop with and-or lists
set -e
for i in 1 2 3
do
	false && false
	true || false
done
echo ok $?
#### set -e bang true pipeline
set -e
! true | false
true
echo ok
#### ERR and EXIT with set -e false
trap 'echo EXIT' EXIT
trap 'echo ERR' ERR
set -e
false
echo DONE
exit 0
#### set -e within comsub honored
echo "[$( set -e; false; echo foo )]"
#### comsub input redirection missing file
var=$(< non-existent)
echo "st $? [$var]"
#### comsub input redirection file
printf 'a\nb\n\n\n' > f
var=$(< f)
echo "[$var]"
echo "[$(<f)]"
#### empty for list
set foo bar baz ; for out in ; do echo $out ; done
echo "st $?"
#### prefix assignment to functions not persisting
function k {
	if [ x$FOO != xbar ]; then
		echo 1
		return 1
	fi
	x=$(env | grep FOO)
	if [ "x$x" != "xFOO=bar" ]; then
		echo 2 "$x"
		return 1;
	fi
	FOO=foo
	return 0
}
b () {
	[ x$FOO != xbar ] && { echo 3; return 1; }
	x=$(env | grep FOO)
	[ "x$x" != "xFOO=bar" ] && { echo 4 "$x"; return 1; }
	FOO=foo
	return 0
}
FOO=bar k; echo "k $? [$FOO]"
FOO=bar b; echo "b $? [$FOO]"
FOO=barbar
FOO=bar k; echo "k $? [$FOO]"
FOO=bar b; echo "b $? [$FOO]"
#### fd above 2 inherited by child
exec 9>&1
bash -c 'echo Fowl >&9'
echo st $?
#### fd 3 duplicated for child read
echo foo >tx
exec 3<tx
bash -c 'read -r s <&3; echo "got $s"'
bash -c 'read -r s <&3; echo "again [$s] $?"'
#### fd dup per command
echo foo >tx
exec 3<tx
bash -c 'read -r s <&4; echo "1 $s"' 4<&3
bash -c 'read -r s <&4; echo "2 [$s]"' 4<&3
#### case inside comsub with parens
echo 1 $(case 1 in (1) echo yes;; (2) echo no;; esac) .
echo 2 $(case 1 in 1) echo yes;; 2) echo no;; esac) .
TEST=1234; echo 3 ${TEST: $(case 1 in (1) echo 1;; (*) echo 2;; esac)} .
TEST=5678; echo 4 ${TEST: $(case 1 in 1) echo 1;; *) echo 2;; esac)} .
a=($(case 1 in (1) echo 1;; (*) echo 2;; esac)); echo 5 ${a[0]} .
a=($(case 1 in 1) echo 1;; *) echo 2;; esac)); echo 6 ${a[0]} .
#### case in comsub within arithmetic
echo 1 $(($(case 1 in (1) echo 1;; (*) echo 2;; esac)+10)) .
echo 2 $(($(case 1 in 1) echo 1;; *) echo 2;; esac)+20)) .
(( a = $(case 1 in (1) echo 1;; (*) echo 2;; esac) )); echo 3 $a .
(( a = $(case 1 in 1) echo 1;; *) echo 2;; esac) )); echo 4 $a .
#### comment with quotes inside comsub
# a comment with " ' \
x=$(
echo yes
# a comment with " ' 
)
echo $x
#### comment with unbalanced paren in comsub
x=$(
echo yes # ) not the end
echo two
)
echo $x
#### comsub with declare base and comment hash
echo $(declare -i x=16#20; echo $x)
echo $(c=1; d=1
declare -i a=36#foo; c=2
declare -i b=36 #foo; d=2
echo $a $b $c $d)
#### declare -f with fallthrough case
x() { case $1 in u) echo x ;;& *) echo $1 ;; esac; }
declare -f x
x u
#### declare -f with case terminators
x() { case $1 in 1) echo eins;& 2) echo zwei ;;& *) echo drei;; esac; }
declare -f x
x 1
#### alias inside function body expanded at definition
shopt -s expand_aliases
alias echo='echo a'
foo() {
	echo moo
	printf '%s\n' "$(echo foo)"
}
declare -f foo
foo
unalias echo
foo
#### declare -f simple command with assignments
f() { vara=1  varb='2  3'  cmd  arg1  $arg2  "$arg3  4"; }
declare -f f
#### declare -f subshell pipeline list
f() { (echo $foo  |  tr -dc 0-9; echo); }
declare -f f
#### declare -f and or lists
f() { cmd  &&  echo ja  ||  echo nein; }
declare -f f
#### declare -f select loop
f() { select  file  in  *;  do  echo  "<$file>" ;  break ;  done; }
declare -f f
#### declare -f time for loop
f() { time  for  i  in  {1,2,3}  ;  do  echo  $i ;  done; }
declare -f f
#### declare -f if bang dbracket elif
f() { if  !  [[  1  =  1  ]]  ;  then  echo eins;  elif [[ 1 = 2 ]]; then echo zwei  ;else echo drei; fi; }
declare -f f
#### declare -f while and until arithmetic
f() { i=1; while (( i < 10 )); do echo $i; let ++i; done; }
g() { i=10; until  (( !--i )) ; do echo $i; done; }
declare -f f g
#### declare -f function keyword and background
function  korn  {  echo eins; echo zwei ;  }
bourne  ()  {  logger *  &  }
declare -f korn bourne
#### declare -f redirections
f() { tr  x  u  0<foo  >>bar; }
g() { sh  1<>/dev/null  0<&1  2>&1; }
declare -f f g
#### declare -f heredocs
f() {
	cat  >|bar  <<'EOFN'
foo
EOFN
}
g() {
	cat  1>bar  <<-EOFI
	foo
	EOFI
}
declare -f f g
#### declare -f comsub and arith
f() { echo $(true) $((1+ 2)) `echo b`; }
declare -f f
#### declare -f quoting
f() {
	echo fo\ob\"a\`r\'b\$az
	echo "fo\ob\"a\`r\'b\$az"
	echo 'fo\ob\"a\`r'\''b\$az'
}
declare -f f
f
#### declare -f pattern in dbracket
f() { [[ ${foo#bl\(u\)b} = @(bar|baz) ]]; }
declare -f f
#### declare -f heredoc in comsub closed by paren
f() {
	x=$(cat <<EOFN
note there must be no space between EOFN and )
EOFN
); echo $x
}
declare -f f
f
#### declare -f append assignments
f() {
	case x in
	x) a+=b; c+=(d e)
	esac
}
declare -f f
f; echo "$a ${c[*]}"
#### declare -f with redirections on compound commands
f() { (echo $foo  |  tr -dc 0-9 >&3; echo >&3) >&3; }
g() { case  $foo  in  1)  echo eins >&3;;  esac >&3; }
h() { i=1; while (( i < 10 )) >&3; do echo $i; let ++i; done >&3; }
declare -f f g h
#### declare -f redirection before command
f() { cmd  >&3 &&  >&3 echo ja  ||  echo >&3 nein; }
declare -f f
#### declare -f for with redirection and time
f() { for  i  in  {1,2,3}  ;  do  time  >&3 echo  $i ;  done >&3; }
declare -f f
#### declare -f if with redirections
f() { if  !  [[  1  =  1  ]]  >&3 ;  then  echo eins;  elif [[ 1 = 2 ]] >&3; then echo zwei  ;else echo drei; fi >&3; }
declare -f f
