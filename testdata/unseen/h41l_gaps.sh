#### gaps let dashdash then dashdash word
let -- -- x 2>&1; echo st=$?
#### gaps let increment word apart
x=3; let ++ x 2>&1; echo st=$? x=$x
#### gaps let dashdash then increment word
x=3; let -- ++ x 2>&1; echo st=$? x=$x
#### gaps let decrement word after an expression
x=3; let 'x+=1' -- x 2>&1; echo st=$? x=$x
#### gaps let dashdash then decrement
x=5; let -- --x; echo st=$? x=$x
#### gaps declare export readonly dashdash twice
declare -- -- x 2>&1; echo st=$?
export -- -- y 2>&1; echo st=$?
readonly -- -- z 2>&1; echo st=$?
#### gaps local dashdash twice
f() { local -- -- x 2>&1; echo st=$?; }; f
#### gaps unset dashdash twice
x=1; unset -- -- x; echo st=$? "${x-gone}"
#### gaps shift dashdash then non number
set -- a b; shift -- -- 1 2>&1; echo st=$? n=$#
#### gaps shift dashdash negative names dashdash
set -- a b c; shift -- -1 2>&1; echo st=$? n=$#
#### gaps shift verbose out of range names the first word
set -- a b; shopt -s shift_verbose
shift -- 5 2>&1; echo st=$?
shift " 3" 2>&1; echo st=$?
shift 2 2>&1; shift -- 2>&1; echo st=$?
#### gaps shift non number before too many
set -- a b; shift x y 2>&1; echo st=$? n=$#
#### gaps return and exit dashdash
f() { return -- 3; }; f; echo st=$?
g() { return -- -- 3; }; g 2>&1; echo st=$?
(exit -- 4); echo st=$?
(exit -- -- 4) 2>&1; echo st=$?
#### gaps set +h hash says hashing disabled
set +h
hash 2>&1; echo st=$?
hash -r 2>&1; echo st=$?
hash -p /bin/cat cat 2>&1; echo st=$?
hash -x 2>&1; echo st=$?
echo "$-"; set -o | grep -w hashall; shopt -po hashall
#### gaps set +h neither remembers nor consults
hash -p /bin/nowhere cat
set +h
echo a | cat; type -t cat; echo "${BASH_CMDS[cat]}"
BASH_CMDS[ls]=/bin/ls
set -h
hash
#### gaps shopt -o hashall and SHELLOPTS
shopt -uo hashall; echo "$-"; echo "$SHELLOPTS"
shopt -so hashall; echo "$-"
#### gaps bash +h
bash +h -c 'echo "$-"; hash' 2>&1; echo st=$?
#### gaps RETURN trap LINENO function end
set -T
trap 'echo R $LINENO
echo R2 $LINENO' RETURN
f()
{
  :
  :
}
f
g() { :; }
g
echo at $LINENO
#### gaps RETURN trap LINENO return line
set -T
trap 'echo R $LINENO' RETURN
h() {
  :
  return 3
}
h
k() {
  if :; then
    return
  fi
}
k
o() { h; }
o
#### gaps RETURN trap LINENO source
trap 'echo R $LINENO' RETURN
printf '\n:\nreturn\n:\n' > s.sh
echo a
. ./s.sh
. /dev/null
echo e $LINENO
#### gaps RETURN trap set in the function LINENO
n() {
  trap 'echo N $LINENO; trap - RETURN' RETURN
  :
}
n
#### gaps DEBUG trap LINENO for each word
trap 'echo D $LINENO' DEBUG
for i in 1 2; do
  :
done
echo end
#### gaps DEBUG trap LINENO arithmetic for
trap 'echo D $LINENO' DEBUG
for ((i=0;i<2;i++)); do
  :
done
trap - DEBUG
#### gaps DEBUG trap LINENO PS4 in for
set -x
PS4='+$LINENO '
for i in a b
do
  : $i
done 2>&1
#### gaps ERR trap LINENO in function and if
trap 'echo E $LINENO' ERR
f() {
  false
  echo in
}
f
if true; then
  false
