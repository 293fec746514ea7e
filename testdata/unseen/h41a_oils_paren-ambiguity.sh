#### dollar double paren is arith
echo $((1 + 2))
#### dollar paren space paren is command sub of subshell
echo $( (echo sub) )
#### dollar double paren that is command
echo $((echo a); (echo b))
#### double paren command vs subshell
((x = 1)); echo $x
( (echo nested) )
#### subshell starting with double paren that is not arith
bash -c '((echo a); (echo b))' 2>&1; echo st=$?
#### arith with nested parens
echo $(( (1 + 2) * 3 ))
echo $(( ((1)) ))
#### command sub with case paren
echo $(case x in x) echo cx;; esac)
#### command sub with case and leading paren
echo $(case x in (x) echo cx2;; esac)
#### command sub with nested case and subshell
echo $(case a in a) (echo inner);; esac)
#### backtick with case
echo `case y in y) echo by;; esac`
#### array literal parens
a=(1 (2) 3) 2>/dev/null
bash -c 'a=(1 (2) 3)' 2>&1; echo st=$?
#### array with parens in quotes
a=('(x)' "(y)")
printf '[%s]\n' "${a[@]}"
#### extglob parens
shopt -s extglob
x=abc
echo ${x/@(b|c)/X}
[[ $x == a@(b)c ]] && echo eg
#### function def parens
f() (echo subshell-func)
f
#### arith in array index
a=(0 1 2 3)
echo ${a[(1+2)]}
echo ${a[ (1) ]}
#### subshell with redirect
(echo r) > pr.txt; cat pr.txt
#### process sub parens
cat <(echo psub)
#### dollar paren with comment containing paren
x=$(echo a # )
)
echo $x
#### paren in single quotes inside command sub
echo $(echo ')')
echo "$(echo '(')"
#### double paren with spaces is arith
(( 1 + 1 )) && echo arith
#### nested arith in command sub
echo $(echo $((2*3)))
#### arith with command sub
echo $(( $(echo 2) + 1 ))
#### arith paren unbalanced error
bash -c 'echo $(( (1 + 2 ))' 2>&1; echo st=$?
#### subshell parse with newline
(
  echo line1
  echo line2
)
#### escaped parens are literal
echo \( \)
echo '(' ")"
#### parens in double bracket
[[ ( a == a ) ]] && echo grp
#### paren after word is error
bash -c 'echo a(b)' 2>&1; echo st=$?
#### dollar double paren command sub with pipe
echo $((echo a) | tr a b)
x=$((echo c) ; echo d)
echo "$x"
#### arith that starts with nested parens stays arith
echo $(((1) + (2)))
echo $(( (3) ))
((x = (4) + 1)); echo $x
#### double paren at command start with subshells
((echo a) ; (echo b)) 2>/dev/null
((echo c) | tr c d)
#### arith command vs nested subshell with spaces
( (echo spaced) )
#### subshell containing arith
( ((x = 2)); echo $x )
#### dollar paren with nested arith and subshell
echo $( (( 1 + 1 )) && echo ok )
#### case pattern paren in subshell
( case a in (a) echo in-sub-case;; esac )
#### array element with parens in arith index
a=(1 2 3)
echo ${a[(2)]} $(( a[(0)] + 1 ))
