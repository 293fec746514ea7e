#### ugly plus with single-quoted brace unquoted
echo 1 ${IFS+'}'z}
#### ugly plus with single-quoted brace in dquotes
echo 2 "${IFS+'}'z}"
#### ugly plus unbalanced single quote in dquotes
echo 3 "foo ${IFS+'bar} baz"
#### ugly plus inner dquotes keep spaces
pfn() { for x in "$@"; do printf '%s\n' "$x"; done; }
pfn "foo ${IFS+"b   c"} baz"
pfn "foo ${IFS+b   c} baz"
#### ugly plus dquoted brace
echo 6 ${IFS+"}"z}
echo 7 "${IFS+"}"z}"
#### ugly plus escaped dquotes in dquotes
echo 8 "${IFS+\"}\"z}"
echo 9 "${IFS+\"\}\"z}"
#### ugly plus single quote spanning words
echo 10 foo ${IFS+'bar} baz'}
#### ugly plus in comsub
echo 11 "$(echo "${IFS+'}'z}")"
echo 12 "$(echo ${IFS+'}'z})"
#### ugly plus escaped brace
echo 13 ${IFS+\}z}
echo 14 "${IFS+\}z}"
#### ugly nested braces in dquoted word
pfs() { for x in "$@"; do printf '<%s> ' "$x"; done; }
u=x; pfs "foo ${IFS+a"b$u{ {"{{\}b} c ${IFS+d{}} bar" ${IFS-e{}} baz; echo .
#### ugly backquote inside plus word
l=t; echo 16 ${IFS+h`echo -n i ${IFS+$l}h`ere}
l=t; echo 18 "${IFS+h`echo -n i ${IFS+$l}h`ere}"
l=t; echo 20 ${IFS+h`echo -n i "${IFS+$l}"h`ere}
l=t; echo 22 "${IFS+h`echo -n i "${IFS+$l}"h`ere}"
#### ugly comsub inside plus word
l=t; echo 17 ${IFS+h$(echo -n i ${IFS+$l}h)ere}
l=t; echo 19 "${IFS+h$(echo -n i ${IFS+$l}h)ere}"
l=t; echo 21 ${IFS+h$(echo -n i "${IFS+$l}"h)ere}
l=t; echo 23 "${IFS+h$(echo -n i "${IFS+$l}"h)ere}"
#### ugly single quotes in dquoted plus keep expansion
pfn() { for x in "$@"; do printf '%s\n' "$x"; done; }
key=value; pfn "${IFS+'$key'}"
key=value; pfn "${IFS+"'$key'"}"
key=value; pfn ${IFS+'$key'}
key=value; pfn ${IFS+"'$key'"}
#### ugly mixed quotes tilde and hash in plus
pfn() { for x in "$@"; do printf '%s\n' "$x"; done; }
pfn "${IFS+"'"x ~ x'}'x"'}"x}" #'
#### ugly unquoted nested braces word splitting
pfs() { for x in "$@"; do printf '<%s> ' "$x"; done; }
u=x; pfs foo ${IFS+a"b$u{ {"{ {\}b} c ${IFS+d{}} bar ${IFS-e{}} baz; echo .
#### ugly backslash newline in quoted plus words
pfs() { for x in "$@"; do printf '<%s> ' "$x"; done; }
pfs ${IFS+foo 'b\
ar' baz}; echo .
pfs ${IFS+foo "b\
ar" baz}; echo .
pfs "${IFS+foo 'b\
ar' baz}"; echo .
pfs "${IFS+foo "b\
ar" baz}"; echo .
#### ugly assign default with escaped space
pfs() { for x in "$@"; do printf '<%s> ' "$x"; done; }
(pfs ${v=a\ b} x ${v=c\ d}; echo .)
(pfs "${v=a\ b}" x "${v=c\ d}"; echo .)
(pfs ${v-a\ b} x ${v-c\ d}; echo .)
#### ugly quotes in plus word removed unquoted kept quoted
echo 38 ${IFS+x'a'y} / "${IFS+x'a'y}" .
foo="x'a'y"; echo 39 ${foo%*'a'*} / "${foo%*'a'*}" .
#### ugly hash trim leaves leading space
pfs() { for x in "$@"; do printf '<%s> ' "$x"; done; }
foo="a b c"; pfs "${foo#a}"; echo .
#### ugly nested dollar hash operators
foo() { return 100; }; foo; echo 41 ${#+${#:+${#?}}\ \}\}\}}
#### unglob dquoted norm forms
tl_norm() {
	v=$2
	test x"$v" = x"-" && unset v
	(echo "$1 plus norm foo ${v+'bar'} baz")
	(echo "$1 dash norm foo ${v-'bar'} baz")
	(echo "$1 eqal norm foo ${v='bar'} baz")
	(echo "$1 qstn norm foo ${v?'bar'} baz") 2>/dev/null || echo "$1 qstn norm -> error"
	(echo "$1 PLUS norm foo ${v:+'bar'} baz")
	(echo "$1 DASH norm foo ${v:-'bar'} baz")
	(echo "$1 EQAL norm foo ${v:='bar'} baz")
	(echo "$1 QSTN norm foo ${v:?'bar'} baz") 2>/dev/null || echo "$1 QSTN norm -> error"
}
tl_norm 1 -
tl_norm 2 ''
tl_norm 3 x
#### unglob dquoted paren forms
tl_paren() {
	v=$2
	test x"$v" = x"-" && unset v
	(echo "$1 plus parn foo ${v+(bar)} baz")
	(echo "$1 dash parn foo ${v-(bar)} baz")
	(echo "$1 eqal parn foo ${v=(bar)} baz")
	(echo "$1 qstn parn foo ${v?(bar)} baz") 2>/dev/null || echo "$1 qstn parn -> error"
	(echo "$1 PLUS parn foo ${v:+(bar)} baz")
	(echo "$1 DASH parn foo ${v:-(bar)} baz")
	(echo "$1 EQAL parn foo ${v:=(bar)} baz")
	(echo "$1 QSTN parn foo ${v:?(bar)} baz") 2>/dev/null || echo "$1 QSTN parn -> error"
}
tl_paren 4 -
tl_paren 5 ''
tl_paren 6 x
#### unglob dquoted brace forms
u=x
tl_brace() {
	v=$2
	test x"$v" = x"-" && unset v
	(echo "$1 plus brac foo ${v+a$u{{{\}b} c ${v+d{}} baz")
	(echo "$1 dash brac foo ${v-a$u{{{\}b} c ${v-d{}} baz")
	(echo "$1 eqal brac foo ${v=a$u{{{\}b} c ${v=d{}} baz")
	(echo "$1 qstn brac foo ${v?a$u{{{\}b} c ${v?d{}} baz") 2>/dev/null || echo "$1 qstn brac -> error"
	(echo "$1 PLUS brac foo ${v:+a$u{{{\}b} c ${v:+d{}} baz")
	(echo "$1 DASH brac foo ${v:-a$u{{{\}b} c ${v:-d{}} baz")
	(echo "$1 EQAL brac foo ${v:=a$u{{{\}b} c ${v:=d{}} baz")
	(echo "$1 QSTN brac foo ${v:?a$u{{{\}b} c ${v:?d{}} baz") 2>/dev/null || echo "$1 QSTN brac -> error"
}
tl_brace 7 -
tl_brace 8 ''
tl_brace 9 x
#### unglob unquoted norm forms
tl_norm() {
	v=$2
	test x"$v" = x"-" && unset v
	(echo $1 plus norm foo ${v+'bar'} baz)
	(echo $1 dash norm foo ${v-'bar'} baz)
	(echo $1 eqal norm foo ${v='bar'} baz)
	(echo $1 qstn norm foo ${v?'bar'} baz) 2>/dev/null || echo "$1 qstn norm -> error"
	(echo $1 PLUS norm foo ${v:+'bar'} baz)
	(echo $1 DASH norm foo ${v:-'bar'} baz)
	(echo $1 EQAL norm foo ${v:='bar'} baz)
	(echo $1 QSTN norm foo ${v:?'bar'} baz) 2>/dev/null || echo "$1 QSTN norm -> error"
}
tl_norm 1 -
tl_norm 2 ''
tl_norm 3 x
#### unglob unquoted paren forms
tl_paren() {
	v=$2
	test x"$v" = x"-" && unset v
	(echo $1 plus parn foo ${v+\(bar')'} baz)
	(echo $1 dash parn foo ${v-\(bar')'} baz)
	(echo $1 eqal parn foo ${v=\(bar')'} baz)
	(echo $1 qstn parn foo ${v?\(bar')'} baz) 2>/dev/null || echo "$1 qstn parn -> error"
	(echo $1 PLUS parn foo ${v:+\(bar')'} baz)
	(echo $1 DASH parn foo ${v:-\(bar')'} baz)
	(echo $1 EQAL parn foo ${v:=\(bar')'} baz)
	(echo $1 QSTN parn foo ${v:?\(bar')'} baz) 2>/dev/null || echo "$1 QSTN parn -> error"
}
tl_paren 4 -
tl_paren 5 ''
tl_paren 6 x
#### unglob unquoted brace forms
u=x
tl_brace() {
	v=$2
	test x"$v" = x"-" && unset v
	(echo $1 plus brac foo ${v+a$u{{{\}b} c ${v+d{}} baz)
	(echo $1 dash brac foo ${v-a$u{{{\}b} c ${v-d{}} baz)
	(echo $1 eqal brac foo ${v=a$u{{{\}b} c ${v=d{}} baz)
	(echo $1 qstn brac foo ${v?a$u{{{\}b} c ${v?d{}} baz) 2>/dev/null || echo "$1 qstn brac -> error"
	(echo $1 PLUS brac foo ${v:+a$u{{{\}b} c ${v:+d{}} baz)
	(echo $1 DASH brac foo ${v:-a$u{{{\}b} c ${v:-d{}} baz)
	(echo $1 EQAL brac foo ${v:=a$u{{{\}b} c ${v:=d{}} baz)
	(echo $1 QSTN brac foo ${v:?a$u{{{\}b} c ${v:?d{}} baz) 2>/dev/null || echo "$1 QSTN brac -> error"
}
tl_brace 7 -
tl_brace 8 ''
tl_brace 9 x
#### error message of question mark forms
unset v
(echo ${v?}) 2>&1
(echo ${v:?}) 2>&1
(echo ${v?custom msg}) 2>&1
v=; (echo ${v:?empty 'q' "d"}) 2>&1
echo st=$?
#### three colons substring is bad substitution dquoted
TEST=1234
echo "${TEST:1:2:3}"
echo $? but still living
#### three colons substring unquoted
TEST=1234
echo ${TEST:1:2:3}
echo $? but still living
#### weird hash length and trim of dollar hash
set 1 2 3 4 5 6 7 8 9 10 11
echo ${#}
echo ${##}
echo ${##1}
set 1 2 3 4 5 6 7 8 9 10 11 12
echo ${##1}
(exit 0)
echo $? = ${#?} .
(exit 111)
echo $? = ${#?} .
#### weird special params with operators
set -- i
echo 4 = ${#+word} , ${$+word} , ${-+word} , ${?+word} .
echo 5 = ${#-word} , ${?-word} , ${#=word} , ${?=word} .
echo 6 = ${#?word} , ${??word} .
echo 7 = ${##} , ${#?} .
echo 10 = ${##pattern} , ${?#pattern} , ${#%pattern} , ${?%pattern} .
#### weird dollar hash trims
set -- ; echo 14 = $# : ${##} , ${##1} .
set -- 1 2 3 4 5; echo 16 = $# : ${##} , ${##1} .
set -- 1 2 3 4 5 6 7 8 9 a b c d e; echo 18 = $# : ${##} , ${##1} .
#### weird trim with positional params as pattern
A=9999-02
B=9999
echo 1=${A#$B?}.
set -- $A $B
echo 2=${1#$2?}.
#### weird tilde in trim and replace
HOME=/etc
a="~/x"
echo "<${a#~}> <${a#\~}> <${b:-~}> <${b:-\~}> <${c:=~}><$c> <${a/~}> <${a/x/~}> <${a/x/\~}>"
#### weird tilde unquoted in default
HOME=/etc
unset b
echo ${b:-~} ${b:-~/x} ${b:-x~} ${b:-\~}
echo ${b:-a:~}
c=; echo ${c:=~/y} $c
#### bang question without background job
echo ${!?}
echo st=$?
#### bang forms without background job
echo 1 $! .
echo 2 ${!#} .
echo 4 ${!-foo} .
echo 5 ${!+bar} .
#### huge positional parameter number
echo "1 ${12345678901234567890} ."
echo "2 ${10} ${0+zero}"
#### replace with side effects evaluated once
foo=n1n1n1n2n3
i=2
n=1
echo 1 ${foo//n$((n++))/[$((++i))]} .
echo 2 $n , $i .
#### hash of special params
set -- a bb ccc
echo ${#1} ${#2} ${#3} ${#@} ${#*}
x=hello; echo ${#x} ${#nosuch}
