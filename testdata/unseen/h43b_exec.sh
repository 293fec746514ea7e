#### exec -a sets argv0 of the new program
(exec -a specialname bash -c 'echo $0')
#### exec -l -a with a login-style name
(exec -l -a specialname bash -c 'echo $0')
#### exec -c clears the environment
(export FOO=BAR ; exec -c printenv) | grep -c FOO
echo ${PIPESTATUS[1]}
#### exec -c with a temporary assignment
(FOO=BAR exec -c printenv) | grep FOO
echo $?
#### exec passes exported and temporary variables
(export FOO=BAR ; exec printenv) | grep FOO
(FOO=BAR2 exec printenv) | grep FOO
#### hash -r empties the table
hash -r
hash
echo $?
#### hash remembers a command after use
hash -r
ls >/dev/null
hash | sed 's/^ *[0-9]*\t/N\t/'
#### command -p hash succeeds for a standard utility
command -p hash rm
echo $?
hash -t rm
#### hash -d and hash -t of unknown
hash -r
hash -t nosuchcmd
echo $?
hash -d nosuchcmd
echo $?
#### hash -p adds a path
hash -p /bin/echo myecho
hash -t myecho
myecho hi
#### hash -l lists reusable commands
hash -r
hash -p /bin/ls myls
hash -l
#### exec of a missing command in a subshell
(exec nosuchcommand_x)
echo $?
#### exec of a non-executable file
echo 'echo hi' > script.sh
(exec ./script.sh)
echo $?
#### exec with only redirections keeps the shell
exec 3>out.txt
echo to3 >&3
exec 3>&-
cat out.txt
#### multi-line alias that sources a file
shopt -s expand_aliases
printf '%s\n' '(echo -n "$1 "; echo subshell)' > x29
chmod +x x29
alias foo2='bash ./x29 one.2;
source ./x29 two.2;
. ./x29 three.2;
'
foo2
echo done
#### one-line alias with source and commands
shopt -s expand_aliases
printf '%s\n' 'echo "[$1]"' > x30
alias foo1='bash ./x30 one; source ./x30 two; . ./x30 three'
foo1
#### nested subshells and arithmetic command
((echo abc; echo def;); echo ghi)
if (((4+4) + (4 + 7))); then
	echo ok
fi
(( ))
echo $?
#### source finds a file through PATH
mkdir bin
echo 'echo sourced from path' > bin/lib.sh
PATH=$PWD/bin:$PATH
. lib.sh
shopt -u sourcepath
. lib.sh
echo $?
#### source of a directory
mkdir d
. ./d
echo $?
#### source passes its arguments and restores them
printf '%s\n' 'echo "in: $# $*"' 'shift' 'echo "after shift: $*"' > s.sh
set -- a b
. ./s.sh x y z
echo "out: $# $*"
#### return status of a sourced file is its last command
printf '%s\n' 'false' > f.sh
. ./f.sh
echo $?
printf '%s\n' 'true' > t.sh
. ./t.sh
echo $?
#### FUNCNAME and BASH_SOURCE in a sourced file
printf '%s\n' 'echo "${FUNCNAME[0]} ${BASH_SOURCE[0]}"' > n.sh
f() { . ./n.sh; }
f
#### type -a of a builtin that is also a program
type -a true | head -1
type -t true
#### type -P finds the program over the builtin
type -P ls
type -P cd
echo $?
