package commands_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"github.com/computerwelt/computerwelt/vfs/mount"
	"github.com/computerwelt/computerwelt/vfs/overlay"
)

// changesSandbox is a sandbox whose root and /work are overlays, with a
// read-only /data and a plain in-memory /tmp (no overlay: not shown).
func changesSandbox(t *testing.T) (*computerwelt.Sandbox, *overlay.FS, *overlay.FS) {
	t.Helper()
	ctx := context.Background()
	rootBase, workBase, data := memfs.New(), memfs.New(), memfs.New()
	for _, d := range []string{"/etc", "/home/user"} {
		if err := vfs.MkdirAll(ctx, rootBase, d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	files := []struct {
		fsys vfs.FS
		path string
		data string
		mode os.FileMode
	}{
		{rootBase, "/etc/motd", "hello\n", 0o644},
		{rootBase, "/etc/old", "to delete\n", 0o644},
		{workBase, "/a.txt", "one\ntwo\nthree\n", 0o644},
		{workBase, "/gone.txt", "bye\n", 0o644},
		{workBase, "/run.sh", "#!/bin/sh\necho hi\n", 0o644},
		{workBase, "/sub/keep", "k\n", 0o644},
		{workBase, "/sub/keep2", "kept as it was\n", 0o644},
		{data, "/d", "data\n", 0o644},
	}
	for _, f := range files {
		vfs.MkdirAll(ctx, f.fsys, filepath.Dir(f.path), 0o755)
		if err := vfs.WriteFile(ctx, f.fsys, f.path, []byte(f.data), f.mode); err != nil {
			t.Fatal(err)
		}
	}
	rootOv := overlay.New(rootBase)
	workOv := overlay.New(workBase)
	table := mount.New(rootOv)
	for _, m := range []struct {
		p    string
		fsys vfs.FS
		opts []mount.Option
	}{
		{"/work", workOv, nil},
		{"/data", overlay.New(data), []mount.Option{mount.ReadOnly()}},
		{"/tmp", memfs.New(), nil},
	} {
		if err := table.Mount(m.p, m.fsys, m.opts...); err != nil {
			t.Fatal(err)
		}
	}
	sb, err := computerwelt.New(computerwelt.WithFileSystem(table), computerwelt.WithWorkingDirectory("/work"))
	if err != nil {
		t.Fatal(err)
	}
	return sb, rootOv, workOv
}

func run(t *testing.T, sb *computerwelt.Sandbox, script string) computerwelt.Result {
	t.Helper()
	res, err := sb.Exec(context.Background(), script)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// editScript makes add, modify, delete, chmod and symlink changes in
// both overlays, and writes to /tmp, which is not an overlay.
const editScript = `
echo added > new.txt
printf 'one\nTWO\nthree\nfour\n' > a.txt
rm gone.txt
chmod +x run.sh
ln -s a.txt link
mkdir -p newdir && echo x > newdir/f
rm -r sub
echo scratch > /tmp/t
echo bye > /etc/motd
rm /etc/old
chmod 600 /etc/motd
ln -s /work/a.txt /etc/link
printf '\0\1\2' > /etc/bin
`

func TestChanges(t *testing.T) {
	sb, rootOv, _ := changesSandbox(t)
	// A change of the root's overlay under /work is hidden by the mount:
	// the sandbox cannot see it, and changes does not show it.
	if err := vfs.MkdirAll(context.Background(), rootOv, "/work", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := vfs.WriteFile(context.Background(), rootOv, "/work/hidden", []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	res := run(t, sb, "changes; echo status $?; changes --exit-code; echo status $?")
	if res.Stdout != "No changes.\nstatus 0\nNo changes.\nstatus 0\n" || res.Stderr != "" {
		t.Errorf("before any change: %q %q", res.Stdout, res.Stderr)
	}
	res = run(t, sb, "changes --diff; changes --name-only; echo status $?")
	if res.Stdout != "status 0\n" || res.Stderr != "No changes.\nNo changes.\n" {
		t.Errorf("machine formats without changes: %q %q", res.Stdout, res.Stderr)
	}
	run(t, sb, editScript)

	res = run(t, sb, "changes")
	want := `A /etc/bin
A /etc/link
M /etc/motd
D /etc/old
M /work/a.txt
D /work/gone.txt
A /work/link
A /work/new.txt
A /work/newdir/
A /work/newdir/f
M /work/run.sh
D /work/sub/
D /work/sub/keep
D /work/sub/keep2
`
	if res.Stdout != want || res.ExitCode != 0 {
		t.Errorf("changes: %d\n%s\nwant\n%s", res.ExitCode, res.Stdout, want)
	}

	res = run(t, sb, "changes --name-only /etc; changes --exit-code sub; echo status $?")
	if want := "/etc/bin\n/etc/link\n/etc/motd\n/etc/old\nD /work/sub/\nD /work/sub/keep\nD /work/sub/keep2\nstatus 1\n"; res.Stdout != want {
		t.Errorf("changes with paths:\n%s\nwant\n%s", res.Stdout, want)
	}

	res = run(t, sb, "changes --diff /work/a.txt /etc/motd /etc/bin link")
	want = `diff --git a/etc/bin b/etc/bin
new file mode 100644
Binary files /dev/null and b/etc/bin differ
diff --git a/etc/motd b/etc/motd
--- a/etc/motd
+++ b/etc/motd
@@ -1 +1 @@
-hello
+bye
diff --git a/work/a.txt b/work/a.txt
--- a/work/a.txt
+++ b/work/a.txt
@@ -1,3 +1,4 @@
 one
-two
+TWO
 three
+four
diff --git a/work/link b/work/link
new file mode 120000
--- /dev/null
+++ b/work/link
@@ -0,0 +1 @@
+a.txt
\ No newline at end of file
`
	if res.Stdout != want {
		t.Errorf("changes --diff:\n%s\nwant\n%s", res.Stdout, want)
	}
	// "changes diff" is the same; -U0 drops the context.
	res = run(t, sb, "changes diff -U0 a.txt")
	if want := "diff --git a/work/a.txt b/work/a.txt\n--- a/work/a.txt\n+++ b/work/a.txt\n@@ -2 +2 @@ one\n-two\n+TWO\n@@ -3,0 +4 @@ three\n+four\n"; res.Stdout != want {
		t.Errorf("changes diff -U0:\n%s\nwant\n%s", res.Stdout, want)
	}
	// The whole diff is a patch that turns the originals into the change.
	res = run(t, sb, "changes --diff | grep -c '^diff --git'; changes --diff --exit-code >/dev/null; echo $?")
	// bin, link, motd, old, a.txt, gone.txt, link, new.txt, newdir/f, run.sh, sub/keep, sub/keep2
	if res.Stdout != "12\n1\n" {
		t.Errorf("changes --diff file count and --exit-code: %q", res.Stdout)
	}

	res = run(t, sb, "changes --stat")
	want = ` /etc/bin        | Bin 0 -> 3 bytes
 /etc/link       |   1 +
 /etc/motd       |   2 +-
 /etc/old        |   1 -
 /work/a.txt     |   3 ++-
 /work/gone.txt  |   1 -
 /work/link      |   1 +
 /work/new.txt   |   1 +
 /work/newdir/f  |   1 +
 /work/run.sh    |   0
 /work/sub/keep  |   1 -
 /work/sub/keep2 |   1 -
 12 files changed, 7 insertions(+), 6 deletions(-)
`
	if res.Stdout != want {
		t.Errorf("changes --stat:\n%s\nwant\n%s", res.Stdout, want)
	}
}

// TestChangesStatMatchesGit compares --stat with git's, for a change
// large enough to scale the graph, with a name long enough to be cut and
// a binary file.
func TestChangesStatMatchesGit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	sb, _, _ := changesSandbox(t)
	long := "very/long/directory/name/that/goes/on/and/on/and/on/for/a/while/yes/file.txt"
	run(t, sb, `
seq 1 300 > big
seq 1 40 > a.txt
mkdir -p $(dirname `+long+`)
seq 1 5 > `+long+`
printf 'x\0' > run.sh
rm gone.txt
chmod +x sub/keep
mkdir -p sub/deeper && mv sub/keep2 sub/deeper/keep2
`)
	res := run(t, sb, "changes --stat")

	// The same change in a git repository, under "xwork", a name as long
	// as "/work" so that the columns come out the same.
	dir := t.TempDir()
	git := func(args ...string) string {
		cmd := exec.Command("git", append([]string{"-c", "user.name=t", "-c", "user.email=t@t", "-c", "core.quotepath=true"}, args...)...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "HOME="+dir, "COLUMNS=80")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
		return string(out)
	}
	write := func(p, s string, mode os.FileMode) {
		p = filepath.Join(dir, "xwork", p)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(s), mode); err != nil {
			t.Fatal(err)
		}
		os.Chmod(p, mode)
	}
	seq := func(n int) string {
		var b strings.Builder
		for i := 1; i <= n; i++ {
			fmt.Fprintf(&b, "%d\n", i)
		}
		return b.String()
	}
	git("init", "-q")
	write("a.txt", "one\ntwo\nthree\n", 0o644)
	write("gone.txt", "bye\n", 0o644)
	write("run.sh", "#!/bin/sh\necho hi\n", 0o644)
	write("sub/keep", "k\n", 0o644)
	write("sub/keep2", "kept as it was\n", 0o644)
	git("add", "-A")
	git("commit", "-q", "-m", "base")
	write("big", seq(300), 0o644)
	write("a.txt", seq(40), 0o644)
	write(long, seq(5), 0o644)
	write("run.sh", "x\x00", 0o644)
	os.Remove(filepath.Join(dir, "xwork/gone.txt"))
	write("sub/keep", "k\n", 0o755)
	os.Remove(filepath.Join(dir, "xwork/sub/keep2"))
	write("sub/deeper/keep2", "kept as it was\n", 0o644)
	git("add", "-A")
	want := strings.ReplaceAll(git("diff", "--cached", "--stat=80"), " xwork/", " /work/")
	if res.Stdout != want {
		t.Errorf("changes --stat:\n%s\ngit:\n%s", res.Stdout, want)
	}
	if !strings.Contains(res.Stdout, "...") || !strings.Contains(res.Stdout, "Bin 18 -> 2 bytes") ||
		!strings.Contains(res.Stdout, "/work/sub/{ => deeper}/keep2 ") {
		t.Errorf("the test did not cut a name or show a binary file:\n%s", res.Stdout)
	}
}

// TestChangesWithoutOverlays: a sandbox whose writes are not provisional
// says so.
func TestChangesWithoutOverlays(t *testing.T) {
	sb, err := computerwelt.New()
	if err != nil {
		t.Fatal(err)
	}
	res := run(t, sb, "echo x > f; changes; echo $?")
	if res.Stdout != "No changes: no mount here keeps its writes provisional.\n0\n" {
		t.Errorf("changes without overlays: %q %q", res.Stdout, res.Stderr)
	}
}

// TestChangesNameStatusMatchesGit compares --name-status with git's, for
// a change with renames with and without edits (git's R100, R0NN), mode
// and type changes and a path git quotes; and the default listing shows
// the renames.
func TestChangesNameStatusMatchesGit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	sb, _, _ := changesSandbox(t)
	script := `
mv run.sh start.sh && echo 'echo there' >> start.sh
printf 'one\ntwo\nthree\nfour\n' > a.txt
chmod +x a.txt
rm gone.txt
mkdir -p sub/deeper && mv sub/keep2 sub/deeper/keep2
echo k > $'tab\t\303\251'
rm sub/keep && ln -s ../a.txt sub/keep
mkdir newdir && echo n > newdir/f
`
	res := run(t, sb, script+"changes --name-status; changes")

	dir := t.TempDir()
	work := filepath.Join(dir, "xwork")
	sh := func(name string, args ...string) string {
		cmd := exec.Command(name, args...)
		cmd.Dir = work
		cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "HOME="+dir)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s %v: %v\n%s", name, args, err, out)
		}
		return string(out)
	}
	git := func(args ...string) string {
		return sh("git", append([]string{"-c", "user.name=t", "-c", "user.email=t@t", "-c", "core.quotepath=true"}, args...)...)
	}
	os.MkdirAll(work, 0o755)
	// changesSandbox's /work, then the same edits.
	sh("bash", "-c", `printf 'one\ntwo\nthree\n' > a.txt; echo bye > gone.txt; printf '#!/bin/sh\necho hi\n' > run.sh
mkdir sub; echo k > sub/keep; echo 'kept as it was' > sub/keep2`)
	git("init", "-q")
	git("add", "-A")
	git("commit", "-q", "-m", "base")
	sh("bash", "-c", script)
	git("add", "-A")
	want := strings.ReplaceAll(git("diff", "--cached", "--name-status"), "\t", "\t/work/")
	want = strings.ReplaceAll(want, "\t/work/\"", "\t\"/work/")
	want += `M /work/a.txt
D /work/gone.txt
A /work/newdir/
A /work/newdir/f
R /work/run.sh -> /work/start.sh
A /work/sub/deeper/
R /work/sub/keep2 -> /work/sub/deeper/keep2
T /work/sub/keep
A /work/tab	é
`
	if res.Stdout != want {
		t.Errorf("changes --name-status; changes:\n%s\nwant (git's name-status):\n%s", res.Stdout, want)
	}
	for _, s := range []string{"R100\t", "R062\t", "T\t", "\"/work/tab\\t\\303\\251\""} {
		if !strings.Contains(want, s) {
			t.Errorf("git's output lacks %q: the test misses a case:\n%s", s, want)
		}
	}
}

