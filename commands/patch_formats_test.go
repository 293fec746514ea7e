package commands

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// runPatchRecorded is runPatchCases through the host record: a case whose
// output, status and checked files hash to what GNU patch gave when the
// record was made passes without running it.
func runPatchRecorded(t *testing.T, cases []patchCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			ctx := context.Background()
			fsys := memfs.New()
			vfs.MkdirAll(ctx, fsys, sandboxDir, 0o755)
			writeFiles(t, fsys, c.files)
			got := runIn(t, fsys, sandboxDir, c.args, c.stdin)
			gotText := patchCaseText(got, c.check, func(n string) ([]byte, error) {
				return vfs.ReadFile(ctx, fsys, vfs.Abs(sandboxDir, n))
			})
			keyFiles := map[string]string{"\x00check": strings.Join(c.check, "\x00")}
			for n, v := range c.files {
				keyFiles[n] = v
			}
			key := hostCaseKey(c.args, c.stdin, keyFiles)
			if hostKnown(t, key, gotText) {
				return
			}
			dir := t.TempDir()
			writeHostFiles(t, dir, c.files)
			want := runRealIn(t, dir, c.args, c.stdin)
			wantText := patchCaseText(want, c.check, func(n string) ([]byte, error) {
				return os.ReadFile(filepath.Join(dir, n))
			})
			hostRan(t, key, wantText)
			if gotText != wantText {
				t.Errorf("got:\n%s\nwant:\n%s", gotText, wantText)
			}
		})
	}
}

// patchCaseText is a patch run's result and the files named in check
// (or that they are missing) as one text.
func patchCaseText(r result, check []string, read func(string) ([]byte, error)) string {
	var b strings.Builder
	b.WriteString(resultText(r))
	names := append([]string(nil), check...)
	sort.Strings(names)
	for _, n := range names {
		data, err := read(n)
		if err != nil {
			b.WriteString("\n== " + n + " missing\n")
			continue
		}
		b.WriteString("\n== " + n + "\n" + string(data))
	}
	return b.String()
}

const (
	patchCtx = "*** a\t2024-01-01 00:00:00.000000000 +0000\n--- b\t2024-01-02 00:00:00.000000000 +0000\n***************\n*** 2,18 ****\n" +
		"  2\n  3\n  4\n! 5\n  6\n  7\n  8\n  9\n- 10\n  11\n  12\n  13\n  14\n! 15\n  16\n  17\n  18\n" +
		"--- 2,18 ----\n  2\n  3\n  4\n! five\n  6\n  7\n  8\n  9\n  11\n  12\n+ new\n  13\n  14\n! fifteen\n  16\n  17\n  18\n"
	patchCtxIns    = "*** x\n--- y\n***************\n*** 1,6 ****\n--- 1,7 ----\n  1\n  2\n  3\n+ ins\n  4\n  5\n  6\n"
	patchCtxDel    = "*** y\n--- x\n***************\n*** 1,7 ****\n  1\n  2\n  3\n- ins\n  4\n  5\n  6\n--- 1,6 ----\n"
	patchCtxNonl   = "*** n1\n--- n2\n***************\n*** 1,2 ****\n  a\n! b\n\\ No newline at end of file\n--- 1,2 ----\n  a\n! c\n\\ No newline at end of file\n"
	patchNormalTxt = "5c5\n< 5\n---\n> five\n10d9\n< 10\n12a12\n> new\n15c15\n< 15\n---\n> fifteen\n"
	patchEdTxt     = "15c\nfifteen\n.\n12a\nnew\n.\n10d\n5c\nfive\n.\n"
)

