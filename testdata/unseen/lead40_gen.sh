#### bad substitution in arithmetic command that does not parse
(( y ${ 3 )) && echo yes
echo "rc=$?"

#### bad substitution in arithmetic expansion after an operand
echo $(( y ${ 3 ))
echo "rc=$?"

#### bad substitution in arithmetic after an expansion
x=1; (( $x ${ )); echo "rc=$?"
(( 1 + ${ )); echo "rc=$?"

#### redirection missing its word after a here-document operator
echo before
cat <<E >
body
E
echo after

#### two here-documents then a missing redirection word
cat <<A <<B >
a
A
b
B

#### here-document then a pipe to nothing
echo start
cat <<E |
body
E

#### readonly and export in a pipeline child under set -e leave with 1
readonly ro=1
set -e
( true | readonly ro=3 ); echo "readonly $?"
( true | export ro=3 ); echo "export $?"
( true | readonly -a ro=3 ); echo "readonly -a $?"
( true | declare ro=3 ); echo "declare $?"
( readonly ro=3 & wait $! ); echo "async $?"

#### a declaration's assignment error in a pipeline child without set -e is 4
readonly ro=1
true | readonly ro=3; echo "${PIPESTATUS[1]}"
true | export ro=3; echo "${PIPESTATUS[1]}"
true | local ro=3; echo "${PIPESTATUS[1]}"

#### eval in a pipeline child ended by set -e leaves with 1
set -e
( true | eval '(exit 3); echo in' ); echo "eval $?"
( true | command eval '(exit 3)' ); echo "command eval $?"
( true | eval 'exit 3' ); echo "exit $?"
( true | { eval '(exit 3)'; } ); echo "group $?"
( f() { (exit 3); }; true | f ); echo "function $?"
( true | eval '(exit 3)' || echo "or $?" )
( eval '(exit 5)' & wait $! ); echo "async $?"

#### eval in a pipeline child with an ERR trap under set -E
( set -eE; trap 'echo "ERR $?"' ERR
echo in | eval 'read -a; echo in-eval'; echo "after $?"
); echo "st=$?"

#### side effects of redirection words of a program stay in its child
x='n--'
cat <<< $((x)) >/dev/null; echo "n=$n"
cat > /dev/null <<< ${a[x]}; echo "n=$n"
s=abc; cat <<< ${s:x:1} >/dev/null; echo "n=$n"
cat <<< $((n-- * 2 = 3)) 2>&1; echo "n=$n"
echo <<< $((y=3)) >/dev/null; echo "y=$y"

#### arithmetic operand that starts no token
echo $(( 1 + { )); echo "rc=$?"
echo $(( 2 * ( 1 + @ ) )); echo "rc=$?"
(( 1 + } )); echo "rc=$?"
echo $(( 1 + { + 2 ))

#### arithmetic operator where an operand should be before a missing operator
(( y = <<E 3 )); echo "rc=$?"
echo $(( y = >>E 3 ))
x='y = <<E 3'; echo $(( x ))

#### arithmetic subscript without its bracket after an operand
(( y a[ 3 )); echo "rc=$?"
echo $(( n++ a[ 3 )); echo "n=$n"
x='y a[ 3'; echo $(( x ))
echo $(( y a[1] ))

#### eval in a pipeline child leaves an expansion error by exit, no EXIT trap
(
trap 'echo "EXIT $?"' EXIT
eval 'echo $((1/0))' | cat; echo "pipe ${PIPESTATUS[*]}"
); echo "st=$?"

#### a here-document kept for run time assigns in a program's child only
for k in 1 2; do
tr a-z A-Z <<END
line ${a~~} $((++n))
END
done; echo "n=$n"
for k in 1 2; do
echo <<END
line ${a~~} $((++m))
END
done; echo "m=$m"
