#### special builtin assignment persists
x=1 : 
echo "[$x]"
#### regular builtin assignment does not persist
y=1 true
echo "[${y-unset}]"
#### special builtin assignment persists in posix mode
set -o posix
z=2 :
echo "[$z]"
#### function call prefix assignment does not persist
f() { echo "in f: $v"; }
v=3 f
echo "[${v-unset}]"
#### eval with prefix assignment
w=4 eval 'echo "in eval: $w"'
echo "[$w]"
#### export prefix
q=5 export q
echo "[$q]"
#### readonly prefix assignment error
readonly r=1
r=2 :
echo status=$?
#### special builtin error does not exit in bash mode
set -- a
shift 5
echo "after shift status=$?"
#### special builtin error exits in posix mode
set -o posix
set -- a
shift 5
echo "not reached"
#### special builtin error in posix mode from bash -c
bash -o posix -c 'shift 5; echo not reached'
echo status=$?
#### readonly assign in posix mode exits
bash -o posix -c 'readonly x=1; x=2; echo after'
echo status=$?
#### readonly assign in bash mode non-interactive
bash -c 'readonly x=1; x=2; echo after'
echo status=$?
#### command removes special property
set -o posix
command shift 5
echo "status=$?"
#### redirect error on special builtin posix mode
bash -o posix -c ': > /nonexistent/dir/x; echo after'
echo status=$?
#### redirect error on special builtin bash mode
bash -c ': > /nonexistent/dir/x; echo after'
echo status=$?
#### type of special builtins
type -t : export eval exec exit readonly return set shift trap unset times break continue .
#### function named like special builtin posix
bash -o posix -c 'eval() { echo fn; }; echo after' 
echo status=$?
#### function named like special builtin bash mode
eval() { echo fn; }
eval
unset -f eval
eval 'echo builtin'
#### dot nonexistent in posix mode
bash -o posix -c '. /nonexistent/file; echo after'
echo status=$?
#### dot nonexistent in bash mode
bash -c '. /nonexistent/file; echo after'
echo status=$?
#### set invalid option
set -o nonsense
echo status=$?
#### trap bad signal continues
trap 'echo x' NOSUCHSIG
echo status=$?
#### unset readonly
readonly ro=1
unset ro
echo status=$?
echo "$ro"
#### export -p shows names
export ZZEXP=1
export -p | grep ZZEXP
#### readonly -p shows names
readonly ZZRO=2
readonly -p | grep ZZRO
#### return at top level
return 2>/dev/null
echo "status=$?"
#### break outside loop
break
echo "status=$?"
#### continue with bad arg
for i in 1; do continue 0; echo "s=$?"; done
echo end
#### exit with too many args
bash -c 'exit 1 2'
echo status=$?
#### exit with non-numeric
bash -c 'exit abc'
echo status=$?
#### posix mode special builtin variable assignment error exits
set -o posix
readonly r=1
r=2 :
echo not reached
#### posix mode function name special builtin message
set -o posix
eval 'set() { :; }'
echo "status=$?"
#### posix mode export -p format
set -o posix
export X1='a b'
export -p | grep X1
#### posix mode readonly -p format
set -o posix
readonly R1=v
readonly -p | grep R1
#### posix mode declare -p unchanged
set -o posix
declare -x D1=1
declare -p D1
#### posix mode unset of readonly exits
set -o posix
readonly u=1
unset u
echo "status=$?"
#### posix mode cd error does not exit
set -o posix
cd /nonexistent-xyz
echo "status=$?"
#### posix mode return outside function
set -o posix
return 2>/dev/null
echo "after status=$?"
#### posix mode continue outside loop
set -o posix
continue
echo "after status=$?"
#### posix mode trap bad signal exits
set -o posix
trap 'echo x' BADSIG
echo "after status=$?"
#### posix mode eval syntax error exits
set -o posix
eval 'if'
echo not reached
#### posix mode set -o bad option exits
set -o posix
set -o nosuchopt
echo not reached
#### posix mode shift too far message
set -o posix
set -- a
shift 3
echo not reached
#### posix mode dot with no args
set -o posix
.
echo not reached
#### dot with no args bash mode
.
echo "status=$?"
#### posix mode source file not found message
set -o posix
. nosuchfile-xyz
echo not reached
#### posix mode exit status of special builtin redirect failure
set -o posix
export X=1 > /nonexistent/dir/f
echo not reached
#### posix mode times with arg
set -o posix
times extra | wc -l
#### posix mode tilde after colon in assignment
set -o posix
HOME=/h
x=a:~/b
echo "$x"
#### posix mode command substitution with case
set -o posix
x=$(case a in a) echo matched;; esac)
echo "$x"
#### posix mode pipefail not affected
set -o posix
false | true
echo $?
#### posix mode echo with -e
set -o posix
echo -e 'a\tb'
#### posix mode fc and history accepted
set -o posix
history | wc -l
#### enable -s lists special builtins
enable -s
#### enable -sn after disabling
enable -n eval
enable -s | grep -c eval
enable -n | grep eval
enable eval
#### command -V special builtin
command -V export set
#### type -a special builtin
type -a :
