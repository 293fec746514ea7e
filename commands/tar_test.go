package commands

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// tarEntry is one member for mkTar: a trailing "/" makes a directory,
// link a symlink.
type tarEntry struct {
	name, body, link string
	mode             int64
	hard             bool
}

// mkTar builds an archive with fixed owners and times, so the real tar
// and ours list the same bytes the same way.
func mkTar(t testing.TB, gz bool, entries ...tarEntry) string {
	var b bytes.Buffer
	tw := tar.NewWriter(&b)
	for _, e := range entries {
		h := &tar.Header{Name: e.name, Mode: e.mode, Uname: "root", Gname: "root",
			ModTime: time.Date(2024, 3, 5, 7, 9, 0, 0, time.UTC), Format: tar.FormatGNU}
		if h.Mode == 0 {
			h.Mode = 0o644
		}
		switch {
		case strings.HasSuffix(e.name, "/"):
			h.Typeflag, h.Mode = tar.TypeDir, 0o755
		case e.hard:
			h.Typeflag, h.Linkname = tar.TypeLink, e.link
		case e.link != "":
			h.Typeflag, h.Linkname, h.Mode = tar.TypeSymlink, e.link, 0o777
		default:
			h.Typeflag, h.Size = tar.TypeReg, int64(len(e.body))
		}
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		tw.Write([]byte(e.body))
	}
	tw.Close()
	if !gz {
		return b.String()
	}
	var z bytes.Buffer
	zw := gzip.NewWriter(&z)
	zw.Write(b.Bytes())
	zw.Close()
	return z.String()
}

func TestTarDiff(t *testing.T) {
	plain := mkTar(t, false,
		tarEntry{name: "d/"}, tarEntry{name: "d/f", body: "hello\n"}, tarEntry{name: "d/e/"},
		tarEntry{name: "d/e/g", body: "héllo\r\nno newline"}, tarEntry{name: "d/l", link: "f"},
		tarEntry{name: "d/h", link: "d/f", hard: true}, tarEntry{name: "x", body: "\x00\xff", mode: 0o755})
	zipped := mkTar(t, true, tarEntry{name: "a", body: "A\n"}, tarEntry{name: "b/c", body: "C\n"})
	evil := mkTar(t, false, tarEntry{name: "../up", body: "x\n"}, tarEntry{name: "a/../../b", body: "x\n"},
		tarEntry{name: "ok", body: "ok\n"}, tarEntry{name: "/abs", body: "abs\n"}, tarEntry{name: "/abs2", body: "abs\n"})
	trunc := mkTar(t, false, tarEntry{name: "f", body: strings.Repeat("x", 2000)}, tarEntry{name: "g", body: "y"})
	files := map[string]string{"a.tar": plain, "z.tgz": zipped, "evil.tar": evil}
	runDiffCases(t, []diffCase{
		{args: []string{"tar", "-tf", "a.tar"}, files: files},
		{args: []string{"tar", "-tvf", "a.tar"}, files: files},
		{args: []string{"tar", "tf", "a.tar", "d/e", "x"}, files: files},
		{args: []string{"tar", "-tf", "a.tar", "nosuch", "x"}, files: files},
		{args: []string{"tar", "-tzf", "z.tgz"}, files: files},
		{args: []string{"tar", "-tf", "z.tgz"}, files: files},
		{args: []string{"tar", "-t"}, stdin: plain},
		{args: []string{"tar", "-tf", "-"}, stdin: zipped},
		{args: []string{"tar", "-tf", "evil.tar"}, files: files},
		{args: []string{"tar", "-xOf", "a.tar"}, files: files},
		{args: []string{"tar", "-xOf", "a.tar", "d/e/g"}, files: files},
		{args: []string{"tar", "-xvf", "a.tar"}, files: files},
		{args: []string{"tar", "xvzf", "z.tgz", "--strip-components=1"}, files: files},
		{args: []string{"tar", "-xvf", "evil.tar"}, files: files},
		{args: []string{"tar", "-xf", "evil.tar", "-O"}, files: files},
		{args: []string{"tar", "-xf", "a.tar", "--exclude=*.txt", "--exclude", "e", "-v"}, files: files},
		{args: []string{"tar", "-xf", "nosuch"}},
		{args: []string{"tar", "-xf", "a.tar", "-C", "nosuch"}, files: files},
		{args: []string{"tar", "-cf", "b.tar", "-C", "nosuch", "f"}, files: map[string]string{"f": "x"}},
		{args: []string{"tar", "-xvf", "a.tar", "-C", "out"}, files: map[string]string{"a.tar": plain, "out/": ""}},
		{args: []string{"tar", "-tf", "d"}, files: map[string]string{"d/": ""}},
		{args: []string{"tar", "-tf", "f"}, files: map[string]string{"f": "this is not an archive\n"}},
		{args: []string{"tar", "-tf", "f"}, files: map[string]string{"f": ""}},
		{args: []string{"tar", "-tf", "f"}, files: map[string]string{"f": plain[:700]}},
		{args: []string{"tar", "-f", "a.tar"}, files: files, why: "GNU names its own path in the second line", status: 2,
			stderr: "tar: You must specify one of the '-Acdtrux', '--delete' or '--test-label' options\nTry 'tar --help' or 'tar --usage' for more information.\n"},
		{args: []string{"tar", "-cf", "e.tar"}, why: "GNU names its own path in the second line", status: 2,
			stderr: "tar: Cowardly refusing to create an empty archive\nTry 'tar --help' or 'tar --usage' for more information.\n"},
		{args: []string{"tar", "-ctf", "e.tar", "x"}, why: "GNU names its own path in the second line", status: 2,
			stderr: "tar: You may not specify more than one '-Acdtrux', '--delete' or  '--test-label' option\nTry 'tar --help' or 'tar --usage' for more information.\n"},
		{args: []string{"tar", "-cf", "x.tar", "nosuch"}},
		{args: []string{"tar", "-cvf", "x.tar", "f"}, files: map[string]string{"f": "x"}},
		{args: []string{"tar", "-cvf", "x.tar", "f", "x.tar"}, files: map[string]string{"f": "x"}},
		{args: []string{"tar", "-cf", "x.tar", "/nonexistent-dir/x"}},
		{args: []string{"tar", "-y"}, why: "GNU names its own path in the second line", status: 64,
			stderr: "tar: invalid option -- 'y'\nTry 'tar --help' or 'tar --usage' for more information.\n"},
		{args: []string{"tar", "-tf", "t.tar"}, files: map[string]string{"t.tar": trunc[:1100]}},
		{args: []string{"tar", "-tf", "t.tar"}, files: map[string]string{"t.tar": trunc[:2660]}},
		{args: []string{"tar", "-tf", "t.tar"}, files: map[string]string{"t.tar": trunc[:3072]}},
	})
}

