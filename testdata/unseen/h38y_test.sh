#### test -v on array element
a=(x '' z); test -v 'a[1]'; echo $?; test -v 'a[5]'; echo $?
#### test -v on assoc key
declare -A h=([k]=1); [ -v 'h[k]' ]; echo $?; [ -v 'h[z]' ]; echo $?
#### test -v unset vs empty
e=; unset u; [ -v e ]; echo $?; [ -v u ]; echo $?
#### test -R nameref
declare -n r=x; x=1; [ -R r ]; echo $?; [ -R x ]; echo $?
#### test -R unset nameref
declare -n r; [ -R r ]; echo $?
#### test -o option name
set -o pipefail; [ -o pipefail ]; echo $?; [ -o nounset ]; echo $?; [ -o bogus ]; echo $?
#### test -o as binary or
[ -n a -o -z a ]; echo $?; [ '' -o '' ]; echo $?
#### test -nt -ot with missing file
touch a; [ a -nt missing ]; echo $?; [ missing -ot a ]; echo $?; [ missing -nt a ]; echo $?
#### test -nt same file
touch a; [ a -nt a ]; echo $?; [ a -ot a ]; echo $?
#### test -nt with touch -d
touch -d '2001-01-01' old; touch -d '2002-01-01' new; [ new -nt old ]; echo $?; [ old -ot new ]; echo $?
#### test -ef hard link and symlink
touch a; ln a h; ln -s a s; [ a -ef h ]; echo $?; [ a -ef s ]; echo $?; [ a -ef missing ]; echo $?
#### test four args with negation
[ ! a = b -a ]; echo $?; [ ! a = a ]; echo $?
#### test four args paren
[ \( a = a \) ]; echo $?; [ \( -n x \) ]; echo $?
#### test four args double negation
[ ! ! -z '' ]; echo $?; [ ! ! ! -z '' ]; echo $?
#### test three args binary first
[ -n = -n ]; echo $?; [ ! = ! ]; echo $?; [ -a = -a ]; echo $?
#### test three args paren around string
[ \( x \) ]; echo $?; [ \( '' \) ]; echo $?
#### test two args negation
[ ! '' ]; echo $?; [ ! x ]; echo $?; [ ! -z ]; echo $?
#### test unary unknown two args
[ -q x ]; echo $?
#### test missing bracket
[ a = a; echo $?
#### test too many args
[ a b c d e ]; echo $?
#### test integer with spaces and sign
[ ' 12 ' -eq 12 ]; echo $?; [ +5 -gt -3 ]; echo $?; [ 0x10 -eq 16 ]; echo $?
#### test integer overflow
[ 99999999999999999999 -gt 1 ]; echo $?
#### test -eq with empty
[ '' -eq 0 ]; echo $?
#### test string comparisons less greater
[ a \< b ]; echo $?; [ B \> a ]; echo $?; test abc \> abd; echo $?
#### test -lt -le -ge -ne
[ 3 -lt 3 ]; echo $?; [ 3 -le 3 ]; echo $?; [ -1 -ge -2 ]; echo $?; [ 1 -ne 1 ]; echo $?
#### test == in single bracket
[ a == a ]; echo $?; [ 'a*' == a* ]; echo $?
#### test -a -o precedence
[ x -o '' -a '' ]; echo $?; [ '' -a x -o x ]; echo $?
#### test file types
mkdir d; touch f; ln -s f l; mkfifo p 2>/dev/null; [ -d d ] && [ -f f ] && [ -L l ] && [ -h l ] && [ -p p ]; echo $?
#### test -s empty and nonempty
: > e; echo x > n; [ -s e ]; echo $?; [ -s n ]; echo $?
#### test -e dangling symlink
ln -s nowhere dl; [ -e dl ]; echo $?; [ -L dl ]; echo $?
#### test -t on non terminal
[ -t 0 ] < /dev/null; echo $?; [ -t ]; echo $?
#### test -t invalid fd
[ -t x ]; echo $?
#### test -x on directory and file
mkdir d; touch f; chmod +x f; [ -x d ]; echo $?; [ -x f ]; echo $?
#### test -N -O -G on new file
touch f; [ -O f ]; echo $?; [ -G f ]; echo $?
#### test -u -g -k bits
touch f; chmod u+s f; [ -u f ]; echo $?; [ -g f ]; echo $?; mkdir d; chmod +t d; [ -k d ]; echo $?
#### test -z -n no arg
[ -z ]; echo $?; [ -n ]; echo $?
#### test single arg values
[ 0 ]; echo $?; [ '' ]; echo $?; [ -- ]; echo $?; [ ']' ]; echo $?
#### test builtin with closing bracket
test a = a ]; echo $?
#### test paren errors
[ \( a = a ]; echo $?; [ a = a \) ]; echo $?
#### test unknown binary
[ a -xx b ]; echo $?
#### test -ef same dir paths
mkdir d; [ d -ef ./d/../d ]; echo $?
#### test five args
[ a = a -a b = b ]; echo $?; [ ! a = a -o b = c ]; echo $?
#### double bracket -v negative index
a=(1 2 3); [[ -v a[-1] ]]; echo $?; [[ -v a[-4] ]]; echo $?
#### double bracket -nt vs -ot strings
touch a; [[ a -nt b ]]; echo $?
#### double bracket pattern vs quoted
x='a*'; [[ abc == $x ]]; echo $?; [[ abc == "$x" ]]; echo $?; [[ 'a*' == "$x" ]]; echo $?
#### double bracket arithmetic operands expand
x=3; [[ x+1 -eq 4 ]]; echo $?; [[ 1+1 -lt 3 ]]; echo $?
#### double bracket string ordering locale
[[ a < B ]]; echo $?; [[ Z < a ]]; echo $?
#### double bracket -o option
set -u; [[ -o nounset ]]; echo $?; set +u; [[ ! -o nounset ]]; echo $?
#### double bracket and or precedence
[[ -n x || -z x && -z x ]]; echo $?; [[ ( -n x || -z x ) && -z x ]]; echo $?
#### double bracket arithmetic error
[[ 1 -eq 'a b' ]]; echo $?
#### double bracket regex BASH_REMATCH groups
[[ 'key=val' =~ ^([^=]+)=(.*)$ ]] && echo "${BASH_REMATCH[@]} ${#BASH_REMATCH[@]}"
#### double bracket regex failed match clears
[[ ab =~ (a)(b) ]]; [[ zz =~ (a) ]]; echo "${#BASH_REMATCH[@]}"
#### double bracket regex optional group unset
[[ ac =~ a(b)?c ]] && declare -p BASH_REMATCH
#### test -a unary file
touch f; [ -a f ]; echo $?; [ -a nope ]; echo $?
#### test -S -b -c
[ -c /dev/null ]; echo $?; [ -b /dev/null ]; echo $?; [ -S /dev/null ]; echo $?
#### test -r -w existing
touch f; [ -r f ] && [ -w f ]; echo $?
#### test -v with special var
set -- a; [ -v 1 ]; echo $?; [ -v 2 ]; echo $?
#### test < without escape is redirect
[ a < b ] 2>/dev/null; echo $?
