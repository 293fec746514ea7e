#### stdout and stderr both
echo out
echo err >&2
#### status of last command
false
#### exit with status
exit 42
#### output without trailing newline
printf 'no newline'
#### stderr only
echo only-err >&2
exit 1
#### empty output
:
#### interleaved output sequence
echo 1
echo 2 >&2
echo 3
#### subshell output
( echo sub; exit 2 )
echo "status=$?"
#### long line
printf '%0100d\n' 0
#### binary-ish bytes
printf 'a\001b\377c\n' | od -An -c
#### exit in function
f() { exit 3; }
f
echo not reached
#### here doc in harness
cat <<END
line1
  line2
END
#### multiple blank lines preserved
echo a

echo b
#### trailing spaces preserved
echo 'trailing   '
#### carriage return
printf 'a\rb\n' | od -An -c
