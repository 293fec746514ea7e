package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/vfs/docfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/mount"
)

func run(t *testing.T, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	var out, errb bytes.Buffer
	status = runCommand(context.Background(), args, strings.NewReader(""), &out, &errb)
	return out.String(), errb.String(), status
}

func TestDocsFlag(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "page.html"), []byte("<h1>Hi</h1><p>see <a href=\"https://x.org\">x</a></p>"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "notes.md"), []byte("plain\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errs, st := run(t, "--docs", dir+":/docs", "-c",
		"ls /docs; cat /docs/page.html.txt; wc -c < /docs/page.html.txt; grep -rl Hi /docs; touch /docs/new; grep docs /proc/sandbox/mounts")
	want := "notes.md\npage.html.orig\npage.html.txt\n# Hi\nsee x <https://x.org>\n27\n/docs/page.html.orig\n/docs/page.html.txt\n/docs\t" + dir + "\tdocuments as text, read-only (" + docfs.Convention + ")\tro\n"
	if out != want || errs != "touch: cannot touch '/docs/new': Read-only file system\n" || st != 0 {
		t.Errorf("stdout %q\nwant   %q\nstderr %q, status %d", out, want, errs, st)
	}

	for _, spec := range []string{dir, "relative", dir + ":docs", ":/docs"} {
		_, errs, st := run(t, "--docs", spec, "-c", "true")
		if st != 2 || !strings.Contains(errs, "--docs "+spec+": want HOSTDIR:/path") {
			t.Errorf("--docs %s: status %d, stderr %q", spec, st, errs)
		}
	}
	_, errs, st = run(t, "--docs", filepath.Join(dir, "missing")+":/docs", "-c", "true")
	if st != 2 || !strings.Contains(errs, "--docs ") {
		t.Errorf("missing folder: status %d, stderr %q", st, errs)
	}
	// Together with --mount, the mounts share one table.
	out, _, _ = run(t, "--mount", dir+":/host", "--docs", dir+":/docs", "-c", "ls /host; cut -f1,4 /proc/sandbox/mounts")
	if want := "notes.md\npage.html\n/\trw\n/docs\tro\n/host\tro\n/proc/sandbox\tro\n"; out != want {
		t.Errorf("with --mount: %q, want %q", out, want)
	}
}

func TestProcSandbox(t *testing.T) {
	out, errs, st := run(t, "--timeout", "7s", "--without", "curl,sed", "-c", `
		ls /proc/sandbox
		a=$(cat /proc/sandbox/time); b=$(cat /proc/sandbox/time)
		[ "$a" != "$b" ] && echo two moments
		date -d "$a" +%Y >/dev/null && echo parses
		grep '^timeout ' /proc/sandbox/limits
		grep -cx cat /proc/sandbox/commands; grep -cx sed /proc/sandbox/commands
		grep -c seconds /proc/sandbox/uptime
		[ "$(stat -c %s /proc/sandbox/limits)" = "$(wc -c < /proc/sandbox/limits)" ] && echo sizes agree
		echo x > /proc/sandbox/time`)
	want := "commands\nlimits\nmounts\ntime\nuptime\ntwo moments\nparses\ntimeout 7s\n1\n0\n1\nsizes agree\n"
	if out != want || !strings.Contains(errs, "/proc/sandbox/time: Read-only file system") || st != 1 {
		t.Errorf("stdout %q\nwant   %q\nstderr %q, status %d", out, want, errs, st)
	}
	out, _, _ = run(t, "--no-proc", "-c", "ls /proc 2>&1; echo $?")
	if !strings.HasSuffix(out, "2\n") {
		t.Errorf("--no-proc: %q", out)
	}
}

func TestProcUptime(t *testing.T) {
	clock := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	now := func() time.Time { return clock }
	table := mount.New(memfs.New())
	p := procFS(now, table, computerwelt.Limits{}.WithDefaults(), func() []string { return []string{"cat", "ls"} })
	clock = clock.Add(90*time.Second + 250*time.Millisecond)
	for name, want := range map[string]string{
		"/uptime":   "90.25 seconds since 2026-01-02T03:04:05Z\n",
		"/time":     "2026-01-02T03:05:35.25Z\n",
		"/commands": "cat\nls\n",
		"/mounts":   "/\t-\tin-memory, writable\trw\n",
	} {
		f, err := p.OpenFile(context.Background(), name, 0, 0)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		b.ReadFrom(f)
		f.Close()
		if name == "/mounts" {
			// The root's description is memfs's own.
			if !strings.HasPrefix(b.String(), "/\t-\t") || !strings.HasSuffix(b.String(), "\trw\n") {
				t.Errorf("%s = %q", name, b.String())
			}
			continue
		}
		if b.String() != want {
			t.Errorf("%s = %q, want %q", name, b.String(), want)
		}
	}
}
