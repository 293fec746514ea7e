package shell

import "testing"

// Differential cases for issue 19 found by the h43e unseen corpus (bash
// 5.2's own regression suite, testdata/unseen/h43e_*.sh): each is a rule
// of bash the corpus caught the sandbox breaking.

// 4.2 local: only a readonly global refuses a local of its name; a
// readonly local of a calling function is shadowed.
var manualLocalShadowScripts = []string{
	"f() { local -r x=0; g; echo f=$x; }; g() { local x=1; echo g=$x; }; f",
	"readonly x=0; g() { local x=1; echo g=$x; }; g; echo st=$?",
	"f() { local -r x=0; g; }; g() { x=1; echo st=$?; }; f",
}

func TestManualLocalShadow(t *testing.T) { compareManual(t, manualLocalShadowScripts) }

// 6.7 associative arrays: declare -A of an existing variable makes
// bash's table of 128 buckets, and a list assignment keeps the table's
// size, so the keys list in that table's order.
var manualAssocConvertScripts = []string{
	"foo=help; declare -A foo=([zero]=zero [one]=one); declare -p foo",
	"f() { declare -gA foo=([zero]=zero [one]=one); }; foo=x; f; declare -p foo",
	"declare x; declare -A x; x[zero]=0; x[one]=1; declare -p x; x=([one]=1 [zero]=0 [a]=2); echo ${!x[@]}",
	"declare -A y=([zero]=0 [one]=1); declare -p y; f() { local k; local -A k=([zero]=0 [one]=1); declare -p k; }; f",
}

func TestManualAssocConvert(t *testing.T) { compareManual(t, manualAssocConvertScripts) }

// 4.1 test: a word left over that starts with '-' is a syntax error
// naming it, anything else too many arguments.
var manualTestLeftoverScripts = []string{
	"test 4 -eq 4 -a 2 -ne 5 -a 4 -ne; echo $?; test 4 -eq 4 -a 3 4; echo $?; test 1 -a 2 -z; echo $?",
}

func TestManualTestLeftover(t *testing.T) { compareManual(t, manualTestLeftoverScripts) }

// 4.2 declare -f: a $( ) of one command lists as print_cmd prints it.
var manualComsubListScripts = []string{
	"f() { echo $(<x1) $(cat <x1) \"$(<x1)\"; x=$(echo hi >/dev/null 2>&1); }; declare -f f",
	"bb() { ( cat <<END\nfoo\nEND\n)\necho after; if true; then ( cat <<END\nx\nEND\n); fi; }; declare -f bb",
}

func TestManualComsubList(t *testing.T) { compareManual(t, manualComsubListScripts) }
