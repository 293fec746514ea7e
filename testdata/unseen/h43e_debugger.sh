#### LINENO and FUNCNAME in function
fn1() {
    echo "LINENO $LINENO"
    echo "LINENO $LINENO"
    echo "FUNCNAME[0]" ${FUNCNAME[0]}
}
fn1
#### caller in function called from main
fn1() {
    echo `caller`
    echo `caller 0`
    echo `caller 1`
}
fn1
#### caller with invalid argument
fn1() { caller foo; echo "st=$?"; }
fn1
#### caller at top level
caller
echo "st=$?"
caller 0
echo "st=$?"
#### caller nested
inner() { caller 0; caller 1; caller 2; echo "st=$?"; }
outer() { inner; }
outer
#### FUNCNAME stack and BASH_LINENO
f3() { echo "${FUNCNAME[@]}"; echo "${BASH_LINENO[@]}"; }
f2() { f3; }
f1() { f2; }
f1
#### FUNCNAME at top level
echo "FUNCNAME" ${FUNCNAME[0]:-main}
echo "${#FUNCNAME[@]}"
#### BASH_SOURCE of sourced file
cat > lib.sh <<'END'
echo "SOURCED LINENO $LINENO"
echo "SOURCED BASH_SOURCE[0] ${BASH_SOURCE[0]}"
sfn() { echo "in sfn ${BASH_SOURCE[0]} ${FUNCNAME[0]} from line ${BASH_LINENO[0]}"; }
sfn
END
source ./lib.sh
sfn
#### stack trace from sourced function
cat > lib.sh <<'END'
sourced_fn() {
    declare -i n
    n=${#FUNCNAME[@]}
    for (( i=0 ; i < n ; i++ )) ; do
	echo "FUNCNAME[$i]: ${FUNCNAME[$i]} at line ${BASH_LINENO[$i]}"
    done
}
END
source ./lib.sh
wrap() { sourced_fn; }
wrap
#### DEBUG trap with functrace runs in functions
print_debug_trap() { echo "debug lineno: $1 ${FUNCNAME[1]}"; }
fn1() {
    echo "in fn1"
}
set -o functrace
trap 'print_debug_trap $LINENO' DEBUG
fn1
trap - DEBUG
#### DEBUG trap without functrace skips function body
print_debug_trap() { echo "debug lineno: $1 ${FUNCNAME[1]}"; }
fn1() {
    echo "in fn1"
}
trap 'print_debug_trap $LINENO' DEBUG
fn1
trap - DEBUG
#### RETURN trap with functrace reports line
print_return_trap() { echo "return lineno: $1 ${FUNCNAME[1]}"; }
fn1() {
    echo "in fn1"
}
set -o functrace
trap 'print_return_trap $LINENO' RETURN
fn1
trap - RETURN
#### RETURN trap on source
trap 'echo "return from source $LINENO"' RETURN
echo 'echo sourced' > lib.sh
set -T
source ./lib.sh
#### DEBUG trap in arithmetic for loop
trap 'echo "dbg $LINENO: $BASH_COMMAND"' DEBUG
for (( i=0 ; i < 2 ; i++ )) ; do
    j=4
done
trap - DEBUG
#### DEBUG trap in case statement
trap 'echo "dbg $LINENO: $BASH_COMMAND"' DEBUG
case xyzzy in
 a ) x=5 ;;
 xyzz? )
    case 3 in
      3 ) echo "got it" ;;
    esac
    ;;
esac
trap - DEBUG
#### DEBUG trap in nested for with arithmetic
trap 'echo "dbg: $BASH_COMMAND"' DEBUG
for i in 0 1 ; do
  ((x=i+1))
done
trap - DEBUG
#### DEBUG trap not run in command substitution without functrace
f() { echo in-f; }
trap 'echo "dbg: $BASH_COMMAND"' DEBUG
x=$(f)
trap - DEBUG
echo "$x"
#### DEBUG trap in command substitution with functrace
f() { echo in-f; }
set -T
trap 'echo "dbg: $BASH_COMMAND" >&2' DEBUG
x=$(f)
trap - DEBUG
echo "$x"
#### extdebug BASH_ARGV and BASH_ARGC
shopt -s extdebug
callstack() {
 echo "deep ${#BASH_ARGV[*]}"
 echo "argv: ${BASH_ARGV[*]}"
 echo "argc: ${BASH_ARGC[*]}"
}
f2() { callstack; }
f1() { f2 2 y; }
f1 1 x
#### extdebug caller 0 in nested call
shopt -s extdebug
f3() { echo FUNCNAME stack: ${FUNCNAME[@]}; caller 0; }
f2() { f3 3 z; }
f1() { f2 2 y; }
f1 1 x
#### extdebug DEBUG trap return 2 skips command
shopt -s extdebug
print_trap() {
   echo "lineno: $1 ${FUNCNAME[1]}"
   if [[ $debug_exit == 2 ]] ; then
     debug_exit=0
     return 2
   fi
   return 0
}
debug_exit=0
trap 'print_trap $LINENO' DEBUG
x=1
echo "x is $x"
debug_exit=2
x=2
echo "x is $x"
#### extdebug DEBUG trap nonzero skips command
shopt -s extdebug
trap '[[ $BASH_COMMAND != *skip* ]]' DEBUG
echo keep
echo skip me
echo keep2
#### DEBUG trap return value ignored without extdebug
trap 'false' DEBUG
echo still runs
#### declare -F with extdebug shows source and line
shopt -s extdebug
f() { :; }
declare -F f
#### declare -F without extdebug
f() { :; }
declare -F f
declare -F nosuch; echo "st=$?"
#### BASH_COMMAND in DEBUG trap
trap 'cmd=$BASH_COMMAND' DEBUG
echo hello world > /dev/null
trap - DEBUG
echo "$cmd"
#### BASH_COMMAND in ERR trap
trap 'echo "failed: $BASH_COMMAND"' ERR
false "with args"
ls /nonexistent-dir-h43e 2>/dev/null
#### set -T in $-
set -T
echo $- | grep -c T
set +T
echo $- | grep -c T
#### BASH_LINENO in sourced function
echo 'lf() { echo "${BASH_LINENO[0]} ${FUNCNAME[1]}"; }' > lib.sh
. ./lib.sh
caller_fn() {
  lf
}
caller_fn
#### FUNCNAME unchanged after function returns
f() { :; }
f
echo "[${FUNCNAME[*]}]"
