#### set -e in function called from if
set -e; f() { false; echo "continued in f"; }; if f; then echo ok; fi; echo end
#### set -e in && list middle
set -e; false && echo no; echo after1; true && false || echo rescued; echo after2
#### set -e with ! pipeline
set -e; ! true; echo after-bang; ! false; echo after-bang2
#### set -e in subshell exit
set -e; (false; echo inner); echo st=$?
#### set -e with pipefail
set -eo pipefail; false | true; echo never
#### set -e with command substitution in local
set -e; f() { local x=$(false); echo "local masks $?"; }; f
#### set -e with arithmetic zero
set -e; x=0; ((x++)); echo never
#### set -e in while condition
set -e; while false; do :; done; echo ok; until true; do :; done; echo ok2
#### set -e trap ERR order
set -e; trap 'echo ERR $?' ERR; false; echo never
#### set -u unset variable
set -u; echo ${undefined_v}; echo never
#### set -u with defaults and $@
set -u; echo "${u:-d}" "${u-e}" "$#" "$@" "${#@}"; echo ok
#### set -u with empty array
set -u; a=(); echo "${a[@]}" "${#a[@]}"; echo ok
#### set -u with unset array element
set -u; a=(1); echo ${a[5]}; echo never
#### set -u with $1
set -u; echo $1; echo never
#### set -u in arithmetic
set -u; echo $((nope + 1)); echo never
#### set -f noglob
touch a b; set -f; echo *; set +f; echo *
#### set -C noclobber
echo 1 > f; set -C; echo 2 > f; echo st=$?; cat f; echo 3 >| f; cat f; echo 4 >> f; cat f
#### set -C with /dev/null
set -C; echo x > /dev/null; echo st=$?
#### set -a allexport
set -a; V=exported; bash -c 'echo "child sees $V"'; set +a; W=no; bash -c 'echo "[$W]"'
#### set -n no execution
set -n; echo never; set +n; echo never2
#### set -o pipefail status
set -o pipefail; false | true; echo $?; true | (exit 3) | true; echo $?
#### set -o listing few
set -o | grep -E '^(errexit|nounset|pipefail|noglob) '
#### set +o output form
set -e; set +o | grep -E 'errexit|nounset'
#### set -- and positional
set -- a b c; set --; echo $#; set -- -x; echo "$1"; set - -v y; echo $# "$1"
#### set invalid option
set -Q 2>&1; echo st=$?; set -o bogus 2>&1; echo st=$?
#### $- flags
set -u; set -f; echo $- | tr -d ciBsmH; set +uf; echo $- | tr -d ciBsmH
#### set -x output forms
set -x; x='a b'; echo "$x" 'q' $'\t'; y=$(echo s); set +x
#### set -x PS4 custom
PS4='+[$LINENO] '; set -x; echo hi; set +x
#### set -x nested levels
set -x; echo $(echo inner); set +x
#### set -v verbose
set -v; echo one
set +v
echo two
#### set -e with || in function
set -e; f() { false || return 5; }; f || echo "f=$?"; echo end
#### set -e last command of function in condition
set -e; g() { false; }; g && echo no; echo reached
#### set -e eval failing
set -e; eval 'false'; echo never
#### set -e in group with ||
set -e; { false; echo inside; } || echo alt; echo after
#### set -b set -h set -k accepted
set -k; echo x=1 | cat; set +k; set -h; echo $?
#### set -e and return in sourced file
set -e; echo 'false; echo in-src' > s.sh; . ./s.sh; echo after
