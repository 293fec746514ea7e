#### trim leading and trailing whitespace bible style
trim_string() {
    : "${1#"${1%%[![:space:]]*}"}"
    : "${_%"${_##*[![:space:]]}"}"
    printf '%s\n' "$_"
}
trim_string "    Hello,  World    "
trim_string "$(printf '\t x y \t')"
trim_string ""
echo "[$(trim_string '   ')]"
#### trim all white space and truncate spaces
trim_all() {
    set -f
    set -- $*
    printf '%s\n' "$*"
    set +f
}
trim_all "    Hello,    World    "
trim_all "  a   *   b  "
#### regex helper with BASH_REMATCH
regex() {
    [[ $1 =~ $2 ]] && printf '%s\n' "${BASH_REMATCH[1]}"
}
regex '    hello' '^\s*(.*)'
regex "#FFFFFF" '^(#?([a-fA-F0-9]{6}|[a-fA-F0-9]{3}))$'
regex "red" '^(#?([a-fA-F0-9]{6}|[a-fA-F0-9]{3}))$'; echo st=$?
#### split on a delimiter into array
split() {
   IFS=$'\n' read -d "" -ra arr <<< "${1//$2/$'\n'}"
   printf '%s\n' "${arr[@]}"
}
split "apples,oranges,pears,grapes" ","
echo ---
split "1, 2, 3, 4, 5" ", "
echo ---
split "hello---world---my---name---is---john" "---"
#### lower upper title case via expansions
s="hello WORLD from Bash"
printf '%s\n' "${s,,}" "${s^^}" "${s^}" "${s~~}" "${s~}"
words=($s)
printf '%s ' "${words[@]^}"; echo
printf '%s ' "${words[@],}"; echo
echo "${s^^[lo]}"
echo "${s,,[WB]}"
#### reverse case and string reverse loop
s="Hello World"
rev=""
for ((i=${#s}-1; i>=0; i--)); do rev+=${s:i:1}; done
echo "$rev"
echo "${s~~}"
#### strip ANSI colour sequences with sed and extglob
shopt -s extglob
s=$'\e[1;31mERROR\e[0m: disk \e[33mfull\e[0m'
printf '%s\n' "$s" | sed 's/\x1b\[[0-9;]*m//g'
clean=${s//$'\e'[\[(]*([0-9;])[@-n]/}
printf '%q\n' "$clean"
#### urlencode urldecode
urlencode() {
    local LC_ALL=C
    for (( i = 0; i < ${#1}; i++ )); do
        : "${1:i:1}"
        case "$_" in
            [a-zA-Z0-9.~_-])
                printf '%s' "$_"
            ;;
            *)
                printf '%%%02X' "'$_"
            ;;
        esac
    done
    printf '\n'
}
urldecode() {
    : "${1//+/ }"
    printf '%b\n' "${_//%/\\x}"
}
urlencode "https://github.com/dylanaraps/pure-bash-bible?x=1 2&y=é"
urldecode "https%3A%2F%2Fgithub.com%2Fa%20b+c"
#### printf char codes of strings
for c in A a 0 ' ' '~' ; do printf '%s=%d 0x%02x\n' "$c" "'$c" "'$c"; done
printf '%d\n' '"B'
printf '%d\n' "'"
#### string contains starts ends with
var="hello world"
[[ $var == *world* ]] && echo contains
[[ $var == hello* ]] && echo starts
[[ $var == *"world" ]] && echo ends
[[ $var != *xyz* ]] && echo lacks
case $var in *" "*) echo has-space;; esac
sub="lo w"
[[ $var == *"$sub"* ]] && echo quoted-sub
[[ $var == *$sub* ]] && echo unquoted-sub
#### strip pattern first last all
str="The Quick Brown Fox"
echo "${str/[aeiou]/}"
echo "${str//[aeiou]/}"
echo "${str#*[[:space:]]}"
echo "${str##*[[:space:]]}"
echo "${str%[[:space:]]*}"
echo "${str%%[[:space:]]*}"
echo "${str/#The/A}"
echo "${str/%Fox/Dog}"
echo "${str//o/0}"
#### count characters and words
s="a,b,,c,d"
commas=${s//[^,]}
echo ${#commas}
IFS=, read -ra parts <<< "$s"
echo ${#parts[@]}
printf '<%s>' "${parts[@]}"; echo
#### join array with a multichar delimiter
join_by() { local d=${1-} f=${2-}; if shift 2; then printf %s "$f" "${@/#/$d}"; fi; }
join_by , a b c; echo
join_by ' - ' x y; echo
join_by / solo; echo
join_by , ; echo "st=$?"
arr=(one "two words" three)
(IFS=:; echo "${arr[*]}")
#### printf -v builds strings
printf -v line '%*s' 20 ''
echo "[${line// /-}]"
printf -v padded '%-8s|%8s|' left right
echo "$padded"
printf -v num '%05.1f' 3.14159
echo "$num"
printf -v 'arr[2]' '%s' two
declare -p arr
#### repeat a string n times
repeat() { local out; printf -v out "%${2}s"; printf '%s\n' "${out// /$1}"; }
repeat = 10
repeat ab 3
repeat x 0
#### substring expansions and negative offsets
s=abcdefghij
echo "${s:3}" "${s:3:2}" "${s: -3}" "${s: -3:2}" "${s:(-4)}" "${s:2:-2}"
echo "${s:20}|" "${s: -20}|"
echo "${s:0:0}|"
i=2; n=3
echo "${s:i:n}" "${s:i+1:n*2}"
#### string length of multibyte in UTF-8
s="héllo wörld"
echo ${#s}
echo "${s:1:1}"
echo "${s^^}"
LC_ALL=C; t="é"; echo ${#t}
#### is_int is_float validators
is_int() { [[ $1 =~ ^-?[0-9]+$ ]]; }
is_float() { [[ $1 =~ ^-?[0-9]*\.[0-9]+$ ]]; }
for v in 42 -7 3.14 .5 abc 1e3 "" -; do
  printf '%-5s int=%s float=%s\n' "$v" "$(is_int "$v" && echo y || echo n)" "$(is_float "$v" && echo y || echo n)"
done
#### regex with quoted parts literal
s="a.c"
[[ abc =~ a.c ]] && echo unquoted-dot-matches
[[ abc =~ "a.c" ]] || echo quoted-dot-literal
re="a.c"
[[ abc =~ $re ]] && echo var-regex
[[ abc =~ "$re" ]] || echo quoted-var-literal
[[ 'x+y' =~ x\+y ]] && echo escaped-plus
[[ 'a b' =~ a\ b ]] && echo escaped-space
[[ 'a b' =~ ^a[[:space:]]b$ ]] && echo class
#### BASH_REMATCH groups and nested
if [[ "2024-03-15T10:20:30" =~ ^([0-9]{4})-([0-9]{2})-([0-9]{2})T(([0-9]{2}):([0-9]{2})) ]]; then
  for i in "${!BASH_REMATCH[@]}"; do echo "$i=${BASH_REMATCH[i]}"; done
fi
[[ nomatch =~ ^([0-9]+)$ ]]
echo "after fail: ${#BASH_REMATCH[@]}"
declare -p BASH_REMATCH
#### regex optional group unset
[[ "ab" =~ (a)(x)?(b) ]]
declare -p BASH_REMATCH
echo "[${BASH_REMATCH[2]}]"
#### extract key value pairs with regex loop
s="name=alice age=30 city=paris"
re='([a-z]+)=([a-z0-9]+)'
while [[ $s =~ $re ]]; do
  echo "${BASH_REMATCH[1]} -> ${BASH_REMATCH[2]}"
  s=${s#*"${BASH_REMATCH[0]}"}
done
#### title case each word
title() {
  local out="" w
  for w in $1; do out+="${w^} "; done
  echo "${out% }"
}
title "the quick brown fox"
title "ALREADY upper"
s="snake_case_name_here"
IFS=_ read -ra p <<< "$s"
camel=${p[0]}; for w in "${p[@]:1}"; do camel+=${w^}; done
echo "$camel"
#### camel to snake with sed and loop
s="myVariableNameHTTP"
echo "$s" | sed -E 's/([a-z0-9])([A-Z])/\1_\2/g' | tr '[:upper:]' '[:lower:]'
out=""
for ((i=0;i<${#s};i++)); do
  c=${s:i:1}
  if [[ $c == [A-Z] ]]; then out+="_${c,}"; else out+=$c; fi
done
echo "$out"
#### strip quotes and first last char
s='"quoted value"'
echo "${s//\"}"
t="'single'"
echo "${t:1:${#t}-2}"
echo "${s#\"}" ; echo "${s%\"}"
#### percent escapes in printf q and Q
s=$'tab\there new\nline "q" $x'
printf '%q\n' "$s"
echo "${s@Q}"
printf '%q\n' '' 'a b' "it's" '~user' '*'
#### string compare lexicographic
a=apple b=banana
[[ $a < $b ]] && echo "$a < $b"
[[ B < a ]] && echo "B < a"
[[ 10 < 9 ]] && echo "10 < 9 string"
(( 10 < 9 )) || echo "10 >= 9 numeric"
[ "$a" \< "$b" ] && echo test-lt
#### basename dirname in pure bash
p=/usr/local/lib/libfoo.so.1
echo "${p##*/}" "${p%/*}"
f=archive.tar.gz
echo "${f%.*}" "${f%%.*}" "${f#*.}" "${f##*.}"
p2=/trailing/slash/
tmp=${p2%"${p2##*[!/]}"}
echo "${tmp##*/}"
echo "${tmp%/*}"
#### string hex and octal dump via printf
s="Hi!"
for ((i=0;i<${#s};i++)); do printf '%02x ' "'${s:i:1}"; done; echo
printf '%o %x %X %#x %#o\n' 255 255 255 255 255
printf '\x48\x69\n'
printf '\110\151\n'
printf '%b\n' '\0110\0151' 'a\tb' '\u00e9\U0001F600x'
#### padding and alignment table
printf '%-10s|%5s|%-6s\n' Name Qty Price
while read -r name qty price; do
  printf '%-10s|%5d|%6.2f\n' "$name" "$qty" "$price"
done <<'END'
apple 3 1.5
banana 12 0.25
cherry 100 10
END
#### parameter expansion transformation operators
v="hello world"
echo "${v@U}" "${v@u}" "${v@L}"
arr=(a 'b c')
echo "${arr[@]@Q}"
declare -A m=([k]=v)
echo "${m[@]@A}" 2>&1 | head -1
x='$HOME/\t'
echo "${x@E}"
f() { local -i n=3; echo "${n@a}"; }; f
declare -r ro=1; echo "${ro@a}"
#### indirect with prefix listing
app_name=demo app_ver=1.2 app_port=8080 other=x
for v in "${!app_@}"; do printf '%s=%s\n' "$v" "${!v}"; done
echo "${!app_*}"
