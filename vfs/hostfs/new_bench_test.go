package hostfs

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// benchTree writes issue 20's layout of an n-file folder (bench/gen's):
// dNNN/ with 100 files and dNNN/sub/ with 100 more, files empty (New's
// scan reads listings, not contents).
func benchTree(b *testing.B, n int) string {
	b.Helper()
	dir := b.TempDir()
	for i := range n {
		d := filepath.Join(dir, fmt.Sprintf("d%03d", i/200))
		if i%200 >= 100 {
			d = filepath.Join(d, "sub")
		}
		if err := os.MkdirAll(d, 0o755); err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(d, fmt.Sprintf("f%05d.txt", i)), nil, 0o644); err != nil {
			b.Fatal(err)
		}
	}
	return dir
}

// BenchmarkNew: mounting a 10,000-file folder (issue 20) pays New's scan
// for credential folders before the first command runs.
func BenchmarkNew(b *testing.B) {
	for _, n := range []int{2000, 10000} {
		b.Run(fmt.Sprintf("files=%d", n), func(b *testing.B) {
			dir := benchTree(b, n)
			b.ReportAllocs()
			cpu := cpuTime()
			for b.Loop() {
				f, err := New(dir)
				if err != nil {
					b.Fatal(err)
				}
				f.Close()
			}
			// CPU time (user + system) beside the wall time, which a
			// shared machine makes noisy.
			b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
		})
	}
}

// cpuTime is the process's user + system time so far, in nanoseconds.
func cpuTime() int64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return ru.Utime.Nano() + ru.Stime.Nano()
}

// BenchmarkReadDir: grep -r and find list every directory of a host
// folder; a listing of 1,000 files is read, typed and sorted by name.
func BenchmarkReadDir(b *testing.B) {
	dir := b.TempDir()
	for i := range 1000 {
		// Names out of order, as a hashed directory returns them anyway.
		name := fmt.Sprintf("f%05d.txt", (i*7919)%1000)
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
			b.Fatal(err)
		}
	}
	f, err := New(dir)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	ctx := context.Background()
	b.ReportAllocs()
	cpu := cpuTime()
	for b.Loop() {
		ents, err := f.ReadDir(ctx, "/")
		if err != nil || len(ents) != 1000 {
			b.Fatal(err, len(ents))
		}
	}
	b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
}

// BenchmarkReadSmallFile: grep -r's work per file of a host folder: open
// a 10 KB file, read it with a 64 KiB buffer to the end (the second Read
// says EOF without a system call), close it.
func BenchmarkReadSmallFile(b *testing.B) {
	dir := b.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "f.txt"), make([]byte, 10000), 0o644); err != nil {
		b.Fatal(err)
	}
	f, err := New(dir)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	ctx := context.Background()
	buf := make([]byte, 64<<10)
	b.ReportAllocs()
	cpu := cpuTime()
	for b.Loop() {
		file, err := f.OpenFile(ctx, "/f.txt", os.O_RDONLY, 0)
		if err != nil {
			b.Fatal(err)
		}
		total := 0
		for {
			n, err := file.Read(buf)
			total += n
			if err != nil {
				break
			}
		}
		file.Close()
		if total != 10000 {
			b.Fatal(total)
		}
	}
	b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
}
