#### case mod first char upper
x='hello world'
echo ${x^} ${x^^} ${x,} 
#### case mod lower all
x='HELLO World'
echo ${x,,} ${x,}
#### case mod with pattern
x=banana
echo ${x^^a} ${x^^[bn]} ${x^a}
#### case toggle
x='HeLLo'
echo ${x~} ${x~~}
#### case mod on array
a=(abc def)
echo ${a[@]^} ${a[@]^^}
#### case mod on positional
set -- one two
echo ${@^} "${*^^}"
#### transform Q
x="it's a test"
echo ${x@Q}
#### transform Q empty and unset
x=
unset u
echo "[${x@Q}]" "[${u@Q}]"
#### transform E
x='a\tb\n'
echo "${x@E}"
#### transform P basic
x='\\'
echo "${x@P}"
#### transform A
x='hi there'
echo ${x@A}
declare -i n=3
echo ${n@A}
#### transform a attributes
declare -ir r=1
declare -a arr=(1)
declare -A as=([k]=v)
x=1
echo "${r@a}" "${arr@a}" "${as@a}" "[${x@a}]"
#### transform U u L
x='hello World'
echo ${x@U} ${x@u} ${x@L}
#### transform K on assoc
declare -A A=([a]=1)
echo ${A[@]@K}
#### transform K on indexed
a=(x y)
echo ${a[@]@K}
#### transform k
a=(x y)
echo ${a[@]@k}
#### transform on array Q
a=('a b' c)
echo ${a[@]@Q}
#### transform invalid operator
x=1
echo ${x@Z}
echo st=$?
#### transform A on array
a=(1 'b c')
echo ${a[@]@A}
#### transform a on unset
unset u
echo "[${u@a}]"
#### indirect expansion
x=y; y=final
echo ${!x}
#### indirect to array element
a=(p q r)
ref='a[1]'
echo ${!ref}
#### indirect to positional
set -- one two
n=2
echo ${!n}
#### indirect unset target
unset t
x=t
echo "[${!x}]"
#### indirect invalid name
x='not valid'
echo ${!x}
echo st=$?
#### prefix names
aa1=1 aa2=2 ab=3
echo ${!aa*}
for v in "${!aa@}"; do echo $v; done
#### array keys
a=([2]=x [7]=y)
echo ${!a[@]}
declare -A A=([one]=1)
echo ${!A[*]}
#### indirect with default
unset t
x=t
echo ${!x:-dflt}
#### indirect length
x=y; y=hello
echo ${#x} ${!x}
#### patsub anchored start on array
a=(ab cd)
echo ${a[@]/#/x-} ${a[@]/%/-y}
#### patsub empty pattern
x=abc
echo "[${x/}]" "[${x//}]" "[${x/#}]" "[${x/%/Z}]"
#### patsub ampersand replacement
x=abc
echo ${x/b/<&>}
echo "${x/b/<\&>}"
#### patsub ampersand off
shopt -u patsub_replacement
x=abc
echo ${x/b/<&>}
#### patsub replacement with backslash
x=abc
echo "${x/b/\\}" ${x/b/\\} "${x/b/'\'}"
#### patsub with quoted ampersand var
r='&&'
x=abc
echo "${x/b/$r}" "${x/b/"$r"}"
#### transform Q on newline and tab
x=$'a\tb\nc'
echo ${x@Q}
#### transform E with \c
x='ab\ccd'
echo "[${x@E}]"
#### transform A on assoc
declare -A A=([k]=v)
echo ${A[@]@A}
#### transform A on readonly integer export
declare -irx n=5
echo ${n@A}
#### transform Q on positional
set -- 'a b' "c'd"
echo "${@@Q}"
#### transform u on multiple words
x='hello world'
echo ${x@u}
#### indirect with at array reference
a=(1 2 3)
r='a[@]'
echo ${!r}
#### indirect to unset with set -u
set -u
x=nosuch
echo ${!x}
echo reached
#### indirect of special var
set -- a b
x='#'
echo ${!x}
x='@'
echo ${!x}
#### length of indirect is error
x=y; y=abc
echo ${#!x}
echo st=$?
#### bang star names with no match
echo "[${!zzqq*}]"
#### case mod pattern with star
x=hello
echo ${x^^*} ${x^^?}
#### lowercase first with class
x=ABC
echo ${x,[A-B]} ${x,,[A-B]}
