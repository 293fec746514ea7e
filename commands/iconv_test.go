package commands

import (
	"context"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
)

func TestIconv(t *testing.T) {
	u8 := "héllo €\n"
	all := "ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõö÷øùúûüýþÿ “x” ‘y’ – — … • © ® ™ ± µ ¿ ¡ « » 中 Œœ\n"
	runDiffCases(t, []diffCase{
		{args: []string{"iconv", "-f", "latin1", "-t", "utf-8"}, stdin: "h\xe9llo\n\xff\x00"},
		{args: []string{"iconv", "-f", "ISO-8859-1", "-t", "UTF-8", "f", "-"}, files: map[string]string{"f": "\xe9"}, stdin: "\xe0"},
		{args: []string{"iconv", "-f", "utf-8", "-t", "latin1"}, stdin: u8},
		{args: []string{"iconv", "-c", "-f", "utf-8", "-t", "latin1"}, stdin: u8},
		{args: []string{"iconv", "-f", "utf-8", "-t", "latin1//IGNORE"}, stdin: u8},
		{args: []string{"iconv", "-f", "utf-8", "-t", "ascii//TRANSLIT"}, stdin: u8},
		{args: []string{"iconv", "-f", "utf-8", "-t", "ASCII//TRANSLIT"}, stdin: all},
		{args: []string{"iconv", "-f", "utf-8", "-t", "latin1//TRANSLIT"}, stdin: all},
		{args: []string{"iconv", "-f", "utf-8", "-t", "cp1252"}, stdin: all[:190]},
		{args: []string{"iconv", "-f", "windows-1252", "-t", "utf-8"}, stdin: "a\x80b\x9f\x93q\x94"},
		{args: []string{"iconv", "-f", "cp1252", "-t", "utf-8"}, stdin: "a\x81b"},
		{args: []string{"iconv", "-f", "utf-8", "-t", "utf-16"}, stdin: u8 + "𝄞"},
		{args: []string{"iconv", "-f", "utf-8", "-t", "utf-16le"}, stdin: u8 + "𝄞"},
		{args: []string{"iconv", "-f", "utf-8", "-t", "UTF-16BE"}, stdin: u8},
		{args: []string{"iconv", "-f", "utf-8", "-t", "utf-32"}, stdin: u8},
		{args: []string{"iconv", "-f", "utf-8", "-t", "utf-32be"}, stdin: u8},
		{args: []string{"iconv", "-f", "utf-16", "-t", "utf-8"}, stdin: "\xff\xfeh\x00i\x00"},
		{args: []string{"iconv", "-f", "utf-16", "-t", "utf-8"}, stdin: "\xfe\xff\x00h\x00i\xd8\x34\xdd\x1e"},
		{args: []string{"iconv", "-f", "utf-16", "-t", "utf-8"}, stdin: "h\x00i\x00"},
		{args: []string{"iconv", "-f", "utf-16le", "-t", "utf-8"}, stdin: "h\x00i"},
		{args: []string{"iconv", "-f", "utf-16le", "-t", "utf-8"}, stdin: "h\x00\x00\xdci\x00"},
		{args: []string{"iconv", "-f", "utf-32le", "-t", "utf-8"}, stdin: "h\x00\x00\x00\x1e\xd1\x01\x00"},
		{args: []string{"iconv", "-t", "ascii"}, stdin: "é"},
		{args: []string{"iconv", "-f", "ascii"}, stdin: "ok\x80"},
		{args: []string{"iconv", "-f", "utf-8", "-t", "latin1"}, stdin: "ab\xe2\x82"},
		{args: []string{"iconv", "-f", "utf-8", "-t", "utf-16le"}, stdin: "ab\xff"},
		{args: []string{"iconv", "-c", "-f", "utf-8", "-t", "utf-8"}, stdin: "ab\xffc\r\n"},
		{args: []string{"iconv"}, stdin: "plain\r\nno newline"},
		{args: []string{"iconv"}, stdin: ""},
		{args: []string{"iconv", "-f", "foo", "-t", "utf-8"}},
		{args: []string{"iconv", "-f", "utf-8", "-t", "bar"}},
		{args: []string{"iconv", "nosuch"}},
		{args: []string{"iconv", "-x"}},
		{args: []string{"iconv", "-l"}, why: "we list only the encodings we know", stdout: "ANSI_X3.4-1968//\nASCII//\nCP1252//\nISO-8859-1//\nISO8859-1//\nL1//\nLATIN1//\nMS-ANSI//\nUS-ASCII//\nUTF-16//\nUTF-16BE//\nUTF-16LE//\nUTF-32//\nUTF-32BE//\nUTF-32LE//\nUTF-8//\nUTF8//\nWINDOWS-1252//\n"},
	})
}

func TestIconvOutputFile(t *testing.T) {
	fsys := tarFS(t, map[string]string{"in": "h\xe9\n"})
	r := runIn(t, fsys, "/work", []string{"iconv", "-f", "latin1", "-t", "utf-8", "-o", "out", "in"}, "")
	if r.status != 0 || r.stdout != "" {
		t.Fatalf("%+v", r)
	}
	if got, _ := vfs.ReadFile(context.Background(), fsys, "/work/out"); string(got) != "hé\n" {
		t.Errorf("out: %q", got)
	}
}
