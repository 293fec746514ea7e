package commands

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// csplitFiles returns the files in the sandbox dir that are not inputs.
func csplitSandboxFiles(t *testing.T, fsys vfs.FS, inputs map[string]string) map[string]string {
	t.Helper()
	ctx := context.Background()
	got := map[string]string{}
	vfs.WalkDir(ctx, fsys, sandboxDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		rel := strings.TrimPrefix(p, sandboxDir+"/")
		if _, ok := inputs[rel]; ok {
			return nil
		}
		data, _ := vfs.ReadFile(ctx, fsys, p)
		got[rel] = string(data)
		return nil
	})
	return got
}

// runCsplitDiff runs each case through our csplit and the real one and
// compares stdout, stderr, status and the files produced.
func runCsplitDiff(t *testing.T, cases []diffCase) {
	t.Helper()
	real, err := os.Stat("/usr/bin/csplit")
	if err != nil || real.IsDir() {
		t.Skip("real csplit not installed")
	}
	for _, c := range cases {
		name := c.name
		if name == "" {
			name = strings.Join(c.args, " ")
		}
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			fsys := memfs.New()
			if err := vfs.MkdirAll(ctx, fsys, sandboxDir, 0o755); err != nil {
				t.Fatal(err)
			}
			writeFiles(t, fsys, c.files)
			got := runIn(t, fsys, sandboxDir, c.args, c.stdin)
			gotFiles := csplitSandboxFiles(t, fsys, c.files)

			key := hostCaseKey(c.args, c.stdin, c.files)
			want, wantFiles := got, gotFiles
			if !hostKnown(t, key, csplitRecordText(got, gotFiles)) {
				dir := t.TempDir()
				for n, content := range c.files {
					os.WriteFile(filepath.Join(dir, n), []byte(content), 0o644)
				}
				want, wantFiles = csplitReal(t, dir, c)
				hostRan(t, key, csplitRecordText(want, wantFiles))
			}
			if got.stdout != want.stdout {
				t.Errorf("stdout differs\n got: %q\nwant: %q", got.stdout, want.stdout)
			}
			if got.stderr != want.stderr {
				t.Errorf("stderr differs\n got: %q\nwant: %q", got.stderr, want.stderr)
			}
			if got.status != want.status {
				t.Errorf("status: got %d, want %d", got.status, want.status)
			}
			if !reflect.DeepEqual(gotFiles, wantFiles) {
				t.Errorf("files differ\n got: %q\nwant: %q", gotFiles, wantFiles)
			}
		})
	}
}

// csplitRecordText is one side's result and files, for the host record.
func csplitRecordText(r result, files map[string]string) string {
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	b.WriteString(resultText(r))
	for _, n := range names {
		fmt.Fprintf(&b, "%q %q\n", n, files[n])
	}
	return b.String()
}

func csplitReal(t *testing.T, dir string, c diffCase) (result, map[string]string) {
	t.Helper()
	r := runHost(t, exec.Command("/usr/bin/csplit", c.args[1:]...), dir, c.stdin)
	stderr := strings.ReplaceAll(r.stderr, "/usr/bin/csplit", "csplit")
	files := map[string]string{}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if _, ok := c.files[e.Name()]; ok || e.IsDir() {
			continue
		}
		data, _ := os.ReadFile(filepath.Join(dir, e.Name()))
		files[e.Name()] = string(data)
	}
	return result{r.stdout, stderr, r.status}, files
}

const csplitText = "one\ntwo\n== A\nthree\nfour\n== B\nfive\n== C\nsix\n"

