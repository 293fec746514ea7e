#### set -e ignored contexts and function status
set -e
f() { false; echo "f continued"; }
if f; then echo "if-true"; fi
f || echo "or-branch"
! f; echo "negated st=$?"
x=$(f; echo sub-after) ; echo "x=$x"
g() { false; }
g && echo no || echo "and-or"
( set +e; false; echo "subshell continues" )
echo "before end"
false
echo "not reached"
#### inherit_errexit and command substitution
set -e
shopt -s inherit_errexit
y=$(false; echo reached) || echo "cmdsub failed st=$?"
echo "y=[$y]"
shopt -u inherit_errexit
z=$(false; echo reached2); echo "z=[$z]"
#### unset of a local reveals the outer value
x=global
f() { local x=local1; g; echo "f after g: $x"; }
g() { unset x; echo "g sees: ${x-unset}"; x=set-in-g; }
f; echo "top: $x"
h() { local y=1; unset y; echo "h: ${y-unset}"; y=2; }; y=top; h; echo "top y=$y"
#### declare -g and local -
f() { declare -g G=fromf; local -; set -u; declare L=loc; }
f; echo "G=$G L=${L-unset}"; echo "nounset after: $([[ $- == *u* ]] && echo on || echo off)"
g() { local -i n=5; n+=2; declare -gA M=([k]=v); echo $n; }; g; declare -p M
#### lastpipe and read in pipelines
echo a b | read x y; echo "no lastpipe: [${x-}] [${y-}]"
shopt -s lastpipe
echo c d | read x y; echo "lastpipe: [$x] [$y]"
n=0; printf '1\n2\n3\n' | while read -r v; do (( n += v )); done; echo "sum=$n"
#### while read loop variants and last line without newline
printf 'a\nb\nc' | while read -r l; do echo "[$l]"; done
printf 'a\nb\nc' | while read -r l || [[ -n $l ]]; do echo "<$l>"; done
while read -r k v; do echo "$k=>$v"; done <<< $'one 1\ntwo 2 extra'
#### trap ERR with set -E in nested functions
set -E
trap 'echo "ERR trapped: status=$? line=$LINENO cmd=$BASH_COMMAND"' ERR
inner() { return 3; }
outer() { inner; echo "outer continues"; }
outer
trap - ERR
inner; echo "after untrap st=$?"
#### exit status of functions, return without arg, $? in traps
f() { (exit 7); }; f; echo "f=$?"
g() { false; return; }; g; echo "g=$?"
h() { true; return 300; }; h; echo "h=$?"
k() { return -2; }; k; echo "k=$?"
trap 'echo "in EXIT trap: $?"' EXIT
(exit 4)
#### string comparisons with patterns and quoting in [[ ]]
s='a*b'; p='a*'
[[ $s == $p ]] && echo "unquoted pattern matches"
[[ $s == "$p" ]] || echo "quoted is literal"
[[ $s == a\** ]] && echo "escaped star"
[[ abc == @(abc|def) ]] && echo "extglob in [[ ]]"
[[ ' x' == ' '* ]] && echo "leading space"
[[ -z $unset && -n $s ]] && echo "z and n"
#### regex matching with BASH_REMATCH and capture groups
re='^([a-z]+)-([0-9]+)(\.([a-z]+))?$'
for s in foo-12 bar-7.txt Baz-1 qux-; do
  if [[ $s =~ $re ]]; then echo "$s: ${BASH_REMATCH[1]} ${BASH_REMATCH[2]} [${BASH_REMATCH[4]}] n=${#BASH_REMATCH[@]}"; else echo "$s: no match (${#BASH_REMATCH[@]})"; fi
