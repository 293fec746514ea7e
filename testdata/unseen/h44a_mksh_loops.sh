#### break simple and break 1 and eval break
for i in a b c; do echo $i; break; echo bad-$i; done
echo end-1
for i in a b c; do echo $i; break 1; echo bad-$i; done
echo end-2
for i in a b c; do
    for j in x y z; do
	echo $i:$j
	break
	echo bad-$i
    done
    echo end-$i
done
echo end-3
for i in a b c; do echo $i; eval break; echo bad-$i; done
echo end-4
#### break 2 out of nested loops
for i in a b c; do
    for j in x y z; do
	echo $i:$j
	break 2
	echo bad-$i
    done
    echo end-$i
done
echo end
#### break outside loop
break
echo st=$?
#### break N larger than loop depth
for i in a b c; do echo $i; break 2; echo bad-$i; done
echo end $?
#### break with non-numeric argument
for i in a b c; do echo $i; break abc; echo more-$i; done
echo end $?
#### break 0 is an error
for i in a b; do echo $i; break 0; echo after $?; done
echo end $?
#### continue simple and eval continue
for i in a b c; do echo $i; continue; echo bad-$i ; done
echo end-1
for i in a b c; do echo $i; continue 1; echo bad-$i; done
echo end-2
for i in a b c; do echo $i; eval continue; echo bad-$i ; done
echo end-4
#### continue 2 in nested loops
for i in a b c; do
    for j in x y z; do
	echo $i:$j
	continue 2
	echo bad-$i-$j
    done
    echo end-$i
done
echo end
#### continue outside loop
continue
echo st=$?
#### continue N larger than depth
for i in a b c; do echo $i; continue 2; echo bad-$i; done
echo end
#### continue non-numeric argument
for i in a b c; do echo $i; continue abc; echo more-$i; done
echo end $?
#### break inside function called from loop
f() { break; }
for i in 1 2 3; do echo $i; f; done
echo end
#### break in subshell in loop
for i in 1 2 3; do (echo in $i; break; echo no); echo after $i; done
#### break in while condition
n=0
while break; do echo body; done
echo n=$n
while true; do until break; do echo no; done; echo inner-after; break; done
#### continue in until loop counter
n=0
until [ $n -ge 4 ]; do n=$((n+1)); [ $n = 2 ] && continue; echo $n; done
#### break from select-less loop in pipeline
for i in 1 2 3; do echo $i; done | while read l; do [ $l = 2 ] && break; echo got $l; done
#### break negative count
for i in 1 2; do break -1; echo after; done; echo st=$?
