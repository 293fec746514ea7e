#### gen syntax error token with a command substitution printed back
bash -c 'case x $( x ) echo a ` ` * ) echo b ;; esac
echo c' 2>&1; echo st=$?
#### gen syntax error token comsub forms
bash -c 'case x a$( x )b c' 2>&1
bash -c 'case x $(echo  a;echo b) echo' 2>&1
bash -c 'case x "$( x )" c' 2>&1
bash -c 'case x <( x ) c' 2>&1
bash -c 'case x $( a|b && c ) c' 2>&1
bash -c 'case x $( ) in' 2>&1
#### gen syntax error token comsub kept as written
bash -c 'case x `x` c' 2>&1
bash -c 'case x ${x} c' 2>&1
