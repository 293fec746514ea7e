#### string comparison and -ef in one test
[[ foo > bar && $PWD -ef . ]]
echo returns: $?
#### bare word and negations
[[ x ]]; echo $?
[[ ! x ]]; echo $?
[[ ! x || x ]]; echo $?
#### repeated negation
[[ ! 1 -eq 1 ]]; echo $?
[[ ! ! 1 -eq 1 ]]; echo $?
[[ ! ! ! 1 -eq 1 ]]; echo $?
[[ ! ! ! ! 1 -eq 1 ]]; echo $?
#### parenthesized operands
[[ a ]]; echo $?
[[ (a) ]]; echo $?
[[ -n a ]]; echo $?
[[ (-n a) ]]; echo $?
#### -n and -z of unset variables
[[ -n $UNSET ]]; echo $?
[[ -z $UNSET ]]; echo $?
#### pattern matching quoted and unquoted star
TDIR=/usr/homes/chet
[[ $TDIR == /usr/homes/* ]]; echo $?
[[ $TDIR == /usr/homes/\* ]]; echo $?
[[ $TDIR == '/usr/homes/*' ]]; echo $?
#### and-or short circuit with unset variables
TDIR=/usr/homes/chet
[[ -n $UNSET && $UNSET == foo ]]; echo $?
[[ -z $UNSET && $UNSET == foo ]]; echo $?
[[ -z $UNSET || -d $PWD ]]; echo $?
#### precedence of && over ||
TDIR=/usr/homes/chet
[[ -n $TDIR && -z $UNSET || $HOME -ef ${H*} ]]; echo $?
[[ -n $TDIR && -n $UNSET || $TDIR -ef . ]]; echo $?
[[ -n $TDIR || -n $UNSET && $PWD -ef xyz ]]; echo $?
[[ ( -n $TDIR || -n $UNSET ) && $PWD -ef xyz ]]; echo $?
#### bad substitution not evaluated when short-circuited
TDIR=x
[[ -n $TDIR || $HOME -ef ${H*} ]]; echo $?
#### arithmetic comparisons with unset operands
unset IVAR
[[ 7 -gt $IVAR ]]; echo $?
[[ $IVAR -gt 7 ]]; echo $?
IVAR=4
[[ $IVAR -gt 7 ]]; echo $?
#### arithmetic expressions as -eq operands
[[ 7 -eq 4+3 ]]; echo $?
IVAR=4+3
[[ $IVAR -eq 7 ]]; echo $?
A=7
[[ $IVAR -eq A ]]; echo $?
[[ "$IVAR" -eq "7" ]]; echo $?
[[ "$IVAR" -eq "A" ]]; echo $?
#### arithmetic syntax error in -eq operand
[[ 7 -eq 4+ ]]
echo returns: $?
#### glob pattern with unset and set variable
[[ $filename == *.c ]]; echo $?
filename=patmatch.c
[[ $filename == *.c ]]; echo $?
#### extglob patterns in conditional
shopt -s extglob
arg=-7
[[ $arg == -+([0-9]) ]]; echo $?
arg=-H
[[ $arg == -+([0-9]) ]]; echo $?
arg=+4
[[ $arg == ++([0-9]) ]]; echo $?
#### empty pattern matches only the empty string
STR=file.c PAT=
if [[ $STR = $PAT ]]; then echo oops; else echo no; fi
STR=
if [[ $STR = $PAT ]]; then echo ok; fi
#### regex groups in BASH_REMATCH
[[ jbig2dec-0.9-i586-001.tgz =~ ([^-]+)-([^-]+)-([^-]+)-0*([1-9][0-9]*)\.tgz ]]
echo ${BASH_REMATCH[1]} ${BASH_REMATCH[4]} ${#BASH_REMATCH[@]}
#### escaped parens in regex are literal
[[ jbig2dec-0.9-i586-001.tgz =~ \([^-]+\)-\([^-]+\)-\([^-]+\)-0*\([1-9][0-9]*\)\.tgz ]]
echo $? ${#BASH_REMATCH[@]} "[${BASH_REMATCH[1]}]"
#### quoted and unquoted regex against multi-line value
LDD="  linux-gate.so.1 =>  (0xffffe000)
  libc.so.6 => /lib/libc.so.6 (0xb7e34000)"
[[ "$LDD" =~ "libc" ]] && echo "found 1"
echo ${BASH_REMATCH[@]}
[[ "$LDD" =~ libc ]] && echo "found 2"
echo ${BASH_REMATCH[@]}
#### extglob optional before literal
shopt -s extglob
if [[ "123abc" == *?(a)bc ]]; then echo ok 42; else echo bad 42; fi
#### pattern with escaped control characters
match() { [[ $1 == $2 ]]; }
match $'? *x\1y\177z' $'??\\*\\x\\\1\\y\\\177\\z' && echo ok 44
#### empty quoted expansion in pattern
foo=""
[[ bar == *"${foo,,}"* ]] && echo ok 1
[[ bar == *${foo,,}* ]] && echo ok 2
#### backslash and DEL in pattern
bs='\'
del=$'\177'
foo=
[[ bar == *$bs"$del"* ]] || echo ok 3
[[ "" == "$foo" ]] && echo ok 4
[[ "$del" == "${foo,,}" ]] || echo ok 5
#### conditional command directly followed by then and fi
if [[ str ]] then [[ str ]] fi
echo $?
#### quoted regex is literal
VAR='[[:alpha:]]'
[[ $VAR =~ '[[:alpha:]]' ]] && echo match 1
[[ a =~ '[[:alpha:]]' ]] || echo match 2
[[ a =~ [[:alpha:]] ]] && echo match 3
[[ a =~ $VAR ]] && echo match 4
[[ a =~ "$VAR" ]] || echo match 5
#### optional group and leading star
line=aab
[[ $line =~ [[:space:]]*(a)?b ]] && echo match 6 "${BASH_REMATCH[0]}" "[${BASH_REMATCH[1]}]"
#### literal words match with == and =~ in any quoting
V="alphabet"
[[ $V == alphabet ]] && echo yes 1
[[ $V == "alphabet" ]] && echo yes 2
[[ $V == 'alphabet' ]] && echo yes 3
[[ $V =~ alphabet ]] && echo yes 4
[[ $V =~ "alphabet" ]] && echo yes 5
[[ $V =~ 'alphabet' ]] && echo yes 6
#### regex with escaped spaces and from a variable
DOG="Dog name - 01 - Wiggles"
REPAT='([[:alpha:][:blank:]]*)- ([[:digit:]]*) - (.*)$'
if [[ $DOG =~ ([[:alpha:][:blank:]]*)-\ ([[:digit:]]*)\ -\ (.*)$ ]]; then
  echo Dog ${BASH_REMATCH[2]} is ${BASH_REMATCH[3]}
fi
if [[ $DOG =~ $REPAT ]]; then
  echo Dog ${BASH_REMATCH[2]} is ${BASH_REMATCH[3]}
fi
[[ $REPAT =~ "$REPAT" ]] && echo rematch 1
#### quoted regex with space and parenthesized
v="one two buckle my shoe"
[[ ${v} =~ "one two" ]] && echo matches 7
[[ ${v} =~ (one two) ]] && echo matches 8
[[ ${v} =~ one\ two ]] && echo matches 9
#### quoted variable regex disables dot
pattern="xxx.yyy"
string=xxxAyyy
[[ $string =~ $pattern ]] && echo unquoted matches
[[ $string =~ "$pattern" ]] && echo quoted matches
[[ $string =~ "$pattern" ]] || echo quoted no match
#### regex anchors
[[ "helloworld" =~ llo ]] && echo 1
[[ "helloworld" =~ world$ ]] && echo 2
[[ "helloworld" =~ ^hello ]] && echo 3
[[ "helloworld" =~ ^world ]] || echo 4
#### bracket expressions with quoted dot
[[ "\\" =~ ["."] ]] && echo bad 1
[[ "\\" =~ "[.]" ]] && echo bad 2
[[ "\\" =~ [\.] ]] && echo bad 4
[[ "\\" =~ [\\] ]] || echo bad 5
echo done
#### equivalence classes in regex
[[ dog =~ [[=d=]].. ]] && echo ok 1
[[ d.. =~ [[=d=]]\.\. ]] && echo ok 2
[[ dog =~ [[=d=]].[[=G=][=g=]] ]] && echo ok 4
[[ dog =~ "d.." ]] || echo ok 5
#### collating symbols in regex
[[ dog =~ [[.d.][.D.]]o. ]] && echo ok 6
[[ dog =~ ([[.d.][.D.]])o(.) ]] && echo ok 7 -- ${BASH_REMATCH[1]}
[[ dog =~ d([[.o.][.O.]])(.) ]] && echo ok 8 -- ${BASH_REMATCH[1]}
#### concatenated quoted regex pieces
[[ dog =~ 'd''o''g' ]] && echo ok 10
[[ ']' =~ [']'] ]] && echo ok 11
[[ a =~ ['a]'] ]] || echo ok 12
#### control characters in regex from variables
[[ $'\001' =~ $'\001' ]] ; echo $?
[[ $'\001' =~ $'\\\001' ]] ; echo $?
[[ $'\001' =~ $'\\[\001]' ]] ; echo $?
[[ $'\a' =~ $'\a' ]] ; echo $?
[[ $'\177' =~ $'\177' ]] ; echo $?
[[ $'\177' =~ $'\\\177' ]] ; echo $?
#### printf q of control characters with regex results
for c in $'\001' $'\a' $'\177' ; do
  for r in "$c" "\\$c" "\\[$c]"; do
    [[ $c =~ $r ]]
    printf '[[ %q =~ %q ]] -> %d\n' "$c" "$r" "$?"
  done
done
#### empty regexes
[[ '' =~ $'' ]] ; echo $?
[[ '' =~ '' ]] ; echo $?
[[ '' =~ '\' ]] ; echo $?
[[ '' =~ '\[]' ]] ; echo $?
#### backslash escapes in regex
[[ x =~ \x ]] ; echo $?
[[ x =~ \\x ]] ; echo $?
bs='\'
[[ x =~ ${bs}x ]] ; echo $?
[[ x =~ $'\\'x ]] ; echo $?
[[ x =~ '\'x ]] ; echo $?
#### backslash dash in regex variants
v='a\-b'
bs='\'
[[ a-b =~ ${v} ]] ; echo $?
[[ a-b =~ a\-b ]]; echo $?
[[ a-b =~ a${bs}-b ]]; echo $?
[[ a-b =~ a\\-b ]] ; echo $?
[[ a-b =~ "a\-b" ]] ; echo $?
#### control-A in pattern and regex
c=$'\001'
printf '[%q]\n' $c "$c"
[[ $c == $c ]] && echo ok 1
[[ $c =~ $c ]] && echo ok 2
[[ $c =~ \\$c ]] || echo ok 3
[[ $c =~ \\"$c" ]] || echo ok 4
[[ $c =~ "\\"$c ]] || echo ok 5
[[ $c =~ '\'$c ]] || echo ok 6
#### BASH_REMATCH cleared by a failed match
[[ abc =~ (b) ]]
echo ${#BASH_REMATCH[@]} ${BASH_REMATCH[1]}
[[ abc =~ (z) ]]
echo ${#BASH_REMATCH[@]}
#### invalid regex returns 2
re='('
[[ a =~ $re ]]
echo $?
re='a{1'
[[ a =~ $re ]]
echo $?
