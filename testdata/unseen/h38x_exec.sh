#### command not found status and message
nosuchcmd_h38x arg 2>&1; echo st=$?
#### command with slash not found
./nosuch_h38x 2>&1; echo st=$?; /no/where/cmd 2>&1; echo st=$?
#### file not executable status 126
printf 'echo x\n' > plain.sh; ./plain.sh 2>&1; echo st=$?
#### directory as command
mkdir -p dir1; ./dir1 2>&1; echo st=$?
#### script without shebang runs in bash
printf 'echo "no shebang $1"\n' > ns.sh; chmod +x ns.sh; ./ns.sh arg
#### script with shebang to bash
printf '#!/bin/bash\necho "args: $#"\nexit 4\n' > sb.sh; chmod +x sb.sh; ./sb.sh a b; echo st=$?
#### script with bad interpreter
printf '#!/no/such/interp\necho x\n' > bi.sh; chmod +x bi.sh; ./bi.sh 2>&1; echo st=$?
#### PATH search finds script in dir
mkdir -p bin; printf '#!/bin/bash\necho from-path\n' > bin/mytool; chmod +x bin/mytool; PATH=$PWD/bin:$PATH; mytool; hash -r
#### PATH search skips non executable
mkdir -p b1 b2; printf '#!/bin/bash\necho b1\n' > b1/t; printf '#!/bin/bash\necho b2\n' > b2/t; chmod +x b2/t; PATH=$PWD/b1:$PWD/b2:$PATH t
#### PATH empty element is current dir
printf '#!/bin/bash\necho cwd-tool\n' > cwdt; chmod +x cwdt; PATH=":$PATH" cwdt
#### command -v and type for kinds
f() { :; }; alias al=echo; command -v f cd ls | sed 's|.*/ls$|ls-path|'; type -t f cd if ls al 2>&1
#### command -v of missing
command -v nosuch_h38x; echo st=$?
#### type -a shows all
type -a echo | head -2
#### command bypasses function
ls() { echo fn; }; command ls -d . ; ls
#### builtin with non builtin
builtin ls 2>&1; echo st=$?
#### hash remembers path
hash -r; ls >/dev/null; hash -t ls | sed 's|.*/ls$|path|'
#### hash of missing command
hash nosuch_h38x 2>&1; echo st=$?
#### environment of command prefix assignment
x=1; x=2 bash -c 'echo "child $x"'; echo "parent $x"
#### exported variable visible to child
export EV=val; bash -c 'echo $EV'; unset EV; bash -c 'echo "[$EV]"'
#### unexported variable not visible
NE=val; bash -c 'echo "[$NE]"'
#### prefix assignment to builtin is temporary
x=outer; x=inner true; echo $x
#### prefix assignment to special builtin persists in posix
set -o posix; y=orig; y=changed :; echo $y
#### prefix assignment to special builtin not posix
y=orig; y=changed :; echo $y
#### env command modifies environment
env -i A=1 bash -c 'echo "$A [${PATH:0:0}]"' 2>&1
#### env unset
export U1=x; env -u U1 bash -c 'echo "[${U1-unset}]"'
#### exec replaces shell
bash -c 'exec echo replaced; echo never'
#### exec with missing command exits
bash -c 'exec nosuch_h38x; echo after' 2>&1; echo st=$?
#### exec with missing command and execfail
bash -c 'shopt -s execfail; exec nosuch_h38x 2>/dev/null; echo survived $?'
#### exec in subshell only ends subshell
( exec true ); echo st=$?
#### exec -a sets argv0
bash -c 'exec -a custom bash -c "echo \$0"'
#### exec -c clears environment
export KEEP=1; bash -c 'exec -c bash -c "echo [\$KEEP]"'
#### exit status of pipeline with missing command
nosuch_h38x 2>/dev/null | cat; echo st=$?
#### command with redirection error status
cat < /nope_h38x 2>/dev/null; echo st=$?
#### exit with large value
bash -c 'exit 300'; echo st=$?
#### exit with negative value
bash -c 'exit -1'; echo st=$?
#### exit with non-numeric
bash -c 'exit abc' 2>&1; echo st=$?
#### exit in subshell with trap
( trap 'echo trapped' EXIT; exit 3 ); echo st=$?
#### bash -c with positional args
bash -c 'echo "$0|$1|$#"' zero one two
#### bash -c syntax error status
bash -c 'if then' 2>&1; echo st=$?
#### sourcing missing file
. ./nosuch_h38x.sh 2>&1; echo st=$?
#### source with arguments
echo 'echo "s: $# $1"' > sa.sh; set -- outer; . ./sa.sh inner; echo "after: $1"
#### source without arguments keeps positional
echo 'echo "s: $1"' > sb2.sh; set -- outer; source ./sb2.sh
#### source searches PATH
mkdir -p lib; echo 'echo found-lib' > lib/mylib.sh; PATH=$PWD/lib:$PATH; source mylib.sh
#### eval status and empty eval
eval; echo st=$?; eval ''; echo st=$?; false; eval; echo st=$?
#### command builtin status of missing
command nosuch_h38x 2>&1; echo st=$?
#### subshell environment copy
v=1; (v=2; export w=3); echo "$v [${w-unset}]"
#### command substitution sees functions
f() { echo fn-out; }; x=$(f); echo $x
#### child bash does not see unexported function
f() { echo hi; }; bash -c f 2>&1; echo st=$?
#### exported readonly to child
declare -rx RO=1; bash -c 'echo $RO; RO=2; echo $RO'
#### integer attribute not passed to child
declare -i n=5; export n; bash -c 'n=2+2; echo $n'
#### array not exported to child
export arr=(1 2); bash -c 'echo "[${arr-unset}]"'
#### command substitution exit status of last
x=$(false; true); echo $?; x=$(true; false); echo $?
#### time with exit status
TIMEFORMAT=; time (exit 3); echo st=$?
#### xargs runs command
printf 'a\nb\n' | xargs echo got
#### command not found handler
command_not_found_handle() { echo "handled: $1 ($#)"; return 9; }; zzz_missing x y; echo st=$?
#### not found handler in subshell via pipeline
command_not_found_handle() { echo "h: $1"; }; qqq_missing | cat
#### status of negated missing command
! nosuch_h38x 2>/dev/null; echo st=$?
#### exec fd redirection in function persists
f() { exec 6>f6.txt; }; f; echo into6 >&6; exec 6>&-; cat f6.txt
#### exit in command substitution
x=$(echo a; exit 5; echo b); echo "$x $?"
#### special builtin error exits posix shell
bash --posix -c 'set -o posix; readonly r=1; r=2; echo notreached' 2>&1; echo st=$?
#### non-posix assignment error continues
bash -c 'readonly r=1; r=2; echo reached' 2>&1; echo st=$?
#### shift error in posix mode exits
bash --posix -c 'shift 5; echo after' 2>&1; echo st=$?
#### cd to file error
touch notdir; cd notdir 2>&1; echo st=$?
#### cd to missing with CDPATH
mkdir -p base/sub; CDPATH=$PWD/base; cd sub | sed 's|.*/base|BASE|'; cd sub; basename $PWD
#### BASH_ENV read for non-interactive child
echo 'echo from-bash-env' > benv.sh; BASH_ENV=$PWD/benv.sh bash -c 'echo main'
#### status of function not found inside pipeline
set -o pipefail; true | nosuch_h38x 2>/dev/null | true; echo st=$?
#### exit code of killed by signal in subshell
bash -c 'kill -TERM $$'; echo st=$?
#### enable -n disables builtin
enable -n echo; echo hi; enable echo; echo back
