#### alias not expanded without expand_aliases
alias hi='echo hello'
hi 2>&1 | sed 's/^.*: //'
echo st=${PIPESTATUS[0]}
#### basic alias
shopt -s expand_aliases
alias hi='echo hello world'
hi
hi there
#### alias with trailing space expands next word
shopt -s expand_aliases
alias e='echo '
alias foo='FOO'
e foo bar
alias e2='echo'
e2 foo
#### define and use alias on same line does not work
shopt -s expand_aliases
alias x='echo X'; x 2>/dev/null; echo st=$?
x
#### alias listing
shopt -s expand_aliases
alias a1='echo 1' a2="echo 'two'"
alias
alias a1
alias -p a2
#### alias of nonexistent name
alias nonexist_zz; echo st=$?
#### unalias
shopt -s expand_aliases
alias u='echo U'
u
unalias u
u 2>/dev/null; echo st=$?
unalias u; echo st=$?
#### unalias -a
shopt -s expand_aliases
alias p='echo p' q='echo q'
unalias -a
alias; echo st=$?
#### alias recursion stops
shopt -s expand_aliases
alias ls='ls -d'
alias echo='echo E'
echo hi
#### alias chained
shopt -s expand_aliases
alias a='b'
alias b='echo chained'
a x
#### alias in function body at definition time
shopt -s expand_aliases
alias g='echo G'
f() { g; }
alias g='echo G2'
f
#### alias with semicolon and pipe
shopt -s expand_aliases
alias two='echo one; echo two | tr a-z A-Z'
two
#### alias for keyword-like prefix
shopt -s expand_aliases
alias myif='if true; then'
myif echo inside; fi
#### alias ending in keyword open brace
shopt -s expand_aliases
alias begin='{'
begin echo braced; }
#### alias not expanded when quoted
shopt -s expand_aliases
alias q='echo aliased'
'q' 2>/dev/null; echo st=$?
\q 2>/dev/null; echo st=$?
#### alias name with invalid chars
alias 'a/b=echo x'; echo st=$?
alias 'a=b=c'; alias a
#### alias prints with quotes
alias sq="echo 'single' \"dbl\""
alias sq
alias dollar='echo $HOME'
alias dollar
#### alias in subshell and command sub
shopt -s expand_aliases
alias s='echo sub'
( s )
echo "$(s)"
#### alias with assignment prefix
shopt -s expand_aliases
alias setx='X=1'
setx; echo "X=$X"
#### alias used as first word after assignment
shopt -s expand_aliases
alias pr='printf "[%s]\n"'
A=1 pr a b
#### alias after pipe and &&
shopt -s expand_aliases
alias up='tr a-z A-Z'
echo abc | up
true && up <<< xyz
#### alias with trailing space chain of three
shopt -s expand_aliases
alias a='echo ' b='B ' c='C'
a b c d
#### unalias status of missing
unalias nope_zz; echo st=$?
unalias -a; echo st=$?
#### alias -p output form
alias x1=y
alias -p
#### alias invalid option
alias -z 2>&1; echo st=$?
#### type of alias
shopt -s expand_aliases
alias ll='ls -l'
type ll
type -t ll
#### alias defined in eval is usable next line
shopt -s expand_aliases
eval "alias ev='echo from eval'"
ev
#### alias with newline in value
shopt -s expand_aliases
alias nl='echo line1
echo line2'
nl
#### alias in for loop body
shopt -s expand_aliases
alias say='echo say'
for i in 1 2; do say $i; done
#### alias with command sub evaluated lazily
shopt -s expand_aliases
x=one
alias show='echo $x $(echo sub)'
x=two
show
#### recursive alias of second word
shopt -s expand_aliases
alias e='echo ' s1='s2 ' s2='done-chain'
e s1 s1
#### same alias as first and second word
shopt -s expand_aliases
alias a='echo a '
a a a
alias b='echo b'
b b b
#### alias for keyword for
shopt -s expand_aliases
alias myfor='for'
myfor i in 1 2; do echo $i; done
#### alias with time
shopt -s expand_aliases
alias t='time -p'
{ t true; } 2>&1 | wc -l
#### alias that is a pipeline and list
shopt -s expand_aliases
alias pl='echo abc | tr b B'
alias li='true && echo and-ok || echo bad'
pl
li
#### alias containing parenthesis subshell
shopt -s expand_aliases
alias sub='( echo in-sub )'
sub
#### alias ending in pipe
shopt -s expand_aliases
alias topipe='echo piped |'
topipe tr a-z A-Z
#### alias with tab in value
alias tb=$'echo\tx'
alias tb
#### unalias with no args
unalias 2>&1; echo st=$?
#### alias name with hyphen and equals in value
shopt -s expand_aliases
alias my-cmd='echo a=b'
my-cmd
#### alias name that is a function
shopt -s expand_aliases
f() { echo func-f; }
alias f='echo alias-f'
f
command f 2>/dev/null || echo st=$?
#### alias expanded in eval and bash -c
shopt -s expand_aliases
alias ev='echo EV'
eval ev
bash -c 'ev' 2>&1 | sed 's/^.*: //'
#### alias with here doc
shopt -s expand_aliases
alias c='cat'
c <<END2
in here doc
END2
#### alias print of several with -p
alias z1='x' z2='y y'
alias -p z2 z1
#### alias of undefined after unalias -a lists nothing
alias q='q'; unalias -a; alias q 2>&1; echo st=$?
#### alias expansion after redirect
shopt -s expand_aliases
alias hello='echo hello'
> /dev/null hello
2>/dev/null hello
#### more alias with backslash newline
shopt -s expand_aliases
alias bl='echo one \
two'
bl
#### more alias used in function defined before alias
shopt -s expand_aliases
f() { al; }
alias al='echo late'
f 2>&1 | sed 's/^.*: //'
#### more alias of alias with trailing space to keyword
shopt -s expand_aliases
alias s='sudo_ ' sudo_='echo'
alias w='while'
s hi
#### more alias value with quotes printing
alias q1="it's"
alias q1
#### more alias and posix mode keyword
set -o posix
shopt -s expand_aliases
alias if='echo notkw'
if true; then echo kw; fi
#### more alias with redirect
shopt -s expand_aliases
alias toerr='echo to-err >&2'
toerr 2>&1
#### more expand_aliases turned off midway
shopt -s expand_aliases
alias m='echo M'
m
shopt -u expand_aliases
m 2>/dev/null || echo off-now
#### more alias in case body
shopt -s expand_aliases
alias cb='echo in-case'
case x in x) cb;; esac
#### more BASH_ALIASES
shopt -s expand_aliases
alias ba='echo BA'
echo ${BASH_ALIASES[ba]}
BASH_ALIASES[nb]='echo NB'
alias nb
#### more unalias inside function
shopt -s expand_aliases
alias ua='echo ua'
f() { unalias ua; }
f; alias ua 2>&1; echo st=$?