func TestChangesRevert(t *testing.T) {
	sb, rootOv, _ := changesSandbox(t)
	// A change the nested mount shadows is not the sandbox's to revert.
	if err := vfs.MkdirAll(context.Background(), rootOv, "/work", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := vfs.WriteFile(context.Background(), rootOv, "/work/hidden", []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run(t, sb, editScript)
	res := run(t, sb, `changes --revert a.txt sub /etc/motd; echo "status $?"; cat a.txt sub/keep; changes --name-only`)
	want := "reverted M /etc/motd\nreverted M /work/a.txt\nreverted D /work/sub/\nreverted D /work/sub/keep\nreverted D /work/sub/keep2\nstatus 0\n" +
		"one\ntwo\nthree\nk\n/etc/bin\n/etc/link\n/etc/old\n/work/gone.txt\n/work/link\n/work/new.txt\n/work/newdir/\n/work/newdir/f\n/work/run.sh\n"
	if res.Stdout != want || res.Stderr != "" {
		t.Errorf("revert paths:\n%q\nwant\n%q\nstderr %q", res.Stdout, want, res.Stderr)
	}
	// A path without a change is an error and nothing is dropped.
	res = run(t, sb, `changes --revert new.txt nosuch; echo "status $?"; cat new.txt`)
	if res.Stdout != "status 1\nadded\n" || res.Stderr != "changes: 'nosuch': no change to revert\n" {
		t.Errorf("revert of a path without change: %+v", res)
	}
	for _, bad := range []string{"changes --revert", "changes --all", "changes --revert --all x"} {
		if res := run(t, sb, bad); res.ExitCode != 2 || !strings.Contains(res.Stderr, "Try 'changes --help'") {
			t.Errorf("%s: %+v", bad, res)
		}
	}
	res = run(t, sb, `changes --revert --all >/dev/null; changes; cat /etc/motd gone.txt`)
	if res.Stdout != "No changes.\nhello\nbye\n" {
		t.Errorf("after --all: %q %q", res.Stdout, res.Stderr)
	}
	// The shadowed change stays.
	if b, err := vfs.ReadFile(context.Background(), rootOv, "/work/hidden"); err != nil || string(b) != "x\n" {
		t.Errorf("shadowed change: %q %v", b, err)
	}
}
