#### heredoc basic
x=1
cat <<EOF
a $x $(echo c) `echo d` \$x \\ \
joined
EOF
cat <<'EOF'
raw $x \
EOF
cat <<"E F"
q $x
E F
#### heredoc tabs
cat <<-EOF
	tab $x
		two
	EOF
#### heredoc multiple
cat <<A; cat <<B
a
A
b
B
#### heredoc in function and pipeline
f() { cat <<EOF | tr a-z A-Z
hello $1
EOF
}
f world
#### heredoc quoted partly
cat <<E"O"F
$HOME
EOF
#### heredoc with backslash newline in delimiter line
cat <<EOF
a\
EOF
EOF
#### here-string
cat <<< "a b"; cat <<< $'x\ty'; read -r a b <<< 'p q'; echo $b; cat <<<''
wc -l <<< ''
x='1
2'; wc -l <<< "$x"
#### heredoc unterminated
cat <<EOF
abc
#### process substitution
diff <(echo a) <(echo a); echo $?
cat <(echo x) <(echo y)
echo >(cat) | grep -c /dev/fd
while read l; do echo "got $l"; done < <(printf '1\n2\n')
#### process subst output
echo hi > >(tr a-z A-Z); wait
#### coproc
coproc cat; echo hello >&${COPROC[1]}; read -r line <&${COPROC[0]}; echo $line
exec {COPROC[1]}>&-; wait $COPROC_PID; echo done $?
#### coproc named
coproc MY { echo out; }; read x <&${MY[0]}; echo $x; wait
#### functions recursion
fact() { if (( $1 <= 1 )); then echo 1; else echo $(( $1 * $(fact $(( $1 - 1 ))) )); fi; }
fact 10
#### FUNCNAME BASH_SOURCE BASH_LINENO
f() { echo "${FUNCNAME[@]} ${#BASH_SOURCE[@]} ${BASH_LINENO[@]}"; g; }
g() { echo "${FUNCNAME[*]} ${BASH_LINENO[*]}"; }
f
echo "[${FUNCNAME[@]}]"
#### FUNCNAME in sourced
echo 'echo "src ${FUNCNAME[@]} ${BASH_SOURCE[@]}"; h() { echo "h ${FUNCNAME[@]} ${BASH_SOURCE[@]} $LINENO"; }' > lib.sh
. ./lib.sh; h
f() { . ./lib.sh; }; f
#### function local scoping dynamic
x=global; f() { local x=f; g; }; g() { echo $x; x=changed; }; f; echo $x
#### function with redirect
f() { echo to file; } > fo; f; cat fo
#### function exit status
f() { false; }; f; echo $?; g() { return; }; false; g; echo $?
#### function names weird
function a.b { echo dot; }; a.b; function x-y() { echo dash; }; x-y
#### set -e in function called in condition
set -e
f() { false; echo continued; }
if f; then echo ok; fi
f && echo ok2
echo end
#### set -e subshell exit code
set -e
(exit 3) || echo caught $?
(false)
echo notreached
#### set -e with command substitution assignment
set -e
x=$(exit 4)
echo notreached
#### set -e local masks
set -e
f() { local x=$(false); echo masked; }
f
#### set -e last command of && list
set -e
f() { true && false; }
f
echo notreached
#### set -e in while condition
set -e
while false; do :; done
i=0; until [ $i -ge 2 ]; do i=$((i+1)); done; echo $i
#### set -e arithmetic
set -e
i=0
(( i++ ))
echo notreached
#### set -e ! pipeline
set -e
! false
echo a
false || false
echo notreached
#### ERR trap and set -e
set -e
trap 'echo err $LINENO' ERR
false
echo no
#### errexit in eval
set -e
eval false
echo no
#### subshell exit status and $?
(exit 42); echo $?; { (exit 7); }; echo $?
#### $_ 
echo a b; echo $_; x=1; echo $_
#### $- flags
echo $- | tr -d hB; set -u; echo $- | tr -d hB
#### $$ in subshell
[ $$ = $(echo $$) ] && echo same
[ "$BASHPID" != "$(echo $BASHPID)" ] && echo diff
#### LINENO
echo $LINENO
f() {
  echo $LINENO
}
f
#### SECONDS RANDOM
RANDOM=42; a=$RANDOM; RANDOM=42; b=$RANDOM; [ $a = $b ] && echo seeded
echo ${#SECONDS}
#### arrays sparse
a=(); a[5]=x; a[2]=y; echo ${#a[@]} ${!a[@]}; unset 'a[2]'; echo ${!a[@]}; a+=(z); echo ${!a[@]}
#### array negative index
a=(1 2 3); echo ${a[-1]} ${a[-3]}; a[-1]=9; echo ${a[@]}; echo ${a[-4]}; a[-4]=x; echo $?
#### assoc array iteration order
declare -A m; m[one]=1; m[two]=2; m[three]=3; echo ${#m[@]}; for k in "${!m[@]}"; do echo $k; done | sort
#### declare -p forms
declare -a a=(1 2); declare -A m=([x]=1); declare -i i=3; declare -r r=1; declare -x e=2; declare -l l=ABC; declare -u u=abc
declare -p a m i r e l u
#### declare -f -F
f() { echo hi; }; declare -f f; declare -F f; declare -F
#### declare -i arithmetic
declare -i n; n=1+2; echo $n; n+=3; echo $n; n=abc; echo $n
#### readonly errors
readonly r=1; r=2; echo $?; unset r; echo $?
#### export -n
export E=1; export -n E; bash -c 'echo ${E-unset}'
#### printenv export
export V=1; env | grep '^V='
V2=2 env | grep '^V2='
#### a
echo hi; echo $((1+)) ; echo $?
#### b
printf "%q\n" "a b"
