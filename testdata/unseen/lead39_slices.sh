#### slice offset with an empty subscript
x=hello; echo "${x:a[]:1}"; echo st=$?
#### slice length with an empty subscript
x=hello; echo "${x:a[]}" "${x:1:a[]}"; echo st=$?
#### slice of the positional parameters with an empty subscript
set -- a b c d; echo "${@:a[]:2}"; echo st=$?
#### slice with subscripts in offset and length
x=hello; a=(1 2 3); echo "${x:a[1]:a[0]}"; echo st=$?
#### slice length holding a colon
x=hello; echo "${x:1:2:3}"; echo st=$?; echo after
#### slice length with a colon after a subscript
x=hello; echo "${x:1:a[0]:1}"; echo st=$?
#### slice offset assigning an element
x=hello; echo "${x:b[2]=1:2}"; echo st=$? "${b[2]}"
#### slice with an unclosed subscript
x=hello; echo "${x:1:a[}"; echo st=$?
#### slice with an empty subscript in a loop
s=abcdef; for i in 1 2; do echo "${s:a[]+i:2}"; done 2>&1
#### slice with an empty length and an empty subscript
x=hello; echo "[${x:a[]:}]" "[${x::a[]}]"; echo "[${x:1:}]" "[${x::2}]"; echo st=$?
#### slice with nothing after the colon
x=hello; echo "[${x:}]"; echo st=$?
