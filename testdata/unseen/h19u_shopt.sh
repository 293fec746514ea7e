#### nullglob with array and for
shopt -s nullglob; a=(*.nomatch); echo ${#a[@]}; for f in *.none; do echo never; done; echo [x]*.q
#### failglob error and status
shopt -s failglob; echo *.none; echo st=$?
echo after
#### failglob in for loop
shopt -s failglob; for f in *.zz; do echo $f; done; echo st=$?
#### nocaseglob
touch Abc abd; shopt -s nocaseglob; echo a*; echo [a]B*; shopt -u nocaseglob; echo a*
#### dotglob and . ..
touch .h1 v; mkdir .hd; shopt -s dotglob; echo *; echo .*; shopt -u dotglob; echo *
#### globstar
mkdir -p a/b/c; touch a/x a/b/y a/b/c/z; shopt -s globstar; echo **; echo a/**/z; echo **/; shopt -u globstar; echo **/z
#### globstar with pattern suffix
mkdir -p s/t; touch s/one.txt s/t/two.txt top.txt; shopt -s globstar; echo **/*.txt
#### lastpipe affects variable
shopt -s lastpipe; x=0; printf '1\n2\n' | while read n; do x=$((x+n)); done; echo $x
#### lastpipe with set -m off and status
shopt -s lastpipe; echo a | read v; echo "$v $?"
#### inherit_errexit
set -e; shopt -s inherit_errexit; x=$(false; echo no); echo "[$x] survived?"
#### without inherit_errexit
set -e; x=$(false; echo yes); echo "[$x]"
#### expand_aliases in script
shopt -s expand_aliases; alias hi='echo hello'
hi there
unalias hi; hi 2>&1 | sed 's/line [0-9]*/line N/'
#### alias not expanded without shopt
alias hi='echo hello'; hi 2>&1; echo st=$?
#### alias defined and used on same line
shopt -s expand_aliases; alias e1='echo one'; e1
e1
#### alias with trailing space chains
shopt -s expand_aliases; alias s='sudo_ ' sudo_='echo' w='world'; s w
#### alias listing
alias a1='x y' a2="it's"; alias; alias a1; alias nosuch; echo st=$?
#### shopt -p and -q
shopt -q extglob; echo $?; shopt -s extglob; shopt -q extglob; echo $?; shopt -p extglob nullglob
#### shopt invalid name
shopt -s nosuchopt 2>&1; echo st=$?
#### shopt -o
shopt -o -p errexit; shopt -os nounset; echo $-; shopt -ou nounset
#### nocasematch with [[
shopt -s nocasematch; [[ ABC == abc ]] && echo m; [[ ABC =~ ^a ]] && echo r
#### extglob patterns
shopt -s extglob
touch a.c b.h c.o; echo !(*.o); echo *.@(c|h); echo +(a|b).?
#### globasciiranges
touch B b; echo [a-c]
#### xpg_echo
shopt -s xpg_echo; echo 'a\tb'; echo -e 'c\td'
#### sourcepath off
echo 'echo sourced' > src.sh; shopt -u sourcepath; PATH=$PWD:$PATH; . src.sh
#### nullglob with unset of array element is pitfall
shopt -s nullglob; a=(1 2); unset a[0]; declare -p a
#### extglob off pattern literal in case
shopt -u extglob; case 'x' in @(x)) echo m;; *) echo nm;; esac 2>&1
#### GLOBIGNORE hides dotfiles off
touch .a b c.txt; GLOBIGNORE='*.txt'; echo *; echo .*
#### shopt listing of some
shopt checkwinsize cmdhist extquote
#### compat option errors
shopt -s compat31 2>&1; echo st=$?; shopt -u compat31
