#### getopts basic loop
set -- -a -b arg c
while getopts ab: opt; do echo "$opt ${OPTARG-none}"; done
echo OPTIND=$OPTIND
#### getopts combined flags
set -- -abc
while getopts abc opt; do echo $opt; done
echo $OPTIND
#### getopts arg attached
set -- -bval
getopts b: opt; echo $opt $OPTARG
#### getopts missing arg verbose
set -- -b
getopts b: opt 2>&1 | sed 's/.*line [0-9]*: //'
getopts b: opt 2>/dev/null; echo "$opt [${OPTARG-unset}]"
#### getopts missing arg silent
set -- -b
getopts :b: opt; echo "$opt $OPTARG"
#### getopts illegal option verbose
set -- -z
getopts a opt 2>&1 | sed 's/.*line [0-9]*: //'
#### getopts illegal option silent
set -- -z
getopts :a opt; echo "$opt $OPTARG"
#### getopts stops at double dash
set -- -a -- -b
while getopts ab opt; do echo $opt; done
echo OPTIND=$OPTIND
#### getopts stops at non-option
set -- -a x -b
while getopts ab opt; do echo $opt; done
echo OPTIND=$OPTIND
#### getopts return status at end
set --
getopts a opt; echo $? "[$opt]"
#### getopts with explicit args
getopts xy: opt -y foo; echo $opt $OPTARG $OPTIND
#### getopts OPTIND reset
set -- -a
getopts a o; echo $o $OPTIND
OPTIND=1
getopts a o; echo $o $OPTIND
#### getopts single dash is operand
set -- - -a
getopts a o; echo $? "$o"
#### getopts option arg that looks like option
set -- -b -a
getopts ab: o; echo $o $OPTARG
#### getopts OPTERR=0
OPTERR=0
set -- -z
getopts a o; echo "$o [${OPTARG-unset}]"
#### getopts invalid var name
set -- -a
getopts a 'bad name'
echo st=$?
#### getopts no args usage
getopts 2>&1 | sed 's/.*line [0-9]*: //'
echo st=${PIPESTATUS[0]}
#### getopts in function with local OPTIND
f() { local OPTIND; while getopts x o; do echo f:$o; done; }
set -- -x
f -x
getopts x o; echo main:$o
#### getopts question mark as option
set -- '-?'
getopts '?' o; echo "$? $o"
#### getopts colon as option char
set -- -:
getopts a o 2>/dev/null; echo "$o [${OPTARG-}]"
#### getopts numeric options
set -- -1 -2
while getopts 12 o; do echo $o; done
#### getopts empty optarg
set -- -b ''
getopts b: o; echo "$o [$OPTARG] $OPTIND"
#### getopts multiple clustered with arg
set -- -abfoo -c
while getopts ab:c o; do echo "$o ${OPTARG-}"; done
#### getopts OPTARG unset after flag
OPTARG=stale
set -- -a
getopts a o; echo "[${OPTARG-unset}]"
#### getopts missing arg message unfiltered
set -- -b
getopts b: opt
echo "$? $opt"
#### getopts illegal message unfiltered
set -- -q
getopts a opt
echo "$? $opt"
#### getopts invalid var name message
set -- -a
getopts a 1x
echo st=$?
#### getopts optstring leading plus
set -- -a
getopts +a o; echo $? $o
#### getopts OPTIND beyond args
set -- -a
OPTIND=5
getopts a o; echo $? "[$o]" $OPTIND
#### getopts OPTIND zero
set -- -a -b
OPTIND=0
getopts ab o; echo $? $o $OPTIND
#### getopts modifying args between calls
set -- -a -b
getopts ab o; echo $o
set -- -c
getopts abc o; echo $? $o
#### getopts with readonly var
readonly o=x
set -- -a
getopts a o
echo st=$?
#### getopts long option style
set -- --long
getopts a o; echo "$? $o"
