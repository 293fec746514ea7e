#### move fd with dash closes source
exec 3>m.txt; exec 4>&3-; echo via4 >&4; echo x >&3 2>&1 | sed 's/^.*: //'; exec 4>&-; cat m.txt
#### move input fd
echo line > in.txt; exec 5<in.txt; exec 6<&5-; read -r l <&6; echo "$l"; read -r z <&5 2>&1 | sed 's/.*: //'; exec 6<&-
#### move stdin to fd 4
echo piped | { exec 4<&0-; read -r a <&4; echo "$a"; }
#### close fd that is not open is fine
exec 7>&-; echo st=$?; exec 8<&-; echo st=$?
#### write to closed fd error
echo hi >&9 2>&1; echo st=$?
#### duplicate from bad fd
cat <&8 2>&1; echo st=$?
#### duplicate with non-numeric word
echo hi >&abc 2>&1; echo st=$?
#### redirection order matters
{ echo out; echo err >&2; } 2>&1 >/dev/null | sed 's/^/piped:/'
#### redirection order other way
{ echo out; echo err >&2; } >/dev/null 2>&1 | wc -c
#### ampersand greater redirects both
{ echo o; echo e >&2; } &> both.txt; sort both.txt
#### ampersand double greater appends both
echo first > ab.txt; { echo o; echo e >&2; } &>> ab.txt; cat ab.txt | sort
#### greater ampersand word file
{ echo o; echo e >&2; } >& fileboth; sort fileboth
#### read write diamond keeps content
printf 'abcdef\n' > rw.txt; exec 3<>rw.txt; read -n 2 x <&3; printf 'ZZ' >&3; exec 3>&-; echo "$x"; cat rw.txt
#### diamond with specified fd number
echo content > rw2; 5<>rw2 cat <&5
#### noclobber refuses existing file
set -o noclobber; echo a > nc.txt; echo b > nc.txt 2>&1; echo st=$?; cat nc.txt
#### noclobber pipe overrides
set -C; echo a > nc2; echo b >| nc2; cat nc2
#### noclobber with ampersand greater
set -C; echo x > exist; echo y &> exist 2>/dev/null; echo st=$?; cat exist
#### noclobber on new file ok
set -C; echo x > brandnew; cat brandnew
#### here-string with variable and arithmetic
x=5; read -r a b <<< "$x $((x*2))"; echo $a $b
#### here-string multiple lines
cat <<< $'l1\nl2'; wc -l <<< "one"
#### here-string to while loop
while read -r w; do echo "[$w]"; done <<< "a
b"
#### here-string unquoted with spaces kept joined
v='a    b'; cat <<< $v
#### here-string glob not expanded
touch g1 g2; cat <<< g*
#### heredoc with expansions and escapes
x=V; cat <<EOF
$x \$x \\ \` $(echo cmd) $((1+2))
EOF
#### heredoc quoted delimiter no expansion
cat <<"END"
$x $(echo no) \n
END
#### heredoc dash strips tabs only
cat <<-E
	t1
  s2
	E
#### heredoc to fd three
exec 3<<X
three
X
cat <&3
#### two heredocs on one line
cat <<A; cat <<B
aa
A
bb
B
#### heredoc in command substitution
x=$(cat <<E
inner
E
); echo "$x"
#### dev stdin reads pipe
echo piped | cat /dev/stdin
#### dev fd of here-string
cat /dev/fd/0 <<< hs
#### dev stderr redirect
echo to-err > /dev/stderr 2>&1; { echo e2 > /dev/stderr; } 2>/dev/null; echo done
#### named fd variable allocation and close
exec {myfd}> nf.txt; echo "$((myfd >= 10))"; echo data >&$myfd; exec {myfd}>&-; cat nf.txt
#### named fd read and multiple
printf 'a\nb\n' > two; exec {r}<two; read -u $r x; read -u $r y; echo $x$y; exec {r}<&-
#### named fd without exec persists only for command
{ echo hi >&$w; } {w}>wtmp; cat wtmp; echo "[${w-unset}]" | sed 's/[0-9][0-9]*/N/'
#### named fd invalid name
exec {1bad}>x 2>&1; echo st=$?
#### redirect to directory error
echo x > / 2>&1; echo st=$?
#### redirect input from missing file
cat < /nonexistent_h38x 2>&1; echo st=$?
#### redirect error does not run command
echo never > /no/such/dir/f 2>/dev/null; echo st=$?
#### redirect error in compound
{ echo inside; } > /no/dir/x 2>/dev/null; echo st=$?
#### redirect error with exec is fatal only in posix
exec 3< /missing_h38x 2>&1; echo still=$?
#### redirect ambiguous from empty variable
unset f; echo x > $f 2>&1; echo st=$?
#### redirect ambiguous from split variable
f='a b'; echo x > $f 2>&1; echo st=$?
#### redirect quoted variable with spaces ok
f='a b'; echo x > "$f"; cat "a b"
#### redirect before command name
> pre.txt echo pre; cat pre.txt
#### multiple redirects same fd last wins
echo x > r1 > r2; wc -c r1 r2 | head -2
#### input and output same file truncates
echo data > same; cat same > same; wc -c < same
#### append and read same file
echo a > ap; cat ap >> ap 2>&1; cat ap
#### redirect stdout of while loop
for i in 1 2; do echo $i; done > loop.txt; cat loop.txt
#### redirect stdin of if
echo y > yin; if read a; then echo got $a; fi < yin
#### fd 2 duplicated to 1 in function
f() { echo err >&2; }; f 2>&1 | tr e E
#### exec redirect permanently then restore
exec 5>&1; exec > cap.txt; echo captured; exec 1>&5 5>&-; cat cap.txt
#### exec with only redirect status
exec 3>/dev/null; echo st=$?; exec 3>&-
#### redirection with number adjacency
echo a 2>/dev/null; echo b 2 >/dev/null; ls 2>/dev/null
#### greater and less with fd number and space
echo x 1> sp1; cat 0< sp1
#### less ampersand dash closes stdin
cat <&- 2>&1; echo st=$?
#### fd above limit
echo x >&1000000 2>&1; echo st=$?
#### redirection of builtin with error goes to file
cd /nonexistent_h38x 2> errf; echo st=$?; sed 's/^.*cd: //' errf
#### printf to dup fd in loop
exec 4>out4; for i in 1 2 3; do printf '%s ' $i >&4; done; exec 4>&-; cat out4; echo
#### heredoc and pipe together
cat <<EOF | tr a-z A-Z
lower
EOF
#### heredoc with trailing spaces on delimiter is not end
cat <<E
x
E 
E
#### here-string empty
cat <<< ""; echo "[$(cat <<< '')]"
