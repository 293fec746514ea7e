#### trap in background job signalled
( trap 'echo got usr1; exit 4' USR1; sleep 1 >/dev/null 2>&1 & wait ) & p=$!; sleep 0.3; kill -USR1 $p; wait $p; echo "st=$?"
#### trap in background group signalled
{ trap 'echo got usr1; exit 4' USR1; sleep 1 >/dev/null 2>&1 & wait; } & p=$!; sleep 0.3; kill -USR1 $p; wait $p; echo "st=$?"
#### trap TERM in worker then continue
worker() { trap 'echo "worker stopping"; exit 0' TERM; while :; do sleep 0.05; done; }
worker & p=$!; sleep 0.2; kill $p; wait $p; echo "st=$?"
#### set -x trace of common commands
set -x
x=1; y="a b"
echo "$x" $y
[[ $x == 1 ]] && echo ok
for i in 1 2; do :; done
f() { local z=$1; }; f arg
set +x
#### set -x with command substitution and pipes
set -x; v=$(echo inner); w=$(printf %s "$v"; echo "$(echo deep)"); set +x
#### PS4 with function name
PS4='+ ${FUNCNAME[0]:-main}: '; set -x; f() { echo in; }; f; set +x
#### declare -p after various assignments
a=(); b=(""); declare -A c=(); d[3]=x; e+=(1); f=; declare -i g; g+=5
declare -p a b c d e f g
#### declare -a converting scalar
s=hello; declare -a s; declare -p s; s+=(world); declare -p s
#### declare -A on existing indexed fails
a=(1 2); declare -A a; echo st=$?; declare -p a
#### local -a and local -A in function then declare -p
f() { local -a la=(1 2); local -A lA=([x]=y); declare -p la lA; }; f; declare -p la 2>&1
#### array assignment with indices and spaces
a=([2]=two [0]=zero one); declare -p a
b=( "x y" [5]=five six ); declare -p b
#### array += on scalar and string += on array
s=abc; s+=(def); declare -p s; a=(1 2); a+=3; declare -p a
#### unset array in loop by index
a=(a b c d); for i in "${!a[@]}"; do [[ ${a[i]} == [bc] ]] && unset 'a[i]'; done; declare -p a
#### printf %s of unset array element and ${arr[@]:-}
a=(); echo "[${a[@]:-empty}] [${a[*]-x}] [${#a[@]}]"
#### parameter expansion on array elements
a=(/usr/bin/ls /bin/cat file.txt); echo "${a[@]##*/}"; echo "${a[@]%.*}"; echo "${a[@]/bin/BIN}"; echo "${a[@]^^}"
#### length of array elements
a=(abc de f); echo ${#a} ${#a[1]} ${#a[@]}
#### string slicing of $@
set -- a b c d e; echo "${@:2}" "|" "${@:2:2}" "|" "${@: -2}" "|" "${@:0:2}"
#### nested parameter defaults
unset a b; echo "${a:-${b:-${c:-deep}}}"; b=mid; echo "${a:-${b:-deep}}"
#### ${var:?} message forms
f() { echo "${1:?first arg required}"; }; (f) ; echo st=$?
unset v; (echo "${v?}"); echo st=$?; (: "${v:?}"); echo st=$?
#### case conversion with patterns
s=hello; echo "${s^^[lo]}" "${s,,[H]}" "${s^[h]}"
#### substring replacement with special chars
s='a*b?c[d]'; echo "${s//\*/STAR}" "${s//[?]/Q}" "${s/\[d\]/D}"
p='*'; echo "${s//$p/X}" "${s//"$p"/X}"
#### quoting in replacement
s=abc; r='&'; echo "${s/b/$r}" "${s/b/"$r"}" "${s/b/\&}"
#### read -r with backslashes and IFS
printf 'a\\tb c\\\nd\n' > f; read -r x y < f; echo "[$x][$y]"; read x y < f; echo "[$x][$y]"
#### read -a with empty fields and IFS=,
IFS=, read -ra arr <<< ',a,,b,'; declare -p arr
#### read with -p prompt not tty and -t
read -p 'prompt: ' v <<< 'val'; echo "[$v]"
read -t 1 w <<< 'quick'; echo "$w $?"
#### read status at eof with partial line
printf 'partial' | { read -r l; echo "st=$? l=$l"; }
printf '' | { read -r l; echo "st=$? l=[$l]"; }
#### while read with last line no newline idiom count
printf 'a\nb' | { n=0; while IFS= read -r l || [[ $l ]]; do n=$((n+1)); done; echo $n; }
#### mapfile from command with -t and count
mapfile -t arr < <(printf 'x\ny\n'); echo "${#arr[@]}: ${arr[*]}"
mapfile -t -n 1 one < <(printf 'p\nq\n'); echo "${one[@]}"
#### mapfile -O append and -s skip header
printf 'h\n1\n2\n' > csv; arr=(keep); mapfile -t -s 1 -O ${#arr[@]} arr < csv; declare -p arr
#### printf -v with %q and array building
args=(); for a in 'x y' 'z'; do printf -v q '%q' "$a"; args+=("$q"); done; echo "cmd ${args[*]}"
#### printf %b and %q with unicode
printf '%b\n' '\u263a'; printf '%q\n' $'caf\u00e9'; printf '%q\n' $'\x01'
#### printf rounding and large numbers
printf '%.2f %.0f %.0f %.0f\n' 2.675 0.5 1.5 2.5
printf '%d\n' 9223372036854775807; printf '%d\n' 9223372036854775808; echo st=$?
printf '%'"'"'d\n' 1234567
#### printf %s with null bytes from $'\0'
printf 'a\0b' | od -c | head -1
x=$'a\0b'; echo ${#x}
#### printf with -- and leading dash arg
printf -- '-%s-\n' x; printf '%s\n' -n; printf -- --; echo
#### echo with special sequences
echo -e 'a\x41\0102\u0041\e[0m' | od -c | head -2
echo 'single \n stays'; echo -e "col1\tcol2"
#### arithmetic with arrays and assoc keys
a=(5 10 15); i=1; echo $(( a[i] + a[i+1] )) $(( ${#a[@]} * 2 ))
declare -A m=([x]=3); echo $(( m[x] * 2 )); k=x; echo $(( m[$k] + 1 ))
#### arithmetic string to number conversion
x=' 42 '; echo $(( x + 1 )); y='0x1A'; echo $(( y )); z='1e3'; echo $(( z )) 2>&1 | sed 's/^bash: line [0-9]*: //'
#### let return value usage in loops
i=0; while let 'i++ < 3'; do echo -n "$i "; done; echo
#### integer division and modulo negatives
echo $(( -7 / 2 )) $(( -7 % 2 )) $(( 7 / -2 )) $(( 7 % -2 ))
#### arithmetic compare strings
a=abc; b=abd; (( a == b )) && echo eq || echo ne
#### for loop styles
for ((i=0, j=10; i<3; i++, j-=2)); do echo -n "$i:$j "; done; echo
for x in "a b" c; do echo -n "[$x]"; done; echo
set -- p q; for x; do echo -n "<$x>"; done; echo
for i in {3..1}; do echo -n $i; done; echo
#### break and continue with levels
for i in 1 2 3; do for j in a b c; do [[ $j == b ]] && continue 2; [[ $i == 3 ]] && break 2; echo -n "$i$j "; done; done; echo
#### while with complex conditions
i=0; while (( i < 10 )) && [[ $i != 4 ]]; do ((i++)); done; echo $i
until [[ -e stop ]]; do touch stop; echo made; done
#### until false counter with break
n=0; until false; do ((n++ >= 2)) && break; done; echo $n
#### functions with default args and return values
greet() { local name=${1:-World} greeting=${2-Hello}; echo "$greeting, $name!"; }
greet; greet Bob; greet Ann ''; greet '' Hi
#### function return via echo capture with status
get() { echo value; return 3; }; v=$(get); echo "$v $?"
if out=$(get); then echo yes; else echo "no $? $out"; fi
#### local status of command substitution
f() { local x; x=$(exit 5); echo $?; local y=$(exit 5); echo $?; }; f
#### function recursion depth counting
depth() { (( $1 > 0 )) && depth $(( $1 - 1 )) || echo "bottom ${#FUNCNAME[@]}"; }; depth 50
#### source a config file with key=value
printf 'NAME=demo\nPORT=8080\n# comment\nDEBUG=true\n' > app.conf
source ./app.conf; echo "$NAME $PORT $DEBUG"
while IFS='=' read -r k v; do [[ $k == \#* || -z $k ]] && continue; echo "$k -> $v"; done < app.conf
#### parse key value into assoc
declare -A conf; while IFS='=' read -r k v; do conf[$k]=$v; done <<'EOF'
host=example
port=22
EOF
echo "${conf[host]}:${conf[port]} ${#conf[@]}"
#### here doc with variable expansion in loop
for n in 1 2; do cat <<EOF
item $n of $(( n * 10 ))
EOF
done
#### generate file with heredoc then run
cat > gen.sh <<'EOF'
#!/bin/bash
echo "args: $#"
for a in "$@"; do echo " - $a"; done
exit 3
EOF
chmod +x gen.sh; ./gen.sh one 'two three'; echo "st=$?"; bash gen.sh x; echo "st=$?"
#### script with set -e and failing subcommand in function
cat > s.sh <<'EOF'
set -e
step() { echo "step $1"; [[ $1 != 2 ]]; }
step 1
step 2
step 3
EOF
bash s.sh; echo "st=$?"
#### bash -e -u -o pipefail flags
bash -euo pipefail -c 'echo $-; false | true; echo no'; echo st=$?
bash -u -c 'echo "$undefined"'; echo st=$?
#### bash -c with syntax error and exit codes
bash -c 'if'; echo st=$?
bash -c 'exit 300'; echo st=$?
bash -c 'kill -TERM $$'; echo st=$?
#### bash script file not found and directory
bash nosuch.sh; echo st=$?
mkdir dd; bash dd; echo st=$?
#### command -v in conditionals
if command -v ls >/dev/null 2>&1; then echo has-ls; fi
if ! command -v nosuchtool >/dev/null; then echo missing; fi
type nosuchtool >/dev/null 2>&1 || echo "type fails $?"
#### hash -t and hash -d
hash ls; hash -t ls | sed 's,.*/,,'; hash -d ls; hash -t ls; echo st=$?
#### exec in subshell replaces it
( exec echo replaced; echo not ); echo after
#### exec with redirect only keeps shell
exec 3>&1; echo via3 >&3; exec 3>&-; echo ok
#### noclobber and >| and append
set -C; echo 1 > f; echo 2 > f 2>/dev/null || echo refused; echo 3 >> f; cat f
#### tee and pipes with exit status
{ echo a; exit 3; } | tee /dev/null; echo "${PIPESTATUS[@]}"
#### nested subshells and exit codes
( ( exit 3 ); echo "inner $?"; exit 4 ); echo "outer $?"
#### errexit in nested function call chain
set -e; a() { b; echo "a after b"; }; b() { return 1; }; a || echo "a failed"; a; echo no
#### ERR trap in function with errtrace off and on
trap 'echo "ERR in ${FUNCNAME[0]:-main}"' ERR
f() { false; }; f; set -E; f; echo end
#### EXIT trap sees variables and functions
trap 'echo "final count=$count"; summary' EXIT
summary() { echo "summary called"; }
count=3
#### EXIT trap in subshell and command substitution
x=$(trap 'echo trapped' EXIT; echo body); echo "[$x]"
( trap 'echo sub-exit' EXIT; echo in-sub ); echo main
#### trap with multiple signals and trap -p output
trap 'echo sig' USR1 USR2; trap -p USR1 USR2; trap - USR1; trap -p USR1; trap -p USR2
#### trap - and '' differences
trap '' INT; trap -p INT; trap - INT; trap -p INT; echo end
#### wait -n with -p var
(exit 2) & a=$!; wait -n -p who; echo "st=$? same=$([[ $who == $a ]] && echo y)"
#### $! of pipeline in background
echo x | (read v; exit 9) & p=$!; wait $p; echo st=$?
#### background job output ordering via wait
{ echo bg; } & wait; echo fg
#### disown and wait
sleep 0.1 & disown; wait; echo "st=$?"
#### coproc with wait status
coproc { read -r x; echo "got $x"; exit 6; }
pid=$COPROC_PID; echo ping >&"${COPROC[1]}"; read -r y <&"${COPROC[0]}"; echo "$y"; wait $pid; echo "st=$?"
#### process substitution with while and function
count_lines() { local n=0; while read -r _; do ((n++)); done < "$1"; echo "$n"; }
count_lines <(printf 'a\nb\nc\n')
#### process substitution file name form
echo <(true) | grep -Eq '^/dev/fd/[0-9]+$' && echo fd-path
#### diff of command outputs with labels
diff <(printf '1\n2\n3\n') <(printf '1\n3\n4\n') | head -5; echo "st=${PIPESTATUS[0]}"
#### sort uniq count pipeline
printf 'b\na\nb\nc\nb\na\n' | sort | uniq -c | sort -k1,1nr -k2 | awk '{print $2": "$1}'
#### read words from string into array and iterate with index
s='alpha beta gamma'; read -ra w <<< "$s"; for ((i=${#w[@]}-1; i>=0; i--)); do printf '%d=%s\n' $i "${w[i]}"; done
#### glob loop with no match and nullglob toggling
for f in *.log; do echo "loop: $f"; done
shopt -s nullglob; for f in *.log; do echo "never"; done; echo ok
#### glob sorting and special chars in names
touch 'b c' a 'A' '_x' '-y' 2>/dev/null; printf '[%s]' *; echo
#### find-like recursion with globstar and counting
mkdir -p r/s/t; touch r/a.md r/s/b.md r/s/t/c.md r/s/t/d.txt
shopt -s globstar; n=0; for f in r/**/*.md; do ((n++)); done; echo $n
#### extglob negation in loop
shopt -s extglob
touch k1.txt k2.log k3.txt; for f in !(*.txt); do echo "$f"; done
#### extglob enabled on the same line is a syntax error
shopt -s extglob; echo !(x)
echo not reached
#### case insensitive matching with nocasematch
shopt -s nocasematch; [[ HeLLo == hello ]] && echo eq; case ABC in abc) echo case-eq;; esac
[[ ABC =~ ^abc$ ]] && echo re-eq
#### tilde and path manipulation
HOME=/home/u; p=~/docs/file.txt; echo "${p/#$HOME/\~}"; echo "${p#"$HOME"/}"
#### here-string with arrays and command output
a=(x y z); cat <<< "${a[*]}"; cat <<< "${a[@]}"; tr a-z A-Z <<< "$(echo mixed Case)"
#### cat with heredoc and redirections to fd
cat <<EOF >&2
to stderr
EOF
echo done
#### exit inside function inside subshell
f() { exit 7; }; ( f; echo no ); echo "st=$?"
#### return from sourced file inside function
printf 'return 5\n' > rs.sh; f() { . ./rs.sh; echo "after source $?"; }; f
#### typeset and declare -g inside function
f() { typeset t=local; declare -g G=global; declare -gi N=5; }; f; echo "${t-unset} $G $N"; declare -p N
#### unset -f and function redefinition
f() { echo one; }; f; f() { echo two; }; f; unset -f f; f 2>&1 | sed 's/^.*: //'
#### builtin vs function vs alias precedence
shopt -s expand_aliases; echo() { builtin echo "func: $*"; }; alias echo='builtin echo alias:'
echo hi
\echo hi2
command echo hi3
unalias echo; unset -f echo; echo plain
#### enable -n builtin
enable -n echo; echo from-bin | head -1; enable echo; type -t echo
#### getopts with long option emulation
f() { local OPTIND o; while getopts ':v-:' o; do case $o in v) echo short-v;; -) case $OPTARG in verbose) echo long-verbose;; name=*) echo "name=${OPTARG#*=}";; *) echo "bad --$OPTARG";; esac;; \?) echo "bad -$OPTARG";; esac; done; shift $((OPTIND-1)); echo "rest: $*"; }
f -v --verbose --name=x --nope -q file
#### getopts OPTARG and OPTIND after loop
f() { local OPTIND=1 o; while getopts 'a:b' o "$@"; do :; done; echo "OPTIND=$OPTIND OPTARG=${OPTARG-unset}"; }
f -a 1 -b x y; f -b; f
#### shift in loop with arguments of spaces
set -- 'a b' '' c; while (( $# )); do echo "[$1]"; shift; done
