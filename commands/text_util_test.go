package commands

import (
	"context"

	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
	"os/exec"
	"strings"
	"testing"
)

// runUsageCases is runDiffCases for usage errors: the real tool, run by
// path, names its path in "Try '/usr/bin/x --help'", which we normalise.
func runUsageCases(t *testing.T, cases []diffCase) {
	t.Helper()
	for _, c := range cases {
		c := c
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			got := runSandbox(t, c.args, c.stdin, c.files)
			want := runReal(t, c.args, c.stdin, c.files)
			if bin, err := exec.LookPath(c.args[0]); err == nil {
				want.stderr = strings.ReplaceAll(want.stderr, "'"+bin+" --help'", "'"+c.args[0]+" --help'")
			}
			if got != want {
				t.Errorf("got %+v\nwant %+v", got, want)
			}
		})
	}
}

func TestQuoting(t *testing.T) {
	for in, want := range map[string]string{
		"a":     "a",
		"a b":   "'a b'",
		"it's":  `"it's"`,
		"a\nb":  `'a'$'\n''b'`,
		"x\x80": `'x'$'\200'`,
	} {
		if got := quoteName(in); got != want {
			t.Errorf("quoteName(%q) = %s, want %s", in, got, want)
		}
	}
}

func TestQuotingDiff(t *testing.T) {
	runDiffCases(t, []diffCase{
		{args: []string{"wc", "a b"}},
		{args: []string{"wc", "it's"}},
		{args: []string{"wc", "a\nb"}},
		{args: []string{"wc", "x\x80"}},
		{args: []string{"head", "a b"}},
		{args: []string{"head", "a\tb"}},
		{args: []string{"head", "a=b"}},
	})
}

func readFile(ctx context.Context, fsys vfs.FS, name string) (string, error) {
	b, err := vfs.ReadFile(ctx, fsys, name)
	return string(b), err
}

func newTestFS(t *testing.T, files map[string]string) vfs.FS {
	fsys := memfs.New()
	if err := vfs.MkdirAll(t.Context(), fsys, sandboxDir, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFiles(t, fsys, files)
	return fsys
}
