#### exec closing stdin ends a script read from stdin
echo a
exec <&-
echo b
#### exec 0<&- after saving stdin
echo a
exec 3<&0 0<&-
echo b
#### the rest of the line still runs after stdin closes
echo a; exec <&-; echo same line
echo b
#### exec </dev/null ends the script
echo a
exec </dev/null
echo never
#### exec <file goes on with the file's commands
printf 'echo from-file\necho second\n' > next.sh
exec <next.sh
echo never
#### exec <file then back to the saved script
printf 'echo in-file\nexec <&7\n' > f.sh
exec 7<&0 <f.sh
echo back
#### exec <&- in a brace group
echo a
{ exec <&-; }
echo b
#### exec <&- in a subshell does not end the script
echo a
( exec <&- )
echo b
#### exec <&- in a function
f() { exec <&-; }
echo a
f
echo b
#### EXIT trap runs when stdin closing ends the script
trap 'echo trapped' EXIT
exec <&-
echo b
#### a command's own stdin redirection leaves the script alone
echo a
cat <&- 2>/dev/null
echo "st=$?"
#### read consumes the script's next line
read x
this line is data
echo "x=$x"
#### exec <file and read from it
printf 'alpha\necho after-read\n' > g.sh
exec <g.sh
read y
echo "y=$y"
