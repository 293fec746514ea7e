#### c-style for basic
for ((i = 0; i < 3; i++)); do echo $i; done
#### c-style for with braces body
for ((i = 0; i < 3; i++)) { echo b$i; }
#### c-style for empty parts
i=0
for ((; i < 2; )); do echo $i; ((i++)); done
#### c-style for infinite with break
for ((;;)); do echo once; break; done
#### c-style for multiple vars comma
for ((i = 0, j = 10; i < 3; i++, j--)); do echo $i $j; done
#### c-style for status when body not run
for ((i = 0; i < 0; i++)); do echo never; done; echo st=$?
#### c-style for status of last body command
for ((i = 0; i < 2; i++)); do (exit $i); done; echo st=$?
#### c-style for with newlines
for ((i = 0;
      i < 2;
      i++))
do
  echo $i
done
#### c-style for without spaces
for((i=0;i<2;i++));do echo $i;done
#### c-style for with semicolon after parens
for ((i = 0; i < 2; i++)); { echo s$i; }
#### c-style for continue
for ((i = 0; i < 5; i++)); do (( i % 2 )) && continue; echo $i; done
#### c-style for nested break 2
for ((i = 0; i < 3; i++)); do for ((j = 0; j < 3; j++)); do (( j == 1 )) && break 2; echo $i$j; done; done
#### c-style for variable remains after
for ((i = 0; i < 4; i++)); do :; done; echo $i
#### c-style for in function with local
f() { local i; for ((i = 0; i < 2; i++)); do echo f$i; done; }
i=99; f; echo $i
#### c-style for with array
a=(x y z)
for ((i = 0; i < ${#a[@]}; i++)); do echo "${a[i]}"; done
#### c-style for arith error
for ((i = 0; i < 1 +; i++)); do echo x; done 2>&1; echo st=$?
#### c-style for condition with dollar
n=3
for ((i = $n; i > 0; i--)); do echo $i; done
#### c-style for with pipe output
for ((i = 0; i < 3; i++)); do echo $i; done | tr '\n' ' '; echo
#### c-style for redirect
for ((i = 0; i < 2; i++)); do echo $i; done > out.txt
cat out.txt
#### c-style for empty condition means true
for ((i = 0; ; i++)); do (( i == 2 )) && break; echo $i; done
#### c-style for init only
for ((i = 5;;)); do echo $i; break; done
#### for expr on one line with do on next
for ((i = 0; i < 1; i++))
do echo next-line; done
#### c-style for missing do
bash -c 'for ((i=0;i<1;i++)) echo x; done' 2>&1; echo st=$?
#### c-style for with string var as number
i=abc
for ((i = 0; i < 1; i++)); do echo $i; done
#### c-style for decrement to negative
for ((i = 1; i >= -1; i--)); do echo $i; done
#### c-style for with command sub in condition
for ((i = 0; i < $(echo 2); i++)); do echo $i; done
#### c-style for with local loop in nested function
f() { for ((k = 0; k < 2; k++)); do echo f$k; done; }
for ((j = 0; j < 2; j++)); do f; done
#### c-style for with continue in condition step
for ((i = 0; i < 3; i++)); do if (( i == 1 )); then continue; fi; echo $i; done
#### c-style for with arithmetic assignment step
for ((i = 1; i < 20; i *= 3)); do echo $i; done
#### c-style for with body in subshell
for ((i = 0; i < 2; i++)); do (echo sub$i); done
#### c-style for with dollar in init
start=5
for ((i = $start - 1; i < start + 1; i++)); do echo $i; done
#### c-style for syntax error missing parts
bash -c 'for ((i = 0; i < 3)); do echo x; done' 2>&1; echo st=$?
#### c-style for with return in function
f() { for ((i = 0; ; i++)); do (( i == 3 )) && return $i; done; }
f; echo st=$?
#### c-style for unset variable increments
unset q
for ((; q < 2; q++)); do echo q$q; done
#### c-style for with set -u
set -u
for ((i = 0; i < 1; i++)); do echo ok; done
(for ((i = 0; i < nope_zz; i++)); do :; done) 2>&1 | sed 's/^.*: //'
#### c-style for and while equivalence
for ((i = 0, s = 0; i <= 10; i++)); do (( s += i )); done; echo $s
#### c-style for with one or four expressions
bash -c 'for ((i=0)); do :; done' 2>&1; echo st=$?
bash -c 'for ((;;;)); do :; done' 2>&1; echo st=$?
eval 'echo before; for ((a;b)) do :; done' 2>&1; echo st=$?
