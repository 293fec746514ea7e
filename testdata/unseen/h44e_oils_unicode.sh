#### length of multibyte string
x='日本語'
echo ${#x}
#### length in C locale
x='日本語'
LC_ALL=C
echo ${#x}
#### slice multibyte
x='αβγδ'
echo ${x:1:2}
#### slice multibyte in C locale
x='αβ'
LC_ALL=C
echo ${#x}
#### glob question matches one multibyte char
touch 'é'
echo ?
#### case pattern question mark multibyte
case 'ü' in ?) echo one;; *) echo many;; esac
#### bracket expression with multibyte
case 'é' in [éè]) echo match;; esac
#### upper case multibyte
x='éa'
echo ${x^^}
#### lower case multibyte
x='ÉÀ'
echo ${x,,}
#### printf %s width counts bytes
printf '[%5s]\n' 'é'
#### printf %.1s multibyte
printf '[%.1s]\n' 'éa'
#### dollar single quote unicode escape
echo $'\u00e9' $'\U0001F600' | od -An -tx1 | tr -s ' '
#### echo -e unicode escape
echo -e '\u00e9'
#### invalid utf8 length
x=$'\xff\xfe'
echo ${#x}
#### strip multibyte suffix
x='caféé'
echo ${x%é} ${x%%é*}
#### patsub multibyte
x='aéb'
echo ${x//é/E}
#### reverse char class alpha multibyte
[[ 'é' == [[:alpha:]] ]] && echo alpha
#### printf %q on multibyte
printf '%q\n' 'ñ x'
#### read multibyte with -n
printf 'éàü' | { read -n 2 x; echo $x; }
#### tr on multibyte passes bytes
printf 'é\n' | wc -c
#### wc -m counts chars
printf 'é\n' | wc -m
#### IFS multibyte char
IFS='é'
x='aébéc'
set -- $x
echo $# $1 $3
#### ${#} on array of multibyte
a=('é' 'ab')
echo ${#a[0]} ${#a[1]}
#### printf %c multibyte
printf '%c|\n' 'é'
#### character range in glob
case b in [a-c]) echo range;; esac
#### unicode in variable name invalid
eval 'é=1' 2>&1 | sed 's/.*line [0-9]*: //'
#### dollar single quote hex bytes
x=$'\xc3\xa9'
echo $x ${#x}
#### printf \x builds utf8
printf '\xe2\x82\xac\n'
#### glob bracket multibyte range
case 'é' in [a-z]) echo inrange;; *) echo outrange;; esac
#### invalid utf8 with question
x=$'\xff'
case $x in ?) echo one;; *) echo other;; esac
#### invalid utf8 slice
x=$'a\xffb'
echo ${#x} ${x:2:1}
#### printf %-3s multibyte
printf '[%-3s]\n' 'é'
#### printf %.2s multibyte bytes
printf '[%.2s]\n' 'éa' | od -An -c | tr -s ' '
#### uppercase sharp s
x='ß'
echo ${x^^}
#### lowercase turkish
x='İ'
echo ${x,,} | od -An -tx1 | tr -s ' '
#### dollar single quote u surrogate
echo $'\ud800' | od -An -tx1 | tr -s ' '
#### dollar single quote big U
echo $'\U110000' | od -An -tx1 | tr -s ' '
#### length of combining char
x=$'e\u0301'
echo ${#x}
#### read -n counts chars
printf 'éab' | { read -n 1 c; echo "$c"; }
#### printf %c invalid utf8
printf '%c\n' $'\xff' | od -An -tx1 | tr -s ' '
#### strip invalid utf8
x=$'\xffab'
echo ${x#?} | od -An -c | tr -s ' '
#### wide char width in printf q
printf '%q\n' $'\u2028'
