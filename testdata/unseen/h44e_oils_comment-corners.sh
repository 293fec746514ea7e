#### comment backslash at end then command
echo one # ends with backslash \
echo two
#### comment only line with backslash
# just a comment \
echo after
#### comment in function with backslash
f() {
  # note \
  echo body
}
f
#### comment in case with backslash
case x in
  # c \
  x) echo x;;
esac
#### comment in command sub with backslash
x=$(
  # c \
  echo inner
)
echo $x
#### comment in array literal with backslash
a=(
  one # c \
  two
)
echo ${#a[@]}
#### hash in middle of word
echo a#b #c
#### hash after quote
echo 'a'#b
#### hash after dollar brace
x=1
echo ${x}#y
#### comment after semicolon
echo a;# comment
echo b
#### comment after pipe newline
echo a | # c
tr a b
#### comment after and-and
true && # c
echo and
#### comment inside backquote
echo `echo bq # comment
`
#### comment in backquote with backslash
x=`echo q # c \
`
echo $x
#### comment in here doc line is data
cat <<END
# not a comment \
data
END
#### comment after here doc redirect with backslash
cat <<END # c \
body
END
#### comment in dparen is not
(( x = 1 )) # c
echo $x
#### comment after brace group close
{ echo g; } # c \
echo next
