#### type -t for all kinds
f() { :; }; alias al=ls; shopt -s expand_aliases; type -t f if echo al cat nosuch; echo st=$?
#### type -p and -P
type -p cat | grep -c /; type -p echo; echo "st=$?"; type -P echo | grep -c /
#### type -f skips functions
echo() { :; }; type -f echo; unset -f echo
#### type -a function and builtin
printf() { :; }; type -a printf | head -2; unset -f printf
#### type not found message
type nosuch_cmd_x; echo st=$?
#### type multiple some missing
type true nosuch_y 2>&1; echo st=$?
#### type keyword output
type if '[[' '{'
#### command -v builtin alias keyword
shopt -s expand_aliases; alias ll='ls -l'; command -v ll; command -v '[['; command -v cd
#### command -V alias and missing
shopt -s expand_aliases; alias ll='ls -l'; command -V ll; command -V nosuch; echo st=$?
#### command bypasses function
ls() { echo fn; }; command ls -d / ; unset -f ls
#### command -p uses default path
PATH=/nonexistent; command -p ls -d /; echo st=$?
#### command not found status
command nosuchcmd; echo st=$?
#### command with special builtin keeps assignment error nonfatal
command readonly xx=1; xx=2; echo st=$?
#### command -v multiple names
command -v echo nosuch cd; echo st=$?
#### enable -n and listing disabled
enable -n test; enable -n | grep test; [ 1 = 1 ] && echo still; enable test
#### enable nonexistent builtin
enable nosuchbi; echo st=$?
#### enable -p shows some
enable -p | grep -w 'enable cd'
#### enable -s lists specials
enable -s | head -5
#### builtin runs builtin over function
cd() { echo fn-cd; }; builtin cd /; pwd; unset -f cd
#### builtin nonexistent
builtin nosuchbi; echo st=$?
#### builtin no args
builtin; echo st=$?
#### caller in function
f() { caller; caller 0; }; f
#### caller at top level
caller; echo st=$?
#### caller nested frames
g() { caller 0; caller 1; caller 2; echo "st=$?"; }; f() { g; }; f
#### caller invalid arg
f() { caller x; echo st=$?; }; f
#### shopt -p specific
shopt -p extglob nullglob
#### shopt -q status
shopt -s nullglob; shopt -q nullglob; echo $?; shopt -q dotglob; echo $?; shopt -q nullglob dotglob; echo $?
#### shopt invalid option name
shopt -s nosuchopt; echo st=$?
#### shopt -o for set options
shopt -o errexit; shopt -so nounset; echo $-
#### shopt -s and -u together error
shopt -s -u extglob; echo st=$?
#### shopt listing formats
shopt globstar; shopt -s globstar; shopt globstar
#### shopt -p all count matches
shopt -p | wc -l | tr -d ' '
#### shopt nullglob effect
shopt -s nullglob; echo x*nomatch*; echo "[$(echo *.none)]"
#### shopt failglob effect
shopt -s failglob; echo *.none; echo st=$?
#### shopt nocaseglob
touch ABC.txt; shopt -s nocaseglob; echo abc*
#### shopt dotglob
touch .hid vis; shopt -s dotglob; echo *
#### shopt globstar recursive
mkdir -p a/b; touch a/b/f.txt a/g.txt; shopt -s globstar; echo **/*.txt
#### shopt lastpipe
shopt -s lastpipe; echo val | read v; echo "[$v]"
#### shopt xpg_echo
shopt -s xpg_echo; echo 'a\tb'
#### shopt expand_aliases off in script
alias hi='echo hi'; hi; echo st=$?
#### shopt nocasematch in case
shopt -s nocasematch; case ABC in abc) echo match;; esac; [[ XyZ == xyz ]] && echo cond
#### shopt inherit_errexit
set -e; shopt -s inherit_errexit; x=$(false; echo notreached); echo "[$x]"
#### shopt localvar_inherit
shopt -s localvar_inherit; x=5; f() { local x; echo "[$x]"; }; f
#### shopt extglob patterns
shopt -s extglob; for w in foo bar baz qux; do [[ $w == @(foo|ba?) ]] && echo $w; done
#### shopt -s with no args lists enabled
shopt -s | grep -E '^(extquote|sourcepath) '
#### enable -a lists all
enable -a | grep -c '^enable'  >/dev/null; echo st=$?
#### type -t with -a multiple
type -at true
#### hash -t and -d
hash cat; hash -t cat | grep -c /; hash -d cat; hash -t cat; echo st=$?
#### hash -p sets path
hash -p /bin/echo myecho; hash -t myecho; myecho hi
#### hash -l output
hash -r; hash -p /bin/ls xls; hash -l
