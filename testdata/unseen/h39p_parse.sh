#### regex paren quoted then space
[[ "a b" =~ ("a" b) ]] && echo y; echo $?
#### regex paren dollar then space
x=a; [[ "a b" =~ ($x b) ]] && echo y; echo $?
#### regex paren unclosed dq
[[ x =~ ( "a ]]
echo $?
#### regex paren unclosed sq
[[ x =~ ( 'a ]]
echo $?
#### regex paren unclosed bq
[[ x =~ ( `a ]]
echo $?
#### regex paren comsub
[[ x =~ ( $(echo ]]
echo $?
#### regex paren second pair
[[ x =~ (a)( ]]
echo $?
#### regex paren on second line
[[ x =~ a ||
   y =~ ( ]]
echo $?
#### regex paren nested open
[[ x =~ ((a) ]]
echo $?
#### regex paren multi-line closes later
[[ x =~ ( ]]
echo a ) ]]; echo st=$?
#### regex paren in comsub
echo $( [[ x =~ ( ]] )
echo $?
#### regex paren in comsub closes
echo $( [[ x =~ ( ]] ) ]] ; echo in )
echo $?
#### regex paren in function
f() { [[ x =~ ( ]]; }
echo $?
#### regex paren in if
if [[ x =~ ( ]]; then echo y; fi
echo $?
#### regex paren in eval
eval '[[ x =~ ( ]]'
echo $?
#### regex paren after dq part
[[ x =~ "a"( ]]
echo $?
#### regex bracket unclosed
[[ x =~ [ ]]; echo $?
#### regex bracket with paren
[[ x =~ [(] ]]; echo $?
#### regex bracket with close paren
[[ x =~ [)] ]]; echo $?
#### regex bracket space
[[ x =~ [ ] ]]; echo $?
#### regex bracket and paren multiline
[[ x =~ ([ ]]
echo a ]) ]]; echo st=$?
#### regex paren with hash
[[ x =~ ( # c
) ]]; echo st=$?
#### regex paren in backquote
echo `[[ x =~ ( ]]`
echo $?
#### cond eof c1
[[ "a ]]
echo
#### cond eof c2
[[ a "b ]]
echo
#### cond eof c3
[[ a && "b ]]
echo
#### cond eof c4
[[ ( "b ]]
echo
#### cond eof c5
[[ ! "b ]]
echo
#### cond eof c6
[[ a == b "c ]]
echo
#### cond eof c7
[[ a == b && "c ]]
echo
#### cond eof c8
[[ (a) "c ]]
echo
#### cond eof c9
[[ $(echo ]]
echo
#### cond eof c10
[[ ( ( 'b ]]
echo
#### cond eof c11
[[ x == $(echo "a) ]]
echo
#### cond eof c12
[[ x == ${a ]]
echo
#### cond eof c13
[[ -n `a ]]
echo
#### cond eof c14
[[ x == $((1 ]]
echo
#### cond eof c15
[[ x == "$(if; ]]
echo
#### cond eof c16
[[ x == $(if; ]]
echo
#### cond eof c17
[[ x == a'b ]]
echo
#### select empty in brace
select x in ; { echo hi; }
echo $?
#### select empty in brace newline
select x in
{ echo hi; }
echo $?
#### for empty in brace
for x in ; { echo hi; }
echo $?
#### for empty in brace newline
for x in
{ echo hi; }
echo $?
#### for in brace
for x in a b; { echo $x; }
#### select in no list do
select x in; do break; done; echo $?
#### for semicolon brace
for x; { echo $x; }; echo $?
#### select semicolon brace
select x; { break; }; echo $?
#### for in newline do
for x in
do echo $x; done; echo st=$?
#### for x in brace only
for x in {; }
echo $?
#### for x in ; brace unclosed
for x in ; {
echo $?
#### select x in ; brace unclosed
select x in ; {
echo $?
#### arith comment hides closing
echo $(( 1 # c )); echo after $?
echo next $?
#### arith comment word whole
echo a$(( 1 # c ))b
echo $?
#### arith comment in dquotes
echo "a$(( 1 # c ))b"; echo $?
#### arith hash after paren is no comment
echo $((# c))
echo $?
#### arith hash no blank
echo $((1 #c))
echo $?
#### arith comment in default word
echo ${x:-$(( 1 # c ))}
echo $?
#### arith comment ends at newline
echo $(( 1 # c
))
echo $?
#### arith comment tab
echo $(( 1	# c ))
echo $?
#### arith comment assignment
x=$(( 1 # c )) y=2; echo $? $y
echo $?
#### arith comment in cond
[[ $(( 1 # c )) ]]; echo $?
echo $?
#### arith comment in case
case $(( 1 # c )) in *) echo y;; esac; echo $?
echo $?
#### arith comment for list
for i in 1 $(( 1 # c )); do echo $i; done; echo $?
echo $?
#### arith comment nested
echo $(( $(( 1 # c )) ))
echo $?
#### arith comment in comsub
echo $( echo $(( 1 # c )) )
echo $?
#### arith comment quoted paren
echo $(( 1 # ")" ))
echo $?
#### arith base hash
echo $(( 2#101 )) $((16#ff))
#### arith hash in quotes no comment
echo $(( 1 "# c" ))
echo $?
#### arith command comment no substitution
(( 1 # c )); echo $?
#### arith bracket comment
echo $[ 1 # c ]
echo $?
#### arith comment not run
false && echo $(( 1 # c ))
echo $?
#### bquote in open comsub
echo $( echo `echo a
#### bquote in open comsub two lines
echo $( echo `echo a
echo b
#### bquote closed in open comsub
echo $( echo `echo a`
echo b
#### open comsub with bquote at end
x=$(`
#### bquote open in dq comsub
echo "$( `echo a )"
#### bquote in open comsub after cmd
echo ok
echo $(echo `true
#### eval bquote in open comsub
eval 'echo $( echo `echo a'
echo st=$?
#### param bquote in open comsub
echo ${x:-$( echo `echo a}
echo st=$?
#### dq bquote in open comsub
echo "$( echo `echo a"
echo st=$?
#### bquote in open comsub in bquote
echo `echo $( echo \`echo a`
echo st=$?
#### comsub with bquote open then close paren
echo $( `echo ) a
echo st=$?
#### comsub bquote then newline paren
echo $( `echo
) a
echo st=$?
#### arith bquote in open comsub
echo $(( $( `echo 1 ))
echo st=$?
#### case bquote in comsub
echo $( case `x in
echo st=$?
#### cond error in comsub status
echo $( [[ a b ]] )
echo after $?
#### cond error in comsub after false
false
echo $( [[ a == ( ]] )
echo after $?
#### cond error in comsub after exit 3
(exit 3)
echo $( [[ a b ]] ); echo same
echo after $?
#### cond error then comsub cond error
n
[[ # ! -z x || ( -n y ) ]]
echo $( [[ echo o ) ) `echo p`
#### cond error in comsub in dq
false
echo "$( [[ a b ]] )"
echo after $?
#### arith cmd with div zero subst
(( i=$((1/0)) ))
echo $?
#### arith cmd with div zero subst then more
(( i=$((1/0)) )); echo same
echo next $?
#### let with div zero subst
let "i=$((1/0))"
echo $?
#### slice with empty subscript
x=hello; echo ${x:a[]:1}
echo $?
#### slice with empty subscript length
x=hello; echo ${x:1:a[]}
echo $?
#### arith subst with div zero in dq
echo "$(( $((1/0)) ))"
echo $?
#### arith cmd with nested div zero
(( $((2/0)) + 1 ))
echo $?
#### regex paren valid spaces
[[ "a b" =~ (a b) ]] && echo y; [[ "ab" =~ (a|b)+ ]] && echo z; echo ${BASH_REMATCH[0]}
#### regex paren quoted space in group
re=x; [[ "x y" =~ ("$re" y) ]] && echo m; [[ "a;b" =~ (a;b) ]] && echo semi
#### cond parens expected per level
[[ ( ( a b ) ) ]]
echo $?
#### cond paren empty
[[ ( ) ]]
echo $?
#### cond paren own error then outer
[[ ( ( a == b ; ) ) ]]
echo $?
#### cond paren lines
[[ (
 ( a b ) ) ]]
echo $?
#### cond not paren
[[ ! ( a b ) ]]
echo $?
#### cond paren unary missing
[[ ( -n ) ]]
echo $?
#### function keyword subshell body
function a ( echo x )
a
function b (
 echo y
)
b; echo $?
#### function keyword paren then newline
function a (
if true ; then echo b ; else echo c ; fi
echo d
