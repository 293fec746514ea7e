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