func tarFS(t *testing.T, files map[string]string) *memfs.FS {
	fsys := memfs.New()
	writeFiles(t, fsys, files)
	return fsys
}

// TestTarRoundTrip creates archives in the sandbox, extracts them
// elsewhere and has the real tar list them.
func TestTarRoundTrip(t *testing.T) {
	ctx := context.Background()
	for _, flags := range []string{"-cf", "-czf"} {
		fsys := tarFS(t, map[string]string{"src/a": "A\n", "src/sub/b": "héllo\x00\xff", "src/empty/": "", "other": "o"})
		fsys.Symlink(ctx, "a", "/work/src/link")
		fsys.Chmod(ctx, "/work/src/a", 0o751)
		mtime := time.Date(2021, 6, 7, 8, 9, 10, 0, time.UTC)
		fsys.Chtimes(ctx, "/work/src/sub/b", mtime, mtime)
		if r := runIn(t, fsys, "/work", []string{"tar", flags, "a.tar", "src", "/work/other"}, ""); r.status != 0 ||
			r.stderr != "tar: Removing leading `/' from member names\n" {
			t.Fatalf("create: %+v", r)
		}
		r := runIn(t, fsys, "/work", []string{"tar", "-tf", "a.tar"}, "")
		want := "src/\nsrc/a\nsrc/empty/\nsrc/link\nsrc/sub/\nsrc/sub/b\nwork/other\n"
		if r.stdout != want {
			t.Errorf("list: %+v", r)
		}
		data, _ := vfs.ReadFile(ctx, fsys, "/work/a.tar")
		if bin, err := exec.LookPath("tar"); err == nil {
			cmd := exec.Command(bin, "-tf", "-")
			if flags == "-czf" {
				cmd = exec.Command(bin, "-tzf", "-")
			}
			cmd.Stdin = bytes.NewReader(data)
			out, err := cmd.Output()
			if err != nil || string(out) != want {
				t.Errorf("real tar -t of ours: %v %q", err, out)
			}
		}
		vfs.MkdirAll(ctx, fsys, "/out", 0o755)
		if r := runIn(t, fsys, "/work", []string{"tar", "-xpf", "a.tar", "-C", "/out"}, ""); r.status != 0 || r.stderr != "" {
			t.Fatalf("extract: %+v", r)
		}
		for p, want := range map[string]string{"/out/src/a": "A\n", "/out/src/sub/b": "héllo\x00\xff", "/out/work/other": "o", "/out/src/link": "A\n"} {
			if got, err := vfs.ReadFile(ctx, fsys, p); err != nil || string(got) != want {
				t.Errorf("%s: %q %v", p, got, err)
			}
		}
		if fi, err := fsys.Stat(ctx, "/out/src/a"); err != nil || fi.Mode().Perm() != 0o751 {
			t.Errorf("mode with -p: %v %v", fi, err)
		}
		if fi, err := fsys.Stat(ctx, "/out/src/sub/b"); err != nil || !fi.ModTime().Equal(mtime) {
			t.Errorf("mtime: %v %v", fi, err)
		}
		if target, err := fsys.Readlink(ctx, "/out/src/link"); err != nil || target != "a" {
			t.Errorf("symlink: %q %v", target, err)
		}
		if fi, err := fsys.Stat(ctx, "/out/src/empty"); err != nil || !fi.IsDir() {
			t.Errorf("empty dir: %v", err)
		}
	}
}

