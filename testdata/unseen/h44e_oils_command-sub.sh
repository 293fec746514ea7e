#### command sub strips all trailing newlines only
x=$(printf '\n\na\n\nb\n\n')
printf '[%s]\n' "$x"
#### command sub with case paren
x=$(case a in a) echo A;; esac)
echo $x
#### command sub with comment
x=$(echo a # comment )
)
echo $x
#### command sub backticks nested escaped
x=`echo \`echo inner\``
echo $x
#### backtick with backslash dollar
V=/a/b
x=`echo \$V | tr -d /`
echo $x ${#x}
#### backtick with double backslash
echo `echo 'a\\b'`
#### command sub exit status
x=$(exit 3)
echo $?
#### command sub status in assignment with other
x=$(exit 3) y=$(exit 4)
echo $?
#### command sub status with command
echo $(exit 5) $?
#### command sub in double quotes keeps spaces
x="$(printf 'a  b')"
echo "$x"
#### command sub with heredoc
x=$(cat <<END
here
END
)
echo $x
#### command sub of subshell
x=$( (echo sub) )
echo $x
#### command sub arithmetic ambiguity
x=$((echo a) )
echo $x
#### command sub null bytes dropped
x=$(printf 'a\0b')
echo ${#x}
#### command sub var assignment isolated
x=1
y=$(x=2; echo $x)
echo $x $y
#### command sub with redirect only file read
echo content > f
x=$(< f)
echo $x
#### command sub with redirect nonexistent
x=$(< nonexist) 2>/dev/null
echo st=$?
#### command sub in word splitting with IFS
IFS=,
set -- $(echo a,b,c)
echo $#
#### command sub empty
x=$()
echo "[$x]" $?
#### backtick empty
x=``
echo "[$x]"
#### command sub nested deep
echo $(echo $(echo $(echo deep)))
#### command sub with trailing backslash
x=$(printf 'a\\')
echo "$x"
#### command sub with single quote paren
x=$(echo ')')
echo $x
#### command sub with double quoted paren
x=$(echo "(")
echo $x
#### backtick in double quotes
echo "`echo a b`"
#### backtick with double quote escape inside dq
echo "`echo \"q\"`"
#### command sub exit of function
f() { return 7; }
x=$(f)
echo $?
#### command sub stderr not captured
x=$(echo err >&2; echo out) 2>/dev/null
echo $x
#### command sub with unmatched paren in comment
x=$(echo a # )
)
echo $x
#### command sub syntax error
eval 'x=$(if)'
echo st=$?
#### command sub unterminated
eval 'x=$(echo a'
echo st=$?
#### backtick unterminated
eval 'x=`echo a'
echo st=$?
#### command sub trap inherit
trap 'echo exit trap' EXIT
x=$(echo sub)
echo $x
#### command sub set -e not inherited effect
set -e
x=$(false; echo continued)
echo $x
#### command sub in here doc
cat <<END
val=$(echo inside)
END
#### command sub with here string
x=$(tr a b <<< aaa)
echo $x
#### nested backticks triple
echo `echo \`echo \\\`echo deep\\\`\``
