#### eval cat with process substitution
eval cat <(echo test1)
#### eval string then cat of procsub
eval "echo foo;cat" <(echo test2)
#### procsub assigned to variable in eval
eval f=<(echo test4) "; cat \$f"
#### source a file with a procsub argument
printf '%s\n' 'echo "test 12" | wc -c' 'cat "$1"' > script.sh
source ./script.sh <(echo test5)
#### two input procsubs
cat <( echo test6 ) <( echo test7 )
#### procsub argument with stdin redirected
fn() { cat | cat "$1"; }
fn <(echo inner) < /dev/null
#### procsub to function that runs another command first
f1() { cat $1; true; }
f2() { true; cat $1; }
cat <(echo hi)
f1 <(echo bye)
f2 <(echo l8r)
#### read loop from procsub many times
c=0
for i in 1 2 3 4 5 6 7 8 9 10; do
  while read -ru3 x; do c=$((c+1)); done 3< <(echo x)
done
echo $c
#### procsub path used once by wc
count() { wc -l < $1; }
count <(printf 'a\nb\n')
#### procsub exit status via wait $!
cat <(exit 123) >/dev/null
wait "$!"
echo $?
#### while read from procsub keeps variables
n=0
while read foo; do n=$((n+1)); last=$foo; done < <(printf '%s\n' a b c)
echo "$n $last"
#### procsub function argument after redirected group
ouch2() { { cat; } < <(echo bar2); cat "$1"; }
ouch2 <(echo foo)
#### exec fd from procsub
exec 4< <(echo subshell)
read var <&4
echo $var
exec 4<&-
#### output procsub writes
echo hello > >(tr a-z A-Z > out.txt)
wait $!
cat out.txt
#### procsub in a diff-like comparison
cmp -s <(printf 'a\nb\n') <(printf 'a\nb\n') && echo same
cmp -s <(echo a) <(echo b) || echo differ
#### procsub word is a file name
f=<(true)
case $f in /dev/fd/*|/*) echo path;; *) echo "other $f";; esac
#### procsub inside double quotes is literal
echo "<(echo hi)"
#### procsub with mapfile
mapfile -t lines < <(printf '%s\n' one two three)
echo "${#lines[@]} ${lines[2]}"
#### procsub sees caller variables
v=inside
cat <(echo "$v")
#### procsub variable changes do not leak
v=outer
cat <(v=changed; echo "$v")
echo "$v"
#### procsub with sort of unordered input
sort <(printf '%s\n' c a b)
#### procsub nested
cat <(cat <(echo nested))
#### procsub as input to paste
paste -d, <(printf '1\n2\n') <(printf 'a\nb\n')
