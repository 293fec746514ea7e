#### slice basic
v=abcdef
echo ${v:1} ${v:1:2} ${v:0:0}x ${v:6}x ${v:10}x
#### slice negative offset needs space
v=abcdef
echo ${v: -2} ${v: -3:2} ${v:(-1)} ${v:-7}
#### slice negative length
v=abcdef
echo ${v:1:-1} ${v:2:-2} ${v: -4:-1}
#### slice negative length too big is error
v=abcdef
echo ${v:4:-3}
echo after
#### slice negative length error status
v=abcdef
( echo ${v:4:-3} ); echo st=$?
#### slice arithmetic offset
v=abcdef; i=2
echo ${v:i} ${v:i+1:i} ${v:$i:1} ${v:i*2}
#### slice of unset and empty
unset u; e=
echo "[${u:1}]" "[${e:0:3}]" "[${u: -1}]"
#### slice unicode
v='αβγδ'
echo ${v:1:2} ${v: -1} ${#v}
#### slice positional params
set -- a b c d e
echo ${@:2} "|" ${@:2:2} "|" ${@: -2} "|" ${*:1:1}
#### slice positional zero index includes $0
set -- a b c
x=${@:0:1}
[ "$x" = "$0" ] && echo same-as-0
echo ${@:1:1}
#### slice positional past end
set -- a b c
echo "[${@:5}]" "[${@:3}]" "[${*:4:1}]"
#### slice array
a=(a b c d e)
echo ${a[@]:1:2} "|" ${a[@]: -2} "|" ${a[*]:3}
#### slice sparse array
a=([1]=x [5]=y [9]=z)
echo ${a[@]:2} "|" ${a[@]:5:1} "|" ${a[@]:0:2}
#### slice array element string
a=(hello world)
echo ${a[1]:1:3} ${a:1}
#### slice quoted array keeps words
a=('a b' 'c d' 'e f')
printf '[%s]' "${a[@]:1}"; echo
printf '[%s]' "${a[*]:1}"; echo
#### slice negative length on array is error
a=(1 2 3 4)
echo ${a[@]:1:-1}
echo st=$?
#### slice offset expression with variables and parens
v=0123456789; n=3
echo ${v:(n-1):n} ${v:n%2:2}
#### slice length zero and negative offset beyond
v=abc
echo "[${v: -5}]" "[${v:1:0}]"
#### slice string with newline
v=$'ab\ncd'
echo "${v:1:3}" | od -c | head -1
#### slice assoc array
declare -A A=([a]=1)
echo ${A[@]:0:1}
#### slice of $@ with IFS join
set -- x y z
IFS=:
echo "${*:2}"
#### slice bad offset arithmetic
v=abc
echo ${v:1+}
echo after
#### slice with large numbers
v=abc
echo "[${v:9999999999}]" "[${v:0:9999999999}]"
#### slice with arithmetic error
v=abc
echo ${v:1/0}
echo st=$?
#### slice positional $@ with 0 and length
set -- a b
x=("${@:0:2}")
echo ${#x[@]} ${x[1]}
#### slice with nounset unset var
set -u
echo "[${nosuchz:0:1}]"
echo st=$?
#### slice array with negative offset and length
a=(0 1 2 3 4 5)
echo ${a[@]: -3:2} ${a[@]:(-2)}
#### slice string with length arith var
v=abcdef; n=2
echo ${v:n:n}
#### slice offset from string var containing expression
v=abcdef; e='1+1'
echo ${v:e} ${v:$e}
#### slice with spaces
v=abcdef
echo ${v: 1 : 2 }
#### slice string offset equal length
v=abc
echo "[${v:3}]" "[${v:3:1}]" "[${v: -3}]"
#### slice unicode negative
v='αβγ'
echo ${v: -2:1}
#### substring of array element in quoted at
a=(abc def)
echo "${a[@]:0:1}" "${a[1]:1}"
