#### extra nocasematch with patsub anchored
shopt -s nocasematch; x=ABCabc; echo "${x/#a/-}" "${x/%C/-}" "${x//b/-}"
#### extra nocaseglob with bracket range
touch Ab ab; shopt -s nocaseglob; echo [a]b | tr ' ' '\n' | sort | tr '\n' ' '; echo
#### extra extglob and nullglob combined
shopt -s extglob nullglob; touch a.c; echo @(*.x|*.y) end; echo !(*.c) end
#### extra failglob with extglob
shopt -s extglob failglob; echo +(q).z; echo st=$?
#### extra globstar with nullglob none
shopt -s globstar nullglob; echo **/*.none end
#### extra dotglob with extglob negation
shopt -s dotglob extglob; touch .h a; echo !(a)
#### extra lastpipe with errexit
set -e; shopt -s lastpipe; echo x | read v; echo "[$v]"
#### extra lastpipe in function
shopt -s lastpipe; f() { echo a b | read x y; echo "$y"; }; f
#### extra xpg_echo with -n
shopt -s xpg_echo; echo -n 'a\tb' | od -c | head -1
#### extra xpg_echo with \c mid
shopt -s xpg_echo; echo 'a\cb'; echo next
#### extra expand_aliases in function defined later
shopt -s expand_aliases
alias say='echo said'
f() { say x; }
unalias say
f
#### extra localvar_inherit with declare -i
shopt -s localvar_inherit; declare -i n=1; f() { local n; n+=1; echo $n; }; f
#### extra localvar_unset with declare
shopt -s localvar_unset; f() { local v=1; unset v; declare -p v; }; f
#### extra inherit_errexit nested comsub
set -e; shopt -s inherit_errexit; x=$(echo a; y=$(false; echo b); echo "c$y"); echo "[$x]"
#### extra shift_verbose posix default
set -o posix; set -- a; shift 3; echo st=$?
#### extra sourcepath posix
mkdir b; echo 'echo found' > b/l.sh; PATH=$PWD/b:$PATH; set -o posix; . l.sh
#### extra execfail with exec of directory
mkdir d; shopt -s execfail; exec ./d; echo st=$?
#### extra cdable_vars with CDPATH first
mkdir -p p/v real; v=real; CDPATH=$PWD/p; shopt -s cdable_vars; cd v | sed 's|.*/||'
#### extra gnu_errfmt command in function
shopt -s gnu_errfmt
f() { nosuchcmd2; }
f
#### extra varredir_close with exec then command
shopt -s varredir_close; exec {fd}>out; echo a >&$fd; : {g}>out2; echo b >&$g; echo st=$?; cat out
#### extra shopt -p several with one bad
shopt -p dotglob nosuch nullglob; echo st=$?
#### extra shopt -q several with -o
set -e; shopt -qo errexit nounset; echo st=$?
#### extra shopt -s no name error status
shopt -s; echo st=$?
#### extra shopt -o invalid with -s
shopt -so nosuch; echo st=$?
#### extra redir herestring on builtin read array
read -a arr <<< 'x y  z'; echo "${#arr[@]} ${arr[2]}"
#### extra redir herestring with IFS colon array
IFS=: read -ra arr <<< 'a::b'; echo "${#arr[@]} [${arr[1]}]"
#### extra redir heredoc dash with quoted and unquoted tabs
v=1; cat <<-E
	$v	end
	E
