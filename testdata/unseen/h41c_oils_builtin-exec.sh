#### exec replaces the shell
exec echo hi
echo not reached
#### exec nonexistent command
exec nosuchcmd_xyz
echo not reached
#### exec nonexistent command status
bash -c 'exec nosuchcmd_xyz; echo after'
echo status=$?
#### exec with no args and redirect
exec 3>out.txt
echo to3 >&3
exec 3>&-
cat out.txt
#### exec redirect stdout persists
exec >out2.txt
echo one
echo two
exec >/dev/stderr
cat out2.txt >&2
#### exec -a sets argv0
exec -a myname bash -c 'echo $0'
#### exec -c clears environment
export FOO=bar
exec -c bash -c 'echo "[${FOO-unset}]"'
#### exec in subshell
( exec echo sub )
echo after
#### exec builtin name
exec true
echo not reached
#### exec directory
bash -c 'exec /tmp; echo after'
echo status=$?
#### exec non-executable file
echo 'echo hi' > script.sh
bash -c 'exec ./script.sh; echo after'
echo status=$?
#### exec fd dup and close
exec 4>&1
echo via4 >&4
exec 4>&-
echo via4 >&4
echo status=$?
#### exec bad fd
exec 3<&9
echo status=$?
#### exec redirect error non-interactive
bash -c 'exec < /nonexistent/file; echo after'
echo status=$?
#### exec in function
f() { exec echo from-f; }
f
echo not reached
#### exec with prefix assignment
X=1 exec bash -c 'echo "[$X]"'
#### exec read from file descriptor
printf 'l1\nl2\n' > in.txt
exec 5<in.txt
read a <&5
read b <&5
exec 5<&-
echo "$a $b"
#### exec -- command
exec -- echo dashdash
#### exec bad option
exec -z echo
echo status=$?
#### exec in pipeline element
echo piped | exec cat
echo after
#### exec with EXIT trap
trap 'echo trap' EXIT
exec echo replaced
#### exec with no command runs EXIT trap later
trap 'echo trap' EXIT
exec 3>/dev/null
echo still here
#### exec -l login
exec -l bash -c 'echo $0'
#### exec with redirect only closes and restores nothing
exec 2>/dev/null
nosuchcmd_xyz
echo "status=$?"
#### exec function name
f() { echo fn; }
exec f
echo not reached
#### exec builtin name fails
exec cd /
echo not reached
#### command exec preserves shell
command exec 3>/dev/null
echo status=$?
#### exec -l with -a
exec -l -a name bash -c 'echo $0'
