#### readonly -a with a list to a readonly variable discards the line
r=1; readonly r
readonly -a r=(6); echo after1 $?
echo "next $?"

#### declare with a list to a readonly variable discards the line
r=1; readonly r
declare r=(6) x=2; echo after2 $? $x
echo "next $? [$x]"

#### readonly with a list after || discards the line
r=1; readonly r
readonly r=(7) || echo failed
echo "st=$?"

#### declare with a list to a readonly variable ends a subshell
r=1; readonly r
(declare r=(1); echo in sub); echo "sub $?"

#### appending a list with readonly and declare -g
r=(a); readonly r
readonly r+=(1); echo after3 $?
declare -g r=(1); echo after4
declare -p r

#### readonly with a quoted list value goes on
r=1; readonly r
readonly r='(5)'; echo after1 $?

#### scalar values to a readonly variable name the builtin
r=1; readonly r
readonly -a r=6; echo "a $?"
declare r=6; echo "b $?"
export -a r=(6); echo "c $?"
echo end

#### readonly -a with a list in a function discards the call
r=1; readonly r
f() { echo start; readonly -a r=(6); echo in f; }
f; echo "after f $?"
echo "next $?"

#### export with a list to a readonly array
a=(1 2); readonly a
export a=(3); echo "st $?"
echo "${a[@]} $?"
