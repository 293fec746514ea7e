package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/internal/testpg"
)

// cli runs the command line and returns its output and status.
func cli(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	status := realMain(context.Background(), args, strings.NewReader(""), &out, &errb)
	return out.String(), errb.String(), status
}

func TestRunSessionSharesFilesDirAndVariables(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "s.db")
	host := filepath.Join(dir, "host")
	os.Mkdir(host, 0o755)
	os.WriteFile(filepath.Join(host, "a"), []byte("host\n"), 0o644)
	os.WriteFile(filepath.Join(host, "b"), []byte("moved\n"), 0o644)
	mount := "--mount=" + host + ":/data:rw"

	out, errs, st := cli(t, "run", "--no-python", "--store", db, "--session", "s1", mount, "-c",
		`mkdir -p /work/sub && cd /work/sub; x=1; echo a > f; echo changed >> /data/a; mv /data/b /data/c`)
	if st != 0 {
		t.Fatalf("first run: status %d, %q %q", st, out, errs)
	}
	out, errs, st = cli(t, "run", "--no-python", "--store", db, "--session", "s1", mount, "-c", `pwd; echo $x; cat f /data/a`)
	if st != 0 || out != "/work/sub\n1\na\nhost\nchanged\n" {
		t.Fatalf("second run: status %d, %q %q", st, out, errs)
	}
	// The host folder itself is not written: the change is the session's.
	if b, _ := os.ReadFile(filepath.Join(host, "a")); string(b) != "host\n" {
		t.Errorf("host file changed: %q", b)
	}

	out, _, st = cli(t, "session", "list", "--store", db)
	if st != 0 || !strings.Contains(out, "s1") || !strings.Contains(out, "/work/sub") {
		t.Errorf("session list: %d %q", st, out)
	}
	out, errs, st = cli(t, "session", "show", "--store", db, mount, "s1")
	if st != 0 || !strings.Contains(out, "turns      2") || !strings.Contains(out, "modified     /data/a") || !strings.Contains(out, "added        /work/sub/f") ||
		!strings.Contains(out, "renamed      /data/b -> /data/c (100%)") {
		t.Errorf("session show: %d %q %q", st, out, errs)
	}
	out, errs, st = cli(t, "session", "diff", "--store", db, mount, "s1", "/data/a")
	if st != 0 || out != "diff --git a/data/a b/data/a\n--- a/data/a\n+++ b/data/a\n@@ -1 +1,2 @@\n host\n+changed\n" {
		t.Errorf("session diff: %d %q %q", st, out, errs)
	}
	if _, errs, st = cli(t, "session", "fork", "--store", db, "s1", "s2"); st != 0 {
		t.Fatalf("fork: %d %q", st, errs)
	}
	if _, errs, st = cli(t, "session", "reset", "--store", db, "s1"); st != 0 {
		t.Fatalf("reset: %d %q", st, errs)
	}
	out, _, _ = cli(t, "run", "--no-python", "--store", db, "--session", "s1", "-c", `pwd; echo "x=$x"; ls /work 2>&1`)
	if out != "/home/user\nx=\nls: cannot access '/work': No such file or directory\n" {
		t.Errorf("after reset: %q", out)
	}
	out, _, _ = cli(t, "run", "--no-python", "--store", db, "--session", "s2", "-c", `pwd; echo "x=$x"`)
	if out != "/work/sub\nx=1\n" {
		t.Errorf("fork: %q", out)
	}
	if _, _, st = cli(t, "session", "show", "--store", db, "nope"); st != 1 {
		t.Errorf("show of a missing session: status %d", st)
	}
	out, _, st = cli(t, "session", "prune", "--store", db, "--older-than", "0s")
	if st != 0 || out != "removed 2 sessions\n" {
		t.Errorf("prune: %d %q", st, out)
	}
}

// The session commands look into a store; one that is not there is said
// to be missing, named by its path, and not made (an empty one would list
// no sessions and hide the wrong -store), for -store and the default alike.
func TestSessionCommandsMakeNoStore(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	t.Setenv("CW_DATA_DIR", data)
	given := filepath.Join(dir, "given.db")
	for _, args := range [][]string{
		{"list"}, {"show", "s1"}, {"diff", "s1"}, {"fork", "s1", "s2"}, {"reset", "s1"}, {"delete", "s1"}, {"prune"},
	} {
		for _, db := range []string{"", given} {
			a := append([]string{"session"}, args...)
			want := filepath.Join(data, "sessions.db")
			if db != "" {
				a, want = append(a, "--store", db), db
			}
			out, errs, st := cli(t, a...)
			if st != 2 || out != "" || !strings.HasPrefix(errs, "computerwelt session "+args[0]+": no store at "+want+" ") || !strings.Contains(errs, "-store FILE") {
				t.Errorf("%q: %d %q %q", a, st, out, errs)
			}
			if _, err := os.Stat(want); err == nil {
				t.Fatalf("%q made %s", a, want)
			}
		}
	}
	if _, err := os.Stat(data); err == nil {
		t.Errorf("the default store's folder %s was made", data)
	}
}

func TestDefaultStorePath(t *testing.T) {
	t.Setenv("CW_DATA_DIR", "/some/where")
	if p, err := defaultStorePath(); err != nil || p != "/some/where/sessions.db" {
		t.Errorf("defaultStorePath = %q, %v", p, err)
	}
}

func TestRunSessionPostgres(t *testing.T) {
	u := testpg.Require(t)
	storeURL := testpg.StoreURL(u, testpg.Schema(t, u, "cwcli_"))
	if out, errs, st := cli(t, "run", "--no-python", "--store", storeURL, "--session", "pg", "-c", `cd /tmp; x=1; echo a > f`); st != 0 {
		t.Fatalf("first run: %d %q %q", st, out, errs)
	}
	if out, errs, st := cli(t, "run", "--no-python", "--store", storeURL, "--session", "pg", "-c", `pwd; echo $x; cat f`); st != 0 || out != "/tmp\n1\na\n" {
		t.Fatalf("second run: %d %q %q", st, out, errs)
	}
	if out, _, st := cli(t, "session", "list", "--store", storeURL); st != 0 || !strings.Contains(out, "pg ") {
		t.Errorf("session list: %d %q", st, out)
	}
}

// run --json in a session prints what run --json prints without one.
func TestRunSessionJSON(t *testing.T) {
	db := filepath.Join(t.TempDir(), "s.db")
	script := `echo out; echo err >&2; exit 3`
	plain, _, st := cli(t, "run", "--no-python", "--json", "-c", script)
	if st != 3 {
		t.Fatalf("run --json: %d %q", st, plain)
	}
	out, errs, st := cli(t, "run", "--no-python", "--store", db, "--session", "js", "--json", "-c", script)
	if st != 3 || out != plain || errs != "" {
		t.Errorf("in a session: %d %q %q, want 3 %q", st, out, errs, plain)
	}
	if !strings.Contains(out, `"exitCode": 3`) || !strings.Contains(out, `"stderr": "err\n"`) {
		t.Errorf("run --json = %q", out)
	}
}
