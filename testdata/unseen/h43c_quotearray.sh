#### assoc key with brackets and $( in arithmetic
declare -A assoc; key='x],b[$(echo uname >&2)'
(( assoc[$key]++ )); declare -p assoc
#### assoc key quoted forms in arithmetic
declare -A assoc; key='x],b[$(echo uname >&2)'
(( assoc["$key"]++ )); declare -p assoc
#### assoc key single-quoted literal in (( ))
declare -A assoc; key=k
(( assoc['$key']++ )); declare -p assoc
#### apostrophe key in arithmetic increments
typeset -A a; b="80's"
((++a[$b])); ((++a["$b"])); [[ $((++a[$b])) ]]; echo ${a[$b]}
#### substring offsets from assoc elements
declare -A A; string=abcdefghijklmnopqrstuvwxyz
A[%]=10; A[']']=5; k1='%'; k3=']'
echo ${string:A[%]:A[$k1]} ${string:A[%]:A[$k3]}
#### tilde as assoc key
declare -A A; key='~'; A[$key]=42; declare -p A; echo $(( A[$key]++ )); declare -p A
#### tilde-number key
declare -A A; key='~0'; A[$key]=42; echo $(( A[$key]++ )); declare -p A
#### indexed array with arithmetic subscript
declare -a a; a[0]=12; echo $(( a[7<(4+2)] ))
#### assoc key from array element with apostrophe
declare -A A; declare -a a; s="devel packager's guide"; i=2
A["$s"]=$i; a[$i]=$s; echo "${A[${a[i]}]}" ${A["${a[i]}"]}
#### integer assoc with quote-bracket key
var=\'\]; declare -Ai assoc; assoc[$var]=1; assoc[$var]+=1; ((assoc[$var]++)); typeset -p assoc
#### keys with backquote and $( are not run
declare -A assoc; key1='` echo >&2 foo`'; key2='$( echo >&2 bar)'
assoc[$key1]=42; assoc[$key2]=63; echo $(( assoc[$key1] + assoc[$key2] ))
#### [[ -n ]] with subscript word
declare -A assoc; key='x]'; [[ -n assoc[$key] ]]; echo $?; declare -p assoc
#### [[ -eq ]] compares assoc elements
declare -A assoc; key='x],b'; key1=']'; assoc[$key]=42; assoc[$key1]=12; assoc[0]=0
[[ assoc[$key] -eq assoc[$key] ]]; echo $?; [[ assoc[$key] -gt assoc[$key1] ]]; echo $?
[[ assoc[$key1] -lt assoc[$key] ]]; echo $?
#### [[ -v ]] on assoc with $( key
declare -A aa; key5='$( echo 2>& date)'; aa[$key5]=foo; echo "${aa[$key5]}"
[[ -v aa[$key5] ]]; echo $?; [[ -v aa[nokey] ]]; echo $?
#### [[ -v ]] with quoted subscripts
declare -A assoc; key='x],b[$(echo uname >&2)'; key4='7<(4+2)'; assoc[$key]=42; assoc[$key4]=42
[[ -v assoc[$key] ]]; echo $?; [[ -v assoc["$key"] ]]; echo $?; [[ -v assoc[$key4] ]]; echo $?; [[ -v assoc['$key'] ]]; echo $?
#### test -v with assoc subscript
declare -A aa; key6='$(echo foo)'; aa[$key6]=42; test -v aa["$key6"]; echo $?; test -v aa[$key6]; echo $?
#### function sets assoc with quote key
declare -A assoc
mytest () { assoc["$1"]=123; [[ -v assoc["$1"] ]]; printf '[[ -v assoc[%s] ]]; $?=%s\n' "$1" "$?"; }
mytest 'a'; mytest '"'
#### indexed array with subscript containing ],b[
declare -a array; index='0],b[1'; ((array[$index]++)); declare -p array
#### let with quoted space key
typeset -A a; let "a[\" \"]=11"; typeset -p a
#### arithmetic assignment with [ and ] keys
typeset -A a; k='['; echo $(( a[$k]=7 )); k=']'; echo $(( a[$k]=7 )); declare -p a | sed 's/=(.*//'
#### read into assoc element with odd keys
declare -A A; for k in ']' '*' '@'; do read "A[$k]" <<< X; done; echo "${A[']']}${A['*']}${A['@']}" ${#A[@]}
#### printf -v into assoc element with odd keys
declare -A A; for k in ']' '*' '@'; do printf -v "A[$k]" "%s" X; done; echo ${#A[@]} "${A[*]}"
#### declare of assoc element with odd key
declare -A A; for k in '*' '@'; do declare "A[$k]=X"; done; echo ${#A[@]} "${A[@]}"
#### unset of literal $var key
declare -A assoc; var=x123; assoc['$var']=value; declare -p assoc
unset 'assoc[$var]'; declare -p assoc
#### unset with expanded key vs literal
declare -A assoc; var=x123; assoc['$var']=value; unset "assoc[$var]"; declare -p assoc
#### unset assoc with $( key
declare -A a; a['$(echo foo)']=1; unset 'a[$(echo foo)]'; declare -p a
key='$(echo foo)'; a[$key]=1; unset 'a[$key]'; declare -p a
#### unset "a[$key]" with $( key
declare -A a; key='$(echo foo)'; a[$key]=1; unset "a[$key]"; declare -p a
#### unset a[$key] unquoted
declare -A a; key='$(echo foo)'; a[$key]=1; unset a[$key]; declare -p a
#### unset of @ key in assoc
typeset -A assoc; key=@; assoc[@]=at; assoc[!]=bang; unset -v assoc[$key]; typeset -p assoc
test -v assoc[$key]; echo $?; [[ -v assoc[$key] ]]; echo $?
#### unset assoc[@] removes key @ only
declare -A assoc; assoc=([@]=at [!]=bang); unset assoc[@]; declare -p assoc
#### unset array[@] empties array
declare -a array; array=(1 2 3); unset array[@]; declare -p array
#### unset array[*]
array=(1 2 3); unset 'array[*]'; declare -p array
#### assoc key with $( used in for loop unset
declare -A blah; blah['$(DOESNOTEXIST)']=broken
for i in "${!blah[@]}"; do echo "$i"; done
for i in "${!blah[@]}"; do unset blah["$i"]; done; declare -p blah
#### assoc with * and @ keys unset
declare -A assoc; assoc[*]=star; assoc[!]=bang; unset 'assoc[*]'; declare -p assoc
#### unset quoted @ key
declare -A assoc; key=@; assoc[@]=at; assoc[x]=y; unset assoc["$key"]; declare -p assoc
#### indirect and nameref through assoc[@]
declare -A assoc; assoc[@]=at; assoc[y]=z; aref='assoc[@]'; echo ${!aref} | tr ' ' '\n' | sort | tr '\n' ' '; echo
declare -n nref=$aref; echo "${nref}" | tr ' ' '\n' | sort | tr '\n' ' '; echo
#### test -v assoc[@]
declare -A assoc; test -v 'assoc[@]'; echo $?; assoc[@]=at; test -v 'assoc[@]'; echo $?; [[ -v assoc[@] ]]; echo $?
#### printf -v assoc[@]
declare -A assoc; printf -v assoc[@] "%5s" key; declare -p assoc
#### test -v array[@] empty and not
array=(); test -v array[@]; echo $?; [[ -v array[@] ]]; echo $?; array=(1 2 3); test -v 'array[@]'; echo $?
#### indirect and nameref through array[@]
array=(1 2 3); iref='array[@]'; echo ${!iref}; declare -n nref=$iref; echo $nref
#### printf -v array[@] is an error
array=(1 2 3); printf -v array[@] "%s" key; echo $?; declare -p array
#### unset assoc element word-split key
declare -A a; key='$(echo foo)'; a[$key]=1; unset -v a["$key"]; declare -p a
a['$key']=2; unset -v a['$key']; declare -p a
#### unset quoted transforms
declare -A a; key='$(echo foo)'; a['$key']=2; unset "a['\$key']"; declare -p a
a["foo"]=3; unset 'a["foo"]'; declare -p a
#### assoc_expand_once unset
shopt -s assoc_expand_once; declare -A a; key='$(echo foo)'; a[$key]=1; unset "a[$key]"; declare -p a
#### compound assoc assignment with @ key
key=@; declare -A a=(@ v0 . v1); unset a[$key]; declare -p a
#### unset 'a[@]' on assoc with @ key
declare -A a=(@ v0 . v1); unset 'a[@]'; declare -p a
#### assoc_expand_once with let
shopt -s assoc_expand_once; declare -A assoc; key='x],b'; let assoc[$key]++; declare -p assoc
#### expression in a variable with array ref
declare -a a; key='3'; a[$key]=42; expr='a[$key]'
(( $expr )); echo $?; echo $(( $expr )); echo $(( expr ))
#### assoc key with spaces via (( ))
declare -A A; for k in 'a b' ' '; do (( A[$k]=2 )); done; declare -p A | sed 's/declare -A A=//' | tr ' ' '\n' | grep -c 2
