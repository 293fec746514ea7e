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
#### shopt compat options listed
shopt -p | grep compat
#### BASH_COMPAT set and read
BASH_COMPAT=50
echo "$BASH_COMPAT"
shopt -p compat50 2>&1
#### shopt -s compat31 regex quoting
shopt -s compat31
[[ abc =~ "a.c" ]] && echo compat31-regex || echo literal
#### shopt extglob inside [[ ]] always on
[[ abc == @(abc|def) ]] && echo ext-in-cond
#### shopt -u extglob then pattern
shopt -u extglob
[[ abc == @(abc) ]] && echo yes || echo no
#### shopt checkhash and others accept
shopt -s checkhash checkjobs
echo "status=$?"
#### shopt -s login_shell readonly
shopt -s login_shell
echo "status=$?"
#### shopt restricted_shell read only
shopt -p restricted_shell
#### shopt assoc_expand_once
shopt -s assoc_expand_once
declare -A m
k='$(echo hi)'
m[$k]=1
echo "${!m[@]}"
#### shopt progcomp and hostcomplete listing
shopt progcomp hostcomplete
#### shopt -o pipefail and set -o same state
shopt -so pipefail
set -o | grep pipefail
#### shopt noglob not a shopt
shopt noglob
echo "status=$?"
#### shopt dotglob with leading dot pattern
touch .h1 h2
shopt -s dotglob
echo * | tr ' ' '\n' | sort | tr '\n' ' '; echo
#### shopt -s globstar with trailing slash
mkdir -p g/a/b
shopt -s globstar
echo g/**/
#### shopt nocaseglob with bracket
touch Xa xb
shopt -s nocaseglob
echo [x]* | tr ' ' '\n' | sort | tr '\n' ' '; echo
#### shopt extdebug makes declare -F print line info
shopt -s extdebug
f() { :; }
declare -F f
#### shopt gnu_errfmt
shopt -s gnu_errfmt
nosuchcmd_x 2>&1
echo done
#### shopt xpg_echo with -e and -E
shopt -s xpg_echo
echo -E 'a\tb'
echo 'c\nd'
#### shopt sourcepath off
shopt -u sourcepath
mkdir -p pth; echo 'echo from-path' > pth/lib2.sh
PATH=$PWD/pth:$PATH
. lib2.sh
echo "status=$?"
#### shopt lastpipe with set +m and while read
shopt -s lastpipe
n=0
printf 'a\nb\n' | while read x; do n=$((n+1)); done
echo "$n"
#### shopt -q with mixed valid invalid
shopt -q nullglob nosuch
echo "status=$?"
