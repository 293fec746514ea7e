#### empty brace group
eval '{ }' 2>&1 | sed 's/.*line [0-9]*: //'
#### brace group with only colon
{ :; }
echo st=$?
#### empty subshell
eval '( )' 2>&1 | sed 's/.*line [0-9]*: //'
#### empty function body
eval 'f() { }' 2>&1 | sed 's/.*line [0-9]*: //'
#### empty while body
eval 'while false; do done' 2>&1 | sed 's/.*line [0-9]*: //'
#### empty if then
eval 'if true; then fi' 2>&1 | sed 's/.*line [0-9]*: //'
#### empty else
eval 'if false; then :; else fi' 2>&1 | sed 's/.*line [0-9]*: //'
#### empty for body
eval 'for i in a; do done' 2>&1 | sed 's/.*line [0-9]*: //'
#### empty case
case x in esac
echo st=$?
#### case with empty pattern body
case x in x) ;; esac; echo st=$?
#### for over empty list
for i in; do echo never; done
echo st=$?
#### for over empty expansion
e=
for i in $e; do echo never; done
echo done
#### while with only comment body
eval 'while false; do # c
done' 2>&1 | sed 's/.*line [0-9]*: //'
#### empty until condition
eval 'until; do :; done' 2>&1 | sed 's/.*line [0-9]*: //'
#### empty if condition
eval 'if then :; fi' 2>&1 | sed 's/.*line [0-9]*: //'
#### empty command substitution body
x=$( )
echo "[$x]"
#### empty arith
echo $(( ))
(( ))
echo st=$?
#### empty dbracket
eval '[[ ]]' 2>&1 | sed 's/.*line [0-9]*: //'
#### status after empty for loop
false
for i in; do :; done
echo st=$?
#### status after while never ran
false
while false; do :; done
echo st=$?
#### brace group with newline only
eval '{
}' 2>&1 | sed 's/.*line [0-9]*: //'
