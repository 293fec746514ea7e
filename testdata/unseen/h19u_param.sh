#### default with quoted words
unset x; set -- ${x:-"a b"} c; echo $#
set -- "${x:-"a b"}"; echo $#
set -- ${x:-a b}; echo $#
#### nested quotes in default
unset x; echo "${x:-"it's"}" "${x:-'q'}" ${x:-'q'}
#### remove prefix with quoted var
x='*abc'; y='*'; echo "${x#$y}" "${x#"$y"}" "${x##$y}"
#### remove suffix with quoted pattern chars
f=file.tar.gz; echo ${f%.*} ${f%%.*} ${f#*.} ${f##*.}
p='.*'; echo ${f%"$p"} ${f%$p}
#### pattern with brackets in removal
x='[a]bc'; echo ${x#[a]} ${x#\[a\]} "${x#'[a]'}"
#### default with command substitution and nested expansion
unset a b; b=inner; echo ${a:-$(echo "${b}x")} ${a:-${b:-none}}
#### assign default in arithmetic
unset n; echo $(( ${n:=5} + 1 )) $n
#### alternate value with quoted
x=1; echo "${x:+"set it"}" ${x:+a b}; set -- ${x:+"a b"}; echo $#
#### error message with quoted word
unset x; ( : "${x:?"need x"}" ) 2>&1; echo $?
#### dollar inside single quotes inside double quoted braces
x=v; echo "${x:+'$x'}"
#### backslash escapes in default
unset x; echo ${x:-a\ b} "${x:-a\"b}" "${x:-\$x}"
#### pattern replacement with slash in pattern
p=/a/b/c; echo ${p//\//:} "${p//\//_}" ${p/\/a/X}
#### pattern replacement with ampersand
x='a.b'; echo ${x/./&&} "${x/./\&}" "${x//[a-z]/<&>}"
r='&'; echo "${x/./$r}" "${x/./"$r"}"
#### pattern replacement with empty and unset
x=abc; echo "[${x/b}]" "[${x//}]" "[${x/#}]"
unset u; echo "[${u/a/b}]"
#### pattern replacement longest match
x=aaabbb; echo ${x/a*b/X} ${x/a*/Y} ${x//a?/Z}
#### pattern replacement with extglob
shopt -s extglob; x='abc123def'; echo ${x//+([0-9])/#} ${x/@(abc|def)/_}
#### case modification with patterns
x='hello world'; echo ${x^^[aeiou]} ${x^[h]} ${x,,[O]}
#### substring with arithmetic expressions
x=abcdefgh; i=2; echo ${x:i} ${x:i+1:2} ${x:(-3)} ${x: -i}
#### substring of positional parameters
set -- a b c d e; echo ${@:2:2} ${@:0:2} ${*: -2}
#### length of various
x='héllo'; echo ${#x}; set -- a b c; echo ${#@}; a=(1 2 3); echo ${#a[*]}
#### indirect with default
x=y; unset y; echo "${!x:-dflt}"; y=val; echo "${!x:-dflt}"
#### nested substitution in pattern
x=foobar; y=oba; echo ${x/${y}/-} ${x#${x%bar}}
#### quoted @ in default
set -- 'a b' c; unset x; for w in "${x:-$@}"; do echo "[$w]"; done
#### star in default with IFS
set -- a b; IFS=:; unset x; echo "${x:-$*}"
#### parameter expansion in here-string
x='a  b'; cat <<< ${x/a/z}; cat <<< "${x/a/z}"
#### unset vs empty with colon-less
x=; echo "[${x-d}]" "[${x=d}]"; unset x; echo "[${x=d}]" "$x"
#### positional expansion beyond nine
set -- 1 2 3 4 5 6 7 8 9 ten eleven; echo $10 ${10} ${11}
#### special chars in names with braces
set -- a b; echo ${#} ${#1} ${?} ${-//[a-zA-Z]/}x ${$//[0-9]/}x
#### dollar at end and lone dollar
echo $ "$" a$ '$'x "$"x
#### parameter removal on array
a=(a.txt b.txt c.md); echo ${a[@]%.txt} ${a[@]#?.}
#### bad substitution forms
echo ${x:} 2>&1; echo $?
