package awk

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"
	"testing"
	"time"
)

// TestRecordLongerThanMaxStringBytesIsFatal: an endless line (yes | tr -d
// '\n') ends awk with a message instead of buffering without bound.
func TestRecordLongerThanMaxStringBytesIsFatal(t *testing.T) {
	for _, rs := range []string{"\n", "x+"} {
		prog, err := Parse(`{ n++ } END { print n }`)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		_, err = Run(context.Background(), prog, &Config{
			Stdin:  io.LimitReader(repeatReader('y'), 1<<20),
			Stdout: &out, Stderr: &out, Vars: [][2]string{{"RS", rs}},
			MaxStringBytes: 1 << 16,
		})
		var ee *ExitError
		if !errors.As(err, &ee) || ee.Msg != "record too long (over 65536 bytes)" {
			t.Errorf("RS=%q: got %v, want record too long", rs, err)
		}
	}
}

// TestInterruptedReadIsNotEndOfInput: a pipe broken by a timeout must not
// hand awk its partial last record as if the input had ended there.
func TestInterruptedReadIsNotEndOfInput(t *testing.T) {
	prog, err := Parse(`{ print "got", length($0) }`)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	in := io.MultiReader(strings.NewReader("partial"), errReader{errors.New("interrupted")})
	_, err = Run(context.Background(), prog, &Config{Stdin: in, Stdout: &out, Stderr: &out})
	var ee *ExitError
	if !errors.As(err, &ee) || ee.Msg != "read error: interrupted" {
		t.Fatalf("got %v, want read error: interrupted", err)
	}
	if strings.Contains(out.String(), "got") {
		t.Errorf("the partial record was processed: %q", out.String())
	}
}

type repeatReader byte

func (r repeatReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(r)
	}
	return len(p), nil
}

type errReader struct{ err error }

func (r errReader) Read([]byte) (int, error) { return 0, r.err }

// TestRecursionHonoursTheContext: exponential recursion with no loop in
// it (found by FuzzAwk) stops when the context ends.
func TestRecursionHonoursTheContext(t *testing.T) {
	prog, err := Parse(`function f(n) { return n < 2 ? n : f(n-1) + f(n-2) } BEGIN { print f(1000) }`)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	var out bytes.Buffer
	done := make(chan error, 1)
	go func() {
		_, err := Run(ctx, prog, &Config{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &out})
		done <- err
	}()
	select {
	case err := <-done:
		var ee *ExitError
		if !errors.As(err, &ee) || ee.Msg != "context deadline exceeded" {
			t.Fatalf("got %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("f(1000) still running 30 s after a 100 ms deadline")
	}
}
