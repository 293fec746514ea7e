#### newlines in single and double quotes
echo 'foo
bar'; echo 'foo\
bar'; echo "foo
bar"; echo "foo\
bar"
#### newline in quotes inside backquotes unquoted
echo `echo 'foo
bar'`; echo `echo 'foo\
bar'`; echo `echo "foo\
bar"`
#### backquotes inside double quotes keep newline
echo "`echo 'foo
bar'`"; echo "`echo 'foo\
bar'`"
#### $() keeps backslash-newline in single quotes
echo $(echo 'foo\
bar'); echo $(echo "foo\
bar"); echo "$(echo 'foo\
bar')"
#### backslash backslash newline in single quotes
r(){ printf '<%s>' "$@"; echo; }
r 'foo \\
bar'; r 'foo \
bar'
#### sed script with escaped newline in backquotes
a=`echo 'a b c' | sed 's/ /\\
/g' | grep 'b'`; echo $a
a=`echo 'a b c' | sed 's/ /\\
/g'`; echo "$a"
#### backquote backslash rules
r(){ printf '<%s>' "$@"; echo; }
r `echo 'a\' b`; r `echo '\$' bab`; r `echo '\$foo' bab`; r `echo '$foo' bab`
#### backquote escaped backquote and backslash
r(){ printf '<%s>' "$@"; echo; }
r `echo '\`' ab`; r `echo '\\' ab`; echo `echo '${'`
#### backquote with escaped double quotes
r(){ printf '<%s>' "$@"; echo; }
r `echo "(\\")"`; r `echo "(\")"`
#### trailing backslashes
echo 'string \'; echo "string \\"; echo string\ \\
unset foo; echo ${foo:-'string \'}; echo "${foo:-string \\}"; echo ${foo:-string \\\}}
#### replacing single quotes with escaped quotes
test="weferfds'dsfsdf"
echo \'${test//"'"/\'\\\'\'}\'" "; echo "'${test//"'"/}'"; echo "'${test//"'"/"'\\''"}'"
#### double-quoted replacement containing quotes
test=teststrtest; echo "${test//str/"dd dd"}"; echo ${test//str/"dd '\''dd"}
test=teststring; echo ${test//str/"'"}; echo "${test//str/"'"}"
#### replacing quote with quote
test=test\'string; echo "${test//"'"/"'"}"; x="a'b'c"; echo "${x//\'/\'}"
#### alternate with empty quotes produces empty word
r(){ printf '<%s>' "$@"; echo "($#)"; }
x=x e=
r ${x:+""}; r ${x:+ ""}; r ${x:+"" }; r ${x:+"$e"}; r ${x:+"$e" "$e"""}
#### alternate with single-quoted empties
r(){ printf '<%s>' "$@"; echo "($#)"; }
x=x e=
r ${x:+''}; r ${x:+ ''}; r ${x:+'' ''}; r ${x:+$e''}; r ${x:+''$e $e''}
#### alternate with empty command substitution in quotes
r(){ printf '<%s>' "$@"; echo "($#)"; }
x=x; r ${x:+"$(:)"}; r ${x:+"$(:)" "$(:)"""}; r ${x:+"`:`""`:`" ""}
#### alternate word with space and quotes
r(){ printf '<%s>' "$@"; echo "($#)"; }
x=4 sp=' '; unset y yy
r ${x}${sp}''; r ${x+ab "$y"}; r ${x+ab ''}; r ${x+ab "$( : )"}; r "${x+ab ''}"; r "${x+ab '${yy}'}"
#### count of "$@" with empty quotes attached
n() { echo -n "$# "; }
set --; n "$@"; n "$@"''; n ''"$@"; n ''"$@"''
set -- ''; n "$@"; n "$@"''; n ''"$@"''
set -- '' ''; n "$@"; n ''"$@"; n ''"$@"''; echo
#### count of "$@" inside alternate
n() { echo -n "$# "; }
x=x; set --; n ${x+"$@"}; n ${x+"$@"''}; n ${x+''"$@"''}
set -- ''; n ${x+"$@"}; n ${x+''"$@"}
set -- '' ''; n ${x+"$@"}; n ${x+''"$@"''}; echo
#### doubled "$@"
n() { echo -n "$# "; }
x=x; set --; n "$@" "$@"; n "$@""$@"; n ${x+"$@" "$@"}
set -- ''; n "$@" "$@"; set -- '' ''; n "$@""$@"; n ${x+"$@" "$@"}; echo
#### DEL char with empty quotes
v=$'\177'; printf '%s|' ''$'\177''' $'\177''' ''$v'' $v'' | od -An -c | tr -s ' '
#### $'...' escapes
printf '%s\n' $'a\tb' $'\x41\101\u00e9' $'\e' | od -An -c | tr -s ' '
#### $'...' with \c and \'
printf '<%s>\n' $'it\'s' $'a\cAb' | od -An -c | tr -s ' '
#### $"..." is like double quotes in C locale
x=1; echo $"val $x" $"a\tb"
#### $'' inside double quotes is literal
echo "$'x'" "a$'\t'b"
#### $'' in parameter default
unset u; printf '<%s>\n' ${u:-$'a\tb'} "${u:-$'a b'}"
#### $'' in here-doc body literal
cat <<END
$'a\tb'
END
#### backslash-escaped $' not special
echo \$'x' "\$'x'"
#### $'' in array assignment and case
a=($'x\ty' $'\n'); echo ${#a[@]} ${#a[0]}; case $'\t' in $'\t') echo tab;; esac
#### $'\0' truncates
x=$'ab\0cd'; echo "${#x}" "$x"
#### $'' octal and hex limits
printf '%s\n' $'\1010' $'\x414' | od -An -c | tr -s ' '
#### $'' unicode escapes in C.UTF-8
echo $'\u263a' $'\U0001F600' | od -An -tx1 | tr -s ' '
#### $'' with \E \a \b \v \f \r
printf '%s' $'\E\a\b\v\f\r\\\?\"' | od -An -c | tr -s ' '
#### locale string with escapes and vars
HOME=/h; x=5; printf '<%s>\n' $"~ $x \$x"
#### $'' inside ${var#} pattern
x=$'\tabc'; echo "${x#$'\t'}"
#### single-quoted $'' inside $()
echo "$(echo $'a\tb' | od -An -c | tr -s ' ')"
#### nquote: $'' with embedded newline and backslash
r(){ printf '<%s>' "$@"; echo; }
r $'a\nb' $'\\n' $'\''; r "$'\n'"
#### $'' in assignment and export
export E=$'x\ty'; printf '%s' "$E" | od -An -c | tr -s ' '
#### $'' in [[ ]] pattern
[[ $'a\tb' == a$'\t'b ]] && echo m1; [[ 'a\tb' == $'a\\tb' ]] && echo m2
#### unterminated quote error
bash -c "echo 'abc" 2>&1 | sed 's/^bash: -c: //'; echo ${PIPESTATUS[0]}
#### unterminated double quote error
bash -c 'echo "abc' 2>&1 | sed 's/^bash: -c: //'
#### quoted nul in command substitution dropped
x=$(printf 'a\0b' 2>/dev/null); echo "${#x}"
#### quotes inside arithmetic
echo $(( "1" + 2 )) $(( '3' )) 2>&1; echo $?
#### double quotes inside $(( )) in double quotes
echo "$(( "4" * 2 ))"
#### escaped double quote in backquotes in double quotes
echo "`echo \"hi\"`" "`echo \\\"x\\\"`"
#### backslash before ordinary char in double quotes kept
echo "\q \$ \` \" \\ \
x"
#### quoting in case patterns
for w in '*' a '[a]' '?'; do case $w in '*') echo star;; "[a]") echo brack;; \?) echo q;; *) echo other $w;; esac; done
#### quotes in here-doc delimiter disable expansion
x=1
cat <<'E1'
$x `echo no` \$
E1
cat <<"E2"
$x
E2
cat <<\E3
$x
E3
#### unquoted here-doc expands and strips backslash
x=1
cat <<E1
$x \$x \\ \a "q" 'q' `echo hi`
E1
