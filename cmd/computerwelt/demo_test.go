package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/computerwelt/computerwelt/config"
)

// exampleConfig is the repository's example, seen from this package.
var exampleConfig = filepath.Join("..", "..", "examples", "admin", "workspace.yaml")

func loadConfig(t *testing.T, file string) *config.Config {
	t.Helper()
	cfg, err := config.Load(file)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

func reviewedHost(t *testing.T, cfg *config.Config) string {
	t.Helper()
	for _, m := range cfg.Specs[0].Mounts {
		if m.Review {
			return m.Host
		}
	}
	t.Fatal("the example has no reviewed mount")
	return ""
}

func demo(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := demoCommand(context.Background(), args, &out, &errb)
	return out.String(), errb.String(), code
}

// TestDemoCopy: the repository's example is served from a copy of live/
// in the data directory, made once and kept across starts; `demo where`
// tells whether it changed and `demo reset` copies it anew. The
// repository's live/ is never written.
func TestDemoCopy(t *testing.T) {
	data := t.TempDir()
	t.Setenv("CW_DATA_DIR", data)
	pristine := reviewedHost(t, loadConfig(t, exampleConfig))
	before, err := readTree(pristine)
	if err != nil {
		t.Fatal(err)
	}
	if out, _, code := demo(t, "where", "-config", exampleConfig); code != 0 || !strings.Contains(out, "not made yet") {
		t.Errorf("demo where before serving: %d %q", code, out)
	}

	cfg := loadConfig(t, exampleConfig)
	where, err := useDemoCopy(cfg)
	if err != nil {
		t.Fatal(err)
	}
	copyDir := filepath.Join(data, "demo", "admin", "live")
	if where != copyDir || reviewedHost(t, cfg) != copyDir {
		t.Fatalf("useDemoCopy: %q, mount host %q, want both %q", where, reviewedHost(t, cfg), copyDir)
	}
	if same, err := sameTree(pristine, copyDir); err != nil || !same {
		t.Fatalf("the copy differs from live/ (%v)", err)
	}

	// An approval writes the copy; the next start keeps it.
	routes := filepath.Join(copyDir, "routing", "routes.json")
	if err := os.WriteFile(routes, []byte("approved\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := useDemoCopy(loadConfig(t, exampleConfig)); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(routes); string(b) != "approved\n" {
		t.Errorf("a second start replaced the copy: %q", b)
	}
	if out, _, code := demo(t, "where", "-config", exampleConfig); code != 0 || !strings.Contains(out, "changed since") {
		t.Errorf("demo where after a change: %d %q", code, out)
	}

	if out, errOut, code := demo(t, "reset", "-config", exampleConfig); code != 0 || !strings.Contains(out, "copied anew") {
		t.Fatalf("demo reset: %d %q %q", code, out, errOut)
	}
	if same, err := sameTree(pristine, copyDir); err != nil || !same {
		t.Errorf("after demo reset the copy differs from live/ (%v)", err)
	}
	if out, _, code := demo(t, "where", "-config", exampleConfig); code != 0 || !strings.Contains(out, "as in the repository") {
		t.Errorf("demo where after reset: %d %q", code, out)
	}
	if left, _ := filepath.Glob(filepath.Join(data, "demo", "admin", ".*")); len(left) != 0 {
		t.Errorf("temporary folders left behind: %v", left)
	}

	after, err := readTree(pristine)
	if err != nil {
		t.Fatal(err)
	}
	if len(after) != len(before) {
		t.Fatalf("the repository's live/ changed")
	}
	for k, v := range before {
		if !bytes.Equal(after[k], v) {
			t.Errorf("the repository's live/%s changed", k)
		}
	}
}

// TestDemoCopyOnlyTheRepositoryExample: a copy of the example elsewhere
// is served in place, like any configuration, and demo refuses it.
func TestDemoCopyOnlyTheRepositoryExample(t *testing.T) {
	t.Setenv("CW_DATA_DIR", t.TempDir())
	dir := filepath.Join(t.TempDir(), "examples", "admin")
	if err := copyFolder(filepath.Dir(exampleConfig), dir, false); err != nil {
		t.Fatal(err)
	}
	cfg := loadConfig(t, filepath.Join(dir, "workspace.yaml"))
	where, err := useDemoCopy(cfg)
	if err != nil || where != "" || reviewedHost(t, cfg) != filepath.Join(dir, "live") {
		t.Errorf("useDemoCopy on a copy: %q %v, host %s", where, err, reviewedHost(t, cfg))
	}
	if _, errOut, code := demo(t, "reset", "-config", filepath.Join(dir, "workspace.yaml")); code != 1 || !strings.Contains(errOut, "not the repository's example") {
		t.Errorf("demo reset on a copy: %d %q", code, errOut)
	}
	if _, errOut, code := demo(t, "sideways"); code != 2 || !strings.Contains(errOut, "unknown command") {
		t.Errorf("demo sideways: %d %q", code, errOut)
	}
}
