#### printf -v through a temporary binding reaches the global
q=1; q=5 printf -v q %s 7; echo "$q"
#### printf -v through a temporary binding in a function
q=1; f() { q=5 printf -v q %s 7; echo "in=$q"; }; f; echo "$q"
#### printf -v through a temporary binding reaches a local
q=1; f() { local q=2; q=5 printf -v q %s 7; echo "in=$q"; }; f; echo "$q"
#### printf -v creates the global when unset
unset q; q=5 printf -v q %s 7; echo "${q-unset}"; declare -p q
#### printf -v keeps the export of the global
export q=1; q=5 printf -v q %s 7; printenv q
#### printf -v keeps attributes of the global
declare -u q=a; q=5 printf -v q %s bcd; echo "$q"
declare -i n=1; n=5 printf -v n %s 2+3; echo "$n"
#### printf -v with command and builtin
q=1; q=5 command printf -v q %s 7; echo "$q"
r=1; r=5 builtin printf -v r %s 8; echo "$r"
#### printf -v in a pipeline stays in the subshell
q=1; q=5 printf -v q %s 7 | cat; echo "$q"
#### let through a temporary binding
q=1; q=5 let q=9; echo "$q"
q=1; q=5 let q++; echo "$q"
q=1; q=5 let 'q+=2' 'q*=3'; echo "$q"
#### let with an integer global
declare -i q=1; q=5 let q=9; declare -p q
#### let in a function with a local
q=1; f() { local q=2; q=5 let q=9; echo "in=$q"; }; f; echo "$q"
#### getopts through temporary bindings
q=1; q=5 getopts a q -a; echo "$q"
OPTIND=1 getopts ab: o -b val; echo "$o $OPTIND $OPTARG"
#### read keeps its temporary binding to itself
q=1; q=5 read q <<< 8; echo "$q"
q=1; q=5 read -a q <<< 8; declare -p q
#### mapfile and readarray keep theirs
q=1; q=5 mapfile q <<< 8; echo "$q"
q=1; q=5 readarray -t q <<< 8; echo "$q"
#### eval and source keep theirs
q=1; q=5 eval 'q=4; echo "in=$q"'; echo "$q"
echo 'q=6' > s.sh; q=1; q=5 source ./s.sh; echo "$q"
#### command eval keeps its binding too
q=1; q=5 command eval q=4; echo "$q"
#### a nested eval binding takes the write
q=1; q=3 eval 'q=5 printf -v q 7; echo "in=$q"'; echo "$q"
#### unset through a temporary binding
q=1; q=5 unset q; echo "${q-unset}"
#### the binding itself is gone after printf -v
q=1; q=5 printf -v q %s 7; q=6 printf -v q %s 8 >/dev/null; echo "$q"
unset z; z=1 printf -v y %s "$z"; echo "${z-unset} $y"
#### cd's OLDPWD is the value of PWD
mkdir -p a b; cd a; PWD=/fake; cd ../b; echo "${OLDPWD##*/}" "${PWD##*/}"
#### cd with PWD bound on the command
mkdir -p a b; cd a; PWD=/x cd ../b; echo "$OLDPWD ${PWD##*/}"
#### cd with OLDPWD bound on the command
mkdir -p a b; cd a; OLDPWD=/x cd ../b; echo "${OLDPWD##*/}"
#### cd with PWD unset leaves OLDPWD without a value
mkdir -p a b; cd a; unset PWD; cd ../b; declare -p OLDPWD; echo "${OLDPWD-unset}"
#### cd with PWD empty
mkdir -p a; PWD=; cd a; declare -p OLDPWD
#### pushd with PWD reassigned
mkdir -p a b; cd a; PWD=/fake; pushd ../b >/dev/null; echo "$OLDPWD"; dirs | sed "s|$HOME|H|g"
