#### close stdout then write fails
( echo x >&- ) 2>&1; echo st=$?
#### close stdout for group
{ echo a; echo b >&2; } >&- 2>&1; echo st=$?
#### read write open with diamond
echo hello > f; exec 3<> f; read -r -u 3 w; echo "$w"; echo more >&3; exec 3>&-; cat f
#### diamond creates file
exec 4<> newfile; echo x >&4; exec 4>&-; cat newfile
#### diamond on stdin default fd
echo abc > f; cat <> f
#### clobber override with noclobber
echo one > f; set -C; echo two > f; echo st=$?; echo three >| f; cat f
#### noclobber allows append and dev null
set -o noclobber; echo a > f; echo b >> f; echo c > /dev/null; cat f
#### noclobber error message
set -C; touch exists; echo x > exists 2>&1; echo st=$?
#### noclobber with diamond allowed
set -C; echo old > f; echo new 1<> f; cat f
#### varname fd allocation
exec {fd}> out; echo "fd>=10:$(( fd >= 10 ))"; echo data >&$fd; exec {fd}>&-; cat out
#### varname fd for reading
printf 'l1\nl2\n' > in; exec {r}< in; read -r -u $r a; read -r -u $r b; exec {r}<&-; echo "$a $b"
#### varname fd two allocations differ
exec {a}>/dev/null {b}>/dev/null; [[ $a != "$b" ]] && echo differ; exec {a}>&- {b}>&-
#### dev fd paths
exec 3< <(echo from3); cat /dev/fd/3; exec 3<&-
#### dev stdin and stdout
echo in | cat /dev/stdin; echo out > /dev/stdout; { echo err > /dev/stderr; } 2>&1
#### here-string with IFS
IFS=: read -r a b c <<< 'x:y:z'; echo "$b"; IFS=, read -ra arr <<< '1,2,,4'; echo "${#arr[@]}" "${arr[3]}"
#### here-string adds newline
cat <<< 'abc' | od -An -c | tr -s ' '; x=$(cat <<< ''); echo "[${#x}]"
#### here-string word expansions
a=(1 2); cat <<< "${a[@]}"; cat <<< ${a[*]}; cat <<< $((3*4))
#### heredoc tab strip
cat <<-EOT
	tabbed
		twice
	EOT
#### heredoc quoted delimiter in function
f() {
cat <<'END'
$HOME `date` \n
END
}
f
#### heredoc partially quoted delimiter
x=v; cat <<E"O"F
$x
EOF
#### heredoc in function with expansion at call time
x=def; f() { cat <<EOF
x=$x
EOF
}; x=call; f
#### heredoc with tab strip inside function
g() {
	cat <<-X
	in func $1
	X
}
g arg
#### two heredocs on one line
cat <<A /dev/stdin <<B
first
A
second
B
#### heredoc with stdin closed after
cat <<EOF 3<&0 <&- | cat
x
EOF
echo st=$?
#### duplicate and move fd
exec 3>&1; echo to3 >&3; exec 4>&3-; echo to4 >&4; echo x >&3; echo st=$?
#### stderr to stdout order
{ echo out; echo err >&2; } 2>&1 >/dev/null | cat
#### redirect append and truncate
echo 1 > f; echo 2 >> f; cat f; : > f; wc -c < f
#### redirection before command word
> f echo in-front; cat f; < f cat
#### ampersand greater for both
{ echo o; echo e >&2; } &> both; cat both; { echo o2; echo e2 >&2; } &>> both; wc -l < both
#### redirect to directory fails
mkdir -p dd; echo x > dd; echo st=$?
#### input from missing file
cat < missing; echo st=$?
#### redirect fd beyond range
echo x >&99; echo st=$?
#### exec redirect persists
exec 5>&1; exec > f; echo hidden; exec >&5 5>&-; cat f
#### heredoc in command substitution
x=$(cat <<EOF
a $((1+1))
EOF
); echo "$x"
#### heredoc body with backslash newline
cat <<EOF
one \
two
EOF
#### quoted heredoc keeps backslash newline
cat <<'EOF'
one \
two
EOF
