#### redirect on function definition applies each call
f() { echo in f; } > fout
f
f
cat fout
#### redirect on while loop
i=0
while [ $i -lt 2 ]; do echo $i; i=$((i+1)); done > wout
cat wout
#### redirect input to loop
printf 'a\nb\n' > in
while read l; do echo got $l; done < in
#### redirect on brace group
{ echo a; echo b; } > bout
cat bout
#### redirect on subshell
( echo sub ) 2>&1 > sout
cat sout
#### redirect on if
if true; then echo iff; fi > iout
cat iout
#### redirect on case
case x in x) echo casef;; esac > cout
cat cout
#### redirect on for
for i in 1 2; do echo $i; done > fo
cat fo
#### redirect before command name
> pre echo prefixed
cat pre
#### redirect in middle of args
echo a > mid b
cat mid
#### redirect failing skips command
echo hi > /nonexistent/x 2>/dev/null
echo st=$?
#### redirect failing on compound
{ echo a; } > /nonexistent/x 2>/dev/null
echo st=$?
#### redirect with assignment only
x=1 > assignout
echo "[$(cat assignout)]" $x
#### redirect append
echo one > ap
echo two >> ap
cat ap
#### redirect stderr of builtin
cd /nonexistent 2> err
wc -l < err | tr -d ' '
#### redirect ambiguous
f='a b'
echo x > $f
echo st=$?
#### redirect to empty var
e=
echo x > $e
echo st=$?
#### redirect glob one match
touch onlyone
echo data > only*
cat onlyone
#### redirect noclobber with existing
set -C
echo a > nc
echo b > nc 2>/dev/null
echo st=$?
cat nc
#### redirect read write
echo hello > rw
exec 3<> rw
read -r l <&3
echo $l
exec 3>&-
#### redirect dup to closed fd
echo x >&7
echo st=$?
#### redirect herestring to function
f() { cat; }
f <<< "herestr"
#### redirect persists not after command
echo a 2>/dev/null
echo b
#### redirect order matters
{ echo out; echo err >&2; } 2>&1 > o1
echo ---
cat o1
