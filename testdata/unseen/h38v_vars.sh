#### dynamic variables in declare -p before any read
declare -p | grep -E '^declare -[a-zA-Z-]+ (RANDOM|SRANDOM|SECONDS|LINENO|BASHPID|HISTCMD|EPOCHSECONDS|EPOCHREALTIME|BASH_COMMAND|BASH_SUBSHELL|BASH_ARGV0|COMP_WORDBREAKS|BASH_ALIASES|BASH_CMDS|DIRSTACK|GROUPS|FUNCNAME|BASH_SOURCE|BASH_LINENO|BASH_ARGC|BASH_ARGV|PIPESTATUS|OPTIND|OPTERR|TERM)(=|$)'
#### dynamic variables in declare -p keep the value last read
echo "$RANDOM $SRANDOM $SECONDS $LINENO $BASHPID $HISTCMD $EPOCHSECONDS $EPOCHREALTIME $BASH_SUBSHELL $BASH_ARGV0 ${GROUPS[0]} ${DIRSTACK[0]} $COMP_WORDBREAKS" > /dev/null
declare -p | grep -E '^declare -[a-zA-Z-]+ (RANDOM|SRANDOM|SECONDS|LINENO|BASHPID|HISTCMD|EPOCHSECONDS|EPOCHREALTIME|BASH_SUBSHELL|BASH_ARGV0|COMP_WORDBREAKS|DIRSTACK|GROUPS)(=|$)' | sed -E 's/"[0-9][0-9.]*"/"N"/'
#### lineno in a listing is the line it was read on
x=$LINENO
echo "$LINENO" >/dev/null

