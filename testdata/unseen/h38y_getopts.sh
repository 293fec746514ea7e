#### getopts clustered with arg
set -- -abfoo -c; while getopts abf:c o; do echo "$o ${OPTARG-unset} $OPTIND"; done
#### getopts arg in next word
set -- -f value rest; getopts f: o; echo "$o $OPTARG $OPTIND"; shift $((OPTIND-1)); echo "$*"
#### getopts missing arg verbose
set -- -f; getopts f: o; echo "st=$? o=$o OPTARG=${OPTARG-unset}"
#### getopts missing arg silent
set -- -f; getopts :f: o; echo "st=$? o=$o OPTARG=${OPTARG-unset}"
#### getopts illegal verbose
set -- -z; getopts ab o; echo "st=$? o=$o OPTARG=${OPTARG-unset}"
#### getopts illegal silent
set -- -z; getopts :ab o; echo "st=$? o=$o OPTARG=${OPTARG-unset}"
#### getopts OPTERR=0 silences
OPTERR=0; set -- -z; getopts ab o; echo "st=$? o=$o"
#### getopts stops at double dash
set -- -a -- -b; while getopts ab o; do echo $o; done; echo "OPTIND=$OPTIND"
#### getopts stops at nonoption
set -- -a file -b; while getopts ab o; do echo $o; done; echo "OPTIND=$OPTIND"
#### getopts single dash is operand
set -- - -a; getopts a o; echo "st=$? OPTIND=$OPTIND"
#### getopts with explicit args
getopts xy: o -y 5 -x; echo "$o $OPTARG $OPTIND"; getopts xy: o -y 5 -x; echo "$o $OPTIND"
#### getopts end sets o to question
set -- a; getopts a o; echo "st=$? o=$o"
#### getopts reset OPTIND
set -- -a -b; getopts ab o; echo $o; OPTIND=1; getopts ab o; echo $o
#### getopts no args usage
getopts; echo st=$?
#### getopts one arg usage
getopts ab; echo st=$?
#### getopts invalid var name
set -- -a; getopts a 1x; echo st=$?
#### getopts colon in optstring as option
set -- -:; getopts 'a:' o; echo "st=$? o=$o"
#### getopts digit option
set -- -1 -2; while getopts 12 o; do echo "[$o]"; done
#### getopts in function local OPTIND
f() { local OPTIND o; while getopts v o; do echo "f:$o"; done; }; set -- -v; f -v; f -v; echo "OPTIND=$OPTIND"
#### getopts question mark option
set -- '-?'; getopts 'a?' o; echo "st=$? o=$o"
#### getopts OPTARG cleared on flag
OPTARG=old; set -- -a; getopts a o; echo "[${OPTARG-unset}]"
#### getopts silent missing arg OPTARG
set -- -x; getopts :x: o; echo "$o [$OPTARG]"
#### getopts arg that looks like option
set -- -f -g; getopts f:g o; echo "$o $OPTARG"; getopts f:g o; echo "st=$?"
#### getopts empty arg
set -- -f '' x; getopts f: o; echo "$o [$OPTARG] $OPTIND"
#### getopts OPTIND beyond
set -- -a; OPTIND=5; getopts a o; echo "st=$? $o"
#### getopts readonly var
readonly o; set -- -a; getopts a o; echo st=$?
#### getopts message in function uses script name
f() { getopts a o -b; }; f; echo st=$?
