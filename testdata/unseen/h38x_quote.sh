#### ansi-c unicode escapes of several widths
printf '%s\n' $'\u41\u00e9\u20ac' $'\U1F600' $'\u4' | od -An -tx1 | tr -s ' '
#### ansi-c hex escape takes at most two digits
printf '%s' $'\x41B\x4' | od -An -tx1 | tr -s ' '
#### ansi-c hex escape with no digits stays
printf '%s\n' $'a\xZb'
#### ansi-c octal takes three digits
printf '%s' $'\1011\0101' | od -An -c | tr -s ' '
#### ansi-c control escapes
printf '%s' $'\ca\cZ\c[\c?' | od -An -tx1 | tr -s ' '
#### ansi-c control of backslash
printf '%s' $'\c\\x' | od -An -tx1 | tr -s ' '
#### ansi-c nul truncates the word
x=$'ab\0cd'; echo "${#x} [$x]"
#### ansi-c escape of e and E
printf '%s' $'\e\E' | od -An -tx1 | tr -s ' '
#### ansi-c escaped single quote and double quote
echo $'it\'s' $'say \"hi\"' $'q\?'
#### ansi-c unknown escape keeps backslash
echo $'\k\q\%'
#### ansi-c inside double quotes is literal text
x=1; echo "$'\t'$x"
#### ansi-c in assignment and array
a=($'x\ty' $'z\n'); printf '[%s]' "${a[@]}"; echo
#### ansi-c as case pattern
c=$'\t'; case $c in $'\t') echo tab;; *) echo other;; esac
#### ansi-c in parameter default
unset u; echo "${u:-$'a\tb'}" | od -An -c | tr -s ' '
#### ansi-c in parameter default unquoted
unset u; echo ${u:-$'a\x41b'}
#### ansi-c high unicode invalid
printf '%s' $'\U110000' | od -An -tx1 | tr -s ' '
#### ansi-c unicode surrogate
printf '%s' $'\ud800' | od -An -tx1 | tr -s ' '
#### ansi-c backslash at end
echo $'abc\\'
#### locale string without catalog is itself
echo $"hello world" "$"
#### locale string expands variables
n=3; echo $"count $n"
#### dollar quote in heredoc is literal
cat <<EOF
$'a\tb' $"x"
EOF
#### single quote cannot escape itself
echo 'a'\''b' 'c'"'"'d'
#### backslash newline in single quotes kept
echo 'a\
b'
#### backslash newline unquoted joins
echo ab\
cd
#### backslash before ordinary char in double quotes
echo "\a\b\$\`\"\\"
#### backslash escaped dollar in double quotes prevents expansion
x=v; echo "\$x \${x}"
#### quoted empty string arguments counted
f() { echo $#; }; f '' "" $'' $"" ''""
#### quoted and unquoted mix in one word
x='a b'; printf '[%s]' pre"$x"post 'q'$x'r'; echo
#### escaped glob characters
touch a1 a2; echo a\* "a?" a[12]; echo a*
#### quote removal after tilde
HOME=/h; echo ~ "~" \~ ~/x "~/x"
#### double quotes around command substitution keep inner newlines
x="$(printf 'a\n\nb\n\n')"; printf '%s|' "$x"; echo
#### backquotes with backslash dollar
x=v; echo `echo \$x` "`echo \\$x`"
#### backquotes nested with escapes
echo `echo \`echo inner\``
#### dollar quote with braces and hash
echo $'{a,b}' $'#notcomment'
#### quoting in here-string keeps spaces
cat <<< "  two  spaces  "
#### dollar single in arithmetic
echo $(( $'1' + 2 ))
#### dollar single in arithmetic command
(( $'1' + 2 )); echo st=$?
#### printf q on various strings
printf '%q\n' 'a b' $'tab\there' "it's" '' '~x' 'a*b'
#### at Q on special strings
x=$'a\nb'; y="it's"; echo ${x@Q} ${y@Q}
#### dollar quote word splitting not applied
x=$'a b'; set -- $'a b' $x; echo $#
#### backslash in assignment value
x=a\ b\\c; echo "$x"
#### quoted hash is not a comment
echo a#b '#' "#" \#c # real
#### escaped semicolon and ampersand
echo a\;b c\&d e\|f
#### ansi-c octal above 255 wraps
printf '%s' $'\777' | od -An -tx1 | tr -s ' '
#### ansi-c control of question and at
printf '%s' $'\c@x' $'\c?' | od -An -tx1 | tr -s ' '
#### ansi-c control lowercase and digit
printf '%s' $'\cA\c1' | od -An -tx1 | tr -s ' '
#### dollar quote inside brace expansion
echo {$'a\tb',c} | od -An -c | tr -s ' '
#### double quoted dollar at end
echo "cost: 5$" "a$" $
#### unterminated single quote is an error
echo start
eval "echo 'abc"
echo st=$?
#### unterminated double quote at end of script
echo before
echo "abc
#### dollar quote in eval
eval $'echo a\\tb'; eval "echo \$'x\\ny'"
#### quoted variable name with braces in double quotes
a=1; echo "${a}b" "$ab" "${a}"'b'
