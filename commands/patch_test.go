package commands

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

const patchTwoHunks = `--- a	2024-01-01 00:00:00.000000000 +0000
+++ b	2024-01-01 00:00:00.000000000 +0000
@@ -2,7 +2,7 @@
 2
 3
 4
-5
+five
 6
 7
 8
@@ -12,7 +12,7 @@
 12
 13
 14
-15
+fifteen
 16
 17
 18
`

func lines(from, to int) string {
	var b strings.Builder
	for i := from; i <= to; i++ {
		b.WriteString(strconvItoa(i) + "\n")
	}
	return b.String()
}

func strconvItoa(i int) string {
	return strings.TrimLeft(strings.Replace(string([]byte{byte('0' + i/10), byte('0' + i%10)}), "", "", 0), "0")
}

// patchCase runs patch in the sandbox and for real, and compares the
// output, the status and the files named in check afterwards ("" content
// means the file must not exist).
type patchCase struct {
	name  string
	args  []string
	stdin string
	files map[string]string
	check []string
}

func TestPatchDiff(t *testing.T) {
	one20 := lines(1, 20)
	applied := strings.Replace(strings.Replace(one20, "\n5\n", "\nfive\n", 1), "\n15\n", "\nfifteen\n", 1)
	shifted := "x\ny\n" + one20
	fuzzy := strings.Replace(strings.Replace(strings.Replace(one20, "\n3\n", "\nthree\n", 1), "\n17\n", "\nX\n", 1), "\n15\n", "\nY\n", 1)
	create := "--- /dev/null\n+++ n\n@@ -0,0 +1,2 @@\n+new\n+file\n"
	del := "--- n\n+++ /dev/null\n@@ -1,2 +0,0 @@\n-new\n-file\n"
	nonl := "--- nn\n+++ nn2\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"
	sub := strings.Replace(strings.Replace(patchTwoHunks, "--- a", "--- x/sub/a", 1), "+++ b", "+++ y/sub/a", 1)
	multi := "diff -u a b\n" + patchTwoHunks + "--- c\n+++ c\n@@ -1,3 +1,4 @@\n one\n+ins\n two\n three\n"
	cases := []patchCase{
		{args: []string{"patch", "t"}, stdin: patchTwoHunks, files: map[string]string{"t": shifted}, check: []string{"t", "t.orig"}},
		{args: []string{"patch", "-p0"}, stdin: patchTwoHunks, files: map[string]string{"a": one20}, check: []string{"a", "a.orig"}},
		{args: []string{"patch"}, stdin: patchTwoHunks, files: map[string]string{"a": shifted}, check: []string{"a"}},
		{args: []string{"patch", "f"}, stdin: patchTwoHunks, files: map[string]string{"f": fuzzy}, check: []string{"f", "f.rej", "f.orig"}},
		{args: []string{"patch", "-p1"}, stdin: sub, files: map[string]string{"sub/a": one20}, check: []string{"sub/a"}},
		{args: []string{"patch"}, stdin: sub, files: map[string]string{"a": one20}, check: []string{"a"}},
		{args: []string{"patch", "-p1"}, stdin: sub, files: map[string]string{"sub/a": applied}, check: []string{"sub/a", "sub/a.rej"}},
		{args: []string{"patch", "-N", "-p1"}, stdin: sub, files: map[string]string{"sub/a": applied}, check: []string{"sub/a", "sub/a.rej"}},
		{args: []string{"patch", "-R", "-p1"}, stdin: sub, files: map[string]string{"sub/a": applied}, check: []string{"sub/a", "sub/a.orig"}},
		{args: []string{"patch", "-p0"}, stdin: create, check: []string{"n"}},
		{args: []string{"patch", "-p0", "--dry-run"}, stdin: create, check: []string{"n"}},
		{args: []string{"patch", "-p0"}, stdin: del, files: map[string]string{"n": "new\nfile\n"}, check: []string{"n"}},
		{args: []string{"patch", "nn"}, stdin: nonl, files: map[string]string{"nn": "a\nb"}, check: []string{"nn"}},
		{args: []string{"patch", "-o", "out", "a2"}, stdin: patchTwoHunks, files: map[string]string{"a2": one20}, check: []string{"out", "a2"}},
		{args: []string{"patch", "-i", "p.diff", "-p0"}, files: map[string]string{"p.diff": multi, "a": shifted, "c": "one\ntwo\nthree\n"}, check: []string{"a", "c"}},
		{args: []string{"patch", "-s", "-p0"}, stdin: multi, files: map[string]string{"a": shifted, "c": "one\ntwo\nthree\n"}, check: []string{"a", "c"}},
		{args: []string{"patch", "--dry-run", "f"}, stdin: patchTwoHunks, files: map[string]string{"f": fuzzy}, check: []string{"f", "f.rej"}},
		{args: []string{"patch", "-p0"}, stdin: "--- a\n+++ a\n@@ -1,2 +1,2 @@\n 1\n-2\n+two\n", files: map[string]string{"a": "0\n1\n2\n"}, check: []string{"a"}},
		{args: []string{"patch"}, stdin: "garbage\n"},
		{args: []string{"patch", "-p1"}, stdin: "diff --git a/src/m.go b/src/m.go\nindex 83db48f..bf269f4 100644\n--- a/src/m.go\n+++ b/src/m.go\n@@ -1,3 +1,3 @@\n package m\n-var x = 1\n+var x = 2\n // end\n" +
			"diff --git a/new.txt b/new.txt\nnew file mode 100644\nindex 0000000..3b18e51\n--- /dev/null\n+++ b/new.txt\n@@ -0,0 +1 @@\n+hello world\n" +
			"diff --git a/old.txt b/old.txt\ndeleted file mode 100644\nindex 3b18e51..0000000\n--- a/old.txt\n+++ /dev/null\n@@ -1 +0,0 @@\n-bye\n",
			files: map[string]string{"src/m.go": "package m\nvar x = 1\n// end\n", "old.txt": "bye\n"}, check: []string{"src/m.go", "new.txt", "old.txt"}},
		// The second hunk adds lines, so old and new numbers differ after it.
		{args: []string{"patch", "-p0"}, stdin: "--- a\n+++ a\n@@ -2,3 +2,5 @@\n 2\n+2a\n+2b\n 3\n 4\n@@ -10,3 +12,3 @@\n 10\n-11\n+eleven\n 12\n",
			files: map[string]string{"a": "0\n" + lines(1, 20)}, check: []string{"a"}},
		{args: []string{"patch", "-p0"}, stdin: "--- a\n+++ a\n@@ -2,3 +2,3 @@\n 2\n-3\n+three\n 4\n@@ -10,3 +10,3 @@\n 10\n-11\n+eleven\n 12\n",
			files: map[string]string{"a": "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n"}, check: []string{"a"}},
		{args: []string{"patch", "-p0"}, stdin: "--- a\n+++ a\n@@ -1,3 +1,3 @@\n one\r\n-two\r\n+TWO\r\n three\r\n",
			files: map[string]string{"a": "zero\r\none\r\ntwo\r\nthree\r\n"}, check: []string{"a"}},
		{args: []string{"patch", "-p0"}, stdin: "--- a\n+++ a\n@@ -1,3 +1,3 @@\n one\n-two\n+TWO\n three\n",
			files: map[string]string{"a": "one\ntwo\nTHREE\n"}, check: []string{"a", "a.orig"}},
		{args: []string{"patch", "-p0", "-b", "--no-backup-if-mismatch"}, stdin: "--- a\n+++ a\n@@ -1,2 +1,2 @@\n-é\n+ü\n x\n",
			files: map[string]string{"a": "é\nx\n"}, check: []string{"a", "a.orig"}},
		{args: []string{"patch", "-p0", "-E"}, stdin: "--- a\n+++ a\n@@ -1 +0,0 @@\n-only\n", files: map[string]string{"a": "only\n"}, check: []string{"a"}},
		{args: []string{"patch", "-i", "nosuch"}},
		{args: []string{"patch", "-p1"}, stdin: "--- x/one\n+++ y/one\n@@ -1 +1 @@\n-a\n+b\n"},
	}
	runPatchCases(t, cases)
}

