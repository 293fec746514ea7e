#### pid dollar then braces is no brace expansion
echo $${a,b} | sed 's/^[0-9]*//'
#### pid dollar braces then second brace expands
echo $${a,b}{c,d} | sed 's/[0-9]//g'
#### escaped dollar before braces expands
echo \${a,b}
#### quoted dollar before braces expands
echo '$'{a,b} "$"{c,d}
#### pid dollar then sequence stays
echo x$${1..3}y | sed 's/[0-9]*{/{/'
#### brace after a parameter expands
x=Q; echo ${x}{a,b} $x{a,b}
#### pid dollar then nested braces
echo $${a,{b,c}}z | sed 's/^[0-9]*//'
