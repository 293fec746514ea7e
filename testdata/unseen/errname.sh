#### error in function prefix
f() { cd /nonexist; }
f 2>&1
#### error in sourced file prefix
echo 'cd /nonexist' > lib.sh
. ./lib.sh 2>&1
#### error in function in sourced file
echo 'g() { cd /nonexist; }' > lib.sh
. ./lib.sh; g 2>&1
#### $0 changed
f() { echo ${x?oops}; }
(f) 2>&1
#### nested eval in function
f() { eval 'cd /nonexist'; }
f 2>&1
#### command not found in function
f() { nosuchcmd; }
f 2>&1
#### arith error in function
f() { echo $((1/0)); }
f 2>&1
echo st=$?
