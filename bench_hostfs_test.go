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
