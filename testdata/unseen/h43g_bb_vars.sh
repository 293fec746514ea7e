#### patsub: \\ in a variable replacement becomes one backslash
a=abc; b='\\'
r="${a//b/$b}"; echo 1 $r
echo 2 ${a//b/$b}
echo 3 "${a//b/$b}"
#### patsub: lone backslash in a variable replacement stays
a=abc; b='\'
echo 1 ${a//b/$b}
echo 2 "${a//b/$b}"
b='\t'; echo 3 "${a//b/$b}" ${a//b/\t} "${a//b/\t}"
#### patsub: literal replacement backslashes, quoted and not
v='a*b\*c'
echo ${v/\*/_\\_\z_}
echo "${v/\*/_\\_\z_}"
r=${v/\\*/_\\_\z_}; echo "$r"
r="${v/\\*/_\\_\z_}"; echo "$r"
#### patsub: backslash-escaped & and \\& in variable replacement
a=abc
b='x\&y'; echo "${a//b/$b}"
b='x\\&y'; echo "${a//b/$b}"
b='x&y'; echo "${a//b/$b}" ${a//b/$b}
#### patsub: octal-looking escapes are not converted
a=abc
r=${a//b/\041#}; echo 1 $r
echo 2 "${a//b/\\041#}"
b='\041#'; echo 3 ${a//b/$b}
#### patsub: slashes and backslashes in pattern and replacement from variables
v='a/b/c'; s='b/c'; r='e/f'
echo "1 ${v/$s}" "2 ${v/$s/d}" "3 ${v/$s/$r}"
v='a\\b\\c'; s='b\\\\c'; r='e\\f'
echo "4 ${v/$s}" "5 ${v/$s/d}" "6 ${v/$s/$r}"
#### patsub: single-quoted replacement keeps backslashes
a=abc
echo "${a//b/'\\'}" "${a//b/"\\"}" "${a//b/"\\&"}" ${a//b/\&}
#### ${#=} and ${#:=} are bad substitutions
bash -c 'echo ${#=}' SHELL; echo rc=$?
bash -c 'echo ${#:=}' SHELL; echo rc=$?
#### ${1=} with no positionals is an error
bash -c 'set --; echo _${1=}' SHELL; echo rc=$?
bash -c 'set --; echo _${1:=word}' SHELL; echo rc=$?
bash -c 'set aa; echo _${1=}_${1:=word}' SHELL; echo rc=$?
#### ${f=word} and ${f:=word} on unset, empty and set
unset f; echo _${f=}_${f:=}_${f=word}
f=; echo _${f=word}_${f:=word}
f=fff; echo _${f=}_${f:=}_${f:=word}
#### $* and $@ assigned unquoted and quoted
set -- abc "d e"
a=$*; echo ".$a."
a=$@; echo ".$a."
a="$*"; echo ".$a."
a="$@"; echo ".$a."
#### "$@.out" redirection with two positionals is ambiguous
set -- abc "d e"
echo TEST1 >"$1.out"; echo TEST2 >"$2.out"
echo TEST3 >"$@.out"; echo rc=$?
cat abc.out "d e.out"
#### for over empty and split expansions
empty=''; a_b='a b'
for a in u $empty v; do echo ".$a."; done
for a in u " $empty" v; do echo ".$a."; done
for a in $a_b -$a_b-; do echo ".$a."; done
#### for over -$*- and -$@-
set -- abc "d e"
for a in -$*-; do echo ".$a."; done
for a in -$@-; do echo ".$a."; done
#### positionals seen in subshells and pipelines
set -- 1 2 3 4 5 6 7
{ echo 2=$2; }
{ echo 3=$3; } & wait
( echo 4=$4 )
( echo 5=$5 ) & wait
true | echo 6=$6 | cat
true | { echo 7=$7; } | cat
#### UTF-8 length of a value
X=abcdÉfghÍjklmnÓpqrstÚvwcyz
echo ${#X}
#### here-document ended by end of file warns
cat <<END
a
b
#### here-document at EOF after a command list
true; cat <<END; echo after
line
#### line continuation inside $( ( makes arithmetic
echo $(\
(1+2))
echo "Forty two:$\
(\
(\
42\
)\
)"
#### line continuation between )) of arithmetic
echo $((1+2)\
)
echo $(( (3*4)\
))
#### line continuation in (( command
(\
(x=3)); echo $x
#### line continuation between )) of the (( command is an error
(( y = 4 )\
); echo $y
#### line continuation after $ and before ( of command substitution
echo $\
(echo hi)
echo "$\
(echo hi)"
echo $(\
echo there)
#### unquoted value with backslash-newline is split, not joined
ad=Ok; a=Ba
e='echo $a\
d'
eval $e
eval "$e"
#### arithmetic text from command substitutions with parentheses
echo $(( ( `printf '(\x28 1'` + `echo 2\)\)` ) ))
echo $(( $(echo '(1') + $(echo '2)') ))
#### arithmetic from quoted command substitution text
echo $(( $(echo '1+2') * 3 ))
echo $(( `echo "1+2"` * 3 ))
echo $(( $(echo '(1') + $(echo 2) ))
#### arithmetic: command substitution with backslash inside
echo $(( `echo 2\*3` + 1 ))
echo $(( $(printf '%s' "4\\") ))
#### many IFS characters split a long word
IFS=',:;'
s='a,b:c;;d,,e'
set -- $s; echo $#; printf '<%s>' "$@"; echo
IFS=' '
#### IFS of all printable punctuation
IFS='!@#%^&*()-+=' 
set -- $(echo 'a!b@c#d%e^f&g*h(i)j-k+l=m'); echo $# "$*"
