#### bash -c args and zero
bash -c 'echo "$0|$1|$2|$#"' name a b
bash -c 'echo "$0|$#"'
#### bash -c dollar zero in errors
bash -c 'nosuchcmd_x' myname 2>&1; echo st=$?
#### bash -c exit status
bash -c 'exit 7'; echo $?; bash -c 'false'; echo $?
#### bash -s args
echo 'echo "$#:$1:$2"' | bash -s one two
#### bash -s with options
echo 'echo "$-" | grep -q u && echo has-u; echo $1' | bash -s -u x
#### bash -x trace
bash -x -c 'a=1; echo $a' 2>&1
#### bash -x trace with ps4
PS4='>> ' bash -x -c 'echo hi' 2>&1
#### set -x trace quoting
( set -x; echo 'a b' "c'd" $'t\tx'; x=$'1\n2' ) 2>&1
#### set -x arithmetic and tests
( set -x; (( 1 + 2 )); [[ a == b ]]; true ) 2>&1
#### set -x function and pipeline
( set -x; f() { echo in; }; f; ! f ) 2>&1
#### bash -e stops
bash -e -c 'echo a; false; echo b'; echo st=$?
#### bash -e exceptions
bash -e -c 'false || true; if false; then :; fi; ! true; false && x; echo reached'; echo st=$?
#### set -e in function in and-list
set -e; f() { false; echo after; }; f && echo and; echo end
#### set -e subshell
( set -e; (false); echo notreached ); echo st=$?
#### bash -u unset
bash -u -c 'echo ${x-d}; echo $x' 2>&1; echo st=$?
#### set -u special params
( set -u; echo "$@" "$*" ok; echo $# ) 2>&1; ( set -u; echo $1 ) 2>&1 | sed 's/^.*line [0-9]*: //'
#### set -u array
( set -u; a=(1); echo ${a[1]} ) 2>&1 | sed 's/^.*line [0-9]*: //'
#### bash -o pipefail
bash -o pipefail -c 'false | true'; echo $?; bash -c 'false | true'; echo $?
#### pipefail rightmost failure
set -o pipefail; (exit 2) | (exit 3) | true; echo $?
#### bash --posix
bash --posix -c 'case :$SHELLOPTS: in *:posix:*) echo posix;; esac'
#### bash -O extglob
bash -O extglob -c 'shopt extglob; x=aaa; echo ${x/+(a)/b}'
#### bash +O
bash +O checkwinsize -c 'shopt checkwinsize' ; bash -O nullglob +O nullglob -c 'shopt nullglob'
#### bash -O invalid
bash -O nosuchopt -c 'echo hi' 2>&1; echo st=$?
#### bash -O listing
bash -O 2>&1 | grep -E 'extglob|nullglob'
#### bash -n syntax check
bash -n -c 'echo never'; echo st=$?; bash -n -c 'if then' 2>&1; echo st=$?
#### set -n in script
set -n; echo not printed
#### bash -v verbose
bash -v -c 'echo one
echo two' 2>&1
#### set -v
( set -v; echo a
echo b ) 2>&1
#### set -o listing stable lines
set -o | grep -E '^(errexit|noglob|nounset|pipefail|posix|xtrace|noclobber|allexport)[[:space:]]'
#### set +o listing
set +o | grep -E 'errexit|pipefail|braceexpand|hashall'
#### shopt -p stable lines
shopt -p | grep -E ' (extglob|nullglob|failglob|dotglob|globstar|nocasematch|lastpipe|inherit_errexit)$'
#### shopt -s listing after set
shopt -s globstar; shopt -s | grep -E '^(globstar|nullglob)'
#### shopt -o
shopt -o errexit; shopt -po pipefail; shopt -so pipefail; shopt -po pipefail
#### shopt -q
shopt -q extglob; echo $?; shopt -s extglob; shopt -q extglob nullglob; echo $?
#### shopt invalid
shopt -s nosuch 2>&1; echo st=$?
#### dollar dash default
echo $-
#### dollar dash modes
set -e; echo $-; set -u; echo $-; set -f; echo $-; set +efu -x; echo $- 2>/dev/null; set +x
#### dollar dash bash -c
bash -c 'echo $-'; bash -e -c 'echo $-'; bash -x -c 'echo $-' 2>/dev/null
#### dollar dash bash -s
echo 'echo $-' | bash -s
#### bash -c with dash dash
bash -c 'echo "$0 $1"' -- x 2>&1
#### bash -c missing arg
bash -c 2>&1; echo st=$?
#### bash invalid option
bash -Z 2>&1 | head -1; echo st=${PIPESTATUS[0]}
#### bash -e with set +e inside
bash -e -c 'set +e; false; echo went on'
#### bash -f noglob
cd "$(mktemp -d)"; touch a; bash -f -c 'echo *'
#### bash -C noclobber
cd "$(mktemp -d)"; echo x > f; bash -C -c 'echo y > f' 2>&1 | sed 's/^bash: line [0-9]*: //; s/^bash: //'; cat f
#### bash -a allexport
bash -a -c 'v=1; bash -c "echo \$v"'
#### bash script file args
cd "$(mktemp -d)"; printf 'echo "$0" "$@"\n' > s.sh; bash s.sh a b; bash ./s.sh c
#### bash script file missing
cd "$(mktemp -d)"; bash nope.sh 2>&1; echo st=$?
#### set dash dash
set -- -x y; echo "$1 $2 $#"; set -; echo $#
#### set -o option bad
set -o nosuchopt 2>&1; echo st=$?
#### set combined options
set -eu -o pipefail; echo $- | grep -c e; shopt -qo pipefail && echo pf
#### bash -o posix long
bash -o posix -c 'shopt -qo posix && echo yes'
#### bash -i not used
echo 'echo $-' | bash -s | grep -c i
#### bash -c nested quoting
bash -c "bash -c 'echo \"\$0 \$1\"' inner arg"
#### bash -c stdin untouched
echo data | bash -c 'read x; echo got $x'
#### noexec in function def
set -n
f() { echo x; }
set +n
type f 2>&1 | head -1
