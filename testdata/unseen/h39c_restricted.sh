#### restricted cd message
bash -r -c 'cd /tmp' 2>&1; echo st=$?
#### restricted cd dash
bash -r -c 'cd -' 2>&1; echo st=$?
#### restricted pushd allowed?
bash -r -c 'pushd / >/dev/null; echo st=$?' 2>&1
#### restricted set PATH
bash -r -c 'PATH=/bin' 2>&1; echo st=$?
#### restricted set SHELL
bash -r -c 'SHELL=/bin/sh' 2>&1; echo st=$?
#### restricted set ENV
bash -r -c 'ENV=x' 2>&1; echo st=$?
#### restricted set BASH_ENV
bash -r -c 'BASH_ENV=x' 2>&1; echo st=$?
#### restricted unset SHELL
bash -r -c 'unset SHELL' 2>&1; echo st=$?
#### restricted export PATH
bash -r -c 'export PATH=/x' 2>&1; echo st=$?
#### restricted declare PATH
bash -r -c 'declare PATH=/x' 2>&1; echo st=$?
#### restricted readonly PATH value
bash -r -c 'echo "$PATH" >/dev/null; PATH+=:x' 2>&1; echo st=$?
#### restricted prefix assignment PATH
bash -r -c 'PATH=/x true' 2>&1; echo st=$?
#### restricted slash command name
bash -r -c '/bin/echo hi' 2>&1; echo st=$?
#### restricted relative slash command
bash -r -c './x' 2>&1; echo st=$?
#### restricted dot with slash
echo 'echo sourced' > f.sh; bash -r -c '. ./f.sh' 2>&1; echo st=$?
#### restricted dot without slash via path
echo 'echo sourced' > f.sh; bash -r -c '. f.sh' 2>&1; echo st=$?
#### restricted source with slash
echo 'echo sourced' > f.sh; bash -r -c 'source ./f.sh' 2>&1; echo st=$?
#### restricted redirect output
bash -r -c 'echo x > out' 2>&1; echo st=$?; test -e out && echo created || echo none
#### restricted redirect append
bash -r -c 'echo x >> out' 2>&1; echo st=$?
#### restricted redirect clobber
bash -r -c 'echo x >| out' 2>&1; echo st=$?
#### restricted redirect both
bash -r -c 'echo x &> out' 2>&1; echo st=$?
#### restricted redirect both append
bash -r -c 'echo x &>> out' 2>&1; echo st=$?
#### restricted redirect read write
bash -r -c 'exec 3<> out' 2>&1; echo st=$?
#### restricted redirect input allowed
echo data > in; bash -r -c 'cat < in'; echo st=$?
#### restricted dup fd allowed
bash -r -c 'echo dup >&2' 2>&1; echo st=$?
#### restricted redirect to dev null refused
bash -r -c 'echo x >/dev/null' 2>&1; echo st=$?
#### restricted exec command
bash -r -c 'exec echo hi' 2>&1; echo st=$?
#### restricted exec only redirections
echo in > in; bash -r -c 'exec < in; read v; echo $v' 2>&1; echo st=$?
#### restricted hash -p
bash -r -c 'hash -p /bin/echo e' 2>&1; echo st=$?
#### restricted hash plain allowed
bash -r -c 'hash cat; echo st=$?' 2>&1
#### restricted enable -f
bash -r -c 'enable -f x.so y' 2>&1; echo st=$?
#### restricted enable -d
bash -r -c 'enable -d y' 2>&1; echo st=$?
#### restricted enable -n allowed
bash -r -c 'enable -n echo; type -t echo' 2>&1
#### restricted command -p
bash -r -c 'command -p echo hi' 2>&1; echo st=$?
#### restricted command without -p allowed
bash -r -c 'command echo hi' 2>&1; echo st=$?
#### restricted set +r
bash -r -c 'set +r' 2>&1; echo st=$?
#### restricted set +o restricted
bash -r -c 'set +o restricted' 2>&1; echo st=$?
#### restricted shopt restricted_shell
bash -r -c 'shopt restricted_shell'; bash -c 'shopt restricted_shell'
#### restricted shopt -u restricted_shell
bash -r -c 'shopt -u restricted_shell' 2>&1; echo st=$?
#### set -r then cd
set -r; cd / 2>&1; echo st=$?
#### set -r shopt restricted_shell off
bash -c 'set -r; shopt restricted_shell'
#### set -r dollar dash has r
bash -c 'set -r; case $- in *r*) echo has-r;; esac'
#### set -o restricted
bash -c 'set -o restricted; cd /' 2>&1; echo st=$?
#### restricted function named with slash
bash -r -c 'f() { echo f; }; f' 2>&1
#### restricted builtin echo works
bash -r -c 'echo works'
#### restricted command in PATH works
bash -r -c 'cat /dev/null; echo st=$?'
#### restricted variable assignment other ok
bash -r -c 'x=1; echo $x'
#### restricted readonly vars listing
bash -r -c 'readonly -p' | grep -oE ' (PATH|SHELL|ENV|BASH_ENV)=' | sort
#### restricted history -r? declare -f PATH
bash -r -c 'declare -x PATH' 2>&1; echo st=$?
#### restricted continues after error
bash -r -c 'cd /; echo after' 2>&1; echo st=$?
#### restricted error in function
bash -r -c 'f() { cd /; echo in-f $?; }; f' 2>&1
#### restricted redirect in function
bash -r -c 'f() { echo x > o; }; f; echo st=$?' 2>&1
#### restricted subshell keeps restriction
bash -r -c '( cd / ) 2>&1; echo st=$?'
#### restricted cmdsub keeps restriction
bash -r -c 'v=$(cd / 2>&1); echo "$v"'
#### restricted eval keeps restriction
bash -r -c 'eval "cd /"' 2>&1; echo st=$?
#### restricted BASH_ENV read before restriction
echo 'cd / && echo envcd' > env.sh; BASH_ENV=./env.sh bash -r -c 'echo main' 2>&1
#### restricted script file not restricted name? 
echo 'cd / 2>&1; echo st=$?' > s.sh; bash -r s.sh 2>&1
#### restricted unset PATH refused
bash -r -c 'unset PATH' 2>&1; echo st=$?
#### restricted local PATH in function
bash -r -c 'f() { local PATH=/x; }; f' 2>&1; echo st=$?
#### restricted read into PATH
bash -r -c 'read PATH <<< /x; echo st=$?' 2>&1
#### restricted for loop var PATH
bash -r -c 'for PATH in /x; do :; done; echo st=$?' 2>&1
#### restricted set HISTFILE
bash -r -c 'HISTFILE=/x' 2>&1; echo st=$?
#### restricted exec dash a
bash -r -c 'exec -a n cat' 2>&1; echo st=$?
#### restricted dash dash restricted in dollar dash
bash --restricted -c 'echo $-' | grep -q r && echo r
#### restricted BASH_ENV may redirect before restriction
echo 'echo envout > envfile' > env.sh; BASH_ENV=./env.sh bash -r -c 'cat envfile; echo x > y' 2>&1; echo st=$?
#### restricted enable listing still works
bash -r -c 'enable -p | head -2'
