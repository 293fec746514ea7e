#### single quotes preserve everything
echo 'a $b `c` \d "e"'
#### double quotes special chars
x=v; echo "\$x=$x \`q\` \\ \a \"q\" '$x'"
#### dollar single quote escapes full
echo $'a\x41\101\u00e9\n' | od -An -c
echo $'\'' $'\"' $'\\' $'\?'
#### dollar single quote in double quotes is literal
echo "$'x'"
#### escaped newline in double quotes
echo "a\
b"
#### backslash in unquoted words
echo a\ b \$x \\ \' \"
echo \a\b\c
#### quotes in variable values are literal
x='"quoted"'; echo $x; y="it's"; echo $y
#### empty quotes produce empty arg
set -- '' "" a; echo $#; f() { echo $#; }; f '' ""
#### adjacent quoting
echo 'a'"b"c'd'"$((1+1))"
#### quoting in array subscripts
declare -A m; m['a b']=1; m["c d"]=2; k='a b'; echo "${m[$k]}" "${m["c d"]}" "${m['a b']}"
#### quoting glob chars
touch ab ac; echo a*; echo "a*"; echo 'a*'; echo a\*; x='a*'; echo $x "$x"
#### single quote inside double quoted expansion
x=v; echo "${x:+'in'}" "${x:+"in"}"
#### printf %q then eval round trip
s=$'a b\tc\'d"e$f'; q=$(printf %q "$s"); eval "t=$q"; [ "$s" = "$t" ] && echo same
#### quoted heredoc delimiters variants
cat <<'A'
$x
A
cat <<"B"
$x
B
cat <<\C
$x
C
#### nested double quotes in command substitution
echo "$(echo "a "b" c")"
#### backquote with quotes
echo "`echo "in bq"`"
#### tab and newline in single quotes
printf '%s\n' 'a	b' 'c
d'
#### locale translation string
echo $"hello $USER" | sed 's/hello .*/hello U/'
#### quote removal of partial words
x=abc; echo ${x%"c"} ${x#'a'} "${x/"b"/B}"
#### escaping in case patterns from variables
p='a*'; case 'a*' in "$p") echo lit;; esac; case abc in $p) echo glob;; esac
#### IFS chars inside quotes not split
IFS=,; x='a,b'; set -- "$x" $x; echo $#
#### special params quoted
set -- 'a b' c; printf '[%s]' "$@"; echo; printf '[%s]' "$*"; echo; printf '[%s]' $@; echo
#### quoted dollar at
set --; printf '[%s]' "$@"; echo "n=$#"; printf '[%s]' "${@:-x}"; echo
