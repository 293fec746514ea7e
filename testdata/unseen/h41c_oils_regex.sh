#### regex basic match
[[ abc =~ b ]] && echo yes
[[ abc =~ z ]] || echo no
#### BASH_REMATCH groups
[[ 'key=value' =~ ([a-z]+)=([a-z]+) ]]
echo "${BASH_REMATCH[0]} ${BASH_REMATCH[1]} ${BASH_REMATCH[2]} ${#BASH_REMATCH[@]}"
#### BASH_REMATCH cleared on failure
[[ ab =~ (a) ]]
[[ ab =~ (z) ]]
echo "${#BASH_REMATCH[@]}"
#### regex from variable
re='^[0-9]+$'
[[ 123 =~ $re ]] && echo num
[[ 12a =~ $re ]] || echo notnum
#### quoted regex is literal
[[ 'a.c' =~ "a.c" ]] && echo lit1
[[ 'abc' =~ "a.c" ]] || echo lit2
#### partially quoted regex
[[ 'a.cx' =~ "a.c"x ]] && echo partial
[[ 'abcx' =~ "a.c"x ]] || echo partial-no
#### quoted variable is literal
re='a.c'
[[ abc =~ "$re" ]] || echo quoted-literal
[[ abc =~ $re ]] && echo unquoted-regex
#### regex with spaces via variable
re='a b'
[[ 'xa by' =~ $re ]] && echo spaces
#### regex with escaped space
[[ 'a b' =~ a\ b ]] && echo escaped
#### regex parens and alternation
[[ foo =~ ^(foo|bar)$ ]] && echo alt
#### invalid regex status 2
[[ a =~ ( ]]
echo "status=$?"
#### invalid regex from variable
re='a('
[[ a =~ $re ]]
echo "status=$?"
#### regex with brackets
[[ 'x]' =~ []] ]] && echo bracket
[[ 'a-b' =~ [a-c-] ]] && echo range
#### regex character classes
[[ 'ab12' =~ ^[[:alpha:]]+[[:digit:]]+$ ]] && echo classes
#### regex anchors
[[ abc =~ ^b ]] || echo not-start
[[ abc =~ c$ ]] && echo end
#### regex unmatched optional group
[[ ac =~ a(b)?c ]]
echo "[${BASH_REMATCH[1]}] ${#BASH_REMATCH[@]}"
#### regex nested groups
[[ abcd =~ (a(b(c)))d ]]
echo "${BASH_REMATCH[@]}"
#### BASH_REMATCH is readonly-ish assignment
[[ ab =~ a ]]
BASH_REMATCH=(x)
echo "status=$? ${BASH_REMATCH[0]}"
#### regex with nocasematch
shopt -s nocasematch
[[ ABC =~ ^abc$ ]] && echo nocase
#### regex star quantifier greedy
[[ 'aaa' =~ a* ]]
echo "${BASH_REMATCH[0]}"
#### regex dot and newline
[[ $'a\nb' =~ a.b ]] && echo dot-newline || echo no-dot-newline
#### regex backslash escapes
[[ 'a+b' =~ a\+b ]] && echo escplus
[[ 'a.b' =~ a\.b ]] && echo escdot
#### regex with pipe in variable
re='x|y'
[[ y =~ $re ]] && echo pipe
#### regex literal parens quoted
[[ '(a)' =~ '(a)' ]] && echo literal-parens
echo "${BASH_REMATCH[0]}"
#### regex in if with &&
s=abc
if [[ $s =~ ^a && $s =~ c$ ]]; then echo both; fi
#### regex empty pattern
[[ abc =~ '' ]] && echo empty-matches
#### regex interval
[[ aaa =~ ^a{2,3}$ ]] && echo interval
[[ aaaa =~ ^a{2,3}$ ]] || echo too-many
#### regex back reference
[[ abab =~ ^(ab)\1$ ]] && echo backref
#### regex with dollar brace var inside
x=b
[[ abc =~ a${x}c ]] && echo expanded
#### regex unicode
[[ 'héllo' =~ h.llo ]] && echo uni
#### regex tilde not expanded
HOME=/h
[[ '~' =~ ~ ]] && echo tilde
#### regex glob chars not globbed
touch abc
[[ 'a*' =~ a* ]] && echo star
#### regex BASH_REMATCH after failed in function local
f() { local BASH_REMATCH; [[ ab =~ (a) ]]; echo "in ${BASH_REMATCH[1]}"; }
f
echo "out [${BASH_REMATCH[1]-}]"
#### regex with special chars in class from variable
re='[[:space:]]+'
[[ 'a  b' =~ $re ]] && echo "[${BASH_REMATCH[0]}]"
#### regex quoted part with star
[[ 'a*b' =~ a'*'b ]] && echo quoted-star
[[ 'aab' =~ a'*'b ]] || echo quoted-star-no
#### regex matching against quoted var with regex chars
s='a.b'
[[ $s =~ ^a\.b$ ]] && echo ok1
[[ 'axb' =~ ^a\.b$ ]] || echo ok2
#### regex error message for bad regex
[[ a =~ a{1 ]]
echo "status=$?"
[[ a =~ [ ]]
echo "status=$?"
#### regex with BASH_REMATCH as local array in loop
for s in a1 b22 c; do
  if [[ $s =~ ^([a-z])([0-9]*)$ ]]; then
    echo "${BASH_REMATCH[1]}:${BASH_REMATCH[2]:-none}"
  fi
done
#### regex quoted right side with variable inside quotes
x='.'
[[ 'a.b' =~ a"$x"b ]] && echo q1
[[ 'axb' =~ a"$x"b ]] || echo q2
#### regex with single quoted anchors
[[ 'abc' =~ '^a' ]] || echo quoted-anchor-literal
[[ '^abc' =~ '^a' ]] && echo quoted-anchor-matches
#### regex with backslash in variable
re='a\.b'
[[ 'a.b' =~ $re ]] && echo bs1
[[ 'axb' =~ $re ]] || echo bs2
#### regex with parenthesis in brackets
[[ '(' =~ [\(] ]] && echo paren-class
#### regex matches across multiple lines
s=$'line1\nline2'
[[ $s =~ ^line2 ]] && echo anchored-multi || echo not-multi
#### regex on numbers with leading zeros
[[ 007 =~ ^0*([1-9][0-9]*)$ ]] && echo "${BASH_REMATCH[1]}"
#### regex with [[:<:]] style not supported
[[ 'a b' =~ \<b ]] && echo word-boundary || echo no-boundary
#### regex operator precedence with !
[[ ! abc =~ z ]] && echo negated
#### regex with && and grouping
[[ ( abc =~ b ) && ( abc =~ c ) ]] && echo grouped
