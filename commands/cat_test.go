package commands

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

func TestCatDiff(t *testing.T) {
	files := map[string]string{
		"a":     "one\ntwo\n\n\n\nthree\n",
		"b":     "no newline",
		"crlf":  "x\r\ny\r\n",
		"bin":   "\x00\x01\x1f\x7f\x80\x9f\xa0\xff\tM\n",
		"utf8":  "héllo wörld\n",
		"empty": "",
		"blank": "\n\n\nx\n\n",
		"dir/":  "",
		"x y":   "spaced\n",
	}
	var cases []diffCase
	for _, flags := range [][]string{nil, {"-n"}, {"-b"}, {"-s"}, {"-E"}, {"-T"}, {"-v"}, {"-A"}, {"-e"}, {"-t"}, {"-ns"}, {"-bE"}, {"-sb"}, {"--number", "--show-ends"}, {"-u"}} {
		for _, in := range [][]string{{"a"}, {"b", "a"}, {"crlf"}, {"bin"}, {"utf8"}, {"empty"}, {"blank", "blank"}, {"b", "b"}} {
			args := append(append([]string{"cat"}, flags...), in...)
			cases = append(cases, diffCase{args: args, files: files})
		}
	}
	cases = append(cases,
		diffCase{args: []string{"cat"}, stdin: "from stdin\n", files: files},
		diffCase{args: []string{"cat", "-n", "a", "-", "b"}, stdin: "in\n", files: files},
		diffCase{args: []string{"cat", "missing"}, files: files},
		diffCase{args: []string{"cat", "a", "missing", "b"}, files: files},
		diffCase{args: []string{"cat", "dir"}, files: files},
		diffCase{args: []string{"cat", "x y"}, files: files},
		diffCase{args: []string{"cat", "missing file"}, files: files},
		diffCase{args: []string{"cat", "-E", "-"}, stdin: "a\rb\r", files: files},
		diffCase{args: []string{"cat", "-E", "-"}, stdin: "\r\n\r\r\n", files: files},
		diffCase{args: []string{"cat", "-z"}, why: "the real tool names itself by path in the Try line",
			stderr: "cat: invalid option -- 'z'\nTry 'cat --help' for more information.\n", status: 1},
	)
	runDiffCases(t, cases)
}

// A long line without newlines streams through the -n state machine.
func TestCatLongLine(t *testing.T) {
	long := strings.Repeat("x", 200000)
	got := runSandbox(t, []string{"cat", "-nE"}, long, nil)
	if got.stdout != "     1\t"+long || got.status != 0 {
		t.Errorf("cat -nE on a long line: %d bytes, status %d", len(got.stdout), got.status)
	}
}

// cat stops at the first failed write (the output limit) instead of
// reading on.
func TestCatStopsOnWriteError(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	vfs.MkdirAll(ctx, fsys, "/w", 0o755)
	for _, flags := range [][]string{nil, {"-n"}} {
		in := &countingReader{}
		var errb strings.Builder
		inv := &shell.Invocation{Args: append([]string{"cat"}, flags...), Stdin: in, Stdout: failWriter{}, Stderr: &errb,
			Dir: "/w", FS: fsys, Now: time.Now}
		if st := All()["cat"].Run(ctx, inv); st != 1 || errb.Len() != 0 {
			t.Errorf("cat %v: status %d, stderr %q", flags, st, errb.String())
		}
		if in.n > 1<<20 {
			t.Errorf("cat %v read %d bytes after its output failed", flags, in.n)
		}
	}
}

// countingReader is an endless input.
type countingReader struct{ n int }

func (r *countingReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 'x'
	}
	r.n += len(p)
	return len(p), nil
}

// GNU cat writes each block as it reads it: with stdout and stderr on one
// file (2>&1), a file's output comes before a later file's error.
func TestCatOutputBeforeLaterError(t *testing.T) {
	files := map[string]string{"a": "one\ntwo\n", "b": "bee\n"}
	for _, args := range [][]string{{"cat", "a", "missing", "b"}, {"cat", "-n", "a", "missing", "b"}} {
		want := runReal(t, append([]string{"sh", "-c", `exec "$@" 2>&1`, "sh"}, args...), "", files)
		fsys := memfs.New()
		if err := vfs.MkdirAll(context.Background(), fsys, sandboxDir, 0o755); err != nil {
			t.Fatal(err)
		}
		writeFiles(t, fsys, files)
		var both strings.Builder
		inv := &shell.Invocation{Args: args, Stdin: strings.NewReader(""), Stdout: &both, Stderr: &both,
			Env: map[string]string{"LC_ALL": "C.UTF-8"}, Dir: sandboxDir, FS: fsys, Limits: shell.DefaultLimits, Now: time.Now}
		status := All()["cat"].Run(context.Background(), inv)
		if both.String() != want.stdout || status != want.status {
			t.Errorf("%v 2>&1: got %q status %d, GNU %q status %d", args, both.String(), status, want.stdout, want.status)
		}
	}
}
