#### while (($#)) case option loop
parse() {
  local verbose=0 prefix=/usr/local name=
  while (($#)); do
    case $1 in
      -v|--verbose) ((verbose++)) ;;
      -p|--prefix) prefix=$2; shift ;;
      --prefix=*) prefix=${1#*=} ;;
      --) shift; break ;;
      -*) echo "unknown option: $1" >&2; return 2 ;;
      *) name=$1 ;;
    esac
    shift
  done
  echo "verbose=$verbose prefix=$prefix name=$name rest=[$*]"
}
parse -v --verbose --prefix=/opt tool
parse -p /srv -- -x y
parse --bogus 2>&1; echo "st=$?"
#### option loop with missing value guard
need() { [[ $# -ge 2 && $2 != -* ]] || { printf '%s: option %s needs a value\n' inst "$1" >&2; exit 1; }; }
( set -- --dir; while (($#)); do case $1 in --dir) need "$@"; d=$2; shift 2;; *) shift;; esac; done; echo "d=$d" ) 2>&1
echo "st=$?"
( set -- --dir /x; while (($#)); do case $1 in --dir) need "$@"; d=$2; shift 2;; *) shift;; esac; done; echo "d=$d" )
#### usage function with heredoc and exit status
usage() {
  cat <<USAGE
Usage: ${0##*/} [-h] [-v] [-p PREFIX] NAME
  -h  show this help
  -p  install prefix (default: $PREFIX)
USAGE
  exit "${1:-0}"
}
PREFIX=/usr/local
( usage 3 ); echo "st=$?"
#### usage to stderr on bad option
usage() { echo "usage: install [-f] dir" >&2; return 64; }
main() { case ${1-} in -f) echo forced;; -*) usage; return;; esac; }
main -x 2>/dev/null; echo "st=$?"; main -f
#### getopts with optional argument emulation
opt_arg() {
  local OPTIND=1 o
  while getopts ':l:v' o "$@"; do
    case $o in
      l) echo "level=$OPTARG" ;;
      v) echo verbose ;;
      :) [[ $OPTARG == l ]] && echo "level=default" ;;
      \?) echo "bad: -$OPTARG" ;;
    esac
  done
  shift $((OPTIND-1)); echo "rest=$*"
}
opt_arg -v -l
opt_arg -l3 x y
opt_arg -q -v
#### getopts error messages noisy
f() { local OPTIND=1 o; while getopts 'ab:' o "$@"; do echo "got $o ${OPTARG-}"; done; }
f -a -c -b 2>&1
#### getopts error in script name context
set -- -x
getopts 'a' opt; echo "st=$? opt=$opt"
#### getopts leaves OPTIND past double dash
set -- -a -- -b file
while getopts 'ab' o; do echo "o=$o"; done
shift $((OPTIND - 1)); printf '<%s>' "$@"; echo
#### getopts long option fallback via dash
f() {
  local OPTIND=1 o
  while getopts 'hv-:' o "$@"; do
    if [[ $o == - ]]; then o=${OPTARG%%=*}; OPTARG=${OPTARG#"$o"}; OPTARG=${OPTARG#=}; fi
    case $o in
      h|help) echo help ;;
      v|version) echo version ;;
      prefix) echo "prefix=$OPTARG" ;;
      *) echo "unknown $o" ;;
    esac
  done
}
f -h --version --prefix=/opt --nope
#### getopts numeric option value validation
f() {
  local OPTIND=1 o jobs=1
  while getopts 'j:' o "$@"; do
    case $o in j) [[ $OPTARG =~ ^[0-9]+$ ]] || { echo "-j: not a number: $OPTARG"; return 1; }; jobs=$OPTARG;; esac
  done
  echo "jobs=$jobs"
}
f -j 4; f -j x; echo st=$?; f -j8
#### version compare with sort -V
vercmp() {
  [[ $1 == "$2" ]] && { echo eq; return; }
  local lo; lo=$(printf '%s\n' "$1" "$2" | sort -V | head -n1)
  if [[ $lo == "$1" ]]; then echo lt; else echo gt; fi
}
vercmp 1.2.3 1.10.0; vercmp 2.0 2.0; vercmp 5.2.15 5.2.9; vercmp 1.0.0-rc1 1.0.0
#### version compare by IFS splitting
version_ge() {
  local IFS=.
  local -a a=($1) b=($2)
  local i
  for ((i=0; i<${#a[@]} || i<${#b[@]}; i++)); do
    (( 10#${a[i]:-0} > 10#${b[i]:-0} )) && return 0
    (( 10#${a[i]:-0} < 10#${b[i]:-0} )) && return 1
  done
  return 0
}
for p in "1.2 1.2.0" "1.10 1.9" "0.9 1.0" "2.08 2.8" "3 3.0.1"; do
  set -- $p; version_ge "$1" "$2" && echo "$1 >= $2" || echo "$1 < $2"
done
#### bash version check
if (( BASH_VERSINFO[0] < 4 )); then echo old; else echo "bash >= 4"; fi
[[ ${BASH_VERSION%%.*} -ge 4 ]] && echo "major ok"
echo "${#BASH_VERSINFO[@]}"
#### printf -v building strings
printf -v line '%-10s|%5s' name value; echo "[$line]"
printf -v pad '%*s' 6 ''; echo "[${pad// /-}]"
printf -v arr[2] '%03d' 7; declare -p arr
#### printf -v into array element and assoc
declare -A cfg; printf -v 'cfg[key with space]' '%s=%d' x 5; declare -p cfg
printf -v n '%d' 0x1f; echo $n
#### printf -v invalid name
printf -v 1x '%s' a 2>&1; echo st=$?
printf -v 'a[' '%s' a 2>&1; echo st=$?
#### colours empty without tty
if [[ -t 1 ]]; then RED=$'\e[31m' RESET=$'\e[0m'; else RED= RESET=; fi
echo "${RED}error${RESET}: failed" | od -c | head -2
#### colour via tput fallback
bold=$(tput bold 2>/dev/null || true)
[[ -t 1 ]] || bold=
printf '%s\n' "[${bold}]"
#### NO_COLOR convention
setup_colors() { if [[ -t 2 && -z ${NO_COLOR-} && ${TERM-} != dumb ]]; then G=$'\033[32m' N=$'\033[0m'; else G='' N=''; fi; }
setup_colors; printf '%sok%s\n' "$G" "$N"
#### msg die helpers
msg() { printf '%s\n' "$*" >&2; }
die() { local code=$1; shift; msg "error: $*"; exit "$code"; }
( msg starting; die 3 "cannot continue" ; echo never ) 2>&1; echo "st=$?"
#### die with default exit status
die() { echo "${0##*/}: $*" >&2; exit "${2:-1}"; }
( die "bad thing" ) 2>&1; echo st=$?
#### need command check with command -v
need_cmd() { command -v "$1" >/dev/null 2>&1 || { echo "need '$1' (command not found)"; return 1; }; }
need_cmd sort && echo "have sort"
need_cmd definitely_not_a_cmd_xyz; echo st=$?
#### check multiple commands collecting missing
missing=()
for c in sed awk no_such_tool_1 grep no_such_tool_2; do
  command -v "$c" >/dev/null || missing+=("$c")
done
((${#missing[@]})) && echo "missing: ${missing[*]}"
#### uname-like platform mapping with case
map_arch() {
  case $1 in
    x86_64|amd64) echo amd64 ;;
    aarch64|arm64) echo arm64 ;;
    armv[67]*) echo arm ;;
    i?86) echo 386 ;;
    *) echo "unsupported: $1" >&2; return 1 ;;
  esac
}
for a in x86_64 arm64 armv7l i686 mips; do map_arch $a; done 2>&1
#### os mapping with lowercase
os=Linux; os=${os,,}; echo "$os"
os=DARWIN; case ${os,,} in darwin) echo macos;; linux) echo linux;; esac
#### download url templating
VERSION=1.4.2 OS=linux ARCH=amd64
url="https://example.com/releases/v${VERSION}/tool_${VERSION}_${OS}_${ARCH}.tar.gz"
echo "$url"; file=${url##*/}; echo "$file"; echo "${file%.tar.gz}"
#### strip v prefix from tag
for tag in v1.2.3 1.2.3 V2.0 vv3; do echo "${tag#[vV]}"; done
#### default variable with colon-equals
: "${PREFIX:=/usr/local}" "${BINDIR:=$PREFIX/bin}"
echo "$PREFIX $BINDIR"
PREFIX=/opt; unset BINDIR; : "${BINDIR:=$PREFIX/bin}"; echo "$BINDIR"
#### required variable with colon-question
( : "${API_KEY:?API_KEY must be set}" ) 2>&1; echo st=$?
( API_KEY=; : "${API_KEY?unset only}"; echo "empty ok" ) 2>&1
#### required variable in function message
f() { local dest=${1:?usage: f DEST}; echo "$dest"; }
( f ) 2>&1; echo st=$?; f /tmp/x
#### mktemp style workdir and trap cleanup
( work=$PWD/work.d; mkdir -p "$work"; trap 'rm -rf "$work"; echo cleaned' EXIT; touch "$work/a"; ls "$work" )
[[ -e work.d ]] && echo left || echo gone
#### trap cleanup on error exit
( set -e; trap 'echo "cleanup status=$?"' EXIT; false; echo never )
echo "st=$?"
#### install with mkdir -p and cp
mkdir -p src dest/bin; printf '#!/bin/sh\necho hi\n' > src/tool
cp src/tool dest/bin/tool && chmod 755 dest/bin/tool
[[ -x dest/bin/tool ]] && echo executable; ls -l dest/bin/tool | cut -c1-10
#### install command
printf 'x\n' > f.txt; install -m 644 f.txt out.txt; ls -l out.txt | cut -c1-10
install -d -m 700 d1/d2; ls -ld d1/d2 | cut -c1-10
#### check writable target before install
target=./missing-dir/bin
if [[ -d $target && -w $target ]]; then echo writable; else echo "cannot write $target"; fi
mkdir -p "$target"; [[ -w $target ]] && echo "now writable"
#### path contains dir check
PATH_TEST=/usr/bin:/opt/tool/bin:/bin
case ":$PATH_TEST:" in *":/opt/tool/bin:"*) echo "in path";; *) echo "add to path";; esac
case ":$PATH_TEST:" in *":/nope:"*) echo "in path";; *) echo "add /nope to path";; esac
#### append line to rc file once
rc=./rc; line='export PATH="$HOME/.tool/bin:$PATH"'
for i in 1 2; do grep -qxF "$line" "$rc" 2>/dev/null || echo "$line" >> "$rc"; done
wc -l < rc; cat rc
#### yes no prompt with default from here-string
ask() { local reply; read -r -p "$1 [y/N] " reply; case ${reply,,} in y|yes) return 0;; *) return 1;; esac; }
ask "continue?" <<< "YES" && echo accepted
ask "continue?" <<< "" || echo declined
#### read prompt goes nowhere without tty
read -p "name: " n <<< alice 2>&1; echo "n=$n"
#### confirm loop with retries
tries=0
while read -r ans; do ((tries++)); case $ans in [yY]) echo "yes after $tries"; break;; [nN]) echo no; break;; *) echo "please answer y or n";; esac; done <<'IN'
maybe
what
y
IN
#### dry-run wrapper
DRY_RUN=1
run() { if ((DRY_RUN)); then printf '+'; printf ' %q' "$@"; echo; else "$@"; fi; }
run rm -rf "/tmp/a dir" 'it'"'"'s'; DRY_RUN=0; run echo real
#### verbose wrapper with set -x subshell
run() { ( set -x; "$@" ) 2>&1; }
run echo hello "a b"
#### quiet flag redirect helper
QUIET=1
say() { ((QUIET)) || echo "$@"; }
say hidden; QUIET=0; say shown
#### exec redirect for logging
exec 3>&1
log() { echo "[log] $*" >&3; }
out=$(log inside; echo captured); echo "out=$out"
exec 3>&-
#### logging to file and stdout with tee
log=install.log
{ echo step1; echo step2; } | tee -a "$log" >/dev/null; echo step3 | tee -a "$log"
cat "$log"
#### checksum verify
printf 'payload\n' > pkg.tar
sum=$(sha256sum pkg.tar | cut -d' ' -f1)
echo "$sum  pkg.tar" > SHA256SUMS
sha256sum -c SHA256SUMS; echo "bad  pkg.tar" > BAD; sha256sum -c BAD 2>&1; echo st=$?
#### array of steps run in order
steps=(check_deps fetch build install)
check_deps() { echo deps; }; fetch() { echo fetch; }; build() { echo build; return 1; }; install() { echo install; }
for s in "${steps[@]}"; do "$s" || { echo "step $s failed"; break; }; done
#### associative array of defaults
declare -A defaults=([prefix]=/usr/local [jobs]=2 [debug]=0)
declare -A opts=([jobs]=8)
for k in prefix jobs debug; do : "${opts[$k]:=${defaults[$k]}}"; done
for k in debug jobs prefix; do echo "$k=${opts[$k]}"; done
#### config file parsing key value
cat > app.conf <<'C'
# comment
name = demo
port=8080
  path = /srv/app  
