#### heredoc with backslash newline in body
cat <<EOF
line one \
continued
EOF
#### heredoc quoted backslash newline kept
cat <<'EOF'
a \
b
EOF
#### heredoc delimiter with trailing tab stripped variant
cat <<-"END"
		$x literal
	END
#### heredoc inside loop body reread each iteration
for i in 1 2; do cat <<EOF
iter $i
EOF
done
#### heredoc with dollar at end of line
cat <<EOF
cost $
a$
EOF
#### heredoc unterminated warning
cat <<EOF
no end
#### heredoc unterminated in eval
eval 'cat <<X
body'; echo st=$?
#### heredoc with parameter containing newlines
v=$'a\nb'; cat <<EOF
[$v]
EOF
#### heredoc with single quotes in body expanded
x=1; cat <<EOF
'$x' "$x"
EOF
#### here string from array star
a=(1 2 3); cat <<< "${a[*]}"; IFS=-; cat <<< "${a[*]}"
#### redirect stdout to stderr inside function call with 2 to devnull
f() { echo visible >&2; }; f 2>/dev/null; echo st=$?
#### redirect fd 3 from outer visible in function
f() { echo to3 >&3; }; f 3>f3.txt; cat f3.txt
#### redirect applies to loop whole
while read -r l; do echo "got $l"; done < <(printf 'x\ny\n') > lo.txt; cat lo.txt
#### exec fd survives subshell
exec 3>s3.txt; ( echo from-sub >&3 ); echo from-main >&3; exec 3>&-; cat s3.txt
#### exec 2 to file then back
exec 4>&2 2>e.txt; echo err >&2; exec 2>&4 4>&-; cat e.txt
#### redirect order with dup to closed
exec 3>&-; echo x 2>&1 >&3 | cat; echo st=$?
#### noclobber and append create
set -C; echo a >> newapp; cat newapp
#### redirect input from dir
cat < . 2>&1; echo st=$?
#### read from file with no trailing newline
printf 'a\nb' > nt; while read -r l; do echo "[$l]"; done < nt; echo "last=[$l]"
#### redirect with brace var to existing number
exec {fd}>x1; exec {fd2}>x2; (( fd2 == fd + 1 )) && echo sequential; exec {fd}>&- {fd2}>&-
#### fd var reused after close
exec {a}>y1; first=$a; exec {a}>&-; exec {b}>y2; [[ $b == $first ]] && echo reused; exec {b}>&-
#### redirect stdin from heredoc into read loop with IFS
while IFS=: read -r u p; do echo "$u/$p"; done <<EOF
root:x
bob:y
EOF
#### cat of dev fd 3 from redirect
cat /dev/fd/3 3<<< "via3"
#### redirect to dev null of a builtin error
cd /nonexistent_h38x 2>/dev/null || echo cdfail
#### pipe into compound with redirect inside
echo abc | { read -r x; echo "$x" > in.txt; }; cat in.txt
#### output to same file twice with append
echo a > tw; echo b >> tw; { echo c; echo d; } >> tw; cat tw
#### redirection expansion of tilde
HOME=$PWD; echo x > ~/t.txt; cat t.txt
#### redirect word with brace expansion is error
echo x > {a,b}.txt 2>&1; echo st=$?; ls
#### heredoc delimiter with quotes in middle
cat <<a"b"c
$HOME
abc
#### heredoc multiple in pipeline
cat <<A | cat - <<B
from A
A
from B
B
#### dup output and close in same command
{ echo o; echo e >&2; } 3>&1 1>&2 2>&3 3>&- 2>/dev/null
#### pipe through stderr with 2>&1 pipe order
ls /nonexistent_h38x 2>&1 >/dev/null | sed 's/.*/captured/'
