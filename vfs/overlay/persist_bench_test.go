package overlay_test

import (
	"fmt"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

// changedOverlay is an overlay with n changed files of 1 KiB in 10
// directories.
func changedOverlay(b *testing.B, n int) *overlay.FS {
	b.Helper()
	o := overlay.New(readOnly{memfs.New()})
	for i := range 10 {
		if err := o.Mkdir(bg, fmt.Sprintf("/d%d", i), 0o755); err != nil {
			b.Fatal(err)
		}
	}
	data := make([]byte, 1024)
	for i := range n {
		data[0] = byte(i)
		if err := vfs.WriteFile(bg, o, fmt.Sprintf("/d%d/f%d", i%10, i), data, 0o644); err != nil {
			b.Fatal(err)
		}
	}
	return o
}

func benchmarkRestore(b *testing.B, n int) {
	o := changedOverlay(b, n)
	recs, err := o.Records(bg)
	if err != nil {
		b.Fatal(err)
	}
	bl := newBlobs()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := overlay.Restore(readOnly{memfs.New()}, recs, bl.load); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkRestore100(b *testing.B)   { benchmarkRestore(b, 100) }
func BenchmarkRestore10000(b *testing.B) { benchmarkRestore(b, 10000) }

// Records of an overlay whose files' hashes are cached.
func BenchmarkRecords100(b *testing.B) {
	o := changedOverlay(b, 100)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := o.Records(bg); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkRecords10000(b *testing.B) {
	o := changedOverlay(b, 10000)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := o.Records(bg); err != nil {
			b.Fatal(err)
		}
	}
}
