#### trap lists the EXIT trap while it runs
(
f() { echo "in:"; trap; trap 'echo never' EXIT; echo "then:"; trap; }
trap f EXIT
exit 42
)
echo st=$?

#### exit in the EXIT trap ends it, a new EXIT trap does not run
(
f() { trap 'echo never' EXIT; exit 3; }
trap f EXIT
exit 42
)
echo st=$?

#### the EXIT trap of a subshell run from the EXIT trap
trap '( trap "echo sub exit" EXIT; echo in sub ); echo back' EXIT
echo main

#### trap -p EXIT inside the EXIT trap
trap 'trap -p EXIT; echo done' EXIT
true