// runPatchCases runs each case through our patch and GNU patch, and
// compares what they print and the files named in check.
func runPatchCases(t *testing.T, cases []patchCase) {
	t.Helper()
	for _, c := range cases {
		c := c
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			fsys := memfs.New()
			ctx := context.Background()
			vfs.MkdirAll(ctx, fsys, sandboxDir, 0o755)
			writeFiles(t, fsys, c.files)
			got := runIn(t, fsys, sandboxDir, c.args, c.stdin)
			bin, err := exec.LookPath("patch")
			if err != nil {
				t.Skip("no real patch")
			}
			dir := t.TempDir()
			for n, content := range c.files {
				os.MkdirAll(filepath.Dir(filepath.Join(dir, n)), 0o755)
				os.WriteFile(filepath.Join(dir, n), []byte(content), 0o644)
			}
			cmd := exec.Command(bin, c.args[1:]...)
			cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true} // no terminal to ask on
			cmd.Dir, cmd.Stdin = dir, strings.NewReader(c.stdin)
			cmd.Env = []string{"PATH=/usr/bin:/bin", "LC_ALL=C.UTF-8", "TZ=UTC"}
			var out, errb bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errb
			status := 0
			if err := cmd.Run(); err != nil {
				var ee *exec.ExitError
				if !errors.As(err, &ee) {
					t.Fatal(err)
				}
				status = ee.ExitCode()
			}
			if got.stdout != out.String() {
				t.Errorf("stdout\n got: %q\nwant: %q", got.stdout, out.String())
			}
			if wantErr := strings.ReplaceAll(errb.String(), bin+":", "patch:"); got.stderr != wantErr {
				t.Errorf("stderr\n got: %q\nwant: %q", got.stderr, wantErr)
			}
			if got.status != status {
				t.Errorf("status %d, want %d", got.status, status)
			}
			for _, n := range c.check {
				want, werr := os.ReadFile(filepath.Join(dir, n))
				have, herr := vfs.ReadFile(ctx, fsys, vfs.Abs(sandboxDir, n))
				if (werr == nil) != (herr == nil) || string(want) != string(have) {
					t.Errorf("%s: got %q (%v), want %q (%v)", n, have, herr, want, werr)
				}
			}
		})
	}
}

