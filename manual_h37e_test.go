package computerwelt

import "testing"

// What env, xargs, find -exec and timeout start is the program their
// execvp finds on PATH. A builtin stands in only for a program a GNU
// system has in /usr/bin (test, [, pwd, kill), and only when PATH
// reaches that directory: env PATH=/x test is not found, and builtins
// that are no program (cd, read, type) are never found (issue 19, h37e).
var manualBuiltinStandInScripts = []string{
	"env PATH=/x test -d /; echo st=$?\nenv PATH=/x [ 1 ]; echo st=$?\nenv PATH=/x pwd; echo st=$?\nenv PATH=/x kill -l 9; echo st=$?",
	"env cd /tmp; echo st=$?\nenv read x </dev/null; echo st=$?\nenv type ls; echo $?\necho x | xargs read; echo $?",
	"env kill -l 9; echo $?\nenv [ 1 ]; echo $?\nenv -i test -d /; echo $?\nenv PATH=/x:/usr/bin test 1; echo $?\ntimeout 5 cd; echo $?",
	"find /etc/hostname -exec test -f {} \\; -print; echo st=$?\nfind /etc/hostname -exec cd / \\; ; echo st=$?",
}

func TestManualBuiltinStandIn(t *testing.T) { compareManual(t, manualBuiltinStandInScripts) }
