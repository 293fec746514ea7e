#### single quotes in unquoted braces are quotes
foo=1
echo ${foo:+'blah  $foo'}
#### single quotes in quoted braces are literal
foo=1
echo "${foo:+'blah  $foo'}"
#### single quotes in braces inside dquoted comsub
foo=1
echo "$( echo ${foo:+'blah  $foo'})"
#### single quotes in trim pattern
foo=1234
echo ${foo%'2'*} "${foo%'2'*}" ${foo%2'*'} "${foo%2'*'}"
#### single quotes in nested braces
foo=1
echo ${foo:+${foo:+'blah  $foo'}}
#### single quotes in nested quoted braces
foo=1
echo "${foo:+${foo:+'blah  $foo'}}"
#### single quotes nested braces in dquoted comsub
foo=1
echo "$( echo ${foo:+${foo:+'blah  $foo'}})"
#### single quotes nested brace pattern
foo=1234
echo ${foo:+${foo%'2'*}} "${foo:+${foo%'2'*}}" ${foo:+${foo%2'*'}} "${foo:+${foo%2'*'}}"
#### double quotes in quoted default
unset u
echo "${u:-"a b"}" "${u:-'a b'}" "${u:-a\"b}" "${u:-a\\b}"
#### dollar single quote in dquoted braces
unset u
echo "${u:-$'x\ty'}" ${u:-$'x\ty'}
#### backslash in quoted trim pattern
x='a\b'
echo "${x#a\\}" "${x#*\\}" ${x%\\*}
#### escaped quotes in replacement
x=abc
echo "${x/b/\"}" "${x/b/\'}" ${x/b/\'} "${x/b/'q'}" ${x/b/'q'}
