#### declare -p of associative array after assignments
typeset -A fluff
fluff[foo]=one
fluff[bar]=two
declare -p fluff
unset fluff[foo]
declare -p fluff
fluff[bar]=newval
declare fluff[qux]=assigned
echo "${fluff[bar]} ${fluff[qux]} ${#fluff[@]}"
#### declare -A lists associative arrays
declare -A wheat=([zero]=0)
declare -A | grep wheat
#### integer associative array
declare -A chaff
declare -i chaff
chaff=( [zero]=1+4 [one]=3+7 )
echo "${chaff[zero]} ${chaff[one]}"
#### assoc compound without key is an error
declare -A chaff
chaff=( [zero]=1 four )
echo "st=$? ${chaff[zero]} ${#chaff[@]}"
#### readonly associative array
declare -A waste=( [pid]=42134 [version]=4.0-devel )
declare -r waste
waste[stuff]=other
echo "st=$?"
unset waste
echo "st=$?"
#### key with space
declare -A chaff
chaff[hello world]=flip
echo ${chaff[hello world]}
declare -p chaff
#### star and at as assoc keys
declare -A chaff
chaff[*]=12
echo "st=$? ${chaff[*]}"
chaff=( [one]=a [*]=13 )
echo "st=$? ${chaff[one]}"
echo "${chaff['*']}"
#### assoc values word splitting
declare -A chaff
chaff[box]="multiple words"
printf '[%s]\n' ${chaff[@]}
printf '[%s]\n' "${chaff[@]}"
printf '[%s]\n' "${chaff[*]}"
#### declare -A with subscript
declare -A chaff[200]
declare -p chaff
#### declare +A is refused
declare -A chaff
declare +A chaff
echo "st=$?"
#### key with space in compound assignment
declare -A wheat
wheat=([six]=6 [foo bar]="qux qix" )
printf '[%s]\n' ${wheat[foo bar]}
printf '[%s]\n' "${wheat[foo bar]}"
echo ${#wheat[@]} ${#wheat[foo bar]}
#### append to assoc element with space key
typeset -A wheat
wheat=([six]=6 [foo bar]="qux qix" )
wheat[foo bar]+=' blat'
printf '[%s]\n' "${wheat[foo bar]}"
#### integer assoc append
flix=9
typeset -Ai wheat
wheat=([six]=6 [foo bar]=flix )
wheat[foo bar]+=7
echo "${wheat[foo bar]}"
#### glob-like key not expanded
touch '[sfiri]'
typeset -A wheat
wheat=([s*]=6)
echo "${!wheat[@]}" "${wheat[s*]}"
#### keys of assoc array sorted
typeset -A wheat
wheat=([six]=6 [foo bar]=flix )
printf '[%s]\n' "${!wheat[@]}" | sort
#### assoc append compound and pattern operators
typeset -A xpath
xpath=( [0]=/bin [one]=/bin [two]=/usr/bin )
xpath+=( [five]=/sbin [seven]=. )
echo ${#xpath[@]}
echo ${#xpath} -- ${xpath["0"]}
printf '%s\n' "${xpath[@]##*/}" | sort | tr '\n' ' '; echo
printf '%s\n' "${xpath[@]//\//^}" | sort | tr '\n' ' '; echo
echo ${xpath##*/} ${xpath[five]%%[!/]*}
#### assigning string to assoc
declare -A T
T='([a]=1)'
echo "${T[@]}"
declare -p T
#### scalar reference is key zero
declare -A T
T[0]='zero'
[ "$T" = "${T[0]}" ] && echo same
#### assoc local in function shadows global
foo()
{
	declare -A afoo=([six]="six")
	echo inside: "${afoo[@]}"
}
declare -A afoo=([main]=outside)
echo outside: "${afoo[@]}"
foo
echo outside 2: "${afoo[@]}"
#### assoc star with IFS slash
IFS=/
declare -A i
i[0]=fooq
i[1]=
printf '[%s]\n' "${i[*]/q/!}" | sort
#### key with closing bracket
declare -A myarray
myarray["a]a"]="abc"
echo ${myarray["a]a"]}
myarray[$(echo ])]=def
echo ${myarray[']']}
echo ${myarray[\]]}
#### key that looks like code is literal
declare -A myarray
bar='a]=test1;#a'
myarray[$bar]=123
echo "${myarray['a]=test1;#a']}"
echo "[${myarray[a]}]"
#### key with escaped double quote
declare -A foo
foo=([bar\"bie]=doll)
echo ${!foo[@]}
declare -p foo
foo["x\"y"]=z
echo "${foo[x\"y]}"
#### declare element in function local assoc
foo()
{
    declare -A hash
    declare hash[baz]=bar
    echo ${hash[@]}
}
foo
#### printf -v into array element
declare -a ary
printf -v ary[0] "%b" ""
x="${ary[*]}"
echo "after use: $? [$x]"
declare -A h
printf -v 'h[k y]' '%s-%s' a b
declare -p h
#### declare -A with quoted argument containing compound
var=foo; declare -A "arr$var=([x]=y)"
declare -p arrfoo
#### special character keys
typeset -A a=( [\\]=1 [\"]=2 [\)]=3 )
printf '%s\n' "${!a[@]}" | sort
for x in "${!a[@]}"; do unset -v 'a[$x]'; done
declare -p a
#### unset assoc element with quote keys via function
declare -A dict
dict['"']=1
dict['`']=2
dict["'"]=3
dict['\']=4
del() { unset -v dict["$1"]; }
for k in "${!dict[@]}"; do del "$k"; done
declare -p dict
#### declare -a then -A in function
f() { declare -a a; declare -A a; echo "st=$?"; declare -p a; }
f
#### declare -A in function makes local
f() { declare -A a; a[x]=1; declare -p a; }
a=42
f
declare -p a
#### declare string to assoc
declare -A a
declare a='(1 2 3)'
declare -p a
#### key value pairs compound assignment
declare -A foo
foo=(a 1 b 2)
echo "${foo[a]} ${foo[b]}"
foo=('a b' 1 c)
declare -p foo
#### @K and @k transformation
declare -A foo=([k]='v w')
echo ${foo[@]@K}
printf '[%s]\n' "${foo[@]@k}"
set -- one 'two three'
printf '[%s]\n' "${@@K}"
#### clone assoc via @K
declare -A assoc=([hello]=world ["key with spaces"]="value with spaces")
declare -A clone
eval clone=\( "${assoc[@]@K}" \)
echo "${clone[hello]}|${clone[key with spaces]}"
#### word splitting in assoc compound assignment
foo='1 2'
bar='3 4 5'
declare -A v2=( [$foo]=$bar )
declare -p v2
declare -A v3=( ["$foo"]="$bar" )
declare -p v3
#### at and star keys via variables
declare -A assoc
key=@
key2=*
assoc[$key]=at
assoc[$key2]=star
echo ${assoc[$key]} ${assoc[$key2]}
#### at subscript assignment on assoc and indexed
declare -A a
a[@]=at
echo "st=$?"
declare -a ia
ia[@]=garbage
echo "st=$?"
#### command substitution key expanded once
declare -A A
A["Darwin"]=darjeeling
echo ${A[$(echo Darwin)]//eel/shark}
echo ${A[$(echo Darwin)]:0:4} ${A[$(echo Darwin)]^^} ${#A[$(echo Darwin)]}
echo ${A['$(echo Darwin)']:-value}
#### bracket keys from variables
declare -A A
rkey=']'
lkey='['
A[$rkey]=rbracket
A[$lkey]=lbracket
echo "${A[$rkey]} ${A[$lkey]} ${#A[@]}"
unset A[$rkey]
unset A[$lkey]
echo "${#A[@]}"
#### read into assoc element
declare -A A
read A[k] <<<value
read 'A[x y]' <<<other
echo "${A[k]} ${A[x y]}"
#### assoc append compound with append elements
declare -A assoc
assoc=( [one]=one [two]=two )
assoc+=( [one]+=more [two]+=less )
echo "${assoc[one]} ${assoc[two]}"
#### assoc element referring to itself
declare -A hash
hash=(["key"]="value1")
hash=(["key"]="${hash["key"]} value2")
declare -p hash
#### readonly -A
declare -A assoc=([k]=v)
readonly -A assoc
declare -p assoc
#### scalar converted to assoc is refused
assoc=assoc
declare -A assoc
echo "st=$?"
declare -p assoc
#### assoc without declare is indexed
a[x]=1
a[y]=2
declare -p a
#### unset assoc key that does not exist
declare -A m=([a]=1)
unset 'm[zz]'
echo "st=$? ${#m[@]}"
#### empty key
declare -A m
m[]=x
echo "st=$?"
m['']=y
echo "st=$?"
#### test -v on assoc key
declare -A m=([a]=1 [e]=)
[[ -v m[a] ]] && echo a
[[ -v m[e] ]] && echo e
[[ -v m[z] ]] || echo "no z"
#### numeric keys are strings
declare -A m
m[1+1]=x
m[2]=y
echo "${m[1+1]} ${m[2]} ${#m[@]}"
#### iteration over keys and values
declare -A m=([a]=1 [b]=2 [c]=3)
for k in "${!m[@]}"; do echo "$k=${m[$k]}"; done | sort
sum=0; for v in "${m[@]}"; do ((sum+=v)); done; echo $sum
#### assoc key with variable expansion
declare -A m
k=foo
m[$k]=1
m[${k}bar]=2
m["$k baz"]=3
printf '%s\n' "${!m[@]}" | sort
#### assoc in arithmetic
declare -A m=([x]=5)
echo $(( m[x] * 2 ))
(( m[y] = m[x] + 1 ))
echo ${m[y]}
#### nounset with missing assoc key
set -u
declare -A m=([a]=1)
echo ${m[a]}
echo ${m[b]}
echo after
#### declare -p of single key assoc
declare -A m=([only]='it is')
declare -p m
declare -A e=()
declare -p e
declare -A u
declare -p u