// TestPatchFormatsDiff: context diffs, normal diffs and ed scripts, found
// by their look or named by -c, -n and -e, applied, rejected (in context
// form unless --reject-format=unified) and reversed as GNU patch does.
func TestPatchFormatsDiff(t *testing.T) {
	one20 := lines(1, 20)
	shifted := "x\ny\n" + one20
	broken := strings.Replace(one20, "\n15\n", "\nX\n", 1)
	seven := strings.Replace(one20, "\n7\n", "\nseven\n", 1)
	applied := strings.Replace(strings.Replace(strings.Replace(strings.Replace(one20, "\n5\n", "\nfive\n", 1), "\n15\n", "\nfifteen\n", 1), "\n10\n", "\n", 1), "\n12\n", "\n12\nnew\n", 1)
	six := "1\n2\n3\n4\n5\n6\n"
	runPatchRecorded(t, []patchCase{
		// Context diffs.
		{args: []string{"patch", "t"}, stdin: patchCtx, files: map[string]string{"t": one20}, check: []string{"t", "t.orig", "t.rej"}},
		{args: []string{"patch", "--verbose", "t"}, stdin: patchCtx, files: map[string]string{"t": shifted}, check: []string{"t"}},
		{args: []string{"patch", "-p0"}, stdin: patchCtx, files: map[string]string{"a": shifted}, check: []string{"a", "a.orig"}},
		{args: []string{"patch", "t"}, stdin: patchCtx, files: map[string]string{"t": seven}, check: []string{"t", "t.rej"}},
		{args: []string{"patch", "--reject-format=unified", "t"}, stdin: patchCtx, files: map[string]string{"t": seven}, check: []string{"t", "t.rej"}},
		{args: []string{"patch", "--reject-format", "context", "t"}, stdin: patchCtx, files: map[string]string{"t": seven}, check: []string{"t", "t.rej"}},
		{args: []string{"patch", "-R", "t"}, stdin: patchCtx, files: map[string]string{"t": applied}, check: []string{"t"}},
		{args: []string{"patch", "t"}, stdin: patchCtx, files: map[string]string{"t": applied}, check: []string{"t", "t.rej"}},
		{args: []string{"patch", "-c", "t"}, stdin: patchCtx, files: map[string]string{"t": one20}, check: []string{"t"}},
		{args: []string{"patch", "-u", "t"}, stdin: patchCtx, files: map[string]string{"t": one20}, check: []string{"t"}},
		{args: []string{"patch", "--normal", "t"}, stdin: patchCtx, files: map[string]string{"t": one20}, check: []string{"t"}},
		{args: []string{"patch", "--dry-run", "-p0"}, stdin: patchCtx, files: map[string]string{"a": one20}, check: []string{"a"}},
		{args: []string{"patch", "-p0"}, stdin: patchCtxIns, files: map[string]string{"x": "0\n" + six}, check: []string{"x"}},
		{args: []string{"patch", "-p0"}, stdin: patchCtxDel, files: map[string]string{"y": "1\n2\n3\nins\n4\n5\n6\n"}, check: []string{"y"}},
		{args: []string{"patch", "-p0"}, stdin: patchCtxIns, files: map[string]string{"x": "1\n2\nZ\n4\n5\n6\n"}, check: []string{"x", "x.rej"}},
		{args: []string{"patch", "-p0"}, stdin: patchCtxDel, files: map[string]string{"y": "1\n2\n3\nins\nZ\n5\n6\n"}, check: []string{"y", "y.rej"}},
		{args: []string{"patch", "-p0"}, stdin: patchCtxNonl, files: map[string]string{"n1": "a\nb"}, check: []string{"n1"}},
		{args: []string{"patch", "-p0"}, stdin: "junk\n" + patchCtxIns + "diff -c x y\n" + patchCtxDel, files: map[string]string{"x": six, "y": "1\n2\n3\nins\n4\n5\n6\n"}, check: []string{"x", "y"}},
		{args: []string{"patch", "-p0", "--verbose"}, stdin: "junk\n" + patchCtxIns, files: map[string]string{"x": six}, check: []string{"x"}},
		// Normal diffs need a file named: on the command line or by Index:.
		{args: []string{"patch", "t"}, stdin: patchNormalTxt, files: map[string]string{"t": one20}, check: []string{"t"}},
		{args: []string{"patch", "--verbose", "t"}, stdin: patchNormalTxt, files: map[string]string{"t": shifted}, check: []string{"t", "t.orig"}},
		{args: []string{"patch"}, stdin: patchNormalTxt, files: map[string]string{"t": one20}, check: []string{"t"}},
		{args: []string{"patch"}, stdin: "Index: t\n" + patchNormalTxt, files: map[string]string{"t": one20}, check: []string{"t"}},
		{args: []string{"patch", "t"}, stdin: patchNormalTxt, files: map[string]string{"t": broken}, check: []string{"t", "t.rej"}},
		{args: []string{"patch", "--reject-format=unified", "t"}, stdin: patchNormalTxt, files: map[string]string{"t": broken}, check: []string{"t", "t.rej"}},
		{args: []string{"patch", "-R", "t"}, stdin: patchNormalTxt, files: map[string]string{"t": applied}, check: []string{"t"}},
		{args: []string{"patch", "-n", "t"}, stdin: patchNormalTxt, files: map[string]string{"t": one20}, check: []string{"t"}},
		{args: []string{"patch", "-e", "t"}, stdin: patchNormalTxt, files: map[string]string{"t": one20}, check: []string{"t"}},
		{args: []string{"patch", "n1"}, stdin: "2c2\n< b\n\\ No newline at end of file\n---\n> c\n\\ No newline at end of file\n", files: map[string]string{"n1": "a\nb"}, check: []string{"n1"}},
		// Unified rejects in context form.
		{args: []string{"patch", "--reject-format=context", "t"}, stdin: patchTwoHunks, files: map[string]string{"t": broken}, check: []string{"t", "t.rej"}},
		{args: []string{"patch", "--reject-format=context", "-p0"}, stdin: "--- x\n+++ x\n@@ -2,3 +2,4 @@\n 2\n 3\n+3a\n 4\n@@ -5,2 +6,0 @@\n-5\n-6\n", files: map[string]string{"x": "1\n2\nQ\n4\n5\nR\n"}, check: []string{"x", "x.rej"}},
		{args: []string{"patch", "--reject-format=bogus", "t"}, stdin: patchTwoHunks, files: map[string]string{"t": one20}},
		// Ed scripts.
		{args: []string{"patch", "t"}, stdin: patchEdTxt, files: map[string]string{"t": one20}, check: []string{"t", "t.orig"}},
		{args: []string{"patch", "--verbose", "t"}, stdin: "leading\n" + patchEdTxt, files: map[string]string{"t": one20}, check: []string{"t"}},
		{args: []string{"patch", "-b", "t"}, stdin: patchEdTxt, files: map[string]string{"t": one20}, check: []string{"t", "t.orig"}},
		{args: []string{"patch", "--dry-run", "t"}, stdin: patchEdTxt, files: map[string]string{"t": one20}, check: []string{"t"}},
		{args: []string{"patch", "-o", "out", "t"}, stdin: patchEdTxt, files: map[string]string{"t": one20}, check: []string{"t", "out"}},
		{args: []string{"patch", "s"}, stdin: patchEdTxt, files: map[string]string{"s": "1\n2\n3\n"}, check: []string{"s"}},
		{args: []string{"patch"}, stdin: patchEdTxt, files: map[string]string{"t": one20}, check: []string{"t"}},
		{args: []string{"patch"}, stdin: "Index: t\n" + patchEdTxt, files: map[string]string{"t": one20}, check: []string{"t"}},
		{args: []string{"patch", "--verbose", "q"}, stdin: "3d\nfoo\n1a\nx\n.\n", files: map[string]string{"q": "1\n2\n3\n"}, check: []string{"q"}},
		{args: []string{"patch", "q"}, stdin: "2a\n..\n.\ns/.//\n", files: map[string]string{"q": "1\n2\n3\n"}, check: []string{"q"}},
		{args: []string{"patch", "q"}, stdin: "2i\nb\n.\n1,2c\n.\n3d\n", files: map[string]string{"q": "1\n2\n3\n"}, check: []string{"q"}},
		{args: []string{"patch", "-e", "t"}, stdin: patchCtx, files: map[string]string{"t": one20}, check: []string{"t"}},
		{args: []string{"patch", "-u", "t"}, stdin: patchEdTxt, files: map[string]string{"t": one20}, check: []string{"t"}},
	})
}

