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
#### slice empty offset
v=abc
echo "[${v:}]"
echo st=$?
#### slice double colon
v=abcdef
echo "[${v::2}]" "[${v:2:}]"
#### length with op is error
v=abc
echo ${#v:-x}
echo st=$?
#### length of indirect is error
v=abc; n=v
echo ${#!n}
echo st=$?
#### indirect of # gives last arg
set -- a b c
echo ${!#}
#### indirect of @ and *
set -- a b
echo "[${!@}]" 2>&1
echo st=$?
#### transform missing op
v=x
echo ${v@}
echo st=$?
#### indirect keys with slice
a=(a b c d)
echo ${!a[@]:1:2}
echo st=$?
#### slice three colons
v=abcdef
echo ${v:1:2:3}
echo st=$?
#### bad substitution with space
v=x
echo ${v }
echo st=$?
#### bad op chars
v=x
echo ${v!}
echo st=$?
#### ${!} alone is last bg pid empty
echo "[${!}]"
#### ${-} and ${$} forms
[ "${$}" = "$$" ] && echo pid-ok
echo ${#-} | grep -q . && echo ok
#### ${#@} ${#*} with args
set -- aa bbb
echo ${#@} ${#*} "${#@}"
#### length of array element negative
a=(ab cde)
echo ${#a[-1]}
#### ${@:-default} and ${*:+alt}
set --
echo ${@:-def} "[${*:+alt}]"
set -- ''
echo "[${@:-def}]" "[${*:+alt}]"
set -- '' ''
echo "[${@:-def}]" "[${*:-def}]"
#### ${@-x} with empty args
set -- ''
echo "[${@-x}]"
set --
echo "[${@-x}]"
#### ${*:-x} IFS empty
set -- '' ''
IFS=
echo "[${*:-x}]" "[${@:-x}]"
#### ${a[@]:-x} with empty element
a=('')
echo "[${a[@]:-x}]" "[${a[*]:-y}]"
a=('' '')
echo "[${a[@]:-x}]" "[${a[*]:-y}]"
#### ${x:=} on positional error message
set --
echo ${1:=v}
echo st=$?
#### ${a[@]:=x} is error
a=()
echo ${a[@]:=x}
echo st=$?
#### ${a[0]:=x} works
unset a
echo ${a[0]:=x} ${a[0]}
#### ${a[k]:=v} assoc
declare -A m
echo ${m[k]:=v} ${m[k]}
#### ${!prefix} with special chars fails
echo ${!1a@}
echo st=$?
#### unset var in arith subscript under set -u
set -u
a=(1 2)
echo ${a[nosuch]}
echo st=$?
#### error in subshell from ${?}
( : ${x?} ) 2>&1
echo st=$?
#### ${x:?} empty message
x=
( : ${x:?} ) 2>&1
#### assign default to a[@] and a[*] is bad subscript
a=()
echo ${a[*]:=x}
echo st=$? "${a[@]}"
b=(1)
echo ${b[@]:=x} st=$?
echo ${c[@]=y}
echo st=$?
x=$(echo ${a[@]:=x}); echo st=$?
echo next
declare -p a c
