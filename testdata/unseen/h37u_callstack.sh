#### funcname nested
a() { b; }; b() { c; }; c() { echo "${FUNCNAME[*]}"; echo "${#FUNCNAME[@]}"; }; a
#### funcname zero inside function
f() { echo "$FUNCNAME ${FUNCNAME[0]}"; }; f
#### funcname outside function
echo "[${FUNCNAME[*]}]" "${#FUNCNAME[@]}"
#### bash_lineno nested
f() {
  g
}
g() {
  echo "${BASH_LINENO[*]}"
}
f
#### bash_source in functions
f() { echo "[${BASH_SOURCE[*]}]" "${#BASH_SOURCE[@]}"; }; f
#### caller no args in function
f() {
  caller
}
f
#### caller with frames
a() {
  b
}
b() {
  caller 0
  caller 1
  caller 2; echo "st=$?"
}
a
#### caller at top level
caller; echo "st=$?"
#### caller bad argument
f() { caller x; echo "st=$?"; }; f
#### bash_argv without extdebug in function
f() { echo "[${BASH_ARGV[*]}]" "[${BASH_ARGC[*]}]"; }; f a b
#### bash_argv with extdebug
shopt -s extdebug
f() { g x y z; }
g() { echo "${BASH_ARGV[*]}"; echo "${BASH_ARGC[*]}"; }
f 1 2
#### bash_argv top level with extdebug and set
shopt -s extdebug; set -- p q; f() { echo "${BASH_ARGV[*]}|${BASH_ARGC[*]}"; }; f r
#### extdebug declare -F shows line
shopt -s extdebug
myfn() { :; }
declare -F myfn
#### declare -F without extdebug
myfn() { :; }; declare -F myfn; declare -F nosuch; echo st=$?
#### extdebug debug trap return 1 skips command
shopt -s extdebug
trap '[[ $BASH_COMMAND == *skip* ]] && return 1 || return 0' DEBUG 2>/dev/null
trap '[[ $BASH_COMMAND == *skip* ]] && false' DEBUG
echo keep; echo skip-me; echo keep2
#### funcname in trap inside function
f() { trap 'echo "trap in ${FUNCNAME[0]}"' RETURN; :; }; f; trap - RETURN
#### funcname in subshell
f() { ( echo "${FUNCNAME[0]}" ); echo "$(echo ${FUNCNAME[*]})"; }; g() { f; }; g
#### funcname via eval
f() { eval 'echo "${FUNCNAME[@]}"'; }; f
#### bash_lineno of source
printf 'echo "src:${BASH_LINENO[*]} ${FUNCNAME[*]}"\n' > lib.sh
f() {
  source ./lib.sh
}
f
#### bash_source of sourced file
printf 'echo "${BASH_SOURCE[0]}"; g() { echo "g:${BASH_SOURCE[*]}"; }\n' > lib2.sh
. ./lib2.sh
g
#### funcname recursion depth
r() { if (( $1 > 0 )); then r $(( $1 - 1 )); else echo "${#FUNCNAME[@]} ${FUNCNAME[*]}"; fi; }; r 3
#### caller inside sourced file
printf 'caller\n' > c.sh
f() {
  . ./c.sh
}
f
#### lineno in function and trap
f() {
  echo "l=$LINENO"
}
f
echo "top=$LINENO"
#### lineno after multi-line string
x='a
b
c'
echo $LINENO
#### bash_command in debug trap
trap 'echo "dbg: $BASH_COMMAND"' DEBUG
x=1
echo $x
trap - DEBUG
#### funcname assignment ignored
f() { FUNCNAME=zz; echo "${FUNCNAME[0]}"; }; f
#### bash_argc with no args extdebug
shopt -s extdebug; f() { echo "${BASH_ARGC[0]}"; }; f
