#### background then wait status
(exit 3) &
wait $!
echo $?
#### wait no jobs
wait
echo $?
#### wait for nonexistent pid
wait 99999
echo st=$?
#### background output order with wait
echo bg > out &
wait
cat out
#### dollar bang is set
true &
[ -n "$!" ] && echo set
wait
#### background function
f() { echo func bg > fo; }
f &
wait
cat fo
#### background subshell variable isolated
x=1
{ x=2; } &
wait
echo $x
#### wait -n
(exit 5) &
wait -n
echo $?
#### background list
true && echo both > bl &
wait
cat bl
#### background pipeline status
false | (exit 6) &
wait $!
echo $?
#### jobs empty
jobs
echo st=$?
#### wait multiple pids
(exit 1) & p1=$!
(exit 2) & p2=$!
wait $p1 $p2
echo $?
#### wait with invalid arg
wait abc 2>&1 | sed 's/.*line [0-9]*: //'
#### background stdin is dev null
echo input | { cat & wait; }
#### ampersand semicolon syntax
true & ; echo x
#### ampersand and newline
true &
echo after
wait
#### background in loop
for i in 1 2 3; do echo $i > f$i & done
wait
cat f1 f2 f3
#### kill background
sleep 10 &
kill $!
wait $!
echo $?
#### wait for exit 0
true &
wait $!
echo $?
#### disown nonexistent
disown %5 2>&1 | sed 's/.*line [0-9]*: //'