// TestPatchMergeDiff: --merge merges a hunk that does not apply exactly
// where most of its old lines are, bracketing the changes of the file
// that overlap or touch its own (--merge=diff3 with the old lines too),
// against GNU patch.
func TestPatchMergeDiff(t *testing.T) {
	ten := lines(1, 10)
	p := "--- m\n+++ m\n@@ -3,5 +3,5 @@\n 3\n 4\n-5\n+five\n 6\n 7\n"
	two := p + "@@ -12,3 +12,4 @@\n 12\n 13\n+13a\n 14\n"
	sub := func(s string, pairs ...string) string {
		return strings.NewReplacer(pairs...).Replace(s)
	}
	files := func(s string) map[string]string { return map[string]string{"m": s} }
	check := []string{"m", "m.orig", "m.rej"}
	runPatchRecorded(t, []patchCase{
		{args: []string{"patch", "--merge"}, stdin: p, files: files(sub(ten, "\n5\n", "\nFIVE\n")), check: check},
		{args: []string{"patch", "--merge=diff3"}, stdin: p, files: files(sub(ten, "\n5\n", "\nFIVE\n")), check: check},
		{args: []string{"patch", "--merge=merge"}, stdin: p, files: files(ten), check: check},
		{args: []string{"patch", "--merge"}, stdin: p, files: files(sub(ten, "\n3\n", "\nTHREE\n")), check: check},
		{args: []string{"patch", "--merge"}, stdin: p, files: files(sub(ten, "\n5\n", "\nfive\n")), check: check},
		{args: []string{"patch", "--merge"}, stdin: p, files: files("x\n" + sub(ten, "\n5\n", "\nFIVE\n")), check: check},
		{args: []string{"patch", "--merge"}, stdin: p, files: files(sub(ten, "\n4\n", "\nFOUR\n", "\n5\n", "\nFIVE\n")), check: check},
		{args: []string{"patch", "--merge=diff3"}, stdin: p, files: files(sub(ten, "\n4\n", "\nFOUR\n", "\n6\n", "\nSIX\n")), check: check},
		{args: []string{"patch", "--merge"}, stdin: p, files: files(sub(ten, "\n5\n", "\nfive\n", "\n4\n", "\nFOUR\n")), check: check},
		{args: []string{"patch", "--merge", "-R"}, stdin: p, files: files(ten), check: check},
		{args: []string{"patch", "--merge"}, stdin: two, files: files(sub(lines(1, 16), "\n5\n", "\nFIVE\n", "\n13\n", "\nXIII\n")), check: check},
		{args: []string{"patch", "--merge", "--verbose"}, stdin: two, files: files(sub(lines(1, 16), "\n7\n", "\nSEVEN\n", "\n5\n", "\nV\n")), check: check},
		{args: []string{"patch", "--merge=bogus"}, stdin: p, files: files(ten)},
		{args: []string{"patch", "--merge", "m"}, stdin: patchCtx, files: files(sub(lines(1, 20), "\n15\n", "\nXV\n")), check: check},
	})
}

