#### glob with dot slash prefix
touch a.sh b.sh; echo ./*.sh
#### glob with double slash in pattern
mkdir -p d; touch d/x; echo d//x d/*/ 2>&1
#### glob with character class and range mix
touch a- ab a1; echo a[-b] a[[:digit:]-]
#### glob bracket with close bracket first
touch ']x' ax; echo []a]x
#### glob negation with caret and bang
touch c1 c2 c3; echo c[!2] c[^12]
#### extglob in pathname with directories
shopt -s extglob; mkdir -p src/a src/b lib; touch src/a/f.c src/b/g.h lib/h.c; echo @(src|lib)/*.c src/!(a)/*
#### globstar with pattern prefix
shopt -s globstar; mkdir -p p/q/r; touch p/q/r/f.txt p/f.txt; echo p/**/f.txt; echo p/**
#### globstar in middle matches zero dirs
shopt -s globstar; mkdir -p x/y; touch x/z.md x/y/z.md; echo x/**/z.md
#### nocaseglob with globstar
shopt -s globstar nocaseglob; mkdir -p D/e; touch D/e/F.TXT; echo **/f.txt
#### glob sorted by locale collation
touch B a b A _x 1; echo *
#### glob hidden with explicit dot star in subdir
mkdir -p s; touch s/.h s/v; echo s/.* s/*
#### dotglob with globstar hidden dirs
shopt -s globstar dotglob; mkdir -p .c/d; touch .c/d/f; echo **/f
#### failglob with quoted pattern not error
shopt -s failglob; echo "*.none"; echo st=$?
#### nullglob in array assign with other words
shopt -s nullglob; a=(x *.none y); echo ${#a[@]}
#### nullglob affects unmatched bracket pattern
shopt -s nullglob; echo [z]q "end"
#### glob from unquoted variable with nullglob
shopt -s nullglob; v='*.none'; echo "[$v]" [$v]
#### glob with escaped star in variable
touch 'a*' ab; v='a\*'; echo $v
#### glob result with spaces preserved as one word
touch 'x y'; for f in x*; do echo "<$f>"; done
#### glob in case statement uses pattern not files
touch foo; case foo in f*) echo pat;; esac; case 'f*' in f\*) echo lit;; esac
#### extglob disabled error
eval 'echo @(a|b)' 2>&1; echo st=$?
#### extglob negation empty match
shopt -s extglob; [[ '' == !(a) ]] && echo emptyok; [[ a == !(a) ]] || echo excluded
#### extglob star of alternatives in cond
shopt -s extglob; [[ abab == *(ab) ]] && echo y1; [[ aba == *(ab) ]] || echo n1
#### pattern match with bracket special in cond
[[ 'a]' == a[]] ]] && echo y; [[ 'a-' == a[a-] ]] && echo y2
#### cond pattern with quoted part
[[ 'a*c' == a'*'c ]] && echo lit; [[ abc == a'*'c ]] || echo nomatch
#### GLOBIGNORE with dotglob side effect
touch .hid vis; GLOBIGNORE=vis; echo *
#### GLOBIGNORE colon list
touch a.o b.c c.h; GLOBIGNORE='*.o:*.h'; echo *
#### glob in for with nocasematch irrelevant
shopt -s nocasematch; touch AB; echo a*; shopt -s nocaseglob; echo a*
