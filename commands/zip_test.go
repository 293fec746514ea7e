package commands

import (
	"archive/zip"
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
)

// mkZip builds an archive with fixed times; names ending in "/" are
// directories, deflate selects the method for files.
func mkZip(t testing.TB, deflate bool, entries ...string) string {
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	for i := 0; i+1 < len(entries); i += 2 {
		h := &zip.FileHeader{Name: entries[i], Modified: time.Date(2024, 3, 5, 7, 9, 0, 0, time.UTC), Method: zip.Store}
		if deflate && !strings.HasSuffix(entries[i], "/") {
			h.Method = zip.Deflate
		}
		h.SetMode(0o644)
		w, err := zw.CreateHeader(h)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(entries[i+1]))
	}
	zw.Close()
	return b.String()
}

func TestUnzipDiff(t *testing.T) {
	a := mkZip(t, false, "d/", "", "d/e/", "", "d/e/g", "x\n", "f", "hello\n")
	z := mkZip(t, true, "s", strings.Repeat("line\n", 500), "u", "héllo\r\nno newline\x00\xff")
	evil := mkZip(t, false, "../up", "x\n", "a/../../b", "x\n", "ok", "ok\n")
	files := map[string]string{"a.zip": a, "z.zip": z, "evil.zip": evil, "bad.zip": "junk\n"}
	runDiffCases(t, []diffCase{
		{args: []string{"unzip", "-l", "a.zip"}, files: files},
		{args: []string{"unzip", "-l", "a.zip", "f"}, files: files},
		{args: []string{"unzip", "-l", "z"}, files: files},
		{args: []string{"unzip", "-p", "a.zip"}, files: files},
		{args: []string{"unzip", "-p", "z.zip", "u", "s"}, files: files},
		{args: []string{"unzip", "a.zip"}, files: files},
		{args: []string{"unzip", "a.zip", "-d", "out"}, files: files},
		{args: []string{"unzip", "-q", "a.zip", "-d", "out"}, files: files},
		{args: []string{"unzip", "z.zip", "-d", "averyveryverylongdirectoryname"}, files: files},
		{args: []string{"unzip", "-o", "a.zip", "f"}, files: map[string]string{"a.zip": a, "f": "old"}},
		{args: []string{"unzip", "a.zip", "f"}, files: map[string]string{"a.zip": a, "f": "old"}},
		{args: []string{"unzip", "-n", "a.zip", "f"}, files: map[string]string{"a.zip": a, "f": "old"}},
		{args: []string{"unzip", "a.zip", "f"}, stdin: "y\n", files: map[string]string{"a.zip": a, "f": "old"}},
		{args: []string{"unzip", "-t", "z.zip"}, files: files},
		{args: []string{"unzip", "-j", "a.zip"}, files: files},
		{args: []string{"unzip", "a.zip", "nothere"}, files: files},
		{args: []string{"unzip", "nosuch.zip"}},
		{args: []string{"unzip", "-l", "nosuch"}},
		{args: []string{"unzip", "-l", "bad.zip"}, files: files},
		{args: []string{"unzip", "evil.zip", "-d", "o"}, files: files},
	})
}

func TestUnzipExtracts(t *testing.T) {
	ctx := context.Background()
	evil := mkZip(t, true, "../up", "x\n", "a/../../b", "x\n", "ok", "ok\n")
	fsys := tarFS(t, map[string]string{"e.zip": evil, "o/": ""})
	r := runIn(t, fsys, "/work/o", []string{"unzip", "-q", "../e.zip"}, "")
	if r.status != 1 {
		t.Errorf("%+v", r)
	}
	for p, want := range map[string]string{"/work/o/up": "x\n", "/work/o/a/b": "x\n", "/work/o/ok": "ok\n"} {
		if got, err := vfs.ReadFile(ctx, fsys, p); string(got) != want {
			t.Errorf("%s: %q %v", p, got, err)
		}
	}
	if _, err := fsys.Stat(ctx, "/work/up"); err == nil {
		t.Errorf("zip-slip: ../up escaped")
	}
}

