#### echo with many arguments
echo {1..20}
#### variable names with underscores and digits
_a1=x; a_2_=y; echo $_a1 $a_2_
#### dollar followed by non name
echo $ $. $/ "$" a$
#### dollar braces with nested quotes
x=
echo "${x:-"a b"}" ${x:-'c d'}
#### double quoted dollar at with prefix
set -- a b
printf '[%s]\n' "x$@y"
#### dollar star with prefix
set -- a b
printf '[%s]\n' "x$*y"
#### nested param default with command sub
unset u
echo ${u:-$(echo fallback)}
#### arithmetic with negative modulo
echo $(( -7 % 3 )) $(( 7 % -3 ))
#### arithmetic shifts
echo $(( 1 << 62 )) $(( -8 >> 1 ))
#### string repetition loop
s=; for i in 1 2 3; do s+=ab; done; echo $s
#### IFS default splitting of tabs and newlines
x=$'a\tb\nc'
printf '[%s]\n' $x
#### printf reuses format
printf '%s=%s\n' a 1 b 2 c
#### printf %q
printf '%q\n' 'a b' "it's" ''
#### eval of assignment with spaces
eval "v='x y'"; echo "$v"
#### set -- with dashes
set -- -x -y; echo "$1 $2"
#### unset of nonexistent
unset nonexist_zz; echo st=$?
#### return without value keeps status
f() { false; return; }
f; echo st=$?
#### exit without value in subshell
( false; exit ); echo st=$?
#### status of function with trailing true
f() { false; true; }
f; echo st=$?
#### long pipeline
echo abc | cat | cat | cat | tr a-c x-z
#### case insensitive compare via lowercase
x=HeLLo
echo ${x,,} ${x^^} ${x^}
#### substring expansion
x=abcdef
echo ${x:1:3} ${x: -2} ${x:2}
#### pattern replacement
x=aabbcc
echo ${x/b/X} ${x//b/X} ${x/#a/Y} ${x/%c/Z}
#### indirect expansion
name=target; target=value
echo ${!name}
#### array slicing
a=(a b c d e)
echo ${a[@]:1:2} ${a[@]: -2}
#### array append and length
a=(); a+=(x); a+=(y z)
echo ${#a[@]} ${a[-1]}
#### assoc array keys sorted output
declare -A m=([b]=2 [a]=1)
for k in a b; do echo $k=${m[$k]}; done
#### while with break status
while true; do break; done; echo st=$?
#### until false with counter
i=0; until (( i >= 2 )); do (( i++ )); done; echo $i
#### redirect stderr of command sub
x=$(echo out; echo err >&2) 2>/dev/null
echo "[$x]"
#### test with negative numbers
[ -5 -lt -2 ] && echo yes
#### deep nesting of subshells
echo $( ( ( ( echo deep ) ) ) )
#### semicolon after brace group close
{ echo a; }; { echo b; }
#### function name same as variable
foo=var; foo() { echo func; }
foo; echo $foo
#### assignment with command sub containing quotes
x="$(echo "it's \"q\"")"
echo "$x"
#### printf with percent literal
printf '100%%\n'
printf '%s%%\n' 50
#### integer overflow in arithmetic
echo $(( 9223372036854775807 * 2 ))
#### test of variable with leading dash
x=-n
[ "$x" = -n ] && echo dash-var
#### for loop var keeps last value
for i in a b c; do :; done; echo $i
#### read -d
printf 'a:b:c' | { read -d : x; echo $x; }
#### parameter expansion with pattern special chars
x='a.b.c'
echo ${x//./-} ${x/./}
#### nested arrays via eval
eval 'arr=(one two)'; echo ${arr[1]}
#### tilde in middle not expanded
HOME=/hh
echo a~b x=~/y
#### sort numeric of variable list
printf '%s\n' 10 9 100 | sort -n | tr '\n' ' '; echo
#### echo with no args
echo
echo ''
#### unquoted empty var as argument disappears
e=
printf '[%s]\n' a $e b "$e"
#### exit status 255 and beyond
bash -c 'exit 255'; echo $?
bash -c 'exit 256'; echo $?
#### misc dbracket with glob from array
a=('*.txt'); [[ x.txt == ${a[0]} ]] && echo arr-glob
#### misc dparen with string containing operator
x='1+2'; (( y = x * 2 )); echo $y
#### misc arithmetic with base prefix var
b=16; echo $(( $b#ff ))
#### misc brace seq with vars via eval
n=3; eval "echo {1..$n}"
#### misc case with dollar-quoted newline
case $'a\nb' in a$'\n'b) echo nl-match;; esac
#### misc command sub with trailing CR
x=$(printf 'a\r\n'); echo ${#x}
#### misc function with same name as alias and keyword usage
function type_f { echo tf; }; type -t type_f
#### misc for in with no words and set -u
set -u; for x in; do :; done; echo ok
#### misc while read with here string multiple lines
while read -r l; do echo "<$l>"; done <<< $'l1\nl2'
#### misc background with here doc
cat <<END2 &
bg heredoc
END2
wait
#### misc redirect in brace group with exec inside
{ exec 3>&1; echo via3 >&3; } ; echo st=$?
#### misc nested functions return codes
a() { return 3; }; b() { a; echo "a=$?"; return 4; }; b; echo "b=$?"
#### misc empty case subject quoted
case "" in "") echo empty-subject;; esac
#### misc multiple heredocs on one command
paste - - <<A 3<<B
a1
a2
A
b1
B
