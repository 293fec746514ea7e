#### redirect order 2>&1 then file
{ echo out; echo err >&2; } 2>&1 > ro1.txt
echo ---
cat ro1.txt
#### redirect order file then 2>&1
{ echo out; echo err >&2; } > ro2.txt 2>&1
cat ro2.txt
#### redirects evaluated left to right with failure
echo hi > ro3.txt < nonexist_zz 2>/dev/null; echo st=$?
cat ro3.txt; echo "[size $(wc -c < ro3.txt)]"
#### first redirect failure stops later ones
echo hi < nonexist_zz > ro4.txt 2>/dev/null; echo st=$?
test -e ro4.txt && echo created || echo not-created
#### redirect to same file twice last wins
echo data > a.txt > b.txt
echo "a=[$(cat a.txt)] b=[$(cat b.txt)]"
#### swap stdout and stderr
{ echo to-out; echo to-err >&2; } 3>&1 1>&2 2>&3 3>&- 2>/dev/null
#### dup then close
{ echo x >&3; } 3>&1 2>/dev/null
{ echo y >&3; } 3>&1 3>&- 2>/dev/null; echo st=$?
#### redirect on variable expansion evaluated before
f=ro5.txt
echo content > $f
cat ro5.txt
#### expansion in redirect happens after prior redirects
x=$(echo val) > ro6.txt
echo "x=$x size=$(wc -c < ro6.txt)"
#### assignment and redirect order in simple command
a=1 echo $a > ro7.txt 2>&1
echo "[$(cat ro7.txt)]"
#### redirect on compound applies to all
{ echo one; echo two; } > ro8.txt
wc -l < ro8.txt
#### inner redirect overrides outer
{ echo inner > ro9a.txt; echo outer; } > ro9b.txt
echo "a=$(cat ro9a.txt) b=$(cat ro9b.txt)"
#### append order
echo 1 > ro10.txt
echo 2 >> ro10.txt
echo 3 >> ro10.txt
cat ro10.txt
#### here string and file redirect order last wins
cat <<< here < /dev/null
cat < /dev/null <<< here2
#### stderr of failing redirect goes to prior stderr
echo x > /nonexistent_zz/file 2>/dev/null; echo st=$?
echo x 2>/dev/null > /nonexistent_zz/file; echo st=$?
#### redirect error message
echo x > /nonexistent_zz/f; echo st=$?
#### redirect with clobber
set -o noclobber
echo a > nc.txt
echo b > nc.txt; echo st=$?
echo c >| nc.txt
cat nc.txt
#### ampersand greater both
{ echo o; echo e >&2; } &> both.txt
sort both.txt
{ echo o2; echo e2 >&2; } &>> both.txt
wc -l < both.txt
#### greater ampersand file
{ echo o; echo e >&2; } >& ga.txt
sort ga.txt
#### redirect fd from variable number
n=2
echo err 2>/dev/null >&$n 2>&1
#### exec redirect persistent
exec 3> ex.txt
echo line >&3
exec 3>&-
cat ex.txt
#### bad fd
echo x >&7; echo st=$?
#### redirect before compound is error
bash -c '> f.txt { echo x; }' 2>&1; echo st=$?
#### redirect in pipeline order
echo hi 2>&1 >/dev/null | cat
{ echo err >&2; } 2>&1 | tr a-z A-Z
#### dup stderr to stdout inside command sub
x=$( { echo out; echo err >&2; } 2>&1 )
echo "$x"
#### order of dup to file and pipe
{ echo e >&2; } 2>&1 >/dev/null | sed 's/^/piped: /'
#### redirect list applied before command runs
ls nonexist_zz > lo.txt 2>&1; echo st=$?
sed 's/^ls: //' lo.txt
#### redirects on while loop evaluated once
n=0
while read -r l; do n=$((n+1)); done < <(printf '1\n2\n')
echo $n
#### redirect fd 3 to file then 1 to fd 3
exec 3> f3.txt
echo via3 1>&3
exec 3>&-
cat f3.txt
#### input and output on same file truncates first
printf 'abc\n' > same.txt
cat < same.txt > same.txt
wc -c < same.txt
#### append and read same file
printf 'abc\n' > ap.txt
cat < ap.txt >> ap.txt
cat ap.txt
#### redirect to fd greater than 9
{ echo ten >&10; } 10>&1
#### redirect failing in middle leaves earlier files
echo x > r1.txt > /nonexistent_zz/r 2>/dev/null > r2.txt; echo st=$?
ls r1.txt r2.txt 2>&1 | sed 's/^ls: //'
