#### posix mode single quote literal in dquoted plus word
set -o posix
printf '<%s>\n' "${IFS+'bar}"
#### posix mode single quote literal mid string
set -o posix
printf '<%s>\n' "foo ${IFS+'bar} baz"
#### posix mode balanced single quotes in dquoted plus word
set -o posix
printf '<%s>\n' "${IFS+'bar'}"
#### posix mode quote before brace unquoted
set -o posix
printf '<%s>\n' ${IFS+'}'z}
#### posix mode quote before brace in dquotes
set -o posix
printf '<%s>\n' "${IFS+'}'z}"
#### posix mode single quote in dquoted minus word
set -o posix
unset u
printf '<%s>\n' "${u-it's}"
#### posix mode single quote in dquoted pattern removal stays quote
set -o posix
x="'abc'"
printf '<%s>\n' "${x#'\''}"
#### non posix single quote in dquoted plus word unterminated
printf '<%s>\n' "${IFS+'bar}"
echo after
#### non posix balanced single quotes kept literally
printf '<%s>\n' "${IFS+'bar'}" "${IFS+'}'z}"
#### posix mode set inside function body parse
f() { set -o posix; }
f
printf '<%s>\n' "${HOME+'x}"
#### empty var then quoted at-sign with no params
set --
xxx=
printf '<%s>\n' "$xxx$@"
echo done
#### unset var then quoted at-sign with no params
set --; unset xxx
printf '<%s>\n' "$xxx$@" end
#### at-sign then empty var in dquotes
set --; unset xxx
printf '<%s>\n' "$@$xxx" end
#### two empty vars then at-sign
set --; a= b=
printf '<%s>\n' "$a$b$@" end
#### empty braced var and at-sign
set --; a=
printf '<%s>\n' "${a}$@" end
#### empty literal quotes keep word with at-sign
set --; a=
printf '<%s>\n' "$a""$@" end
#### nonempty var with empty at-sign
set --; a=x
printf '<%s>\n' "$a$@" end
#### at-sign in default word with empty var
set --; unset foo xxx
printf '<%s>\n' "${foo:-$xxx$@}" end
#### empty var and at-sign count in array assignment
set --; a=
arr=("$a$@"); echo ${#arr[@]}
#### empty var and star in dquotes keeps word
set --; a=
printf '<%s>\n' "$a$*" end
#### empty var and array at in dquotes
e=(); a=
printf '<%s>\n' "$a${e[@]}" end
#### nounset attribute of sparse array
set -u
declare -a foo=([1]=one)
echo "<${foo@a}>"
#### nounset attribute of assoc array
set -u
declare -A h=([k]=v)
echo "<${h@a}>"
#### nounset assignment form of sparse array
set -u
declare -a foo=([1]=one)
echo "<${foo@A}>"
#### nounset attribute through indirection
set -u
declare -a foo=([1]=one); bar=foo
echo "<${!bar@a}>"
#### nounset attribute of empty array errors
set -u
declare -a foo=()
echo "<${foo@a}>"
echo not reached
#### nounset quote of sparse array errors
set -u
declare -a foo=([1]=one)
echo "<${foo@Q}>"
echo not reached
#### nounset attribute of unset scalar
set -u
declare -i n
echo "<${n@a}>"
echo not reached
#### nested bad substitution names the inner one
x=abc
echo "${x#${'x'%'t'}}"
echo rc=$?
#### nested bad substitution in heredoc names inner one
x=abc
cat <<EOF
${x#${'x'%'t'}}
EOF
echo rc=$?
#### bad substitution with arithmetic inside names it as written
set -- a b
echo ${$(($#-1))}
echo rc=$?
#### bad substitution with quoted arithmetic as written
echo ${$(( 1 + 2 ))x}
echo rc=$?
