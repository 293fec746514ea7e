#### func nested return statuses
a() { x=$((x - 1)); return 5; }
b() { x=$((x - 1)); a; echo a returns $?; return 4; }
c() { x=$((x - 1)); b; echo b returns $?; return 3; }
d() { x=$((x - 1)); c; echo c returns $?; return 2; }
e() { d; echo d returns $?; echo in e; x=$((x - 1)); return $x; }
f() { e; echo e returned $?; echo x is $x; return 0; }
x=30
f
#### func local then unset then assign stays local
f1()
{
	local zz
	zz=abcde
	echo $zz
	unset zz
	zz=defghi
	echo $zz
}
zz=ZZ
echo $zz
f1
echo $zz
#### func return status from subshell call
f1() { return 5; }
( f1 )
echo $?
#### func in background waited
f1() { return 5; }
f1 &
wait $!
echo $?
#### func temporary env assignment
f1() { echo $AVAR; printenv AVAR; }
AVAR=AVAR
echo $AVAR
f1
AVAR=foo f1
echo $AVAR
#### func return from subshell inside function
f1()
{
	( return 5 )
	status=$?
	echo $status
	return $status
}
f1
echo $?
#### func declare -F and -f
f1() { ( return 5 ); status=$?; return $status; }
declare -F f1
declare -f f1
declare -F nosuch; echo $?
#### func declare -xF lists exported functions
f1() { :; }
f2() { :; }
export -f f2
declare -xF
declare -xf
#### func FUNCNAME assignment ignored and nesting
func2() { echo FUNCNAME = $FUNCNAME; }
func() { echo before: FUNCNAME = $FUNCNAME; func2; echo after: FUNCNAME = $FUNCNAME; }
FUNCNAME=7
echo outside: FUNCNAME = $FUNCNAME
func
echo outside2: FUNCNAME = $FUNCNAME
#### func exported function seen by child bash
zf() { echo this is zf; }
export -f zf
bash -c 'type -t zf'
bash -c 'type zf'
bash -c zf
#### func redirection on definition applies at each call
myfunction() {
    echo "bad shell function redirection"
} >> /dev/null
myfunction
myfunction | cat
echo done
#### func return in a pipeline element
segv() { echo foo | return 5; }
segv
echo $?
#### func body redirect shown by type
f()
{
	echo f-x
	echo f-y
} >&2
type f
f 2>/dev/null
echo after
#### func nested definition with redirect shown by type
f2()
{
	echo f2-a
	f3()
	{
		echo f3-a
		echo f3-b
	} >&2
	f3
}
type f2
f2 2>&1
#### func outer redirect applies to inner
f4()
{
	echo f4-a
	f5()
	{
		echo f5-a
	} >&2
	f5
} 2>&1
type f4
f4 2>/dev/null
#### func group with redirect shown by type
testgrp()
{
	echo testgrp-a
	{ echo tg-x; echo tg-y; } >&2
	echo testgrp-b
}
type testgrp
#### func exported with redirect in child
f() { echo f-x; } >&2
export -f f
bash -c 'type f; f 2>/dev/null; echo end'
#### func subshell bodies
funca() (
	echo func-a
)
funcb() ( echo func-b )
funcc() (
	echo func-c
) 2>&1
type funca
type funcb
type funcc
funca
funcb
funcc
#### func subshell body does not change caller
g() ( v=inner; cd /; exit 3 )
v=outer
g
echo "$? $v"
#### func name with dash
foo-bar()
{
	:;
}
declare -F foo-bar
declare -f foo-bar
#### func posix mode assignment before return persists
set -o posix
func() { return 5; }
myfunction () {
    var=20 return
}
var=10
func
echo $? $var
myfunction
echo $var
var=30 func
echo $? $var
#### func posix mode return status of assignment return
set -o posix
var=0
func() { var=20 return 5; }
var=30 func
echo $? $var
#### func assignment before return in sourced file
echo 'var=40 return 2' > rf
var=10
. ./rf
echo $? $var
#### func assignment before func call not kept in default mode
func() { echo "in $var"; }
var=10
var=30 func
echo $var
#### func FUNCNEST limits recursion
FUNCNEST=100
foo() { (( f++ )); if (( f > 200 )); then return 7; fi; foo; }
f=0
foo
echo $?
echo after: f = $f
#### func FUNCNEST zero means no limit
foo() { (( f++ )); if (( f > 200 )); then return 7; fi; foo; }
f=150
FUNCNEST=0
foo
echo $?
echo after FUNCNEST reset: f = $f
f=150
unset FUNCNEST
foo
echo $? f = $f
#### func FUNCNEST small
foo() { (( f++ )); if (( f > 200 )); then return 7; fi; foo; }
FUNCNEST=20
f=$(( FUNCNEST - 2 ))
foo
echo $?
echo after FUNCNEST assign: f = $f
#### func return with no argument uses last status
f() { false; return; }
f; echo $?
g() { true; return; }
g; echo $?
#### func return outside function is an error
return 3
echo "status $?"
#### func return bad argument
f() { return abc; }
f; echo $?
g() { return 1 2; }
g; echo $?
#### func return value is taken mod 256
f() { return 257; }
f; echo $?
g() { return -1; }
g; echo $?
#### func unset -f removes only function
f() { echo fn; }
f=var
unset -f f
echo $f
f 2>/dev/null || echo gone
#### func unset prefers variable then function
f() { echo fn; }
f=var
unset f
echo "[$f]"
f
unset f
f 2>/dev/null || echo gone
#### func positional parameters restored after call
set -- a b c
f() { echo "$# $*"; set -- x; echo "$# $*"; }
f 1 2
echo "$# $*"
#### func local shadows and restores
x=global
f() { local x=inner; g; echo "f $x"; }
g() { echo "g $x"; x=changed; }
f
echo "top $x"
#### func recursive definition replaced while running
f() { echo one; f() { echo two; }; }
f
f
#### func keyword and name forms
function k1 { echo k1; }
function k2() { echo k2; }
k3() { echo k3; }
k1; k2; k3
type k1 | sed -n 2p
#### func body any compound command
f() [[ -n $1 ]]
f x; echo $?
f ''; echo $?
g() for i in 1 2; do echo $i; done
g
h() if true; then echo yes; fi
h
#### func declare -f of function with case and loops
f() {
  case $1 in a) echo A;; *) echo other;; esac
  while false; do :; done
  for ((i=0;i<1;i++)); do echo $i; done
}
declare -f f
#### func BASH_SOURCE FUNCNAME arrays in nested calls
a() { b; }
b() { echo "${FUNCNAME[@]}"; echo ${#FUNCNAME[@]}; }
a
#### func function names with special characters
f.x() { echo dot; }
f:y() { echo colon; }
f.x; f:y
#### func definition of reserved word name fails
eval 'if() { :; }' 2>&1 | sed 's/^.*line [0-9]*: //'
echo done
#### func exit status of definition is zero
false
f() { :; }
echo $?
