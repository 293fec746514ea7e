#### opt loop while case shift
parse() {
  local verbose=0 out= files=()
  while [[ $# -gt 0 ]]; do
    case $1 in
      -v|--verbose) verbose=$((verbose+1)); shift ;;
      -o|--output) out=$2; shift 2 ;;
      --output=*) out=${1#*=}; shift ;;
      --) shift; files+=("$@"); break ;;
      -*) echo "unknown option: $1" >&2; return 2 ;;
      *) files+=("$1"); shift ;;
    esac
  done
  echo "v=$verbose out=$out files=${files[*]} n=${#files[@]}"
}
parse -v a -o x.txt b --verbose
parse --output=y -- -v c
parse -q; echo "st=$?"
#### opt loop missing arg with set -u
set -u
f() { while (( $# )); do case $1 in -n) n=${2:?-n needs a value}; shift 2;; *) shift;; esac; done; echo "n=$n"; }
f -n 3
( f -n ); echo "st=$?"
#### getopts full loop
usage() { echo "usage: prog [-a] [-b arg] file..." >&2; }
run() {
  local OPTIND opt a=0 b=
  while getopts ':ab:h' opt; do
    case $opt in
      a) a=1 ;;
      b) b=$OPTARG ;;
      h) usage; return 0 ;;
      :) echo "option -$OPTARG requires an argument" >&2; return 2 ;;
      \?) echo "invalid option: -$OPTARG" >&2; return 2 ;;
    esac
  done
  shift $((OPTIND-1))
  echo "a=$a b=$b rest=$*"
}
run -a -b foo x y; run -ab bar; run -b; echo st=$?; run -z; echo st=$?; run -h
#### getopts noisy errors
f() { local OPTIND o; while getopts 'xy:' o; do echo "o=$o OPTARG=${OPTARG-unset}"; done; echo "OPTIND=$OPTIND"; }
f -x -q -y
#### getopts custom args
while getopts 'n:v' o -v -n 5 -- rest; do echo "$o ${OPTARG-}"; done; echo $OPTIND
#### while read over file
printf 'alpha 1\nbeta 2\n\ngamma 3' > data.txt
n=0
while IFS= read -r line || [[ -n $line ]]; do
  n=$((n+1)); printf '%d:[%s]\n' "$n" "$line"
done < data.txt
#### while read fields
printf 'root:x:0:0:root:/root:/bin/bash\nbob:x:1000:1000:Bob B:/home/bob:/bin/sh\n' > pw
while IFS=: read -r user _ uid gid gecos home shell; do
  echo "$user uid=$uid shell=${shell##*/} gecos='$gecos'"
