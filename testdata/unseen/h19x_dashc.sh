#### dash c last command sees shlvl lowered
bash -c 'printenv SHLVL' > o; echo $(( $(cat o) - SHLVL ))
#### dash c nested levels after separators
d() { bash -c "$1" > o; echo "$(( $(cat o) - SHLVL )) $2"; }
B='bash -c "echo \$SHLVL"'
d "$B" plain; d "true; $B" semi; d "true & $B" amp; d "true & true; $B" amp-semi
d "true && $B" and; d "false || $B" or; d "true; true && $B" semi-and; d "true && true; $B" and-semi
#### dash c nested levels and the text after it
d() { bash -c "$1" > o; echo "$(( $(cat o) - SHLVL )) $2"; }
B='bash -c "echo \$SHLVL"'
d "$B"$'\n' nl; d "$B"$'\n\n' nlnl; d "$B  " blanks; d "$B # c" comment; d "$B"$'\n# c' comment-line
d "$B"$'\n ' nl-blank; d "$B;" semi; d "$B ; " semi-blank; d "true"$'\n'"$B" second-line
#### dash c nested levels with traps
d() { bash -c "$1" > o; echo "$(( $(cat o) - SHLVL )) $2"; }
B='bash -c "echo \$SHLVL"'
d "trap '' INT; $B" ign-int; d "trap : INT; $B" int; d "trap : EXIT; $B" exit; d "trap '' EXIT; $B" ign-exit
d "trap : ERR; $B" err; d "trap : DEBUG; $B" debug; d "trap : RETURN; $B" return; d "trap : INT; trap - INT; $B" reset
#### dash c nested levels not simple
d() { bash -c "$1" > o 2>/dev/null; echo "$(( $(cat o) - SHLVL )) $2"; }
B='bash -c "echo \$SHLVL"'
d "$B >/dev/stdout" redir; d "true && $B >/dev/stdout" and-redir; d "! $B" bang; d "time $B" time
d "eval '$B'" eval; d "x=1 $B" assign; d "{ $B; }" group; d "f() { $B; }; f" func; d "command $B" command
#### dash c exec keeps pid
bash -c 'echo $$; bash -c "echo \$\$"' | uniq | wc -l
bash -c 'echo $$; true && bash -c "echo \$\$"' | uniq | wc -l
bash -c 'echo $$; exec bash -c "echo \$\$"' | uniq | wc -l
bash -c 'echo $$; bash -c "echo \$\$"; true' | uniq | wc -l
#### dash c exec parent pid
echo $$ > p; bash -c 'bash -c "echo \$PPID"' > q; cmp -s p q && echo same
bash -c 'true; bash -c "echo \$PPID"; true' > q; cmp -s p q || echo differs
#### subshell exec in place with traps
a=$SHLVL
(trap : INT; bash -c 'echo $(( SHLVL - '$a' )) int')
(trap '' INT; bash -c 'echo $(( SHLVL - '$a' )) ign-int')
(trap '' EXIT; bash -c 'echo $(( SHLVL - '$a' )) ign-exit')
(trap : ERR; bash -c 'echo $(( SHLVL - '$a' )) err')
trap : INT; (bash -c 'echo $(( SHLVL - '$a' )) inherited'); trap - INT
#### dash c exec in place with set -e and -x
bash -c 'set -e; bash -c "echo \$SHLVL"' > o; echo $(( $(cat o) - SHLVL ))
bash -c 'set -x; bash -c "echo \$SHLVL"' > o 2>/dev/null; echo $(( $(cat o) - SHLVL ))
#### subshell exec in place with a debug trap
a=$SHLVL
(trap : DEBUG; bash -c 'echo $(( SHLVL - '$a' )) debug')
(trap : RETURN; bash -c 'echo $(( SHLVL - '$a' )) return')
