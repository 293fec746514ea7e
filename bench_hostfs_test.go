package computerwelt

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/vfs/hostfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/mount"
)

// BenchmarkGrepHostTree times grep -r over a read-only host folder of
// 10,000 small files laid out as bench/gen does (dNNN/ and dNNN/sub/, 100
// files a directory): the cost is per file, in resolving and opening it.
func BenchmarkGrepHostTree(b *testing.B) {
	dir := b.TempDir()
	line := strings.Repeat("alpha beta gamma delta 12345\n", 70) // ~2 KB
	for i := 0; i < 10000; i++ {
		d := filepath.Join(dir, fmt.Sprintf("d%03d", i/200))
		if i%200 >= 100 {
			d = filepath.Join(d, "sub")
		}
		if err := os.MkdirAll(d, 0o755); err != nil {
			b.Fatal(err)
		}
		body := line
		if i%1000 == 0 {
			body += fmt.Sprintf("needle%d\n", i)
		}
		if err := os.WriteFile(filepath.Join(d, fmt.Sprintf("f%05d.txt", i)), []byte(body), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	hfs, err := hostfs.New(dir)
	if err != nil {
		b.Fatal(err)
	}
	defer hfs.Close()
	tbl := mount.New(memfs.New())
	if err := tbl.Mount("/data", hfs, mount.ReadOnly()); err != nil {
		b.Fatal(err)
	}
	sb := newSandbox(b, WithFileSystem(tbl), WithWorkingDirectory("/data"))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		res, err := sb.Exec(context.Background(), `grep -r "needle[0-9]*" . | wc -l`)
		if err != nil || res.ExitCode != 0 || strings.TrimSpace(res.Stdout) != "10" {
			b.Fatalf("%v %+v", err, res)
		}
	}
}

// hostTree writes n files of about size bytes each, laid out as bench/gen
// lays out its trees (dNNN/ and dNNN/sub/, 100 files a directory), with
// lines of words and numbers, and returns its directory.
func hostTree(tb testing.TB, n, size int) string {
	tb.Helper()
	dir := tb.TempDir()
	line := "alpha beta 12345 gamma delta epsilon 67890\n"
	body := strings.Repeat(line, max(1, size/len(line)))
	for i := 0; i < n; i++ {
		d := filepath.Join(dir, fmt.Sprintf("d%03d", i/200))
		if i%200 >= 100 {
			d = filepath.Join(d, "sub")
		}
		if err := os.MkdirAll(d, 0o755); err != nil {
			tb.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(d, fmt.Sprintf("f%05d.txt", i)), []byte(body), 0o644); err != nil {
			tb.Fatal(err)
		}
	}
	return dir
}

// hostTreeSandbox mounts dir read-only at /data as `computerwelt run
// -mount DIR:/data -cwd /data` does.
func hostTreeSandbox(tb testing.TB, dir string) *Sandbox {
	tb.Helper()
	hfs, err := hostfs.New(dir, HostOwner("user"), hostfs.MountedAt("/data"))
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { hfs.Close() })
	tbl := mount.New(memfs.New())
	if err := tbl.Mount("/data", hfs, mount.ReadOnly()); err != nil {
		tb.Fatal(err)
	}
	return newSandbox(tb, WithFileSystem(tbl), WithWorkingDirectory("/data"), WithEnv(map[string]string{"LC_ALL": "C"}))
}

// BenchmarkGrepRecursiveHostfs is issue 20's `grep -r -c ERROR .` over a
// read-only host folder (2,000 files of 10 KB): per file a listed lstat,
// one openat2, an fstat, two reads and a close.
func BenchmarkGrepRecursiveHostfs(b *testing.B) {
	sb := hostTreeSandbox(b, hostTree(b, 2000, 10000))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		res, err := sb.Exec(context.Background(), `grep -r -c ERROR .`)
		if err != nil || res.ExitCode != 1 || strings.Count(res.Stdout, "\n") != 2000 {
			b.Fatalf("%v %+v", err, res)
		}
	}
}

// BenchmarkFindXargsWcHostfs is issue 20's `find . -name '*.txt' | xargs
// wc -l` over the same folder.
func BenchmarkFindXargsWcHostfs(b *testing.B) {
	sb := hostTreeSandbox(b, hostTree(b, 2000, 10000))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		res, err := sb.Exec(context.Background(), `find . -name '*.txt' | xargs wc -l`)
		if err != nil || res.ExitCode != 0 || strings.Count(res.Stdout, "\n") != 2001 {
			b.Fatalf("%v %+v", err, res)
		}
	}
}

// The work per file of grep -r and find | xargs wc over a host folder,
// in allocations: what 200 more files cost, divided by 200. (A file's
// allocations go with its host calls: a walk per open, say, would add
// several.)
func TestHostTreeAllocationsPerFile(t *testing.T) {
	for _, c := range []struct {
		script string
		max    float64
	}{
		{`grep -r -c ERROR .`, 6},
		{`find . -name '*.txt' | xargs wc -l`, 13},
	} {
		var allocs [2]float64
		for i, n := range []int{100, 300} {
			sb := hostTreeSandbox(t, hostTree(t, n, 100))
			allocs[i] = testing.AllocsPerRun(5, func() {
				if _, err := sb.Exec(context.Background(), c.script); err != nil {
					t.Fatal(err)
				}
			})
		}
		perFile := (allocs[1] - allocs[0]) / 200
		t.Logf("%s: %.1f allocations per file", c.script, perFile)
		if perFile > c.max {
			t.Errorf("%s: %.1f allocations per file, want at most %.0f", c.script, perFile, c.max)
		}
	}
}
