#### more assoc slice offsets from one
declare -A B=([a]=1 [b]=2 [c]=3); echo "${B[@]:0:1}|${B[@]:1:1}|${B[@]:2:1}|${B[@]:3:1}|${B[@]:4}|"
#### more assoc slice negative offsets
declare -A B=([a]=1 [b]=2 [c]=3); echo "${B[@]: -1}|${B[@]: -2:1}|${B[@]: -3}|${B[@]: -4}|"
#### more assoc slice zero length
declare -A B=([a]=1 [b]=2 [c]=3); echo "${B[@]:0:0}|${B[@]:2:0}|${B[@]:5:0}|"
#### more assoc slice star quoted
declare -A B=([a]=1 [b]=2 [c]=3); IFS=,; echo "${B[*]:1:2}"
#### more assoc slice empty array
declare -A E=(); echo "[${E[@]:0}]" "[${E[@]:1:1}]"
#### more assoc slice negative length error
declare -A B=([a]=1); echo "${B[@]:0:-1}"; echo st=$?
#### more assoc slice keys unaffected
declare -A B=([a]=1 [b]=2); echo "${!B[@]:1:1}"
#### more at A indexed array quoted IFS dash
a=(1 2); IFS=-; printf "<%s>" "${a[@]@A}"; echo
#### more at A integer array quoted
declare -ai n=(1 2); printf "<%s>" "${n[@]@A}"; echo
#### more at A empty IFS still splits
a=(x); IFS=; printf "<%s>" "${a[@]@A}"; echo
#### more at A positional star unquoted IFS dash
set -- p "q r"; IFS=-; printf "<%s>" ${*@A}; echo
#### more at A positional star IFS empty
set -- p "q r"; IFS=; printf "<%s>" "${*@A}"; echo; printf "<%s>" ${*@A}; echo
#### more at A array star quoted
a=(1 "x y"); printf "<%s>" "${a[*]@A}"; echo
#### more at A assoc unquoted
declare -A A=([k]=v); printf "<%s>" ${A[@]@A}; echo
#### more alternative all empty elements count
c() { echo $#; }; set -- "" ""; c "${@:+w}"; a=("" ""); c "${a[@]:+w}"; c "${a[@]+w}"
#### more alternative unset positional count
c() { echo $#; }; set --; c "${@:+w}" "${@+w}"; a=(); c "${a[@]+w}"
#### more alternative with prefix text
set -- ""; printf "<%s>" "x${@:+w}y"; echo
#### more env -i path default not exported
env -i bash -c 'echo "$PATH"; declare -p PATH'
#### more env -i export -p
env -i bash -c 'export -p'
#### more old dir exported without value
declare -p OLDPWD; export -p | grep -c 'x OLDPWD$'
#### more old dir after cd
mkdir d; cd d; [[ $OLDPWD == "$HOME" ]] && declare -p OLDPWD | cut -c1-11
#### more gnu_errfmt arithmetic error
shopt -s gnu_errfmt
echo $((1/0))
echo st=$?
#### more gnu_errfmt in function builtin keeps line
shopt -s gnu_errfmt
f() { cd /nonexistent; }
f
#### more gnu_errfmt bad substitution
shopt -s gnu_errfmt
x=1
echo "${x:?}" "${nosuch:?unset here}"
#### more gnu_errfmt off again
shopt -s gnu_errfmt; shopt -u gnu_errfmt
nosuch2
#### more cdable_vars relative value from subdir
mkdir -p a/b; t=b; cd a; shopt -s cdable_vars; cd t; pwd | sed 's|.*/a/|a/|'
#### more cdable_vars with cd -P
mkdir real; ln -s real lk; v=lk; shopt -s cdable_vars; cd -P v; pwd | sed 's|.*/||'
#### more cdable_vars value not a directory
touch f; v=f; shopt -s cdable_vars; cd v; echo st=$?
#### more cdable_vars old dir set
mkdir real; v=real; shopt -s cdable_vars; cd v >/dev/null; echo "${OLDPWD##*/}" | grep -c real
#### more varredir_close with exec dup stays
shopt -s varredir_close; exec {fd}>&1; echo via >&$fd
#### more varredir_close on builtin then write fails
shopt -s varredir_close; echo a {fd}>out; echo b >&$fd; echo st=$?; cat out
#### more varredir_close on function call
shopt -s varredir_close; f() { echo in >&$fd; }; f {fd}>out; echo x >&$fd; echo st=$?; cat out
#### more varredir_close off function call keeps
f() { echo in >&$fd; }; f {fd}>out; echo x >&$fd; echo st=$?; cat out
#### more varname readonly heredoc
readonly h=3; cat {h}<<E
x
E
echo st=$?
#### more varname readonly dup
readonly d=1; exec {d}>&1; echo st=$?
#### more varname noclobber append allowed
set -C; echo a > f; exec {fd}>>f; echo st=$?; echo b >&$fd; cat f
#### more varname noclobber clobber op
set -C; echo a > f; exec {fd}>|f; echo st=$?
#### more shopt dash dash listing
shopt -- nullglob; shopt -p -- dotglob
#### more shopt dash dash invalid name
shopt -s -- nosuch; echo st=$?
#### more extdebug unset clears T and E
shopt -s extdebug; shopt -u extdebug; echo "$-"; set -o | grep -E 'functrace|errtrace'
#### more extdebug dollar dash
shopt -s extdebug; case $- in *E*T*|*T*E*) echo both;; esac
#### more shopt -u cmdhist then -q
shopt -u cmdhist; shopt -q cmdhist; echo st=$?; shopt -s cmdhist; shopt -q cmdhist; echo st=$?
#### more shopt -u progcomp listed in -u
shopt -u progcomp hostcomplete; shopt -pu | grep -E 'progcomp |hostcomplete'
#### more shopt interactive_comments off in listing
shopt -u interactive_comments; shopt interactive_comments
#### more BASHOPTS after unsetting cmdhist
shopt -u cmdhist; case :$BASHOPTS: in *:cmdhist:*) echo in;; *) echo out;; esac
#### more shift_verbose shift zero ok
shopt -s shift_verbose; set -- a; shift 0; echo st=$? $#
#### more shift_verbose exact count
shopt -s shift_verbose; set -- a b; shift 2; echo st=$? $#; shift; echo st=$?
#### more assoc_expand_once -v with literal key
shopt -s assoc_expand_once; declare -A a=(['$k']=1); k=z; [[ -v 'a[$k]' ]] && echo lit; test -v 'a[$k]' && echo lit2
#### more assoc_expand_once off -v expands key
declare -A a=([z]=1); k=z; test -v 'a[$k]' && echo exp
#### more assoc_expand_once indexed unaffected
shopt -s assoc_expand_once; a=(x y); i=1; test -v 'a[i]' && echo idx
#### more compat31 unquoted regex same
shopt -s compat31; [[ aXc =~ a.c ]] && echo m
#### more compat31 off again literal
shopt -s compat31; shopt -u compat31; [[ aXc =~ "a.c" ]] && echo m || echo n
#### more BASH_COMPAT 31 quoted regex
BASH_COMPAT=31; [[ aXc =~ "a.c" ]] && echo m || echo n
#### more compat32 quoted regex literal
shopt -s compat32; [[ aXc =~ "a.c" ]] && echo m || echo n
#### more readonly assign default next line status
readonly r=; : "${r:=z}"
echo st=$?
#### more readonly assign default in eval status
readonly r=; eval ': ${r:=z}'
echo st=$?
#### more readonly assign default in function status
readonly r=; f() { : "${r:=z}"; echo notreached; }; f
echo st=$?
#### more readonly assign default in comsub status
readonly r=; x=$(: "${r:=z}"; echo in); echo "[$x] $?"
#### more readonly assign default in subshell status
readonly r=; ( : "${r:=z}"; echo in ); echo "sub $?"
#### more readonly assign default posix mode ends shell
set -o posix; readonly r=; : "${r:=z}"
echo notreached
#### more readonly assign default in pipeline
readonly r=; : "${r:=z}" | cat; echo "${PIPESTATUS[*]}"
#### more readonly assign default with set -e
set -e; readonly r=; : "${r:=z}"
echo notreached
#### more readonly assign default bash -c
bash -c 'readonly r=; : "${r:=z}"
echo st=$?'
#### more readonly plain default no error
readonly r=; echo "[${r:-z}]" "[${r=z}]"; echo st=$?
