#### bad var sub is error
echo ${a&}
echo st=$?
#### braced var sub
v=x
echo ${v}y "${v}z" ${v}_w
#### unbraced stops at non name char
v=x; v_y=underscore
echo $v-y $v_y $v.y
#### bad substitution at runtime in function
f() { echo ${x:-a}; echo "${x%%}"; }
f
#### empty braces is error
echo ${}
echo st=$?
#### bad substitution status in script
echo before
echo "${ x}"
echo after
#### dollar at end of word is literal
echo $ a$ "b$" 'c$'
#### dollar before quote
echo $"x" $'y\tz'
#### nested braces default
unset a
echo ${a:-${b:-${c:-deep}}}
#### braces in default word
unset a
echo "${a:-{x}}" ${a:-\}} "${a:-a\}b}"
#### var sub with number of params
set -- a b c
echo $# ${#} ${#@} ${#*}
#### var sub with special chars
echo ${?} ${#?}
set -- x; echo ${1} ${#1}
#### multiple dollar signs
x=1
echo $$x | grep -c '^[0-9]*1$'
#### var followed by brackets not array
v=abc
echo $v[0] "${v[0]}" ${v[1]-none}
#### var sub in assignment no splitting
v='a   b'
w=$v; echo "$w"
#### var sub unset under nounset
set -u
echo ${undefinedvar_x:-ok}
echo $undefinedvar_x
echo never
#### var sub unset under nounset status
( set -u; echo $nosuch_v ); echo st=$?
#### nounset with $@ empty is ok
set -u
set --
echo "[$@]" "[$*]" ${#@}
#### nounset with array element
set -u
a=(1)
( echo ${a[5]} ) 2>&1 | sed 's/^.*: line [0-9]*: //'
echo ${a[0]}
