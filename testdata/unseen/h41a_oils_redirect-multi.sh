#### multiple output redirects last one gets output
echo x > m1.txt > m2.txt
echo "[$(cat m1.txt)][$(cat m2.txt)]"
#### multiple input redirects last wins
echo first > i1.txt; echo second > i2.txt
cat < i1.txt < i2.txt
#### redirect with glob to one file
touch onlyone.txt
echo data > only*.txt
cat onlyone.txt
#### redirect with glob to multiple files is ambiguous
touch amb1.txt amb2.txt
echo data > amb*.txt; echo st=$?
#### redirect glob with no match is literal
echo data > nomatch*.zz
cat 'nomatch*.zz'
#### redirect with empty variable is ambiguous
e=
echo data > $e; echo st=$?
#### redirect with unset variable is ambiguous
unset u
echo data > $u; echo st=$?
#### redirect with word splitting is ambiguous
f='a b'
echo data > $f; echo st=$?
echo data > "$f"; cat 'a b'
#### redirect with array of two is ambiguous
a=(x y)
echo data > "${a[@]}"; echo st=$?
#### redirect with nullglob no match
shopt -s nullglob
echo data > nope*.zz; echo st=$?
#### redirect with failglob
shopt -s failglob
echo data > nope*.zz; echo st=$?
#### redirect with brace expansion is ambiguous
echo data > {b1,b2}.txt; echo st=$?
#### redirect with tilde
HOME=$PWD
echo tilde > ~/t.txt
cat t.txt
#### multiple fds
{ echo one >&3; echo two >&4; } 3> fd3.txt 4> fd4.txt
cat fd3.txt fd4.txt
#### same file on two fds appends in order
{ echo o; echo e >&2; echo o2; } > same.txt 2>> same.txt
cat same.txt
#### duplicating to closed fd
{ echo x >&5; } 2>&1 | sed 's/^.*: //'
#### fd number too large
echo x 2>&1 >&99999999999 | sed 's/^.*: //'
#### here doc and here string together
cat <<END2 <<< str
doc
END2
#### two here docs last wins
cat <<A <<B
from a
A
from b
B
#### redirect to dev null and back
echo gone > /dev/null
echo back
#### read write redirect
echo hello > rw.txt
cat <> rw.txt
#### read write redirect creates file
: <> newrw.txt
test -f newrw.txt && echo created
#### output to dev stdout and stderr
echo out > /dev/stdout
echo err > /dev/stderr 2>&1
#### redirect close stdout error
( echo x >&- ) 2>&1 | sed 's/^.*: //'
#### ambiguous redirect in function leaves status 1
f() { echo in-f; }
e=
f > $e; echo st=$?
#### ambiguous redirect message
x='a b'
echo data > $x 2>&1
echo data 2>&1 > $x | sed 's/^.*: //'
#### redirect target from command sub with spaces
echo d > "$(echo 'with space.txt')"
cat 'with space.txt'
#### many redirects on one command
{ echo 1; echo 2 >&2; echo 3 >&3; } 3> m3.txt 2> m2.txt > m1.txt
cat m1.txt m2.txt m3.txt
#### redirect fd to itself
echo self 1>&1
#### here doc to fd 3
cat <&3 3<<END2
from fd3
END2
#### here string with variables and quotes
x='a  b'
cat <<< $x
cat <<< "$x"
#### redirect from variable fd number
exec {fd}> vfd.txt
echo via-var >&$fd
exec {fd}>&-
cat vfd.txt
#### fd noclobber with dev null
set -C; echo x > /dev/null; echo st=$?
#### fd noclobber append to new file
set -C; echo x >> nca.txt; cat nca.txt
#### fd noclobber with existing empty file
set -C; : > ne.txt 2>/dev/null; touch ne2.txt; echo x > ne2.txt; echo st=$?
#### fd redirect to directory
echo x > /tmp 2>&1 | sed 's/^.*: //'; echo x > /tmp; echo st=$?
#### fd read from directory
cat < /tmp; echo st=$?
#### fd redirect input from nonexistent in pipeline
cat < nope_zz | wc -l
#### fd redirect fd dup of input to output
exec 3< /dev/null; echo x >&3; echo st=$?
#### fd fd 3 not inherited after close
exec 3>&1; exec 3>&-; echo x >&3; echo st=$?
#### fd move fd syntax
exec 4>&1; echo moved >&4-; echo x >&4; echo st=$?
#### fd input move fd
echo data > mv.txt; exec 5< mv.txt; cat <&5-; cat <&5; echo st=$?
#### fd heredoc with fd number and dup
cat 3<<END2 <&3
three
END2
#### fd redirect with expansion of tilde and var
HOME=$PWD; d=sub; mkdir -p sub; echo t > ~/$d/t.txt; cat sub/t.txt
#### fd redirect stdout and stderr to same file order
{ echo 1; echo 2 >&2; echo 3; } > both2.txt 2>&1; cat both2.txt
#### fd redirect with process sub target
echo to-psub > >(cat)
wait
#### fd redirect input from empty string file
> ''; echo st=$?
