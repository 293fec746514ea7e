#### fd juggling: read -u, exec redirections, swapping stdout and stderr
cd "$(mktemp -d)"
printf 'l1\nl2\nl3\n' > in.txt
exec 3< in.txt
read -r -u 3 a; read -r -u 3 b
exec 3<&-
echo "$a $b"
{ echo to-out; echo to-err >&2; } 3>&1 1>&2 2>&3 3>&- | sed 's/^/piped: /'
exec 4>out.txt; echo one >&4; echo two >&4; exec 4>&-; cat out.txt
read -r -u 3 c 2>&1; echo "st=$?"
#### coproc conversation
coproc BC { while read -r line; do echo "$(( line * 2 ))"; done; }
for n in 3 5 7; do echo "$n" >&"${BC[1]}"; read -r r <&"${BC[0]}"; echo "$n -> $r"; done
exec {BC[1]}>&-; wait $BC_PID; echo "done $?"
#### namerefs for returning arrays and maps
split_into() { local -n _out=$1; local IFS=$2; read -ra _out <<< "$3"; }
split_into parts : 'a:b c:d'; declare -p parts
count_into() { local -n _m=$1; shift; local w; for w; do (( _m[$w]++ )); done; }
declare -A cnt=(); count_into cnt x y x z x; for k in x y z; do echo "$k=${cnt[$k]}"; done
ref() { local -n r=$1; r+=" (seen)"; }; s=hello; ref s; echo "$s"
#### set -u with defaults, arrays and functions
( set -u
  echo "${unset_var:-default} ${unset_var-} ${#@}"
  arr=(); echo "len ${#arr[@]}"
  f() { echo "arg: ${1:-none}"; }; f
  echo "$unset_var" ) 2>&1; echo "st=$?"
( set -u; a=(1); echo "${a[5]:-missing}"; echo "${a[5]}" ) 2>&1; echo "st=$?"
#### wait -n and job statuses
( exit 3 ) & p1=$!
( sleep 0.2; exit 5 ) & p2=$!
wait $p1; echo "p1=$?"
wait $p2; echo "p2=$?"
sleep 0.1 & sleep 0.3 & wait -n; echo "first done st=$?"; wait; echo "all done"
#### declare -p and printf %q round trips
a=('x y' $'tab\there' 'quote"s' "it's" '' '$dollar')
declare -p a
printf '%q\n' "${a[@]}"
eval "b=($(printf '%q ' "${a[@]}"))"; [[ "${a[*]}" == "${b[*]}" ]] && echo "round trip ok ${#b[@]}"
declare -A m=([k1]='v 1' ['key two']=2); declare -p m | sed 's/\] /]\n/g' | sort
#### arithmetic error messages in contexts
( echo $(( 1 / 0 )) ) 2>&1; echo "st=$?"
( x=5; (( x = x / 0 )) ) 2>&1; echo "st=$?"
( echo $(( 08 + 1 )) ) 2>&1; echo "st=$?"
( echo $(( 1 + )) ) 2>&1; echo "st=$?"
( y='3 +'; echo $(( y * 2 )) ) 2>&1; echo "st=$?"
( for ((i=0; i<2; i+=)); do :; done ) 2>&1; echo "st=$?"
#### string slicing with negative offsets and lengths
s=abcdefghij
echo "${s: -3} ${s: -3:2} ${s:2:-2} ${s: -5:-1} ${s:0:0}|${s:20}|"
( echo "${s:2:-20}" ) 2>&1
a=(0 1 2 3 4 5); echo "${a[@]: -2} ${a[@]:1:2} ${a[*]:4}"
set -- p q r s; echo "${@:2} ${@: -1} ${*:1:2} ${@:0:1}"
#### case conversion and character classes on words
words=(hello WORLD mIxEd 'two words' 123abc)
for w in "${words[@]}"; do printf '%s|%s|%s|%s|%s\n' "${w^}" "${w^^}" "${w,}" "${w,,}" "${w~~}"; done
w=banana; echo "${w^^[an]} ${w//[an]/.} ${w/#b/B} ${w/%a/A}"
#### IFS effects on $* and "$@" and read
set -- 'a b' c 'd  e'
IFS=,; echo "$*"; echo $*; printf '[%s]' $*; echo
IFS=; printf '[%s]' $*; echo; printf '[%s]' "$@"; echo
unset IFS; printf '[%s]' $*; echo
IFS=: read -r x y z <<< 'one:two:three:four'; echo "$x|$y|$z"
IFS=' :' read -r x y <<< '  lead : trail  '; echo "[$x][$y]"
#### loops over globs with special names
cd "$(mktemp -d)"
touch 'a b.txt' '-n.txt' '*.txt' $'new\nline.txt' 'x.log'
for f in *.txt; do printf '<%s>\n' "$f"; done | sort
n=(*.txt); echo "count ${#n[@]}"
shopt -s nullglob; m=(*.nothing); echo "nullglob ${#m[@]}"
shopt -u nullglob; m=(*.nothing); echo "literal ${m[0]}"
#### test expressions on files and strings
cd "$(mktemp -d)"
touch f; mkdir d; ln -s f l; ln -s missing dangling; printf x > nonempty
for p in f d l dangling nonempty missing; do
  printf '%-9s e=%d f=%d d=%d L=%d s=%d\n' "$p" "$([[ -e $p ]]; echo $((!$?)))" "$([[ -f $p ]]; echo $((!$?)))" "$([[ -d $p ]]; echo $((!$?)))" "$([[ -L $p ]]; echo $((!$?)))" "$([[ -s $p ]]; echo $((!$?)))"
