#### alias basic in script with expand_aliases
shopt -s expand_aliases
alias hi='echo hello'
hi there
#### alias defined in same line as use
shopt -s expand_aliases; alias sa='echo same'; sa 2>&1 | sed 's/^.*: sa/sa/'
sa
#### alias trailing blank expands next word
shopt -s expand_aliases
alias run='echo run: ' w='word'
run w
#### alias without trailing blank next word not expanded
shopt -s expand_aliases
alias run='echo run:' w='word'
run w
#### alias trailing blank chain of three
shopt -s expand_aliases
alias a1='echo ' a2='a3 ' a3='x'
a1 a2 a3
#### alias trailing tab counts as blank
shopt -s expand_aliases
alias t=$'echo\t' w='W'
t w
#### alias self reference not recursive
shopt -s expand_aliases
alias ls='ls -d'
ls /
#### alias mutual recursion stops
shopt -s expand_aliases
alias p='q' q='p'
p 2>&1 | sed 's/^.*: p/p/'
#### alias to another alias
shopt -s expand_aliases
alias one='two' two='echo two-ran'
one
#### alias with pipeline
shopt -s expand_aliases
alias up='tr a-z A-Z'
echo abc | up
#### alias containing semicolon list
shopt -s expand_aliases
alias both='echo a; echo b'
both
#### alias with args appended
shopt -s expand_aliases
alias e='echo pre'
e post
#### alias in function defined before alias
shopt -s expand_aliases
f() { al; }
alias al='echo aliased'
f 2>&1 | sed 's/^.*: al/al/'
#### alias in function defined after alias
shopt -s expand_aliases
alias al='echo aliased'
f() { al; }
unalias al
f
#### alias changed after function definition
shopt -s expand_aliases
alias al='echo first'
f() { al; }
alias al='echo second'
f
#### alias not expanded in quotes
shopt -s expand_aliases
alias x='echo X'
'x' 2>&1 | sed 's/^.*: x/x/'
#### alias not expanded with backslash
shopt -s expand_aliases
alias ls='echo aliased'
\ls -d / 
#### alias in command position after pipe
shopt -s expand_aliases
alias c='cat -n'
echo a | c
#### alias after semicolon
shopt -s expand_aliases
alias x='echo X'
true; x
#### alias after and-and
shopt -s expand_aliases
alias x='echo X'
true && x
#### alias not in argument position
shopt -s expand_aliases
alias x='echo X'
echo x
#### alias keyword expansion
shopt -s expand_aliases
alias loop='for i in 1 2; do'
loop echo $i; done
#### alias of reserved word if not replaced
shopt -s expand_aliases
alias if='echo notif'
if true; then echo realif; fi
#### alias -p output
shopt -s expand_aliases
alias b='x y' a="it's"
alias -p
#### alias no args lists
alias z1='zz'
alias
#### alias print one
alias q1='v 1'; alias q1
#### alias print missing status
alias nosuch_h39c 2>&1; echo st=$?
#### alias mixed print and missing
alias k='v'; alias k nosuch_h39c 2>&1; echo st=$?
#### unalias -a
alias a='1' b='2'; unalias -a; alias; echo st=$?
#### unalias missing
unalias nosuch_h39c 2>&1; echo st=$?
#### unalias no args
unalias 2>&1; echo st=$?
#### alias invalid name slash
alias 'a/b=x' 2>&1; echo st=$?
#### alias name with equals value empty
alias e=; alias e
#### alias value with quotes printed
alias q="echo 'a b'"; alias q
#### alias value with newline
shopt -s expand_aliases
alias nl='echo one
echo two'
nl
#### alias in subshell inherits
shopt -s expand_aliases
alias x='echo X'
( x )
#### alias in command substitution
shopt -s expand_aliases
alias x='echo X'
v=$(x); echo "$v"
#### alias defined in eval used after
shopt -s expand_aliases
eval "alias ev='echo from-eval'"
ev
#### alias defined and used in eval same string
shopt -s expand_aliases
eval "alias ev2='echo evx'
ev2"
#### alias expanded by eval
shopt -s expand_aliases
alias x='echo X'
eval x
#### alias and function same name
shopt -s expand_aliases
f() { echo func; }
alias f='echo alias'
f; \f
#### alias shadowing builtin
shopt -s expand_aliases
alias echo='printf "[%s]\n"'
echo a b
#### alias with redirection inside
shopt -s expand_aliases
alias w='echo into >o'
w; cat o
#### alias command builtin not expanded after command
shopt -s expand_aliases
alias x='echo X'
command x 2>&1 | sed 's/^.*: x/x/'
#### alias with trailing blank command
shopt -s expand_aliases
alias cmd='command ' x='echo X'
cmd x
#### alias type reports
shopt -s expand_aliases
alias x='echo X'
type x
#### alias type -t
alias x='echo X'; type -t x
#### alias command -v
alias x='echo X'; command -v x
#### alias expand_aliases off in script default
alias x='echo X'; x 2>&1 | sed 's/^.*: x/x/'
#### alias posix mode expands in script
set -o posix
alias x='echo X'
x
#### alias shopt off after definition
shopt -s expand_aliases
alias x='echo X'
shopt -u expand_aliases
x 2>&1 | sed 's/^.*: x/x/'
#### alias with leading assignment
shopt -s expand_aliases
alias show='echo "$v"'
v=1 show
#### alias value ending in assignment
shopt -s expand_aliases
alias setv='v=9'
setv; echo $v
#### alias in case pattern not expanded
shopt -s expand_aliases
alias x='y'
case x in x) echo matched;; esac
#### alias inside brace group
shopt -s expand_aliases
alias x='echo X'
{ x; }
#### alias inside while body
shopt -s expand_aliases
alias x='echo X'
i=0; while [ $i -lt 2 ]; do x; i=$((i+1)); done
#### alias list order sorted
alias zz=1 aa=2 mm=3; alias
#### alias -p with special chars
alias d='echo "$HOME" \$x'; alias -p d
#### alias bad option
alias -x 2>&1; echo st=$?
#### alias unalias then use
shopt -s expand_aliases
alias x='echo X'
unalias x
x 2>&1 | sed 's/^.*: x/x/'
#### alias name with dash
alias -- -t='echo dash'; alias -- -t
#### alias name with dot and digit
shopt -s expand_aliases
alias a.1='echo dotted'
a.1
#### alias expanding to nothing
shopt -s expand_aliases
alias nothing=''
nothing echo after
#### alias trailing blank then reserved word
shopt -s expand_aliases
alias t='time ' 
t true 2>/dev/null; echo st=$?
#### alias BASH_ALIASES assoc
alias k1='v1'; echo "${BASH_ALIASES[k1]}"
#### alias set via BASH_ALIASES
shopt -s expand_aliases
BASH_ALIASES[nw]='echo via-array'
nw
#### alias unset BASH_ALIASES element
alias k1='v1'; unset 'BASH_ALIASES[k1]'; alias k1 2>&1; echo st=$?
#### alias chain first word rechecked after blank alias
shopt -s expand_aliases
alias c1='echo ' c2='c3 c3 ' c3='Z'
c1 c2 c3
#### alias chain self name in text not rechecked
shopt -s expand_aliases
alias e1='echo ' e2='e2 '
e1 e2 e2
