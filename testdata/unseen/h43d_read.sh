#### read strips leading and trailing IFS whitespace
echo " a " | (read x; echo "$x.")
echo " a  b  " | ( read x y ; echo -"$x"-"$y"- )
echo " a  b  " | ( read x ; echo -"$x"- )
#### read backslash space at end of line
echo " a  b\ " | ( read x y ; echo -"$x"-"$y"- )
echo " a  b\ " | ( read x ; echo -"$x"- )
#### read raw keeps backslashes
echo " a  b\ " | ( read -r x y ; echo -"$x"-"$y"- )
echo " a  b\ " | ( read -r x ; echo -"$x"- )
echo "\ a  b\ " | ( read -r x y ; echo -"$x"-"$y"- )
echo "\ a  b\ " | ( read -r x ; echo -"$x"- )
echo " \ a  b\ " | ( read -r x y ; echo -"$x"-"$y"- )
#### read control characters preserved
echo $'\001' | ( read var ; printf '<%s>' "$var" | od -c | head -1 )
echo $'\177' | ( read ; printf '<%s>' "$REPLY" | od -c | head -1 )
#### read backslash newline continues line
echo $'ab\\\ncd' | ( read ; printf '<%s>\n' "$REPLY" )
printf 'x\\\ny z\n' | { read a b; printf '<%s>' "$a" "$b"; echo; }
#### read fewer fields than names
echo "A B " > IN
unset x y z
read x y z < IN
echo 1: "x[$x] y[$y] z[$z]"
echo 1a: ${z-z not set}
read x < IN
echo 2: "x[$x]"
#### read REPLY keeps whitespace
echo "A B " > IN
read < IN
echo "[$REPLY]"
echo " A B " > IN
read < IN
echo "[$REPLY]"
#### read clears extra variables
bvar=bvar
cvar=cvar
echo aa > IN
read avar bvar cvar < IN
echo =="$avar"==
echo =="$bvar"==
echo =="$cvar"==
#### read with various IFS values keeps or strips space
echo " foo" | { IFS= read line; echo "[$line]"; }
echo " foo" | { IFS= ; read line; echo "[$line]"; }
echo " foo" | { unset IFS ; read line; echo "[$line]"; }
echo " foo" | { IFS=$'\n' ; read line; echo "[$line]"; }
echo " foo" | { IFS=$' \n' ; read line; echo "[$line]"; }
echo " foo" | { IFS=$':' ; read line; echo "[$line]"; }
#### read -d custom delimiter leaves rest
echo 'abcdefg|xyz' | {
	read -d '|' a
	echo a = "${a-unset}"
	cat -
}
#### read -d space and newline
echo xyz 123 | { read -d ' ' a; echo a = "${a-unset}"; }
echo xyz 123 | { read -d $'\n' a; echo a = -"${a-unset}"-; }
#### read -d letter
a=44
echo abcd | { read -d d a; echo a = $a; }
#### read -d without delimiter in input fails but assigns
printf 'abc' | { read -d x v; echo "$? [$v]"; }
#### read -n negative is an error
read -n -1
echo "status $?"
#### read -n counts characters and leaves rest
echo abcdefg | {
	read -n 3 xyz
	echo $xyz
	cat -
}
#### read -n stops at newline
echo ab | { read -n 3 xyz; echo "[$xyz]"; }
#### read -N ignores delimiter
echo abc | { read -N 4 -d$'\n' foo; printf '[%s]\n' "$foo"; }
printf 'a\nbc' | { read -N 3 v; printf '[%s]\n' "$v"; }
#### read -n 1 from a file
printf 'hello\n' > f
read -n 1 < f
echo "$REPLY"
#### read -u from fd in loop
printf 'l1\nl2\nl3\n' > f
while read -u 3 var
do
	echo "$var"
