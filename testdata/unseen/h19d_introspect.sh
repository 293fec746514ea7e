#### funcname three deep
a() { b; }; b() { c; }; c() { echo "${FUNCNAME[*]}"; echo "${#FUNCNAME[@]}"; echo "${FUNCNAME[1]}-${FUNCNAME[-1]}"; }; a
#### funcname in subshell of function
f() { ( echo "sub: ${FUNCNAME[*]}" ); echo "cs: $(echo ${FUNCNAME[0]})"; }; f
#### funcname in trap inside function
f() { trap 'echo "trap: ${FUNCNAME[*]}"' RETURN; echo body; }; f; trap - RETURN
#### funcname assignment ignored
f() { FUNCNAME=zz; echo "${FUNCNAME[0]}"; }; f
#### funcname recursive
r() { if (( $1 > 0 )); then r $(( $1 - 1 )); else echo "${FUNCNAME[*]}"; fi; }; r 3
#### bash_lineno three deep
a() {
  b
}
b() {
  c
}
c() {
  echo "${BASH_LINENO[*]}"
}
a
#### caller nested frames all
a() { b; }
b() { c; }
c() {
  local i=0
  while caller $i; do i=$((i+1)); done
  echo "frames=$i"
}
a
#### caller inside sourced file
cd "$(mktemp -d)"
printf 'caller\necho "st=$?"\ncaller 0\necho "st=$?"\n' > c.sh
f() { . ./c.sh; }
f
#### bash_source nested sourcing
cd "$(mktemp -d)"
printf 'echo "inner: ${BASH_SOURCE[*]}"\necho "fn: ${FUNCNAME[*]}"\n' > inner.sh
printf 'echo "outer: ${BASH_SOURCE[*]}"\n. ./inner.sh\n' > outer.sh
. ./outer.sh
#### bash_source function defined in sourced file
cd "$(mktemp -d)"
printf 'lf() {\n  echo "${BASH_SOURCE[0]} ${FUNCNAME[0]} ${BASH_LINENO[0]}"\n}\n' > lib.sh
. ./lib.sh
lf
g() {
  lf
}
g
#### bash_lineno in sourced file
cd "$(mktemp -d)"
printf '\n\necho "${BASH_LINENO[*]}" "${FUNCNAME[*]}"\n' > s.sh
. ./s.sh
#### funcname in sourced file from function
cd "$(mktemp -d)"
printf 'echo "${FUNCNAME[*]} / ${#BASH_SOURCE[@]}"\n' > s.sh
outerf() { innerf; }
innerf() { source ./s.sh; }
outerf
#### caller expression output numbers
f() {
  caller 0 | { read -r line fn src; echo "$line $fn"; }
}
g() {
  f
}
g
#### funcname after function returns
f() { :; }; f; echo "[${FUNCNAME[*]}]" "${#FUNCNAME[@]}"
#### funcname declare -p in function
f() { declare -p FUNCNAME; }; g() { f; }; g
#### source with arguments
cd "$(mktemp -d)"
printf 'echo "args: $# $*"\necho "zero: $1"\n' > s.sh
set -- a b c
. ./s.sh x y
echo "after: $# $*"
#### source without arguments keeps positional
cd "$(mktemp -d)"
printf 'echo "args: $# $*"\nset -- changed\n' > s.sh
set -- a b c
. ./s.sh
echo "after: $# $*"
#### source with arguments set inside restored
cd "$(mktemp -d)"
printf 'set -- in side\necho "in: $*"\n' > s.sh
set -- a b
. ./s.sh p q
echo "after: $*"
#### return from sourced file
cd "$(mktemp -d)"
printf 'echo one\nreturn 7\necho two\n' > s.sh
. ./s.sh
echo "st=$?"
#### return from sourced file without status
cd "$(mktemp -d)"
printf 'false\nreturn\n' > s.sh
. ./s.sh
echo "st=$?"
#### return in sourced file from function context
cd "$(mktemp -d)"
printf 'echo in\nreturn 3\necho no\n' > s.sh
f() { . ./s.sh; echo "f got $?"; return 5; }
f; echo "f st=$?"
#### return inside function in sourced file
cd "$(mktemp -d)"
printf 'g() { return 4; }\ng\necho "g=$?"\nreturn 2\n' > s.sh
. ./s.sh; echo "st=$?"
#### sourced file status last command
cd "$(mktemp -d)"
printf 'true\n(exit 9)\n' > s.sh
. ./s.sh; echo "st=$?"
#### source empty file status
cd "$(mktemp -d)"
: > e.sh
false
. ./e.sh; echo "st=$?"
#### source missing file
. ./does-not-exist.sh; echo "st=$?"
#### source missing file stderr
. ./does-not-exist.sh 2>&1 | sed 's/^[^:]*: line [0-9]*: //'
#### source no args
source 2>/dev/null; echo "st=$?"
#### source variables persist
cd "$(mktemp -d)"
printf 'v=set\nlocal_f() { echo lf; }\n' > s.sh
. ./s.sh; echo "$v"; local_f
#### source in function local variables
cd "$(mktemp -d)"
printf 'local x=inner\necho "x=$x"\n' > s.sh
f() { local x=outer; . ./s.sh; echo "f x=$x"; }
x=global; f; echo "g x=$x"
#### return at top level outside source
return 2>/dev/null; echo "st=$?"
#### source loop break
cd "$(mktemp -d)"
printf 'for i in 1 2 3; do echo $i; [ $i = 2 ] && return 1; done\necho notreached\n' > s.sh
. ./s.sh; echo "st=$?"
#### source dollar zero
cd "$(mktemp -d)"
printf 'echo "[$0]" | grep -c bash\n' > s.sh
. ./s.sh
#### command_not_found_handle basic
command_not_found_handle() { echo "missing: $1 ($#) $*"; return 42; }
nosuchcmd_h19d a b; echo "st=$?"
#### command_not_found_handle status 127 default
command_not_found_handle() { echo "h: $1"; return 127; }
nosuchcmd_h19d; echo "st=$?"
#### command_not_found_handle runs in subshell
command_not_found_handle() { x=changed; echo "h $BASH_SUBSHELL"; }
x=orig; nosuchcmd_h19d; echo "x=$x"
#### command_not_found_handle not for path with slash
command_not_found_handle() { echo "handler $1"; }
./nosuch_h19d 2>/dev/null; echo "st=$?"
#### command_not_found_handle unset
command_not_found_handle() { echo "h $1"; }
nosuchcmd_h19d
unset -f command_not_found_handle
nosuchcmd_h19d 2>/dev/null; echo "st=$?"
#### command_not_found_handle funcname
command_not_found_handle() { echo "${FUNCNAME[*]}"; }
f() { nosuchcmd_h19d; }; f
#### command_not_found_handle with redirect
command_not_found_handle() { echo "out $1"; echo "err $1" >&2; }
nosuchcmd_h19d > /dev/null 2>&1; echo "st=$?"
nosuchcmd_h19d 2>/dev/null
#### command_not_found_handle in pipeline
command_not_found_handle() { echo "h:$1"; return 3; }
nosuchcmd_h19d | while read -r l; do echo "got $l"; done; echo "st=${PIPESTATUS[*]}"
#### printf -v indexed element
a=(x y z); printf -v 'a[1]' '%s-%s' p q; declare -p a
#### printf -v new array element
printf -v 'b[5]' '%03d' 7; declare -p b
#### printf -v assoc element
declare -A m; printf -v 'm[key one]' '%s' val; printf -v 'm[k2]' '%d' 0x10; declare -p m
#### printf -v negative index
a=(1 2 3); printf -v 'a[-1]' 'last'; echo "${a[*]}"
#### printf -v arithmetic index
a=(); i=2; printf -v "a[i+1]" '%s' v; declare -p a
#### printf -v invalid name
printf -v '1bad' '%s' x; echo "st=$?"
#### printf -v invalid name message
printf -v 'a b' x 2>&1; echo "st=$?"
#### printf -v readonly
readonly ro=1; printf -v ro '%s' 2 2>&1; echo "st=$? ro=$ro"
#### printf -v reuses format
printf -v out '%s,' a b c; echo "[$out]"
#### printf -v nameref target
declare -n ref=target; printf -v ref '%s' via; echo "$target"
#### printf -v integer attribute
declare -i n; printf -v n '%s' '3+4'; echo "$n"
#### printf -v local in function
f() { local r; printf -v r '%d' 42; echo "in $r"; }; r=outer; f; echo "out $r"
#### printf -v empty format
printf -v e ''; declare -p e
#### local dash restores set options
f() { local -; set -f; set -u; echo "in: $-"; }; echo "before: $-"; f; echo "after: $-"
#### local dash restores noglob
f() { local -; set -o noglob; echo *; }; cd "$(mktemp -d)"; : > zz; f; echo *
#### local dash without change
f() { local -; echo ok; }; f; echo "$-"
#### local dash does not restore shopt
f() { local -; shopt -s nullglob; }; f; shopt -p nullglob
#### local dash nested functions
g() { set -f; }
f() { local -; g; echo "f: $-"; }
f; echo "top: $-"
#### local dash restores errexit
f() { local -; set -e; echo "f: $-"; }; f; echo "top: $-"; false; echo still
#### local dash outside function
local - 2>&1; echo "st=$?"
#### local dash set plus
set -f; f() { local -; set +f; echo "in $-"; }; f; echo "out $-"
#### declare -g from function
f() { declare -g gv=set; local lv=loc; }; f; echo "${gv-unset} ${lv-unset}"
#### declare -g array from function
f() { declare -ga ga=(1 2); declare -gA gm=([k]=v); }; f; declare -p ga gm
#### declare -g shadowed by local
f() { local v=local; declare -g v=global; echo "in $v"; }; v=orig; f; echo "out $v"
#### declare -g integer
f() { declare -gi gi; gi='2*3'; }; f; echo "$gi"; declare -p gi
#### local -I inherits value and attributes
declare -i n=5; f() { local -I n; declare -p n; n='1+1'; echo "$n"; }; f; echo "$n"
#### local -I array
a=(1 2 3); f() { local -I a; declare -p a; a[0]=x; }; f; declare -p a
#### local without -I does not inherit
declare -x ex=1; f() { local ex; declare -p ex; }; f
#### local -I uppercase attribute
declare -u U=abc; f() { local -I U; U=xyz; echo "$U"; }; f; echo "$U"
#### declare -p integer
declare -i i=10; declare -p i
#### declare -p lowercase uppercase
declare -l lo=MiXeD; declare -u up=MiXeD; declare -p lo up
#### declare -p exported
declare -x xv=val; declare -p xv
#### declare -p readonly
declare -r rv='a b'; declare -p rv
#### declare -p combined attributes
declare -irx cmb=3; declare -p cmb
#### declare -p nameref
x=1; declare -n nr=x; declare -p nr
#### declare -p empty arrays
declare -a ea=(); declare -A eA=(); declare -p ea eA
#### declare -p unset declared
declare -a da; declare -A dA; declare dv; declare -p da dA dv
#### declare -p assoc special keys
declare -A m=(['a b']=1 ['$x']=2 ['"q"']=3 [']']=4); for k in "${!m[@]}"; do printf '%s=%s\n' "$k" "${m[$k]}"; done | LC_ALL=C sort
#### declare -p assoc single key quoting
declare -A m; m['it'"'"'s']=v; declare -p m
#### declare -p assoc empty key value
declare -A m=([k]=''); declare -p m
#### declare -p value with newline
v=$'a\nb'; declare -p v
#### declare -p value with special chars
v='$x `y` "z" \w'; declare -p v
#### declare -p indexed sparse
a=([2]=b [7]=c); declare -p a
#### declare -p array with special values
a=('a b' '' $'t\tx' '"'); declare -p a
#### declare -p missing variable
declare -p nosuch_h19d 2>&1; echo "st=$?"
#### declare -p mixed found and missing
v=1; declare -p v nosuch_h19d 2>&1; echo "st=$?"
#### declare -p integer array
declare -ai ia=(1+1 2*3); declare -p ia
#### declare -p lowercase array
declare -al la=(A B); declare -p la
#### declare -p exported array
declare -ax xa=(1); declare -p xa
#### declare -p in function shows local
f() { local l=1; local -a la=(x); declare -p l la; }; f
#### declare -p attributes only
declare -i nv; declare -p nv; declare -x nx; declare -p nx
#### declare -p nameref to array element
a=(1 2); declare -n r='a[1]'; declare -p r; echo "$r"
#### declare -p nameref unset target
declare -n dangling=nosuch_h19d; declare -p dangling; echo "[${dangling-unset}]"
#### declare -p of all filtered by attribute
declare -i aa_h19d=1 bb_h19d=2; declare -p | grep ' [ab][ab]_h19d='
#### declare -F listing
f1() { :; }; f2() { :; }; declare -F | grep ' f[12]$'
#### declare -F named
f() { :; }; declare -F f; echo "st=$?"; declare -F nosuch_h19d; echo "st=$?"
#### declare -f named prints body
f() { echo "a $1"; local x=2; }; declare -f f
#### declare -f nonexistent status
declare -f nosuch_h19d; echo "st=$?"
#### declare -F with extdebug
shopt -s extdebug
f() {
  :
}
declare -F f
#### declare -f of several
a() { echo a; }; b() { echo b; }; declare -f a b
#### typeset is declare
typeset -i t=2+2; typeset -p t; typeset -F | grep -c .
#### typeset -f
f() { :; }; typeset -f f
#### typeset in function is local
f() { typeset tv=in; }; tv=out; f; echo "$tv"
#### declare -fx export function
f() { echo fx; }; declare -fx f; declare -F f; declare -F | grep ' f$'
#### declare -fr readonly function
f() { echo one; }; declare -fr f; f() { echo two; } 2>&1; f
#### unset without flag prefers variable
x=var; x() { echo func; }; unset x; x; echo "[${x-unset}]"
#### unset without flag falls to function
y() { echo func; }; unset y; y 2>/dev/null || echo gone
#### unset -v leaves function
z() { echo func; }; z=var; unset -v z; z; echo "[${z-unset}]"
#### unset -f leaves variable
wf_h19d() { echo func; }; wf_h19d=var; unset -f wf_h19d; echo "$wf_h19d"; wf_h19d 2>/dev/null || echo nofunc
#### unset -f nonexistent status
unset -f nosuch_h19d; echo "st=$?"
#### unset -v readonly
readonly rr=1; unset -v rr 2>&1; echo "st=$?"
#### unset -f readonly function
f() { :; }; readonly -f f; unset -f f 2>&1; echo "st=$?"
#### export -n removes export
export ev=1; export -n ev; declare -p ev; echo "$ev"
#### export -n on unexported
nv=2; export -n nv; declare -p nv
#### export -p shows exported
export EP_H19D=1; export -p | grep EP_H19D
#### export -n with assignment
export em=1; export -n em=2; declare -p em
#### export -f function
f() { echo hi; }; export -f f; export -pf 2>/dev/null | grep -c 'f ()'; declare -F f
#### readonly -p listing
readonly RP_H19D=x; readonly -p | grep RP_H19D
#### readonly -a and -A
readonly -a ra=(1 2); readonly -A rA=([k]=v); declare -p ra rA
#### readonly assignment fails status
readonly ro2=1; ro2=2 2>/dev/null; echo "st=$?"; (ro2=3) 2>&1 | sed 's/^[^:]*: line [0-9]*: //'
#### readonly function listing
f() { :; }; readonly -f f; readonly -pf | head -1; declare -F | grep ' f$'
#### readonly -p without value
readonly RN_H19D; readonly -p | grep RN_H19D
#### set -u empty array at
set -u; a=(); echo "[${a[@]}]"; echo "n=${#a[@]}"
#### set -u empty array star
set -u; a=(); echo "[${a[*]}]" st=$?
#### set -u unset array element
set -u; a=(1); ( echo "${a[3]}" ) 2>/dev/null; echo "st=$?"
#### set -u unset array at
set -u; ( echo "${nosuch_h19d[@]}" ) 2>/dev/null; echo "st=$?"
#### set -u positional at
set -u; set --; echo "[$@]" "[$*]" "$#"
#### set -u declared not assigned array
set -u; declare -a da; ( echo "[${da[@]}]" ) 2>/dev/null; echo "st=$?"
#### set -u assoc empty
set -u; declare -A m=(); echo "[${m[@]}]" "${#m[@]}"
#### set -u default expansion
set -u; echo "${nosuch_h19d-def}" "${nosuch_h19d:+x}" "[${a[@]-}]"
#### set -u length of unset
set -u; ( echo "${#nosuch_h19d}" ) 2>/dev/null; echo "st=$?"
#### dollar underscore last arg
echo a b c; echo "$_"
#### dollar underscore after assignment
x=5; echo "[$_]"; true last; y=3; echo "[$_]"
#### dollar underscore in function
f() { echo "in: $_"; }; f arg1 arg2; echo "out: $_"
#### dollar underscore array expansion
a=(p q r); : "${a[@]}"; echo "$_"
#### dollar underscore after pipeline
echo x | cat >/dev/null; echo "$_"
#### dollar underscore after for
for i in 1 2; do :; done; echo "[$_]"
#### bash_argv with extdebug in function
shopt -s extdebug
f() { echo "argv: ${BASH_ARGV[*]} argc: ${BASH_ARGC[*]}"; }
f one two three
#### bash_argv nested
shopt -s extdebug
g() { echo "${BASH_ARGV[*]} | ${BASH_ARGC[*]}"; }
f() { g x; }
f a b
#### bash_argc function no args
shopt -s extdebug
f() { echo "${#BASH_ARGV[@]} ${BASH_ARGC[*]}"; }
f
#### bash_argv sourced file args
shopt -s extdebug
cd "$(mktemp -d)"
printf 'echo "${BASH_ARGV[*]} / ${BASH_ARGC[*]}"\n' > s.sh
. ./s.sh p1 p2
#### bash_argv top level with positional
shopt -s extdebug
set -- a b; echo "[${BASH_ARGV[*]}] [${BASH_ARGC[*]}]"
#### epochrealtime shape
case $EPOCHREALTIME in [1-9]*[0-9].[0-9][0-9][0-9][0-9][0-9][0-9]) echo ok;; *) echo bad "$EPOCHREALTIME";; esac
#### epochrealtime increases
a=$EPOCHREALTIME; b=$EPOCHREALTIME; [[ ${a%.*}${a#*.} -le ${b%.*}${b#*.} ]] && echo ok
#### epochrealtime assign ignored
EPOCHREALTIME=5; [[ $EPOCHREALTIME != 5 ]] && echo ignored
#### epochrealtime unset loses special
unset EPOCHREALTIME; echo "[${EPOCHREALTIME-unset}]"; EPOCHREALTIME=5; echo "$EPOCHREALTIME"
#### seconds assignment
SECONDS=100; s=$SECONDS; (( s >= 100 && s <= 101 )) && echo ok
#### seconds assignment negative
SECONDS=-5; s=$SECONDS; (( s >= -5 && s <= -4 )) && echo ok
#### seconds assignment expression in integer
declare -p SECONDS 2>&1 | cut -c1-12
#### random seeded sequence 42
RANDOM=42; echo $RANDOM $RANDOM $RANDOM $RANDOM $RANDOM
#### random seeded sequence 1 and 2
RANDOM=1; a=$RANDOM; RANDOM=2; b=$RANDOM; echo "$a $b"
#### random seeded in subshell
RANDOM=9; (echo $RANDOM) >/dev/null; echo $RANDOM; RANDOM=9; echo $RANDOM
#### random seed string
RANDOM=abc; echo $RANDOM
#### random seed expression
RANDOM=3+4; x=$RANDOM; RANDOM=7; y=$RANDOM; [ "$x" = "$y" ] && echo same || echo differ
#### random unset loses special
unset RANDOM; RANDOM=5; echo "$RANDOM $RANDOM"
#### srandom shape and range
s=$SRANDOM; [[ $s =~ ^[0-9]+$ ]] && (( s >= 0 && s <= 4294967295 )) && echo ok
#### srandom assign ignored
SRANDOM=5; a=$SRANDOM; b=$SRANDOM; [ "$a$b" != 55 ] && echo ignored
#### srandom declare
declare -p SRANDOM 2>&1 | cut -c1-14
#### random declare
declare -p RANDOM 2>&1 | cut -c1-13
