#### assignment before command is temporary
x=old
x=new printenv x
echo $x
#### assignment before builtin
x=old
x=new true
echo $x
#### assignment before function persists? no
f() { echo in:$x; }
x=old
x=new f
echo out:$x
#### assignment before special builtin persists
x=old
x=new :
echo $x
#### assignment to multiple and order
a=1 b=$a c=$b
echo $a $b $c
#### assignment uses values left to right
x=1
x=2 y=$x
echo $x $y
#### temp binding seen by child only
y=1
y=2 bash -c 'echo $y'
echo $y
#### temp binding with export
export E=outer
E=inner bash -c 'echo $E'
echo $E
#### assignment with command sub status
x=$(exit 7)
echo $?
x=$(exit 7) y=1
echo $?
#### assignment from false before command
x=$(false) true
echo $?
#### no word splitting in assignment
v='a  b'
x=$v; y=$v*
echo "$x" "$y"
#### no glob in assignment
touch f1
x=f*
echo "$x"
#### tilde in assignment after colon
HOME=/hh
x=~:~/a:b~
echo $x
#### assignment with IFS temp binding
set -- a b c
IFS=: eval 'echo "$*"'
echo "$*"
#### temp binding of IFS for read
IFS=, read a b <<< 'x,y'
echo $a $b
printf '[%s]' "$IFS"; echo
#### temp binding to readonly fails
readonly R=1
R=2 true
echo st=$?
#### assignment only command status
false
x=1
echo $?
#### local with cmdsub status
f() { local x=$(exit 3); echo $?; local y; y=$(exit 4); echo $?; }
f
#### deferred eval in declare
x=1
declare y=$x z='$x'
echo $y $z
#### array assignment before command not allowed
a=(1 2) true 2>/dev/null
echo st=$?
#### assignment in arith deferred
x='1+2'
echo $(( x * 2 ))
#### temp binding restored after function
f() { x=changed; }
x=orig
x=temp f
echo $x
