#### true false colon
true; echo $?
false; echo $?
:; echo $?
: ignored args > /dev/null; echo $?
#### help for a builtin
help true | head -1
#### help unknown topic
help nosuchtopic
echo status=$?
#### history not enabled non-interactive
history | wc -l
echo status=$?
#### times prints two lines
times | wc -l
#### enable -n then call
enable -n echo
echo hi
enable echo
echo back
#### enable nonexistent
enable nosuchbuiltin
echo status=$?
#### caller outside function
caller
echo status=$?
#### caller in function
f() { caller 0 | cut -d' ' -f1,2; }
f
#### hash on builtin and missing
hash nosuchcmd_xyz
echo status=$?
#### hash -r ok
hash -r
echo status=$?
#### wait with no jobs
wait
echo status=$?
#### wait bad pid
wait 99999999
echo status=$?
#### wait non-number
wait abc
echo status=$?
#### suspend non-interactive
suspend 2>/dev/null
echo status=$?
#### logout non-login
logout
echo status=$?
#### builtin runs builtin not function
echo() { printf 'fn\n'; }
builtin echo real
unset -f echo
#### builtin nonexistent
builtin nosuchbuiltin
echo status=$?
#### command -v and -V
command -v echo
command -V echo
command -v nosuch_xyz
echo status=$?
#### command skips function
ls() { echo fn; }
command ls /nonexistent-xyz 2>/dev/null
echo status=$?
#### shift too far
set -- a b
shift 3
echo "status=$? $#"
#### shift negative
set -- a b
shift -1
echo "status=$?"
#### shift non-numeric
set -- a
shift x
echo "status=$?"
#### let with no args
let
echo status=$?
#### let returns 1 for zero
let 'x = 0'
echo "status=$? x=$x"
#### getopts help text not needed: bad option to true
true --help
echo status=$?
#### false --help
false --help
echo status=$?
#### echo -e -n -E combos
echo -e 'a\tb'
echo -E 'a\tb'
echo -n x; echo y
echo -neE 'z\n'
echo -- -n
#### echo with invalid option text printed
echo -q hi
echo -en
echo
#### pwd -L -P
mkdir -p real
ln -s real link
cd link
pwd -L | sed 's,.*/,,'
pwd -P | sed 's,.*/,,'
#### pwd bad option
pwd -z
echo status=$?
#### set prints weird strings quoted
x=$'a\tb\nc'
y="it's"
z='$HOME'
w=$'\x01\x7f'
set | grep -E '^[xyzw]='
#### declare -p weird strings
x=$'a\tb\nc'
y="it's \"q\""
z=$'\xff\xfe'
declare -p x y z
#### printf %q and @Q of weird strings
x=$'a\tb\nc'
z=$'\xff'
printf '%q\n' "$x" "$z"
echo "${x@Q}" "${z@Q}"
#### set prints normal strings unquoted
a=abc b='a b' c='' d=a-b_c.d/e
set | grep -E '^[abcd]='
#### declare -p normal strings
a=abc b='a b'
declare -p a b
#### printf %q with invalid utf-8
printf '%q\n' $'caf\xc3' $'\xe2\x82'
#### @Q with unicode
x='héllo wörld'
echo "${x@Q}"
printf '%q\n' "$x"
#### set listing array and assoc
arr=(1 'two words' $'t\tab')
declare -A as=([k]='v w')
set | grep -E '^(arr|as)='
#### declare -p array with special chars
arr=('a"b' "c'd" '$e' '`f`' 'g\h')
declare -p arr
#### export -p with weird value
export EX=$'l1\nl2'
export -p | grep -A1 'EX='
#### alias listing with quotes
alias q1="echo 'hi'"
alias q2='echo "x"'
alias
#### declare -p of integer and other attrs
declare -i i=3
declare -l l=ABC
declare -u u=abc
declare -p i l u
#### set of function listing after variables
f() { echo x; }
set | grep -A3 '^f ()'
#### declare -p with readonly and export combos
declare -rx RX=1
declare -ix IX=2
declare -p RX IX
#### set lists empty values as nothing in posix mode too
e1=
e2=''
set -o posix
set | grep -E '^e[12]='
declare -p e1
