#### type variety
f() { :; }; alias al=echo; type f cd if echo 2>&1 | head -20; type -t f cd if ls al nosuch; echo st=$?
#### type -a of builtin and file
type -a echo | head -2; type -P ls | grep -c /ls$
#### type -p for builtin
type -p echo; echo st=$?; type -p ls >/dev/null; echo st=$?
#### type nonexistent messages
type nosuchcmd 2>&1; echo st=$?
#### command -v forms
f() { :; }; command -v f echo if nosuch; echo st=$?; command -v ls | grep -c /
#### command -V forms
f() { :; }; command -V f 2>&1; command -V echo; command -V if; command -V nosuch 2>&1; echo st=$?
#### command bypasses function
ls() { echo fn; }; command ls /nonexistent 2>/dev/null; echo st=$?; ls
#### command with -p
command -p echo hi
#### builtin with non builtin
builtin echo ok; builtin ls 2>&1; echo st=$?
#### enable -n disables builtin
enable -n echo; echo hi | cat; type -t echo; enable echo; type -t echo
#### enable listing checks
enable -a | grep -c enable; enable -n test; enable -n | grep test; enable test
#### hash behavior
hash -r; hash 2>&1; ls >/dev/null; hash | tail -n +2 | awk '{print $1}'; hash -d nosuch 2>&1; echo st=$?
#### hash -p and -t
hash -p /bin/echo myecho; hash -t myecho; myecho via-hash
#### hash of builtin name
hash echo 2>&1; echo st=$?; hash nosuchcmd_xyz 2>&1; echo st=$?
#### type -t of keyword list
for w in if then fi '[[' ']]' '{' '!' time function coproc select; do printf '%s=%s ' "$w" "$(type -t -- "$w")"; done; echo
#### type of function shows body
f() { echo "a b"; return 2; }; type f
#### declare -f output format
f() { local x=1; if [ $x -eq 1 ]; then echo one; fi; for i in a b; do echo $i; done; }; declare -f f
#### declare -f with case and while
g() { case $1 in a) echo A;; *) echo other;; esac; while read l; do echo "$l"; done < /dev/null; }; declare -f g
#### declare -F listing
a() { :; }; b() { :; }; declare -F; declare -F a nosuch; echo st=$?
#### declare -p of attributes
declare -i i=3; declare -r r=x; declare -x e=y; declare -l l=AB; declare -u u=cd; declare -a a=(1); declare -A m=([k]=v); declare -p i r e l u a m
#### declare -p of unset and empty
declare x; declare -a y; declare -p x y; x=; declare -p x; declare -p nosuch 2>&1; echo st=$?
#### declare -p with special values
x=$'a\nb'; y='q"uo'"'"; z='$v'; declare -p x y z
#### declare +x and +i
declare -xi n=5; declare +x n; declare -p n; declare +i n; n=2+2; echo $n
#### declare -g from function
f() { declare -g G=global; declare L=local; }; f; echo "${G-} ${L-unset}"
#### declare -n and -p
x=1; declare -n r=x; declare -p r; r=5; echo $x
#### function with keyword forms
function f1 { echo f1; }; function f2() { echo f2; }; f3() ( echo f3 ); f1; f2; f3; declare -f f3
#### function name with special chars
a.b() { echo dot; }; a-b() { echo dash; }; a.b; a-b; declare -F | grep -c 'a[.-]b'
#### unset -f and -v same name
x() { echo fn; }; x=var; unset x; echo ${x-gone}; x; unset x; x 2>&1 | sed 's/line [0-9]*/line N/'
