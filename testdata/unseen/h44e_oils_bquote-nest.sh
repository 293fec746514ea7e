#### backquote depth three
echo `echo \`echo \\\`echo three\\\`\``
#### backquote depth three with dollar
x=v
echo `echo \`echo \\\`echo \\\\\\$x\\\`\``
#### backquote depth two with backslash pair
echo `echo \`echo a\\\\\\\\b\``
#### backquote depth two dollar escape
x=v
echo `echo \`echo \\\$x\``
#### backquote depth two plain dollar
x=v
echo `echo \`echo $x\``
#### backquote with dollar paren inside
echo `echo $(echo dp)`
#### dollar paren with backquote inside
echo $(echo `echo bq`)
#### backquote inside dollar paren inside backquote
echo `echo $(echo \`echo mix\`)`
#### backquote in here doc
cat <<END
`echo hd`
END
#### backquote depth two in double quotes
echo "`echo \`echo in dq\``"
#### backquote escaped backslash at end
echo `echo a\\\\`
#### backquote depth two single quotes
echo `echo \`echo 'sq x'\``