empty=
C
while IFS='=' read -r k v; do
  k=${k//[[:space:]]/}; [[ -z $k || $k == \#* ]] && continue
  v=${v#"${v%%[![:space:]]*}"}; v=${v%"${v##*[![:space:]]}"}
  printf '%s=[%s]\n' "$k" "$v"
done < app.conf
#### env file export
printf 'A=1\nB="two words"\n# x\nC=$A-3\n' > .env
set -a; . ./.env; set +a
echo "$A|$B|$C"; bash -c 'echo "child: $B"'
#### shift too far in option loop
f() { while (($#)); do case $1 in -o) shift 2 || { echo "shift failed st=$?"; return 1; };; *) shift;; esac; done; }
f -o; echo st=$?
#### shift error message
f() { shift 3; echo "st=$? n=$#"; }; f a b
( shift 5 2>&1; echo st=$? )
set -- a; shift -1 2>&1; echo st=$?
#### OPTIND in nested parse functions
outer() { local OPTIND=1 o; while getopts 'a' o "$@"; do inner -b; echo "outer $o"; done; }
inner() { local OPTIND=1 o; while getopts 'b' o "$@"; do echo "inner $o"; done; }
outer -a -a
#### getopts with set positional in function
f() { set -- -x -y arg; local OPTIND=1 o; while getopts 'xy:' o; do echo "$o ${OPTARG-}"; done; }
f
#### version from file with read
echo "2.7.1" > VERSION
read -r ver < VERSION; IFS=. read -r maj min pat <<< "$ver"
echo "major=$maj minor=$min patch=$pat next=$maj.$((min+1)).0"
#### semver bump
bump() {
  local IFS=. v=($1)
  case $2 in major) v=($((v[0]+1)) 0 0);; minor) v=(${v[0]} $((v[1]+1)) 0);; patch) v[2]=$((v[2]+1));; esac
  echo "${v[*]}"
}
bump 1.2.3 major; bump 1.2.3 minor; bump 1.2.3 patch
#### sort -V list and newest
printf '%s\n' 1.9.0 1.10.0 1.2.10 1.2.9 0.99 | sort -V
printf '%s\n' v2 v10 v1 | sort -V | tail -n1
#### sort -V with prerelease and rc
printf '%s\n' 1.0.0 1.0.0-rc.1 1.0.0-beta 1.0 | sort -V
#### here-string version parse with regex
out="tool version 3.14.159 (build 42)"
if [[ $out =~ ([0-9]+)\.([0-9]+)\.([0-9]+) ]]; then echo "${BASH_REMATCH[0]} ${BASH_REMATCH[1]}"; fi
#### uninstall list of files
mkdir -p p/bin p/share; touch p/bin/a p/share/b
files=(p/bin/a p/share/b p/missing)
for f in "${files[@]}"; do rm -f "$f" && echo "removed $f"; done
rmdir p/bin p/share p && echo "dirs gone"
#### rm on missing without -f
rm nothere 2>&1; echo st=$?
#### ln -sf symlink update
mkdir -p v1 v2; ln -sfn v1 current; readlink current; ln -sfn v2 current; readlink current
#### cd to missing dir error
cd /no/such/dir 2>&1; echo st=$?
( cd no-such-rel || echo "cd failed" ) 2>&1
#### pushd popd in installer
mkdir -p build/sub; pushd build >/dev/null; pwd | sed "s|$OLDPWD|BASE|"; pushd sub >/dev/null; dirs -p | wc -l; popd >/dev/null; popd >/dev/null; basename "$PWD" | grep -c build
#### umask in subshell
( umask 077; touch secret; ls -l secret | cut -c1-10 )
umask 022; touch public; ls -l public | cut -c1-10
#### exit trap preserves status
( trap 'echo "exiting with $?"' EXIT; exit 7 ); echo "st=$?"
#### ERR trap reports failing command
( set -E; trap 'echo "ERR: $BASH_COMMAND (st=$?) line $LINENO"' ERR; f() { false; }; f; echo after )
#### set -euo pipefail typical header
( set -euo pipefail; x=$(echo ok); echo "$x"; false | true; echo "not reached" ) ; echo "st=$?"
#### pipefail with command not found
( set -o pipefail; nosuchcmd_h19r | cat; echo "st=$?" ) 2>&1
#### command not found status 127
nosuchcmd_h19r arg 2>&1; echo st=$?
#### status 126 not executable
printf 'echo x\n' > script.sh; ./script.sh 2>&1; echo st=$?
chmod +x script.sh; ./script.sh; echo st=$?
#### exec of missing command in subshell
( exec no_such_program_h19r 2>&1 ); echo st=$?
#### redirect to directory error
mkdir adir; echo hi > adir 2>&1; echo st=$?
{ echo hi > adir; } 2>&1; echo st=$?
#### noclobber install guard
set -C; echo one > f1; echo two > f1 2>&1; echo st=$?; echo three >| f1; cat f1; set +C
#### readonly config constants
readonly VERSION=1.0 PREFIX=/usr
VERSION=2.0 2>&1; echo st=$?
( VERSION=3 ) 2>&1; echo "st=$?"
f() { local VERSION=9; echo "local $VERSION"; }; f 2>&1; echo st=$?
#### readonly array and declare -r
declare -ra DIRS=(bin lib)
DIRS+=(share) 2>&1; echo "st=$? ${DIRS[*]}"
unset DIRS 2>&1; echo st=$?
