package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/config"
	"github.com/computerwelt/computerwelt/version"
)

// TestOptionsAnywhereBeforeDashDash is the table of every subcommand: its
// options are understood before and after its operands (GNU style, up to
// "--"), and an option it does not know, or an operand too many, is
// refused with status 2 and its usage. run is bash's: what follows the
// script (or -c's NAME) is the script's, options included.
func TestOptionsAnywhereBeforeDashDash(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("CW_DATA_DIR", filepath.Join(dir, "data"))
	t.Chdir(dir) // no examples/admin here: nothing is found by default
	live := filepath.Join(dir, "live")
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.Mkdir(live, 0o755))
	must(os.WriteFile(filepath.Join(live, "app.json"), []byte("{}\n"), 0o644))
	file := filepath.Join(dir, "cw.yaml")
	must(os.WriteFile(file, []byte("store: sessions.db\nworkspaces:\n  - name: ops\n    mounts:\n      - {path: /config, kind: host, host: live, overlay: true, review: true}\n"), 0o644))
	cfg, err := config.Load(file)
	must(err)
	db := filepath.Join(dir, "sessions.db")
	p1 := stageProposal(t, cfg, db, `echo '{"a": 1}' > app.json; submit -m one`)
	host := filepath.Join(dir, "host")
	must(os.Mkdir(host, 0o755))
	must(os.WriteFile(filepath.Join(host, "a"), []byte("old\n"), 0o644))
	mount := host + ":/data:rw"
	if _, errs, st := cli(t, "run", "--no-python", "--store", db, "--session", "s1", "--mount", mount, "-c", "echo new > /data/a"); st != 0 {
		t.Fatalf("making session s1: %d %q", st, errs)
	}

	for _, c := range []struct {
		args   []string
		status int
		out    string // in stdout
		err    string // in stderr
	}{
		// run: options first; then the script's own.
		{[]string{"run", "--no-python", "-c", `echo "$1"`, "name", "--json"}, 0, "--json\n", ""},
		{[]string{"run", "--bogus", "-c", "true"}, 2, "", "usage: computerwelt run"},
		// shell
		{[]string{"shell", "--no-python", "--hostname", "h"}, 0, "", ""},
		{[]string{"shell", "--bogus"}, 2, "", "usage: computerwelt shell"},
		{[]string{"shell", "stray"}, 2, "", "usage: computerwelt shell"},
		// session
		{[]string{"session", "list", "--store", db, "--json"}, 0, `"ID": "s1"`, ""},
		{[]string{"session", "list", "--json", "--store", db}, 0, `"ID": "s1"`, ""},
		{[]string{"session", "list", "--store", db, "--bogus"}, 2, "", "usage: computerwelt session"},
		{[]string{"session", "show", "s1", "--store", db, "--mount", mount}, 0, "modified     /data/a", ""},
		{[]string{"session", "show", "s1", "--store", db, "--bogus"}, 2, "", "usage: computerwelt session"},
		{[]string{"session", "diff", "s1", "--store", db, "--mount", mount}, 0, "+new", ""},
		{[]string{"session", "diff", "s1", "/data/a", "--mount", mount, "--store", db}, 0, "+new", ""},
		{[]string{"session", "diff", "--store", db, "s1", "--", "--mount"}, 0, "", ""},
		{[]string{"session", "diff", "s1", "--store", db, "-x"}, 2, "", "usage: computerwelt session"},
		{[]string{"session", "fork", "s1", "--store", db, "s2"}, 0, "", ""},
		{[]string{"session", "fork", "s1", "s3", "s4", "--store", db}, 2, "", "usage: computerwelt session"},
		{[]string{"session", "reset", "s2", "--store", db}, 0, "", ""},
		{[]string{"session", "delete", "s2", "--store", db}, 0, "", ""},
		{[]string{"session", "prune", "--store", db, "--older-than", "1000h"}, 0, "removed 0 sessions", ""},
		{[]string{"session", "prune", "stray", "--store", db}, 2, "", "usage: computerwelt session"},
		// review
		{[]string{"review", "list", "-config", file, "-status", "all"}, 0, p1, ""},
		{[]string{"review", "list", "-status", "pending", "-config", file}, 0, p1, ""},
		{[]string{"review", "list", "-config", file, "--bogus"}, 2, "", "usage: computerwelt review"},
		{[]string{"review", "show", p1, "-config", file}, 0, "+{\"a\": 1}", ""},
		{[]string{"review", "show", p1, "-config", file, "-nope"}, 2, "", "usage: computerwelt review"},
		{[]string{"review", "audit", "-config", file, "-json"}, 0, "", ""},
		{[]string{"review", "audit", "x", "-config", file}, 2, "", "usage: computerwelt review"},
		{[]string{"review", "reject", p1, "-reason", "not now", "-as", "bob", "-config", file}, 0, "rejected " + p1, ""},
		{[]string{"review", "approve", p1, "-config", file, "-as", "bob", "-bogus"}, 2, "", "usage: computerwelt review"},
		{[]string{"review", "--listen", "127.0.0.1:0", "--bogus"}, 2, "", "usage: computerwelt review --listen"},
		{[]string{"review", "--listen", "127.0.0.1:0", "stray"}, 2, "", "usage: computerwelt review --listen"},
		// serve, token, demo
		{[]string{"serve", "--bogus"}, 2, "", "usage: computerwelt serve"},
		{[]string{"serve", "stray", "--stdio"}, 2, "", "usage: computerwelt serve"},
		{[]string{"token", "new", "--bogus"}, 2, "", "usage: computerwelt token"},
		{[]string{"demo", "where", "--bogus"}, 2, "", "usage: computerwelt demo"},
		{[]string{"demo", "where", "stray", "-config", file}, 2, "", "unexpected argument"},
	} {
		out, errs, st := cli(t, c.args...)
		if st != c.status || !strings.Contains(out, c.out) || !strings.Contains(errs, c.err) {
			t.Errorf("%q: status %d, stdout %q, stderr %q; want %d, %q in stdout, %q in stderr", c.args, st, out, errs, c.status, c.out, c.err)
		}
	}
	// The rejection reached the store, with its reason and reviewer.
	if out, _, _ := cli(t, "review", "show", p1, "-config", file); !strings.Contains(out, "by bob") || !strings.Contains(out, "not now") {
		t.Errorf("after reject: %q", out)
	}
}

