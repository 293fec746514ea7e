#### break 0 and continue 0
for i in 1 2; do break 0; echo "i=$i"; done; echo "st=$?"
for i in 1 2; do continue 0; echo "i=$i"; done; echo "st=$?"
#### break negative
for i in 1 2; do break -1; echo "i=$i"; done; echo "st=$?"
#### break non-numeric
for i in 1 2; do break abc; echo "i=$i"; done; echo "st=$?"
#### continue non-numeric
for i in 1 2; do continue x1; echo "i=$i"; done; echo "st=$?"
#### break too many arguments
for i in 1 2; do break 1 2; echo "i=$i"; done; echo "st=$?"
#### break empty argument
for i in 1 2; do break ''; echo "i=$i"; done; echo "st=$?"
#### break past all loops
for i in 1 2; do for j in a b; do break 5; done; echo "inner done $i"; done; echo "st=$? i=$i j=$j"
#### continue past all loops
for i in 1 2; do for j in a b; do continue 9; echo no; done; echo "no $i"; done; echo "st=$? i=$i j=$j"
#### continue 2 in nested while
i=0
while [ $i -lt 3 ]; do
  i=$((i+1)); j=0
  while true; do j=$((j+1)); [ $j -gt 1 ] && continue 2; echo "i=$i j=$j"; done
done
echo end
#### break outside loop
break; echo "st=$?"
continue; echo "st=$?"
break 2; echo "st=$?"
#### break in function called from loop
f() { break; }
for i in 1 2; do f; echo "i=$i"; done
echo end
#### continue in function called from loop
f() { continue; }
for i in 1 2; do f; echo "i=$i"; done
#### break in subshell inside loop
for i in 1 2 3; do (break; echo no); echo "i=$i st=$?"; done
#### break in subshell inside loop in subshell
for i in 1 2 3; do ( for j in x; do break 2; done; echo "sub $i" ); done; echo "st=$?"
#### break in command substitution in loop
for i in 1 2; do x=$(break; echo no); echo "i=$i x=[$x]"; done
#### break in eval in loop
for i in 1 2 3; do eval 'if [ $i = 2 ]; then break; fi'; echo "i=$i"; done; echo end
#### break in sourced file in loop
printf 'break\n' > b.sh
for i in 1 2; do . ./b.sh; echo "i=$i"; done; echo "end $i"
#### break in trap inside loop
trap 'break' USR1
for i in 1 2 3; do [ $i = 2 ] && kill -USR1 $$; echo "i=$i"; done; echo end
#### break in pipeline element
for i in 1 2; do echo x | break; echo "i=$i"; done
#### break in case inside loop
for i in 1 2 3; do case $i in 2) break;; esac; echo "i=$i"; done; echo "st=$?"
#### break status is zero
for i in 1; do false; break; done; echo "st=$?"
#### continue in until condition status
n=0; until [ $n -ge 2 ] ; do n=$((n+1)); continue; done; echo "st=$? n=$n"
#### break with leading plus and spaces
for i in 1 2; do for j in 1 2; do break +2; done; echo no; done; echo "a $?"
for i in 1 2; do for j in 1 2; do break ' 2 '; done; echo no; done; echo "b $?"
#### break huge number
for i in 1 2; do break 99999999999999999999; echo "i=$i"; done; echo "st=$?"
#### return 256 and negatives
f() { return 256; }; f; echo $?
f() { return 257; }; f; echo $?
f() { return -256; }; f; echo $?
f() { return -2; }; f; echo $?
#### return too many arguments
f() { return 1 2; echo "after"; }; f; echo "st=$?"
#### return empty string
f() { return ''; echo after; }; f; echo "st=$?"
#### return with spaces and plus
f() { return ' 7 '; }; f; echo $?
f() { return +5; }; f; echo $?
#### return hex rejected
f() { return 0x10; echo after; }; f; echo "st=$?"
#### return huge
f() { return 99999999999999999999; echo after; }; f; echo "st=$?"
#### return double dash
f() { return -- 6; }; f; echo $?
f() { return --; }; false; f; echo $?
#### return in command substitution in function
f() { x=$(echo a; return 3; echo b); echo "st=$? x=$x"; }; f
#### return at top level in command substitution
x=$(return 2); echo "st=$?"
#### return in subshell in function
f() { (return 4; echo no); echo "sub $?"; return 1; }; f; echo "f $?"
#### return in pipeline element in function
f() { echo x | return 3; echo "pipe $?"; }; f; echo "f $?"
#### return uses status of last command
f() { (exit 9); return; }; f; echo $?
#### return inside loop in function
f() { for i in 1 2 3; do while true; do return $i; done; done; }; f; echo $?
#### return in EXIT trap inside function exit
f() { trap 'echo "trap $?"' EXIT; exit 5; }
f
#### return in ERR trap at top level
trap 'return 2' ERR
false
echo "after $?"
#### return in sourced file top level then function
printf 'echo s1\nreturn 3\necho s2\n' > r.sh
. ./r.sh; echo "st=$?"
f() { . ./r.sh; echo "in f $?"; return 0; }; f; echo "f $?"
#### return from eval in function
f() { eval 'return 4'; echo never; }; f; echo $?
#### exit 256 and 257
(exit 256); echo $?
(exit 257); echo $?
(exit 511); echo $?
#### exit negative
(exit -1); echo $?
(exit -255); echo $?
(exit -256); echo $?
#### exit non-numeric
(exit abc; echo after); echo "st=$?"
#### exit non-numeric at top level
echo before
exit abc
echo never
#### exit empty string
(exit ''; echo after); echo "st=$?"
#### exit with spaces and plus
(exit ' 3 '); echo $?
(exit +4); echo $?
#### exit too many arguments does not exit
exit 1 2
echo "still here $?"
#### exit double dash
(exit -- 5); echo $?
(false; exit --); echo $?
#### exit huge number
(exit 99999999999999999999; echo after); echo "st=$?"
#### exit 3x trailing junk
(exit 3x; echo after); echo "st=$?"
#### exit without argument uses last status
(false; exit); echo $?
(exit 3) ; (exit); echo $?
#### exit in function in subshell in pipeline
f() { echo in-f; exit 3; echo no; }
f | cat; echo "st=$? ${PIPESTATUS[*]}"
#### exit in command substitution
x=$(echo a; exit 4; echo b); echo "st=$? x=$x"
#### exit in eval
(eval 'exit 6'; echo no); echo $?
#### exit in sourced file
printf 'echo src\nexit 8\necho no\n' > e.sh
(. ./e.sh; echo no); echo $?
#### exit hex and octal
(exit 0x10) 2>&1; echo $?
(exit 010); echo $?
#### exit option like argument
(exit -z) 2>&1; echo $?
#### return option like argument
f() { return -x; }; f 2>&1; echo $?
#### break option like argument
for i in 1; do break -x; done 2>&1; echo $?
#### continue negative
for i in 1 2; do continue -2; echo "i=$i"; done; echo "st=$?"
#### break 1 in while in function in loop
f() { while true; do break; done; echo "f after while"; }
for i in 1 2; do f; done; echo end
#### break in select-free nested until
n=0
until false; do n=$((n+1)); until false; do break 2; done; done
echo "n=$n st=$?"
#### continue in for arith
for ((i=0; i<4; i++)); do (( i % 2 )) && continue; echo "i=$i"; done
#### break in arith for with continue 2
for ((i=0; i<3; i++)); do for ((j=0; j<3; j++)); do (( j == 1 )) && continue 2; echo "$i$j"; done; done
