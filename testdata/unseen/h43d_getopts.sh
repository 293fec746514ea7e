#### getopts usage errors
getopts
echo $?
getopts opts
echo $?
getopts -a opts name
echo $?
#### getopts simple loop with value
set -- -a -b bval one two three
while getopts ab: name; do
	case $name in
	a) aflag=1 ;;
	b) bflag=1; bval=$OPTARG;;
	?) echo usage; exit 2;;
	esac
done
[ -n "$aflag" ] && echo -a specified
[ -n "$bflag" ] && echo -b $bval specified
shift $(( OPTIND - 1 ))
echo remaining args: "$*"
#### getopts many remaining args
set -- -a -b bval one two three four five six seven eight nine ten eleven twelve
while getopts ab: name; do :; done
shift $(( OPTIND - 1 ))
echo remaining: $# "$*"
#### getopts missing argument default message
set -- -a -b
while getopts ab: name; do echo "name=$name OPTARG=${OPTARG-unset}"; done
echo "OPTIND=$OPTIND"
#### getopts clustered options with values
set -- -ad -c cval three four five
while getopts ab:c:de name "$@"; do
  case $name in
  c) echo "c=$OPTARG";;
  *) echo "opt $name";;
  esac
done
echo OPTIND=$OPTIND
#### getopts with explicit argument list
while getopts ab: name -a -b 1 -a -a -a -b 5 -b 3 -a one two three four five
do
	case $name in
	b) bval=$OPTARG;;
	esac
done
echo "bval=$bval OPTIND=$OPTIND"
set -- -a -b 1 -a -a -a -b 5 -b 3 -a one two three four five
shift $(( OPTIND - 1 ))
echo remaining args: "$*"
#### getopts silent mode missing argument
set -- -a -b
while getopts :ab: name "$@"; do
	case $name in
	:) echo "error: option \`$OPTARG' requires an argument";;
	\?) echo "error: illegal option character \`$OPTARG'";;
	*) echo "opt $name";;
	esac
done
#### getopts silent mode illegal option
set -- -a -c
while getopts :ab: name "$@"; do
	case $name in
	:) echo "missing $OPTARG";;
	\?) echo "illegal \`$OPTARG'";;
	*) echo "opt $name";;
	esac
done
#### getopts attached option value
set -- -a -bbval one two three
while getopts :ab: name; do echo "$name ${OPTARG-}"; done
shift $((OPTIND-1)); echo "$*"
#### getopts double dash ends options
set -- -a -- -b bval one two three
while getopts :ab: name; do echo "$name"; done
echo "OPTIND=$OPTIND"
shift $((OPTIND-1)); echo "$*"
#### getopts invalid option message and OPTERR
set -- -a -c
while getopts ab: arg; do echo "got $arg ${OPTARG-unset}"; done
OPTIND=1
OPTERR=0
while getopts ab: arg; do echo "got $arg ${OPTARG-unset}"; done
#### getopts local OPTIND in function
getop () {
    local OPTIND=1
    local OPTERR=1
    echo getop: OPTERR=$OPTERR
    while getopts ab arg "$@"; do
	case $arg in
	    a) echo a here ;;
	    b) echo b here ;;
	    *) echo something else here ;;
	esac
    done
    echo getop: OPTIND=$OPTIND
}
set -- -a -c
OPTIND=
OPTERR=0
echo OPTERR=$OPTERR
while getopts ab arg; do
    case $arg in
	a) echo a here ;;
	b) echo b here ;;
	*) echo something else here ;;
    esac
done
echo OPTIND=$OPTIND
getop "$@" -d -e
echo OPTIND=$OPTIND
echo OPTERR=$OPTERR
#### getopts shift inside the loop
set -- -a -c x y
while getopts :ac name "$@"; do
	echo "name=$name OPTIND=$OPTIND"
	shift
done
echo "remaining: $*"
#### getopts cluster with shift inside loop
set -- -ac
while getopts :ac name "$@"; do
	case $name in
	a) echo a;; c) echo c;; ?) echo q; break;;
	esac
	shift
done
echo "OPTIND=$OPTIND"
#### getopts invalid variable name
set -- -a
getopts :ab: opt-var "$@"
echo "status $?"
#### getopts recursive function with local OPTIND
f()
{
	typeset OPTIND=1
	typeset opt
	while getopts ":abcxyz" opt
	do
		echo opt: "$opt"
		if [[ $opt = y ]]; then f -abc ; fi
	done
}
f -xyz
#### getopts OPTIND changed by callee
f() { OPTIND=4; echo \$1 = $1; }
main()
{
while getopts abcdefg opt
do
	f $opt
done
}
main -abc
#### getopts readonly OPTARG
set -- -a bb
readonly OPTARG
getopts :x x
echo "status $? x=$x"
getopts x x
echo "status $? x=$x"
#### getopts stops at first non option
set -- -a file -b
while getopts ab name; do echo "$name"; done
echo "OPTIND=$OPTIND rest=${@:OPTIND}"
#### getopts end leaves name as question mark
set -- -a
getopts a n; echo "$? $n $OPTIND"
getopts a n; echo "$? $n $OPTIND"
#### getopts bare dash is an operand
set -- - -a
getopts a n; echo "$? $n $OPTIND"
#### getopts OPTARG unset for option without value
OPTARG=old
set -- -a
getopts a n; echo "${OPTARG-unset}"
#### getopts silent unknown sets OPTARG to letter
set -- -z
getopts :a n; echo "$? [$n] [$OPTARG]"
set -- -z
OPTIND=1
getopts a n 2>/dev/null; echo "$? [$n] [${OPTARG-unset}]"
#### getopts colon value takes next word even if dash
set -- -b -a
getopts b: n; echo "$n $OPTARG $OPTIND"
#### getopts value from cluster tail
set -- -xvalue -y
getopts x:y n; echo "$n $OPTARG $OPTIND"
getopts x:y n; echo "$n ${OPTARG-unset} $OPTIND"
#### getopts reset OPTIND to restart
set -- -a -b
getopts ab n; echo $n
getopts ab n; echo $n
OPTIND=1
getopts ab n; echo $n
#### getopts digits and special option letters
set -- -1 -2
while getopts 12 n; do echo "opt $n"; done
#### getopts question mark and colon not options
set -- '-?'
getopts 'a?' n; echo "$? [$n]"
