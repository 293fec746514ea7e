#### integer base zero is an error
declare -i i
i=3
i=0#4
echo $i st=$?
#### integer multiple bases is an error
declare -i i
i=3
i=2#110#11
echo $i st=$?
#### integer invalid digit for base
declare -i i
i=3#4
echo st=$? $i
echo $((3#4)); echo st=$?
#### integer missing number after base
declare -i i
i=3
i=2#
echo $i st=$?
echo $((2#)) st=$?
#### integer base assignments with declare -i
declare -i m
m=3#10
echo $m
n=2#11
declare -i n
echo $n
n=2#11
echo $n
let p=8#12
echo $p
#### integer base arithmetic in expression
declare -i aa
aa=1+12#10+2
echo $aa
declare -i bb
bb=1+$aa
echo $bb
bb=$aa
echo $bb
#### integer let on non-integer var keeps attributes
xx=20
let xx=10
declare -p xx
declare -i a=10
declare -i a=20
echo $a
#### integer tilde assignment and subscript side effect
declare -i j=3
j='~3'
echo $j
declare -i k=1
x[k=k+1]=3
echo $k
declare -i l
for l in 1 2+3 4; do echo $l; done
#### integer empty assignment is zero
declare -i i
i=
echo "[$i]"
i=' '
echo "[$i]"
#### integer base in arithmetic assignment
echo $(( zz = 8#100 ))
echo $zz
#### integer base 36 and 64
echo 1:$((36#109AZ)).
echo 2:$((36#109az)).
echo 3:$((64#@_)). $((64#zZ)) $((37#Z)) $((62#Z))
#### integer leading zero octal and hex
echo :$((10))/$((010)),$((0x10)),$((0X1f)):
echo $((08)); echo st=$?
#### integer base one and base over 64
echo 1:$((1#1))0.; echo st=$?
echo $((65#1)); echo st=$?
#### integer base 2 to 36 loop
i=1
while (( ++i <= 36 )); do
	eval 'echo -n '$i':$(('$i'#10)).'
done
echo
#### integer arithmetic span 64 bit
echo s:$((9223372036854775807+1)).$(((9223372036854775807*2)+1)).$(((9223372036854775807*2)+2)).
echo $((2147483647+1)) $(((2147483647*2)+1))
#### lineno basic and assignment
echo A $LINENO
echo B $LINENO
LINENO=20
echo C $LINENO
echo D $LINENO
#### lineno in sourced file
printf 'echo dot A $LINENO\necho dot B $LINENO\nLINENO=20\necho dot C $LINENO\n' > dotfile
echo A $LINENO
echo B $LINENO
. ./dotfile
echo after $LINENO
#### lineno in function
echo A $LINENO
echo B $LINENO
bar() {
    echo func A $LINENO
    echo func B $LINENO
}
bar
echo C $LINENO
#### lineno unset loses magic
printf 'echo dot A $LINENO\necho dot B $LINENO\n' > dotfile
unset LINENO
echo A $LINENO
echo B $LINENO
bar() {
    echo func A $LINENO
    echo func B $LINENO
}
bar
. ./dotfile
echo C $LINENO
#### lineno unset then reused
printf 'echo dot A $LINENO\necho dot B $LINENO\n' > dotfile
unset LINENO
LINENO=3
echo A $LINENO
echo B $LINENO
bar() {
    echo func A $LINENO
}
bar
. ./dotfile
echo C $LINENO
#### lineno in ERR trap
fail() {
	echo "line <$1>"
	exit 1
}
trap 'fail $LINENO' INT ERR
false
#### lineno in eval
echo $LINENO
echo $LINENO
eval '	echo $LINENO
	echo $LINENO
	echo $LINENO'
echo $LINENO
#### lineno in multiline command and comsub
echo "a
b $LINENO"
x=$(
echo $LINENO
)
echo $x $LINENO
#### unknown trap signal names
(
trap "echo trap 1 executed" UNKNOWNSIGNAL || echo "foo"
echo =1
trap "echo trap 2 executed" UNKNOWNSIGNAL EXIT 999999 FNORD
echo = $?
) 2>&1
#### trap listing and reset
trap 'echo bye' EXIT
trap 'echo int' INT
trap
trap - INT
trap -p
trap '' TERM
trap -p TERM
#### read default IFS trailing space
echo "A B " > IN
unset x y z
read x y z < IN
echo 1: "x[$x] y[$y] z[$z]"
echo 1a: ${z-z not set}
read x < IN
echo 2: "x[$x]"
#### read IFS backslash splitting of words
showargs() { printf %s "$1"; shift; for s_arg in "$@"; do printf ' [%s]' "$s_arg"; done; echo; }
(IFS=\\ a=\<\\\>; showargs 3 $a)
(IFS=: b=\<:\>; showargs 4 $b)
#### read IFS backslash without -r
showargs() { printf %s "$1"; shift; for s_arg in "$@"; do printf ' [%s]' "$s_arg"; done; echo; }
printf '%s\n' '<\>' | (IFS=\\ read f g; showargs 5 "$f" "$g")
printf '%s\n' '<\\>' | (IFS=\\ read f g; showargs 6 "$f" "$g")
printf '<\\\n>\n' | (IFS=\\ read f g; showargs 7 "$f" "$g")
printf '%s\n' '<\>' | (IFS=\\ read f; showargs 8 "$f")
printf '%s\n' '<\\>' | (IFS=\\ read f; showargs 9 "$f")
printf '<\\\n>\n' | (IFS=\\ read f; showargs 10 "$f")
#### read IFS backslash with -r
showargs() { printf %s "$1"; shift; for s_arg in "$@"; do printf ' [%s]' "$s_arg"; done; echo; }
printf '%s\n' '<\>' | (IFS=\\ read -r f g; showargs 11 "$f" "$g")
printf '%s\n' '<\\>' | (IFS=\\ read -r f g; showargs 12 "$f" "$g")
printf '<\\\n>\n' | (IFS=\\ read -r f g; showargs 13 "$f" "$g")
printf '%s\n' '<\>' | (IFS=\\ read -r f; showargs 14 "$f")
printf '%s\n' '<\\>' | (IFS=\\ read -r f; showargs 15 "$f")
printf '<\\\n>\n' | (IFS=\\ read -r f; showargs 16 "$f")
#### read IFS colon without -r
showargs() { printf %s "$1"; shift; for s_arg in "$@"; do printf ' [%s]' "$s_arg"; done; echo; }
printf '%s\n' '<:>' | (IFS=: read f g; showargs 17 "$f" "$g")
printf '%s\n' '<::>' | (IFS=: read f g; showargs 18 "$f" "$g")
printf '<:\n>\n' | (IFS=: read f g; showargs 19 "$f" "$g")
printf '%s\n' '<:>' | (IFS=: read f; showargs 20 "$f")
printf '%s\n' '<::>' | (IFS=: read f; showargs 21 "$f")
printf '<:\n>\n' | (IFS=: read f; showargs 22 "$f")
#### read IFS colon with -r
showargs() { printf %s "$1"; shift; for s_arg in "$@"; do printf ' [%s]' "$s_arg"; done; echo; }
printf '%s\n' '<:>' | (IFS=: read -r f g; showargs 23 "$f" "$g")
printf '%s\n' '<::>' | (IFS=: read -r f g; showargs 24 "$f" "$g")
printf '<:\n>\n' | (IFS=: read -r f g; showargs 25 "$f" "$g")
printf '%s\n' '<::>' | (IFS=: read -r f; showargs 27 "$f")
#### read into REPLY
echo "abc" > IN
read < IN
echo "[$REPLY]"
echo "  lead  trail  " > IN
read < IN; echo "[$REPLY]"
read -r x < IN; echo "[$x]"
#### read in loop shares input with inner read
printf 'foo bar\nbaz\nblah\n' > foo
while read a b c; do
	read d
	break
done <foo
echo "<$a|$b|$c><$d>"
#### read -d empty delimiter
emit() {
	printf 'foo bar\tbaz\nblah \0blub\tblech\nmyok meck \0'
}
emit | while IFS= read -d "" foo; do printf '%s\n' "<$foo>"; done
emit | while read -d "" foo; do printf '%s\n' "<$foo>"; done
emit | while read -d "eh?" foo; do printf '%s\n' "<$foo>"; done
#### read -n and -N and -a
printf 'foo\nbar\n' >x1
printf x >x2
printf 'foo\\ bar baz\n' >x3
x1a=u; read x1a <x1
x1b=u; read -N 100 x1b <x1; r1b=$?
x2a=u; read x2a <x2; r2a=$?
x2b=u; read -N2 x2b <x2; r2b=$?
x2c=u; read -n2 x2c <x2; r2c=$?
x3a=u; read -a x3a <x3
echo "x1a=<$x1a>"
echo "x1b=$r1b<$x1b>"
echo "x2a=$r2a<$x2a>"
echo "x2b=$r2b<$x2b>"
echo "x2c=$r2c<$x2c>"
echo "x3a=<${x3a[0]}|${x3a[1]}|${x3a[2]}>"
#### unclosed bracket is literal in words
echo foo[
n=bar
echo "hi[ $n ]=1"
echo a]b [ ] [[x
#### assignment prefix PATH used for command search
mkdir Y
cat > Y/xxxscript << END
#!/bin/sh
PATH=\$OLDPATH
echo hi
exit 0
END
chmod a+rx Y/xxxscript
export OLDPATH="$PATH"
PATH=$PWD/Y xxxscript
echo st=$?
xxxscript; echo st=$?
#### parenthesis inside comsub
echo $(echo \( )
echo $(echo "(" )
echo $(echo ')' ")" \))
echo $(case x in x) echo c1;; esac)
echo $(case x in (x) echo c2;; esac)
#### continue in for loop with condition
first=yes
for i in a b c ; do
	if [ $i = b ] ; then
		if [ $first = no ] ; then
			echo 'continue in for loop broken'
			break
		fi
		first=no
		continue
	fi
done
echo bye
#### set with failing comsub status
set -- `false`
echo rv=$?
set -o posix
set -- `false`
echo rv=$?
x=`false`; echo rv=$?
x=`false` y=1; echo rv=$?
#### longest prefix trim to last slash
x=/foo/bar/blah
echo ${x##*/} ${x#*/} ${x%/*} ${x%%/*}x
#### dquoted backquote with escaped quotes
x="foo	bar"
echo "`echo \"$x\"`"
echo "`echo "$x"`"
#### pipeline with writer to exited reader
echo A line of text that will be duplicated quite a number of times.> t1
cat t1 t1 t1 t1  t1 t1 t1 t1  t1 t1 t1 t1  t1 t1 t1 t1  > t2
cat t2 t2 t2 t2  t2 t2 t2 t2  t2 t2 t2 t2  t2 t2 t2 t2  > t1
(: ; cat t1 2>/dev/null) | true
echo ${PIPESTATUS[1]}
#### command not found redirected in subshell
(you/should/not/see/this/error/1) 2> /dev/null
you/should/not/see/this/error/2 2> /dev/null
echo st=$?
true
#### type of missing command
type does/not/exist > /dev/null 2>&1
echo 1: $?
echo 2: $(type does/not/exist 2>/dev/null | wc -l)
echo 3: $(type -p does/not/exist cat | wc -l)
command -v does/not/exist; echo 4: $?
#### trim does not change variable
printf 'root:asdjhasdasjhs:0:1:Root:/:/bin/sh\n' > data
read x < data
y=$x
echo ${x%%:*}
echo $x
#### dot of missing file is fatal in posix mode only
. does/not/exist
echo st=$?
set -o posix
. does/not/exist
echo notreached
#### quoted trim in dquotes
x=foo/bar
echo "${x%/*}"
echo "${x#*/}" "${x/\//-}"
#### backslash question in case pattern
case -x in
-\?)	echo fail
esac
case -? in
-\?)	echo ok
esac
case '-\x' in
-\\?)	echo ok2
esac
#### nested escaped backquotes
echo `echo hi \`echo there\` folks`
echo `echo a \`echo b \\\`echo c\\\`\``
#### nested subshells with double close paren
( : ; ( : ; echo hi))
((echo a); (echo b))
#### read line leaves rest for cat in while
(echo a; echo b) | while read x ; do
    echo $x
    cat > /dev/null
done
#### read reads lines with pipeline inside loop
printf 'a\nb\n' | {
a=
while [ "$a" != xxx ] ; do
    last=$x
    read x
    cat /dev/null | sed 's/x/y/'
    a=x$a
done
echo $last
}
#### dot of missing file in script exits
printf '. does/not/exist\necho hi\n' > s.sh
bash s.sh; echo st=$?
bash --posix s.sh; echo st=$?
#### dotted name assignment is a command
a.x=1 echo hi
echo st=$?
#### alias for keyword and words in loop
shopt -s expand_aliases
alias a='for ' b='i in'
a b hi ; do echo $i ; done
#### brace in parameter name is bad substitution
echo ${a{b}}
echo st=$?
#### read at eof returns status and sets last line
printf 'a A aA\nb B Bb\nc' | {
a= ret=
while [ "$a" != xxx ] ; do
    read x y z
    ret=$?
    a=x$a
done
echo "[$x]"
echo $ret
}
#### read at eof sets vars to null
printf 'a A Aa\nb B Bb\n' | {
a=
while [ "$a" != xxx ] ; do
    read x y z
    a=x$a
done
echo 1: ${x-x not set} ${y-y not set} ${z-z not set}
echo 2: ${x:+x not null} ${y:+y not null} ${z:+z not null}
}
#### umask prints leading zero
umask 022
umask 222
umask
umask -S
umask 7; umask
#### nested function definition with heredocs
f1() {
	cat <<- END
		F1
	END
	f2() {
		cat <<- END
			F2
		END
	}
}
f1
f2
unset -f f1
f2
declare -F
