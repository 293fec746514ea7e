package computerwelt

import (
	"context"
	"encoding/json"
	"io"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/shell"
)

func TestSandboxStateResumesInAnotherSandbox(t *testing.T) {
	fsys, err := DefaultFileSystem("user", Limits{})
	if err != nil {
		t.Fatal(err)
	}
	a := newSandbox(t, WithFileSystem(fsys))
	mustExec(t, a, `mkdir -p /work/sub && cd /work/sub; x=1; declare -A m=([k]=v); f() { echo "f$1"; }; set -o pipefail; alias hi='echo hi'`)
	st, err := a.State()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(st)
	var back shell.State
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	c := newSandbox(t, WithFileSystem(fsys))
	if err := c.SetState(back); err != nil {
		t.Fatal(err)
	}
	res := mustExec(t, c, `pwd; echo $x ${m[k]}; f 2; shopt -qo pipefail && echo pipefail; alias hi`)
	if want := "/work/sub\n1 v\nf2\npipefail\nalias hi='echo hi'\n"; res.Stdout != want {
		t.Errorf("got %q (stderr %q), want %q", res.Stdout, res.Stderr, want)
	}
	if c.Dir() != "/work/sub" {
		t.Errorf("Dir() = %q", c.Dir())
	}
}

// signalWriter closes started at the first write.
type signalWriter struct {
	started chan struct{}
	once    bool
}

func (w *signalWriter) Write(p []byte) (int, error) {
	if !w.once {
		w.once = true
		close(w.started)
	}
	return len(p), nil
}

// State waits for a running Exec: it never sees a turn half done.
func TestSandboxStateWaitsForExec(t *testing.T) {
	sb := newSandbox(t)
	w := &signalWriter{started: make(chan struct{})}
	done := make(chan error, 1)
	go func() {
		_, err := sb.ExecStream(context.Background(), `echo started; sleep 0.1; x=after`, w, io.Discard)
		done <- err
	}()
	<-w.started
	st, err := sb.State()
	if err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	var found bool
	for _, v := range st.Vars {
		if v.Name == "x" {
			found = v.Value == "after"
		}
	}
	if !found {
		t.Errorf("State during an Exec did not wait for it: %+v", st.Vars)
	}
}

func TestSandboxStateClosed(t *testing.T) {
	sb := newSandbox(t)
	sb.Close()
	if _, err := sb.State(); err != ErrClosed {
		t.Errorf("State: %v", err)
	}
	if err := sb.SetState(shell.State{}); !strings.Contains(err.Error(), "closed") {
		t.Errorf("SetState: %v", err)
	}
}
