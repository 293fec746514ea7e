#### x1 PS4='+$BASH_SUBSHELL '; set -x; ( echo a; ( echo b ) ); set 
PS4='+$BASH_SUBSHELL '; set -x; ( echo a; ( echo b ) ); set +x
#### x2 PS4='+${LINENO}: '; set -x; f() {
PS4='+${LINENO}: '; set -x; f() {
  echo in
}; f; set +x
#### x3 PS4='$(echo cmd)+ '; set -x; echo hi; set +x
PS4='$(echo cmd)+ '; set -x; echo hi; set +x
#### x4 PS4='+ '; set -x; for i in 1 2; do :; done; set +x
PS4='+ '; set -x; for i in 1 2; do :; done; set +x
#### x5 PS4='+ '; set -x; case a in a) echo m;; esac; set +x
PS4='+ '; set -x; case a in a) echo m;; esac; set +x
#### x6 PS4='+ '; set -x; while false; do :; done; if true; then ech
PS4='+ '; set -x; while false; do :; done; if true; then echo t; fi; set +x
#### x7 PS4='+ '; set -x; x=$(echo a; echo b); set +x
PS4='+ '; set -x; x=$(echo a; echo b); set +x
#### x8 PS4='+ '; set -x; echo "$(echo nested $(echo deeper))"; set 
PS4='+ '; set -x; echo "$(echo nested $(echo deeper))"; set +x
#### x9 PS4='+ '; set -x; arr=(1 "two words" 3); declare -A h=([k]=v
PS4='+ '; set -x; arr=(1 "two words" 3); declare -A h=([k]=v); set +x
#### x10 PS4='+ '; set -x; echo 'q"uote' "it's" $'tab\there'; set +x
PS4='+ '; set -x; echo 'q"uote' "it's" $'tab\there'; set +x
#### x11 PS4='+ '; set -x; cat <<END
PS4='+ '; set -x; cat <<END
body
END
set +x
#### x12 PS4='+ '; set -x; echo a | cat; set +x
{
PS4='+ '; set -x; echo a | cat; set +x
} 2>trace.txt; sort trace.txt
#### x13 PS4='+ '; set -x; f() { return 3; }; f; echo $?; set +x
PS4='+ '; set -x; f() { return 3; }; f; echo $?; set +x
#### x14 PS4='+ '; set -x; eval 'x=1; echo $x'; set +x
PS4='+ '; set -x; eval 'x=1; echo $x'; set +x
#### x15 PS4='+ '; set -x; [[ a == b || -n x ]]; (( 1 + 2 )); let 'y 
PS4='+ '; set -x; [[ a == b || -n x ]]; (( 1 + 2 )); let 'y = 3'; set +x
#### x16 PS4='+ '; set -x; source /dev/null; . /dev/null arg; set +x
PS4='+ '; set -x; source /dev/null; . /dev/null arg; set +x
#### x17 PS4='+ '; set -x; trap 'echo trapped' EXIT; set +x
PS4='+ '; set -x; trap 'echo trapped' EXIT; set +x
#### x18 PS4='+ '; set -x; select x in a; do break; done <<< 1 2>&1; 
PS4='+ '; set -x; select x in a; do break; done <<< 1 2>&1; set +x
#### x19 PS4='+ '; set -x; for ((i=0; i<2; i++)); do :; done; set +x
PS4='+ '; set -x; for ((i=0; i<2; i++)); do :; done; set +x
#### x20 PS4='+ '; set -x; x=1 y=2 env >/dev/null; set +x
PS4='+ '; set -x; x=1 y=2 env >/dev/null; set +x
#### x21 PS4='+ '; set -x; echo ${x:-def} ${#PS4}; set +x
PS4='+ '; set -x; echo ${x:-def} ${#PS4}; set +x
#### x22 PS4='+ '; set -x; : $(( 1 + 1 )); set +x
PS4='+ '; set -x; : $(( 1 + 1 )); set +x
#### x23 PS4='+ '; set -x; export A=1; readonly B=2; local C=3 2>/dev
PS4='+ '; set -x; export A=1; readonly B=2; local C=3 2>/dev/null; declare -i D=4; set +x
#### x24 PS4="+ "; TIMEFORMAT=; set -x; time true; set +x
PS4="+ "; TIMEFORMAT=; set -x; time true; set +x
#### x25 PS4='+ '; set -x; { echo g; } >/dev/null; set +x
PS4='+ '; set -x; { echo g; } >/dev/null; set +x
#### x26 PS4='+ '; set -x; ! true; true && false || echo alt; set +x
PS4='+ '; set -x; ! true; true && false || echo alt; set +x
#### x27 PS4='+ '; set -x; printf -v out '%s' x; echo "$out"; set +x
PS4='+ '; set -x; printf -v out '%s' x; echo "$out"; set +x
#### x28 PS4='+ '; set -x; echo * ; set +x
PS4='+ '; set -x; echo * ; set +x
#### x29 PS4='+ '; set -x; x='a b'; echo $x "$x"; set +x
PS4='+ '; set -x; x='a b'; echo $x "$x"; set +x
#### x30 PS4='+ '; set -x; a=(x y); echo "${a[@]}" "${a[*]}"; set +x
PS4='+ '; set -x; a=(x y); echo "${a[@]}" "${a[*]}"; set +x
#### x31 set -x; echo default-ps4; set +x
set -x; echo default-ps4; set +x
#### x32 PS4='+ '; set -xv; echo verbose; set +xv
PS4='+ '; set -xv; echo verbose; set +xv
#### x33 PS4='+ '; set -x; coproc cat; exec {COPROC[1]}>&-; wait; set
{ PS4='+ '; set -x; coproc cat; exec {COPROC[1]}>&-; wait; set +x; } 2>&1 | sort
#### x34 PS4='+ '; set -x; x=$'\n'; echo "$x" >/dev/null; set +x
PS4='+ '; set -x; x=$'\n'; echo "$x" >/dev/null; set +x
#### x35 PS4='+ '; set -x; [ -n x ]; test 1 -eq 1; set +x
PS4='+ '; set -x; [ -n x ]; test 1 -eq 1; set +x
#### x36 PS4='+ '; set -x; echo $((2+3)) "$((4*5))"; set +x
PS4='+ '; set -x; echo $((2+3)) "$((4*5))"; set +x
#### x37 PS4='+ '; set -x; unset x; shift 0; set -- a b; set +x
PS4='+ '; set -x; unset x; shift 0; set -- a b; set +x
#### x38 PS4='+ '; set -x; cd /; cd - >/dev/null; set +x
PS4='+ '; set -x; cd /; cd - >/dev/null; set +x
#### x39 PS4='+ '; set -x; exec 3>/dev/null; exec 3>&-; set +x
PS4='+ '; set -x; exec 3>/dev/null; exec 3>&-; set +x
#### x40 PS4='+ '; set -x; f() { local v=$1; echo "$v"; }; f 'x y'; s
PS4='+ '; set -x; f() { local v=$1; echo "$v"; }; f 'x y'; set +x
