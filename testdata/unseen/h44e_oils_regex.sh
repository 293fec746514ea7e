#### regex basic match and BASH_REMATCH
[[ abc123 =~ ([a-z]+)([0-9]+) ]]
echo $? ${BASH_REMATCH[0]} ${BASH_REMATCH[1]} ${BASH_REMATCH[2]}
#### regex no match clears BASH_REMATCH
[[ abc =~ (b) ]]
[[ xyz =~ (b) ]]
echo $? ${#BASH_REMATCH[@]}
#### regex quoted part is literal
[[ 'a.c' =~ "a.c" ]] && echo lit1
[[ 'abc' =~ "a.c" ]] || echo lit2
[[ 'abc' =~ a.c ]] && echo re
#### regex from variable
re='^[0-9]+$'
[[ 123 =~ $re ]] && echo num
[[ 12a =~ $re ]] || echo notnum
#### regex quoted variable is literal
re='a.c'
[[ abc =~ "$re" ]] || echo literal
#### regex invalid pattern status
[[ a =~ ( ]]
echo st=$?
#### regex with spaces need escaping
[[ 'a b' =~ a\ b ]] && echo esc
[[ 'a b' =~ 'a b' ]] && echo quoted
#### regex unmatched group is empty
[[ ac =~ a(b)?c ]]
echo "[${BASH_REMATCH[1]}]" ${#BASH_REMATCH[@]}
#### regex anchors
[[ xabcx =~ abc ]] && echo unanchored
[[ xabcx =~ ^abc ]] || echo anchored
#### regex with bracket containing special
[[ 'a]b' =~ a[]]b ]] && echo bracket
#### regex alternation
[[ cat =~ ^(dog|cat)$ ]] && echo ${BASH_REMATCH[1]}
#### regex with parens in unquoted pattern
[[ '(x)' =~ \(x\) ]] && echo parens
#### regex BASH_REMATCH readonly-ish assign
[[ ab =~ (a) ]]
BASH_REMATCH=(z)
echo ${BASH_REMATCH[0]}
#### regex in function BASH_REMATCH global
f() { [[ hello =~ l+ ]]; }
f
echo ${BASH_REMATCH[0]}
#### regex with nocasematch
shopt -s nocasematch
[[ ABC =~ ^abc$ ]] && echo ci
#### regex right side with braces quantifier
[[ aaa =~ ^a{3}$ ]] && echo three
[[ aa =~ ^a{3}$ ]] || echo not three
#### regex backreference not in ERE
[[ aa =~ (a)\1 ]] && echo backref
echo st=$?
#### regex dot matches multibyte
[[ é =~ ^.$ ]] && echo one char
#### regex character class
[[ 'a1' =~ ^[[:alpha:]][[:digit:]]$ ]] && echo class
#### regex with pipe outside parens
[[ b =~ a|b ]] && echo alt
#### regex with dollar in quotes
x='a$'
[[ 'a$' =~ a"$" ]] && echo dollar lit
#### regex matching newline
x=$'a\nb'
[[ $x =~ a.b ]] && echo dot nl || echo no dot nl
#### regex longest leftmost
[[ xaaay =~ a+ ]] && echo ${BASH_REMATCH[0]}
#### regex with empty string
[[ '' =~ ^$ ]] && echo empty
#### regex on left side unquoted var with spaces
x='a b'
[[ $x =~ ^a\ b$ ]] && echo ok
#### regex nested groups
[[ abcd =~ ((a)(b))(c) ]]
echo ${BASH_REMATCH[@]}
#### regex star quantifier only
[[ x =~ * ]]
echo st=$?
#### regex invalid message
[[ a =~ [ ]]
echo st=$?
#### regex with unbalanced paren unquoted
eval '[[ a =~ a) ]]'
echo st=$?
#### regex char class with quotes inside brackets
[[ a =~ ["a"] ]] && echo quoted in bracket
#### regex right side with glob chars unquoted
[[ abc =~ a*c ]] && echo match star
#### regex BASH_REMATCH declare -p
[[ ab =~ (a)(b) ]]
declare -p BASH_REMATCH
#### regex BASH_REMATCH after failed match declare
[[ ab =~ (a) ]]
[[ ab =~ (z) ]]
declare -p BASH_REMATCH
#### regex with less than
[[ 'a<b' =~ a\<b ]] && echo lt
#### regex with space via variable
re='a b'
[[ 'a b' =~ $re ]] && echo spaced
#### regex with question quoted in var
re='a?'
[[ b =~ $re ]] && echo empty matches
#### regex with caret in middle
[[ 'a^b' =~ a\^b ]] && echo caret
#### regex empty right side
eval '[[ a =~ ]]'
echo st=$?
#### regex matched against number
[[ 123 =~ ^[0-9]{2,}$ ]] && echo digits
