package session_test

import (
	"testing"

	"github.com/computerwelt/computerwelt/session"
)

// A FIFO made in a turn persists as a node without content: a resumed
// session has it, and data goes through it.
func TestFifoPersists(t *testing.T) {
	st := newMemStore()
	base := newBase(t, map[string]string{"/readme": "hello\n"})
	m1 := newManager(t, st, session.WithWorkspace(testWorkspace(t, base)))
	res := run(t, m1, "c1", `cd /work; mkfifo -m 640 p; (echo hi > p) & cat p; wait`)
	wantOut(t, res, "hi\n")
	m1.Close()

	m2 := newManager(t, st, session.WithWorkspace(testWorkspace(t, base)))
	res = run(t, m2, "c1", `stat -c '%F %a %s' /work/p; echo again > /work/p & cat /work/p; wait; ls -F /work`)
	wantOut(t, res, "fifo 640 0\nagain\np|\nreadme\n")
}
