#### alias self recursion is not found
shopt -s expand_aliases
alias fooBar=fooBar
fooBar
echo st=$?
#### alias mutual recursion
shopt -s expand_aliases
alias fooBar=barFoo
alias barFoo=fooBar
fooBar
barFoo
echo st=$?
#### alias trailing space recursion then unalias
shopt -s expand_aliases
alias Echo='echo '
alias fooBar=barFoo
alias barFoo=fooBar
Echo fooBar
unalias barFoo
Echo fooBar
#### alias named like keyword not expanded in keyword position
shopt -s expand_aliases
alias Echo='echo '
alias while=While
while false; do echo hi ; done
Echo while
#### alias chained trailing spaces
shopt -s expand_aliases
alias Echo='echo '
alias foo='bar stuff '
alias bar='Bar1 Bar2 '
alias stuff='Stuff'
alias blah='Blah'
Echo foo blah
#### alias trailing space inner word without space
shopt -s expand_aliases
alias Echo='echo '
alias foo='bar bar'
alias bar='Bar '
alias blah=Blah
Echo foo blah
#### alias after keyword with trailing space
shopt -s expand_aliases
alias X='case '
alias Y=Z
X Y in 'Y') echo is y ;; Z) echo is z ;; esac
#### alias with embedded newlines
shopt -s expand_aliases
alias foo='

echo hi


echo there

'
foo
#### alias recursion through a command file
shopt -s expand_aliases
printf '#!/bin/sh\necho tf\n' >lq
chmod +x lq
PATH=$PWD:$PATH
alias lq=lq
lq
echo = now
i=`lq`
echo "$i"
echo = out
#### alias in command substitution with trailing space
shopt -s expand_aliases
alias foo='echo hello '
alias bar='foo world'
echo $(bar)
#### alias escaped builtin keeps assignment parsing
shopt -s expand_aliases
alias local1='\declare'
alias local2='\builtin declare'
fooa() { local1 x=$1 y=z; echo "$x,$y"; }
foob() { local2 x=$1 y=z; echo "$x,$y"; }
x=1 y=2; fooa 'bar - baz'
x=1 y=2; foob 'bar - baz'
#### alias expanding to open and close braces
shopt -s expand_aliases
alias OPEN='{' CLOSE='};'
{ OPEN echo hi1; CLOSE }
var=`{ OPEN echo hi2; CLOSE }` && echo "$var"
var=$({ OPEN echo hi3; CLOSE }) && echo "$var"
#### alias in function body printed by declare -f
shopt -s expand_aliases
alias say='echo'
x() { say a; (say b); x=$(say c); }
declare -f x
x; echo "$x"
#### alias ending with backslash joins next line
shopt -s expand_aliases
alias x='echo hi\'
x
echo there
#### alias with here-document and backslash-newline
shopt -s expand_aliases
a=2
alias x='echo hi
cat << "END"
foo\
bar
some'
x
more\
stuff$a
END
#### alias not expanded without expand_aliases
alias foo='echo aliased'
foo 2>/dev/null || echo notfound $?
#### alias quoted name not expanded
shopt -s expand_aliases
alias ls2='echo aliased'
\ls2 2>/dev/null; echo st=$?
'ls2' 2>/dev/null; echo st=$?
ls2
#### alias defined on same line not used
shopt -s expand_aliases
alias hi='echo one'; hi 2>/dev/null; echo st=$?
hi
#### alias listing format with quotes
alias a1='echo it'"'"'s' a2=plain
alias
alias a1
unalias a1; alias a1; echo st=$?
#### unalias -a and missing
alias q=1 r=2
unalias -a
alias; echo st=$?
unalias nope; echo st=$?