// TestPatchIfdefDiff: -D NAME keeps both sides of each change, the
// file's under #ifndef NAME and the patch's under #ifdef NAME or #else,
// against GNU patch.
func TestPatchIfdefDiff(t *testing.T) {
	many := "--- m\n+++ m\n@@ -2,16 +2,17 @@\n 2\n-3\n+three\n 4\n 5\n 6\n-7\n-8\n+seven\n+eight\n 9\n 10\n 11\n-12\n+twelve\n 13\n 14\n+14a\n 15\n 16\n-17\n+XVII\n"
	top := "--- d\n+++ d\n@@ -1,3 +1,4 @@\n+top\n 1\n 2\n 3\n"
	end := "--- d\n+++ d\n@@ -2,2 +2,1 @@\n 2\n-3\n"
	runPatchRecorded(t, []patchCase{
		{args: []string{"patch", "-D", "FOO"}, stdin: many, files: map[string]string{"m": lines(1, 20)}, check: []string{"m", "m.orig"}},
		{args: []string{"patch", "-DFOO", "-R"}, stdin: many, files: map[string]string{"m": lines(1, 20)}, check: []string{"m", "m.rej"}},
		{args: []string{"patch", "--ifdef=BAR"}, stdin: top, files: map[string]string{"d": "1\n2\n3\n"}, check: []string{"d"}},
		{args: []string{"patch", "--ifdef", "BAR"}, stdin: end, files: map[string]string{"d": "1\n2\n3\n"}, check: []string{"d"}},
		{args: []string{"patch", "--ifdef="}, stdin: end, files: map[string]string{"d": "1\n2\n3"}, check: []string{"d"}},
		{args: []string{"patch", "-D", "X", "t"}, stdin: patchCtx, files: map[string]string{"t": lines(1, 20)}, check: []string{"t"}},
		{args: []string{"patch", "-D", "X", "t"}, stdin: patchNormalTxt, files: map[string]string{"t": strings.Replace(lines(1, 20), "\n15\n", "\nXV\n", 1)}, check: []string{"t", "t.rej"}},
		{args: []string{"patch", "-D", "X", "-o", "-", "t"}, stdin: patchTwoHunks, files: map[string]string{"t": "x\n" + lines(1, 20)}, check: []string{"t"}},
	})
}

