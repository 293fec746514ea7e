#### IFS lone continuation byte does not split a character
e=$'\xc3\xa9'; IFS=$'\xa9'; set -- x${e}y; echo $#
#### IFS lone byte still splits a lone byte
IFS=$'\xa9'; v=$'a\xa9b'; set -- $v; echo $# "$1" "$2"
#### read with lone IFS byte keeps the character
IFS=$'\xac' read a b <<< $'x\xe2\x82\xacy'; echo "$a" "[$b]"
#### read -a with lone IFS byte
IFS=$'\x82' read -ra arr <<< $'1\xe2\x82\xac2'; echo ${#arr[@]}
#### case lone byte pattern matches inside character
e=$'\xc3\xa9'; b=$'\xa9'
case $e in *$b) echo byte;; *) echo nomatch;; esac
#### case valid pattern does not split character
e=$'\xc3\xa9'; case $e in ?) echo onechar;; *) echo other;; esac
#### suffix removal with lone byte
e=$'caf\xc3\xa9'; b=$'\xa9'; echo "${e%$b}" | od -An -b | tr -s ' '
#### prefix removal with lone byte star
e=$'\xe2\x82\xac!'; b=$'\x82'; echo "${e#*$b}" | od -An -b | tr -s ' '
#### replace lone byte
e=$'a\xc3\xa9b'; b=$'\xc3'; echo "${e/$b/X}" | od -An -c | tr -s ' '
#### double bracket lone byte
e=$'\xe2\x82\xac'; b=$'\xe2'; [[ $e == $b* ]] && echo yes || echo no
#### invalid subject with question marks
s=$'\xff\xfe'; case $s in ??) echo two;; *) echo not;; esac
