#### declare -f subshell with compound commands
f() { ( if true; then echo a; fi ); ( for i in 1; do echo; done; echo x ); ( { echo a; }; echo b ) > /dev/null; }; declare -f f
#### declare -f nested subshells and loops
g() { ( ( echo a ) ); ( while false; do :; done ) ; ( case x in x) echo;; esac ); ( [[ -n x ]] && { echo y; } ) ; }; declare -f g
#### declare -f subshell simple list
h() { ( cd /tmp; echo "$PWD" 'q' ) 2>/dev/null; ( a=1 b=2; echo $((a+b)) ) & }; declare -f h
#### declare -f subshell with nested group
f() { ( { echo a; } ); { ( echo b ) }; }; declare -f f
#### declare -f subshell pipeline
f() { ( echo a | tr a b; true && false || echo c ); }; declare -f f
#### declare -f subshell with function def
f() { ( g() { echo; }; g ); }; declare -f f
#### type of subshell body function
f() ( if true; then echo; fi ); type f
#### declare -f subshell negated and background
f() { ! ( for i in 1; do :; done ); ( echo bg; ) & }; declare -f f
#### declare -f and-list with group
f() { true && { echo y; }; false || { echo n; echo m; }; }; declare -f f
#### declare -f and-list with if and loop
f() { [[ -e x ]] || if true; then echo a; fi; true && for i in 1 2; do echo $i; done; }; declare -f f
#### declare -f mixed chain
f() { a && b || { c; d; } && e; }; declare -f f
#### declare -f simple chains unchanged
f() { a&&b||c; a | b && c; ! a && b; }; declare -f f
#### declare -f pipe into while
f() { ls | while read -r l; do echo "$l"; done && echo done; }; declare -f f
#### declare -f negated group in and list
f() { ! { a; } && b; x || ( y ); }; declare -f f
#### declare -f background group in list
f() { { a; b; } & c && { d; } & }; declare -f f
#### declare -f subshell holding a group
f() { ( { echo a; } ); { ( echo b ) }; }; declare -f f
