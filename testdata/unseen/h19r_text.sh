#### replace all and anchored replace
s="a-b-c-d"; echo "${s//-/_} ${s/-/+} ${s/#a/A} ${s/%d/D} ${s//[bc]/}"
#### replace with empty pattern and slash in pattern
p=/usr/local/bin; echo "${p//\//:}"; echo "${p/\/usr/}"; echo "${p//}"
#### case modification operators
s="hello World"; echo "${s^^} ${s,,} ${s^} ${s~~} ${s^^[lo]}"
arr=(one two); echo "${arr[@]^}"
#### at Q quoting
s="it's a \"test\""; echo "${s@Q}"; e=$'tab\there'; echo "${e@Q}"; n=; echo "${n@Q}"
#### at Q on arrays and unset
a=(x 'y z' "q'r"); echo "${a[@]@Q}"; echo "[${unset_var@Q}]"
#### at E U L u a operators
s='line\nnext'; echo "${s@E}"; w=mixed; echo "${w@U} ${w@L} ${w@u}"
declare -i num=3; declare -a arr=(1); echo "${num@a} ${arr@a}"
#### at A assignment form
v="a b"; echo "${v@A}"; declare -A m=([k]=v); echo "${m@A}"
#### indirect prefix expansion
app_name=x app_port=80 app_host=h other=1
echo "${!app_@}"; for v in "${!app_@}"; do echo "$v=${!v}"; done
#### indirect prefix star vs at
pre_a=1 pre_b=2; echo "${!pre_*}"; set -- "${!pre_@}"; echo $#
#### indirect array keys
declare -A h=([z]=1 [a]=2); keys=("${!h[@]}"); echo "${#keys[@]}"
arr=([3]=c [1]=a); echo "${!arr[@]}"
#### printf q quoting
printf '%q\n' "hello world" "it's" '$HOME' $'a\nb' '' 'plain'
#### printf q round trip through eval
orig=$'weird "quotes" and \\ and\ttab'; q=$(printf '%q' "$orig"); eval "back=$q"
[[ $back == "$orig" ]] && echo same
#### read -a splits into array
read -ra parts <<< "alpha beta   gamma"; echo "${#parts[@]} ${parts[2]}"
IFS=, read -ra csv <<< "a,,c,"; echo "${#csv[@]}"; printf '[%s]' "${csv[@]}"; echo
#### read -a with IFS colon path
IFS=: read -ra dirs <<< "/usr/bin:/bin::/opt/x"; printf '<%s>\n' "${dirs[@]}"
#### IFS join with star
arr=(a b c); (IFS=,; echo "${arr[*]}"); (IFS=; echo "${arr[*]}"); (IFS=' -'; echo "${arr[*]}")
#### join function with separator
join_by() { local d=${1-} f=${2-}; if shift 2; then printf %s "$f" "${@/#/$d}"; fi; }
join_by , a b c; echo; join_by ' | ' x; echo; join_by - ; echo "st=$?"
#### split string on multi char delimiter
s="one::two::three"; arr=(); while [[ $s == *::* ]]; do arr+=("${s%%::*}"); s=${s#*::}; done; arr+=("$s")
printf '%s\n' "${arr[@]}"
#### IFS whitespace vs non-whitespace
IFS=' ,' read -r a b c <<< "  x , y,z  "; echo "[$a][$b][$c]"
IFS=',' read -r a b c <<< ",y,"; echo "[$a][$b][$c]"
#### read last var gets rest
read -r first rest <<< "cmd arg1  arg2 arg3"; echo "[$first][$rest]"
IFS=: read -r u p x <<< "root:x:0:0:root:/root:/bin/bash"; echo "[$u][$x]"
#### semver regex with BASH_REMATCH
re='^v?([0-9]+)\.([0-9]+)\.([0-9]+)(-([0-9A-Za-z.-]+))?(\+([0-9A-Za-z.-]+))?$'
for v in 1.2.3 v10.0.1-rc.1 2.0.0+build.5 1.2 1.2.3-beta+exp.sha; do
  if [[ $v =~ $re ]]; then echo "$v -> ${BASH_REMATCH[1]} ${BASH_REMATCH[2]} ${BASH_REMATCH[3]} pre=${BASH_REMATCH[5]} build=${BASH_REMATCH[7]}"; else echo "$v invalid"; fi
done
#### url parsing regex
re='^([a-z]+)://(([^:@/]+)(:([^@/]*))?@)?([^:/]+)(:([0-9]+))?(/[^?#]*)?(\?([^#]*))?(#(.*))?$'
for u in "https://example.com/path/x?q=1#frag" "ftp://user:pw@host:21/" "http://h"; do
  [[ $u =~ $re ]] && echo "scheme=${BASH_REMATCH[1]} user=${BASH_REMATCH[3]} pass=${BASH_REMATCH[5]} host=${BASH_REMATCH[6]} port=${BASH_REMATCH[8]} path=${BASH_REMATCH[9]} query=${BASH_REMATCH[11]} frag=${BASH_REMATCH[13]}"
done
#### key value regex loop
text='name=alpha size=12 empty= quoted="a b"'
re='([a-z]+)=("[^"]*"|[^ ]*)'
while [[ $text =~ $re ]]; do echo "k=${BASH_REMATCH[1]} v=${BASH_REMATCH[2]}"; text=${text#*"${BASH_REMATCH[0]}"}; done
#### regex quoted part is literal
s='a.c'; [[ abc =~ a.c ]] && echo 1; [[ abc =~ "a.c" ]] || echo 2; [[ a.c =~ ^a"."c$ ]] && echo 3
#### BASH_REMATCH after failed match
[[ abc =~ (b) ]]; echo "${BASH_REMATCH[1]}"; [[ abc =~ (z) ]]; echo "n=${#BASH_REMATCH[@]}"
#### regex with char classes and anchors
for s in "2026-12-06" "2026-1-6" "x2026-12-06"; do [[ $s =~ ^([0-9]{4})-([0-9]{2})-([0-9]{2})$ ]] && echo "ok $s ${BASH_REMATCH[2]}" || echo "bad $s"; done
#### here-string adds trailing newline
wc -c <<< "abc"; cat <<< ""; od -c <<< $'x\ty' | head -1
#### here-string with expansion and word splitting not done
v="a   b"; cat <<< $v; cat <<< "$v"; x=(1 2 3); cat <<< "${x[@]}"
#### mapfile with callback
mapfile -t -C 'echo cb' -c 2 lines < <(printf 'l%s\n' 1 2 3 4 5); echo "${#lines[@]}"
#### mapfile callback arguments
show() { echo "idx=$1 line=[$2]"; }
printf 'a\nb\nc\n' | { mapfile -C show -c 1 arr; echo "n=${#arr[@]}"; }
#### mapfile origin skip and count
printf '%s\n' a b c d e > in.txt; mapfile -t -s 1 -n 2 -O 5 arr < in.txt; declare -p arr
#### mapfile delimiter
printf 'x\0y\0z\0' > nul.txt; mapfile -d '' -t arr < nul.txt; echo "${#arr[@]} ${arr[*]}"
printf 'a,b,c' | { mapfile -d , arr; printf '[%s]' "${arr[@]}"; echo; }
#### printf percent b escapes
printf '%b\n' 'a\tb' 'c\\d' '\x41\0102\u00e9' 'stop\cnever'
printf '%s|%b|\n' '\n' '\n'
#### printf star width and precision
printf '[%*d]\n' 5 42; printf '[%-*s]\n' 6 ab; printf '[%.*f]\n' 2 3.14159; printf '[%*.*s]\n' 6 2 abcdef
#### printf reuses format for extra args
printf '%s=%s\n' a 1 b 2 c; printf '%d %d\n' 1 2 3
#### printf time format with fixed epoch
TZ=UTC printf '%(%Y-%m-%d %H:%M:%S)T\n' 86400
TZ=UTC printf '%(%A %j)T|%(%s)T\n' 1000000000 1234567890
#### printf time format default strftime and -1 not used
TZ=UTC printf '[%(%F)T] [%10(%H:%M)T]\n' 0 3600
#### printf time format in printf -v
TZ=UTC printf -v stamp '%(%Y%m%dT%H%M%SZ)T' 1700000000; echo "$stamp"
#### printf numeric conversions
printf '%x %X %o %e %g %5.1f%%\n' 255 255 8 1234.5 0.0001 99.44
printf '%d\n' "'A" '"B'; printf '%c%c\n' hello world
#### printf invalid number
printf '%d\n' abc 2>&1; echo st=$?; printf '%d\n' 12abc 2>&1; echo st=$?
#### printf missing args default
printf '%s-%d-%b|\n'; printf '[%5s][%-5s]\n' x
#### string length and substrings
s=abcdefgh; echo "${#s} ${s:2:3} ${s: -3} ${s:(-3):2} ${s:5} ${s::2}"
#### substring negative length
s=abcdefgh; echo "${s:1:-2} ${s: -4:-1}"; ( echo "${s:5:-4}" ) 2>&1
#### trim whitespace with extglob
shopt -s extglob; s=$'  \t padded text \n '; t=${s##+([[:space:]])}; t=${t%%+([[:space:]])}; echo "[$t]"
#### extglob patterns in case and expansion
shopt -s extglob
for f in a.tar.gz b.zip c.txt d.tgz; do case $f in *.@(tar.gz|tgz)) echo "tarball $f";; !(*.txt)) echo "other $f";; *) echo "text $f";; esac; done
#### remove prefix suffix longest shortest
p=/a/b/c.tar.gz; echo "${p#*/} ${p##*/} ${p%.*} ${p%%.*}"
#### basename dirname without tools
path=/srv/www/site/index.html; echo "${path##*/} ${path%/*}"
path=file; echo "${path##*/} ${path%/*}"
#### count occurrences of char
s="a,b,,c,d"; c=${s//[^,]}; echo ${#c}
#### reverse string loop
s=hello; r=; for ((i=${#s}-1; i>=0; i--)); do r+=${s:i:1}; done; echo "$r"
#### character codes with printf
printf '%d %d\n' "'a" "'Z"; printf "\\$(printf '%03o' 66)\n"; printf '%02x' "'~"; echo
#### to upper via declare -u and -l
declare -u up; up="mixed Case"; declare -l lo=ABC; echo "$up $lo"; up+=xyz; echo "$up"
#### capitalize words
s="the quick brown fox"; read -ra w <<< "$s"; echo "${w[@]^}"
#### pad and align table
printf '%-8s %5s\n' NAME SIZE; for r in "alpha 12" "beta 3456"; do set -- $r; printf '%-8s %5d\n' "$1" "$2"; done
#### repeat char with printf
printf -v line '%*s' 20 ''; echo "${line// /=}"; printf '%.0s-' {1..5}; echo
#### string contains startswith endswith
s="foobar"; [[ $s == *oba* ]] && echo contains; [[ $s == foo* ]] && echo starts; [[ $s == *bar ]] && echo ends; [[ $s == "*bar" ]] || echo literal
#### url encode in pure bash
urlencode() { local s=$1 i c out=; for ((i=0; i<${#s}; i++)); do c=${s:i:1}; case $c in [a-zA-Z0-9.~_-]) out+=$c;; *) printf -v c '%%%02X' "'$c"; out+=$c;; esac; done; echo "$out"; }
urlencode "a b&c=d/e?"
#### url decode
urldecode() { local s=${1//+/ }; printf '%b\n' "${s//%/\\x}"; }
urldecode 'a%20b%26c+d'
#### json escape helper
json_escape() { local s=$1; s=${s//\\/\\\\}; s=${s//\"/\\\"}; s=${s//$'\n'/\\n}; s=${s//$'\t'/\\t}; printf '"%s"' "$s"; }
json_escape $'say "hi"\n\tpath\\x'; echo
#### build json from assoc
declare -A o=([name]=demo [port]=80); out='{'; for k in $(printf '%s\n' "${!o[@]}" | sort); do out+="\"$k\":\"${o[$k]}\","; done; out=${out%,}'}'; echo "$out"
#### ini parsing with sections
cat > a.ini <<'I'
[server]
host = localhost
port = 8080
[client]
retries=3
I
sec=; while IFS= read -r line; do
  case $line in \[*\]) sec=${line:1:-1};; *=*) k=${line%%=*}; v=${line#*=}; k=${k%% }; v=${v# }; echo "$sec.$k=$v";; esac
done < a.ini
#### parse csv with quoted fields via regex
line='a,"b,c",d'; fields=(); while [[ $line ]]; do
  if [[ $line =~ ^\"([^\"]*)\"(,|$) ]]; then fields+=("${BASH_REMATCH[1]}"); else fields+=("${line%%,*}"); [[ $line == *,* ]] || { line=; break; }; line=${line#*,}; continue; fi
  line=${line:${#BASH_REMATCH[0]}}
done; printf '<%s>' "${fields[@]}"; echo
#### word frequency with assoc
declare -A freq; for w in the cat the hat the end cat; do ((freq[$w]++)); done
for k in "${!freq[@]}"; do echo "$k ${freq[$k]}"; done | sort -k2,2nr -k1,1
#### dedupe array preserving order
declare -A seen; out=(); for x in b a b c a d; do [[ ${seen[$x]+x} ]] || { seen[$x]=1; out+=("$x"); }; done; echo "${out[*]}"
#### array slice and remove element
a=(0 1 2 3 4 5); echo "${a[@]:2:3}"; unset 'a[2]'; echo "${a[@]} ${!a[@]}"; a=("${a[@]}"); echo "${!a[@]}"
#### array pattern operations on all elements
files=(a.txt b.txt c.md); echo "${files[@]%.txt}"; echo "${files[@]/#/dir/}"; echo "${files[@]//./_}"
#### array contains check
contains() { local n=$1; shift; local e; for e; do [[ $e == "$n" ]] && return 0; done; return 1; }
arr=("a b" c); contains "a b" "${arr[@]}" && echo yes; contains a "${arr[@]}" || echo no
#### sort array without external
arr=(5 3 9 1); for ((i=0;i<${#arr[@]};i++)); do for ((j=i+1;j<${#arr[@]};j++)); do ((arr[j]<arr[i])) && { t=${arr[i]}; arr[i]=${arr[j]}; arr[j]=$t; }; done; done; echo "${arr[*]}"
#### string to char array
s=héllo; chars=(); for ((i=0;i<${#s};i++)); do chars+=("${s:i:1}"); done; echo "${#chars[@]} ${chars[1]}"
#### printf q with unicode and control
printf '%q\n' 'héllo' $'\e[0m' 'a*b' '~user'
#### declare -p of special strings
s=$'a\nb'; declare -p s; t='x"y$z'; declare -p t
#### quoting at K for assoc
declare -A m=([a]=1 ['b c']='x y'); echo "${m[@]@K}" | tr ' ' '\n' | sort | tr '\n' ' '; echo
#### here doc with tabs stripped
if true; then
	cat <<-EOT
	indented line
		double
	EOT
fi
#### heredoc quoted delimiter no expansion
v=x; cat <<'E'
$v `cmd` \n
E
cat <<E
$v \$v \\
E
#### tr-free rot13
rot13() { local s=$1 out= c i; local -r a=abcdefghijklmnopqrstuvwxyz; for ((i=0;i<${#s};i++)); do c=${s:i:1}; if [[ $c == [a-z] ]]; then local t=${a%%"$c"*}; out+=${a:$(( (${#t}+13)%26 )):1}; else out+=$c; fi; done; echo "$out"; }
rot13 "hello, world"
#### numbers with leading zeros
n=08; echo $((10#$n + 1)); ( echo $((n + 1)) ) 2>&1; printf '%03d\n' $((10#$n))
#### human readable size
human() { local b=$1 u=(B K M G) i=0; while ((b >= 1024 && i < 3)); do ((b /= 1024, i++)); done; echo "$b${u[i]}"; }
human 512; human 2048; human 5000000; human $((3*1024**3))
#### base conversion arithmetic
echo $((16#ff)) $((2#1011)) $((8#17)) $((36#zz)); printf '%o %x\n' 64 64
( echo $((2#102)) ) 2>&1
#### string comparisons sort order in cond
[[ apple < banana ]] && echo lt; [[ B < a ]] && echo upper-first; [[ 10 < 9 ]] && echo string-compare
#### at Q of array elements and empty
a=('' 'x y' $'n\nl'); echo "${a[@]@Q}" "${a[*]@Q}"; b=(); echo "[${b[@]@Q}]"
#### at Q of positional and at E of positional
set -- "a'b" 'c\td'; echo "${@@Q}"; echo "${2@E}"
#### at P at A at a for various
declare -ai nums=(1 2); declare -A m=([x]=1); declare -rx RX=1
echo "${nums@a} ${m@a} ${RX@a}"; echo "${nums[@]@A}"; echo "${RX@A}"
#### at K and at k
declare -A h=([one]=1); a=(x y); echo "${h[@]@K}"; echo "${a[@]@K}"; echo "${a[@]@k}"
#### case mod with pattern
s=banana; echo "${s^^a} ${s//a/A} ${s^[bn]} ${s,,[A-Z]}"; S=BANANA; echo "${S,,N}"
#### case mod on arrays and positional
set -- alpha beta; echo "${@^}" "${*^^}"; a=(Xy Zw); echo "${a[@],}" "${a[@],,}"
#### indirect with array element reference
arr=(a b c); ref='arr[1]'; echo "${!ref}"; ref2='arr[@]'; echo "${!ref2}"
#### indirect expansion with default
name=missing_h19r; echo "${!name:-fallback}"; target=val; val=42; echo "${!target}"
#### prefix names in function locals
f() { local cfg_a=1 cfg_b=2; echo "${!cfg_@}"; }; cfg_c=3; f; echo "${!cfg_@}"
#### printf q and @Q difference
s="a b'c"; printf '%q\n' "$s"; echo "${s@Q}"; printf '%q\n' '!x' '#y' 'x#' '=' '{a,b}'
#### printf q with empty and newline only
printf '[%q]\n' '' $'\n' ' ' $'\t x'
#### printf Q with precision
printf '%.3q|\n' abcdef 2>&1 | head -1
#### read -a with backslashes and -r
read -a a <<< 'x\ y z\\w'; printf '<%s>' "${a[@]}"; echo; read -ra b <<< 'x\ y'; printf '<%s>' "${b[@]}"; echo
#### read -d and -n
read -d , first <<< "one,two"; echo "[$first]"; read -n 3 three <<< "abcdef"; echo "[$three]"; read -N 4 four <<< $'ab\ncd'; echo "[$four]" | od -c | head -1
#### read into array with IFS newline
IFS=$'\n' read -d '' -ra lines <<< $'l1\nl2 x\n\nl4'; echo "${#lines[@]}"; printf '<%s>' "${lines[@]}"; echo
#### read status at eof without newline
printf 'last' > nonl; while read -r line; do echo "got $line"; done < nonl; echo "tail=[$line]"
while read -r line || [[ -n $line ]]; do echo "got $line"; done < nonl
#### IFS unset vs empty
s="a  b"; unset IFS; set -- $s; echo $#; IFS=; set -- $s; echo $#; IFS=$' \t\n'
#### IFS with glob characters
IFS='*'; s='a*b*c'; set -- $s; echo "$# $2"; unset IFS
#### mapfile -C with count zero and large
mapfile -t -C 'echo cb' -c 3 arr < <(printf '%s\n' 1 2 3 4 5 6 7); echo "${#arr[@]}"
#### mapfile -C callback modifies variable
total=0; add() { ((total += ${#2})); }; mapfile -C add -c 1 arr <<< $'ab\ncde\nf'; echo "total=$total n=${#arr[@]}"
#### mapfile errors
mapfile -c 0 x <<< a 2>&1; echo st=$?; mapfile -C 2>&1; echo st=$?; mapfile -u 9 y 2>&1; echo st=$?
#### mapfile into readonly
readonly ro; mapfile ro <<< x 2>&1; echo st=$?
#### regex BASH_REMATCH with optional groups unset
[[ ab =~ (a)(x)?(b) ]]; declare -p BASH_REMATCH
#### regex special chars from variable
re='^\[(.*)\]$'; [[ '[sec]' =~ $re ]] && echo "${BASH_REMATCH[1]}"; re2='a|b'; [[ b =~ $re2 ]] && echo alt
#### regex with spaces needs variable or quoting
[[ "a b" =~ a\ b ]] && echo esc; [[ "a b" =~ a" "b ]] && echo q; re='a b'; [[ "a b" =~ $re ]] && echo var
#### BASH_REMATCH is readonly-ish assignment
[[ abc =~ b ]]; BASH_REMATCH=(x); echo "${BASH_REMATCH[@]}"
#### regex greedy and nested groups
[[ "key=val=more" =~ ^([^=]+)=(.*)$ ]] && echo "${BASH_REMATCH[1]}|${BASH_REMATCH[2]}"
[[ "2026-12-06T10:20:30Z" =~ ^(([0-9]+)-([0-9]+)-([0-9]+))T((.+))Z$ ]] && echo "${#BASH_REMATCH[@]} ${BASH_REMATCH[1]} ${BASH_REMATCH[6]}"
#### printf b with octal and hex forms
printf '%b|' '\0101' '\101' '\x4a' '\u263a' '\e' | od -c | head -2
#### printf escapes in format vs b
printf 'a\101\x42\n'; printf '%s\n' 'a\101'; printf '\u00e9\n'
#### printf star with negative width
printf '[%*s]\n' -5 ab; printf '[%-*d]\n' -3 7
#### printf star missing argument
printf '[%*d]\n' 4; printf '[%.*s]\n' 2
#### printf time with widths and escapes
TZ=UTC printf '%(%H:%M)T|%-12(%d/%m/%y)T|\n' 7200 86400
#### printf time with TZ variants
TZ=UTC printf '%(%z %Z)T\n' 0; TZ=UTC-2 printf '%(%H %z)T\n' 0
#### printf time multiple with arg reuse
TZ=UTC printf '%(%s)T=%s\n' 5 five 10 ten
#### printf time percent literal
TZ=UTC printf '%(%%Y is %Y)T\n' 0; TZ=UTC printf '%()T\n' 0 | wc -c
#### printf v with time and array
TZ=UTC printf -v 'a[1]' '%(%Y)T' 0; echo "${a[1]}"
#### printf errors invalid format
printf '%z\n' 1 2>&1; echo st=$?; printf '%' 2>&1; echo st=$?
#### printf float formats
printf '%.2f %.0f %.0f %e %G\n' 2.675 0.5 1.5 0 1e-10
printf '%f\n' 1e400 2>&1 | head -1
#### printf integer overflow
printf '%d\n' 99999999999999999999 2>&1; echo st=$?; printf '%u\n' -1
#### here-string with command substitution and trailing newlines
cat <<< "$(printf 'a\n\n\n')" | od -c | head -1
#### here-string to while with IFS
while IFS=: read -r k v; do echo "$k -> $v"; done <<< $'a:1\nb:2:3'
#### substring expansion on arrays
a=(a b c d e); echo "${a[@]:1:2}" "${a[@]: -2}" "${a[*]:0:1}"; set -- p q r; echo "${@:0:2}" "${@:2}"
#### string replace with special replacement
s=aaa; echo "${s/a/&}" "${s//a/\&}"; shopt -s patsub_replacement; echo "${s//a/<&>}"; shopt -u patsub_replacement; echo "${s//a/<&>}"
#### pattern with bracket expressions in replace
s='a1b2-c3'; echo "${s//[0-9]/#}" "${s//[![:alpha:]]}" "${s//[-]/_}"
#### nocasematch affects replace and case
shopt -s nocasematch; s=HeLLo; echo "${s//l/_}"; case ABC in abc) echo matched;; esac; [[ X == x ]] && echo cond; shopt -u nocasematch
#### length of multibyte and bytes
s='héllo'; echo ${#s}; LC_ALL=C; echo ${#s}
#### printf of multibyte with width
printf '[%5s][%-5s]\n' é ñb
#### tr-free lower upper on unicode
s='ÉCOLE straße'; echo "${s,,} ${s^^}"
#### trim with parameter expansion all whitespace
s=$' \t '; t=${s#"${s%%[![:space:]]*}"}; echo "[${t}]"
#### key value split on first equals
kv='a=b=c'; echo "${kv%%=*} ${kv#*=}"; kv='noeq'; echo "${kv%%=*} ${kv#*=}"
#### string repetition and padding with printf -v
printf -v s '%s' {a..c}{1,2}; echo "$s"; printf -v z '%05.1f' 3.14159; echo "$z"
#### declare -p for arrays with special values
a=([0]='x y' [5]=$'t\tb' [2]='') ; declare -p a; declare -A m=(['k"q']=1); declare -p m