done < pw
#### read loop keeps leading space only with IFS=
printf '  lead\ttab  \n' > f
while read -r l; do echo "[$l]"; done < f
while IFS= read -r l; do echo "[$l]"; done < f
#### read loop with here-string and counter in same shell
count=0
while read -r w; do ((count++)); done <<< "$(printf 'a\nb\nc')"
echo $count
#### pipe to while loses var
c=0; printf '1\n2\n' | while read -r x; do c=$((c+x)); done; echo "c=$c"
shopt -s lastpipe; set +m; c=0; printf '1\n2\n' | while read -r x; do c=$((c+x)); done; echo "c=$c"
#### read csv with quotes roughly
line='a,"b c",d'
IFS=, read -ra parts <<< "$line"
printf '<%s>\n' "${parts[@]}"; echo ${#parts[@]}
#### mapfile -t from file then loop
printf 'one\ntwo\nthree\n' > l
mapfile -t lines < l
for i in "${!lines[@]}"; do echo "$i=${lines[i]}"; done
declare -p lines
#### readarray -d from find-like NUL list
printf 'a b\0c\0' > z
readarray -d '' -t items < z
declare -p items
#### mapfile -s -n window
seq 10 > s
mapfile -s 3 -n 4 -t w < s; echo "${w[*]}"
#### mapfile -C progress
seq 5 > s
cb() { echo "cb idx=$1 line=${2%$'\n'}"; }
mapfile -t -C cb -c 2 a < s; echo "${a[*]}"
#### mapfile -d , with trailing
mapfile -t -d , parts <<< 'x,y,,z'
declare -p parts
#### mapfile into existing array keeps nothing
arr=(old old old old)
mapfile -t arr <<< $'n1\nn2'; declare -p arr
#### trim functions
trim() { local s=$1; s="${s#"${s%%[![:space:]]*}"}"; s="${s%"${s##*[![:space:]]}"}"; printf '%s' "$s"; }
printf '[%s]\n' "$(trim $'  \t hello world \n ')" "$(trim '')" "$(trim x)"
#### trim with extglob
shopt -s extglob
s='   a b   '; s=${s##+([[:space:]])}; s=${s%%+([[:space:]])}; echo "[$s]"
#### split string into array
IFS=, read -ra a <<< "x,y,z"; echo "${#a[@]} ${a[1]}"
s='p:q::r'; IFS=: a=($s); declare -p a
old=$IFS; IFS=/; set -- $(echo /usr/local/bin); IFS=$old; echo "$#: $*"
#### join array
join_by() { local d=${1-} f=${2-}; if shift 2; then printf %s "$f" "${@/#/$d}"; fi; }
join_by , a b c; echo
join_by ' - ' x; echo
join2() { local IFS=$1; shift; echo "$*"; }
join2 : a b c
arr=(1 2 3); (IFS=+; echo "$(( ${arr[*]} ))")
#### repeat string
printf -v line '%*s' 10 ''; echo "[${line// /=}]"
printf '%.0s-' {1..5}; echo
rep() { local out=; for ((i=0;i<$2;i++)); do out+=$1; done; echo "$out"; }; rep ab 3
#### pad with printf
printf '|%-10s|%10s|\n' left right
printf '|%05d|%-5d|%+d|% d|\n' 42 42 42 42
printf '|%.3s|%8.3f|%-8.2e|\n' abcdef 3.14159 12345.678
printf '|%*d|%-*d|%.*f|\n' 6 7 6 7 2 2.71828
#### table with column widths
rows=("name:size" "alpha:10" "b:2000")
for r in "${rows[@]}"; do IFS=: read -r n s <<< "$r"; printf '%-8s %6s\n' "$n" "$s"; done
#### string contains/startswith
s=foobar
[[ $s == *oba* ]] && echo contains
[[ $s == foo* ]] && echo starts
[[ $s == *bar ]] && echo ends
case $s in *z*) echo z;; f*) echo f;; esac
[[ $s =~ ^f(o+)b ]] && echo "${BASH_REMATCH[1]}"
#### to upper lower title
s='hello wORLD'; echo "${s^^} ${s,,} ${s^} ${s~~}"
words=($s); echo "${words[@]^}"
declare -u U=abc; declare -l L=ABC; echo $U $L; U+=def; echo $U
#### basename dirname by expansion
p=/usr/local/lib/libfoo.so.1
echo "${p##*/} ${p%/*} ${p##*.} ${p%%.*}"
f=archive.tar.gz; echo "${f%.*} ${f%%.*} ${f#*.}"
p=file; echo "[${p%/*}]"
#### string length and substring
s='Hello, World'; echo ${#s} ${s:7} ${s:7:3} ${s: -5} ${s: -5:2} ${s:(-1)}
echo "${s:100}" "[${s:2:-3}]"
#### replace all and anchored
s='a.b.c'; echo "${s//./_} ${s/./_} ${s/#a/A} ${s/%c/C}"
path=/a/b/c; echo "${path//\//\\}"
x='foo bar'; echo "${x// /}"
#### index of substring
s='hello world'; t=${s%%wor*}; echo ${#t}
[[ $s == *xyz* ]] || echo "not found"
#### reverse string
s=abcdef; r=; for ((i=${#s}-1;i>=0;i--)); do r+=${s:i:1}; done; echo $r
#### count chars
s='banana'; t=${s//[^a]}; echo ${#t}
#### is number
isint() { [[ $1 =~ ^-?[0-9]+$ ]]; }
for v in 12 -3 1.5 abc '' 007; do isint "$v" && echo "$v yes" || echo "$v no"; done
#### default values idioms
unset a; b=''; c=x
echo "${a:-def} ${b:-def} ${b-def} ${c:+alt} ${a+set}"
: "${d:=assigned}"; echo $d
echo "${e:-$(echo computed)}"
#### printf -v into array and assoc
declare -A m; printf -v 'm[key one]' '%03d' 7; printf -v arr[2] '%s-%s' a b
declare -p m arr
#### printf %q round trip
s=$'it\'s a "test"\twith\nnewline $HOME *'
printf -v q '%q' "$s"; echo "$q"; eval "r=$q"; [[ $r == "$s" ]] && echo same
printf '%q ' a 'b c' '' "d'e"; echo
#### ${var@Q} round trip
s=$'a b\n\'c\''; echo "${s@Q}"; eval "t=${s@Q}"; [[ $t == "$s" ]] && echo same
arr=('x y' z); echo "${arr[@]@Q}"
#### @E @A @a @U @L @u
s='a\tb\x41'; echo "${s@E}"
x=hello; echo "${x@U} ${x@u} ${x@L}"
declare -ri r=5; echo "${r@a} ${r@A}"
declare -A as=([k]=v); echo "${as@a}"; echo "${as[@]@A}"
arr=(1 2); echo "${arr@A}"; echo "${arr[@]@A}"
#### @K on indexed and assoc
a=(x 'y z'); declare -A b=([one]=1); echo "${a[@]@K}"; echo "${b[@]@K}"
#### %b escapes
printf '%b\n' 'a\tb' 'c\\d' '\0101' '\x41\u00e9'
printf '%s|%b|\n' '\n' '\n'
#### %b with \c
printf '%b' 'abc\cdef' 'more'; echo; echo end
#### printf repeats format for extra args
printf '%s=%s\n' a 1 b 2 c
printf '%d %d\n' 1 2 3
printf 'x\n' extra
#### printf numeric conversions
printf '%d %d %d\n' 0x1f 010 "'A"
printf '%x %X %o %#x %#o\n' 255 255 8 255 8
printf '%e %g %G\n' 0.000123 1e10 1e-10
printf '%i|%u\n' -5 5
#### printf invalid number
printf '%d\n' abc; echo "st=$?"
printf '%d\n' 12abc; echo "st=$?"
printf '%f\n' x1; echo "st=$?"
#### printf %(fmt)T fixed time
TZ=UTC printf '%(%Y-%m-%d %H:%M:%S)T\n' 0
TZ=UTC printf '%(%F)T %(%j)T\n' 86400 1700000000
TZ=UTC printf -v d '%(%A %B)T' 1000000000; echo "$d"
#### printf %s with no args
printf '%s|%d|%b|\n'
printf '[%5s]\n'
