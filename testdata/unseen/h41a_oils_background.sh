#### wait with no jobs
wait; echo st=$?
#### wait for background status
(exit 3) &
wait $!; echo st=$?
#### wait returns last job status with no args is 0
(exit 5) &
wait; echo st=$?
#### dollar bang is set
true &
[[ -n $! ]] && echo set
wait
#### dollar bang before any job is empty
echo "[$!]"
#### background output
{ echo from-bg; } &
wait
echo after
#### wait -n
(exit 7) &
wait -n; echo st=$?
#### wait -n with no jobs
wait -n; echo st=$?
#### wait for multiple pids
(exit 1) & p1=$!
(exit 2) & p2=$!
wait $p1 $p2; echo st=$?
wait $p1; echo st1=$?
#### wait for pid twice
(exit 4) & p=$!
wait $p; echo a=$?
wait $p; echo b=$?
#### wait for invalid argument
wait abc 2>&1; echo st=$?
#### wait for job spec
(exit 6) &
wait %1; echo st=$?
#### wait for nonexistent job spec
wait %5 2>&1; echo st=$?
#### background function
f() { echo "in f $1"; return 9; }
f x &
wait $!; echo st=$?
#### background pipeline status
echo a | (exit 8) &
wait $!; echo st=$?
#### background variable changes do not leak
x=1
{ x=2; } &
wait
echo x=$x
#### background and semicolon list
echo one & wait; echo two
#### background in loop
for i in 1 2 3; do (exit $i) & done
wait; echo st=$?
#### background status of launching is 0
false &
echo st=$?
wait
#### jobs with no jobs
jobs; echo st=$?
#### jobs -p count
sleep 0.2 &
sleep 0.2 &
jobs -p | wc -l
wait
#### jobs lists running job
sleep 0.3 &
jobs
wait
#### kill background job
sleep 5 &
kill $!
wait $!; echo st=$?
#### kill by job spec
sleep 5 &
kill %1
wait; echo st=$?
#### background with redirect
echo bg-redir > bgr.txt &
wait
cat bgr.txt
#### background subshell exit status via wait
( sleep 0.1; exit 42 ) &
pid=$!
wait "$pid"; echo st=$?
#### background stdin is dev null
echo input | { cat & wait; }
echo st=$?
#### ampersand at end of line then command
true &
echo next
wait
#### wait -n returns first finished
(sleep 0.3; exit 1) &
(exit 2) &
wait -n; echo st=$?
wait
#### double ampersand is not background
true && echo and
#### background in command sub
x=$( { echo bgcs; } & wait )
echo "[$x]"
#### background in redirected while loop reads the file
printf 'a\nb\nc\n' > wl.txt
while read -r l; do echo "l=$l"; cat & wait; done < wl.txt
#### background in redirected group and subshell
printf 'x\n' > g.txt
{ cat & wait; } < g.txt
(cat & wait) < g.txt
{ cat & wait; } <<< here
#### background in function called with redirect reads nothing
printf 'x\n' > fr.txt
f() { cat & wait; }
f < fr.txt; echo st=$?
#### background at top of pipeline reads nothing
printf 'y\n' > tp.txt
exec 5< tp.txt
{ cat & wait; } <&5 | cat
exec 5<&-
#### background in piped and async groups with redirect
printf 'z\n' > pg.txt
{ cat & wait; } < pg.txt | cat
(cat & wait) < pg.txt | cat
{ cat & wait; } < pg.txt &
wait
echo end
#### wait for pid of already waited job is 127
(exit 3) & p=$!
wait $p; echo a=$?
wait $p 2>/dev/null; echo b=$?
#### background with && list
false && echo no & wait; echo st=$?
#### dollar bang in subshell is parent's
true & p=$!
( [ "$!" = "$p" ] && echo same )
wait
#### job wait -p var
(exit 3) & p=$!
wait -n -p got; echo st=$? same=$([ "$got" = "$p" ] && echo y)
#### job wait -f
(exit 2) &
wait -f $!; echo st=$?
#### job jobs -l count and jobs -r
sleep 0.3 &
jobs -r | wc -l
jobs -s | wc -l
wait
#### job disown
sleep 0.2 &
disown
jobs | wc -l
wait; echo st=$?
#### job wait for disowned pid
sleep 0.1 & p=$!
disown %1
wait $p 2>/dev/null; echo st=$?
#### job kill -l
kill -l 9 15
kill -l TERM
#### job background brace with exit
{ exit 3; } &
wait $!; echo st=$?
#### job background in function with local var
f() { local v=1; { echo "v=$v"; } & wait; }
f
#### job bg and fg without job control
bg 2>&1; echo st=$?
fg 2>&1; echo st=$?
#### job wait with invalid option
wait -z 2>&1; echo st=$?
#### job jobs with bad spec
jobs %9 2>&1; echo st=$?
#### job dollar bang after pipeline
true | true &
[ -n "$!" ] && echo set
wait
#### job kill nonexistent job
kill %3 2>&1; echo st=$?
#### spec job specs plus minus
sleep 0.3 & sleep 0.3 &
jobs %+ | sed 's/  */ /g'
jobs %- | sed 's/  */ /g'
jobs %% | sed 's/  */ /g'
wait
#### spec job spec by name prefix
sleep 0.3 &
jobs %sl | sed 's/  */ /g'
jobs %?lee | sed 's/  */ /g'
wait
#### spec ambiguous job spec
sleep 0.3 & sleep 0.3 &
jobs %sleep 2>&1 | sed 's/^.*: //'
wait
#### spec kill %+ then wait status
sleep 3 &
kill %+
wait %1; echo st=$?
#### spec wait on job spec after done
(exit 5) &
sleep 0.1
wait %1; echo st=$?
#### spec jobs -p matches dollar bang
sleep 0.2 &
[ "$(jobs -p)" = "$!" ] && echo same
wait
#### spec BASHPID differs in background
p=$BASHPID
{ [ "$BASHPID" != "$p" ] && echo differs; } &
wait
#### spec background subshell sees variables
v=inherited
( echo "$v" ) &
wait
#### spec wait -n with multiple jobs collects all
(exit 1) & (exit 2) & (exit 3) &
s=0; for i in 1 2 3; do wait -n; s=$((s + $?)); done; echo sum=$s
#### spec jobs output after kill
sleep 5 &
kill $!
wait $! 2>/dev/null
jobs; echo st=$?
