#### case fallthrough with ;&
case foo in
bar)	echo skip ;;
foo)	echo fallthrough ;&
bax)	echo to here ;&
qux)	echo and here;;
fop)	echo but not here;;
esac
#### case continue testing with ;;&
case foobar in
bar)	echo skip ;;
foo*)	echo retest ;;&
*bar)	echo and match ;;&
qux)	echo but not this ;;
esac
#### fallthrough in last clause
case a in
a)	echo no more clauses;&
esac
echo "st=$?"
#### patterns are expanded only until match
x=0 y=1
case 1 in
  $((y=0)) ) ;;
  $((x=1)) ) ;&
  $((x=2)) ) echo $x.$y ;;
esac
#### arithmetic error on readonly in pattern
readonly xx=1
case 1 in $((xx++)) ) echo hi1 ;; *) echo hi2; esac
echo ${xx}.$?
#### empty bracket expression from variable
var=
case ']' in
[$var]*[$var])	echo matches 1;;
*)		echo no match 1 ;;
esac
#### empty bracket pattern
case abc in ( [] ) echo yes ;; ( * ) echo no ;; esac
empty=''
case abc in ( ["$empty"] ) echo yes ;; ( * ) echo no ;; esac
#### empty bracket in alternation
case abc in ( [] | [!a-z]* ) echo yes ;; ( * ) echo no ;; esac
empty=''
case abc in ( ["$empty"] | [!a-z]* ) echo yes ;; ( * ) echo no ;; esac
case abc in (["$empty"]|[!a-z]*) echo yes ;; (*) echo no ;; esac
#### quoted space in bracket
case " " in ( [" "] ) echo ok;; ( * ) echo no;; esac
#### esac as a pattern
case esac in (esac) echo esac;; esac
#### reserved words as patterns and esac after done
case k in else|done|time|esac) for f in 1 2 3 ; do :; done esac
echo "st=$?"
#### backslash in pattern and word
x='\x'
case x in
\x)	echo ok 1;;
*)	echo bad 1;;
esac
case x in
$x)	echo ok 2;;
*)	echo bad 2;;
esac
#### variable with backslash as word
x='\x'
case $x in
\x)	echo bad 3;;
\\x)	echo ok 3 ;;
*)	echo bad 3.1 ;;
esac
#### escaped backslash followed by variable
x='\x'
case $x in
\\$x)	echo ok 4 ;;
x)	echo bad 4;;
$x)	echo bad 4.1 ;;
*)	echo bad 4.2;;
esac
#### backslash pattern ordering
x='\x'
case x in
\\x)	echo bad 5;;
\x)	echo ok 5;;
*)	echo bad 5.1;;
esac
case x in
$x)	echo ok 7 ;;
\\$x)	echo bad 7 ;;
*)	echo bad 7.1 ;;
esac
#### variable pattern does not match itself with backslash
x='\x'
case $x in
$x)	echo oops 1 ;;
*)	echo mysterious 1 ;;
esac
case \x in
\x)	echo mysterious 2 ;;
*)	echo oops 2 ;;
esac
#### control character escaped in pattern
x=$'\\a\\b\\c\\\001\\d\\e\\f'
z=$'abc\001def'
case $z in
$x) echo ok 2 ;;
*) echo oops 2;;
esac
y='\a\b\c\\d\e\f'
case $z in
$y) echo ok 4 ;;
*) echo oops 4;;
esac
#### control character unescaped in pattern
x=$'\\a\\b\\c\001\\d\\e\\f'
y='\a\b\c\d\e\f'
z=$'abc\001def'
case $z in
$x) echo ok 6 ;;
*) echo oops 6;;
esac
case $z in
$y) echo ok 8 ;;
*) echo oops 8;;
esac
#### escaped control characters matched literally
testmatch() {
	case $1 in
	( $2 ) printf ok1 ;;
	( * ) printf fail1 ;;
	esac
	case $1, in
	( $2, ) printf ok3 ;;
	( * ) printf fail3 ;;
	esac
	case "$1,$2" in
	( $2,"$2" ) printf ok5 ;;
	( * ) printf fail5 ;;
	esac
	echo
}
for c in $'\1' $'\2' $'\177'; do
	testmatch "${c}" "\\${c}"
	testmatch "${c}x" "\\${c}\\x"
	testmatch "${c}x" "${c}\\x"
	testmatch "x${c}" "x\\${c}"
