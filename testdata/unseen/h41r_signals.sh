#### timeout with KILL is reported as a killed job
exec 3>&2 2>err.log
timeout -s KILL 0.1 sleep 5; echo "rc=$?"
timeout -s 9 0.1 sleep 5 || echo "failed rc=$?"
timeout --preserve-status -s KILL 0.1 sleep 5; echo "rc=$?"
timeout --foreground -s KILL 0.1 sleep 5; echo "foreground rc=$?"
timeout -s KILL 5 true; echo "in time rc=$?"
timeout -s KILL 0.1 sleep 5 2>/dev/null; echo "rc=$?"
exec 2>&3
sed -E 's/: +[0-9]+ Killed/: PID Killed/' err.log
#### timeout with KILL inside a function and a pipeline
exec 3>&2 2>err.log
run() { timeout -s KILL 0.1 sleep 5; }
run; echo "rc=$?"
timeout -s KILL 0.1 sleep 5 | cat; echo "pipeline rc=$? ${PIPESTATUS[*]}"
x=$(timeout -s KILL 0.1 sleep 5); echo "subst rc=$?"
exec 2>&3
sed -E 's/: +[0-9]+ Killed/: PID Killed/' err.log
#### timeout with TERM is not reported
timeout 0.1 sleep 5; echo "rc=$?"
timeout -s HUP 0.1 sleep 5; echo "rc=$?"
timeout -s INT 0.1 sleep 5; echo "rc=$?"
timeout --preserve-status 0.1 sleep 5; echo "rc=$?"
#### a killed child of a pipeline stage is reported by the stage
exec 3>&2 2>err.log
{ echo a; sh -c 'kill -9 $$'; echo "rc=$?"; } | cat
exec 2>&3
sed -E 's/: +[0-9]+ Killed/: PID Killed/' err.log
#### killed children of subshells and pipeline stages
exec 3>&2 2>err.log
(sh -c 'kill -9 $$'; echo "after rc=$?")
(echo first; sh -c 'kill -9 $$'); echo "rc=$?"
(false || sh -c 'kill -9 $$')
( sh -c 'kill -9 $$' ) | cat
if true; then sh -c 'kill -9 $$'; fi | cat
f() { sh -c 'kill -9 $$'; }; f | cat
g() { sh -c 'kill -9 $$'; }; (g)
bash -c 'echo x; sh -c "kill -9 \$\$"'
x=$(sh -c 'kill -9 $$'; echo hi); echo "[$x]"
exec 2>&3
sed -E 's/: +[0-9]+ Killed/: PID Killed/' err.log
#### a killed command in a loop fed by a pipe
exec 3>&2 2>err.log
printf 'a\nb\n' | while read -r l; do sh -c 'kill -9 $$'; echo "$l rc=$?"; done
for i in 1; do timeout -s KILL 0.1 sleep 5; done | cat
exec 2>&3
sed -E 's/: +[0-9]+ Killed/: PID Killed/' err.log
#### programs that exec a command end killed with it
exec 3>&2 2>err.log
env sh -c 'kill -9 $$'; echo "env rc=$?"
nice sh -c 'kill -9 $$'; echo "nice rc=$?"
nohup sh -c 'kill -9 $$' 2>/dev/null; echo "nohup rc=$?"
timeout 5 sh -c 'kill -9 $$'; echo "timeout rc=$?"
timeout 5 sh -c 'kill -TERM $$'; echo "term rc=$?"
env timeout -s KILL 0.1 sleep 5; echo "env timeout rc=$?"
env sh -c 'exit 3'; echo "exit rc=$?"
echo x | xargs sh -c 'kill -9 $$'; echo "xargs rc=$?"
exec 2>&3
sed -E 's/: +[0-9]+ Killed/: PID Killed/' err.log
#### a background subshell killed with its exec'd command
exec 3>&2 2>err.log
( sh -c 'kill -9 $$' ) &
wait $!; echo "rc=$?"
exec 2>&3
sed -E 's/: +[0-9]+ Killed/: PID Killed/' err.log
#### a subshell inside command substitution reports its killed child
exec 3>&2 2>err.log
x=$( (sh -c 'kill -9 $$'; echo in) ); echo "[$x]"
exec 2>&3
sed -E 's/: +[0-9]+ Killed/: PID Killed/' err.log
#### find -exec of a command a signal killed
find . -maxdepth 0 -exec sh -c 'kill -9 $$' \; 2>&1; echo "rc=$?"
