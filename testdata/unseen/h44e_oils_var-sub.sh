#### default unset vs empty
unset u; e=
echo [${u-a}] [${u:-a}] [${e-a}] [${e:-a}]
#### assign default
unset u
echo ${u=x} $u
e=
echo [${e=y}] [${e:=z}] $e
#### alternate value
unset u; e=; s=v
echo [${u+a}] [${e+a}] [${e:+a}] [${s:+a}]
#### error if unset
unset u
(echo ${u?custom msg}) 2>&1
echo st=$?
#### error if unset empty message
unset u
(: ${u?}) 2>&1
echo st=$?
#### colon error on empty
e=
(: ${e:?is empty}) 2>&1
echo st=$?
#### error in non-interactive exits
unset u
echo before
: ${u?bad}
echo not reached
#### assign default to positional fails
(: ${1=x}) 2>&1
echo st=$?
#### assign default to special
(echo ${#=3}) 2>&1
echo st=$?
#### default with word splitting
unset u
set -- ${u:-a b c}
echo $#
set -- "${u:-a b c}"
echo $#
#### default with nested quotes
unset u
echo "${u:-"a   b"}" ${u:-"c   d"}
#### default with glob
touch f1 f2
unset u
echo ${u:-f*} "${u:-f*}"
#### assign default to array element
unset a
echo ${a[2]=x}
declare -p a
#### assign default to array whole
a=()
echo ${a[@]:=x}
echo st=$?
#### alternate on array
a=()
echo "[${a[@]+set}]"
a=(1)
echo "[${a[@]+set}]"
#### default on at with no params
set --
echo "[${@:-none}]" "[${*:-none}]"
set -- ''
echo "[${@:-none}]" "[${@-none}]"
#### default tilde expansion
HOME=/myhome
unset u
echo ${u:-~} "${u:-~}" ${u:-~/x}
#### default with command sub
unset u
echo ${u:-$(echo cmd)}
#### default is not evaluated when set
x=set
echo ${x:-$(echo side >&2; echo no)}
#### alternate with nested var
x=1; y=inner
echo ${x:+$y-suffix}
#### length of unset with set -u
set -u
unset u
(echo ${#u}) 2>&1
echo st=$?
#### set -u with default ok
set -u
unset u
echo ${u-ok} ${u:+no}x
#### set -u with at no params
set -u
set --
echo "[$@]" "[$*]"
echo st=$?
#### set -u array unset element
set -u
a=(1)
(echo ${a[5]}) 2>&1
echo st=$?
#### question mark error message with dollar in word
unset u
x=val
(: ${u?the $x}) 2>&1
#### default with backslash
unset u
echo ${u:-a\ b} "${u:-a\ b}" "${u:-a\\b}"
#### error unset message line number
unset u
: ${u?}
#### error message with colon and default word
x=
: ${x:?}
#### bad substitution message
echo ${x y}
#### bad substitution with colon only
x=abc
echo ${x:}
#### bad substitution bang at end
echo ${!}
echo st=$?
#### bad operator after name
x=1
echo ${x%%%}
echo st=$?
#### nested bad substitution in double quotes
echo "${a b}"
echo after
#### assign default to nameref-less special
echo ${@=x}
echo st=$?
#### dollar brace with number then text
set -- a
echo ${1x}
#### unset var in arith context default
unset n
echo $(( ${n:-3} + 1 ))
#### empty array default
a=()
echo "${a[@]:-empty}" "${a[*]-unset}"
#### array element with empty string default
a=('')
echo "[${a[@]:-def}]" "[${a[@]-def}]"
#### two empty elements colon minus
a=('' '')
echo "[${a[@]:-def}]" "[${a[*]:-def}]"
#### length of array with unset elements
a=(1 2 3)
unset 'a[0]'
echo ${#a[@]} ${#a}
#### hash of at and star
set -- aa bbb
echo ${#@} ${#*} ${#1}
