#### substring positive offsets on string and integer
x=abcdefghi
declare -i y=123456789
echo a t${x:2:2} ${y:2:3} a
echo b ${x::3} ${y::3} b
echo c ${x:2:} ${y:2:} c
echo d ${x:2} ${y:2} d
echo e ${x:2:6} ${y:2:6} e
echo f ${x:2:7} ${y:2:7} f
echo g ${x:2:8} ${y:2:8} g
#### substring with variables and parenthesized offsets
x=abcdefghi
n=2
echo a ${x:$n:3} a
echo b ${x:(n):3} b
echo c ${x:(-2):1} c
echo d t${x: n:2} d
echo e ${x: -3} ${x:-3} e
#### substring offset forms in bash -c
export x=abcdefghi n=2
bash -c 'echo v${x:(n)}x'
bash -c 'echo w${x: n}x'
bash -c 'echo x${x:n}x'
bash -c 'echo z${x}x'
bash -c 'x=abcdef;y=123;echo q${x:${y:2:1}:2}q'
#### substring empty offset is bad substitution
x=abc
echo y${x:}x
echo notreached
#### substring with ternary offset
x=abcdefghi
y=2
echo a ${x:(y == 1 ? 2 : 3):4} a
echo b ${x:y==2?1:0:2} b
#### substring with spaces around operands
foo=1
bar=2
baz=qwertyuiop
echo a ${baz: foo: bar}
echo b ${baz: foo: $bar}
echo c ${baz: $foo: bar}
echo d ${baz: $foo: $bar}
#### substring negative length
x=abcdefghi
echo ${x:2:-2} ${x: -4:-1}
echo ${x:2:-9}
echo st $?
#### substring offset beyond length
x=abc
echo "[${x:5}]" "[${x:3}]" "[${x: -5}]"
#### substring of multibyte characters
x=mäh
echo a ${x::1} ${x: -1} a
echo b ${x::2} ${x: -2} b
echo c ${x:1:1} ${x: -2:1} c
echo d ${#x} d
#### at Q quoting operator
i=x
j=a\ b
k=$'c\nd'
s="u=${i@Q} v=${j@Q} w=${k@Q}"
echo "s=\"$s\""
eval "$s"
declare -p u v w
#### declare -p with control characters
x=$'<\x01>'; declare -p x
x=$'a\tb'; declare -p x
x="it's"; declare -p x
#### dollar quote with NUL truncates
x=$'<\x00>'; declare -p x
x=$'ab\0cd'; echo "${#x}"
#### empty expansions unquoted and quoted
echo s ${a} . ${b} S
echo t ${a#?} . ${b%?} T
echo r ${a=} . ${b/c/d} R
echo q
echo s "${a}" . "${b}" S
echo t "${a#?}" . "${b%?}" T
echo r "${a=}" . "${b/c/d}" R
#### quoted empty expansions are arguments
pfs() { for x in "$@"; do printf '<%s> ' "$x"; done; echo .; }
pfs 1 "${a}" 2 "${a#?}" + "${b%?}" 3 "${a=}" + "${b/c/d}"
#### concatenating empty with dollar at
showargs() { for s_arg in "$@"; do echo -n "<$s_arg> "; done; echo .; }
showargs 0 ""$@
x=; showargs 1 "$x"$@
set A; showargs 2 "${@:+}"
#### counting words of quoted empty and dollar at
n() { echo "$#"; }
unset e
set -- a b
n """$@"
n "$@"
n "$@"""
n "$e""$@"
n "$@""$e"
set --
n """$@"
n "$@"
n "$@"""
n "$e""$@"
n "$@""$e"
#### dollar at inside other words
set -- a b
n() { echo "$#:$*"; }
n x"$@"y
n "x$@y"
set --
n x"$@"y
n "${@}"
n "${@:-}"
#### dollar double-quoted localisation string
echo $"Localise me!"
cat <<<$"Me too!"
#### dollar double quote heredoc delimiter
V=X
aol=aol
cat <<-$"aol"
	I do not take a $V for a V!
aol
#### dollar single quote escapes
printf '%s\n' $'\ \!\"\#\$\%\&\'\(\)\*\+\,\-\.\/' | od -An -c
#### dollar single quote octal and hex
printf '%s|' $'a\01b' $'\101' $'\x41\x4a' $'\0101' $'\u20ac' | od -An -tx1
#### dollar single quote control chars
printf '%s|' $'\ca' $'\c?' $'\cA' $'\e' $'\E' | od -An -tx1
#### dollar single quote unknown escapes kept
printf '%s\n' $'\q\y\8\9' $'\x' $'\u'
#### dollar single quote backslash newline
printf '<%s>\n' $'a\
b'
#### dollar single quote in double quotes is literal
x="$'a\tb'"
echo "$x"
#### heredoc keeps quotes and dollar quote literally
cat <<END
	dollar = strchr(s, '$');	/* ' */
	foo " bar \" baz
END
#### heredoc with dollar quote delimiter
cat <<$'a\tb'
a\tb
a	b
echo after
#### here strings with quotes
cat <<<"dollar = strchr(s, '$');	/* ' */"
cat <<<'dollar = strchr(s, '\''$'\'');	/* '\'' */'
x="dollar = strchr(s, '$');	/* ' */"
cat <<<"$x"
#### here string with dollar quote escape
cat <<<$'a\tb'
cat <<<'7'$'\t''.'
#### dollar quote in default value
unset nl; echo "x${nl:=$'\n'}y"
echo "${nl}" | od -An -c
#### backslash double quote in heredoc and here string
echo "1 foo\"bar"
cat <<END
2 foo\"bar
END
cat <<<"3 foo\"bar"
cat <<<"4 foo\\\"bar"
cat <<<'5 foo\"bar'
echo "^$"
#### dot without argument
. 
echo status $?
#### source without argument
source
echo status $?
#### bash -c dot no argument
bash -c .
echo st $?
#### dot resets status
:>dotfile
(exit 42)
. ./dotfile
echo 1 $? .
#### dot file returns last status
echo 'false' > df
. ./df
echo $?
echo 'return 7; echo no' > df2
. ./df2
echo $?
#### alias overrides function definition
shopt -s expand_aliases
alias foo='echo bar'
foo
foo() {
	echo baz
}
foo
unalias foo
foo
#### alias and function keyword
shopt -s expand_aliases
bla() {
	echo bfn
}
bla
alias bla='echo bal'
bla
unalias bla
bla
#### function keyword with parens
function foo () { echo "bar=$0"; }
foo
function baz { echo "baz"; }
baz
#### dollar zero in function is script name
cat > fs <<'END'
foo() { echo "in=$0"; }
foo
END
bash fs
bash ./fs
#### single quoted char constant in arithmetic is error
echo 1 $(('a'))
echo st $?
#### arithmetic on variable holding quoted char
x="'a'"
echo "4 <$x>"
echo 5 $(($x))
echo st $?
#### arithmetic with base prefix
echo $((16#ff)) $((2#101)) $((8#17)) $((36#z)) $((64#_)) $((64#@))
echo $((0x1F)) $((017)) $((10#017))
#### arithmetic invalid base
echo $((1#1))
echo st $?
#### arithmetic digit out of range for base
echo $((2#2))
echo st $?
#### declare -i with base output
declare -i x=16#10
echo $x
x=2#111+1
echo $x
#### expansion of prefix strips on empty
a=
for n in ${a#*=}; do echo 1hu ${n} .; done
for n in "${a#*=}"; do echo 1hq ${n} .; done
for n in ${a##*=}; do echo 2hu ${n} .; done
for n in "${a##*=}"; do echo 2hq ${n} .; done
for n in ${a%=*}; do echo 1pu ${n} .; done
for n in "${a%=*}"; do echo 1pq ${n} .; done
for n in ${a%%=*}; do echo 2pu ${n} .; done
for n in "${a%%=*}"; do echo 2pq ${n} .; done
#### pattern substitution forms
x=/usr/local/bin
echo ${x/\//:} ${x//\//:} ${x/#\/usr/U} ${x/%bin/B} ${x/local}
echo ${x//[a-z]/} "${x//o/0}"
#### pattern substitution with special replacement chars
x=aaa
echo "${x//a/&}" "${x//a/\&}" "${x/a/'&'}"
#### case modification operators
x=hello; y=WORLD
echo ${x^} ${x^^} ${y,} ${y,,} ${x~} ${x~~}
echo ${x^^[lo]}
#### length of special and array expansions
set -- a bb ccc
echo ${#} ${#@} ${#*} ${#1} ${#3}
a=(x yy)
echo ${#a} ${#a[@]} ${#a[1]}
