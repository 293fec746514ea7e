package commands

import (
	"context"
	"testing"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

func TestTruncateDiff(t *testing.T) {
	files := map[string]string{"a": "0123456789", "big": string(make([]byte, 5000)), "d/": ""}
	// Each case truncates then prints the result with a second command in
	// the same FS, so sizes and contents are compared too.
	var cases []diffCase
	for _, args := range [][]string{
		{}, {"a"}, {"-s", "5"}, {"-s", "5", "a"}, {"-s", "+5", "a"}, {"-s", "-3", "a"}, {"-s", "-100", "a"},
		{"-s", "<3", "a"}, {"-s", "<30", "a"}, {"-s", ">30", "a"}, {"-s", ">3", "a"}, {"-s", "/3", "a"},
		{"-s", "%4", "a"}, {"-s", "%5", "a"}, {"-s", "/0", "a"}, {"-s", "%0", "a"}, {"-s", ">-3", "a"},
		{"-s", "x", "a"}, {"-s", "1x", "a"}, {"-s", "+", "a"}, {"-s", "99999999999999999999", "a"},
		{"-s", "9E", "a"}, {"-s", "1KB", "a"}, {"-s", "1KiB", "a"}, {"-s", "1k", "a"}, {"-s", " 5", "a"},
		{"-s", "< +5", "a"}, {"-s", "0", "a", "new"}, {"-c", "-s", "0", "nofile"}, {"-s", "0", "nodir/x"},
		{"-s", "5", "d"}, {"-r", "a", "big"}, {"-r", "a", "-s", "5", "big"}, {"-r", "a", "-s", "+5", "big"},
		{"-r", "nope", "a"}, {"-o", "-r", "a", "b"}, {"-s", "2", "-o"}, {"-o", "-s", "1", "a"},
		{"-s", "1M", "a"}, {"-s", "1b", "a"}, {"-x"}, {"--size=3", "a", "big"},
	} {
		cases = append(cases, diffCase{args: append([]string{"truncate"}, args...), files: files})
	}
	runDiffCases(t, cases)
}

// TestTruncateEffect checks the resulting sizes and that extension reads
// as zero bytes.
func TestTruncateEffect(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-s", "4"}, "0123"},
		{[]string{"-s", "+2"}, "0123456789\x00\x00"},
		{[]string{"-s", "-8"}, "01"},
		{[]string{"-s", "%4"}, "0123456789\x00\x00"},
		{[]string{"-s", "/4"}, "01234567"},
		{[]string{"-s", "<4"}, "0123"},
		{[]string{"-s", ">4"}, "0123456789"},
		{[]string{"-r", "ref"}, "012"},
		{[]string{"-r", "ref", "-s", "+1"}, "0123"},
		{[]string{"-o", "-s", "1"}, "0123456789" + string(make([]byte, 4086))},
	} {
		fsys := memfs.New()
		vfs.MkdirAll(ctx, fsys, "/work", 0o755)
		vfs.WriteFile(ctx, fsys, "/work/a", []byte("0123456789"), 0o644)
		vfs.WriteFile(ctx, fsys, "/work/ref", []byte("abc"), 0o644)
		args := append(append([]string{"truncate"}, c.args...), "a")
		if r := runIn(t, fsys, "/work", args, ""); r.status != 0 {
			t.Errorf("%v: status %d, %q", args, r.status, r.stderr)
		}
		got, _ := vfs.ReadFile(ctx, fsys, "/work/a")
		if string(got) != c.want {
			t.Errorf("%v: file is %q, want %q", args, got, c.want)
		}
	}
	// A new file gets 0666 less the umask.
	fsys := memfs.New()
	vfs.MkdirAll(ctx, fsys, "/work", 0o755)
	runIn(t, fsys, "/work", []string{"truncate", "-s", "3", "n"}, "")
	fi, err := fsys.Stat(ctx, "/work/n")
	if err != nil || fi.Size() != 3 || fi.Mode().Perm() != 0o644 {
		t.Errorf("new file: %v %v", fi, err)
	}
}
