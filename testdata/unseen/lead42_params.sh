#### unknown operator on an indirection to an unset variable
aa=b; echo "[${!aa@:0:1}]"; echo "st=$?"
#### unknown operator on an indirection to a set variable
aa=b; b=hello; echo "[${!aa@:0:1}]"; echo "st=$?"
#### unknown operator on an indirection to an unset positional
aa=1; echo "[${!aa@Z}]"
set -- xyz; echo "[${!aa@Z}]"
#### unknown operator on an indirection through arrays
a=(x y); echo "[${!a@:0:1}]"
declare -A m=([k]=v); echo "[${!m@:0:1}]"
#### unknown operator on an indirection through an element
a=(b); echo "[${!a[0]@Z}]"
b=1; echo "[${!a[0]@Z}]"
#### unknown operator on an indirection of an unset name
unset u; echo "[${!u@Z}]"; echo "st=$?"
#### unknown operator on an indirection under set -u
set -u; aa=b; echo "[${!aa@Z}]"; echo next
#### known operators on an indirection
aa=b; b='it'\''s'; echo "${!aa@Q} ${!aa@U} ${!aa@a}"
