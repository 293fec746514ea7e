#### star skips leading dot
touch .a .b c d; echo *; echo ?; echo .?
#### dot star without dot and dotdot
touch .x .y z; echo .*; echo .?*
#### globskipdots off shows dot entries
touch .q; shopt -u globskipdots; echo .*; shopt -s globskipdots; echo .*
#### bracket dot does not match leading dot
touch .h v; echo [.]*; echo [!a]*; echo ?h
#### question mark counts one char
touch a ab abc abcd; echo ???; echo ?b?; echo ??*
#### star matches empty
touch x xy; echo x*; echo *x; echo *x*
#### pattern with no match stays as written
echo nomatch*; echo 'q'*z; echo [ab]none
#### quoted star is literal
touch 'a*' ab; echo "a*"; echo a"*"; echo 'a'*; echo a\*
#### escaped star matches literal star file
touch 'x*y' xay; echo x\*y; echo x?y; echo x*y
#### quoted part of pattern literal bracket
touch '[ab]' a b; echo "[ab]"; echo [ab]; echo \[ab]; echo "["ab]
#### variable pattern unquoted globs
touch f1 f2 g1; p='f*'; echo $p; echo "$p"; q='[fg]1'; echo $q
#### variable with backslash star
touch 'a*' ab; p='a\*'; echo $p; p2='a\b'; echo $p2
#### variable backslash no match keeps text
p='zz\*q'; echo $p; p='zz\q*'; echo $p
#### pattern from command substitution
touch m1 m2; echo $(echo 'm*'); echo "$(echo 'm*')"
#### default value is globbed
touch k1 k2; echo ${u:-k*}; echo "${u:-k*}"; echo ${u:-"k*"}
#### word splitting then globbing
touch a1 b1 c1; v='a* b*'; echo $v; IFS=:; w='a*:c*'; echo $w
#### glob result not split again
touch 'sp ace' other; for f in *; do echo "[$f]"; done
#### glob result not expanded again
touch '$HOME' 'a b'; echo *; for f in *; do echo "<$f>"; done
#### file names starting with dash
touch -- -n -e x; echo *; printf '%s\n' *
#### sort order uppercase first
touch b B a A _ 1 '~'; echo *
#### sort order with dots and dashes
touch a.b a-b a_b ab a.c; echo a*
#### sort order non ascii names
touch z é a É; echo *
#### directory trailing slash only dirs
mkdir d1 d2; touch f1; echo */; echo *1/; echo d*/
#### trailing slash with no dirs
touch f g; echo */; shopt -s nullglob; echo */; echo end
#### pattern in directory component
mkdir -p a1/x a2/x b/x; touch a1/x/f a2/x/g; echo a*/x; echo */x/*; echo a?/x/?
#### literal directory then glob
mkdir dd; touch dd/p dd/q dd/.r; echo dd/*; echo dd/.*; echo dd/?
#### dot slash prefix kept
touch p1 p2; echo ./p*; echo ./*1
#### double slash kept in results
mkdir d; touch d/a; echo d//*; echo d/./*; echo ./d/*
#### dotdot in pattern
mkdir -p u/v; touch w1; cd u/v; echo ../../w*; echo ../*
#### pattern with trailing slash on file
touch file; echo file/; echo fil*/; echo file*
#### glob on nonexistent directory
echo nodir/*; echo nodir*/x
#### symlink to dir matched by slash pattern
mkdir real; ln -s real link; touch real/x; echo */; echo l*/x
#### dangling symlink matched
ln -s nowhere dang; touch t; echo *; echo d*
#### bracket range
touch a b c d e; echo [b-d]; echo [a-bd-e]
#### bracket negation bang and caret
touch a b c; echo [!a]; echo [^a]; echo [!a-b]
#### bracket with close bracket first
touch ']' a b; echo []]; echo []a]; echo [!]]
#### bracket with dash at ends
touch a z; : > -; echo [a-]; echo [-z]; echo [!-]
#### bracket reversed range matches nothing
touch a b c; echo [c-a]; echo [a-a]
#### bracket unclosed is literal
touch '[ab' a b; echo [ab; echo [a*; echo '['*
#### bracket classes
touch a B 3 _ ' ' .; echo [[:alpha:]]; echo [[:upper:]]; echo [[:digit:]]; echo [[:punct:]]
#### bracket class combined
touch a 1 '#' Z; echo [[:lower:][:digit:]]; echo [![:alnum:]]; echo [[:alpha:]1]
#### bracket invalid class
touch a b; echo [[:foo:]]; echo [[:alpha:]
#### bracket equivalence class
touch a b e é; echo [[=a=]]; echo [[=e=]]
#### bracket collating symbol
touch a - b; echo [[.-.]]; echo [[.a.]b]; echo [[.hyphen.]]
#### bracket with slash never matches
mkdir d; touch d/x dx; echo d[/]x; echo d[!a]x
#### bracket escaped close
touch ']' 'a' '\'; echo [\]]; echo [a\]]
#### bracket escaped bang
touch '!' a b; echo [\!a]; echo [!\!]
#### bracket with star and question inside
touch '*' '?' a; echo [*]; echo [?]; echo [*?]
#### globasciiranges default
touch a B c D; echo [a-c]; echo [A-C]; echo [B-c]
#### globasciiranges off
touch a B c D; shopt -u globasciiranges; echo [a-c]; echo [A-C]
#### nullglob removes unmatched word
touch a; shopt -s nullglob; echo x* a y?; echo z*; echo "end"
#### nullglob with quoted parts
touch 'a b1'; shopt -s nullglob; echo "a b"*; echo "zz"*; echo 'q*'
#### nullglob array length
shopt -s nullglob; a=(*.none other*); echo ${#a[@]}; touch other1; a=(*.none other*); echo ${#a[@]}
#### nullglob and unmatched bracket
shopt -s nullglob; echo [; echo [x; echo a]; echo [x]
#### nullglob with set -- and $#
shopt -s nullglob; set -- *.zz; echo $#; set -- *.zz x; echo $#
#### nullglob and test builtin
shopt -s nullglob; [ -e *.nope ] && echo yes || echo no; test -n *.nope; echo $?
#### failglob on second word
touch x1; shopt -s failglob; echo x* y*; echo st=$?
#### failglob in assignment array
shopt -s failglob; a=(q*); echo st=$?; declare -p a 2>&1
#### failglob with quoted pattern is fine
shopt -s failglob; echo "q*"; echo 'q?'; echo st=$?
#### failglob in for list
shopt -s failglob; for x in a none*; do echo $x; done; echo st=$?
#### failglob in function body
shopt -s failglob; f() { echo before; echo z*; echo after; }; f; echo st=$?
#### failglob in subshell
shopt -s failglob; (echo z*; echo inner); echo st=$?
#### failglob wins over nullglob
shopt -s failglob nullglob; echo q*; echo st=$?
#### failglob in if condition
shopt -s failglob; if echo z*; then echo then; else echo else; fi; echo st=$?
#### failglob no effect on case
shopt -s failglob; case z* in z\*) echo lit;; esac; echo st=$?
#### failglob no effect in double brackets
shopt -s failglob; [[ z* == z* ]] && echo eq; echo st=$?
#### dotglob includes hidden
touch .h a; shopt -s dotglob; echo *; echo ?h; echo .*
#### dotglob in subdir
mkdir d; touch d/.x d/y; shopt -s dotglob; echo d/*; shopt -u dotglob; echo d/*
#### dotglob never dot dotdot
touch .z; shopt -s dotglob; echo .*; echo *; echo .?
#### dotglob with bracket
touch .a b; shopt -s dotglob; echo [.b]*; echo [!x]*
#### nocaseglob matches either case
touch ABC abd Abe; shopt -s nocaseglob; echo a*; echo A*; echo *B*
#### nocaseglob bracket
touch A b C; shopt -s nocaseglob; echo [a-c]; echo [[:lower:]]; echo [!a]
#### nocaseglob directory component
mkdir Dir; touch Dir/File; shopt -s nocaseglob; echo d*/f*; echo Dir/f*
#### nocaseglob literal component
mkdir Dir; touch Dir/File; shopt -s nocaseglob; echo dir/*; echo DIR/F*
#### nocaseglob sort order
touch b A a B; shopt -s nocaseglob; echo [ab]
#### nocasematch does not change glob
touch ABC; shopt -s nocasematch; echo a*; [[ ABC == a* ]] && echo m
#### globstar lists recursively
mkdir -p a/b; touch a/f a/b/g top; shopt -s globstar; echo **
#### globstar slash only dirs
mkdir -p a/b/c; touch a/f; shopt -s globstar; echo **/
#### globstar prefix dir
mkdir -p a/b/c; touch a/f a/b/g; shopt -s globstar; echo a/**; echo a/**/
#### globstar suffix pattern
mkdir -p s/t/u; touch s/x.c s/t/y.c s/t/u/z.h w.c; shopt -s globstar; echo **/*.c; echo s/**/*.h
#### globstar middle
mkdir -p a/x/b a/b; touch a/b/f a/x/b/f; shopt -s globstar; echo a/**/b/f
#### globstar not alone is star
mkdir -p p/q; touch p/q/r pr; shopt -s globstar; echo p**; echo p**/r; echo **r
#### globstar skips hidden
mkdir -p .h/a v; touch .h/a/f v/.g v/k; shopt -s globstar; echo **
#### globstar with dotglob
mkdir -p .h v; touch .h/f v/.g; shopt -s globstar dotglob; echo **
#### globstar no match
shopt -s globstar; echo **/*.none; shopt -s nullglob; echo **/*.none end
#### globstar through symlink
mkdir -p r/s; touch r/s/f; ln -s r l; shopt -s globstar; echo **/f; echo l/**
#### globstar trailing double star after dir
mkdir -p a/b; touch a/b/c; shopt -s globstar; echo a/**/; echo **/b
#### extglob negation excludes hidden
touch a b .c; shopt -s extglob
echo !(a); echo !(x)
#### extglob negation with dotglob
touch a .c; shopt -s extglob dotglob
echo !(a)
#### extglob at pattern
touch a.c b.h c.o; shopt -s extglob
echo @(a|b).*; echo *.@(c|o)
#### extglob star and plus
touch a aa aaa b ab; shopt -s extglob
echo *(a); echo +(a); echo +(a)b
#### extglob question
touch x xy y; shopt -s extglob
echo ?(x)y; echo x?(y)
#### extglob nested
touch a.c a.h b.c b.h; shopt -s extglob
echo @(a|b).!(c); echo !(@(a|b).c)
#### extglob in directory component
mkdir -p da db dc; touch da/f db/f dc/f; shopt -s extglob
echo @(da|db)/f; echo !(da)/f
#### extglob negation of suffix
touch a.txt b.txt c.md; shopt -s extglob
echo !(*.txt); echo *.!(txt)
#### extglob with bracket inside
touch a1 b2 c3; shopt -s extglob
echo @([ab][0-9]); echo !([ab]*)
#### extglob off is syntax error
touch a; echo @(a) 2>&1; echo st=$?
#### extglob no match stays
shopt -s extglob
echo @(q|r); echo !(*)
#### extglob with nullglob
shopt -s extglob nullglob
echo +(z).c end
#### extglob dot patterns
touch .a .b c; shopt -s extglob
echo .@(a|b); echo .!(a)
#### extglob star dot
touch .a b; shopt -s extglob
echo *(.)a; echo @(.a|b)
#### GLOBIGNORE basic
touch a.c b.c c.h; GLOBIGNORE='*.c'; echo *
#### GLOBIGNORE colon list
touch a.c b.h c.o d; GLOBIGNORE='*.c:*.o'; echo *
#### GLOBIGNORE enables dotglob
touch .h a b.x; GLOBIGNORE='*.x'; echo *
#### GLOBIGNORE never dot dotdot
touch .h a; GLOBIGNORE='a'; echo .*; shopt -u globskipdots; echo .*
#### GLOBIGNORE all ignored leaves pattern
touch a b; GLOBIGNORE='*'; echo *; echo a*
#### GLOBIGNORE with path patterns
mkdir d; touch d/a d/b d/c; GLOBIGNORE='d/b'; echo d/*; GLOBIGNORE='b'; echo d/*
#### GLOBIGNORE star matches slash
mkdir d; touch d/a.x d/b; GLOBIGNORE='*.x'; echo d/*
#### GLOBIGNORE empty is unset
touch .h a; GLOBIGNORE=; echo *; GLOBIGNORE=a; echo *; unset GLOBIGNORE; echo *
#### GLOBIGNORE dotfiles pattern
touch .a .b c; GLOBIGNORE='.*'; echo *; echo .*
#### GLOBIGNORE with nullglob
touch a; shopt -s nullglob; GLOBIGNORE='a'; echo a* end
#### GLOBIGNORE with failglob
touch a; shopt -s failglob; GLOBIGNORE='a'; echo a*; echo st=$?
#### GLOBIGNORE unset restores dotglob off
touch .h a; GLOBIGNORE=x; echo *; unset GLOBIGNORE; echo *; shopt dotglob
#### GLOBIGNORE with dotglob explicitly set
touch .h a; shopt -s dotglob; GLOBIGNORE=x; unset GLOBIGNORE; echo *
#### GLOBIGNORE bracket pattern
touch a1 a2 b1; GLOBIGNORE='a[12]'; echo *
#### GLOBIGNORE extglob pattern
touch a b c; shopt -s extglob
GLOBIGNORE='@(a|b)'; echo *
#### ambiguous redirect from glob
touch a.txt b.txt; echo hi > *.txt; echo st=$?
#### redirect glob single match
touch only.txt; echo hi > *.txt; cat only.txt; echo *
#### redirect glob no match creates literal
echo hi > *.log; echo st=$?; echo *; cat '*.log'
#### redirect glob no match with nullglob
shopt -s nullglob; echo hi > *.log; echo st=$?; echo *
#### redirect glob no match with failglob
shopt -s failglob; echo hi > *.log; echo st=$?; echo x*
#### input redirect from glob
echo data > in.dat; cat < *.dat; cat < *.nope; echo st=$?
#### append redirect glob
echo one > f.txt; echo two >> f*; cat f.txt
#### redirect glob ambiguous no command run
touch a1 a2; { echo ran; } > a*; echo st=$?
#### redirect quoted glob literal
echo x > "*.q"; echo *
#### redirect from variable glob
touch r.out; f='*.out'; echo v > $f; cat r.out; echo w > "$f"; echo *
#### noglob star literal
touch a b; set -f; echo *; echo [ab]; set +f; echo *
#### noglob array and for
touch a b; set -f; x=(*); echo ${#x[@]}; for i in ?; do echo $i; done
#### noglob dollar dash
set -f; case $- in *f*) echo f-on;; esac; set +f; case $- in *f*) echo still;; *) echo off;; esac
#### noglob with shopt -o
touch a; set -o noglob; echo a*; shopt -o noglob; set +o noglob; echo a*
#### noglob with nullglob
set -f; shopt -s nullglob; echo x*; echo end
#### noglob in subshell inherits
touch a; set -f; (echo a*); echo $(echo a*)
#### noglob still matches in case
set -f; case abc in a*) echo m;; esac; [[ abc == a* ]] && echo m2
#### case star matches slash and dot
case a/b in a*b) echo slash;; esac; case .x in *x) echo dot;; esac; case .x in ?x) echo q;; esac
#### case bracket slash
case a/b in a[/]b) echo br;; *) echo no;; esac; case / in [!a]) echo neg;; esac
#### case quoted pattern literal
case 'a*' in "a*") echo q;; esac; case ab in "a*") echo bad;; *) echo none;; esac
#### case variable pattern
p='a*'; case abc in $p) echo m;; esac; case abc in "$p") echo bad;; *) echo lit;; esac
#### case bracket classes
for w in a Z 5 . ' '; do case "$w" in [[:lower:]]) echo "$w low";; [[:upper:]]) echo "$w up";; [[:digit:]]) echo "$w dig";; [[:space:]]) echo "sp";; *) echo "$w other";; esac; done
#### case extglob patterns
shopt -s extglob
for w in a.c a.o abc ''; do case "$w" in *.@(c|h)) echo "$w src";; !(*.*)) echo "$w nodot";; *) echo "$w other";; esac; done
#### double brackets pattern with slash
[[ a/b == a*b ]] && echo 1; [[ a/b == a?b ]] && echo 2; [[ .x == *x ]] && echo 3
#### double brackets quoted pattern
[[ 'a*' == "a*" ]] && echo 1; [[ ab == "a*" ]] || echo 2; [[ ab == a"*" ]] || echo 3; [[ ab == 'a'* ]] && echo 4
#### double brackets no pathname expansion
touch abc; [[ abc == a* ]] && echo m; [[ -e a* ]] || echo nofile; x=a*; echo "$x"
#### double brackets bracket expr
[[ b == [abc] ]] && echo 1; [[ ']' == []] ]] && echo 2; [[ - == [a-] ]] && echo 3; [[ '!' == [!a] ]] && echo 4
#### double brackets extglob always
[[ aaa == +(a) ]] && echo 1; [[ ab == @(a|b)b ]] && echo 2; [[ x == !(y) ]] && echo 3
#### double brackets nocasematch bracket
shopt -s nocasematch; [[ B == [a-c] ]] && echo 1; [[ b == [[:upper:]] ]] && echo 2
#### assignment not globbed
touch a1 a2; x=a*; echo "$x"; y=[a]1; echo "$y"; echo $x
#### declare assignment not globbed
touch a1 a2; declare x=a*; echo "$x"; local_f() { local y=a?; echo "$y"; }; local_f
#### declare non assignment arg globbed
touch a1; declare -p a* 2>&1 | head -1; echo st
#### export assignment not globbed
touch e1; export E=e*; echo "$E"
#### array assignment globbed
touch a1 a2; x=(a*); echo ${#x[@]} ${x[1]}; x=("a*"); echo ${#x[@]}
#### array element assignment not globbed
touch a1 a2; x[0]=a*; echo "${x[0]}"
#### test builtin gets globbed args
touch only; [ -e o* ] && echo e; test -f on?y && echo f
#### printf with glob
touch p1 p2 p3; printf '<%s>' p*; echo
#### glob with set --
touch s1 s2; set -- s*; echo $# "$1" "$2"
#### compgen -G pattern
touch c1 c2 d1; compgen -G 'c*'; compgen -G 'z*'; echo st=$?
#### glob in here string not expanded
touch h1; cat <<< h*; cat <<< "h*"
#### glob in heredoc not expanded
touch h1; cat <<EOT
h*
EOT
#### glob inside double quotes in word
touch a1; echo "a"*; echo a"1"*; echo "$(echo a)"*
#### glob in positional expansion
touch x1 x2; set -- 'x*'; echo $1; echo "$1"; echo $@; echo "$@"
#### glob with star from array element
touch y1 y2; a=('y*' 'z'); echo ${a[@]}; echo "${a[@]}"
#### glob with IFS empty
touch a1 a2; IFS=; v='a*'; echo $v; v='a* x'; echo $v
#### glob with backslash in file name
touch 'a\b' ab; echo a\\b; echo a?b; echo *\\*
#### glob with newline free special chars
touch 'a;b' 'a|b' 'a&b'; echo a?b; echo a*
#### glob with brace expansion
touch a1 b1 c1; echo {a,b}*; echo {a,z}*; echo {a..c}1*
#### brace then glob order
touch x.c x.h; echo x.{c,h}; echo *.{c,h}; echo *.{c,o}
#### tilde then glob
touch t1; HOME=$PWD; echo ~/t*
#### glob in pipeline stage
touch p1 p2; echo p* | tr ' ' ,
#### glob with long run of stars
touch abc; echo a**c; echo ****; echo *a*b*c*
#### glob with only question marks
touch a ab abc; echo ?; echo ??; echo ????
#### glob character class with dash
touch a- b c; echo ?[-]; echo [[:alpha:]-]
#### glob matching file with bracket in name
touch 'a[1]' a1; echo a[1]; echo 'a[1]'; echo a\[1\]; echo a[[]1]
#### glob with empty bracket parts
touch a b; echo []; echo [!]; echo [a]
#### pattern with star slash star
mkdir -p x/y z; touch x/y/f z/g; echo */*; echo */*/*; echo */*/
#### pattern with dot in dir name
mkdir .hd vd; touch .hd/f vd/f; echo */f; echo .*/f; echo ?hd/f
#### nullglob in double quotes pattern
shopt -s nullglob; echo "*"; echo "*"x*; echo end
#### shopt print of glob options
shopt nullglob failglob dotglob nocaseglob globstar extglob globasciiranges globskipdots
#### shopt -p glob options
shopt -p dotglob nullglob; shopt -s dotglob; shopt -p dotglob
#### glob options off again
touch .h a; shopt -s dotglob nullglob; shopt -u dotglob nullglob; echo * q*
#### glob with unicode pattern
touch é ë e; echo ?; echo [é]; echo [[:alpha:]]
#### glob star matches multibyte
touch 'aéb' ab; echo a?b; echo a*b
#### glob with invalid utf8 name
touch $'a\xffb' ab; echo a?b | od -c | head -2
#### glob inside eval
touch e1 e2; eval 'echo e*'; p='e*'; eval "echo $p"; eval 'echo "$p"'
#### glob in case with variable from file list
touch m1 m2; for f in *; do case $f in m1) echo one;; m*) echo "m $f";; esac; done
#### glob result count many
touch {1..30}; set -- *; echo $# $1 $30
#### glob numeric sort is lexical
touch 1 2 10 20 3; echo *
#### glob matches dir and file together
mkdir da; touch db; echo d*; echo d*/
#### glob with trailing slash and nullglob
touch f; shopt -s nullglob; echo f*/ end
#### glob dot slash with dotglob
touch .a b; shopt -s dotglob; echo ./*
#### glob pattern starting with slash dot
mkdir d; touch d/.x; echo d/.*; echo d/.?
#### globstar and dotdir explicit
mkdir -p .g/h; touch .g/h/f; shopt -s globstar; echo .g/**; echo .g/**/f
#### globstar double globstar
mkdir -p a/b; touch a/b/c; shopt -s globstar; echo **/**/c; echo **/**
#### globstar star star slash star
mkdir -p a/b; touch a/f a/b/g; shopt -s globstar; echo **/*
#### globstar with nocaseglob
mkdir -p A/b; touch A/b/F; shopt -s globstar nocaseglob; echo **/f
#### globstar GLOBIGNORE
mkdir -p a; touch a/x a/y; shopt -s globstar; GLOBIGNORE='a/x'; echo **
#### extglob negation with GLOBIGNORE
touch a b c; shopt -s extglob
GLOBIGNORE=b; echo !(a)
#### extglob pattern with slash inside
mkdir d; touch d/x; shopt -s extglob
echo @(d/x); echo d/@(x|y)
#### extglob empty alternative
touch a ab; shopt -s extglob
echo a@(|b); echo a?(b|)
#### extglob plus with bracket
touch a1 a12 a123 ax; shopt -s extglob
echo a+([0-9]); echo a*([0-9])
#### extglob negation of everything
touch a b; shopt -s extglob
echo !(*); shopt -s nullglob; echo !(*) end
#### extglob negation with suffix
touch ab.c xb.c b.c; shopt -s extglob
echo !(a)b.c
#### star question in middle of name
touch abxcd abcd; echo ab?cd; echo ab*cd
#### pattern unquoted from read
touch r1 r2; read -r p <<< 'r*'; echo $p; echo "$p"
#### glob with parameter prefix
touch pre_a pre_b; x=pre; echo ${x}_*; echo "$x"_*
#### glob with arithmetic expansion
touch 12 13; echo $((1))*; echo 1$((2+1))
#### glob with command substitution producing spaces
touch a1 b1; echo $(echo 'a* b*')
#### glob with empty variable prefix
touch x; e=; echo $e*; echo "$e"*
#### nullglob in array with other args
shopt -s nullglob; arr=(a *.q b); echo ${#arr[@]} "${arr[*]}"
#### glob pattern bracket with class negated
touch a 1; : > -; echo [![:digit:]]; echo [^[:alpha:]]
#### glob in variable with quoted star stays quoted
touch ab 'a*'; v='a"*"'; echo $v; v="a\\*"; echo $v
#### literal word with backslash and no glob
echo a\b c\d '\e'; echo \*nomatch
#### pattern with escaped slash
mkdir d; touch d/x; echo d\/x; echo d\/*
