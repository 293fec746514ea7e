package commands

import (
	"strings"
	"testing"
)

// TestFindFiles0FromUsedDiff: -files0-from (NUL-separated starting
// points, the last name without its NUL, empty names, stdin, the
// combinations GNU refuses) and -used (days from the last status change
// to the last access: GNU 4.9 never matches a file read before its
// change; +N, -N, N in [N-1, N)), against GNU find.
func TestFindFiles0FromUsedDiff(t *testing.T) {
	files := map[string]string{
		"d/e/x": "x", "f1": "1", "L": "d\x00f1\x00", "L2": "d\x00\x00f1\x00", "L3": "d\x00nosuch\x00f1",
		"one": "f1", "empty": "",
	}
	var cases []diffCase
	for _, args := range [][]string{
		{"find", "-files0-from", "L"},
		{"find", "-files0-from", "L2", "-name", "f1"},
		{"find", "-files0-from", "L3", "-type", "f"},
		{"find", "-files0-from", "one"},
		{"find", "-files0-from", "empty"},
		{"find", "-name", "x", "-files0-from", "L"},
		{"find", "-files0-from", "L", "-files0-from", "one"},
		{"find", ".", "-files0-from", "L"},
		{"find", "d", "f1", "-files0-from", "L"},
		{"find", "-files0-from", "nofile"},
		{"find", "-files0-from", "d"},
		{"find", "-files0-from"},
		{"find", "-files0-from", "-", "-print"},
		{"find", "-files0-from", "-", "-ok", "echo", "{}", ";"},
		{"find", "-files0-from", "L", "-ok", "echo", "{}", ";"},
		{"find", "-files0-from", "-", "-okdir", "echo", "{}", ";"},
		{"find", "f1", "-fstype", "no-such-type"},
		{"find", "-used", "x"}, {"find", "-used", "3x"}, {"find", "-used", ""}, {"find", "-used", "+"},
		{"find", "-used", "1e"}, {"find", "-used", "0x"}, {"find", "-used", "1 "}, {"find", "-used", "1e400"},
		{"find", "-used"},
	} {
		stdin := ""
		if strings.Contains(strings.Join(args, " "), "-files0-from -") {
			stdin = "f1\x00d/e\x00"
		}
		cases = append(cases, diffCase{args: args, files: files, stdin: stdin})
	}
	runDiffCases(t, cases)

	// -used needs access times set after the change: touch -a sets the
	// access time and the change time (now) at once, on both sides.
	var script strings.Builder
	script.WriteString("mkdir u && cd u && for o in -50 -30 -25 -11 -1 1 11 13 25 30 50 70; do touch f$o; touch -a -d \"$o hours\" f$o; done; : > fresh; ")
	for _, n := range []string{"0", "1", "2", "3", "-1", "-2", "-3", "+0", "+1", "+2", "-0", "-0.5", "0.5", "+-1", "-+1", "' 1'", "0x1", "inf", "-inf",
		"1e-400", "1.", ".5", "-1e300", "+1e300", "1e14", "-1e14"} {
		script.WriteString("echo " + n + ": $(find . -type f -used " + n + " | sort); ")
	}
	args := []string{"sh", "-c", script.String()}
	got := runInShell(t, args, "", nil)
	if want := realResult(t, got, args, "", nil); got != want {
		t.Errorf("-used:\n got %+v\nwant %+v", got, want)
	}
}

// TestFindFstype: -fstype and %F name the sandbox's file system types as
// df -T does; a type of the host's is nowhere.
func TestFindFstype(t *testing.T) {
	files := map[string]string{"a": "x", "d/b": "y"}
	df := runSandbox(t, []string{"df", "--output=fstype", "."}, "", files)
	typ := strings.TrimSpace(strings.TrimPrefix(df.stdout, "Type\n"))
	if typ == "" {
		t.Fatalf("df -T: %+v", df)
	}
	for _, c := range []struct {
		typ  string
		want string
	}{{typ, "./a\n./d/b\n"}, {"ext4", ""}, {"", ""}} {
		if r := runSandbox(t, []string{"find", ".", "-type", "f", "-fstype", c.typ}, "", files); r.stdout != c.want || r.status != 0 {
			t.Errorf("-fstype %q: %+v, want %q", c.typ, r, c.want)
		}
	}
	if r := runSandbox(t, []string{"find", "a", "-printf", "%F\n"}, "", files); r.stdout != typ+"\n" {
		t.Errorf("%%F: %q, want %q", r.stdout, typ)
	}
}
