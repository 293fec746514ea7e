#### malformed arithmetic 1
n=x
echo "$((1$n))"; echo "st=$?"
echo "$((1 2))"; echo "st=$?"
echo "$((08))"; echo "st=$?"
echo "$((1a))"; echo "st=$?"
echo "$((09))"; echo "st=$?"
echo "$((0x))"; echo "st=$?"
#### malformed arithmetic 2
n=x
echo "$((0xg))"; echo "st=$?"
echo "$((1#5))"; echo "st=$?"
echo "$((2#2))"; echo "st=$?"
echo "$((37#1))"; echo "st=$?"
echo "$((64#_))"; echo "st=$?"
echo "$((65#1))"; echo "st=$?"
#### malformed arithmetic 3
n=x
echo "$((0#1))"; echo "st=$?"
echo "$((1.5))"; echo "st=$?"
echo "$((1..2))"; echo "st=$?"
echo "$((3+))"; echo "st=$?"
echo "$((+))"; echo "st=$?"
echo "$((()))"; echo "st=$?"
#### malformed arithmetic 4
n=x
echo "$((1 +* 2))"; echo "st=$?"
echo "$((a b))"; echo "st=$?"
echo "$((a++b))"; echo "st=$?"
echo "$((++))"; echo "st=$?"
echo "$((--1))"; echo "st=$?"
echo "$((1 ? 2))"; echo "st=$?"
#### malformed arithmetic 5
n=x
echo "$((1 ? 2 :))"; echo "st=$?"
echo "$((1 : 2))"; echo "st=$?"
echo "$((x=))"; echo "st=$?"
echo "$((1=2))"; echo "st=$?"
echo "$((1+=2))"; echo "st=$?"
echo "$((a[))"; echo "st=$?"
#### malformed arithmetic 6
n=x
echo "$((a[1))"; echo "st=$?"
echo "$((a]))"; echo "st=$?"
echo "$(($))"; echo "st=$?"
echo "$((1 ** -1))"; echo "st=$?"
echo "$((1 / 0))"; echo "st=$?"
echo "$((1 % 0))"; echo "st=$?"
#### malformed arithmetic 7
n=x
echo "$((1 <<>> 2))"; echo "st=$?"
echo "$(('a'))"; echo "st=$?"
echo "$(("1"))"; echo "st=$?"
echo "$((1,))"; echo "st=$?"
echo "$((,1))"; echo "st=$?"
echo "$((0b1))"; echo "st=$?"
#### malformed arithmetic 8
n=x
echo "$((1e5))"; echo "st=$?"
echo "$((08+1))"; echo "st=$?"
echo "$((1 09))"; echo "st=$?"
echo "$((2#))"; echo "st=$?"
echo "$((2#12))"; echo "st=$?"
echo "$((16#fg))"; echo "st=$?"
#### malformed arithmetic 9
n=x
echo "$((10#))"; echo "st=$?"
echo "$((36#z1))"; echo "st=$?"
echo "$((@))"; echo "st=$?"
echo "$((1 ~ 2))"; echo "st=$?"
echo "$((!))"; echo "st=$?"
#### malformed arithmetic in let and (( ))
n=x; let '1$n'; echo $?; (( 08 )); echo $?; let '1 2'; echo $?; (( 1a )); echo $?
#### malformed arithmetic in array subscripts and assignments
n=x; a[1$n]=3; echo $?; declare -i i; i='08'; echo $?; i='1 2'; echo $?; echo ${a[1a]}; echo $?
#### arithmetic characters that start no token
for e in '@' '1 @' '@1' '1+@' '(1)@' 'a[1]@' '{' '1}' '1;' ';' 'a@b' '(@)' '1?@:2' 'x=@' '(1)é' '1 `x`'; do let "$e"; echo "st=$?"; done 2>&1
#### arithmetic dollar after an operand or an operator
n=x; for e in '1$n' '1 $n' '$n' '(1)$n' '1+$n' '(1)$'; do let "$e"; echo "st=$?"; done 2>&1
#### arithmetic conditional operator errors
for e in '1?2' '1?2:' 'x?' '1:' ':' '?' '1 , 2 :' '1 ? 2 3' '1 ? 2 : 3 4' '1 ? (2)' '1 ? a[1]' '1 ? 2 )' '(1 ? 2)' '(1 : 2)' '1 ? 2 : 3 : 4' '1)' '1 ) 2'; do let "$e"; echo "st=$?"; done 2>&1
#### arithmetic constants read before the operator is missed
for e in '1 09' '1 + 2 09' '09 1' '1 0x' '1 2#3' 'a 08' '(1 2)' '(1 09)' 'x=1 2' '1 65#1' '1 0#1'; do let "$e"; echo "st=$?"; done 2>&1
#### arithmetic innermost open construct names the error
for e in '1 2 )' '(1 ? 2 3)' '1 ? (2 3)' '1 ? 2 : (3 4' '((1 ? 2 : 3) 4)' '1 + ) 2' '1 ? 2 : 3 )'; do let "$e"; echo "st=$?"; done 2>&1
