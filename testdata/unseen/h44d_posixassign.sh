#### posix colon assignment in function goes to caller via temp binding
set -o posix
v=0
f() { v=8 :; }
v=42 f
echo $v
#### posix eval assignment in function propagates
set -o posix
v=0
f() { v=9 eval 'true'; }
v=1 f
echo $v
#### posix assignment to a local stays local
set -o posix
v=0
f() { local v=1; v=9 :; echo in $v; }
v=43 f
echo $v
#### non posix assignment before colon in function is temporary
v=0
f() { v=8 :; }
v=42 f
echo $v
#### posix assignment without temp binding is global
set -o posix
unset v
f() { v=7 :; }
f
echo $v
#### posix nested functions propagate up two levels
set -o posix
v=0
g() { v=3 :; }
f() { g; echo mid $v; }
v=5 f
echo $v
#### posix export assignment before return
set -o posix
f() { w=11 return 2; }
w=1 f
echo $? $w
