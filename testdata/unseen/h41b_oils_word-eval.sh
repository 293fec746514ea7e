#### word joining
argv() { printf '[%s]' "$@"; echo; }
a=1 b=2
argv $a$b "$a"$b '$a'"$b" x${a}y
#### splitting then globbing
touch a1 a2 b1
argv() { printf '[%s]' "$@"; echo; }
v='a* b*'
argv $v "$v"
#### empty unquoted var elided
argv() { printf '[%s]' "$@"; echo; }
e=
argv $e x $e "" "$e"
#### splitting with leading and trailing IFS
argv() { printf '[%s]' "$@"; echo; }
v='  a  b  '
argv $v
IFS=:; v=':a::b:'
argv $v
#### IFS non whitespace adjacent to space
argv() { printf '[%s]' "$@"; echo; }
IFS=' :'
v='a : b::c'
argv $v
#### quoted at with prefix and suffix
argv() { printf '[%s]' "$@"; echo; }
set -- 'x y' z
argv "pre$@post"
argv pre$@post
#### empty at and star
argv() { printf '[%s]' "$@"; echo; }
set --
argv "$@" "$*" $@ $*
#### at with empty elements
argv() { printf '[%s]' "$@"; echo; }
set -- '' a ''
argv "$@"
argv $@
argv "$*"
#### star with IFS empty
argv() { printf '[%s]' "$@"; echo; }
set -- 'a b' c
IFS=
argv "$*" $*
#### star with IFS unset
argv() { printf '[%s]' "$@"; echo; }
set -- 'a b' c
unset IFS
argv "$*" $*
#### glob does not apply to quoted
touch q1
argv() { printf '[%s]' "$@"; echo; }
argv "q*" 'q*' q\* q*
#### no glob match leaves pattern
argv() { printf '[%s]' "$@"; echo; }
argv zz* "[x"
#### command sub splitting
argv() { printf '[%s]' "$@"; echo; }
argv $(printf 'a b\nc') "$(printf 'a b\nc')"
#### command sub trailing newlines stripped
argv() { printf '[%s]' "$@"; echo; }
argv "$(printf 'x\n\n\n')" "$(printf '\n\nx')"
#### arithmetic sub splitting with IFS
argv() { printf '[%s]' "$@"; echo; }
IFS=0
argv $((100)) "$((100))"
#### tilde only at start
argv() { printf '[%s]' "$@"; echo; }
HOME=/home/u
argv ~ ~/x a~ "~" x=~ ~:
#### brace expansion before vars
argv() { printf '[%s]' "$@"; echo; }
v=1
argv {a,$v}x a{1..3} "{a,b}"
#### set -f disables glob
touch g1
set -f
echo g*
set +f
echo g*
#### word with only quotes
argv() { printf '[%s]' "$@"; echo; }
argv '' "" ''"" $'' x''
#### backslash in unquoted word
argv() { printf '[%s]' "$@"; echo; }
argv \a \\ a\ b \$x
#### IFS with backslash
argv() { printf '[%s]' "$@"; echo; }
IFS='\'
v='a\b\\c'
argv $v
#### nested command sub quotes
argv() { printf '[%s]' "$@"; echo; }
argv "$(echo "a  b" "$(echo 'c  d')")"
#### assign $@ joins with space
set -- a b c
IFS=:
x=$@; y="$@"; z=$*; w="$*"
echo "$x|$y|$z|$w"
#### IFS multi char join uses first
set -- a b
IFS='-+'
echo "$*"
IFS='+-'
echo "$*"
#### unquoted $* with nonspace IFS keeps empty
set -- a '' b
IFS=:
argv() { printf '[%s]' "$@"; echo; }
argv $* 
argv $@
#### unquoted empty args disappear with default IFS
set -- a '' b
argv() { printf '[%s]' "$@"; echo; }
argv $*
argv $@
#### split with IFS trailing nonspace
IFS=:
v='a:b:'
argv() { printf '[%s]' "$@"; echo; }
argv $v
v='a::'
argv $v
#### split with mixed IFS ws and nonws
IFS=' ,'
v=' a , b,,c , '
argv() { printf '[%s]' "$@"; echo; }
argv $v
#### IFS with tab and newline only
IFS=$'\n'
v=$'a b\nc d\n\ne'
argv() { printf '[%s]' "$@"; echo; }
argv $v
#### word split result of cmdsub in middle of word
argv() { printf '[%s]' "$@"; echo; }
argv x$(echo 'a b')y
#### quoted empty adjacent to unquoted empty
e=
argv() { printf '[%s]' "$@"; echo; }
argv $e"" ""$e $e''$e
#### "$@" adjacent to quoted empty
set --
argv() { printf '[%s]' "$@"; echo; }
argv "$@"""
argv ""$@
argv "x$@"
#### $@ in for without in
set -- 'a b' c
for x; do echo "<$x>"; done
#### IFS unset vs empty splitting
v='a b'
argv() { printf '[%s]' "$@"; echo; }
unset IFS; argv $v
IFS=; argv $v
#### local IFS in function
f() { local IFS=,; v='1,2'; argv $v; }
argv() { printf '[%s]' "$@"; echo; }
f
v='3,4'; argv $v
#### read with IFS and escapes
IFS=, read -r a b c <<< 'x\,y,z,w,v'
echo "$a|$b|$c"
IFS=, read a b <<< 'x\,y,z'
echo "$a|$b"
#### array from split with glob chars
touch f1 f2
v='f* x'
a=($v)
echo ${#a[@]}
#### split on IFS with unicode char
IFS=é
v='aébéc'
argv() { printf '[%s]' "$@"; echo; }
argv $v
echo "$*"
set -- x y
echo "$*"
#### brace expansion with variables not expanded twice
a='{1,2}'
echo $a {$a,b}
#### brace expansion sequences
echo {1..10..3} {a..e..2} {10..1..4} {-2..2}
#### brace expansion zero padded
echo {01..3} {1..03} {-01..1}
#### brace expansion invalid
echo {1..a} {a..1} {1..2..0} {,} {a}
#### brace nested and with empty
echo a{b,{c,d}e,}f
#### brace with quotes
echo {'a b',c} "{x,y}" {a,"b c"}
#### tilde variants
HOME=/hh
echo ~ ~/a ~+ ~- 2>/dev/null | sed "s|$PWD|PWD|g"
OLDPWD=/old
echo ~-
#### tilde with user
echo ~root | grep -c /
echo ~nosuchuserzz