// TestZipRoundTrip zips in the sandbox, then has our unzip and the real
// one read the archive.
func TestZipRoundTrip(t *testing.T) {
	ctx := context.Background()
	fsys := tarFS(t, map[string]string{"d/a": "A\n", "d/sub/b": strings.Repeat("compressible ", 100), "d/empty/": "", "f": "", "x": "héllo\x00"})
	r := runIn(t, fsys, "/work", []string{"zip", "-r", "out.zip", "d", "f", "nosuch"}, "")
	want := "  adding: d/ (stored 0%)\n  adding: d/a (stored 0%)\n  adding: d/empty/ (stored 0%)\n  adding: d/sub/ (stored 0%)\n  adding: d/sub/b (deflated 98%)\n  adding: f (stored 0%)\n"
	if r.status != 0 || r.stdout != want || r.stderr != "\tzip warning: name not matched: nosuch\n" {
		t.Errorf("zip -r: %+v", r)
	}
	r = runIn(t, fsys, "/work", []string{"zip", "out", "x", "f"}, "")
	if r.stdout != "  adding: x (stored 0%)\nupdating: f (stored 0%)\n" {
		t.Errorf("zip update: %+v", r)
	}
	if r := runIn(t, fsys, "/work", []string{"zip", "-q", "-j", "j.zip", "d/sub/b"}, ""); r.status != 0 || r.stdout != "" {
		t.Errorf("zip -qj: %+v", r)
	}
	if r := runIn(t, fsys, "/work", []string{"unzip", "-l", "j.zip"}, ""); !strings.Contains(r.stdout, "   b\n") {
		t.Errorf("zip -j: %+v", r)
	}
	if r := runIn(t, fsys, "/work", []string{"zip", "n.zip", "nosuch"}, ""); r.status != 12 || r.stderr != "\tzip warning: name not matched: nosuch\n\nzip error: Nothing to do! (n.zip)\n" {
		t.Errorf("nothing to do: %+v", r)
	}
	vfs.MkdirAll(ctx, fsys, "/x", 0o755)
	if r := runIn(t, fsys, "/x", []string{"unzip", "-q", "/work/out.zip"}, ""); r.status != 0 {
		t.Fatalf("unzip: %+v", r)
	}
	for p, want := range map[string]string{"/x/d/a": "A\n", "/x/d/sub/b": strings.Repeat("compressible ", 100), "/x/f": "", "/x/x": "héllo\x00"} {
		if got, err := vfs.ReadFile(ctx, fsys, p); string(got) != want {
			t.Errorf("%s: %q %v", p, got, err)
		}
	}
	data, _ := vfs.ReadFile(ctx, fsys, "/work/out.zip")
	if bin, err := exec.LookPath("unzip"); err == nil {
		p := filepath.Join(t.TempDir(), "out.zip")
		os.WriteFile(p, data, 0o644)
		out, err := exec.Command(bin, "-t", p).CombinedOutput()
		if err != nil || !strings.Contains(string(out), "No errors detected") {
			t.Errorf("real unzip -t of ours: %v\n%s", err, out)
		}
	}
	if r := runIn(t, fsys, "/work", []string{"zip", "-x"}, ""); r.status != 16 {
		t.Errorf("zip -x: %+v", r)
	}
}

// TestZipKeepsMtimes: each entry carries its file's modification time
// (the MS-DOS local time and the UTC extended timestamp), as Info-ZIP
// writes them: the real unzip -l and zipinfo show the file's time, not
// 1980 (issue 22).
func TestZipKeepsMtimes(t *testing.T) {
	ctx := context.Background()
	fsys := tarFS(t, map[string]string{"d/a": "A\n", "d/b": strings.Repeat("compressible ", 100), "old": "o"})
	mt := time.Date(2021, 6, 7, 8, 9, 10, 0, time.UTC)
	fsys.Chtimes(ctx, "/work/d/a", mt, mt)
	fsys.Chtimes(ctx, "/work/d/b", mt.Add(26*time.Hour), mt.Add(26*time.Hour))
	fsys.Chtimes(ctx, "/work/d", mt.Add(-time.Hour), mt.Add(-time.Hour))
	old := time.Date(1975, 1, 2, 3, 4, 5, 0, time.UTC)
	fsys.Chtimes(ctx, "/work/old", old, old)
	if r := runIn(t, fsys, "/work", []string{"zip", "-qr", "out.zip", "d", "old"}, ""); r.status != 0 {
		t.Fatalf("zip: %+v", r)
	}
	ours := runIn(t, fsys, "/work", []string{"unzip", "-l", "out.zip"}, "")
	for _, want := range []string{"2021-06-07 08:09   d/a", "2021-06-08 10:09   d/b", "2021-06-07 07:09   d/", "1975-01-02 03:04   old"} {
		if !strings.Contains(ours.stdout, want) {
			t.Errorf("our unzip -l: no %q in\n%s", want, ours.stdout)
		}
	}
	bin, err := exec.LookPath("unzip")
	if err != nil {
		t.Skip("no unzip")
	}
	data, _ := vfs.ReadFile(ctx, fsys, "/work/out.zip")
	p := filepath.Join(t.TempDir(), "out.zip")
	os.WriteFile(p, data, 0o644)
	cmd := exec.Command(bin, "-l", p)
	cmd.Env = append(os.Environ(), "TZ=UTC")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("real unzip -l: %v\n%s", err, out)
	}
	for _, want := range []string{"2021-06-07 08:09   d/a", "2021-06-08 10:09   d/b", "2021-06-07 07:09   d/", "1975-01-02 03:04   old"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("real unzip -l: no %q in\n%s", want, out)
		}
	}
}
