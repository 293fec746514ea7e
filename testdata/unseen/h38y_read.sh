#### read -d with multichar delim uses first char
read -d ':;' a <<< 'x;y:z'; echo "[$a] $?"
#### read -n larger than input
read -n 10 a <<< ab; echo "[$a] $?"
#### read -N larger than input status
read -N 10 a <<< ab; echo "[$a]" $?; printf '%q\n' "$a"
#### read -n with backslash escape counts one
read -n 3 a <<< 'a\bcd'; echo "[$a]"
#### read -rn with backslash
read -rn 3 a <<< 'a\bcd'; echo "[$a]"
#### read -a with -d
read -d ';' -a arr <<< 'one two;three'; declare -p arr
#### read -a with multiple names error
read -a arr b <<< 'x y'; echo "st=$? ${arr[*]} [$b]"
#### read -a on readonly array
declare -ra ro=(1); read -a ro <<< 'x y'; echo st=$?; declare -p ro
#### read into assoc array with -a
declare -A h; read -a h <<< 'x y'; echo st=$?
#### read -u invalid fd word
read -u abc x < /dev/null; echo st=$?
#### read -u negative
read -u -1 x; echo st=$?
#### read -t negative
read -t -1 x <<< a; echo st=$?
#### read -t fractional on herestring
read -t 0.5 x <<< hello; echo "st=$? [$x]"
#### read -t 0 with data in pipe file
echo data > f; read -t 0 < f; echo st=$?
#### read -N with IFS chars not trimmed
read -N 5 x <<< '  a  '; echo "[$x]"
#### read -n trims IFS whitespace
read -n 5 x <<< '  a  '; echo "[$x]"
#### read -d empty with -N
printf 'ab\0cd' | { read -N 3 -d '' x; echo "[$x]"; }
#### read two vars IFS colon empty fields
IFS=: read a b c <<< '::x'; echo "[$a][$b][$c]"
#### read IFS colon trailing delimiter
IFS=: read a b <<< 'x:y:'; echo "[$a][$b]"
#### read IFS colon trailing two delims
IFS=: read a b <<< 'x:y::'; echo "[$a][$b]"
#### read IFS mixed space colon
IFS=' :' read a b c <<< ' x : y z '; echo "[$a][$b][$c]"
#### read empty IFS keeps all
IFS= read a b <<< '  x y  '; echo "[$a][$b]"
#### read backslash newline continuation in heredoc
read a b <<'EOT'
one \
two three
EOT
echo "[$a][$b]"
#### read backslash escapes IFS char
IFS=: read a b <<< 'x\:y:z'; echo "[$a][$b]"
#### read -r keeps escaped IFS
IFS=: read -r a b <<< 'x\:y:z'; echo "[$a][$b]"
#### read last var trailing backslash
read a <<< 'abc\'; echo "[$a] $?"
#### read -p with -u and input
exec 3<<< 'val'; read -p 'P: ' -u 3 v; echo "[$v]"; exec 3<&-
#### read invalid option message
read -z x; echo st=$?
#### read -d missing arg
read -d; echo st=$?
#### read -n missing arg
read -n; echo st=$?
#### read -N negative
read -N -2 x <<< abc; echo st=$?
#### read -n big number
read -n 99999999999999999999 x <<< abc; echo "st=$? [$x]"
#### read name with subscript
read 'a[2]' <<< hello; declare -p a
#### read bad subscript name
read 'a[' <<< hello; echo st=$?
#### read var with dash
read a-b <<< x; echo st=$?
#### read sets REPLY without trimming with -r
read -r <<< '  a\b  '; echo "[$REPLY]"
#### read -e at eof status
read -e x < /dev/null; echo "st=$? [$x]"
#### read -i only with -e no tty
read -e -i def x <<< ''; echo "[$x]"
#### read -s and -n combined
read -s -n 2 x <<< 'abc'; echo "[$x]"
#### read while loop last line without newline
printf 'a\nb' | while read l; do echo "<$l>"; done
#### read while loop with || test
printf 'a\nb' | while read l || [[ -n $l ]]; do echo "<$l>"; done
#### read field count more than vars
read a b <<< '1 2 3 4'; echo "[$a][$b]"
#### read -a empty input
read -a arr <<< ''; echo "${#arr[@]}"; declare -p arr
#### read -a replaces assoc error message
declare -A m=([k]=v); read -a m <<< 'a b'; echo "st=$?"; declare -p m
#### read -d newline explicit
read -d $'\n' x <<< 'a b'; echo "[$x]"
#### read with nameref
declare -n r=target; read r <<< val; echo "$target"
#### read status 1 partial line
read x < <(printf abc); echo "st=$? [$x]"
#### read -N 0 status
read -N 0 x <<< abc; echo "st=$? [$x]"
#### mapfile -d colon -t
mapfile -d : -t arr <<< 'a:b:c'; declare -p arr
#### mapfile -d with multichar takes first
mapfile -d ':;' -t arr <<< 'a;b:c'; declare -p arr
#### mapfile -s and -n combo
printf '%s\n' 1 2 3 4 5 6 | { mapfile -s 2 -n 2 arr; declare -p arr; }
#### mapfile -O into existing
arr=(x y z w); mapfile -O 1 -t arr <<< $'A\nB'; declare -p arr
#### mapfile without -O clears
arr=(x y z w); mapfile -t arr <<< $'A'; declare -p arr
#### mapfile -O negative
mapfile -O -1 arr <<< a; echo st=$?
#### mapfile -n negative
mapfile -n -1 arr <<< a; echo st=$?
#### mapfile -s negative
mapfile -s -1 arr <<< a; echo st=$?
#### mapfile -C without -c prints lines
mapfile -C 'echo cb' -c 2 arr < <(printf '%s\n' a b c d e); declare -p arr
#### mapfile -C callback sees index and line
cb() { printf 'cb %s %q\n' "$1" "$2"; }; mapfile -t -C cb -c 1 arr <<< $'x\ny'
#### mapfile invalid array name
mapfile 1abc <<< a; echo st=$?
#### mapfile readonly array
readonly -a ra=(1); mapfile ra <<< a; echo st=$?
#### mapfile -u bad fd
mapfile -u 9 arr; echo st=$?
#### mapfile too many args
mapfile a b <<< x; echo st=$?
#### mapfile empty input leaves empty array
arr=(old); mapfile arr < /dev/null; declare -p arr
#### readarray -t trailing empty line
readarray -t arr <<< $'a\n\nb\n'; declare -p arr
#### mapfile -d '' from printf
printf 'a b\0c\0' | { mapfile -d '' arr; declare -p arr; }
#### mapfile -c without -C
mapfile -c 3 arr <<< $'a\nb'; echo st=$? ${#arr[@]}
#### mapfile into function local
f() { local -a L; mapfile -t L <<< $'p\nq'; echo "${L[1]}"; }; f; echo "[${L[*]}]"
