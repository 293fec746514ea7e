#### eval error then script goes on
eval 'if true; then echo x'
echo st=$?
eval 'echo a; fi; echo b'
echo st=$?
#### eval error message line is callers
echo 1
echo 2
eval 'echo (
)'
echo st=$?
#### eval multi-line error line
echo l1
eval 'echo a
echo b
done
echo c'
echo st=$?
#### eval nothing runs of its text before error
eval 'echo first; echo second; then'
echo st=$?
#### eval earlier lines run
eval 'echo first
echo second
then'
echo st=$?
#### source file with error
printf 'echo in1\nif then\necho in2\n' > s.sh
source ./s.sh
echo st=$?
#### source file with error on later line
printf 'echo a\necho b\necho c\n(\n' > s.sh
. ./s.sh
echo st=$?
#### source file unexpected eof
printf 'echo a\nwhile true; do\n' > s.sh
. ./s.sh
echo st=$?
#### bash -c error echoes command
bash -c 'echo a; done'
echo st=$?
#### bash -c error on second line
bash -c 'echo a
echo b )
echo c'
echo st=$?
#### bash -c unexpected eof
bash -c 'if true; then echo x'
echo st=$?
#### bash -c unclosed quote
bash -c "echo 'abc"
echo st=$?
#### bash -c unclosed double quote
bash -c 'echo "abc'
echo st=$?
#### bash -c with name arg
bash -c 'echo ok; fi' myname
echo st=$?
#### bash -s error
echo 'echo x; }' | bash -s
echo st=$?
#### bash script file error
printf 'echo a\n\necho b; esac\n' > t.sh
bash t.sh
echo st=$?
#### unclosed single quote at eof
echo a
echo 'abc
def
#### unclosed double quote at eof
echo "abc
#### unclosed backquote at eof
echo `echo a
#### unclosed comsub at eof
echo $(echo a
#### unclosed param at eof
echo ${a
#### unclosed arith at eof
echo $(( 1 + 2
#### unclosed dollar single quote
echo $'abc
#### unclosed double bracket
[[ -n x
#### unclosed arith command
(( 1 + 2
#### nested comsub error
echo $(echo $(echo a; fi))
echo st=$?
#### comsub with syntax error in assignment
x=$(if; then :; fi)
echo "x=$x st=$?"
#### backquote with syntax error runs rest
echo `fi` after
echo st=$?
#### backquote with syntax error in assignment
x=`then`
echo "x=[$x] st=$?"
#### error in middle of multi line if
if true
then
  echo a
  echo b )
fi
#### error in middle of multi line while
i=0
while [ $i -lt 2 ]
do
  i=$((i+1))
  esac
done
#### error after heredoc line count
cat <<END
one
two
END
echo x; fi
#### heredoc unterminated at eof
cat <<END
line
#### heredoc unterminated in function
f() {
cat <<END
body
}
f
#### heredoc in comsub unterminated
x=$(cat <<END
abc
)
echo "$x"
#### heredoc dash delimiter with tabs
cat <<-END
	hi
	END
echo x; done
#### line continuation counts lines
echo a \
  b \
  c; fi
#### crlf line endings error
printf 'echo a\r\nif true; then\r\necho b\r\nfi\r\n' > c.sh
bash c.sh
echo st=$?
#### crlf do word
printf 'for i in 1; do\r\necho $i\r\ndone\r\n' > c.sh
bash c.sh 2>&1 | od -c | head -5
#### alias expanding to error
shopt -s expand_aliases
alias bad='echo a;;'
bad
echo after
#### alias ending in and-and
shopt -s expand_aliases
alias both='true &&'
both echo yes
#### comment after error token
echo a; fi # comment here
#### error inside double bracket missing operand
[[ -eq 1 ]]
#### double bracket unexpected token
[[ a b ]]
#### double bracket binary missing right
[[ a == ]]
#### double bracket and at end
[[ a && ]]
#### double bracket with redirection
[[ a < ]]
#### arith for missing part
for ((i=0; i<2)); do echo $i; done
#### arith for too many parts
for ((i=0; i<2; i++; 1)); do echo $i; done
#### function named with reserved word
function if { echo x; }
echo st=$?
#### syntax error status in subshell script
( eval 'fi' ); echo st=$?
#### error exit status with exit trap
trap 'echo trap ran' EXIT
echo a
if then
#### set -n still reports errors
set -n
echo not run
fi
#### set -v echoes line with error
set -v
echo a
echo b; done
#### arith echo paren then more lines
(( echo a )
echo b
echo c
#### unclosed comsub then and-and in bash -c
bash -c 'echo $( && echo x'; echo status=$?
#### heredoc with unclosed backquote
cat <<END
a `echo b
END
echo after
#### heredoc with unclosed backquote in comsub
x=$(cat <<END
a `echo b
END
)
echo "[$x]"
#### heredoc with unclosed comsub in comsub
x=$(cat <<END
a $(echo b
END
)
echo "[$x]"
#### heredoc with unclosed backquote in function
f() {
cat <<END
a `echo b
END
}
f; echo st=$?
#### heredoc with unclosed brace param in dq comsub
echo "$(cat <<END
a ${x
END
)"
#### heredoc indented delimiter in function
f() {
  cat <<END
  body
  END
}
f
#### heredoc two bodies second unterminated
if true; then
cat <<A <<B
a
A
b
#### heredoc unterminated in eval
eval "if true; then
cat <<A
x
"
echo st=$?
#### heredoc unterminated in bash -c
bash -c 'f() {
cat <<E
}'; echo st=$?
#### heredoc unterminated in sourced file
printf 'f() {\ncat <<E\n}\n' > g
. ./g; echo st=$?
#### heredoc unterminated in sourced file warns with its name
printf 'cat <<E\nx\n' > g
. ./g; echo st=$?
#### cond not backquote
[[ ! \` ]] && echo yes; echo $?
#### cond eof after not
[[ !
#### cond eof after and-and
echo a
[[ -n x &&
#### cond eof after or with blank lines
[[ x ||


#### cond eof inside paren
[[ ( -n x
#### cond eof after open paren
[[ (
#### cond eof missing close brackets
false
[[ -n x
#### cond eof missing close brackets blank lines
echo a
[[ x == y


#### cond eof in eval
eval '[[ -n x &&'; echo st=$?
#### cond eof in eval later line
echo
eval 'echo a
[[ ! 

'; echo st=$?
#### cond unexpected close paren line of brackets
[[ a == b
)
#### cond syntax error line of brackets
[[ a &&
( b ) c
#### cond syntax error in eval line
echo
eval '[[ a &&
( b ) c'; echo st=$?
#### subscript error two-line while condition
i=0
while (( a[i++ +] ))
do echo x; done
echo st=$?
#### subscript error in two-line cond
a=(1 2)
while [[ -n ${a[1 +]} ]] &&
   true; do echo x; break; done
echo st=$?
#### arith for unclosed ends silently
false
for (( i=0; i<3; i++ ); do echo $i; done
echo more
#### arith for unclosed in eval
eval 'for (( i ); do :; done'; echo st=$?
#### arith for unclosed in bash -c
bash -c 'for (( i ) ); do :; done; echo in'; echo st=$?
#### arith for unclosed in comsub
(exit 3); x=$(for (( i ) ); do :; done); echo "st=$?"
echo more
#### arith for unclosed in sourced file
echo 'for (( i ) ); do :; done' > f
. ./f; echo st=$?
#### arith for unclosed in backquote
echo `for (( i ) ); do :; done` b; echo st=$?
