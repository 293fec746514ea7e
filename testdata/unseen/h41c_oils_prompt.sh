#### @P literal text
p='plain text'
echo "${p@P}"
#### @P escaped backslash and dollar
p='a\\b \$'
echo "${p@P}" | tr '#' '$'
#### @P shell name and version
p='\s \v'
echo "${p@P}" | sed 's/[0-9][0-9.]*/N/g'
#### @P working directory basename
mkdir -p deep/dir
cd deep/dir
p='\W'
echo "${p@P}"
#### @P w with HOME
HOME=$PWD
p='\w'
echo "${p@P}"
mkdir sub; cd sub
echo "${p@P}"
#### @P octal and escape
p='\101\e[0m\a'
echo "${p@P}" | od -c | head -2
#### @P newline and carriage return
p='a\nb'
echo "${p@P}"
#### @P non-printing brackets removed
p='\[x\]y'
echo "${p@P}"
#### @P expands variables
x=val
p='x is $x'
echo "${p@P}"
#### @P command substitution
p='$(echo sub)'
echo "${p@P}"
#### @P history and command numbers
p='\! \#'
echo "${p@P}" | sed 's/[0-9]\+/N/g'
#### @P jobs count
p='\j'
echo "${p@P}"
#### @P unknown escape kept
p='\q\z'
echo "${p@P}"
#### @P trailing backslash
p='abc\'
echo "${p@P}"
#### @P date formats length
p='\D{%%}'
echo "${p@P}"
#### @P with promptvars off
shopt -u promptvars
x=val
p='$x'
echo "${p@P}"
#### @P array
a=('\s' 'lit')
echo "${a[@]@P}" | sed 's/^[a-z]*/S/'
#### PS4 default in trace
set -x
echo traced
set +x
#### PS4 custom
PS4='>> '
set -x
echo custom
set +x
#### PS4 with variable expansion
PS4='+${LINENO}: '
set -x
echo lineno
set +x
#### PS4 nested levels
set -x
x=$(echo inner)
set +x
#### PS4 empty
PS4=
set -x
echo empty-ps4
set +x
#### PS4 first char repeated for subshell depth
PS4='* '
set -x
echo "$(echo nested)"
set +x
#### PS1 not used non-interactive
PS1='prompt> '
echo no-prompt
#### PS2 default value
echo "[$PS2]"
#### PS4 default value
echo "[$PS4]"
#### @P with \H \h
p='\h'
x="${p@P}"
[ -n "$x" ] && echo nonempty
#### @P with \u
p='\u'
x="${p@P}"
[ -n "$x" ] && echo nonempty
#### @P time escapes shape
p='\t|\T|\@|\A'
echo "${p@P}" | sed 's/[0-9]/N/g'
#### @P \d shape
p='\d'
echo "${p@P}" | sed 's/[0-9]/N/g; s/[A-Z][a-z][a-z]/W/g'
#### PS4 with command substitution
PS4='+$(echo X) '
set -x
echo hi
set +x
#### PS4 with BASH_SOURCE and FUNCNAME
PS4='+${FUNCNAME[0]:-main}: '
f() { echo in; }
set -x
f
set +x
#### PS4 with $BASH_SUBSHELL
PS4='+[$BASH_SUBSHELL] '
set -x
( echo in-sub )
set +x
#### PS4 with quoting characters
PS4='+"quoted" '
set -x
echo q
set +x
#### @P with escape in variable value
x='\w'
p='$x'
echo "${p@P}"
#### @P with arithmetic
p='$((1+2))'
echo "${p@P}"
#### @P with unset variable and set -u
set -u
p='$nosuch'
echo "${p@P}"
echo after
#### PS4 with unbound variable under set -u
set -u
PS4='+$nosuch '
set -x
echo traced
set +x
echo after
#### @P error in command substitution leaves text
p='${x?oops} end'
echo "${p@P}"
echo "after $?"
