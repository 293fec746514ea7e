#### glob basic star and unmatched pattern kept
touch a b c d abc abd abe bb bcd ca cb dd de Beware
printf '<%s>' a* X*; echo
printf '<%s>' \a*; echo
#### glob nullglob drops unmatched
touch a abc
shopt -s nullglob
printf '<%s>' a* X*; echo
set -- X*; echo $#
#### glob failglob error and status
mkdir tmp; touch tmp/l1 tmp/l2 tmp/l3
echo tmp/l[12] tmp/*4 tmp/*3
shopt -s failglob
echo tmp/l[12] tmp/*4 tmp/*3
echo "status $?"
#### glob failglob in a command aborts the list
shopt -s failglob
echo before; echo nomatch* ; echo after
echo next line
#### glob trailing slash matches only directories
touch bb bcd; mkdir bdir
printf '<%s>' b*/; echo
#### glob quoted and escaped stars
touch ca cb
printf '<%s>' \* 'a*' a\* ; echo
printf '<%s>' c* a\* *q*; echo
printf '<%s>' "*"* \**; echo
printf '<%s>' "\.\./*/" 's/\..*//'; echo
#### glob Configure pattern stays intact
printf '<%s>\n' "/^root:/{s/^[^:]*:[^:]*:\([^:]*\).*"'$'"/\1/"
#### glob character class ranges
touch a b c d abc abd abe bb bcd ca cb dd de Beware; mkdir bdir
printf '<%s>' [a-c]b*; echo
printf '<%s>' [a-y]*[^c]; echo
printf '<%s>' a*[^c]; echo
#### glob dash at end of bracket
touch a-b aXb ab
printf '<%s>' a[X-]b; echo
#### glob negated range skips dot files
touch a b d dd de Beware .x .y
printf '<%s>' [^a-c]*; echo
#### glob directory with star in its name
mkdir 'a*b'; > 'a*b/ooo'; mkdir axb; > axb/ppp
printf '<%s>' a\*b/*; echo
printf '<%s>' a\*?/*; echo
#### glob case with escaped bang and star
cmd='echo !7'
case "$cmd" in *\\!*) echo match ;; *) echo no match ;; esac
file='r.*'
case $file in *.\*) echo not there ;; *) echo there ;; esac
#### glob posix bracket with quoted and escaped char
touch abc
printf '<%s>' a[b]c a["b"]c a[\b]c a?c; echo
#### glob case quoting of pattern parts
case abc in a"b"c) echo 'match 1' ;; *) echo 'BAD 1' ;; esac
case abc in a*c) echo 'match 2' ;; *) echo 'BAD 2' ;; esac
case abc in "a?c") echo 'bad 1' ;; *) echo 'ok 1' ;; esac
case abc in a\*c) echo 'bad 2' ;; *) echo 'ok 2' ;; esac
case abc in a\[b]c) echo 'bad 3' ;; *) echo 'ok 3' ;; esac
case "$nosuchvar" in "") echo 'ok 4' ;; *) echo 'bad 4' ;; esac
case abc in a["\b"]c) echo 'ok 5' ;; *) echo 'bad 5' ;; esac
#### glob nested directory pattern and command substitution
mkdir -p man/man1; touch man/man1/bash.1
printf '<%s>' */man*/bash.*; echo
printf '<%s>' $(echo */man*/bash.*); echo
printf '<%s>' "$(echo */man*/bash.*)"; echo
#### glob many stars in case match
for p in 'a***c' 'a*****?c' '?*****??' '*****??' '*****??c' '?*****?c' '?***?****c' '?***?****?' '?***?****' '*******c' '*******?'; do
  case abc in $p) echo "ok $p";; *) echo "bad $p";; esac
done
#### glob many stars longer subject
for p in 'a*cd**?**??k' 'a**?**cd**?**??k' 'a**?**cd**?**??k***' 'a**?**cd**?**??***k' 'a**?**cd**?**??***k**' 'a****c**?**??*****'; do
  case abcdecdhjk in $p) echo ok;; *) echo bad;; esac
