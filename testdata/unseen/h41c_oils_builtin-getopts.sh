#### getopts empty args
set --
getopts 'a:' opt
echo "status=$? opt=$opt OPTIND=$OPTIND"
#### getopts sees flags
set -- -a -b
while getopts 'ab' opt; do echo "opt=$opt"; done
echo "OPTIND=$OPTIND"
#### getopts with argument
set -- -a foo -b bar baz
while getopts 'a:b:' opt; do echo "$opt=$OPTARG"; done
shift $((OPTIND-1))
echo "rest=$*"
#### getopts attached argument
set -- -afoo -bbar
while getopts 'a:b:' opt; do echo "$opt=$OPTARG"; done
#### getopts combined flags
set -- -abc x
while getopts 'abc' opt; do echo "$opt OPTIND=$OPTIND"; done
echo "end OPTIND=$OPTIND"
#### getopts illegal option message
set -- -z
getopts 'ab' opt
echo "status=$? opt=$opt OPTARG=${OPTARG-unset}"
#### getopts missing argument message
set -- -a
getopts 'a:' opt
echo "status=$? opt=$opt OPTARG=${OPTARG-unset}"
#### getopts silent mode illegal
set -- -z
getopts ':ab' opt
echo "status=$? opt=$opt OPTARG=$OPTARG"
#### getopts silent mode missing arg
set -- -a
getopts ':a:' opt
echo "status=$? opt=$opt OPTARG=$OPTARG"
#### getopts OPTERR=0
OPTERR=0
set -- -z
getopts 'ab' opt
echo "status=$? opt=$opt"
#### getopts stops at --
set -- -a -- -b
while getopts 'ab' opt; do echo "opt=$opt"; done
echo "OPTIND=$OPTIND"
#### getopts stops at non-option
set -- -a x -b
while getopts 'ab' opt; do echo "opt=$opt"; done
echo "OPTIND=$OPTIND"
#### getopts explicit args
while getopts 'ab:' opt -a -b val; do echo "$opt ${OPTARG-}"; done
echo "OPTIND=$OPTIND"
#### getopts in function resets with local OPTIND
f() {
  local OPTIND=1 opt
  while getopts 'x' opt; do echo "f:$opt"; done
}
f -x
f -x
#### getopts reset OPTIND
set -- -a
getopts 'a' o; echo "$o $OPTIND"
OPTIND=1
getopts 'a' o; echo "$o $OPTIND"
#### getopts invalid varname
set -- -a
getopts 'a' 'bad-name'
echo status=$?
#### getopts no args at all
getopts
echo status=$?
#### getopts only optstring
getopts 'a'
echo status=$?
#### getopts single dash is operand
set -- - -a
getopts 'a' opt
echo "status=$? opt=$opt OPTIND=$OPTIND"
#### getopts colon in optstring as option
set -- -:
getopts 'a:' opt
echo "status=$? opt=$opt"
#### getopts question mark option
set -- '-?'
getopts 'a' opt
echo "status=$? opt=$opt"
#### getopts OPTARG unset after flag without arg
OPTARG=stale
set -- -a
getopts 'a' opt
echo "opt=$opt OPTARG=${OPTARG-unset}"
#### getopts end sets opt to question
set -- x
getopts 'a' opt
echo "status=$? opt=[$opt] OPTIND=$OPTIND"
#### getopts argument is next word even if dash
set -- -a -b
getopts 'a:b' opt
echo "$opt=$OPTARG OPTIND=$OPTIND"
#### getopts long option not supported
set -- --verbose
getopts 'v' opt
echo "status=$? opt=$opt"
#### getopts many options loop with case
set -- -v -o out.txt -n 3 file1 file2
verbose=0
while getopts 'vo:n:' opt; do
  case $opt in
    v) verbose=1 ;;
    o) out=$OPTARG ;;
    n) n=$OPTARG ;;
    *) echo bad ;;
  esac
done
shift $((OPTIND - 1))
echo "verbose=$verbose out=$out n=$n args=$*"
#### getopts readonly var
readonly ro
set -- -a
getopts 'a' ro
echo status=$?
#### getopts OPTIND with grouped options midway
set -- -ab -c
getopts abc o; echo "$o $OPTIND"
getopts abc o; echo "$o $OPTIND"
getopts abc o; echo "$o $OPTIND"
getopts abc o; echo "$? $o $OPTIND"
#### getopts changing args between calls
getopts ab o -a
echo "$o $OPTIND"
getopts ab o -b
echo "$? $o $OPTIND"
#### getopts numeric option
set -- -1 -2
while getopts 12 o; do echo "opt $o"; done
#### getopts with OPTIND set to 0
OPTIND=0
set -- -a
getopts a o
echo "$o $OPTIND"
#### getopts OPTIND beyond args
OPTIND=5
set -- -a
getopts a o
echo "status=$? OPTIND=$OPTIND"
#### getopts with empty optstring
set -- -a
getopts '' o
echo "status=$? o=$o"
#### getopts silent empty optstring colon only
set -- -a
getopts ':' o
echo "status=$? o=$o OPTARG=$OPTARG"
#### getopts arg that is empty string
getopts 'a:' o -a ''
echo "status=$? o=$o [$OPTARG] $OPTIND"
#### getopts OPTARG with equals
set -- -o=val
getopts o: opt
echo "$opt [$OPTARG]"
#### getopts option after args with explicit list
getopts ab opt x -a
echo "status=$? [$opt] $OPTIND"
#### getopts with special chars in optstring
set -- -+ -@
getopts '+@' o; echo "$? $o"
getopts '+@' o; echo "$? $o"
#### getopts loop resets after function local OPTIND
f() { local OPTIND; while getopts ab o; do echo "f $o"; done; }
f -a -b
f -b
#### getopts error messages with name
set -- -x
(getopts ab o) 2>&1
#### getopts stores in array element name
set -- -a
getopts a 'arr[1]'
echo "status=$? ${arr[1]-unset}"
