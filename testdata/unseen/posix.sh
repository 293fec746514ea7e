#### trap -p posix
set -o posix
trap 'echo hi' EXIT INT
trap -p
trap
trap -p EXIT
#### trap -p bash mode
trap 'echo hi' EXIT INT USR1
trap -p
trap -p INT
trap - INT
trap
#### trap with single quote
trap "echo 'a b'" EXIT
trap -p EXIT
#### x quote brace posix
set -o posix
x=
echo "${x-'}'}"
unset x
echo "${x-'a'}"
#### x quote brace bash
unset x
echo "${x-'}'}"
echo "${x-'a'}"
#### bang hash
set -- a b c
echo ${!#}
set --
echo "${!#}"
#### time -p
time -p true 2>&1 | sed 's/[0-9.]*$/N/'
{ time -p true; } 2>&1 | sed 's/[0-9.][0-9.]*$/N/'
#### time -p posix
set -o posix
{ time -p true; } 2>&1 | sed 's/[0-9.][0-9.]*$/N/'
#### special builtin assign posix
set -o posix
x=1 readonly y=2
echo $x $y
#### posix unset nonexistent fn
set -o posix
unset -f nosuch; echo $?
unset nosuch; echo $?
#### sh-like posix variable SHELLOPTS
set -o posix
echo $SHELLOPTS
shopt -p posix 2>&1; echo $?
set +o posix
echo $SHELLOPTS
#### posix redirect word glob
set -o posix
touch a1 a2
echo x > a*
ls
#### bash redirect word glob ambiguous
touch a1 a2
echo x > a*
echo $?
ls
#### posix redirect one glob match
set -o posix
touch b1
echo x > b*
ls
cat b1
#### posix cd - prints
set -o posix
cd /tmp; cd /; cd - 
#### posix export -p
set -o posix
export FOO=bar
export -p | grep FOO
readonly R=1
readonly -p | grep ' R'
#### posix declare -p?
set -o posix
x=1
declare -p x
#### posix function name special
set -o posix
f() { echo f; }
f
#### posix: eval error exits
set -o posix
eval 'if'
echo after
#### posix: break outside loop
set -o posix
break
echo after $?
#### posix export readonly error
set -o posix
readonly a=1
a=2
echo after
#### posix set -- and $@ in special builtin
set -o posix
set -- a 'b c'
printf '<%s>' "$@"; echo
#### posix command special builtin not exit
set -o posix
readonly r=1
command export r=2
echo after $?
#### posix tilde assignment
set -o posix
HOME=/h
x=a:~/b
echo $x
#### bash tilde assignment
HOME=/h
x=a:~/b
echo $x
#### posix: kill -l
set -o posix
kill -l 15
kill -l | head -2
#### posix: echo with -e
set -o posix
echo -e 'a\tb'
#### posix: type special builtin
set -o posix
type export
type -t :
#### posix: alias expansion in script
set -o posix
alias e='echo aliased'
e
#### posix process substitution
set -o posix
cat <(echo ps)
#### posix local? 
set -o posix
f() { local x=1; echo $x; }; f
#### posix: ${x:=} in special builtin
set -o posix
: ${y:=5}
echo $y
#### posix: function with keyword
set -o posix
function g { echo g; }
g
#### posix: getopts
set -o posix
set -- -a -b x
while getopts ab: o; do echo $o $OPTARG; done
#### posix: errors in for loop variable
set -o posix
for 1x in a; do echo $1x; done
echo after
#### posix: ${!prefix}
set -o posix
aa1=1 aa2=2
echo ${!aa*}
#### posix: $'..' 
set -o posix
echo $'a\nb'
#### posix: pipe status in $?
set -o posix
false | true; echo $?
#### sh invocation name
cat > s.sh <<'E'
echo $SHELLOPTS | tr : '\n' | grep posix
trap 'echo x' INT; trap
E
bash -c 'exec -a sh bash s.sh'
#### trap -p posix signals with SIG
set -o posix
trap 'echo t' SIGTERM USR2
trap -p
trap -p TERM
#### trap print bash mode with SIG prefix
trap 'echo t' SIGTERM 0
trap
