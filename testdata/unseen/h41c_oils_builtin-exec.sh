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
#### exec close stdout then echo
exec >&-
echo hi
echo "status=$?" >&2
#### exec named fd
exec {myfd}>out.txt
echo "fd is number: $(( myfd >= 10 ))"
echo data >&$myfd
exec {myfd}>&-
cat out.txt
#### exec high fd number
exec 20>f20
echo twenty >&20
exec 20>&-
cat f20
#### exec dup to invalid fd
exec 1>&33
echo "status=$?"
#### exec move fd
exec 5>m.txt
exec 6>&5-
echo moved >&6
echo "to5" >&5
echo "status=$?"
exec 6>&-
cat m.txt
#### exec read write fd
echo initial > rw.txt
exec 7<>rw.txt
read line <&7
echo "read: $line"
echo appended >&7
exec 7>&-
cat rw.txt
#### exec stderr to file then error
exec 2>err.txt
nosuch_cmd_xyz
exec 2>&1
cat err.txt
#### exec in subshell with redirect only
( exec >sub.txt; echo in-sub )
echo outside
cat sub.txt
#### exec fd to directory
exec 3<.
echo "status=$?"
#### exec with noclobber
set -C
echo x > nc.txt
exec 3>nc.txt
echo "status=$?"
#### exec here string to fd
exec 3<<<"from here string"
read v <&3
echo "$v"
#### exec redirection of fd 255
exec 255>/dev/null
echo "status=$?"
#### exec varname fd in function persists
f() { exec {fd2}>/dev/null; }
f
echo "[${fd2:+set}]"
#### exec with append
echo a > ap.txt
exec 4>>ap.txt
echo b >&4
exec 4>&-
cat ap.txt
#### exec of a file on PATH that cannot run
mkdir -p bin
echo 'echo hi' > bin/cannot
PATH=$PWD/bin:$PATH
exec cannot
echo not reached
#### hash and type -a skip a file that cannot run
mkdir -p bin
echo 'echo hi' > bin/cannot2
PATH=$PWD/bin:$PATH
type -a cannot2
hash cannot2
echo "status=$?"
type -P cannot2 | sed "s,$PWD,P,"
