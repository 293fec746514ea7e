package computerwelt

import "testing"

// Named pipes (issue 19): mkfifo, opening a FIFO (a reader waits for a
// writer and the other way round, O_RDWR does not), data through it to
// cat, head, wc, tee and read, end of file when the writers close, SIGPIPE
// (141) for a writer whose reader went away, and the FIFO as a file type
// (ls, stat, test, find, cp, mv, rm, tar), against bash and coreutils.
// Each background writer is waited for, so nothing depends on which side
// opens first.
var manualFifoScripts = []string{
	"mkfifo p; cat p & echo hi > p; wait; echo $?",
	"mkfifo p; echo hi > p & cat p; wait; echo $?",
	"mkfifo p; seq 100000 > p & head -3 p; wait $!; echo writer $?",
	"mkfifo p; seq 5 > p & wc -l < p; wait; { echo a; echo b; } > p & tee out < p; wait; cat out",
	"mkfifo p; echo abc > p & read x < p; echo \"read: $x\"; wait",
	"mkfifo p; exec 3<> p; echo one >&3; echo two >&3; read y <&3; read z <&3; echo $y $z; exec 3>&-; echo x > p & cat p; wait",
	"mkfifo p; (sleep 0.2; echo late > p) & cat p; wait; echo $?",
	"mkfifo p; (sleep 0.1; cat p > got) & printf '%s\\n' $(seq 20000) > p; wait; wc -l < got",
	// The file type.
	"mkfifo p; ls -l p | cut -c1-10; stat -c '%F %s %A' p; [ -p p ] && echo fifo; test -p p; echo $?; [ -p nope ]; echo $?; [ -f p ]; echo $?; [ -e p ] && echo exists",
	"mkfifo p; touch f; mkdir d; ls -F; ls -p; ls --indicator-style=file-type; find . -type p; find . -type p -o -type d | sort",
	"umask 022; mkfifo a; mkfifo -m 600 b; mkfifo -m u+x c; mkfifo --mode=a=r d; umask 077; mkfifo e; mkfifo -Z f; stat -c '%n %A' a b c d e f",
	// Errors.
	"mkfifo p; mkfifo p; echo $?; mkfifo nodir/x; echo $?; mkfifo; echo $?; mkfifo -m foo q; echo $?; mkfifo -m +t q; echo $?; ls",
	"mkfifo --context=x p; echo $?; mkfifo -q p 2>&1 | head -1; mkfifo --help | head -2; touch f; mkfifo f p2; echo $?; ls",
	// cp, mv, rm, tar.
	"mkfifo p; cp -a p q; cp -R p r; stat -c '%n %F' q r; echo data > p & cp p s; wait; stat -c '%n %F %s' s; cat s",
	"mkfifo p; chmod 640 p; cp -p p q 2>&1 & echo x > p; wait; stat -c '%n %F %a' q; mkdir d; mkfifo d/f; cp -r d e; stat -c '%n %F' e/f",
	"mkfifo p; mv p q; stat -c '%n %F' q; ln q h; stat -c '%h' q; rm q h; ls; mkfifo r; rm -v r",
	"mkfifo p; chmod 600 p; tar cf t.tar p; tar tvf t.tar | cut -c1-10; mkdir x; tar xf t.tar -C x; stat -c '%n %F %a' x/p; tar xf t.tar; stat -c '%F' p",
	"mkdir d; mkfifo d/p; touch d/f; tar cf - d | tar tf - | sort; wc -c < d/f",
}

func TestManualFifo(t *testing.T) { compareManual(t, manualFifoScripts) }
