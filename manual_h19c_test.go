package computerwelt

import "testing"

// Differential cases for issue 19 (see shell/MANUAL.md) that need the
// sandbox's commands: each script runs in our shell and as a script file
// by bash 5.2; stdout, stderr and status must agree.

// 6.11 Bash POSIX Mode: no redirection word is globbed or split (a
// POSIX shell that is not interactive): "$@" and $* are joined by blanks,
// an unquoted expansion that makes nothing is an ambiguous redirect. 4.2 test -N: modified
// since last read, so not a file just made.
var manualPosixRedirScripts = []string{
	"set -o posix\ntouch a1 a2 b1\necho x > a*; echo y > b*; ls; cat 'a*' 'b*'\nx='p q'; echo z > $x; echo st=$?\nset +o posix; echo w > b*; cat b1; echo v > a*; echo st=$?",
	"set -o posix\nx='p q' y=\nset -- 'a b' c\necho 1 > $x; echo 2 > \"$@\"; echo 3 > $*; ls; echo 4 > $y; echo st=$?; echo 5 > \"$y\"; echo st=$?; echo 6 > $nosuch; echo st=$?\n" +
		"echo 7 > {m,n}; echo st=$?; echo 8 > ${x}.{m}; ls; set +o posix; echo 9 > $x; echo st=$?",
	"touch f; [ -N f ]; echo $?; test -N nosuch; echo $?\nLC_ALL=C\necho $'\\u00e9' | od -An -c\nLC_ALL=C.UTF-8\necho $'\\ud800' | od -An -tx1",
}

func TestManualPosixRedir(t *testing.T) { compareManual(t, manualPosixRedirScripts) }
