#### source library and call functions
cat > lib.sh <<'L'
greet() { echo "hello, ${1:-world}"; }
LIB_LOADED=1
L
. ./lib.sh; greet; greet you; echo "$LIB_LOADED"
#### source with arguments sets positional
cat > args.sh <<'L'
echo "in lib: $# [$*] 1=$1"
set -- changed
L
set -- outer1 outer2
source ./args.sh a b c; echo "after: $# [$*]"
source ./args.sh; echo "after no args: $# [$*]"
#### return from sourced file
cat > ret.sh <<'L'
echo before
[[ -n $SKIP ]] && return 5
echo after
L
SKIP=1; . ./ret.sh; echo "st=$?"; SKIP=; . ./ret.sh; echo "st=$?"
#### return in sourced file inside function
cat > r2.sh <<'L'
echo "lib start"; return 3; echo never
L
f() { . ./r2.sh; echo "f continues st=$?"; }; f
#### return outside function and sourced file
return 2>&1; echo st=$?
#### source missing file
. ./nope.sh 2>&1; echo st=$?
source 2>&1; echo st=$?
#### source file with syntax error
printf 'echo ok\nif then\n' > bad.sh
. ./bad.sh 2>&1; echo st=$?
#### BASH_SOURCE in sourced file
cat > where.sh <<'L'
echo "source=${BASH_SOURCE[0]} caller=${BASH_SOURCE[1]-none} n=${#BASH_SOURCE[@]}"
L
. ./where.sh
#### script dir idiom from sourced file
mkdir -p lib; cat > lib/self.sh <<'L'
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
echo "${here##*/}"
L
. lib/self.sh
#### BASH_SOURCE inside function from sourced file
cat > fns.sh <<'L'
where() { echo "${FUNCNAME[0]} from ${BASH_SOURCE[0]} line ${BASH_LINENO[0]}"; }
L
. ./fns.sh
where
#### FUNCNAME stack
a() { b; }; b() { c; }; c() { echo "${FUNCNAME[*]}"; echo "${#FUNCNAME[@]}"; }
a
#### FUNCNAME outside function
echo "[${FUNCNAME-unset}] [${FUNCNAME[0]-unset}]"
#### caller builtin in functions
f() { caller; caller 0; g; }
g() { caller 0; caller 1; caller 2; echo "st=$?"; }
f
#### caller from sourced file functions
cat > tb.sh <<'L'
traceback() {
  local i=0
  while caller $i; do ((i++)); done
}
L
. ./tb.sh
x() { y; }
y() { traceback; }
x
#### stack trace helper with FUNCNAME and BASH_LINENO
trace() { local i; for ((i=1; i<${#FUNCNAME[@]}; i++)); do echo "  at ${FUNCNAME[i]} (line ${BASH_LINENO[i-1]})"; done; }
one() { two; }
two() { trace; }
one
#### declare -F listing
f1() { :; }; f2() { :; }
declare -F
declare -F f1 nope; echo st=$?
#### declare -f prints function
show() { local x=1; if ((x)); then echo "yes $x"; fi; }
declare -f show
#### declare -F with extdebug shows line and file
cat > defs.sh <<'L'

lib_fn() {
  :
}
L
. ./defs.sh
shopt -s extdebug; declare -F lib_fn; shopt -u extdebug; declare -F lib_fn
#### extdebug argument listing BASH_ARGV
shopt -s extdebug
f() { echo "argc=${BASH_ARGC[0]} argv=${BASH_ARGV[*]}"; }
f a b c
#### extdebug BASH_ARGV nested calls
shopt -s extdebug
inner() { echo "${BASH_ARGC[*]} | ${BASH_ARGV[*]}"; }
outer() { inner x; }
outer p q
#### local dash restores set options
f() { local -; set -f; set +o noglob -u; echo "in: $-"; }
echo "before: $-"; f; echo "after: $-"
#### local dash restores noglob
touch g1 g2
f() { local -; set -f; echo g*; }
f; echo g*
#### local outside function error
local x=1 2>&1; echo st=$?
#### declare inside function is local
f() { declare v=in; declare -g G=global; }
f; echo "v=[${v-unset}] G=$G"
#### functions sharing state via globals and local shadow
count=0
inc() { ((count++)); }
shadow() { local count=100; inc; echo "shadow $count"; }
inc; shadow; echo "global $count"
#### dynamic scoping visible to callee
show() { echo "x=$x"; }
f() { local x=f; show; }
x=global; f; show
#### unset local reveals outer
f() { local v=inner; unset v; echo "[${v-unset}]"; }
v=outer; f
#### guard against double sourcing
cat > once.sh <<'L'
[[ -n ${_ONCE_LOADED-} ]] && return 0
_ONCE_LOADED=1
echo "loading once.sh"
L
. ./once.sh; . ./once.sh; source ./once.sh; echo done
#### library namespaced functions
cat > strlib.sh <<'L'
str::upper() { printf '%s\n' "${1^^}"; }
str::trim() { local s=$1; s=${s#"${s%%[![:space:]]*}"}; printf '%s\n' "${s%"${s##*[![:space:]]}"}"; }
L
. ./strlib.sh; str::upper abc; printf '[%s]\n' "$(str::trim '   pad me  ')"
declare -F | grep -c 'str::'
#### function returning value via nameref
get_parts() { local -n _out=$1; _out=(alpha beta gamma); }
get_parts arr; echo "${#arr[@]} ${arr[1]}"
#### nameref to associative from library
cat > maplib.sh <<'L'
map_set() { local -n _m=$1; _m[$2]=$3; }
map_keys() { local -n _m=$1; printf '%s\n' "${!_m[@]}" | sort; }
L
. ./maplib.sh; declare -A M; map_set M b 2; map_set M a 1; map_keys M; echo "${M[a]}${M[b]}"
#### line numbers in error from function in sourced file
cat > errlib.sh <<'L'
# line 1
ok() { :; }

broken() {
  echo "${undefined_var:?is required}"
}
L
. ./errlib.sh
( broken ) 2>&1; echo st=$?
#### line number of set -u error in sourced function
cat > ulib.sh <<'L'
f() {
  set -u
  echo "$nope_var"
}
L
. ./ulib.sh
( f ) 2>&1; echo st=$?
#### line numbers in eval errors
eval 'echo one
echo two
if'  2>&1; echo st=$?
#### eval syntax error unexpected token
eval 'echo (' 2>&1; echo st=$?
eval 'f() {' 2>&1; echo st=$?
eval 'case x in' 2>&1; echo st=$?
#### eval syntax error unterminated quote
eval 'echo "abc' 2>&1; echo st=$?
eval "echo 'x" 2>&1; echo st=$?
#### eval defines function then LINENO
eval '
g() {
  echo "g at $LINENO"
}'
g
#### LINENO in sourced file
printf 'echo "l=$LINENO"\n\necho "l=$LINENO"\n' > ln.sh
. ./ln.sh; echo "main $LINENO"
#### bad substitution errors
echo "${x:?}" 2>&1; echo st=$?
( echo "${a b}" ) 2>&1; echo st=$?
( echo "${!}" ; echo "${%x}" ) 2>&1; echo st=$?
#### bad substitution in function stops function
f() { echo start; echo "${1/}"; echo "${v:-x" ; echo end; } 2>&1
#### bad substitution at runtime
f() { local n='a-b'; echo "${!n}"; echo cont; }
f 2>&1; echo st=$?
#### set -u unbound variable messages
( set -u; echo "$missing" ) 2>&1; echo st=$?
( set -u; echo "${arr[3]}" ) 2>&1; echo st=$?
( set -u; f() { echo "$1"; }; f ) 2>&1; echo st=$?
#### set -u with defaults is fine
set -u; echo "${missing-default} ${missing:-d2} ${#@}"; a=(); echo "${a[@]+set}${a[@]-empty}"; set +u
#### set -u in arithmetic
( set -u; echo $((undefined_n + 1)) ) 2>&1; echo st=$?
#### division by zero in function
calc() { local r=$(( $1 / $2 )); echo "r=$r"; }
calc 10 2; calc 1 0 2>&1; echo st=$?
#### division by zero stops the function
f() { echo a; (( x = 5 % 0 )); echo b; }
f 2>&1; echo st=$?
g() { echo a; echo $(( 5 / 0 )); echo b; }
g 2>&1; echo st=$?
#### division by zero in sourced function line number
printf 'avg() {\n  echo $(( $1 / $2 ))\n}\n' > math.sh
. ./math.sh; avg 4 2; avg 4 0 2>&1; echo st=$?
#### arithmetic syntax error messages
echo $(( 1 + )) 2>&1
( echo $(( 2 ** -1 )) ) 2>&1; echo st=$?
( x='1+'; echo $((x)) ) 2>&1
#### readonly assignment in function
readonly RO=1
f() { RO=2; echo "after st=$?"; }
f 2>&1; echo "st=$?"
#### readonly function
f() { echo orig; }; readonly -f f
f() { echo new; } 2>&1; f
#### declare -r then local shadow
declare -r CONST=1
g() { local CONST=2; echo $CONST; }
g 2>&1; echo st=$?
#### unset readonly
readonly Z=1; unset Z 2>&1; echo st=$?
#### exec missing command message
( exec nosuch_h19r_cmd ) 2>&1; echo st=$?
#### exec with only redirections in function
f() { exec 4>out4; echo into4 >&4; exec 4>&-; }; f; cat out4
#### command not found in pipeline with pipefail
set -o pipefail
echo data | missing_h19r_filter | cat 2>&1; echo st=$?
missing_h19r_gen 2>/dev/null | cat; echo "st=$? ${PIPESTATUS[*]}"
set +o pipefail
#### PIPESTATUS with command not found
true | nosuch_h19r 2>/dev/null | false; echo "${PIPESTATUS[*]}"
#### command not found handler function
command_not_found_handle() { echo "handler: $1 ($#)"; return 42; }
unknown_h19r_thing a b; echo st=$?
#### function with same name as command
ls() { echo "wrapped ls $*"; }
ls -l; command ls nothere 2>&1 | sed 's/^ls: //'; unset -f ls
#### type of library functions
f() { :; }; type -t f; type -t echo; type -t ls; type -t nosuch_h19r; echo st=$?
#### return status propagation through functions
a() { return 3; }; b() { a; }; c() { b || return $(( $? + 10 )); }
c; echo st=$?
#### return with invalid argument
f() { return abc; }; f 2>&1; echo st=$?
f() { return 300; }; f; echo st=$?
f() { return -1; }; f; echo st=$?
#### trap RETURN in sourced library
cat > tr.sh <<'L'
echo in-lib
L
trap 'echo "RETURN trap"' RETURN
. ./tr.sh
trap - RETURN; echo done
#### function trace with set -T
set -T; trap 'echo "ret ${FUNCNAME[0]-main}"' RETURN
f() { g; }; g() { :; }; f; trap - RETURN; set +T
#### recursive function with local
fact() { local n=$1; (( n <= 1 )) && { echo 1; return; }; local sub; sub=$(fact $((n-1))); echo $(( n * sub )); }
fact 10
#### recursion depth via FUNCNEST
FUNCNEST=5
r() { r; }; ( r ) 2>&1 | head -1; echo done
#### sourced file defines alias not usable in same line
printf 'alias ll="echo listing"\n' > al.sh
shopt -s expand_aliases; . ./al.sh; ll here
#### sourcing from PATH when sourcepath
mkdir -p pbin; echo 'echo "found via PATH"' > pbin/plib.sh
PATH=$PWD/pbin:$PATH; . plib.sh
#### unset -f and declare -F status
f() { :; }; unset -f f; declare -F f; echo st=$?
#### function names with dashes and dots
my-func() { echo dash; }; my.func() { echo dot; }
my-func; my.func; declare -F | grep -E 'my[-.]func'
#### export -f to child bash
greet() { echo "child says hi $1"; }
export -f greet; bash -c 'greet x'
#### caller with no function
caller; echo st=$?
#### shopt extdebug declare -F for function defined in main
shopt -s extdebug
mainfn() { :; }
declare -F mainfn
#### FUNCNAME inside sourced file at top level
printf 'echo "fn=${FUNCNAME[*]} n=${#FUNCNAME[@]}"\ncaller 0; echo "c=$?"\n' > top.sh
. ./top.sh
f() { . ./top.sh; }; f
#### BASH_SOURCE nested sources
printf 'echo "b: ${BASH_SOURCE[*]}"\n' > b.sh
printf 'echo "a: ${BASH_SOURCE[*]}"\n. ./b.sh\n' > a.sh
. ./a.sh
#### BASH_LINENO across sourced call
printf 'lib() {\n  echo "${BASH_LINENO[*]} ${FUNCNAME[*]} ${BASH_SOURCE[*]}"\n}\n' > l.sh
. ./l.sh
w() {
  lib
}
w
#### caller inside sourced file function called from sourced file
printf 'inner() { caller 0; caller 1; }\n' > i.sh
printf '. ./i.sh\nouter() {\n  inner\n}\nouter\n' > o.sh
. ./o.sh
#### error message from function defined in sourced file
printf 'f() {\n  echo start\n  cd /no/such/dir\n  echo "st=$?"\n  local\n}\n' > e.sh
. ./e.sh
f 2>&1
#### error inside eval inside function line numbers
f() {
  eval 'echo a
  no_such_cmd_h19r
  echo "in eval $LINENO"'
  echo "after $LINENO"
}
f 2>&1
#### syntax error in eval inside function and status
f() { eval 'if true; then'; echo "st=$?"; eval 'for x in; do'; echo "st=$?"; eval '(( 1 +'; echo "st=$?"; }
f 2>&1
#### eval with unmatched brace and done
eval '}' 2>&1; echo st=$?; eval 'done' 2>&1; echo st=$?; eval 'fi x' 2>&1; echo st=$?
#### syntax error in sourced file line number
printf 'echo one\n\nx=(\necho two\n' > s.sh
. ./s.sh 2>&1; echo st=$?
#### syntax error in sourced file after function
printf 'g() {\n  echo g\n}\nif [ x ]; then\n  echo y\nfi fi\n' > s2.sh
. ./s2.sh 2>&1; echo st=$?; type -t g
#### readonly error in sourced file line
printf 'readonly K=1\n\nK=2\necho "still here"\n' > r.sh
. ./r.sh 2>&1; echo st=$?
#### set -u error in sourced file aborts source
printf 'set -u\necho before\necho "$undef_h19r"\necho after\n' > u.sh
( . ./u.sh; echo "outer after" ) 2>&1; echo st=$?
#### division by zero line in eval
eval 'x=1
y=$(( x / 0 ))
echo notreached' 2>&1; echo st=$?
#### division by zero in arithmetic command in loop
for i in 2 1 0; do (( r = 10 / i )) 2>&1 || echo "st=$?"; echo "r=$r"; done
#### division by zero in let and declare -i
let 'z = 1 / 0' 2>&1; echo st=$?; declare -i q; q='4 % 0' 2>&1; echo "st=$? q=$q"
#### local outside function inside sourced file
printf 'local v=1\necho "st=$?"\n' > lo.sh
. ./lo.sh 2>&1
#### local in sourced file within function
printf 'local sv=inner\n' > lo2.sh
f() { . ./lo2.sh; echo "in f: $sv"; }; f; echo "out: [${sv-unset}]"
#### return from nested source inside loop
printf 'for i in 1 2 3; do\n  [ $i = 2 ] && return 7\n  echo "i=$i"\ndone\n' > lr.sh
. ./lr.sh; echo "st=$?"
#### break inside sourced file in caller loop
printf 'echo body; break\n' > br.sh
for i in 1 2; do . ./br.sh; echo "after source $i"; done 2>&1; echo done
#### exit inside sourced file
printf 'echo leaving; exit 4\n' > ex.sh
( . ./ex.sh; echo never ); echo st=$?
#### source with args inside function keeps function args
printf 'echo "lib: $*"\n' > la.sh
f() { . ./la.sh x y; echo "f: $*"; . ./la.sh; }; f a b
#### shift in sourced file with args
printf 'shift; echo "lib after shift: $*"\n' > sh.sh
set -- 1 2 3; . ./sh.sh a b c; echo "main: $*"; . ./sh.sh; echo "main now: $*"
#### declare -F extdebug on function from eval
shopt -s extdebug
eval '

evf() { :; }'
declare -F evf
#### declare -F extdebug multiple and missing
shopt -s extdebug
f1() { :; }
f2() { :; }
declare -F f1 f2 nope; echo st=$?
#### extdebug BASH_ARGV in sourced file with args
shopt -s extdebug
printf 'echo "${BASH_ARGC[*]} | ${BASH_ARGV[*]}"\n' > av.sh
. ./av.sh one two
#### local dash with set -e inside function
f() { local -; set -e; false; echo never; }
( f; echo "after f" ); echo st=$?
#### local dash then set -o pipefail restored
f() { local -; set -o pipefail; false | true; echo "in: $?"; }
f; false | true; echo "out: $?"
#### local dash does not restore shopt
f() { local -; shopt -s nullglob; set -f; }
f; shopt -q nullglob && echo "nullglob still on"; [[ $- == *f* ]] || echo "noglob restored"
#### trap in function with RETURN and FUNCNAME
f() { trap 'echo "leaving ${FUNCNAME[0]}"; trap - RETURN' RETURN; echo body; }
f; f
#### ERR trap line numbers in functions
trap 'echo "err at line $LINENO in ${FUNCNAME[0]-main}: $BASH_COMMAND"' ERR
set -E
f() {
  true
  false
}
f
false
#### DEBUG trap counts commands in function
n=0; trap '((n++))' DEBUG; f() { :; :; }; f; trap - DEBUG; echo "n=$n"
#### command not found inside function in sourced file
printf 'run() {\n  not_here_h19r "$@"\n}\n' > nf.sh
. ./nf.sh; run x 2>&1; echo st=$?
#### command not found in pipeline with pipefail middle
set -o pipefail; : | not_found_h19r 2>&1 | tr a-z A-Z; echo "st=$? ${PIPESTATUS[*]}"
#### pipefail last failing status wins
set -o pipefail; (exit 2) | (exit 3) | true; echo $?; (exit 2) | true | (exit 0); echo $?
#### exec missing with redirection failure
exec 2>&1; ( exec ./no-such-file-h19r ); echo st=$?; ( exec /no/dir/x ); echo st=$?
#### running a directory
mkdir d; ./d 2>&1; echo st=$?
#### redirect errors various
mkdir dd; cat < dd 2>&1; echo st=$?; echo x > /no/such/dir/f 2>&1; echo st=$?; cat < nofile 2>&1; echo st=$?
#### redirect error does not run command
echo ran > /no/dir/x 2>/dev/null || echo "redirect failed st=$?"
f() { echo inside; } ; f > /no/dir/x 2>&1; echo st=$?
#### ambiguous redirect
v="a b"; echo x > $v 2>&1; echo st=$?; echo x > $unset_h19r 2>&1; echo st=$?
#### cd errors
cd "" ; echo "st=$?"; touch file; cd file 2>&1; echo st=$?; cd a b 2>&1; echo st=$?
#### cd dash and OLDPWD unset
unset OLDPWD; cd - 2>&1; echo st=$?
#### shift invalid number
shift x 2>&1; echo st=$?; shift 1 2 2>&1; echo st=$?
#### unset readonly array element
declare -ra R=(1 2); unset 'R[0]' 2>&1; echo st=$?; R[1]=5 2>&1; echo st=$?
#### readonly in function then local
f() { readonly FR=1; }; f; FR=2 2>&1; echo st=$?
g() { local -r LR=1; LR=2; echo "g st=$?"; }; g 2>&1; LR=3; echo "LR=$LR"
#### assignment to readonly via declare and export
readonly P=1; declare P=2 2>&1; echo st=$?; export P=3 2>&1; echo st=$?; echo $P
#### readonly loop variable
readonly i=0; for i in 1 2; do echo $i; done 2>&1; echo st=$?
#### nounset with arrays and special parameters
set -u; a=(1); echo "${a[0]} ${#a[@]} $# ${@-none}"; ( echo "$5" ) 2>&1; echo st=$?; set +u
#### nounset error in function reports function context
set -u
f() {
  local v
  echo "${v}"
}
( f ) 2>&1; echo st=$?
#### arithmetic errors inside function with line
f() {
  local a=5
  echo $(( a + ))
}
f 2>&1; echo st=$?
#### invalid arithmetic base and value too great
echo $(( 64#zz )) 2>&1; ( echo $(( 65#1 )) ) 2>&1; ( echo $(( 2#3 )) ) 2>&1; echo st=$?
#### bad array subscript
a=(1 2); echo "${a[-5]}" 2>&1; echo st=$?; ( a[-5]=1 ) 2>&1; echo st=$?
#### declare invalid identifiers
declare 'bad-name=1' 2>&1; echo st=$?; export '1x' 2>&1; echo st=$?; readonly 'a b' 2>&1; echo st=$?
#### bad substitution forms
( echo ${x:-} ${#x[@]} ) ; ( echo "${x@Z}" ) 2>&1; echo st=$?; ( echo "${#x:1}" ) 2>&1; echo st=$?
#### function name invalid in posix mode
( set -o posix; eval 'my-fn() { :; }' ) 2>&1; echo st=$?
#### eval of heredoc
eval 'cat <<E
line $((1+2))
E'
#### source heredoc via process substitution
. <(printf 'echo "from procsub $# $1"\n') arg1
#### source from stdin redirect not consumed
. /dev/stdin <<< 'echo "stdin lib"; LIBV=7'; echo "LIBV=$LIBV"
#### caller output format in nested eval
f() { eval 'caller 0'; }; f
#### FUNCNAME in trap handler
f() { trap 'echo "trap in ${FUNCNAME[*]}"' USR1; kill -USR1 $BASHPID 2>/dev/null || kill -USR1 $$; }; f
#### declare -f of function with heredoc and case
f() {
  case $1 in a|b) echo ab;; *) cat <<EOT
other $1
EOT
  ;; esac
}
declare -f f; f z
#### declare -f of function with redirections and arithmetic
g() { for ((i=0;i<2;i++)); do echo $i; done > /dev/null 2>&1; [[ -n $x && $y =~ ^a ]] || return 1; }
declare -f g
