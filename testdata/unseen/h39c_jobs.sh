#### jobctl jobs empty
jobs; echo st=$?
#### jobctl jobs lists running
sleep 2 & jobs | sed 's/  */ /g'; kill %1; wait 2>/dev/null
#### jobctl jobs lists done after finish
true & sleep 0.2; jobs | sed 's/  */ /g'; jobs; echo second-empty
#### jobctl jobs done nonzero status
(exit 3) & sleep 0.2; jobs | sed 's/  */ /g'
#### jobctl jobs two running
sleep 2 & sleep 2 & jobs | sed 's/  */ /g'; kill %1 %2; wait 2>/dev/null
#### jobctl jobs -p gives pid
sleep 2 & p=$!; [ "$(jobs -p)" = "$p" ] && echo pid-match; kill %1; wait 2>/dev/null
#### jobctl jobs -l contains pid
sleep 2 & p=$!; jobs -l | grep -q " $p " && echo has-pid; kill %1; wait 2>/dev/null
#### jobctl jobs -r running only
sleep 2 & jobs -r | sed 's/  */ /g'; kill %1; wait 2>/dev/null
#### jobctl jobs -s stopped only
sleep 2 & jobs -s; echo st=$?; kill %1; wait 2>/dev/null
#### jobctl jobs -r excludes done
true & sleep 0.2; jobs -r; echo st=$?
#### jobctl jobs jobspec
sleep 2 & sleep 2 & jobs %2 | sed 's/  */ /g'; kill %1 %2; wait 2>/dev/null
#### jobctl jobs bad jobspec
jobs %5 2>&1; echo st=$?
#### jobctl jobs bad option
jobs -z 2>&1; echo st=$?
#### jobctl jobs -n
sleep 2 & jobs -n | sed 's/  */ /g'; jobs -n; echo again; kill %1; wait 2>/dev/null
#### jobctl jobs -x
sleep 2 & jobs -x echo %1 x > o; grep -Eq '^[0-9]+ x$' o && echo replaced; kill %1; wait 2>/dev/null
#### jobctl jobspec percent current
sleep 2 & sleep 2 & jobs %% | sed 's/  */ /g'; jobs %+ | sed 's/  */ /g'; jobs %- | sed 's/  */ /g'; kill %1 %2; wait 2>/dev/null
#### jobctl jobspec by name
sleep 2 & jobs %sleep | sed 's/  */ /g'; kill %sleep; wait 2>/dev/null; echo killed
#### jobctl jobspec by substring
sleep 2 & jobs %?lee | sed 's/  */ /g'; kill %1; wait 2>/dev/null
#### jobctl jobspec ambiguous
sleep 2 & sleep 2 & jobs %sleep 2>&1; echo st=$?; kill %1 %2; wait 2>/dev/null
#### jobctl kill percent one status
sleep 5 & kill %1; wait %1; echo st=$?
#### jobctl kill -9 job
{ sleep 5 & kill -9 %1; wait $!; echo st=$?; } 2>&1 | sed 's/: *[0-9][0-9]* Killed/: N Killed/'
#### jobctl kill -s name
sleep 1 & sleep 0.3; kill -s INT %1; wait $!; echo st=$?
#### jobctl kill -n number
sleep 5 & kill -n 15 $!; wait $!; echo st=$?
#### jobctl kill -SIGTERM
sleep 5 & kill -SIGTERM $!; wait $!; echo st=$?
#### jobctl kill missing job
kill %3 2>&1; echo st=$?
#### jobctl kill no args
kill 2>&1; echo st=$?
#### jobctl kill bad signal
kill -s NOPE $$ 2>&1; echo st=$?
#### jobctl kill bad pid arg
kill abc 2>&1; echo st=$?
#### jobctl kill -l numbers
kill -l 1 2 9 15
#### jobctl kill -l names
kill -l HUP INT KILL
#### jobctl kill -l exit status number
kill -l 137; kill -l 130
#### jobctl kill -l bad
kill -l 999 2>&1; echo st=$?
#### jobctl kill -l full list first line
kill -l | head -1 | tr -s ' \t' ' '
#### jobctl kill -L same as -l
[ "$(kill -L)" = "$(kill -l)" ] && echo same
#### jobctl kill zero signal alive
sleep 2 & kill -0 $! && echo alive; kill $!; wait 2>/dev/null
#### jobctl kill 0 signal dead
true & p=$!; wait $p; kill -0 $p 2>/dev/null; echo st=$?
#### jobctl wait -n returns first
(sleep 0.5; exit 4) & (exit 2) & wait -n; echo st=$?; wait
#### wait -n no jobs
wait -n; echo st=$?
#### wait -n with pid list
(sleep 0.3; exit 5) & a=$!; (sleep 1; exit 6) & b=$!; wait -n $a $b; echo st=$?; wait
#### wait -p sets pid
(exit 7) & p=$!; wait -n -p got; echo st=$?; [ "$got" = "$p" ] && echo pid-ok
#### wait -p with explicit pid
(exit 2) & p=$!; wait -p got $p; echo st=$?; [ "$got" = "$p" ] && echo pid-ok
#### wait -p no jobs unset var
got=x; wait -n -p got; echo st=$? "[${got-unset}]"
#### wait -f without job control
(exit 3) & wait -f $!; echo st=$?
#### wait all status zero
(exit 3) & (exit 4) & wait; echo st=$?
#### wait job spec
(exit 6) & wait %1; echo st=$?
#### wait bad jobspec
wait %4 2>&1; echo st=$?
#### wait invalid arg
wait abc 2>&1; echo st=$?
#### wait bad option
wait -z 2>&1; echo st=$?
#### wait signaled status
{ sleep 5 & kill -KILL $!; wait $!; echo st=$?; } 2>&1 | sed 's/: *[0-9][0-9]* Killed/: N Killed/'
#### disown plain
sleep 2 & disown; jobs; echo st=$?; kill $! 2>/dev/null
#### disown percent
sleep 2 & q=$!; sleep 2 & disown %1; jobs | sed 's/  */ /g'; kill %2 $q 2>/dev/null; wait 2>/dev/null
#### disown -a
sleep 2 & q=$!; sleep 2 & p=$!; disown -a; jobs; echo none; kill $p $q 2>/dev/null
#### disown -r
sleep 2 & disown -r; jobs; echo none; kill $! 2>/dev/null
#### disown -h keeps job
sleep 2 & disown -h %1; jobs | sed 's/  */ /g'; kill %1; wait 2>/dev/null
#### disown no job
disown 2>&1; echo st=$?
#### disown bad job
disown %3 2>&1; echo st=$?
#### disown then wait pid
(exit 4) & p=$!; disown; wait $p 2>&1 | sed 's/[0-9][0-9]*/N/g'; echo done
#### bang unset initially
echo "[${!-unset}]"
#### bang set by background
true & [ -n "$!" ] && echo set
#### bang unchanged by foreground
true & a=$!; true; [ "$a" = "$!" ] && echo same
#### bang from subshell background
( sleep 0.1 ) & [ "$!" -gt 0 ] && echo num; wait
#### bang in cmdsub is parent value
true & a=$!; b=$(echo $!); [ "$a" = "$b" ] && echo same
#### set -m no terminal no error
set -m 2>&1; echo st=$?; case $- in *m*) echo m-on;; esac
#### set -m background job message
bash -c 'set -m; sleep 0.2 & wait; echo done' 2>&1
#### set -m job status in jobs
bash -c 'set -m; sleep 2 & jobs | sed "s/  */ /g"; kill %1' 2>&1
#### fg without job control
fg 2>&1; echo st=$?
#### bg without job control
bg 2>&1; echo st=$?
#### fg with job no control
sleep 1 & fg %1 2>&1; echo st=$?; wait
#### suspend non-interactive
suspend 2>&1; echo st=$?
#### jobs in subshell empty
sleep 1 & ( jobs; echo sub-empty ); kill %1; wait 2>/dev/null
#### jobs in cmdsub
sleep 1 & x=$(jobs | wc -l); echo "$x"; kill %1; wait 2>/dev/null
#### jobs pipeline shown
sleep 2 | sleep 2 & jobs | sed 's/  */ /g'; kill %1; wait 2>/dev/null
#### jobs compound command shown
{ sleep 2; echo x; } > /dev/null 2>&1 & jobs | sed 's/  */ /g'; kill %1; wait 2>/dev/null
#### jobs after wait cleared
true & wait; jobs; echo empty
#### jobs with redirect in command
sleep 2 > /dev/null & jobs | sed 's/  */ /g'; kill %1; wait 2>/dev/null
#### job number reused after done
true & wait; sleep 1 & jobs | sed 's/  */ /g'; kill %1; wait 2>/dev/null
#### wait exit status of killed job by name
sleep 5 & kill -TERM %sleep; wait; echo st=$?
#### background loop completes
for i in 1 2 3; do echo $i; done > o & wait; cat o
#### background variable not visible
v=1; { v=2; } & wait; echo $v
#### background status is zero
false & echo st=$?
#### background with and-list
false && echo no & wait; echo st=$?
#### dollar bang with wait status
(exit 9) & wait $!; echo $?
#### wait twice same pid nonposix
(exit 9) & p=$!; wait $p; wait $p; echo st=$?
#### kill -l with SIG prefix input
kill -l SIGINT
#### kill -l lowercase
kill -l int 2>&1; echo st=$?
#### jobs -l done format
(exit 2) & p=$!; sleep 0.2; jobs -l | sed "s/$p/PID/; s/  */ /g"
#### jobs -p after done
true & p=$!; sleep 0.2; [ "$(jobs -p)" = "$p" ] && echo still
#### wait -n collects in finish order
(sleep 0.6; exit 1) & (sleep 0.1; exit 2) & wait -n; echo first=$?; wait -n; echo second=$?
#### wait -n all done before
(exit 3) & (exit 4) & sleep 0.3; wait -n; a=$?; wait -n; b=$?; echo $((a+b))
#### wait -p invalid name
(exit 1) & wait -p 1bad $! 2>&1; echo st=$?
#### jobspec ambiguous in kill wait disown
sleep 2 & sleep 2 & kill %sleep; echo k=$?; wait %sleep; echo w=$?; disown %sl; echo d=$?; kill %1 %2; wait
#### jobspec substring picks newest unique
sleep 2 & sleep 3 & jobs %?3 | sed 's/  */ /g'; kill %?3; kill %?2; wait; echo done
#### jobspec substring none
sleep 2 & jobs %?zz; echo st=$?; kill %1; wait
