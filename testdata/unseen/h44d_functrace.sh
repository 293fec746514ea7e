#### functrace debug line of brace on its own line
p() { echo "dbg $1 ${FUNCNAME[1]}"; }
f()
{
  echo body
}
set -T
trap 'p $LINENO' DEBUG
f
trap - DEBUG
#### functrace function keyword brace later line
p() { echo "dbg $1"; }
function g {

  echo gee
}
set -o functrace
trap 'p $LINENO' DEBUG
g
trap - DEBUG
#### trace attribute debug trap line on entry
p() { echo "dbg $1"; }
h() { echo one
  echo two; }
declare -ft h
trap 'p $LINENO' DEBUG
h
trap - DEBUG
#### functrace nested function entries
p() { echo "dbg $1 ${FUNCNAME[1]}"; }
inner() {
  :
}
outer() {
  inner
}
set -T
trap 'p $LINENO' DEBUG
outer
trap - DEBUG
