#### positional parameters beyond 9
set -- a b c d e f g h i j k
echo "$10 ${10} ${11}"
#### $# and shift
set -- 1 2 3
shift
echo "$# $*"
#### "$@" empty
set --
for x in "$@"; do echo "got $x"; done
echo "count=$#"
#### IFS join with $*
set -- a b c
IFS=:
echo "$*"
#### IFS empty join with $*
set -- a b c
IFS=
echo "$*"
#### default and alternate
unset u; e=
echo "${u-d1} ${u:-d2} ${e-d3} ${e:-d4} ${e+a1} ${u+a2}"
#### assign default
unset v
: ${v=assigned}
echo "$v"
#### error on unset
( : ${nope?custom message} ) 2>&1
echo status=$?
#### length and trimming
p=/usr/local/lib/file.tar.gz
echo "${#p} ${p#*/} ${p##*/} ${p%.*} ${p%%.*}"
#### arithmetic expansion
x=5
echo $((x * 2 + 1)) $(( (x+1) / 2 )) $((x % 3)) $((-x))
#### command substitution both forms
echo "$(echo a) `echo b`"
#### nested command substitution
echo "$(echo "$(echo inner)")"
#### tilde expansion with HOME
HOME=/h
echo ~ ~/x
#### case with patterns
for w in abc x1 '?'; do
  case $w in
    a*) echo "a: $w" ;;
    x[0-9]) echo "x: $w" ;;
    \?) echo "q: $w" ;;
  esac
done
#### for without in uses positional
set -- p q
for a; do echo $a; done
#### while read loop
printf '1\n2\n' | while read n; do echo "n=$n"; done
#### function and return status
f() { return 4; }
f; echo $?
#### subshell isolation
x=1
(x=2)
echo $x
#### brace group shares state
x=1
{ x=2; }
echo $x
#### and or lists
false || echo or
true && echo and
false && echo no
#### exit status of pipeline is last
false | true; echo $?
true | false; echo $?
#### here document with expansion
x=val
cat <<END
x is $x
END
#### here document quoted delimiter
x=val
cat <<'END'
x is $x
END
#### redirection append and read
echo one > f
echo two >> f
cat < f
#### dup stderr to stdout
{ echo out; echo err >&2; } 2>&1
#### noclobber
set -C
echo a > nc
echo b > nc
echo status=$?
echo c >| nc
cat nc
#### readonly and export -p format in posix mode
set -o posix
export PX=1
export -p | grep PX
#### getopts posix
set -- -a -b arg
while getopts ab: o; do echo "$o ${OPTARG-}"; done
#### dot command searching PATH
mkdir bin
echo 'echo sourced-from-path' > bin/lib.sh
PATH=$PWD/bin:$PATH
. lib.sh
#### eval builds command
cmd='echo'
eval "$cmd evaluated"
#### set -- resets positional
set -- a b
set --
echo "$#"
#### unset -v and -f
v=1; f() { :; }
unset -v v; unset -f f
echo "[${v-u}]"; type f 2>/dev/null || echo nofunc
#### trap EXIT posix
trap 'echo bye' EXIT
echo hi
#### command -v for function and builtin
f() { :; }
command -v f cd
#### pattern bracket negation
case b in [!a]) echo neg ;; esac
#### special parameter $- contains flags
set -f
case $- in *f*) echo has-f ;; esac
#### bash mode tilde after colon in assignment
HOME=/h
x=a:~/b
echo "$x"
