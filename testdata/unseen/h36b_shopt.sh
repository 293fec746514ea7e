#### lastpipe without job control
shopt -s lastpipe; echo piped | read -r v; echo "v=$v"
#### lastpipe off
echo piped | read -r v; echo "v=[$v]"
#### lastpipe with while loop counter
shopt -s lastpipe; n=0; printf '%s\n' a b c | while read -r l; do n=$((n+1)); done; echo n=$n
#### lastpipe pipestatus
shopt -s lastpipe; false | read -r v; echo "${PIPESTATUS[@]}"
#### expand_aliases in script
shopt -s expand_aliases; alias hi='echo hello'
hi there
#### expand_aliases off
alias hi='echo hello'
hi there 2>&1; echo st=$?
#### inherit_errexit nested substitution
set -e; shopt -s inherit_errexit; echo "$(echo a; false; echo b)"; echo end
#### localvar_inherit
shopt -s localvar_inherit; x=global; f() { local x; echo "[$x]"; }; f
#### localvar_inherit array
shopt -s localvar_inherit; a=(1 2); f() { local a; echo "${a[@]}"; }; f
#### localvar_inherit off
x=global; f() { local x; echo "[${x-unset}]"; }; f
#### localvar_inherit with attributes
shopt -s localvar_inherit; declare -i n=5; f() { local n; n=2+3; echo $n; }; f
#### localvar_unset
shopt -s localvar_unset; x=g; f() { local x=l; g; echo "f:[${x-unset}]"; }; g() { unset x; }; f
#### localvar_unset off default
x=g; f() { local x=l; g; echo "f:[${x-unset}]"; }; g() { unset x; }; f
#### unset local in same scope
x=g; f() { local x=l; unset x; echo "[${x-unset}]"; }; f; echo "$x"
#### unset dynamic scope exposes global
x=g; f() { local x=f; g; echo "f sees [$x]"; }; g() { unset x; echo "g sees [${x-unset}]"; }; f
#### nullglob and extglob together
shopt -s nullglob extglob; touch a.c; echo @(*.c|*.h); echo !(*.c); echo @(*.z) end
#### nullglob with failglob precedence
shopt -s nullglob failglob; echo none*; echo st=$?
#### shopt -p output format
shopt -p lastpipe extglob | sed 's/extglob/EG/'
#### shopt -q status
shopt -q extglob; echo $?; shopt -s extglob; shopt -q extglob; echo $?; shopt -q extglob lastpipe; echo $?
#### shopt invalid name
shopt -s nosuch; echo st=$?
#### shopt -o for set options
shopt -o -s nounset; echo $- | grep -c u; shopt -o -p nounset
#### shopt without args sorted listing excerpt
shopt | grep -E '^(dotglob|nullglob)'
#### xpg_echo changes echo
shopt -s xpg_echo; echo 'a\tb'; echo -e 'c\td'
#### sourcepath off
echo 'echo sourced' > here.sh; shopt -u sourcepath; . here.sh
#### nocasematch with regex
shopt -s nocasematch; [[ ABC =~ ^abc$ ]] && echo rx-y
#### globskipdots
touch .x; shopt -u globskipdots; echo .* ; shopt -s globskipdots; echo .*
#### extglob off pattern literal in case
case '@(a)' in '@(a)') echo literal;; esac
#### shopt -s and -u together error
shopt -s -u extglob; echo st=$?
#### dotglob and star star
mkdir -p d; touch d/.h d/v; shopt -s globstar dotglob; echo d/**
