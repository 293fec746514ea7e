#### traps reset in subshell but ignored kept
trap 'echo int' INT; trap '' TERM; ( trap -p ) ; echo ---; (trap) | cat
#### trap shown in command substitution
trap 'echo x' USR1; t=$(trap -p USR1); echo "$t"
#### umask in subshell isolated
umask 022; (umask 077; umask); umask
#### umask symbolic output
umask 027; umask -S; umask u=rwx,g=rx,o=; umask
#### cwd isolated in command substitution
mkdir -p z; x=$(cd z; pwd); [[ $PWD != "$x" ]] && echo isolated
#### set options inherited by subshell
set -u; ( echo ${nope_h38x} ) 2>&1 | sed 's/^.*: //'; echo parent-alive
#### shopt inherited by command substitution
shopt -s extglob; x=$(shopt -p extglob); echo "$x"
#### variable assignment in pipeline element lost
x=1; x=2 | true; echo $x; echo hi | x=3; echo $x
#### exported var modified in function visible to child
export E=1; f() { E=2; bash -c 'echo $E'; }; f
#### declare -x in function local exported
f() { local -x L=loc; bash -c 'echo "[$L]"'; }; f; bash -c 'echo "[$L]"'
#### env prefix on function call exported to child
f() { bash -c 'echo "[$P]"'; }; P=pre f; echo "[${P-}]"
#### prefix assignment on special builtin export
x=1 export y=2 2>/dev/null; echo "[$x][$y]"
#### assignment prefix with eval persists
unset z; z=5 eval 'echo in $z'; echo "after [${z-}]"
#### prefix assignment on dot source
echo 'echo "in: $Q"' > q.sh; Q=val . ./q.sh; echo "after [${Q-}]"
#### command builtin preserves special builtin prefix
unset k; k=1 command :; echo "[${k-unset}]"
#### exit status of assignment with command sub
x=$(exit 4); echo $?; x=1; echo $?
#### exit status of declare with failing cmdsub
declare y=$(exit 4); echo $?; local 2>/dev/null; echo $?
#### exit status of empty command with redirect
> emptyredir; echo $?; < /nonexist_h38x; echo $?
#### exit status of only assignment and failed cmdsub in prefix
a=$(false) b=1; echo $?
#### special builtins list errors with posix
set -o posix; unset -f nosuchfn; echo st=$?; set +o posix
#### builtin keyword status
builtin true; echo $?; builtin false; echo $?
#### enable list of one
enable -p echo 2>&1 | head -1
#### type -P for builtin
type -P echo | sed 's|.*/|/|'; type -p echo; echo st=$?
#### hash -d and -l
hash -r; hash cat 2>/dev/null; hash -l | sed 's|/.*/cat|P|'; hash -d cat; hash -t cat 2>&1; echo st=$?
#### exec redirect in subshell does not leak
( exec > subout.txt; echo inside ); echo outside; cat subout.txt
#### nested bash sees SHLVL increment
a=$SHLVL; b=$(bash -c 'echo $SHLVL'); echo $(( b - a ))
#### bash -c inherits cwd
mkdir -p w; cd w; bash -c 'basename $PWD'
#### child bash exit from trap
bash -c 'trap "exit 7" EXIT; exit 3'; echo $?
#### exit inside command substitution in condition
if x=$(exit 2); then echo yes; else echo "no $?"; fi
#### sourced file sees local variables
f() { local L=fnlocal; . ./src.sh; }; echo 'echo "src: $L"' > src.sh; f
#### return from sourced inside function
echo 'return 3; echo no' > r.sh; f() { . ./r.sh; echo "after source $?"; }; f
#### dot with no args error
. 2>&1; echo st=$?
#### exec non executable file
touch nx; exec ./nx 2>&1; echo st=$?