#### extra redir noclobber with here string allowed
set -C; echo a > f; cat <<< x > /dev/null; echo st=$?
#### extra redir fd 3 through function and subshell
f() { echo fn >&3; }; exec 3>out; f; ( echo sub >&3 ); exec 3>&-; cat out
#### extra redir closing fd 3 in function leaves caller open
exec 3>out; f() { exec 3>&-; }; ( f; echo x >&3 ) 2>/dev/null; echo y >&3; cat out
#### extra redir append two fds same file
exec 3>>f 4>>f; echo a >&3; echo b >&4; exec 3>&- 4>&-; cat f
#### extra env temporary assignment to local in function
f() { local v=l; echo "$v"; }; v=t f; echo "[${v-unset}]"
#### extra env temporary assignment seen via declare -p
v=t declare -p v 2>&1; echo "[${v-unset}]"
#### extra env temporary assignment unset inside
f() { unset v; echo "[${v-unset}]"; }; v=g; v=t f; echo "[$v]"
#### extra env export in subshell not seen by parent child
( export q=1 ); bash -c 'echo "[${q-unset}]"'
#### extra env allexport
set -a; v=1; bash -c 'echo "[$v]"'
#### extra env allexport array not exported
set -a; arr=(1 2); bash -c 'echo "[${arr-unset}]"'
#### extra env declare +x
export v=1; declare +x v; bash -c 'echo "[${v-unset}]"'
#### extra env readonly -p for exported readonly
export r=1; readonly r; readonly -p | grep ' r='
#### extra env function exported with local var inside
f() { local x=1; echo "x=$x"; }; export -f f; bash -c 'f; echo "[${x-unset}]"'
#### extra redir exec missing input file
exec < nofile; echo after st=$?
#### extra redir exec missing in posix mode
set -o posix; exec < nofile; echo after
#### extra redir exec bad dup
exec 1>&9; echo st=$?
#### extra redir on dot command
: > s; . ./s < nofile; echo st=$?
#### extra redir on eval
eval 'echo in' > out; cat out
#### extra redir error on export
export v=1 > /nodir/x; echo st=$? "$v"
#### extra redir error on return in function
f() { return 3 > /nodir/x; }; f; echo st=$?
#### extra redir on break in loop
for i in 1 2; do break > /dev/null; done; echo i=$i
#### extra redir herestring to function
f() { read l; echo "<$l>"; }; f <<< 'hello world'
#### extra redir heredoc to while with ifs
while IFS=, read a b; do echo "$b-$a"; done <<E
1,2
3,4
E
#### extra redir closed stdout error message for echo
( echo x >&- ) 2>&1; echo st=$?
#### extra redir printf to closed fd
( printf 'x\n' >&- ) 2>&1; echo st=$?
#### extra redir input from dev null
read v < /dev/null; echo st=$? "[$v]"
#### extra redir write to dev full
echo x > /dev/full; echo st=$?
#### extra pe nounset at with no params in default
set -u; set --; echo "${@:-none}" "${*-none}"
#### extra pe nounset array length of unset
set -u; echo "${#nosuch[@]}"; echo after
#### extra pe nounset assoc keys of empty
set -u; declare -A A; echo "[${!A[@]}]"; echo ok
#### extra pe nounset star positional
set -u; set --; echo "[$*]"; echo ok
#### extra pe nounset unset element default
set -u; a=(1); echo "${a[5]-d}" "${a[5]:-e}"
#### extra pe nounset transform of empty array
set -u; a=(); echo "[${a[@]@A}]"; echo ok
#### extra pe length of assoc
declare -A A=([a]=1 [b]=22); echo "${#A[@]}" "${#A[a]}" "${#A[b]}"
#### extra pe case modification on assoc
declare -A A=([k]=abc); echo "${A[@]^}" "${A[k]^^}" "${A[@]~~}"
#### extra pe pattern on assoc all
declare -A A=([k]=aXa); echo "${A[@]/X/-}" "${A[@]#a}" "${A[@]%a}"
#### extra pe default on assoc element
declare -A A=([k]=); echo "[${A[k]:-d}]" "[${A[k]-e}]" "[${A[z]-f}]"
#### extra pe indirect to assoc element
declare -A A=([k]=val); r='A[k]'; echo "${!r}" "${!r@Q}"
#### extra pe indirect keys of assoc through var
declare -A A=([k]=val); r='A[@]'; echo "${!r}"
#### extra pe transform P on array elements
a=('\\' 'x'); echo "${a[@]@P}"
#### extra pe transform Q on assoc
declare -A A=([k]="a b"); echo "${A[@]@Q}" "${A[k]@Q}"
#### extra pe transform E on positional
set -- 'a\tb' 'c\nd'; printf '<%s>' "${@@E}"; echo
#### extra pe transform u on positional star
set -- abc def; IFS=+; echo "${*@u}" "${*@U}"
#### extra pe transform L quoted star
a=(ABC DEF); IFS=; echo "${a[*]@L}"
#### extra pe slice positional zero length
set -- a b c; echo "[${@:2:0}]" "[${*:1:2}]"
#### extra pe slice positional negative
set -- a b c; echo "${@: -2}" "${@: -1:1}"
#### extra pe slice positional beyond
set -- a b; echo "[${@:5}]" "[${@: -5}]"
#### extra pe substring in assignment
v=abcdef; x=${v:2:2}; echo "$x"
#### extra pe replacement with empty pattern on array
a=(ab cd); echo "${a[@]/#/-}" "${a[@]/%/+}"
#### extra pe unquoted at with default of words
set --; printf '<%s>' ${@:-a b}; echo
#### extra pe quoted at default with quoted words
set --; printf '<%s>' "${@:-a b}"; echo
#### extra pe star with default and IFS
set --; IFS=:; printf '<%s>' ${*:-a:b}; echo
#### extra pe alternative inside quoted at
set -- 1 2; printf '<%s>' "${@:+x y}"; echo
