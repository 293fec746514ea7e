#### printf %()T with fixed epochs and TZ
export TZ=UTC
printf '%(%Y-%m-%d %H:%M:%S)T\n' 0 86400 1700000000
printf '%(%A %B %d)T|%(%j %U %u)T\n' 1000000000 1000000000
printf '[%20(%F)T] [%-12(%R)T]\n' 3600 3600
TZ=Asia/Tokyo printf '%(%H:%M %Z)T\n' 0
#### $'...' escapes and echo -e variants
printf '%s\n' $'tab[\t] nl-escaped[\\n] hex[\x41\x42] oct[\101\0102] uni[\u00e9\U0001F600] ctrl[\cA]' | od -c | head -3
echo -e 'a\tb\nc\x41\0101\u263a'
echo -e 'stop\chere'; echo 'after'
echo -n -e 'x\n'; echo -E 'raw\t'
shopt -s xpg_echo; echo 'xpg\tmode'; shopt -u xpg_echo
#### ${var@Q} and friends for safe command building
args=("a b" "it's" '$HOME' $'new\nline' '')
for a in "${args[@]}"; do printf '%s ' "${a@Q}"; done; echo
cmd="printf '<%s>' ${args[*]@Q}"; eval "$cmd"; echo
declare -A m=([x]='1 2'); echo "${m[@]@K}"; echo "${args[@]@A}" | head -c 60; echo
x=hello; echo "${x@U} ${x@u} ${x@L} ${x@a}|"; declare -i n=3; echo "${n@a}"
#### namerefs to array elements and indirect expansion
arr=(a b c); declare -n second=arr[1]; echo "$second"; second=B; echo "${arr[*]}"
v1=one v2=two; for n in 1 2; do ref=v$n; echo "${!ref}"; done
names=(v1 v2); for nm in "${names[@]}"; do declare -n r=$nm; echo "$nm -> $r"; done
echo "${!v*}"; echo "${!arr[@]}"
#### type, command -v and hash outputs
type -t cd echo ls if function_missing 2>&1; echo "st=$?"
f() { :; }; type f | head -2; type -t f
command -v cd; command -v f; command -V cd 2>&1
alias la='ls -a'; shopt -s expand_aliases; type la; command -v la
#### kill -l and trap -l samples and signal names
kill -l 9 15 2; kill -l SIGTERM; kill -l 130 2>&1
trap -p; trap 'echo hup' HUP; trap -p HUP; trap - HUP; trap -p HUP; echo "done"
trap '' INT; trap -p INT; trap - INT
#### umask symbolic and numeric
umask 022; umask; umask -S; umask u=rwx,g=rx,o=; umask; umask -S
(umask 077; cd "$(mktemp -d)"; touch f; mkdir d; stat -c '%a %n' f d)
#### mapfile with callback and quantum, origin and skip
mapfile -t -C 'echo cb' -c 2 lines < <(printf '%s\n' a b c d e); echo "${#lines[@]}"
mapfile -t -O 5 -s 1 -n 2 arr2 < <(printf '%s\n' x y z w); declare -p arr2
#### compgen word lists and filters
compgen -W 'apple banana apricot cherry' -- ap
compgen -W 'one two three' -X 't*'
compgen -v BASH_VERS | head -3
#### time keyword with empty TIMEFORMAT and status
TIMEFORMAT=''; time sleep 0; echo "st=$?"
time ( exit 3 ); echo "st=$?"
TIMEFORMAT='took-constant'; { time true; } 2>&1
#### disown and wait for disowned
sleep 0.1 & p=$!; disown; jobs | wc -l; wait $p 2>&1; echo "st=$?"
#### read -N exact counts and -d with delimiter
printf 'abcdef' | { read -N 4 x; echo "[$x]"; }
printf 'a b\nc' | { read -N 5 x; printf '[%s]\n' "$x"; }
printf 'k1=v1;k2=v2;' | while IFS='=' read -r -d ';' k v; do echo "$k -> $v"; done
#### brace-expanded arguments to printf and seq formats
printf '%s-%s ' {a,b}{1,2}; echo
printf '%03d\n' {8..11}
echo {Z..a} | tr -d '\\`^_[]'
#### enable and builtin listing effects
enable -n echo; type -t echo; echo via-binary; enable echo; type -t echo
builtin printf '%s\n' builtin-printf
enable -a | grep -c "enable echo"
#### arithmetic bases up to 64
echo $((64#z)) $((64#Z)) $((64#@)) $((64#_)) $((36#Z)) $((2#$(printf 1%.0s {1..8})))
echo $(( 16#FF == 0xff )) $(( 8#777 )) $(( 10#0099 ))
( echo $(( 65#1 )) ) 2>&1; ( echo $(( 2#102 )) ) 2>&1
#### assignments in conditions and side effects
i=0; while (( i++ < 3 )); do printf '%d ' $i; done; echo "| $i"
x=5; [[ $(( x += 2 )) -gt 6 ]] && echo "x=$x"
(( y = 0 )); echo "st=$? y=$y"; (( z = 2 )); echo "st=$?"
: $(( w = 9 )); echo $w; : ${q:=default}; echo $q
#### local arrays and passing arrays by name
sum() { local -n _a=$1; local t=0 e; for e in "${_a[@]}"; do (( t += e )); done; echo $t; }
nums=(1 2 3 4); sum nums
double() { local -n _in=$1 _out=$2; _out=(); local e; for e in "${_in[@]}"; do _out+=($((e*2))); done; }
double nums res; echo "${res[*]}"
copy() { local -a loc=("$@"); echo "${#loc[@]}:${loc[-1]}"; }; copy "${nums[@]}" "last one"
#### here-string and here-doc with trailing newlines and command substitution stripping
x=$(printf 'a\n\n\n'); echo "${#x}"
cat <<< "$x" | od -c | head -1
y="$(cat <<EOF2
line

EOF2
)"; echo "${#y}:$y|"
#### exec in subshell and exit codes
( exec true ); echo "exec true: $?"
( exec false ); echo "exec false: $?"
( exec nosuch_cmd_x ) 2>&1 | sed 's/^.*nosuch/nosuch/'; echo "ps=${PIPESTATUS[0]}"
#### special parameters $#, $@, $*, $0 and shift errors
set -- a "b c" d
echo "$# [$*] [${*:2}] [${@: -1}]"
shift 2; echo "$# $1"; shift 5; echo "shift st=$?"; echo "$#"
set --; echo "empty: $# [$*]"
f() { echo "in f: $# ${1-none}"; }; f; f '' x
#### pushd popd dirs with -n and indexes
cd "$(mktemp -d)"; mkdir -p a b c
pushd a >/dev/null; pushd ../b >/dev/null; pushd ../c >/dev/null
dirs -v | sed 's|/tmp/[^ ]*/||; s|/tmp/[^ ]*$|T|'
popd +1 >/dev/null; dirs -p | wc -l
pushd -n ../a 2>&1 | wc -w; popd -n >/dev/null; dirs | wc -w
popd 2>&1 >/dev/null; popd 2>&1 >/dev/null; popd 2>&1
