#### posix return x outside
set -o posix
false; return x
echo after $?
#### posix return in function x
set -o posix
f() { return x; }; f; echo after $?
#### return x outside
return x
echo after $?
#### posix return outside
set -o posix
return 5
echo after $?
