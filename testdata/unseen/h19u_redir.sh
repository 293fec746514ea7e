#### redirect order matters
{ echo out; echo err >&2; } > f 2>&1; cat f; { echo out2; echo err2 >&2; } 2>&1 > g; echo --; cat g
#### append both
echo a &> f; echo b &>> f; ls nosuch_h 2>> f; cat f | sed 's/ls: //'
#### fd move with n>&m-
exec 3> f; echo via3 >&3; exec 4>&3-; echo via4 >&4; exec 4>&-; cat f; echo x >&3; echo st=$?
#### read write fd <>
printf 'hello\n' > f; exec 3<> f; read -r w <&3; echo "$w"; echo more >&3; exec 3>&-; cat f
#### redirect to same file twice
echo a > f > g; cat f; echo "[$(cat g)]"
#### input redirect from nonexistent in loop
for i in 1; do cat < nosuch_in; done; echo st=$?
#### redirect in function definition
f() { echo inside; } > out.txt; f; f; cat out.txt
#### redirect on while loop
printf '1\n2\n' > in; while read n; do echo "n=$n"; done < in > out; cat out
#### redirect stdin of group
printf 'a\nb\n' > in; { read x; read y; echo "$y$x"; } < in
#### here string to group
{ read a; read b; echo "$a|$b"; } <<< $'one\ntwo'
#### close stdout then write
( exec >&-; echo x ) 2>&1 | sed 's/line [0-9]*/line N/'; echo st=${PIPESTATUS[0]}
#### close stdin then read
( exec <&-; read x; echo "st=$?" ) 2>&1 | sed 's/line [0-9]*/line N/'
#### redirect with variable fd
fd=3; eval "exec $fd>f"; echo hi >&3; exec 3>&-; cat f
#### varname fd allocation starts at 10
exec {a}>f1 {b}>f2; echo $a $b; exec {a}>&- {b}>&-
#### redirect to directory
echo x > .; echo st=$?
mkdir d; echo x > d; echo st=$?
#### noclobber on existing empty file
: > e; set -C; echo x > e; echo st=$?; echo y >| e; cat e
#### redirect stderr of builtin
cd /nonexistent_h 2> err; echo st=$?; sed 's/line [0-9]*/line N/' err
#### redirect number out of range
echo x 1>&999999999999; echo st=$?
#### dup of unopened fd
echo x >&7; echo st=$?; read y <&7; echo st=$?
#### exec redirect persists across commands
exec 5>&1; exec > out; echo one; echo two; exec 1>&5 5>&-; cat out
#### tee pattern with process substitution
echo logged > >(cat > log.txt); wait; sleep 0.1; cat log.txt
#### pipeline stderr not piped
{ echo o; echo e >&2; } 2>/dev/null | wc -l
#### pipe stderr with |&
{ echo o; echo e >&2; } |& wc -l
#### redirect before command name
> f echo first; cat f; 2>/dev/null >g echo second; cat g
#### cat with multiple here docs sequence
cat <<A
one
A
cat <<B
two
B
#### here doc with redirect out
cat <<EOF > hd.txt
content $((2+2))
EOF
cat hd.txt
#### redirect in command substitution
x=$(echo err >&2; echo out) 2>/dev/null; echo "$x"
x=$( { echo err >&2; } 2>&1 ); echo "[$x]"
#### /dev/stdin /dev/stdout /dev/stderr
echo in | cat /dev/stdin; echo out > /dev/stdout; echo err > /dev/stderr
#### /dev/null read and write
cat /dev/null; echo st=$?; echo gone > /dev/null; wc -c < /dev/null
