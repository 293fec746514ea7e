#### redirect of builtin
echo hello > rc1.txt
cat rc1.txt
#### redirect of function call
f() { echo in-f; echo f-err >&2; }
f > rc2.txt 2>&1
cat rc2.txt
#### redirect of function definition and call
f() { echo defined; } > rc3.txt
f > /dev/null
cat rc3.txt
#### redirect of subshell
( echo sub; echo sub-err >&2 ) 2> rc4.txt
cat rc4.txt
#### redirect of brace group with input
printf 'a\nb\n' > in.txt
{ read -r x; read -r y; } < in.txt
echo "$x $y"
#### redirect of while loop input
printf '1\n2\n3\n' > nums.txt
while read -r n; do echo "n=$n"; done < nums.txt
#### redirect of for loop output
for i in a b; do echo $i; done > rc5.txt
cat rc5.txt
#### redirect of if
if true; then echo yes; fi > rc6.txt
cat rc6.txt
#### redirect of case
case a in a) echo ca;; esac > rc7.txt
cat rc7.txt
#### redirect of dparen and dbracket
(( 1/0 )) 2> rc8.txt; echo st=$?
sed 's/^.*: //' rc8.txt
[[ -z x ]] > rc9.txt; echo st=$?
#### redirect failure on builtin skips it
echo hi > /nonexistent_zz/x 2>/dev/null; echo st=$?
#### redirect failure on compound skips it
{ echo never; } > /nonexistent_zz/x 2>/dev/null; echo st=$?
#### redirect failure on function call
f() { echo never; }
f > /nonexistent_zz/x 2>/dev/null; echo st=$?
#### redirect failure of special builtin in posix mode
bash -c 'set -o posix; export X=1 > /nonexistent_zz/x; echo after' 2>/dev/null; echo st=$?
#### redirect with read builtin
echo 'word1 word2' > r.txt
read -r a b < r.txt
echo "[$a][$b]"
#### redirect stdin of command from here doc
tr a-z A-Z <<END2
hello
END2
#### redirect with exec and restore
exec 4>&1
exec > rc10.txt
echo to-file
exec 1>&4 4>&-
echo to-stdout
cat rc10.txt
#### redirect only no command creates file
> rc11.txt
test -f rc11.txt && echo exists
#### redirect only truncates
echo data > rc12.txt
> rc12.txt
wc -c < rc12.txt
#### redirect with command not found
nonexistent_zz > rc13.txt 2>&1; echo st=$?
sed 's/^.*: //' rc13.txt
#### redirect with assignment only
x=1 2>/dev/null; echo "x=$x"
#### redirect applies to function body each call
n=0
f() { n=$((n+1)); echo call$n; } >> rc14.txt
f; f
cat rc14.txt
#### redirect of local and declare
f() { local v=1 > /dev/null; echo "v=$v"; }
f
#### redirect of command builtin
command echo via-command > rc15.txt
cat rc15.txt
#### redirect of eval
eval 'echo e1; echo e2 >&2' > rc16.txt 2>&1
cat rc16.txt
#### redirect of source
echo 'echo sourced' > s.sh
. ./s.sh > rc17.txt
cat rc17.txt
#### redirect of exit in subshell
( exit 3 ) > /dev/null; echo st=$?
#### redirect on time
{ time -p true 2>/dev/null > rc18.txt; } 2>&1 | wc -l; echo st=$?
#### redirect of pipeline elements
echo a > rc19.txt | cat
echo "[$(cat rc19.txt)]"
#### redirect stdout of builtin cd error
cd /nonexistent_zz 2> cderr.txt; echo st=$?
sed 's/^.*line [0-9]*: //' cderr.txt
#### redirect of read from here string in loop
while read -r a b; do echo "$b-$a"; done <<< 'x y'
#### redirect of printf -v is no output
printf -v v '%s' hi > pv.txt
echo "[$v][$(cat pv.txt)]"
#### redirect of wait and true
true > t.txt; echo st=$?
wait > w.txt; echo st=$?
#### redirect of exec without command persists
exec 2> ex2.txt
echo to-err >&2
exec 2>&1
cat ex2.txt
#### redirect of function inside pipeline
f() { echo fp; }
f 2>/dev/null | cat
#### redirect input of command from dev null
cat < /dev/null; echo st=$?
#### redirect of subshell exit code with failing redirect
( echo x ) > /nonexistent_zz/y 2>/dev/null; echo st=$?