func TestTarExtractSafety(t *testing.T) {
	ctx := context.Background()
	// A link to outside, then a member through it: the link is made last,
	// so the member cannot land outside.
	arc := mkTar(t, false, tarEntry{name: "l", link: "/etc"}, tarEntry{name: "l/passwd", body: "evil\n"},
		tarEntry{name: "../../up", body: "up\n"}, tarEntry{name: "ok", body: "ok\n"})
	fsys := tarFS(t, map[string]string{"a.tar": arc})
	vfs.MkdirAll(ctx, fsys, "/etc", 0o755)
	r := runIn(t, fsys, "/work", []string{"tar", "-xf", "a.tar"}, "")
	if r.status != 2 || !strings.Contains(r.stderr, "tar: ../../up: Member name contains '..'\n") {
		t.Errorf("extract: %+v", r)
	}
	if _, err := fsys.Stat(ctx, "/etc/passwd"); err == nil {
		t.Errorf("wrote through the archive's own symlink")
	}
	if _, err := fsys.Stat(ctx, "/up"); err == nil {
		t.Errorf("extracted ../../up")
	}
	if got, _ := vfs.ReadFile(ctx, fsys, "/work/ok"); string(got) != "ok\n" {
		t.Errorf("ok: %q", got)
	}
	// A bomb: the FS's file size limit stops it with an error, and the
	// members after it are still extracted.
	big := mkTar(t, true, tarEntry{name: "big", body: strings.Repeat("0", 3<<20)}, tarEntry{name: "after", body: "x"})
	small := memfs.New(memfs.WithLimits(1<<20, 4<<20))
	writeFiles(t, small, map[string]string{"b.tgz": big})
	r = runIn(t, small, "/work", []string{"tar", "-xzf", "b.tgz"}, "")
	if r.status != 2 || !strings.HasPrefix(r.stderr, "tar: big: Cannot write: File too large\n") {
		t.Errorf("bomb: %+v", r)
	}
	if got, _ := vfs.ReadFile(ctx, small, "/work/after"); string(got) != "x" {
		t.Errorf("after the bomb: %q", got)
	}
}

func TestTarKeepOldAndCancel(t *testing.T) {
	arc := mkTar(t, false, tarEntry{name: "f", body: "new\n"})
	fsys := tarFS(t, map[string]string{"a.tar": arc, "f": "old\n"})
	r := runIn(t, fsys, "/work", []string{"tar", "-xkf", "a.tar"}, "")
	if r.status != 2 || r.stderr != "tar: f: Cannot open: File exists\ntar: Exiting with failure status due to previous errors\n" {
		t.Errorf("-k: %+v", r)
	}
	if got, _ := vfs.ReadFile(context.Background(), fsys, "/work/f"); string(got) != "old\n" {
		t.Errorf("-k replaced f: %q", got)
	}
	inv, _ := sysInvocation([]string{"tar", "-tf", "-"})
	inv.Stdin = strings.NewReader(arc)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if st := All()["tar"].Run(ctx, inv); st == 0 {
		t.Errorf("cancelled tar exited 0")
	}
}
