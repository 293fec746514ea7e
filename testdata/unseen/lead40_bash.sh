#### RANDOM seeded sequence
RANDOM=42; echo $RANDOM $RANDOM $RANDOM
RANDOM=42; a=$RANDOM; RANDOM=42; b=$RANDOM; [ "$a" = "$b" ] && echo same

#### SRANDOM is not reseeded by assignment
SRANDOM=5; x=$SRANDOM; [ "$x" != 5 ] && echo changes

#### printf -v into array element and assoc
declare -A m; a=()
printf -v 'a[2]' '%05.1f' 3.14159
printf -v 'm[key one]' '%s-%s' x y
declare -p a m

#### printf q with newline and unicode
printf '%q\n' $'a\nb' 'é ü' "it's" ''
printf '%Q\n' x 2>&1; echo "rc=$?"

#### printf time with exported and unexported TZ
TZ=Asia/Tokyo printf '%(%H)T\n' 0
export TZ=UTC; printf '%(%F %H)T\n' 86400

#### read -d empty with NUL separated input
printf 'a b\0c\0' | { while IFS= read -r -d '' x; do echo "[$x]"; done; }

#### mapfile skip count delimiter
printf 'h\n1\n2\n3\n' | { mapfile -t -s 1 -n 2 arr; declare -p arr; }
mapfile -t -d , parts <<< 'a,b,c'; declare -p parts

#### indirect prefix names and keys of sparse array
pre_a=1 pre_b=2 other=3
echo ${!pre_@}
s=([3]=x [10]=y); echo ${!s[@]} ${#s[@]}

#### test -v on elements and -R
a=(1 '' 3); declare -n r=a
[[ -v a[1] ]] && echo set1
[[ -v a[5] ]] || echo unset5
[[ -R r ]] && echo ref
[[ -R a ]] || echo notref

#### case fallthrough and continue matching
for w in a b c; do
  case $w in
    a) echo A ;&
    b) echo AB ;;&
    [bc]) echo BC ;;
  esac
done

#### getopts silent mode missing and invalid
f() { local OPTIND o; while getopts ':ab:' o; do case $o in
  :) echo "missing $OPTARG";; \?) echo "bad $OPTARG";; *) echo "opt $o ${OPTARG-}";; esac; done; shift $((OPTIND-1)); echo "rest $*"; }
f -a -x -b
f -b val -- -a z

