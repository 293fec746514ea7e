#### test with one arg
test x && echo one
test '' || echo empty
test -n && echo dash-n-is-string
test ! || echo bang-is-nonempty-false
#### test with two args
test ! x || echo neg
test ! '' && echo neg-empty
test -z '' && echo z
#### test with three args binary wins
test -n = -n && echo eq
test ! = ! && echo bang-eq
test '(' x ')' && echo parens
#### test with three args negation
test ! -z x && echo neg-z
#### test with four args
test ! '(' x ')' || echo neg-parens
test ! a = b && echo neg-eq
#### test -a and -o precedence
test -n a -o -z a -a -z a && echo or-lower
test '' -a x || echo and-false
#### test with parens grouping
[ \( -n a -o -n '' \) -a -n b ] && echo grouped
#### bracket missing close
[ a 2>&1; echo st=$?
#### bracket too many args
[ a b c ] 2>&1; echo st=$?
#### bracket unary operator expected
[ -n a b ] 2>&1; echo st=$?
#### bracket integer expression expected
[ a -eq 1 ] 2>&1; echo st=$?
[ 1 -eq '' ] 2>&1; echo st=$?
#### bracket integer with spaces and signs
[ ' 1 ' -eq 1 ] && echo spaces
[ -1 -lt 0 ] && echo neg
[ +1 -eq 1 ] && echo plus
#### bracket string comparisons
[ a = a ] && echo eq
[ a == a ] && echo eqeq
[ a != b ] && echo ne
[ a \< b ] && echo lt
[ b \> a ] && echo gt
#### bracket unknown binary op
[ a -foo b ] 2>&1; echo st=$?
#### bracket empty
[ ]; echo st=$?
test; echo st=$?
#### bracket bang alone and double bang
[ ! ]; echo st=$?
[ ! ! x ]; echo st=$?
#### bracket with -a as file test
touch ef
[ -a ef ] && echo exists
[ -a nope_zz ] || echo missing
#### bracket dash dash
[ -- ] && echo dashdash
#### dbracket parse with ! and parens
[[ ! ( a == b ) ]] && echo ok1
[[ ! a == b ]] && echo ok2
[[ ( ! a == b ) && a ]] && echo ok3
#### dbracket unexpected token
bash -c '[[ a b ]]' 2>&1; echo st=$?
bash -c '[[ ( a ]]' 2>&1; echo st=$?
#### dbracket operator-looking words as operands
[[ -n -n ]] && echo nn
[[ -z == -z ]] && echo op-eq
[[ '!' ]] && echo bang
#### dbracket and test comparing operators
[[ = == = ]] && echo dbl
[ = = = ] && echo sgl
#### test -t with no fd
test -t; echo st=$?
#### test numbers too large
[ 99999999999999999999 -gt 1 ] 2>&1; echo st=$?
#### test -eq with leading zeros
[ 010 -eq 10 ] && echo decimal
#### test file operators on empty string
[ -e '' ]; echo st=$?
[ -f '' ]; echo st=$?
#### test -v and -R
x=1
[ -v x ] && echo v
declare -n r=x
[ -R r ] && echo ref
#### test -o option names
[ -o errexit ]; echo st=$?
[ -o bogus_zz ]; echo st=$?
#### test with five args
test a = a -a b = b && echo both
test a = b -o b = b && echo either
#### test paren with negation and or
[ ! \( a = b \) -a \( c = c \) ] && echo complex
#### test = with missing rhs
[ a = ] 2>&1; echo st=$?
#### test -n with two words
[ -n '' ] || echo empty
[ -z 'x' ] || echo nonempty
#### test unary op as string with three args
[ -f = -f ] && echo equal-ops
#### test x with dash operand
[ "-x" ] && echo dash-x-string
#### test numeric with whitespace and newline
[ "$(printf '3\n')" -eq 3 ] && echo cmdsub-num
#### test -lt -le -ge -ne
[ 1 -lt 2 ] && [ 2 -le 2 ] && [ 3 -ge 2 ] && [ 1 -ne 2 ] && echo all
#### test string sorting with locale C
[ a \< B ]; echo st=$?
[[ a < B ]]; echo st=$?
#### dbracket and bracket with -nt missing files
[ nope1 -nt nope2 ]; echo st=$?
[[ nope1 -ot nope2 ]]; echo st=$?
#### bracket with too few args after bang
[ ! -n ]; echo st=$?
#### bracket error messages
[ 1 -eq ] 2>&1; echo st=$?
[ -eq 1 ] 2>&1; echo st=$?
[ \( a ] 2>&1; echo st=$?
#### test -a ambiguity binary vs unary
touch ta
[ ta -a ta ] && echo binary-and
[ -a ta ] && echo unary
#### dbracket -a -o are not binary operators
bash -c '[[ a -a b ]]' 2>&1; echo st=$?
