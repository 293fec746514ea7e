#### xtrace quoting of arguments
set -x
echo 'a b' "c'd" '' $'e\nf' 'g"h' '$x' '*'
set +x

#### xtrace assignments and arithmetic
set -x
x=5 y='a b'; arr=(1 'two 2'); declare -A m=([k]=v)
(( x += 2 )); [[ $x -gt 3 && $y == a* ]]
let z=x*2
set +x

#### xtrace in functions and subshells with PS4 levels
f() { echo in f; }
set -x
f; ( echo sub ); echo $(echo comsub)
set +x

#### xtrace custom PS4 with expansions
PS4='+ ${FUNCNAME[0]:-main}:${LINENO}: '
g() { true; }
set -x; g; echo done; set +x

#### xtrace of for case while and redirections
set -x
for i in 1 2; do case $i in 1) : one;; *) : other;; esac; done
n=0; while (( n < 2 )); do n=$((n+1)); done
echo hi > out.txt; cat < out.txt
set +x

#### xtrace of pipelines and compound conditions
set -x
true && false || echo fallback
! false
set +x

#### xtrace heredoc and here-string
set -x
cat <<EOT
body $HOME_unset
EOT
tr a-z A-Z <<< "up"
set +x

#### bash -x script file
printf 'a=1\nif [ "$a" = 1 ]; then echo yes; fi\nfor w in x y; do echo "$w"; done\n' > s.sh
bash -x s.sh

#### xtrace with BASH_XTRACEFD
exec 5>trace.log
BASH_XTRACEFD=5
set -x; echo visible; set +x
unset BASH_XTRACEFD
cat trace.log

#### set -v echoes lines
set -v
echo one
x=$((1+2)); echo $x
set +v

#### declare -p formats of odd values
a=$'line1\nline2' b='it'"'"'s' c='$HOME' d='back\slash' e=' lead'
declare -p a b c d e
declare -a arr=([0]=$'x\ty' [5]='q"r')
declare -p arr
declare -ir ro=5; declare -p ro
declare -x ex=1; declare -p ex

#### set and shopt listings for a few options
set -o | grep -E '^(errexit|nounset|pipefail|noclobber) '
shopt -p extglob nullglob globstar
set +o | grep -E 'errexit|pipefail'
shopt -o -p errexit

#### kill -l and signal names
kill -l 9 15 2; kill -l SIGUSR1; kill -l 130
kill -l | head -2

#### umask forms
umask 022; umask; umask -S; umask -p
umask u=rwx,g=rx,o=; umask
umask 888; echo "rc=$?"

#### builtin error messages batch
cd /nonexistent; echo "rc=$?"
shift 5; echo "rc=$?"
return 2>&1; echo "rc=$?"
break; echo "rc=$?"
readonly r=1; r=2; echo "rc=$?"
unset -f nofunc; echo "rc=$?"
declare -z x; echo "rc=$?"
export -q; echo "rc=$?"
printf '%d\n' 12abc; echo "rc=$?"
test 1 -eq a; echo "rc=$?"
[ a -lt ]; echo "rc=$?"
exit abc; echo unreached

#### times and ulimit shapes tolerated
times > /dev/null; echo "rc=$?"
command -v times; type -t ulimit
