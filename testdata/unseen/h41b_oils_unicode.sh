#### length of utf8 string
s='ÀÉÎ'
echo ${#s}
s='日本語'
echo ${#s}
#### slice utf8
s='日本語です'
echo ${s:1:2} ${s: -1}
#### strip utf8 with ?
s='éa'
echo ${s#?} ${s%?}
#### printf %s width with utf8
printf '[%5s]\n' 'é'
printf '[%-4s]\n' 'ab'
#### printf %c with utf8
printf '%c\n' 'éx'
#### upper lower utf8
s='éçà'
echo ${s^^}
S='ÉÇÀ'
echo ${S,,}
#### glob ? matches one utf8 char
touch é ab
echo ?
#### case with utf8 pattern
case 'ü' in ?) echo one-char;; *) echo other;; esac
case 'üx' in ??) echo two;; esac
#### [[ ]] match utf8 class
[[ 'é' == [[:alpha:]] ]] && echo alpha
[[ 'é' == [a-z] ]] && echo range || echo not-range
#### $'\u' escapes
echo $'\u00e9' $'\u65e5' $'\U0001F600' | od -An -tx1 | head -2
#### printf \u
printf '\u00e9\n'
printf '%b\n' '\u00e9'
#### echo -e \u
echo -e '\u263a'
#### invalid utf8 length
s=$'\xff\xfe'
echo ${#s}
#### mixed invalid utf8 length
s=$'a\xffb'
echo ${#s}
#### read utf8 chars with -n
read -n 2 x <<< 'éàb'
echo $x
#### tr does not break utf8 bytes in LC_ALL
echo 'é' | wc -c
echo 'é' | wc -m
#### patsub on utf8
s='aéaé'
echo ${s//é/E} ${s/#a/A}
#### utf8 in variable name is error
é=1
echo st=$?
#### utf8 in array keys
declare -A m=([é]=1 [日]=2)
echo ${m[é]} ${m[日]}
#### @Q with utf8
s='é b'
echo ${s@Q}
#### printf %q with utf8
printf '%q\n' 'é b'
#### declare -p utf8
s='日本'
declare -p s
#### sort of utf8 words in C.UTF-8
printf '%s\n' b é a | sort
#### unicode in ${!prefix}
xé=1 2>/dev/null
echo st=$?
#### unicode in arithmetic is error
echo $(( é + 1 ))
echo st=$?
#### LC_ALL=C in script changes length
v='μx'
echo ${#v}
LC_ALL=C
echo ${#v}
#### LC_ALL=C strip byte
v='μ'
LC_ALL=C
echo ${v#?} | od -An -tx1
#### LC_ALL=C slice bytes
v='éa'
LC_ALL=C
echo "${v:1}" | od -An -tx1
#### printf %d of char
printf '%d %d %d\n' "'a" "'é" '"b'
#### printf %d char in C locale
LC_ALL=C
printf '%d\n' "'é"
#### case op in C locale
v='é'
LC_ALL=C
echo ${v^^}
#### glob ? on utf8 file in C locale
touch é
LC_ALL=C
echo ? ??
#### invalid utf8 slice
s=$'\xffab'
echo "${s:1}" | od -An -tx1
#### invalid utf8 strip ?
s=$'\xffab'
echo "${s#?}"
#### invalid utf8 upper
s=$'a\xffb'
echo "${s^^}" "${s@U}" "${s,,}" | od -An -tx1
#### length of incomplete sequence
s=$'\xc3'
echo ${#s}
s=$'a\xc3'
echo ${#s}
#### read -n utf8 in C locale
LC_ALL=C
read -n 1 x <<< 'é'
echo ${#x}
#### [[ ]] match utf8 in C locale
LC_ALL=C
[[ 'é' == ? ]] && echo one || echo not-one
[[ 'é' == ?? ]] && echo two
#### printf %5s in C locale bytes
LC_ALL=C
printf '[%5s]\n' 'é'
#### utf8 in $'\u' with C locale
LC_ALL=C
echo $'\u00e9' | od -An -tx1
#### printf %q utf8 in C locale
LC_ALL=C
printf '%q\n' 'é'
#### @Q utf8 in C locale
LC_ALL=C
v='é'
echo ${v@Q}
#### tr a-z utf8
echo 'héllo' | tr a-z A-Z
#### wc -m utf8 in C locale
LC_ALL=C
echo 'é' | wc -m
#### cut -c utf8
echo 'éab' | cut -c1-2
#### sort with unicode
printf '%s\n' 'é' 'e' 'f' 'E' | sort
#### ${s:0:1} mid char
s='日本'
echo "${s:0:1}" "${s:1:1}"
#### rev utf8
echo 'aé' | rev
#### awk length utf8
echo 'éa' | awk '{print length($0)}'
#### sed dot utf8
echo 'éa' | sed 's/./X/'
#### grep dot utf8
echo 'é' | grep -c '^.$'
#### expr length utf8
expr length 'éa'
#### unicode var in patsub pattern class
s='aébc'
echo ${s//[[:alpha:]]/x}
#### printf %.1s utf8
printf '%.1s\n' 'éa'
#### printf %-3s| utf8
printf '%-3s|\n' 'é'
#### combining characters length
s=$'e\u0301'
echo ${#s}
#### surrogate escape
echo $'\ud800' | od -An -tx1
#### large unicode escape
echo $'\U110000' | od -An -tx1
#### unicode escape short forms
echo $'\u41' $'\U42' $'\u' | od -c | head -2
#### printf \U large
printf '\U0001F600\n' | od -An -tx1
#### printf %b \U
printf '%b\n' '\U00e9' | od -An -tx1
#### echo -e \x with utf8 bytes
echo -e '\xc3\xa9'
#### mixed bytes then slice
s=$'\xc3\xa9\xc3'
echo ${#s} "${s:0:1}" | od -An -tx1
#### strip utf8 with star
s='ééa'
echo ${s#*é} ${s##*é}
#### patsub utf8 on char class negated
s='aébc'
echo ${s//[!a-z]/_}
#### case conversion of special unicode
s='ǅ'
echo ${s^^} ${s,,}
#### glob [[:alpha:]] files utf8
touch é 1
echo [[:alpha:]]
#### sort -u utf8
printf 'é\ne\né\n' | sort -u
#### printf %5.2s utf8
printf '[%5.2s]\n' 'éèà'
#### read -N utf8
read -N 2 x <<< 'éèà'
echo "$x"
#### utf8 in IFS read
IFS=é read a b <<< 'xéy'
echo $a $b
#### ${#} with invalid in middle
s=$'a\x80b'
echo ${#s}
#### printf %c with invalid
printf '%c' $'\x80a' | od -An -tx1
