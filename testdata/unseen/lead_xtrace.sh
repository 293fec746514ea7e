#### xtrace of assignments, arithmetic and tests
set -x
a=1 b="two words"; c=$((a + 2)); (( c > 2 )) && echo big
[[ $b == two* ]] && echo match; [ "$a" -eq 1 ]; test -n "$b"
set +x
#### xtrace of loops and case
set -x
for i in 1 2; do echo "$i"; done
case $i in 2) echo two;; *) echo other;; esac
while (( i-- > 1 )); do :; done
set +x
#### xtrace of functions and nested calls with PS4 levels
f() { g "$@"; }; g() { echo "g got $#"; }
set -x; f a 'b c'; set +x
#### xtrace of command substitution and pipelines in order
set -x; x=$(tr a-z A-Z <<< inner); echo "$x"; set +x
#### xtrace with custom PS4 showing line numbers and function names
PS4='+${LINENO}:${FUNCNAME[0]:-main}: '
h() { echo in-h; }
set -x
h
echo done
set +x
#### xtrace of quoted words and special characters
set -x
echo 'single quoted' "double $HOME/x" $'tab\there' "it's" 'a"b' ''
printf '%s\n' *.nomatch "x y"
set +x
#### xtrace of redirections and here-strings
set -x
echo hi > out.txt 2>&1; cat < out.txt; cat <<< "here string"
cat <<EOF2
heredoc body
EOF2
set +x
#### xtrace of arrays and declare
set -x
arr=(a 'b c' d); arr+=(e); declare -a other=(1 2); local_x=${arr[1]}; unset 'arr[0]'
declare -A m=([k]=v); m[x]=y; echo "${#arr[@]} ${m[k]}"
set +x
#### bash -x of a script file with arguments
printf 'echo "arg: $1"\nx=$(( $# * 2 ))\necho "$x"\n' > s.sh
bash -x s.sh first second 2>&1
#### set -v verbose echoes lines as read
set -v
echo verbose-one
x=2; echo $x
set +v
echo after
#### xtrace inside subshells and background wait
set -x
( echo sub; y=1 )
{ echo group; }
set +x
#### xtrace of if elif else and negation
set -x
if false; then echo no; elif ! true; then echo no2; else echo yes; fi
! false
set +x
#### xtrace of eval and source
printf 'sourced_var=1\necho from-source\n' > src.sh
set -x
eval 'echo "evaluated $((1+1))"'
. ./src.sh
set +x
#### xtrace of let, export, readonly and local
t() { local l=1; export E=2; readonly R=3; let 'z = l + 1'; echo $z; }
set -x; t; set +x
