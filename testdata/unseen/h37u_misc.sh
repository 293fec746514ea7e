#### brace step letters
echo {a..z..3}
#### brace step negative direction
echo {10..1..3} {z..a..5}
#### brace zero padded
echo {01..10}
#### brace zero pad mixed widths
echo {1..010..3} {-05..5..5}
#### brace padded negative
echo {-3..03}
#### brace mixed with alternatives
echo x{a,b{1..3},c}y
#### brace invalid mixed types
echo {a..5} {1..b}
#### brace with step zero
echo {1..5..0}
#### brace nested sequences
echo {{1..2},{a..b}}
#### brace with prefix variable
n=3; echo {1..$n}; echo file{1,2}.{txt,md}
#### brace step larger than range
echo {1..3..10} {5..1..-2}
#### brace letters across cases
echo {X..c}
#### brace single element is literal
echo {a} {a,} {,a} x{}y
#### case fallthrough semicolon ampersand
case b in a) echo a;& b) echo b;& c) echo c;; d) echo d;; esac
#### case continue matching
case abc in a*) echo one;;& *b*) echo two;;& x*) echo three;;& *c) echo four;; *) echo five;; esac
#### case fallthrough into last
case z in z) echo z;& esac; echo end
#### case mixed terminators
for w in apple banana; do case $w in a*) echo A;;& *an*) echo AN;& q) echo Q;; *) echo other;; esac; done
#### case status of fallthrough
case x in x) false;& y) ;; esac; echo st=$?
#### case pattern with alternation and fallthrough
case 3 in 1|2) echo low;; 3|4) echo mid;& 5) echo five;; esac
#### cond -v array element
a=(x '' z); [[ -v a[1] ]] && echo one; [[ -v a[3] ]] || echo no3; [[ -v a ]] && echo a0
#### cond -v assoc key
declare -A m=([k]=v [e]=); [[ -v m[k] ]] && echo k; [[ -v m[e] ]] && echo e; [[ -v m[z] ]] || echo noz
#### cond -v unset and empty
unset u; e=; [[ -v u ]] || echo u-unset; [[ -v e ]] && echo e-set
#### cond -v positional
set -- a b; [[ -v 1 ]] && echo p1; [[ -v 3 ]] || echo no3; [[ -v @ ]] && echo at
#### cond -v with arithmetic subscript
a=(1 2 3); i=1; [[ -v a[i+1] ]] && echo yes; [[ -v a[-1] ]] && echo neg
#### test -v builtin
a=(1); test -v a[0] && echo t0; [ -v 'a[5]' ] || echo t5
#### cond -v declared no value
declare x; [[ -v x ]] || echo not-set; declare -a arr; [[ -v arr ]] || echo arr-not-set
#### nameref chain
a=final; declare -n b=a; declare -n c=b; echo "$c"; c=changed; echo "$a"
#### nameref loop detection
declare -n x=y; declare -n y=x; echo "[$x]"; echo st=$?
#### nameref self reference
declare -n self=self; echo st=$?
#### nameref to array element
arr=(p q r); declare -n e='arr[1]'; echo "$e"; e=Z; echo "${arr[*]}"
#### nameref in function to caller var
set_it() { local -n out=$1; out="value $2"; }; set_it res 7; echo "$res"
#### nameref to array in function
fill() { local -n ar=$1; ar=(1 2 3); ar+=(4); }; fill nums; echo "${nums[@]} ${#nums[@]}"
#### nameref unset -n
x=1; declare -n r=x; unset -n r; echo "$x [${r-none}]"
#### nameref unset target
x=1; declare -n r=x; unset r; echo "[${x-gone}]"
#### nameref declare -p
x=1; declare -n r=x; declare -p r
#### nameref for loop variable
a=1 b=2; for ref in a b; do declare -n v=$ref; echo "$v"; done
#### nameref for loop with -n control
a=1; b=2; declare -n v; for v in a b; do echo "$v"; done
#### nameref to invalid name
declare -n r='1bad'; echo st=$?
#### nameref attribute removed
x=5; declare -n r=x; declare +n r; echo "$r"
#### local dash restores options
f() { local -; set -f; set -u; echo "in $-"; }; echo "before $-"; f; echo "after $-"
#### local dash restores set -o
f() { local -; set -o pipefail; false | true; echo "in $?"; }; f; false | true; echo "out $?"
#### local dash does not restore shopt
f() { local -; shopt -s extglob; }; f; shopt -q extglob && echo still-on
#### bash_rematch groups
[[ 'key=value' =~ ^([a-z]+)=(.*)$ ]] && echo "${BASH_REMATCH[0]}|${BASH_REMATCH[1]}|${BASH_REMATCH[2]}|${#BASH_REMATCH[@]}"
#### bash_rematch unmatched optional group
[[ ab =~ a(x)?(b) ]] && declare -p BASH_REMATCH
#### bash_rematch cleared on failure
[[ abc =~ (b) ]]; [[ abc =~ (z) ]]; echo "${#BASH_REMATCH[@]}"
#### bash_rematch nested groups
[[ 2024-06-01 =~ ^(([0-9]{4})-([0-9]{2}))-([0-9]{2})$ ]] && echo "${BASH_REMATCH[@]}"
#### bash_rematch quoted part literal
re='a.c'; [[ abc =~ $re ]] && echo unq; [[ abc =~ "$re" ]] || echo quoted-literal
#### bash_rematch readonly assignment
[[ x =~ x ]]; BASH_REMATCH=(1); echo "${BASH_REMATCH[*]}"
#### timeformat literal only
TIMEFORMAT='done-timing'; time true
#### timeformat percent percent
TIMEFORMAT='a%%b'; time { :; }
#### timeformat empty prints nothing
TIMEFORMAT=; time true; echo after
#### time status passthrough
TIMEFORMAT=; time false; echo st=$?; time ! true; echo st=$?
#### time in pipeline
TIMEFORMAT=T; time echo x | cat
#### arith base 64
echo $(( 64#a )) $(( 64#A )) $(( 64#@ )) $(( 64#_ )) $(( 64#10 ))
#### arith base 2 and 16
echo $(( 2#1011 )) $(( 16#ff )) $(( 36#z )) $(( 8#17 ))
#### arith base invalid digit
echo $(( 2#102 )); echo after
#### arith bad base
echo $(( 65#1 )); echo $(( 1#1 ))
#### arith leading zero octal and hex
echo $(( 010 + 0x10 + 0X1f ))
#### arith overflow wraps
echo $(( 9223372036854775807 + 1 )) $(( -9223372036854775808 - 1 ))
#### arith multiplication overflow
echo $(( 4611686018427387904 * 4 )) $(( 3037000500 * 3037000500 ))
#### arith min div minus one
echo $(( -9223372036854775808 / -1 )) $(( -9223372036854775808 % -1 ))
#### arith shift wide
echo $(( 1 << 63 )) $(( 1 << 64 )) $(( -8 >> 1 ))
#### arith power and negative exponent
echo $(( 2 ** 62 )) $(( 2 ** 64 )); echo $(( 2 ** -1 ))
#### arith huge literal
echo $(( 99999999999999999999 ))
#### arith comma and ternary
echo $(( a = 1, b = a ? 10 : 20, a + b ))
#### arith base with variable
b=16; echo $(( $b#ff )) $(( 16#$((255)) ))
#### arith 64 base digits order
echo $(( 64#z )) $(( 64#Z )) $(( 62#Z ))
