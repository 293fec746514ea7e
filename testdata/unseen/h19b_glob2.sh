#### glob in declare array list
touch a1 a2; declare -a x=(a*); echo ${#x[@]}; f() { local y=(a?); echo ${#y[@]} "${y[@]}"; }; f
#### glob in readonly and export arrays
touch a1 a2; readonly -a r=(a*); echo "${r[@]}"; declare -A m=([k]=a*); echo "${m[k]}"
#### glob with IFS holding star
touch a1 b1; IFS='*'; v='a*b'; echo $v; echo "$v"; unset IFS; echo $v
#### glob with IFS holding question mark
touch ab; IFS='?'; v='a?b'; echo $v; set -- $v; echo $#
#### glob of positional with suffix
touch x1 y1; set -- x y; echo "$@"*; echo $@*; echo ${@}1
#### glob from array slice
touch q1 q2 r1; a=('q*' 'r*' 's*'); echo ${a[@]:0:2}; echo ${a[@]/%/1}
#### glob from parameter transformation
touch z1 z2; v='z*'; echo ${v^^}; echo ${v,,}; echo ${v@Q}; echo ${v/z/Z}
#### glob from substring removal
touch m1 m2; v='xm*'; echo ${v#x}; echo "${v#x}"
#### glob from indirect expansion
touch n1 n2; p='n*'; r=p; echo ${!r}; echo "${!r}"
#### glob under set -u with unset var in pattern
touch u1; set -u; echo u*; echo ${zz-u}*; echo st=$?
#### glob in printf -v and read
touch w1 w2; printf -v v '%s' w*; echo "$v"; read -a arr <<< 'w*'; echo ${arr[@]}; echo "${arr[@]}"
#### glob with mapfile from printf
touch k1 k2 k3; mapfile -t a < <(printf '%s\n' k*); echo ${#a[@]} "${a[2]}"
#### glob in select list
touch s1 s2; select f in s*; do echo "$f"; break; done <<< 2 2>&1
#### glob in here document delimiter word
touch h1; cat <<h*
body
h*
#### glob in arithmetic not expanded
touch 1; x=1; echo $(( x * 2 )); echo $(( 3*2 ))
#### glob in case word not expanded
touch c1 c2; case c* in c\*) echo literal;; *) echo other;; esac
#### glob in for with quoted and unquoted parts
touch 'a b1' 'a b2'; for f in "a b"*; do echo "[$f]"; done
#### glob matching names with spaces sorted
touch 'a c' 'a b' 'ab' 'a-'; echo a*
#### glob brackets with range across case
touch a Z m; echo [A-z]; echo [Z-a]
#### glob brackets with digits ranges
touch 0 5 9 a; echo [0-9]; echo [!0-4]; echo [5-]
#### glob bracket with backslash range end
touch a b '\'; echo [\\]; echo [a\\]
#### glob bracket with quoted dash
touch a - z; echo ["a-z"]; echo [a'-'z]
#### glob bracket with variable content
touch a b c; r='a-b'; echo [$r]; echo ["$r"]
#### glob bracket class from variable
touch a 1; c='[:digit:]'; echo [$c]
#### glob star after slash with nullglob off and missing dir
touch x; echo x/*; echo */x
#### glob with dot dot and globstar
mkdir -p a/b; touch a/b/f; cd a/b; shopt -s globstar; echo ../**; echo ../../**/f
#### globstar with trailing slash and files
mkdir -p d/e; touch d/f d/e/g; shopt -s globstar; echo d/**/; echo d/**/*/
#### globstar does not follow dir symlink in recursion
mkdir -p r/s; touch r/s/f; ln -s r l; shopt -s globstar; echo **
#### globstar counts
mkdir -p a/b/c/d; touch a/b/c/d/e; shopt -s globstar; set -- **; echo $#; set -- **/; echo $#
#### extglob with star at end
touch ab abc abd; shopt -s extglob
echo ab@(c|d)*; echo ab!(c)
#### extglob at least one plus nested
touch aa ab ba bb; shopt -s extglob
echo +(a|b)a; echo @(a)@(b)
#### extglob negated empty
touch a; shopt -s extglob
echo !(); echo @()a
#### extglob question on dir component
mkdir d dd; touch d/x dd/x; shopt -s extglob
echo d?(d)/x; echo d*(d)/x
#### nocaseglob with globstar and path
mkdir -p Dir/Sub; touch Dir/Sub/File; shopt -s nocaseglob; echo dir/*/*; echo */sub/*; echo D*/S*/f*
#### nocaseglob with extglob
touch ABC abd; shopt -s nocaseglob extglob
echo @(abc|x); echo !(abc)
#### nullglob with extglob negation no match
touch a; shopt -s nullglob extglob
echo !(a) end
#### failglob with pattern in redirection target
shopt -s failglob; cat < *.nope; echo st=$?
#### failglob message quoting
shopt -s failglob; echo 'a b'*; echo st=$?
#### failglob in command substitution
shopt -s failglob; x=$(echo q*); echo "st=$? [$x]"
#### failglob in eval
shopt -s failglob; eval 'echo q*'; echo st=$?
#### failglob then next line runs
shopt -s failglob
echo q*
echo next $?
#### failglob in while condition
shopt -s failglob; i=0; while echo z*; do break; done; echo st=$?
#### GLOBIGNORE with leading dot slash pattern
touch a b; GLOBIGNORE='./a'; echo ./*; echo *
#### GLOBIGNORE with directory results
mkdir d e; GLOBIGNORE='d'; echo */; echo *
#### GLOBIGNORE quoted colon
touch 'a:b' c; GLOBIGNORE='a\:b'; echo *
#### GLOBIGNORE in function local
touch .h a b; f() { local GLOBIGNORE=a; echo *; }; f; echo *
#### GLOBIGNORE prefix assignment for command
touch .h a b; GLOBIGNORE=a eval 'echo *'; echo *
#### dotglob local via shopt in function
touch .h a; f() { shopt -s dotglob; echo *; }; f; echo *; shopt -u dotglob; echo *
#### noglob and brace expansion
touch a1 b1; set -f; echo {a,b}*; echo {a,b}1
#### noglob with extglob pattern in case
shopt -s extglob
set -f; case ab in @(a|x)b) echo m;; esac
#### noglob in function and restore
touch a; f() { set -f; echo a*; set +f; }; f; echo a*
#### glob with long name component
touch aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab; echo a*b | wc -c
#### glob many stars performance
touch aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa; echo *a*a*a*a*a*a*a*a*a*a*b; echo st=$?
#### glob with unmatched paren literal
touch '(a' 'a)'; echo \(*; echo *\)
#### glob with pipe char file
touch 'a|b'; shopt -s extglob
echo a\|*; echo @(a\|b)
#### glob after cd with relative dir
mkdir sub; touch sub/f1 sub/f2; cd sub; echo f*; echo ../sub/f*; cd ..; echo sub/f*
#### glob with tilde in middle not expanded
touch 'a~b'; echo a~*; echo a~b
#### glob hyphen prefixed filenames with double dash
touch -- -x -y z; set -- *; echo "$1"; printf '%s\n' -- *
#### glob with assignment-like word
touch a=1 a=2; echo a=*; x=a=*; echo "$x"
#### glob with equals in array subscript word
touch 'b[1]' b1; echo b[1]; declare -a b; b[1]=v; echo ${b[1]}
#### test -e with multiple glob matches
touch a1 a2; [ -e a* ]; echo st=$?; test -e a1 a2; echo st=$?
#### double bracket -e with glob no expansion
touch 'a*'; [[ -e a* ]] && echo lit
#### glob in return value of compgen -G with dirs
mkdir -p g/h; touch g/i; compgen -G 'g/*'; compgen -G '*/'
#### pattern substitution with glob chars from file list
touch f.c g.c; for x in *.c; do echo ${x%.*}; done
#### unset with glob like array
a=(1 2 3); touch a1; unset a[1]; declare -p a 2>&1
