#### background jobs statuses
(exit 3) & p1=$!
(exit 5) & p2=$!
wait $p1; echo "p1=$?"; wait $p2; echo "p2=$?"
#### wait all returns 0
(exit 4) & (exit 2) & wait; echo "all=$?"
#### wait -n collects one
(sleep 0.2; exit 7) & (exit 3) &
wait -n; echo "first=$?"; wait -n; echo "second=$?"; wait -n; echo "none=$?"
#### wait on unknown pid
wait 99999; echo st=$?
#### parallel workers collect output in order
for i in 3 1 2; do ( sleep 0.$i; echo "job $i" > out.$i ) & done; wait
cat out.1 out.2 out.3
#### wait for pids array
pids=(); for n in 1 2 3; do ( exit $n ) & pids+=($!); done
for p in "${pids[@]}"; do wait "$p"; echo -n "$? "; done; echo
#### background function and variable not shared
x=1; f() { x=2; }; f & wait; echo $x
#### jobs -p count
sleep 0.3 & sleep 0.3 & jobs -p | wc -l; wait; echo waited
#### kill background job
sleep 5 & pid=$!; kill $pid; wait $pid; echo "st=$?"
#### coproc bc-like
coproc UP { while IFS= read -r l; do echo "${l^^}"; done; }
echo hello >&"${UP[1]}"; IFS= read -r ans <&"${UP[0]}"; echo "$ans"
echo world >&"${UP[1]}"; IFS= read -r ans <&"${UP[0]}"; echo "$ans"
exec {UP[1]}>&-; wait "$UP_PID"; echo "exit=$?"
#### coproc with command
coproc sed -u 's/^/> /'
printf 'a\nb\n' >&${COPROC[1]}
read -r x <&${COPROC[0]}; read -r y <&${COPROC[0]}; echo "$x|$y"
exec {COPROC[1]}>&-; wait
#### process substitution diff
printf 'a\nb\nc\n' > f1; printf 'a\nB\nc\n' > f2
diff <(sort f1) <(sort f2); echo st=$?
diff -u <(echo same) <(echo same) && echo identical
#### process substitution comm and paste
comm -12 <(printf 'a\nb\nc\n') <(printf 'b\nc\nd\n')
paste -d: <(seq 3) <(printf 'x\ny\nz\n')
#### process substitution as input loop keeps vars
total=0; while read -r n; do ((total+=n)); done < <(seq 4); echo $total
#### process substitution output tee
echo data | tee >(tr a-z A-Z > up.txt) > /dev/null; wait; sleep 0.1; cat up.txt
#### exec fd read
printf 'l1\nl2\nl3\n' > in.txt
exec {fd}< in.txt
read -r -u "$fd" a; read -r -u "$fd" b; echo "$a $b"
exec {fd}<&-
read -r -u "$fd" c; echo st=$?
#### exec fd write and append
exec {w}> out.txt; echo one >&$w; echo two >&$w; exec {w}>&-
exec 3>> out.txt; echo three >&3; exec 3>&-
cat out.txt
#### exec 3< and read loop from fd
printf 'a\nb\n' > f
exec 3< f
while read -r -u 3 line; do echo "got $line"; done
exec 3<&-
#### reading two files in parallel
printf '1\n2\n3\n' > n; printf 'a\nb\nc\n' > l
while read -r x && read -r y <&3; do echo "$x$y"; done < n 3< l
#### redirect stderr to stdout ordering
f() { echo out; echo err >&2; }
f 2>&1 >/dev/null | sed 's/^/piped:/'
f > both.txt 2>&1; sort both.txt
f &>> both2.txt; f |& cat | sort
#### redirect with noclobber
set -o noclobber; echo a > nc.txt; echo b > nc.txt; echo st=$?; echo c >| nc.txt; cat nc.txt
#### fd dup and close errors
echo x >&7; echo st=$?
exec 8<&-; echo st=$?
cat <&9; echo st=$?
#### dollar paren lt file
printf 'content\nline2\n\n\n' > c.txt; x=$(< c.txt); echo "[$x]"
y=$(< nofile); echo "st=$? [$y]"
#### here-string and heredoc to read
read -r a b <<< "first second third"; echo "$a|$b"
read -r -d '' block <<'EOF'
line one
line two
EOF
echo "st=$? [$block]"
#### heredoc <<- with tabs and quoted delimiter
if true; then
	cat <<-"END"
		indented $NOT_EXPANDED
	END
	cat <<-END
	x=$((1+1))
	END
fi
#### heredoc with command substitution and escapes
name=world
cat <<EOF
Hello, ${name^}! $(echo sub) \$literal \`tick\` a\\b
	tab kept
EOF
#### heredoc to variable via cat
v=$(cat <<EOF
multi
line
EOF
); echo "$v" | wc -l
#### heredoc into function and while
while read -r k v; do echo "$k=>$v"; done <<EOF
a 1
b 2 extra
EOF
#### subshell vs group
x=1; ( x=2; echo "in sub $x" ); echo "after sub $x"
{ x=3; echo "in group $x"; }; echo "after group $x"
( cd /; pwd ); pwd | sed 's,.*/,,' | head -c0; echo ok
#### exit in subshell vs group
( exit 3 ); echo "sub=$?"
f() { { return 4; }; echo no; }; f; echo "group=$?"
#### subshell inherits but doesnt return
a=1; (a=2; b=3; export c=4); echo "${a} ${b-unset} ${c-unset}"
#### BASH_SUBSHELL
echo $BASH_SUBSHELL; ( echo $BASH_SUBSHELL; ( echo $BASH_SUBSHELL ) ); echo $(echo $BASH_SUBSHELL)
#### export -f into bash -c
greet() { echo "hello $1 from ${FUNCNAME[0]}"; }
export -f greet
bash -c 'greet child'
export -nf greet; bash -c 'greet child' 2>&1 | sed 's/^.*: //'
#### export var to child
export FOO=bar; bash -c 'echo $FOO'; BAR=baz bash -c 'echo $BAR'; echo "[${BAR-}]"
#### bash -c with args
bash -c 'echo "$0|$1|$#"' zero one two
bash -c 'exit 42'; echo $?
#### eval quoting
cmd='echo "a  b"'; eval "$cmd"
args=(x 'y z'); eval "printf '<%s>' ${args[*]@Q}"; echo
var=name; eval "$var=value"; echo $name
eval "echo \$var \${var}"
#### eval building commands safely
files=('a b' 'c'); cmd="ls"; for f in "${files[@]}"; do cmd+=" $(printf '%q' "$f")"; done; echo "$cmd"
#### command builtin bypasses function
ls() { echo "fake ls"; }; ls; command ls / >/dev/null && echo real
echo() { builtin echo "wrapped: $*"; }; echo hi; unset -f echo; echo plain
#### type -a and -P
type -t echo; type -P ls >/dev/null && echo found; type -P nosuch; echo st=$?
#### timeout-style guard with sleep
( sleep 3 ) & pid=$!; ( sleep 0.2; kill $pid 2>/dev/null ) & wait $pid; echo "st=$?"
#### export -f through xargs and nested bash
work() { local f=$1; if [[ $f == *.txt ]]; then echo "text: $f"; else echo "other: $f"; fi; }
export -f work
printf '%s\n' a.txt b.sh | xargs -I{} bash -c 'work "$@"' _ {}
bash -c 'bash -c "work c.txt"'
printenv 'BASH_FUNC_work%%'
#### imported function line numbers
h() { echo a $LINENO
echo b $LINENO; }; export -f h; bash -c 'h; declare -F'
