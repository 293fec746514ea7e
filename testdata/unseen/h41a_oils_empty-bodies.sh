#### empty do done is error
bash -c 'for i in a; do done' 2>&1; echo st=$?
#### empty while body
bash -c 'while false; do done' 2>&1; echo st=$?
#### empty then
bash -c 'if true; then fi' 2>&1; echo st=$?
#### empty else
bash -c 'if false; then :; else fi' 2>&1; echo st=$?
#### empty if condition
bash -c 'if then :; fi' 2>&1; echo st=$?
#### empty brace group
bash -c '{ }' 2>&1; echo st=$?
#### empty subshell
bash -c '( )' 2>&1; echo st=$?
#### empty case arm is ok
case a in a) ;; b) ;; esac; echo st=$?
#### empty case arms with fallthrough
case a in a) ;& b) echo fell;; esac
#### colon as empty body
for i in 1 2; do :; done; echo st=$?
while false; do :; done; echo st=$?
if false; then :; fi; echo st=$?
#### empty until body
bash -c 'until true; do done' 2>&1; echo st=$?
#### body with only newline
bash -c 'for i in a; do
done' 2>&1; echo st=$?
#### empty for list runs no body
for i in; do echo never; done; echo st=$?
#### for with no in iterates args
set -- a b
for i; do echo $i; done
#### for with empty expansion
e=
for i in $e; do echo never; done; echo st=$?
#### empty elif
bash -c 'if false; then :; elif true; then fi' 2>&1; echo st=$?
#### empty command list in cmd sub
x=$(); echo "[$x] st=$?"
#### empty backticks
x=``; echo "[$x] st=$?"
#### empty arith
echo $(( ))
(( )) 2>&1; echo st=$?
#### empty function body with colon
f() { :; }
f; echo st=$?
#### empty script via bash -c
bash -c ''; echo st=$?
bash -c ' '; echo st=$?
bash -c '# only comment'; echo st=$?
#### empty eval
eval; echo st=$?
eval ''; echo st=$?
false; eval ''; echo st=$?
#### empty source
: > empty.sh
false; . ./empty.sh; echo st=$?
#### semicolon alone is error
bash -c ';' 2>&1; echo st=$?
bash -c 'echo a;;' 2>&1; echo st=$?
#### ampersand alone is error
bash -c '&' 2>&1; echo st=$?
#### empty pipeline element is error
bash -c 'echo a | | cat' 2>&1; echo st=$?
bash -c '| cat' 2>&1; echo st=$?
#### trailing pipe continues on next line
echo abc |
  tr a-z A-Z
#### trailing and-and continues
true &&
  echo continued
false ||
  echo or-continued
#### case with no arms and newline
case x in
esac
echo st=$?
#### while loop with only comment body is error
bash -c 'while false; do # c
done' 2>&1; echo st=$?
#### if with empty condition list via newline
bash -c 'if
then :; fi' 2>&1; echo st=$?
#### function with empty subshell body
bash -c 'f() ( )' 2>&1; echo st=$?
#### empty command sub in condition
if $(true); then echo empty-true; fi
if $(false); then :; else echo empty-false; fi
#### empty word from quotes is a command
'' 2>/dev/null; echo st=$?
"" 2>&1 | sed 's/^.*line [0-9]*: //'
#### for loop with empty list and do on next line
for x in
do
  echo never
done
echo after
#### select with empty list
select x in; do echo never; done < /dev/null; echo st=$?
#### empty then with comment only
bash -c 'if true; then
# nothing
fi' 2>&1; echo st=$?
#### colon with args
: a b c; echo st=$?
: $(false); echo st=$?
#### true and false with args
true extra; echo $?
false extra; echo $?
