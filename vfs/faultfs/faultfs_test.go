package faultfs_test

import (
	"context"
	"errors"
	"io/fs"
	"testing"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/faultfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

var bg = context.Background()

func TestNthOperationFails(t *testing.T) {
	base := memfs.New()
	f := faultfs.New(base, faultfs.Fault{Op: faultfs.OpWrite, Nth: 2, Short: true})
	file, err := vfs.Create(bg, f, "/x", 0o644)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := file.Write([]byte("abcd")); err != nil {
		t.Fatalf("first write: %v", err)
	}
	n, err := file.Write([]byte("efgh"))
	if n != 2 || !errors.Is(err, vfs.ErrNoSpace) {
		t.Fatalf("second write: %d %v, want a short write of 2 and ENOSPC", n, err)
	}
	if _, err := file.Write([]byte("ij")); err != nil {
		t.Fatalf("third write: %v", err)
	}
	file.Close()
	if b, _ := vfs.ReadFile(bg, base, "/x"); string(b) != "abcdefij" {
		t.Fatalf("content %q", b)
	}
}

// usageMatches checks the quota accounting against the files really there.
func usageMatches(t *testing.T, m *memfs.FS) {
	t.Helper()
	var sum int64
	vfs.WalkDir(bg, m, "/", func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			if fi, err := d.Info(); err == nil {
				sum += fi.Size()
			}
		}
		return nil
	})
	if used, _ := m.Usage(); used != sum {
		t.Errorf("quota says %d bytes used, files hold %d", used, sum)
	}
}

// TestFailedOperationsLeaveFilesAndQuota: a redirection, mv or cp that
// fails on the backend leaves the target as it was and the quota equal to
// what the files hold.
func TestFailedOperationsLeaveFilesAndQuota(t *testing.T) {
	for _, c := range []struct {
		name   string
		fault  faultfs.Fault
		script string
		stderr string
		after  string // a script whose output must be exactly want
		want   string
	}{
		{"redirection", faultfs.Fault{Op: faultfs.OpOpen, Path: "/w/f"}, "echo new > f",
			"bash: line 1: f: No space left on device\n", "cat f", "old\n"},
		{"append redirection", faultfs.Fault{Op: faultfs.OpOpen, Path: "/w/f"}, "echo new >> f",
			"bash: line 1: f: No space left on device\n", "cat f", "old\n"},
		{"mv", faultfs.Fault{Op: faultfs.OpRename}, "mv f g",
			"mv: cannot move 'f' to 'g': No space left on device\n", "cat f; ls", "old\nf\n"},
		{"mv over a file", faultfs.Fault{Op: faultfs.OpRename}, "echo other > g; mv f g",
			"mv: cannot move 'f' to 'g': No space left on device\n", "cat f g", "old\nother\n"},
		{"cp onto a file", faultfs.Fault{Op: faultfs.OpOpen, Path: "/w/g"}, "cp f g",
			"cp: cannot create regular file 'g': No space left on device\n", "cat f; ls", "old\nf\n"},
		{"short write of a new file", faultfs.Fault{Op: faultfs.OpWrite, Path: "/w/g", Short: true}, "cp f g",
			"cp: error writing 'g': No space left on device\n", "cat f", "old\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := memfs.New(memfs.WithLimits(1<<20, 4<<20))
			vfs.MkdirAll(bg, m, "/w", 0o755)
			vfs.WriteFile(bg, m, "/w/f", []byte("old\n"), 0o644)
			f := faultfs.New(m)
			sb, err := computerwelt.New(computerwelt.WithFileSystem(f), computerwelt.WithWorkingDirectory("/w"))
			if err != nil {
				t.Fatal(err)
			}
			defer sb.Close()
			f.Inject(c.fault)
			res, err := sb.Exec(bg, c.script)
			if err != nil {
				t.Fatal(err)
			}
			if res.ExitCode != 1 || res.Stderr != c.stderr {
				t.Errorf("status %d stderr %q, want 1 and %q", res.ExitCode, res.Stderr, c.stderr)
			}
			f.Clear()
			res, _ = sb.Exec(bg, c.after)
			if res.Stdout != c.want {
				t.Errorf("after: %q, want %q (stderr %q)", res.Stdout, c.want, res.Stderr)
			}
			usageMatches(t, m)
		})
	}
}

// TestFailedCopyUpLeavesTheBase: when reading the base fails while the
// overlay copies a file up for writing, the write fails, the file still
// reads as the base's content, and the overlay records no change.
func TestFailedCopyUpLeavesTheBase(t *testing.T) {
	base := memfs.New()
	vfs.MkdirAll(bg, base, "/w", 0o755)
	vfs.WriteFile(bg, base, "/w/f", []byte("base content\n"), 0o644)
	f := faultfs.New(base)
	o := overlay.New(f)
	sb, err := computerwelt.New(computerwelt.WithFileSystem(o), computerwelt.WithWorkingDirectory("/w"))
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	f.Inject(faultfs.Fault{Op: faultfs.OpRead, Path: "/w/f", Err: vfs.ErrIO})
	res, err := sb.Exec(bg, "echo more >> f")
	if err != nil {
		t.Fatal(err)
	}
	if res.ExitCode != 1 || res.Stderr != "bash: line 1: f: Input/output error\n" {
		t.Errorf("append: status %d stderr %q", res.ExitCode, res.Stderr)
	}
	f.Clear()
	res, _ = sb.Exec(bg, "cat f")
	if res.Stdout != "base content\n" {
		t.Errorf("after the failed copy-up f reads %q", res.Stdout)
	}
	changes, err := o.Changes(bg)
	if err != nil || len(changes) != 0 {
		t.Errorf("changes after a failed copy-up: %+v %v", changes, err)
	}
}
