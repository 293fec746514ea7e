package shell

import "testing"

// Differential cases for issue 19 found by the h19u unseen corpus
// (testdata/unseen/h19u_*.sh): each is a rule of bash 5.2 the corpus
// caught the sandbox breaking.

// 4.2 unset: a word that is no identifier may still name a function
// (functions take any name), so without -v unset quietly unsets that
// function or nothing; unset -v refuses it.
var manualUnsetNameScripts = []string{
	"unset 'a-b'; echo st=$?; unset 1; echo st=$?; unset 'a b'; echo st=$?\na-b() { echo fn; }; unset a-b; a-b; echo st=$?\n" +
		"unset -v 'a-b'; echo st=$?; unset -n 'a-b'; echo st=$?; set -o posix; unset 'x-y'; echo st=$?",
}

func TestManualUnsetName(t *testing.T) { compareManual(t, manualUnsetNameScripts) }

// 4.1 exit, return, break: exit and return with too many arguments say
// so and discard the rest of the command line (which ends a script); a
// break or continue count that is no number ends the shell with the
// last status or 128.
var manualTooManyArgsScripts = []string{
	"exit 1 2; echo st=$?\necho next $?",
	"(exit 3 4); echo st=$?\nf() { return 3 4; echo in; }; f; echo st=$?\necho next $?",
	"return 1 2; echo st=$?\necho next $?",
	"(exit 5); for i in 1; do break x; done; echo st=$?",
	"false; while :; do continue y; done",
	"for i in 1; do break x; done",
}

func TestManualTooManyArgs(t *testing.T) { compareManual(t, manualTooManyArgsScripts) }

// 4.1 trap: a lone operand is a signal to reset when it names one other
// than - (in POSIX mode only a number); otherwise it is the action and
// no signal follows it, a usage error (status 2).
var manualTrapLoneScripts = []string{
	"trap -; echo $?; trap -- -; echo $?; trap x; echo $?; trap 999; echo $?\ntrap 'echo u' USR1; trap USR1; trap -p; echo $?",
	"set -o posix; trap USR1; echo $?; trap 'echo t' USR1; trap 10; echo $?; trap -p USR1",
	"(trap 'echo in' EXIT; trap bogus; echo $?)",
}

func TestManualTrapLone(t *testing.T) { compareManual(t, manualTrapLoneScripts) }

// 4.1 . (source): in POSIX mode a name without a slash is looked for in
// PATH only, not in the current directory; not found, it is an error
// that ends the shell unless run by command.
var manualPosixDotScripts = []string{
	"echo 'echo found' > f.sh\n. ./f.sh; . f.sh; echo st=$?\nset -o posix\ncommand . f.sh; echo st=$?\n. ./f.sh\n(. f.sh; echo never); echo st=$?\n. nosuch.sh\necho never\n",
}

func TestManualPosixDot(t *testing.T) { compareManual(t, manualPosixDotScripts) }

// 3.5.3: ${!-word} is $! with the - operator, not an indirection of $-
// (bash starts one only at a name, a digit, #, ?, @ or *).
var manualBangDefaultScripts = []string{
	"echo \"[${!-none}]\" \"[${!-}]\" \"[${!:-e}]\"\ntrue & wait\nx=${!-none}; [ \"$x\" = \"$!\" ] && echo same",
}

func TestManualBangDefault(t *testing.T) { compareManual(t, manualBangDefaultScripts) }
