#### eglob syntax error pattern not globbed
shopt -s extglob
: > '@(a[b|)c]foo'
echo @(a[b|)c]*
#### eglob bad bracket with star paren
shopt -s extglob
: > abcx; : > abcz; : > bbc
echo [a*(]*)z
#### eglob empty plus and star plus
shopt -s extglob
: > abc
echo +()c
echo +()x
echo +(*)c
echo +(*)x
#### eglob not applied to substitution results
shopt -s extglob
: > abc
x='@(*)'
echo $x
x='*'
echo $x
#### eglob no match left as is
shopt -s extglob
echo 1: no-file+(a|b)stuff
echo 2: no-file+(a*(c)|b)stuff
echo 3: no-file+((((c)))|b)stuff
#### eglob matches files
shopt -s extglob
: > abd; : > acd; : > abac
echo 1: a+(b|c)d
echo 2: a!(@(b|B))d
echo 3: *(a(b|c))
echo 4: a[b*(foo|bar)]d
#### eglob negation in case
shopt -s extglob
case foo in !(foo|bar)) echo yes;; *) echo no;; esac
case bar in !(foo|bar)) echo yes;; *) echo no;; esac
case baz in !(foo|bar)) echo yes;; *) echo no;; esac
#### eglob kleene star with bracket in alternatives
shopt -s extglob
case foo in *(a|b[)) echo yes;; *) echo no;; esac
case foo in *(a|b[)|f*) echo yes;; *) echo no;; esac
case '*(a|b[)' in *(a|b[)) echo yes;; *) echo no;; esac
case 'aab[b[ab[a' in *(a|b[)) echo yes;; *) echo no;; esac
#### extglob alternatives in trims
shopt -s extglob
x=abcdef
echo 1: ${x#@(a|abc)}
echo 2: ${x##@(a|abc)}
echo 3: ${x%@(def|f)}
echo 4: ${x%%@(f|def)}
#### bar in trim without extglob is literal
x=abcdef
echo 1: ${x#a|abc}
echo 2: ${x%def|f}
x='a|abcdef'
echo 3: ${x#a|abc}
#### extglob in trims quoted and unquoted
shopt -s extglob
x=abcdef
echo 1: ${x#*(a|b)cd}
echo 2: "${x#*(a|b)cd}"
echo 3: ${x#"*(a|b)cd"}
echo 4: ${x#a(b|c)}
echo 5: ${x#@(b|c)}
#### extglob in suffix trims
shopt -s extglob
x=foobar
y=foobaz
z=fooba\?
echo "<${x%ba(r|z)},${y%ba@(r|z)},${z%\?}>"
z='foo(bar'
echo "<${z%(*}>"
#### substitution replace many forms
shopt -s extglob
x=1222321_ab/cde_b/c_1221
y=xyz
echo 1: ${x/2} . ${x/}
echo 2: ${x//2}
echo 3: ${x/+(2)}
echo 4: ${x//+(2)}
echo 5: ${x/2/4}
echo 6: ${x//2/4}
echo 7: ${x/+(2)/4}
echo 8: ${x//+(2)/4}
#### substitution replace with slashes
x=1222321_ab/cde_b/c_1221
echo 9: ${x/b/c/e/f}
echo 10: ${x/b\/c/e/f}
echo 11: ${x/b\/c/e\/f}
echo 12: ${x/b\/c/e\\/f}
echo 13: ${x/b\\/c/e\\/f}
echo 14: ${x//b/c/e/f}
echo 15: ${x//b\/c/e/f}
echo 16: ${x//b\/c/e\/f}
echo 17: ${x//b\/c/e\\/f}
echo 18: ${x//b\\/c/e\\/f}
echo 19: ${x/b\/*\/c/x}
#### substitution replace slash and anchors
x=1222321_ab/cde_b/c_1221
y=xyz
echo 20: ${x/\//.}
echo 21: ${x//\//.}
echo 22: ${x///.}
echo 23: ${x/#1/9}
echo 24: ${x//#1/9}
echo 25: ${x/%1/9}
echo 26: ${x//%1/9}
echo 27: ${x//\%1/9}
echo 28: ${x//\\%1/9}
echo 29: ${x//\a/9}
echo 30: ${x//\\a/9}
echo 31: ${x/2/$y}
#### substitution anchored empty patterns
foo=123
echo 1: ${foo/#/x}
echo 2: ${foo/%/x}
echo 3: ${foo/#/}
echo 4: ${foo/#}
echo 5: ${foo/%/}
echo 6: ${foo/%}
#### substitution anchored with variable pattern and tilde
HOME=/etc
pfx=/home/user
wd=/home/user/tmp
echo "${wd/#$pfx/~}"
echo "${wd/#\$pfx/~}"
echo "${wd/#"$pfx"/~}"
echo "${wd/#'$pfx'/~}"
echo "${wd/#"\$pfx"/~}"
echo "${wd/#'\$pfx'/~}"
#### substitution anchored with comsub pattern
HOME=/etc
wd=/home/user/tmp
echo "${wd/#$(echo /home/user)/~}"
echo "${wd/#"$(echo /home/user)"/~}"
echo "${wd/#'$(echo /home/user)'/~}"
#### substitution literal dollar in value unquoted
HOME=/etc
pfx=/home/user
wd='$pfx/tmp'
echo 1: ${wd/#$pfx/~}
echo 2: ${wd/#\$pfx/~}
echo 3: ${wd/#"$pfx"/~}
echo 4: ${wd/#'$pfx'/~}
echo 5: ${wd/#"\$pfx"/~}
echo 6: ${wd/#'\$pfx'/~}
#### substitution with variable patterns and extglob
shopt -s extglob
ts='a/ba/b$tp$tp_a/b$tp_*(a/b)_*($tp)'
tp=a/b
tr=c/d
echo 7: ${ts/a\/b/$tr}
echo 8: ${ts/a\/b/\$tr}
echo 9: ${ts/$tp/$tr}
echo 10: ${ts/\$tp/$tr}
echo 11: ${ts/\\$tp/$tr}
echo 12: ${ts/$tp/c/d}
echo 13: ${ts/$tp/c\/d}
echo 14: ${ts/$tp/c\\/d}
#### substitution extglob plus with slash patterns
shopt -s extglob
ts='a/ba/b$tp$tp_a/b$tp_*(a/b)_*($tp)'
tp=a/b
tr=c/d
echo 15: ${ts/+(a\/b)/$tr}
echo 16: ${ts/+(a\/b)/\$tr}
echo 17: ${ts/+($tp)/$tr}
echo 18: ${ts/+($tp)/c/d}
echo 19: ${ts/+($tp)/c\/d}
#### substitution global with slash patterns
shopt -s extglob
ts='a/ba/b$tp$tp_a/b$tp_*(a/b)_*($tp)'
tp=a/b
tr=c/d
echo 20: ${ts//a\/b/$tr}
echo 21: ${ts//a\/b/\$tr}
echo 22: ${ts//$tp/$tr}
echo 23: ${ts//$tp/c/d}
echo 24: ${ts//$tp/c\/d}
echo 25: ${ts//+(a\/b)/$tr}
echo 26: ${ts//+(a\/b)/\$tr}
echo 27: ${ts//+($tp)/$tr}
echo 28: ${ts//+($tp)/c/d}
echo 29: ${ts//+($tp)/c\/d}
#### substitution extglob pattern from variable
shopt -s extglob
ts='a/ba/b$tp$tp_a/b$tp_*(a/b)_*($tp)'
tr=c/d
tp=a/b
tp="+($tp)"
echo 30: ${ts/$tp/$tr}
echo 31: ${ts//$tp/$tr}
#### utf8 question mark trims characters
s=blöd
echo 3: ${s%???} .
echo 4: ${s/b??d/x} .
x=nö
echo 5: ${x%?} ${x%%?} .
echo ${#s}
#### glob bracket not closed matches itself
mkdir '[x'; : > '[x/foo'
echo [*
echo *[x
echo [x/*
:>'ab[x'
:>'a[a-z][x'
echo a[a-z][*
echo a[a-z]*
echo a[a\-z]*
#### glob dangling symlink listed
mkdir dir
ln -s non-existent-file dir/abc
echo d*/*
echo d*/abc
#### glob slash parsed before bracket
mkdir a 'a[b'
(cd 'a[b'; echo ok >'c]d')
echo nok >abd
echo fail >a/d
cat a[b/c]d
#### glob range with dash and bang
for f in .bc abc bbc cbc -bc '!bc' '^bc' +bc ,bc 0bc 1bc; do : > "./$f"; done
echo [ab-]*
echo [-ab]*
echo [!-ab]*
echo [!ab]*
echo []ab]*
echo [^ab]*
echo [+--]*
echo [--1]*
#### glob range reversed is invalid
: > abc
echo [a--]*
#### glob range dot does not match dotfile
: > .bc
echo [a.]*
echo [.]*
echo .[b]*
#### glob range with trailing dash range
for f in abc bbc cbc dbc ebc -bc @bc; do : > "./$f"; done
echo [a-c-e]*
echo [a--@]*
#### glob word in test unquoted error
: > abc; : > cbc
echo *b*
[ '*b*' = *b* ] && echo yep; echo $?
#### glob trim with hash pattern
x='#foo'
echo "before='$x'"
x=${x%%#*}
echo "after ='$x'"
#### glob bracket word boundary like classes in double bracket
t() { [[ $1 = *[[:alpha:]]bar[[:space:]]* ]]; echo =$?; }
t 'foo bar baz'
t 'foobar baz'
t 'foo barbaz'
#### glob nullglob and failglob
echo nomatch*.q
shopt -s nullglob; echo [nomatch*.q]; shopt -u nullglob
shopt -s failglob; echo nomatch*.q; echo st=$?
#### glob backslash escapes in patterns
: > 'a*b'; : > axb
echo a\*b
echo a*b
echo "a"*b
echo 'a*'b
#### glob character class and negation
: > a1 ; : > ab ; : > 'a '
echo a[[:digit:]] a[![:digit:]]
echo a[[:space:]]x a[[:alpha:]
