#### GLOBIGNORE basic
touch a.c a.h b.c
GLOBIGNORE='*.h'
echo *
#### GLOBIGNORE multiple patterns
touch a.c a.h a.o
GLOBIGNORE='*.h:*.o'
echo *
#### GLOBIGNORE enables dotglob
touch .hidden vis
GLOBIGNORE=x
echo *
#### GLOBIGNORE dot and dotdot never matched
touch .h
GLOBIGNORE=x
echo .*
#### GLOBIGNORE unset restores
touch .h v
GLOBIGNORE=x
unset GLOBIGNORE
echo *
#### GLOBIGNORE empty
touch .h v
GLOBIGNORE=
echo *
#### GLOBIGNORE with directory pattern
mkdir d; touch d/x d/y
GLOBIGNORE='d/x'
echo d/*
#### GLOBIGNORE whole path must match
mkdir d; touch d/x
GLOBIGNORE='x'
echo d/*
#### GLOBIGNORE all ignored gives literal
touch a
GLOBIGNORE='a'
echo a*
#### GLOBIGNORE with nullglob all ignored
touch a
shopt -s nullglob
GLOBIGNORE='a'
echo "[$(echo a*)]"
#### GLOBIGNORE does not affect literal word
touch a
GLOBIGNORE='a'
echo a
#### GLOBIGNORE with bracket
touch a1 a2 a3
GLOBIGNORE='a[12]'
echo a*
#### GLOBIGNORE does not affect case
GLOBIGNORE='*'
case x in *) echo case ok;; esac
#### GLOBIGNORE does not affect [[
GLOBIGNORE='*'
[[ abc == a* ]] && echo dbracket ok
#### GLOBIGNORE pattern with star matches slash
mkdir d; touch d/f top
GLOBIGNORE='*f'
echo * d/*
#### GLOBIGNORE in function local
touch a b
f() { local GLOBIGNORE=a; echo *; }
f
echo *
#### GLOBIGNORE and dotglob shopt shows
GLOBIGNORE=x
shopt -p dotglob
#### GLOBIGNORE unset turns dotglob off
GLOBIGNORE=x
unset GLOBIGNORE
shopt -p dotglob
#### GLOBIGNORE with extglob pattern
shopt -s extglob
touch a.c b.c c.h
GLOBIGNORE='@(a|b).c'
echo *
#### GLOBIGNORE with trailing colon
touch a b
GLOBIGNORE='a:'
echo *
#### GLOBIGNORE ignores in array assignment
touch x1 x2
GLOBIGNORE=x1
arr=(x*)
echo ${arr[@]}
#### GLOBIGNORE with ./ prefix glob
touch a b
GLOBIGNORE='./a'
echo ./*
