package commands

import (
	"context"
	"io/fs"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// tailWaitFor is a shell function for the follow cases: the writer waits
// until tail has printed what it wrote before (in out or err), so the
// cases do not depend on timing (at most ~6 s, then it goes on).
const tailWaitFor = `w() { i=0; until grep -q "$1" out err 2>/dev/null || [ $i -ge 300 ]; do sleep 0.02; i=$((i+1)); done; }; `

// TestTailFollowDiff: tail -f/-F following files a background job
// writes, until --pid's job ends, against GNU tail (whose inotify
// messages the sandbox's polling gives as well).
func TestTailFollowDiff(t *testing.T) {
	files := map[string]string{"f": "old line 1\nold line 2\n", "g": "b\n", "d/": ""}
	show := `; echo "status $?"; cat out; echo ---; cat err`
	var cases []diffCase
	for _, c := range []string{
		// Appended lines, by descriptor and by name.
		`(w 'old line 2'; echo 1 >> f; w '^1$'; echo 2 >> f) & tail -s 0.05 -f --pid=$! f >out 2>err`,
		`(w 'old line 2'; echo 1 >> f; w '^1$'; printf 'no newline' >> f) & tail -s 0.05 --follow=name --pid=$! f >out 2>err`,
		`(w 'old line 2'; printf 'x\0y\0' >> f) & tail -z -s 0.05 -n 1 -f --pid=$! f >out 2>err`,
		// Headers when the output switches files.
		`(w '^b$'; echo a2 >> f; w a2; echo b2 >> g; w b2; echo a3 >> f) & tail -s 0.05 -f --pid=$! f g >out 2>err`,
		`(w '^b$'; echo a2 >> f; w a2; echo b2 >> g) & tail -q -s 0.05 -f --pid=$! f g >out 2>err`,
		`(w 'old line 2'; echo a2 >> f) & tail -v -s 0.05 -n 1 -f --pid=$! f >out 2>err`,
		// Counts: -n 0, -c, +N.
		`(sleep 0.5; echo a2 >> f) & tail -s 0.05 -n 0 -f --pid=$! f >out 2>err`,
		`(w 'ne 2'; echo a2 >> f) & tail -s 0.05 -c 5 -f --pid=$! f >out 2>err`,
		`(w 'line 2'; echo a2 >> f) & tail -s 0.05 -n +2 -f --pid=$! f >out 2>err`,
		// Truncation.
		`(w 'old line 2'; : > f; w truncated; echo new >> f) & tail -s 0.05 -f --pid=$! f >out 2>err`,
		// A renamed file is followed by descriptor, not by name.
		`(w 'old line 2'; mv f h; echo more >> h) & tail -s 0.05 -f --pid=$! f >out 2>err`,
		// -F: replaced, gone, back; absent at first.
		`(w 'old line 2'; echo b > n; mv n f; w '^b$'; rm f; w inaccessible; echo c > f; w '^c$') & tail -s 0.05 -F --pid=$! f >out 2>err`,
		`rm f; (w 'cannot open'; echo c > f; w '^c$') & tail -s 0.05 -F --pid=$! f >out 2>err`,
		`rm f; (w 'cannot open'; echo c > f) & tail -s 0.05 -f --pid=$! f >out 2>err`,
		`(w 'old line 2'; rm f; w 'No such') & tail -s 0.05 --follow=name --pid=$! f >out 2>err`,
		// (A name removed and made again between two polls is "replaced"
		// in the sandbox; GNU's inotify sees both.)
		`(w 'old line 2'; rm f; w inaccessible; echo c > f; w '^c$') & tail -s 0.05 --follow=name --retry --pid=$! f >out 2>err`,
		// Directories, pipes, the end of the writer.
		`(w 'giving up'; echo a2 >> f) & tail -s 0.05 -f --pid=$! d f >out 2>err`,
		`echo x | tail -f >out 2>err`,
		`echo y | tail -s 0.05 -f --pid=999999 - f >out 2>err`,
		`echo y | tail -F >out 2>err`,
		`tail -F - f >out 2>err`,
		`tail -s 0.05 -f --pid=999999 f >out 2>err`,
		`tail -s 0.05 -f --retry --pid=999999 f >out 2>err`,
		// Stopped from outside: timeout, as the turn's deadline.
		`timeout 0.3 tail -f f >out 2>err`,
		`timeout 0.3 tail -F --pid=$$ f >out 2>err`,
		`timeout 0.3 tail -s 0 -f --pid=0 f >out 2>err`,
		`timeout 0.3 tail --follow=nam --sleep-interval=inf f >out 2>err`,
	} {
		cases = append(cases, diffCase{args: []string{"sh", "-c", tailWaitFor + c + show}, files: files})
	}
	for _, c := range cases {
		t.Run(c.args[2][len(tailWaitFor):], func(t *testing.T) {
			t.Parallel()
			got := runInShell(t, c.args, "", c.files)
			want := realResult(t, got, c.args, "", c.files)
			want.stdout = withoutInotifyRace(want.stdout)
			if got != want {
				t.Errorf("\n got %+v\nwant %+v", got, want)
			}
		})
	}
}

// withoutInotifyRace drops GNU tail's "cannot watch" line: when the file
// goes between two of its inotify calls (a loaded machine) it says so
// before "No such file or directory", which the sandbox's polling, with
// no watch to lose, never does.
func withoutInotifyRace(s string) string {
	var b strings.Builder
	for _, l := range strings.SplitAfter(s, "\n") {
		if !strings.HasPrefix(l, "tail: cannot watch ") {
			b.WriteString(l)
		}
	}
	return b.String()
}

// TestTailFollowOptionsDiff: -s, --pid, --max-unchanged-stats and
// --follow's values as GNU reads them, and the warnings without -f.
func TestTailFollowOptionsDiff(t *testing.T) {
	files := map[string]string{"f": "a\nb\n"}
	var cases []diffCase
	for _, v := range []string{"x", "-1", " 5", "+5", "5 ", "", "0x5", "2147483647", "2147483648", "99999999999999999999999"} {
		cases = append(cases, diffCase{args: []string{"tail", "--pid=" + v, "-n1", "f"}, files: files})
	}
	for _, v := range []string{"x", "-1", " 5", "+5", "", "18446744073709551615", "18446744073709551616"} {
		cases = append(cases, diffCase{args: []string{"tail", "--max-unchanged-stats=" + v, "-n1", "f"}, files: files})
	}
	for _, v := range []string{" 1", "1 ", "+1", "inf", "nan", "1e-9999", "1e9999", "", "0x1p3", "0x10", "1s", "-1", "-0", ".5", "1_0"} {
		cases = append(cases, diffCase{args: []string{"tail", "-s", v, "-n1", "f"}, files: files})
	}
	for _, args := range [][]string{
		{"--follow=x", "f"}, {"--retry", "f"}, {"--pid=3", "f"}, {"--retry", "--pid=3", "f"},
		{"-F", "-"}, {"--follow=name"}, {"--follow=n", "-", "f"},
	} {
		cases = append(cases, diffCase{args: append([]string{"tail"}, args...), files: files})
	}
	runDiffCases(t, cases)
}

// countFS counts the reads and stats of files (tail -f must sleep
// between its polls, not spin).
type countFS struct {
	vfs.FS
	n *atomic.Int64
}

func (c countFS) Stat(ctx context.Context, name string) (fs.FileInfo, error) {
	c.n.Add(1)
	return c.FS.Stat(ctx, name)
}

func (c countFS) OpenFile(ctx context.Context, name string, flag int, perm fs.FileMode) (vfs.File, error) {
	f, err := c.FS.OpenFile(ctx, name, flag, perm)
	if err != nil {
		return nil, err
	}
	return countFile{f, c.n}, nil
}

type countFile struct {
	vfs.File
	n *atomic.Int64
}

func (c countFile) ReadAt(p []byte, off int64) (int, error) {
	c.n.Add(1)
	return c.File.ReadAt(p, off)
}

// TestTailFollowStopsWithTheContext: tail -f ends when its context does,
// polling at -s's pace (at least 10 ms) in between.
func TestTailFollowStopsWithTheContext(t *testing.T) {
	for _, c := range []struct {
		args     []string
		maxPolls int64
	}{
		{[]string{"tail", "-s", "0.1", "-f", "f"}, 30},
		{[]string{"tail", "-s", "0", "-F", "f"}, 300},
		{[]string{"tail", "-f", "f"}, 20},
	} {
		var n atomic.Int64
		fsys := countFS{sandboxFS(t, map[string]string{"f": "a\n"}), &n}
		ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
		start := time.Now()
		r := runInCtx(ctx, t, fsys, sandboxDir, c.args, "")
		cancel()
		if took := time.Since(start); took < 450*time.Millisecond || took > 3*time.Second {
			t.Errorf("%v: returned after %v, want when its context ends (500ms)", c.args, took)
		}
		if r.stdout != "a\n" || r.status != 1 {
			t.Errorf("%v: %+v", c.args, r)
		}
		if got := n.Load(); got > c.maxPolls {
			t.Errorf("%v: %d reads and stats in 500ms: it spins", c.args, got)
		}
	}
	// Without a shell, no process lives: --pid's writer has ended.
	r := runIn(t, memfs.New(), "/", []string{"tail", "-f", "--pid=1", "/dev/null"}, "")
	if r.status != 1 || !strings.Contains(r.stderr, "cannot open") {
		t.Errorf("%+v", r)
	}
}