done
#### glob many stars that must not match
for p in '??**********?****?' '??**********?****c' '?************c****?****' '*c*?**' 'a*****c*?**' 'a********???*******'; do
  case abc in $p) echo "bad $p";; *) echo "no $p";; esac
done
#### glob dash and backslash in brackets
case '-' in [-abc]) echo ok 26 ;; esac
case '-' in [abc-]) echo ok 27 ;; esac
case '\' in \\) echo ok 28 ;; esac
case '\' in [\\]) echo ok 29 ;; esac
case '\' in '\') echo ok 30 ;; esac
#### glob unclosed and leading right bracket
case '[' in [[]) echo ok 31 ;; esac
case '[' in [) echo ok 32 ;; esac
case '[abc' in [*) echo ok 33;; esac
case ']' in []]) echo ok 34 ;; esac
case '-' in []-]) echo ok 35 ;; esac
case p in [a-\z]) echo ok 36 ;; esac
case "/tmp" in [/\\]*) echo ok 37 ;; esac
case 'a' in []) echo bad 7 ;; *) echo ok 38;; esac
case '[' in [abc) echo bad 8;; *) echo ok 39;; esac
#### glob nocaseglob
touch bb bcd Beware abc
printf '<%s>' b*; echo
shopt -s nocaseglob
printf '<%s>' b*; echo
printf '<%s>' [b]*; echo
#### glob set -f disables globbing
touch a b
set -f
printf '<%s>' *; echo
set +f
printf '<%s>' *; echo
#### glob GLOBIGNORE filters matches
touch a b c d abc abd abe bb bcd ca cb dd de Beware .x
GLOBIGNORE='.*:*c:*e:?'
printf '<%s>' *; echo
GLOBIGNORE='.*:*b:*d:?'
printf '<%s>' *; echo
GLOBIGNORE='.*:*'
printf '<%s>' *; echo
unset GLOBIGNORE
printf '<%s>' *; echo
#### glob GLOBIGNORE set turns on dotglob
touch a .b
GLOBIGNORE=a
echo *
GLOBIGNORE=
echo *
#### glob backslash at end of value in case
var='ab\'
case $var in ab\\) echo ok 1;; *) echo bad 1;; esac
case $var in $var) echo ok 2;; *) echo bad 2;; esac
case $var in 'ab\') echo ok 3;; *) echo bad 3;; esac
[[ $var = $var ]] && echo ok 4
[[ $var = $'ab\134' ]] && echo ok 5
#### glob invalid bracket expression alpha
touch a p
echo [[:alpha:]
touch '[a' '[x'
echo [[:alpha:]
case l in [[:alpha:]) echo bad 1;; *) echo ok 1;; esac
case [a in [[:alpha:]) echo ok 2;; *) echo bad 2;; esac
case x in [[:aeioux:]) echo bad 2.1 ;; *) echo ok 2.1 ;; esac
case [x in [[:alpha:]) echo bad 3;; *) echo ok 3;; esac
case a in [[:alpha]) echo ok 4;; *) echo bad 4;; esac
#### glob invalid character class names
touch p
echo [[:alpha:]]
echo [[:"alpha":]]
case a] in [[:aleph:]]) echo bad 1;; *) echo ok 1;; esac
case a in [[:aleph:]]) echo bad 2;; *) echo ok 2;; esac
case a] in [[:"alpha":]]) echo bad 3;; *) echo ok 3;; esac
case x in [[:"alpha":]]) echo ok 4;; *) echo bad 4;; esac
case a in [abc[:foo:]]) echo ok 5;; *) echo bad 5 ;; esac
case a in [[:foo:]abc]) echo ok 6;; *) echo bad 6 ;; esac
#### glob invalid collating symbols
case h in [[.hyphen.]) echo bad 1;; *) echo ok 1;; esac
case - in [[.hyphen.]]) echo ok 2;; *) echo bad 2;; esac
case slash in [[.slash.]]) echo bad 3;; *) echo ok 3;; esac
case a in [abc[.nonsense.]]) echo ok 4;; *) echo bad 4 ;; esac
case a in [[.nonsense.]abc]) echo ok 5;; *) echo bad 5 ;; esac
#### glob IFS backslash join and unquoted expansion
touch 'a?' aa
set -- a \?; IFS=\\; var=$*
printf '<%s>\n' "$var"
unset IFS; printf "%s\n" ${var}
var='a\?'
printf "%s\n" ${var}
var='a\a'
printf "%s\n" ${var}
#### glob backslash slash in quoted string kept
PRE='\/'
printf '<%s>\n' 'define'${PRE}'\
/'
#### glob quoted directory prefix with star
mkdir -p tmp/a/b; touch tmp/a/b/c
echo ./tmp/a/b/* "./tmp/a/"b/* "./tmp/a/b"/*
D=./tmp/a
printf '<%s>' "$D"/* "$D"/b/* $D/ $D/b/; echo
#### glob backslash in unquoted variable path
mkdir -p tmp/a/b; touch tmp/a/b/c
bs=\\
echo ./tmp${bs}/a/b/*
echo ./tmp${bs}/a/b/c
echo ./tm[p]${bs}/a/b/c
echo ./t${bs}mp/a/b/*
D1='./t\mp/a'
printf '<%s>' $D1/* $D1/b/* $D1/ $D1/b/; echo
printf '<%s>' ./t\mp/a/* ./t\mp/a* ./t\mp/; echo
#### glob sed made escaped dollar kept
a='$foo'
a=$(echo "$a" | sed 's/\$/\\$/g')
printf '<%s>' $a "$a" 'mixed'$a/; echo
#### glob backslash in variable pattern matches file
touch abcdefg '*abc.c'
pat='ab\cd*'
printf '<%s>\n' $pat
pat='\.'
printf '<%s>\n' $pat
a='\**.c'
printf '%s\n' $a
#### glob backslash dot in directory pattern
mkdir searchable
p='searchable/\.'
printf "%s\n" $p
p='searchable/\./.'
printf "%s\n" $p
echo */.
p='*/\.'
echo $p
echo */'.'
#### glob bracket containing slash with nullglob
shopt -s nullglob
echo 1: [qwe/qwe]
echo 2: [qwe/
echo 3: [qwe/]
echo 4: [qwe\/qwe]
echo 5: [qwe\/
echo 6: [qwe\/]
#### glob variable ending in backslash then star
touch 'a*b' 'a\*b'
var='a\'
printf '%s\n' $var\*b*
#### glob dotglob and globskipdots
touch a b aa bb .a .b .aa .bb
echo *
shopt -s dotglob
echo *
shopt -s globskipdots
echo .*
shopt -u globskipdots
echo .*
#### glob unmatched multibyte directory kept
echo é/*
echo 'é'/*
mkdir é; touch é/x
echo é/*
#### globstar lists all below directory
shopt -s globstar
mkdir -p lib/glob lib/sh builtins
touch builtins/jobs.o lib/glob/glob.o lib/glob/smatch.o lib/sh/itos.o alias.o shell.o
echo lib/**
echo lib/**/*.o
echo **/*.o
echo **
#### globstar off means double star is star
mkdir -p d/e; touch d/e/f d/g
echo d/**
echo **/g
#### globstar with directory name prefix
shopt -s globstar
mkdir -p foo/{a,b} bar/{c,d,foo/{e,f}} baz/{g,h}
echo **/foo*
echo **/foo*/
echo **/foo*/*
#### globstar nested single chain
shopt -s globstar
mkdir -p a/a/a
printf '<%s>\n' **
printf '<%s>\n' **/**
#### globstar binary tree patterns
shopt -s globstar
mkdir -p {a,b}/{a,b}/{a,b}
printf '<%s>' **/a; echo
printf '<%s>' a/**; echo
printf '<%s>' **/**/a; echo
printf '<%s>' a/**/**; echo
printf '<%s>' **/a/**; echo
#### globstar does not follow symlinked directory
shopt -s globstar
mkdir a b; touch a/aa a/ab b/bb b/bc
ln -s a c
echo **
echo **/
echo **/*b
#### globstar trailing slash lists directories only
shopt -s globstar
mkdir -p x/y/z; touch x/f x/y/g
echo **/
echo x/**/
#### posix class xdigit alpha and negation
case e in [[:xdigit:]]) echo ok 1;; esac
case a in [[:alpha:]123]) echo ok 2;; esac
case 1 in [[:alpha:]123]) echo ok 3;; esac
case 9 in [![:alpha:]]) echo ok 4;; esac
case a in [:al:]) echo ok 5;; esac
case a in [[:al:]) echo bad 6;; *) echo ok 6;; esac
#### posix class punct and identifier patterns
case '!' in [abc[:punct:][0-9]) echo ok 7;; esac
case 'PATH' in [_[:alpha:]]*) echo ok 8;; esac
case PATH in [_[:alpha:]][_[:alnum:]]*) echo ok 9;; esac
case PS3 in [_[:alpha:]][_[:alnum:]][_[:alnum:]]*) echo ok 19;; esac
case 3X in [_[:alpha:]]*) echo bad;; *) echo ok 20;; esac
#### posix class cntrl digit graph print
case $'\003' in [[:cntrl:]]) echo ok 10;; esac
case A in [[:cntrl:]]) echo oops;; *) echo ok 11;; esac
case 9 in [[:digit:]]) echo ok 12;; esac
case X in [[:digit:]]) echo oops;; *) echo ok 13;; esac
case $'\033' in [[:graph:]]) echo oops;; *) echo ok 14;; esac
case ' ' in [[:graph:]]) echo oops;; *) echo ok 16;; esac
case 'aB' in [[:lower:]][[:upper:]]) echo ok 17;; esac
case ' ' in [[:print:]]) echo ok 18;; *) echo oops;; esac
#### posix class two classes and dangling backslash
case a in [[:alpha:][:digit:]]) echo ok 20;; *) echo oops ;; esac
case a in [[:alpha:]\]) echo oops ;; *) echo ok 21 ;; esac
#### posix class blank versus space
case $'\n' in [[:blank:]]) echo blank ;; [[:space:]]) echo space ;; *) echo oops ;; esac
case $'\t' in [[:blank:]]) echo blank ;; [[:space:]]) echo space ;; *) echo oops ;; esac
#### posix class non matches
case 9 in [1[:alpha:]123]) echo oops 1;; *) echo no 1;; esac
case a in [[:alpha:]) echo oops 2;; *) echo no 2;; esac
case $'\b' in [[:graph:]]) echo oops 3;; *) echo no 3;; esac
case $'\b' in [[:print:]]) echo oops 4;; *) echo no 4;; esac
case ' ' in [[:punct:]]) echo oops 5;; *) echo no 5;; esac
#### posix collating symbols
case 'a' in [[.a.]]) echo ok 1;; esac
case '-' in [[.-.]]) echo ok 4;; esac
case '4' in [[.-.]-9]) echo ok 7;; esac
case 'p' in [[.a.]-[.z.]]) echo ok 3;; esac
case c in [[.yyz.]cde]) echo ok 14;; *) echo no 14;; esac
#### posix equivalence classes
case "abc" in [[:alpha:]][[=b=]][[:alpha:]]) echo ok 1;; esac
case "abc" in [[:alpha:]][[=B=]][[:alpha:]]) echo oops;; *) echo ok 2 ;; esac
case a in [[=b=]) echo oops;; *) echo ok 3;; esac
case '[=b=' in [[=b=]) echo four;; *) echo no 4;; esac
