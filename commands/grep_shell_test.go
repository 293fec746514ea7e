package commands

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/computerwelt/computerwelt/shell"
	"github.com/computerwelt/computerwelt/vfs"
	"github.com/computerwelt/computerwelt/vfs/memfs"
)

// TestGrepSedInShell runs grep and sed through the real shell: pipes,
// /dev/null, sed's e command, the output limit and the timeout.
func TestGrepSedInShell(t *testing.T) {
	ctx := context.Background()
	fsys := memfs.New()
	if err := vfs.MkdirAll(ctx, fsys, "/work", 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		script         string
		limits         shell.Limits
		stdout, stderr string
		status         int
	}{
		{script: `printf 'a\nb\na\n' | grep -c a`, stdout: "2\n"},
		{script: `printf 'x\n' | grep -f /dev/null; echo $?`, stdout: "1\n"},
		{script: `printf 'a\n' | sed '1e echo hi'`, stdout: "hi\na\n"},
		{script: `printf 'echo one\n' | sed e`, stdout: "one\n"},
		{script: `printf 'x\n' | sed 's/x/echo sub/e'`, stdout: "sub\n"},
		{script: `printf 'a b\n' > f; sed -i 's/a/A/' f; cat f; grep -n b f`, stdout: "A b\n1:A b\n"},
		{script: `printf 'x\n' | sed ':a;ba'`, limits: shell.Limits{Timeout: 300 * time.Millisecond}, status: 124},
		{script: `yes abc | head -n 100000 | grep -c abc`, stdout: "100000\n"},
		// Devices met while recursing are skipped (/dev/zero never ends).
		// An endless line stops at the string limit instead of eating memory.
		{script: `grep x /dev/zero; echo $?; sed p /dev/zero; echo $?`, stdout: "2\n4\n",
			stderr: "grep: /dev/zero: line too long\nsed: read error on /dev/zero: line too long\n",
			limits: shell.Limits{Timeout: 5 * time.Second, MaxStringBytes: 1 << 20}},
		{script: `grep -c x /dev/null`, stdout: "0\n", status: 1},
		{script: `printf 'x\n' | sed 'r /dev/zero' | head -c 4 | wc -c`, stdout: "4\n", limits: shell.Limits{Timeout: 5 * time.Second}},
		{script: `printf 'x\n' | sed 'e yes'; echo $?`, stdout: "4\n", stderr: "sed: e command: output larger than 1048576 bytes\n",
			limits: shell.Limits{Timeout: 5 * time.Second, MaxStringBytes: 1 << 20}},
	} {
		sh, err := shell.New(shell.Config{FS: fsys, Dir: "/work", Commands: All(), Limits: c.limits,
			Env: map[string]string{"PATH": "/usr/bin:/bin"}})
		if err != nil {
			t.Fatal(err)
		}
		var out, errb bytes.Buffer
		res, err := sh.Run(ctx, c.script, shell.RunIO{Stdout: &out, Stderr: &errb})
		if err != nil {
			t.Fatalf("%s: %v", c.script, err)
		}
		// stderr must end with the expected text (other commands in the
		// script may add their own messages first).
		badErr := c.status == 0 && (errb.String() != c.stderr && (c.stderr == "" || !strings.HasSuffix(errb.String(), c.stderr)))
		if out.String() != c.stdout || res.ExitCode != c.status || badErr {
			t.Errorf("%s: got %q, %q, status %d", c.script, out.String(), errb.String(), res.ExitCode)
		}
	}
	// Output stops at the limit instead of running on.
	sh, _ := shell.New(shell.Config{FS: fsys, Dir: "/work", Commands: All(), Limits: shell.Limits{MaxOutputBytes: 1000}})
	var out bytes.Buffer
	start := time.Now()
	sh.Run(ctx, `yes | head -n 1000000 | sed p`, shell.RunIO{Stdout: &out, Stderr: &bytes.Buffer{}})
	if out.Len() > 1000 || time.Since(start) > 10*time.Second || !strings.HasPrefix(out.String(), "y\ny\n") {
		t.Errorf("output limit: %d bytes after %v", out.Len(), time.Since(start))
	}
}
