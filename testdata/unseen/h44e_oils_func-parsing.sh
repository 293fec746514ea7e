#### function keyword without parens
function f { echo kw; }
f
#### function keyword with parens
function g() { echo kwp; }
g
#### function body is subshell
f() ( echo sub )
f
#### function body is if
f() if true; then echo ifbody; fi
f
#### function body is for
f() for i in 1 2; do echo $i; done
f
#### function body is while
f() while false; do :; done
f; echo st=$?
#### function body is case
f() case $1 in a) echo A;; *) echo other;; esac
f a; f b
#### function body is dbracket
f() [[ $1 == x ]]
f x && echo yes
#### function body is dparen
f() (( $1 > 0 ))
f 1 && echo pos
#### function body simple command is error
eval 'f() echo hi' 2>&1 | sed 's/.*line [0-9]*: //'
#### function name with dots and colons
a.b() { echo dot; }
a:b() { echo colon; }
a.b; a:b
#### function name that is number
eval '1() { echo one; }' 2>&1 | sed 's/.*line [0-9]*: //'
#### function name with equals
eval 'a=b() { :; }' 2>&1 | sed 's/.*line [0-9]*: //'
#### function newline before brace
f()
{
  echo newline
}
f
#### function keyword newline before brace
function f
{
  echo kwnl
}
f
#### function redefinition
f() { echo one; }
f() { echo two; }
f
#### function with redirect in definition
f() { echo redir; } 2>/dev/null
f
#### function defined in if
if true; then h() { echo inner; }; fi
h
#### function recursion
fact() { if (( $1 <= 1 )); then echo 1; else echo $(( $1 * $(fact $(( $1 - 1 ))) )); fi; }
fact 5
#### function return value
f() { return 42; }
f; echo $?
#### function return without value uses last
f() { false; return; }
f; echo $?
#### function return out of range
f() { return 300; }
f; echo $?
#### function declare -f output
f() { echo a; echo b; }
declare -f f
#### function with reserved word name
eval 'function if { echo x; }' 2>&1 | sed 's/.*line [0-9]*: //'
echo st=$?
#### function keyword name with dash
function my-func { echo dashed; }
my-func
#### function name with slash
eval 'a/b() { echo slash; }' 2>&1 | sed 's/.*line [0-9]*: //'
#### function local unset after return
f() { local x=1; }
f
echo "[${x-unset}]"
#### function args shift
f() { shift; echo $@; }
f a b c
#### function name is keyword via function
function while { echo w; }
echo st=$?
#### function with parens and space before
f ( ) { echo spaced parens; }
f
#### function body followed by redirect and args
eval 'f() { :; } x'
echo st=$?
#### function defined with name containing dollar
eval 'a$b() { :; }'
echo st=$?
#### function keyword missing body
eval 'function f'
echo st=$?
#### function keyword with name only then newline body
eval 'function g
{ echo g; }'
g
#### nested function definition
outer() { inner() { echo inner; }; }
outer
inner
#### function unset during execution
f() { unset -f f; echo still running; }
f
f
echo st=$?
