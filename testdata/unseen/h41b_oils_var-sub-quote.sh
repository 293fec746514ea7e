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
#### rbrace default dq
echo "${var:-}}" "${var:-a}b}"
#### cmdsub with quotes in default
unset u
echo "${u-"$(echo "hi  there")"}"
echo ${u-"$(echo "a  b")"}
#### escaped dollar and dq in default
unset u
echo "${u-\$}" "${u-\"}" ${u-\"} ${u-\'}
#### dq sq in default
unset u
echo "${u:-"'"}" ${u:-"'"}
#### dollar sq in dq default
unset u
echo "${u:-$'a\x41'}" "${u:-$"loc"}"
#### pattern sq in dq
v="'ab'"
echo "${v#\'}" "${v%"'"}" "${v//\'/Q}"
#### patsub replacement with sq in dq
v=abc
echo "${v/b/'x'}" "${v/b/"x"}"
#### patsub with slash in quotes
v=a/b/c
echo "${v//\//_}" "${v//'/'/_}" "${v//"/"/_}"
#### alternative with sq in dq
v=1
echo "${v:+'x y'}" ${v:+'x  y'}
#### error msg with sq in dq
unset u
( echo "${u?'msg'}" ) 2>&1 | sed 's/.*: //'
#### assign default with sq in dq
unset u
echo "${u='a b'}" "$u"
#### at quoted in alternative
set -- a 'b c'
argv() { printf '[%s]' "$@"; echo; }
argv "${1:+"$@"}"
argv ${1:+"$@"}
#### star in alternative dq
set -- a 'b c'
argv() { printf '[%s]' "$@"; echo; }
argv "${1:+$*}" "${1:+"$*"}"
#### backslash newline in default
unset u
echo "${u:-a\
b}"
#### backtick in default
unset u
echo "${u:-`echo bt`}" ${u:-`echo "x y"`}
#### nested param in default with quotes
unset u; w='p  q'
argv() { printf '[%s]' "$@"; echo; }
argv "${u:-$w}" ${u:-$w} ${u:-"$w"}
#### dq default with glob chars
touch aa ab
unset u
echo "${u:-a*}" ${u:-a*} ${u:-"a*"}
#### tilde in dq default
HOME=/h; unset u
echo "${u:-~}" ${u:-~} ${u:-"~"}
#### heredoc default with sq
unset u
cat <<END
${u:-'a b'} ${u:-"c d"} ${u:-\$x}
END
#### heredoc pattern with quotes
v="'x'"
cat <<END
${v#\'} ${v#"'"} ${v//\'/-}
END
#### heredoc default with escaped dq
unset u
cat <<END
${u:-\"q\"} "${u:-z}"
END
#### dq default escaped dq nested
unset u
echo "${u:-"\""}" "${u:-\"}"
#### patsub with sq pattern unquoted and dq
v="a'b"
echo ${v/\'/X} "${v/\'/X}" ${v/"'"/X} "${v/"'"/X}"
#### strip with dq inside dq
v='"abc"'
echo "${v#\"}" "${v%'"'}"
#### length of dq string literal in default
unset u
x="${u:-"$(printf 'a\nb')"}"
echo ${#x}
#### default with array quoted elements
a=('x y' z)
unset u
argv() { printf '[%s]' "$@"; echo; }
argv "${u:-"${a[@]}"}"
argv "${u:-${a[@]}}"
argv ${u:-"${a[@]}"}
#### default with star elements IFS
a=(x y)
unset u
IFS=:
argv() { printf '[%s]' "$@"; echo; }
argv "${u:-${a[*]}}" ${u:-${a[*]}}
#### alternative empty quoted produces empty arg
v=1
argv() { printf '[%s]' "$@"; echo; }
argv ${v:+""} ${v:+''} "${v:+}"
argv ${u:+""}
#### default unquoted empty string yields empty arg
unset u
argv() { printf '[%s]' "$@"; echo; }
argv ${u:-""} ${u:-''} ${u:-}
#### default with quoted and unquoted parts splitting
unset u
argv() { printf '[%s]' "$@"; echo; }
argv ${u:-a" b "c d}
#### IFS split in default from var
unset u
v='1:2'
IFS=:
argv() { printf '[%s]' "$@"; echo; }
argv ${u:-$v} ${u:-"$v"} ${u:-x:y}
#### pattern from var with quoted chars in strip
v='a?c'
p='?'
echo "${v#a$p}" "${v#a"$p"}" "${v#a\?}"
#### patsub with quoted var pattern and glob star
v='xx*yy'
p='*'
echo ${v/$p/-} ${v/"$p"/-} ${v/\*/-}
#### patsub replacement var with special chars
v=abc
r='$&\'
echo "${v/b/$r}" ${v/b/$r}
#### patsub replacement with tilde
HOME=/hh
v=abc
echo ${v/b/~} "${v/b/~}"
#### patsub anchor with quoted
v='#a#'
echo ${v/#'#'/X} ${v/%'#'/Y} ${v/#\#/Z}
#### patsub empty pattern
v=abc
echo ${v//} ${v/} "${v//}"
#### patsub @ on array with quotes
a=('a b' 'c b')
argv() { printf '[%s]' "$@"; echo; }
argv "${a[@]/b/'x y'}"
argv ${a[@]/b/"x y"}
#### dollar single quote inside dq is literal
echo "$'a'" "$"
#### dollar dq locale in dq
echo "$"hi"" $"hi"
#### nested ${} quoted inside unquoted
v='a b'
argv() { printf '[%s]' "$@"; echo; }
argv ${v:+"${v}"} ${v:+${v}}
#### quote removal in ${#} operand
v=abc
echo ${#v} "${#v}"
#### backslash newline inside ${}
v=abc
echo ${v\
}
#### single quote in dq pattern for strip matching literal quote
v="'abc'"
echo "${v#"'"a}" "${v%c"'"}"
#### error word in dq is expanded as unquoted
unset u
HOME=/hh
( : "${u?a'b  c'd}" ) 2>&1 | sed 's/^.*line [0-9]*: //'
( : "${u:?'$HOME' \x ~}" ) 2>&1 | sed 's/^.*line [0-9]*: //'
( : "${u?"q  r"}" ) 2>&1 | sed 's/^.*line [0-9]*: //'
set -- a b
( : "${u?x $@ y}" ) 2>&1 | sed 's/^.*line [0-9]*: //'
#### escaped right brace in dq word
unset u
echo "${u:-\}}" "${u:-a\}b}" "${u:-\\\}}" "${u:-"\}"}" "${u:-\{}"
b=x
echo "${b:+\}}" "${b/x/\}}" "${u=\}}" "$u"
echo ${u2:-\}} ${u2:-"\}"}
#### dq in sq in dq default
unset a
echo "${a:-x'"'y}" "${a:-'x"y"z'}" "${a:-'x\"z'}"
