#### syntax error unexpected token
eval 'if then fi'; echo st=$?
#### syntax error unexpected eof
eval 'if true; then'; echo st=$?
#### syntax error in script stops script
echo before
fi
echo after
#### syntax error unmatched quote
eval 'echo "abc'; echo st=$?
#### syntax error bad for
eval 'for 1x in a; do :; done'; echo st=$?
#### syntax error done without do
eval 'while true; done'; echo st=$?
#### syntax error unexpected paren
eval 'echo a)'; echo st=$?
#### command not found message
nosuch_cmd_h19 arg; echo st=$?
#### command not found with path
./nosuch_file; echo st=$?; /nonexistent/x; echo st=$?
#### permission denied
echo 'echo hi' > s; chmod -x s; ./s; echo st=$?
#### is a directory
mkdir d; ./d; echo st=$?
#### redirection errors
cat < nosuch_in; echo st=$?; echo x > /nonexistent_d/f; echo st=$?
#### ambiguous redirect
f='a b'; echo x > $f; echo st=$?; unset g; echo x > $g; echo st=$?
#### bad fd
echo x >&9; echo st=$?; cat <&8; echo st=$?
#### readonly variable assign
readonly r=1; r=2; echo st=$?; r+=x; echo st=$?
#### unset readonly
readonly r=1; unset r; echo st=$?
#### invalid identifier in assignment via declare
declare 1x=2; echo st=$?; export 'a b=1'; echo st=$?
#### bad array subscript
a=(1 2); echo ${a[-5]}; echo st=$?; a[-5]=x; echo st=$?
#### too many args to builtins
cd a b; echo st=$?; shift x; echo st=$?; exit 1 2 ; echo st=$?
#### exit with bad argument
exit abc; echo never
#### break and continue outside loop
break; echo st=$?; continue; echo st=$?
#### break with bad count
for i in 1; do break 0; echo st=$?; done; for i in 1; do break x; done; echo st=$?
#### error line numbers
echo 1
echo 2
nosuch_a_h
f() {
  nosuch_b_h
}
f
#### error inside eval line number
x=1
eval 'nosuch_c_h'
#### error from sourced file
printf 'echo in\nnosuch_d_h\n' > inc.sh; . ./inc.sh; echo st=$?
#### source nonexistent
. ./nosuch.sh; echo st=$?; source; echo st=$?
#### shift too far
set -- a b; shift 3; echo st=$? $#
#### unset invalid name
unset 'a-b'; echo st=$?; unset -v 1; echo st=$?
#### declare invalid option
declare -Z x; echo st=$?
#### cd nonexistent
cd /nonexistent_h19; echo st=$?; cd; echo st=$?
#### pushd popd errors
popd; echo st=$?; pushd; echo st=$?; dirs +5; echo st=$?
#### wait for non-child
wait 99999; echo st=$?
#### kill bad signal
kill -NOPE 1; echo st=$?; kill; echo st=$?
#### printf bad format char
printf '%y' 1; echo st=$?
#### bad substitution message
echo "${x!}"; echo st=$?
#### command substitution syntax error
x=$(if); echo st=$?
#### arithmetic error message line
x=$(( 1 + * 2 )); echo st=$?
