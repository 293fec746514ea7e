#### uppercase first and all
S1=acknowledgement
echo ${S1^}
echo ${S1^^}
#### uppercase with pattern
S2=oenophile
echo ${S2^[aeiou]}
echo ${S2^^[aeiou]}
#### lowercase first and all
U1=ACKNOWLEDGEMENT
U2=OENOPHILE
echo ${U1,}
echo ${U1,,}
echo ${U2,}
echo ${U2,[AEIOU]}
echo ${U2,,[AEIOU]}
#### case modification on indexed array
A1=( acknowledgement oenophile )
echo ${A1[@]^[aeiou]}
echo ${A1[@]^^[aeiou]}
A2=( ACKNOWLEDGEMENT OENOPHILE )
echo ${A2[@],[AEIOU]}
echo ${A2[@],,[AEIOU]}
echo ${A2[@],?}
echo ${A2[@],,?}
#### case modification on assoc array
declare -A AA1
AA1[ack]=acknowledgement
echo ${AA1[@]^}
echo ${AA1[@]^^}
echo ${AA1[@]^[aeiou]}
echo ${AA1[@]^^[aeiou]}
#### case modification on positional parameters
set -- acknowledgement oenophile
echo ${@^}
echo ${@^^}
echo ${@^[rstlne]}
echo ${@^^[rstlne]}
echo ${@,[rstlne]}
echo ${@,,[rstlne]}
echo ${@^?}
echo ${@^^?}
#### pattern does not match first char
S1=acknowledgement S2=oenophile
echo ${S1^[rstlne]} ${S2^[rstlne]}
echo ${S1^^[rstlne]} ${S2^^[rstlne]}
echo ${S1,[rstlne]} ${S2,[rstlne]}
#### declare -u -l -c attributes
TEXT="Be Conservative in what you send and Liberal in what you accept"
declare -u foo
foo=$TEXT
echo $foo
declare -l bar
bar=$TEXT
echo $bar
declare -c qux
qux=$TEXT
echo $qux
qux="be conservative"
echo $qux
#### case modification of sentence
TEXT="Be Conservative in what you send and Liberal in what you accept"
echo ${TEXT,}
echo ${TEXT,,}
echo ${TEXT^}
echo ${TEXT^^}
#### lowercase attribute with append
declare -l lower=aBcDe
lower+=XyZ
echo $lower
#### uppercase attribute with append
declare -u upper=aBcDe
upper+=xYZ
echo $upper
#### tilde toggles case
s=HeLLo
echo ${s~} ${s~~}
#### case modification of empty and unset
e=
echo "[${e^^}]" "[${unset_var,,}]"
#### case modification with multibyte
s=émile
echo ${s^} ${s^^}
S=ÉMILE
echo ${S,,}
#### case modification pattern with star
s=hello
echo ${s^^*} ${s^*}
#### case modification of quoted array
a=('ab cd' ef)
printf '[%s]\n' "${a[@]^}"
printf '[%s]\n' "${a[*]^^}"
#### lower and upper attributes last one wins
declare -l -u x=MiXeD
declare -p x
echo $x
declare -u -l y=MiXeD
echo $y
#### attribute applies to compound assignment
declare -u a=(one two)
echo ${a[@]}
declare -l b
b=(ONE TWO)
echo ${b[@]}
#### capitalize attribute on multiple words
declare -c c="hello WORLD"
echo $c
#### case modification with bracket class
s=abc123def
echo ${s^^[[:alpha:]]} ${s^^[b-d]}
#### case modification with nonmatching pattern char class
s=hello
echo ${s^^[[:digit:]]}
#### declare -u on readonly assignment via read
declare -u r
read r <<<'some text'
echo "$r"
#### case modification of digits and punctuation
s='a1-b2_c3'
echo ${s^^} ${s^}
#### casemod with substitution nested
s=hello
t=${s^}
echo ${t,,}
