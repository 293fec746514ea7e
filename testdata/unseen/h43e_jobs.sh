#### jobs with no jobs
jobs
echo $?
#### wait for nonexistent job spec
wait %1
echo "st=$?"
#### fg without job control
true &
wait
fg %1
echo "st=$?"
#### bg without job control
bg
echo "st=$?"
#### wait for pid returns its status
(exit 7) &
wait $!
echo "st=$?"
#### wait errors on bad arguments
wait 1-1
echo "st=$?"
wait -- -4
echo "st=$?"
#### wait with no args waits for all
(exit 1) &
(exit 2) &
wait
echo "st=$?"
#### async list and wait
true & echo forked
wait
echo done
#### wait when no children
wait
echo "st=$?"
#### wait for non-child pid
wait 1
echo "st=$?"
#### PIPESTATUS of exit pipeline
exit 1 | exit 2 | exit 3
echo $? -- ${PIPESTATUS[@]} -- ${PIPESTATUS[0]} - ${PIPESTATUS[1]} - ${PIPESTATUS[2]}
#### wait %% for last job status
(exit 4) &
wait %%
echo "st=$?"
#### wait job spec by number
(exit 3) &
(exit 5) &
wait %1
echo "first=$?"
wait %2
echo "second=$?"
#### wait -n returns a status
{ exit 12; } &
wait -n
echo $?
#### wait -n with no jobs
wait -n
echo "st=$?"
#### wait -p records the pid
{ exit 5; } & bgpid=$!
wait -p wvar -n
st=$?
[ "$wvar" = "$bgpid" ] && echo "$st: ok"
#### wait -p with no jobs unsets variable
wvar=old
wait -p wvar
echo "st=$? ${wvar-unset}"
#### jobs -p %+ matches $!
sleep 0.01 &
pid1=$!
pid2=$(jobs -p %+)
[ "$pid1" = "$pid2" ] && echo agree
wait
#### kill of finished job id fails
(exit 0) &
wait
kill %1
echo "st=$?"
#### disown unknown job
disown %3
echo "st=$?"
#### disown -a with no jobs
disown -a
echo "st=$?"
#### eight background children waited in order
i=0
while [ $i -lt 8 ]; do
  (exit $i) &
  eval bg_pid_$i=$!
  i=$((i + 1))
done
i=0
while [ $i -lt 8 ]; do
  eval wpid=\$bg_pid_$i
  wait $wpid
  echo job $i returns $?
  i=$((i + 1))
done
#### wait for a pid twice
(exit 9) &
p=$!
wait $p; echo "a=$?"
wait $p; echo "b=$?"
#### $! unset before any background job
echo "[${!-none}]"
#### background job in subshell and wait
( (exit 6) & wait $!; echo "inner=$?" )
#### jobs -l with no jobs
jobs -l
echo "st=$?"
#### jobs with invalid option
jobs -z
echo "st=$?"
#### wait invalid option
wait -z
echo "st=$?"
#### set -m without a terminal
set -m 2>&1
echo "st=$?"
#### background job output is waited
for i in 3 1 2; do echo "job $i" > out.$i & done
wait
cat out.1 out.2 out.3
#### wait on a background pipeline status
false | (exit 4) &
wait $!
echo "st=$?"
#### kill -0 of running background job
sleep 1 &
kill -0 $! && echo alive
kill $!
wait $!
echo "st=$?"
#### background killed job status
exec 2>/dev/null
sleep 5 &
kill -9 $!
wait $!
echo "st=$?"