func TestCsplitDiff(t *testing.T) {
	in := map[string]string{"in": csplitText}
	cs := func(args ...string) diffCase {
		return diffCase{args: append([]string{"csplit"}, args...), files: in}
	}
	runCsplitDiff(t, []diffCase{
		cs("in", "3"),
		cs("in", "3", "6"),
		cs("in", "3", "6", "20"),
		cs("in", "2", "{2}"),
		cs("in", "2", "{*}"),
		cs("in", "2", "{10}"),
		cs("in", "1"),
		cs("in", "3", "3"),
		cs("in", "5", "3"),
		cs("in", "0"),
		cs("in", "x"),
		cs("in", "/==/"),
		cs("in", "/==/", "{*}"),
		cs("in", "/==/", "{1}"),
		cs("in", "/==/", "{5}"),
		cs("in", "/^==/+1", "{*}"),
		cs("in", "/==/-1", "{*}"),
		cs("in", "/B/-2"),
		cs("in", "/B/+20"),
		cs("in", "/B/-20"),
		cs("in", "%==%", "{1}"),
		cs("in", "%B%", "/C/"),
		cs("in", "%z%", "{*}", "2"),
		cs("in", "/z/"),
		cs("in", "%z%"),
		cs("in", "/z/", "{*}"),
		cs("in", "4", "/==/"),
		cs("in", "3", "/==/"),
		cs("in", "/two/", "/two/"),
		cs("in", "/==/", "/==/"),
		cs("in", "/t[wh]/", "{*}"),
		cs("in", `/f\(our\|ive\)/`, "{*}"),
		cs("in", "/a/b/"),
		cs("in", "/==/x"),
		cs("in", "/== A/ 2"),
		cs("in", "/==", "1"),
		cs("in", `/a\(/`),
		cs("in", "3", "{x}"),
		cs("in", "3", "{3"),
		cs("in", "3", "{}"),
		cs("-k", "in", "/z/"),
		cs("-k", "in", "3", "30"),
		cs("-s", "in", "3", "/five/"),
		cs("--quiet", "in", "3"),
		cs("--silent", "in", "3"),
		cs("-z", "in", "/==/", "{*}"),
		cs("-z", "in", "1", "/==/-1", "{*}"),
		cs("-f", "part-", "in", "3"),
		cs("--prefix=p", "-n", "4", "in", "3"),
		cs("-n", "1", "in", "1", "{*}"),
		cs("-n", "x", "in", "3"),
		cs("-b", "%03d.txt", "in", "3"),
		cs("-b", "_%x_%%", "in", "1", "{*}"),
		cs("-b", "%#o", "in", "/==/", "{*}"),
		cs("-b", "%-4d|", "in", "3"),
		cs("-b", "%s", "in", "3"),
		cs("-b", "ab", "in", "3"),
		cs("-b", "%d%d", "in", "3"),
		cs("-b", "%#d", "in", "3"),
		cs("-b", "%", "in", "3"),
		cs("-n", "3", "-b", "%d", "in", "3"),
		cs("-x", "in", "3"),
		cs("--bogus", "in", "3"),
		cs(),
		cs("in"),
		cs("nofile", "3"),
		cs("nofile", "x"),
		{args: []string{"csplit", "-", "2", "/c/"}, stdin: "a\nb\nc\nd"},
		{args: []string{"csplit", "-", "1"}, stdin: ""},
		{args: []string{"csplit", "-", "/a/+1", "2"}, stdin: "a\n"},
		{args: []string{"csplit", "-", "/a/"}, stdin: ""},
		{args: []string{"csplit", "-", "/é/"}, stdin: "x\ncafé\ny\n"},
		{args: []string{"csplit", "-", "/^b$/"}, stdin: "a\r\nb\r\nb\nc\n"},
		{args: []string{"csplit", "-", "/x/"}, stdin: "a\x00b\nx\xff\n"},
		{args: []string{"csplit", "-", "/b/-1", "/b/-1"}, stdin: "a\nb\nb\n"},
		cs("--suppress-matched", "in", "/==/", "{*}"),
		cs("--suppress-matched", "in", "/==/", "{1}"),
		cs("--suppress-matched", "in", "/==/", "{5}"),
		cs("--suppress-matched", "in", "3", "{*}"),
		cs("--suppress-matched", "in", "3", "6"),
		cs("--suppress-matched", "in", "3", "/five/"),
		cs("--suppress-matched", "in", "/two/", "4"),
		cs("--suppress-matched", "in", "/two/+1", "/B/-1"),
		cs("--suppress-matched", "in", "%==%", "{*}"),
		cs("--suppress-matched", "-z", "in", "/==/", "{*}"),
		cs("--suppress-matched", "in", "9"),
		cs("--suppress-matched", "in", "10"),
		cs("--suppress-matched", "in", "%B%-1", "/C/+1"),
		cs("--suppress-matched", "in", "/B/-1", "/z/"),
		cs("--suppress-matched", "-k", "in", "/B/", "{3}"),
		{args: []string{"csplit", "--suppress-matched", "-", "/x/", "{*}"}, stdin: "x\nx\nx\n"},
		{args: []string{"csplit", "--suppress-matched", "-", "1", "{*}"}, stdin: "a\nb\n"},
	})
}

// A large input streams through with the lines passed on as they go.
func TestCsplitLarge(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 100000; i++ {
		if i%25000 == 0 {
			b.WriteString("--cut--\n")
		}
		b.WriteString("some line of text\n")
	}
	got := runSandbox(t, []string{"csplit", "-", "/^--cut--$/", "{*}"}, b.String(), nil)
	want := "0\n450008\n450008\n450008\n450008\n"
	if got.stdout != want || got.status != 0 || got.stderr != "" {
		t.Errorf("got %+v, want stdout %q", got, want)
	}
}

type csplitEndless struct{}

func (csplitEndless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = "ab\n"[i%3]
	}
	return len(p) - len(p)%3, nil
}

// An endless input ends with the context instead of hanging.
func TestCsplitCancel(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	var out, errb bytes.Buffer
	fsys := memfs.New()
	inv := &shell.Invocation{
		Args: []string{"csplit", "-", "/never/-1"}, Stdin: csplitEndless{},
		Stdout: &out, Stderr: &errb, Env: map[string]string{},
		Dir: "/", FS: fsys, Limits: shell.DefaultLimits, Now: time.Now,
	}
	done := make(chan int, 1)
	go func() { done <- All()["csplit"].Run(ctx, inv) }()
	select {
	case st := <-done:
		if st != 1 {
			t.Errorf("status %d, stderr %q", st, errb.String())
		}
	case <-time.After(20 * time.Second):
		t.Fatal("csplit did not stop when cancelled")
	}
}
