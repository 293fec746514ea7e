#### coproc default name round trip
coproc cat; echo hello >&"${COPROC[1]}"; read -r -u "${COPROC[0]}" line; echo "got $line"; [[ $COPROC_PID =~ ^[0-9]+$ ]] && echo pid-numeric
#### coproc named with compound command
coproc UP { tr a-z A-Z; }; p=$UP_PID; exec 5<&"${UP[0]}"; echo 'abc def' >&"${UP[1]}"; exec {UP[1]}>&-; read -r -u 5 l; echo "$l"; wait "$p"; echo st=$?
#### coproc name variables are arrays of two fds
coproc W { cat; }; declare -p W | sed 's/[0-9][0-9]*/N/g'; [[ -v W_PID ]] && echo has-pid; exec {W[1]}>&-; wait
#### coproc reads several lines
coproc S { while read -r a b; do echo "$((a+b))"; done; }; for p in '1 2' '3 4' '10 20'; do echo "$p" >&"${S[1]}"; read -r -u "${S[0]}" r; echo "$r"; done; exec {S[1]}>&-; wait
#### coproc exit status via wait
coproc E { read -r x; exit "$x"; }; p=$E_PID; echo 7 >&"${E[1]}"; wait "$p"; echo st=$?
#### coproc simple command output then eof
coproc P { read -r _; printf '%s\n' a b c; }; exec 5<&"${P[0]}"; echo go >&"${P[1]}"; mapfile -t -u 5 arr; echo "${#arr[@]} ${arr[*]}"; wait
#### coproc with redirection inside braces
coproc R { read -r _; echo out; echo err >&2; } 2>/dev/null; exec 5<&"${R[0]}"; echo go >&"${R[1]}"; read -r -u 5 v; echo "$v"; wait
#### grouping braces share the shell
x=1; { x=2; y=3; }; echo $x $y
#### grouping parens isolate changes
x=1; ( x=2; cd /; echo in=$x ); echo out=$x
#### brace group needs semicolon before close
{ echo a; echo b; } | tr '\n' ' '; echo
#### brace group redirect applies to all
{ echo one; echo two; } > f; cat f; wc -l < f
#### subshell exit status and exit inside
( exit 4 ); echo st=$?; ( false; true ); echo st=$?
#### nested groups and subshells
{ ( { echo deep; } ); echo mid; } | cat
#### group in pipeline runs in subshell
x=0; { x=5; echo $x; } | cat; echo x=$x
#### subshell inherits functions and vars
f() { echo "f $1"; }; v=val; ( f "$v" )
#### brace group as function body with redirection
g() { echo body; } >/dev/null; g; echo after
#### subshell function body
h() ( x=inner; echo $x ); x=outer; h; echo $x
#### group exit stops the shell
{ echo before; exit 3; echo never; }; echo not-here
#### BASH_SUBSHELL in nested parens
echo $BASH_SUBSHELL; ( echo $BASH_SUBSHELL; ( echo $BASH_SUBSHELL ) )
#### coproc fds gone in subshell
coproc Z { cat; }; ( [[ -v Z ]] && echo set || echo unset ); exec {Z[1]}>&-; wait
