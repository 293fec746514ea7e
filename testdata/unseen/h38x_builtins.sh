#### printf with locale quotes
printf "%'d\n" 1234567
#### printf float formats
printf '%.2f %e %g %5.1f|\n' 3.14159 12345.678 0.0001 2.25
#### printf char code with quote
printf '%d %d %x\n' "'A" '"b' "'é"
#### printf with star width from args
printf '%*d|%-*s|\n' 5 42 4 ab
#### printf percent b with c escape
printf '%b' 'one\ctwo'; echo; printf '[%b]\n' '\0101'
#### printf too few args for width
printf '%*s|\n' 2>&1; echo st=$?
#### printf overflow number
printf '%d\n' 99999999999999999999 2>&1; echo st=$?
#### printf hex and octal input
printf '%d %d %d\n' 0x1F 017 -0x2
#### printf invalid number partial
printf '%d\n' 12abc 2>&1; echo st=$?
#### printf s with precision
printf '%.3s|%-6.2s|\n' abcdef xyz
#### echo with combined flags invalid
echo -q hi; echo -nq x; echo
#### echo xpg_echo shopt
shopt -s xpg_echo; echo 'a\tb'; echo -E 'c\td'
#### read -p prompt goes to stderr only for tty
read -p 'prompt> ' x <<< val 2>&1; echo "[$x]"
#### read -s and -e accepted
read -s x <<< secret; echo $x; read -e y <<< ed; echo $y
#### read -a with assoc error
declare -A m; read -a m <<< 'a b' 2>&1; echo st=$?
#### read invalid variable name
read 'a-b' <<< x 2>&1; echo st=$?
#### read -t invalid
read -t abc x <<< y 2>&1; echo st=$?
#### read -n zero
read -n 0 x <<< abc; echo "st=$? [$x]"
#### read -d empty uses nul
printf 'a\0b' | { read -d '' x; echo "[$x]"; }
#### read with IFS empty keeps spaces
IFS= read -r x <<< '  sp  '; echo "[$x]"
#### read -u invalid fd
read -u 9 x 2>&1; echo st=$?
#### mapfile into existing array clears
a=(old old old); mapfile -t a <<< $'n1\nn2'; echo ${#a[@]} ${a[*]}
#### mapfile -O origin
a=(x y); mapfile -t -O 5 a <<< $'p\nq'; echo ${!a[@]}
#### readarray alias
readarray -t r <<< $'1\n2'; echo ${r[1]}
#### mapfile invalid array name
mapfile -t 'bad-name' <<< x 2>&1; echo st=$?
#### getopts with OPTIND reset in function
f() { local OPTIND o; while getopts ab o; do echo -n "$o"; done; echo; }; f -a -b; f -b
#### getopts invalid option message
set -- -z; getopts ab o 2>&1; echo "st=$? o=$o"
#### getopts end of options
set -- -a -- -b; while getopts ab o; do echo $o; done; echo "ind=$OPTIND"
#### getopts with explicit args
while getopts x: o -x val rest; do echo "$o $OPTARG"; done
