#### getopts silent mode unknown
set -- -x; getopts ':ab' o; echo "$o $OPTARG $?"
#### getopts silent missing arg
set -- -a; getopts ':a:' o; echo "$o $OPTARG $?"
#### getopts verbose missing arg
set -- -a; getopts 'a:' o; echo "$o [$OPTARG] $?"
#### getopts verbose unknown
set -- -z; getopts 'a' o; echo "$o [${OPTARG-unset}] $?"
#### getopts clustered
set -- -abc val rest; while getopts 'abc:' o; do echo "$o=${OPTARG-}"; done; shift $((OPTIND-1)); echo "rest:$*"
#### getopts attached argument
set -- -cfoo -d bar; while getopts 'c:d:' o; do echo "$o=$OPTARG"; done; echo $OPTIND
#### getopts double dash
set -- -a -- -b; while getopts 'ab' o; do echo $o; done; echo "OPTIND=$OPTIND"
#### getopts stops at non option
set -- -a file -b; while getopts 'ab' o; do echo $o; done; echo "OPTIND=$OPTIND"
#### getopts with explicit args
while getopts 'xy:' o -x -y 5 -q; do echo "$o ${OPTARG-}"; done 2>&1
#### getopts OPTERR zero
OPTERR=0; set -- -q; getopts 'a' o; echo "$o [${OPTARG-u}]"
#### getopts colon as option char
set -- -:; getopts 'a:' o; echo "$o $?"
#### getopts reset OPTIND
set -- -a -b; getopts ab o; echo $o; OPTIND=1; getopts ab o; echo $o
#### getopts argument that looks like option
set -- -a -b; getopts 'a:b' o; echo "$o $OPTARG"
#### getopts empty optstring
set -- -a; getopts '' o; echo "$o $?"
#### getopts single dash argument
set -- - -a; getopts a o; echo "$o $? $OPTIND"
#### getopts in function local OPTIND
f() { local OPTIND; while getopts 'v' o; do echo "f:$o"; done; }; f -v -v; set -- -v; getopts v o; echo "main $o $OPTIND"
#### getopts end sets question mark
set -- a; getopts a o; echo "st=$? o=$o OPTIND=$OPTIND"
#### getopts invalid var name
set -- -a; getopts a 1bad; echo st=$?
#### getopts no args usage
getopts; echo st=$?
#### getopts optarg empty string arg
set -- -a ''; getopts 'a:' o; echo "$o [$OPTARG] $OPTIND"
#### getopts digits as options
set -- -1 -2; while getopts 12 o; do echo $o; done
#### getopts question in optstring
set -- -?; getopts '?' o; echo "$o $?"
#### getopts many iterations
set -- -aaa -a; n=0; while getopts a o; do n=$((n+1)); done; echo $n
