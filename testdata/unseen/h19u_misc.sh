#### history expansion off in scripts
echo hi!; echo "bang!x"; x=1; echo !!; echo !$
#### set -H has no effect on script
set -H; echo "a!b"; set +H
#### exit status of assignment with command substitution
x=$(exit 4); echo $?; x=$(exit 4) y=1; echo $?; x=1; echo $?
#### exit status of declare with cmdsub
declare x=$(exit 5); echo $?; export y=$(exit 6); echo $?
#### exit status of redirect only command
> out; echo $?; < nosuch_in; echo $?
#### exit status of empty command substitution
$(exit 3); echo $?; `false`; echo $?
#### exit status of for with no iterations
false; for i in; do :; done; echo $?
#### exit status of while that never runs
false; while false; do :; done; echo $?
#### exit status of if without else
if false; then :; fi; echo $?
#### exit status of function definition
false; f() { :; }; echo $?
#### exit status of break
for i in 1; do false; break; done; echo $?
#### exit status after signal
bash -c 'kill -TERM $$'; echo $?
#### exit status 128+n of sub bash
bash -c 'exit 130'; echo $?
#### eval status and empty eval
false; eval ''; echo $?; eval 'false'; echo $?
#### status of negated compound
! { false; }; echo $?; ! (true); echo $?
#### status of test of unset
[ -n "$unset_var" ]; echo $?
#### status of subshell with exit in function
f() { (exit 9); }; f; echo $?
#### status of source with return value
echo 'return 6' > r.sh; . ./r.sh; echo $?
#### status of command not found in pipeline
nosuch_pipe_h 2>/dev/null | cat; echo $? ${PIPESTATUS[@]}
#### exec nonexistent in subshell
( exec nosuch_exec_h ) 2>&1; echo $?
#### echo -n -e combos
echo -ne 'a\tb\n'; echo -en 'c\n'; echo -E 'd\n'; echo -n; echo -- -n
#### echo with backslash c
echo -e 'ab\ccd'; echo after
#### dollar single quote escapes
echo $'\a' | od -An -c; echo $'\cA\cz\c[' | od -An -c; echo $'\x4g' $'\101' $'\u0041' $'\E[' | od -An -c
#### dollar double quote locale string
echo $"plain text"
#### quoting combinations
echo 'a'"b"$'c'\d"$(echo e)"; echo "a\$b\`c\"d\\e\f"
#### backslash newline continuation
echo ab\
cd "ef\
gh" 'ij\
kl'
#### comments in odd places
echo a # comment
echo b#notcomment #comment
echo $(echo c # inside
)
#### semicolons and ampersands
true; ; echo never
#### empty function body syntax
eval 'f() { }'; echo st=$?
#### keywords as arguments
echo if then else fi while do done case esac '{' '}'
#### reserved word after assignment
x=1 if true; then echo y; fi 2>&1; echo st=$?
#### command substitution with case inside
x=$(case a in a) echo matched;; esac); echo $x
#### nested command substitution quoting
echo "$(echo "inner $(echo "deep")")"
#### arithmetic command with redirection
(( 1 )) > out; echo $?
#### select with non tty
printf '2\n' | { select x in a b c; do echo "got $x $REPLY"; break; done; } 2>&1
#### function exit status in if with errexit interplay
set -e; f() { return 1; }; if ! f; then echo handled; fi; echo ok
#### let with multiple expressions
let a=1 b=a+1 'c = b * 3'; echo $a $b $c
#### printf to stderr order
echo out; echo err >&2; echo out2
#### redirect both and order
{ echo o; echo e >&2; } 2>&1 >/dev/null | cat
#### fd duplication into variable
exec {fd}>out.txt; echo viafd >&$fd; exec {fd}>&-; cat out.txt
#### read write fd
echo data > f; exec 5<>f; read -r l <&5; echo $l; exec 5>&-
#### here string with special chars
cat <<< "$(printf 'a\tb')"; cat <<< '$HOME'
#### noclobber with fd >| into append
set -o noclobber; echo a > f; echo b >> f; cat f
#### builtin colon with args and redirect
: > f some args; echo $? $(wc -c < f)
#### true false with args
true --help; echo $?; false --version; echo $?
#### times output shape
times | awk '{print NF}'
#### SHLVL and BASH_VERSINFO
echo ${BASH_VERSINFO[0]} ${#BASH_VERSINFO[@]}
#### LINENO in various places
echo $LINENO
f() {
echo $LINENO
}
f
echo $((LINENO))
#### $_ last argument
echo a b c; echo $_; true x; echo $_
#### BASH_ARGV0 and $0 in bash -s
echo "${0##*/}"
#### variable name rules
a_1=1; _b=2; echo $a_1$_b; 1a=3 2>&1; echo st=$?
#### array index arithmetic and negative assign
a=(1 2 3); a[-1]=z; echo ${a[@]}; a+=(4); echo ${a[-1]} ${#a[@]}
#### unset array and element forms
a=(1 2 3); unset 'a[1]'; echo ${#a[@]} ${!a[@]}; unset a; echo ${#a[@]}
#### assoc array with quotes in keys
declare -A m; m["a b"]=1; m['x"y']=2; k='p q'; m[$k]=3; for key in "${!m[@]}"; do echo "[$key]=${m[$key]}"; done | sort
#### string concatenation append
s=a; s+=b; s+=("c"); declare -p s
#### integer += with declare -i
declare -i n=5; n+=5; echo $n; s=5; s+=5; echo $s
#### eval with quoted arguments
eval echo '"a  b"' "'c  d'"
