#### posix mode SHELLOPTS and $-
set -o posix; case :$SHELLOPTS: in *:posix:*) echo posix;; esac; set +o posix; case :$SHELLOPTS: in *:posix:*) echo still;; *) echo off;; esac
#### posix function name restrictions
set -o posix; a-b() { :; } 2>&1; echo st=$?
#### posix special builtin assignment persists
set -o posix; x=1; x=2 : ; echo $x
#### nonposix special builtin assignment
x=1; x=2 : ; echo $x
#### posix function assignment persists
set -o posix; f() { :; }; y=old; y=new f; echo $y
#### nonposix function assignment temporary
f() { :; }; y=old; y=new f; echo $y
#### posix special builtin error exits
set -o posix; ( set -o nosuch 2>/dev/null; echo survived ); echo st=$?
#### nonposix special builtin error continues
( set -o nosuch 2>/dev/null; echo survived ); echo st=$?
#### posix readonly assignment exits
set -o posix; ( readonly r=1; r=2 2>/dev/null; echo survived ); echo st=$?
#### posix cd dash P
set -o posix; cd "$(mktemp -d)"; mkdir real; ln -s real link; cd link; pwd | sed 's|.*/||'
#### posix echo unchanged
set -o posix; echo -n x; echo -e 'a\tb'
#### posix time keyword arg
set -o posix; TIMEFORMAT=''; time echo hi
#### posix tilde in assignment
set -o posix; HOME=/h; a=x:~/y; echo $a; export b=~; echo $b
#### nonposix tilde in assignment
HOME=/h; a=x:~/y; echo $a
#### posix fc edit default
set -o posix; echo "${FCEDIT-unset}"
#### posix process substitution unavailable
set -o posix; cat <(echo hi) 2>&1; echo st=$?
#### posix source not found exits
set -o posix; ( . ./nonexistent 2>/dev/null; echo survived ); echo st=$?
#### nonposix source not found continues
( . ./nonexistent 2>/dev/null; echo survived ); echo st=$?
#### posix export -p format
set -o posix; export FOO=bar; export -p | grep FOO
#### nonposix export -p format
export FOO=bar; export -p | grep FOO
#### posix readonly -p format
set -o posix; readonly RO=1; readonly -p | grep RO=
#### posix type of special builtin
set -o posix; type : | head -1; type export
#### posix function over special builtin
set -o posix; eval 'export() { echo mine; }' 2>&1; echo st=$?
#### posix alias expansion on
set -o posix; shopt expand_aliases
#### posix command -v builtin
set -o posix; command -v cd; command -V cd
#### posix kill -l
set -o posix; kill -l 15; kill -l TERM
#### posix trap listing
set -o posix; trap 'echo x' INT; trap
#### posix pipefail unaffected
set -o posix; false | true; echo $?
#### posix invalid assignment fatal
set -o posix; ( x=$((1/0)) 2>/dev/null; echo survived ); echo st=$?
#### posix for loop variable invalid
set -o posix; ( for 1x in a; do :; done ) 2>&1 | sed 's/^.*line [0-9]*: //'; echo st=$?
#### posix errexit in subshell cmdsub
set -o posix; set -e; x=$(false; echo inner); echo "[$x]"
#### nonposix errexit in cmdsub
set -e; x=$(false; echo inner); echo "[$x]"
#### posix declare output
set -o posix; x=1; declare -p x
#### posix set output no functions
set -o posix; f() { :; }; zz=1; set | grep -c '^f ()'; set | grep '^zz='
#### nonposix set output has functions
f() { :; }; set | grep -c '^f ()'
#### posix hash after path change
set -o posix; PATH=$PATH; echo ok
#### posix unset readonly error
set -o posix; readonly q=1; ( unset q 2>/dev/null; echo survived ); echo st=$?
#### posix return outside function
set -o posix; return 2>&1; echo st=$?
#### posix shopt listing of posix
set -o posix; set -o | grep -E '^posix'; shopt -po posix
#### posix bang in pipeline
set -o posix; ! false; echo $?
#### posix test with parens
set -o posix; [ \( a = a \) ]; echo $?
#### posix printf q
set -o posix; printf '%q\n' 'a b'
#### posix inherit_errexit
set -o posix; shopt inherit_errexit | cat
#### posix history expansion off in script
set -o posix; echo 'a!b'
#### posix arithmetic ops
set -o posix; echo $((2**3)) $((1?2:3))
#### posix dollar-single quotes
set -o posix; echo $'a\tb'
#### posix local
set -o posix; f() { local v=1; echo $v; }; f
#### posix shift error
set -o posix; ( shift 5 2>/dev/null; echo survived ); echo st=$?
#### nonposix shift error
( shift 5 2>/dev/null; echo survived ); echo st=$?
#### posix break outside loop
set -o posix; break 2>&1; echo st=$?
#### posix wait no jobs
set -o posix; wait; echo $?
#### posix eval syntax error
set -o posix; ( eval 'if' 2>/dev/null; echo survived ); echo st=$?
#### posix cd nonexistent
set -o posix; cd /nonexistent/x 2>/dev/null; echo st=$?
#### posix redirection failure on special builtin
set -o posix; ( : > /nonexistent/x 2>/dev/null; echo survived ); echo st=$?
#### posix redirection failure on regular command
set -o posix; ( true > /nonexistent/x 2>/dev/null; echo survived ); echo st=$?
