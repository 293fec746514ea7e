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
#### temp binding visible to declare -p
x=1 declare -p x 2>&1
#### temp binding with local in function
f() { local x; echo "[$x]"; x=2; echo $x; }
x=tmp f
echo "[${x-unset}]"
#### temp binding then export in function
f() { export x; }
x=1 f
echo "[${x-unset}]"
#### temp binding of array element is error? 
a=(1)
a[0]=5 printenv a 2>/dev/null
echo "[${a[0]}]"
#### temp binding with eval
x=1 eval 'echo $x; x=2'
echo "[${x-unset}]"
#### temp binding with special builtin export
x=1 export y=2
echo "[$x] [$y]"
#### temp binding with source
echo 'echo in:$q' > s.sh
q=5 . ./s.sh
echo "[${q-unset}]"
#### temp binding self reference
x=1
x=$((x+1)) y=$x sh -c 'echo $x $y'
echo $x
#### temp binding in pipeline
x=1 printenv x | cat
echo "[${x-unset}]"
#### temp binding IFS in read only
IFS=: read a b <<< '1:2'
echo $a $b
read c d <<< '3:4 5'
echo $c $d
#### assignment expansion order with cmdsub side effects
i=0
a=$((i+=1)) b=$((i+=1)) c=$i
echo $a $b $c
#### assignment with redirection only
x=1 > out.txt
echo $x
cat out.txt | wc -c
#### assignment from cmdsub with error status in if
if x=$(false); then echo t; else echo f; fi
#### declare status with failing cmdsub
declare x=$(false)
echo $?
local_f() { local y=$(exit 3); echo $?; }
local_f
#### readonly with cmdsub status
readonly r=$(exit 4)
echo $?
#### export with cmdsub status
export e=$(exit 5)
echo $?
#### temp binding exported by function propagates
f() { export x; }; x=1 f; echo "1[${x-unset}]"; declare -p x; unset x
f() { x=2; export x; }; x=1 f; echo "2[${x-unset}]"; unset x
f() { readonly y; }; y=1 f; echo "3[${y-unset}]"; declare -p y
f() { export z=9; }; z=1 f; echo "4[${z-unset}]"; unset z
f() { declare -x w; }; w=1 f; echo "5[${w-unset}]"; unset w
g() { export v; }; f() { g; }; v=1 f; echo "6[${v-unset}]"; unset v
f() { export u; u=7; }; u=1 f; echo "7[${u-unset}]"; unset u
f() { export -n t; }; export t=0; t=1 f; echo "8[${t-unset}]"; declare -p t
f() { (export s); }; s=1 f; echo "9[${s-unset}]"
#### temp binding made local then exported propagates
f() { local x; export x; }; x=1 f; echo "1[${x-unset}]"; unset x
f() { local x=5; export x; }; x=1 f; echo "2[${x-unset}]"; unset x
f() { declare -x w=3; }; w=1 f; echo "3[${w-unset}]"; unset w
f() { :; }; set -o posix; p=1 f; echo "5[${p-unset}]"; set +o posix
f() { local x=2; }; x=1 f; echo "6[${x-unset}]"
#### propagated temp binding goes on through callers
f() { export x; }
g() { local x=0; x=1 f; echo "g[$x]"; }
g; echo "top[${x-unset}]"
h() { export y; y=h; }
k() { y=2 h; echo "k[$y]"; }
y=top; y=1 k; echo "[$y]"
m() { readonly z; }
z=1 m; z=2; echo st=$? $z