// TestPatchGNURulesDiff covers what TestDiffProp found: where GNU finds a
// hunk (context at the file's ends, fuzz, offsets), what it says about
// reversed, created and deleted files, its .rej format, -o, -s and
// --verbose.
func TestPatchGNURulesDiff(t *testing.T) {
	one30 := lines(1, 30)
	shifted := "x\ny\nz\n" + one30
	twoHunks := "--- f\n+++ f\n@@ -2,3 +2,4 @@\n 2\n 3\n+3a\n 4\n@@ -20,3 +21,3 @@\n 20\n-NOPE\n+21x\n 22\n"
	startHunk := "--- f\n+++ f\n@@ -1,3 +1,4 @@\n+0\n 1\n 2\n 3\n"
	rev := "--- r\n+++ r\n@@ -1,3 +1,3 @@\n 1\n-x\n+2\n 3\n"
	del := "--- a/f\n+++ b/f\n@@ -1,2 +0,0 @@\n-1\n-2\n"
	create := "--- /dev/null\n+++ f\n@@ -0,0 +1 @@\n+new\n"
	nonl := "--- f\n+++ f\n@@ -1,2 +1,2 @@\n 1\n-x\n\\ No newline at end of file\n+y\n\\ No newline at end of file\n"
	runPatchCases(t, []patchCase{
		{args: []string{"patch", "-p0"}, stdin: twoHunks, files: map[string]string{"f": shifted}, check: []string{"f", "f.rej", "f.orig"}},
		{args: []string{"patch", "-p0"}, stdin: startHunk, files: map[string]string{"f": shifted}, check: []string{"f"}},
		{args: []string{"patch", "-p0"}, stdin: rev, files: map[string]string{"r": "1\n2\n3\n"}, check: []string{"r", "r.rej"}},
		{args: []string{"patch", "-p0", "-t"}, stdin: rev, files: map[string]string{"r": "1\n2\n3\n"}, check: []string{"r", "r.orig"}},
		{args: []string{"patch", "-p0", "-R"}, stdin: rev, files: map[string]string{"r": "1\nx\n3\n"}, check: []string{"r", "r.rej"}},
		{args: []string{"patch", "-p0", "-s"}, stdin: rev, files: map[string]string{"r": "1\n2\n3\n"}, check: []string{"r"}},
		{args: []string{"patch", "-p0", "-N"}, stdin: rev, files: map[string]string{"r": "1\n2\n3\n"}, check: []string{"r"}},
		{args: []string{"patch", "-p0"}, stdin: del, check: []string{"b/f", "a/f"}},
		{args: []string{"patch", "-p1"}, stdin: del, files: map[string]string{"f": ""}, check: []string{"f"}},
		{args: []string{"patch", "-p0"}, stdin: create, files: map[string]string{"f": "old\n"}, check: []string{"f"}},
		{args: []string{"patch", "-p0", "-f"}, stdin: create, files: map[string]string{"f": "old\n"}, check: []string{"f", "f.rej", "f.orig"}},
		{args: []string{"patch", "-p0"}, stdin: "--- f\n+++ /dev/null\n@@ -1,2 +0,0 @@\n-1\n-2\n", files: map[string]string{"f": "0\n1\n2\n"}, check: []string{"f", "f.orig"}},
		{args: []string{"patch", "-p0"}, stdin: "--- d/e/f\n+++ /dev/null\n@@ -1 +0,0 @@\n-1\n", files: map[string]string{"d/e/f": "1\n"}, check: []string{"d/e/f", "d/e"}},
		{args: []string{"patch", "-p0"}, stdin: nonl, files: map[string]string{"f": "1\nz"}, check: []string{"f", "f.rej"}},
		{args: []string{"patch", "-p0"}, stdin: rev, files: map[string]string{"r": "1\r\nz\r\n3\r\n"}, check: []string{"r", "r.rej"}},
		{args: []string{"patch", "-p0", "-o", "-"}, stdin: twoHunks, files: map[string]string{"f": one30}, check: []string{"f"}},
		{args: []string{"patch", "-p0", "--dry-run", "-o", "out"}, stdin: twoHunks, files: map[string]string{"f": one30}, check: []string{"out", "f"}},
		{args: []string{"patch", "-p0", "--verbose"}, stdin: twoHunks, files: map[string]string{"f": one30}, check: []string{"f"}},
		{args: []string{"patch", "-p0", "--verbose"}, stdin: "junk\n"},
		{args: []string{"patch", "-p0"}, stdin: ""},
		{args: []string{"patch", "-p1", "-f"}, stdin: twoHunks},
		{args: []string{"patch", "-p1", "-s"}, stdin: twoHunks},
		{args: []string{"patch", "-p0", "missing"}, stdin: twoHunks, check: []string{"missing", "missing.orig"}},
	})
}

