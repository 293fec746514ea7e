#### c1 [ 1 -eq ] 2>&1; echo st=$?
[ 1 -eq ] 2>&1; echo st=$?
#### c2 [ -eq 1 ] 2>&1; echo st=$?
[ -eq 1 ] 2>&1; echo st=$?
#### c3 [ 1 = ] 2>&1; echo st=$?
[ 1 = ] 2>&1; echo st=$?
#### c4 [ = ] 2>&1; echo st=$?; [ == ] ; echo st=$?
[ = ] 2>&1; echo st=$?; [ == ] ; echo st=$?
#### c5 [ '(' ] ; echo st=$?; [ ')' ]; echo st=$?; [ '(' ')' ] 2>&1;
[ '(' ] ; echo st=$?; [ ')' ]; echo st=$?; [ '(' ')' ] 2>&1; echo st=$?
#### c6 [ '(' x ] 2>&1; echo st=$?
[ '(' x ] 2>&1; echo st=$?
#### c7 [ \( -n x \) -a \( -z '' \) ]; echo st=$?
[ \( -n x \) -a \( -z '' \) ]; echo st=$?
#### c8 [ ! ] ; echo st=$?; [ ! ! ]; echo st=$?; [ ! ! ! ] 2>&1; ech
[ ! ] ; echo st=$?; [ ! ! ]; echo st=$?; [ ! ! ! ] 2>&1; echo st=$?
#### c9 [ -a ] ; echo st=$?; [ -o ]; echo st=$?; [ x -a ]; echo st=$
[ -a ] ; echo st=$?; [ -o ]; echo st=$?; [ x -a ]; echo st=$? 
#### c10 [ x -a -n ] 2>&1; echo st=$?
[ x -a -n ] 2>&1; echo st=$?
#### c11 test 1 -lt 2 -a 3 2>&1; echo st=$?
test 1 -lt 2 -a 3 2>&1; echo st=$?
#### c12 test a -nt 2>&1; echo st=$?
test a -nt 2>&1; echo st=$?
#### c13 [[ -z ]] 2>&1; echo st=$?
[[ -z ]] 2>&1; echo st=$?
#### c14 [[ a -eq ]] 2>&1; echo st=$?
[[ a -eq ]] 2>&1; echo st=$?
#### c15 eval '[[ a == ]]' 2>&1; echo st=$?
eval '[[ a == ]]' 2>&1; echo st=$?
#### c16 eval '[[ ( a ]]' 2>&1; echo st=$?
eval '[[ ( a ]]' 2>&1; echo st=$?
#### c17 eval '[[ a b ]]' 2>&1; echo st=$?
eval '[[ a b ]]' 2>&1; echo st=$?
#### c18 eval '[[ -x ]]' 2>&1; echo st=$?
eval '[[ -x ]]' 2>&1; echo st=$?
#### c19 eval '[[ ]]' 2>&1; echo st=$?
eval '[[ ]]' 2>&1; echo st=$?
#### c20 eval '[[ ! ]]' 2>&1; echo st=$?
eval '[[ ! ]]' 2>&1; echo st=$?
#### c21 [[ -n ]] 2>&1; echo st=$?
[[ -n ]] 2>&1; echo st=$?
#### c22 x='-n'; [[ $x ]] && echo set
x='-n'; [[ $x ]] && echo set
#### c23 [[ a =~ ]] 2>&1; echo st=$?
[[ a =~ ]] 2>&1; echo st=$?
#### c24 eval '[[ a =~ b c ]]' 2>&1; echo st=$?
eval '[[ a =~ b c ]]' 2>&1; echo st=$?
#### c25 [[ 'a b' =~ a\ b ]] && echo sp
[[ 'a b' =~ a\ b ]] && echo sp
#### c26 [[ a =~ ^(a)|(b)$ ]]; declare -p BASH_REMATCH
[[ a =~ ^(a)|(b)$ ]]; declare -p BASH_REMATCH
#### c27 [[ ab =~ (a)(b)(c)? ]]; echo "${#BASH_REMATCH[@]}"; declare 
[[ ab =~ (a)(b)(c)? ]]; echo "${#BASH_REMATCH[@]}"; declare -p BASH_REMATCH
#### c28 test -z "$(echo)" && echo empty-cmdsub
test -z "$(echo)" && echo empty-cmdsub
#### c29 [ -n "$u" -a -z "" ] ; echo st=$?
[ -n "$u" -a -z "" ] ; echo st=$?
#### c30 [ "$u" = "" -o x = y ]; echo st=$?
[ "$u" = "" -o x = y ]; echo st=$?
#### c31 [ 5 -gt 3 ] && [[ 5 > 30 ]] && echo strcmp
[ 5 -gt 3 ] && [[ 5 > 30 ]] && echo strcmp
#### c32 [[ 10 < 9 ]] && echo lexical
[[ 10 < 9 ]] && echo lexical
#### c33 [ 10 \< 9 ] && echo lexical2
[ 10 \< 9 ] && echo lexical2
#### c34 test 2 -eq 2.0 2>&1; echo st=$?
test 2 -eq 2.0 2>&1; echo st=$?
#### c35 [[ 2 -eq 2.0 ]] 2>&1; echo st=$?
[[ 2 -eq 2.0 ]] 2>&1; echo st=$?
#### c36 [[ 1 -eq x ]] 2>&1; echo st=$?; x=1; [[ 1 -eq x ]] && echo x
[[ 1 -eq x ]] 2>&1; echo st=$?; x=1; [[ 1 -eq x ]] && echo xvar
#### c37 [[ '' -eq 0 ]] && echo empty-zero
[[ '' -eq 0 ]] && echo empty-zero
#### c38 [ '' -eq 0 ] 2>&1; echo st=$?
[ '' -eq 0 ] 2>&1; echo st=$?
#### c39 test -e ''; echo st=$?; test -f ''; echo st=$?; [[ -d '' ]];
test -e ''; echo st=$?; test -f ''; echo st=$?; [[ -d '' ]]; echo st=$?
#### c40 [ -t 1 ] > out.txt; echo st=$?
[ -t 1 ] > out.txt; echo st=$?
#### c41 [ -r /nonexistent ] || echo no-r
[ -r /nonexistent ] || echo no-r
#### c43 mkdir d; [ -x d ] && echo dx; [ -w d ] && echo dw
mkdir d; [ -x d ] && echo dx; [ -w d ] && echo dw
#### c44 ln -s d dl; [ -d dl ] && echo dl-d; [ -h dl ] && echo dl-h
ln -s d dl; [ -d dl ] && echo dl-d; [ -h dl ] && echo dl-h
#### c45 [[ x == [a-z] ]] && echo range; [[ x == [[:alpha:]] ]] && ec
[[ x == [a-z] ]] && echo range; [[ x == [[:alpha:]] ]] && echo class
#### c46 [[ a\*b == 'a*b' ]] && echo esc
[[ a\*b == 'a*b' ]] && echo esc
#### c47 x='[ab]'; [[ a == $x ]] && echo pat; [[ '[ab]' == "$x" ]] &&
x='[ab]'; [[ a == $x ]] && echo pat; [[ '[ab]' == "$x" ]] && echo lit
#### c48 shopt -s nocasematch; [[ ABC == abc ]] && echo nocase; [[ AB
shopt -s nocasematch; [[ ABC == abc ]] && echo nocase; [[ ABC =~ ^abc$ ]] && echo nocase-re; [ ABC = abc ] || echo test-case
#### c49 [[ -o ]] 2>&1; echo st=$?
[[ -o ]] 2>&1; echo st=$?
#### c50 test -o 2>&1; echo st=$?; test -o xtrace; echo st=$?; test !
test -o 2>&1; echo st=$?; test -o xtrace; echo st=$?; test ! -o xtrace; echo st=$?
#### c51 set -o pipefail; [[ -o pipefail ]] && echo pf; [ -o pipefail
set -o pipefail; [[ -o pipefail ]] && echo pf; [ -o pipefail ] && echo pf2
#### c52 [[ -v 1 ]] && echo one || echo noone; set -- a; [[ -v 1 ]] &
[[ -v 1 ]] && echo one || echo noone; set -- a; [[ -v 1 ]] && echo one; [[ -v 2 ]] || echo notwo
#### c53 [[ -v @ ]] ; echo st=$?; [[ -v '#' ]]; echo st=$?
[[ -v @ ]] ; echo st=$?; [[ -v '#' ]]; echo st=$?
#### c54 declare -A h=(['a b']=1); [[ -v h['a b'] ]] && echo spacekey
declare -A h=(['a b']=1); [[ -v h['a b'] ]] && echo spacekey; k='a b'; [[ -v h[$k] ]] && echo kvar
#### c55 declare -n nr=zz; [[ -v nr ]] || echo nr-unset; zz=1; [[ -v 
declare -n nr=zz; [[ -v nr ]] || echo nr-unset; zz=1; [[ -v nr ]] && echo nr-set
#### c56 [[ -v 'a[' ]] 2>&1; echo st=$?
[[ -v 'a[' ]] 2>&1; echo st=$?
#### c57 test -v 2>&1; echo st=$?
test -v 2>&1; echo st=$?
#### c58 [[ -R ]] 2>&1 ; echo st=$?
[[ -R ]] 2>&1 ; echo st=$?
#### c59 test 0 -eq -0 && echo negzero
test 0 -eq -0 && echo negzero
#### c60 [ 1 -eq 1 ] ] 2>&1; echo st=$?
[ 1 -eq 1 ] ] 2>&1; echo st=$?
