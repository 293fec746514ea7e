#### read -d
printf 'a:b:c' | { read -d : x; echo "$x $?"; read -d : y; echo "$y"; read -d : z; echo "$z $?"; }
#### read -d empty is NUL
printf 'a\0b\0' | { read -d '' x; echo "$x"; read -d '' y; echo "$y $?"; read -d '' z; echo "[$z] $?"; }
#### read -n
echo abcdef | { read -n 3 x; echo $x; read y; echo $y; }
#### read -n 0
echo abc | { read -n 0 x; echo "[$x] $?"; }
#### read -n with IFS split
echo 'a b c d' | { read -n 5 x y; echo "[$x][$y]"; }
#### read -N keeps delims
printf 'a\nb c' | { read -N 4 x; echo "[$x]"; }
printf 'ab' | { read -N 4 x; echo "[$x] $?"; }
#### read -N with backslash
printf 'a\\bcd' | { read -N 3 x; echo "[$x]"; }
printf 'a\\bcd' | { read -r -N 3 x; echo "[$x]"; }
#### read -a
echo 'a b  c' | { read -a arr; declare -p arr; }
echo '' | { read -a arr; declare -p arr; }
#### read -a with IFS
echo 'a:b::c' | { IFS=: read -a arr; declare -p arr; }
#### read -r backslash
printf 'a\\ b\\\nc\n' | { read x; echo "[$x]"; }
printf 'a\\ b\\\nc\n' | { read -r x; echo "[$x]"; }
#### read -t 0
read -t 0 < /dev/null; echo $?
echo x | { sleep 0.1; read -t 0; echo $?; }
#### read -t timeout
{ sleep 1; echo late; } | { read -t 0.1 x; echo "st=$? [$x]"; }
#### read -u
echo fd3 > f; exec 3< f; read -u 3 x; echo $x; exec 3<&-
read -u 9 y; echo $?
#### read -u bad
read -u x y; echo $?
read -u -1 y; echo $?
#### read -p not tty
echo val | { read -p 'prompt> ' x; echo "$x"; } 2>&1
#### read -s -e -i
echo val | { read -s x; echo $x; }
echo val | { read -e x; echo $x; }
echo val | { read -i def x; echo $x; }
#### read bad option
read -z x; echo $?
read -n x y; echo $?
read -n -1 y; echo $?
read -t x y; echo $?
read -d; echo $?
#### read invalid identifier
echo a | { read 1x; echo $?; }
echo a | { read 'a b'; echo $?; }
echo a | { read -a 1x; echo $?; }
#### read into REPLY
echo '  lead trail  ' | { read; echo "[$REPLY]"; }
echo '  lead trail  ' | { read -r; echo "[$REPLY]"; }
#### read last var gets rest
echo 'a b c d' | { read x y; echo "[$x][$y]"; }
echo 'a b c d  ' | { read x y; echo "[$x][$y]"; }
echo 'a,b,c,,' | { IFS=, read x y; echo "[$x][$y]"; }
echo 'a,b,,' | { IFS=, read x y z; echo "[$x][$y][$z]"; }
#### read IFS whitespace and non-ws
echo ' a , b , c ' | { IFS=' ,' read x y z; echo "[$x][$y][$z]"; }
echo 'a  ,  b' | { IFS=' ,' read x y; echo "[$x][$y]"; }
#### read eof no newline
printf 'abc' | { read x; echo "$? [$x]"; }
printf '' | { read x; echo "$? [$x]"; }
#### read -d with -n
printf 'abc:def' | { read -d : -n 2 x; echo "[$x]"; }
#### read -e status at eof
read x < /dev/null; echo $?
#### read -a readonly
readonly -a ro=(1)
echo a | { read -a ro; echo $?; }
#### read line continuation
printf 'a\\\nb\n' | { read x; echo "[$x]"; }
#### read -n counts backslash
printf 'a\\bc' | { read -n 2 x; echo "[$x]"; }
#### mapfile basic
printf 'a\nb\nc\n' | { mapfile arr; declare -p arr; }
#### mapfile -t
printf 'a\nb\nc' | { mapfile -t arr; declare -p arr; }
#### mapfile -d
printf 'a:b:c' | { mapfile -d : arr; declare -p arr; }
printf 'a:b:c:' | { mapfile -t -d : arr; declare -p arr; }
#### mapfile -d ''
printf 'a\0b\0' | { mapfile -d '' arr; declare -p arr; }
#### mapfile -n -O -s
printf '1\n2\n3\n4\n5\n' | { mapfile -t -n 2 -s 1 arr; declare -p arr; }
printf '1\n2\n3\n' | { arr=(x y z w); mapfile -t -O 1 arr; declare -p arr; }
#### mapfile -O without clearing
printf '1\n2\n' | { arr=(a b c d); mapfile -t -O 5 arr; declare -p arr; }
#### mapfile -C -c
printf '1\n2\n3\n4\n5\n' | { mapfile -t -C 'echo cb' -c 2 arr; declare -p arr; }
#### mapfile -C default quantum
seq 1 12 | { mapfile -t -C 'f() { echo "$@"; }; f' arr; } 2>&1 | head -3
#### mapfile callback args
cb() { echo "cb $1 [$2]"; }
printf 'a\nb\nc\n' | { mapfile -C cb -c 1 arr; }
#### mapfile -u
printf 'x\ny\n' > f; exec 4< f; mapfile -t -u 4 arr; declare -p arr
#### mapfile errors
mapfile -n x arr; echo $?
mapfile -c 0 arr < /dev/null; echo $?
mapfile -u 99 arr; echo $?
mapfile -O -1 arr < /dev/null; echo $?
mapfile 1x < /dev/null; echo $?
#### mapfile default MAPFILE
printf 'a\n' | { mapfile; declare -p MAPFILE; }
#### readarray alias
printf 'a\nb\n' | { readarray -t r; echo ${#r[@]} ${r[1]}; }
#### mapfile on assoc
declare -A m
mapfile m < /dev/null; echo $?
#### mapfile -n 0 all
printf '1\n2\n' | { mapfile -n 0 arr; echo ${#arr[@]}; }
#### mapfile -s beyond
printf '1\n2\n' | { mapfile -s 5 arr; echo ${#arr[@]}; }
#### mapfile -t with CRLF
printf 'a\r\nb\r\n' | { mapfile -t arr; printf '%q\n' "${arr[@]}"; }
