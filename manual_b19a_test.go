package computerwelt

import "testing"

// Differential cases for issue 19's known differences that need the
// sandbox's programs (the shell package's own tests have only a few).

// 3.6 Redirections: a closed fd 0, 1 or 2 given to a builtin or a
// program. A program reading a closed stdin fails with EBADF as it does
// on a host (cat: -: Bad file descriptor), one writing a closed stdout
// says "write error".
var manualClosedFdScripts = []string{
	"cat 0<&-; echo st=$?\ncat - 0<&-; echo st=$?\ncat <&- /dev/null; echo st=$?\necho hi >&-; echo st=$?\nprintf x >&- ; echo st=$?\n" +
		"ls / >&- ; echo st=$?\nread x <&-; echo st=$?\nread -u 0 x <&-; echo st=$?\necho err >&2 2>&-; echo st=$?\nls /nonexist 2>&-; echo st=$?",
	"tr a b <&-; echo st=$?\ngrep x <&-; echo st=$?\ncat /dev/null - /dev/null <&-; echo st=$?",
	"wc -l <&-; echo st=$?\nwc -l - <&-; echo st=$?\nwc -l /dev/null - <&-; echo st=$?\nhead -1 <&-; echo st=$?\nhead -c 2 - <&-; echo st=$?",
}

func TestManualClosedFds(t *testing.T) { compareManual(t, manualClosedFdScripts) }
