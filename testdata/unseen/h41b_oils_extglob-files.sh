#### extglob @ files
shopt -s extglob
touch foo.c foo.h bar.c
echo @(foo|bar).c
echo foo.@(c|h)
#### extglob ? files
shopt -s extglob
touch a ab abb
echo a?(b)
#### extglob * files
shopt -s extglob
touch a ab abb abc
echo a*(b)
#### extglob + files
shopt -s extglob
touch a ab abb
echo a+(b)
#### extglob ! files
shopt -s extglob
touch a.c b.c c.h d
echo !(*.c)
echo *.!(c)
#### extglob ! with dot files
shopt -s extglob
touch .hid vis
echo !(vis)
#### extglob nested
shopt -s extglob
touch ab abab abc
echo +(ab|@(a)c)
#### extglob no match
shopt -s extglob
echo @(nomatch|zz)
#### extglob no match with nullglob
shopt -s extglob nullglob
echo "[" @(nomatch) "]"
#### extglob in dir path
shopt -s extglob
mkdir -p d1/x d2/x d3/y
echo @(d1|d2)/x
echo !(d1)/*
#### extglob with char class
shopt -s extglob
touch a1 a2 ab
echo a+([0-9])
#### extglob with quoted part
shopt -s extglob
touch 'a|b' a b
echo @('a|b')
echo @(a|b)
#### extglob in variable
shopt -s extglob
touch x.c y.h
p='@(x.c|y.h)'
echo $p
#### extglob negation of empty
shopt -s extglob
touch a
echo !()
#### extglob with star inside
shopt -s extglob
touch abc.txt abd.log xyz.txt
echo @(ab*|xy*).txt
#### extglob with dotglob
shopt -s extglob dotglob
touch .a b
echo !(b)
#### extglob in case
shopt -s extglob
for f in a.c b.h c; do case $f in *.@(c|h)) echo src $f;; *) echo other $f;; esac; done
#### extglob in [[ ]] without shopt
[[ foo.c == @(foo|bar).c ]] && echo match
#### extglob off is syntax error
echo @(a|b)
echo st=$?
#### extglob with nocaseglob
shopt -s extglob nocaseglob
touch FOO.C
echo @(foo).c
#### extglob globstar mix
shopt -s extglob globstar
mkdir -p a/b; touch a/b/x.c a/y.h
echo **/*.@(c|h)
#### extglob star group hidden files
shopt -s extglob
touch .a b
echo @(*)
echo *(?)
#### extglob explicit dot group
shopt -s extglob
touch .a .b c
echo .@(a|b)
echo @(.a|c)
#### extglob negation subdir
shopt -s extglob
mkdir -p d/x d/y
touch d/x/f d/y/f
echo d/!(x)/f
#### extglob ? group optional ext
shopt -s extglob
touch f f.txt f.md
echo f?(.txt)
#### extglob + with class
shopt -s extglob
touch a1 a12 a1b
echo a+([[:digit:]])
#### extglob negation of multiple
shopt -s extglob
touch a.c a.h a.o a.s
echo a.!(c|h)
#### extglob with nullglob no match
shopt -s extglob nullglob
touch a
a=(@(x|y))
echo ${#a[@]}
#### extglob failglob no match
shopt -s extglob failglob
echo @(x|y)
echo st=$?
#### extglob literal parens when quoted
shopt -s extglob
echo '@(a|b)' "!(x)"
#### extglob escaped pipe
shopt -s extglob
touch 'a|b'
echo @(a\|b)
#### extglob in for loop
shopt -s extglob
touch x.c y.c z.h
for f in !(*.h); do echo $f; done
#### extglob with globstar combination directories
shopt -s extglob globstar
mkdir -p s/t
touch s/t/a.c s/b.h
echo **/!(*.h)
#### extglob negation matching nothing else
shopt -s extglob
touch only
echo !(only)
#### extglob negation star
shopt -s extglob
touch a b
echo !(*)
