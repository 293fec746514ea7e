#### empty array expands to nothing
x=()
echo ${x[@]}
echo "n=${#x[@]}"
#### scalar becomes element zero with declare -a
a=abcde
declare -a a
echo ${a[0]}
[ "$a" = "${a[0]}" ] && echo same
#### element assignment and sparse listing
a=abcde
a[2]=bdef
a[1]=
echo ${a[0]} ${a[4]}
echo ${a[@]}
declare -p a
#### unset elements and scalar reference
a=(abcde '' bdef)
unset a[7]
echo ${a[*]}
unset a[4]
echo "${a}" $a
unset a[0]
echo "[${a}]"
echo ${a[@]}
#### element length and count
a[2]=x
a[5]="hello world"
echo ${a[5]}
echo ${#a[5]}
echo ${#a[@]}
#### arithmetic subscripts
a[4+5/2]="test expression"
declare a["7 + 8"]="test 2"
a[7 + 8]="test 3"
declare -p a
#### readonly array listing
a=(x y)
readonly a
readonly -a | grep ' a='
declare -ar | grep ' a='
#### readonly element assignment fails
a=(x y)
readonly a
a[1]=z
echo "st=$? ${a[@]}"
#### declare with quoted compound string
declare -a d='([1]="" [2]="bdef" [5]="hello world" "test")'
d[9]="ninth element"
declare -p d
#### declare with subscript and value
declare -a e[10]=test
declare -p e
declare -a f[3]='(x y)'
declare -p f
#### substring of array
b=([0]=this [1]=is [2]=a [3]=test [4]=five [5]=six)
echo ${b[@]:2:3}
#### empty subscript is an error
b[]=bcde
echo "st=$?"
#### star subscript assignment is an error
b[*]=aaa
echo "st=$?"
#### negative subscript out of range
c[-2]=4
echo "st=$?"
c=(1 2)
echo ${c[-4]}
echo "after"
#### compound assignment to element is an error
d[7]=(abdedfegeee)
echo "st=$?"
#### bad subscripts in compound assignment
d=([]=abcde [1]="test test" [*]=last [-65]=negative )
echo "st=$?"
declare -p d
#### unset subscript on scalar
ps1='hello'
unset ps1[2]
echo "st=$? $ps1"
unset 'ps1[0]'
echo "${ps1-gone}"
#### declare +a is refused
a=(1 2)
declare +a a
echo "st=$?"
#### read -a splits into array
read -a rv <<X
this is a test of read using arrays
X
echo ${rv[0]} ${rv[4]}
echo ${#rv[@]}
#### read -a replaces scalar
vv=1
read -a vv <<X
this is a test of arrays
X
echo ${vv[0]} ${vv[3]}
declare -p vv
#### scalar assignment to array sets element zero
x[4]=bbb
x=abde
echo $x
echo ${x[0]}
echo ${x[4]}
#### read into array element in subshell
echo efgh | ( read x[1] ; echo ${x[1]} )
echo wxyz | ( declare -a x ; read x ; echo $x ; echo ${x[0]} )
#### array from positional parameters
set -- a 'b c' d 'e f g' h
ARGV=( [0]=zero "$@" )
printf '[%s]\n' "${ARGV[@]}"
#### array from split path and pattern operators
XPATH=/bin:/usr/bin:/usr/ucb:/usr/local/bin:.:/sbin:/usr/sbin
xpath=( $( IFS=: ; echo $XPATH ) )
echo ${xpath[@]}
echo ${xpath[@]##*/}
echo ${xpath[0]##*/}
echo ${xpath[@]%%[!/]*}
echo ${xpath[0]%%[!/]*}
printf '[%s]\n' ${xpath##*/} ${xpath%%[!/]*} ${xpath[5]##*/} ${xpath[5]%%[!/]*}
#### pattern substitution on all elements
xpath=(/bin /usr/bin /usr/local/bin)
printf '[%s]\n' "${xpath[@]/\//\\}"
printf '[%s]\n' "${xpath[@]//\//\\}"
printf '[%s]\n' "${xpath[@]//[\/]/\\}"
#### lengths of arrays and joined forms
xpath=(/bin /usr/bin /usr/ucb /usr/local/bin . /sbin /usr/sbin)
echo ${#xpath} -- ${#xpath[0]}
echo ${#xpath[@]}
xx="${xpath[*]}"
echo ${#xx}
xx=$( IFS='' ; echo "${xpath[*]}" )
echo ${#xx}
nelem=${#xpath[@]}
unset xpath[nelem-1]
echo ${#xpath[@]}
#### mixed explicit and implicit indices
array=(42 [1]=14 [2]=44)
array2=(grep [ 123 ] \*)
echo ${array[@]}
echo "${array2[@]}"
#### integer array evaluates elements
declare -i -a iarray
iarray=( 2+4 1+6 7+2 )
echo ${iarray[@]}
iarray[4]=4+1
echo ${iarray[@]}
#### compound assignment replaces whole array
barray=(old1 old2 old3 old4 old5)
barray=(new1 new2 new3)
echo "length = ${#barray[@]}"
echo "value = ${barray[*]}"
#### nounset with unset element length
set -u
( echo ${#narray[4]} )
echo "st=$?"
#### printf with array-like word
printf "%s\n" -a a=(a 'b  c')
#### declare with empty subscript and empty name
declare -r []=asdf
echo "st=$?"
declare -r a[]=asdf
echo "st=$?"
#### negative and out-of-range substring offsets
a=(0 1 2 3 4 5 6 7 8 9)
echo ${a[@]: -1}
echo ${a[@]:9}
echo "[${a[@]:10}]"
echo "[${a[@]:11}]"
echo ${a[@]:7:3}
#### let with parenthesized assignments
let a=(5 + 3) b=(4 + 7)
echo $a $b
#### integer variables with parenthesized values
typeset -i a b
a=(5+3) b=(4+7)
echo $a $b
#### subscripts on a scalar
LNAME=nordholz
echo ${LNAME}
echo ${#LNAME}
echo ${#LNAME[$(( 0 ))]}
echo "[${LNAME[$(( 2 ))]}]"
echo ${LNAME[$(( 0 ))]//h/!} ${LNAME[0]##??} ${LNAME[0]:2:4}
#### glob in compound assignment with bracket file name
touch '[3]=abcde' r s t u v
declare -a x=(*)
echo ${x[3]}
echo ${x[@]}
#### negative offset on sparse array
x=(a b c d e)
echo ${x[*]: -1}
unset x[4]
unset x[2]
x[9]='9'
echo ${x[*]: -1}
#### quoted subscript expression
TOOLKIT=(1 2 3 4 5 6 7 8 9 10)
ARRAY="1"
echo ${TOOLKIT["$ARRAY"]}
#### pattern substitution prefix with quotes
a=(a b c)
a2=("${a[@]/#/"-iname '"}")
printf '[%s]\n' "${a2[@]}"
#### substring of array with IFS empty
a=('a b' 'c d' 'e f')
printf '[%s]\n' ${a[@]:1:2}
IFS=
printf '[%s]\n' ${a[@]:1:2}
printf '[%s]\n' "${a[@]:1:2}"
#### star expansion with IFS slash and operators
IFS=/
declare -a i
i[0]=fooq
i[1]=
i[2]=barq
i[3]=
printf '[%s]\n' "${i[*]:0}" "${i[*]/q/!}" "${i[*]#?}" "${i[*]^?}" "${i[*]^^?}"
printf '[%s]\n' "${i[@]/q/!}"
#### brace expansion in compound assignment
days=({Mon,Tues,Wednes}day)
echo ${days[@]}
#### subscript side effects evaluated once
days=(Monday Tuesday Wednesday)
typeset -i count
count=0
echo ${days[count++]} ${days[count++]} $count
count=0
echo ${days[$((count++))]/day/DAY} $count
#### assoc key containing brackets
declare -A foo
foo=(["version[agent]"]=version.agent)
echo ${!foo[@]}
echo ${foo[@]}
foo["x]"]=y
echo "${foo["x]"]}"
#### subscript with command substitution
declare -a array
array[$(( $( echo -n 1001 ) - 1001 ))]=1
echo ${array[0]}
array[1001 - $( echo -n 1000 )]=2
echo ${array[1]}
#### declare -g in function for array
func1(){
declare -g variable='function'
declare -g -a array=(function)
}
declare -g variable='main'
declare -g -a array=(main)
echo ${variable} ${array[@]}
func1
echo ${variable} ${array[@]}
#### negative subscripts unset and assign
x=( 0 1 2 3 4 5)
unset 'x[-1]'
declare -p x
unset 'x[-2]'
declare -p x
unset 'x[-10]'
echo "st=$?"
x[-2]=3
declare -p x
x+=( [-1]=foo )
declare -p x
x[-2]+=four
echo "strlen(${x[-2]})" = ${#x[-2]}
#### integer array with non-numeric element
declare -ai foo=(1 2 xx 3)
echo "${foo[@]}"
declare -ia bar='(1 2 xx 3)'
echo "${bar[@]}"
#### removing integer attribute from array
declare -i -a arr=(1+1 2+2 3+3)
declare -p arr
declare +i arr=(hello world)
declare -p arr
#### test -v on array elements
foo[0]=a
foo[1]=b
[[ -v foo[1] ]] && echo "index 1 set"
[[ -v foo[2] ]] || echo "index 2 unset"
[[ -v foo ]] && echo "implicit element 0"
typeset -a bar
bar[1]=set
[[ -v bar ]] || echo "bar element zero unset"
typeset -a qux
[[ -v qux ]] || echo "qux unset"
#### subscripts are arithmetic
b=(0 1 2 3)
a=2
c='1+1'
d='1-+1'
echo ${b[$a]} ${b[$(echo 2)]} ${b[$c]} ${b[c]} ${b[$d]} ${b[d]}
set -- 1 2 3
echo ${b[$1]}
#### pattern removal on all elements and emptiness
foo=(0 0 0); [[ -z ${foo[@]#0} ]]; echo $?
printf '[%s]\n' "${foo[@]#0}"
bar=${foo[@]#0}
printf '[%s]\n' "$bar" -$bar-
#### declare array from string looking like compound
l="( zeroind )"
declare -a foo
foo="$l"
declare -p foo
unset foo
declare -a foo="$l"
declare -p foo
b='[0]=bar'
unset foo
declare -a foo=("$b")
declare -p foo
declare a2='(1 2 3)'
declare -p a2
#### star in assignment joins with IFS
arr=(a b c)
IFS=+
a=${arr[*]} ; echo "$a"
b=${arr[*]/a/x}; echo "$b"
a=${arr[@]} ; echo "$a"
#### unset element zero and all elements
typeset -a a
a=(1 2 3 4)
unset 'a[0]'
typeset -p a
unset 'a[@]'
typeset -p a
typeset -A A
A=([one]=1)
unset 'A[@]'
typeset -p A
#### unset element zero of scalar
scalar=abcd
echo ${scalar[0]}
unset 'scalar[0]'
echo ${scalar-unset}
#### empty compound assignment keeps attribute
typeset -a a=(1 2)
a=()
typeset -p a
#### default value on array with empty elements
a[0]= a[1]=; printf '[%s]\n' "${a[@]:-y}"
unset a
a[1]=; printf '[%s]\n' "${a[*]:-z}"
a[0]= a[1]=x; printf '[%s]\n' "${a[@]:-y}"
#### subscript text is not evaluated twice
typeset -a array
index='$( echo >&2 foo )'
echo "[${array[ $index ]}]"
echo $(( $index ))
echo "after"
#### nested array subscripts
a=0
echo $(( a[a[0]] )) ${a[a[a[0]]]}
#### space subscripts
a[0]=0 a[1]=1
v=" "
echo ${a[ ]} "${a[$v]}"
#### empty elements in local array
foo() {
	local bug=("" "5" "" 1 "")
	declare -a bug2=("")
	declare -p bug bug2
}
foo
#### control characters in array elements
declare -a var
var=( $'\x01\x01' )
declare -p var
#### default assignment to array element
declare -a a
a=()
echo ${a[42]=foo}
declare -p a
#### default assignment to integer array element
declare -ai a
echo ${a[42]=4+3}
declare -p a
#### indices of sparse array
x[0]=zero
x[1]=one
x[4]=four
x[10]=ten
printf '[%s]\n' ${!x[@]}
printf '[%s]\n' "${!x[*]}"
#### substring with unset and null elements
av[1]='one'
av[2]=''
av[3]=three
av[5]=five
av[7]=seven
echo ${av[@]:1:2}
echo ${av[@]:3:2}
echo ${av[@]:4:2}
echo ${av[@]:3:5}
echo ${av[@]: -2:2}
echo ${av[@]: -1:2}
echo "[${av[@]:12}]"
#### scalar with subscripts
foo='abc'
echo ${foo[0]} ${#foo[0]}
echo "[${foo[1]}]" ${#foo[1]}
echo ${foo[@]} ${#foo[@]}
foo=''
echo "[${foo[@]}]" ${#foo[@]}
#### quoted words in compound assignment
declare -a x=(a \'b  c\')
echo "${x[1]}"
declare -a x=(a 'b  c')
echo "${x[1]}"
declare -a x=(\$0)
echo "${x[@]}"
#### assignment-looking word in compound assignment
Z='a b'
A=( X=$Z )
declare -p A
#### keywords and metacharacters in compound assignment
foo=(\for \case \if \then \else)
echo ${foo[@]}
foo=( [1]='<>' [2]='<' [3]='>' [4]='!' )
echo ${foo[@]}
foo=(a b c for case if then else)
echo ${foo[@]}
#### compound assignment across lines
declare -a ddd=(aaa
bbb)
echo ${ddd[@]}
#### file named like an assignment
touch 1=bar
foo=([10]="bar")
echo "[${foo[0]}]" ${!foo[@]}