// TestPatchBackupOnceDiff: a file patched twice in one run keeps the
// backup of its contents before the run (-b, and the backup GNU makes on
// a mismatch), as GNU patch does (issue 22); an older .orig is replaced,
// and so is the first backup when none of the second patch's hunks apply.
func TestPatchBackupOnceDiff(t *testing.T) {
	twice := "--- f\n+++ f\n@@ -1,3 +1,3 @@\n-a\n+A\n b\n c\n--- f\n+++ f\n@@ -1,3 +1,3 @@\n A\n-b\n+B\n c\n"
	fuzzy := "--- f\n+++ f\n@@ -1,3 +1,3 @@\n-a\n+A\n b\n c\n--- f\n+++ f\n@@ -5,3 +5,3 @@\n A\n-b\n+B\n c\n"
	bad := "--- f\n+++ f\n@@ -1,3 +1,3 @@\n-a\n+A\n b\n c\n--- f\n+++ f\n@@ -1,3 +1,3 @@\n A\n-NOPE\n+B\n c\n"
	abc := map[string]string{"f": "a\nb\nc\n"}
	runPatchCases(t, []patchCase{
		{args: []string{"patch", "-b"}, stdin: twice, files: abc, check: []string{"f", "f.orig"}},
		{args: []string{"patch", "--backup", "-p0"}, stdin: twice, files: map[string]string{"f": "a\nb\nc\n", "f.orig": "x\n"}, check: []string{"f", "f.orig"}},
		{args: []string{"patch"}, stdin: fuzzy, files: abc, check: []string{"f", "f.orig"}},
		{args: []string{"patch", "-b"}, stdin: fuzzy, files: abc, check: []string{"f", "f.orig"}},
		{args: []string{"patch"}, stdin: bad, files: abc, check: []string{"f", "f.orig", "f.rej"}},
		{args: []string{"patch", "-b"}, stdin: bad, files: abc, check: []string{"f", "f.orig", "f.rej"}},
		{args: []string{"patch", "-b", "--dry-run"}, stdin: twice, files: abc, check: []string{"f", "f.orig"}},
		{args: []string{"patch", "-b"}, stdin: "--- f\n+++ f\n@@ -1,3 +1,3 @@\n-1\n+one\n 2\n 3\n--- f\n+++ f\n@@ -1,3 +1,3 @@\n one\n-2\n+two\n 3\n@@ -15,3 +15,3 @@\n 15\n-NOPE\n+x\n 17\n",
			files: map[string]string{"f": lines(1, 20)}, check: []string{"f", "f.orig", "f.rej"}},
	})
}