fi
#### gaps bash -c next line after a discarded line
bash -c 'readonly r; r=2; echo same
echo st=$?
x=${u:?gone}; echo no
echo st=$?' 2>&1; echo rc=$?
#### gaps bash -c next line after a bad substitution
bash -c 'echo ${x!}; echo same
echo st=$?' 2>&1; echo rc=$?
#### gaps bash -c next line after an expansion arithmetic error
bash -c 'x=$((1/0)); echo same
echo st=$?
f() { echo $((2/0)); echo in; }; f; echo out
echo st=$?' 2>&1; echo rc=$?
#### gaps bash -c next line after FUNCNEST
bash -c 'FUNCNEST=1; f() { f; }; f; echo same
echo st=$?' 2>&1; echo rc=$?
#### gaps bash -c ends after a cleaned-up discard
bash -c 'a[1/0]=1; echo same
echo st=$?' 2>&1; echo rc=$?
bash -c 'shift 1 2; echo same
echo st=$?' 2>&1; echo rc=$?
#### gaps bash -c set -e ends after a discarded line
bash -c 'set -e; readonly r; r=2; echo same
echo st=$?' 2>&1; echo rc=$?
#### gaps extquote off default words
shopt -u extquote
x=; echo "${x:-$'a\tb'}" "${x:+$'c'}" ${x:-$'d\te'} "$'f'"
y=abc; echo "${y:+$'q'}" "${y#$'a'}" "${y/b/$'\t'}" "${u=$'z\tz'}"; echo "$u"
#### gaps extquote off applies to the next line
echo "${x:-$'a'}"; shopt -u extquote; echo "${x:-$'b'}"
echo "${x:-$'c'}"; shopt -s extquote; echo "${x:-$'d\te'}"
echo "${x:-$'e\te'}"
#### gaps extquote off expands inside the kept quotes
shopt -u extquote
v=val; echo "${x:-$'$v'}" "${x:-$'\$v'}"
#### gaps extquote off in a function read then
shopt -u extquote
f() { echo "${x:-$'q\tq'}"; }
shopt -s extquote
f; g() { echo "${x:-$'r\tr'}"; }; g
#### gaps extquote off in eval and command substitution
shopt -u extquote
eval 'echo "${x:-$'"'"'a\tb'"'"'}"'
echo "$(echo "${x:-$'c'}")" "${x:-$(echo $'d\td')}"
#### gaps array slice offset past the end before a negative length
a=(1 2 3); echo "[${a[@]:3:-5}]"; echo st=$?
a=([5]=1); echo "[${a[@]:6:-1}]"; echo st=$?
a=(1 2 3); echo "[${a[@]:2:-5}]" 2>&1; echo st=$?
#### gaps gawk warns once of invalid multibyte data
printf 'a\xffb\n\xfe\n' | awk '{print length($0)}' 2>&1
#### gaps gawk multibyte warning in BEGIN and per function
awk 'BEGIN{x="\xff"; print x ~ /./; print length(x); print length(x)}' 2>&1
printf 'a\xffb\n' | gawk '{print match($0,/z/); print toupper($0)}' 2>&1 | od -An -c
printf 'a\xffb\n' | awk '{print index($0,"b"); print substr($0,2)}' 2>&1 | od -An -c
#### gaps gawk no multibyte warning without characters counted
printf 'a\xffb\n' | awk '{print; print $0 ~ /a/; n=split($0,a,""); print n}' 2>&1 | od -An -c
printf 'a\xffb\n' | LC_ALL=C awk '{print length($0)}' 2>&1
#### gaps sed raw byte escapes in UTF-8
printf 'é\n' | sed 's/\xc3/X/' | od -An -c
printf 'éé\n' | sed 's/\xa9\xc3/X/' | od -An -c
printf 'é\n' | sed 's/\xc3\xa9/X/; s/[\xc3\xa9]/Y/' | od -An -c
printf 'a\xffb\n' | sed 's/\xff/X/' | od -An -c
#### gaps sed raw byte with dot bracket and anchors
printf 'é\n' | sed 's/.\xa9/X/; s/[\xa9]/Y/; s/^\xa9/Z/' | od -An -c
printf 'é\n' | sed 's/\xa9$/X/' | od -An -c
printf 'é\n' | sed 's/\(\xa9\)/[\1]/' | od -An -c
#### gaps sed raw byte repeated and global
printf 'é\n' | sed 's/\xa9*/X/g' | od -An -c
printf 'é\n' | sed -E 's/(\xa9)+/X/' | od -An -c
#### gaps grep raw byte pattern and -o
printf 'é\nab\n' | grep -c $'\xa9'
printf 'é\n' | grep -o $'\xa9' 2>&1 | od -An -c
#### gaps rev stops at invalid UTF-8
printf 'ok\na\xffb\nxy\n' | rev 2>&1; echo st=$?
printf 'ok\n\x80\n' > f; rev f 2>&1; echo st=$?
#### gaps rev a NUL ends the wide string
printf 'a\0b\nxy\nq\0\n' | rev | od -An -c
printf 'ab\0cd' | rev | od -An -c
#### gaps rev dash is a file name
printf 'ab\n' | rev - 2>&1; echo st=$?
printf 'cd\n' > ./-; rev - 2>&1; echo st=$?
