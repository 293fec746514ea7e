#### declare -f arithmetic and test commands
f() { (( x = 1 + 2 )); [[ -n $x && $x == 3 ]]; let y=x+1; [ "$y" -eq 4 ]; }; declare -f f
#### declare -f with here string and process substitution
f() { read -r a <<< "$1"; diff <(echo a) <(echo b); cat < <(echo c); }; declare -f f
#### declare -f with nested function and subshell function
f() { g() { echo inner; }; h() ( echo sub ); }; declare -f f
#### declare -f with parameter expansions
f() { echo "${a:-x}" ${b//c/d} "${#e[@]}" ${f[1]:2:3} "${!g}" ${h@Q}; }; declare -f f
#### declare -f with quotes
f() { echo 'single' "double $x" $'ansi\n' "a\"b" 'it'\''s'; }; declare -f f
#### declare -f with comments dropped
f() {
  # comment
  echo a # trailing
}; declare -f f
#### declare -f with and or lists
f() { a && b || c; ! d; e | f && g; }; declare -f f
#### declare -f with if elif else
f() { if a; then b; elif c; then d; else e; fi; }; declare -f f
#### declare -f with case fallthrough ops
f() { case $1 in a) echo a;& b) echo b;;& *) echo c;; esac; }; declare -f f
#### declare -f with assignments and declarations
f() { local a=1 b; declare -a c=(1 2); export D=3; x=(a b) y=2; readonly z; }; declare -f f
#### declare -f with select and c-style for
f() { select x in a b; do break; done; for ((;;)); do break; done; }; declare -f f
#### declare -f coproc and time
f() { coproc cat; time sleep 0; }; declare -f f
#### declare -f of function with redirect on definition
f() { echo x; } > /dev/null 2>&1; declare -f f
#### type of function with while pipeline
f() { printf '%s\n' a b | while read l; do echo "$l"; done; }; type f
#### declare -f with background and wait
f() { sleep 0 & wait $!; }; declare -f f
#### declare -f with brace group and subshell on one line
f() { { a; b; }; (c; d); }; declare -f f
#### declare -f with multiline string
f() { echo "line1
line2"; }; declare -f f
#### declare -f with command substitution
f() { x=$(echo a; echo b); y=`echo c`; echo "$(date +%s)"; }; declare -f f
#### declare -f with arithmetic expansion
f() { echo $((1+2)) $(( x * (y - 1) )); }; declare -f f
#### declare -f with negated test and regex
f() { [[ ! -f x ]]; [[ $a =~ ^[0-9]+$ ]]; [[ $b == *.txt ]]; }; declare -f f
#### declare -f with function keyword and no parens
function f { echo kw; }; declare -f f
#### set -x trace of compound commands
set -x; if true; then x=1; fi; for i in a; do :; done; case a in a) echo c;; esac; set +x
#### set -x trace of while and arithmetic
set -x; i=0; while (( i < 1 )); do (( i++ )); done; [[ $i == 1 ]]; set +x
#### set -x trace of quoting
set -x; echo "a b" 'c' '' "it's" $'t\tab'; set +x
#### set -x trace of assignment and redirect
set -x; x=$(echo v) y=2; echo hi > /dev/null; set +x
#### set -x trace in function and subshell
set -x; f() { echo in; }; f; ( echo sub ); set +x
#### set -x with pipes (the trace itself through the pipe: bash orders two traced pipeline elements by scheduling)
{ set -x; echo a; set +x; } 2>&1 | cat
