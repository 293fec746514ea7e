package commands

import (
	"context"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

func TestMvDiff(t *testing.T) {
	files := map[string]string{"a": "alpha\n", "b": "bravo\n", "d/": "", "d/x": "1", "d/sub/y": "2", "e/": "", "full/d/z": "3", "empty/d/": ""}
	links := map[string]string{"l": "a", "dl": "d", "dangling": "nowhere", "e/up": ".."}
	var cases []seqCase
	for _, args := range [][]string{
		{"a", "c"}, {"a", "b"}, {"a", "e"}, {"a", "b", "e"}, {"a", "b", "c"}, {"a", "b", "a"}, {"a", "a"}, {"a", "./a"}, {"a"}, {},
		{"nope", "c"}, {"d", "c"}, {"d", "e"}, {"d", "a"}, {"a", "d"}, {"d", "d/sub"}, {"d", "d"}, {"d", "full"}, {"d", "empty"},
		{"l", "c"}, {"dl", "c"}, {"dangling", "e"}, {"-n", "a", "b"}, {"-f", "a", "b"}, {"-v", "a", "b", "e"}, {"-T", "a", "e"},
		{"-T", "d", "e"}, {"-t", "e", "a", "b"}, {"-t", "a", "b"}, {"-tT", "e", "a"}, {"a", "nodir/x"}, {"a", "b/"}, {"a/", "c"},
		{"d/", "c"}, {"--strip-trailing-slashes", "d/", "c"}, {"dl/", "c"}, {"-v", "d", "e/"},
		// -n skips an existing destination before any check (GNU 9.1
		// renames with RENAME_NOREPLACE); a directory named twice is
		// warned about when its first move failed.
		{"-n", "a", "a"}, {"-n", "d", "a"}, {"-n", "a", "d/x"}, {"-n", "-T", "d", "e"}, {"-n", "-T", "a", "e"}, {"-n", "d", "d"},
		{"d", "d", "d"}, {"d", "d", "e"}, {"a", "a", "e"},
		// rename(2) refuses a name ending in "." or "..".
		{"d/.", "c"}, {"dl/.", "c"}, {"d/sub/..", "c"}, {".", "c"}, {"a/.", "c"},
		// Inside itself is where the directory really is: e/up/e is
		// beside e, not under it.
		{"e", "e/up/e2"}, {"-t", "e/up/d", "e"}, {"e", "e/up"},
		// The target directory is the one named at the start, even once
		// the symlink naming it has moved.
		{"dl", "a", "dl"}, {"-v", "-t", "dl", "dl", "b"},
		// A symlink onto what it names is the same file.
		{"l", "a"}, {"-v", "dl", "d"}, {"dl", "."},
	} {
		cases = append(cases, seqCase{files: files, links: links, cmds: [][]string{append([]string{"mv"}, args...)}})
	}
	// A file moved in from an earlier operand is not replaced.
	twins := map[string]string{"a": "x", "s/a": "y", "u/": ""}
	for _, args := range [][]string{{"s/a", "a", "u"}, {"-v", "s/a", "a", "u"}, {"-n", "s/a", "a", "u"}, {"s/a", "a", "s"}, {"a", "u/a", "u"}} {
		cases = append(cases, seqCase{files: twins, cmds: [][]string{append([]string{"mv"}, args...)}})
	}
	for _, in := range []string{"y\n", "n\n", ""} {
		cases = append(cases, seqCase{files: files, links: links, stdin: in, cmds: [][]string{{"mv", "-i", "a", "b"}}})
	}
	cases = append(cases,
		seqCase{files: files, links: links, cmds: [][]string{{"touch", "-d", "2001-01-01", "a"}, {"mv", "-u", "a", "b"}, {"mv", "-u", "b", "a"}}},
	)
	runSeqCases(t, cases)
}

// exdevFS refuses renames, as a mount table does across mounts.
type exdevFS struct{ vfs.FS }

func (e exdevFS) Rename(ctx context.Context, o, n string) error {
	return vfs.PathError("rename", o, vfs.ErrCrossDevice)
}

func (e exdevFS) Link(ctx context.Context, o, n string) error {
	return e.FS.(vfs.Linker).Link(ctx, o, n)
}

// On EXDEV mv copies (keeping modes, times and symlinks) and removes.
func TestMvAcrossDevices(t *testing.T) {
	ctx := context.Background()
	mem := memfs.New()
	fsys := exdevFS{mem}
	vfs.MkdirAll(ctx, fsys, "/w/d/sub", 0o755)
	vfs.WriteFile(ctx, fsys, "/w/d/sub/f", []byte("data"), 0o600)
	fsys.Symlink(ctx, "sub/f", "/w/d/l")
	old := time.Date(2001, 1, 1, 0, 0, 0, 0, time.UTC)
	fsys.Chtimes(ctx, "/w/d/sub/f", old, old)
	vfs.WriteFile(ctx, fsys, "/w/target", []byte("old"), 0o644)
	r := runIn(t, fsys, "/w", []string{"mv", "-v", "d", "moved"}, "")
	if r.status != 0 || r.stdout != "renamed 'd' -> 'moved'\n" || r.stderr != "" {
		t.Fatalf("mv across devices: %+v", r)
	}
	if _, err := fsys.Lstat(ctx, "/w/d"); err == nil {
		t.Errorf("source still there")
	}
	fi, err := fsys.Stat(ctx, "/w/moved/sub/f")
	if err != nil || fi.Mode() != 0o600 || !fi.ModTime().Equal(old) {
		t.Errorf("moved file: %v %v", fi, err)
	}
	if got, _ := fsys.Readlink(ctx, "/w/moved/l"); got != "sub/f" {
		t.Errorf("moved symlink reads %q", got)
	}
	r = runIn(t, fsys, "/w", []string{"mv", "moved/sub/f", "target"}, "")
	if b, _ := vfs.ReadFile(ctx, fsys, "/w/target"); r.status != 0 || string(b) != "data" {
		t.Errorf("mv file over file across devices: %+v %q", r, b)
	}
}
