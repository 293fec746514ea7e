#### arith single quoted paren in operand
echo $(( 1 + ')' ))
echo $?
#### arith comment with quoted open paren
echo $(( 1 # "(" ))
echo $?
#### arith comment ended by newline before close
echo $(( 1 # ")"
+ 2 ))
echo $?
#### arith command quoted hash
(( 1 "# c" ))
echo $?
#### arith quoted operand inside double quotes
echo "$(( 1 "2" ))"
echo $?
#### arith quoted operator assigned
a=$(( 2 "*" 3 )); echo $a
#### arith every token quoted
echo $(( "1" "+" "2" ))
#### arith bracket quoted operand
echo $[ 1 + "2" ]
#### arith bracket nested brackets quoted operator
echo $[ 2 "*" [3] ]; echo $?
echo next
#### arith bracket hash then close
echo $[ 1 # ] ]; echo $?
echo next
#### arith quoted operator with variable both forms
x=5; echo $[ x "-" 1 ] $(( x "-" 2 ))
#### arith quoted comparison in for loop
for (( i=0; i<"2"; i++ )); do echo i$i; done
#### arith quoted comsub operand
echo $(( 1 "$((2))" ))
echo end
#### arith bracket quoted hash in function
f() { echo $[ 7 "#" 1 ]; echo in; }
f; echo st=$?
#### arith quoted operator in if condition
if (( 3 ">" 2 )); then echo gt; fi
