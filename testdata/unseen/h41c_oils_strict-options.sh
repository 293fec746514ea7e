#### bad arithmetic in string
x='1 +'
echo $((x))
echo after
#### array subscript on string var
s=abc
echo "${s[0]} ${s[1]-none}"
#### word splitting of unquoted empty
e=''
set -- $e
echo $#
#### errexit ignored in function called from if
set -e
f() { false; echo continued; }
if f; then echo yes; fi
#### errexit in command substitution default
set -e
echo "$(false; echo sub-continued)"
echo after
#### local assignment masks exit status
f() { local x=$(false); echo $?; }
f
#### declare assignment masks exit status
declare y=$(exit 3)
echo $?
#### plain assignment keeps exit status
z=$(exit 3)
echo $?
#### nullglob off leaves pattern
echo *.nomatch
#### unset variable in arithmetic is zero
echo $(( unsetvar + 2 ))
#### string as number in arithmetic refers to var
a=b; b=7
echo $(( a + 1 ))
#### arithmetic recursion limit
a=a
echo $(( a )) 2>&1 | head -1
echo done
#### compound assignment to scalar
s=x
s+=(y)
declare -p s
#### integer overflow wraps
echo $(( 9223372036854775807 + 1 ))
#### division by zero
echo $(( 1 / 0 ))
echo status=$?
#### command not found status
nosuch_cmd_xyz
echo status=$?
#### shopt -s nounset via set -u and arrays
set -u
a=()
echo "${a[@]-empty}"
#### set -o pipefail with errexit
set -eo pipefail
false | true
echo not reached
#### failed redirection status
echo x > /nonexistent/dir/file
echo status=$?
#### cd to nonexistent status
cd /nonexistent-dir-xyz
echo status=$?
#### for loop over unset array
for x in "${nosuch[@]}"; do echo "got $x"; done
echo done
