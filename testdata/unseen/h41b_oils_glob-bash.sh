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
#### glob with brackets range and class mix
touch a1 b2 c3 _x
echo [a-b[:digit:]]* [[:punct:]]*
#### glob bracket with escaped
touch 'a*' ab
echo a[\*] a['*']
#### glob star matches empty
touch a
echo a*
#### glob with trailing slash matches dirs only
mkdir d1 d2; touch f1
echo */
echo d*/
#### glob dot dot slash
mkdir -p x/y
cd x/y
echo ../*
#### glob absolute path
echo /b?n | tr ' ' '\n' | head -1
#### glob in redirect target
touch only1
echo hi > only*
cat only1
#### glob in redirect ambiguous
touch r1 r2
echo hi > r*
echo st=$?
#### glob no match in redirect is literal
echo hi > nomatch*
ls
#### glob nullglob in array
shopt -s nullglob
a=(nomatch*)
echo ${#a[@]}
#### glob failglob in for
shopt -s failglob
for f in nomatch*; do echo $f; done
echo st=$?
#### glob with nocasematch does not affect
touch ABC
shopt -s nocasematch
echo ab*
#### glob with set -f and quoted var
touch x1
set -f
v='x*'
echo $v
#### glob character class negation
touch a1 b1 1a
echo [![:alpha:]]*
#### globstar with hidden dirs
mkdir -p .h/a v/a
touch .h/a/f v/a/f
shopt -s globstar
echo **/f
#### globstar dotglob
mkdir -p .h/a
touch .h/a/f
shopt -s globstar dotglob
echo **/f
#### globstar as non-whole component
mkdir -p a/b
touch a/b/c
shopt -s globstar
echo a**/c a/**c
#### globstar trailing
mkdir -p q/r
touch q/r/s
shopt -s globstar
echo q/**
#### glob sorted with LC_ALL C.UTF-8 case
touch B a A b
echo *
#### glob with symlink dir
mkdir real; touch real/f
ln -s real link
echo */f
#### extglob ! pattern does not match dot files
shopt -s extglob
touch .a b c
echo !(b)
#### extglob @() empty alternative
shopt -s extglob
touch a ab
echo a@(|b)
#### extglob nested negation
shopt -s extglob
touch foo bar baz
echo !(b@(a)*)
#### extglob star of group with star
shopt -s extglob
touch abab ab xx
echo *(ab)
#### extglob in pattern from variable with quotes
shopt -s extglob
touch a.c b.c
p='!(a).c'
echo $p
#### extglob in strip with nested groups
shopt -s extglob
v=aaa.bbb.ccc
echo ${v%%.*([a-z])} ${v##+([a-z]).}
#### extglob patsub
shopt -s extglob
v='a  b   c'
echo "${v// +( )/ }"
#### GLOBIGNORE with dotglob set before
touch .x y
shopt -s dotglob
GLOBIGNORE=y
echo *
unset GLOBIGNORE
shopt dotglob
#### GLOBIGNORE relative path matching full name
mkdir d; touch d/x d/y
GLOBIGNORE='*x'
echo d/*
#### GLOBIGNORE with glob in subdir pattern
mkdir d e; touch d/a e/a
GLOBIGNORE='d/*'
echo */a
