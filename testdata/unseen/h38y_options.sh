#### set -x a echo x b 2 echo
set -x; a=$(echo x) b=2; echo "$a"; set +x
#### set -x declare -a arr 1 a b
set -x; declare -a arr=(1 'a b'); local 2>/dev/null; set +x
#### set -x -n x x y set x
set -x; [[ -n x && $x == y* ]]; set +x
#### set -x case a in a echo hit
set -x; case a in a) echo hit;; esac; set +x
#### set -x for i in 1 do done
set -x; for i in 1; do :; done; set +x
#### set -x x 1 x 2 x 1
set -x; x=1; : ${x:=2} "$((x+1))"; set +x
#### set -x f f a b c set
set -x; f() { :; }; f a 'b c'; set +x
#### set -x echo t a b set x
set -x; echo $'\t' "a\"b"; set +x
#### set -x export E 1 F readonly R
set -x; export E=1 F; readonly R=2; set +x
#### set -x cat hi set x
set -x; cat <<< hi; set +x
#### set -x i 3 4 set x
set -x; (( i = 3 + 4 )); set +x
#### set -x while false do done set x
set -x; while false; do :; done; set +x
#### set -x if 1 1 then fi set
set -x; if [ 1 = 1 ]; then :; fi; set +x
#### set -x select x in do done set
set -x; select x in; do :; done; set +x
#### PS4 n set -x a b set x
PS4='$((++n)) '; set -x; : a; : b; set +x
#### PS4 BASH_SOURCE LINENO set -x a set x
PS4='+${BASH_SOURCE}:${LINENO}: '; set -x; : a; set +x
#### PS4 w set -x a set x
PS4='\w> '; set -x; : a; set +x
#### set -x x k v set x
set -x; x=( [k]=v ); set +x
#### set -x declare -A h k v h
set -x; declare -A h=([k]=v); h[z]=1; set +x
#### set -x a 1 a 3 x set
set -x; a+=(1); a[3]+=x; set +x
#### set -x echo a b echo set x
set -x; echo {a,b}; echo ~; set +x
#### set -x echo echo inner set x
set -x; echo "$(echo inner)"; set +x
#### set -x true false set x
{
set -x; true | false; set +x
} 2>trace.txt; sort trace.txt
#### set -x eval echo e set x
set -x; eval 'echo e'; set +x
#### set -u x undefined_arr echo x
set -u; x=${#undefined_arr[@]}; echo $x
#### set -u echo undefined_ref echo st
set -u; echo ${!undefined_ref}; echo st=$?
#### set -u a echo a echo a 0
set -u; a=(); echo "${a[@]}"; echo "${a[0]}"; echo no
#### set -u f echo 2 f one echo
set -u; f() { echo $2; }; f one; echo no
#### set -u echo 3 echo ok
set -u; echo "${@:3}"; echo ok
#### set -u echo echo echo ok
set -u; echo ${#}; echo ${*}; echo ok
#### set -u declare -n r missing echo r
set -u; declare -n r=missing; echo $r; echo no
#### set -u x undefined_v echo no
set -u; x=$undefined_v; echo no
#### set -u undefined_v custom message echo no
set -u; : ${undefined_v?custom message}; echo no
#### set -u echo undefined_v echo no
set -u; echo ${undefined_v:?}; echo no
#### set -u echo undefined_v echo no 2
set -u; echo ${undefined_v?}; echo no
#### set -u unset x echo x set echo
set -u; unset x; echo ${x+set}; echo ${x:+set}; echo ok
#### set -u echo undefined_v echo no 3
set -u; echo $((undefined_v)); echo no
#### set -u undefined_v 0 echo no
set -u; (( undefined_v == 0 )); echo no
#### set -u undefined_v echo no
set -u; [[ $undefined_v ]]; echo no
#### set -u -z undefined_v- echo ok
set -u; [[ -z ${undefined_v-} ]]; echo ok
#### set -u for x in undefined_v do done
set -u; for x in $undefined_v; do :; done; echo no
#### set -u case undefined_v in esac echo no
set -u; case $undefined_v in *) ;; esac; echo no
#### set -u echo undefined_v echo no 4
set -u; echo "${undefined_v[@]}"; echo no
#### set -u declare -A h echo h echo
set -u; declare -A h; echo "${h[@]}"; echo ok
#### set -u declare -A h echo h h
set -u; declare -A h; echo "${#h[@]}" "${!h[@]}"; echo ok
#### set -u a 1 echo a 5 echo
set -u; a=(1); echo ${a[@]:5}; echo ok
#### set -eu f local v echo v f
set -eu; f() { local v; echo "${v}"; }; f; echo no
#### set -o pipefail false true echo set o
set -o pipefail; false | true; echo $?; set +o pipefail; false | true; echo $?
#### set -o pipefail cat nonexistent 2 dev null
set -o pipefail; cat /nonexistent 2>/dev/null | wc -l; echo "${PIPESTATUS[*]} $?"
#### set -e f false echo f continues f
set -e; f() { false; echo "f continues"; }; f || echo "f failed"; echo end
#### set -e f false f echo neg ok
set -e; f() { false; }; ! f; echo "neg ok"
#### set -e false true echo and-list ok
set -e; false && true; echo "and-list ok"
#### set -e x false echo caught echo end
set -e; x=$(false) || echo "caught"; echo end
#### set -e false echo caught echo end
set -e; { false; } || echo caught; echo end
#### set -e for i in 1 do false
set -e; for i in 1; do false; done; echo no
#### set -e until false do break done echo
set -e; until false; do break; done; echo ok
#### set -e 1 2 echo no
set -e; [[ 1 == 2 ]]; echo no
#### set -e 1 2 echo x echo ok
set -e; [ 1 = 2 ] && echo x; echo ok
#### set -e declare x false echo masked
set -e; declare x=$(false); echo masked
#### set -e export y false echo masked
set -e; export y=$(false); echo masked
#### set -e readonly z false echo masked
set -e; readonly z=$(false); echo masked
#### set -e echo false echo ok
set -e; echo $(false); echo ok
#### set -e false true echo ok
set -e; (false) || true; echo ok
#### set -e trap echo trapped ERR f false
set -e; trap 'echo trapped' ERR; f() { false; echo no; }; f; echo no
#### set -e f set e false return 0
set -e; f() { set +e; false; return 0; }; f; echo ok
#### set -e false echo no trap - EXIT
set -e; false; echo no; trap - EXIT
#### set -ex false
set -ex; false
#### set -eE trap echo err LINENO ERR f
set -eE; trap 'echo err:$LINENO' ERR; f() { false; }; f
#### set -e shopt -s lastpipe echo x false
set -e; shopt -s lastpipe; echo x | false; echo no
#### set -e coproc false wait COPROC_PID echo no
set -e; coproc { false; }; wait $COPROC_PID; echo no
#### set -e eval false echo no
set -e; eval false; echo no
#### set -e source dev null echo ok
set -e; source /dev/null; echo ok
#### set -e let x 0 echo no
set -e; let x=0; echo no
#### set -e x 0 echo ok
set -e; ((x=0)) || :; echo ok
#### set -e if false then echo in fi
set -e; if ! false; then echo in; fi; echo ok
