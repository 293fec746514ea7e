package main

import (
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"runtime/debug"
	"strconv"
	"testing"
	"time"
)

// TestDeferFirstGC: GOGC is firstGCPercent until the first collection
// ends, then what it was.
func TestDeferFirstGC(t *testing.T) {
	if os.Getenv("GOGC") != "" {
		t.Skip("GOGC is set: deferFirstGC leaves it")
	}
	prev := debug.SetGCPercent(100)
	defer debug.SetGCPercent(prev)
	done := make(chan struct{})
	deferFirstGC(func() { close(done) })
	select {
	case <-done:
		t.Fatal("GOGC was restored before any collection")
	default:
	}
	deadline := time.After(10 * time.Second)
	for {
		runtime.GC()
		select {
		case <-done:
			if p := debug.SetGCPercent(100); p != 100 {
				t.Errorf("GOGC after the first collection = %d, want 100", p)
			}
			return
		case <-deadline:
			t.Fatal("GOGC not restored after collections")
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// TestRunDefersFirstGC: a run allocating a few MiB (a 1.3 MB command
// substitution) does not collect, where it collected at 4 MiB; a run
// allocating much more collects, with goals of GOGC=100 after the first
// (twice the live heap, well under 16 MiB here).
func TestRunDefersFirstGC(t *testing.T) {
	if os.Getenv("GOGC") != "" {
		t.Skip("GOGC is set")
	}
	bin := binary(t)
	gcs := func(script string) [][]string {
		cmd := exec.Command(bin, "run", "-c", script)
		cmd.Env = append(os.Environ(), "GODEBUG=gctrace=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%v: %s", err, out)
		}
		return regexp.MustCompile(`(?m)^gc (\d+) .*, (\d+) MB goal`).FindAllStringSubmatch(string(out), -1)
	}
	if g := gcs(`x=$(seq 200000); echo ${#x}`); len(g) > 0 {
		t.Errorf("a run of a few MiB collected %d times: %q", len(g), g)
	}
	g := gcs(`for i in 1 2 3 4 5 6 7 8 9 10 11 12; do x=$(seq 100000); done; echo ${#x}`)
	if len(g) < 2 {
		t.Fatalf("a run allocating ~100 MiB collected %d times; want several", len(g))
	}
	for _, m := range g[1:] {
		if goal, _ := strconv.Atoi(m[2]); goal >= 16 {
			t.Errorf("collection %s had a goal of %d MB: GOGC was not restored after the first", m[1], goal)
		}
	}
}
