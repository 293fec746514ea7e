#### exec opens a log descriptor for the whole script
exec 3> run.log
echo "to log" >&3
echo "to stdout"
echo "more log" >&3
exec 3>&-
cat run.log
echo x >&3 2>&1 | sed 's/line [0-9]*/line N/'
#### named descriptor with {fd} redirection
exec {log}>app.log
echo "fd is a number: $(( log >= 10 ))"
echo first >&"$log"
printf 'second\n' >&$log
exec {log}>&-
cat app.log
#### reading two files in parallel with separate descriptors
printf 'a\nb\nc\n' > left; printf '1\n2\n' > right
while IFS= read -r l <&3 && IFS= read -r r <&4; do echo "$l-$r"; done 3<left 4<right
#### swapping stdout and stderr
f() { echo out; echo err >&2; }
f 3>&1 1>&2 2>&3 | sed 's/^/piped: /'
#### capturing stderr only into a variable
f() { echo "normal output"; echo "an error" >&2; }
err=$(f 2>&1 >/dev/null)
echo "captured: $err"
out=$(f 2>/dev/null); echo "stdout only: $out"
#### redirecting a whole block and a function body
{
  echo "header"
  seq 3
} > block.txt
log_all() { echo "in function"; echo "warn" >&2; } 2>&1
log_all > f.txt
cat block.txt f.txt
#### appending stdout and stderr together
{ echo ok; ls missing-file-xyz; } >> both.log 2>&1
{ echo again; } &>> both.log
sed 's/^ls: cannot access .missing-file-xyz.: /ls: /' both.log
#### here string versus echo pipe for read
read -r a b <<< "one two"
echo "$a|$b"
echo "three four" | read -r c d
echo "[$c|$d]"
#### process substitution as an input file for a command
paste <(seq 3) <(printf 'a\nb\nc\n')
wc -l < <(seq 7)
cat <(echo from-procsub) - <<< from-stdin
#### writing to a process substitution and waiting for it
echo "hello world" > >(tr a-z A-Z > upper.txt)
wait $!
cat upper.txt
#### redirect order matters
ls missing-zz > out.txt 2>&1; echo "rc=$?"
ls missing-zz 2>&1 > out2.txt | sed 's/missing-zz.*/missing-zz/'
wc -l < out.txt; wc -l < out2.txt
#### read from a file descriptor opened for reading and writing
printf 'line1\nline2\n' > rw.txt
exec 5<> rw.txt
read -r first <&5
echo "read: $first"
echo "tail" >&5
exec 5>&-
cat rw.txt
#### input from a missing file fails the command only
cat < nofile.txt; echo "rc=$?"
echo before; { cat; } < nofile.txt; echo "rc=$?"
while read -r x; do echo "$x"; done < nofile.txt 2>/dev/null; echo "rc=$?"
#### tee writes to several files and stdout
echo data | tee a.out b.out > /dev/null
cat a.out b.out
echo more | tee -a a.out
cat a.out
#### dev null and dev stdin usage
echo ignored > /dev/null
echo through | cat /dev/stdin
echo err-to-null 2>/dev/null >&2
printf 'x\n' | wc -l /dev/stdin | awk '{ print $1 }'
#### exec without a command keeps redirections for later commands
exec 4>side.txt
echo one >&4
bash -c 'echo child >&4'
exec 4>&-
cat side.txt
#### stderr of a command substitution still goes to the terminal
v=$(echo visible-err >&2; echo value) 2>&1
echo "v=$v"
#### a here document fed to a function and a loop
count_lines() { local n=0; while IFS= read -r _; do n=$((n+1)); done; echo "$n lines"; }
count_lines <<'END'
a
b

d
END
while read -r k v; do echo "$v=$k"; done <<END
x 1
y 2
END
#### noclobber and append interplay in a logging function
set -o noclobber
log() { echo "$(printf '%s' "$*")" >> journal.txt; }
log first; log second
echo replaced > journal.txt 2>/dev/null || echo "cannot overwrite"
cat journal.txt
#### closing stdout makes echo fail
echo hi >&- 2>&1 | cat; echo "rc=${PIPESTATUS[0]}"
(echo hi >&-) 2>&1 | sed 's/line [0-9]*/line N/'
