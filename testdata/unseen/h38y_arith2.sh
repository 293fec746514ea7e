#### arith echo 2 11111111111111111111111111111111111111111111111111111
echo $(( 2#1111111111111111111111111111111111111111111111111111111111111111 ))
#### arith echo 16 ffffffffffffffffff
echo $(( 16#ffffffffffffffffff ))
#### arith echo 0xffffffffffffffff 0x8000000000000000
echo $(( 0xffffffffffffffff )) $(( 0x8000000000000000 ))
#### arith echo 1 2 echo st
echo $(( 1 ? 2 : )); echo st=$?
#### arith echo 1 2 echo st 2
echo $(( ? 1 : 2 )); echo st=$?
#### arith echo 1 2 echo st 3
echo $(( 1 : 2 )); echo st=$?
#### arith echo x echo st
echo $(( x = )); echo st=$?
#### arith echo echo st
echo $(( ++ )); echo st=$?
#### arith echo 1 2 echo 1 -- 2 1
echo $(( 1 ++ 2 )); echo $(( 1 -- 2 )) $(( 1 - - 2 ))
#### arith x 5 echo x x x
x=5; echo $(( x++ + ++x )) $x
#### arith echo a 1 2 a 1 3 a
echo $(( a[1]=2, a[1]*3 )) ${a[1]}
#### arith echo a echo st
echo $(( 'a' )); echo st=$?
#### arith echo 1 2 3 2 3 2
echo $(( 1 << 2 << 3 )) $(( 2 ** 3 ** 2 ))
#### arith echo -2 2 -2 2
echo $(( -2 ** 2 )) $(( (-2) ** 2 ))
#### arith echo 5 5 - 5
echo $(( !!5 )) $(( ~~5 )) $(( -~5 ))
#### arith echo 10 3 2 10 3 2
echo $(( 10 % 3 * 2 )) $(( 10 / 3 / 2 ))
#### arith echo 1 0 1 0 0 1
echo $(( 1 && 0 || 1 )) $(( 0 || 0 && 1 ))
#### arith echo 3 5 5
echo $(( 3 & 5 == 5 ))
#### arith echo x 2 x x 2 echo x
echo $(( x=2, x+=x*=2 )); echo $x
#### arith i 0 echo i i i
i=0; echo $(( i++ || i++ )) $i
#### arith echo 0 x 1 y 2 y
echo $(( 0 ? x=1 : (y=2) )) ${y}
#### arith echo 5 3 10 20 1 0 1
echo $(( 5 > 3 ? 10 : 20 )) $(( 1 ? 0 ? 1 : 2 : 3 ))
#### arith n 3 echo n 2 n 1 n
n=3; echo $(( n <<= 2 )) $(( n >>= 1 )) $(( n &= 3 )) $(( n |= 8 )) $(( n ^= 1 ))
#### arith echo 07 010 0x10 2 10
echo $(( 07 + 010 + 0x10 + 2#10 ))
#### arith echo 10 010 10 -5 echo st
echo $(( 10#010 )) $(( 10#-5 )); echo st=$?
#### arith echo 37 1 echo 64 10
echo $(( 37#1 )); echo $(( 64#10 ))
#### arith echo 0 1 echo st
echo $(( 0#1 )); echo st=$?
#### arith echo 1e3 echo st
echo $(( 1e3 )); echo st=$?
#### arith echo 1.5 echo st
echo $(( 1.5 )); echo st=$?
#### arith echo 1 2 echo 1 2
echo $(( 1,2 )); echo $(( (1,2) ))
#### arith echo 1 n 2
echo $(( $'1\n+ 2' ))
#### arith echo 1 echo st
echo $(( 1 +
)); echo st=$?
#### arith x 1 echo x 2 echo st
x='1 +'; echo $(( x 2 )); echo st=$?
#### arith unset u echo u u echo --w w
unset u; echo $(( u++ )) $u; echo $(( --w )) $w
#### arith declare -r R 1 echo R echo st
declare -r R=1; echo $(( R++ )); echo st=$?
#### arith declare -r R 1 R 2 echo st
declare -r R=1; (( R = 2 )); echo st=$?
#### arith echo 9223372036854775807 2
echo $(( 9223372036854775807 * 2 ))
#### arith echo -9223372036854775807 - 2
echo $(( -9223372036854775807 - 2 ))
#### arith echo 2 62 2
echo $(( 2 ** 62 * 2 ))
#### arith echo 5 -2 -5 -2 5 -3 -5
echo $(( 5 / -2 )) $(( -5 / -2 )) $(( 5 % -3 )) $(( -5 % 3 ))
#### arith a 5 6 echo a 1 a 1
a=(5 6); echo $(( a[1] )) $(( a[ 1 ] )) $(( a[1+0] )) $(( a[-1] ))
#### arith a 5 echo a 5 a -5 echo
a=(5); echo $(( a[5] )) $(( a[-5] )); echo st=$?
#### arith declare -A h h a 3 k a
declare -A h; h[a]=3; k=a; echo $(( h[$k] )) $(( h[a] + 1 ))
#### arith s a 0 a 7 echo s s
s='a[0]'; a=(7); echo $(( s )) $(( $s ))
#### arith echo BASH_VERSINFO 0 3
echo $(( BASH_VERSINFO[0] > 3 ))
#### arith echo RANDOM 0
echo $(( RANDOM >= 0 ))
#### arith echo LINENO
echo $(( LINENO ))
#### arith echo PATH 0
echo $(( ${#PATH} > 0 ))
#### arith v 010 echo v 10 v
v=010; echo $(( v )) $(( 10#$v ))
#### arith v 0x echo v echo st
v=0x; echo $(( v )); echo st=$?
#### arith v 5 echo v 1
v=' 5 '; echo $(( v + 1 ))
#### arith v 5 5 v echo st
v='5 5'; (( v )); echo st=$?
#### arith echo st
(( )); echo st=$?
#### arith 1 0 echo or
(( 1 )) && (( 0 )) || echo or
#### arith echo 1 2
echo $[ 1 + 2 ]
#### arith let x 3 0 echo st
let 'x = 3 / 0'; echo st=$?
#### arith let x 3 0 echo st 2
let 'x = 3 % 0'; echo st=$?
#### arith echo 1 0 echo st
echo $((1/0)) ; echo st=$?
#### arith for i 0 i 3 i do done
for ((i=0;i<3;i++)); do :; done; echo $i
#### arith for 0 do echo no done echo ok
for ((;0;)); do echo no; done; echo ok
#### arith for i 0 i 2 do echo i
for ((i=0;i<2;)) do echo $i; ((i++)); done