#### arithmetic extremes
echo $(( 1 << 63 )) $(( (1<<63) - 1 )) $(( -9223372036854775807 - 1 ))
echo $(( 2**62 * 4 ))
echo $(( 2**-1 )); echo "rc=$?"
echo $(( 64#@ + 64#_ + 36#z ))
echo $(( 08 )); echo "rc=$?"

#### let with several expressions and status
i=0; let i++ j=i+5 k=0; echo "$? $i $j $k"
let 'x = 3 * (2 + 1)'; echo $x
let 0; echo $?

#### nameref to array and unset -n
arr=(a b); declare -n ref=arr
ref+=(c); echo "${arr[@]}"
unset -n ref; declare -p ref 2>&1 | head -1; echo "${arr[@]}"

#### heredoc dash tabs and quoted delimiter
cat <<-'E O F'
	$HOME stays
		two tabs
	E O F
x=$(cat <<EOT
in $((1+1)) comsub
EOT
); echo "$x"

#### exec read write same fd
printf 'line1\nline2\n' > f
exec 3<>f; read -r l <&3; echo "got $l"; echo NEW >&3; exec 3>&-
cat f

#### lastpipe sets variable
shopt -s lastpipe; echo hello | read v; echo "v=$v"
shopt -u lastpipe; echo bye | read w; echo "w=${w-unset}"

#### compgen words and functions
compgen -W 'alpha beta alps' al
myfunc() { :; }; myfn2() { :; }; compgen -A function my | sort
compgen -v -X '!BASH_VERSI*' BASH | head -3

#### array pattern ops
a=(apple banana cherry)
printf '%s\n' "${a[@]/#/pre-}" "${a[@]^^}" "${a[@]%a*}"
s='education'; echo "${s//[aeiou]/}" "${s^}" "${s~~}"

#### declare integer lower upper attributes
declare -i n; n=3+4*2; echo $n; n+=1; echo $n
declare -l low=HeLLo; declare -u up=world; echo $low $up
declare -i bad; bad=abc; echo "[$bad]"

#### BASH_REMATCH nested groups
re='^(([a-z]+)-([0-9]+))(\.txt)?$'
[[ 'file-42.txt' =~ $re ]] && declare -p BASH_REMATCH
[[ 'nope' =~ $re ]]; echo "rc=$? ${#BASH_REMATCH[@]}"

#### star joined by first IFS char
set -- a 'b c' d
IFS=:; echo "$*"; IFS=; echo "$*"; unset IFS; echo "$*"
IFS=',;'; x="$*"; echo "$x"

#### set -f and word splitting of command output
touch a1 a2
set -f; set -- $(echo 'a* b'); echo "$# $1"
set +f; set -- $(echo 'a* b'); echo "$# $*"

#### printf b with c stops output
printf '%b|' 'one' 'tw\co' 'three'; echo
echo -e 'x\cy'; echo after

#### wait -n statuses
(exit 3) & (sleep 0.2; exit 5) &
wait -n; echo "first $?"
wait -n; echo "second $?"
wait -n; echo "none $?"

#### caller and FUNCNAME in nested functions
inner() { echo "${FUNCNAME[*]}"; caller 0 | cut -d' ' -f2; }
outer() { inner; }
outer

#### process substitution diff
diff <(printf 'a\nb\n') <(printf 'a\nc\n'); echo "rc=$?"
paste <(seq 3) <(seq 4 6)

#### coproc round trip
coproc UP { tr a-z A-Z; }
echo hello >&"${UP[1]}"; exec {UP[1]}>&-
read -r line <&"${UP[0]}"; echo "$line"; wait $UP_PID; echo "rc=$?"

#### ANSI-C escapes octal hex and control
printf '%s' $'\x41\101\u0042\cA' | od -An -c | tr -s ' '
echo $'tab\there' | cat -A

#### echo option parsing
echo -n -e 'a\tb'; echo
echo -- -n
echo -ne; echo "|"
echo -x foo

#### unset array element keeps others
a=(0 1 2 3); unset 'a[1]'; echo "${#a[@]} ${!a[*]}"
a+=(4); echo "${!a[*]}"
unset a; echo "${#a[@]}"

#### pushd popd dirs
mkdir -p one two; cd one; pushd ../two >/dev/null; dirs -v | sed "s|$HOME|~|;s|/[^ ]*/||"
popd >/dev/null; basename "$PWD"; popd; echo "rc=$?"

#### cd dash and OLDPWD
start=$PWD; mkdir sub; cd sub; cd - >/dev/null; [ "$PWD" = "$start" ] && echo back; basename "$OLDPWD"
unset OLDPWD; cd -; echo "rc=$?"

#### type and hash outputs
type -t echo cd if myfn 2>&1; echo "rc=$?"
f() { :; }; type -t f; type f | head -2
hash -r; hash 2>&1

#### trap listing and reset
trap 'echo bye' EXIT; trap 'echo int' INT
trap -p EXIT INT
trap - INT; trap -p INT; echo "[$(trap -p INT)]"

#### ERR trap with set -E in functions
set -E; trap 'echo "err at $LINENO: $BASH_COMMAND"' ERR
f() { false; echo after; }
f

#### DEBUG trap counts commands
n=0; trap 'n=$((n+1))' DEBUG
a=1; b=2; c=3
trap - DEBUG; echo $n

#### subshell exit status and BASHPID differs
( exit 7 ); echo $?
[ "$BASHPID" = "$$" ] && echo main
( [ "$BASHPID" != "$$" ] && echo sub )

#### nounset messages in several expansions
set -u
echo "${undef-default}"
( echo "$undef" ) 2>&1; echo "rc=$?"
( echo "${arr[0]}" ) 2>&1
( : $((undefined_var + 1)) ) 2>&1; echo "rc=$?"

#### pipefail and PIPESTATUS
false | true; echo "${PIPESTATUS[@]}"
set -o pipefail; (exit 2) | (exit 3) | true; echo "$? ${PIPESTATUS[*]}"
true | (exit 4); echo $?

#### errexit ignored in conditions
set -e
f() { false; echo "in f still"; }
if f; then echo ok; fi
f && echo and
! f; echo "bang $?"
f; echo unreached

#### string slicing negative and unicode
s='héllo wörld'
echo "${s:1:4}" "${s: -5}" "${s: -5:2}" "${#s}"
a=(a b c d e); echo "${a[@]:1:2}" "${a[@]: -2}"

#### parameter transformations on arrays
a=('x y' "it's"); declare -A m=([k]='v w')
echo "${a[@]@Q}"; echo "${m[@]@Q}"; echo "${a[@]@A}"; echo "${m[@]@K}"
echo "${a@a}" "${m@a}"

#### assoc iteration order after inserts
declare -A h; for k in zeta alpha mid 10 2; do h[$k]=1; done
for k in "${!h[@]}"; do printf '%s ' "$k"; done; echo

#### while read with IFS fields and leftover
printf 'a:b:c:d\ne:f\n' | while IFS=: read -r x y rest; do echo "x=$x y=$y rest=$rest"; done

#### read with timeout on closed input and -n -N
read -t 1 v < /dev/null; echo "rc=$? v=[$v]"
printf 'abcdef' | { read -n 3 a; read -N 2 b; echo "$a $b"; }

#### function with redirection on definition
f() { echo out; echo err >&2; } 2>&1
f | tr a-z A-Z

#### local scope dynamic
x=global
a() { local x=a; b; }
b() { echo "b sees $x"; x=changed; }
a; echo "$x"

#### exported function in child bash
f() { echo "from f $1"; }; export -f f
bash -c 'f child'
env | grep -c '^BASH_FUNC_f%%'

#### source with arguments and return
printf 'echo "args: $*"; return 3; echo no\n' > lib.sh
source ./lib.sh one two; echo "rc=$?"
. ./nonexistent.sh; echo "rc=$?"

#### eval with quoting
cmd='echo "a  b"; x=5'
eval "$cmd"; echo "$x"
eval 'echo $((x*2))'
eval 'if'; echo "rc=$?"

#### brace expansion corners
echo {a,b}{1..2} {z..w} {1..10..3} {a..e..2}
echo {01..3} {-2..2} x{,}y
echo {a,{b,c}d} '{a,b}' \{a,b\}

#### globbing options
touch .hid vis1 vis2
echo *; shopt -s dotglob; echo *; shopt -u dotglob
shopt -s nullglob; echo none*; shopt -u nullglob; echo none*
shopt -s failglob; echo none* 2>&1; echo "rc=$?"

#### extglob patterns
shopt -s extglob
touch a.txt b.log c.md ab.txt
echo !(*.txt)
echo @(a|b).*
echo +(a|b).txt
x=aaab; echo "${x##+(a)}"

#### integer overflow and division errors in scripts
echo $(( 9223372036854775807 + 1 ))
echo $(( 5 / 0 )) 2>&1; echo "rc=$?"
echo $(( 5 % 0 )) 2>&1; echo after
