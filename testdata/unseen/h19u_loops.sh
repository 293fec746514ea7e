#### for without in uses positional
set -- a b; for x; do echo $x; done
#### for with empty list
for x in; do echo never; done; echo done
#### for loop variable persists after
for i in 1 2 3; do :; done; echo $i
#### nested break 2
for i in 1 2; do for j in a b; do [ $j = b ] && break 2; echo $i$j; done; done; echo out
#### continue 2
for i in 1 2; do for j in a b; do [ $j = a ] && continue 2; echo never; done; echo never2; done; echo out
#### break too large
for i in 1; do for j in 2; do break 5; done; done; echo st=$?
#### while with read and break on condition
printf '1\n2\n3\n' | while read n; do [ $n -eq 2 ] && break; echo $n; done
#### until loop
n=0; until (( n >= 3 )); do ((n++)); done; echo $n
#### loop status values
for i in 1; do false; done; echo $?; while false; do :; done; echo $?
#### c style for with multiple vars
for ((i=0, j=5; i<j; i+=2, j--)); do echo "$i $j"; done
#### select with invalid then valid reply
printf 'x\n9\n1\n' | { select c in red green; do [ -n "$c" ] && { echo "chose $c"; break; }; echo "bad $REPLY"; done; } 2>/dev/null
#### loop over lines of variable
s=$'l1\nl2 with space\nl3'; while IFS= read -r line; do echo "<$line>"; done <<< "$s"
#### loop with IFS split on colon
p=/bin:/usr/bin::/x; IFS=:; for d in $p; do echo "[$d]"; done
#### infinite loop with counter and break
i=0; while :; do ((i++ < 5)) || break; done; echo $i
#### loop modifying array while iterating
a=(1 2 3); for x in "${a[@]}"; do a+=($x$x); done; echo "${a[@]}"
#### for over glob with spaces in names
touch 'a b.txt' c.txt; for f in *.txt; do echo "[$f]"; done
#### loop in function with return from inside
f() { for i in 1 2 3; do [ $i = 2 ] && return $i; done; }; f; echo $?
#### while read last line no newline
printf 'a\nb' | while read -r l || [ -n "$l" ]; do echo "[$l]"; done
#### nested loops with same variable name
for i in 1 2; do for i in a b; do :; done; echo $i; done
#### break inside case inside loop
for i in 1 2 3; do case $i in 2) break;; esac; echo $i; done
#### continue in while with counter
i=0; while [ $i -lt 5 ]; do i=$((i+1)); [ $((i%2)) -eq 0 ] && continue; echo $i; done
#### loop with arithmetic for and printf
for ((i=1; i<=3; i++)); do printf '%02d\n' $i; done
#### for with brace and step
for i in {0..10..5}; do echo $i; done
#### loop over assoc sorted keys
declare -A m=([b]=2 [a]=1 [c]=3); for k in $(printf '%s\n' "${!m[@]}" | sort); do echo "$k=${m[$k]}"; done
#### until with command status
n=3; until [ $n -eq 0 ]; do echo $n; n=$((n-1)); done
#### for loop over command output with spaces
for w in $(echo "a b" "c"); do echo "[$w]"; done
