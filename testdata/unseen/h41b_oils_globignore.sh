#### GLOBIGNORE single pattern
touch x.txt y.log z.txt
GLOBIGNORE='*.log'
echo *
#### GLOBIGNORE multiple patterns
touch a.txt b.log c.tmp d
GLOBIGNORE='*.log:*.tmp'
echo *
#### GLOBIGNORE enables dotglob
touch .hidden vis
GLOBIGNORE='vis'
echo *
#### GLOBIGNORE never matches . and ..
touch .x
GLOBIGNORE='*.txt'
echo .*
#### GLOBIGNORE unset restores
touch .h v
GLOBIGNORE=v
echo *
unset GLOBIGNORE
echo *
#### GLOBIGNORE empty
touch .h v
GLOBIGNORE=
echo *
#### GLOBIGNORE pattern with path
mkdir d; touch d/a d/b
GLOBIGNORE='d/a'
echo d/*
#### GLOBIGNORE pattern must match whole path
mkdir d; touch d/a d/b
GLOBIGNORE='a'
echo d/*
#### GLOBIGNORE all ignored leaves pattern
touch only
GLOBIGNORE=only
echo o*
#### GLOBIGNORE with nullglob all ignored
touch only
shopt -s nullglob
GLOBIGNORE=only
echo [o*]
#### GLOBIGNORE does not affect non glob words
touch a
GLOBIGNORE=a
echo a
#### GLOBIGNORE with bracket pattern
touch a1 a2 a3
GLOBIGNORE='a[12]'
echo a*
#### GLOBIGNORE and dotglob shopt state
GLOBIGNORE='x'
shopt dotglob
unset GLOBIGNORE
shopt dotglob
#### GLOBIGNORE in for loop
touch a.c b.c c.h
GLOBIGNORE='b*'
for f in *.c; do echo $f; done
#### GLOBIGNORE with empty components
touch a b c
GLOBIGNORE=':a::'
echo *
#### GLOBIGNORE with extglob
shopt -s extglob
touch a.c b.h
GLOBIGNORE='@(*.h)'
echo *
#### GLOBIGNORE with star dot star
touch .a b .c d
GLOBIGNORE='.*'
echo *
#### GLOBIGNORE and case not affected
GLOBIGNORE='*'
case abc in a*) echo matched;; esac
[[ abc == a* ]] && echo cond
