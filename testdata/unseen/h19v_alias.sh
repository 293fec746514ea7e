#### alias not expanded in script by default
alias hi='echo hello'
hi 2>&1 | sed 's/^.*: hi:/hi:/'
#### alias expand_aliases
shopt -s expand_aliases
alias hi='echo hello'
hi there
#### alias trailing space chains
shopt -s expand_aliases
alias a='echo ' b='B'
a b c
#### alias recursive stops
shopt -s expand_aliases
alias ls='ls -d' echo='echo x'
echo y
#### alias defined same line not used
shopt -s expand_aliases
alias q='echo Q'; q 2>&1 | sed 's/^.*: q:/q:/'
q
#### alias listing
alias b='x y' a="it's"; alias; alias a; alias -p | head -1
#### alias missing
alias nope 2>&1; echo st=$?
#### unalias
shopt -s expand_aliases
alias z='echo z'; unalias z; unalias z 2>&1; echo st=$?; alias z2=1; unalias -a; alias; echo done
#### alias in function body at definition
shopt -s expand_aliases
alias al='echo defined'
f() { al; }
alias al='echo later'
f
#### alias with keyword
shopt -s expand_aliases
alias cond='if true; then echo yes; fi'
cond
#### alias in quotes not expanded
shopt -s expand_aliases
alias x='echo X'
'x' 2>&1 | sed 's/^.*: x:/x:/'; \x 2>&1 | sed 's/^.*: x:/x:/'
#### alias with redirection
shopt -s expand_aliases
alias say='echo said >&2'
say 2>&1
#### alias name validity
alias 'a=b=c'; alias a; alias 'x y=1' 2>&1; echo st=$?; alias '-x=1' 2>&1; echo st=$?
#### alias in subshell and cmdsub
shopt -s expand_aliases
alias k='echo K'
( k ); echo $(k)
#### alias ending in semicolon
shopt -s expand_aliases
alias two='echo one; echo two'
two
#### alias after assignment prefix
shopt -s expand_aliases
alias e='echo'
X=1 e hi
#### alias of assignment
shopt -s expand_aliases
alias setit='V=5'
setit; echo $V
#### alias posix mode on by default
set -o posix
alias p='echo P'
p
#### alias -p format
alias q="a'b"; alias -p
#### alias empty value
shopt -s expand_aliases
alias nothing=''
nothing echo works
