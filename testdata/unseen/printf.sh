#### printf %b
printf '%b|' 'a\tb' '\0101' '\101' '\x41' 'a\cb' 'z'; echo
#### printf %b \c stops all
printf '%b %s\n' 'x\cy' after; echo end
#### printf %q
printf '%q\n' '' 'a b' "it's" $'\t' '~x' 'a*' '#x' 'x#' '!x' 'a=b' '{a,b}'
#### printf %q newline
printf '%q\n' $'a\nb' 
#### printf %Q
printf '%Q\n' 'a b'
printf '%.3Q\n' 'abcdef'
#### printf %(fmt)T
printf '%(%Y)T\n' 0
TZ=UTC printf '%(%Y-%m-%d %H:%M:%S)T\n' 86400
printf '%(%s)T\n' 1234
#### printf %T default and -1 -2
printf '%()T\n' 0 | wc -c
printf '%(%Y)T\n' -1 | grep -c 20
#### printf -v
printf -v x '%s-%s' a b; echo $x
printf -v 'arr[2]' '%d' 7; declare -p arr
printf -v 1x 'a'; echo $?
#### printf reuse format
printf '%s=%s\n' a 1 b 2 c
printf '%d\n'
printf 'x\n' extra
#### printf errors
printf '%d\n' abc; echo $?
printf '%d\n' 12abc; echo $?
printf '%z\n' 1; echo $?
printf; echo $?
#### printf numbers
printf '%d %i %o %x %X %u\n' 255 255 255 255 255 255
printf '%5.2f|%-6d|%06d|%+d|% d\n' 3.14159 42 42 42 42
printf '%e %g %G\n' 12345.678 0.0001 1e20
printf '%d\n' 0x1f 010 -0x1f
printf '%d\n' "'A" '"B'
#### printf overflow
printf '%d\n' 9223372036854775808; echo $?
printf '%u\n' -1
printf '%x\n' -1
#### printf star width
printf '[%*d][%-*s][%.*s]\n' 5 1 4 ab 2 abcdef
#### printf %s with precision
printf '[%.0s][%5.1s]\n' abc xyz
#### printf %c
printf '%c%c\n' abc ''
#### printf escapes in format
printf 'a\tb\x41\101\u0041\\\n'
printf '%%\n'
printf 'a\c\n'; echo
#### printf %b with octal forms
printf '%b\n' '\07' '\0007' '\1' | od -An -c
#### printf -- 
printf -- '%s\n' -x
printf -v v -- '-%s' a; echo $v
#### printf %n?
printf 'ab%nc\n' x; echo $?
#### printf float formats
printf '%.3f %.0f %.0f %.0f\n' 2.0005 0.5 1.5 2.5
printf '%a\n' 1
printf '%f\n' inf nan
#### printf arg is float for %d
printf '%d\n' 3.5; echo $?
#### printf large width
printf '%20s|\n' x
#### echo -e -E -n
echo -e 'a\tb'; echo -E 'a\tb'; echo -n x; echo
echo -en 'a\nb'; echo
echo -ne '\x41\0101\c'; echo
echo -e '\e[0m' | od -An -c
#### echo bad options are text
echo -x a; echo -- a; echo -nx a; echo -e- a
#### echo xpg_echo
shopt -s xpg_echo
echo 'a\tb'
echo -E 'a\tb'
#### echo -e octal
echo -e '\0101\101\01101'
#### getopts basic
set -- -a -b val -c rest
while getopts "ab:c" opt; do echo "$opt ${OPTARG-unset} $OPTIND"; done
echo "end $OPTIND $opt"
shift $((OPTIND-1)); echo "$@"
#### getopts bundled
set -- -abval -c
while getopts "ab:c" opt; do echo "$opt ${OPTARG-u}"; done
#### getopts invalid option
set -- -x -a
while getopts "a" opt; do echo "$opt ${OPTARG-u}"; done
#### getopts silent
set -- -x -b
while getopts ":ab:" opt; do echo "$opt ${OPTARG-u}"; done
#### getopts missing arg noisy
set -- -b
getopts "b:" opt; echo "$? $opt ${OPTARG-u}"
#### getopts OPTERR=0
OPTERR=0
set -- -x
getopts "a" opt; echo "$? $opt ${OPTARG-u}"
#### getopts with args
getopts "ab" opt -a -b; echo $opt $OPTIND
getopts "ab" opt -a -b; echo $opt $OPTIND
getopts "ab" opt -a -b; echo $? $opt $OPTIND
#### getopts double dash
set -- -a -- -b
while getopts "ab" opt; do echo $opt; done; echo $OPTIND
#### getopts non-option stops
set -- -a x -b
while getopts "ab" opt; do echo $opt; done; echo $OPTIND
#### getopts reset OPTIND
set -- -a
getopts a o; echo $o $OPTIND
OPTIND=1
getopts a o; echo $o $OPTIND
#### getopts in function local OPTIND
f() { local OPTIND; while getopts "x:" o; do echo "f $o $OPTARG"; done; }
f -x 1; f -x 2
#### getopts colon at
set -- -:
getopts ":a" o; echo "$o $OPTARG"
#### getopts no optstring
getopts; echo $?
