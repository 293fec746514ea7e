#### alias with trailing space expands next word
shopt -s expand_aliases
alias e='echo '
alias w='world'
e w
#### alias without trailing space
shopt -s expand_aliases
alias e='echo'
alias w='world'
e w
#### alias recursion stops
shopt -s expand_aliases
alias ls='ls -d'
alias x='x y'
eval 'x' 2>&1 | sed 's/.*line [0-9]*: //'
#### alias defined and used same line
shopt -s expand_aliases
alias a1='echo one'; a1 2>/dev/null || echo notfound
a1
#### alias in function body at definition
shopt -s expand_aliases
alias g='echo from alias'
f() { g; }
unalias g
f
#### alias -p output
alias z='echo z'
alias q="it's"
alias -p
#### alias print single
alias z='a b'
alias z
#### alias nonexistent status
alias nosuch
echo st=$?
#### unalias nonexistent
unalias nosuch
echo st=$?
#### unalias -a
alias a=b c=d
unalias -a
alias
echo st=$?
#### alias with invalid name
alias 'a=b=c'
alias a
alias '/x=1'
echo st=$?
#### alias name with dash
shopt -s expand_aliases
alias -- -x='echo dashx'
alias -- -x
#### alias expanding to keyword
shopt -s expand_aliases
alias mif='if'
eval 'mif true; then echo kw; fi'
#### alias not expanded in quotes
shopt -s expand_aliases
alias hi='echo x'
'hi' 2>/dev/null || echo quoted not alias
#### alias not expanded after backslash
shopt -s expand_aliases
alias hi='echo x'
\hi 2>/dev/null || echo escaped
#### alias with redirect
shopt -s expand_aliases
alias wr='echo data >out'
wr
cat out
#### alias in command sub
shopt -s expand_aliases
alias hi='echo sub'
echo $(hi)
#### alias containing semicolon
shopt -s expand_aliases
alias two='echo a; echo b'
two
#### alias after assignment prefix
shopt -s expand_aliases
alias pv='printenv V'
V=1 pv
#### alias expansion of second word after trailing space chain
shopt -s expand_aliases
alias a='b '
alias b='c '
alias c='echo'
a a
#### alias with pipe
shopt -s expand_aliases
alias up='tr a-z A-Z'
echo hi | up
#### alias with unbalanced quote
shopt -s expand_aliases
alias q='echo "'
eval 'q x"' 
#### alias shadows function
shopt -s expand_aliases
f() { echo func; }
alias f='echo alias'
f
#### command bypasses alias
shopt -s expand_aliases
alias echo='echo aliased'
command echo plain
#### alias defined in function used after call
shopt -s expand_aliases
f() { alias inner='echo inner alias'; }
f
inner
#### alias name with equals value with equals
alias k='a=b'
alias k
#### alias quoting in output
alias s="it's \"q\""
alias s
#### alias with newline value
shopt -s expand_aliases
alias nl='echo one
echo two'
nl
#### alias used in same eval after define
shopt -s expand_aliases
eval 'alias ee="echo ee"
ee'
#### unalias message
unalias zzz
#### alias invalid option
alias -x
echo st=$?
#### alias print nonexistent message
alias zzz
#### alias ending in space before keyword position
shopt -s expand_aliases
alias run='command '
run echo cmd
#### alias of for keyword body
shopt -s expand_aliases
alias loop='for i in 1 2; do echo $i; done'
loop
