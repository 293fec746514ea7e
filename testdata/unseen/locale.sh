#### dollar u under C
LC_ALL=C
echo $'\u00e9' | od -An -c
#### dollar u under UTF-8
echo $'\u00e9'
echo $'\U0001F600' | od -An -tx1
#### printf u under C
LC_ALL=C printf '\u00e9\n' | od -An -c
#### printf u utf8
printf '\u00e9\n'
printf '%b\n' '\u00e9'
echo -e '\u00e9'
#### printf u under C in script
export LC_ALL=C
printf '\u00e9|\u0041\n'
echo -e '\u00e9|\u0041'
printf '%b\n' '\u00e9'
#### alpha on non-ascii glob
x=é
case $x in [[:alpha:]]) echo alpha;; *) echo no;; esac
[[ $x == [[:alpha:]] ]] && echo cond
#### digit other scripts
x='٣'
case $x in [[:digit:]]) echo digit;; *) echo no;; esac
[[ $x == [[:digit:]] ]] && echo d || echo nd
[[ $x == [[:alnum:]] ]] && echo an || echo nan
[[ $x =~ ^[[:digit:]]$ ]] && echo re || echo nre
[[ $x =~ ^[0-9]$ ]] && echo re09 || echo nre09
#### fullwidth digit
x='５'
[[ $x == [[:digit:]] ]] && echo d || echo nd
[[ $x == [[:alnum:]] ]] && echo an || echo nan
[[ $x == [[:alpha:]] ]] && echo al || echo nal
#### bare :space: in regex
[[ ' ' =~ [:space:] ]] && echo y1 || echo n1
[[ 'a' =~ [:space:] ]] && echo y2 || echo n2
[[ 's' =~ [:space:] ]] && echo y3 || echo n3
[[ 'x' =~ [:space:] ]] && echo y4 || echo n4
[[ ':' =~ [:space:] ]] && echo y5 || echo n5
#### bare :alpha: in glob
[[ a == [:alpha:] ]] && echo y1 || echo n1
[[ x == [:alpha:] ]] && echo y2 || echo n2
case p in [:alpha:]) echo y3;; *) echo n3;; esac
#### upper lower non-ascii
x=éa
echo ${x^^} ${x^}
y=ÉA
echo ${y,,} ${y,}
declare -u u=été; echo $u
#### length utf8
x=héllo
echo ${#x} ${x:1:2}
#### length under C
LC_ALL=C
x=héllo
echo ${#x}
#### printf width utf8
printf '[%5s]\n' é
printf '[%-4s]\n' éé
printf '[%.1s]\n' éa
#### printf %c utf8
printf '%c\n' éa | od -An -tx1
#### range in glob utf8
[[ é == [a-z] ]] && echo y || echo n
case é in [a-z]) echo y;; *) echo n;; esac
#### nocasematch utf8
shopt -s nocasematch
[[ É == é ]] && echo y || echo n
case É in é) echo c;; esac
#### dollar single quote octal and hex
echo $'\x41\101\0101' | od -An -c
echo $'\xe9' | od -An -tx1
echo $'\cA' | od -An -tx1
echo $'a\c' ; echo $'\e' | od -An -tx1
#### printf quoting with utf8
printf '%q\n' 'é b'
x=$'é\t'; echo "${x@Q}"
#### echo -e u invalid
echo -e '\u' '\uZ' '\u12345678'|od -An -c
printf '\U110000\n' | od -An -tx1
#### printf %d with unicode char
printf '%d\n' "'é" "'a" "'"
#### tr on utf8 via builtins
x=aé
echo ${x//é/e}
echo ${x/[[:alpha:]]/X}
echo ${x//[^a]/X}
#### read with utf8 delim
printf 'aébéc' | { read -d é x; echo $x; }
#### read -n utf8
printf 'éèa' | { read -n 2 x; echo $x; }
printf 'éèa' | { read -N 1 x; echo $x; }
#### cut-like param with utf8
x=日本語
echo ${x:1} ${x: -1} ${#x}
echo ${x#?} ${x%?}
#### glob ? matches utf8
touch é ab
echo ?
echo ??