done 3<f
#### read IFS colon empty fields
IFS=: read x y z <<END
:::
END
printf '<%s>' "$x" "$y" "$z"; echo
[ -z "$x" ] && echo FOO || echo BAR
#### read -a with IFS colon
IFS=: read -a A <<END
:::
END
echo ${#A[@]}
printf '<%s>' "${A[@]}"; echo
declare -p A
#### read -t 0 reports input available
echo abcde | { read -t 0; echo $?; }
read -t 0 < /dev/null
echo $?
#### read -t with data already there
echo abcde | { read -t 5 a; echo $a; }
read -t 5 a <<<abcde
echo $a
#### read -t negative is an error
read -t -3 a < /dev/null
echo $?
#### read -n on exec redirected stdin then cat
printf "%s\n" "one two three four" > tmpf
exec <tmpf
read -n 4 input && echo "$input"
cat -
#### read -d space on exec redirected stdin then cat
printf "%s\n" "one two three four" > tmpf
exec <tmpf
read -d ' ' input && echo "$input"
cat -
#### read at EOF returns 1 and clears
v=old
read v < /dev/null
echo "$? [$v]"
#### read last line without newline
printf 'a b' | { read x y; echo "$? [$x] [$y]"; }
#### read invalid identifier
echo x | { read 1abc; echo $?; }
#### read -r -a splits to array
echo 'a\b c  d' | { read -r -a arr; declare -p arr; }
echo 'a\b c' | { read -a arr; declare -p arr; }
#### read -p prompt not shown without terminal
echo hi | { read -p 'prompt> ' v; echo "[$v]"; }
#### read IFS non whitespace separator with spaces
echo ' a : b : c ' | { IFS=: read x y z; printf '[%s]' "$x" "$y" "$z"; echo; }
echo 'a::b' | { IFS=: read x y z; printf '[%s]' "$x" "$y" "$z"; echo; }
#### read last variable gets rest with separators
echo 'a:b:c:d' | { IFS=: read x y; printf '[%s]' "$x" "$y"; echo; }
echo 'a:b:' | { IFS=: read x y; printf '[%s]' "$x" "$y"; echo; }
echo 'a:b::' | { IFS=: read x y; printf '[%s]' "$x" "$y"; echo; }
#### read -s and -e accepted without a terminal
echo v | { read -s a; echo "[$a]"; }
#### mapfile keeps newlines
printf '[0] Abc\n[1] aBc\n[2] abC\n' > data
mapfile A < data
for (( i = 0 ; i < ${#A[@]} ; i++ )); do echo -n "${A[${i}]}"; done
#### mapfile -t strips newlines
printf '[0] Abc\n[1] aBc\n[2] abC\n' > data
mapfile -t B < data
printf '<%s>\n' "${B[@]}"
#### mapfile callback every line
printf 'a\nb\nc\nd\n' > data
mapfile -C "echo" -c 1 A < data
#### mapfile callback quantum three
printf '%s\n' a b c d e f g > data
mapfile -C "echo" -c 3 A < data
mapfile -C "echo" -c 19 A < data
echo ${#A[@]}
#### mapfile -u from fd
printf 'x\ny\n' > data
mapfile -t -u 3 C 3< data < /dev/null
declare -p C
#### mapfile -O origin keeps other elements
for (( i = 0 ; i < 6; i++ )); do D[i]="[$i] aaa"; done
printf 'n1\nn2\n' > data
mapfile -O 2 -t D < data
printf '<%s>\n' "${D[@]}"
#### mapfile -O with -n count
for (( i = 0 ; i < 8; i++ )); do E[i]="[$i] aaa"; done
printf '%s\n' n1 n2 n3 n4 > data
mapfile -O 3 -n 2 -t E < data
printf '<%s>\n' "${E[@]}"
#### mapfile without -O clears array
E=(a b c d e)
printf 'x\n' | { mapfile -t E; declare -p E; }
#### mapfile custom delimiter byte
s=$'a\xffb\xffc\xff'
mapfile -t -d $'\xff' array <<<"$s"
declare -p array | od -c | sed 's/  */ /g' | head -3
#### mapfile -n limits lines
printf "%d\n" {1..20} > file
mapfile -n 5 array < file
echo ${array[@]}
#### mapfile callback with -n
printf "%d\n" {1..20} > file
mapfile -n 5 -c 1 -C "echo foo" array < file
mapfile -n 5 -c 1 -C "echo foo" array < /dev/null
echo ${#array[@]}
#### mapfile nul delimiter with callback
printf "abc\0def\0ghi\0jkl\0" | {
	mapfile -C echo -c 1 -d '' A
	echo "${A[@]}"
}
#### mapfile -s skips lines
printf '%s\n' a b c d > data
mapfile -s 2 -t A < data
declare -p A
#### mapfile readarray name and default MAPFILE
printf 'p\nq\n' > data
readarray -t < data
declare -p MAPFILE
#### mapfile bad option and bad count
mapfile -n x A < /dev/null
echo $?
mapfile -c 0 A < /dev/null
echo $?
#### mapfile empty input gives empty array
A=(old)
mapfile A < /dev/null
echo "${#A[@]}"
