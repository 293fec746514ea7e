#### shopt -s extdebug f declare -F f
shopt -s extdebug; f() { :; }; declare -F f
#### shopt -s extdebug f echo BASH_ARGC BASH_ARGV f
shopt -s extdebug; f() { echo "${BASH_ARGC[@]} | ${BASH_ARGV[@]}"; }; f a b c
#### shopt -s extdebug f caller 0 f
shopt -s extdebug; f() { caller 0; }; f
#### shopt -u echo st
shopt -u; echo st=$?
#### shopt -pu head -3
shopt -pu | head -3
#### shopt -ps head -3
shopt -ps | head -3
#### shopt -qo errexit echo
shopt -qo errexit; echo $?
#### shopt -o -p errexit nounset
shopt -o -p errexit nounset
#### shopt -s compat31 shopt compat31 echo st
shopt -s compat31; shopt compat31; echo st=$?
#### shopt nullglob failglob echo st
shopt nullglob failglob; echo st=$?
#### shopt -s nullglob nosuch extglob echo st shopt
shopt -s nullglob nosuch extglob; echo st=$?; shopt extglob
#### shopt -o bogus echo st
shopt -o bogus; echo st=$?
#### shopt -x echo st
shopt -x; echo st=$?
#### shopt -s checkwinsize shopt -p checkwinsize
shopt -s checkwinsize; shopt -p checkwinsize
#### shopt -s globasciiranges shopt -p globasciiranges
shopt -s globasciiranges; shopt -p globasciiranges
#### shopt -u sourcepath echo echo sourced f.sh .
shopt -u sourcepath; echo 'echo sourced' > f.sh; . f.sh; echo st=$?
#### shopt -s nocasematch ABC abc echo re
shopt -s nocasematch; [[ ABC =~ abc ]] && echo re
#### shopt -s nocaseglob touch Abc echo a b
shopt -s nocaseglob; touch Abc; echo a[b]c
#### shopt -s dotglob touch .x y echo tr
shopt -s dotglob; touch .x y; echo * | tr ' ' '\n' | sort | tr '\n' ' '; echo
#### shopt -s globstar mkdir -p d e touch
shopt -s globstar; mkdir -p d/e; touch d/e/f; echo d/**; echo **/
#### shopt -s extglob x aaab echo x a
shopt -s extglob; x=aaab; echo ${x##+(a)} ${x%%@(b)}
#### shopt -s extglob case foo in bar echo
shopt -s extglob; case foo in !(bar)) echo notbar;; esac
#### shopt -s failglob echo nomatch echo after
shopt -s failglob; echo nomatch*; echo after
#### shopt -s failglob x nomatch echo st
shopt -s failglob; x=(nomatch*); echo st=$?
#### shopt -s nullglob a nomatch echo a
shopt -s nullglob; a=(nomatch*); echo ${#a[@]}
#### shopt -s nullglob -n nomatch echo cond-not-glob
shopt -s nullglob; [[ -n nomatch* ]] && echo cond-not-glob
#### shopt -u expand_aliases alias x echo a x
shopt -u expand_aliases; alias x='echo a'; x; echo st=$?
#### shopt -s xpg_echo echo -e a nb echo
shopt -s xpg_echo; echo -e 'a\nb'; echo -E 'c\nd'
#### shopt -s lastpipe printf 1 n2 n mapfile
shopt -s lastpipe; printf '1\n2\n' | mapfile -t arr; echo ${#arr[@]}
#### shopt -s lastpipe x 0 printf 1 n
shopt -s lastpipe; x=0; printf '1\n' | while read l; do x=$l; done; echo $x
#### shopt -u lastpipe x 0 printf 1 n
shopt -u lastpipe; x=0; printf '1\n' | while read l; do x=$l; done; echo $x
#### shopt -s inherit_errexit set -e f echo false
shopt -s inherit_errexit; set -e; f() { echo $(false; echo after); }; f; echo end
#### shopt -s localvar_inherit declare -i x 5 f
shopt -s localvar_inherit; declare -i x=5; f() { local x; x+=1; echo $x; }; f
#### shopt -s assoc_expand_once declare -A h k a
shopt -s assoc_expand_once; declare -A h; k='a]b'; h[$k]=1; declare -p h
#### shopt -s patsub_replacement x abc echo x b
shopt -s patsub_replacement; x=abc; echo ${x/b/[&]}; shopt -u patsub_replacement; echo ${x/b/[&]}
#### shopt -s noexpand_translation echo hi
shopt -s noexpand_translation; echo $"hi"
#### shopt -s nullglob for f in .zzz do
shopt -s nullglob; for f in *.zzz; do echo $f; done; echo done
#### shopt -s progcomp shopt -p progcomp
shopt -s progcomp; shopt -p progcomp
#### shopt -s interactive_comments echo a c
shopt -s interactive_comments; echo a # c
#### shopt -s execfail exec nonexistent echo survived
shopt -s execfail; exec /nonexistent; echo survived $?
#### shopt -s extquote x 1 echo x a
shopt -s extquote; x=1; echo "${x:+$'a\tb'}"
#### shopt login_shell shopt -s login_shell echo st
shopt login_shell; shopt -s login_shell; echo st=$?
#### shopt restricted_shell
shopt restricted_shell
