#### declare -an with a value
declare -an q=v; echo $?; declare -p q
#### declare -An with a value
declare -An q=v; echo $?; declare -p q
#### declare -na without a value
declare -na q; echo $?; declare -p q
#### declare -a on a nameref names its target
declare -n q=v; declare -a q; echo $?; declare -p q v
#### declare -n on an indexed array
declare -a q=(1); declare -n q 2>&1 | sed 's/^.*line [0-9]*: //'; declare -n q 2>/dev/null; echo $?; declare -p q
#### declare -n on an associative array
declare -A q; declare -n q=x 2>&1 | sed 's/^.*line [0-9]*: //'; declare -n q=x 2>/dev/null; echo $?; declare -p q
#### declare -a compound through a nameref
declare -n r=v; declare -a r=(1 2); echo $?; declare -p r v
#### declare -an with a compound value
declare -an q=(a b) 2>&1 | sed 's/^.*line [0-9]*: //'; declare -an q=(a b) 2>/dev/null; echo $?; declare -p q
#### local -an in a function
f() { local -an q=v 2>&1 | sed 's/^.*line [0-9]*: //'; local -an q=v 2>/dev/null; echo $?; declare -p q; local -an w=(1) 2>/dev/null; echo $?; declare -p w; }; f
#### declare +n -a on a nameref
declare -n q=v; declare +n -a q; echo $?; declare -p q v
#### declare -Ana
declare -Ana q=v 2>&1 | sed 's/^.*line [0-9]*: //'; echo ${PIPESTATUS[0]}
#### declare -A on a nameref names its target
declare -n q=v; declare -A q; echo $?; declare -p q v
#### declare -gan and typeset -an
declare -gan q=v; echo $?; typeset -an w=x; echo $?; declare -p q w
#### declare -n then -a on the same unset name
declare -n q; declare -a q; echo $?; declare -p q
#### declare +n with a value assigns the target
declare -n q=v; v=1; declare +n q=w; declare -p q v
#### declare +n with attributes gives them to the target
declare -n r=u; declare +n -i r; declare -p r u
declare -n s=t; t=(1); declare +n -a s; declare -p s t
declare -n z=y; y=3; declare +n -a z; declare -p z y
#### declare -aA on a new name
declare -aA q 2>&1 | sed 's/^.*line [0-9]*: //'; declare -aA q 2>/dev/null; echo $?; declare -p q
#### declare -an on a string variable
x=1; declare -an x=v; echo $?; declare -p x; y=2; declare -An y; echo $?; declare -p y
#### declare -n on a variable whose value names nothing
y=2; declare -n y 2>&1 | sed 's/^.*line [0-9]*: //'; declare -n y 2>/dev/null; echo $?; declare -p y; z=abc; declare -n z; declare -p z