// TestParseArgs: options after operands, "--" ending them (also as an
// option's value), and -h.
func TestParseArgs(t *testing.T) {
	for _, c := range []struct {
		args     []string
		reason   string
		json     bool
		operands string
	}{
		{[]string{"ID", "-reason", "TEXT"}, "TEXT", false, "ID"},
		{[]string{"-json", "A", "B", "-reason=x"}, "x", true, "A B"},
		{[]string{"A", "--", "-json", "B"}, "", false, "A -json B"},
		{[]string{"-reason", "--", "A", "-json"}, "--", true, "A"},
		{[]string{"A", "-", "-json"}, "", true, "A -"},
	} {
		fs := newTestFlags()
		var errb bytes.Buffer
		if ok, _ := parseArgs(fs.fs, c.args, &errb); !ok {
			t.Errorf("%q: refused: %s", c.args, errb.String())
			continue
		}
		if *fs.reason != c.reason || *fs.json != c.json || strings.Join(fs.fs.Args(), " ") != c.operands {
			t.Errorf("%q: reason %q json %v operands %q", c.args, *fs.reason, *fs.json, fs.fs.Args())
		}
	}
	fs := newTestFlags()
	var errb bytes.Buffer
	if ok, st := parseArgs(fs.fs, []string{"A", "-h"}, &errb); ok || st != 0 {
		t.Errorf("-h after an operand: ok %v status %d", ok, st)
	}
	if ok, st := parseArgs(newTestFlags().fs, []string{"A", "-reason"}, &errb); ok || st != 2 || !strings.Contains(errb.String(), "needs an argument") {
		t.Errorf("a missing value: ok %v status %d %q", ok, st, errb.String())
	}
}

type testFlags struct {
	fs     *flag.FlagSet
	reason *string
	json   *bool
}

func newTestFlags() testFlags {
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	return testFlags{fs, fs.String("reason", "", ""), fs.Bool("json", false, "")}
}

