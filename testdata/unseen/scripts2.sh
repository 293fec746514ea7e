#### assoc word count sorted
text='the cat and the dog and the bird'
declare -A cnt
for w in $text; do ((cnt[$w]++)); done
for k in "${!cnt[@]}"; do printf '%s %d\n' "$k" "${cnt[$k]}"; done | sort -k2,2nr -k1,1
#### assoc count with += and default
declare -A seen
for x in a b a c a b; do seen[$x]=$(( ${seen[$x]:-0} + 1 )); done
for k in $(printf '%s\n' "${!seen[@]}" | sort); do echo "$k=${seen[$k]}"; done
echo "${#seen[@]}"
#### assoc key exists
declare -A m=([a]=1 [b]=)
[[ -v m[a] ]] && echo a-set; [[ -v m[b] ]] && echo b-set; [[ -v m[c] ]] || echo c-unset
[[ ${m[b]+x} ]] && echo b-plus
unset 'm[a]'; echo "${!m[@]}"
#### assoc with odd keys
declare -A h
h['a b']=1; h[*]=2; h['$x']=3; h[-]=4
for k in "${!h[@]}"; do echo "[$k]"; done | sort
k='a b'; echo ${h[$k]} ${h[*]} "${h['$x']}"
#### assoc literal and declare -p
declare -A colors=([red]='#f00' [green]='#0f0')
colors+=([blue]='#00f')
declare -p colors | tr ' ' '\n' | sort
#### assoc compound assign list form
declare -A m=(k1 v1 k2 v2)
echo "${m[k1]} ${m[k2]}"
#### nameref array param
sum() { local -n _arr=$1; local t=0 v; for v in "${_arr[@]}"; do ((t+=v)); done; echo $t; }
nums=(1 2 3 4); sum nums
#### nameref output param
split_into() { local -n out=$1; local IFS=$2; out=($3); }
split_into parts , 'a,b,c'; declare -p parts
#### nameref assoc param
dump() { local -n m=$1; local k; for k in $(printf '%s\n' "${!m[@]}" | sort); do echo "$k -> ${m[$k]}"; done; }
declare -A cfg=([host]=localhost [port]=80); dump cfg
#### nameref to element and unset -n
x=(a b c); declare -n r='x[1]'; echo $r; r=B; echo "${x[@]}"
declare -n p=x; unset -n p; echo "${p-unset}"
#### nameref circular
declare -n a=b; declare -n b=a; echo "${a-}"; echo st=$?
#### nameref name conflict warning
f() { local -n ref=$1; echo "${ref[@]}"; }
ref=(1 2); f ref
#### return array via declare -p eval
mk() { local -a res=(x 'y z'); declare -p res; }
eval "$(mk)"; echo "${#res[@]} ${res[1]}"
#### array from command output
files=($(printf '%s\n' c a b | sort)); echo "${files[@]}" ${#files[@]}
IFS=$'\n' read -d '' -ra lines < <(printf 'l 1\nl 2\n'); declare -p lines
#### array slicing and deletion
a=(a b c d e); echo "${a[@]:1:2} ${a[@]: -2}"
unset 'a[1]'; echo "${a[@]} ${!a[@]} ${#a[@]}"
a=("${a[@]}"); echo "${!a[@]}"
#### array contains
contains() { local x=$1; shift; local e; for e; do [[ $e == "$x" ]] && return 0; done; return 1; }
a=(x 'y z'); contains 'y z' "${a[@]}" && echo yes; contains y "${a[@]}" || echo no
#### array sort via printf sort
a=(10 9 100 1); IFS=$'\n' sorted=($(sort -n <<<"${a[*]}")); unset IFS; echo "${sorted[*]}"
#### array unique preserving order
a=(b a b c a); declare -A s; u=(); for x in "${a[@]}"; do [[ ${s[$x]+1} ]] || { s[$x]=1; u+=("$x"); }; done; echo "${u[@]}"
#### array append and length in loop
a=(); for i in {1..5}; do a+=("item $i"); done; echo "${#a[@]} ${a[-1]} ${a[@]: -1}"
#### array of arrays via names
a1=(1 2); a2=(3 4); for n in a1 a2; do r="$n[@]"; echo "$n: ${!r}"; done
#### sparse array declare -p
a=([5]=x [10]=y); a[7]=z; declare -p a; echo "${!a[@]}"
#### negative index errors
a=(1 2 3); echo ${a[-1]}; a[-1]=9; echo ${a[@]}; a[-5]=1; echo st=$?
#### recursion fib with local
fib() { local n=$1; if ((n<2)); then echo $n; return; fi; local a b; a=$(fib $((n-1))); b=$(fib $((n-2))); echo $((a+b)); }
fib 10
#### recursion via return value var
fact() { if (( $1 <= 1 )); then R=1; else fact $(( $1 - 1 )); R=$(( $1 * R )); fi; }
fact 10; echo $R
#### recursion tree walk
mkdir -p t/a/b t/c; touch t/a/f1 t/a/b/f2 t/c/f3
walk() { local d=$1 ind=$2 e; for e in "$d"/*; do echo "$ind${e##*/}"; [[ -d $e ]] && walk "$e" "$ind  "; done; }
walk t ''
#### hanoi
hanoi() { (( $1 == 0 )) && return; hanoi $(( $1 - 1 )) $2 $4 $3; echo "move $1 $2->$3"; hanoi $(( $1 - 1 )) $4 $3 $2; }
hanoi 3 A C B | tail -3; hanoi 4 A C B | wc -l
#### dynamic scope
x=global
show() { echo "x=$x"; }
f() { local x=f; show; g; }
g() { local x=g; show; }
f; show
#### local shadows and unset reveals
x=outer; f() { local x=inner; unset x; echo "[${x-unset}]"; }; f
g() { local x=inner; h; echo "after h: $x"; }; h() { unset x; echo "in h: ${x-unset}"; }; g
#### local without value
x=1; f() { local x; echo "[${x-unset}]"; x=2; }; f; echo $x
f2() { local -a arr; echo "${#arr[@]}"; declare -p arr; }; f2
#### local -r and declare -g
f() { local -r c=1; c=2; echo "st=$?"; declare -g G=glob; }
f; echo $G
#### function returns status of last command
f() { false; }; f; echo $?
g() { true; return; }; g; echo $?
h() { return 300; }; h; echo $?
#### declare -p of every kind
declare s=str; declare -i i=3; declare -a a=(1 'two'); declare -A m=([k]=v)
declare -r r=ro; declare -x e=ex; declare -l lo=ABC; declare -u up=abc
declare -n n=s; declare -t tr=1; declare empty
declare -p s i a m r e lo up n tr empty
declare -p nosuch; echo st=$?
#### declare -p of unset declared
declare -a ua; declare -A uA; declare x; local 2>/dev/null
declare -p ua uA x
#### declare -p quoting of values
a=$'a\nb'; b='it'\''s'; c='$x `y`'; d=(' s' $'t\t'); declare -p a b c d
#### declare -f output
f() { local x=1; if [[ $x == 1 ]]; then echo "yes"; fi; for i in 1 2; do :; done; }
declare -f f
#### declare -f with case and heredoc
g() { case $1 in a) echo A;; *) echo other;; esac; cat <<EOF
body $1
EOF
}
declare -f g; g a
#### type -t various
f() { :; }; alias ll='ls -l'
for n in f if cd ls ll nosuch; do printf '%s:%s\n' "$n" "$(type -t $n)"; done
type f | head -2
#### command -v various
f() { :; }
command -v f cd if; command -v ls | sed 's,.*/,,'; command -v nosuch; echo st=$?
#### hash usage
hash -r; hash; echo st=$?
hash nosuchcmd; echo st=$?
#### caller in functions
f() { caller 0; g; }; g() { caller 0; caller 1; caller 2; echo st=$?; }
f
#### FUNCNAME stack
a() { b; }; b() { c; }; c() { echo "${FUNCNAME[*]}"; echo "${#FUNCNAME[@]}"; echo "${BASH_LINENO[*]}"; }
a
#### die with stack trace
die() { local i; echo "error: $*" >&2; for ((i=1;i<${#FUNCNAME[@]};i++)); do echo "  at ${FUNCNAME[i]} line ${BASH_LINENO[i-1]}" >&2; done; exit 1; }
inner() { die "bad thing"; }
outer() { inner; }
outer
#### BASH_REMATCH nested groups
s='key=value; other=thing'
if [[ $s =~ ^(([a-z]+)=([a-z]+))(;[[:space:]]*(.*))?$ ]]; then
  for i in "${!BASH_REMATCH[@]}"; do echo "$i:[${BASH_REMATCH[i]}]"; done
fi
#### BASH_REMATCH with pattern in variable
re='^([0-9]{4})-([0-9]{2})-([0-9]{2})$'
for d in 2024-01-15 24-1-1; do if [[ $d =~ $re ]]; then echo "y=${BASH_REMATCH[1]} m=${BASH_REMATCH[2]}"; else echo "no: $d ${#BASH_REMATCH[@]}"; fi; done
#### BASH_REMATCH loop over matches
s='a1 b22 c333'; while [[ $s =~ ([a-z])([0-9]+) ]]; do echo "${BASH_REMATCH[1]}=${BASH_REMATCH[2]}"; s=${s#*"${BASH_REMATCH[0]}"}; done
#### regex quoted part is literal
[[ 'a.c' =~ ^a"."c$ ]] && echo lit; [[ abc =~ ^a"."c$ ]] || echo nolit
[[ 'a+b' =~ a\+b ]] && echo esc
#### regex optional group unset
[[ ab =~ (a)(x)?(b) ]] && declare -p BASH_REMATCH
#### PIPESTATUS various
true | false | true; echo "${PIPESTATUS[@]}"
(exit 3) | (exit 4); echo "${PIPESTATUS[*]} $?"
! false | true; echo "${PIPESTATUS[@]} $?"
false; echo "${PIPESTATUS[@]}"
echo x | grep -q y; s=("${PIPESTATUS[@]}"); echo "${s[@]}"
#### PIPESTATUS with pipefail
set -o pipefail; false | true; echo $?; true | (exit 5) | true; echo $? "${PIPESTATUS[@]}"
#### PIPESTATUS after compound
{ false; } | true; echo "${PIPESTATUS[@]}"
if false | true; then echo "${PIPESTATUS[@]}"; fi
x=$(false | true); echo "${PIPESTATUS[@]}"
#### case fallthrough ;& and ;;&
for v in a b c; do
  case $v in
    a) echo "a";&
    b) echo "a-or-b";;
    c) echo "c";;&
    *) echo "any $v";;
  esac
done
#### case with classes and alternation
for x in 5 ab A1 '' '*'; do case $x in [0-9]) echo "$x digit";; [a-z]*) echo "$x lower";; [[:upper:]]?) echo "$x up";; '') echo empty;; \*) echo star;; esac; done
#### case extglob patterns
shopt -s extglob
for f in a.tar.gz b.zip c.txt d; do case $f in *.@(tar.gz|tgz)) echo "$f tar";; *.+(zip|jar)) echo "$f zip";; !(*.*)) echo "$f noext";; *) echo "$f other";; esac; done
#### select with stdin
select c in apple banana cherry; do echo "chose [$c] reply=$REPLY"; [[ $REPLY == 2 ]] && break; done <<< $'1\n9\n2' 2>&1
#### select eof
select c in x y; do echo "$c"; done <<< '1' 2>&1; echo "st=$? c=$c"