done
[[ 'a.b' =~ a.b ]] && echo dot; [[ 'axb' =~ 'a.b' ]] || echo "quoted dot literal"
#### arrays: slicing, deleting, sparse, negative indexes
a=(zero one two three four)
unset 'a[1]'; echo "${#a[@]} ${!a[*]} ${a[-1]} ${a[@]: -2}"
a[-1]=FOUR; echo "${a[*]}"
( a[-10]=x ) 2>&1
b=([5]=five [10]=ten); b+=(eleven); echo "${!b[*]} ${b[11]}"
c=("${b[@]}"); echo "${!c[*]}"
#### associative array iteration order independence and key tricks
declare -A h=([b]=2 [a]=1 [c]=3 ["with space"]=4 [-]=5)
for k in "${!h[@]}"; do echo "$k=${h[$k]}"; done | sort
echo "${#h[@]}"; unset 'h[with space]'; echo "${#h[@]} ${h[-]}"
[[ -v h[a] ]] && echo "has a"; [[ -v h[zz] ]] || echo "no zz"
#### printf to variables and reusing format for many args
printf -v out '%s:%s;' k1 v1 k2 v2 k3; echo "$out"
printf '%-4s|' a bb ccc; echo
printf '%3$s %1$s %2$s\n' a b c 2>&1 | head -1
#### heredoc inside function with parameter expansion and loops
gen() {
  local name=$1; shift
  cat <<EOF2
[$name]
$(for kv; do printf '%s = %s\n' "${kv%%=*}" "${kv#*=}"; done)
EOF2
}
gen server host=localhost port=8080 'motd=hello world'
gen empty
#### nested command substitution and quoting
a="$(echo "$(echo "inner  spaces")")"; echo "[$a]"
b=$(echo $(echo "squeezed   spaces")); echo "[$b]"
c="$(printf '%s\n' 'line1' 'line2')"; echo "${#c} [$c]"
d=`echo \`echo nested backticks\``; echo "$d"
#### arithmetic with arrays and associative counters
declare -a fib=(0 1)
for ((i=2; i<15; i++)); do fib[i]=$(( fib[i-1] + fib[i-2] )); done
echo "${fib[*]}"
declare -A cnt; for w in a b a c a b; do (( cnt[$w]++ )); done; echo "a=${cnt[a]} b=${cnt[b]} c=${cnt[c]}"
i=3; (( fib[i] *= 10 )); echo "${fib[3]}"; echo $(( ${#fib[@]} * 2 ))
#### readonly variables and errors
readonly R=1
( R=2 ) 2>&1; echo "st=$?"
( unset R ) 2>&1; echo "st=$?"
f() { local R=3; echo "local R=$R"; }; f 2>&1; echo "st=$?"
readonly -a RA=(1 2); ( RA[0]=9 ) 2>&1
declare -r D=4; declare -p D R
#### getopts with combined flags and OPTIND reset in loop
parse() { local OPTIND opt; while getopts "ab:c" opt "$@"; do printf '%s%s ' "$opt" "${OPTARG:+=$OPTARG}"; done; echo "| shift $((OPTIND-1))"; }
parse -abX -c rest
parse -cab Y
parse -a -- -b
parse -z 2>&1
#### case statement with multiple patterns and globs in variables
pat='*.log'
for f in app.log data.csv readme x.LOG; do
  case $f in
    $pat) echo "$f: log (var pattern)" ;;
    *.csv|*.tsv) echo "$f: table" ;;
    [Rr]eadme*) echo "$f: docs" ;;
    *) echo "$f: other" ;;
  esac
done
#### word splitting of unquoted expansions with globs
cd "$(mktemp -d)"; touch a1 a2 b1
v='a* b?'; echo $v; echo "$v"
set -f; echo $v; set +f
IFS=:; w='x:y::z'; printf '[%s]' $w; echo; unset IFS
e=''; printf '[%s]' $e "$e"; echo
#### functions with same name as commands and command builtin
echo() { builtin echo "wrapped: $*"; }
echo hi
command echo direct
unset -f echo; echo restored
ls() { command ls "$@" | head -1; }; cd "$(mktemp -d)"; touch z y; ls
type -t ls; unset -f ls; type -t ls
#### string repeat, padding and centering functions
center() { local s=$1 w=$2; local l=$(( (w - ${#s}) / 2 )); printf '%*s%s%*s|\n' $l '' "$s" $(( w - ${#s} - l )) ''; }
center hi 10; center hello 11; center x 1
pad() { printf '%-*.*s|\n' "$2" "$2" "$1"; }; pad abcdef 3; pad ab 5
#### reading a file into an array and processing in reverse
cd "$(mktemp -d)"; printf 'first\nsecond\nthird\n' > f
mapfile -t L < f
for ((i=${#L[@]}-1; i>=0; i--)); do echo "$i: ${L[i]}"; done
echo "${L[@]/#/> }"
#### tr/sed/awk in a pipeline from a function with here-string
normalize() { tr '[:upper:]' '[:lower:]' <<< "$1" | sed -E 's/[^a-z0-9]+/-/g; s/^-|-$//g'; }
for t in "Hello World!" "  Multiple   Spaces  " "Already-fine" "MiXeD_Case 123"; do normalize "$t"; done
awk -v OFS=: '{ $1 = $1; print NF, $0 }' <<< "  a  b   c "
#### subshell exit codes in pipelines with pipefail and PIPESTATUS
set -o pipefail
( exit 2 ) | ( exit 0 ) | ( exit 3 ); echo "st=$? ps=${PIPESTATUS[*]}"
true | ( exit 5 ) | true; echo "st=$? ps=${PIPESTATUS[*]}"
if ! grep -q x <<< "abc" | cat; then echo "pipeline failed"; fi
