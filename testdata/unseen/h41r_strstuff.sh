#### global replace and anchored replace
s="a-b-c-d"
echo "${s//-/_}" "${s/-/_}" "${s/#a/A}" "${s/%d/D}" "${s//[bc]/X}"
p="/usr/local/bin"
echo "${p//\//|}"
#### printf %q quotes for reuse in shell
for v in 'simple' 'with space' "it's" 'tab	here' '$HOME' '' 'a*b'; do printf '%q\n' "$v"; done
printf '%q\n' $'new\nline'
#### printf %q output can be evaluated back
orig=$'weird "value" with \'quotes\' and $dollar'
q=$(printf '%q' "$orig")
eval "back=$q"
[[ $back == "$orig" ]] && echo "same after eval"
#### case patterns for file types
classify() {
  case $1 in
    *.tar.gz|*.tgz) echo tarball ;;
    *.[ch]) echo c-source ;;
    *.py|*.pyw) echo python ;;
    [Mm]akefile) echo make ;;
    .*) echo hidden ;;
    *[!a-z0-9._-]*) echo odd-name ;;
    *) echo other ;;
  esac
}
for f in x.tgz a.tar.gz m.c m.h s.py Makefile .bashrc 'A B' plain; do printf '%-9s %s\n' "$f" "$(classify "$f")"; done
#### trimming whitespace with parameter expansion
s=$'  \t padded text \t '
t=${s#"${s%%[![:space:]]*}"}
t=${t%"${t##*[![:space:]]}"}
printf '[%s]\n' "$t"
read -r t2 <<< "$s"; printf '[%s]\n' "$t2"
echo "[$(echo "$s" | xargs)]"
#### upper lower and capitalize
w="hello World"
echo "${w^^}" "${w,,}" "${w^}" "${w~~}"
declare -u up=shout; echo "$up"
echo "$w" | tr '[:lower:]' '[:upper:]'
#### substring and length and negative offsets
s="abcdefgh"
echo "${s:2:3}" "${s: -3}" "${s: -3:2}" "${s:(-1)}" "${#s}"
echo "${s:10}|" "${s:2:-2}"
#### string contains starts and ends with
s="release/v1.2"
[[ $s == release/* ]] && echo starts
[[ $s == *v1* ]] && echo contains
[[ $s == *.2 ]] && echo ends
[[ $s =~ ^release/v([0-9]+) ]] && echo "major ${BASH_REMATCH[1]}"
case $s in *"/"*) echo "has slash" ;; esac
#### splitting a string on a delimiter into an array
csv="a,b,,d"
IFS=, read -r -a parts <<< "$csv"
echo "${#parts[@]}: ${parts[*]}"
for i in "${!parts[@]}"; do printf '%d=[%s] ' "$i" "${parts[i]}"; done; echo
IFS=, read -r -a p2 <<< "x,y,"; echo "${#p2[@]}"
#### joining an array with a delimiter
arr=(one "two three" four)
(IFS=,; echo "${arr[*]}")
join_by() { local d=$1 f=$2; shift 2 && printf '%s' "$f" "${@/#/$d}"; echo; }
join_by ' | ' "${arr[@]}"
printf -v joined '%s;' "${arr[@]}"; echo "${joined%;}"
#### here string with read multiple fields
read -r name age city <<< "Ann 34 New York"
echo "name=$name age=$age city=$city"
IFS=: read -r user _ uid _ <<< "root:x:0:0:root:/root:/bin/bash"
echo "$user $uid"
#### repeating strings and padding
printf -v bar '%*s' 10 ''; echo "[${bar// /#}]"
printf '%s\n' "$(printf 'ab%.0s' {1..3})"
printf '%-6s|%6s|\n' left right
s=7; printf '%03d %s\n' "$s" "$(printf '%*s' 5 "$s" | tr ' ' 0)"
#### string reverse and palindrome check
rev_str() { local s=$1 r= i; for ((i = ${#s} - 1; i >= 0; i--)); do r+=${s:i:1}; done; echo "$r"; }
for w in level hello Racecar; do
  r=$(rev_str "${w,,}")
  [[ $r == "${w,,}" ]] && echo "$w: palindrome" || echo "$w: no ($r)"
done
echo hello | rev
#### counting characters with parameter expansion
s="mississippi"
t=${s//[^s]/}; echo "s count: ${#t}"
echo "$s" | grep -o i | wc -l
echo "$s" | tr -cd p | wc -c
#### slugify a title
slug() { local s=${1,,}; s=${s//[^a-z0-9]/-}; while [[ $s == *--* ]]; do s=${s//--/-}; done; s=${s#-}; s=${s%-}; echo "$s"; }
slug "Hello, World!"
slug "  Bash  Scripts: 101 -- Tips "
echo "Ünïcode Títle" | iconv -f utf-8 -t ascii//TRANSLIT 2>/dev/null | tr '[:upper:] ' '[:lower:]-'
#### url parsing with parameter expansion
url="https://user@example.test:8443/path/to/page?q=1&x=2#frag"
proto=${url%%://*}; rest=${url#*://}
hostport=${rest%%/*}; path=/${rest#*/}
host=${hostport#*@}; port=${host##*:}; host=${host%:*}
query=${path#*\?}; query=${query%%#*}; path=${path%%\?*}
echo "proto=$proto host=$host port=$port path=$path query=$query"
#### escaping for regex and glob characters
s='a.b*c'
[[ 'a.b*c' == $s ]] && echo "glob match unquoted"
[[ 'aXbbbc' == $s ]] && echo "glob wildcard matched"
[[ 'aXbbbc' == "$s" ]] || echo "quoted literal no match"
grep -F "$s" <<< 'xx a.b*c yy'
grep -c "$s" <<< 'aXbc'
#### printf %b and echo -e escapes
printf '%b\n' 'tab:\there' 'nl:\\n-literal' '\x41\101'
echo -e 'a\tb\c never'
echo
echo 'a\tb'
#### random access into string with a while loop
s="key=value"
i=0
while [[ $i -lt ${#s} && ${s:i:1} != = ]]; do i=$((i+1)); done
echo "eq at $i: key=${s:0:i} val=${s:i+1}"
#### string comparison and sorting order in test
[[ apple < banana ]] && echo "apple first"
[[ B < a ]] && echo "B before a in C"
[[ 10 < 9 ]] && echo "string compare: 10 < 9"
(( 10 < 9 )) || echo "numeric: 10 > 9"
[ "abc" \> "abd" ] || echo "test: abc not > abd"
