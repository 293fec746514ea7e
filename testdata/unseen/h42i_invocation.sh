#### bash -i has i and H in $-
bash --norc -i -c 'echo $-' 2>/dev/null
#### bash -c has no i
bash -c 'echo $-'
#### interactive idiom with [[ $- == *i* ]]
bash --norc -i -c '[[ $- == *i* ]] && echo interactive || echo batch' 2>/dev/null
bash -c '[[ $- == *i* ]] && echo interactive || echo batch'
#### case idiom on $-
bash --norc -i -c 'case $- in *i*) echo yes;; *) echo no;; esac' 2>/dev/null
#### interactive PS1 PS2 defaults
bash --norc -i -c 'printf "[%s]\n" "$PS1" "$PS2" "$PS4"' 2>/dev/null
#### non-interactive has no PS1
bash -c 'echo "${PS1-unset}" "${PS2-unset}"'
#### PS1 from the environment is kept
PS1='my> ' bash --norc -i -c 'echo "$PS1"' 2>/dev/null
#### job control messages of a non-tty interactive shell
bash --norc -i -c 'echo body' 2>&1 | sed 's/([0-9]*)/(PID)/'
#### interactive stdin with prompts and echo
echo 'echo hi' | PS1='P> ' bash --norc -i 2>&1 | sed 's/([0-9]*)/(PID)/'
#### interactive stdin with --noediting
echo 'echo hi' | PS1='P> ' bash --noediting --norc -i 2>&1 | sed 's/([0-9]*)/(PID)/'
#### PS2 for continuation lines
printf 'if true\nthen echo x\nfi\n' | PS1='P1> ' PS2='P2> ' bash --norc -i 2>&1 | sed 's/([0-9]*)/(PID)/'
#### PS2 with noediting
printf 'for i in 1 2\ndo echo $i\ndone\n' | PS1='P1> ' PS2='P2> ' bash --noediting --norc -i 2>&1 | sed 's/([0-9]*)/(PID)/'
#### interactive stdout only
printf 'echo one\necho two\n' | bash --norc -i 2>/dev/null
#### exit status of interactive shell
echo 'exit 3' | PS1='$ ' bash --norc -i 2>/dev/null; echo "st=$?"
#### exit prints exit
echo 'exit 3' | PS1='$ ' bash --norc -i 2>&1 | tail -n +3
#### last status at EOF
printf 'false\n' | bash --norc -i 2>/dev/null; echo "st=$?"
#### prompt expansion of PS1
printf 'x=5\ncd /\n' | PS1='[$x \w]\$$ ' bash --noediting --norc -i 2>&1 | tail -n +3 | sed 's/[$#]\$ /X /g'
#### aliases expand in an interactive shell
printf 'alias hi="echo hello"\nhi there\n' | bash --norc -i 2>/dev/null
#### aliases do not expand in bash -c without expand_aliases
bash -c 'alias hi="echo hello"
hi there' 2>&1
#### rcfile is read
echo 'echo from rc; rcvar=1' > rc
bash --rcfile rc -i -c 'echo rcvar=$rcvar' 2>/dev/null
#### norc skips the rcfile
echo 'echo from bashrc' > .bashrc
bash --norc -i -c 'echo body' 2>/dev/null
#### init-file is rcfile
echo 'echo init file' > rc2
bash --init-file rc2 -i -c 'echo body' 2>/dev/null
#### rcfile ignored by a non-interactive shell
echo 'echo from rc' > rc
bash --rcfile rc -c 'echo body'
#### rcfile missing is silent
bash --rcfile nosuch -i -c 'echo body' 2>&1 | sed 's/([0-9]*)/(PID)/'
#### rcfile alias used on stdin
echo 'alias ll="echo listing"' > rc
echo 'll' | bash --rcfile rc -i 2>/dev/null
#### long option after a short one is invalid
bash -i --norc -c 'echo x' 2>&1 | head -2; echo "st=${PIPESTATUS[0]}"
#### login shell option
bash -l --noprofile -c 'shopt login_shell' 2>&1
bash --noprofile -c 'shopt login_shell'
#### --login spelled out
bash --login --noprofile -c 'shopt -q login_shell && echo login'
#### login reads .bash_profile
echo 'echo profile read' > .bash_profile
echo 'echo dot profile' > .profile
bash -l -c 'echo body' 2>/dev/null | grep -v '^$'
#### login reads .profile without .bash_profile
echo 'echo dot profile' > .profile
bash --login -c 'echo body' 2>/dev/null | grep -e dot -e body
#### noprofile skips the profile
echo 'echo profile read' > .bash_profile
bash --noprofile -l -c 'echo body'
#### login_shell cannot be set
bash -c 'shopt -s login_shell; echo st=$?' 2>&1
#### BASH_ENV read by bash -c
echo 'echo from env file; ev=7' > envf
BASH_ENV=envf bash -c 'echo ev=$ev'
#### BASH_ENV not read by an interactive shell
echo 'echo from env file' > envf
BASH_ENV=envf bash --norc -i -c 'echo body' 2>/dev/null
#### ENV read by bash --posix -i
echo 'echo from ENV' > envf
ENV='$PWD/envf' bash --posix -i -c 'echo body' 2>/dev/null
#### ENV not read by non-interactive posix bash
echo 'echo from ENV' > envf
ENV=./envf bash --posix -c 'echo body'
#### bash -c name args
bash -c 'echo "$0|$1|$2|$#"' myname a b
#### bash -c without name
bash -c 'echo "$0|$#"' | sed 's|.*/||'
#### bash -c args with spaces
bash -c 'printf "<%s>\n" "$@"' nm 'a b' '' c
#### bash -s args
echo 'echo "$1-$2-$#"' | bash -s x y
#### bash -s with options
echo 'echo "$-"; echo $1' | bash -s -e -- -x
#### bash -O extglob -c
bash -O extglob -c 'x=aab; echo ${x/+(a)/Z}'
#### bash +O
bash +O extglob -c 'shopt extglob'
bash -O extglob -c 'shopt extglob'
#### bash -O bad name
bash -O nosuchopt -c 'echo x' 2>&1; echo "st=$?"
#### bash -o posix
bash -o posix -c 'shopt -o posix; echo ${SHELLOPTS//*posix*/yes}'
#### bash --posix
bash --posix -c 'set -o | grep -w posix'
#### bash -e as option
bash -e -c 'false; echo not here'; echo st=$?
#### bash -u as option
bash -u -c 'echo $nosuch' 2>&1; echo st=$?
#### bash -x as option
bash -x -c 'a=1; echo $a' 2>&1
#### bash -v as option
bash -v -c 'echo v' 2>&1
#### bash -n as option
bash -n -c 'echo never'; echo st=$?
bash -n -c 'if then' 2>&1; echo st=$?
#### bash --version first line
bash --version | head -1 | sed 's/version [0-9.]*(.*/version X/'
#### bash --help first lines
bash --help | sed -n '2,4p'
#### bad short option
bash -Z -c 'echo x' 2>&1 | head -2; echo "st=${PIPESTATUS[0]}"
#### bad long option
bash --nosuch 2>&1 | head -1; echo "st=${PIPESTATUS[0]}"
#### bash file args
printf 'echo "$0 $1 $2 $#"\n' > s.sh
bash s.sh one two
#### bash nonexistent
bash nonexistent.sh 2>&1; echo st=$?
#### bash -- -file
printf 'echo dash file $0\n' > ./-f.sh
bash -- -f.sh
#### bash is not posix mode
bash -c 'shopt -qo posix || echo not posix'
#### BASH_EXECUTION_STRING
bash -c 'echo "$BASH_EXECUTION_STRING"'
#### BASH_EXECUTION_STRING unset in script
printf 'echo "${BASH_EXECUTION_STRING-unset}"\n' > s.sh
bash s.sh
#### SHLVL increments
bash -c 'echo $SHLVL' > a; bash -c 'bash -c "echo \$SHLVL"' > b
echo $(( $(cat b) - $(cat a) ))
#### bash -c exit status
bash -c 'exit 42'; echo $?
#### bash -c with syntax error
bash -c 'echo (' 2>&1; echo st=$?
#### bash -c missing argument
bash -c 2>&1; echo st=$?
