#### for arith basic
for ((i=0; i<3; i++)); do echo $i; done
#### for arith empty parts
i=0
for ((; i<2; )); do echo $i; ((i++)); done
#### for arith infinite with break
for ((;;)); do echo once; break; done
#### for arith with comma
for ((i=0, j=10; i<3; i++, j--)); do echo $i $j; done
#### for arith with braces body
for ((i=0; i<2; i++)) { echo brace $i; }
#### for arith newline instead of semicolon
for ((i=0; i<2; i++))
do
  echo nl $i
done
#### for arith condition false initially
for ((i=5; i<3; i++)); do echo no; done
echo st=$?
#### for arith var persists
for ((i=0; i<3; i++)); do :; done
echo $i
#### for arith with dollar vars
n=3
for ((i=0; i<$n; i++)); do printf $i; done; echo
#### for arith syntax error in init
eval 'for ((i=0 i<3; i++)); do :; done' 2>&1 | sed 's/.*line [0-9]*: //'
#### for arith continue
for ((i=0; i<4; i++)); do ((i==1)) && continue; echo $i; done
#### for arith with array
a=(a b c)
for ((i=${#a[@]}-1; i>=0; i--)); do printf ${a[i]}; done; echo
#### for arith status of body
for ((i=0; i<1; i++)); do false; done
echo st=$?
#### for arith with spaces in parens
for (( i = 0 ; i < 2 ; i += 1 )); do echo $i; done
#### for arith nested
for ((i=0; i<2; i++)); do for ((j=0; j<2; j++)); do printf "$i$j "; done; done; echo
#### for arith with semicolon after
for ((i=0; i<1; i++)); do echo x; done; echo y
#### for arith condition with command sub
for ((i=0; i < $(echo 2); i++)); do echo $i; done
#### for arith in function with local
f() { local i; for ((i=0; i<2; i++)); do :; done; echo $i; }
i=9
f
echo $i
#### for arith division by zero
for ((i=0; i<1/0; i++)); do :; done
echo st=$?
#### for in with semicolon on new line
for x in a b
do echo $x
done
#### for in with do on same line no semicolon
eval 'for x in a b do echo $x; done' 2>&1 | sed 's/.*line [0-9]*: //'
#### for arith with redirect
for ((i=0;i<2;i++)); do echo $i; done > out
cat out