// TestPatchMoreOptionsDiff: -F, -l, -d, -r, the backup names (-B, -Y,
// -z, -V), --backup-if-mismatch,
// -g and --binary, against GNU patch.
func TestPatchMoreOptionsDiff(t *testing.T) {
	abc := map[string]string{"f": "a\nb\nc\n"}
	simple := "--- f\n+++ f\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"
	// The first context line differs from the file: it needs fuzz 1.
	fuzzy := "--- f\n+++ f\n@@ -1,5 +1,5 @@\n X\n b\n-c\n+C\n d\n e\n"
	abcde := map[string]string{"f": "a\nb\nc\nd\ne\n"}
	spaced := map[string]string{"f": "a  b\n\tc d  \nx\n"}
	ws := "--- f\n+++ f\n@@ -1,3 +1,3 @@\n a b\n-  c d\n+CD\n x\n"
	bad := "--- f\n+++ f\n@@ -1,3 +1,3 @@\n a\n-NOPE\n+B\n c\n"
	runPatchCases(t, []patchCase{
		{args: []string{"patch", "-F0"}, stdin: fuzzy, files: abcde, check: []string{"f", "f.rej", "f.orig"}},
		{args: []string{"patch", "-F", "1"}, stdin: fuzzy, files: abcde, check: []string{"f", "f.orig"}},
		{args: []string{"patch", "--fuzz=3"}, stdin: fuzzy, files: abcde, check: []string{"f"}},
		{args: []string{"patch", "-F", "x"}, stdin: fuzzy, files: abcde},
		{args: []string{"patch", "-l"}, stdin: ws, files: spaced, check: []string{"f", "f.rej"}},
		{args: []string{"patch"}, stdin: ws, files: spaced, check: []string{"f", "f.rej"}},
		{args: []string{"patch", "--ignore-whitespace"}, stdin: "--- f\n+++ f\n@@ -1,3 +1,3 @@\n ab\n-c d\n+CD\n x\n", files: spaced, check: []string{"f", "f.rej"}},
		{args: []string{"patch", "-d", "sub"}, stdin: simple, files: map[string]string{"sub/f": "a\nb\nc\n"}, check: []string{"sub/f", "f"}},
		{args: []string{"patch", "-d", "sub", "-i", "p"}, files: map[string]string{"sub/f": "a\nb\nc\n", "sub/p": simple}, check: []string{"sub/f"}},
		{args: []string{"patch", "--directory=nodir"}, stdin: simple},
		{args: []string{"patch", "-d", "f"}, stdin: simple, files: abc},
		{args: []string{"patch", "-r", "out.rej"}, stdin: bad, files: abc, check: []string{"f", "out.rej", "f.rej"}},
		{args: []string{"patch", "-r", "-"}, stdin: bad, files: abc, check: []string{"f", "f.rej", "-"}},
		{args: []string{"patch", "-b", "-B", "pre_"}, stdin: simple, files: abc, check: []string{"f", "pre_f", "f.orig"}},
		{args: []string{"patch", "-b", "-Y", "y_", "-z", ".s"}, stdin: simple, files: map[string]string{"d/f": "a\nb\nc\n"}, check: []string{"d/f", "d/y_f.s"}},
		{args: []string{"patch", "-b", "-z", "~"}, stdin: simple, files: abc, check: []string{"f", "f~"}},
		{args: []string{"patch", "-b", "-V", "t"}, stdin: simple, files: map[string]string{"f": "a\nb\nc\n", "f.~4~": ""}, check: []string{"f", "f.~5~"}},
		{args: []string{"patch", "-b", "-V", "none"}, stdin: simple, files: abc, check: []string{"f", "f.~1~", "f.orig"}},
		{args: []string{"patch", "-b", "-V", "simple"}, stdin: simple, files: map[string]string{"f": "a\nb\nc\n", "f.~4~": ""}, check: []string{"f", "f.orig"}},
		{args: []string{"patch", "-b", "-V", "bogus"}, stdin: simple, files: abc},
		{args: []string{"patch", "-b", "-B", ""}, stdin: simple, files: abc},
		{args: []string{"patch", "--no-backup-if-mismatch", "--backup-if-mismatch", "-F1"}, stdin: fuzzy, files: abcde, check: []string{"f", "f.orig"}},
		{args: []string{"patch", "-g", "1", "--binary"}, stdin: simple, files: abc, check: []string{"f"}},
		{args: []string{"patch", "-g", "x"}, stdin: simple, files: abc},
	})
}