declare -p | grep ' LINENO='
#### seconds becomes an integer when read
declare -p | grep ' SECONDS'
: "$SECONDS"
declare -p | grep ' SECONDS' | sed 's/"[0-9]*"/"N"/'
#### set lists the dynamic arrays
set | grep -E '^(BASH_ALIASES|BASH_CMDS|DIRSTACK|GROUPS|BASH_ARGC|BASH_ARGV|BASH_LINENO|BASH_SOURCE|FUNCNAME|PIPESTATUS|RANDOM|LINENO|TERM|OPTIND)='
#### declare without arguments lists dynamic arrays and scalars
declare | grep -E '^(BASH_ALIASES|BASH_ARGC|BASH_SOURCE|DIRSTACK|FUNCNAME|RANDOM|SECONDS|TERM|OPTIND|_)='
#### declare -A and -a list the dynamic arrays
declare -A
echo ---
declare -a | grep -v VERSINFO
echo ---
declare -pa | grep -c .
#### declare -i lists the dynamic integers
declare -i | grep -vE ' (EUID|UID|PPID)='
#### typeset -p lists them too
typeset -p | grep -E ' (BASH_ALIASES|FUNCNAME|RANDOM|OPTIND)(=|$)'
#### call stacks in a listing inside functions
f() { declare -p | grep -E ' (FUNCNAME|BASH_SOURCE|BASH_LINENO|BASH_ARGC|BASH_ARGV)(=|$)'; }
g() { f x y; }
g 1
f
declare -p | grep -E ' (FUNCNAME|BASH_LINENO)(=|$)'
#### funcname after a function returns
f() { :; }
f
declare -p FUNCNAME
echo "${#FUNCNAME[@]}"
set | grep -c '^FUNCNAME'
#### bash_argc listing before and after a read
set -- a b
declare -p | grep -E ' BASH_ARG[CV]='
: "${BASH_ARGC[0]}"
declare -p | grep -E ' BASH_ARG[CV]='
#### bash_argv listing under extdebug
shopt -s extdebug
f() { declare -p | grep -E ' BASH_ARG[CV]='; }
f 1 2
#### bash_aliases in a listing as last read
alias ll='ls -l'
declare -p | grep BASH_ALIASES
echo "${BASH_ALIASES[ll]}"
alias la='ls -a'
declare -p | grep BASH_ALIASES
declare -p BASH_ALIASES
#### dirstack in a listing as last read
declare -p | grep DIRSTACK
pushd / >/dev/null
declare -p | grep DIRSTACK
declare -p DIRSTACK
declare -p | grep DIRSTACK
#### groups in a listing once read
declare -p | grep ' GROUPS='
: "${GROUPS[@]}"
declare -p | grep ' GROUPS=' | sed 's/"[0-9]*"/"N"/g'
#### pipestatus not there before the first command ends
declare -p PIPESTATUS
echo "st=$?"
declare -p PIPESTATUS
#### pipestatus in a listing
declare -p | grep PIPESTATUS
false | true
declare -p | grep PIPESTATUS
set | grep PIPESTATUS
#### underscore in a listing is the previous command's
echo a; declare -p _
echo b; declare -p _ nosuch 2>&1
echo c; declare -p | grep ' _='
echo d; set | grep '^_='
echo e; x=1 declare -p _
declare x=5; echo "$_"
#### comp_wordbreaks
declare -p | grep COMP_WORDBREAKS
declare -p COMP_WORDBREAKS
declare -p | grep COMP_WORDBREAKS
COMP_WORDBREAKS=' ='
declare -p COMP_WORDBREAKS
echo "[$COMP_WORDBREAKS]"
#### random unset leaves the listing
unset RANDOM
declare -p | grep -c ' RANDOM'
RANDOM=5
declare -p RANDOM
#### local random in a listing
f() { local RANDOM=3; declare -p | grep ' RANDOM'; }
f
#### term and optind
declare -p TERM OPTIND OPTERR
OPTIND=1+1
echo "$OPTIND"
#### ppid in a listing has its value
[ "$(declare -p | grep ' PPID=')" = "declare -ir PPID=\"$PPID\"" ] && echo same
#### subscript errors end a bash -c string
bash -c 'a[x y]=1; echo after'; echo "st=$?"
bash -c 'declare a[x y]=1; echo after'; echo "st=$?"
bash -c 'a=([x y]=1); echo after'; echo "st=$?"
bash -c 'echo $(( a[x y] )); echo after'; echo "st=$?"
bash -c '(( a[x y]=1 )); echo after'; echo "st=$?"
bash -c 'let "a[x y]=1"; echo after'; echo "st=$?"
bash -c 'a[1+]=1; echo after'; echo "st=$?"
bash -c 'echo ${a[x y]}; echo after'; echo "st=$?"
bash -c 'unset "a[x y]"; echo after'; echo "st=$?"
bash -c 'read "a[x y]" <<< hi; echo after'; echo "st=$?"
bash -c 'printf -v "a[x y]" hi; echo after'; echo "st=$?"
bash -c 'a[x y]=1 true; echo after'; echo "st=$?"
#### compound assignment with a bad subscript in bash -c
bash -c 'declare -a a=([k]=1 ["a b"]=2 [3]=3); echo after; declare -p a'; echo "st=$?"
bash -c 'a=([k]=1 ["a b"]=2 [3]=3); echo after; declare -p a'; echo "st=$?"
bash -c 'b=([1+]=1 [2]=2); echo after; declare -p b'; echo "st=$?"
#### subscript errors in arithmetic discard the line
echo $(( a[x y] )); echo after
echo "st=$?"
(( a[x y]=1 )); echo after
echo "st=$?"
let "a[x y]=1"; echo after
echo "st=$?"
n=0; (( n=5, a[x y]=1 )); echo after
echo "st=$? n=$n"
#### compound assignment keeps the elements before a bad subscript
declare -a a=([k]=1 ["a b"]=2 [3]=3); echo after
echo "st=$?"; declare -p a
unset a; a=([k]=1 ["a b"]=2 [3]=3); echo after
echo "st=$?"; declare -p a
unset a; a=([2]=1 [1+]=2 [3]=3); echo after
echo "st=$?"; declare -p a
unset a; declare a=([2]=1 [1+]=2 [3]=3); echo after
echo "st=$?"; declare -p a
f() { local a=([2]=1 [1+]=2 [3]=3); echo after; }; f
echo "st=$?"
#### empty subscript in arithmetic
(( a[]=1 )); echo "st=$?"
echo $(( a[] )); echo "st=$?"
let 'a[]=2'; echo "st=$?"
echo $(( a[]+1 )); echo "st=$?"
declare -A A; (( A[]=3 )); echo "st=$?"; echo $(( A[] )); echo "st=$?"
[[ a[] -eq 1 ]]; echo "st=$?"
echo "${a[]}"; echo "st=$?"
a[]=5; echo "st=$?"
echo end
#### empty subscript in arithmetic assignments
(( a[]++ )); echo "st=$?"
(( a[]+=4 )); echo "st=$?"; declare -p a
(( x = a[] + 2 )); echo "st=$? x=$x"
echo $(( a[] = 7 )); echo "st=$?"
let 'a[]=0'; echo "st=$?"
let 'a[]=0' 'y=2'; echo "st=$? y=$y"
(( a[]=0 )); echo "st=$?"
i=0; (( a[i]=1, a[]=2 )); echo "st=$?"; declare -p a
echo $(( ++a[] )); echo "st=$?"
for ((a[]=0; 0; )); do :; done; echo "st=$?"
declare -i n; n='a[]'; echo "st=$? n=$n"
(( )); echo $(( a[]=1 ))
#### empty subscript in bash -c
bash -c '(( a[]=1 )); echo "st=$?"; echo $(( a[] )); echo end'; echo "st=$?"
#### bash_command read in a command with redirections
hash ls
echo "$BASH_COMMAND" > /dev/null
declare -p | grep ' BASH_COMMAND='
echo "[$BASH_COMMAND]" 2>&1 >/dev/null
f() { echo "$BASH_COMMAND" >&2; }; f 2>&1
echo "$BASH_COMMAND" $(echo "$BASH_COMMAND") >/dev/null; declare -p BASH_COMMAND _
#### subscript errors in arithmetic evaluate what comes first
i=0; (( i++, a[x y] ))
echo "i=$i"
i=0; (( a[x y] = i++ ))
echo "i=$i"
j=0; echo $(( j+=2, a[1 +] ))
echo "j=$j"
z="a[1 +]"; echo $(( z + 1 ))
echo "st=$?"
declare -A A; (( A[x y]=3 )); declare -p A
#### subscript error through a value read again
x="a[x y]"; echo $(( x + 1 ))
echo "st=$?"
