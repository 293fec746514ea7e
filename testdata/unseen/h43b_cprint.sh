#### type prints simple commands with redirections
f() {
	echo this is ${0##*/} > /dev/null
	echo a | cat - > /dev/null
}
type f
#### type prints and-or lists and sequences
f() {
	test -f x && echo x is a file
	test -d x || echo x is not a directory
	echo a ; echo b ; echo c
}
type f
#### type prints a background command followed by a subshell
f() {
	echo background >/dev/null &
	( exit 1 )
	echo $?
}
type f
#### type prints a brace group
f() {
	{ echo a ; }
}
type f
#### type prints while with arithmetic
f() {
	i=0
	while (( i < 3 )); do
		i=$(( i + 1 ))
	done
}
type f
#### type prints conditional command with or
f() {
	[[ -r /dev/fd/0 && -w /dev/fd/1 ]] || echo oops > /dev/null
}
type f
#### type prints for over a comsub
f() {
	for name in $( echo 1 2 3 ); do
		test -r /dev/fd/$name
	done
}
type f
#### type prints elif as nested if with redirect
f() {
	if [[ -r /dev/fd/0 && -w /dev/fd/1 ]] ; then
		echo ok > /dev/null
	elif (( 7 > 40 )) ; then
		echo oops
	else
		echo done
	fi > /dev/null
}
type f
#### type prints case with redirect
f() {
	case $PATH in
	*$PWD*)	echo \$PWD in \$PATH ;;
	*)	echo \$PWD not in \$PATH ;;
	esac > /dev/null
}
type f
#### type prints while and until with redirects
f() {
	while false; do echo z; done > /dev/null
	until true; do echo z ; done > /dev/null
}
type f
#### type prints escaped metacharacters
f() {
	echo \&\|'()' \{ echo abcde \; \}
}
type f
f
#### weird function name defined by eval
eval fu\%nc'()' \{ echo abcde \; \}
type fu\%nc
fu%nc
#### type prints time -p in a subshell group
f() {
	( { time -p echo a | cat - > /dev/null ; } ) 2>&1
}
type f
#### running the printed function body
tf() {
	test -f tf.x && echo tf.x is a regular file
	test -d tf.x || echo tf.x is not a directory
	echo a ; echo b
	( exit 1 )
	echo $?
	{ echo a ; }
}
touch tf.x
tf
#### declare -f prints case fallthrough terminators
f() {
	case $1 in
	a) echo a ;&
	b) echo b ;;&
	*) echo any ;;
	esac
}
declare -f f
f a
#### declare -f prints heredoc in a function
f() {
	cat <<END
hello $1
END
}
declare -f f
f x
#### declare -f prints function with arithmetic for
f() {
	for ((i=0; i<2; i++)); do echo $i; done
}
declare -f f
#### declare -f prints select and coproc-free pipeline negation
f() {
	! true | false
	echo $?
}
declare -f f
f
#### declare -f of a function with redirection on definition
f() { echo out; } > /dev/null
declare -f f
f
echo status $?
#### declare -f prints here-string and fd redirects
f() {
	cat <<< "hi" 2>&1 >&2
	exec 3>&-
}
declare -f f
