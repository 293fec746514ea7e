#### slice negative offset needs space
x=abcdef
echo ${x: -2} ${x:(-2)} ${x: -2:1}
#### slice with colon minus is default
x=abcdef
echo ${x:-2}
#### slice negative length
x=abcdef
echo ${x:1:-2} ${x: -4:-1}
#### slice negative length error past start
x=abcdef
echo ${x:4:-3}
echo after
#### slice offset past end
x=abc
echo "[${x:5}]" "[${x:3}]"
#### slice negative offset past start
x=abc
echo "[${x: -5}]"
#### slice length zero
x=abc
echo "[${x:1:0}]"
#### slice arithmetic in offset
x=abcdef
i=1
echo ${x:i+1:i*2} ${x:$i:2}
#### slice positional params
set -- a b c d e
echo ${@:2} / ${@:2:2} / ${@: -2}
#### slice positional zero
set -- a b c
echo ${@:0:2}
#### slice positional negative past
set -- a b c
echo "[${@: -5}]"
#### slice array
a=(zero one two three four)
echo ${a[@]:1:2} / ${a[@]: -1} / ${a[*]:3}
#### slice sparse array
a=([1]=x [5]=y [10]=z)
echo ${a[@]:2} / ${a[@]:5:1} / ${a[@]:0:1}
#### slice array element string
a=(hello world)
echo ${a[1]:1:3} ${a:1}
#### slice assoc array
declare -A A=([a]=1)
echo ${A[@]:0:1}
#### slice star in double quotes with IFS
a=(a b c d)
IFS=-
echo "${a[*]:1:2}"
#### slice multibyte
x=héllo
echo ${x:1:2} ${x: -3}
#### slice invalid arith
x=abc
echo ${x:1+}
echo after $?
#### slice with variable empty
x=abcdef
e=
echo ${x:$e:2}
#### slice unset var
unset u
echo "[${u:1:2}]"
#### slice length expression
x=abcdefgh
echo ${x:2:${#x}-4}
#### slice on $* with offset zero includes $0
set -- a b
echo "${*:0}" | sed 's/^[^ ]* /$0 /'
#### slice length negative on positional is error
set -- a b c d
echo ${@:1:-1}
echo st=$?
#### slice array negative length error
a=(a b c d)
echo ${a[@]:1:-1}
echo st=$?
#### slice with nested expansion offset
x=abcdef
n=2
echo ${x:${n}:${n}}
#### slice in arithmetic ternary offset
x=abcdef
echo ${x:1?2:3}
