#### parameter expansion on file paths
path=/var/log/app/server.log.gz
echo "dir=${path%/*}"
echo "file=${path##*/}"
echo "stem=${path##*/}"; f=${path##*/}; echo "base=${f%%.*}"
echo "ext=${path##*.}"
echo "noext=${path%.*}"
echo "upper=${f^^}"
echo "replace=${path//\//_}"
#### case conversion and substring
s="Hello World"
echo "${s,,} ${s^^} ${s^} ${s~~}"
echo "${s:0:5}|${s:6}|${s: -3}|${s:(-5):2}"
echo "len=${#s}"
word=bash; echo "${word^}"
#### printf -v and padding
for i in 1 22 333; do
  printf -v padded '%05d' "$i"
  printf -v label '%-6s|' "n$i"
  echo "$label$padded"
done
printf -v line '%*s' 10 ''
echo "[${line// /=}]"
#### array of filenames with spaces
touch "a file.txt" "b file.txt" plain.txt
files=()
for f in *.txt; do files+=("$f"); done
echo "count: ${#files[@]}"
printf '%s\n' "${files[@]}"
for f in "${files[@]}"; do mv "$f" "${f// /_}"; done
ls
#### associative array counter sorted output
text="the cat and the dog and the bird"
declare -A freq
for w in $text; do (( freq[$w]++ )); done
for w in "${!freq[@]}"; do printf '%d %s\n' "${freq[$w]}" "$w"; done | sort -k1,1nr -k2
echo "distinct: ${#freq[@]}"
#### sorting an array via printf and sort
nums=(42 7 19 3 100 7)
mapfile -t sorted < <(printf '%s\n' "${nums[@]}" | sort -n)
echo "${sorted[*]}"
mapfile -t uniq < <(printf '%s\n' "${nums[@]}" | sort -nu)
echo "unique: ${uniq[*]} (${#uniq[@]})"
IFS=$'\n' rev=($(printf '%s\n' "${nums[@]}" | sort -rn)); unset IFS
echo "max=${rev[0]} min=${rev[-1]}"
#### string trimming with extglob
shopt -s extglob
s="   padded value   "
t=${s##+([[:space:]])}
t=${t%%+([[:space:]])}
echo "[$t]"
u="xxxhelloxxx"
echo "${u##+(x)} ${u%%+(x)}"
v="a1b22c333"
echo "${v//+([0-9])/#}"
#### split string on delimiter into array
csv="red,green,,blue"
IFS=, read -ra colors <<< "$csv"
echo "n=${#colors[@]}"
for i in "${!colors[@]}"; do echo "$i=[${colors[i]}]"; done
joined=$(IFS=';'; echo "${colors[*]}")
echo "$joined"
#### regex match and BASH_REMATCH
for v in v1.2.3 2.10 release-3.0.1-rc1 nope; do
  if [[ $v =~ ([0-9]+)\.([0-9]+)(\.([0-9]+))? ]]; then
    echo "$v: major=${BASH_REMATCH[1]} minor=${BASH_REMATCH[2]} patch=${BASH_REMATCH[4]:-0}"
  else
    echo "$v: no version"
  fi
done
#### string contains and prefix checks
check() {
  local s=$1
  [[ $s == *error* ]] && echo "$s: has error"
  [[ $s == http://* || $s == https://* ]] && echo "$s: is url"
  case $s in
    *.tar.gz|*.tgz) echo "$s: tarball" ;;
    *.@(jpg|png)) echo "$s: image" ;;
  esac
  return 0
}
shopt -s extglob
for s in https://x.org fatal_error.log pkg.tgz pic.png; do check "$s"; done
#### read file into array with mapfile
printf 'one\ntwo\n\nfour\n' > lines.txt
mapfile -t lines < lines.txt
echo "n=${#lines[@]}"
printf '[%s]\n' "${lines[@]}"
mapfile -t -s 1 -n 2 part < lines.txt
echo "part: ${part[*]}"
#### string repeat and reverse
repeat() { local out=; for ((i=0;i<$2;i++)); do out+=$1; done; echo "$out"; }
repeat ab 3
s=stressed
r=
for ((i=${#s}-1; i>=0; i--)); do r+=${s:i:1}; done
echo "$r"
echo "$s" | rev
#### indirect expansion and namerefs
for env in dev prod; do
  declare "url_$env=https://$env.example.com"
done
for env in dev prod; do
  var=url_$env
  echo "$env -> ${!var}"
done
setval() { local -n ref=$1; ref=$2; }
setval target 42
echo "target=$target"
echo "${!url_*}"
#### counting characters and words
text="The quick brown fox jumps over the lazy dog"
echo "chars=${#text}"
words=($text)
echo "words=${#words[@]}"
nospace=${text// /}
echo "letters=${#nospace}"
lower=${text,,}
echo "t count=$(grep -o t <<< "$lower" | wc -l)"
echo "$text" | tr ' ' '\n' | awk '{print length, $0}' | sort -k1,1nr -k2 | head -3
#### here string and tr transformations
tr 'a-z' 'A-Z' <<< "make me loud"
tr -d '[:digit:]' <<< "a1b2c3"
tr -s ' ' <<< "too    many   spaces"
tr ',' '\n' <<< "x,y,z" | sort -r
base64 <<< "secret" ; base64 -d <<< "c2VjcmV0Cg=="
