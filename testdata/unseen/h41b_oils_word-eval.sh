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
