#### an unclosed subscript in double quotes: no closing brace in the word
echo pre"${x[a b}"post; echo st=$?
echo next

#### an unclosed subscript in a quoted assignment value
x="${y[1}"; echo st=$?
echo "[$x]"

#### nested brackets count in the subscript
declare -A m; echo "${m[a [[ fi b]}"; echo st=$?
echo next

#### a second subscript left open
echo "${y[1][}"; echo st=$?
echo next

#### unquoted: the plain bad substitution
echo ${x[a b}; echo st=$?
echo next

#### a length or an indirection of an open subscript
echo "${#y[}"; echo st=$?
echo "${!y[}"; echo st=$?
echo next

#### a closed subscript with more after it
echo "${x[a]b}"; echo st=$?
echo "${y[a]]}"; echo st=$?
echo next

#### a prefix list whose prefix starts no name is a bad substitution
echo ${!1*}; echo st=$?
echo next

#### special parameters as a prefix
echo "${!#*}"; echo st=$?
echo next
