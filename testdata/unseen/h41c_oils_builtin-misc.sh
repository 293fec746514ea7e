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
