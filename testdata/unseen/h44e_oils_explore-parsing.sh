#### keyword after semicolon
true; if true; then echo k; fi
#### keyword as argument
echo if then else fi do done
#### reserved word after assignment is command
eval 'x=1 if' 2>&1 | sed 's/.*line [0-9]*: //'
#### brace as argument
echo { }
#### closing brace needs separator
eval '{ echo a }' 2>&1 | sed 's/.*line [0-9]*: //'
#### brace group on one line
{ echo a; echo b; }
#### bang with space
! false && echo negated
#### double bang
! ! false; echo $?
#### bang in middle of pipeline
eval 'true | ! false' 2>&1 | sed 's/.*line [0-9]*: //'
echo st=$?
#### time keyword with pipeline
time true 2>/dev/null
echo st=$?
#### pipeline with newline after pipe
echo a |
tr a b
#### and-or with newline after operator
true &&
echo and
false ||
echo or
#### comment after command
echo a # comment
echo b#notcomment
#### comment with quotes inside
echo x # 'unterminated
#### semicolon alone is error
eval ';' 2>&1 | sed 's/.*line [0-9]*: //'
#### double semicolon outside case
eval 'echo a;;' 2>&1 | sed 's/.*line [0-9]*: //'
#### backslash newline continuation
ec\
ho joined
#### backslash newline in middle of word in quotes
echo "a\
b"
#### single quote with newline
echo 'a
b'
#### dollar single quote newline
echo $'a\nb'
#### locale dollar dq
echo $"plain"
#### word with equals not assignment when quoted
'x'=1 2>/dev/null
echo st=$?
#### assignment with array like name
x[1]=a
echo ${x[1]}
#### reserved word in for list
for w in do done in; do echo $w; done
#### select syntax parses
eval 'select x in a; do break; done </dev/null' 2>/dev/null
echo parsed
#### coproc parse
coproc cat </dev/null
wait
echo done
#### here doc in pipeline middle
cat <<END | tr a-z A-Z
lower
END
#### here doc with quoted delimiter
cat <<'END'
$HOME `x`
END
#### here doc dash strips tabs
cat <<-END
	tabbed
	END
#### unterminated single quote error
eval "echo 'abc" 2>&1 | sed 's/.*line [0-9]*: //'
#### unterminated dq error
eval 'echo "abc' 2>&1 | sed 's/.*line [0-9]*: //'
#### unexpected then
eval 'then' 2>&1 | sed 's/.*line [0-9]*: //'
#### unexpected paren
eval 'echo )' 2>&1 | sed 's/.*line [0-9]*: //'
#### unexpected fi message
eval 'fi'
echo st=$?
#### unexpected done in if
eval 'if true; then done'
echo st=$?
#### unexpected end of file in if
eval 'if true; then echo'
echo st=$?
#### unexpected end in while
eval 'while true; do'
echo st=$?
#### unexpected token after function parens
eval 'f() x'
echo st=$?
#### pipe at start
eval '| echo'
echo st=$?
#### double pipe at end
eval 'echo a ||'
echo st=$?
#### ampersand ampersand at start
eval '&& echo'
echo st=$?
#### redirect without target
eval 'echo >'
echo st=$?
#### redirect followed by pipe
eval 'echo > | cat'
echo st=$?
#### unexpected esac
eval 'esac'
echo st=$?
#### unexpected right brace
eval '}'
echo st=$?
#### unexpected in
eval 'in'
echo st=$?
#### heredoc unterminated warning
eval 'cat <<END
body'
echo st=$?
#### keyword then as argument after newline
echo then
#### line continuation in comment
echo a # comment \
echo b
