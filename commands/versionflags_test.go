package commands

import "testing"

// TestShortVersionFlags: the short spellings of --version (gzip -V and
// -L, strings -v and -V, hexdump -V, diff -v) answer as --version does.
func TestShortVersionFlags(t *testing.T) {
	for _, c := range [][]string{{"gzip", "-V"}, {"gzip", "-L"}, {"gzip", "--license"}, {"strings", "-v"}, {"strings", "-V"}, {"hexdump", "-V"}, {"diff", "-v"}} {
		got := runSandbox(t, c, "", nil)
		want := runSandbox(t, []string{c[0], "--version"}, "", nil)
		if got != want || got.status != 0 || got.stdout == "" {
			t.Errorf("%v: got %+v, want %+v", c, got, want)
		}
	}
}

// TestStringsTargetAndGzipSyncDiff: strings -T reads a file as without it;
// gzip --synchronous compresses as without it.
func TestStringsTargetAndGzipSyncDiff(t *testing.T) {
	files := map[string]string{"f": "\x00\x01hello world\x00xy\x00another string\n"}
	runDiffCases(t, []diffCase{
		{args: []string{"strings", "-T", "elf64-x86-64", "f"}, files: files},
		{args: []string{"strings", "--target=binary", "-n", "2", "f"}, files: files},
	})
	a := runSandbox(t, []string{"gzip", "--synchronous", "-cn", "f"}, "", files)
	b := runSandbox(t, []string{"gzip", "-cn", "f"}, "", files)
	if a != b || a.status != 0 || a.stdout == "" {
		t.Errorf("gzip --synchronous: %+v, without: %+v", a, b)
	}
}
