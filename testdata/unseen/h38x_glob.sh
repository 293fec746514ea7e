#### globstar matches zero or more dirs
mkdir -p a/b/c; touch a/x.txt a/b/y.txt a/b/c/z.txt top.txt; shopt -s globstar; echo **/*.txt; echo a/**/z.txt
#### globstar alone lists files and dirs
mkdir -p d/e; touch d/f d/e/g; shopt -s globstar; echo **
#### globstar with trailing slash lists dirs
mkdir -p d/e/f; touch d/file; shopt -s globstar; echo **/
#### globstar off acts like star
mkdir -p a/b; touch a/b/c.txt a/d.txt; echo **/*.txt
#### nullglob removes unmatched
shopt -s nullglob; set -- *.none x; echo $# "$@"
#### nullglob with array and for loop
shopt -s nullglob; a=(*.zzz); echo ${#a[@]}; for f in *.zzz; do echo no; done; echo end
#### failglob error and status
shopt -s failglob; echo *.nomatch 2>&1; echo st=$?
#### failglob stops the command
shopt -s failglob; echo before; ls *.nomatch_h38x 2>/dev/null; echo st=$?
#### failglob in for loop
shopt -s failglob; for f in *.q; do echo $f; done 2>&1; echo st=$?
#### nocaseglob matches mixed case
touch ABC.txt abd.TXT; shopt -s nocaseglob; echo ab*.txt
#### dotglob includes hidden but not dot dirs
touch .h1 v; shopt -s dotglob; echo *; shopt -u dotglob; echo *
#### explicit dot pattern matches hidden
touch .hid vis; echo .* | tr ' ' '\n' | grep -v '^\.\.\?$'
#### globskipdots default excludes dot and dotdot
touch .x; echo .*
#### extglob alternatives
shopt -s extglob; touch a.c b.h c.o d.py; echo *.@(c|h); echo !(*.c|*.h)
#### extglob plus and star and question
shopt -s extglob; touch x xx xxx y; echo +(x); echo ?(x)y; echo *(x)
#### extglob negation of everything with dot files
shopt -s extglob; touch .dot plain; echo !(plain)
#### extglob nested groups
shopt -s extglob; touch ab abab abc; echo +(ab|@(a)b); echo @(ab)c
#### glob with bracket ranges and negation
touch f1 f2 f3 fa; echo f[1-2] f[!1-2] f[^a]
#### glob character class
touch a1 b2 C3 _4; echo [[:upper:]]* [[:digit:]]* [[:punct:]]*
#### glob result sorted
touch b a C c B A; echo *
#### glob in middle of path
mkdir -p x1/s x2/s x3; touch x1/s/f x2/s/f; echo x*/s/f
#### glob with no read permission dir ignored
mkdir -p q/r; touch q/r/f; echo q/*/f
#### quoted glob inside word
touch 'a*b' axb; echo a'*'b; echo a*b
#### glob from variable unquoted
touch p1 p2; pat='p*'; echo $pat "$pat"
#### glob not applied to assignment
touch g1 g2; v=g*; echo "$v"; a=(g*); echo ${#a[@]}
#### glob not applied in double bracket
touch h1; [[ h1 == h* ]] && echo match; [[ h* == h1 ]] || echo nomatch
#### noglob disables
touch n1; set -f; echo n*; set +f; echo n*
#### GLOBIGNORE filters
touch a.txt b.txt c.log; GLOBIGNORE='*.txt'; echo *
#### glob with trailing slash only dirs
mkdir -p dd1 dd2; touch ff1; echo *1/
#### glob star does not match slash
mkdir -p m; touch m/n; echo m*n; echo */n
#### glob with backslash escaping bracket
touch '[x]' x; echo \[x\]; echo [x]
#### nocaseglob with bracket
touch Zeta zeta; shopt -s nocaseglob; echo [z]eta
#### extglob in case without shopt in function
f() { case $1 in @(yes|y)) echo Y;; *) echo N;; esac; }; shopt -s extglob; f y; f no
#### extglob pattern in parameter removal
shopt -s extglob; v=aaab; echo ${v##+(a)} ${v%%?(a)b}
#### glob matches files created in same line
touch late1; echo late*; touch late2; echo late*
#### globstar does not follow into hidden dirs
mkdir -p .hd/x vis/x; touch .hd/x/f vis/x/f; shopt -s globstar; echo **/f
#### globstar with dotglob
mkdir -p .hd/x; touch .hd/x/f; shopt -s globstar dotglob; echo **/f
#### nullglob with failglob both on
shopt -s nullglob failglob; echo *.none 2>&1; echo st=$?
#### glob in redirection target ambiguous
touch r1 r2; echo x > r* 2>&1; echo st=$?
#### glob in redirection single match
touch only1; echo hi > only*; cat only1
#### glob with special chars in names
touch 'sp ace' 'new
line'; for f in sp*; do echo "<$f>"; done; ls | wc -l
#### nullglob in unquoted array index does not delete
shopt -s nullglob; a=(1 2); echo ${a[1]}; unset a[0]; echo ${#a[@]}
#### star dot star pattern
touch noext with.ext; echo *.*
#### question mark matches multibyte char
touch 'é1' 'ab1'; echo ?1
#### glob sorting with dash and digits
touch a-1 a-10 a-2 a_1; echo a*