// TestPatchReadOnly: --read-only for a file its user may not write. The
// host's GNU patch runs as root here, for whom no file is read-only, so
// the expected outputs are GNU patch 2.7.6's run as nobody (the file 0444,
// owned by nobody); as root the differential cases check nothing is said.
func TestPatchReadOnly(t *testing.T) {
	diff := "--- r\n+++ r\n@@ -1,2 +1,2 @@\n 1\n-2\n+two\n"
	for _, c := range []struct {
		args       []string
		out        string
		status     int
		file, orig string
		rej        bool
	}{
		{[]string{"patch", "r"}, "File r is read-only; trying to patch anyway\npatching file r\nHunk #1 succeeded at 1 with fuzz 1.\n", 0, "1\ntwo\n3\n", "1\n2\n3\n", false},
		{[]string{"patch", "--read-only=warn", "r"}, "File r is read-only; trying to patch anyway\npatching file r\nHunk #1 succeeded at 1 with fuzz 1.\n", 0, "1\ntwo\n3\n", "1\n2\n3\n", false},
		{[]string{"patch", "--read-only=fail", "r"}, "File r is read-only; refusing to patch\n1 out of 1 hunk ignored -- saving rejects to file r.rej\n", 1, "1\n2\n3\n", "", true},
		{[]string{"patch", "--read-only=ignore", "r"}, "patching file r\nHunk #1 succeeded at 1 with fuzz 1.\n", 0, "1\ntwo\n3\n", "1\n2\n3\n", false},
		{[]string{"patch", "-s", "--read-only=fail", "r"}, "File r is read-only; refusing to patch\n1 out of 1 hunk ignored -- saving rejects to file r.rej\n", 1, "1\n2\n3\n", "", true},
		{[]string{"patch", "--dry-run", "--read-only=fail", "r"}, "File r is read-only; refusing to patch\n1 out of 1 hunk ignored\n", 1, "1\n2\n3\n", "", false},
		{[]string{"patch", "-s", "r"}, "File r is read-only; trying to patch anyway\n", 0, "1\ntwo\n3\n", "1\n2\n3\n", false},
	} {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			ctx := context.Background()
			fsys := sandboxFS(t, map[string]string{"r": "1\n2\n3\n"})
			if err := fsys.Chmod(ctx, sandboxDir+"/r", 0o444); err != nil {
				t.Fatal(err)
			}
			got := runIn(t, fsys, sandboxDir, c.args, diff)
			if got.stdout != c.out || got.stderr != "" || got.status != c.status {
				t.Errorf("got %+v, want %q and status %d", got, c.out, c.status)
			}
			for name, want := range map[string]string{"r": c.file, "r.orig": c.orig} {
				data, err := vfs.ReadFile(ctx, fsys, sandboxDir+"/"+name)
				if string(data) != want || (err != nil) != (want == "") {
					t.Errorf("%s: %q (%v), want %q", name, data, err, want)
				}
			}
			if _, err := fsys.Stat(ctx, sandboxDir+"/r.rej"); (err == nil) != c.rej {
				t.Errorf("r.rej made: %v, want %v", err == nil, c.rej)
			}
		})
	}
}
