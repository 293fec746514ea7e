package python_test

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/internal/testtime"
	"github.com/computerwelt/computerwelt/python"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/mount"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

// These tests run python3 as a model does: through a Sandbox's shell, with
// the filesystems and limits a host gives it.

func newSandbox(t *testing.T, opts ...computerwelt.Option) *computerwelt.Sandbox {
	t.Helper()
	// The compiled interpreter is shared by the process; compile it before
	// anything is timed.
	if err := (python.Config{}).Warm(); err != nil {
		t.Fatal(err)
	}
	sb, err := computerwelt.New(append([]computerwelt.Option{computerwelt.WithPython(python.Config{})}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sb.Close() })
	return sb
}

func execScript(t *testing.T, sb *computerwelt.Sandbox, script string) computerwelt.Result {
	t.Helper()
	res, err := sb.Exec(context.Background(), script)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func TestShellAndPythonSeeTheSameFiles(t *testing.T) {
	sb := newSandbox(t, computerwelt.WithWorkingDirectory("/work"))
	res := execScript(t, sb, `python3 -c 'open("a","w").write("x")'; cat a; echo
echo from shell > b; mkdir d
python3 -c 'import os; print(open("b").read(), end=""); os.rename("b", "d/c")'
ls d; cat /work/d/c`)
	want := "x\nfrom shell\nc\nfrom shell\n"
	if res.Stdout != want || res.Stderr != "" || res.ExitCode != 0 {
		t.Fatalf("got %+v, want stdout %q", res, want)
	}
}

// readOnlySandbox is a sandbox with the default filesystem and, at /ro,
// a read-only mount holding one file.
func readOnlySandbox(t *testing.T, name, content string) *computerwelt.Sandbox {
	t.Helper()
	ro := memfs.New()
	if err := vfs.WriteFile(context.Background(), ro, name, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	root, err := computerwelt.DefaultFileSystem("user", computerwelt.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	tbl := mount.New(root)
	if err := tbl.Mount("/ro", ro, mount.ReadOnly()); err != nil {
		t.Fatal(err)
	}
	return newSandbox(t, computerwelt.WithFileSystem(tbl))
}

func TestReadOnlyMountRefusesWrites(t *testing.T) {
	sb := readOnlySandbox(t, "/f.txt", "keep\n")
	res := execScript(t, sb, `python3 -c '
import errno, os
print(open("/ro/f.txt").read(), end="")
for what, f in (("write", lambda: open("/ro/f.txt", "w")),
                ("create", lambda: open("/ro/new.txt", "x")),
                ("remove", lambda: os.remove("/ro/f.txt")),
                ("mkdir", lambda: os.mkdir("/ro/d"))):
    try:
        f()
        print(what, "allowed")
    except OSError as e:
        print(what, errno.errorcode[e.errno])
'; echo "status $?"; cat /ro/f.txt; ls /ro`)
	want := "keep\nwrite EROFS\ncreate EROFS\nremove EROFS\nmkdir EROFS\nstatus 0\nkeep\nf.txt\n"
	if res.Stdout != want || res.Stderr != "" {
		t.Fatalf("got %+v, want stdout %q", res, want)
	}
}

func TestOverlayWritesShowInTheChanges(t *testing.T) {
	ctx := context.Background()
	base := memfs.New()
	if err := vfs.MkdirAll(ctx, base, "/work", 0o755); err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string]string{"/work/conf.txt": "old\n", "/work/gone.txt": "bye\n"} {
		if err := vfs.WriteFile(ctx, base, name, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ov := overlay.New(base)
	sb := newSandbox(t, computerwelt.WithFileSystem(ov), computerwelt.WithWorkingDirectory("/work"))
	res := execScript(t, sb, `python3 -c '
import os, pathlib
pathlib.Path("conf.txt").write_text("new\n")
pathlib.Path("added.txt").write_text("hello\n")
os.remove("gone.txt")
'`)
	if res.ExitCode != 0 || res.Stderr != "" {
		t.Fatalf("got %+v", res)
	}
	changes, err := ov.Changes(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range changes {
		got = append(got, fmt.Sprintf("%s %s", c.Kind, c.Path))
	}
	want := "added /work/added.txt,modified /work/conf.txt,deleted /work/gone.txt"
	if strings.Join(got, ",") != want {
		t.Errorf("changes %q, want %q", got, want)
	}
	var diff bytes.Buffer
	if err := ov.Diff(ctx, &diff, overlay.DiffOptions{}); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"+++ b/work/added.txt\n", "+hello\n", "-old\n+new\n", "--- a/work/gone.txt\n"} {
		if !strings.Contains(diff.String(), s) {
			t.Errorf("diff lacks %q:\n%s", s, diff.String())
		}
	}
	// The base is untouched.
	if data, _ := vfs.ReadFile(ctx, base, "/work/conf.txt"); string(data) != "old\n" {
		t.Errorf("base conf.txt %q", data)
	}
}

func TestExitStatusAndTracebackThroughTheShell(t *testing.T) {
	sb := newSandbox(t)
	res := execScript(t, sb, `python3 -c 'import sys; sys.exit(3)'; echo "status $?"
python3 -c 'import json; json.loads("{")' 2>err; echo "status $?"; head -1 err; tail -1 err`)
	want := "status 3\nstatus 1\nTraceback (most recent call last):\njson.decoder.JSONDecodeError: Expecting property name enclosed in double quotes: line 1 column 2 (char 1)\n"
	if res.Stdout != want {
		t.Fatalf("got %+v, want stdout %q", res, want)
	}
}

// TestTimeoutStopsPython checks that the sandbox's timeout ends a busy loop
// and a long sleep within 100 ms of the limit (plus testtime's slack).
func TestTimeoutStopsPython(t *testing.T) {
	const limit = time.Second
	for _, code := range []string{"while True: pass", "import time; time.sleep(100)", "import asyncio; asyncio.run(asyncio.sleep(100))"} {
		sb := newSandbox(t, computerwelt.WithLimits(computerwelt.Limits{Timeout: limit}))
		start := time.Now()
		res := execScript(t, sb, "python3 -c '"+code+"'")
		testtime.Check(t, code, limit+100*time.Millisecond, time.Since(start))
		if res.ExitCode != 124 {
			t.Errorf("%s: got %+v", code, res)
		}
	}
}

func TestNoHostFiles(t *testing.T) {
	sb := newSandbox(t)
	res := execScript(t, sb, `python3 -c '
import os
for p in ("/etc/shadow", "/etc/hosts", "/proc/self/environ", "/usr/lib/python3"):
    print(p, os.path.exists(p))
print(sorted(os.listdir("/")))
# /usr/bin holds notes about the sandbox commands, not host programs.
print(open("/usr/bin/python3").read().splitlines()[1])
'`)
	want := "/etc/shadow False\n/etc/hosts False\n/proc/self/environ False\n/usr/lib/python3 False\n" +
		"['bin', 'dev', 'etc', 'home', 'tmp', 'usr']\n# python3 is built into the Computerwelt sandbox: help python3\n"
	if res.Stdout != want || res.ExitCode != 0 {
		t.Fatalf("got %+v, want stdout %q", res, want)
	}
}

func TestConcurrentSandboxesAreIsolated(t *testing.T) {
	a := newSandbox(t, computerwelt.WithWorkingDirectory("/work"))
	b := newSandbox(t, computerwelt.WithWorkingDirectory("/work"))
	script := func(name string) string {
		return `python3 -c '
import os, time
for i in range(20):
    open("f%d.` + name + `" % i, "w").write("` + name + `")
    time.sleep(0.001)
print(sorted({n.split(".")[1] for n in os.listdir(".")}), open("f0.` + name + `").read())
'; ls | wc -l`
	}
	var wg sync.WaitGroup
	results := make([]computerwelt.Result, 2)
	for i, sb := range []*computerwelt.Sandbox{a, b} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, err := sb.Exec(context.Background(), script(string(rune('a'+i))))
			if err != nil {
				t.Error(err)
			}
			results[i] = res
		}()
	}
	wg.Wait()
	for i, name := range []string{"a", "b"} {
		want := "['" + name + "'] " + name + "\n20\n"
		if results[i].Stdout != want || results[i].ExitCode != 0 {
			t.Errorf("sandbox %s: got %+v, want stdout %q", name, results[i], want)
		}
	}
}
