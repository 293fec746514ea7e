#### getopts basic loop with args
set -- -a -b val -c file1 file2
while getopts ab:c opt; do echo "opt=$opt arg=${OPTARG-none}"; done; shift $((OPTIND-1)); echo "rest: $*"
#### getopts combined flags and attached arg
set -- -abval -cx; while getopts ab:c: o; do echo "$o=${OPTARG-}"; done; echo $OPTIND
#### getopts unknown option noisy
set -- -z; getopts ab o; echo "st=$? o=$o OPTARG=${OPTARG-unset}"
#### getopts unknown option silent
set -- -z; getopts :ab o; echo "st=$? o=$o OPTARG=$OPTARG"
#### getopts missing argument noisy and silent
set -- -b; getopts b: o; echo "o=$o OPTARG=${OPTARG-unset}"; OPTIND=1; getopts :b: o; echo "o=$o OPTARG=$OPTARG"
#### getopts stops at --
set -- -a -- -b; while getopts ab o; do echo $o; done; echo OPTIND=$OPTIND; shift $((OPTIND-1)); echo "$@"
#### getopts stops at non-option
set -- -a x -b; while getopts ab o; do echo $o; done; echo OPTIND=$OPTIND
#### getopts end status and o value
set -- -a; getopts a o; getopts a o; echo "st=$? o=[$o]"
#### getopts with explicit args
getopts xy: o -y val; echo "$o $OPTARG $OPTIND"
#### getopts OPTERR zero
OPTERR=0; set -- -q; getopts a o; echo "o=$o"
#### getopts reusing after reset
set -- -a; getopts a o; echo $o $OPTIND; OPTIND=1; set -- -b; getopts ab o; echo $o $OPTIND
#### getopts lone dash
set -- - -a; getopts a o; echo "st=$? OPTIND=$OPTIND"
#### getopts digit and special options
set -- -1 -?; while getopts 1? o; do echo "[$o]"; done 2>&1
#### getopts colon option char
set -- -:; getopts ':a' o; echo "o=$o OPTARG=$OPTARG"
#### getopts option arg empty string
set -- -b '' -a; while getopts ab: o; do echo "$o=[${OPTARG-}]"; done
#### getopts in function with local OPTIND
f() { local OPTIND o; while getopts v o "$@"; do echo "f:$o"; done; }; f -v; f -v
#### getopts invalid variable name
getopts a 1bad -a 2>&1; echo st=$?
#### getopts usage error
getopts 2>&1; echo st=$?
#### getopts multiple args attached after flags
set -- -vvf out.txt; while getopts vf: o; do echo "$o ${OPTARG-}"; done
#### getopts OPTARG unset after flag
OPTARG=stale; set -- -a; getopts a o; echo "[${OPTARG-unset}]"
