package commands

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

func TestTeeDiff(t *testing.T) {
	files := map[string]string{"old": "previous\n", "d/": ""}
	var cases []diffCase
	for _, args := range [][]string{
		{"tee"}, {"tee", "new"}, {"tee", "old"}, {"tee", "-a", "old"}, {"tee", "d"}, {"tee", "nodir/x", "new"},
		{"tee", "-"}, {"tee", "--output-error=warn", "x"}, {"tee", "--output-error=bad", "x"}, {"tee", "-p", "-i", "x"},
	} {
		for _, in := range []string{"", "hello\nworld\n", "no newline", "\x00\xff bin\r\n"} {
			cases = append(cases, diffCase{args: args, stdin: in, files: files})
		}
	}
	runDiffCases(t, cases)
	runSeqCases(t, []seqCase{
		{files: files, cmds: [][]string{{"tee", "a", "b"}, {"tee", "-a", "old", "a"}, {"tee", "--append", "old"}}},
	})
}

// A full filesystem ends tee with "No space left on device" for that file
// while the other outputs carry on.
func TestTeeNoSpace(t *testing.T) {
	fsys := memfs.New(memfs.WithLimits(0, 10))
	ctx := context.Background()
	vfs.MkdirAll(ctx, fsys, "/work", 0o755)
	r := runIn(t, fsys, "/work", []string{"tee", "big"}, strings.Repeat("x", 100))
	if r.stdout != strings.Repeat("x", 100) || r.stderr != "tee: big: No space left on device\n" || r.status != 1 {
		t.Errorf("got %q %q %d", r.stdout, r.stderr, r.status)
	}
	b, err := vfs.ReadFile(ctx, fsys, "/work/big")
	if err != nil || len(b) != 10 {
		t.Errorf("big holds %d bytes, %v", len(b), err)
	}
	if !errors.Is(err, nil) {
		t.Fatal(err)
	}
}
