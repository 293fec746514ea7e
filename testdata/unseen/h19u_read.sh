#### read -d custom delimiter
read -d : a <<< 'x:y'; echo "$a"; read -d '' b <<< 'p q'; echo "[$b]"
#### read -n count
read -n 3 a <<< 'abcdef'; echo "$a"
read -n 10 a <<< 'ab'; echo "[$a]"
#### read -N exact with newlines
printf 'ab\ncd' | { read -N 4 a; echo "[$a]"; }
#### read -N ignores IFS splitting
printf ' a b ' | { read -N 5 x; echo "[$x]"; }
#### read -t 0 on herestring
read -t 0 <<< 'data'; echo $?
#### read -r vs no -r
read a <<< 'a\tb\\c'; echo "$a"; read -r a <<< 'a\tb\\c'; echo "$a"
#### read multiple vars fewer fields
read a b c <<< 'one'; echo "[$a][$b][$c]"
#### read last var gets rest with separators
read a b <<< 'one two  three  four  '; echo "[$a][$b]"
IFS=, read a b <<< 'x,y,z,'; echo "[$a][$b]"
#### read -a splits
read -a arr <<< '  a  b c '; echo ${#arr[@]} "${arr[@]}"
IFS=: read -a arr <<< 'a::b'; declare -p arr
#### read -a replaces existing array
arr=(1 2 3 4); read -a arr <<< 'x'; declare -p arr
#### read status at eof
printf 'noeol' | { read x; echo "st=$? [$x]"; }
printf '' | { read x; echo "st=$? [$x]"; }
#### read -p no tty prints nothing
read -p 'prompt> ' x <<< val; echo "$x"
#### read -s with herestring
read -s x <<< secret; echo "$x"
#### read into REPLY keeps whitespace
read <<< '  sp  '; echo "[$REPLY]"
read -r x <<< '  sp  '; echo "[$x]"
#### read invalid name
read 'a-b' <<< x; echo st=$?
#### read -u from fd
exec 3<<< 'from3'; read -u 3 v; echo $v; exec 3<&-
#### read -u closed fd
read -u 7 v 2>&1; echo st=$?
#### read -t invalid
read -t abc v <<< x 2>&1; echo st=$?
#### read -n invalid
read -n -1 v <<< x 2>&1; echo st=$?
#### read -d with -r and backslash
printf 'a\\:b:c' | { read -d : x; echo "[$x]"; }
printf 'a\\:b:c' | { read -r -d : x; echo "[$x]"; }
#### read line continuation without -r
printf 'a\\\nb\n' | { read x; echo "[$x]"; }
#### read loop with IFS= read -r
printf ' a \n b\\n \n' | while IFS= read -r line; do echo "[$line]"; done
#### read with readonly variable
readonly ro=1; read ro <<< 2; echo st=$? $ro
#### read -e is accepted
read -e x <<< hi; echo $x
#### read -i without -e ignored
read -i def x <<< ''; echo "[$x]"
#### read from pipeline last part lastpipe
shopt -s lastpipe; echo val | read v; echo "[$v]"
#### read without lastpipe in pipeline
echo val | read v; echo "[${v-unset}]"
#### read -d '' with NUL input
printf 'a\0b\0' | { while read -r -d '' x; do echo "[$x]"; done; }
#### read -n 1 loop over chars
s=abc; while read -n 1 c; do printf '%s.' "$c"; done <<< "$s"; echo
#### read with IFS containing backslash
IFS='\' read -r a b <<< 'x\y'; echo "$a|$b"
#### read -N 0
read -N 0 x <<< abc; echo "st=$? [$x]"
#### readarray -t with -d
readarray -t -d , arr <<< 'a,b,c'; declare -p arr
