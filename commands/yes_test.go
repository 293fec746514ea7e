package commands

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

// limitWriter fails once n bytes were written, as the shell's output
// limit does.
type limitWriter struct {
	b strings.Builder
	n int
}

func (w *limitWriter) Write(p []byte) (int, error) {
	if w.b.Len()+len(p) > w.n {
		k := w.n - w.b.Len()
		w.b.Write(p[:k])
		return k, errors.New("output limit")
	}
	return w.b.Write(p)
}

func TestYesStopsAtOutputLimit(t *testing.T) {
	for _, args := range [][]string{{"yes"}, {"yes", "a", "b"}, {"yes", strings.Repeat("x", 20000)}} {
		inv, _ := sysInvocation(args)
		w := &limitWriter{n: 100000}
		inv.Stdout = w
		if st := runYes(t.Context(), inv); st != 1 {
			t.Errorf("%v: status %d", args, st)
		}
		want := "y\n"
		if len(args) > 1 {
			want = strings.Join(args[1:], " ") + "\n"
		}
		got := w.b.String()
		if len(got) != 100000 || !strings.HasPrefix(strings.Repeat(want, 100000/len(want)+1), got) {
			t.Errorf("%v: wrong output (%d bytes)", args, len(got))
		}
	}
}

// sysNopWriter accepts everything, so only the context can stop yes.
type sysNopWriter struct{}

func (sysNopWriter) Write(p []byte) (int, error) { return len(p), nil }

func TestYesStopsOnContext(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	inv, _ := sysInvocation([]string{"yes"})
	inv.Stdout = sysNopWriter{}
	done := make(chan int)
	go func() { done <- runYes(ctx, inv) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("yes did not stop when the context ended")
	}
}