done
#### escaped pattern with question mark and star
match() { case $1 in ( $2 ) ;; ( * ) return 1 ;; esac; }
match $'? *x\1y\177z' $'??\\*\\x\\\1\\y\\\177\\z' && echo good
#### dollar star as case word in posix mode
set -o posix
two="t w  o"
set 1 "$two" 3
unset IFS
expvar="$*"
case $* in
"$expvar") echo ok1 ;;
*) echo "failed 1" ;;
esac
case $* in
$expvar) echo ok2 ;;
*) echo "failed 2" ;;
esac
#### case with no match returns zero
false
case x in y) echo no;; esac
echo "st=$?"
#### case status of last command in clause
case x in x) false;; esac
echo "st=$?"
#### case with empty clause body
case x in x) ;; esac
echo "st=$?"
#### case with newline before in
case x
in
x) echo matched;;
esac
#### case pattern list with alternatives
for w in apple Banana cherry; do
  case $w in
    [Aa]*|[Cc]*) echo "$w: a or c";;
    *) echo "$w: other";;
  esac
done
#### case quoted pattern disables globbing
case '*' in '*') echo star;; esac
case 'ab' in '*') echo no;; *) echo any;; esac
case 'a*' in "a*") echo q;; esac
#### case pattern from variable is a glob
p='a*'
case abc in $p) echo glob;; esac
case abc in "$p") echo no;; *) echo literal-no;; esac
#### case word undergoes no splitting or globbing
touch a1 a2
w='a* b'
case $w in 'a* b') echo same;; esac
#### case with extglob patterns
shopt -s extglob
for w in foo.c foo.h bar; do
  case $w in *.@(c|h)) echo "$w src";; !(*.*)) echo "$w plain";; esac
done
#### case with character classes
for c in a Z 5 ' ' -; do
  case $c in
    [[:lower:]]) echo lower;;
    [[:upper:]]) echo upper;;
    [[:digit:]]) echo digit;;
    [[:space:]]) echo space;;
    *) echo other;;
  esac
done
#### case with negated bracket
case b in [!a]) echo "not a";; esac
case a in [^a]) echo no;; *) echo "is a";; esac
#### case without final double semicolon
case y in x) echo x;; y) echo y
esac
#### case in pipeline and command substitution
r=$(case abc in a*) echo A;; esac)
echo "$r"
echo foo | case $(cat) in foo) echo piped;; esac
#### case with tilde in pattern
HOME=/tmp/h
case /tmp/h/x in ~/x) echo tilde;; esac
#### case with nocasematch
shopt -s nocasematch
case ABC in abc) echo nocase;; esac
shopt -u nocasematch
case ABC in abc) echo no;; *) echo case;; esac
#### case syntax error missing esac
bash -c 'case x in x) echo hi;;' 2>&1 | sed 's/^bash: -c: //'
#### case syntax error bad pattern start
bash -c 'case x in ) echo hi;; esac' 2>&1 | sed 's/^bash: -c: //'
#### case with keyword-like word
case if in if) echo if;; esac
case in in in) echo in;; esac
#### case clause with leading parenthesis and alternatives
case b in (a|b) echo ab;; esac
#### case with backslash newline in pattern
case ab in a\
b) echo joined;; esac
#### case with redirection on whole statement
case x in x) echo inside;; esac > out
cat out
#### nested case
case a in
  a) case b in
       b) echo nested;;
     esac;;
esac
#### case with ;& falling into clause with break
for i in 1 2; do
  case $i in
    1) echo one;&
    2) echo two; break;;
  esac
done
echo "i=$i"
#### case with empty word
case "" in "") echo empty;; esac
case "" in *) echo star;; esac
