#### mapfile callback return in function
f() { mapfile -C 'return 7;:' -c 1 arr < <(printf 'a\nb\n'); echo st=$?; }; f; echo "after=$?"; declare -p arr
#### mapfile callback return after quantum
f() { mapfile -C 'return 7;:' -c 2 arr < <(printf 'a\nb\nc\n'); }; f; echo "$?"; declare -p arr
#### mapfile callback return too many arguments at top level
mapfile -C 'return 3' -c 1 arr < <(printf 'a\nb\n'); echo st=$?
echo next
#### mapfile callback return too many arguments in function
f() { mapfile -C 'return 3' -c 1 arr < <(printf 'a\nb\n'); echo st=$?; }
f; echo after=$?
echo next
#### mapfile callback exit
mapfile -C 'exit 4;:' -c 1 arr < <(printf 'a\nb\n'); echo st=$?
#### mapfile callback break in loop
for i in 1 2; do mapfile -C 'echo cb;break;:' -c 1 arr < <(printf 'a\nb\n'); echo st=$?; done; echo "i=$i"; declare -p arr
#### mapfile callback not found
mapfile -C nosuchcmd_h39b -c 1 arr < <(printf 'a\nb\n'); echo st=$?; declare -p arr
#### mapfile callback function status ignored
cb() { echo "cb $1 [$2]"; return 5; }; mapfile -C cb -c 1 arr < <(printf 'a\nb\n'); echo st=$?
#### mapfile callback false under set -e
set -e; mapfile -C false -c 1 arr < <(printf 'a\nb\n'); echo st=$?
#### mapfile callback in pipeline group
printf 'a\nb\n' | { mapfile -C 'return 3' -c 1 arr; echo st=$?; }; echo "ps=$?"
echo next
#### eval return too many arguments discards the line
eval "return 3 4"; echo after
echo next
#### eval shift too many discards the line
eval "shift 1 2"; echo after
echo next
#### function eval return too many
f() { eval "return 3 4"; echo in; }
f; echo after
echo next
#### source shift too many discards the line
echo 'shift 1 2; echo in' > s.sh; source ./s.sh; echo after
echo next
#### subshell eval shift too many
(eval "shift 1 2"; echo in); echo after=$?
#### eval expansion error keeps the line
eval 'echo ${a[}; echo in'; echo after
echo next
