#### brace sequences with steps and padding
echo {1..10..3} {10..1..4} {a..k..2} {001..3} {-2..2} {05..1..2}
echo {z..u} {1..1} x{,-bak} {a,b}{1,2}
mkdir -p proj/{src,test}/{main,util}; ls -d proj/*/* | tr '\n' ' '; echo
#### brace no expansion cases
echo {} {a} {1..} {a..1} '{a,b}' \{x,y\} {1..3..0}
x=1; echo {$x..3}
#### brace with variables via eval
n=4; eval "echo {1..$n}"; for i in $(seq -w 8 10); do echo -n "$i "; done; echo
#### nullglob
shopt -s nullglob; files=(*.nomatch); echo "${#files[@]}"; for f in *.none; do echo "$f"; done; echo done
#### failglob
shopt -s failglob; echo *.nomatch; echo st=$?; echo after
#### glob no match is literal
echo *.nomatch; [[ -e *.nomatch ]] || echo nofile
#### dotglob and hidden
touch .hidden visible; echo *; shopt -s dotglob; echo *; shopt -u dotglob; echo .*
#### nocaseglob
touch ABC.txt abd.TXT; shopt -s nocaseglob; echo a*.txt; shopt -u nocaseglob; echo a*
#### globstar recursive
mkdir -p g/a/b; touch g/x.sh g/a/y.sh g/a/b/z.sh g/a/b/w.txt
shopt -s globstar; echo g/**/*.sh; echo g/**/; echo **/w.txt
#### extglob patterns in glob
shopt -s extglob; touch f1.c f2.h f3.o main.c
echo !(*.o); echo *.@(c|h); echo f?(1).c; echo +([a-z]).c
#### extglob in parameter expansion
shopt -s extglob; v='aaa-bbb---ccc'; echo "${v//+(-)/-}" "${v##*(a)}" "${v/@(b|c)*/X}"
#### glob character classes
touch a1 b2 C3 _4; echo [[:lower:]][0-9]; echo [![:lower:]]?; echo [a-b]*
#### glob in variable unquoted vs quoted
touch x1 x2; p='x*'; echo $p; echo "$p"; [[ x1 == $p ]] && echo match; [[ x1 == "$p" ]] || echo nomatch
#### GLOBIGNORE
touch a.c b.c c.h; GLOBIGNORE='*.h'; echo *; unset GLOBIGNORE; echo *
#### tilde expansion forms
HOME=/home/me; echo ~ ~/x "~" x~ a=~/b; y=~; echo $y; echo ~+ | sed 's,.*/,,' | head -c0; echo ok
#### word splitting of unquoted vars
s='a  b   c'; set -- $s; echo $#; set -- "$s"; echo $#
IFS=:; s='x::y'; set -- $s; echo $#; unset IFS
e=''; set -- $e; echo $#; set -- "$e"; echo $#
#### $@ vs $* quoting
f() { printf '[%s]' "$@"; echo; printf '[%s]' "$*"; echo; printf '[%s]' $*; echo; }
f 'a b' c ''
#### IFS join with $*
set -- a b c; IFS=,; echo "$*"; IFS=; echo "$*"; unset IFS; echo "$*"
#### command substitution strips trailing newlines only
x=$(printf '\n\na\n\nb\n\n'); echo "[${x}]" | od -c | head -2
#### nested command substitution and quotes
echo "$(echo "inner $(echo "deep  spaces")")"
echo "$(printf '%s' "a'b\"c")"
#### backticks nesting
echo `echo \`echo nested\``; echo "`echo 'q d'`"
#### arithmetic expansion in strings
n=3; echo "total: $((n * 2)) items, next $((n+1))"; echo $[1+2]
#### let and (( )) idioms
let i=5 j=i*2; echo $i $j; let 'k = i > j ? i : j'; echo $k
let i++; echo $i; let --i; echo $i
#### string comparisons in [[ ]]
[[ abc < abd ]] && echo lt; [[ b > a ]] && echo gt; [[ a == a && ! b == c ]] && echo logic
[[ -z '' && -n x ]] && echo zn; [[ 10 -gt 9 ]] && echo num; [[ 10 > 9 ]] || echo lexical
#### [[ ]] no word splitting
x='a b'; [[ $x == 'a b' ]] && echo eq; [[ -n $unset ]] || echo empty
y='*'; [[ foo == $y ]] && echo globbed; [[ foo == "$y" ]] || echo literal
#### test -v and -n with arrays
a=(1); declare -A m=([k]=v); [[ -v a ]] && echo a; [[ -v a[1] ]] || echo no-a1; [[ -v m[k] ]] && echo mk
unset v; [[ -v v ]] || echo unset; v=; [[ -v v ]] && echo set-empty
#### file tests in script
touch f; mkdir d; ln -s f l; ln -s nothing dangling
for p in f d l dangling nothing; do printf '%s: e=%s f=%s d=%s L=%s\n' $p $([[ -e $p ]] && echo 1 || echo 0) $([[ -f $p ]] && echo 1 || echo 0) $([[ -d $p ]] && echo 1 || echo 0) $([[ -L $p ]] && echo 1 || echo 0); done
#### file size and perms tests
printf x > nonempty; : > empty; chmod 600 empty
[[ -s nonempty ]] && echo s; [[ -s empty ]] || echo not-s; [[ -r empty && -w empty && ! -x empty ]] && echo rw
#### $(< file) and read whole
printf 'a b\nc\n' > t; content=$(< t); echo "${#content}"; words=($(< t)); echo ${#words[@]}
#### special parameters
f() { echo "$# [$1] [${10}] [${@: -1}] [${*:2:2}]"; }; f 1 2 3 4 5 6 7 8 9 ten
echo "$0" | sed 's,.*/,,'; set -- x y; echo "$#" "$@"; shift; echo "$1"
#### shift errors
set -- a b; shift 3; echo "st=$? $#"; shift 2; echo "st=$? $#"
#### positional with set -- and default
set -- "${@:-default}"; echo "$1"
#### indirect expansion
name=USER_X; USER_X=found; echo "${!name}"
arr=(a b c); ref='arr[2]'; echo "${!ref}"
pre_a=1 pre_b=2; echo "${!pre_@}"; for v in "${!pre_@}"; do echo "$v=${!v}"; done
#### printf -v with format reuse
printf -v out '%s,' a b c; echo "${out%,}"
printf -v pad '%-5s|' x; echo "$pad"
#### printf %q special cases
printf '%q\n' '' 'a b' $'\t' '~x' 'a=b' '#h' '!' 'ä'
#### printf %s with array and star
a=(x y z); printf '%s\n' "${a[@]}"; printf '%-3s|' "${a[@]}"; echo
printf '%*s|%-*s|\n' 4 a 4 b
#### printf width with negative star
printf '[%*d]\n' -5 3; printf '[%.*s]\n' -1 abc
#### echo options
echo -n no-newline; echo; echo -e 'a\tb'; echo -E 'a\tb'; echo -ne 'x\n'; echo -- -n; echo -n -e 'z\n'
#### shopt query and -p
shopt -q extglob; echo $?; shopt -s extglob; shopt -q extglob; echo $?; shopt -p extglob nullglob
shopt -s nosuchopt; echo st=$?
#### set -o options query
set -o | grep -E '^(errexit|nounset|pipefail) ' ; set -euo pipefail; echo $- | tr -d 'hBs'; set -o | grep -E '^(errexit|pipefail) '
#### unset behaviors
x=1; unset x; echo "${x-gone}"
f() { :; }; unset f; type -t f; echo st=$?
a=(1 2 3); unset a[0]; echo "${a[@]}"; unset a; echo "${#a[@]}"
unset -v nosuch; echo st=$?
#### variable attributes integer
declare -i n=5; n+=3; echo $n; n='2*4'; echo $n; n=abc; echo $n
declare -i m; m=010; echo $m
#### lowercase uppercase attributes
declare -l lc; lc='MiXeD'; echo $lc; declare -u uc='mixed'; uc+=' more'; echo $uc
#### export and env listing
export ZZ_TEST=1; env | grep ^ZZ_TEST; declare -p ZZ_TEST; export -n ZZ_TEST; env | grep -c ^ZZ_TEST
#### readonly -p and declare -r
readonly RO1=a; declare -r RO2=b; readonly -p | grep -E 'RO[12]'
#### local in nested functions sees caller's locals
outer() { local v=outer; inner; echo "outer sees $v"; }
inner() { echo "inner sees $v"; v=modified; }
outer; echo "global: ${v-unset}"
#### function with same name as variable
f=1; f() { echo func; }; f; echo $f
#### alias in script not expanded by default
alias hi='echo alias'; hi 2>&1 | sed 's/^.*: //'
shopt -s expand_aliases; alias hey='echo aliased'
hey
#### source with function definitions
printf 'lib_fn() { echo "lib $1"; }\nLIBVAR=loaded\n' > lib.sh
source ./lib.sh; lib_fn x; echo $LIBVAR
#### source returns status of last
printf 'false\n' > r.sh; . ./r.sh; echo $?; printf 'return 4\necho no\n' > r2.sh; . ./r2.sh; echo $?
#### BASH_SOURCE in sourced file
printf 'echo "${BASH_SOURCE[0]} ${FUNCNAME[0]-none}"\nf2() { echo "${BASH_SOURCE[0]} ${FUNCNAME[0]}"; }\n' > s.sh
. ./s.sh; f2
#### LINENO in functions and subshells
f() {
  echo "f $LINENO"
}
echo "top $LINENO"; f; ( echo "sub $LINENO" )
#### RANDOM seeded is deterministic-ish shape
RANDOM=42; a=$RANDOM; RANDOM=42; b=$RANDOM; [[ $a == $b ]] && echo same; (( a >= 0 && a < 32768 )) && echo range
#### SECONDS assignment
SECONDS=100; (( SECONDS >= 100 && SECONDS < 105 )) && echo ok
#### printf %c and %s truncation
printf '%c|%c|%.2s|%5.1s|\n' hello '' world abc
#### printf with %% and literal
printf '100%%\n'; printf '%s%%\n' 50; printf 'a\\b\n'
