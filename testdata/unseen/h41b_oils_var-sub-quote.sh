#### double quote in default inside dq
unset a
echo "${a:-"b c"}"
argv() { printf '[%s]' "$@"; echo; }
argv "${a:-"b  c"}" ${a:-"b  c"}
#### single quote in default inside dq is literal
unset a
echo "${a:-'b c'}"
echo ${a:-'b c'}
#### single quote in default unquoted
unset a
argv() { printf '[%s]' "$@"; echo; }
argv ${a:-'x  y'} ${a:-x  y}
#### escape in default inside dq
unset a
echo "${a:-\"q\"}" "${a:-\$x}" "${a:-a\\b}" "${a:-\z}"
#### escape in default unquoted
unset a
echo ${a:-\"q\"} ${a:-\$x} ${a:-a\\b} ${a:-\z}
#### dollar single quote in default inside dq
unset a
echo "${a:-$'x\ty'}" | od -c | head -1
echo ${a:-$'x\ty'} | od -c | head -1
#### quoted pattern in strip inside dq
v='a*b'
echo "${v#"a*"}" "${v#a*}" "${v#'a*'}"
#### single quotes in pattern inside dq are literal quotes in bash
v="'a'bc"
echo "${v#'a'}"
v=abc
echo "${v#'a'}"
#### quoted pattern in patsub
v='a.b.c'
echo "${v//./-}" "${v//'.'/-}" "${v//"."/-}"
v='a*b*c'
echo "${v//\*/+}" "${v//'*'/+}" "${v//*/+}"
#### quoted replacement in patsub
v=abc
echo "${v/b/'X'}" ${v/b/'X'} "${v/b/"Y"}" "${v/b/\Z}"
#### backslash in replacement
v=abc
echo "${v/b/\\}" ${v/b/\\} "${v/b/x\/y}"
#### ampersand in replacement
v=abc
echo "${v/b/&}" "${v/b/\&}"
#### word splitting of default unquoted
unset a
argv() { printf '[%s]' "$@"; echo; }
argv ${a:-x y z}
argv "${a:-x y z}"
argv ${a:-"x y" z}
#### glob in default unquoted
touch f1 f2
unset a
echo ${a:-f*} "${a:-f*}" ${a:-"f*"}
#### nested quotes in alternate
a=set
argv() { printf '[%s]' "$@"; echo; }
argv ${a:+"1  2" 3} "${a:+"1  2" 3}"
#### at in default
set -- 'p q' r
unset a
argv() { printf '[%s]' "$@"; echo; }
argv "${a:-"$@"}"
argv ${a:-"$@"}
argv "${a:-$@}"
#### star in default with IFS
set -- p q
unset a
IFS=-
echo "${a:-$*}" "${a:-"$*"}"
#### tilde in default
unset a
HOME=/hh
echo ${a:-~} "${a:-~}" ${a:-~/x}
#### assign default with quotes
unset a
: "${a:="x  y"}"
printf '[%s]\n' "$a"
unset b
: ${b:='p  q'}
printf '[%s]\n' "$b"
#### brace in quoted default
unset a
echo "${a:-}}" "${a:-"}"}"
#### quoted right brace in unquoted default
unset a
echo ${a:-'}'} ${a:-"}"} ${a:-\}}
#### error message with quotes
unset a
( : "${a:?"is 'unset'"}" ) 2>&1 | sed 's/^.*line [0-9]*: //'
#### dq inside sq inside dq default
unset a
echo "${a:-'"'}"
#### length of quoted
v='a b'
echo "${#v}"
#### patsub pattern from var quoted vs unquoted
v='a*c abc'; p='*'
echo "${v//$p/-}" "${v//"$p"/-}"
