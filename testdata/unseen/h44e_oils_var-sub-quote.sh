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
#### patsub single quoted pattern in dq
x="a'b"
echo "${x/\'/Q}" "${x/"'"/Q}"
#### patsub pattern star quoted in dq
x='a*b'
echo "${x/"*"/S}" "${x/\*/S}" "${x/*/S}"
#### patsub replacement single quotes in dq preserved
x=abc
echo "${x/b/'q'}"
#### strip with single quote pattern unquoted
x="'hi'"
echo ${x#\'} ${x%"'"}
#### default with escaped dollar brace
unset u
echo "${u:-\${x\}}"
#### double quoted at in default with IFS
IFS=:
set -- a b
unset u
echo "${u:-$*}" ${u:-"$*"}
#### default contains double quote within single in dq
unset u
echo "${u:-'"'}"
#### alternate with single quote in dq keeps quotes
x=1
echo "${x:+'quoted'}" ${x:+'quoted'}
#### ansi c quote inside dq default
unset u
echo "${u:-$'\x41'}"
#### escaped single quote in dq default
unset u
echo "${u:-\'}"
#### backslash newline in dq default
unset u
echo "${u:-a\
b}"
#### case mod on dq pattern star
x=abc
echo "${x^^"b"}" ${x^^'*'}
#### length of quoted param
set -- 'a b c'
echo "${#1}"
#### strip with quoted expansion inside pattern
p='*'
x='a*b'
echo ${x#a"$p"} ${x#a$p}
