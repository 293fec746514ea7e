#### p1 set -- a '' c; printf '<%s>' "${@:-x}"; echo; set --; printf
set -- a '' c; printf '<%s>' "${@:-x}"; echo; set --; printf '<%s>' "${@:-x y}"; echo
#### p2 set -- ab cb; printf '<%s>' "${@/b/X}" "${*/b/X}"; echo
set -- ab cb; printf '<%s>' "${@/b/X}" "${*/b/X}"; echo
#### p3 set -- one two; echo "${!#}" "${@: -1}" "${*:1:1}"
set -- one two; echo "${!#}" "${@: -1}" "${*:1:1}"
#### p4 set -- a b; [[ $* == "a b" ]] && echo star-eq; [[ "$@" == "a
set -- a b; [[ $* == "a b" ]] && echo star-eq; [[ "$@" == "a b" ]] && echo at-eq
#### p5 set -- 1 2 3; echo $(( $# * 2 )) $(( $1 + $3 ))
set -- 1 2 3; echo $(( $# * 2 )) $(( $1 + $3 ))
#### p6 set -- x y; cat <<< "$@"; cat <<< "$*"
set -- x y; cat <<< "$@"; cat <<< "$*"
#### p7 set -- a b; case "a b" in "$@") echo at-case;; *) echo no;; 
set -- a b; case "a b" in "$@") echo at-case;; *) echo no;; esac
#### p8 set -- a b c d; arr=("${@:2}"); echo "${#arr[@]} ${arr[*]}"
set -- a b c d; arr=("${@:2}"); echo "${#arr[@]} ${arr[*]}"
#### p9 set -- ''; echo "$#"; set -- "$@" ''; echo $#; x=("$@"); ech
set -- ''; echo "$#"; set -- "$@" ''; echo $#; x=("$@"); echo ${#x[@]}
#### p10 set -- 'a b' c; IFS=:; x=${*}; echo "$x"; y="${@}"; echo "$y
set -- 'a b' c; IFS=:; x=${*}; echo "$x"; y="${@}"; echo "$y"
#### p11 set -- a b; IFS=; x=$*; echo "[$x]"
set -- a b; IFS=; x=$*; echo "[$x]"
#### p12 set -- a b; unset IFS; echo "${*:-empty}" "${@:+set}"
set -- a b; unset IFS; echo "${*:-empty}" "${@:+set}"
#### p13 set --; echo "[${*-unset}] [${@-unset}] [${*:-null}]"
set --; echo "[${*-unset}] [${@-unset}] [${*:-null}]"
#### p14 set -- '' ''; echo "[${*:-null}] [${@:+plus}]" $#
set -- '' ''; echo "[${*:-null}] [${@:+plus}]" $#
#### p15 set -- a b c; echo "${@:1:0}" "${#*}" "${#}"
set -- a b c; echo "${@:1:0}" "${#*}" "${#}"
#### p16 set -- 'a b' 'c d'; for x in $@; do echo "[$x]"; done
set -- 'a b' 'c d'; for x in $@; do echo "[$x]"; done
#### p17 set -- 'a*' b; touch a1 a2; echo $1; echo "$1"; echo $@
set -- 'a*' b; touch a1 a2; echo $1; echo "$1"; echo $@
#### p18 set -- a b; local_fn() { echo "$# $@"; set -- z; echo "$# $@
set -- a b; local_fn() { echo "$# $@"; set -- z; echo "$# $@"; }; local_fn x y z; echo "$# $@"
#### p19 set -- A B; f() { shift; echo "$*"; }; f 1 2 3; echo "$*"
set -- A B; f() { shift; echo "$*"; }; f 1 2 3; echo "$*"
#### p20 set -- x; echo "${1+set}" "${2+set}" "${1:+alt}" "${2-dflt}"
set -- x; echo "${1+set}" "${2+set}" "${1:+alt}" "${2-dflt}"
#### p21 set -u; set --; echo "${@}" ok; echo "$*" ok2; echo "$#"
set -u; set --; echo "${@}" ok; echo "$*" ok2; echo "$#"
#### p22 set -u; echo "$1" 2>&1; echo after
set -u; echo "$1" 2>&1; echo after
#### p23 set -u; set -- a; echo "${@:2}" ok; echo "$2" 2>&1
set -u; set -- a; echo "${@:2}" ok; echo "$2" 2>&1
#### p24 set -- a b c; IFS=-; echo "${*^^}" "${@^}"; unset IFS
set -- a b c; IFS=-; echo "${*^^}" "${@^}"; unset IFS
#### p25 set -- "a b" c; printf '%s\n' "${@@Q}"; echo "${*@Q}"
set -- "a b" c; printf '%s\n' "${@@Q}"; echo "${*@Q}"
#### p26 set -- a b c; echo "${@:(-2):1}"
set -- a b c; echo "${@:(-2):1}"
#### p27 f() { echo "$0"; }; (f); echo "$(f)"
f() { echo "$0"; }; (f); echo "$(f)"
#### p28 echo "$$" | grep -c '^[0-9][0-9]*$'; echo "${#$}" | grep -c 
echo "$$" | grep -c '^[0-9][0-9]*$'; echo "${#$}" | grep -c '^[0-9]$'
#### p29 set -- 1 2; echo "${#@}" "${#*}"; set -- abc; echo "${#1}" "
set -- 1 2; echo "${#@}" "${#*}"; set -- abc; echo "${#1}" "${##}"
#### p30 echo "$-" | grep -c i
echo "$-" | grep -c i
#### p31 star with empty IFS in assignment contexts
set -- a b; IFS=
x=$*; echo "1[$x]"; x=${*}; echo "2[$x]"; x=$@; echo "3[$x]"
x+=$*; echo "4[$x]"; a[1]=$*; echo "5[${a[1]}]"
[[ $* == ab ]] && echo 6-joined; cat <<< $*
#### p32 star with empty IFS in declaration and list
set -- a b; IFS=
declare d=$*; echo "1[$d]"; export e=$*; echo "2[$e]"
arr=([0]=$*); echo "3[${arr[0]}]"; declare -A h=([k]=$*); echo "4[${h[k]}]"
arr2=($*); echo "5 ${#arr2[@]}"
#### p33 quoted at in case pattern is its first word
set -- a b c
for p in a 'a b c' b xa; do case "$p" in "$@") echo "[$p] at";; esac; done
for p in xa 'xa b cy'; do case "$p" in x"$@"y) echo "[$p] wrapped";; esac; done
arr=(p q); case p in "${arr[@]}") echo arr-first;; esac
#### p34 at elsewhere joins with spaces
set -- a b; v="a b c"
echo "[${v#"$@"}]"; [[ "a b" == "$@" ]] && echo cond-joined
case "a b" in $@) echo unquoted-joined;; esac
