#### function keyword and parens
function f1 { echo f1; }
function f2() { echo f2; }
f3() { echo f3; }
f1; f2; f3
#### function with space before parens
f ( ) { echo spaced; }
f
#### function body is subshell
f() ( echo sub; x=1 )
x=0; f; echo $x
#### function body on next line
f()
{
  echo next-line
}
f
#### function body is if
f() if true; then echo if-body; fi
f
#### function body is for loop
f() for i in 1 2; do echo $i; done
f
#### function body is while
f() while false; do :; done
f; echo st=$?
#### function body is case
f() case $1 in a) echo A;; *) echo other;; esac
f a; f b
#### function body is dbracket
f() [[ $1 == y ]]
f y && echo yes
f n || echo no
#### function body is dparen
f() (( $1 > 2 ))
f 3 && echo big
#### function body simple command is error
bash -c 'f() echo hi' 2>&1; echo st=$?
#### function with redirect on definition
f() { echo to-file; } > fout.txt
f
cat fout.txt
#### function redirect evaluated at call time
f() { echo call; } > "$out"
out=c1.txt; f
out=c2.txt; f
cat c1.txt c2.txt
#### function name with dashes and dots
my-func() { echo dash; }
a.b() { echo dot; }
my-func; a.b
#### function name that is a keyword is error
bash -c 'if() { echo x; }' 2>&1; echo st=$?
#### function names with special chars
bash -c 'function f$x { echo x; }' 2>&1; echo st=$?
#### function name with slash in posix mode
bash -c 'set -o posix; a/b() { :; }' 2>&1; echo st=$?
#### function redefinition
f() { echo one; }
f() { echo two; }
f
#### function keyword without parens and newline
function g
{
  echo g
}
g
#### nested function definitions
outer() { inner() { echo inner; }; }
inner 2>/dev/null; echo st=$?
outer; inner
#### function definition status is 0
false
f() { :; }
echo st=$?
#### function with return in middle
f() { echo a; return 3; echo b; }
f; echo st=$?
#### function arguments
f() { echo "$#: $1 ${2:-none}"; }
f; f x; f x y
#### function and alias named the same
shopt -s expand_aliases
alias h='echo alias'
h() { echo func; } 2>/dev/null
\h 2>/dev/null || echo st=$?
#### declare -f output
f() { echo "hi $1"; local x=1; }
declare -f f
#### declare -F lists names
a1() { :; }; b2() { :; }
declare -F
#### unset -f
f() { echo f; }
unset -f f
f 2>/dev/null; echo st=$?
#### function with empty body is syntax error
bash -c 'f() { }' 2>&1; echo st=$?
#### function body with only comment is error
bash -c 'f() { # c
}' 2>&1; echo st=$?
#### function with here doc
f() {
  cat <<END2
in func $1
END2
}
f arg
#### function named like builtin overrides
cd() { echo "my cd $1"; }
cd /x
builtin cd / && pwd
#### function call in pipeline
f() { tr a-z A-Z; }
echo abc | f
#### recursive function
fact() { if (( $1 <= 1 )); then echo 1; else echo $(( $1 * $(fact $(( $1 - 1 ))) )); fi; }
fact 5
#### FUNCNAME inside
f() { echo "${FUNCNAME[0]} ${FUNCNAME[1]:-top}"; }
g() { f; }
g
#### function keyword with parens and newline body
function h()
{ echo h; }
h
#### function keyword with no parens and subshell body
function s ( echo paren-body )
s
#### function name with unicode letters is allowed in bash
bash -c 'fé() { echo accent; }; fé' 2>&1; echo st=$?
#### function name starting with digit
1f() { echo digit; }
1f
#### function name that is a number only
bash -c '123() { echo n; }; 123' 2>&1; echo st=$?
#### function named with equals sign is error
bash -c 'a=b() { :; }' 2>&1; echo st=$?
#### function with trailing redirect and pipe after definition
f() { echo x; } 2>/dev/null
f | tr x y
#### function defined inside if
if true; then g() { echo g-def; }; fi
g
#### function defined in subshell does not leak
( h() { echo h; } )
h 2>/dev/null || echo st=$?
#### function body brace on same line with newline content
f() { echo a
echo b; }
f
#### function with double parens body
f() (( $1 + 1 ))
f 0 && echo nonzero
f -1 || echo zero
#### declare -f of function with subshell body
f() ( echo x )
declare -f f
#### declare -f of function with redirect
f() { echo x; } > /dev/null
declare -f f
#### function with local -
f() { local -; set -e; echo in; }
f
case $- in *e*) echo leaked;; *) echo restored;; esac
#### function name shadowing builtin with command
echo() { builtin echo "wrapped: $*"; }
echo a b
unset -f echo
echo plain
#### function with return out of range
f() { return 300; }
f; echo st=$?
f2() { return -1; }
f2; echo st=$?
#### function return with non numeric
f() { return abc; }
f 2>&1; echo st=$?
#### listing declare -f of for and while
f() { for i in 1 2; do echo $i; done; while false; do :; done; }
declare -f f
#### listing declare -f with case and if
f() { case $1 in a|b) echo ab;; *) ;; esac; if [ -n "$1" ]; then :; elif true; then echo e; else echo x; fi; }
declare -f f
#### listing declare -f with heredoc
f() { cat <<END2
body $1
END2
}
declare -f f
#### listing declare -f with pipes and lists
f() { a | b && c || d; e & }
declare -f f
#### listing declare -f with arithmetic
f() { (( x++ )); for ((i=0;i<2;i++)); do :; done; [[ $x == y && -n $z ]]; }
declare -f f
#### listing type of function
f() { echo hi; }
type f
#### listing declare -f with redirections
f() { echo a > /dev/null 2>&1; cat < in >> out; }
declare -f f
#### listing declare -f with subshell and group
f() { ( cd /; ls ); { echo g; } > /dev/null; }
declare -f f
#### listing declare -f with local and assignments
f() { local a=1 b; declare -a arr=(1 2); x+=3; }
declare -f f
#### listing declare -f with command sub and quotes
f() { echo "$(date)" '$x' "a\"b" $'t\t'; }
declare -f f
#### listing declare -f with negation and time
f() { ! true; time sleep 0; }
declare -f f
#### listing declare -f with process sub and coproc-ish
f() { diff <(echo a) <(echo b); }
declare -f f
#### listing declare -f with select and until
f() { until false; do break; done; select x in a; do break; done; }
declare -f f
#### listing declare -f with nested function
f() { g() { echo inner; }; }
declare -f f
#### listing env export -f env form of empty case arm
f() { case x in x) ;; y) echo y;; esac; }
export -f f
env | grep -A8 '^BASH_FUNC_f'
#### listing env type of function with empty case arm fallthrough
f() { case $1 in a) ;& b) echo b;; esac; }
type f
