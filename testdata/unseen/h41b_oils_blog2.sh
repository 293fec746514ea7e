#### shell functions and local scope dynamic
f() { local x=f; g; }
g() { echo $x; x=changed; }
x=global
f
echo $x
#### default values idiom
: ${CONFIG:=default.cfg}
echo $CONFIG
: ${CONFIG:=other}
echo $CONFIG
#### string ops as filename manipulation
f=archive.tar.gz
echo ${f%%.*} ${f#*.} ${f%.gz}
#### while read loop preserves whitespace
printf '  a b  \n\tc\n' | while IFS= read -r line; do echo "[$line]"; done
#### here string and command sub
x=$(tr a-z A-Z <<< 'hello')
echo $x
#### arrays as argument lists
args=(-n 'hello world')
echo "${args[@]}"
printf '[%s]' "${args[@]}"; echo
#### eval with quoting via printf %q
s="it's a test"
eval "echo $(printf '%q' "$s")"
#### set -- to reset args
set -- a b c
set -- "$@" d
echo $# "$*"
#### case with multiple patterns
for w in yes y no maybe; do
  case $w in y|yes) echo Y;; n|no) echo N;; *) echo '?';; esac
done
#### pipelines with subshell var scope
x=1
echo | x=2
echo $x
echo 5 | { read y; echo in:$y; }
echo "out:[$y]"
#### process sub diff style
cat <(echo a) <(echo b)
#### trap on exit
f() { trap 'echo cleanup' EXIT; echo body; }
f
#### printf reuse format
printf '%s=%s\n' a 1 b 2 c
#### arithmetic for with arrays
a=(3 1 2)
sum=0
for ((i=0; i<${#a[@]}; i++)); do (( sum += a[i] )); done
echo $sum
#### string contains with [[ ]]
s='hello world'
[[ $s == *world* ]] && echo yes
[[ $s =~ o\ w ]] && echo re
#### regex BASH_REMATCH
[[ 'key=value' =~ ^([^=]+)=(.*)$ ]] && echo ${BASH_REMATCH[1]} ${BASH_REMATCH[2]}
#### getopts loop
set -- -v -o out file
while getopts vo: opt; do
  case $opt in v) echo verbose;; o) echo out=$OPTARG;; esac
done
shift $((OPTIND-1))
echo rest=$1
#### indirect variable idiom
for n in A B; do declare "var_$n=$n$n"; done
for n in A B; do v=var_$n; echo ${!v}; done
#### mapfile lines
mapfile -t lines < <(printf 'x\ny\nz\n')
echo ${#lines[@]} ${lines[1]}
#### exit status of command sub in if
if out=$(false); then echo yes; else echo no $?; fi
#### brace group redirect
{ echo a; echo b; } > out.txt
wc -l < out.txt
#### function with return value via echo
add() { echo $(( $1 + $2 )); }
r=$(add 2 3)
echo $r
#### local -a and IFS join
join() { local IFS=$1; shift; echo "$*"; }
join , a b c
join '' x y
