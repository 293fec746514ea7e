package shell

import (
	"bytes"
	"context"
	"runtime"
	"strconv"
	"testing"
	"time"
)

// TestMaxMemoryBytesStopsAHeapRunaway: a command that keeps allocating (as
// jq doubling a string or sort buffering an endless input would) ends the
// script with the MaxMemoryBytes message and status 125, long before the
// timeout.
func TestMaxMemoryBytesStopsAHeapRunaway(t *testing.T) {
	const max = 64 << 20
	sh := newTestShell(t, Limits{Timeout: time.Minute, MaxMemoryBytes: max})
	var held [][]byte
	sh.cfg.Commands["hog"] = &Command{Name: "hog", Run: func(ctx context.Context, inv *Invocation) int {
		for ctx.Err() == nil {
			held = append(held, make([]byte, 1<<20))
			time.Sleep(100 * time.Microsecond)
		}
		return 1
	}}
	var out, errb bytes.Buffer
	start := time.Now()
	res, err := sh.Run(context.Background(), "hog; echo after", RunIO{Stdout: &out, Stderr: &errb})
	elapsed := time.Since(start)
	held = nil
	if err != nil {
		t.Fatal(err)
	}
	want := "computerwelt: limit exceeded: MaxMemoryBytes (" + strconv.Itoa(max) + ")\n"
	if res.ExitCode != ExitLimit || errb.String() != want || out.String() != "" {
		t.Fatalf("got status %d stdout %q stderr %q; want 125 and %q", res.ExitCode, out.String(), errb.String(), want)
	}
	// Generous: the hog needs ~64 ms of sleeps to get there; the bound only
	// shows the guard, not the minute-long timeout, ended it.
	if elapsed > 20*time.Second {
		t.Errorf("took %v", elapsed)
	}
}

// TestMaxMemoryBytesNegativeIsOff: a negative limit disables the guard
// that a tiny positive one shows firing.
func TestMaxMemoryBytesNegativeIsOff(t *testing.T) {
	for _, c := range []struct {
		max    int64
		status int
	}{{1 << 20, ExitLimit}, {-1, 0}} {
		sh := newTestShell(t, Limits{MaxMemoryBytes: c.max})
		sh.cfg.Commands["pause"] = &Command{Name: "pause", Run: func(ctx context.Context, inv *Invocation) int {
			// Far above the limit: garbage of other tests that a
			// collection frees meanwhile cannot hide it.
			held := make([]byte, 64<<20)
			defer runtime.KeepAlive(held)
			select {
			case <-time.After(200 * time.Millisecond):
				return 0
			case <-ctx.Done():
				return 1
			}
		}}
		// The baseline is the heap at the start: collect other tests'
		// garbage first, so that its collection does not offset the growth.
		runtime.GC()
		if _, _, st := runScript(t, sh, "pause"); st != c.status {
			t.Errorf("MaxMemoryBytes %d: status %d, want %d", c.max, st, c.status)
		}
	}
}
