#### printf -v array element
a=(x y); printf -v 'a[1]' '%s-%s' p q; declare -p a
#### printf -v associative element with space key
declare -A m; printf -v 'm[a b]' '%d' 42; declare -p m
#### printf -v whole array name sets element 0
a=(x y); printf -v a '%s' new; declare -p a
#### printf -v bad subscript
printf -v 'a[' '%s' x; echo st=$?
#### printf -v negative index
a=(x y z); printf -v 'a[-1]' '%s' last; declare -p a
#### printf -v negative index out of range
a=(x); printf -v 'a[-5]' '%s' v; echo st=$?; declare -p a
#### printf -v readonly array element
declare -ra r=(1); printf -v 'r[0]' 2; echo st=$?
#### printf -v reuse format for array element
printf -v 'a[3]' '%s,' 1 2 3; declare -p a
#### printf -v integer array element
declare -ai n; printf -v 'n[0]' '2+3'; declare -p n
#### read -N counts newlines too
printf 'ab\ncd' | { read -N 4 x; echo "[$x] st=$?"; }
#### read -N keeps IFS characters
printf '  a b  ' | { read -N 5 x; echo "[$x]"; }
#### read -N short input
printf 'ab' | { read -N 5 x; echo "[$x] st=$?"; }
#### read -N 0
printf 'ab' | { read -N 0 x; echo "[$x] st=$?"; }
#### read -N with two names
printf 'ab cd' | { read -N 5 x y; echo "[$x][$y] st=$?"; }
#### read -d empty reads to NUL
printf 'a b\0c\0' | { read -d '' x; echo "[$x] st=$?"; read -d '' y; echo "[$y] st=$?"; read -d '' z; echo "[$z] st=$?"; }
#### read -d empty -r with backslash
printf 'a\\\nb\0' | { read -r -d '' x; printf '%q\n' "$x"; }
#### read -d empty without NUL
printf 'abc\n' | { read -d '' x; echo "[$x] st=$?"; }
#### read -t 0 with input waiting
echo hi > in.txt; read -t 0 < in.txt; echo st=$?
#### read -t 0 at end of file
read -t 0 < /dev/null; echo st=$?
#### read -t 0 reads nothing
echo hi > in.txt; { read -t 0; read x; echo "[$x]"; } < in.txt
#### read -t negative
read -t -1 x < /dev/null; echo st=$?
#### read -t bad number
read -t abc x < /dev/null; echo st=$?
#### type -f skips function finds builtin
echo() { :; }; type -f echo; type -t -f echo; unset -f echo
#### type -f skips function finds file
ls() { :; }; type -f ls >/dev/null; echo st=$?; type -f -t ls
#### type -f of a function only
myfn() { :; }; type -f myfn; echo st=$?
#### type -af function and builtin
printf() { :; }; type -af printf | head -1; unset -f printf
#### type -P ignores builtin
type -P printf | grep -c /; type -P cd; echo st=$?
#### enable -n then -a shows disabled
enable -n echo; enable -a | grep -w echo; enable echo; enable -a | grep -w echo
#### enable -s lists the specials
enable -s
#### enable -n -s
enable -n -s | head -3; echo st=$?
#### enable -ns disables a special
enable -n export; export x=1; echo st=$?; enable export
#### enable -n non-builtin
enable -n nosuch_h39b; echo st=$?
#### enable -s of a regular builtin
enable -s echo; echo st=$?
#### enable -p with name
enable -p echo | grep -w echo; enable -n echo; enable -p echo | grep -w echo; enable -np echo
#### enable disabled name runs file
enable -n echo; type -t echo; echo hi; enable echo
#### caller with frame numbers
f() { caller 0; caller 1; caller 2; echo st=$?; }; g() { f; }; g
#### caller with no argument at top
caller; echo st=$?
#### caller bad argument
f() { caller x; echo st=$?; caller -1; echo st=$?; }; f
#### caller too many arguments
f() { caller 0 1; echo st=$?; }; f
#### caller in sourced file
printf 'caller 0; echo st=$?\ncaller\n' > s.sh; f() { . ./s.sh; }; f
#### builtin not a shell builtin
builtin ls; echo st=$?
#### builtin without arguments
builtin; echo st=$?
#### builtin with option
builtin -x echo; echo st=$?
#### builtin double dash
builtin -- echo hi; echo st=$?
#### builtin of a keyword
builtin if; echo st=$?
#### builtin of a disabled builtin
enable -n echo; builtin echo hi; echo st=$?; enable echo
#### let returns 1 for zero
let 0; echo $?; let 1; echo $?; let 'x=0'; echo $?; let 'x=5' 'y=0'; echo $?
#### let last expression decides
let 'a=0' 'b=2'; echo $?; let 'a=3' 'b=a-3'; echo $?
#### let error status
let '1/0'; echo $?; let 'x=' ; echo $?
#### let no arguments
let; echo $?
#### let with negative
let -1; echo $?; let -- -1; echo $?
#### let post increment from zero
x=0; let x++; echo "$? $x"; let ++x; echo "$? $x"
#### let comma operator
let 'x=1,0'; echo $?; let 'x=0,1'; echo $?
#### read negative index out of range
a=(x); read 'a[-5]' <<< v; echo st=$?; declare -p a
#### declare quoted negative index
a=(x y); declare 'a[-1]=v'; declare 'a[-5]=w'; echo st=$?; declare -p a
#### read negative index from the end
a=(x y); read 'a[-1]' <<< v; declare -p a
