#### empty quotes glued to words vanish
r(){ printf '<%s>' "$@"; echo; }
r abcd""efgh abcd''efgh ""abcdefgh ''abcdefgh abcd"" abcd''
#### quoted $@ with no params and surrounding text
r(){ printf '<%s>' "$@"; echo; }
set --
r "$@"; r " $@"; r "-${@}-"; echo done
#### unset var next to empty quotes gives one empty arg
r(){ printf '<%s>' "$@"; echo; }
unset xxx yyy
r $xxx""; r ""$xxx; r $xxx''; r ''$xxx; r $xxx""$yyy
#### set var next to empty quotes
r(){ printf '<%s>' "$@"; echo; }
xxx=abc yyy=def
r $xxx""; r ''$xxx; r $xxx""$yyy; r $xxx''$yyy
#### control chars \001 and \177 pass through args
r(){ printf '<%s>' "$@"; echo; }
r $'\001' "$(printf '\177')" "" '' | od -An -c | tr -s ' '
#### command substitution of control chars
r(){ printf '<%s>' "$@"; echo; }
r `printf '\001'` "`printf '\177'`" | od -An -c | tr -s ' '
#### unset var unquoted gives nothing, quoted gives empty
r(){ printf '<%s>' "$@"; echo; }
unset xxx
r $xxx; r "$xxx"; set --; r "$xxx${@}"; echo end
#### backslash escapes inside double quotes
r(){ printf '<%s>' "$@"; echo; }
r "\`" "\"" "\\$" "\\\\" "\a" "\$x"
#### unquoted command substitution splits on newline
r(){ printf '<%s>' "$@"; echo; }
FOO=`echo 'a b' | tr ' ' '\012'`
r $FOO
#### quoted and unquoted glob chars
r(){ printf '<%s>' "$@"; echo; }
r "*"* "\.\./*/"
#### "$@" with surrounding text in quotes
r(){ printf '<%s>' "$@"; echo; }
set abc def ghi jkl
r "  $@  "; r "${1+  $@  }"; r "--$@--"
#### ${1+"$@"} and ${foo:-"$@"} keep words
r(){ printf '<%s>' "$@"; echo; }
set "a b" cd ef gh
r ${1+"$@"}; r ${foo:-"$@"}; r "${@}"
#### mixed quoting in one word
r(){ printf '<%s>' "$@"; echo; }
r "/^root:/{s/^[^:]*:[^:]*:\([^:]*\).*"'$'"/\1/"
#### default with command substitution quoted and not
r(){ printf '<%s>' "$@"; echo; }
unset x
r "${x:-$(echo "foo bar")}"; r ${x:-$(echo "foo bar")}
#### assign default and alternate
r(){ printf '<%s>' "$@"; echo; }
unset X; r ${X:=abc}; r $X; set a b c; r ${3:+posix}; P=/usr/posix; r ${#P}
#### pattern removal basics
r(){ printf '<%s>' "$@"; echo; }
x=file.c; r ${x%.c}.o; x=posix/src/std; r ${x%%/*}
HOME=/h; x=$HOME/src/cmd; r ${x#$HOME}; x=/one/two/three; r ${x##*/}
#### pattern removal with no match
r(){ printf '<%s>' "$@"; echo; }
z=abcdef; r ${z#xyz} ${z##xyz} ${z%xyz} ${z%%xyz}
#### backquote vs $() backslash handling
r(){ printf '<%s>' "$@"; echo; }
r '\$x'; r `echo '\$x'`; r $(echo '\$x')
#### $* "$*" "$@" differences
r(){ printf '<%s>' "$@"; echo; }
set "abc" "def ghi" "jkl"
r $*; r "$*"; IFS=":$IFS"; r "$*"; IFS=$' \t\n'; r "$@"; r "xx$@yy"; r "$@$@"
#### set with unset and empty args
r(){ printf '<%s>' "$@"; echo; }
unset foo; set $foo bar '' xyz "$foo" abc; r "$@"; echo $#
#### deferred evaluation with eval
r(){ printf '<%s>' "$@"; echo; }
foo=10 x=foo; y='$'$x; r $y; eval y='$'$x; r $y
#### case with newline var and quoted question mark
NL='
'
x='ab
cd'
case "$x" in *$NL*) echo newline;; esac
case \? in *"?"*) echo got1;; esac
case \? in *\?*) echo got2;; esac
case a in *"?"*) echo bad;; *) echo nomatch;; esac
#### positional beyond count is empty
r(){ printf '<%s>' "$@"; echo; }
set one two three four five; r $1 $3 ${5} $8 ${9}
#### lengths of special params
r(){ printf '<%s>' "$@"; echo; }
set one two three four five
r $# ${#} ${#1} ${##} ${#?} ${#@} ${#*} "${#@}" "${#*}"
#### arithmetic and old $[ ]
echo $((28 + 14)) $[ 13 * 2 ]
#### backquote with many backslashes
r(){ printf '<%s>' "$@"; echo; }
r `echo \\\\`; r '~'
#### $! empty with no background job
r(){ printf '<%s>' "$@"; echo; }
r $! ${!}; echo end
#### declare assignment does not split, expansion does
r(){ printf '<%s>' "$@"; echo; }
a="a b c d e"; declare b=$a; r $b; r "$b"
#### pattern substitution with escaped question mark
a="a?b?c"; echo ${a//\\?/ }; echo ${a//\?/ }
#### IFS with colon trailing empty field
r(){ printf '<%s>' "$@"; echo; }
var=a:b: ; IFS=" :" ; r $var""; r $var
#### temp assignment expansion order before eval
K=dvb0.net A=${K#dvb} eval echo \$A
unset K A; x=${K:=dvb0.net0} A=${K#dvb} eval echo \$A
unset K A; K=dvb0.net A=${K#dvb} echo "[$A]"
unset K A; K=dvb0.net A=${K#dvb}; echo "$A"
#### IFS colon does not break bracket class
IFS=:
case A in ([[:graph:]]) echo graph;; *) echo non-graph;; esac
[[ A == [[:graph:]] ]] && echo yes || echo no
#### read with custom IFS
IFS="~"; read a b <<< a~q; echo $a $b
IFS=':'; read a b <<< a:q; echo $a $b
#### empty quoted next to var with leading space
r(){ printf '<%s>' "$@"; echo; }
f=" val" e=
r "$e"$f; r $e$f; r "$e""$f"
#### patsub with bracket chars
var='[hello'; echo "${var//[/}"
red='\[\e[0;31m\]'; printf "%s\n" "${red//\\[\\e/}"
foo="${red//\\[\\e/}"; printf "%s\n" "${foo//[0;31m\\/}"
#### patsub with unterminated bracket
var='[hello'; red='\[\e[0;31m\]'
echo "${var//[]/}"; echo "${red//[]/}"
#### patsub with bracket classes
v=hello; echo ${v//[[:alpha:]]/}; echo ${v//[[:alpha]]/}; echo ${v//[[:alpha]/}
#### runs of empty double quotes
r(){ printf '<%s>' "$@"; echo; }
r """"a a"""" """"; r """"""c """"""c"""" c""""""""
#### several empty variables in quotes
r(){ printf '<%s>' "$@"; echo; }
a=''
r x "$a"; r x "$a""$a""$a""$a"; r a"$a""$a"; r a"$a$a$a$a"
#### IFS set to \001
IFS=$'\001'; c=$'\001'; c2=$'\003'
set -- $c2$c$c2$c$c2
echo $# | od -An -c
printf '%s' "$1" | od -An -tx1
#### \001 inside a value survives
c=$'Y\1Y'; v=X${c}X; printf '%s' X${c}X "$v" | od -An -c | tr -s ' '
#### declare -p of control chars
var=$'x\001y\177z'; declare -p var | od -An -c | tr -s ' '
#### @Q of control chars
var=$'x\001y\177z'; echo ${var@Q}; echo -E ${var@A}
#### assoc key with control chars @A
declare -A array; array=( [$'x\001y\177z']=$'a\242b\002c' ); echo -E ${array[@]@A}
#### interp 888: unquoted and quoted $* with IFS space
set "abc" "def ghi" "jkl"; IFS=' '
printf '[%s]' $*; echo; printf '[%s]' "$*"; echo; printf '[%s]' xx$*yy; echo; printf '[%s]' "xx$*yy"; echo
#### interp 888: $@ forms
set "abc" "def ghi" "jkl"; IFS=' '; unset novar
printf '[%s]' $@; echo; printf '[%s]' ${1+"$@"}; echo; printf '[%s]' ${novar-"$@"}; echo
printf '[%s]' xx$@yy; echo; printf '[%s]' "xx$@yy"; echo; printf '[%s]' $@$@; echo; printf '[%s]' "$@$@"; echo
#### interp 888: IFS colon and $* in assignments
set "abc" "def ghi" "jkl"; IFS=':'
printf '[%s]\n' "$*"; var=$*; printf '[%s]\n' "$var"; unset var
printf '[%s]' ${var-$*}; echo; printf '[%s]' "${var-$*}"; echo; printf '[%s]' ${var=$*}; echo; printf 'var=%s\n' "$var"
#### interp 888: null IFS and $*
set "abc" "def ghi" "jkl"; IFS=''
printf '[%s]\n' "$*"; var=$*; printf '[%s]\n' "$var"; unset var
printf '[%s]' ${var-$*}; echo; printf '[%s]' ${var=$*}; echo; printf 'var=%s\n' "$var"; printf '[%s]' "$@"; echo
#### interp 888: unset IFS and $*
set "abc" "def ghi" "jkl"; unset IFS
printf '[%s]\n' "$*"; var=$*; printf '[%s]\n' "$var"; unset var
printf '[%s]' ${var-$*}; echo; printf '[%s]' "${var=$*}"; echo; printf 'var=%s\n' "$var"
#### interp 888: no positional params
set --; unset novar
printf '[%s]' foo "$*"; echo; printf '[%s]' foo "$novar$*$(echo)"; echo; printf '[%s]' foo $@; echo
printf '[%s]' foo "$@"; echo; printf '[%s]' foo ''$@; echo; printf '[%s]' foo ''"$@"; echo; printf '[%s]' foo ''"$novar$@$(echo)"; echo
#### null IFS: unquoted ${*op} keeps words
set -- ' A ' ' B '; IFS=
printf '<%s>' ${*} ${*##}; echo; printf '<%s>' ${*/}; echo; printf '<%s>' ${*,,}; echo; printf '<%s>' ${*:1:2}; echo; printf '<%s>' ${*@Q}; echo
#### null IFS: unquoted ${@op} keeps words
set -- ' A ' ' B '; IFS=
printf '<%s>' ${@} ${@##}; echo; printf '<%s>' ${@/}; echo; printf '<%s>' ${@:1:2}; echo; printf '<%s>' ${@@Q}; echo
#### ${var=$*} with one arg containing space
r(){ printf '<%s>' "$@"; echo; }
set -- '1 2'; unset var; r ${var-${*:1}}; unset var; r ${var=$*}; unset var; r ${var=${*:1}}; r "$var"
#### posix interp 221 backslash space in default
r(){ printf '<%s>' "$@"; echo; }
unset var; r ${var:-a\ b}; r ${var:=a\ b}; r "$var"
#### null IFS, $* in defaults
r(){ printf '<%s>' "$@"; echo; }
set -- 1 2; IFS=; unset a b c
r $*; r ${a-$*}; r ${b-${*/}}; r ${c=${*/}}; r "$c"; r ${b-${*,,}}
#### null IFS, @E on $* and arrays in assignment
r(){ printf '<%s>' "$@"; echo; }
set -- 1 2; A=(1 2); IFS=
a=$*; r "$a"; b=${*@E}; r "$b"; a=${A[*]}; r "$a"; b=${A[*]@E}; r "$b"
#### [[ ]] with IFS whitespace value
set -- $'\t'; A=$1; IFS=$1
[[ ${A[@]} ]] && echo ok 1; [[ ${A[*]} ]] && echo ok 2
IFS=; [[ ${A[@]} ]] && echo ok 7; [[ ${A[*]} ]] && echo ok 8
#### shortest/longest suffix not matching
foo=abcdefg
echo ${foo%ab} ${foo%def} ${foo#fg} ${foo#def} ${foo#ab} ${foo%fg}
#### := on integer and uppercase attributes
unset a; declare -i a; echo ${a:=4+3}; declare -p a
unset A; declare -u A; A=; echo ${A:=foo}; declare -p A
#### := on plain unset
unset a; echo ${a:=foo}; declare -p a
#### nested default from eval in function
tool_var() { eval $1=\"\${$1:-$2}\"; export $1; }
A="aaa bbb ccc"; unset B
tool_var B ${B:-"$A"}; printf '<%s>\n' "$A" "$B"
#### eval builds colon-joined value
eto_prepend() { eval $1=\'$2\''${'$1':+":"${'$1'}}'; export $1; }
foo=bar; export foo; eto_prepend foo baz; echo $foo
#### quoted default forms
r(){ printf '<%s>' "$@"; echo; }
aa='aaa bbb ccc'; unset zzz
r ${zzz-"$aa"}; r ${zzz:-"bar"}; r "${zzz:-bar}"; r "${zzz:-"bar"}"
var=abcde; r "${var:-xyz}" "${var:=xyz}" "${var:+xyz}"
#### "${1-"$@"}" and "${1+$@}"
r(){ printf '<%s>' "$@"; echo; }
set 'a b' c d e f
r ${1+"$@"}; r "${1-"$@"}"; r ${1-"$@"}; r "${1+$@}"; r "${1+"$@"}"
#### tilde in defaults
r(){ printf '<%s>' "$@"; echo; }
HOME=/usr/homes/chet; somevar=
r ${somevar:-~}; r "${somevar:-~}"; r "${somevar:-"~"}"; r "${somevar:-\~}"; r "${somevar:-\ \~}"
#### $HOME in defaults
r(){ printf '<%s>' "$@"; echo; }
HOME=/usr/homes/chet; somevar=
r ${somevar:-$HOME}; r "${somevar:-"$HOME"}"; r "${somevar:-\$HOME}"; r "${somevar:-\ \$HOME}"
#### single quotes inside double-quoted alternate
r(){ printf '<%s>' "$@"; echo; }
foo=bar; unset fox; r "${foo+'$foo'}"; r "${fox='$foo'}"; r "$fox"
#### quoted pattern in removal is literal
r(){ printf '<%s>' "$@"; echo; }
P='*@*'; r "${P%"*"}" "${P%'*'}" ${P%"*"} ${P%'*'} ${P%""} ${P#""}
#### pattern from variable
r(){ printf '<%s>' "$@"; echo; }
s1=abcdefghijkl s2=efgh; first=${s1/$s2*/}; r $first; last=${s1##$first}; r $last
#### ${1+"$@"} passes empty args
b2(){ printf '<%s>' $*; echo " $#"; }
b1(){ b2 ${1+"$@"}; }
b1 ''; b1 bar ''; b1 '' bar; b1 '' '' '' ''
#### backslash-newline in variable
r(){ printf '<%s>' "$@"; echo; }
NL="\\
"
NNL="+$NL+"; r --$NL--; r "--$NL--"; r --$NNL--
#### "$*" with a single empty arg
r(){ printf '<%s>' "$@"; echo; }
set ''; r "$*xy" "x$*y" x"$*"y "$*"; r $*; echo end
#### defaults with "$*" on empty arg
r(){ printf '<%s>' "$@"; echo; }
unset undef; set ""
r ${undef-"$*"}; r ${undef-"x$*y"}; r "${undef-$*}"; r ${undef-$*}; echo end
#### defaults with empty "$@"
r(){ printf '<%s>' "$@"; echo; }
unset undef; set --
r x${undef-"$@"}; r ${undef-"$@"}; r ${undef-"$@"}x; r "$@"x; r ${undef-}; r ${undef-""}
#### "$@" with empty edge args
r(){ printf '<%s>' "$@"; echo; }
set "" "abd" ""; r "$@"x; r "$@"$xxx
#### export assignment not split by IFS
r(){ printf '<%s>' "$@"; echo; }
arg=a,b,c,d,e,f; IFS=,; export z=$arg; eval z1=\"$arg\"; IFS=$' \t\n'; r $z; r $z1
#### escaped equals is a command word
abc\=def; echo $?
#### nested command substitution with paren in quotes
r(){ printf '<%s>' "$@"; echo; }
r $(echo "foo$(echo ")")")
#### backslash-a in various quoting
r(){ printf '<%s>' "$@"; echo; }
r \a \\a "\a" "\\a" '\a' '\\a'
#### backslash in $() and backquotes
r(){ printf '<%s>' "$@"; echo; }
z(){ echo "$@"; }
r $(z \a) $(z \\a) $(z "\\a") `z \\a` `z "\\a"` `z '\\a'`
#### backslash-dollar in quoting forms
r(){ printf '<%s>' "$@"; echo; }
a=foo; r \$a \\$a "\$a" "\\$a" '\$a' '\\$a'
#### braces inside default word
r(){ printf '<%s>' "$@"; echo; }
unset abc; r ${abc:-G { I } K }; abc=hi; r ${abc:-G { I } K }
#### ${*-x} and ${@-x} in function
f(){ echo "$#: <${*-x}> <${@-x}>"; }
f; f ''; f '' ''
#### ${#} forms with operators
r(){ printf '<%s>' "$@"; echo; }
set 1 2 3 4 5; r ${#} ${#:-foo} ${#-posparams}; shift $#; r ${#} ${#:-foo} ${#-} ${#?}
#### ${#:foo} is a bad substitution
set 1 2 3; echo ${#:foo}; echo status $?
#### IFS plus joining unquoted
r(){ printf '<%s>' "$@"; echo; }
set --; unset a b; x=a; y=b; IFS=+; r $x+$y; r $a+$b; r + "$@"; r +"$@"
#### nested default inside default
unset XXX FOO BAR; XXX=xxx; FOO=${BAR:-${XXX} yyy}; printf '<%s>\n' $FOO
#### "${@-}" with single empty param vs none
r(){ printf '<%s>' "$@"; echo; }
set -- ''; echo $#; r "${@}"; r "${@-}"; r "${@:-}"
set -- a b; for i in "${@-}"; do r :$i:; done
set --; r "${@-}"; r "${@:-}"
