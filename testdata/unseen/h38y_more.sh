#### read -t empty and dot are zero
read -t '' x <<< a; echo "$? [$x]"; read -t . x <<< b; echo "$? [$x]"
#### read -t plus sign and minus zero
read -t +1 x <<< a; echo "$? [$x]"; read -t -0 y <<< b; echo "$? [$y]"
#### read -t exponent and blanks invalid
read -t 1e3 x <<< a; echo "$?"; read -t ' 1' x <<< a; echo "$?"; read -t inf x <<< a; echo $?
#### declare -fp missing function
f() { :; }; declare -fp f nosuch; echo st=$?
#### declare -Fp missing
declare -Fp nosuch; echo st=$?
#### export -p with assignment
export -p x=1; echo st=$?; declare -p x
#### readonly -p with assignment
readonly -p y=1; echo st=$?; declare -p y
#### export -p name exports
x=1; export -p x; env | grep '^x='
#### let words around equals
let x = 1; echo st=$?; let = 2; echo st=$?
#### let plus equals word
x=1; let x += 1; echo "st=$? $x"
#### let unclosed paren
let '(x=5'; echo "st=$? $x"; let '((1)'; echo st=$?
#### arithmetic var unclosed paren
v='(1 + 2'; echo $((v)); echo st=$?
#### integer var unclosed paren
declare -i n; n='(2'; echo st=$?
#### test paren expected found bracket
[ \( a = a ]; echo $?; [ \( a = a -a b ]; echo $?
#### test paren expected found word
test \( a = a b; echo $?; [ \( -n a b c ]; echo $?
#### test paren expected at end
test \( a = a; echo $?
#### unset whole indexed array subscript keeps it
a=(1 2 3); unset 'a[@]'; declare -p a; a+=(x); declare -p a
#### unset star subscript keeps array
declare -ai a=(1 2); unset 'a[*]'; declare -p a
#### unset at subscript on assoc removes that key
declare -A h=([k]=v [@]=x); unset 'h[@]'; declare -p h
#### unset at subscript on scalar
x=5; unset 'x[@]'; echo st=$?; declare -p x
#### unset at subscript local array
f() { local -a a=(1 2); unset 'a[@]'; declare -p a; }; f
#### array literal nested paren status
a=((1)); echo st=$?
#### array literal nested paren mid script
echo before
a=((1))
echo "after $?"
#### cd -P dotdot from symlink
b=$PWD; mkdir -p real/sub; ln -s real/sub lnk; cd lnk; cd -P ..; echo "${PWD#$b}"
#### cd -P dotdot with set -P
b=$PWD; mkdir -p real/sub; ln -s real/sub lnk; set -P; cd lnk; echo "${PWD#$b}"; cd ..; echo "${PWD#$b}"
#### set -P shows in dash flags
set -P; echo $-; set -o | grep physical; set +P; echo $-
#### pwd follows set -P
b=$PWD; mkdir -p real; ln -s real lnk; cd lnk; pwd | sed "s|$b||"; set -P; pwd | sed "s|$b||"
#### cd double slash kept
cd //; pwd; cd tmp; pwd; cd ..; pwd; cd /; pwd
#### cd CDPATH physical
b=$PWD; mkdir -p base/real; ln -s real base/lnk; CDPATH=$b/base; cd -P lnk >/dev/null; echo "${PWD#$b}"
#### prompt D format
p='\D{%Y}'; [[ ${p@P} =~ ^20[0-9][0-9]$ ]] && echo year; p='x\D{%%}y'; echo "${p@P}"
#### prompt D empty format is time
p='\D{}'; [[ ${p@P} =~ ^[0-9][0-9]:[0-9][0-9]:[0-9][0-9]$ ]] && echo time
#### prompt D without brace
p='\D'; echo "${p@P}"
#### prompt command number
p='\#'
echo "${p@P}"

# comment
echo "${p@P}"; echo "${p@P}"
if true; then
  echo "${p@P}"
fi
#### read -N with delim empty drops NUL
printf 'ab\0cd' | { read -N 3 -d '' x; echo "[$x]"; }
#### getopts illegal option byte past ascii
set -- -é; getopts a o 2>&1 | od -An -c | tr -s ' '; echo
#### getopts silent OPTARG byte past ascii
set -- -é; getopts :a o; printf '%s' "$OPTARG" | od -An -tx1; getopts :a o; printf '%s' "$OPTARG" | od -An -tx1
#### type last of t p P wins
type -t -p cat; type -p -t cat; type -P -t cat; type -tP cat; type -Pp echo
#### command -p default path
command -pv ls; command -pV cat; PATH=/nowhere; command -p ls -d /; command -pv cat
#### for arith init error keeps trailing blanks
for ((  i = 1 / 0  ;;)); do :; done; echo st=$?
#### for arith condition error keeps trailing blank
for ((i=0; i < 1/0 ;)); do :; done; echo st=$?
#### for arith step error keeps trailing blank
for ((i=0; i<1; i+= 1/0 )); do :; done; echo st=$?
#### for arith comma step error
x=0; for ((i=0;i<1;i++ , j=1/x  )); do :; done; echo st=$?
#### shopt remembers options without effect
shopt -s autocd cdspell histappend; shopt autocd cdspell; shopt -p histappend; shopt -u autocd; shopt -p autocd
#### BASHOPTS lists remembered options
shopt -s cdspell huponexit; echo "$BASHOPTS" | tr ':' '\n' | grep -E '^(cdspell|huponexit)$'
#### shopt remembered option in subshell only
(shopt -s checkjobs; shopt -p checkjobs); shopt -p checkjobs
#### declaration with nested array paren
declare a=((1)); echo st=$?
#### local with nested array paren mid script
f() { :; }
local a=((1))
echo "after $?"
