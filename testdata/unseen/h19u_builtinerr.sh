#### cd too many args and bad option
cd a b; echo st=$?; cd -z 2>&1; echo st=$?
#### pushd bad arg
pushd +3; echo st=$?; pushd nosuch_dir_h; echo st=$?
#### declare bad option and usage
declare -q; echo st=$?
#### local bad option
f() { local -z x; echo st=$?; }; f
#### export bad usage
export -z; echo st=$?; export -p x; echo st=$?
#### readonly bad names
readonly 1x; echo st=$?; readonly -z; echo st=$?
#### read bad option and missing arg
read -z; echo st=$?; read -d; echo st=$?
#### printf usage
printf; echo st=$?; printf -v; echo st=$?
#### echo never errors
echo -z -- -n; echo st=$?
#### set bad option forms
set -o nosuch; echo st=$?; set --bogus; echo st=$?
#### shift bad forms
shift -1; echo st=$?; shift 1x; echo st=$?
#### getopts missing args
getopts; echo st=$?; getopts a; echo st=$?
#### wait bad args
wait abc; echo st=$?; wait %5; echo st=$?
#### kill usage and bad pid
kill; echo st=$?; kill -s; echo st=$?; kill abc; echo st=$?
#### trap bad option
trap -z; echo st=$?
#### type bad option
type -z ls; echo st=$?
#### command bad option
command -z ls; echo st=$?
#### hash bad option
hash -z; echo st=$?
#### umask bad option
umask -z; echo st=$?
#### let no args
let; echo st=$?
#### eval bad option
eval -z; echo st=$?
#### source bad option
source -z; echo st=$?
#### exit bad option
( exit -z ); echo st=$?
#### return bad option
f() { return -z; }; f; echo st=$?
#### unset bad option
unset -z; echo st=$?
#### shopt bad option and no name
shopt -z; echo st=$?; shopt -s; echo st=$? | head -1
#### mapfile bad option
mapfile -z; echo st=$?
#### dirs bad option
dirs -z; echo st=$?
#### popd bad arg
popd -z; echo st=$?
#### enable bad builtin name
enable nosuch; echo st=$?
#### builtin not a builtin
builtin nosuch; echo st=$?
#### caller outside function
caller; echo st=$?; caller 0; echo st=$?
#### alias bad name and unalias missing
alias 'a b=c'; echo st=$?; unalias nosuch; echo st=$?; unalias; echo st=$?
#### test builtin bad unary
test -Q x; echo st=$?; [ -Q x ]; echo st=$?
#### ulimit bad option
ulimit -Q; echo st=$?
