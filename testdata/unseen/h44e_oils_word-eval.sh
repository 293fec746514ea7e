#### empty unquoted var elided
e=
set -- a $e b "$e"
echo $#
#### unquoted var with only IFS chars
x='   '
set -- $x
echo $#
#### adjacent quoted and unquoted
x='a b'
set -- $x"c d"$x
echo $#; printf '<%s>\n' "$@"
#### at in middle of word
set -- 1 2 3
printf '<%s>\n' "x$@y"
#### star in middle of word
set -- 1 2 3
printf '<%s>\n' "x$*y"
#### empty at in quotes vanishes
set --
printf '<%s>\n' "$@" end
#### empty at with adjacent text
set --
printf '<%s>\n' "x$@"
#### unquoted at with empty args
set -- '' a ''
printf '<%s>\n' $@
#### quoted at with empty args
set -- '' a ''
printf '<%s>\n' "$@"
#### star with empty IFS
set -- a b c
IFS=
echo "$*"
printf '<%s>\n' $*
#### IFS with non whitespace
IFS=:
x='a::b:'
printf '<%s>\n' $x
#### IFS mixed whitespace and colon
IFS=' :'
x=' a : b  :c '
printf '<%s>\n' $x
#### glob after split
touch a1 a2 b1
x='a* b*'
echo $x
echo "$x"
#### noglob
set -f
touch zz
echo z*
#### glob no match
echo nomatch*
shopt -s nullglob
echo [nomatch*]
#### failglob
shopt -s failglob
echo nomatch*
echo st=$?
#### brace then glob
touch x1 y1
echo {x,y}1
echo {x,q}*
#### command sub split
printf '<%s>\n' $(echo 'a  b'; echo c)
#### command sub trailing newlines removed
x=$(printf 'a\n\n\n')
echo "[$x]"
#### arith sub split
IFS=0
echo $((100+5))
#### tilde only at start
HOME=/H
echo ~ a~ x=~ "~"
#### tilde after colon in assignment
HOME=/H
PATHX=a:~/b:~
echo $PATHX
#### tilde in argument assignment like word
HOME=/H
echo foo=~/x --opt=~
#### word with dollar at end
echo a$ "b$" $
#### quote removal of backslash
echo \a \\ '\' "\a" "\\" "\$"
#### dq escape only special
echo "\q \` \" \\ \$"
#### unquoted array star in assignment
a=(1 2 3)
x=${a[*]} y="${a[@]}"
echo "$x|$y"
#### IFS unset default splitting
unset IFS
x=$'a\tb\nc  d'
set -- $x
echo $#
#### splitting of positional in for
set -- 'a b' c
for i in $*; do echo "<$i>"; done
for i in "$*"; do echo "<$i>"; done
#### IFS whitespace and nonwhitespace mix leading
IFS=' ,'
x=' ,a, ,b'
printf '<%s>\n' $x
#### IFS trailing nonwhitespace
IFS=,
x='a,b,'
set -- $x
echo $#
x='a,b,,'
set -- $x
echo $#
#### IFS backslash
IFS='\'
x='a\b'
printf '<%s>\n' $x
#### IFS glob char
IFS='*'
x='a*b'
printf '<%s>\n' $x
echo "$x"
#### star joined with first IFS char multi
IFS='-+'
set -- a b
echo "$*"
#### at in array assignment with IFS
IFS=,
set -- 'a b' c
a=($@)
echo ${#a[@]}
#### unquoted at with IFS empty
IFS=
set -- 'a b' c
printf '<%s>\n' $@
#### unquoted star with IFS empty
IFS=
set -- 'a b' c
printf '<%s>\n' $*
#### quoted empty string adjacent to empty var
e=
set -- ''$e
echo $#
set -- $e$e
echo $#
#### dollar at in middle with empty params and prefix
set -- ''
printf '<%s>\n' x"$@"y
#### at with index slice in word
set -- a b c
printf '<%s>\n' "pre${@:2}post"
#### array at in word
a=(1 2)
printf '<%s>\n' "x${a[@]}y"
#### ifs splitting of default word
unset u
IFS=:
printf '<%s>\n' ${u:-a:b}
#### splitting of unquoted result of patsub
x='a-b'
printf '<%s>\n' ${x/-/ }
#### split then glob with quoted glob
touch 'a b' ab
x='a*'
printf '<%s>\n' $x
#### backslash in unquoted var is not escape for glob
touch 'a*' ab
x='a\*'
printf '<%s>\n' $x
#### dollar single quote in dq is literal
echo "$'x'"
#### tilde with user-like name not existing
echo ~nosuchuser_zz
#### tilde plus and minus
mkdir d; cd d
echo ~+ | sed 's#.*/##'
cd ..
cd d
[ ~- = "$OLDPWD" ] && echo minus ok
