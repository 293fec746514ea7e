#### a value holding an indexed element with $k in its subscript
a=(10 20 30 40); k=2; e='a[$k]'; echo $((e)) $(( e + 1 )); (( e == 30 )) && echo yes
#### let expands the subscript of a text it evaluates
a=(10 20 30 40); k=1; let 'x = a[$k] * 2' 'a[$k+2] = 7'; echo $x ${a[3]}
#### a subscript with a command substitution inside a value
a=(10 20 30 40); e='a[$(echo 3)]'; echo $((e)); e='a[`echo 1`]'; echo $((e))
#### a subscript with blanks around an expansion inside a value
a=(10 20 30 40); k=3; e='a[ $k ]'; echo $((e)); e='a[ $k - 1 ] + 1'; echo $((e))
#### an integer variable assigned a text with an element reference
a=(10 20 30 40); k=2; declare -i n; n='a[$k]'; echo $n; n='a[${k}-1]+5'; echo $n
#### a subscript with an unset variable inside a value is element 0
a=(10 20); e='a[$nokey]'; echo $((e))
#### a nested value whose subscript names another value
a=(10 20 30 40); k=1; i='k+1'; e='a[$i]'; echo $((e)); e='a[$((k+2))]'; echo $((e))
#### a value with an element in a conditional
a=(10 20 30 40); k=0; e='a[$k] ? a[$k+1] : 99'; echo $((e)); k=1; echo $((e))
