#### two output redirects last wins
echo x > a > b
echo "[$(cat a)]" "[$(cat b)]"
#### output and append
echo x > a >> b
echo "[$(cat a)]" "[$(cat b)]"
#### multiple input redirects last wins
echo one > i1; echo two > i2
cat < i1 < i2
#### glob in redirect multiple matches
touch m1 m2
echo x > m*
echo st=$?
#### glob in redirect no match literal
echo x > nomatch*
ls nomatch*
#### brace expansion in redirect
echo x > {a,b}
echo st=$?
#### redirect stdout and stderr to same file
{ echo out; echo err >&2; } > both 2>&1
sort both
#### ampersand greater
{ echo out; echo err >&2; } &> all
sort all
#### ampersand append
echo first > aa
{ echo err >&2; } &>> aa
cat aa
#### pipe stderr with pipe ampersand
{ echo err >&2; } |& tr a-z A-Z
#### dup fd then close
exec 4>f4
echo via4 >&4
exec 4>&-
echo closed >&4
echo st=$?
cat f4
#### move fd
exec 5>f5
exec 6>&5-
echo to6 >&6
echo to5 >&5
echo st=$?
exec 6>&-
cat f5
#### fd greater than 9
exec 10>f10
echo ten >&10
exec 10>&-
cat f10
#### named fd
exec {fd}>fn
echo named >&$fd
exec {fd}>&-
cat fn
[ "$fd" -ge 10 ] && echo high
#### stdin from closed
cat <&-
echo st=$?
#### here string with multiple redirects
cat <<< one <<< two
#### heredoc and herestring last wins
cat <<END <<< str
doc
END
#### multiple heredocs on one command
cat <<A <<B
a body
A
b body
B
#### redirect same fd twice to different files
echo x 2>e1 2>e2 >&2
echo "[$(cat e1)]" "[$(cat e2)]"
#### redirect with fd number spaced is argument
echo x 2 > sp
cat sp
#### noclobber with >|
set -C
echo a > nc
echo b >| nc
cat nc
#### noclobber with /dev/null
set -C
echo a > /dev/null
echo st=$?
#### redirect to fd via variable
fd=2
echo tostderr 2>/dev/null >&$fd
echo st=$?
#### redirect input nonexistent error message
cat < nonexist 2>&1 | sed 's/.*line [0-9]*: //'
#### ambiguous redirect message
x='a b'
echo hi > $x
echo st=$?
#### ambiguous redirect empty message
e=
echo hi > $e
#### bad fd message
echo hi >&99
echo st=$?
#### bad fd number word
echo hi >&x
echo st=$?
#### redirect to directory message
mkdir dd
echo hi > dd
echo st=$?
#### noclobber message
set -C
echo a > nc
echo b > nc
#### input from directory
mkdir dd
cat < dd
echo st=$?
#### dup input from output fd
exec 3>o3
read x <&3
echo st=$?
