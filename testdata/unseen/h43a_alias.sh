#### alias with no aliases succeeds
unalias -a
alias; echo "alias: $?"
alias foo=bar; unalias foo
alias; echo "alias: $?"
#### circular alias chain stops
shopt -s expand_aliases
qf() { echo "qfoo ran"; }
alias qfoo=qbar
alias qbar=qbaz
alias qbaz=quux
alias quux=qfoo
qfoo
#### trailing space expands next word
shopt -s expand_aliases
alias foo='echo '
alias bar=baz
alias baz=quux
foo bar
#### multiline alias with compound assignment
shopt -s expand_aliases
alias foo='a=() b=""
for i in 1; do echo hi; done'
foo
echo "${#a[@]} [$b]"
#### alias after leading redirection
shopt -s expand_aliases
alias foo=echo
< /dev/null foo bar
#### redirection then assignment only
< /dev/null x=value
echo $x
#### alias after redirection and assignment
shopt -s expand_aliases
alias foo=echo
< /dev/null x=newvalue foo bar
echo "x=$x"
#### alias containing a redirection
shopt -s expand_aliases
alias a="echo OK >&2"
a
> /dev/null a
#### alias with several commands separated by semicolons
shopt -s expand_aliases
f() { printf '[%s]\n' "$@"; }
alias foo1='f one; f two; f three'
foo1
#### alias with commands on several lines
shopt -s expand_aliases
f() { printf '[%s]\n' "$@"; }
alias foo2='f one
f two
f three'
foo2
#### alias name as case word is not expanded
shopt -s expand_aliases
alias foo='oneword'
foo_word='foo'
case "$foo_word"
in
	foo) echo matched ;;
	*) echo bad 1;;
esac
#### alias with unbalanced quote joins rest of line
shopt -s expand_aliases
alias foo="echo 'Error:"
foo bar'
#### alias that runs unalias -a
shopt -s expand_aliases
v=1
alias a='unalias -a
v=2'
eval a
[ "$v" = 2 ] && echo ok 1
#### alias that unaliases itself
shopt -s expand_aliases
v=1
alias a='unalias a
v=2'
eval a
[ "$v" = 2 ] && echo ok 2
alias a 2>&1; echo "st=$?"
#### alias for command keeps next word an alias candidate only with space
shopt -s expand_aliases
alias command=command
alias true='echo bad'
eval 'command true'; echo "st=$?"
#### alias to command then aliased word
shopt -s expand_aliases
alias alias0=command
alias true='echo bad'
eval 'alias0 true'; echo "st=$?"
#### null alias after trailing space alias
shopt -s expand_aliases
alias nullalias=''
alias foo='echo '
foo nullalias text
#### quoted text after trailing space alias is not expanded
shopt -s expand_aliases
alias nullalias=''
alias foo="echo 'whoops: "
foo nullalias'
#### recursive alias echo=echo
shopt -s expand_aliases
alias echo=echo
eval echo foo
#### alias echo with argument
shopt -s expand_aliases
alias echo='echo a'
echo
echo b
eval echo b
echo $(eval echo b)
#### alias after redirection in eval
shopt -s expand_aliases
alias e=echo
eval '</dev/null e ok 3'
eval 'a=true e ok 4'
#### alias to comment
shopt -s expand_aliases
alias comment=#
comment
comment foo bar
echo after
#### alias to comment with text
shopt -s expand_aliases
alias long_comment='# for x in '
long_comment text after
echo done
#### alias ending in tab and spaces
shopt -s expand_aliases
alias foo="\
	echo \"bar\" \
	"
foo
alias foo=$'echo bad \t'
foo
#### alias output redirected
shopt -s expand_aliases
alias foo='echo 0'
foo>&2
#### alias ending in backslash
shopt -s expand_aliases
alias a='printf "<%s>\n" \'
a|cat
#### multiline alias at end of input
shopt -s expand_aliases
alias myalias='echo foo
echo bar
echo baz'
myalias
#### alias ending in multibyte character
shopt -s expand_aliases
alias a1='printf "<%s>\\n" áa'
a1
alias a2='printf "<%s>\\n" aá'
a2
#### alias listing format
alias zz='echo hi' yy="it's"
alias zz yy
alias -p | grep -E '^alias (yy|zz)='
#### alias of unknown name fails
alias nosuch; echo "st=$?"
unalias nosuch; echo "st=$?"
#### aliases not expanded without expand_aliases
alias hi='echo alias'
hi() { echo func; }
hi
#### alias defined on same line not used yet
shopt -s expand_aliases
alias x='echo from-alias'; x 2>/dev/null || echo "not yet"
x
#### alias in function body expanded at definition
shopt -s expand_aliases
alias g='echo one'
f() { g; }
alias g='echo two'
f
#### unalias inside function does not affect defined body
shopt -s expand_aliases
alias g='echo one'
f() { g; }
unalias g
f
#### alias with invalid name
alias 'a b=echo' 2>&1; echo "st=$?"
alias 'a/b=echo' 2>&1; echo "st=$?"
#### alias value with equals sign
alias e='x=1 y=2'
alias e
#### unalias with no arguments
unalias 2>&1; echo "st=$?"
#### alias -p with no aliases prints nothing
unalias -a
alias -p; echo "st=$?"
