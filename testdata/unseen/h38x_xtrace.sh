#### xtrace of pipeline and redirect
{
set -x; echo a | tr a b > /dev/null; set +x
} 2>trace.txt; sort trace.txt
#### xtrace of for and case
set -x; for i in 1; do case $i in 1) : one;; esac; done; set +x
#### xtrace of function call and local
set -x; f() { local v=$1; echo "$v"; }; f 'a b'; set +x
#### xtrace of arithmetic for
set -x; for ((i=0;i<1;i++)); do :; done; set +x
#### xtrace of cond
set -x; [[ -n x && a == a* ]]; set +x
#### xtrace with PS4 variable
PS4='+${LINENO}: '; set -x; echo hi; set +x
#### xtrace of command substitution
set -x; x=$(echo in); set +x
#### xtrace of heredoc cat
set -x; cat <<EOF
body
EOF
set +x
#### xtrace of while read
{
set -x; printf 'a\n' | while read -r l; do :; done; set +x
} 2>trace.txt; sort trace.txt
#### xtrace quoting of special strings
set -x; echo 'it'\''s' "a b" $'t\tx' '' '*'; set +x
#### xtrace of array assignment
set -x; a=(1 "2 3"); a+=(x); declare -A m=([k]=v); set +x
#### xtrace of subshell and group
set -x; ( echo s ); { echo g; }; set +x
#### xtrace nested levels
set -x; echo $(echo $(echo deep)); set +x
#### xtrace of if and elif
set -x; if false; then :; elif true; then : ok; fi; set +x
#### xtrace of process substitution
# (the substitution's trace and cat's race, in bash too: sorted)
{ set -x; cat <(echo p) >/dev/null; set +x; } 2>&1 | sort
#### xtrace of eval and source
set -x; eval 'echo ev'; echo 'echo sr' > s.sh; . ./s.sh; set +x
#### xtrace of assignment with tilde and glob
set -x; HOME=/h; x=~/a; y=*; set +x
#### xtrace of select
{
set -x; printf '1\n' | { select v in a; do break; done; } 2>/dev/null; set +x
} 2>trace.txt; sort trace.txt
#### xtrace of let and double paren
set -x; let 'x=1+2'; (( x > 1 )); set +x
#### xtrace of export and readonly
set -x; export EX=1; readonly RD=2; declare -i n=3; set +x
#### xtrace of trap execution
trap 'echo trapped' EXIT; set -x; true
#### xtrace of redirection only
set -x; > f.txt; set +x
#### xtrace off line itself
set -x; set +x; echo after
#### xtrace of time and negation
set -x; ! false; TIMEFORMAT=; time true; set +x
#### xtrace with BASH_XTRACEFD
exec 5>trace.txt; BASH_XTRACEFD=5; set -x; echo visible; set +x; unset BASH_XTRACEFD; cat trace.txt
