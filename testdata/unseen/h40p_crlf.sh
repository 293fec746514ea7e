#### crlf script word keeps carriage return
printf 'x=1\r\necho "[$x]"\r\n' > c.sh; bash c.sh | od -c
#### crlf blank line is a command
printf 'echo a\r\n\r\necho b\r\n' > c.sh; bash c.sh 2>&1 | od -c | sed 's/  */ /g'
#### crlf do keyword not recognised
printf 'for i in 1 2; do\r\necho $i\r\ndone\r\n' > c.sh; bash c.sh; echo st=$?
#### crlf if then fi
printf 'if true; then\r\n  echo yes\r\nfi\r\n' > c.sh; bash c.sh; echo st=$?
#### crlf comment keeps going to newline
printf 'echo a # c\r\necho z\r\n' > c.sh; bash c.sh | od -c
#### crlf heredoc delimiter with carriage return
printf 'cat <<EOF\r\nhi\r\nEOF\r\necho after\r\n' > c.sh; bash c.sh | od -c
#### crlf double quotes keep it
printf 'echo "b\r\n"\r\n' > c.sh; bash c.sh | od -c
#### crlf bash -c
bash -c $'echo q\r' | od -c
#### crlf eval
eval $'y=2\r'; echo "${#y}"
#### crlf backslash before carriage return
printf 'echo a\\\r\necho b\r\n' > c.sh; bash c.sh | od -c
#### crlf function definition
printf 'f() {\r\necho in\r\n}\r\nf\r\n' > c.sh; bash c.sh; echo st=$?
#### crlf command not found names it
printf 'true\r\n' > c.sh; bash c.sh; echo st=$?
