#### xtrace arithmetic for loop
set -x
for ((i=0; i<=2; i++ )) ; do
  x=0
done
set +x
#### xtrace for loop and case
set -x
for i in 0 1 ; do
  x=i
done
case x in
 0) x=i ;;
 *) x=i ;;
esac
set +x
#### xtrace append assignment
set -x
foo=one
foo+=two
echo $foo
set +x
#### BASH_XTRACEFD sends trace to fd
exec 4>trace.txt
BASH_XTRACEFD=4
set -x
echo 1
echo 2
unset BASH_XTRACEFD
echo 3
set +x
echo TRACEFILE:
cat trace.txt
#### xtrace quoting of words
set -x
echo 'a b' "c'd" '' $'t\tx'
set +x
#### xtrace of assignment with cmdsub
set -x
v=$(echo hi)
set +x
#### xtrace PS4 custom
PS4='+[trace] '
set -x
echo hi
set +x
#### xtrace PS4 nested level in subshell cmdsub
set -x
x=$(echo inner)
set +x
#### xtrace of [[ and (( 
set -x
[[ a == b ]]
(( 1 + 2 ))
set +x
#### xtrace of function call
f() { echo "in f $1"; }
set -x
f arg
set +x
#### xtrace of redirection not shown
set -x
echo hi > out.txt
set +x
cat out.txt
#### set -x shows in $-
set -x
case $- in *x*) echo on;; esac
set +x
#### xtrace of declare and local
f() { local a=1 b; declare -i c=2; }
set -x
f
set +x
#### xtrace of here string command
set -x
cat <<< "x y"
set +x
#### xtrace set +x itself is traced
set -x
set +x
echo done
