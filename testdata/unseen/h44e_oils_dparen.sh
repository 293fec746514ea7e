#### dparen exit status of expression value
(( 5 - 5 )); echo $?
(( 5 - 4 )); echo $?
#### dparen assignment ops
x=10
(( x += 5, x -= 3, x *= 2, x /= 4, x %= 4 ))
echo $x
#### dparen shift and bit ops
(( a = 1 << 4, b = 255 >> 4, c = 6 & 3, d = 6 | 3, e = 6 ^ 3, f = ~0 ))
echo $a $b $c $d $e $f
#### dparen pre and post increment
x=5
(( y = x++ + ++x ))
echo $x $y
#### dparen increment unset var
unset n
(( n++ ))
echo $n $?
#### dparen string value recursive
x='y+1'
y=2
(( z = x * 3 ))
echo $z
#### dparen invalid syntax status
(( 1 + )) 2>/dev/null
echo st=$?
#### dparen in if
if (( 3 > 2 )); then echo yes; fi
#### dparen with negation outside
! (( 0 )) && echo negated
#### dparen nested parens
(( x = ((1 + 2) * (3 + 4)) ))
echo $x
#### dparen logical short circuit
x=0
(( 0 && (x = 1) ))
echo $x
(( 1 || (x = 2) ))
echo $x
#### dparen comma returns last
(( 1, 0 )); echo $?
#### dparen array assignment via string index
a=(1 2 3)
i=2
(( a[i] *= 10 ))
echo ${a[@]}
#### dparen with dollar paren inside
(( x = $(echo 4) + 1 ))
echo $x
#### dparen with quoted number
(( x = "3" + 1 ))
echo $x
#### dparen power
(( x = 2 ** 10 ))
echo $x
#### dparen ternary nested
(( x = 1 ? 0 ? 10 : 20 : 30 ))
echo $x
#### dparen assignment to non-lvalue
(( 1 = 2 )) 2>/dev/null
echo st=$?
#### dparen with newline
((
 x = 1 +
 2
))
echo $x
#### dparen as command in pipeline
(( 1 )) | cat; echo ${PIPESTATUS[0]}
#### dparen with semicolons inside
(( x = 1 )) ; (( y = 2 )); echo $x$y
#### dparen with dollar dollar
(( x = $$ > 0 ))
echo $x
#### dparen char literal not supported
(( x = 'a' )) 2>/dev/null
echo st=$?
#### dparen arith for
for (( i = 0; i < 3; i++ )); do printf $i; done; echo
#### dparen unary plus minus
x=5
(( y = -x, z = +x, w = - -x ))
echo $y $z $w
#### dparen large base literal
(( x = 16#ff + 8#17 ))
echo $x
#### dparen assign to positional fails
(( 1 = 3 )) 2>&1 | sed 's/.*line [0-9]*: //'
