package computerwelt

import (
	"context"
	"encoding/json"
	"io"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
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

// The primitives of a session: a turn's shell state and overlay records,
// saved, then resumed in a new sandbox over the same base, where the
// files read lazily and unchanged base files stay live.
func TestSandboxResumeWithOverlay(t *testing.T) {
	ctx := context.Background()
	base, err := DefaultFileSystem("user", Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if err := vfs.MkdirAll(ctx, base, "/work/sub", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := vfs.WriteFile(ctx, base, "/work/base.txt", []byte("base v1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ov := overlay.New(base)
	a := newSandbox(t, WithFileSystem(ov), WithWorkingDirectory("/work"))
	mustExec(t, a, `cd /work/sub; x=1; echo a > f; seq 1000 > big; rm ../base.txt; echo new > ../base2.txt`)

	st, err := a.State()
	if err != nil {
		t.Fatal(err)
	}
	recs, err := ov.Records(ctx)
	if err != nil {
		t.Fatal(err)
	}
	blobs := map[string][]byte{}
	for _, r := range recs {
		if r.Type == overlay.TypeFile {
			if blobs[r.Hash], err = ov.Content(ctx, r.Path); err != nil {
				t.Fatal(err)
			}
		}
	}
	// The base changes between turns.
	vfs.WriteFile(ctx, base, "/work/live.txt", []byte("appeared\n"), 0o644)

	var loads []string
	load := func(ctx context.Context, hash string) ([]byte, error) {
		loads = append(loads, hash)
		return blobs[hash], nil
	}
	ov2, err := overlay.Restore(base, recs, load)
	if err != nil {
		t.Fatal(err)
	}
	b := newSandbox(t, WithFileSystem(ov2), WithWorkingDirectory("/work"))
	if err := b.SetState(st); err != nil {
		t.Fatal(err)
	}
	res := mustExec(t, b, `pwd; echo $x; ls -l big | cut -d' ' -f5; cat f; ls ..; cat ../live.txt`)
	want := "/work/sub\n1\n3893\na\nbase2.txt\nlive.txt\nsub\nappeared\n"
	if res.Stdout != want {
		t.Errorf("after resume: %q (stderr %q), want %q", res.Stdout, res.Stderr, want)
	}
	if len(loads) != 1 {
		t.Errorf("resuming and reading one file loaded %d", len(loads))
	}
}
