#### printf -v array element
printf -v arr[2] '%s-%s' a b; declare -p arr
#### printf -v assoc element
declare -A m; printf -v 'm[key one]' '%d' 42; echo "${m[key one]}"
#### printf -v with format reuse
printf -v out '%s,' a b c; echo "$out"
#### printf -v invalid name
printf -v 9x '%s' v; echo st=$?
#### printf -v array append index expression
arr=(a b); i=0; printf -v "arr[i+1]" '%s' Z; echo "${arr[@]}"
#### printf -v readonly
readonly ro=1; printf -v ro '%s' 2; echo "st=$? ro=$ro"
#### printf time fixed epoch
TZ=UTC printf '%(%Y-%m-%d %H:%M:%S)T\n' 86400
#### printf time formats
export TZ=UTC; printf '%(%j|%a|%b|%e|%y)T\n' 1000000000
#### printf time width
TZ=UTC printf '[%20(%F)T] [%-12(%H:%M)T]\n' 0 3600
#### printf time epoch zero and negative
TZ=UTC printf '%(%F %T)T\n' 0 -1
#### printf time percent literal
TZ=UTC printf '%(%%|%s)T\n' 12345
#### printf time empty format
TZ=UTC printf '%()T\n' 0 | grep -c .
#### printf time with tz offset
TZ=UTC0 printf '%(%z %Z)T\n' 0
#### printf q format
printf '%q\n' 'a b' "it's" $'t\tn' '' '~x' 'a*'
#### printf reuse with missing args
printf '%s=%d;' a 1 b; echo
#### printf star width precision
printf '[%*s][%-*s][%.*s]\n' 5 ab 4 cd 2 efgh
#### printf char conversions
printf '%d %d %d\n' "'A" '"B' "'é"
#### printf invalid number
printf '%d\n' 12abc; echo st=$?
#### printf hex octal floats
printf '%x %X %o %#x %#o %e %.3f %g\n' 255 255 8 255 8 1234.5 3.14159 0.0001
#### printf b escapes
printf '%b|%b\n' 'a\nb' '\0101\c' ; echo
#### read d empty nul delimited
printf 'one\0two\0three' | { while IFS= read -r -d '' w; do echo "<$w>"; done; echo "last=<$w>"; }
#### read d other delimiter
printf 'a:b:c' | { read -d : x; read -d : y; echo "$x $y"; }
#### mapfile d nul
printf 'x\0y z\0' | { mapfile -t -d '' arr; declare -p arr; }
#### read with IFS colon empty fields
IFS=: read -r a b c d <<< 'x::z:'; echo "[$a][$b][$c][$d]"
#### read IFS trailing delimiter rule
IFS=: read -r a b <<< 'p:q:'; echo "[$a][$b]"; IFS=: read -r a b <<< 'p:q:r:'; echo "[$a][$b]"
#### read IFS mixed whitespace and colon
IFS=' :' read -r a b c <<< ' x : y  z '; echo "[$a][$b][$c]"
#### word splitting non-whitespace empty fields
IFS=,; s='a,,b,'; set -- $s; echo "$# [$1][$2][$3]"
#### word splitting leading delimiter
IFS=,; s=',a'; set -- $s; echo "$# [$1][$2]"
#### word splitting whitespace plus comma
IFS=' ,'; s=' a , b,,c '; set -- $s; echo "$#"; printf '[%s]' "$@"; echo
#### read array with custom IFS
IFS=';' read -ra parts <<< 'a b;c;;d'; echo "${#parts[@]}"; printf '<%s>' "${parts[@]}"; echo
#### here-string special chars
cat <<< $'tab\there' ; cat <<< 'single $x `y`'; x=V; cat <<< "dbl $x \$x"
#### here-string adds newline
od -c <<< '' | head -1; wc -c <<< abc
#### here-string with glob and words
touch g1 g2; cat <<< g*; cat <<< $(echo a   b)
#### here-string array expansion
arr=(a 'b c'); cat <<< "${arr[@]}"; cat <<< ${arr[*]}
#### here-string to read multiple lines
read -r a <<< $'first\nsecond'; echo "$a"
#### mapfile callback
printf '%s\n' a b c d e | { mapfile -t -C 'echo cb' -c 2 arr; echo "${arr[*]}"; }
#### mapfile callback args
printf '%s\n' x y z | { mapfile -C 'printf "[%s:%s]"' -c 1 arr; echo; }
#### mapfile origin and skip count
printf '%s\n' 1 2 3 4 5 | { arr=(a b c); mapfile -t -O 1 -s 1 -n 2 arr; declare -p arr; }
#### mapfile callback without quantum
printf '%s\n' 1 2 | { mapfile -C 'echo' arr; echo n=${#arr[@]}; }
#### mapfile bad quantum
mapfile -c 0 arr < /dev/null; echo st=$?
#### compgen word list
compgen -W 'apple banana apricot cherry' ap
#### compgen word list no match
compgen -W 'a b' z; echo st=$?
#### compgen variables prefix
myvar_one=1 myvar_two=2; compgen -v myvar_ | sort
#### compgen function names
fa_x() { :; }; fa_y() { :; }; compgen -A function fa_
#### compgen glob
touch m1.log m2.log n.txt; compgen -G '*.log'
#### compgen filter and prefix
compgen -W 'one two three' -X 't*' -P '<' -S '>'
#### compgen filter negated
compgen -W 'one two three' -X '!t*'
#### compgen keywords
compgen -k | sort | head -5
#### compgen word list with quotes
compgen -W '"a b" c' ; compgen -W '$HOMEX x'
#### compgen shopt action
compgen -A shopt ext
#### compgen setopt action
compgen -A setopt no
#### compgen arrayvar
arr_q=(1); arr_r=(); compgen -A arrayvar arr_
#### compgen aliases
shopt -s expand_aliases; alias zz1=ls zz2=cat; compgen -a zz
#### select reads choice
select x in red green blue; do echo "got $x $REPLY"; break; done <<< 2
#### select invalid then eof
select x in a b; do echo "[$x][$REPLY]"; done <<< 9
#### select prompt ps3
PS3='pick> '; select x in p q; do echo "$x"; break; done <<< 1 2>&1
#### select menu to stderr
select x in one two three; do break; done <<< 1 2>&1 >/dev/null
#### select empty reply redisplays
select x in a b; do echo "x=$x"; break; done 2>&1 <<< $'\n1'
#### select over positional params
set -- m n; select x; do echo "$x"; break; done <<< 2 2>/dev/null
