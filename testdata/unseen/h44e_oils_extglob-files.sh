#### extglob at match files
shopt -s extglob
touch a.c b.h c.o
echo @(*.c|*.h)
#### extglob not
shopt -s extglob
touch a.c b.h c.o
echo !(*.c)
#### extglob not excludes dotfiles
shopt -s extglob
touch .hid v
echo !(v)
#### extglob plus
shopt -s extglob
touch a aa aaa b
echo +(a)
#### extglob star
shopt -s extglob
touch x xa xaa xb
echo x*(a)
#### extglob question
shopt -s extglob
touch f f1 f12
echo f?(1)
#### extglob no match literal
shopt -s extglob
echo @(nomatch|none)
#### extglob no match nullglob
shopt -s extglob nullglob
echo "[$(echo @(nomatch|none))]"
#### extglob with directory
shopt -s extglob
mkdir -p d1 d2 e1; touch d1/f d2/f e1/f
echo @(d*)/f
#### extglob not in directory component
shopt -s extglob
mkdir -p a b c; touch a/x b/x c/x
echo !(a)/x
#### extglob nested
shopt -s extglob
touch ab abab abc
echo +(ab)
echo @(+(ab)|abc)
#### extglob negation of empty
shopt -s extglob
touch a b
echo !()
#### extglob with brackets inside
shopt -s extglob
touch a1 b2 c3
echo @([ab][0-9])
#### extglob in variable
shopt -s extglob
touch a.c b.h
p='@(*.c)'
echo $p
#### extglob quoted is literal
shopt -s extglob
touch a.c
echo "@(*.c)"
#### extglob with dotglob
shopt -s extglob dotglob
touch .x y
echo @(.x|y)
#### extglob explicit dot
shopt -s extglob
touch .x y
echo @(.x|y)
#### extglob in array
shopt -s extglob
touch a1 a2 b1
arr=(a+([0-9]))
echo ${#arr[@]}
#### extglob not with star suffix
shopt -s extglob
touch foo.c foo.h bar.c
echo !(foo).c
#### extglob sorted output
shopt -s extglob
touch c b a
echo @(a|b|c)
#### extglob with nocaseglob
shopt -s extglob nocaseglob
touch ABC
echo @(abc)
#### extglob failglob
shopt -s extglob failglob
echo @(zz)
echo st=$?
#### extglob at with empty alternative
shopt -s extglob
touch a ab
echo a@(|b)
