#### jobs kill -9 by pid report
{ sleep 5 & p=$!; kill -9 $p; wait $p; echo st=$?; } 2>&1 | sed 's/: *[0-9][0-9]* Killed/: N Killed/'
#### jobs kill -KILL reported once
{ sleep 5 & kill -KILL $!; wait; echo st=$?; wait; echo again=$?; } 2>&1 | sed 's/: *[0-9][0-9]* Killed/: N Killed/'
#### jobs kill -TERM not reported
{ sleep 5 & kill -TERM $!; wait $!; echo st=$?; } 2>&1
#### jobs kill -HUP reported
{ sleep 5 & kill -HUP $!; wait $!; echo st=$?; } 2>&1 | sed 's/: *[0-9][0-9]* /: N /'
#### jobs kill -USR1 reported
{ sleep 5 & kill -USR1 $!; wait $!; echo st=$?; } 2>&1 | sed 's/: *[0-9][0-9]* /: N /'
#### jobs killed subshell report
{ (sleep 5; echo no) & kill -9 $!; wait $!; echo st=$?; } 2>&1 | sed 's/: *[0-9][0-9]* /: N /'
