package storetest

import (
	"bytes"
	"fmt"
	"syscall"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/store"
)

// cpuTime is the process's user+system CPU time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// loop runs body b.N times and reports, beside the wall time, the CPU time
// this process spent per op: on a busy machine the wall time says more
// about the neighbours than about the store.
func loop(b *testing.B, body func()) {
	b.ReportAllocs()
	start, n := cpuTime(), 0
	for b.Loop() {
		body()
		n++
	}
	if n > 0 {
		b.ReportMetric(float64(cpuTime()-start)/float64(n), "cpu-ns/op")
	}
}

// BenchCommit measures a turn that changes n files of 1 KiB each (new
// content every turn, so every blob is written).
func BenchCommit(b *testing.B, s store.Store, n int) {
	data := bytes.Repeat([]byte("x"), 1024)
	meta := bytes.Repeat([]byte("m"), 100)
	turns := int64(0)
	loop(b, func() {
		turns++
		tr := store.Turn{Session: store.Session{ID: "bench", Turns: turns, State: meta}, Blobs: map[string][]byte{}}
		for i := range n {
			c := append(fmt.Appendf(nil, "%d/%d ", turns, i), data...)
			h := Hash(c)
			tr.Blobs[h] = c
			tr.Put = append(tr.Put, store.Entry{Mount: "/", Path: fmt.Sprintf("/work/dir/file%03d.txt", i), Data: meta, Hash: h})
		}
		if err := s.Commit(ctx, store.Lease{}, tr); err != nil {
			b.Fatal(err)
		}
	})
}

// BenchEntries measures streaming the entries of a session with n of them.
func BenchEntries(b *testing.B, s store.Store, n int) {
	meta := bytes.Repeat([]byte("m"), 100)
	tr := store.Turn{Session: store.Session{ID: "bench"}, Blobs: map[string][]byte{}}
	for i := range n {
		c := fmt.Appendf(nil, "content %d", i)
		tr.Blobs[Hash(c)] = c
		tr.Put = append(tr.Put, store.Entry{Mount: "/", Path: fmt.Sprintf("/work/dir/file%03d.txt", i), Data: meta, Hash: Hash(c)})
	}
	if err := s.Commit(ctx, store.Lease{}, tr); err != nil {
		b.Fatal(err)
	}
	loop(b, func() {
		got := 0
		if err := s.Entries(ctx, "bench", func(store.Entry) error { got++; return nil }); err != nil {
			b.Fatal(err)
		}
		if got != n {
			b.Fatalf("%d entries, want %d", got, n)
		}
	})
}

// BenchCommitInLarge measures a turn that changes one file of a session
// that has n entries already (what a turn costs as sessions grow).
func BenchCommitInLarge(b *testing.B, s store.Store, n int) {
	meta := bytes.Repeat([]byte("m"), 100)
	tr := store.Turn{Session: store.Session{ID: "bench"}, Blobs: map[string][]byte{}}
	for i := range n {
		c := fmt.Appendf(nil, "content %d", i)
		tr.Blobs[Hash(c)] = c
		tr.Put = append(tr.Put, store.Entry{Mount: "/", Path: fmt.Sprintf("/work/dir/file%05d.txt", i), Data: meta, Hash: Hash(c)})
	}
	if err := s.Commit(ctx, store.Lease{}, tr); err != nil {
		b.Fatal(err)
	}
	turns := int64(0)
	loop(b, func() {
		turns++
		c := fmt.Appendf(nil, "turn %d", turns)
		tr := store.Turn{Session: store.Session{ID: "bench", Turns: turns, State: meta}, Blobs: map[string][]byte{Hash(c): c},
			Put: []store.Entry{{Mount: "/", Path: fmt.Sprintf("/work/dir/file%05d.txt", turns%int64(n)), Data: meta, Hash: Hash(c)}}}
		if err := s.Commit(ctx, store.Lease{}, tr); err != nil {
			b.Fatal(err)
		}
	})
}

// BenchHistoryCost measures what a history record adds to a commit, in
// the shape of the server's load test: turns of 200 sessions in turn,
// each appending a line to one file. Each op commits the same turn to
// two stores, recorded in one and not in the other, and reports the CPU
// time of each commit (interleaved, so that the machine's load weighs
// on both alike) and their difference.
func BenchHistoryCost(b *testing.B, recorded, plain store.Store) {
	const sessions = 200
	prev := map[string]string{}
	var cpu [2]time.Duration
	i := 0
	for b.Loop() {
		id := fmt.Sprint("load-", i%sessions)
		n := int64(i/sessions + 1)
		i++
		content := bytes.Repeat([]byte(fmt.Sprintln(n)), int(n))
		h := Hash(content)
		for k, s := range []store.Store{recorded, plain} {
			tr := store.Turn{Session: store.Session{ID: id, Turns: n, State: bytes.Repeat([]byte("s"), 600)},
				Blobs: map[string][]byte{h: content},
				Put:   []store.Entry{{Mount: "/work", Path: "/log", Data: []byte(`{"type":"file","mode":420,"hash":"` + h + `"}`), Hash: h}}}
			if k == 0 {
				tr.Record = &store.TurnRecord{Session: id, N: n, Script: "n=$((${n:-0} + 1)); echo $n >> log; wc -l < log",
					Stdout: fmt.Sprintln(n), Changes: []store.PathChange{{Path: "/work/log", BeforeMode: 0o644, Before: prev[id], AfterMode: 0o644, After: h}}}
				if prev[id] == "" {
					tr.Record.Changes[0].BeforeMode = 0
				}
			}
			c0 := cpuTime()
			if err := s.Commit(ctx, store.Lease{}, tr); err != nil {
				b.Fatal(err)
			}
			cpu[k] += cpuTime() - c0
		}
		prev[id] = h
	}
	b.ReportMetric(float64(cpu[0])/float64(i), "recorded-cpu-ns/op")
	b.ReportMetric(float64(cpu[1])/float64(i), "plain-cpu-ns/op")
	b.ReportMetric(float64(cpu[0]-cpu[1])/float64(i), "record-cpu-ns/op")
}
