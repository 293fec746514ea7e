package commands

import (
	"archive/zip"
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
)

// zipinfoArchives: archives of several makers' shapes, with fixed times:
// Unix modes (files, a directory, a symlink, setuid and sticky bits), a
// mode without a file type, MS-DOS attributes, a data descriptor, an
// extended timestamp, deflated data that shrinks to 100%, a comment and
// an empty archive.
func zipinfoArchives(t *testing.T) map[string]string {
	mk := func(comment string, add func(zw *zip.Writer)) string {
		var b bytes.Buffer
		zw := zip.NewWriter(&b)
		add(zw)
		if comment != "" {
			zw.SetComment(comment)
		}
		zw.Close()
		return b.String()
	}
	when := time.Date(2024, 3, 5, 7, 9, 10, 0, time.UTC)
	raw := func(zw *zip.Writer, h *zip.FileHeader, data string) {
		w, err := zw.CreateHeader(h)
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(data))
	}
	unix := mk("", func(zw *zip.Writer) {
		for _, e := range []struct {
			name string
			mode uint32
			data string
			def  bool
		}{
			{"d/", 0o40755, "", false}, {"d/f", 0o100644, "x", false}, {"g", 0o100644, strings.Repeat("y", 300), true},
			{"zeros", 0o100600, strings.Repeat("\x00", 200000), true}, {"l", 0o120777, "g", false},
			{"run", 0o104755, "#!", false}, {"tmp/", 0o41777, "", false}, {"odd", 0o102640, "o", false}, {"nt", 0o000600, "n", false},
		} {
			h := &zip.FileHeader{Name: e.name, Modified: when, Method: zip.Store}
			if e.def {
				h.Method = zip.Deflate
			}
			h.CreatorVersion = 3<<8 | 30
			h.ExternalAttrs = e.mode << 16
			raw(zw, h, e.data)
		}
	})
	fat := mk("", func(zw *zip.Writer) {
		for _, e := range []struct {
			name string
			attr uint32
		}{{"a.txt", 0x20}, {"D/", 0x10}, {"r.exe", 0x07}, {"B.BAT", 0x21}} {
			h := &zip.FileHeader{Name: e.name, Modified: when, Method: zip.Store, ExternalAttrs: e.attr}
			h.CreatorVersion = 20
			raw(zw, h, "hello")
		}
	})
	com := mk("a comment\nof two lines", func(zw *zip.Writer) {
		h := &zip.FileHeader{Name: "x", Modified: when, Method: zip.Deflate}
		h.SetMode(0o644)
		raw(zw, h, "text text text text text\n")
	})
	return map[string]string{"u.zip": unix, "fat.zip": fat, "com.zip": com, "empty.zip": mk("", func(*zip.Writer) {}), "bad.zip": "junk\n"}
}

// TestZipinfoDiff: unzip -Z and zipinfo list archives byte for byte as
// Info-ZIP's zipinfo (UnZip 6.0) does, in each format and with member
// selection, exclusion and the errors.
func TestZipinfoDiff(t *testing.T) {
	files := zipinfoArchives(t)
	var cases []diffCase
	for _, opts := range [][]string{{}, {"-1"}, {"-2"}, {"-s"}, {"-m"}, {"-l"}, {"-h"}, {"-t"}, {"-T"}, {"-z"}, {"-M"},
		{"-2", "-h", "-t", "-z"}, {"-1", "-h", "-t"}, {"-l", "-T", "-z"}, {"-h", "-t"}, {"-mT"}} {
		for _, a := range []string{"u.zip", "fat.zip", "com.zip", "empty.zip"} {
			cases = append(cases, diffCase{args: append(append([]string{"unzip", "-Z"}, opts...), a), files: files})
		}
	}
	for _, args := range [][]string{
		{"-Z1", "u"}, {"-Zl", "u.zip", "g"}, {"-Z", "u.zip", "g", "nope"}, {"-Z", "-t", "u.zip", "d/*"}, {"-Z", "-h", "u.zip", "g"},
		{"-Z", "-s", "-h", "-t", "u.zip", "g", "d/f"}, {"-Z", "u.zip", "-x", "d/*"}, {"-Z", "-1", "u.zip", "*", "-x", "g", "l"},
		{"-Z", "-C", "fat.zip", "*.bat"}, {"-Z", "fat.zip", "*.bat"}, {"-Z", "nosuch.zip"}, {"-Z", "-1", "nosuch"},
		{"-Z", "bad.zip"}, {"-Z", "-1", "bad.zip"}, {"-Z"},
	} {
		cases = append(cases, diffCase{args: append([]string{"unzip"}, args...), files: files})
	}
	cases = append(cases, diffCase{args: []string{"zipinfo", "u.zip"}, files: files},
		diffCase{args: []string{"zipinfo", "-2t", "com"}, files: files})
	runDiffCases(t, cases)
}

// TestZipinfoOfOurZip: an archive our zip made, listed by the real
// zipinfo and by ours in every format; and the names -1 lists of an
// archive our zip and Info-ZIP's zip made of the same files.
func TestZipinfoOfOurZip(t *testing.T) {
	ctx := context.Background()
	fsys := tarFS(t, map[string]string{"d/f": "x", "g": strings.Repeat("y", 31), "d/e/": "", "h": "text\n"})
	mt := time.Date(2024, 3, 5, 7, 9, 10, 0, time.UTC)
	for _, p := range []string{"/work/d/f", "/work/g", "/work/d", "/work/d/e", "/work/h"} {
		fsys.Chtimes(ctx, p, mt, mt)
	}
	if r := runIn(t, fsys, "/work", []string{"zip", "-q", "-r", "z.zip", "d", "g", "h"}, ""); r.status != 0 {
		t.Fatalf("zip: %+v", r)
	}
	data, err := vfs.ReadFile(ctx, fsys, "/work/z.zip")
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{"z.zip": string(data)}
	var cases []diffCase
	for _, o := range []string{"-1", "-2", "-s", "-m", "-l", "-h", "-t", "-T", "-z", "-2ht"} {
		cases = append(cases, diffCase{args: []string{"unzip", "-Z", o, "z.zip"}, files: files})
	}
	cases = append(cases, diffCase{args: []string{"zipinfo", "z.zip", "d/*"}, files: files})
	runDiffCases(t, cases)
	compareScript(t, "mkdir d; printf x > d/f; printf y > g; zip -q -r z.zip d g; unzip -Z1 z.zip; unzip -Z -2 z.zip g", nil)
}
