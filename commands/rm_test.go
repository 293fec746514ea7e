package commands

import (
	"context"
	"errors"
	"path"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

func TestRmDiff(t *testing.T) {
	files := map[string]string{"f": "x", "e": "", "d/": "", "d/sub/": "", "d/sub/y": "y", "empty/": "", "one/x": "1", "-dash": "z"}
	links := map[string]string{"l": "f", "dl": "d", "dangling": "nowhere"}
	var cases []seqCase
	for _, args := range [][]string{
		{"f"}, {"nope"}, {"-f", "nope"}, {"-f"}, {}, {"d"}, {"-d", "empty"}, {"-d", "d"}, {"-r", "d"}, {"-R", "d", "f"},
		{"-rf", "d", "nope"}, {"l"}, {"dl"}, {"dangling"}, {"-r", "dl"}, {"-v", "f", "e", "l"}, {"-rv", "one"}, {"-dv", "empty"},
		{"-r", "."}, {"-r", "d/.."}, {"-rf", "/"}, {"--", "-dash"}, {"./-dash"}, {"f/"}, {"-r", "empty/"}, {"-r", "nope/x"},
		{"--interactive=never", "f"}, {"--interactive=bogus", "f"}, {"-fi", "nope"},
		// "f/." is not a directory; "d/." is refused only with -r; -f
		// ignores ENOTDIR as it does ENOENT.
		{"f/."}, {"-f", "f/."}, {"-f", "f/x"}, {"f/x"}, {"d/."}, {"-r", "d/."}, {"-rf", "f/."}, {"."}, {"-r", "d/sub/.."},
	} {
		cases = append(cases, seqCase{files: files, links: links, cmds: [][]string{append([]string{"rm"}, args...)}})
	}
	for _, in := range []string{"y\ny\ny\ny\ny\n", "n\nn\nn\nn\n", "y\nn\ny\n", ""} {
		cases = append(cases,
			seqCase{files: files, links: links, stdin: in, cmds: [][]string{{"rm", "-i", "f", "e", "l", "d"}}},
			seqCase{files: files, links: links, stdin: in, cmds: [][]string{{"rm", "-ri", "one"}}},
			seqCase{files: files, links: links, stdin: in, cmds: [][]string{{"rm", "-ri", "empty"}}},
			seqCase{files: files, links: links, stdin: in, cmds: [][]string{{"rm", "-di", "empty"}}},
			seqCase{files: files, links: links, stdin: in, cmds: [][]string{{"rm", "-I", "f", "e", "l", "dangling"}}},
			seqCase{files: files, links: links, stdin: in, cmds: [][]string{{"rm", "-I", "f", "e"}}},
			seqCase{files: files, links: links, stdin: in, cmds: [][]string{{"rm", "-rI", "one"}}},
		)
	}
	runSeqCases(t, cases)
}

// failWriter fails every write, as stdout does once the output limit is hit.
type failWriter struct{}

func (failWriter) Write(p []byte) (int, error) { return 0, errFailWrite }

var errFailWrite = errors.New("output limit")

// rm -v stops when its output can no longer be written.
func TestRmVerboseStops(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	for _, n := range []string{"/w/d/a", "/w/d/b", "/w/d/c"} {
		vfs.MkdirAll(ctx, fsys, path.Dir(n), 0o755)
		vfs.WriteFile(ctx, fsys, n, nil, 0o644)
	}
	var errb strings.Builder
	inv := &shell.Invocation{Args: []string{"rm", "-rv", "d"}, Stdin: strings.NewReader(""), Stdout: failWriter{}, Stderr: &errb,
		Dir: "/w", FS: fsys, Now: time.Now}
	if st := All()["rm"].Run(ctx, inv); st != 1 {
		t.Errorf("status %d", st)
	}
	ents, _ := fsys.ReadDir(ctx, "/w/d")
	if len(ents) != 2 {
		t.Errorf("rm went on after its output failed: %d entries left", len(ents))
	}
}
