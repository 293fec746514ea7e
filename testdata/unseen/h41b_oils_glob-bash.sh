#### nullglob
shopt -s nullglob
argv() { printf '[%s]' "$@"; echo; }
argv nomatch* x
argv "nomatch*"
#### failglob
shopt -s failglob
echo nomatch*
echo st=$?
#### failglob in command stops command
shopt -s failglob
touch a1
echo a* nomatch*
echo st=$?
#### failglob with quoted is fine
shopt -s failglob
echo "nomatch*" 'x?'
#### nocaseglob
touch ABC abd
shopt -s nocaseglob
echo ab*
echo [a]B?
#### dotglob
touch .hidden vis
echo *
shopt -s dotglob
echo *
#### dotglob never matches . and ..
touch .h
shopt -s dotglob
echo .*
#### glob dot files explicitly
touch .a .b c
echo .[a-z]
echo .*
#### globstar
mkdir -p d/e/f
touch d/1.txt d/e/2.txt d/e/f/3.txt
shopt -s globstar
echo **/*.txt
echo d/**
#### globstar off is like star
mkdir -p d/e
touch d/e/x.txt d/y.txt
echo d/**/*.txt
#### globstar with directories only
mkdir -p p/q/r
shopt -s globstar
echo p/**/
#### glob sorting
touch b a C _x 1
echo *
#### glob in variable unquoted
touch f1 f2
v='f*'
echo $v "$v"
#### glob with bracket negation
touch a1 b1 c1
echo [!a]1 [^b]1
#### glob bracket with special chars
touch 'a]' 'a-' 'ab'
echo a[]] a[-] a[a-c]
#### glob character class
touch a1 B2 _3
echo [[:upper:]]* [[:digit:]]* [[:alpha:]][[:digit:]]
#### glob noglob
touch x1
set -o noglob
echo x*
#### glob backslash escape
touch 'a*b' aXb
echo a\*b
echo a*b
#### glob on path with slash needs match
mkdir sub; touch sub/f
echo */f s*/f sub/*
#### glob no match with slash
echo nodir/*
#### glob ignores hidden in subdir
mkdir s; touch s/.h s/v
echo s/*
#### GLOBIGNORE basic
touch a.c b.h c.c
GLOBIGNORE='*.h'
echo *
#### extglob in glob
shopt -s extglob
touch a.c b.h c.o
echo !(*.c) @(a|b).* *.+(c|o)
