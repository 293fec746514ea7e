#### v with arrays
a=(x); [[ -v a ]] && echo a-set; [[ -v a[0] ]] && echo a0; [[ -v a[1] ]] || echo no-a1; b=(); [[ -v b ]] || echo b-empty-unset
#### v with sparse array element
a=([3]=x); [[ -v a ]] && echo a-set || echo a-unset-at-0; [[ -v a[3] ]] && echo a3; [[ -v a[@] ]] && echo at-set
#### v with assoc
declare -A m=([k]=''); [[ -v m[k] ]] && echo k; [[ -v m[z] ]] || echo no-z; [[ -v m ]] && echo m-set || echo m-unset
#### v with negative index
a=(1 2); [[ -v a[-1] ]] && echo last; [[ -v a[-3] ]] || echo none 2>&1
#### v on positional and special
set -- a; [[ -v 1 ]] && echo p1; [[ -v 2 ]] || echo no-p2; [[ -v @ ]] && echo at 2>&1; [[ -v '#' ]] && echo hash 2>&1
#### R nameref test
declare -n r=x; x=1; [[ -R r ]] && echo r-ref; [[ -R x ]] || echo x-not; declare -n u; [[ -R u ]] && echo unset-ref
#### o optname
set -o pipefail; [[ -o pipefail ]] && echo pf; [[ -o errexit ]] || echo no-e; [[ -o nosuch ]]; echo st=$?
#### test -o optname single bracket
set -u; [ -o nounset ] && echo nu; test -o noclobber || echo nc-off
#### string less greater with C locale
LC_ALL=C; [[ B < a ]] && echo upper-first; [[ a < B ]] || echo not-lt; [ B \< a ] && echo test-too
#### string compare in UTF-8 locale
[[ abc < abd ]] && echo lt; [[ b > a ]] && echo gt; [[ a == a ]] && echo eq
#### ef same file
touch f; ln f hard; ln -s f soft; [[ f -ef hard ]] && echo hard; [[ f -ef soft ]] && echo soft; [[ f -ef other ]] || echo missing
#### nt and ot on files made in order
touch -d '2001-01-01' old; touch -d '2002-01-01' new; [[ new -nt old ]] && echo nt; [[ old -ot new ]] && echo ot; [[ new -nt missing ]] && echo nt-missing; [[ missing -ot new ]] && echo ot-missing
#### file type tests
mkdir d; touch f; ln -s f l; ln -s nowhere dangling; [[ -d d && -f f && -L l && -h l && -e l ]] && echo types; [[ -L dangling && ! -e dangling ]] && echo dangling; [[ -p f ]] || echo not-fifo
#### file size and emptiness
touch empty; echo x > full; [[ -s full ]] && echo full; [[ -s empty ]] || echo empty; [[ -s none ]] || echo none
#### permission tests
touch f; chmod 0644 f; [[ -r f && -w f ]] && echo rw; [[ -x f ]] || echo not-x; chmod +x f; [[ -x f ]] && echo x
#### numeric comparisons with arithmetic operands
[[ 1+1 -eq 2 ]] && echo arith; x=3; [[ x -gt 2 ]] && echo named; [ 010 -eq 10 ] && echo decimal-test; [[ 010 -eq 8 ]] && echo octal-cond
#### test integer error
[ a -eq 1 ] 2>&1; echo st=$?; [[ a -eq 1 ]]; echo st=$?
#### z and n with unquoted empty
x=; [ -n $x ] && echo n-true-quirk; [ -z $x ] && echo z-true; [[ -n $x ]] || echo dbl-n-false
#### test with one two three args
[ ]; echo $?; [ x ]; echo $?; [ ! ]; echo $?; [ ! x ]; echo $?; [ -n ]; echo $?
#### test four args with not
[ ! a = b ]; echo $?; [ ! -z a -a -n b ]; echo $?
#### double bracket pattern vs string quoting
x='a*'; [[ abc == $x ]] && echo pattern; [[ abc == "$x" ]] || echo literal
#### double bracket regex from variable
re='^[0-9]+$'; [[ 123 =~ $re ]] && echo num; [[ 12a =~ $re ]] || echo not
#### t fd test
[[ -t 0 ]] || echo stdin-not-tty; [ -t 9 ] || echo nine
#### S and b and c tests
[[ -c /dev/null ]] && echo char; [[ -b /dev/null ]] || echo notblock; [[ -S /dev/null ]] || echo notsock
#### combined and or precedence in test
[ a = a -o b = c -a c = d ]; echo $?; [[ a == a || b == c && c == d ]]; echo $?
#### parentheses grouping in test
[ \( a = b \) -o \( c = c \) ]; echo $?
#### string equality with equals single
[ abc = abc ] && echo one; [ abc == abc ] && echo two; [[ abc = a* ]] && echo three
