package commands

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

func fileGzipped(name string, mtime int64, data string) string {
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	zw.Name = name
	if mtime != 0 {
		zw.ModTime = fileTime(mtime)
	}
	zw.Write([]byte(data))
	zw.Close()
	return b.String()
}

func fileZipped(method uint16) string {
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	w, _ := zw.CreateHeader(&zip.FileHeader{Name: "a", Method: method})
	w.Write([]byte("hi"))
	zw.Close()
	return b.String()
}

func fileTarred(format tar.Format) string {
	var b bytes.Buffer
	tw := tar.NewWriter(&b)
	tw.WriteHeader(&tar.Header{Name: "t1", Mode: 0o644, Size: 3, Format: format, ModTime: time.Unix(1700000000, 0)})
	tw.Write([]byte("hi\n"))
	tw.Close()
	return b.String()
}

func TestFileDiff(t *testing.T) {
	png := "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x20\x08\x06\x00\x00\x00"
	pngPal := "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\x00\x00\x00\x00\x02\x04\x03\x00\x00\x01"
	zipStore := fileZipped(zip.Store)
	zipDeflate := fileZipped(zip.Deflate)
	tarGNU := fileTarred(tar.FormatGNU)
	tarPOSIX := fileTarred(tar.FormatUSTAR)
	files := map[string]string{
		"e0": "", "t1": "hello\n", "t2": "hello", "t3": "a\r\nb\r\n", "t4": "héllo\n", "t5": "#!/bin/sh\necho\n",
		"t6": "{\"a\": 1}\n", "t7": png, "t7b": pngPal, "t9": "GIF89a\x01\x00\x02\x00", "t9b": "GIF87a\x10\x00\x20\x00rest",
		"t10": "%PDF-1.4\n", "t11": "PK\x03\x04", "t11b": zipStore, "t11c": zipDeflate, "t14": "\x00\x01\x02\xff",
		"t15": "#!/bin/bash\n", "t16": "#!/usr/bin/env python3\nprint(1)\n", "long": strings.Repeat("x", 300),
		"long2": strings.Repeat("x", 301) + "\n", "cr": "a\rb\r", "bom": "\xef\xbb\xbfhi\n", "lat": "caf\xe9\n",
		"esc": "a\x1b[1mb\n", "j2": "[1, 2]\n", "j3": "{\"a\":\n  [1,\n  2]}\n", "h": "<html>\n", "mixed": "a\r\nb\nc\r\n",
		"nl": "\n", "nul": "a\x00b\n", "pl": "#!/usr/bin/perl\n", "foo": "#!/usr/bin/foo\n", "shcr": "#!/bin/sh\r\necho\r\n",
		"num": "1\n", "bs": "a\bb\n", "g1": fileGzipped("t1", 0, "hello\n"), "g2": fileGzipped("", 1700000000, "data\n"),
		"tar1": tarGNU, "tar2": tarPOSIX, "d/": "", "utf8crlf": "ü\r\n", "badjson": "{\"a\": \n",
	}
	var cases []diffCase
	for name, content := range files {
		// Each case writes only its own file (both sides write a case's
		// files afresh: 44 each time made this the package's slowest test).
		own := map[string]string{name: content}
		for _, fl := range [][]string{{}, {"-b"}, {"-i"}, {"--mime-type"}, {"--mime-encoding"}} {
			cases = append(cases, diffCase{args: append(append([]string{"file"}, fl...), name), files: own})
		}
	}
	cases = append(cases,
		diffCase{args: []string{"file", "t1", "t10", "d", "nope"}, files: files},
		diffCase{args: []string{"file", "-"}, stdin: "hi\n"},
		diffCase{args: []string{"file", "-b", "-"}, stdin: "{}"},
		diffCase{args: []string{"file", "-", "t1"}, stdin: "\x00\x01", files: files},
		diffCase{args: []string{"file"}},
	)
	runDiffCases(t, cases)
}

// libmagic knows more about these formats than we do.
func TestFileRicherFormats(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"file", "-b", "j"}, files: map[string]string{"j": "\xff\xd8\xff\xe0\x00\x10JFIF\x00"},
			why: "libmagic reads the JFIF segments", stdout: "JPEG image data\n"},
		{args: []string{"file", "-i", "j"}, files: map[string]string{"j": "\xff\xd8\xff\xe0\x00\x10JFIF\x00"},
			why: "same MIME type as libmagic", stdout: "j: image/jpeg; charset=binary\n"},
		{args: []string{"file", "-b", "elf"}, files: map[string]string{"elf": "\x7fELF\x02\x01\x01\x00" + strings.Repeat("\x00", 8) + "\x03\x00\x3e\x00"},
			why: "libmagic reads program headers (pie, interpreter, BuildID)", stdout: "ELF 64-bit LSB shared object, x86-64\n"},
	})
}

func TestFileLinks(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	vfs.MkdirAll(ctx, fsys, "/w", 0o755)
	vfs.WriteFile(ctx, fsys, "/w/t1", []byte("hello\n"), 0o644)
	fsys.Symlink(ctx, "t1", "/w/sl1")
	fsys.Symlink(ctx, "nowhere", "/w/sl2")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"file", "sl1", "sl2"}, "sl1: symbolic link to t1\nsl2: broken symbolic link to nowhere\n"},
		{[]string{"file", "-L", "sl1"}, "sl1: ASCII text\n"},
		{[]string{"file", "-L", "sl2"}, "sl2: cannot open `sl2' (No such file or directory)\n"},
		{[]string{"file", "-i", "sl1"}, "sl1: inode/symlink; charset=binary\n"},
		{[]string{"file", "-bL", "sl1"}, "ASCII text\n"},
	} {
		if r := runIn(t, fsys, "/w", c.args, ""); r.stdout != c.want || r.status != 0 {
			t.Errorf("%v: got %q (%d), want %q", c.args, r.stdout, r.status, c.want)
		}
	}
}

func fileTime(sec int64) time.Time { return time.Unix(sec, 0) }
