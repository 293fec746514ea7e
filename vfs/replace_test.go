package vfs_test

import (
	"context"
	"errors"
	"io/fs"
	"slices"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// names lists dir's entries.
func names(t *testing.T, fsys vfs.FS, dir string) []string {
	t.Helper()
	ents, err := fsys.ReadDir(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ents {
		out = append(out, e.Name())
	}
	return out
}

func TestReplaceFile(t *testing.T) {
	ctx := context.Background()
	m := memfs.New()
	if err := vfs.WriteFile(ctx, m, "/f", []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	write := func(data string, mode fs.FileMode) func(string) error {
		return func(tmp string) error {
			if strings.HasPrefix(tmp, "/f") || !strings.HasPrefix(tmp, "/.") {
				t.Errorf("temporary name %q is not a hidden sibling of /f", tmp)
			}
			return vfs.WriteNewFile(ctx, m, tmp, strings.NewReader(data), mode)
		}
	}

	if err := vfs.ReplaceFile(ctx, m, "/f", write("new", 0o640)); err != nil {
		t.Fatal(err)
	}
	b, _ := vfs.ReadFile(ctx, m, "/f")
	fi, _ := m.Lstat(ctx, "/f")
	if string(b) != "new" || fi.Mode() != 0o640 {
		t.Errorf("/f = %q %v, want \"new\" -rw-r-----", b, fi.Mode())
	}
	if got := names(t, m, "/"); !slices.Equal(got, []string{"f"}) {
		t.Errorf("left behind: %q", got)
	}

	// A failing create leaves p whole and no temporary entry; its error
	// names p.
	boom := errors.New("boom")
	err := vfs.ReplaceFile(ctx, m, "/f", func(tmp string) error {
		if err := write("half", 0o644)(tmp); err != nil {
			return err
		}
		return &fs.PathError{Op: "write", Path: tmp, Err: boom}
	})
	var pe *fs.PathError
	if !errors.Is(err, boom) || !errors.As(err, &pe) || pe.Path != "/f" {
		t.Errorf("err = %v, want boom naming /f", err)
	}
	if b, _ := vfs.ReadFile(ctx, m, "/f"); string(b) != "new" {
		t.Errorf("/f = %q after a failed replace", b)
	}
	if got := names(t, m, "/"); !slices.Equal(got, []string{"f"}) {
		t.Errorf("left behind: %q", got)
	}

	// A failing rename (p is a directory) removes the temporary entry.
	if err := m.Mkdir(ctx, "/d", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := vfs.WriteFile(ctx, m, "/d/x", nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := vfs.ReplaceFile(ctx, m, "/d", func(tmp string) error {
		return vfs.WriteNewFile(ctx, m, tmp, strings.NewReader("x"), 0o644)
	}); err == nil {
		t.Error("replacing a non-empty directory with a file succeeded")
	}
	if got := names(t, m, "/"); !slices.Equal(got, []string{"d", "f"}) {
		t.Errorf("left behind: %q", got)
	}
}

// A temporary name that is taken is someone else's: ReplaceFile tries
// others, a bounded number of times, and removes none of them.
func TestReplaceFileTakenNames(t *testing.T) {
	ctx := context.Background()
	m := memfs.New()
	taken := func(tmp string) error {
		if err := vfs.WriteFile(ctx, m, tmp, []byte("theirs"), 0o644); err != nil {
			return err
		}
		return vfs.WriteNewFile(ctx, m, tmp, strings.NewReader("ours"), 0o644)
	}

	calls := 0
	err := vfs.ReplaceFile(ctx, m, "/f", func(tmp string) error {
		calls++
		if calls < 3 {
			return taken(tmp)
		}
		return vfs.WriteNewFile(ctx, m, tmp, strings.NewReader("ours"), 0o644)
	})
	if err != nil || calls != 3 {
		t.Fatalf("err = %v after %d calls, want nil after 3", err, calls)
	}
	if got := names(t, m, "/"); len(got) != 3 {
		t.Errorf("entries %q, want the 2 taken names and f", got)
	}

	calls = 0
	err = vfs.ReplaceFile(ctx, m, "/g", func(tmp string) error { calls++; return taken(tmp) })
	var pe *fs.PathError
	if !errors.Is(err, fs.ErrExist) || !errors.As(err, &pe) || pe.Path != "/g" {
		t.Errorf("err = %v, want a file-exists error naming /g", err)
	}
	if calls < 2 || calls > 100 {
		t.Errorf("%d tries", calls)
	}
	if got := names(t, m, "/"); len(got) != 3+calls {
		t.Errorf("%d entries, want f and the %d taken names kept", len(got), 2+calls)
	}
}

func TestWriteNewFile(t *testing.T) {
	ctx := context.Background()
	m := memfs.New()
	if err := vfs.WriteFile(ctx, m, "/f", []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := vfs.WriteNewFile(ctx, m, "/f", strings.NewReader("new"), 0o600); !errors.Is(err, fs.ErrExist) {
		t.Errorf("over an existing file: err = %v, want it exists", err)
	}
	if b, _ := vfs.ReadFile(ctx, m, "/f"); string(b) != "old" {
		t.Errorf("/f = %q, want it untouched", b)
	}
	// The mode is set as given, whatever OpenFile's perm would allow.
	if err := vfs.WriteNewFile(ctx, m, "/g", strings.NewReader("new"), 0o755); err != nil {
		t.Fatal(err)
	}
	fi, _ := m.Lstat(ctx, "/g")
	b, _ := vfs.ReadFile(ctx, m, "/g")
	if string(b) != "new" || fi.Mode().Perm() != 0o755 {
		t.Errorf("/g = %q %v", b, fi.Mode())
	}
}
