#### IFS single non-whitespace char
IFS=,; x='a,,b,'; for w in $x; do echo "[$w]"; done
#### IFS empty means no splitting
IFS=; x='a b  c'; set -- $x; echo $#
#### IFS unset means default
unset IFS; x=$' a\tb\n c '; set -- $x; echo $# "$1" "$3"
#### IFS with mixed whitespace and comma
IFS=' ,'; x=' a , b,,c '; set -- $x; echo $#; printf '[%s]' "$@"; echo
#### IFS newline only
IFS=$'\n'; x='a b
c d'; set -- $x; echo $#; printf '[%s]' "$@"; echo
#### IFS letters
IFS=x; v=axbxxc; set -- $v; printf '[%s]' "$@"; echo
echo "$*"
#### IFS affects $* join first char
set -- a b c; IFS=-+; echo "$*"; IFS=; echo "$*"; unset IFS; echo "$*"
#### IFS and read trailing separators
IFS=, read -r a b c <<< 'x,y,z,,'; echo "[$a][$b][$c]"
IFS=, read -r a b <<< 'x,'; echo "[$a][$b]"
IFS=, read -r a b <<< 'x,,'; echo "[$a][$b]"
#### IFS whitespace in read leading
IFS=' ' read -r a b <<< '   lead  mid  '; echo "[$a][$b]"
IFS= read -r a <<< '   keep  '; echo "[$a]"
#### IFS tab only
IFS=$'\t'; x=$'a\t\tb c'; set -- $x; echo $#; printf '[%s]' "$@"; echo
#### IFS on command substitution result
IFS=:; set -- $(echo 'a:b::c'); echo $#
#### IFS does not split literal text
IFS=a; echo banana; x=banana; echo $x
#### IFS in local function scope
f() { local IFS=,; set -- $1; echo $#; }; f 'a,b,c'; x='a,b'; set -- $x; echo $#
#### IFS with glob characters in value
IFS='*'; x='a*b'; set -- $x; echo $# "$1"
#### empty fields removed from unquoted expansion
e=; set -- $e "$e" $e; echo $#
#### IFS backslash
IFS='\'; x='a\b'; set -- $x; echo $# "$2"
#### unquoted $@ with IFS
set -- 'a b' c; IFS=:; for w in $@; do echo "[$w]"; done
for w in $*; do echo "<$w>"; done
#### unquoted array expansion with IFS
a=('x y' z); IFS=; for w in ${a[@]}; do echo "[$w]"; done; for w in ${a[*]}; do echo "<$w>"; done
#### IFS during assignment does not split
IFS=:; x='a:b'; y=$x; echo "$y"; z=($x); echo ${#z[@]}
#### IFS default on read with backslash continuation
printf 'a b\\\nc d\n' | { read x y; echo "[$x][$y]"; }
#### IFS multibyte separator
IFS='é'; x='aébéc'; set -- $x; echo $# "$2"
