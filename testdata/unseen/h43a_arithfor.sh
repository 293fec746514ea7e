#### arith for with empty init
i=0
for (( ; i < 3; i++ ))
do
	echo $i
done
#### arith for with empty test
for (( i=0; ; i++ ))
do
	if (( i >= 3 )); then
		break;
	fi
	echo $i
done
#### arith for with empty step
for (( i=0; i<3; ))
do
	echo $i
	(( i++ ))
done
#### arith for all empty with spaces
i=0
for (( ; ; ))
do
	if (( i > 2 )); then break; fi
	echo $i; (( i++ ))
done
#### arith for all empty no spaces
i=0
for ((;;))
do
	if (( i > 2 )); then break; fi
	echo $i; (( i++ ))
done
#### arith for with quoted test expression
for (( i=0; "i < 3" ; i++ ))
do
	echo $i
done
#### arith for continue runs step
for ((i = 0; ;i++ ))
do
	echo $i
	if (( i < 3 )); then
		(( i++ ))
		continue;
	fi
	break
done
#### type shows arith for in function
fx()
{
i=0
for (( ; i < 3; i++ ))
do
	echo $i
done
for ((;;))
do
	break
done
for (( i=0; i<3; ))
do
	(( i++ ))
done
}
type fx
fx
#### arith for with two expressions is a syntax error
bash -c 'for (( i=0; "i < 3" ))
do
	echo $i
done' 2>&1 | sed 's/^bash: -c: //' ; echo $?
#### arith for with four expressions is a syntax error
bash -c 'for (( i=0; i < 3; i++; 7 ))
do
	echo $i
done' 2>&1 | sed 's/^bash: -c: //'; echo $?
#### arith for with do and no semicolon
for     ((i=0; i < 20; i++)) do : ; done
echo $i
#### arith for with brace body
for     ((i=0; i < 20; i++)) { : ; }
echo $i
#### arith for with comma and command substitution
for (( i = j = k = 1; i % 9 || (j *= -1, $( ((i%9)) || printf " " >&2; echo 0), k++ <= 10); i += j ))
do
printf "$i"
done 2>&1
echo
#### arith for in subshell
( for (( i = j = k = 1; i % 9 || (j *= -1, $( ((i%9)) || printf " " >&2; echo 0), k++ <= 10); i += j ))
do
printf "$i"
done ) 2>&1
echo
#### arith for counting down with empty test
for (( i = 4; ;i--)) ; do echo $i; if (( $i == 0 )); then break; fi; done
#### arith for no space before empty test
for (( i = 4;;i--)) ; do echo $i; if (( $i == 0 )); then break; fi; done
#### arith for status when body never runs
false
for ((i=0; i<0; i++)); do echo no; done
echo "st=$?"
#### arith for status is last body command
for ((i=0; i<2; i++)); do (exit $((i+3))); done
echo "st=$?"
#### arith for with arithmetic error in test
for ((i=0; i<1/0; i++)); do echo no; done
echo "st=$?"
#### arith for with variable expansion in expressions
n=3 s=2
for ((i=0; i<$n; i+=$s)); do echo $i; done
#### arith for with comma in init and step
for ((i=0, j=10; i<3; i++, j--)); do echo "$i $j"; done
#### arith for break 2
for x in a b; do
  for ((i=0; i<5; i++)); do
    [ $i = 1 ] && break 2
    echo "$x$i"
  done
done
echo "x=$x i=$i"
#### arith for newline separated
for ((i=0; i<2; i++))
{
  echo "i=$i"
}
#### arith for with semicolon before do on new line
for ((i=0; i<2; i++));
do echo $i
done
#### arith for uses unset variable as zero
unset k
for ((; k<2; k++)); do echo "k=$k"; done
#### arith for in pipeline
for ((i=0; i<3; i++)); do echo $i; done | tr '\n' ' '; echo
#### arith for with redirection
for ((i=0; i<2; i++)); do echo $i; done > out.txt
cat out.txt
#### arith for with nested arith for
for ((i=0; i<2; i++)); do for ((j=0; j<2; j++)); do printf '%d%d ' $i $j; done; done; echo
#### arith for with readonly variable
readonly r=0
for ((r=0; r<1; r++)); do echo no; done
echo "st=$?"
