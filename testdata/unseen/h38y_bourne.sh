#### shift non numeric
set -- a b; shift x; echo "st=$? $#"
#### shift too many args
set -- a b; shift 1 2; echo "st=$? $#"
#### shift zero
set -- a b; shift 0; echo "st=$? $#"
#### shift exact count
set -- a b; shift 2; echo "st=$? $#"
#### shift in function affects function args
f() { shift; echo "$*"; }; set -- x y; f a b c; echo "$*"
#### shift arithmetic expression
set -- a b c d; shift 1+1; echo "st=$? $*"
#### trap -p specific signals
trap 'echo t' USR1; trap -p USR1 INT
#### trap -l first lines
trap -l | head -2
#### trap listing quotes single quote
trap "echo 'it''s'" EXIT; trap -p EXIT; trap - EXIT
#### trap invalid signal
trap 'echo x' NOSUCH; echo st=$?
#### trap signal by number
trap 'echo got' 10; trap -p USR1
#### trap SIG prefix and lowercase
trap 'echo a' sigusr2; trap -p SIGUSR2
#### trap reset with dash
trap 'echo a' USR1; trap - USR1; trap -p USR1; echo done
#### trap empty string ignores
trap '' USR1; trap -p USR1; kill -USR1 $$; echo alive
#### trap numeric first arg resets
trap 'echo a' USR1; trap 10; trap -p USR1; echo done
#### trap EXIT runs with status
trap 'echo "exit $?"' EXIT; false
#### trap EXIT in subshell
( trap 'echo sub-exit' EXIT; echo in ); echo out
#### trap DEBUG count
cnt=0; trap '((cnt++))' DEBUG; a=1; b=2; trap - DEBUG; echo $cnt
#### trap RETURN in function
f() { trap 'echo ret' RETURN; echo body; }; f; trap - RETURN
#### trap ERR with status
trap 'echo "err $?"' ERR; false; (exit 3); trap - ERR; false; echo end
#### trap ERR not in condition
trap 'echo err' ERR; if false; then :; fi; false || :; ! true; echo end
#### trap -p no arg lists all
trap 'echo a' USR1; trap 'echo b' USR2; trap -p
#### trap invalid option
trap -z; echo st=$?
#### trap signal 0 is EXIT
trap 'echo bye' 0; trap -p EXIT
#### trap kill USR1 runs handler
trap 'echo caught' USR1; kill -USR1 $$; echo after
#### trap in function shown globally
f() { trap 'echo f' USR2; }; f; trap -p USR2
#### trap listing in subshell keeps
trap 'echo a' USR1; (trap -p USR1)
#### trap KILL cannot
trap 'echo x' KILL; echo st=$?; trap -p KILL
#### umask symbolic output
umask 022; umask -S; umask 077; umask -S
#### umask -p
umask 027; umask -p
#### umask symbolic set
umask 000; umask u=rwx,g=rx,o=; umask
#### umask symbolic add remove
umask 022; umask g-w; umask; umask o-r; umask; umask a+r; umask
#### umask invalid octal
umask 089; echo st=$?; umask
#### umask invalid symbolic
umask u=q; echo st=$?
#### umask affects file creation
umask 027; : > nf; stat -c %a nf; mkdir nd; stat -c %a nd
#### umask too big
umask 7777; echo st=$?; umask
#### umask -S with arg
umask -S 026; echo st=$?; umask
#### unset -f removes function only
f=var; f() { echo fn; }; unset -f f; echo "$f"; type -t f || echo gone
#### unset -v removes var not function
f=var; f() { echo fn; }; unset -v f; echo "[${f-unset}]"; f
#### unset without flag prefers variable
f=var; f() { echo fn; }; unset f; echo "[${f-unset}]"; f; unset f; type -t f || echo gone
#### unset -n removes nameref itself
x=1; declare -n r=x; unset -n r; echo "[$x]"; declare -p r 2>&1
#### unset through nameref removes target
x=1; declare -n r=x; unset r; echo "[${x-unset}]"; declare -p r
#### unset readonly
readonly ro=1; unset ro; echo st=$?
#### unset invalid name
unset 1abc; echo st=$?; unset 'a-b'; echo st=$?
#### unset -f and -v together
unset -f -v x; echo st=$?
#### unset array element and whole
a=(1 2 3); unset 'a[1]'; declare -p a; unset 'a[@]'; declare -p a 2>&1
#### unset positional is error
unset 1; echo st=$?
#### unset nonexistent ok
unset nosuchvar; echo st=$?; unset -f nosuchfn; echo st=$?
#### unset local reveals global
x=global; f() { local x=loc; unset x; echo "[${x-unset}]"; }; f
#### unset in nested function dynamic scope
x=g; f() { local x=f; g; echo "f:$x"; }; g() { unset x; echo "g:${x-unset}"; }; f
#### export -n removes export
export ev=1; export -n ev; env | grep -c '^ev='; echo "$ev"
#### export -f function
f() { echo exported; }; export -f f; bash -c f
#### export -f nonfunction
export -f nosuch; echo st=$?
#### export -p format
export zz=1; export -p | grep ' zz='
#### export invalid name
export 'a b=1'; echo st=$?; export =x; echo st=$?
#### export name without value
export nv; declare -p nv; nv=2; env | grep '^nv='
#### export -n on function
f() { :; }; export -f f; export -n -f f; declare -F f; env | grep -c BASH_FUNC
#### readonly -a and -A
readonly -a ra=(1 2); readonly -A rh=([k]=v); declare -p ra rh
#### readonly -f
f() { :; }; readonly -f f; f() { echo new; }; echo st=$?; readonly -f | head -3
#### readonly -p listing
readonly zro=5; readonly -p | grep zro
#### readonly assignment error
readonly r=1; r=2; echo "st=$? $r"
#### readonly array element assign
readonly -a ra=(1); ra[1]=2; echo st=$?
#### readonly invalid name
readonly 1x=2; echo st=$?
#### readonly -f nonexistent
readonly -f nofn; echo st=$?
#### readonly then declare plus r
readonly r=1; declare +r r; echo st=$?
#### wait no children
wait; echo st=$?
#### wait for non child pid
wait 99999; echo st=$?
#### wait invalid arg
wait abc; echo st=$?
#### wait for job status
( exit 7 ) & wait $!; echo st=$?
#### wait -n returns first status
( exit 3 ) & wait -n; echo st=$?
#### wait with job spec
sleep 0 & wait %1; echo st=$?
#### wait nonexistent job spec
wait %5; echo st=$?
#### times status with args
times x >/dev/null; echo st=$?
#### times format shape
times | sed 's/[0-9]/N/g'
