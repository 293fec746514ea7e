#### posix mode bad substitution ends the script
set -o posix
echo before
echo ${x!y}
echo after $?

#### posix mode bad substitution in an assignment ends the script
set -o posix
x=${#foo%}
echo after $?

#### posix mode bad substitution in bash -c is status 127
bash -o posix -c 'echo ${a[1}; echo after'
echo "st=$?"
bash -c 'set -o posix; : ${ x}
echo after'
echo "st=$?"

#### posix mode bad substitution in a function ends the script
set -o posix
f() { echo in; echo ${1a}; echo still; }
f
echo after

#### posix mode bad substitution in a subshell ends the subshell
set -o posix
( echo ${-3}; echo in )
echo "after $?"
x=$(echo ${#x:}; echo in)
echo "after $? [$x]"

#### non-posix bad substitution discards only its line
echo ${x!y}; echo same line
echo "next line $?"
f() { echo ${!1*}; echo in f; }
f
echo "after f $?"

#### posix mode unknown transform of a set variable ends the script
set -o posix
x=1
echo ${x@Z}
echo after

#### posix mode ${!#*} and ${!#@} are $!
set -o posix
true &
wait
[ "${!#*}" = "$!" ] && echo star
[ "${!#@}" = "$!" ] && echo at
echo "${!#*}" | grep -c '^[0-9][0-9]*$'

#### posix mode ${!#*} without a background job is empty
set -o posix
echo "[${!#*}]"
echo after

#### posix mode bad substitution under set -e
set -o posix -e
echo ${x;}
echo after

#### slice of $# with a bad offset is an arithmetic error
set -- a b c
echo ${#:%}
echo "st=$?"

#### slices of special parameters
set -- a b c d e f g h i j k l
echo ${#:1} ${#:0:1} ${#: -1}
false; echo ${?:0:1}
echo ${#:5:%}x

#### slice length errors of $# and $?
set -- 1 2 3 4 5 6 7 8 9 10
echo ${#:1:5+}
false
echo ${?:1+}
echo after

#### unclosed parenthesis in a slice offset
x=abc
echo ${x:(1}
echo "st=$?"
echo "${x:(1)+(2}"
echo ${x: (1 }; echo same line
echo ${x:(1:2}
echo ${x:(1?2:3}

#### unclosed parenthesis in a slice length is an arithmetic error
x=abcdef
echo ${x:1:(2}
echo ${x:(1):2} ${x: (2)}
set -- a b c
echo ${@:(1}
echo ${#:(1}
