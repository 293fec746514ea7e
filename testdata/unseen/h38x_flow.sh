#### dollar paren less than file
echo content > c.txt; x=$(< c.txt); echo "$x"; y=$(< missing_h38x) 2>&1; echo "st=$?"
#### dollar paren less than with spaces and redirect
echo abc > c2; x=$( < c2 ); echo $x; z=$(<c2 tr a-z A-Z); echo $z
#### default not evaluated when set
x=1; y=${x:-$(echo side >&2; echo no)}; echo $y
#### default cmdsub evaluated when unset
unset x; y=${x:-$(echo yes)}; echo $y
#### assign default inside double quotes
unset v; echo "${v:=a b}"; echo "$v"
#### nested quotes in default word
unset v; echo "${v:-"quoted $HOME" x}" | sed "s|$HOME|H|"
#### single quotes inside double quoted default
unset v; echo "${v:-'sq'}"; echo ${v:-'sq'}
#### backslash inside default in double quotes
unset v; echo "${v:-a\"b}" "${v:-a\\b}" "${v:-\$x}"
#### pattern with quoted var in removal
x='a*b'; y='a*bc'; echo "${y#$x}" "${y#"$x"}"
#### replacement with nested expansion
x=hello; r=L; echo ${x//l/$r} "${x//l/${r,,}}"
#### patsub with pattern from var with slash
x=a/b/c; p=/; echo ${x//$p/_}
#### substring with var in offset
s=abcdef; o=2 l=3; echo ${s:o:l} ${s:$o:$l}
#### brace expansion with variables not expanded as sequence
n=3; echo {1..$n}
#### brace expansion after cmdsub not done
echo $(echo {a,b})  "$(echo '{a,b}')"
#### brace in for loop with sequence and step
for i in {10..0..5}; do echo -n "$i "; done; echo
#### wait -n returns first status
(exit 3) & wait -n; echo st=$?
#### wait for all returns zero
(exit 3) & (exit 4) & wait; echo st=$?
#### wait pid status
(exit 5) & p=$!; wait $p; echo st=$?
#### background job in function
f() { (exit 9) & wait $!; }; f; echo st=$?
#### jobs after wait empty
sleep 0 & wait; jobs; echo none
#### until in pipeline
i=0; until (( i++ >= 2 )); do echo $i; done | cat
#### while loop with background inside
for i in 1 2 3; do (echo $i > bg$i) & done; wait; cat bg1 bg2 bg3
#### case with ;;& and no fallback
x=ab; case $x in a*) echo 1;;& *b) echo 2;;& c*) echo 3;; esac
#### arithmetic for with continue
for ((i=0;i<5;i++)); do (( i % 2 )) && continue; echo $i; done
#### nested loops break 2 with while
i=0; while true; do while true; do i=$((i+1)); (( i > 2 )) && break 2; done; done; echo $i
#### select with break inside case
printf '2\n' | { select c in go stop; do case $c in stop) echo stopping; break;; esac; done; } 2>/dev/null
#### function returning in loop
f() { for i in 1 2 3; do (( i == 2 )) && return $i; done; }; f; echo $?
#### return value of loop with no iterations in function
f() { for i in; do :; done; }; false; f; echo $?
#### command substitution preserves exit in if
if ! out=$(grep -q x <<< y); then echo "no match $?"; fi
