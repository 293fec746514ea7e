#### getopts a opt -a echo st opt OPTARG-u
getopts 'a:' opt -a; echo "st=$? $opt [${OPTARG-u}]"
#### set -- -ab getopts a opt echo opt
set -- -ab; getopts a opt; echo "$opt $OPTIND"; getopts b opt; echo "st=$? $opt $OPTIND"
#### set -- -a -b getopts ab opt OPTIND
set -- -a -b; getopts ab opt; OPTIND=2; getopts ab opt; echo "$opt $OPTIND"
#### set -- -abc getopts abc o OPTIND 1
set -- -abc; getopts abc o; OPTIND=1; getopts abc o; echo "$o $OPTIND"
#### set -- -a getopts a o 1 echo
set -- -a; getopts a 'o[1]'; echo "st=$? ${o[1]}"
#### set -- -a declare -A h getopts a
set -- -a; declare -A h; getopts a 'h[k]'; echo "st=$? ${h[k]}"
#### set -- -x getopts a o echo o
set -- -x; getopts ':a' o; echo "[$o][$OPTARG]"; getopts ':a' o; echo "st=$? [$o]"
#### set -- -a -- x while getopts a
set -- -a -- x; while getopts a o; do :; done; echo "$OPTIND ${!OPTIND}"
#### set -- -- getopts a o echo st
set -- --; getopts a o; echo "st=$? $OPTIND"
#### set -- --x getopts a o echo st
set -- --x; getopts a o; echo "st=$? $o $OPTIND"
#### set -- -a- getopts a o getopts a
set -- -a- ; getopts a o; getopts a o; echo "st=$? $o"
#### getopts a o -a echo st OPTARG OPTIND
getopts a: o -a ''; echo "st=$? [$OPTARG] $OPTIND"
#### OPTIND 0 set -- -a getopts a o
OPTIND=0; set -- -a; getopts a o; echo "st=$? $o $OPTIND"
#### OPTIND -1 set -- -a getopts a o
OPTIND=-1; set -- -a; getopts a o; echo "st=$? $o $OPTIND"
#### OPTIND abc set -- -a getopts a o
OPTIND=abc; set -- -a; getopts a o; echo "st=$? $o $OPTIND"
#### set -- -a -b f getopts ab o
set -- -a -b; f() { getopts ab o; echo "f:$o $OPTIND"; }; f; f; getopts ab o; echo "$o"
#### unset OPTIND set -- -a getopts a o
unset OPTIND; set -- -a; getopts a o; echo "$o $OPTIND"
#### set -- -a OPTERR 0 getopts b o
set -- -a; OPTERR=0; getopts b o; echo "[$o] [${OPTARG-u}]"
#### mapfile -t -d arr printf a 0b 0
mapfile -t -d '' arr < <(printf 'a\0b\0'); declare -p arr
#### mapfile -t arr declare -p arr
mapfile -t arr <<< ''; declare -p arr
#### mapfile -n 1 -t arr printf x ny
mapfile -n 1 -t arr < <(printf 'x\ny\n'); declare -p arr
#### printf l1 nl2 nl3 n f mapfile -s
printf 'l1\nl2\nl3\n' > f; mapfile -s 1 -n 1 -t a < f; declare -p a
#### mapfile -O 5 -t a p nq declare
mapfile -O 5 -t a <<< $'p\nq'; declare -p a
#### mapfile -C printf s -c 1 a x
mapfile -C 'printf "<%s>"' -c 1 a <<< $'x\ny'; echo
#### mapfile -C nosuchfn -c 1 a x echo
mapfile -C nosuchfn -c 1 a <<< $'x'; echo st=$?
#### mapfile -d xy a axbyc declare -p a
mapfile -d 'xy' a <<< 'axbyc'; declare -p a
#### mapfile -t -u 0 a z declare -p
mapfile -t -u 0 a <<< 'z'; declare -p a
#### mapfile -u 99999999999 a echo st
mapfile -u 99999999999 a; echo st=$?
#### mapfile -u x a echo st
mapfile -u x a; echo st=$?
#### mapfile -n x a echo st
mapfile -n x a; echo st=$?
#### mapfile -O x a echo st
mapfile -O x a; echo st=$?
#### mapfile -s x a echo st
mapfile -s x a; echo st=$?
#### mapfile -c -1 -C echo a a echo
mapfile -c -1 -C echo a <<< a; echo st=$?
#### mapfile -x echo st
mapfile -x; echo st=$?
#### mapfile -t a 1 x echo st
mapfile -t 'a[1]' <<< x; echo st=$?
#### declare -r ro 1 mapfile -t ro x
declare -r ro=(1); mapfile -t ro <<< x; echo st=$?
#### mapfile -t MAPFILE x echo MAPFILE 0
mapfile -t MAPFILE <<< x; echo "${MAPFILE[0]}"
#### readarray -t printf a nb echo MAPFILE
readarray -t < <(printf 'a\nb'); echo "${MAPFILE[@]}"
#### IFS mapfile -t a a b declare -p
IFS=: mapfile -t a <<< 'a:b'; declare -p a
#### f mapfile -t lines echo lines printf 1
f() { mapfile -t lines; echo "${#lines[@]}"; }; printf '1\n2\n' | f
