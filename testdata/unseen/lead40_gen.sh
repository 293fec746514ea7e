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
