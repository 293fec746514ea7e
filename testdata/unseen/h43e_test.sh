#### test -a and -e on files
touch f
t() { test "$@"; echo $?; }
t -a noexist
t -a f
t -e noexist
t -e f
#### test -b -c -d -f -p on a regular file
touch f
t() { test "$@"; echo $?; }
t -b f; t -c f; t -d f; t -f f; t -p f; t -S f
#### test -d on directory and empty
mkdir d
t() { test "$@"; echo $?; }
b() { [ "$@" ]; echo $?; }
t -d d
t -d ""
b -d ""
t -f noexist
#### test -g -k -u on plain file
touch f
t() { test "$@"; echo $?; }
t -g f; t -k f; t -u f
#### test -g and -u on set bits
touch g u
chmod g+s g; chmod u+s u
t() { test "$@"; echo $?; }
t -g g; t -u u
#### test -k sticky
mkdir s; chmod +t s
test -k s; echo $?
#### test -n and -z
t() { test "$@"; echo $?; }
t -n ""
t -n "hello"
t -z ""
t -z "foo"
t "foo"
t ""
#### test -s on empty and nonempty
t() { test "$@"; echo $?; }
: > empty; echo x > full
t -s noexist; t -s empty; t -s full
#### test -w -x -r on own file
t() { test "$@"; echo $?; }
touch f; chmod u+x f; touch n; chmod u-x n
t -r f; t -w f; t -x f; t -x n; t -x noexist
#### test -O -G owner checks
touch f
t() { test "$@"; echo $?; }
t -O f; t -G f
#### test -N modified since read
t() { test "$@"; echo $?; }
touch -d '2000-01-01 00:00' f
touch -a -d '1999-01-01 00:00' f
t -N f
touch -a -d '2001-01-01 00:00' f
t -N f
#### test string comparisons
t() { test "$@"; echo $?; }
t "hello" = "hello"
t "hello" = "goodbye"
t "hello" == "hello"
t "hello" == "goodbye"
t "hello" != "hello"
t "hello" != "goodbye"
#### test string ordering
t() { test "$@"; echo $?; }
t "hello" \< "goodbye"
t "hello" \> "goodbye"
t "! hello" \> "goodbye"
#### test integer comparisons
t() { test "$@"; echo $?; }
t 200 -eq 200; t 34 -eq 222; t -32 -eq 32
t 200 -ne 200; t 34 -ne 222
t 200 -gt 200; t 340 -gt 222
t 200 -ge 200; t 34 -ge 222
t 200 -lt 200; t 34 -lt 222
t 200 -le 200; t 340 -le 222
#### test -a -o chains and negated group
t() { test "$@"; echo $?; }
t 700 -le 1000 -a -n "1" -a "20" = "20"
t ! \( 700 -le 1000 -a -n "1" -a "20" = "20" \)
#### test -nt -ot -ef
t() { test "$@"; echo $?; }
touch -d '2000-01-01' abc; touch -d '2001-01-01' def
t abc -nt def; t abc -ot def; t def -nt abc; t def -ot abc
t abc -ef def
ln abc ghi
t abc -ef ghi
#### test -nt -ot with missing file
t() { test "$@"; echo $?; }
touch abc
t abc -nt nofile; t nofile -nt abc; t abc -ot nofile; t nofile -ot abc
#### test /dev/fd and /dev/std names
t() { test "$@"; echo $?; }
t -r /dev/fd/0
t -w /dev/fd/1
t -r /dev/stdin
t -w /dev/stdout
t -w /dev/stderr
#### test with no arguments
test; echo $?
[ ]; echo $?
#### test negation
t() { test "$@"; echo $?; }
t 12 -eq 34
t ! 12 -eq 34
#### test -o -a with strings
t() { test "$@"; echo $?; }
t -n abcd -o aaa
t -n abcd -o -z aaa
t -n abcd -a aaa
t -n abcd -a -z aaa
#### test -o option name
t() { test "$@"; echo $?; }
set +o allexport
t -o allexport
t ! -o allexport
set -o allexport
t -o allexport
t -o nosuchopt
#### test -v variable set
t() { test "$@"; echo $?; }
unset unset
t -v unset
set=
t -v set
set=set
t -v set
a=(1 2)
t -v 'a[1]'
t -v 'a[5]'
#### test binary -a -o with odd operands
t() { test "$@"; echo $?; }
t xx -a yy
t xx -o ""
t xx -a ""
t -X -a -X
t -X -o -X
t -X -o ""
t -X -a ""
t "" -a -X
t "" -o -X
t "" -a ""
t "" -o ""
t true -o -X
t true -a -X
#### test parenthesized single arg
t() { test "$@"; echo $?; }
t \( -E \)
t \( "" \)
#### test negation of strings
t() { test "$@"; echo $?; }
b() { [ "$@" ]; echo $?; }
z=42
t ! -z "$z"
t ! -n "$z"
t ! ! "$z"
zero=
t "$zero"
t ! "$zero"
b "$zero"
b ! "$zero"
#### test -h and -L on symlink
t() { test "$@"; echo $?; }
touch f; ln -s f l; ln -s nowhere dangling
t -h l; t -L l; t -h f; t -L dangling; t -e dangling
#### test integer operands are not arithmetic
t() { test "$@" 2>&1; echo $?; }
b() { [ "$@" ] 2>&1; echo $?; }
t 4+3 -eq 7
b 4+3 -eq 7
t 9 -eq 4+5
A=7
t A -eq 7
#### test integer operands with spaces and signs
t() { test "$@"; echo $?; }
t " 12 " -eq 12
t +5 -eq 5
t -0 -eq 0
t 007 -eq 7
#### test missing paren
test \( 1 = 2; echo $?
[ \( 1 = 2 ]; echo $?
#### test too many arguments
test a b; echo $?
test a b c; echo $?
#### test unknown unary operator
test -A v; echo $?
#### test trailing operator missing argument
test 4 -eq 4 -a 2 -ne 5 -a 4 -ne; echo $?
test 4 -eq 4 -a 3 4; echo $?
#### bracket missing close
[ 1 = 1
echo $?
[
echo $?
#### test empty parens
test \( \); echo $?
#### test -t with non-numbers
t() { test "$@"; echo $?; }
t -t a
t -t addsds
t -t 42
t -t ' '
#### test -t with fd not a terminal
test -t 0 < /dev/null; echo $?
test -t 5; echo $?
#### test -p on a fifo fd
mkfifo pipe
exec 6<>pipe
test -p /dev/fd/6; echo $?
test -p pipe; echo $?
exec 6>&-
test -p /dev/fd/6; echo $?
#### test three-arg forms with ! and parens
t() { test "$@"; echo $?; }
t ! = x
t ! -n ""
t \( x \)
t x = \(
t = = =
#### test four-arg form with !
t() { test "$@"; echo $?; }
t ! a = b
t ! a = a
t ! \( a \)
#### test -eq huge number
test 99999999999999999999 -eq 1; echo $?
#### test string with leading dash as left operand
t() { test "$@"; echo $?; }
t -n = -n
t -z = -z
t -f = -f
#### [[ ]] vs test for pattern
[[ abc == a* ]] && echo dbl
[ abc == a* ] || echo single
#### test -R nameref
declare -n r=x
test -R r; echo $?
test -R x; echo $?
