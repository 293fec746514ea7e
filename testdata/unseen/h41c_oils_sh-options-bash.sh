#### shopt -p lists some
shopt -p extglob nullglob dotglob
#### shopt -s and -q
shopt -s nullglob
shopt -q nullglob && echo on
shopt -u nullglob
shopt -q nullglob || echo off
#### shopt -q multiple
shopt -s nullglob
shopt -q nullglob dotglob
echo status=$?
#### shopt invalid name
shopt -s nosuchopt
echo status=$?
#### shopt print format
shopt nullglob
shopt -s nullglob
shopt nullglob
#### shopt -o with set options
shopt -o errexit
shopt -po errexit
#### nullglob
shopt -s nullglob
echo nomatch*.xyz end
#### failglob
shopt -s failglob
echo nomatch*.xyz
echo status=$?
#### dotglob
touch .hidden visible
shopt -s dotglob
echo *
#### nocaseglob
touch Abc
shopt -s nocaseglob
echo a*
#### globstar
mkdir -p a/b/c
touch a/b/c/f.txt a/x.txt
shopt -s globstar
echo **/*.txt
#### extglob
shopt -s extglob
touch foo.c foo.h bar.c
echo !(*.c)
echo @(foo|bar).c
#### nocasematch in case and [[
shopt -s nocasematch
case ABC in abc) echo case-match ;; esac
[[ ABC == abc ]] && echo cond-match
#### lastpipe
shopt -s lastpipe
echo val | read x
echo "[$x]"
#### lastpipe off
echo val | read y
echo "[${y-}]"
#### expand_aliases off in script
alias hi='echo alias-hi'
hi 2>/dev/null || echo no-alias
#### expand_aliases on
shopt -s expand_aliases
alias hi='echo alias-hi'
hi
#### xpg_echo
shopt -s xpg_echo
echo 'a\tb'
#### inherit_errexit
set -e
shopt -s inherit_errexit
x=$(false; echo reached)
echo "[$x]"
#### without inherit_errexit
set -e
x=$(false; echo reached)
echo "[$x]"
#### shopt -s with no args lists set ones
shopt -s | grep -E '^(extquote|sourcepath) '
#### shopt -u invalid combo
shopt -s -u nullglob
echo status=$?
#### shopt localvar_inherit
shopt -s localvar_inherit
x=outer
f() { local x; echo "[$x]"; }
f
#### shopt nullglob with array
shopt -s nullglob
arr=(*.nothing)
echo ${#arr[@]}
#### shopt globskipdots
touch .a
shopt -s dotglob
echo .*
#### shopt -p output roundtrip
shopt -s nullglob
shopt -p nullglob
#### shopt noexpand_translation unknown is fine
shopt -q extdebug
echo status=$?
#### BASHOPTS contains set shopts
shopt -s nullglob
case :$BASHOPTS: in *:nullglob:*) echo yes ;; esac
#### SHELLOPTS readonly
SHELLOPTS=x
echo status=$?
#### set -o posix shows in SHELLOPTS
set -o posix
case :$SHELLOPTS: in *:posix:*) echo yes ;; esac
#### shopt output full
shopt | head -5
#### shopt -p full
shopt -p | head -5
#### shopt -s extglob in function definition
shopt -s extglob
f() { case $1 in +([0-9])) echo num ;; *) echo other ;; esac; }
f 123; f abc
#### shopt nocaseglob and case-insensitive patterns
touch FILE.TXT
shopt -s nocaseglob
echo file.*
#### shopt dotglob with .. and .
touch .dot1
shopt -s dotglob
echo .*
#### shopt expand_aliases in same line
shopt -s expand_aliases; alias e1='echo alias-same-line'; e1 2>/dev/null || echo not-yet
e1
#### shopt -q unknown
shopt -q nosuch
echo status=$?
#### shopt no args full list count
shopt | wc -l
#### shopt checkwinsize etc defaults
shopt -p checkwinsize cmdhist hostcomplete
#### shopt nullglob and unquoted empty
shopt -s nullglob
set -- nomatch*
echo "$#"
#### shopt failglob in for
shopt -s failglob
for f in nomatch*; do echo $f; done
echo status=$?
#### shopt globasciiranges
touch b B
shopt -s globasciiranges
echo [a-c]