// TestReviewFindsTheDefaults: without -config and -store, review uses
// examples/admin/workspace.yaml where it is (as serve does); where it is
// not, it says what is missing and how to name it, and makes no store.
func TestReviewFindsTheDefaults(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	t.Setenv("CW_DATA_DIR", data)
	t.Chdir(dir)
	_, errs, st := cli(t, "review", "list")
	if st != 2 || !strings.Contains(errs, "no store at "+filepath.Join(data, "sessions.db")) || !strings.Contains(errs, "-store FILE") || !strings.Contains(errs, "-config FILE") {
		t.Errorf("list without a store: %d %q", st, errs)
	}
	if _, err := os.Stat(filepath.Join(data, "sessions.db")); err == nil {
		t.Error("review list made an empty store")
	}
	_, errs, st = cli(t, "review", "approve", "p-1234", "-as", "bob")
	if st != 2 || !strings.Contains(errs, "no workspace configuration") || !strings.Contains(errs, "-config FILE") || strings.Contains(errs, "conflict") {
		t.Errorf("approve without a configuration: %d %q", st, errs)
	}

	// Where serve would find the example's file, review finds it too.
	ex := filepath.Join(dir, "examples", "admin")
	if err := os.MkdirAll(filepath.Join(ex, "live"), 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(ex, "live", "app.json"), []byte("{}\n"), 0o644)
	file := filepath.Join(ex, "workspace.yaml")
	os.WriteFile(file, []byte("store: sessions.db\nworkspaces:\n  - name: ops\n    mounts:\n      - {path: /config, kind: host, host: live, overlay: true, review: true}\n"), 0o644)
	cfg, err := config.Load(file)
	if err != nil {
		t.Fatal(err)
	}
	id := stageProposal(t, cfg, filepath.Join(ex, "sessions.db"), `echo '{"b": 2}' > app.json; submit -m two`)
	if out, errs, st := cli(t, "review", "list"); st != 0 || !strings.Contains(out, id) {
		t.Errorf("list by the default file: %d %q %q", st, out, errs)
	}
	if out, errs, st := cli(t, "review", "approve", id, "-as", "bob"); st != 0 || !strings.Contains(out, "approved "+id) {
		t.Errorf("approve by the default file: %d %q %q", st, out, errs)
	}
	if b, _ := os.ReadFile(filepath.Join(ex, "live", "app.json")); string(b) != "{\"b\": 2}\n" {
		t.Errorf("app.json after approval: %q", b)
	}

	// A file that does not configure the proposal's workspace: said so,
	// not as a conflict.
	id = stageProposal(t, cfg, filepath.Join(ex, "sessions.db"), `echo '{"c": 3}' > app.json; submit -m three`)
	other := filepath.Join(ex, "other.yaml")
	os.WriteFile(other, []byte("store: sessions.db\nworkspaces:\n  - name: elsewhere\n    mounts:\n      - {path: /config, kind: host, host: live, overlay: true, review: true}\n"), 0o644)
	if _, errs, st := cli(t, "review", "approve", id, "-config", other, "-as", "bob"); st != 2 || !strings.Contains(errs, `workspace "ops" is not configured`) ||
		!strings.Contains(errs, "Nothing was written") || strings.Contains(errs, "conflict") {
		t.Errorf("approve with a file without the workspace: %d %q", st, errs)
	}
}

// TestVersion: computerwelt --version, and a sandbox command's, name the
// version.
func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"--version"}, {"version"}} {
		if out, errs, st := cli(t, args...); st != 0 || out != "computerwelt "+version.Version+"\n" {
			t.Errorf("%q: %d %q %q", args, st, out, errs)
		}
	}
	out, errs, st := cli(t, "run", "--no-python", "-c", "yq --version; expr --version | head -1; echo --version")
	if want := "yq (Computerwelt) " + version.Version + "\nmirrors yq of mikefarah/yq"; st != 0 || !strings.HasPrefix(out, want) ||
		!strings.HasSuffix(out, "expr (Computerwelt) "+version.Version+"\n--version\n") {
		t.Errorf("in the sandbox: %d %q %q", st, out, errs)
	}
}
