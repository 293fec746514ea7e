#### extglob nested groups
shopt -s extglob; for w in ab abab aXb abc ''; do [[ $w == @(+(ab)|a?(X)b) ]] && echo "y:$w" || echo "n:$w"; done
#### extglob negation nested
shopt -s extglob; for w in foo.c foo.h bar.c x; do case $w in !(*.@(c|h))) echo "other:$w";; *) echo "src:$w";; esac; done
#### extglob star group empty match
shopt -s extglob; [[ abc == a*(z)bc ]] && echo y1; [[ ac == a*(b)c ]] && echo y2; [[ abbbc == a*(b)c ]] && echo y3
#### extglob in parameter removal
shopt -s extglob; x='   lead and trail   '; y=${x##+([[:space:]])}; y=${y%%+([[:space:]])}; echo "[$y]"
#### extglob in replace all
shopt -s extglob; x='a1b22c333'; echo "${x//+([0-9])/#}"
#### extglob globbing files
shopt -s extglob; touch a.txt b.txt c.log d.md; echo !(*.txt); echo *.@(log|md); echo ?(a|b).txt
#### character classes in glob
touch A1 b2 _x '3z'; echo [[:upper:]]*; echo [[:digit:]]*; echo [[:alpha:]_][[:alnum:]]
#### negated bracket in glob
touch a1 b1 c1; echo [!a]1; echo [^ab]1
#### nocaseglob
touch Foo.TXT bar.txt; shopt -s nocaseglob; echo *.txt; echo f*
#### nocasematch affects case and double bracket
shopt -s nocasematch; case HELLO in hello) echo case-y;; esac; [[ AbC == abc ]] && echo dbl-y; [[ AbC == a?C ]] && echo pat-y
#### globstar recursion
mkdir -p d/e/f; touch d/1.sh d/e/2.sh d/e/f/3.sh top.sh; shopt -s globstar; echo **/*.sh; echo d/**/; echo d/**
#### globstar off treats star star as star
mkdir -p d/e; touch d/e/x.sh d/y.sh; echo d/**/*.sh
#### failglob aborts command
shopt -s failglob; echo nomatch*; echo st=$?; echo next
#### failglob in for list
shopt -s failglob; for f in zz*; do echo "$f"; done; echo st=$?
#### nullglob with arrays
shopt -s nullglob; a=(nothing*); echo ${#a[@]}; b=(nothing* x); echo ${#b[@]} "${b[@]}"
#### nullglob with unquoted brackets in subscripts
shopt -s nullglob; a=(1 2 3); echo "${a[1]}"; unset 'a[0]'; echo "${a[@]}"
#### nullglob empty for loop
shopt -s nullglob; for f in *.none; do echo "$f"; done; echo done
#### dotglob includes hidden
touch .h v; echo *; shopt -s dotglob; echo *
#### glob with quoted parts
touch 'a*b' axb; echo a*b; echo 'a*'b; echo "a*b"; echo a\*b
#### glob in redirection target single match
touch only.x; echo data > *.x; cat only.x
#### glob in redirection ambiguous
touch m1.y m2.y; echo data > *.y; echo st=$?
#### pattern match bracket range and literal dash
for c in a - z b; do [[ $c == [a-] ]] && echo "y$c" || echo "n$c"; done
#### case pattern with alternation and globs
for w in x.c y.o zz; do case $w in *.c|*.h) echo C;; *.o) echo O;; ??) echo two;; esac; done
#### question mark matches one char multibyte
[[ é == ? ]] && echo one; [[ éé == ?? ]] && echo two
#### star matches slash in case but not glob
case a/b in a*b) echo case-slash;; esac; mkdir -p a; touch a/b; echo a*b
#### extglob at-group with dot files
shopt -s extglob; touch .dot vis; echo @(.*|vis) | tr ' ' '\n' | grep -v '^\.\.\?$'
#### noglob disables
set -f; touch g1; echo g*; set +f; echo g*
#### glob sorted by collation in C.UTF-8
touch B a C b; echo *
#### GLOBIGNORE filters
touch k1 k2 k3; GLOBIGNORE=k2; echo k*
#### bracket class in parameter pattern
x='abc123def'; echo "${x//[[:digit:]]/}" "${x//[![:digit:]]/}"
