#### command not found status and message
nosuchcmd_zz
echo st=$?
#### command found but not executable
echo 'echo hi' > script
chmod -x script
./script
echo st=$?
#### command is directory
mkdir dd
./dd
echo st=$?
#### command with slash not found
./nonexist
echo st=$?
#### script without shebang runs in shell
printf 'echo from script\n' > s
chmod +x s
./s
#### env prefix only for command
V=1 sh -c 'echo $V'
echo "[${V-unset}]"
#### assignment only command status
x=$(false)
echo $?
x=1
echo $?
#### assignment with command sub status last
x=$(exit 2) y=$(true)
echo $?
#### empty command from expansion
e=
$e
echo st=$?
#### empty command with status from sub
$(exit 3)
echo st=$?
#### command -p
command -p echo ok
#### command -v nonexistent
command -v nonexist_z
echo st=$?
#### command -v alias
alias ll='ls -l'
command -v ll
#### command -V keyword
command -V if
#### command -v keyword
command -v while
#### command with function skips function
echo() { printf 'func\n'; }
command echo builtin
#### hash of nonexistent
hash nonexist_z
echo st=$?
#### hash -r
hash -r
echo st=$?
#### type -t variety
f() { :; }
alias al=x
type -t f al if echo ls
#### type -a echo
type -a echo | head -1
#### exec in subshell replaces
(exec echo execed; echo no)
#### exec with only redirects
exec 3>out3
echo to3 >&3
exec 3>&-
cat out3
#### builtin keyword
builtin echo via builtin
builtin nosuch
echo st=$?
#### enable -n echo
enable -n echo
type -t echo
enable echo
type -t echo
#### command name with equals
'a=b'
echo st=$?
#### path search with PATH empty
PATH=
ls 2>/dev/null
echo st=$?
#### command not found message unfiltered
nosuch_zz1 arg
#### permission denied message
echo 'echo hi' > ns
./ns
#### is a directory message
mkdir dd2
./dd2
#### command -v with multiple names
f() { :; }
command -v f echo nosuch_z
echo st=$?
#### command -V nonexistent message
command -V nosuch_z
echo st=$?
#### type nonexistent message
type nosuch_z
echo st=$?
#### type -P of builtin
type -P cd
echo st=$?
#### hash nonexistent message
hash nosuch_z
#### exec not found message
(exec nosuch_z)
echo st=$?
#### command with assignment prefix
X=1 command printenv X
#### builtin not builtin message
builtin ls
echo st=$?
