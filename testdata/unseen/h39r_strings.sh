#### parameter expansion path pieces
f="/home/user/projects/my app/src/main.test.go"
echo "${f##*/}"
echo "${f%/*}"
echo "${f##*.}"
echo "${f%.*}"
b=${f##*/}
echo "${b%%.*}"
#### case conversion expansions
s="hello World"
echo "${s^}" "${s^^}" "${s,,}" "${s~~}"
echo "exit=$?"
#### substring and negative offsets
s=abcdefgh
echo "${s:2:3} ${s: -3} ${s: -5:2} ${s:0:${#s}-1}"
echo "exit=$?"
#### replace all and anchored replace
s="a-b-c-d"
echo "${s//-/_}" "${s/-/_}" "${s/#a/A}" "${s/%d/D}"
p="  padded  "
echo "[${p// /}]"
#### trim whitespace function
trim() { local s=$1; s="${s#"${s%%[![:space:]]*}"}"; s="${s%"${s##*[![:space:]]}"}"; printf '[%s]\n' "$s"; }
trim '   hello world   '
trim $'\t x \n'
trim ''
#### string length and padding with printf
for w in a bb cccc
do printf '%-6s|%6s|%s\n' "$w" "$w" "${#w}"
done
#### assoc array word count sorted output
text="the cat and the hat and the bat"
declare -A wc
for w in $text; do ((wc[$w]++)); done
for w in "${!wc[@]}"; do echo "${wc[$w]} $w"; done | sort -k1,1nr -k2
#### indexed array operations
a=(zero one two three)
a+=(four); unset 'a[1]'
echo "${#a[@]} ${a[*]} idx=${!a[*]}"
echo "${a[@]:1:2}"; echo "last=${a[-1]}"
#### array from command output and mapfile
mapfile -t lines < <(printf 'x\ny y\nz\n')
echo "${#lines[@]}: ${lines[1]}"
IFS=$'\n' read -r -d '' -a arr < <(printf 'p\nq\n') ; echo "${arr[*]}"
#### array contains function
contains() { local x=$1; shift; local e; for e; do [[ $e == "$x" ]] && return 0; done; return 1; }
list=(red green "light blue")
contains green "${list[@]}" && echo yes; contains blue "${list[@]}" || echo no; contains "light blue" "${list[@]}" && echo yes2
#### sort an array
arr=(pear apple "fig tree" banana)
IFS=$'\n' sorted=($(sort <<< "${arr[*]}")); unset IFS
printf '%s\n' "${sorted[@]}"
#### dedupe array with assoc
in=(b a c a b d); declare -A seen; out=()
for x in "${in[@]}"; do [[ -n ${seen[$x]} ]] || { seen[$x]=1; out+=("$x"); }; done
echo "${out[@]}"
#### printf report with totals
items=("disk:80" "mem:45" "cpu:99")
printf '%-6s %5s\n' RES PCT; printf '%s\n' '------------'
for it in "${items[@]}"; do printf '%-6s %4d%%\n' "${it%%:*}" "${it#*:}"; done
#### printf number formats
printf '%d %5.2f %e %x %o %c %%\n' 42 3.14159 12345.678 255 8 Zebra
printf '%+d %05d %-5d| %.3s\n' 5 42 7 abcdef
printf "%'d\n" 1234567 2>/dev/null || true
#### printf reuses format
printf '%s=%s\n' a 1 b 2 c
printf '[%3s]' 1 22 333 4444
echo
#### printf -v and escapes
printf -v out '%s-%s' x y
echo "$out"
printf '%b\n' 'tab\there' 'nl\\n'
printf '%q\n' "it's a \$test"
#### string repeat and separator line
line=$(printf '=%.0s' {1..20})
echo "$line"
printf -- '-%.0s' $(seq 5)
echo
#### split string by delimiter into array
IFS=: read -ra parts <<< "/usr/local/bin:/usr/bin::/bin"
echo "${#parts[@]}"
for p in "${parts[@]}"
do echo "[$p]"
done
#### regex match with BASH_REMATCH
v="release-2.14.3-rc1"
if [[ $v =~ ^release-([0-9]+)\.([0-9]+)\.([0-9]+)(-(.+))?$ ]]
then echo "major=${BASH_REMATCH[1]} minor=${BASH_REMATCH[2]} patch=${BASH_REMATCH[3]} pre=${BASH_REMATCH[5]}"
fi
#### email validation loop
for e in a@b.com bad@ x@y.co.uk '@no.com'
do [[ $e =~ ^[^@]+@[^@]+\.[a-z]+$ ]] && echo "ok $e" || echo "bad $e"
done
#### semver bump
v=1.9.3
IFS=. read -r maj min pat <<< "$v"
echo "patch: $maj.$min.$((pat+1)) minor: $maj.$((min+1)).0 major: $((maj+1)).0.0"
#### version compare function
vercmp() { [[ $1 == "$2" ]] && { echo eq; return; }; local lo; lo=$(printf '%s\n' "$1" "$2" | sort -V | head -1); [[ $lo == "$1" ]] && echo lt || echo gt; }
vercmp 1.2.10 1.2.9
vercmp 2.0 2.0
vercmp 0.9 1.0
#### counting characters with parameter expansion
s="mississippi"
t=${s//[^s]/}
echo "s count: ${#t}"
u=${s//ss/}
echo "$u"
#### uppercase first letter of each word
s="the quick brown fox"
out=()
for w in $s
do out+=("${w^}")
done
echo "${out[*]}"
#### indirect expansion and prefix names
APP_A=1 APP_B=2 OTHER=3
for v in "${!APP_@}"; do echo "$v=${!v}"; done
name=OTHER; echo "${!name}"
#### assoc array iteration with keys sorted and delete
declare -A port=([web]=80 [db]=5432 [cache]=6379)
unset 'port[cache]'; port[api]=8080
for k in $(echo "${!port[@]}" | tr ' ' '\n' | sort); do printf '%-4s %s\n' "$k" "${port[$k]}"; done
[[ -v port[web] ]] && echo has-web; [[ -v port[cache] ]] || echo no-cache
#### nested data via assoc with composite keys
declare -A grid
for r in 0 1
do for c in 0 1 2
do grid[$r,$c]=$((r*3+c))
done
done
echo "${grid[1,2]} ${#grid[@]}"
#### string contains and startswith
s="feature/login-page"
[[ $s == feature/* ]] && echo feature; [[ $s == *login* ]] && echo login; [[ $s != hotfix/* ]] && echo not-hotfix
case $s in feature/*) echo "branch ${s#feature/}";; esac
#### here-string with read and IFS comma
IFS=, read -r a b c <<< "1,two words,3"
echo "$b"
IFS=, read -r a b <<< "x,y,z"
echo "b=$b"
#### printf with arrays columns
names=(alpha beta gamma)
vals=(1 22 333)
for i in "${!names[@]}"
do printf '%2d. %-7s %4d\n' $((i+1)) "${names[i]}" "${vals[i]}"
done
#### random-free hash of string with cksum
echo -n "hello" | cksum
printf 'hello' | md5sum | cut -d' ' -f1
echo "exit=$?"
#### string to hex and back with od and xxd
printf 'AZ' | od -An -tx1 | tr -d ' '
printf 'hi\n' | xxd -p
echo 6869 | xxd -r -p
echo
#### slicing positional params
set -- a b c d e
echo "${@:2:2}"
echo "${@: -2}"
echo "${*:0:1}" | sed 's/.*bash/bash/'
#### arithmetic with strings and bases
echo $(( 16#ff + 2#101 + 010 )) $(( 0x1F )) $(( 7 / 2 )) $(( -7 % 3 )) $(( 2 ** 10 ))
n=5
(( n *= 3, n -= 1 ))
echo $n
#### let and arithmetic increments
i=0
let i++
let "i += 5"
((i--))
echo $i
echo $((i++)) $i $((++i))
#### bc float math in script
echo "scale=3; 10 / 3" | bc
echo "sqrt(2)" | bc -l | cut -c1-6
awk 'BEGIN{printf "%.4f\n", atan2(0,-1)}'
#### join array elements with multichar separator
arr=(a b c)
printf -v s '%s, ' "${arr[@]}"
echo "${s%, }"
#### string reverse with rev and loop
s=stressed
r=""
for ((i=${#s}-1;i>=0;i--))
do r+=${s:i:1}
done
echo "$r"
echo "$s" | rev
#### declare -p of arrays
a=(1 "two words")
declare -A h=([k]=v)
declare -p a h
#### array length of element and keys of sparse
a=([2]=x [5]=yy [9]=zzz)
echo "${!a[@]} ${#a[5]} ${#a[@]}"
echo "exit=$?"
#### word splitting with custom IFS
data="a:b::c"
IFS=:
set -- $data
unset IFS
echo "$# [$3]"
#### quoted vs unquoted array expansion count
arr=("a b" c)
n1=$(printf '%s\n' ${arr[@]} | wc -l)
n2=$(printf '%s\n' "${arr[@]}" | wc -l)
echo "$n1 $n2"
#### string default assignments
unset a b
: "${a:=set-a}"
echo "$a"
b=""
echo "${b:-empty-dash} ${b-unset-dash}"
echo "${c:+alt}x"
#### printf padding unicode strings
for w in café naïve ab
do printf '[%-6s] %d\n' "$w" "${#w}"
done
#### tr character classes
echo 'Hello, World 123!' | tr -d '[:punct:]'
echo 'Hello World' | tr '[:lower:]' '[:upper:]'
echo 'aaabbb' | tr -s ab
echo 'a1b2c3' | tr -cd '0-9'
echo
#### sort unique words across lines
set -o pipefail
printf 'b a\nc a\nb d\n' | tr ' ' '\n' | sort -u | paste -sd' '
echo "exit=$?"
#### string comparison lexicographic in test
[[ apple < banana ]] && echo lt
[[ 10 < 9 ]] && echo "string 10<9"
(( 10 < 9 )) || echo "numeric not"
[ "abc" = "abc" ] && echo eq
[ -z "" ] && echo empty
[ -n "x" ] && echo nonempty
#### seq formatting with printf and -w
seq -w 8 11 | paste -sd' '
seq -s, 1 2 9
seq -f '%03g' 3
#### pattern substitution with special chars
s='a.b*c?d'
echo "${s//./DOT}" "${s//\*/STAR}" "${s//[?]/Q}"
path="C:\\Users\\me"
echo "${path//\\//}"
