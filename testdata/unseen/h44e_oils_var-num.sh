#### positional beyond 9 needs braces
set -- a b c d e f g h i j k
echo $10 ${10} ${11}
#### positional zero padded in braces
set -- a b c
echo ${01} ${002}
#### unset positional
set -- a
echo "[${5}]" "[$5]"
#### positional with default
set -- a
echo ${2:-def} ${1:+alt}
#### positional length
set -- hello
echo ${#1}
#### assigning to positional is error
1=x 2>&1
echo st=$?
#### shift beyond count
set -- a b
shift 3
echo st=$? $#
#### shift negative
set -- a b
shift -1 2>&1 | sed 's/.*line [0-9]*: //'
echo $#
#### shift non-numeric
set -- a b
shift x 2>&1 | sed 's/.*line [0-9]*: //'
echo $#
#### set -- resets
set -- a b c
set --
echo $#
#### positional in function are local
set -- outer
f() { echo $1; set -- inner; echo $1; }
f arg
echo $1
#### dollar hash in function
f() { echo $#; }
f a b c
f
#### positional slice with large number
set -- a b c
echo "[${@:10}]"
#### indirect positional
set -- x y z
i=3
echo ${!i}
#### positional in arithmetic
set -- 5 7
echo $(( $1 + $2 )) $(( ${2} * 2 ))
#### dollar with digit then text
set -- A
echo $1x ${1}x
#### positional after shift in loop
set -- 1 2 3
while [ $# -gt 0 ]; do printf %s "$1"; shift; done; echo
#### set with leading dash arg
set -- -x -y
echo $1 $2
#### set with single dash
set - a b
echo $# $1
#### positional via set -- with spaces
set -- "a  b"
echo $1
echo "$1"
#### dollar hash with braces minus
set -- a b c
echo ${#} ${#-}
#### positional 0 not shifted
set -- a b
shift
echo $#
#### many positional params
set -- $(seq 1 20)
echo ${20} $#
#### $@ equal to all positional with index
set -- a b c
echo ${@:2:1} ${*:3}
