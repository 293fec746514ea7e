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
