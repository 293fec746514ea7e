#### single quotes inside dq default
unset u
echo "${u:-'a b'}"
echo ${u:-'a b'}
#### single quote in unquoted default preserves spaces
unset u
set -- ${u:-'x   y'}
echo $# "$1"
#### dq inside dq default
unset u
echo "${u:-"q"}"
#### escaped dq inside dq default
unset u
echo "${u:-\"q\"}"
#### escaped close brace
unset u
echo "${u:-a\}b}" ${u:-a\}b}
#### dollar single quote in default
unset u
echo ${u:-$'a\tb'} "${u:-$'x'}"
#### pattern quoted in strip double quotes
x='a*b'
echo "${x#'a*'}" "${x#a\*}"
#### single quote in dq pattern is literal
x="'a'b"
echo "${x#'a'}" "${x#\'a\'}"
#### patsub with quotes in replacement dq
x=abc
echo "${x/b/'B'}" ${x/b/'B'}
#### patsub with dq replacement
x=abc
echo "${x/b/"X Y"}"
#### patsub with escaped slash
x=a/b/c
echo ${x//\//:} "${x//\//-}"
#### alternate with quoted value spaces
x=1
set -- ${x:+"a b" c}
echo $#
#### quoted at in default
set -- 'a b' c
unset u
for w in "${u:-$@}"; do echo "<$w>"; done
#### default word with glob chars quoted
touch abc
unset u
echo ${u:-"a*"} ${u:-a*}
#### tilde in double quote default not expanded
HOME=/hh
unset u
echo "${u:-~}" "${u:-"~"}"
#### backslash dollar in default
unset u
echo "${u:-\$x}" ${u:-\$x}
#### nested braces in default
unset u v
echo ${u:-${v:-deep}}
echo "${u:-${v:-"deep er"}}"
#### single quote around brace default
unset u
echo ${u:-'}'}
#### case mod with quoted pattern
x=aaa
echo ${x^^"a"}
#### quoted length
x='a b'
echo "${#x}"
#### dq removal in assignment default
unset u
y=${u:-"a  b"}
echo "$y"
#### backslash newline in default
unset u
echo ${u:-a\
b}
#### error message quotes
unset u
(: ${u?"quoted msg"}) 2>&1
(: ${u?'single msg'}) 2>&1
