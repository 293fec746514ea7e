#### posixmode POSIXLY_CORRECT set by set -o posix
set -o posix; echo "${POSIXLY_CORRECT-unset}"
#### posixmode POSIXLY_CORRECT env turns posix on
POSIXLY_CORRECT=1 bash -c 'shopt -qo posix && echo on'
#### posixmode assigning POSIXLY_CORRECT enables
POSIXLY_CORRECT=y; shopt -qo posix && echo on
#### posixmode unset POSIXLY_CORRECT disables
set -o posix; unset POSIXLY_CORRECT; shopt -qo posix && echo on || echo off
#### posixmode set +o posix unsets POSIXLY_CORRECT
set -o posix; set +o posix; echo "${POSIXLY_CORRECT-unset}"
#### posixmode hash rehash after removal
mkdir -p b1 b2; printf '#!/bin/sh\necho one\n' > b1/tool; printf '#!/bin/sh\necho two\n' > b2/tool; chmod +x b1/tool b2/tool
PATH=$PWD/b1:$PWD/b2:$PATH; set -o posix; tool; rm b1/tool; tool
#### nonposix hash rehash after removal
mkdir -p b1 b2; printf '#!/bin/sh\necho one\n' > b1/tool; printf '#!/bin/sh\necho two\n' > b2/tool; chmod +x b1/tool b2/tool
PATH=$PWD/b1:$PWD/b2:$PATH; tool; rm b1/tool; tool 2>&1 | sed 's/^.*: tool/tool/'
#### posixmode reserved word not alias expanded
set -o posix
alias while='echo aliased-while'
while false; do :; done; echo done
#### posixmode tilde only in prefix assignments
set -o posix; HOME=/hh; x=~/a; echo "$x"
#### posixmode tilde not in argument assignment
set -o posix; HOME=/hh; echo a=~/b
#### nonposix tilde in argument assignment
HOME=/hh; echo a=~/b
#### posixmode tilde in declare argument
set -o posix; HOME=/hh; declare d=~/c; echo "$d"
#### posixmode export argument tilde
set -o posix; HOME=/hh; export e=~/c; echo "$e"
#### posixmode redirection word not split
set -o posix; f='o 1'; echo hi > $f; cat 'o 1'
#### nonposix redirection word split ambiguous
f='o 1'; echo hi > $f 2>&1; echo st=$?
#### posixmode redirection no glob
set -o posix; touch gx1; echo hi > gx*; ls gx* | sort
#### posixmode function name invalid fatal
set -o posix; eval 'a-b() { :; }' 2>&1; echo notreached
#### nonposix function name with dash ok
a-b() { echo dashfn; }; a-b
#### posixmode function named special builtin fatal
bash --posix -c 'export() { :; }; echo notreached' 2>&1; echo st=$?
#### posixmode function named break fatal
bash --posix -c 'break() { :; }; echo notreached' 2>&1; echo st=$?
#### posixmode function named regular builtin ok
set -o posix; echo() { printf 'fn:%s\n' "$*"; }; echo x
#### posixmode slash function not executed
f/g() { echo slashfn; }; set -o posix; f/g 2>&1 | sed 's/^.*: f/f/'
#### posixmode special builtin found before function
bash -c 'eval() { echo fn-eval; }; set -o posix; eval echo builtin-eval'
#### nonposix function before special builtin
eval() { echo fn-eval; }; eval echo builtin-eval
#### posixmode type special builtin with function
bash -c 'eval() { :; }; set -o posix; type -t eval'
#### posixmode type function no function keyword
set -o posix; f() { echo x; }; type f
#### nonposix type function
f() { echo x; }; type f
#### posixmode declare -f no function keyword
set -o posix; f() { echo x; }; declare -f f
#### posixmode PATH tilde not expanded
mkdir -p bin; printf '#!/bin/sh\necho tb\n' > bin/tb_h39c; chmod +x bin/tb_h39c; HOME=$PWD; set -o posix; PATH='~/bin':/usr/bin:/bin; tb_h39c 2>&1 | sed 's/^.*: tb/tb/'
#### nonposix PATH tilde expanded
mkdir -p bin; printf '#!/bin/sh\necho tb\n' > bin/tb_h39c; chmod +x bin/tb_h39c; HOME=$PWD; PATH='~/bin':/usr/bin:/bin; tb_h39c
#### posixmode time alone
set -o posix; TIMEFORMAT='T'; time 2>&1; echo st=$?
#### posixmode single quote in double quoted expansion
set -o posix; x=; echo "${x:-'a b'}"
#### nonposix single quote in double quoted expansion
x=; echo "${x:-'a b'}"
#### posixmode single quote in pattern removal still quotes
set -o posix; x='a*b'; echo "${x#'a*'}"
#### posixmode assignment error without command exits
bash --posix -c 'readonly r=1; r=2; echo notreached' 2>&1; echo st=$?
#### nonposix assignment error without command continues
bash -c 'readonly r=1; r=2; echo reached' 2>&1; echo st=$?
#### posixmode assignment error before regular command continues
bash --posix -c 'readonly r=1; r=2 true; echo reached' 2>&1; echo st=$?
#### posixmode assignment error before special builtin exits
bash --posix -c 'readonly r=1; r=2 :; echo notreached' 2>&1; echo st=$?
#### posixmode for readonly variable exits
bash --posix -c 'readonly i=0; for i in 1; do :; done; echo notreached' 2>&1; echo st=$?
#### nonposix for readonly variable continues
bash -c 'readonly i=0; for i in 1; do :; done; echo reached' 2>&1; echo st=$?
#### posixmode dot missing exits
bash --posix -c '. ./nosuch_h39c; echo notreached' 2>&1; echo st=$?
#### posixmode dot syntax error exits
printf 'if\n' > bad.sh; bash --posix -c '. ./bad.sh; echo notreached' 2>&1; echo st=$?
#### nonposix dot syntax error continues
printf 'if\n' > bad.sh; bash -c '. ./bad.sh; echo reached' 2>&1; echo st=$?
#### posixmode eval syntax error exits
bash --posix -c 'eval "if"; echo notreached' 2>&1; echo st=$?
#### posixmode indirection of hash refused
set -- a b; set -o posix; echo "${!#}" 2>&1
#### nonposix indirection of hash
set -- a b; echo "${!#}"
#### posixmode dollar star in quoted pattern
set -- 'a' 'b'; set -o posix; case 'a b' in "$*") echo match;; *) echo nomatch;; esac
#### posixmode special builtin assignment persists
set -o posix; v=1 :; echo "v=$v"
#### nonposix special builtin assignment temporary
v=1 :; echo "v=${v-unset}"
#### posixmode command declare keeps assignment
set -o posix; HOME=/hh; command declare x=~/y; echo "$x"
#### nonposix command export splits
v='a b'; command export w=$v 2>&1; echo "w=$w"
#### posixmode command export no split
set -o posix; v='a b'; command export w=$v; echo "w=$w"
#### posixmode inherit_errexit on
set -o posix; shopt inherit_errexit
#### posixmode inherit_errexit effect
bash --posix -ec 'x=$(false; echo inner); echo "x=$x"'
#### posixmode shift_verbose on
set -o posix; shopt shift_verbose
#### posixmode shift verbose message
set -o posix; set -- a; shift 3 2>&1; echo st=$?
#### posixmode alias without -p
set -o posix; alias a1='x'; alias
#### posixmode set no functions
set -o posix; f_h39c() { :; }; set | grep -c f_h39c
#### posixmode set value quoting
set -o posix; v1='plain'; v2='a b'; set | grep -E '^v[12]='
#### nonposix set value quoting
v1='plain'; v2='a b'; set | grep -E '^v[12]='
#### posixmode cd logical dotdot missing fails
s=$PWD; mkdir -p real/x; ln -s real/x lnk; cd lnk; set -o posix; cd .. && echo "${PWD#$s}" "${OLDPWD#$s}"
#### posixmode pwd prints
mkdir -p d; cd d; set -o posix; pwd | sed 's,.*/,,'
#### posixmode fc default editor variable
set -o posix; echo "${FCEDIT-unset}"
#### posixmode xpg_echo no options
set -o posix; shopt -s xpg_echo; echo -n 'a\tb'
#### nonposix xpg_echo options
shopt -s xpg_echo; echo -n 'a\tb'; echo
#### posixmode export -p format
set -o posix; export EX_H39C=1; export -p | grep EX_H39C
#### posixmode readonly -p format
set -o posix; readonly RO_H39C=2; readonly -p | grep RO_H39C
#### posixmode trap listing no SIG
set -o posix; trap 'echo' INT; trap -p INT
#### nonposix trap listing SIG
trap 'echo' INT; trap -p INT
#### posixmode trap first arg signal name is command
set -o posix; trap 'echo t' USR1; trap USR1 USR1 2>&1; trap -p USR1
#### nonposix trap first arg signal resets
trap 'echo t' USR1; trap USR1 USR1; trap -p USR1; echo st=$?
#### posixmode trap digit first arg resets
set -o posix; trap 'echo t' USR1; trap 10 USR1 2>&1; trap -p USR1; echo done
#### posixmode dot does not search cwd
echo 'echo found-cwd' > inc_h39c.sh; PATH=/usr/bin:/bin; bash --posix -c '. inc_h39c.sh; echo st=$?' 2>&1
#### nonposix dot searches cwd
echo 'echo found-cwd' > inc_h39c.sh; PATH=/usr/bin:/bin; . inc_h39c.sh
#### posixmode wait removes status
set -o posix; (exit 3) & p=$!; wait $p; echo $?; wait $p 2>&1 | sed 's/[0-9][0-9]*/N/g'; wait $p 2>/dev/null; echo $?
#### nonposix wait status kept
(exit 3) & p=$!; wait $p; echo $?; wait $p 2>&1; echo $?
#### posixmode heredoc backquote double quote
set -o posix
cat <<EOF
`echo "q"`
EOF
#### posixmode kill -l no SIG
set -o posix; kill -l 15; kill -l TERM
#### posixmode echo dash e
set -o posix; echo -e 'a'
#### posixmode ulimit -f blocks
set -o posix; ulimit -f | grep -Eq '^(unlimited|[0-9]+)$' && echo ok
#### posixmode special builtin error exits
bash --posix -c 'set -o nosuch 2>/dev/null; echo notreached'; echo st=$?
#### posixmode return outside function nonfatal?
bash --posix -c 'return 2>/dev/null; echo reached'; echo st=$?
#### posixmode unset special var
set -o posix; unset -v nosuch_h39c; echo st=$?
#### posixmode exec not found exits
bash --posix -c 'exec nosuch_h39c 2>/dev/null; echo notreached'; echo st=$?
#### posixmode parameter error exits
bash --posix -c 'echo ${u?missing} 2>/dev/null; echo notreached'; echo st=$?
#### posixmode cd nonexistent continues
bash --posix -c 'cd /nosuch_h39c 2>/dev/null; echo reached'; echo st=$?
#### posixmode variable expansion in $(( )) of invalid exits
bash --posix -c 'echo $((1/0)) 2>/dev/null; echo notreached'; echo st=$?
#### posixmode local at top level
bash --posix -c 'local x=1 2>/dev/null; echo reached $?'
#### posixmode function keyword allowed
set -o posix; function fk { echo fk; }; fk
#### posixmode bang in double quotes literal
set -o posix; echo "hi!"
#### posixmode declare -p of function-scoped var
set -o posix; f() { local l=1; declare -p l; }; f
#### posixmode test -a -o
set -o posix; [ 1 -eq 1 -a 2 -eq 2 ] && echo and; [ 1 -eq 2 -o 2 -eq 2 ] && echo or
#### posixmode printf float
set -o posix; printf '%.3f\n' 2.5
#### posixmode getopts
set -o posix; set -- -a x; while getopts a: o; do echo "$o=$OPTARG"; done
#### posixmode double bracket still works
set -o posix; [[ a == a ]] && echo yes
#### posixmode process substitution available
set -o posix; cat <(echo ps) 2>&1
#### posixmode assignment before function persists
set -o posix; f() { :; }; v=7 f; echo "v=${v-unset}"
#### nonposix assignment before function temporary
f() { :; }; v=7 f; echo "v=${v-unset}"
#### posixmode set -e in cmdsub of assignment
bash --posix -c 'set -e; v=$(false); echo notreached'; echo st=$?
#### posixmode SHELLOPTS readonly
set -o posix; SHELLOPTS=x 2>&1; echo st=$?
#### posixmode enable posix then command -v special
bash -c 'f() { :; }; set -o posix; command -V set' 2>&1
#### posixmode history number in PS4?
set -o posix; PS4='+ '; set -x; :; set +x
#### posixmode BASHOPTS unchanged except
set -o posix; shopt -p | grep -E 'inherit_errexit|shift_verbose'
#### posixmode off restores shopts
set -o posix; set +o posix; shopt -p inherit_errexit shift_verbose
#### posixmode export readonly assignment fatal
bash --posix -c 'readonly r=1; export r=2; echo notreached' 2>&1; echo st=$?
#### posixmode unset readonly fatal
bash --posix -c 'readonly r=1; unset r; echo notreached' 2>&1; echo st=$?
#### posixmode readonly in special builtin prefix
bash --posix -c 'readonly r=1; r=3 export x=1; echo notreached' 2>&1; echo st=$?
#### posixmode break outside loop
bash --posix -c 'break; echo reached' 2>&1; echo st=$?
#### posixmode colon in function after set -o posix
bash --posix -c ': $((x=5)); echo $x'
#### posixmode dollar underscore
set -o posix; echo a b; echo "$_"
#### posixmode special builtin before function with prefix assignment
bash -c 'export() { echo fn; }; set -o posix; v=1 export w=2; echo "$v $w"'
#### posixmode function named like regular builtin still found
bash -c 'read() { echo fn-read; }; set -o posix; read </dev/null'
#### posixmode arith error in bash -c status
bash --posix -c 'x=$((1/0)); echo notreached' 2>&1; echo st=$?
#### posixmode tilde assignment word as argument of printf
set -o posix; HOME=/hh; printf '%s\n' v=~ w=~/x