done
[[ abc < abd ]] && echo lt; [[ 10 -lt 9 ]] || echo "numeric"; [[ 10 < 9 ]] && echo "string"
[ -n "" ] || echo "empty"; [ "a" = "a" -a "b" != "c" ] && echo and; [ ! -e missing ] && echo not
#### local variables shadowing and dynamic scope with recursion
fact() { local n=$1; (( n <= 1 )) && { echo 1; return; }; local r; r=$(fact $((n-1))); echo $(( n * r )); }
echo "$(fact 10) $(fact 20)"
fib() { local -i n=$1 a=0 b=1 t; while (( n-- > 0 )); do t=$((a+b)); a=$b; b=$t; done; echo $a; }
echo "$(fib 10) $(fib 50) $(fib 90)"
x=global; outer() { local x=outer; inner; echo "outer after: $x"; }; inner() { x=changed; }; outer; echo "global: $x"
#### eval with quoting pitfalls
cmd='echo "a  b" $((1+2))'; eval "$cmd"
var=name; eval "$var=value"; echo "$name"
eval 'f() { echo "defined by eval: $*"; }'; f 1 2
args=(one 'two three'); eval "set -- $(printf '%q ' "${args[@]}")"; echo "$# $2"
( eval 'echo unterminated "' ) 2>&1; echo "st=$?"
#### trap EXIT in subshells and command substitution
trap 'echo main exit' EXIT
( trap 'echo sub exit' EXIT; echo in sub )
x=$(trap 'echo cmdsub exit' EXIT; echo value); echo "x=[$x]"
( echo "inherited: $(trap -p EXIT)" )
f() { trap 'echo f exit' EXIT; }; ( f; echo after f )
#### select-free menu with read from here-string
choices=(start stop status)
pick() { local reply=$1 i; for i in "${!choices[@]}"; do [[ $reply == $((i+1)) || $reply == "${choices[i]}" ]] && { echo "chose ${choices[i]}"; return 0; }; done; echo "invalid: $reply"; return 1; }
for r in 1 stop 3 9 ''; do pick "$r"; done
read -r ans <<< "  spaced answer  "; echo "[$ans]"; IFS= read -r ans <<< "  spaced answer  "; echo "[$ans]"
#### integer attribute and arithmetic assignment operators
declare -i n=5; n+=3; echo $n; n='n*2'; echo $n; n=abc; echo $n
declare -i m; m=010; echo $m; m=0x10; echo $m; m=2#101; echo $m
x=7; (( x <<= 2, x |= 1, x ^= 8, x %= 20 )); echo $x
(( y = 3 > 2 ? 10 : 20 )); echo $y; echo $(( -7 / 2 )) $(( -7 % 2 )) $(( 2 ** 62 )) $(( 2 ** 63 )) $(( -(2**63) ))
#### alias expansion in scripts with shopt
shopt -s expand_aliases
alias ll='echo listing' greet='echo hi '
alias who_='echo you'
ll -a
greet who_
unalias ll; ll 2>&1 | sed 's/^.*: ll/ll/'
alias | sort
#### brace expansion in loops and file creation
cd "$(mktemp -d)"
mkdir -p proj/{src/{main,test},docs,build}; touch proj/src/main/{a,b}.c proj/docs/{README,INSTALL}.md
find proj | sort
echo {a..e..2} {10..1..3} {A..C}{1,2} x{,y,z}
echo {1..3}{,} {0..10..5}; echo {a,b\,c,d}
#### sourcing a library file with functions and return codes
cd "$(mktemp -d)"
cat > lib.sh <<'L'
LIB_VERSION=1.2
lib_greet() { echo "hello from lib ($LIB_VERSION): $*"; }
[[ -n ${LIB_FAIL-} ]] && return 4
lib_loaded=yes
L
source ./lib.sh; lib_greet a b; echo "loaded=$lib_loaded"
LIB_FAIL=1 . ./lib.sh; echo "st=$?"
. ./missing.sh 2>&1; echo "st=$?"
#### printf with escapes and %b vs %s
printf '%s\n' 'a\tb'; printf '%b\n' 'a\tb' 'c\x41\0101'
printf 'col1\tcol2\n%5.2f%%\n' 12.345
printf '%c%c%c\n' abc def ghi; printf '%5s|%-5s|%05d|%+d|% d\n' ab cd 42 7 7
printf '%x %X %o %#o %u\n' 255 255 8 8 42; printf '%s\n'
printf '%d\n' "'A" '"b'; printf '%i|%s\n' 3
#### read with timeouts and defaults from empty input
read -r x < /dev/null; echo "st=$? x=[$x]"
read -t 0 < /dev/null; echo "t0=$?"
printf 'no newline' | { read -r y; echo "st=$? y=[$y]"; }
printf 'a b c d\n' | { read -r first rest; echo "[$first][$rest]"; }
printf 'x\0y\0' | { while IFS= read -r -d '' z; do printf '(%s)' "$z"; done; echo; }
#### sorting arrays numerically and by custom key
nums=(10 2 33 4 25 -1 0)
IFS=$'\n' sorted=($(printf '%s\n' "${nums[@]}" | sort -n)); unset IFS; echo "${sorted[*]}"
people=("ann:31" "bob:27" "cid:45" "dee:27")
printf '%s\n' "${people[@]}" | sort -t: -k2,2n -k1,1r | cut -d: -f1 | paste -sd' '
max=${nums[0]}; for n in "${nums[@]}"; do (( n > max )) && max=$n; done; echo max=$max
#### exit codes of common failures
cd "$(mktemp -d)"
nosuchcommand 2>/dev/null; echo "notfound=$?"
./nofile 2>/dev/null; echo "nofile=$?"
touch noexec; ./noexec 2>/dev/null; echo "noexec=$?"
cat missing 2>/dev/null; echo "cat=$?"
ls missing 2>/dev/null; echo "ls=$?"
grep x /dev/null; echo "grep=$?"
(exit 300); echo "wrap=$?"; (exit -1); echo "neg=$?"
