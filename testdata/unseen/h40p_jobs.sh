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
#### jobs after a kill reports instead of listing
{ sleep 5 & kill -9 $!; sleep 0.2; jobs; echo b; } 2>&1 | sed 's/: *[0-9][0-9]* /: N /'
#### set -m reports exit statuses after wait
bash -c 'set -m; false & wait $!; echo x; (exit 3) & wait; echo y' 2>&1
#### set -m trapped signal kill not reported as killed
{ trap 'echo T' USR2; sleep 5 & sleep 0.5; kill -USR2 $!; wait $!; echo st=$?; } 2>&1
