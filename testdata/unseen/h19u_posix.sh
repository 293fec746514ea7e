#### posix special builtin error exits
set -o posix; readonly r=1; r=2; echo never
#### posix non special builtin error continues
set -o posix; cd /nonexistent_h; echo continues
#### posix assignment before special builtin persists
set -o posix; V=1 :; echo "[${V-}]"
#### posix assignment before regular builtin does not persist
set -o posix; V=1 true; echo "[${V-}]"
#### posix function name reserved
set -o posix; eval 'if() { :; }' 2>&1; echo st=$?
#### posix function named like special builtin
set -o posix; eval 'export() { :; }' 2>&1; echo st=$?
#### posix dot finds file in PATH only
set -o posix; echo 'echo found' > f.sh; . f.sh 2>&1 | sed 's/line [0-9]*/line N/'; echo st
#### posix echo -e not special
set -o posix; echo -e 'a\tb'
#### posix declare -p function output
set -o posix; f() { echo x; }; declare -f f
#### posix tilde in assignment
set -o posix; HOME=/h; x=a:~/b; echo $x
#### posix command not found in function exits?
set -o posix; f() { nosuch_p; echo in-f; }; f; echo after
#### posix kill -l name form
set -o posix; kill -l 15; kill -l TERM
#### posix for with invalid name exits
set -o posix; for 1a in x; do :; done; echo never
#### posix set output
set -o posix; x='a b'; set | grep '^x='
#### posix pipefail status with !
set -o posix; ! false | true; echo $?
#### posix $SHELLOPTS contains posix
set -o posix; echo $SHELLOPTS | tr : '\n' | grep -c posix
#### posix unset -f special builtin
set -o posix; unset -f nosuchfn; echo $?
#### posix variable assignment errors exit
set -o posix; unset x; : ${x?missing}; echo never
#### posix mode trap output
set -o posix; trap 'echo t' INT; trap
#### posix set +o posix leaves
set -o posix; set +o posix; shopt -o posix | awk '{print $2}'
#### posix break in function outside loop
set -o posix; f() { break; }; for i in 1 2; do f; echo $i; done
#### posix shift too many exits
set -o posix; set -- a; shift 2; echo st=$?
#### posix arith expansion error exits
set -o posix; echo $((1/0)); echo never
#### posix cd - prints dir
set -o posix; mkdir d; cd d; cd - | sed "s#$PWD#P#"
#### posix hash nonexistent
set -o posix; hash nosuch_h 2>&1; echo st=$?
#### posix here-doc with trailing tab delimiter
set -o posix; cat <<-E
	a
	E
#### posix alias expansion on by default
set -o posix; alias pal='echo aliased'
pal
#### posix export readonly function assignment
set -o posix; readonly -f 2>&1 | head -1; echo st=$?
#### posix type of special builtin
set -o posix; type : export | head -2
#### posix command -v of special builtin
set -o posix; command -v export set
